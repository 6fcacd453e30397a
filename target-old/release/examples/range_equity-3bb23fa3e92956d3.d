/work/main/target-old/release/examples/range_equity-3bb23fa3e92956d3.d: crates/holdem-enum/examples/range_equity.rs crates/holdem-enum/examples/common/chart.rs crates/holdem-enum/examples/common/mod.rs crates/holdem-enum/examples/common/number.rs crates/holdem-enum/examples/common/options.rs crates/holdem-enum/examples/common/progress.rs crates/holdem-enum/examples/common/words.rs

/work/main/target-old/release/examples/range_equity-3bb23fa3e92956d3: crates/holdem-enum/examples/range_equity.rs crates/holdem-enum/examples/common/chart.rs crates/holdem-enum/examples/common/mod.rs crates/holdem-enum/examples/common/number.rs crates/holdem-enum/examples/common/options.rs crates/holdem-enum/examples/common/progress.rs crates/holdem-enum/examples/common/words.rs

crates/holdem-enum/examples/range_equity.rs:
crates/holdem-enum/examples/common/chart.rs:
crates/holdem-enum/examples/common/mod.rs:
crates/holdem-enum/examples/common/number.rs:
crates/holdem-enum/examples/common/options.rs:
crates/holdem-enum/examples/common/progress.rs:
crates/holdem-enum/examples/common/words.rs:
