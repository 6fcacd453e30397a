//! The range parser against an expansion written separately from it,
//! `Display` round trips, error positions, and garbage that must not
//! panic.

use card_core::Card;
use card_core::ParseError;
use holdem_enum::{Combo, Range, RangeError};
use proptest::prelude::{Just, ProptestConfig, prop_assert, prop_assert_eq, prop_oneof, proptest};
use proptest::strategy::Strategy;

/// One item of a range, as a structure.
#[derive(Debug, Clone)]
enum Item {
    Any,
    Pair(usize),
    PairsFrom(usize),
    Pairs(usize, usize),
    /// High rank, low rank, suitedness ('s', 'o' or ' ').
    Hand(usize, usize, char),
    HandsFrom(usize, usize, char),
    Hands(usize, usize, usize, char),
    Combo(usize, usize),
}

const RANKS: &[u8; 13] = b"23456789TJQKA";

/// The text of an item, with its rank letters in a random case.
fn text(item: &Item, lower: bool) -> String {
    let r = |i: usize| {
        let c = RANKS[i] as char;
        if lower { c.to_ascii_lowercase() } else { c }
    };
    let s = |c: char| {
        if c == ' ' {
            String::new()
        } else {
            c.to_string()
        }
    };
    match *item {
        Item::Any => if lower { "random" } else { "any" }.to_string(),
        Item::Pair(a) => format!("{}{}", r(a), r(a)),
        Item::PairsFrom(a) => format!("{}{}+", r(a), r(a)),
        Item::Pairs(a, b) => format!("{}{}-{}{}", r(a), r(a), r(b), r(b)),
        Item::Hand(h, l, x) => format!("{}{}{}", r(h), r(l), s(x)),
        Item::HandsFrom(h, l, x) => format!("{}{}{}+", r(h), r(l), s(x)),
        Item::Hands(h, a, b, x) => format!("{}{}{}-{}{}{}", r(h), r(a), s(x), r(h), r(b), s(x)),
        Item::Combo(a, b) => format!("{}{}", Card::ALL[a], Card::ALL[b]),
    }
}

/// Whether `combo` belongs to `item`, decided from the item's meaning.
fn member(item: &Item, combo: Combo) -> bool {
    let (hi, lo) = (combo.high(), combo.low());
    let (h, l) = (hi.rank().index(), lo.rank().index());
    let suited = hi.suit() == lo.suit();
    let fits = |x: char| match x {
        's' => suited,
        'o' => !suited,
        _ => true,
    };
    match *item {
        Item::Any => true,
        Item::Pair(a) => h == a && l == a,
        Item::PairsFrom(a) => h == l && h >= a,
        Item::Pairs(a, b) => h == l && h >= a.min(b) && h <= a.max(b),
        Item::Hand(x, y, s) => h == x && l == y && fits(s),
        Item::HandsFrom(x, y, s) => h == x && l >= y && l < x && fits(s),
        Item::Hands(x, a, b, s) => h == x && l >= a.min(b) && l <= a.max(b) && fits(s),
        Item::Combo(a, b) => {
            let (a, b) = (Card::ALL[a], Card::ALL[b]);
            (hi == a && lo == b) || (hi == b && lo == a)
        }
    }
}

fn item() -> impl Strategy<Value = Item> {
    let rank = || 0usize..13;
    let suffix = || prop_oneof![Just('s'), Just('o'), Just(' ')];
    let non_pair = || (1usize..13).prop_flat_map(|h| (Just(h), 0..h));
    prop_oneof![
        1 => Just(Item::Any),
        2 => rank().prop_map(Item::Pair),
        2 => rank().prop_map(Item::PairsFrom),
        2 => (rank(), rank()).prop_map(|(a, b)| Item::Pairs(a, b)),
        3 => (non_pair(), suffix()).prop_map(|((h, l), s)| Item::Hand(h, l, s)),
        3 => (non_pair(), suffix()).prop_map(|((h, l), s)| Item::HandsFrom(h, l, s)),
        3 => (non_pair(), 0usize..13, suffix())
            .prop_filter("kickers below the top card", |((h, _), b, _)| b < h)
            .prop_map(|((h, a), b, s)| Item::Hands(h, a, b, s)),
        3 => (0usize..52, 0usize..52)
            .prop_filter("two cards", |(a, b)| a != b)
            .prop_map(|(a, b)| Item::Combo(a, b)),
    ]
}

/// A weight written as `@n` or `:0.nn`, with its value.
fn weight() -> impl Strategy<Value = (String, u8)> {
    prop_oneof![
        3 => Just((String::new(), 100)),
        1 => (1u8..=100).prop_map(|w| (format!("@{w}"), w)),
        1 => (1u8..=100).prop_map(|w| {
            let text = if w == 100 { ":1".to_string() } else { format!(":0.{w:02}") };
            (text, w)
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn parsing_matches_a_separate_expansion(
        items in proptest::collection::vec((item(), weight(), proptest::bool::ANY, 0usize..3), 1..6)
    ) {
        let mut expected = [0u8; Combo::COUNT];
        let mut texts = Vec::new();
        for (item, (weight_text, weight), lower, spaces) in &items {
            for combo in Combo::all().filter(|&c| member(item, c)) {
                expected[combo.index()] = *weight;
            }
            let pad = " ".repeat(*spaces);
            texts.push(format!("{pad}{}{weight_text}{pad}", text(item, *lower)));
        }
        let range: Range = texts.join(",").parse().unwrap();
        for combo in Combo::all() {
            prop_assert_eq!(range.weight(combo), expected[combo.index()], "{}", combo);
        }
        // `iter` lists the combos held, in index order.
        let listed: Vec<(Combo, u8)> = range.iter().collect();
        let held: Vec<(Combo, u8)> = Combo::all()
            .map(|c| (c, expected[c.index()]))
            .filter(|&(_, weight)| weight > 0)
            .collect();
        prop_assert_eq!(listed, held);
        // Display writes a form that parses back to the same range.
        let shown = range.to_string();
        prop_assert_eq!(shown.parse::<Range>().unwrap(), range.clone(), "{}", shown);
        prop_assert!(!shown.contains(' '));
    }

    #[test]
    fn any_set_of_combos_round_trips(combos in proptest::collection::vec((0usize..1326, 1u8..=100), 1..40)) {
        let text: Vec<String> = combos
            .iter()
            .map(|&(i, w)| format!("{}@{w}", Combo::from_index(i).unwrap()))
            .collect();
        let range: Range = text.join(",").parse().unwrap();
        prop_assert_eq!(range.to_string().parse::<Range>().unwrap(), range);
    }

    #[test]
    fn garbage_never_panics(text in "[AKQJT98765432akqjtscdho+@:.,\\- 0-9xX♠é]{0,24}") {
        let _ = text.parse::<Range>();
    }

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,32}") {
        let _ = text.parse::<Range>();
    }
}

#[test]
fn every_combo_is_found_from_its_index() {
    for (i, combo) in Combo::all().enumerate() {
        assert_eq!(combo.index(), i);
        assert_eq!(Combo::from_index(i), Some(combo));
    }
    assert_eq!(Combo::from_index(Combo::COUNT), None);
    let any = Range::any();
    assert!(any.iter().map(|(c, _)| c).eq(Combo::all()));
}

fn parse(text: &str) -> Result<Range, RangeError> {
    text.parse()
}

#[test]
fn shortest_forms() {
    let cases = [
        ("AA,KK,QQ,JJ", "JJ+"),
        ("99,88,77", "99-77"),
        ("A2s,A3s,A4s,A5s,A6s,A7s,A8s,A9s,ATs,AJs,AQs,AKs", "A2s+"),
        ("AKs,AKo", "AK"),
        ("ATs+,ATo+", "AT+"),
        ("A2s+,ATo+", "A2s+,ATo+"),
        ("K9o-K6o,KQo", "KQo,K9o-K6o"),
        ("AhAs,AdAc", "AsAh,AdAc"),
        ("random", "any"),
        ("QQ+@50,AKs", "AKs,QQ+@50"),
        ("T9s:0.25", "T9s@25"),
    ];
    for (text, shortest) in cases {
        assert_eq!(parse(text).unwrap().to_string(), shortest, "{text}");
    }
}

#[test]
fn errors_point_at_the_bad_token() {
    let cases = [
        ("", RangeError::Card(ParseError::Empty)),
        ("  ", RangeError::Card(ParseError::Empty)),
        ("AA,,KK", RangeError::EmptyItem { at: 3 }),
        (
            "AA, XK",
            RangeError::Card(ParseError::UnknownRank { found: 'X', at: 4 }),
        ),
        ("AAs", RangeError::SuitedPair { at: 2 }),
        ("KK,AKs-QJs", RangeError::SpanMismatch { at: 3 }),
        ("AA-KQ", RangeError::SpanMismatch { at: 0 }),
        ("AKs-A2o", RangeError::SpanMismatch { at: 0 }),
        ("AK-", RangeError::Card(ParseError::MissingRank { at: 3 })),
        ("Ah", RangeError::Card(ParseError::MissingRank { at: 2 })),
        (
            "AhK, QQ",
            RangeError::Card(ParseError::MissingSuit { at: 3 }),
        ),
        (
            "AhKx",
            RangeError::Card(ParseError::UnknownSuit { found: 'x', at: 3 }),
        ),
        (
            "AKsx",
            RangeError::Card(ParseError::TrailingInput { found: 'x', at: 3 }),
        ),
        (
            "QQ, AK+x",
            RangeError::Card(ParseError::TrailingInput { found: 'x', at: 7 }),
        ),
        (
            "AhAh",
            RangeError::SameCard {
                card: "Ah".parse().unwrap(),
                at: 0,
            },
        ),
        ("AsAhKsKh", RangeError::NotTwoCards { count: 4, at: 0 }),
        ("QQ,AsAhKsKh2c", RangeError::NotTwoCards { count: 5, at: 3 }),
        ("QQ@0", RangeError::BadWeight { at: 2 }),
        ("QQ@101", RangeError::BadWeight { at: 2 }),
        ("QQ:0.333", RangeError::BadWeight { at: 2 }),
        ("QQ:1.5", RangeError::BadWeight { at: 2 }),
        ("QQ@", RangeError::BadWeight { at: 2 }),
        ("@50", RangeError::EmptyItem { at: 0 }),
    ];
    for (text, error) in cases {
        assert_eq!(parse(text), Err(error), "{text:?}");
    }
    assert_eq!(
        parse("AA, XK").unwrap_err().to_string(),
        "unknown rank 'X' at byte 4"
    );
}

#[test]
fn sizes_of_the_usual_ranges() {
    let cases = [
        ("AA", 6),
        ("AKs", 4),
        ("AKo", 12),
        ("AK", 16),
        ("TT+", 30),
        ("A2s+", 48),
        ("KTo+", 36),
        ("99-66", 24),
        ("AQs-A8s", 20),
        ("K9o-K6o", 48),
        ("any", 1326),
        ("22+,A2+,K2+,Q2+,J2+,T2+,92+,82+,72+,62+,52+,42+,32", 1326),
    ];
    for (text, size) in cases {
        assert_eq!(parse(text).unwrap().len(), size, "{text}");
    }
}

/// Ranks are read as card-core reads them everywhere, `10` included: what
/// parses as a card set parses as a range.
#[test]
fn tens_are_read_as_card_sets_read_them() {
    let same = [
        ("10s10d", "TsTd"),
        ("1010", "TT"),
        ("A10s+", "ATs+"),
        ("AhKh, 10h9h", "AhKh,Th9h"),
        ("1010-77", "TT-77"),
    ];
    for (text, usual) in same {
        assert_eq!(parse(text), parse(usual), "{text}");
    }
    let set: card_core::CardSet = "10s10d".parse().unwrap();
    let combo = Combo::from_cards(set).unwrap();
    assert_eq!(parse("10s10d").unwrap(), Range::from(combo));
}
