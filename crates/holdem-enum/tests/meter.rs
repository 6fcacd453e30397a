//! The strength meter against a slow reference written separately: plain
//! nested loops over every rest of the board, and the best of the 21
//! five-card hands by Cactus Kev's binary search. Both strategies must
//! give exactly the reference's counts.

use card_core::{Card, CardSet};
use hand_eval::{HandCategory, HandRank};
use holdem_enum::{BoardError, Counting, Phase, Place, StrengthMeter};
use proptest::prelude::{ProptestConfig, prop_assert_eq, proptest};
use proptest::strategy::Strategy as _;

mod common;

/// The slow reference, sharing nothing with the crate but the card types
/// and Cactus Kev's tables.
mod reference {
    use super::*;

    /// The category of the best five of seven cards.
    pub(crate) fn category(seven: [Card; 7]) -> HandCategory {
        HandRank::from_cactus_kev(common::best_of_seven(&seven))
            .unwrap()
            .category()
    }

    /// Unordered counts per category (indexed weakest first) of every way
    /// to complete `known` (hole and board cards) to seven cards from
    /// `deck`.
    pub(crate) fn counts(known: &[Card], deck: &[Card]) -> [u64; 9] {
        let mut counts = [0; 9];
        let mut seven = [known[0]; 7];
        seven[..known.len()].copy_from_slice(known);
        walk(known.len(), 0, deck, &mut seven, &mut counts);
        counts
    }

    /// Fills `seven[filled..]` with cards of `deck[from..]` in increasing
    /// order, every way.
    fn walk(
        filled: usize,
        from: usize,
        deck: &[Card],
        seven: &mut [Card; 7],
        counts: &mut [u64; 9],
    ) {
        if filled == 7 {
            counts[category(*seven).index()] += 1;
            return;
        }
        for i in from..deck.len() {
            seven[filled] = deck[i];
            walk(filled + 1, i + 1, deck, seven, counts);
        }
    }
}

fn set(text: &str) -> CardSet {
    text.parse().unwrap()
}

fn counts_of(meter: &StrengthMeter, counting: Counting) -> [u64; 9] {
    let odds = meter.counting(counting).run().unwrap().distribution;
    HandCategory::ALL.map(|c| odds.count(c))
}

fn reference_counts(meter: &StrengthMeter) -> [u64; 9] {
    let known: Vec<Card> = (meter.get_hole() | meter.get_board()).iter().collect();
    let deck: Vec<Card> = meter.deck().iter().collect();
    reference::counts(&known, &deck)
}

/// Hole cards, a board of 0, 3, 4 or 5 cards and some dead cards, all
/// distinct.
fn deal(
    board_sizes: &'static [usize],
    max_dead: usize,
) -> impl proptest::strategy::Strategy<Value = StrengthMeter> {
    (
        proptest::sample::select(board_sizes),
        0..=max_dead,
        proptest::sample::subsequence(Card::ALL.to_vec(), 2 + 5 + max_dead).prop_shuffle(),
    )
        .prop_map(|(board_len, dead_len, cards)| {
            let hole: CardSet = cards[..2].iter().copied().collect();
            let board: CardSet = cards[2..2 + board_len].iter().copied().collect();
            let dead: CardSet = cards[7..7 + dead_len].iter().copied().collect();
            StrengthMeter::new(hole, board).dead(dead)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Flop, turn and river, with up to eight dead cards: both strategies
    /// against the reference.
    #[test]
    fn flop_turn_and_river_match_the_reference(meter in deal(&[3, 4, 5], 8)) {
        let expected = reference_counts(&meter);
        prop_assert_eq!(counts_of(&meter, Counting::Fast), expected);
        prop_assert_eq!(counts_of(&meter, Counting::Backtracking), expected);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4))]

    /// Preflop, with dead cards or not: fast counting (rank patterns)
    /// against the reference.
    #[test]
    fn preflop_matches_the_reference(meter in deal(&[0], 6)) {
        prop_assert_eq!(counts_of(&meter, Counting::Fast), reference_counts(&meter));
    }
}

