//! The source document's method: depth-first backtracking over ordered
//! deals, with its pruning functions made correct, and Cactus Kev's
//! five-card evaluator at the leaves.
//!
//! The tree deals the cards to come one at a time, in every order, from
//! the cards not yet seen (the document's first pruning function: a card
//! already held or dealt is never dealt again). Once five cards or more are
//! known, a node whose category can no longer change is counted in bulk,
//! with every ordered deal below it:
//!
//! - a straight flush is held (nothing beats it);
//! - four of a kind is held and no straight flush can still be made;
//! - a flush is held and no full house, four of a kind or straight flush
//!   can still be made;
//! - a straight is held and no flush or better can still be made.
//!
//! "Can still be made" looks at the cards still to come and the cards left
//! in the deck, so a subtree is only cut when every deal below it ends in
//! the category held. Each five-card subset of a deal is evaluated once on
//! its path from the root: when a card is dealt, the new subsets are the
//! four-card subsets of the cards before it plus that card (1 at the fifth
//! card, 5 at the sixth, 15 at the seventh), and the best hand of a node is
//! the best of its parent's and those. A leaf thus gets the best of its 21
//! five-card hands, 15 of them evaluated at the leaf and 6 at its parent.

use card_core::{Card, CardSet};
use hand_eval::{HandCategory, HandRank, kev};

use crate::{Distribution, MeterRun, Strategy, StrengthMeter};

/// Runs the document's search for `meter`.
pub(crate) fn run(meter: &StrengthMeter) -> MeterRun {
    let mut search = Search {
        codes: [0; 7],
        len: 0,
        best: [u16::MAX; 8],
        held: 0,
        rank_count: [0; 13],
        suit_count: [0; 4],
        deck: meter.deck().bits(),
        ordered: [0; 9],
        nodes: 0,
        pruned: 0,
        evaluations: 0,
    };
    for card in meter.hole() | meter.board() {
        search.push(card);
    }
    if search.len == 7 {
        search.ordered[category(search.best[7]).index()] += 1;
    } else {
        search.descend();
    }
    let to_come = 7 - meter.hole().len() - meter.board().len();
    let orders: u64 = (1..=to_come as u64).product();
    MeterRun {
        distribution: Distribution::new(search.ordered.map(|n| n / orders), to_come),
        strategy: Strategy::Backtracking,
        nodes_visited: search.nodes,
        subtrees_pruned: search.pruned,
        evaluations: search.evaluations,
    }
}

/// The path from the root to the current node.
struct Search {
    /// Cactus Kev codes of the cards held, hole and board cards first.
    codes: [u32; 7],
    /// How many cards are held.
    len: usize,
    /// `best[n]`: Cactus Kev value (smaller is stronger) of the best five of
    /// the first `n` cards; `u16::MAX` below five cards.
    best: [u16; 8],
    /// The cards held, as `CardSet` bits.
    held: u64,
    rank_count: [u8; 13],
    suit_count: [u8; 4],
    /// The cards that can still be dealt, as `CardSet` bits.
    deck: u64,
    /// Ordered deals per final category.
    ordered: [u64; 9],
    nodes: u64,
    pruned: u64,
    evaluations: u64,
}

impl Search {
    /// Deals `card` onto the path.
    fn push(&mut self, card: Card) {
        let n = self.len;
        let code = kev::encode(card);
        let mut best = self.best[n];
        if n >= 4 {
            let (quads, count) = four_subsets(&self.codes[..n]);
            for quad in &quads[..count] {
                best = best.min(evaluate(quad, code));
            }
            self.evaluations += count as u64;
        }
        self.codes[n] = code;
        self.len = n + 1;
        self.best[n + 1] = best;
        self.held |= CardSet::from(card).bits();
        self.deck &= !CardSet::from(card).bits();
        self.rank_count[card.rank().index()] += 1;
        self.suit_count[card.suit().index()] += 1;
    }

    /// Takes `card`, the last card dealt, back.
    fn pop(&mut self, card: Card) {
        self.len -= 1;
        self.held &= !CardSet::from(card).bits();
        self.deck |= CardSet::from(card).bits();
        self.rank_count[card.rank().index()] -= 1;
        self.suit_count[card.suit().index()] -= 1;
    }

    /// Deals every card left in every order below the current node.
    fn descend(&mut self) {
        if self.len == 6 {
            self.leaves();
            return;
        }
        for card in cards(self.deck) {
            self.nodes += 1;
            self.push(card);
            match self.decided() {
                Some(category) => {
                    self.pruned += 1;
                    let deck = u64::from(self.deck.count_ones());
                    let slots = 7 - self.len as u64;
                    self.ordered[category.index()] += (0..slots).map(|i| deck - i).product::<u64>();
                }
                None => self.descend(),
            }
            self.pop(card);
        }
    }

    /// The last level: each card left makes a seven-card leaf, whose best
    /// hand is the best of its parent's six-card hand and its 15 five-card
    /// subsets that hold the new card.
    fn leaves(&mut self) {
        let (quads, count) = four_subsets(&self.codes[..6]);
        let parent = self.best[6];
        for card in cards(self.deck) {
            let code = kev::encode(card);
            let best = quads[..count]
                .iter()
                .fold(parent, |best, quad| best.min(evaluate(quad, code)));
            self.ordered[category(best).index()] += 1;
        }
        let leaves = u64::from(self.deck.count_ones());
        self.nodes += leaves;
        self.evaluations += leaves * count as u64;
    }

