//! The rules of poker, computed from first principles: every five-card hand
//! class, its strength, and its Cactus Kev value (1 = royal flush ..
//! 7462 = 7-5-4-3-2 unsuited).

use std::collections::HashMap;

/// Number of ranks, deuce (0) to ace (12).
pub(crate) const RANKS: usize = 13;

/// Number of distinct five-card hand values.
pub(crate) const CLASSES: usize = 7462;

/// How strong a five-card hand is: the category (0 = high card ..
/// 8 = straight flush), then the ranks that break ties, most important first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Strength {
    category: u8,
    tie_break: [u8; 5],
}

/// The strength of five ranks (any order), suited or not.
fn strength(ranks: [u8; 5], suited: bool) -> Strength {
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
    let wheel = distinct && tie_break == [12, 3, 2, 1, 0];
    let straight = distinct && (tie_break[0] - tie_break[4] == 4 || wheel);
    if wheel {
        // A-2-3-4-5: the ace plays low, the five is the top card.
        tie_break = [3, 2, 1, 0, 0];
    }
    let shape: Vec<u8> = groups.iter().map(|g| g.0).collect();
    let category = match (straight, suited, shape.as_slice()) {
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
        category,
        tie_break,
    }
}

/// All multisets of `size` ranks with each rank at most four times, as
/// non-decreasing rank lists, in lexicographic order.
pub(crate) fn rank_multisets(size: usize) -> Vec<Vec<u8>> {
    fn extend(prefix: &mut Vec<u8>, size: usize, out: &mut Vec<Vec<u8>>) {
        if prefix.len() == size {
            out.push(prefix.clone());
            return;
        }
        let start = prefix.last().copied().unwrap_or(0);
        for r in start..RANKS as u8 {
            if prefix.iter().filter(|&&x| x == r).count() < 4 {
                prefix.push(r);
                extend(prefix, size, out);
                prefix.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(&mut Vec::new(), size, &mut out);
    out
}

/// The 7,462 five-card hand classes with their Cactus Kev values.
pub(crate) struct Classes {
    values: HashMap<([u8; 5], bool), u16>,
}

impl Classes {
    /// Ranks every five-card class: all rank multisets unsuited, and all
    /// sets of five distinct ranks suited.
    pub(crate) fn new() -> Self {
        let mut classes: Vec<([u8; 5], bool)> = Vec::new();
        for ranks in rank_multisets(5) {
            let ranks: [u8; 5] = ranks.try_into().expect("five ranks");
            classes.push((ranks, false));
            if ranks.windows(2).all(|w| w[0] < w[1]) {
                classes.push((ranks, true));
            }
        }
        let mut ranked: Vec<(Strength, ([u8; 5], bool))> = classes
            .into_iter()
            .map(|(ranks, suited)| (strength(ranks, suited), (ranks, suited)))
            .collect();
        ranked.sort_by_key(|r| std::cmp::Reverse(r.0));
        assert_eq!(ranked.len(), CLASSES, "five-card classes");
        assert!(
            ranked.windows(2).all(|w| w[0].0 > w[1].0),
            "every class has its own strength"
        );
        let values = ranked
            .into_iter()
            .zip(1u16..)
            .map(|((_, class), value)| (class, value))
            .collect();
        Self { values }
    }

    /// The Cactus Kev value (1 = best) of five ranks, suited or not.
    ///
    /// Panics if the ranks cannot be a hand of that kind.
    pub(crate) fn kev(&self, ranks: &[u8], suited: bool) -> u16 {
        let mut key: [u8; 5] = ranks.try_into().expect("five ranks");
        key.sort_unstable();
        self.values[&(key, suited)]
    }

    /// The best `HandRank` value (7463 - Cactus Kev value, so stronger is
    /// greater) of any five of `ranks` (five to seven ranks).
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
            best = best.max(CLASSES as u16 + 1 - self.kev(&five, suited));
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
        assert_eq!(rank_multisets(5).len(), 6175);
        assert_eq!(rank_multisets(7).len(), 49205);
        let classes = Classes::new();
        assert_eq!(classes.kev(&[8, 9, 10, 11, 12], true), 1);
        assert_eq!(classes.kev(&[0, 1, 2, 3, 5], false), 7462);
    }
}
