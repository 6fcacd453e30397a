/work/main/target-old/release/deps/hand_eval-9f6ecf1f4fcc463c.d: crates/hand-eval/src/lib.rs crates/hand-eval/src/category.rs crates/hand-eval/src/error.rs crates/hand-eval/src/evaluate.rs crates/hand-eval/src/flush.rs crates/hand-eval/src/hand.rs crates/hand-eval/src/hand_rank.rs crates/hand-eval/src/kev/mod.rs crates/hand-eval/src/kev/mix.rs crates/hand-eval/src/omaha.rs crates/hand-eval/src/short_deck.rs crates/hand-eval/src/tables/mod.rs crates/hand-eval/src/tables/fast.rs crates/hand-eval/src/tables/kev.rs crates/hand-eval/src/tables/short_deck.rs crates/hand-eval/src/../README.md

/work/main/target-old/release/deps/libhand_eval-9f6ecf1f4fcc463c.rlib: crates/hand-eval/src/lib.rs crates/hand-eval/src/category.rs crates/hand-eval/src/error.rs crates/hand-eval/src/evaluate.rs crates/hand-eval/src/flush.rs crates/hand-eval/src/hand.rs crates/hand-eval/src/hand_rank.rs crates/hand-eval/src/kev/mod.rs crates/hand-eval/src/kev/mix.rs crates/hand-eval/src/omaha.rs crates/hand-eval/src/short_deck.rs crates/hand-eval/src/tables/mod.rs crates/hand-eval/src/tables/fast.rs crates/hand-eval/src/tables/kev.rs crates/hand-eval/src/tables/short_deck.rs crates/hand-eval/src/../README.md

/work/main/target-old/release/deps/libhand_eval-9f6ecf1f4fcc463c.rmeta: crates/hand-eval/src/lib.rs crates/hand-eval/src/category.rs crates/hand-eval/src/error.rs crates/hand-eval/src/evaluate.rs crates/hand-eval/src/flush.rs crates/hand-eval/src/hand.rs crates/hand-eval/src/hand_rank.rs crates/hand-eval/src/kev/mod.rs crates/hand-eval/src/kev/mix.rs crates/hand-eval/src/omaha.rs crates/hand-eval/src/short_deck.rs crates/hand-eval/src/tables/mod.rs crates/hand-eval/src/tables/fast.rs crates/hand-eval/src/tables/kev.rs crates/hand-eval/src/tables/short_deck.rs crates/hand-eval/src/../README.md

crates/hand-eval/src/lib.rs:
crates/hand-eval/src/category.rs:
crates/hand-eval/src/error.rs:
crates/hand-eval/src/evaluate.rs:
crates/hand-eval/src/flush.rs:
crates/hand-eval/src/hand.rs:
crates/hand-eval/src/hand_rank.rs:
crates/hand-eval/src/kev/mod.rs:
crates/hand-eval/src/kev/mix.rs:
crates/hand-eval/src/omaha.rs:
crates/hand-eval/src/short_deck.rs:
crates/hand-eval/src/tables/mod.rs:
crates/hand-eval/src/tables/fast.rs:
crates/hand-eval/src/tables/kev.rs:
crates/hand-eval/src/tables/short_deck.rs:
crates/hand-eval/src/../README.md:
