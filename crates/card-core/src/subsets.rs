//! Every k-card subset of a card set, and the binomial coefficient that counts them.

use core::iter::FusedIterator;

use crate::CardSet;

/// The number of ways to choose `k` items from `n`, `C(n, k)`; 0 when `k > n`.
///
/// # Panics
///
/// When the result does not fit in a `u64`, which never happens for `n ≤ 67`
/// (so never for subsets of a deck); [`checked_binomial`] is the form that
/// returns `None` instead.
///
/// # Examples
///
/// ```
/// use card_core::binomial;
///
/// assert_eq!(binomial(52, 5), 2_598_960);
/// assert_eq!(binomial(52, 7), 133_784_560);
/// assert_eq!(binomial(5, 6), 0);
/// ```
pub const fn binomial(n: u32, k: u32) -> u64 {
    match checked_binomial(n, k) {
        Some(count) => count,
        None => panic!("binomial coefficient overflows u64"),
    }
}

/// `C(n, k)` as [`binomial`] computes it, or `None` when it does not fit in
/// a `u64`.
///
/// # Examples
///
/// ```
/// use card_core::checked_binomial;
///
/// assert_eq!(checked_binomial(52, 5), Some(2_598_960));
/// assert_eq!(checked_binomial(67, 33), Some(14_226_520_737_620_288_370));
/// assert_eq!(checked_binomial(100, 50), None);
/// ```
pub const fn checked_binomial(n: u32, k: u32) -> Option<u64> {
    if k > n {
        return Some(0);
    }
    let k = if k > n - k { n - k } else { k };
    let mut result: u128 = 1;
    let mut i = 0;
    while i < k {
        // Exact at every step: the product of i + 1 consecutive integers is
        // divisible by (i + 1)!. The running value never exceeds the final
        // one, so it fits in a u128 whenever that fits in a u64.
        result = result * (n - i) as u128 / (i + 1) as u128;
        if result > u64::MAX as u128 {
            return None;
        }
        i += 1;
    }
    Some(result as u64)
}

/// The `k`-card subsets of a [`CardSet`], made by [`CardSet::subsets`].
///
/// Subsets come in colexicographic order of card indices: the first holds the
/// `k` lowest cards of the set, each next one is the set's next combination
/// whose highest differing card is as low as possible, and the last holds the
/// `k` highest cards. Each step is a handful of bit operations on the set's
/// mask, with no allocation. There are [`binomial`]`(n, k)` subsets of an
/// `n`-card set; one (the empty set) when `k` is 0, none when `k > n`.
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
///
/// let set: CardSet = "2c 3c 4c".parse()?;
/// let pairs: Vec<String> = set.subsets(2).map(|s| s.to_string()).collect();
/// assert_eq!(pairs, ["3c 2c", "4c 2c", "4c 3c"]);
/// # Ok::<(), card_core::ParseError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Subsets {
    /// The next subset to yield.
    next: u64,
    /// The set whose subsets are walked.
    mask: u64,
    /// How many subsets are left to yield.
    remaining: u64,
    /// The subset size.
    k: u32,
    /// `lowest[j]` holds the `j` lowest cards of the set.
    lowest: [u64; 53],
}

impl CardSet {
    /// Every `k`-card subset of the set, as an iterator of sets; see [`Subsets`].
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    ///
    /// let deck = CardSet::FULL - "As Ks".parse::<CardSet>()?;
    /// assert_eq!(deck.subsets(5).count(), 2_118_760);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub fn subsets(self, k: usize) -> Subsets {
        Subsets::new(self, k)
    }
}

impl Subsets {
    fn new(set: CardSet, k: usize) -> Subsets {
        let mask = set.bits();
        let n = mask.count_ones();
        let mut lowest = [0; 53];
        let mut rest = mask;
        for j in 1..=n as usize {
            lowest[j] = lowest[j - 1] | (rest & rest.wrapping_neg());
            rest &= rest - 1;
        }
        let k = k.min(53) as u32;
        Subsets {
            next: lowest[k.min(n) as usize],
            mask,
            remaining: binomial(n, k),
            k,
            lowest,
        }
    }

    /// How many subsets are left to yield, which may exceed `usize` on 32-bit targets.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    ///
    /// let mut subsets = CardSet::FULL.subsets(26);
    /// assert_eq!(subsets.remaining(), 495_918_532_948_104);
    /// subsets.next();
    /// assert_eq!(subsets.remaining(), 495_918_532_948_103);
    /// ```
    pub const fn remaining(&self) -> u64 {
        self.remaining
    }
}

impl Subsets {
    /// The subset after `current` in colex order.
    #[inline]
    fn successor(&self, current: u64) -> u64 {
        // Add the lowest card of `current` as if the set's cards were
        // contiguous bits: filling the holes outside the set with ones makes
        // the carry run through them. The carry clears the lowest run of the
        // subset's cards and sets the next card of the set above the run; all
        // but one of the cleared cards then go back to the bottom of the set.
        let lowest_card = current & current.wrapping_neg();
        let carried = (current | !self.mask).wrapping_add(lowest_card) & self.mask;
        let cleared = current & !carried;
        if cleared == lowest_card {
            // The common case: the lowest card just moved up one place.
            carried
        } else {
            carried | self.lowest[cleared.count_ones() as usize - 1]
        }
    }
}

impl Iterator for Subsets {
    type Item = CardSet;

    #[inline]
    fn next(&mut self) -> Option<CardSet> {
        if self.remaining == 0 {
            return None;
        }
        self.remaining -= 1;
        let current = self.next;
        self.next = self.successor(current);
        Some(CardSet::from_bits_within_deck(current))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        match usize::try_from(self.remaining) {
            Ok(n) => (n, Some(n)),
            Err(_) => (usize::MAX, None),
        }
    }

