//! The tables of the low evaluators: the ace-to-five value of every rank
//! multiset of five cards (ranked from the rules here), the best ace-to-five
//! and deuce-to-seven low of every rank multiset of five to seven cards, at
//! the slots of the fast evaluator's tables of rank-key sums, and the ranks
//! of each ace-to-five value.

use std::collections::HashMap;

use crate::emit::Source;
use crate::fast::{FIVE_SIX, SEVEN, Shape, flush_index, table_of};
use crate::ranking::{CLASSES, Classes, DEUCE_SEVEN, RANKS, mask_ranks, rank_multisets};

/// Number of distinct ace-to-five lows: every multiset of five ranks.
pub(crate) const ACE_FIVE_CLASSES: usize = 6175;

/// The ace-to-five value of every multiset of five ranks (ascending rank
/// lists, deuce = 0 .. ace = 12), 1 = the worst (four kings and a queen) ..
/// 6,175 = the best (5-4-3-2-A), and the ranks of each value in the order
/// that decides (the biggest group first, then the higher rank, the ace
/// lowest).
pub(crate) struct AceFive {
    values: HashMap<Vec<u8>, u16>,
    ranks: Vec<[u8; 5]>,
}

impl AceFive {
    /// Ranks every multiset of five ranks: the ace plays low, straights and
    /// flushes do not count, so a hand is as bad as it would be strong in
    /// high poker with the ace below the deuce and only pairs, two pairs,
    /// trips, full houses and quads.
    pub(crate) fn new() -> Self {
        // The high-poker strength with the ace as the lowest rank: the shape
        // (the group sizes, biggest first), then the ranks by group.
        let strength = |ranks: &[u8]| {
            let mut counts = [0u8; RANKS];
            for &r in ranks {
                counts[usize::from((r + 1) % RANKS as u8)] += 1;
            }
            let mut groups: Vec<(u8, u8)> = (0..RANKS as u8)
                .filter(|&low| counts[usize::from(low)] > 0)
                .map(|low| (counts[usize::from(low)], low))
                .collect();
            groups.sort_by(|a, b| b.cmp(a));
            let shape: Vec<u8> = groups.iter().map(|g| g.0).collect();
            let order: Vec<u8> = groups
                .iter()
                .flat_map(|&(count, low)| std::iter::repeat_n(low, usize::from(count)))
                .collect();
            (shape, order)
        };
        let mut hands: Vec<_> = rank_multisets(0, 5)
            .into_iter()
            .map(|ranks| (strength(&ranks), ranks))
            .collect();
        // Strongest in high poker first: the worst low gets value 1.
        hands.sort_by(|a, b| b.0.cmp(&a.0));
        assert_eq!(hands.len(), ACE_FIVE_CLASSES, "five-rank multisets");
        assert!(
            hands.windows(2).all(|w| w[0].0 != w[1].0),
            "every multiset has a low of its own"
        );
        let mut values = HashMap::new();
        let mut ranks = vec![[0u8; 5]; ACE_FIVE_CLASSES + 1];
        for ((strength, multiset), value) in hands.into_iter().zip(1u16..) {
            values.insert(multiset, value);
            let order = strength.1;
            for (slot, &low) in ranks[usize::from(value)].iter_mut().zip(&order) {
                *slot = (low + RANKS as u8 - 1) % RANKS as u8;
            }
        }
        Self { values, ranks }
    }

    /// The best ace-to-five value of any five of `ranks` (five to seven
    /// ranks, ascending).
    fn best(&self, ranks: &[u8]) -> u16 {
        fives(ranks)
            .map(|five| self.values[&five])
            .max()
            .expect("at least five ranks")
    }
}

/// Every choice of five of `ranks` (ascending, so each choice is too).
fn fives(ranks: &[u8]) -> impl Iterator<Item = Vec<u8>> + '_ {
    let n = ranks.len();
    (0u32..1 << n)
        .filter(move |skip| n - skip.count_ones() as usize == 5)
        .map(move |skip| {
            (0..n)
                .filter(|&i| skip & (1 << i) == 0)
                .map(|i| ranks[i])
                .collect()
        })
}

/// The slots of the seven-card table, then those of the five-or-six-card
/// table, holding `value` of each rank multiset.
fn slots(keys: &[u32], value: impl Fn(&[u8]) -> u16) -> Vec<u16> {
    let at = |shape: &Shape| {
        table_of(keys, shape, &value)
            .expect("the fast evaluator's keys place every sum")
            .values
    };
    let mut values = at(&SEVEN);
    values.extend(at(&FIVE_SIX));
    values
}

/// The source of `src/tables/low.rs` for the fast evaluator's rank `keys`;
/// `holdem` ranks five cards by hold'em's rules.
pub(crate) fn source(holdem: &Classes, keys: &[u32]) -> String {
    let ace_five = AceFive::new();
    let ace_five_slots = slots(keys, |ranks| ace_five.best(ranks));
    // Deuce-to-seven: the weakest hand by its rules (Cactus Kev's numbering
    // counts from the strongest down, so the greatest is the best low).
    let deuce_seven = Classes::new(DEUCE_SEVEN);
    let deuce_seven_slots = slots(keys, |ranks| {
        fives(ranks)
            .map(|five| deuce_seven.kev(&five, false))
            .max()
            .expect("at least five ranks")
    });
    let mut deuce_seven_flush = vec![0u16; 1 << RANKS];
    for mask in (0..1usize << RANKS).filter(|m| m.count_ones() == 5) {
        let ranks = mask_ranks(mask);
        let cards = ranks.iter().fold(0, |cards, &r| cards | 1 << (4 * r));
        deuce_seven_flush[flush_index(cards, 0)] = deuce_seven.kev(&ranks, true);
    }
    let mut deuce_seven_high = vec![0u16; CLASSES + 1];
    for (ranks, suited, low) in deuce_seven.iter() {
        deuce_seven_high[usize::from(low)] = CLASSES as u16 + 1 - holdem.kev(&ranks, suited);
    }
    let packed: Vec<u32> = ace_five
        .ranks
        .iter()
        .map(|r| {
            r.iter()
                .rev()
                .fold(0u32, |word, &rank| word << 4 | u32::from(rank))
        })
        .collect();

    let mut s = Source::new(
        "Tables of the low evaluators. `ACE_FIVE` and `DEUCE_SEVEN` are read at the\n// slots of the fast evaluator's tables of rank-key sums: first the 65,536\n// slots of seven cards (`SEVEN_VALUES`), then the 32,768 of five or six\n// (`FIVE_SIX_VALUES`).",
        "pub(crate)",
    );
    s.array(
        "The best ace-to-five low of the ranks at each slot (1 = K-K-K-K-Q ..\n6175 = 5-4-3-2-A; 0 in unused slots).",
        "static",
        "ACE_FIVE",
        "u16",
        &ace_five_slots,
    );
    s.array(
        "The best deuce-to-seven low of five of the ranks at each slot, unsuited (1 =\nthe royal flush .. 7462 = 7-5-4-3-2; 0 in unused slots).",
        "static",
        "DEUCE_SEVEN",
        "u16",
        &deuce_seven_slots,
    );
    s.array(
        "The deuce-to-seven low of a flush of five ranks, at the index `flush_index`\ngives them (0 elsewhere).",
        "static",
        "DEUCE_SEVEN_FLUSH",
        "u16",
        &deuce_seven_flush,
    );
    s.array(
        "The hold'em `HandRank` value of the five cards of each deuce-to-seven low\n(entry 0 unused): the reverse of the low order, but for A-5-4-3-2, a straight\nonly in hold'em.",
        "static",
        "DEUCE_SEVEN_HIGH",
        "u16",
        &deuce_seven_high,
    );
    s.array(
        "The five ranks of each ace-to-five value (entry 0 unused), in the order that\ndecides, four bits each from the lowest bits up: the biggest group first,\nthen the higher rank (deuce = 0 .. ace = 12, the ace counted lowest).",
        "static",
        "ACE_FIVE_RANKS",
        "u32",
        &packed,
    );
    s.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ace_five_order_from_the_rules() {
        let low = AceFive::new();
        let value = |ranks: &[u8]| low.values[ranks];
        // 5-4-3-2-A, then 6-4-3-2-A; 8-7-6-5-4 the 56th best.
        assert_eq!(value(&[0, 1, 2, 3, 12]), 6175);
        assert_eq!(value(&[0, 1, 2, 4, 12]), 6174);
        assert_eq!(value(&[2, 3, 4, 5, 6]), 6175 - 55);
        // Any unpaired hand beats any pair; aces are the best pair.
        assert!(value(&[0, 8, 9, 10, 11]) > value(&[0, 0, 1, 2, 3]));
        assert!(value(&[0, 1, 2, 12, 12]) > value(&[0, 0, 1, 2, 3]));
        assert_eq!(value(&[10, 11, 11, 11, 11]), 1);
        assert_eq!(low.ranks[6175], [3, 2, 1, 0, 12]);
        assert_eq!(low.ranks[1], [11, 11, 11, 11, 10]);
    }

    #[test]
    fn deuce_seven_ace_is_only_high() {
        let low = Classes::new(DEUCE_SEVEN);
        // 7-5-4-3-2 is the best low, A-5-4-3-2 the worst ace-high hand.
        assert_eq!(low.kev(&[0, 1, 2, 3, 5], false), 7462);
        let wheel = low.kev(&[0, 1, 2, 3, 12], false);
        let king_high = low.kev(&[6, 8, 9, 10, 11], false);
        let ace_six = low.kev(&[0, 1, 2, 4, 12], false);
        assert_eq!(king_high - 1, wheel);
        assert_eq!(wheel - 1, ace_six);
    }
}
