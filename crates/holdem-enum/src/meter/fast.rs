//! The fast way of counting: each set of cards to come once, with shared
//! prefixes evaluated once, and preflop the boards grouped by rank
//! pattern.

use card_core::{Card, CardSet};
use hand_eval::{Hand, HandRank};

use crate::boards::{self, Completions};
use crate::meter::distribution::{CATEGORIES, Counting, Distribution, MeterRun};

/// Counts the categories of the player holding `hole` over every
/// completion of `board` by `to_come` cards of `deck`: each set of cards
/// to come once, preflop grouped by rank pattern.
pub(crate) fn run(hole: [Card; 2], board: CardSet, deck: CardSet, to_come: usize) -> MeterRun {
    let mut counter = Counter {
        hole,
        counts: [0; CATEGORIES],
        visits: 0,
    };
    let cards = CardSet::from_iter(hole);
    boards::complete(&[cards], board, deck, to_come, &mut counter);
    MeterRun {
        distribution: Distribution::new(counter.counts, to_come),
        counting: Counting::Fast,
        nodes_visited: counter.visits,
        subtrees_pruned: 0,
        evaluations: counter.visits,
    }
}

/// Counts final categories for [`Counting::Fast`].
struct Counter {
    hole: [Card; 2],
    counts: [u64; CATEGORIES],
    visits: u64,
}

impl Completions for Counter {
    fn pattern(&mut self, values: &[HandRank], _: &[Hand], count: u64) {
        self.visits += 1;
        self.counts[values[0].category().index()] += count;
    }

    fn boards(&mut self, board: Hand, count: u64) {
        self.visits += 1;
        let hand = board.add(self.hole[0]).add(self.hole[1]);
        self.counts[hand.evaluate().category().index()] += count;
    }
}
