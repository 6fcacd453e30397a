//! `Display` pads to a width with its fill and alignment, as `str` does,
//! so that tables of cards line up; without a width it is unchanged.

use card_core::{Card, CardSet, Rank, Suit};
use proptest::prelude::*;

#[test]
fn cards_ranks_suits_and_sets_pad_like_their_text() {
    let card: Card = "As".parse().unwrap();
    assert_eq!(
        format!("[{card:>4}][{card:<4}][{card:^6}][{card:*>3}]"),
        "[  As][As  ][  As  ][*As]"
    );
    assert_eq!(format!("[{card:>#4}]"), "[  A♠]");
    assert_eq!(
        format!("[{:>3}][{:-<3}]", Rank::Ten, Suit::Hearts),
        "[  T][h--]"
    );
    assert_eq!(format!("[{:>#3}]", Suit::Hearts), "[  ♥]");
    let set: CardSet = "Kd As 2c".parse().unwrap();
    assert_eq!(format!("[{set:>10}]"), "[  As Kd 2c]");
    assert_eq!(format!("[{set:<#10}]"), "[A♠ K♦ 2♣  ]");
    assert_eq!(format!("[{:>3}]", CardSet::EMPTY), "[   ]");
    // Narrower than the text: nothing is cut.
    assert_eq!(format!("[{set:2}]"), "[As Kd 2c]");
}

proptest! {
    /// Padded output is the plain text padded, whatever the set, width
    /// and alignment.
    #[test]
    fn a_padded_set_is_its_text_padded(bits in 0u64..1 << 52, width in 0usize..40) {
        let set = CardSet::from_bits(bits).unwrap();
        let text = set.to_string();
        prop_assert_eq!(format!("{set:>width$}"), format!("{text:>width$}"));
        prop_assert_eq!(format!("{set:<width$}"), format!("{text:<width$}"));
        prop_assert_eq!(format!("{set:^width$}"), format!("{text:^width$}"));
        let symbols = format!("{set:#}");
        prop_assert_eq!(format!("{set:>#width$}"), format!("{symbols:>width$}"));
    }
}
