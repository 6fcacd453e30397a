//! The low evaluators against references written here from the rules:
//! every five-card hand (the number of distinct lows, the hands of each
//! value and their order), every seven-card hand for the ace-to-five low and
//! the 8-or-better qualifier (against the best of 21 and a count by
//! formula), every six-card hand for both lows (against the best of 6) and
//! a large sample of seven-card hands for deuce-to-seven (the best of 21).

use std::collections::HashMap;

use card_core::{CardSet, Deck, Rank};
use hand_eval::{
    AceFiveLow, DeuceSevenLow, Hand, HandCategory, HandRank, evaluate_ace_five,
    evaluate_deuce_seven, evaluate_hi_lo,
};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

/// A rank counted with the ace lowest: ace 1, deuce 2 .. king 13.
fn ace_low(rank: Rank) -> u8 {
    if rank == Rank::Ace {
        1
    } else {
        rank.index() as u8 + 2
    }
}

/// How bad five cards are as an ace-to-five low, smaller is better: the
/// shape of the hand (by its high category, straights and flushes counting
/// as no pair), then its ace-low ranks, the bigger group first, then the
/// higher rank.
fn ace_five_badness(five: CardSet) -> (u8, [u8; 5]) {
    let category = match hand_eval::evaluate_set(five)
        .expect("five cards")
        .category()
    {
        HandCategory::Straight | HandCategory::Flush | HandCategory::StraightFlush => 0,
        category => category.index() as u8,
    };
    let mut ranks: Vec<u8> = five.iter().map(|card| ace_low(card.rank())).collect();
    let count = |r: u8, ranks: &[u8]| ranks.iter().filter(|&&x| x == r).count();
    let all = ranks.clone();
    ranks.sort_by_key(|&r| std::cmp::Reverse((count(r, &all), r)));
    (category, ranks.try_into().expect("five ranks"))
}

/// How bad five cards are as a deuce-to-seven low, smaller is better:
/// twice the high value, where A-5-4-3-2 is an ace-high hand (a flush when
/// suited) just below A-6-4-3-2 of the same kind.
fn deuce_seven_badness(five: CardSet) -> u32 {
    let high = hand_eval::evaluate_set(five).expect("five cards");
    let wheel = five.ranks() == 0b1_0000_0000_1111;
    if !wheel {
        return 2 * u32::from(high.value());
    }
    let suited = high.category() == HandCategory::StraightFlush;
    let ace_six = if suited {
        "Ac 6c 4c 3c 2c"
    } else {
        "Ac 6d 4c 3c 2c"
    };
    let ace_six = hand_eval::evaluate_set(ace_six.parse().expect("cards")).expect("five");
    2 * u32::from(ace_six.value()) - 1
}

/// Checks that `value` orders the hands as `badness` does, turned around,
/// with one value per badness; returns the number of distinct values and
/// the hands of each, best first.
fn same_order<V: Ord + Copy + std::hash::Hash, B: Ord + Copy + std::hash::Hash>(
    pairs: impl Iterator<Item = (V, B)>,
) -> (usize, Vec<u64>) {
    let mut by_value: HashMap<V, (B, u64)> = HashMap::new();
    for (value, badness) in pairs {
        let entry = by_value.entry(value).or_insert((badness, 0));
        assert!(entry.0 == badness, "one badness per value");
        entry.1 += 1;
    }
    let mut values: Vec<(V, (B, u64))> = by_value.into_iter().collect();
    values.sort_by_key(|&(value, _)| std::cmp::Reverse(value));
    assert!(
        values.windows(2).all(|w| w[0].1.0 < w[1].1.0),
        "a better low is a less bad hand"
    );
    (values.len(), values.iter().map(|v| v.1.1).collect())
}

