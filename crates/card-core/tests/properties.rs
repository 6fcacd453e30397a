//! Property tests: parsing and display round-trip, garbage never panics, set
//! algebra agrees with a `BTreeSet` model, subsets and decks keep their counts.

use std::collections::BTreeSet;

use card_core::{Card, CardSet, DealError, Deck, ParseError, Rank, Suit, binomial};
use proptest::prelude::*;
use rand::{SeedableRng, rngs::Xoshiro256PlusPlus};

fn card_set() -> impl Strategy<Value = CardSet> {
    (0u64..1 << 52).prop_map(|bits| CardSet::from_bits(bits).unwrap())
}

/// A set of at most `n` cards.
fn small_set(n: usize) -> impl Strategy<Value = CardSet> {
    proptest::collection::btree_set(0usize..52, 0..=n).prop_map(|indices| {
        indices
            .into_iter()
            .map(|i| Card::from_index(i).unwrap())
            .collect()
    })
}

fn model(set: CardSet) -> BTreeSet<usize> {
    set.iter().map(Card::index).collect()
}

#[test]
fn every_card_round_trips_in_both_forms() {
    for card in Card::ALL {
        assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        assert_eq!(format!("{card:#}").parse::<Card>(), Ok(card));
        assert_eq!(Card::new(card.rank(), card.suit()), card);
        assert_eq!(Card::try_from(u8::from(card)), Ok(card));
    }
    for rank in Rank::ALL {
        assert_eq!(rank.to_string().parse::<Rank>(), Ok(rank));
        assert_eq!(Rank::try_from(u8::from(rank)), Ok(rank));
    }
    for suit in Suit::ALL {
        assert_eq!(suit.to_string().parse::<Suit>(), Ok(suit));
        assert_eq!(format!("{suit:#}").parse::<Suit>(), Ok(suit));
        assert_eq!(Suit::try_from(u8::from(suit)), Ok(suit));
    }
}

#[test]
fn card_order_is_rank_then_suit() {
    for pair in Card::ALL.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        assert!(a < b);
        assert!((a.rank(), a.suit()) < (b.rank(), b.suit()));
    }
}

#[test]
fn bad_input_is_a_typed_error() {
    use ParseError::*;
    assert_eq!("".parse::<Card>(), Err(Empty));
    assert_eq!("A".parse::<Card>(), Err(MissingSuit { at: 1 }));
    assert_eq!("1s".parse::<Card>(), Err(UnknownRank { found: '1', at: 0 }));
    assert_eq!("Ax".parse::<Card>(), Err(UnknownSuit { found: 'x', at: 1 }));
    assert_eq!(
        "Ass".parse::<Card>(),
        Err(TrailingInput { found: 's', at: 2 })
    );
    assert_eq!(
        "10hx".parse::<Card>(),
        Err(TrailingInput { found: 'x', at: 3 })
    );
    assert_eq!(
        "A♠!".parse::<Card>(),
        Err(TrailingInput { found: '!', at: 4 })
    );
    assert_eq!(
        "As,Kd ks 2c Kd".parse::<CardSet>(),
        Err(DuplicateCard {
            card: "Kd".parse().unwrap(),
            at: 12
        })
    );
    assert_eq!(
        "As Kd 1".parse::<CardSet>(),
        Err(UnknownRank { found: '1', at: 6 })
    );
    assert_eq!("Z".parse::<Rank>(), Err(UnknownRank { found: 'Z', at: 0 }));
    assert_eq!("".parse::<Suit>(), Err(Empty));
    assert_eq!(
        Rank::try_from(13).unwrap_err().to_string(),
        "rank index 13 out of range 0..13"
    );
    assert_eq!("".parse::<CardSet>(), Ok(CardSet::EMPTY));
    assert_eq!(" , ".parse::<CardSet>(), Ok(CardSet::EMPTY));
}

#[test]
fn dealing_too_many_leaves_the_deck_unchanged() {
    let mut deck = Deck::without("As Ks".parse().unwrap());
    let before = deck.clone();
    assert_eq!(
        deck.deal(51),
        Err(DealError::NotEnoughCards {
            requested: 51,
            remaining: 50
        })
    );
    assert_eq!(deck, before);
    deck.deal(50).unwrap();
    assert_eq!(
        deck.draw(),
        Err(DealError::NotEnoughCards {
            requested: 1,
            remaining: 0
        })
    );
}

