/work/main/target-old/release/deps/card_core-4494eda01fe02a9a.d: crates/card-core/src/lib.rs crates/card-core/src/card.rs crates/card-core/src/card_set.rs crates/card-core/src/deck.rs crates/card-core/src/error.rs crates/card-core/src/parse.rs crates/card-core/src/rank.rs crates/card-core/src/stream.rs crates/card-core/src/subsets.rs crates/card-core/src/suit.rs crates/card-core/src/views.rs crates/card-core/src/../README.md

/work/main/target-old/release/deps/libcard_core-4494eda01fe02a9a.rlib: crates/card-core/src/lib.rs crates/card-core/src/card.rs crates/card-core/src/card_set.rs crates/card-core/src/deck.rs crates/card-core/src/error.rs crates/card-core/src/parse.rs crates/card-core/src/rank.rs crates/card-core/src/stream.rs crates/card-core/src/subsets.rs crates/card-core/src/suit.rs crates/card-core/src/views.rs crates/card-core/src/../README.md

/work/main/target-old/release/deps/libcard_core-4494eda01fe02a9a.rmeta: crates/card-core/src/lib.rs crates/card-core/src/card.rs crates/card-core/src/card_set.rs crates/card-core/src/deck.rs crates/card-core/src/error.rs crates/card-core/src/parse.rs crates/card-core/src/rank.rs crates/card-core/src/stream.rs crates/card-core/src/subsets.rs crates/card-core/src/suit.rs crates/card-core/src/views.rs crates/card-core/src/../README.md

crates/card-core/src/lib.rs:
crates/card-core/src/card.rs:
crates/card-core/src/card_set.rs:
crates/card-core/src/deck.rs:
crates/card-core/src/error.rs:
crates/card-core/src/parse.rs:
crates/card-core/src/rank.rs:
crates/card-core/src/stream.rs:
crates/card-core/src/subsets.rs:
crates/card-core/src/suit.rs:
crates/card-core/src/views.rs:
crates/card-core/src/../README.md:
