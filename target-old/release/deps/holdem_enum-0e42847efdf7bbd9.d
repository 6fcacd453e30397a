/work/main/target-old/release/deps/holdem_enum-0e42847efdf7bbd9.d: crates/holdem-enum/src/lib.rs crates/holdem-enum/src/backtrack.rs crates/holdem-enum/src/boards.rs crates/holdem-enum/src/breakdown.rs crates/holdem-enum/src/by_board.rs crates/holdem-enum/src/calculation.rs crates/holdem-enum/src/combo.rs crates/holdem-enum/src/equity.rs crates/holdem-enum/src/error.rs crates/holdem-enum/src/exact.rs crates/holdem-enum/src/game.rs crates/holdem-enum/src/hand_class.rs crates/holdem-enum/src/hand_list.rs crates/holdem-enum/src/holdings.rs crates/holdem-enum/src/joint.rs crates/holdem-enum/src/known.rs crates/holdem-enum/src/matchup.rs crates/holdem-enum/src/meter.rs crates/holdem-enum/src/monte_carlo.rs crates/holdem-enum/src/odds.rs crates/holdem-enum/src/outs.rs crates/holdem-enum/src/phase.rs crates/holdem-enum/src/pieces.rs crates/holdem-enum/src/range.rs crates/holdem-enum/src/shuffle.rs crates/holdem-enum/src/variant.rs crates/holdem-enum/src/../README.md

/work/main/target-old/release/deps/libholdem_enum-0e42847efdf7bbd9.rlib: crates/holdem-enum/src/lib.rs crates/holdem-enum/src/backtrack.rs crates/holdem-enum/src/boards.rs crates/holdem-enum/src/breakdown.rs crates/holdem-enum/src/by_board.rs crates/holdem-enum/src/calculation.rs crates/holdem-enum/src/combo.rs crates/holdem-enum/src/equity.rs crates/holdem-enum/src/error.rs crates/holdem-enum/src/exact.rs crates/holdem-enum/src/game.rs crates/holdem-enum/src/hand_class.rs crates/holdem-enum/src/hand_list.rs crates/holdem-enum/src/holdings.rs crates/holdem-enum/src/joint.rs crates/holdem-enum/src/known.rs crates/holdem-enum/src/matchup.rs crates/holdem-enum/src/meter.rs crates/holdem-enum/src/monte_carlo.rs crates/holdem-enum/src/odds.rs crates/holdem-enum/src/outs.rs crates/holdem-enum/src/phase.rs crates/holdem-enum/src/pieces.rs crates/holdem-enum/src/range.rs crates/holdem-enum/src/shuffle.rs crates/holdem-enum/src/variant.rs crates/holdem-enum/src/../README.md

/work/main/target-old/release/deps/libholdem_enum-0e42847efdf7bbd9.rmeta: crates/holdem-enum/src/lib.rs crates/holdem-enum/src/backtrack.rs crates/holdem-enum/src/boards.rs crates/holdem-enum/src/breakdown.rs crates/holdem-enum/src/by_board.rs crates/holdem-enum/src/calculation.rs crates/holdem-enum/src/combo.rs crates/holdem-enum/src/equity.rs crates/holdem-enum/src/error.rs crates/holdem-enum/src/exact.rs crates/holdem-enum/src/game.rs crates/holdem-enum/src/hand_class.rs crates/holdem-enum/src/hand_list.rs crates/holdem-enum/src/holdings.rs crates/holdem-enum/src/joint.rs crates/holdem-enum/src/known.rs crates/holdem-enum/src/matchup.rs crates/holdem-enum/src/meter.rs crates/holdem-enum/src/monte_carlo.rs crates/holdem-enum/src/odds.rs crates/holdem-enum/src/outs.rs crates/holdem-enum/src/phase.rs crates/holdem-enum/src/pieces.rs crates/holdem-enum/src/range.rs crates/holdem-enum/src/shuffle.rs crates/holdem-enum/src/variant.rs crates/holdem-enum/src/../README.md

crates/holdem-enum/src/lib.rs:
crates/holdem-enum/src/backtrack.rs:
crates/holdem-enum/src/boards.rs:
crates/holdem-enum/src/breakdown.rs:
crates/holdem-enum/src/by_board.rs:
crates/holdem-enum/src/calculation.rs:
crates/holdem-enum/src/combo.rs:
crates/holdem-enum/src/equity.rs:
crates/holdem-enum/src/error.rs:
crates/holdem-enum/src/exact.rs:
crates/holdem-enum/src/game.rs:
crates/holdem-enum/src/hand_class.rs:
crates/holdem-enum/src/hand_list.rs:
crates/holdem-enum/src/holdings.rs:
crates/holdem-enum/src/joint.rs:
crates/holdem-enum/src/known.rs:
crates/holdem-enum/src/matchup.rs:
crates/holdem-enum/src/meter.rs:
crates/holdem-enum/src/monte_carlo.rs:
crates/holdem-enum/src/odds.rs:
crates/holdem-enum/src/outs.rs:
crates/holdem-enum/src/phase.rs:
crates/holdem-enum/src/pieces.rs:
crates/holdem-enum/src/range.rs:
crates/holdem-enum/src/shuffle.rs:
crates/holdem-enum/src/variant.rs:
crates/holdem-enum/src/../README.md:
