//! Property tests: the fast evaluator, both Cactus Kev paths and a slow
//! sort-and-count reference order every pair of hands the same way.

use std::cmp::Ordering;

use card_core::{Card, CardSet, Suit};
use hand_eval::{EvalError, Hand, HandCategory, evaluate, evaluate_set, kev};
use proptest::prelude::*;

/// A slow, obviously correct evaluator written independently of the
/// generator: sort the ranks, count them, test for flush and straight.
mod reference {
    use card_core::Card;

    /// Category (0 = high card .. 8 = straight flush) and the ranks that
    /// break ties, most important first. Larger is stronger.
    pub(crate) type Strength = (u8, Vec<usize>);

    /// The strength of exactly five cards.
    fn five(cards: &[Card]) -> Strength {
        let mut ranks: Vec<usize> = cards.iter().map(|c| c.rank().index()).collect();
        ranks.sort_unstable_by(|a, b| b.cmp(a));
        let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
        let mut distinct = ranks.clone();
        distinct.dedup();
        let straight = if distinct.len() < 5 {
            None
        } else if ranks[0] - ranks[4] == 4 {
            Some(ranks[0])
        } else if ranks == [12, 3, 2, 1, 0] {
            Some(3)
        } else {
            None
        };
        // (count, rank) pairs, biggest groups first, then highest rank.
        let mut groups: Vec<(usize, usize)> = distinct
            .iter()
            .map(|&r| (ranks.iter().filter(|&&x| x == r).count(), r))
            .collect();
        groups.sort_unstable_by(|a, b| b.cmp(a));
        let counts: Vec<usize> = groups.iter().map(|g| g.0).collect();
        let grouped: Vec<usize> = groups.iter().map(|g| g.1).collect();
        match (straight, flush, counts.as_slice()) {
            (Some(high), true, _) => (8, vec![high]),
            (_, _, [4, 1]) => (7, grouped),
            (_, _, [3, 2]) => (6, grouped),
            (_, true, _) => (5, ranks),
            (Some(high), false, _) => (4, vec![high]),
            (_, _, [3, 1, 1]) => (3, grouped),
            (_, _, [2, 2, 1]) => (2, grouped),
            (_, _, [2, 1, 1, 1]) => (1, grouped),
            _ => (0, ranks),
        }
    }

    /// The strength of the best five of five to seven cards.
    pub(crate) fn best(cards: &[Card]) -> Strength {
        let n = cards.len();
        (0u32..1 << n)
            .filter(|m| m.count_ones() == 5)
            .map(|m| {
                let chosen: Vec<Card> = (0..n)
                    .filter(|i| m & (1 << i) != 0)
                    .map(|i| cards[i])
                    .collect();
                five(&chosen)
            })
            .max()
            .expect("at least five cards")
    }
}