proptest! {
    #[test]
    fn sets_round_trip_through_every_written_form(set in card_set()) {
        prop_assert_eq!(set.to_string().parse::<CardSet>(), Ok(set));
        prop_assert_eq!(format!("{set:#}").parse::<CardSet>(), Ok(set));
        let joined: String = set.iter().map(|c| c.to_string()).collect();
        prop_assert_eq!(joined.parse::<CardSet>(), Ok(set));
        let commas: Vec<String> = set.iter().map(|c| c.to_string()).collect();
        prop_assert_eq!(commas.join(",").parse::<CardSet>(), Ok(set));
    }

    #[test]
    fn card_lists_keep_their_order_and_repeats(
        indices in prop::collection::vec(0usize..52, 0..12),
        separators in prop::collection::vec(prop::sample::select(vec!["", " ", ",", ", "]), 12),
        symbols: bool,
    ) {
        let cards: Vec<Card> = indices.iter().map(|&i| Card::ALL[i]).collect();
        let mut text = String::new();
        for (card, separator) in cards.iter().zip(&separators) {
            text += &if symbols { format!("{card:#}") } else { card.to_string() };
            text += separator;
        }
        let parsed: Result<Vec<Card>, ParseError> = card_core::parse_cards(&text).collect();
        prop_assert_eq!(parsed, Ok(cards.clone()));
        // Without repeats, the list is the set that `CardSet` parses.
        let set: CardSet = cards.iter().copied().collect();
        if set.len() == cards.len() {
            prop_assert_eq!(text.parse::<CardSet>(), Ok(set));
        }
    }

    #[test]
    fn a_card_list_stops_at_its_first_error(s in "[2-9TJQKAtjqka10cdhsx ,]{0,24}") {
        let items: Vec<Result<Card, ParseError>> = card_core::parse_cards(&s).collect();
        let first_error = items.iter().position(Result::is_err);
        prop_assert!(first_error.is_none_or(|i| i + 1 == items.len()));
        // Without repeats, the list succeeds exactly when `CardSet` parses.
        let cards: Vec<Card> = items.iter().filter_map(|item| item.ok()).collect();
        let set: CardSet = cards.iter().copied().collect();
        if set.len() == cards.len() {
            prop_assert_eq!(first_error.is_none(), s.parse::<CardSet>().is_ok());
        }
    }

    #[test]
    fn garbage_never_panics(s in "\\PC{0,24}") {
        let _ = card_core::parse_cards(&s).count();
        let _ = s.parse::<Card>();
        let _ = s.parse::<CardSet>();
        let _ = s.parse::<Rank>();
        let _ = s.parse::<Suit>();
    }

    #[test]
    fn near_miss_input_errors_point_into_the_input(s in "[2-9TJQKAtjqka10cdhsCDHS♣♦♥♠♡ ,x]{0,24}") {
        for err in [s.parse::<CardSet>().err(), s.parse::<Card>().err()].into_iter().flatten() {
            let at = match err {
                ParseError::Empty => 0,
                ParseError::UnknownRank { at, .. }
                | ParseError::UnknownSuit { at, .. }
                | ParseError::MissingSuit { at }
                | ParseError::TrailingInput { at, .. }
                | ParseError::DuplicateCard { at, .. } => at,
                _ => unreachable!("no other parse error exists"),
            };
            prop_assert!(s.is_char_boundary(at), "{err} in {s:?}");
        }
    }

    #[test]
    fn set_algebra_matches_a_model(a in card_set(), b in card_set()) {
        let (ma, mb) = (model(a), model(b));
        prop_assert_eq!(model(a | b), &ma | &mb);
        prop_assert_eq!(model(a & b), &ma & &mb);
        prop_assert_eq!(model(a - b), &ma - &mb);
        prop_assert_eq!(model(a ^ b), &ma ^ &mb);
        prop_assert_eq!(model(!a), &model(CardSet::FULL) - &ma);
        prop_assert_eq!(a.len(), ma.len());
        prop_assert_eq!(a.is_subset(b), ma.is_subset(&mb));
        prop_assert_eq!(a.is_disjoint(b), ma.is_disjoint(&mb));
        let down: Vec<Card> = a.iter().rev().collect();
        let mut up: Vec<Card> = a.iter().collect();
        up.reverse();
        prop_assert_eq!(down, up);
    }

    #[test]
    fn subsets_are_distinct_ordered_and_counted(set in small_set(16), k in 0usize..6) {
        let subsets: Vec<CardSet> = set.subsets(k).collect();
        let folded = set.subsets(k).fold(Vec::new(), |mut acc, s| {
            acc.push(s);
            acc
        });
        prop_assert_eq!(&folded, &subsets);
        prop_assert_eq!(subsets.len() as u64, binomial(set.len() as u32, k as u32));
        for s in &subsets {
            prop_assert!(s.is_subset(set));
            prop_assert_eq!(s.len(), k);
        }
        for pair in subsets.windows(2) {
            // Colexicographic order is increasing order of the bit patterns.
            prop_assert!(pair[0].bits() < pair[1].bits());
        }
    }

    #[test]
    fn a_seeded_deck_deals_every_card_once(seed: u64, known in small_set(10)) {
        let mut deck = Deck::without(known);
        deck.shuffle(&mut Xoshiro256PlusPlus::seed_from_u64(seed));
        let mut dealt = CardSet::EMPTY;
        while let Ok(card) = deck.draw() {
            prop_assert!(dealt.insert(card));
        }
        prop_assert_eq!(dealt, !known);
    }
}
