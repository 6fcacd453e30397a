//! Hand ranks, short-deck ranks and categories pad to a width with their
//! fill and alignment, as `str` does, so that tables line up.

use hand_eval::{HandCategory, ShortDeck, evaluate_set};

#[test]
fn ranks_and_categories_pad_like_their_text() {
    let full_house = evaluate_set("Ks Kh Kd 2c 2s".parse().unwrap()).unwrap();
    let text = full_house.to_string();
    assert_eq!(text, "Full House, Kings over Twos");
    assert_eq!(format!("[{full_house:>30}]"), format!("[{text:>30}]"));
    assert_eq!(format!("[{full_house:.<30}]"), format!("[{text:.<30}]"));
    assert_eq!(format!("[{:^12}]", HandCategory::Flush), "[   Flush    ]");
    assert_eq!(format!("[{:>10}]", HandCategory::Flush), "[     Flush]");
    let short = ShortDeck::new()
        .evaluate_set("As Ks Qs Js Ts".parse().unwrap())
        .unwrap();
    assert_eq!(format!("[{short:>13}]"), "[  Royal Flush]");
}