/// Five to seven distinct cards in random order.
fn hand(sizes: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Vec<Card>> {
    proptest::sample::subsequence(Card::ALL.to_vec(), sizes).prop_shuffle()
}

fn codes(cards: &[Card]) -> [u32; 5] {
    [0, 1, 2, 3, 4].map(|i| kev::encode(cards[i]))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn five_card_pairs_are_ordered_alike(a in hand(5..=5), b in hand(5..=5)) {
        let fast = evaluate(&a).unwrap().cmp(&evaluate(&b).unwrap());
        // Cactus Kev's values are smaller for stronger hands.
        let binary = kev::evaluate_binary_search(codes(&b))
            .cmp(&kev::evaluate_binary_search(codes(&a)));
        let hash = kev::evaluate_perfect_hash(codes(&b))
            .cmp(&kev::evaluate_perfect_hash(codes(&a)));
        let slow = reference::best(&a).cmp(&reference::best(&b));
        prop_assert_eq!(fast, slow);
        prop_assert_eq!(binary, slow);
        prop_assert_eq!(hash, slow);
    }

    #[test]
    fn five_to_seven_card_pairs_are_ordered_alike(a in hand(5..=7), b in hand(5..=7)) {
        let (ra, rb) = (evaluate(&a).unwrap(), evaluate(&b).unwrap());
        let (sa, sb) = (reference::best(&a), reference::best(&b));
        prop_assert_eq!(ra.cmp(&rb), sa.cmp(&sb));
        prop_assert_eq!(ra.category().index(), usize::from(sa.0));
        prop_assert_eq!(rb.category().index(), usize::from(sb.0));
    }

    #[test]
    fn extensions_are_the_subsets_added_to_the_hand(
        base in hand(0..=3),
        extra in hand(0..=10),
        k in 0usize..=4,
    ) {
        let base: CardSet = base.into_iter().collect();
        let cards = extra.into_iter().collect::<CardSet>() - base;
        let mut walked = Vec::new();
        Hand::from(base).for_each_extension(cards, k, |hand| walked.push(hand));
        let expected: Vec<Hand> = cards.subsets(k).map(|s| Hand::from(base | s)).collect();
        walked.sort_by_key(|hand| hand.cards().bits());
        prop_assert_eq!(walked, expected);
    }

    #[test]
    fn card_order_does_not_matter(a in hand(5..=7)) {
        let set: CardSet = a.iter().copied().collect();
        prop_assert_eq!(evaluate(&a), evaluate_set(set));
        let mut reversed = a.clone();
        reversed.reverse();
        prop_assert_eq!(evaluate(&a), evaluate(&reversed));
    }

    #[test]
    fn descriptions_name_the_reference_ranks(a in hand(5..=7)) {
        let rank = evaluate(&a).unwrap();
        let (category, ties) = reference::best(&a);
        let ranks = rank.ranks().map(|r| r.index());
        // The leading rank of the description is the reference's first tie-breaker.
        prop_assert_eq!(ranks[0], ties[0]);
        let name = match category {
            8 if ties[0] == 12 => "Royal Flush",
            _ => HandCategory::ALL[usize::from(category)].name(),
        };
        prop_assert!(rank.to_string().starts_with(name));
    }

    #[test]
    fn wrong_counts_are_errors(a in hand(0..=4)) {
        prop_assert_eq!(evaluate(&a), Err(EvalError::WrongCount { count: a.len() }));
        let set: CardSet = a.iter().copied().collect();
        prop_assert_eq!(evaluate_set(set), Err(EvalError::WrongCount { count: a.len() }));
    }

    #[test]
    fn hands_of_any_size_count_their_cards_and_evaluate_without_panicking(a in hand(0..=20)) {
        let hand: Hand = a.iter().copied().collect();
        prop_assert_eq!(hand.len(), a.len());
        prop_assert_eq!(hand.cards(), a.iter().copied().collect::<CardSet>());
        // Meaningless outside five to seven cards, but never a panic.
        let rank = hand.evaluate();
        let _ = (rank.category(), rank.ranks(), rank.to_string());
    }

    #[test]
    fn duplicates_are_errors(a in hand(4..=6), pick in any::<proptest::sample::Index>()) {
        let mut cards = a.clone();
        let card = *pick.get(&a);
        cards.push(card);
        prop_assert_eq!(evaluate(&cards), Err(EvalError::DuplicateCard { card }));
    }
}

#[test]
fn the_document_examples() {
    let cards = |s: &str| -> Vec<Card> { s.split(' ').map(|c| c.parse().unwrap()).collect() };
    let rank = |s: &str| evaluate(&cards(s)).unwrap();
    // Cactus Kev's published values, as the document quotes them.
    assert_eq!(rank("9c 8c 7c 5c 4c").cactus_kev(), 1551);
    assert_eq!(rank("Ad 9c 7h 6s 3c").cactus_kev(), 6627);
    assert_eq!(rank("2s 2c 4s 4c 5d").cactus_kev(), 3313);
    assert_eq!(rank("Ts Js Qs Ks As").cactus_kev(), 1);
    assert_eq!(rank("7c 5d 4h 3s 2c").cactus_kev(), 7462);
    assert_eq!(kev::FLUSHES[236], 1551);
    assert_eq!(kev::UNIQUE5[4274], 6627);
    assert_eq!(kev::PRODUCTS.first(), Some(&48));
    assert_eq!(kev::PRODUCTS.last(), Some(&104_553_157));
    assert_eq!(
        rank("Kh Kd Kc 5s 5d").cmp(&rank("Ks Kd Kc 4s 4d")),
        Ordering::Greater
    );
}

/// Checks `for_each_ranked_extension` of `base` over the cards of `extra`
/// not in `base`, to hands of `total` cards (or `base` alone if it has as
/// many): it visits the hands of `for_each_extension`, in its order, and
/// gives each the strength of its cards evaluated from scratch.
fn check_ranked_extensions(
    base: &[Card],
    extra: &[Card],
    total: usize,
) -> Result<(), TestCaseError> {
    let base: CardSet = base.iter().copied().collect();
    let cards = extra.iter().copied().collect::<CardSet>() - base;
    let k = total.saturating_sub(base.len());
    let mut ranked = Vec::new();
    Hand::from(base).for_each_ranked_extension(cards, k, |hand, rank| ranked.push((hand, rank)));
    let mut walked = Vec::new();
    Hand::from(base).for_each_extension(cards, k, |hand| walked.push(hand));
    prop_assert_eq!(ranked.len(), walked.len());
    for (&(hand, rank), &expected) in ranked.iter().zip(&walked) {
        prop_assert_eq!(hand, expected);
        prop_assert_eq!(Ok(rank), evaluate_set(hand.cards()), "{}", hand.cards());
    }
    Ok(())
}

/// The hearts and the spades: hands drawn from them are flushes or one
/// card from a flush more often than not.
fn two_suits() -> Vec<Card> {
    Card::ALL
        .into_iter()
        .filter(|c| matches!(c.suit(), Suit::Hearts | Suit::Spades))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn ranked_extensions_of_random_cards(
        base in hand(0..=6),
        extra in hand(0..=14),
        total in 5usize..=7,
    ) {
        check_ranked_extensions(&base, &extra, total)?;
    }

    #[test]
    fn ranked_extensions_with_many_flushes(
        base in proptest::sample::subsequence(two_suits(), 0..=6),
        extra in proptest::sample::subsequence(two_suits(), 0..=14),
        total in 5usize..=7,
    ) {
        check_ranked_extensions(&base, &extra, total)?;
    }

    #[test]
    fn ranked_extensions_over_the_whole_deck(base in hand(4..=6), total in 5usize..=7) {
        check_ranked_extensions(&base, &Card::ALL, total)?;
    }
}

#[test]
fn descriptions() {
    let describe = |s: &str| {
        evaluate_set(s.parse::<CardSet>().unwrap())
            .unwrap()
            .to_string()
    };
    assert_eq!(describe("KhKdKc5s5d"), "Full House, Kings over Fives");
    assert_eq!(describe("9h8d7c6s5d"), "Straight, Nine high");
    assert_eq!(describe("5h4d3c2sAd"), "Straight, Five high");
    assert_eq!(describe("AhKhQhJhTh"), "Royal Flush");
    assert_eq!(describe("5h4h3h2hAh"), "Straight Flush, Five high");
    assert_eq!(describe("7s7h7d7cKd2c"), "Four of a Kind, Sevens");
    assert_eq!(describe("Ah9h6h4h2h"), "Flush, Ace high");
    assert_eq!(describe("6h6d6cKsQd"), "Three of a Kind, Sixes");
    assert_eq!(describe("JhJd4c4s9d"), "Two Pair, Jacks and Fours");
    assert_eq!(describe("ThTd4c8s9d"), "One Pair, Tens");
    assert_eq!(describe("Ah9d6c4s2d"), "High Card, Ace");
}
