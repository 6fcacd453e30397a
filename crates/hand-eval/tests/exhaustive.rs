//! Every five-, six- and seven-card hand, checked against the published
//! counts, and the fast evaluator against Cactus Kev's on every five-card
//! hand.

use card_core::{Card, Deck};
use hand_eval::{Hand, HandCategory, HandRank, kev};
use rand::SeedableRng;
use rand::rngs::StdRng;

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
        self.hands[rank.category() as usize] += 1;
        self.seen[usize::from(rank.value())] = true;
    }

    fn distinct(&self) -> usize {
        self.seen.iter().filter(|&&s| s).count()
    }

    fn distinct_by_category(&self) -> [u64; 9] {
        let mut classes = [0; 9];
        for value in (1..=7462).filter(|&v| self.seen[usize::from(v)]) {
            let rank = HandRank::from_cactus_kev(7463 - value).expect("valid value");
            classes[rank.category() as usize] += 1;
        }
        classes
    }
}

#[test]
fn every_five_card_hand_both_kev_paths_and_the_fast_path_agree() {
    let codes = Card::ALL.map(kev::encode);
    let mut tally = Tally::new();
    for a in 0..52 {
        let ha = Hand::EMPTY.add(Card::ALL[a]);
        for b in a + 1..52 {
            let hb = ha.add(Card::ALL[b]);
            for c in b + 1..52 {
                let hc = hb.add(Card::ALL[c]);
                for d in c + 1..52 {
                    let hd = hc.add(Card::ALL[d]);
                    for e in d + 1..52 {
                        let five = [codes[a], codes[b], codes[c], codes[d], codes[e]];
                        let binary = kev::evaluate_binary_search(five);
                        let hash = kev::evaluate_perfect_hash(five);
                        let fast = hd.add(Card::ALL[e]).evaluate();
                        assert_eq!(binary, hash, "{a} {b} {c} {d} {e}");
                        assert_eq!(fast.cactus_kev(), binary, "{a} {b} {c} {d} {e}");
                        tally.add(fast);
                    }
                }
            }
        }
    }
    assert_eq!(tally.hands, FIVE_CARD_HANDS);
    assert_eq!(tally.hands.iter().sum::<u64>(), 2_598_960);
    assert_eq!(tally.distinct(), 7462);
    assert_eq!(tally.distinct_by_category(), FIVE_CARD_CLASSES);
    for category in HandCategory::ALL {
        assert_eq!(
            u64::from(category.classes()),
            FIVE_CARD_CLASSES[category as usize]
        );
    }
}

#[test]
fn every_six_card_hand_takes_6075_values() {
    let mut tally = Tally::new();
    let mut hands = 0u64;
    for a in 0..52 {
        let ha = Hand::EMPTY.add(Card::ALL[a]);
        for b in a + 1..52 {
            let hb = ha.add(Card::ALL[b]);
            for c in b + 1..52 {
                let hc = hb.add(Card::ALL[c]);
                for d in c + 1..52 {
                    let hd = hc.add(Card::ALL[d]);
                    for e in d + 1..52 {
                        let he = hd.add(Card::ALL[e]);
                        for f in e + 1..52 {
                            tally.add(he.add(Card::ALL[f]).evaluate());
                            hands += 1;
                        }
                    }
                }
            }
        }
    }
    assert_eq!(hands, 20_358_520);
    assert_eq!(tally.distinct(), 6075);
}

#[test]
fn every_seven_card_hand_matches_the_published_counts() {
    let mut tally = Tally::new();
    for a in 0..52 {
        let ha = Hand::EMPTY.add(Card::ALL[a]);
        for b in a + 1..52 {
            let hb = ha.add(Card::ALL[b]);
            for c in b + 1..52 {
                let hc = hb.add(Card::ALL[c]);
                for d in c + 1..52 {
                    let hd = hc.add(Card::ALL[d]);
                    for e in d + 1..52 {
                        let he = hd.add(Card::ALL[e]);
                        for f in e + 1..52 {
                            let hf = he.add(Card::ALL[f]);
                            for g in f + 1..52 {
                                tally.add(hf.add(Card::ALL[g]).evaluate());
                            }
                        }
                    }
                }
            }
        }
    }
    assert_eq!(tally.hands, SEVEN_CARD_HANDS);
    assert_eq!(tally.hands.iter().sum::<u64>(), 133_784_560);
    assert_eq!(tally.distinct(), 4824);
}

/// The best Cactus Kev value (binary search path) over all five-card subsets.
fn kev_best_of_subsets(cards: &[Card]) -> u16 {
    let codes: Vec<u32> = cards.iter().map(|&c| kev::encode(c)).collect();
    let n = codes.len();
    let mut best = u16::MAX;
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    for e in d + 1..n {
                        let five = [codes[a], codes[b], codes[c], codes[d], codes[e]];
                        best = best.min(kev::evaluate_binary_search(five));
                    }
                }
            }
        }
    }
    best
}

#[test]
fn random_six_and_seven_card_hands_take_their_best_five() {
    let mut rng = StdRng::seed_from_u64(2006);
    for round in 0..200_000 {
        let size = 6 + round % 2;
        let mut deck = Deck::shuffled(&mut rng);
        let cards = deck.deal_cards(size).expect("enough cards").to_vec();
        let fast = hand_eval::evaluate(&cards).expect("valid hand");
        assert_eq!(fast.cactus_kev(), kev_best_of_subsets(&cards), "{cards:?}");
    }
}
