//! The Omaha fast paths against the naive definition: every choice of two
//! hole cards and three board cards valued by Cactus Kev's five-card
//! evaluator (the high) and by the five-card ace-to-five low (the 8-or-better
//! low of Omaha hi-lo), the best kept. Random hands by proptest, and every
//! four-card hand on a few fixed boards.

use card_core::{Card, CardSet};
use hand_eval::{
    AceFiveLow, EvalError, HandCategory, HandRank, HiLo, OmahaBoard, OmahaHole, evaluate_ace_five,
    evaluate_omaha, evaluate_omaha_hi_lo, evaluate_omaha_unchecked, kev,
};
use proptest::prelude::*;

/// The naive definition: all C(hole, 2) * C(board, 3) choices, one by one.
fn naive(hole: CardSet, board: CardSet) -> HandRank {
    let (hole, board): (Vec<Card>, Vec<Card>) = (hole.iter().collect(), board.iter().collect());
    let mut best = u16::MAX;
    for (i, &a) in hole.iter().enumerate() {
        for &b in &hole[i + 1..] {
            for (j, &c) in board.iter().enumerate() {
                for (k, &d) in board.iter().enumerate().skip(j + 1) {
                    for &e in &board[k + 1..] {
                        let codes = [a, b, c, d, e].map(kev::encode);
                        best = best.min(kev::evaluate_perfect_hash(codes));
                    }
                }
            }
        }
    }
    HandRank::from_cactus_kev(best).expect("a valid value")
}

/// The naive 8-or-better low: the 60, 100 or 150 choices of two hole cards
/// and three board cards, each valued as five cards.
fn naive_low(hole: CardSet, board: CardSet) -> Option<AceFiveLow> {
    hole.subsets(2)
        .flat_map(|two| board.subsets(3).map(move |three| two | three))
        .filter_map(|five| evaluate_ace_five(five).unwrap().eight_or_better())
        .max()
}

/// Both halves, naively.
fn naive_hi_lo(hole: CardSet, board: CardSet) -> HiLo {
    HiLo {
        high: naive(hole, board),
        low: naive_low(hole, board),
    }
}

