//! Ranges, combos, hand lists, hand classes, phases, variants, odds and
//! places pad to a width with their fill and alignment, as `str` does, so
//! that tables line up.

use holdem_enum::{Combo, HandClass, HandList, Odds, Phase, Place, Range, Variant};

/// `value` padded as its text is, in every alignment.
fn pads_like_its_text(value: impl std::fmt::Display) {
    let text = value.to_string();
    let width = text.chars().count() + 3;
    assert_eq!(format!("[{value:>width$}]"), format!("[{text:>width$}]"));
    assert_eq!(format!("[{value:*<width$}]"), format!("[{text:*<width$}]"));
    assert_eq!(format!("[{value:^width$}]"), format!("[{text:^width$}]"));
    assert_eq!(format!("[{value:1}]"), format!("[{text}]"));
}

#[test]
fn every_displayed_value_pads_like_its_text() {
    let range: Range = "QQ+,AKs,T9s@50".parse().unwrap();
    assert_eq!(format!("[{range:>20}]"), "[      QQ+,AKs,T9s@50]");
    pads_like_its_text(range);
    let combo: Combo = "AhKh".parse().unwrap();
    assert_eq!(format!("[{combo:>6}]"), "[  AhKh]");
    pads_like_its_text(combo);
    pads_like_its_text("AsAhKsKh,JcTc9d8d".parse::<HandList>().unwrap());
    pads_like_its_text("any4".parse::<HandList>().unwrap());
    let class = HandClass::of(combo);
    assert_eq!(format!("[{class:>4}]"), "[ AKs]");
    pads_like_its_text(class);
    pads_like_its_text(Phase::Flop);
    pads_like_its_text(Variant::Omaha);
    pads_like_its_text(Odds::to_one(4.5).unwrap());
    pads_like_its_text(Place::Player(2));
}
