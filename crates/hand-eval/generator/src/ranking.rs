//! The rules of poker, computed from first principles: every five-card hand
//! class, its strength, and its value, for hold'em's 52-card deck (Cactus
//! Kev's values: 1 = royal flush .. 7462 = 7-5-4-3-2 unsuited) and for the
//! 36-card short deck.

use std::collections::HashMap;

/// Number of ranks, deuce (0) to ace (12).
pub(crate) const RANKS: usize = 13;

/// Number of distinct five-card hand values.
pub(crate) const CLASSES: usize = 7462;

/// Number of distinct five-card hand values of the short deck.
pub(crate) const SHORT_DECK_CLASSES: usize = 1404;

/// The rules that differ between the games: the lowest rank of the deck
/// (its low straight is ace to lowest + 3) and the order of the categories.
#[derive(Clone, Copy)]
pub(crate) struct Game {
    /// The lowest rank: 0 (deuce) in hold'em, 4 (six) in the short deck.
    pub(crate) lowest: u8,
    /// The strength of each category (by hold'em's numbering, 0 = high card
    /// .. 8 = straight flush) among the categories: 0 = weakest.
    order: [u8; 9],
    /// Number of distinct five-card hand values.
    classes: usize,
    /// Whether the ace makes a straight below the lowest rank (A-2-3-4-5);
    /// never in deuce-to-seven, where the ace is only high.
    wheel: bool,
}

/// Hold'em: 52 cards, categories in their usual order.
pub(crate) const HOLDEM: Game = Game {
    lowest: 0,
    order: [0, 1, 2, 3, 4, 5, 6, 7, 8],
    classes: CLASSES,
    wheel: true,
};

/// Deuce-to-seven: hold'em's order with the ace only high, so that
/// A-2-3-4-5 is an ace-high hand (a flush when suited), not a straight.
pub(crate) const DEUCE_SEVEN: Game = Game {
    wheel: false,
    ..HOLDEM
};

/// The short deck: 36 cards (six to ace), a flush beats a full house and
/// three of a kind beats a straight.
pub(crate) const SHORT_DECK: Game = Game {
    lowest: 4,
    order: [0, 1, 2, 4, 3, 6, 5, 7, 8],
    classes: SHORT_DECK_CLASSES,
    wheel: true,
};

/// The short deck where a straight beats three of a kind.
pub(crate) const SHORT_DECK_STRAIGHT_OVER_TRIPS: Game = Game {
    order: [0, 1, 2, 3, 4, 6, 5, 7, 8],
    ..SHORT_DECK
};

/// How strong a five-card hand is: the category's place in the game's order
/// (0 = weakest), then the ranks that break ties, most important first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Strength {
    category: u8,
    tie_break: [u8; 5],
}

/// The strength of five ranks (any order), suited or not, in `game`.
fn strength(game: Game, ranks: [u8; 5], suited: bool) -> Strength {
    let mut counts = [0u8; RANKS];
    for &r in &ranks {
        counts[usize::from(r)] += 1;
    }
    // Ranks grouped by multiplicity: bigger groups first, then higher ranks.
    let mut groups: Vec<(u8, u8)> = (0..RANKS as u8)
        .rev()
        .filter(|&r| counts[usize::from(r)] > 0)
        .map(|r| (counts[usize::from(r)], r))
        .collect();
    groups.sort_by(|a, b| b.cmp(a));
    let mut tie_break = [0u8; 5];
    let mut i = 0;
    for &(count, rank) in &groups {
        for _ in 0..count {
            tie_break[i] = rank;
            i += 1;
        }
    }
    let distinct = groups.len() == 5;
    let low = game.lowest;
    let wheel = game.wheel && distinct && tie_break == [12, low + 3, low + 2, low + 1, low];
    let straight = distinct && (tie_break[0] - tie_break[4] == 4 || wheel);
    if wheel {
        // A-2-3-4-5 (A-6-7-8-9): the ace plays low, the five (nine) is the
        // top card.
        tie_break = [low + 3, low + 2, low + 1, low, 0];
    }
    let shape: Vec<u8> = groups.iter().map(|g| g.0).collect();
    let category: usize = match (straight, suited, shape.as_slice()) {
        (true, true, _) => 8,
        (_, _, [4, 1]) => 7,
        (_, _, [3, 2]) => 6,
        (_, true, _) => 5,
        (true, false, _) => 4,
        (_, _, [3, 1, 1]) => 3,
        (_, _, [2, 2, 1]) => 2,
        (_, _, [2, 1, 1, 1]) => 1,
        _ => 0,
    };
    Strength {
        category: game.order[category],
        tie_break,
    }
}