/// `hole` hole cards and `board` board cards, all distinct, in random order.
fn deal(hole: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = (CardSet, CardSet)> {
    (hole, 3usize..=5).prop_flat_map(|(h, b)| {
        proptest::sample::subsequence(Card::ALL.to_vec(), h + b)
            .prop_shuffle()
            .prop_map(move |cards| {
                (
                    cards[..h].iter().copied().collect(),
                    cards[h..].iter().copied().collect(),
                )
            })
    })
}

/// Hands dealt mostly from the low cards (ace to eight and two more
/// ranks), so that lows are common and often missed by one card.
fn low_deal(hole: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = (CardSet, CardSet)> {
    let low: Vec<Card> = Card::ALL
        .into_iter()
        .filter(|card| card.rank().index() < 9 || card.rank() == card_core::Rank::Ace)
        .collect();
    (hole, 3usize..=5).prop_flat_map(move |(h, b)| {
        proptest::sample::subsequence(low.clone(), h + b)
            .prop_shuffle()
            .prop_map(move |cards| {
                (
                    cards[..h].iter().copied().collect(),
                    cards[h..].iter().copied().collect(),
                )
            })
    })
}

/// Boards with a flush suit (and a pair), rainbow and unpaired, with trips,
/// with five of a suit and a straight flush, and a paired two-suit board.
const BOARDS: [&str; 5] = [
    "Ah Kh Qh 7h 7d",
    "2c 7d 9h Js 4c",
    "5s 5d 5h 9s 9c",
    "Th Jh Qh Kh 9h",
    "6c 6d 8c 8d Tc",
];

fn cards(s: &str) -> CardSet {
    s.parse().expect("cards")
}

#[test]
fn every_four_card_hand_on_fixed_boards() {
    for board in BOARDS {
        let board = cards(board);
        let prepared = OmahaBoard::new(board).expect("a valid board");
        let rest = !prepared.cards();
        let mut hands = 0;
        let mut categories = [0u32; 9];
        for hole in rest.subsets(4) {
            let expected = naive(hole, board);
            assert_eq!(
                evaluate_omaha_unchecked(hole, board),
                expected,
                "{hole} {board}"
            );
            assert_eq!(
                prepared.evaluate_unchecked(hole),
                expected,
                "{hole} {board}"
            );
            categories[expected.category().index()] += 1;
            hands += 1;
        }
        assert_eq!(hands, 178_365);
        // Each board offers hands of several categories, so the walk covers
        // more than one path.
        assert!(
            categories.iter().filter(|&&n| n > 0).count() >= 3,
            "{categories:?}"
        );
    }
}

/// Hands with two suits (one held three times), four suits, one suit held
/// six times, and a pair.
const HOLES: [&str; 4] = [
    "As Ah Ks 7s",
    "9c 8d 7h 6s",
    "Ah Kh Qh Jh Th 9h",
    "5c 5d 6c 2h 3d",
];

#[test]
fn prepared_holes_on_every_flop_and_a_sample_of_rivers() {
    for hole in HOLES {
        let hole = cards(hole);
        let prepared = OmahaHole::new(hole).expect("a valid hand");
        let rest = !prepared.cards();
        let mut boards = 0;
        for (i, board) in rest.subsets(3).chain(rest.subsets(5)).enumerate() {
            // Every flop (17,296 or fewer), and every 97th river.
            if board.len() == 5 && i % 97 != 0 {
                continue;
            }
            assert_eq!(
                prepared.evaluate_hi_lo_unchecked(board),
                naive_hi_lo(hole, board),
                "{hole} {board}"
            );
            boards += 1;
        }
        assert!(boards > 25_000, "{boards}");
    }
}

#[test]
fn two_hole_cards_and_three_board_cards_exactly() {
    // Four to a royal flush on the board and its ace in the hand: no flush,
    // no ace-high straight; the straight takes two hole cards.
    let board = cards("Th Jh Qh Kh 2c");
    let rank = evaluate_omaha(cards("Ah 3c 4d 5s"), board).unwrap();
    assert_eq!(rank.to_string(), "High Card, Ace");
    let rank = evaluate_omaha(cards("Ah 9c 8d 5s"), board).unwrap();
    assert_eq!(rank.to_string(), "Straight, Queen high");
    // Quads in the hand count as a pair.
    let rank = evaluate_omaha(cards("9c 9d 9h 9s"), cards("2c 5d 7h Js Kd")).unwrap();
    assert_eq!(rank.to_string(), "One Pair, Nines");
    // Trips on the board make a full house only with a pair in the hand.
    let board = cards("8c 8d 8h Ks 3d");
    assert_eq!(
        evaluate_omaha(cards("Ac Qd 7s 4h"), board)
            .unwrap()
            .category(),
        HandCategory::ThreeOfAKind
    );
    assert_eq!(
        evaluate_omaha(cards("Ac Ad 7s 4h"), board)
            .unwrap()
            .to_string(),
        "Full House, Eights over Aces"
    );
}

#[test]
fn bad_counts_and_repeated_cards_are_errors() {
    let board = cards("2c 7d 9h Js 4c");
    assert_eq!(
        evaluate_omaha(cards("Ah Kh Qh"), board),
        Err(EvalError::WrongHoleCount { count: 3 })
    );
    assert_eq!(
        evaluate_omaha(cards("Ah Kh Qh Jh Th 9c 8c"), board),
        Err(EvalError::WrongHoleCount { count: 7 })
    );
    assert_eq!(
        evaluate_omaha(cards("Ah Kh Qh Jh"), cards("2c 7d")),
        Err(EvalError::WrongBoardCount { count: 2 })
    );
    assert_eq!(
        evaluate_omaha(cards("Ah Kh Qh Jh"), cards("2c 7d 9h Js 4c 3c")),
        Err(EvalError::WrongBoardCount { count: 6 })
    );
    let repeated = "7d".parse().unwrap();
    assert_eq!(
        evaluate_omaha(cards("Ah Kh Qh 7d"), board),
        Err(EvalError::DuplicateCard { card: repeated })
    );
    let prepared = OmahaBoard::new(board).unwrap();
    assert_eq!(
        prepared.evaluate(cards("Ah Kh Qh 7d")),
        Err(EvalError::DuplicateCard { card: repeated })
    );
    assert_eq!(
        prepared.evaluate(cards("Ah Kh Qh Jh Th 9c 8c")),
        Err(EvalError::WrongHoleCount { count: 7 })
    );
    let hole = OmahaHole::new(cards("Ah Kh Qh 7d")).unwrap();
    assert_eq!(
        hole.evaluate("2c 7d 9h".parse().unwrap()),
        Err(EvalError::DuplicateCard { card: repeated })
    );
    assert_eq!(
        hole.evaluate("2c 3d".parse().unwrap()),
        Err(EvalError::WrongBoardCount { count: 2 })
    );
    assert_eq!(
        OmahaHole::new(cards("Ah Kh Qh")),
        Err(EvalError::WrongHoleCount { count: 3 })
    );
    assert_eq!(
        evaluate_omaha_hi_lo(cards("Ah Kh Qh 7d"), board),
        Err(EvalError::DuplicateCard { card: repeated })
    );
    assert_eq!(
        hole.evaluate_hi_lo("2c 7d 9h".parse().unwrap()),
        Err(EvalError::DuplicateCard { card: repeated })
    );
    assert_eq!(
        prepared.evaluate_hi_lo(cards("Ah Kh Qh")),
        Err(EvalError::WrongHoleCount { count: 3 })
    );
    assert_eq!(
        EvalError::WrongHoleCount { count: 3 }.to_string(),
        "an omaha hand needs 4 to 6 hole cards, got 3"
    );
}

#[test]
fn every_four_card_hand_hi_lo_on_low_boards() {
    // A board with three low ranks and a pair, one with five, one with
    // exactly three (two of them paired away), one with none.
    for board in [
        "Ah 2d 5c 5s Kd",
        "Ac 2c 3h 4d 5s",
        "3c 3d 6h 8s Ts",
        "9c Td Jh Qs Kc",
    ] {
        let board = cards(board);
        let prepared = OmahaBoard::new(board).expect("a valid board");
        let mut lows = 0;
        for hole in (!board).subsets(4) {
            let expected = naive_hi_lo(hole, board);
            assert_eq!(
                prepared.evaluate_hi_lo_unchecked(hole),
                expected,
                "{hole} {board}"
            );
            assert_eq!(
                evaluate_omaha_hi_lo(hole, board),
                Ok(expected),
                "{hole} {board}"
            );
            lows += u32::from(expected.low.is_some());
        }
        assert!(
            lows > 0 || board.ranks() & 0b1_0000_0111_1111 == 0,
            "{board}"
        );
    }
}

#[test]
fn hi_lo_published_examples() {
    // Two hole cards exactly: four low cards on the board and one in the
    // hand make no low; A-2 in the hand on a 3-4-5 board makes the wheel,
    // and the same hand scoops with the straight.
    let both = evaluate_omaha_hi_lo(cards("Ac Kd Kh Qs"), cards("2c 3d 4h 5s 9c")).unwrap();
    assert_eq!(both.low, None);
    let both = evaluate_omaha_hi_lo(cards("Ac 2d Kh Qs"), cards("3c 4d 5h 9s Jc")).unwrap();
    assert_eq!(both.low, Some(AceFiveLow::BEST));
    assert_eq!(both.high.to_string(), "Straight, Five high");
    // A paired low hand card is no help: A-A plays one ace.
    let both = evaluate_omaha_hi_lo(cards("Ac Ad Kh Qs"), cards("2c 3d 4h 9s Jc")).unwrap();
    assert_eq!(both.low, None);
    // Counterfeit: the deuce on the board makes A-2 play A-3.
    let both = evaluate_omaha_hi_lo(cards("Ac 2d Kh Qs"), cards("2c 3d 4h 5s 8c")).unwrap();
    assert_eq!(both.low.unwrap().to_string(), "5-4-3-2-A");
    let both = evaluate_omaha_hi_lo(cards("Ac 2d Kh Qs"), cards("2c 6d 7h 8s Kc")).unwrap();
    assert_eq!(both.low.unwrap().to_string(), "8-7-6-2-A");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn random_hands_match_the_naive_definition((hole, board) in deal(4..=6)) {
        let expected = naive(hole, board);
        prop_assert_eq!(evaluate_omaha(hole, board), Ok(expected));
        let prepared = OmahaBoard::new(board).unwrap();
        prop_assert_eq!(prepared.evaluate(hole), Ok(expected));
        prop_assert_eq!(OmahaHole::new(hole).unwrap().evaluate(board), Ok(expected));
    }

    #[test]
    fn random_low_hands_match_the_naive_hi_lo((hole, board) in low_deal(4..=6)) {
        let expected = naive_hi_lo(hole, board);
        prop_assert_eq!(evaluate_omaha_hi_lo(hole, board), Ok(expected));
        prop_assert_eq!(OmahaBoard::new(board).unwrap().evaluate_hi_lo(hole), Ok(expected));
        prop_assert_eq!(OmahaHole::new(hole).unwrap().evaluate_hi_lo(board), Ok(expected));
    }

    #[test]
    fn random_hands_match_the_naive_hi_lo((hole, board) in deal(4..=6)) {
        let expected = naive_hi_lo(hole, board);
        prop_assert_eq!(evaluate_omaha_hi_lo(hole, board), Ok(expected));
        prop_assert_eq!(OmahaBoard::new(board).unwrap().evaluate_hi_lo_unchecked(hole), expected);
        prop_assert_eq!(OmahaHole::new(hole).unwrap().evaluate_hi_lo_unchecked(board), expected);
    }

    #[test]
    fn random_flush_heavy_hands_match((hole, board) in deal(4..=6).prop_filter(
        "three of a suit on the board",
        |(_, board)| card_core::Suit::ALL.into_iter().any(|s| board.count_of_suit(s) >= 3),
    )) {
        let expected = naive(hole, board);
        prop_assert_eq!(evaluate_omaha_unchecked(hole, board), expected);
        prop_assert_eq!(OmahaBoard::new(board).unwrap().evaluate_unchecked(hole), expected);
        prop_assert_eq!(OmahaHole::new(hole).unwrap().evaluate_unchecked(board), expected);
    }
}
