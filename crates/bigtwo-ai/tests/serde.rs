//! JSON round trips of the public data types, and what a player's view
//! writes: text types as their text, and nothing the player may not know.

#![cfg(feature = "serde")]

mod common;

use bigtwo_ai::card_core::CardSet;
use bigtwo_ai::rand::SeedableRng;
use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use bigtwo_ai::{
    Action, Event, Game, Greedy, Log, Outcome, RandomPlayer, Rules, Scoring, Seat, Smart, Strategy,
    Tournament, TournamentReport, Variations,
};
use proptest::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// `value` through JSON and back.
fn round_trip<T: Serialize + DeserializeOwned>(value: &T) -> T {
    let json = serde_json::to_string(value).unwrap();
    serde_json::from_str(&json).unwrap_or_else(|err| panic!("{json}: {err}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Rules, every play, action and event of a game, its log and its
    /// outcome come back as they went.
    #[test]
    fn a_game_round_trips(rules in common::rules(), seed in any::<u64>()) {
        prop_assert_eq!(round_trip(&rules), rules);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut game = Game::deal(rules, &mut rng);
        let lineup: [&dyn Strategy; 4] = [&Greedy, &RandomPlayer, &Smart, &Greedy];
        while !game.is_over() {
            let seat = game.turn();
            let view = game.view(seat);
            for play in view.legal_plays() {
                prop_assert_eq!(round_trip(&play), play);
            }
            prop_assert_eq!(round_trip(&view.requirement()), view.requirement());
            let action = lineup[seat.index()].choose(&view, &mut rng);
            prop_assert_eq!(round_trip(&action), action);
            game.apply(seat, action).unwrap();
        }
        for event in game.log().events() {
            prop_assert_eq!(&round_trip(event), event);
        }
        prop_assert_eq!(&round_trip(game.log()), game.log());
        let outcome: Outcome = game.outcome().unwrap();
        prop_assert_eq!(round_trip(&outcome), outcome);
    }
}

#[test]
fn text_types_are_written_as_text() {
    let rules = Rules::builder()
        .variations(Variations::HIDDEN_TRICKS | Variations::TWO_LOW_IN_COMBOS)
        .build()
        .unwrap();
    let json = serde_json::to_value(rules).unwrap();
    assert_eq!(json["variations"], "two-low-in-combos,hidden-tricks");
    let cards: CardSet = "3d 3s".parse().unwrap();
    let play = Action::Play(cards);
    let expected = format!(r#"{{"Play":"{cards}"}}"#);
    assert_eq!(serde_json::to_string(&play).unwrap(), expected);
    let event: Event = "pass 2".parse().unwrap();
    assert_eq!(serde_json::to_string(&event).unwrap(), r#""pass 2""#);
    assert_eq!(serde_json::to_string(&Seat::ALL[3]).unwrap(), "3");
}

#[test]
fn inconsistent_data_is_refused() {
    let mut json = serde_json::to_value(Rules::document()).unwrap();
    json["scoring"] = serde_json::json!({"Tiered": {"double_from": 12, "triple_from": 10}});
    assert!(serde_json::from_value::<Rules>(json.clone()).is_err());
    json["scoring"] = serde_json::to_value(Scoring::CardsLeft).unwrap();
    assert!(serde_json::from_value::<Rules>(json).is_ok());
    assert!(serde_json::from_str::<Seat>("4").is_err());
    assert!(serde_json::from_str::<Variations>(r#""twelve""#).is_err());
    assert!(serde_json::from_str::<Log>(r#""deal 1 Xs""#).is_err());
}

#[test]
fn a_view_writes_only_what_its_player_may_know() {
    let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(4));
    let seat = game.turn();
    let json = serde_json::to_value(game.view(seat)).unwrap();
    assert_eq!(json["hand"], game.state().hand(seat).to_string());
    assert_eq!(json["cards_left"], serde_json::json!([13, 13, 13, 13]));
    let text = json.to_string();
    for other in Seat::ALL.into_iter().filter(|&s| s != seat) {
        for card in game.state().hand(other) {
            assert!(!text.contains(&format!("\"{card}")), "{card} in {text}");
            assert!(!text.contains(&format!(" {card}")), "{card} in {text}");
        }
    }
}

#[test]
fn a_tournament_report_round_trips() {
    let (report, _) = Tournament::new(Rules::document())
        .deals(3)
        .run(&[&Greedy; 4])
        .unwrap();
    let back: TournamentReport = round_trip(&report);
    assert_eq!(back, report);
}

/// A play is read back only if its kind and key are what its cards make:
/// the issue's six-card straight claiming to be a straight of 2 and `2s`
/// claiming key 1 are refused; real plays under varied rules come back.
#[test]
fn plays_are_checked() {
    use bigtwo_ai::{Play, StraightOrder, SuitOrder};
    let refused = |json: &str| serde_json::from_str::<Play>(json).unwrap_err().to_string();
    let rules = Rules::builder()
        .variations(Variations::ANY_LENGTH_STRAIGHTS)
        .build()
        .unwrap();
    let run = rules
        .classify("8d 7c 6s 5h 4d 3c".parse().unwrap())
        .unwrap();
    assert_eq!(round_trip(&run), run);
    let json = serde_json::to_string(&run).unwrap();
    let bad = json.replace(r#""len":6"#, r#""len":2"#);
    assert_ne!(bad, json);
    assert!(
        refused(&bad).contains("is not a straight of 2"),
        "{}",
        refused(&bad)
    );
    let two = Rules::document().classify("2s".parse().unwrap()).unwrap();
    assert_eq!(round_trip(&two), two);
    let json = serde_json::to_value(two).unwrap();
    let mut bad = json.clone();
    bad["key"] = 1.into();
    let err = serde_json::from_value::<Play>(bad).unwrap_err().to_string();
    assert!(err.contains("2s is not a single with key 1"), "{err}");
    let mut pair = json.clone();
    pair["kind"] = "Pair".into();
    assert!(serde_json::from_value::<Play>(pair).is_err());
    // Five cards that are no play at all.
    let mut junk = json;
    junk["cards"] = "3c 3d 4h 4s 9c".into();
    junk["kind"] = serde_json::json!({"Five": "FullHouse"});
    assert!(serde_json::from_value::<Play>(junk).is_err());
    for order in StraightOrder::ALL {
        for suits in SuitOrder::ALL {
            let Ok(rules) = Rules::builder()
                .variations(Variations::all())
                .straight_order(order)
                .suit_order(suits)
                .build()
            else {
                continue;
            };
            for cards in [
                "3d 4c 5h 6s 7d",
                "9h Jh Qh Kh 2h",
                "7c 7d 7h 7s",
                "Js Qs Ks",
            ] {
                let play = rules.classify(cards.parse().unwrap()).unwrap();
                assert_eq!(round_trip(&play), play);
            }
        }
    }
}

/// A tournament's report is read back only if its counts are possible.
#[test]
fn tournament_reports_are_checked() {
    let (report, _) = Tournament::new(Rules::document())
        .deals(3)
        .seed(5)
        .run(&[&Greedy, &RandomPlayer, &RandomPlayer, &RandomPlayer])
        .unwrap();
    assert_eq!(round_trip(&report), report);
    let json = serde_json::to_value(&report).unwrap();
    let refused = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut bad = json.clone();
        change(&mut bad);
        serde_json::from_value::<TournamentReport>(bad)
            .unwrap_err()
            .to_string()
    };
    assert!(refused(&|r| r["standings"][0]["wins"] = 13.into()).contains("13 wins in 12 games"));
    assert!(refused(&|r| r["games"] = 13.into()).contains("not a tournament's"));
    assert!(refused(&|r| r["instant_wins"] = 20.into()).contains("not a tournament's"));
    assert!(
        refused(&|r| r["standings"].as_array_mut().unwrap().truncate(3)).contains("3 standings")
    );
    assert!(refused(&|r| r["standings"][1]["score"] = 1_000.into()).contains("not a tournament's"));
    let moved = |r: &mut serde_json::Value| {
        let wins = r["standings"][0]["wins"].as_u64().unwrap();
        r["standings"][0]["wins"] = (wins + 1).into();
    };
    assert!(refused(&moved).contains("not a tournament's"));
}

/// An outcome is read back only if a game could end with it.
#[test]
fn outcomes_are_checked() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(4);
    let mut game = Game::deal(Rules::document(), &mut rng);
    let outcome = game.play_out(&[&Greedy; 4], &mut rng).unwrap();
    assert_eq!(round_trip(&outcome), outcome);
    let json = serde_json::to_value(&outcome).unwrap();
    let refused = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut bad = json.clone();
        change(&mut bad);
        serde_json::from_value::<Outcome>(bad)
            .unwrap_err()
            .to_string()
    };
    let other = (outcome.winner.index() + 1) % 4;
    assert!(refused(&|o| o["winner"] = other.into()).contains("no game ends"));
    assert!(refused(&|o| o["order"] = serde_json::json!([])).contains("no game ends"));
    assert!(refused(&|o| o["scores"][other] = 5.into()).contains("no game ends"));
    assert!(refused(&|o| o["cards_left"][other] = 14.into()).contains("no game ends"));
    let twice = serde_json::json!([outcome.winner.index(), outcome.winner.index()]);
    assert!(refused(&|o| o["order"] = twice.clone()).contains("no game ends"));
}