#[test]
fn every_five_card_hand_ace_five() {
    let pairs = CardSet::FULL
        .subsets(5)
        .map(|five| (Hand::from(five).ace_five_low(), ace_five_badness(five)));
    let (distinct, hands) = same_order(pairs);
    assert_eq!(distinct, 6175);
    assert_eq!(hands.iter().sum::<u64>(), 2_598_960);
    // The 56 best are the unpaired lows of ranks ace to eight, 4^5 hands each.
    assert!(hands[..56].iter().all(|&n| n == 1024));
    assert_eq!(hands[56], 1024);
    let qualifying = CardSet::FULL
        .subsets(5)
        .filter(|&five| evaluate_ace_five(five).unwrap().eight_or_better().is_some())
        .count();
    assert_eq!(qualifying, 56 * 1024);
    // The values are 1..=6175 exactly.
    let lows: std::collections::HashSet<AceFiveLow> = CardSet::FULL
        .subsets(5)
        .map(|five| Hand::from(five).ace_five_low())
        .collect();
    assert!(lows.contains(&AceFiveLow::BEST) && lows.contains(&AceFiveLow::WORST));
    assert!((1..=6175).all(|v| lows.contains(&AceFiveLow::from_value(v).unwrap())));
}

#[test]
fn every_five_card_hand_deuce_seven() {
    let pairs = CardSet::FULL.subsets(5).map(|five| {
        (
            Hand::from(five).deuce_seven_low(),
            deuce_seven_badness(five),
        )
    });
    let (distinct, hands) = same_order(pairs);
    assert_eq!(distinct, 7462);
    assert_eq!(hands.iter().sum::<u64>(), 2_598_960);
    // 7-5-4-3-2 unsuited: 4^5 - 4 suit patterns.
    assert_eq!(hands[0], 1020);
    // `same_order` found the reverse of the high order on every hand but
    // A-5-4-3-2, whose low comes with the ace-high hands; each low knows its
    // high hand.
    for five in CardSet::FULL.subsets(5) {
        let low = Hand::from(five).deuce_seven_low();
        assert_eq!(low, evaluate_deuce_seven(five).unwrap());
        assert_eq!(low.high(), hand_eval::evaluate_set(five).unwrap(), "{five}");
    }
}

/// Binomial coefficients up to C(19, 7), for the index of a rank multiset.
fn binomials() -> [[u32; 8]; 20] {
    let mut c = [[0u32; 8]; 20];
    for n in 0..20 {
        c[n][0] = 1;
        for k in 1..8.min(n + 1) {
            c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0 };
        }
    }
    c
}

/// The best ace-to-five low of five of seven cards, one by one.
fn best_of_21(seven: CardSet) -> AceFiveLow {
    seven
        .subsets(5)
        .map(|five| evaluate_ace_five(five).unwrap())
        .max()
        .unwrap()
}

/// Number of seven-card hands with at least five distinct ranks among the
/// eight from ace to eight, by formula: `k` distinct low ranks held by `m`
/// low cards (inclusion-exclusion over the ranks left out), the other
/// `7 - m` cards from the twenty nines to kings.
fn eight_or_better_hands() -> u64 {
    fn binomial(n: u64, k: u64) -> u64 {
        if k > n {
            return 0;
        }
        (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
    }
    let mut total = 0i64;
    for k in 5..=7u64 {
        for m in k..=7u64 {
            let mut covering = 0i64;
            for j in 0..=k {
                let term = (binomial(k, j) * binomial(4 * (k - j), m)) as i64;
                covering += if j % 2 == 0 { term } else { -term };
            }
            total += binomial(8, k) as i64 * covering * binomial(20, 7 - m) as i64;
        }
    }
    total as u64
}

#[test]
fn every_seven_card_hand_ace_five_and_the_qualifier() {
    // The low depends on the ranks alone: the best of 21 once per multiset
    // of ranks (indexed by the colex rank of r1 < r2 + 1 < .. < r7 + 6), and
    // every hand compared with it.
    let c = binomials();
    let mut reference = vec![0u16; c[19][7] as usize];
    let low_ranks = CardSet::of_rank(Rank::Ace)
        | (0..7)
            .map(|r| CardSet::of_rank(Rank::from_index(r).unwrap()))
            .fold(CardSet::EMPTY, |a, b| a | b);
    let (mut hands, mut qualifying) = (0u64, 0u64);
    Hand::EMPTY.for_each_extension(CardSet::FULL, 7, |hand| {
        let cards = hand.cards();
        let mut index = 0;
        for (i, card) in cards.iter().enumerate() {
            index += c[card.rank().index() + i][i + 1] as usize;
        }
        if reference[index] == 0 {
            reference[index] = best_of_21(cards).value();
        }
        let low = hand.ace_five_low();
        assert_eq!(low.value(), reference[index], "{cards}");
        let qualifies = (cards & low_ranks).ranks().count_ones() >= 5;
        assert_eq!(low.eight_or_better().is_some(), qualifies, "{cards}");
        hands += 1;
        qualifying += u64::from(qualifies);
    });
    assert_eq!(hands, 133_784_560);
    assert_eq!(qualifying, eight_or_better_hands());
    assert_eq!(reference.iter().filter(|&&v| v != 0).count(), 49_205);
}

#[test]
fn every_six_card_hand_takes_the_best_of_six() {
    let mut hands = 0u64;
    Hand::EMPTY.for_each_extension(CardSet::FULL, 6, |hand| {
        let cards = hand.cards();
        let fives = cards.subsets(5).map(Hand::from);
        let best = fives.clone().map(Hand::deuce_seven_low).max().unwrap();
        assert_eq!(hand.deuce_seven_low(), best, "{cards}");
        let best = fives.map(Hand::ace_five_low).max().unwrap();
        assert_eq!(hand.ace_five_low(), best, "{cards}");
        hands += 1;
    });
    assert_eq!(hands, 20_358_520);
}

#[test]
fn random_seven_card_hands_take_their_best_five() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(27);
    for _ in 0..1_000_000 {
        let seven = Deck::shuffled(&mut rng).deal(7).unwrap();
        let hand = Hand::from(seven);
        let best = seven
            .subsets(5)
            .map(|five| Hand::from(five).deuce_seven_low())
            .max()
            .unwrap();
        assert_eq!(hand.deuce_seven_low(), best, "{seven}");
        assert_eq!(hand.ace_five_low(), best_of_21(seven), "{seven}");
        let both = evaluate_hi_lo(seven).unwrap();
        assert_eq!(both.high, hand.evaluate());
        assert_eq!(both.low, best_of_21(seven).eight_or_better());
    }
}

