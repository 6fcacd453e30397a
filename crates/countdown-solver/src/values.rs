//! Value sets per subset of the numbers: the engine behind the solver and
//! the enumeration of all solutions.

use smallvec::SmallVec;

use crate::dedup::Dedup;
use crate::error::check_numbers;
use crate::op::{Results, for_each_result, partners};
use crate::subsets::{level, sides, splits};
use crate::{Expr, Op, SolveError};

/// The most numbers the solver accepts. The value sets of unrelated numbers
/// grow about thirtyfold with each extra number, so the limit keeps the
/// worst case in memory: eight unrelated numbers with no exact solution take
/// about a second and 75 MB; game-like numbers share most values and solve
/// in milliseconds even at eight.
///
/// # Examples
///
/// ```
/// use countdown_solver::{MAX_NUMBERS, SolveError, solve};
/// let err = solve(&[1; MAX_NUMBERS + 1], 5).unwrap_err();
/// assert_eq!(err, SolveError::TooManyNumbers { count: 9, max: MAX_NUMBERS });
/// ```
pub const MAX_NUMBERS: usize = 8;

/// For every subset (bit mask) of the numbers, the sorted set of values an
/// expression using exactly those numbers can take, filled level by level
/// (by subset size) on demand.
#[derive(Debug)]
pub(crate) struct ValueSets {
    numbers: SmallVec<[u32; MAX_NUMBERS]>,
    /// All value sets, one after another; `spans[mask]` locates each.
    values: Vec<u64>,
    spans: Vec<(usize, usize)>,
    /// Which results are kept: the solver skips those equal to an operand
    /// (the same value is then reachable with fewer numbers, so the union
    /// over all subsets and the fewest-numbers answer are unchanged).
    results: Results,
    dedup: Dedup,
}

impl ValueSets {
    pub(crate) fn new(numbers: &[u32], results: Results) -> Result<Self, SolveError> {
        check_numbers(numbers, MAX_NUMBERS)?;
        let mut spans = vec![(0, 0); 1 << numbers.len()];
        for i in 0..numbers.len() {
            spans[1 << i] = (i, i + 1);
        }
        Ok(Self {
            numbers: SmallVec::from_slice(numbers),
            values: numbers.iter().map(|&n| u64::from(n)).collect(),
            spans,
            results,
            dedup: Dedup::new(false),
        })
    }

    pub(crate) fn len(&self) -> usize {
        self.numbers.len()
    }

    pub(crate) fn full(&self) -> usize {
        (1 << self.numbers.len()) - 1
    }

    pub(crate) fn set(&self, mask: usize) -> &[u64] {
        let (from, to) = self.spans[mask];
        &self.values[from..to]
    }

    /// The masks with `k` numbers, in increasing order.
    pub(crate) fn level(&self, k: usize) -> impl Iterator<Item = usize> + use<> {
        level(self.len(), k)
    }

    /// Fills the value sets of every subset of `k >= 2` numbers; the smaller
    /// subsets must be filled already. A value beyond `u64` is not a value
    /// of the game, and is left out.
    pub(crate) fn fill_level(&mut self, k: usize) {
        for mask in self.level(k) {
            for (a_mask, b_mask) in splits(mask) {
                let (a_span, b_span) = (self.spans[a_mask], self.spans[b_mask]);
                for &a in &self.values[a_span.0..a_span.1] {
                    for &b in &self.values[b_span.0..b_span.1] {
                        for_each_result(a, b, self.results, |r| self.dedup.push(r, 0));
                    }
                }
            }
            let from = self.values.len();
            let values = &mut self.values;
            self.dedup.drain(|v, _| values.push(v));
            self.spans[mask] = (from, self.values.len());
        }
    }

    /// Fills every level below the full set.
    pub(crate) fn fill_proper(&mut self) {
        for k in 2..self.len() {
            self.fill_level(k);
        }
    }

    pub(crate) fn contains(&self, mask: usize, v: u64) -> bool {
        self.set(mask).binary_search(&v).is_ok()
    }

    /// Calls `f(left_mask, left, op, right_mask, right)` for every way of
    /// writing `v` as `left op right` with `left` a value of one part of a
    /// split of `mask` and `right` of the other (both orders); the sets of
    /// all proper subsets of `mask` must be filled. Stops when `f` returns
    /// `true`, and then returns `true`.
    pub(crate) fn decompose(
        &self,
        mask: usize,
        v: u64,
        mut f: impl FnMut(usize, u64, Op, usize, u64) -> bool,
    ) -> bool {
        for (s, o) in sides(mask, |m| self.set(m).len()) {
            for &x in self.set(s) {
                for (x_left, op, y) in partners(x, v) {
                    if !self.results.keeps(v, x, y) || !self.contains(o, y) {
                        continue;
                    }
                    let stop = if x_left {
                        f(s, x, op, o, y)
                    } else {
                        f(o, y, op, s, x)
                    };
                    if stop {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// One expression using exactly the numbers of `mask` with value `v`;
    /// `v` must be a value of `mask` and the proper subsets must be filled.
    pub(crate) fn expr(&self, mask: usize, v: u64) -> Expr {
        if mask.count_ones() == 1 {
            return Expr::Number(self.numbers[mask.trailing_zeros() as usize]);
        }
        let mut found = None;
        self.decompose(mask, v, |lm, l, op, rm, r| {
            found = Some((lm, l, op, rm, r));
            true
        });
        let (lm, l, op, rm, r) = found.expect("the value belongs to the subset");
        Expr::join(
            op,
            (lm.count_ones(), l, self.expr(lm, l)),
            (rm.count_ones(), r, self.expr(rm, r)),
        )
    }
}