    /// Walks the subsets in runs that share all cards but the lowest, so that
    /// `for_each`, `sum`, `count` and friends cost a few instructions a subset.
    fn fold<B, F>(mut self, init: B, mut f: F) -> B
    where
        F: FnMut(B, CardSet) -> B,
    {
        let mut acc = init;
        if self.k == 0 {
            if self.remaining > 0 {
                acc = f(acc, CardSet::EMPTY);
            }
            return acc;
        }
        while self.remaining > 0 {
            let current = self.next;
            let lowest_card = current & current.wrapping_neg();
            let upper = current ^ lowest_card;
            // The lowest card runs through the set's cards from its place up
            // to the next card of the subset.
            let below_upper = (upper & upper.wrapping_neg()).wrapping_sub(1);
            let mut run = self.mask & below_upper & !(lowest_card - 1);
            self.remaining -= u64::from(run.count_ones());
            let last = upper | (1 << (63 - run.leading_zeros()));
            while run != 0 {
                let card = run & run.wrapping_neg();
                acc = f(acc, CardSet::from_bits_within_deck(upper | card));
                run ^= card;
            }
            self.next = self.successor(last);
        }
        acc
    }
}

impl FusedIterator for Subsets {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec;

    /// The binomial coefficient by Pascal's rule, independently of `binomial`.
    fn pascal(n: usize, k: usize) -> u64 {
        let mut row = [0u64; 64];
        row[0] = 1;
        for i in 1..=n {
            for j in (1..=i).rev() {
                row[j] += row[j - 1];
            }
        }
        row[k]
    }

    #[test]
    fn binomial_matches_pascal() {
        for n in 0..=60 {
            for k in 0..=n {
                assert_eq!(
                    binomial(n, k),
                    pascal(n as usize, k as usize),
                    "C({n}, {k})"
                );
            }
            assert_eq!(binomial(n, n + 1), 0);
        }
    }

    #[test]
    fn checked_binomial_is_none_exactly_beyond_u64() {
        // Pascal's triangle in u128, saturating, up to n = 130.
        let mut row = [0u128; 132];
        row[0] = 1;
        for n in 0..=130u32 {
            if n > 0 {
                for j in (1..=n as usize).rev() {
                    row[j] = row[j].saturating_add(row[j - 1]);
                }
            }
            for k in 0..=n + 1 {
                let expected = u64::try_from(row[k as usize]).ok();
                assert_eq!(checked_binomial(n, k), expected, "C({n}, {k})");
            }
        }
        assert_eq!(checked_binomial(100, 50), None);
        assert_eq!(checked_binomial(u32::MAX, u32::MAX / 2), None);
        assert_eq!(checked_binomial(u32::MAX, 1), Some(u64::from(u32::MAX)));
    }

    #[test]
    #[should_panic(expected = "overflows u64")]
    fn binomial_panics_beyond_u64() {
        let _ = binomial(100, 50);
    }

    /// All k-subsets of a mask by filtering every subset of it, in the colex
    /// order of their bit patterns.
    fn by_filtering(mask: u64, k: u32) -> Vec<u64> {
        let cards: Vec<u64> = CardSet::from_bits(mask)
            .unwrap()
            .iter()
            .map(|c| 1 << c.index())
            .collect();
        let mut out: Vec<u64> = (0u64..1 << cards.len())
            .filter(|pick| pick.count_ones() == k)
            .map(|pick| {
                (0..cards.len())
                    .filter(|i| pick >> i & 1 == 1)
                    .map(|i| cards[i])
                    .sum()
            })
            .collect();
        out.sort_unstable();
        out
    }

    #[test]
    fn subsets_of_sparse_sets_match_filtering() {
        for mask in [
            0u64,
            0b1,
            0b1011_0110_1001,
            0xF0F0_0000_0101,
            (1 << 51) | (1 << 40) | 0b111 << 20 | 1,
        ] {
            let n = mask.count_ones();
            for k in 0..=n + 1 {
                let walked: Vec<u64> = CardSet::from_bits(mask)
                    .unwrap()
                    .subsets(k as usize)
                    .map(CardSet::bits)
                    .collect();
                // Colex order of bit patterns is increasing numeric order.
                assert_eq!(walked, by_filtering(mask, k), "mask {mask:#x}, k {k}");
                // Internal iteration, from the start and after a few steps.
                for skip in [0, 1, 5] {
                    let mut subsets = CardSet::from_bits(mask).unwrap().subsets(k as usize);
                    let head: Vec<u64> = subsets.by_ref().take(skip).map(CardSet::bits).collect();
                    let tail = subsets.fold(head, |mut acc, s| {
                        acc.push(s.bits());
                        acc
                    });
                    assert_eq!(tail, walked, "fold after {skip}, mask {mask:#x}, k {k}");
                }
            }
        }
    }

    #[test]
    fn subsets_reach_the_top_of_the_deck() {
        let mut subsets = CardSet::FULL.subsets(2);
        let last = subsets.by_ref().last().unwrap();
        assert_eq!(last.bits(), 0b11 << 50);
        assert_eq!(subsets.next(), None);
        assert_eq!(
            CardSet::FULL.subsets(52).collect::<Vec<_>>(),
            [CardSet::FULL]
        );
        assert_eq!(CardSet::FULL.subsets(53).count(), 0);
        assert_eq!(CardSet::FULL.subsets(usize::MAX).count(), 0);
    }
}