/// Seven-card hands with five or more cards of a suit, where the best
/// deuce-to-seven low may or may not be the flush.
#[test]
fn seven_card_hands_with_a_flush_take_their_best_five() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    let spades = CardSet::of_suit(card_core::Suit::Spades);
    let mut checked = 0;
    while checked < 200_000 {
        let mut deck = Deck::from_cards(spades);
        deck.shuffle(&mut rng);
        let suited = deck.deal(5).unwrap();
        let mut rest = Deck::without(suited);
        rest.shuffle(&mut rng);
        let seven = suited | rest.deal(2).unwrap();
        let best = seven
            .subsets(5)
            .map(|five| Hand::from(five).deuce_seven_low())
            .max()
            .unwrap();
        assert_eq!(Hand::from(seven).deuce_seven_low(), best, "{seven}");
        checked += 1;
    }
}

#[test]
fn descriptions_and_published_examples() {
    let low = |s: &str| evaluate_ace_five(s.parse().unwrap()).unwrap();
    let d27 = |s: &str| evaluate_deuce_seven(s.parse().unwrap()).unwrap();
    assert_eq!(low("8c 6d 4h 2s Ac").to_string(), "8-6-4-2-A");
    assert_eq!(low("4c 4d 8h 6s Ac").to_string(), "4-4-8-6-A");
    assert_eq!(format!("{:>11}|", low("8c 6d 4h 2s Ac")), "  8-6-4-2-A|");
    assert_eq!(format!("{:<10}|", d27("7c 5d 4h 3s 2c")), "7-5-4-3-2 |");
    assert_eq!(d27("Ac 5d 4h 3s 2c").to_string(), "A-5-4-3-2");
    assert_eq!(d27("Ac 5c 4c 3c 2c").to_string(), "Flush, Ace high");
    assert_eq!(d27("8c 7d 6h 5s 4c").to_string(), "Straight, Eight high");
    // The wheel beats a pair in ace-to-five; a pair beats trips.
    assert!(low("5c 4d 3h 2s Ac") > low("Ac Ad 2h 3s 4c"));
    assert!(low("Kc Kd Qh Js Tc") > low("2c 2d 2h 3s 4c"));
    assert_eq!(low("8c 7d 6h 5s 4c"), AceFiveLow::WORST_EIGHT_OR_BETTER);
    assert_eq!(d27("7c 5d 4h 3s 2c"), DeuceSevenLow::BEST);
    assert_eq!(DeuceSevenLow::WORST.high(), HandRank::BEST);
}
