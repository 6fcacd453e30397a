//! JSON round trips of every serialisable type: ranges and combos as the
//! text users write, equity and strength-meter results as data.
#![cfg(feature = "serde")]

use card_core::{Card, CardSet};
use holdem_enum::hand_eval::ShortDeckRanking;
use holdem_enum::{
    BoardClasses, Calculation, Combo, Counting, Draw, HandList, MadeHand, Matchup, MonteCarlo,
    Range, RangeOnBoard, StrengthMeter, Variant,
};
use proptest::prelude::{ProptestConfig, prop_assert_eq, proptest};
use proptest::strategy::Strategy as _;
use serde::Serialize;
use serde::de::DeserializeOwned;

fn round_trip<T: Serialize + DeserializeOwned>(value: &T) -> T {
    serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
}

/// A range of up to 40 random combos with random weights.
fn ranges() -> impl proptest::strategy::Strategy<Value = Range> {
    proptest::collection::vec((0..Combo::COUNT, 1u8..=100), 1..40).prop_map(|combos| {
        let items: Vec<String> = combos
            .iter()
            .map(|&(i, w)| format!("{}@{w}", Combo::from_index(i).unwrap()))
            .collect();
        items.join(",").parse().unwrap()
    })
}

/// Two hole cards and a flop or a turn.
fn deals() -> impl proptest::strategy::Strategy<Value = (CardSet, CardSet)> {
    (
        3usize..=4,
        proptest::sample::subsequence(Card::ALL.to_vec(), 6).prop_shuffle(),
    )
        .prop_map(|(board, cards)| {
            (
                cards[..2].iter().copied().collect(),
                cards[2..2 + board].iter().copied().collect(),
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn ranges_round_trip_as_their_text(range in ranges()) {
        let json = serde_json::to_string(&range).unwrap();
        prop_assert_eq!(&json, &format!("\"{range}\""));
        prop_assert_eq!(round_trip(&range), range);
    }

    #[test]
    fn combos_round_trip_as_their_text(index in 0..Combo::COUNT) {
        let combo = Combo::from_index(index).unwrap();
        prop_assert_eq!(serde_json::to_string(&combo).unwrap(), format!("\"{combo}\""));
        prop_assert_eq!(round_trip(&combo), combo);
    }

    #[test]
    fn hand_lists_round_trip_as_their_text(
        cards in proptest::sample::subsequence(Card::ALL.to_vec(), 12).prop_shuffle(),
        size in 4usize..=6,
        random in proptest::option::of(1usize..=6),
    ) {
        let list = match random {
            Some(n) => HandList::random(n),
            None => cards.chunks(size).map(|hand| hand.iter().copied().collect::<CardSet>()).collect(),
        };
        prop_assert_eq!(serde_json::to_string(&list).unwrap(), format!("\"{list}\""));
        prop_assert_eq!(round_trip(&list), list);
    }

    #[test]
    fn meter_results_round_trip((hole, board) in deals(), backtracking: bool) {
        let counting = if backtracking { Counting::Backtracking } else { Counting::Fast };
        let run = StrengthMeter::new(hole, board).counting(counting).run().unwrap();
        prop_assert_eq!(round_trip(&run), run);
        prop_assert_eq!(round_trip(&run.distribution), run.distribution);
    }

    #[test]
    fn board_classes_round_trip(
        range in ranges(),
        (_, board) in deals(),
        dead in 0..Card::COUNT,
        short_deck: bool,
    ) {
        let dead = CardSet::from([Card::ALL[dead]]) - board;
        let (variant, deck) = if short_deck {
            (Variant::SHORT_DECK, Variant::SHORT_DECK.deck())
        } else {
            (Variant::Holdem, CardSet::FULL)
        };
        let board = if board.is_subset(deck) { board } else { "Ks 9d 6c".parse().unwrap() };
        let question = RangeOnBoard::new(range, board).dead(dead & (deck - board)).variant(variant);
        let classes = question.run().unwrap();
        prop_assert_eq!(round_trip(&classes), classes);
        if board.len() == 3 {
            let turns = question.every_turn().unwrap();
            prop_assert_eq!(round_trip(&turns), turns);
        }
    }

    #[test]
    fn equity_results_round_trip((hole, board) in deals(), seed: u64) {
        let hero = Range::from(Combo::from_cards(hole).unwrap());
        let matchup = Matchup::new([hero, "QQ+,AK".parse().unwrap()]).board(board);
        let exact = matchup.exact().unwrap();
        prop_assert_eq!(round_trip(&exact), exact.clone());
        let options = MonteCarlo::new().samples(1_000).seed(seed);
        prop_assert_eq!(round_trip(&options), options);
        let sampled = matchup.calculate(Calculation::monte_carlo(options)).unwrap();
        let back = round_trip(&sampled);
        prop_assert_eq!(back.standard_error(0), sampled.standard_error(0));
        prop_assert_eq!(back, sampled);
        // Partial results, stopped before they start.
        let limit = std::time::Duration::ZERO;
        let partial = matchup.calculate(Calculation::exact().time_limit(limit)).unwrap();
        prop_assert_eq!(round_trip(&partial), partial);
        let limited = Calculation::monte_carlo(options).time_limit(limit);
        let partial = matchup.calculate(limited).unwrap();
        prop_assert_eq!(round_trip(&partial), partial);
    }
}

#[test]
fn progress_reports_round_trip() {
    let mut reports = Vec::new();
    let calculation = Calculation::monte_carlo(MonteCarlo::new().samples(100_000))
        .progress_every(std::time::Duration::ZERO)
        .progress(|progress: &holdem_enum::Progress| reports.push(progress.clone()));
    let matchup = Matchup::new(["AhKh".parse().unwrap(), "QQ".parse().unwrap()]);
    matchup.calculate(calculation).unwrap();
    assert!(reports.len() > 1);
    for report in &reports {
        let back = round_trip(report);
        assert_eq!(
            (&back.equity, back.elapsed),
            (&report.equity, report.elapsed)
        );
        // serde_json may lose the last bit of a float.
        assert!((back.fraction - report.fraction).abs() < 1e-15);
    }
}

#[test]
fn breakdowns_round_trip() {
    let players: Vec<Range> = vec!["AA,AKs@50".parse().unwrap(), "QQ".parse().unwrap()];
    let breakdown = Matchup::new(players)
        .breakdown(Calculation::exact())
        .unwrap();
    assert_eq!(round_trip(&breakdown), breakdown);
}

#[test]
fn variants_round_trip() {
    for variant in [
        Variant::Holdem,
        Variant::Omaha,
        Variant::ShortDeck(ShortDeckRanking::TripsBeatStraight),
        Variant::ShortDeck(ShortDeckRanking::StraightBeatsTrips),
        Variant::OmahaHiLo,
        Variant::Stud,
        Variant::Razz,
        Variant::StudHiLo,
    ] {
        assert_eq!(round_trip(&variant), variant);
    }
}

/// Split pots round trip, and counts that do not add up are refused.
#[test]
fn split_pots_round_trip() {
    use holdem_enum::{Equity, HandList};
    let hands: Vec<HandList> = vec!["AhQh2c9d".parse().unwrap(), "As2dJcJs".parse().unwrap()];
    let equity = Matchup::hands(hands)
        .variant(Variant::OmahaHiLo)
        .board("3h 4h Ks".parse().unwrap())
        .exact()
        .unwrap();
    assert_eq!(round_trip(&equity), equity);
    let json = serde_json::to_string(&equity).unwrap();
    let no_low = equity.no_low.unwrap().to_string();
    let bad = [
        // One deal more without a low than the lows leave.
        json.replace(
            &format!("\"no_low\":{no_low}"),
            &format!("\"no_low\":{no_low}1"),
        ),
        // No count of the deals without a low.
        json.replace(&format!("\"no_low\":{no_low}"), "\"no_low\":null"),
        // A player without the low's counts.
        json.replacen("\"split\":{", "\"split\":null,\"x\":{", 1),
    ];
    for bad in &bad {
        assert_ne!(bad, &json);
        assert!(serde_json::from_str::<Equity>(bad).is_err(), "{bad}");
    }
}

#[test]
fn bad_text_is_a_deserialisation_error() {
    let err = serde_json::from_str::<Range>("\"QQ+,AXs\"").unwrap_err();
    assert!(
        err.to_string().contains("unknown rank 'X' at byte 5"),
        "{err}"
    );
    assert!(serde_json::from_str::<Combo>("\"AhKhQh\"").is_err());
}

/// Values no calculation makes are refused, with what is wrong.
#[test]
fn results_that_break_their_invariants_are_refused() {
    use holdem_enum::{Distribution, Equity, MeterRun, PlayerEquity};
    let matchup = Matchup::new(["AhAs".parse().unwrap(), "KK".parse().unwrap()]);
    let exact = matchup.exact().unwrap();
    let json = serde_json::to_string(&exact).unwrap();
    assert_eq!(serde_json::from_str::<Equity>(&json).unwrap(), exact);
    // Monte Carlo with a target says whether it reached it, as before.
    let options = holdem_enum::MonteCarlo::new().target_std_error(0.01);
    let sampled = matchup
        .calculate(holdem_enum::Calculation::monte_carlo(options))
        .unwrap();
    let text = serde_json::to_string(&sampled).unwrap();
    assert!(text.ends_with(",\"target_reached\":true}"), "{text}");
    assert_eq!(serde_json::from_str::<Equity>(&text).unwrap(), sampled);
    let player = serde_json::to_string(&exact.players[0]).unwrap();
    let deals = exact.deals.to_string();
    let wins = exact.players[0].wins.to_string();
    let bad_equities = [
        // One more deal than the players counted.
        json.replacen(
            &format!("\"deals\":{deals},\"method\""),
            &format!("\"deals\":{}1,\"method\"", deals),
            1,
        ),
        // A win more than the pots.
        json.replacen(
            &format!("\"wins\":{wins}"),
            &format!("\"wins\":{}", exact.players[0].wins + 1),
            1,
        ),
        // Monte Carlo with fewer samples than deals.
        json.replace("\"Exact\"", "{\"MonteCarlo\":{\"samples\":256,\"seed\":1}}"),
        // A standard error target of an exact result.
        json.replace("\"target_reached\":null", "\"target_reached\":true"),
    ];
    for bad in &bad_equities {
        assert_ne!(bad, &json);
        assert!(serde_json::from_str::<Equity>(bad).is_err(), "{bad}");
    }
    let bad_player = player.replacen(
        &format!("\"wins\":{wins}"),
        &format!("\"wins\":{}", exact.deals + 1),
        1,
    );
    assert!(serde_json::from_str::<PlayerEquity>(&bad_player).is_err());
    for bad in [
        r#"{"counts":[1,0,0,0,0,0,0,0,0],"to_come":30}"#,
        r#"{"counts":[0,576,405,72,0,0,27,1,0],"to_come":64}"#,
        r#"{"counts":[0,0,0,0,0,0,0,0,47],"to_come":1}"#,
        r#"{"counts":[18446744073709551615,1,0,0,0,0,0,0,0],"to_come":5}"#,
    ] {
        let error = serde_json::from_str::<Distribution>(bad).unwrap_err();
        assert!(!error.to_string().is_empty());
        let run = format!(
            r#"{{"distribution":{bad},"counting":"Fast","nodes_visited":0,"subtrees_pruned":0,"evaluations":0}}"#
        );
        assert!(serde_json::from_str::<MeterRun>(&run).is_err());
    }
    let good = r#"{"counts":[0,0,0,0,0,0,0,0,46],"to_come":1}"#;
    let distribution: Distribution = serde_json::from_str(good).unwrap();
    assert_eq!(distribution.ordered_total(), 46);
}

#[test]
fn board_classes_are_read_back_only_when_consistent() {
    for class in MadeHand::ALL {
        assert_eq!(round_trip(&class), class);
    }
    for draw in Draw::ALL {
        assert_eq!(round_trip(&draw), draw);
    }
    assert_eq!(
        serde_json::to_string(&MadeHand::TopPair).unwrap(),
        "\"TopPair\""
    );
    let classes = RangeOnBoard::new("AA, KQs@50".parse().unwrap(), "Ks 9d 4c".parse().unwrap())
        .run()
        .unwrap();
    let json = serde_json::to_string(&classes).unwrap();
    assert_eq!(
        json,
        r#"{"board":"Ks 9d 4c","variant":"Holdem","range":"AA,KhQh@50,KdQd@50,KcQc@50"}"#
    );
    assert_eq!(
        serde_json::from_str::<BoardClasses>(&json).unwrap(),
        classes
    );
    // No combo counted: no range.
    let none = RangeOnBoard::new("AsKs".parse().unwrap(), "As 9d 4c".parse().unwrap())
        .run()
        .unwrap();
    let json = serde_json::to_string(&none).unwrap();
    assert_eq!(
        json,
        r#"{"board":"As 9d 4c","variant":"Holdem","range":null}"#
    );
    assert_eq!(serde_json::from_str::<BoardClasses>(&json).unwrap(), none);
    for bad in [
        // A combo that uses a board card.
        r#"{"board":"Ks 9d 4c","variant":"Holdem","range":"KK"}"#,
        // Neither a flop nor a turn.
        r#"{"board":"Ks 9d","variant":"Holdem","range":"AA"}"#,
        r#"{"board":"Ks 9d 4c 3h 2h","variant":"Holdem","range":"AA"}"#,
        // Outside the short deck, or Omaha.
        r#"{"board":"Ks 9d 4c","variant":{"ShortDeck":"TripsBeatStraight"},"range":"AA"}"#,
        r#"{"board":"Ks 9d 6c","variant":{"ShortDeck":"TripsBeatStraight"},"range":"22"}"#,
        r#"{"board":"Ks 9d 4c","variant":"Omaha","range":"AA"}"#,
    ] {
        assert!(serde_json::from_str::<BoardClasses>(bad).is_err(), "{bad}");
    }
    // Omaha: the hands counted, in the list's order.
    let list = "AsAhKsKh, JcTc9d8d, Kd2c3c4d".parse().unwrap();
    let omaha = RangeOnBoard::hands(list, "Kd 9c 2h".parse().unwrap())
        .run()
        .unwrap();
    let json = serde_json::to_string(&omaha).unwrap();
    assert_eq!(
        json,
        r#"{"board":"Kd 9c 2h","variant":"Omaha","range":null,"hands":["As Ah Ks Kh","Jc Tc 9d 8d"]}"#
    );
    assert_eq!(serde_json::from_str::<BoardClasses>(&json).unwrap(), omaha);
    for bad in [
        // A hand listed twice, a hand of three cards, a hold'em hand list.
        r#"{"board":"Kd 9c 2h","variant":"Omaha","range":null,"hands":["As Ks Ah Kh","As Ks Ah Kh"]}"#,
        r#"{"board":"Kd 9c 2h","variant":"Omaha","range":null,"hands":["As Ks Ah"]}"#,
        r#"{"board":"Kd 9c 2h","variant":"Holdem","range":null,"hands":["As Ks Ah Kh"]}"#,
    ] {
        assert!(serde_json::from_str::<BoardClasses>(bad).is_err(), "{bad}");
    }
}