/// Preflop backtracking walks 254 million ordered deals; with 22 dead
/// cards the deck holds 28 and the tree 11.8 million, every pruning
/// function still at work.
#[test]
fn preflop_backtracking_matches_fast_counting_on_a_small_deck() {
    let meter = StrengthMeter::new(set("Ah Kh"), CardSet::EMPTY).dead(set(
        "2c 2d 3c 3d 4c 4d 5c 5d 6c 6d 7c 7d 8c 8d 9c 9d Tc Td Jc Jd Qc Qd",
    ));
    let run = meter.counting(Counting::Backtracking).run().unwrap();
    assert_eq!(run.distribution, meter.run().unwrap().distribution);
    assert_eq!(counts_of(&meter, Counting::Fast), reference_counts(&meter));
    assert!(run.subtrees_pruned > 0);
    assert_eq!(run.distribution.total(), 28 * 27 * 26 * 25 * 24 / 120);
}

#[test]
fn every_phase_has_the_documents_totals() {
    let hole = set("9c Jd");
    let boards = ["", "3h 6c 6s", "3h 6c 6s Jh", "3h 6c 6s Jh 2d"];
    let unordered = [2_118_760, 1_081, 46, 1];
    let ordered = [254_251_200, 2_162, 46, 1];
    for (i, board) in boards.iter().enumerate() {
        let meter = StrengthMeter::new(hole, set(board));
        let odds = meter.run().unwrap().distribution;
        assert_eq!(odds.cards_to_come(), Phase::ALL[i].cards_to_come());
        assert_eq!(odds.total(), unordered[i]);
        assert_eq!(odds.ordered_total(), ordered[i]);
    }
}

#[test]
fn bad_input_is_an_error() {
    assert_eq!(
        StrengthMeter::new(set("9c"), CardSet::EMPTY).run(),
        Err(BoardError::HoleCount { count: 1 })
    );
    assert_eq!(
        StrengthMeter::new(set("9c Jd Qd"), CardSet::EMPTY).run(),
        Err(BoardError::HoleCount { count: 3 })
    );
    for size in [1, 2, 6, 7] {
        let board: CardSet = Card::ALL[..size].iter().copied().collect();
        assert_eq!(
            StrengthMeter::new(set("As Ks"), board).run(),
            Err(BoardError::BoardSize { count: size })
        );
    }
    let meter = StrengthMeter::new(set("As Ks"), set("2c 3c 4c"));
    assert_eq!(
        meter.dead(set("Ks")).run(),
        Err(BoardError::Conflict {
            card: "Ks".parse().unwrap(),
            first: Place::Hole,
            second: Place::Dead
        })
    );
}

/// Dead cards that leave too few cards to complete the board are an
/// error, not a table of zeros.
#[test]
fn a_deck_too_small_for_the_board_is_an_error() {
    let hole = set("9c Jd");
    let everything_else = !hole;
    assert_eq!(
        StrengthMeter::new(hole, CardSet::EMPTY)
            .dead(everything_else)
            .run(),
        Err(BoardError::DeckTooSmall { needed: 5, left: 0 })
    );
    let board = set("2c 2d 2h");
    let all_but_one: CardSet = (!(hole | board)).iter().skip(1).collect();
    for counting in [Counting::Fast, Counting::Backtracking] {
        assert_eq!(
            StrengthMeter::new(hole, board)
                .dead(all_but_one)
                .counting(counting)
                .run(),
            Err(BoardError::DeckTooSmall { needed: 2, left: 1 })
        );
    }
    // Exactly enough cards: one board, counted.
    let all_but_two: CardSet = (!(hole | board)).iter().skip(2).collect();
    let run = StrengthMeter::new(hole, board)
        .dead(all_but_two)
        .run()
        .unwrap();
    assert_eq!(run.distribution.total(), 1);
}
