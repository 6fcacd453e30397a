//! Every five-, six- and seven-card hand, checked against the published
//! counts, and the fast evaluator against Cactus Kev's on every five-card
//! hand.

use card_core::{Card, CardSet, Deck};
use hand_eval::{Hand, HandCategory, HandRank, kev};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

/// Published number of hands per category, weakest (high card) first.
const FIVE_CARD_HANDS: [u64; 9] = [
    1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40,
];

/// Published number of distinct values per category, weakest first.
const FIVE_CARD_CLASSES: [u64; 9] = [1_277, 2_860, 858, 858, 10, 1_277, 156, 156, 10];

/// Published number of seven-card hands per category (by best five),
/// weakest first.
const SEVEN_CARD_HANDS: [u64; 9] = [
    23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584,
];

/// Tallies hands per category and distinct values.
struct Tally {
    hands: [u64; 9],
    seen: [bool; 7463],
}

impl Tally {
    fn new() -> Self {
        Self {
            hands: [0; 9],
            seen: [false; 7463],
        }
    }

    fn add(&mut self, rank: HandRank) {
        self.hands[rank.category().index()] += 1;
        self.seen[usize::from(rank.value())] = true;
    }

    fn distinct(&self) -> usize {
        self.seen.iter().filter(|&&s| s).count()
    }

    fn distinct_by_category(&self) -> [u64; 9] {
        let mut classes = [0; 9];
        for value in (1..=7462).filter(|&v| self.seen[usize::from(v)]) {
            let rank = HandRank::from_value(value).expect("valid value");
            classes[rank.category().index()] += 1;
        }
        classes
    }
}

#[test]
fn every_five_card_hand_both_kev_paths_and_the_fast_path_agree() {
    let mut tally = Tally::new();
    for hand in CardSet::FULL.subsets(5) {
        let mut five = [0; 5];
        for (code, card) in five.iter_mut().zip(hand) {
            *code = kev::encode(card);
        }
        let binary = kev::evaluate_binary_search(five);
        let hash = kev::evaluate_perfect_hash(five);
        let fast = Hand::from(hand).evaluate();
        assert_eq!(binary, hash, "{hand}");
        assert_eq!(fast.cactus_kev(), binary, "{hand}");
        tally.add(fast);
    }
    assert_eq!(tally.hands, FIVE_CARD_HANDS);
    assert_eq!(tally.hands.iter().sum::<u64>(), 2_598_960);
    assert_eq!(tally.distinct(), 7462);
    assert_eq!(tally.distinct_by_category(), FIVE_CARD_CLASSES);
    for category in HandCategory::ALL {
        assert_eq!(
            u64::from(category.classes()),
            FIVE_CARD_CLASSES[category.index()]
        );
    }
}

#[test]
fn every_six_card_hand_takes_6075_values() {
    let mut tally = Tally::new();
    let mut hands = 0u64;
    Hand::EMPTY.for_each_extension(CardSet::FULL, 6, |hand| {
        tally.add(hand.evaluate());
        hands += 1;
    });
    assert_eq!(hands, 20_358_520);
    assert_eq!(tally.distinct(), 6075);
}

#[test]
fn every_seven_card_hand_matches_the_published_counts() {
    let mut tally = Tally::new();
    Hand::EMPTY.for_each_extension(CardSet::FULL, 7, |hand| tally.add(hand.evaluate()));
    assert_eq!(tally.hands, SEVEN_CARD_HANDS);
    assert_eq!(tally.hands.iter().sum::<u64>(), 133_784_560);
    assert_eq!(tally.distinct(), 4824);
}

#[test]
fn ranked_walks_give_every_hand_its_strength() {
    let mut six = Tally::new();
    Hand::EMPTY.for_each_ranked_extension(CardSet::FULL, 6, |hand, rank| {
        assert_eq!(rank, hand.evaluate(), "{}", hand.cards());
        six.add(rank);
    });
    assert_eq!(six.hands.iter().sum::<u64>(), 20_358_520);
    assert_eq!(six.distinct(), 6075);
    let mut seven = Tally::new();
    Hand::EMPTY.for_each_ranked_extension(CardSet::FULL, 7, |hand, rank| {
        assert_eq!(rank, hand.evaluate(), "{}", hand.cards());
        seven.add(rank);
    });
    assert_eq!(seven.hands, SEVEN_CARD_HANDS);
    assert_eq!(seven.distinct(), 4824);
}

/// The best Cactus Kev value (binary search path) over all five-card subsets.
fn kev_best_of_subsets(cards: &[Card]) -> u16 {
    let set: CardSet = cards.iter().copied().collect();
    set.subsets(5)
        .map(|five| {
            let mut codes = [0; 5];
            for (code, card) in codes.iter_mut().zip(five) {
                *code = kev::encode(card);
            }
            kev::evaluate_binary_search(codes)
        })
        .min()
        .expect("at least five cards")
}

#[test]
fn random_six_and_seven_card_hands_take_their_best_five() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2006);
    for round in 0..200_000 {
        let size = 6 + round % 2;
        let mut deck = Deck::shuffled(&mut rng);
        let cards = deck.deal_cards(size).expect("enough cards").to_vec();
        let fast = hand_eval::evaluate(&cards).expect("valid hand");
        assert_eq!(fast.cactus_kev(), kev_best_of_subsets(&cards), "{cards:?}");
    }
}
