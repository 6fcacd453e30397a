//! JSON round trips of hand ranks, lows, categories and the short-deck rules.
#![cfg(feature = "serde")]

use hand_eval::{
    AceFiveLow, DeuceSevenLow, HandCategory, HandRank, ShortDeck, ShortDeckRank, ShortDeckRanking,
};
use proptest::prelude::*;

fn round_trip<T>(value: &T) -> T
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    let json = serde_json::to_string(value).expect("serialises");
    serde_json::from_str(&json).expect("deserialises")
}

fn ranking() -> impl Strategy<Value = ShortDeckRanking> {
    prop_oneof![
        Just(ShortDeckRanking::TripsBeatStraight),
        Just(ShortDeckRanking::StraightBeatsTrips),
    ]
}

proptest! {
    #[test]
    fn hand_ranks_round_trip_as_their_value(value in 1u16..=7462) {
        let rank = HandRank::from_value(value).unwrap();
        prop_assert_eq!(serde_json::to_string(&rank).unwrap(), value.to_string());
        prop_assert_eq!(round_trip(&rank), rank);
        prop_assert_eq!(round_trip(&rank.category()), rank.category());
    }

    #[test]
    fn lows_round_trip_as_their_value(ace_five in 1u16..=6175, deuce_seven in 1u16..=7462) {
        let low = AceFiveLow::from_value(ace_five).unwrap();
        prop_assert_eq!(serde_json::to_string(&low).unwrap(), ace_five.to_string());
        prop_assert_eq!(round_trip(&low), low);
        let low = DeuceSevenLow::from_value(deuce_seven).unwrap();
        prop_assert_eq!(serde_json::to_string(&low).unwrap(), deuce_seven.to_string());
        prop_assert_eq!(round_trip(&low), low);
    }

    #[test]
    fn short_deck_ranks_round_trip(ranking in ranking(), value in 1u16..=1404) {
        let rules = ShortDeck::new().ranking(ranking);
        let rank = rules.from_value(value).unwrap();
        prop_assert_eq!(round_trip(&rank), rank);
        prop_assert_eq!(round_trip(&rules), rules);
    }
}

#[test]
fn categories_are_their_variant_names() {
    for category in HandCategory::ALL {
        assert_eq!(round_trip(&category), category);
    }
    assert_eq!(
        serde_json::to_string(&HandCategory::FullHouse).unwrap(),
        "\"FullHouse\""
    );
}

#[test]
fn out_of_range_lows_are_refused() {
    for bad in ["0", "6176", "-1"] {
        assert!(serde_json::from_str::<AceFiveLow>(bad).is_err(), "{bad}");
    }
    for bad in ["0", "7463"] {
        assert!(serde_json::from_str::<DeuceSevenLow>(bad).is_err(), "{bad}");
    }
    let error = serde_json::from_str::<AceFiveLow>("6176").unwrap_err();
    assert!(
        error
            .to_string()
            .contains("ace-to-five value 6176 is not in 1..=6175")
    );
}

#[test]
fn out_of_range_values_are_refused() {
    for bad in ["0", "7463", "-1"] {
        assert!(serde_json::from_str::<HandRank>(bad).is_err(), "{bad}");
    }
    let error = serde_json::from_str::<HandRank>("7463").unwrap_err();
    assert!(
        error
            .to_string()
            .contains("hand value 7463 is not in 1..=7462")
    );
    let json = r#"{"ranking":"TripsBeatStraight","value":1405}"#;
    assert!(serde_json::from_str::<ShortDeckRank>(json).is_err());
    let json = r#"{"ranking":"StraightBeatsTrips","value":1404}"#;
    let rank: ShortDeckRank = serde_json::from_str(json).unwrap();
    assert_eq!(rank.to_string(), "Royal Flush");
}
