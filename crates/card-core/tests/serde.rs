//! JSON round trips of every type under the `serde` feature: each is written
//! as the text users type.
#![cfg(feature = "serde")]

use card_core::{Card, CardSet, Rank, Suit};
use proptest::prelude::*;

#[test]
fn values_are_written_as_text() {
    let set: CardSet = "As Kd".parse().unwrap();
    assert_eq!(serde_json::to_string(&set).unwrap(), r#""As Kd""#);
    assert_eq!(serde_json::to_string(&Rank::Ten).unwrap(), r#""T""#);
    assert_eq!(serde_json::to_string(&Suit::Hearts).unwrap(), r#""h""#);
    assert_eq!(
        serde_json::from_str::<Card>(r#""10h""#)
            .unwrap()
            .to_string(),
        "Th"
    );
    let err = serde_json::from_str::<Card>(r#""Xs""#).unwrap_err();
    assert!(
        err.to_string().starts_with("unknown rank 'X' at byte 0"),
        "{err}"
    );
    assert!(serde_json::from_str::<Card>("7").is_err());
}

proptest! {
    #[test]
    fn every_value_round_trips(bits in 0u64..1 << 52, index in 0usize..52) {
        let set = CardSet::from_bits(bits).unwrap();
        let json = serde_json::to_string(&set).unwrap();
        prop_assert_eq!(serde_json::from_str::<CardSet>(&json).unwrap(), set);
        let card = Card::from_index(index).unwrap();
        let json = serde_json::to_string(&(card, card.rank(), card.suit())).unwrap();
        prop_assert_eq!(serde_json::from_str::<(Card, Rank, Suit)>(&json).unwrap(), (card, card.rank(), card.suit()));
    }
}
