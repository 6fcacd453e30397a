//! Plays, kinds, orders, events, rules and the rest pad to a width with
//! their fill and alignment, as `str` does, so that tables line up; the
//! `{:#}` form keeps its suit symbols.

use bigtwo_ai::{BigTwoOrder, Event, Kind, Rules, Seat, SuitOrder, Twos, Variations};

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
    let rules = Rules::default();
    let play = rules.classify("3d 3c".parse().unwrap()).unwrap();
    assert_eq!(format!("[{play:>11}]"), "[ pair 3d 3c]");
    assert_eq!(format!("[{play:>#11}]"), "[ pair 3♦ 3♣]");
    pads_like_its_text(play);
    pads_like_its_text(Kind::Pair);
    pads_like_its_text(Kind::Run { len: 6 });
    let order = BigTwoOrder::new("2s 3d Ah".parse().unwrap(), SuitOrder::default());
    assert_eq!(format!("[{order:<10}]"), "[3d Ah 2s  ]");
    assert_eq!(format!("[{order:<#10}]"), "[3♦ A♥ 2♠  ]");
    pads_like_its_text(order);
    pads_like_its_text(SuitOrder::default());
    pads_like_its_text(Variations::empty());
    pads_like_its_text(rules);
    pads_like_its_text(Event::Twos { twos: Twos::Low });
    pads_like_its_text(Seat::new(2).unwrap());
}
