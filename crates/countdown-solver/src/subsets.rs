//! Subsets of the numbers as bit masks, of at most [`MAX_NUMBERS`] numbers:
//! their splits into two parts, which part a search walks, and which subsets
//! repeat another with equal numbers.

use smallvec::SmallVec;

/// The most numbers the solver accepts. The value sets of unrelated numbers
/// grow about thirtyfold with each extra number, so the limit keeps the
/// worst case in memory: eight unrelated numbers with no exact solution take
/// about a second and 75 MB; game-like numbers share most values and solve
/// in milliseconds even at eight.
///
/// # Examples
///
/// ```
/// use countdown_solver::{MAX_NUMBERS, RoundError, solve};
/// let err = solve(&[1; MAX_NUMBERS + 1], 5).unwrap_err();
/// assert_eq!(err, RoundError::TooManyNumbers { count: 9, max: MAX_NUMBERS });
/// ```
pub const MAX_NUMBERS: usize = 8;

/// The unordered splits of `mask` into two non-empty parts, the first part
/// holding the lowest number.
pub(crate) fn splits(mask: usize) -> impl Iterator<Item = (usize, usize)> {
    let low = mask & mask.wrapping_neg();
    let rest = mask ^ low;
    // Submasks of `rest` except `rest` itself, each joined with `low`.
    let mut sub = rest;
    core::iter::from_fn(move || {
        if sub == 0 {
            return None;
        }
        sub = (sub - 1) & rest;
        Some((low | sub, rest & !sub))
    })
}

/// The splits of `mask`, each as (the part with fewer values, the other),
/// where `len` tells how many values a part has: a search walks the smaller
/// side and looks partners up in the other.
pub(crate) fn sides(
    mask: usize,
    len: impl Fn(usize) -> usize,
) -> impl Iterator<Item = (usize, usize)> {
    splits(mask).map(move |(p, q)| if len(p) <= len(q) { (p, q) } else { (q, p) })
}

/// The masks with `k` of `n` numbers, in increasing order.
pub(crate) fn level(n: usize, k: usize) -> impl Iterator<Item = usize> {
    (1..1usize << n).filter(move |m| m.count_ones() as usize == k)
}

/// Where the numbers repeat: for every number, the mask of the equal
/// numbers to its left. Swapping equal numbers changes a subset, not what
/// it can make.
#[derive(Debug)]
pub(crate) struct Twins(SmallVec<[usize; MAX_NUMBERS]>);

impl Twins {
    pub(crate) fn new(numbers: &[u64]) -> Self {
        Twins(
            (0..numbers.len())
                .map(|j| {
                    (0..j)
                        .filter(|&i| numbers[i] == numbers[j])
                        .map(|i| 1 << i)
                        .sum()
                })
                .collect(),
        )
    }

    /// An earlier subset with the same numbers as `mask`, if there is one:
    /// where `mask` holds a number but not an equal one further left, the
    /// subset holding the left one instead. A subset with no such twin uses
    /// the leftmost copies of its numbers.
    pub(crate) fn twin(&self, mask: usize) -> Option<usize> {
        self.0.iter().enumerate().find_map(|(j, &left)| {
            let free = left & !mask;
            (mask >> j & 1 == 1 && free != 0)
                .then(|| mask ^ (1 << j) ^ (free & free.wrapping_neg()))
        })
    }

    /// Whether each number of `low` comes before every equal number of
    /// `high`: of the copies of a number the two subsets share, `low` holds
    /// the leftmost.
    pub(crate) fn lower_copies_in(&self, low: usize, high: usize) -> bool {
        self.0
            .iter()
            .enumerate()
            .all(|(j, &left)| low >> j & 1 == 0 || left & high == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_cover_each_partition_once() {
        let got: Vec<_> = splits(0b1011).collect();
        assert_eq!(got.len(), 3);
        for (a, b) in got {
            assert_eq!(a | b, 0b1011);
            assert_eq!(a & b, 0);
            assert!(a & 1 == 1 && b != 0);
        }
        assert_eq!(splits(0b100).count(), 0);
    }

    #[test]
    fn sides_put_the_smaller_part_first() {
        let len = |m: usize| if m == 0b001 { 10 } else { 1 };
        assert_eq!(sides(0b011, len).collect::<Vec<_>>(), [(0b010, 0b001)]);
    }

    #[test]
    fn twins_swap_equal_numbers() {
        let twins = Twins::new(&[5, 3, 5, 3]);
        assert_eq!(twins.twin(0b0100), Some(0b0001));
        assert_eq!(twins.twin(0b0101), None);
        assert_eq!(twins.twin(0b1001), Some(0b0011));
        assert_eq!(twins.twin(0b0011), None);
        // The copy to swap with need not be the first one.
        assert_eq!(Twins::new(&[2, 2, 2]).twin(0b101), Some(0b011));
        assert!(twins.lower_copies_in(0b0011, 0b1100));
        assert!(!twins.lower_copies_in(0b0110, 0b1001));
        assert!(twins.lower_copies_in(0b0100, 0b0010));
        assert_eq!(level(4, 3).count(), 4);
    }
}
