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

use card_core::{Card, CardSet, Rank, Suit, binomial};
use hand_eval::{HandCategory, HandRank, kev};

use crate::meter::distribution::{CATEGORIES, FINAL_CARDS, orders};
use crate::{Counting, Distribution, HAND_CARDS, MeterRun};

/// Runs the document's search for the player holding `known` (hole and
/// board cards) with the rest of the board dealt from `deck`.
pub(crate) fn run(known: CardSet, deck: CardSet) -> MeterRun {
    let mut search = Search {
        codes: [0; FINAL_CARDS],
        len: 0,
        best: [u16::MAX; FINAL_CARDS + 1],
        held: CardSet::EMPTY,
        deck,
        ordered: [0; CATEGORIES],
        nodes: 0,
        pruned: 0,
        evaluations: 0,
    };
    for card in known {
        search.push(card);
    }
    if search.len == FINAL_CARDS {
        search.ordered[category(search.best[FINAL_CARDS]).index()] += 1;
    } else {
        search.descend();
    }
    let to_come = FINAL_CARDS - known.len();
    MeterRun {
        distribution: Distribution::new(search.ordered.map(|n| n / orders(to_come)), to_come),
        counting: Counting::Backtracking,
        nodes_visited: search.nodes,
        subtrees_pruned: search.pruned,
        evaluations: search.evaluations,
    }
}

