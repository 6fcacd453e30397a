//! Outs against a direct computation, and pot odds round trips.

use card_core::{Card, CardSet};
use hand_eval::evaluate_set;
use holdem_enum::{BoardError, EquityError, Odds, OddsError, Outs, Place, Range};
use proptest::prelude::{ProptestConfig, prop_assert, prop_assert_eq, proptest};
use proptest::strategy::Strategy as _;

fn set(text: &str) -> CardSet {
    text.parse().unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Each card's category, and against one known hand the showdown,
    /// computed card by card with the checked evaluator.
    #[test]
    fn outs_match_a_direct_computation(
        board_len in 3usize..=4,
        cards in proptest::sample::subsequence(Card::ALL.to_vec(), 8).prop_shuffle(),
    ) {
        let hole: CardSet = cards[..2].iter().copied().collect();
        let villain: CardSet = cards[2..4].iter().copied().collect();
        let board: CardSet = cards[4..4 + board_len].iter().copied().collect();
        let range: Range = villain.to_string().replace(' ', "").parse().unwrap();
        let outs = Outs::against(hole, board, &[range]).unwrap();
        let unseen = !(hole | villain | board);
        prop_assert_eq!(outs.cards().len(), unseen.len());
        let now = evaluate_set(hole | board).unwrap().category();
        prop_assert_eq!(outs.current(), now);
        for out in outs.cards() {
            let mine = evaluate_set(hole | board | out.card).unwrap();
            let theirs = evaluate_set(villain | board | out.card).unwrap();
            prop_assert_eq!(out.category, mine.category());
            let s = out.showdown.unwrap();
            prop_assert_eq!((s.wins, s.ties, s.losses), (
                u128::from(mine > theirs),
                u128::from(mine == theirs),
                u128::from(mine < theirs),
            ));
            prop_assert_eq!(outs.improving().contains(out.card), mine.category() > now);
            prop_assert_eq!(outs.winning().contains(out.card), mine > theirs);
        }
    }

    #[test]
    fn odds_and_probabilities_round_trip(p in 0.0001f64..=1.0) {
        let odds = Odds::from_probability(p).unwrap();
        prop_assert!((odds.probability() - p).abs() < 1e-12);
        let back = Odds::to_one(odds.against()).unwrap();
        prop_assert!((back.probability() - p).abs() < 1e-12);
    }
}

#[test]
fn outs_against_a_range_count_each_holding() {
    // Top pair against a range of overpairs and a flush draw.
    let outs = Outs::against(set("Ah Qd"), set("Qc 7s 2s"), &["KK,AsKs".parse().unwrap()]).unwrap();
    let card = |text: &str| {
        outs.cards()
            .iter()
            .find(|out| out.card.to_string() == text)
            .unwrap()
            .showdown
            .unwrap()
    };
    // A queen: trips beat all seven holdings.
    let queen = card("Qh");
    assert_eq!((queen.wins, queen.ties, queen.losses), (7, 0, 0));
    // A low spade: the kings still beat top pair, and AsKs makes a flush.
    let spade = card("3s");
    assert_eq!((spade.wins, spade.ties, spade.losses), (0, 0, 7));
    // A king: the three pairs of kings left make trips, and AsKs pairs
    // its king, above the queens.
    let king = card("Kh");
    assert_eq!((king.wins, king.ties, king.losses), (0, 0, 3 + 1));
}

#[test]
fn bad_input_is_an_error() {
    assert_eq!(
        Outs::new(set("As"), set("2c 3c 4c")),
        Err(BoardError::HoleCount { count: 1 })
    );
    assert_eq!(
        Outs::new(set("As Ks"), CardSet::EMPTY),
        Err(BoardError::NotFlopOrTurn { count: 0 })
    );
    assert_eq!(
        Outs::new(set("As Ks"), set("As 3c 4c")),
        Err(BoardError::Conflict {
            card: "As".parse().unwrap(),
            first: Place::Hole,
            second: Place::Board
        })
    );
    // Opponents are counted as opponents, and named so.
    assert_eq!(
        Outs::against(set("As Ks"), set("2c 3c 4c"), &[]),
        Err(EquityError::OpponentCount { count: 0 })
    );
    let ten = vec!["QQ".parse::<Range>().unwrap(); 10];
    let err = Outs::against(set("As Ks"), set("2c 3c 4c"), &ten).unwrap_err();
    assert_eq!(err, EquityError::OpponentCount { count: 10 });
    assert_eq!(err.to_string(), "outs need 1 to 9 opponents, got 10");
    let err = Outs::against(set("As Ks"), set("2c 3c 4c"), &["AsQs".parse().unwrap()]).unwrap_err();
    assert_eq!(
        err,
        EquityError::Board(BoardError::Conflict {
            card: "As".parse().unwrap(),
            first: Place::Hole,
            second: Place::Opponent(0)
        })
    );
    assert_eq!(
        err.to_string(),
        "card As is in both the hole cards and opponent 1"
    );
    let opponents = [
        "QQ".parse().unwrap(),
        "5c4c,5c3d".parse().unwrap(),
        "Jh8h".parse().unwrap(),
    ];
    let err = Outs::against(set("As Ks"), set("2c 3c 5c"), &opponents).unwrap_err();
    assert_eq!(
        err,
        EquityError::EmptyRange {
            player: Place::Opponent(1)
        }
    );
    assert_eq!(
        err.to_string(),
        "every hand in the range of opponent 2 uses a known card"
    );
    let err = Outs::against(
        set("As Ks"),
        set("2c 3c 4c"),
        &["8h8d".parse().unwrap(), "8h8s".parse().unwrap()],
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "card 8h is in both opponent 1 and opponent 2"
    );
    assert!(matches!(
        Odds::to_one(f64::NAN),
        Err(OddsError::Against { .. })
    ));
    assert_eq!(
        Odds::to_one(f64::INFINITY),
        Err(OddsError::Against {
            value: f64::INFINITY
        })
    );
    assert!(Odds::pot(-1.0, 1.0).is_err());
    assert!(Odds::from_probability(f64::NAN).is_err());
}

/// A card that takes every combo from an opponent's range leaves no
/// holding to compare with: nothing won, tied or lost, and no error.
#[test]
fn an_out_that_empties_a_range_counts_nothing() {
    let outs = Outs::against(
        set("9c 9d"),
        set("2c 3c 4d"),
        &["AhKh,AhQh".parse().unwrap()],
    )
    .unwrap();
    let ace = outs
        .cards()
        .iter()
        .find(|out| out.card.to_string() == "Ah")
        .unwrap();
    let showdown = ace.showdown.unwrap();
    assert_eq!((showdown.wins, showdown.ties, showdown.losses), (0, 0, 0));
    let deuce = outs
        .cards()
        .iter()
        .find(|out| out.card.to_string() == "2h")
        .unwrap();
    assert_eq!(deuce.showdown.unwrap().wins, 2);
}