    /// The category every deal below the current node ends in, if the
    /// cards held already decide it (the pruning functions).
    fn decided(&self) -> Option<HandCategory> {
        if self.len < 5 || self.len == 7 {
            return None;
        }
        let held = category(self.best[self.len]);
        let beaten = match held {
            HandCategory::StraightFlush => false,
            HandCategory::FourOfAKind => self.straight_flush_possible(),
            HandCategory::Flush => {
                self.straight_flush_possible()
                    || self.four_of_a_kind_possible()
                    || self.full_house_possible()
            }
            HandCategory::Straight => {
                self.straight_flush_possible()
                    || self.four_of_a_kind_possible()
                    || self.full_house_possible()
                    || self.flush_possible()
            }
            _ => return None,
        };
        (!beaten).then_some(held)
    }

    /// Cards still to be dealt below the current node.
    fn slots(&self) -> usize {
        7 - self.len
    }

    /// How many cards of `rank` the deck still holds.
    fn in_deck(&self, rank: usize) -> usize {
        ((self.deck >> (4 * rank)) & 0xF).count_ones() as usize
    }

    /// Whether some deal below can hold five cards of a straight in one
    /// suit: the missing cards of such a straight are all in the deck, and
    /// there are enough slots for them.
    fn straight_flush_possible(&self) -> bool {
        STRAIGHT_FLUSHES.iter().any(|&straight| {
            let missing = straight & !self.held;
            missing & !self.deck == 0 && missing.count_ones() as usize <= self.slots()
        })
    }

    /// Whether some deal below holds four cards of one rank.
    fn four_of_a_kind_possible(&self) -> bool {
        (0..13).any(|rank| {
            let missing = 4 - usize::from(self.rank_count[rank]);
            missing <= self.slots() && missing <= self.in_deck(rank)
        })
    }

    /// Whether some deal below holds three cards of one rank and two of
    /// another.
    fn full_house_possible(&self) -> bool {
        let missing = |rank: usize, wanted: usize| {
            let missing = wanted.saturating_sub(usize::from(self.rank_count[rank]));
            (missing <= self.in_deck(rank)).then_some(missing)
        };
        (0..13).any(|trips| {
            (0..13).filter(|&pair| pair != trips).any(|pair| {
                matches!(
                    (missing(trips, 3), missing(pair, 2)),
                    (Some(a), Some(b)) if a + b <= self.slots()
                )
            })
        })
    }

    /// Whether some deal below holds five cards of one suit.
    fn flush_possible(&self) -> bool {
        (0..4).any(|suit| {
            let in_deck = (self.deck & (SUIT_BITS << suit)).count_ones() as usize;
            usize::from(self.suit_count[suit]) + in_deck.min(self.slots()) >= 5
        })
    }
}

/// The cards of `CardSet` bits `bits`, in index order.
fn cards(bits: u64) -> impl Iterator<Item = Card> {
    CardSet::from_bits(bits).unwrap_or(CardSet::EMPTY).iter()
}

/// The bits of the clubs in `CardSet` bits (one per rank).
const SUIT_BITS: u64 = 0x1_1111_1111_1111;

/// The 40 straight flushes, as `CardSet` bits.
static STRAIGHT_FLUSHES: [u64; 40] = {
    let mut all = [0; 40];
    let mut i = 0;
    while i < 40 {
        let suit = i % 4;
        let top = 3 + i / 4; // Five (the wheel) .. Ace
        let mut bits = 0;
        let mut k = 0;
        while k < 5 {
            // The wheel's lowest card is the ace (rank 12).
            let rank = if top == 3 && k == 4 { 12 } else { top - k };
            bits |= 1 << (4 * rank + suit);
            k += 1;
        }
        all[i] = bits;
        i += 1;
    }
    all
};

/// Every four-card subset of `codes` (four to six cards): up to 15.
fn four_subsets(codes: &[u32]) -> ([[u32; 4]; 15], usize) {
    let mut quads = [[0; 4]; 15];
    let mut count = 0;
    let n = codes.len();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    quads[count] = [codes[a], codes[b], codes[c], codes[d]];
                    count += 1;
                }
            }
        }
    }
    (quads, count)
}

/// Cactus Kev's value of four cards and one more, by the perfect hash.
#[inline]
fn evaluate(quad: &[u32; 4], code: u32) -> u16 {
    kev::evaluate_perfect_hash([quad[0], quad[1], quad[2], quad[3], code])
}

/// The category of a Cactus Kev value (always in range for distinct cards).
fn category(value: u16) -> HandCategory {
    HandRank::from_cactus_kev(value).map_or(HandCategory::HighCard, HandRank::category)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn straight_flushes_are_forty_five_card_runs() {
        let royal: CardSet = "As Ks Qs Js Ts".parse().unwrap();
        let wheel: CardSet = "5c 4c 3c 2c Ac".parse().unwrap();
        assert!(STRAIGHT_FLUSHES.contains(&royal.bits()));
        assert!(STRAIGHT_FLUSHES.contains(&wheel.bits()));
        let distinct: std::collections::HashSet<u64> = STRAIGHT_FLUSHES.into_iter().collect();
        assert_eq!(distinct.len(), 40);
        for bits in STRAIGHT_FLUSHES {
            assert_eq!(bits.count_ones(), 5);
            let hand = CardSet::from_bits(bits).unwrap();
            let rank = hand_eval::evaluate_set(hand).unwrap();
            assert_eq!(rank.category(), HandCategory::StraightFlush);
        }
    }
}