/// The path from the root to the current node.
struct Search {
    /// Cactus Kev codes of the cards held, hole and board cards first.
    codes: [u32; FINAL_CARDS],
    /// How many cards are held.
    len: usize,
    /// `best[n]`: Cactus Kev value (smaller is stronger) of the best five of
    /// the first `n` cards; `u16::MAX` below five cards.
    best: [u16; FINAL_CARDS + 1],
    /// The cards held.
    held: CardSet,
    /// The cards that can still be dealt.
    deck: CardSet,
    /// Ordered deals per final category.
    ordered: [u64; CATEGORIES],
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
        if n >= HAND_CARDS - 1 {
            let (quads, count) = four_subsets(&self.codes[..n]);
            for quad in &quads[..count] {
                best = best.min(evaluate(quad, code));
            }
            self.evaluations += count as u64;
        }
        self.codes[n] = code;
        self.len = n + 1;
        self.best[n + 1] = best;
        self.held.insert(card);
        self.deck.remove(card);
    }

    /// Takes `card`, the last card dealt, back.
    fn pop(&mut self, card: Card) {
        self.len -= 1;
        self.held.remove(card);
        self.deck.insert(card);
    }

    /// Deals every card left in every order below the current node.
    fn descend(&mut self) {
        if self.len == FINAL_CARDS - 1 {
            self.leaves();
            return;
        }
        for card in self.deck {
            self.nodes += 1;
            self.push(card);
            match self.decided() {
                Some(category) => {
                    self.pruned += 1;
                    // Every ordered deal of the slots left from the deck.
                    let (deck, slots) = (self.deck.len(), self.slots());
                    self.ordered[category.index()] +=
                        binomial(deck as u32, slots as u32) * orders(slots);
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
        let (quads, count) = four_subsets(&self.codes[..FINAL_CARDS - 1]);
        let parent = self.best[FINAL_CARDS - 1];
        for card in self.deck {
            let code = kev::encode(card);
            let best = quads[..count]
                .iter()
                .fold(parent, |best, quad| best.min(evaluate(quad, code)));
            self.ordered[category(best).index()] += 1;
        }
        let leaves = self.deck.len() as u64;
        self.nodes += leaves;
        self.evaluations += leaves * count as u64;
    }

    /// The category every deal below the current node ends in, if the
    /// cards held already decide it (the pruning functions).
    fn decided(&self) -> Option<HandCategory> {
        if self.len < HAND_CARDS || self.len == FINAL_CARDS {
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
        FINAL_CARDS - self.len
    }

    /// Whether some deal below can hold five cards of a straight in one
    /// suit: the missing cards of such a straight are all in the deck, and
    /// there are enough slots for them.
    fn straight_flush_possible(&self) -> bool {
        STRAIGHT_FLUSHES.iter().any(|&straight| {
            let missing = straight - self.held;
            missing.is_subset(self.deck) && missing.len() <= self.slots()
        })
    }

    /// Whether some deal below holds four cards of one rank.
    fn four_of_a_kind_possible(&self) -> bool {
        Rank::ALL.into_iter().any(|rank| {
            let missing = Suit::COUNT - self.held.count_of_rank(rank);
            missing <= self.slots() && missing <= self.deck.count_of_rank(rank)
        })
    }

    /// Whether some deal below holds three cards of one rank and two of
    /// another.
    fn full_house_possible(&self) -> bool {
        let missing = |rank: Rank, wanted: usize| {
            let missing = wanted.saturating_sub(self.held.count_of_rank(rank));
            (missing <= self.deck.count_of_rank(rank)).then_some(missing)
        };
        Rank::ALL.into_iter().any(|trips| {
            Rank::ALL
                .into_iter()
                .filter(|&pair| pair != trips)
                .any(|pair| {
                    matches!(
                        (missing(trips, 3), missing(pair, 2)),
                        (Some(a), Some(b)) if a + b <= self.slots()
                    )
                })
        })
    }

    /// Whether some deal below holds five cards of one suit.
    fn flush_possible(&self) -> bool {
        Suit::ALL.into_iter().any(|suit| {
            let in_deck = self.deck.count_of_suit(suit);
            self.held.count_of_suit(suit) + in_deck.min(self.slots()) >= HAND_CARDS
        })
    }
}

/// The number of straight flushes: ten straights (five-high to ace-high)
/// in each suit.
const STRAIGHT_FLUSH_COUNT: usize = 10 * Suit::COUNT;

/// The 40 straight flushes.
static STRAIGHT_FLUSHES: [CardSet; STRAIGHT_FLUSH_COUNT] = {
    let mut all = [CardSet::EMPTY; STRAIGHT_FLUSH_COUNT];
    let mut i = 0;
    while i < STRAIGHT_FLUSH_COUNT {
        let suit = Suit::ALL[i % Suit::COUNT];
        let top = Rank::Five.index() + i / Suit::COUNT; // the wheel .. ace-high
        let mut bits = 0;
        let mut k = 0;
        while k < HAND_CARDS {
            // The wheel's lowest card is the ace.
            let rank = if top == Rank::Five.index() && k == HAND_CARDS - 1 {
                Rank::Ace
            } else {
                Rank::ALL[top - k]
            };
            bits |= 1 << Card::new(rank, suit).index();
            k += 1;
        }
        all[i] = match CardSet::from_bits(bits) {
            Some(set) => set,
            None => unreachable!(),
        };
        i += 1;
    }
    all
};

/// Four cards: a five-card hand without its newest card.
type Quad = [u32; HAND_CARDS - 1];

/// The most four-card subsets [`four_subsets`] returns: those of six cards.
const MOST_QUADS: usize = binomial(FINAL_CARDS as u32 - 1, HAND_CARDS as u32 - 1) as usize;

/// Every four-card subset of `codes` (four to six cards).
fn four_subsets(codes: &[u32]) -> ([Quad; MOST_QUADS], usize) {
    let mut quads = [[0; HAND_CARDS - 1]; MOST_QUADS];
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
fn evaluate(quad: &Quad, code: u32) -> u16 {
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
        assert!(STRAIGHT_FLUSHES.contains(&royal));
        assert!(STRAIGHT_FLUSHES.contains(&wheel));
        let distinct: std::collections::HashSet<CardSet> = STRAIGHT_FLUSHES.into_iter().collect();
        assert_eq!(distinct.len(), 40);
        for hand in STRAIGHT_FLUSHES {
            assert_eq!(hand.len(), 5);
            let rank = hand_eval::evaluate_set(hand).unwrap();
            assert_eq!(rank.category(), HandCategory::StraightFlush);
        }
    }
}