/// All multisets of `size` ranks from `lowest` to the ace with each rank at
/// most four times, as non-decreasing rank lists, in lexicographic order.
pub(crate) fn rank_multisets(lowest: u8, size: usize) -> Vec<Vec<u8>> {
    fn extend(prefix: &mut Vec<u8>, lowest: u8, size: usize, out: &mut Vec<Vec<u8>>) {
        if prefix.len() == size {
            out.push(prefix.clone());
            return;
        }
        let start = prefix.last().copied().unwrap_or(lowest);
        for r in start..RANKS as u8 {
            if prefix.iter().filter(|&&x| x == r).count() < 4 {
                prefix.push(r);
                extend(prefix, lowest, size, out);
                prefix.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(&mut Vec::new(), lowest, size, &mut out);
    out
}

/// The five-card hand classes of a game with their values, 1 = best (for
/// hold'em the 7,462 Cactus Kev values).
pub(crate) struct Classes {
    values: HashMap<([u8; 5], bool), u16>,
    count: usize,
}

impl Classes {
    /// Ranks every five-card class of `game`: all rank multisets unsuited,
    /// and all sets of five distinct ranks suited.
    pub(crate) fn new(game: Game) -> Self {
        let mut classes: Vec<([u8; 5], bool)> = Vec::new();
        for ranks in rank_multisets(game.lowest, 5) {
            let ranks: [u8; 5] = ranks.try_into().expect("five ranks");
            classes.push((ranks, false));
            if ranks.windows(2).all(|w| w[0] < w[1]) {
                classes.push((ranks, true));
            }
        }
        let mut ranked: Vec<(Strength, ([u8; 5], bool))> = classes
            .into_iter()
            .map(|(ranks, suited)| (strength(game, ranks, suited), (ranks, suited)))
            .collect();
        ranked.sort_by_key(|r| std::cmp::Reverse(r.0));
        assert_eq!(ranked.len(), game.classes, "five-card classes");
        assert!(
            ranked.windows(2).all(|w| w[0].0 > w[1].0),
            "every class has its own strength"
        );
        let values = ranked
            .into_iter()
            .zip(1u16..)
            .map(|((_, class), value)| (class, value))
            .collect();
        Self {
            values,
            count: game.classes,
        }
    }

    /// Every class: its five ranks (ascending), whether suited, and its value
    /// (1 = best).
    pub(crate) fn iter(&self) -> impl Iterator<Item = ([u8; 5], bool, u16)> + '_ {
        self.values
            .iter()
            .map(|(&(ranks, suited), &value)| (ranks, suited, value))
    }

    /// The value (1 = best; Cactus Kev's in hold'em) of five ranks, suited or
    /// not.
    ///
    /// Panics if the ranks cannot be a hand of that kind.
    pub(crate) fn kev(&self, ranks: &[u8], suited: bool) -> u16 {
        let mut key: [u8; 5] = ranks.try_into().expect("five ranks");
        key.sort_unstable();
        self.values[&(key, suited)]
    }

    /// The best value counted from the weakest hand (in hold'em 7463 -
    /// Cactus Kev value, the `HandRank` value) of any five of `ranks` (five
    /// to seven ranks).
    pub(crate) fn best_rank(&self, ranks: &[u8], suited: bool) -> u16 {
        let n = ranks.len();
        let mut best = 0;
        for skip in 0u32..(1 << n) {
            if n - skip.count_ones() as usize != 5 {
                continue;
            }
            let five: Vec<u8> = (0..n)
                .filter(|&i| skip & (1 << i) == 0)
                .map(|i| ranks[i])
                .collect();
            best = best.max(self.count as u16 + 1 - self.kev(&five, suited));
        }
        best
    }
}

/// The ranks present in a 13-bit rank mask, ascending.
pub(crate) fn mask_ranks(mask: usize) -> Vec<u8> {
    (0..RANKS as u8).filter(|&r| mask & (1 << r) != 0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_class_counts() {
        assert_eq!(rank_multisets(0, 5).len(), 6175);
        assert_eq!(rank_multisets(0, 7).len(), 49205);
        let classes = Classes::new(HOLDEM);
        assert_eq!(classes.kev(&[8, 9, 10, 11, 12], true), 1);
        assert_eq!(classes.kev(&[0, 1, 2, 3, 5], false), 7462);
    }

    #[test]
    fn short_deck_orders_flush_over_full_house_and_trips_over_straight() {
        assert_eq!(rank_multisets(4, 5).len(), 1278);
        let classes = Classes::new(SHORT_DECK);
        assert_eq!(classes.kev(&[8, 9, 10, 11, 12], true), 1);
        // The weakest hand: J-9-8-7-6 unsuited.
        assert_eq!(classes.kev(&[4, 5, 6, 7, 9], false), 1404);
        let flush = classes.kev(&[4, 5, 6, 7, 9], true);
        let full_house = classes.kev(&[12, 12, 12, 11, 11], false);
        assert!(flush < full_house);
        let trips = classes.kev(&[4, 4, 4, 5, 6], false);
        let straight = classes.kev(&[8, 9, 10, 11, 12], false);
        assert!(trips < straight);
        let other = Classes::new(SHORT_DECK_STRAIGHT_OVER_TRIPS);
        let trips = other.kev(&[12, 12, 12, 11, 10], false);
        let straight = other.kev(&[12, 4, 5, 6, 7], false);
        assert!(straight < trips);
        // A-6-7-8-9 is the lowest straight.
        let low = classes.kev(&[12, 4, 5, 6, 7], false);
        assert_eq!(low, classes.kev(&[4, 5, 6, 7, 8], false) + 1);
    }
}
