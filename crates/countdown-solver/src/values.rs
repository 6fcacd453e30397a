//! Value sets per subset of the numbers: the engine behind the solver and
//! the enumeration of all solutions.

use smallvec::SmallVec;

use crate::dedup::Dedup;
use crate::divides::divides_u64;
use crate::{Error, Expr, Op};

/// The most numbers the solver accepts. The value sets of unrelated numbers
/// grow about thirtyfold with each extra number, so the limit keeps the
/// worst case in memory; game-like numbers share most values and solve in
/// milliseconds even at eight.
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
    /// Skip results equal to one of their operands (`x*1`, `x/1`, `a-b = b`,
    /// `a/b = b`): the same value is then reachable with fewer numbers, so the
    /// union over all subsets and the fewest-numbers answer are unchanged.
    prune: bool,
    dedup: Dedup,
}

impl ValueSets {
    pub(crate) fn new(numbers: &[u32], prune: bool) -> Result<Self, Error> {
        validate(numbers)?;
        let mut spans = vec![(0, 0); 1 << numbers.len()];
        for i in 0..numbers.len() {
            spans[1 << i] = (i, i + 1);
        }
        Ok(Self {
            numbers: SmallVec::from_slice(numbers),
            values: numbers.iter().map(|&n| u64::from(n)).collect(),
            spans,
            prune,
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
        (1..=self.full()).filter(move |m| m.count_ones() as usize == k)
    }

    /// Fills the value sets of every subset of `k >= 2` numbers; the smaller
    /// subsets must be filled already.
    ///
    /// # Errors
    ///
    /// [`Error::Overflow`] if a value does not fit in a `u64`.
    pub(crate) fn fill_level(&mut self, k: usize) -> Result<(), Error> {
        for mask in self.level(k) {
            for (a_mask, b_mask) in splits(mask) {
                let (a_span, b_span) = (self.spans[a_mask], self.spans[b_mask]);
                for &a in &self.values[a_span.0..a_span.1] {
                    for &b in &self.values[b_span.0..b_span.1] {
                        push_results(a, b, self.prune, &mut self.dedup)?;
                    }
                }
            }
            let from = self.values.len();
            let values = &mut self.values;
            self.dedup.drain(|v, _| values.push(v));
            self.spans[mask] = (from, self.values.len());
        }
        Ok(())
    }

    /// Fills every level below the full set.
    pub(crate) fn fill_proper(&mut self) -> Result<(), Error> {
        for k in 2..self.len() {
            self.fill_level(k)?;
        }
        Ok(())
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
        for (p, q) in splits(mask) {
            // Walk the smaller side; look the partner up in the other.
            let (s, o) = if self.set(p).len() <= self.set(q).len() {
                (p, q)
            } else {
                (q, p)
            };
            for &x in self.set(s) {
                for (left_is_x, op, y) in partners(x, v) {
                    if self.prune && (y == v || x == v) {
                        continue;
                    }
                    if !self.contains(o, y) {
                        continue;
                    }
                    let stop = if left_is_x {
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
        // Commutative operations put the operand with more numbers first,
        // then the larger: `(9-4)*75`, `50+1`.
        let swap = matches!(op, Op::Add | Op::Mul) && (rm.count_ones(), r) > (lm.count_ones(), l);
        let (left, right) = (self.expr(lm, l), self.expr(rm, r));
        if swap {
            Expr::apply(op, right, left)
        } else {
            Expr::apply(op, left, right)
        }
    }
}

/// Checks a list of numbers for the solver.
pub(crate) fn validate(numbers: &[u32]) -> Result<(), Error> {
    if numbers.is_empty() {
        return Err(Error::NoNumbers);
    }
    if numbers.len() > MAX_NUMBERS {
        return Err(Error::TooManyNumbers {
            count: numbers.len(),
            max: MAX_NUMBERS,
        });
    }
    if numbers.contains(&0) {
        return Err(Error::ZeroNumber);
    }
    Ok(())
}

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

/// Every result of combining `a` and `b` (either order) under the rules.
fn push_results(a: u64, b: u64, prune: bool, out: &mut Dedup) -> Result<(), Error> {
    out.push(a.checked_add(b).ok_or(Error::Overflow)?, 0);
    if !(prune && (a == 1 || b == 1)) {
        out.push(a.checked_mul(b).ok_or(Error::Overflow)?, 0);
    }
    let (hi, lo) = if a >= b { (a, b) } else { (b, a) };
    if hi > lo && !(prune && hi - lo == lo) {
        out.push(hi - lo, 0);
    }
    let exact = hi == lo || (hi - lo >= lo && divides_u64(hi, lo));
    if exact && !(prune && (lo == 1 || lo.checked_mul(lo) == Some(hi))) {
        out.push(hi / lo, 0);
    }
    Ok(())
}

/// The partners `y` of `x` with `x op y = v` (`true`) or `y op x = v`
/// (`false`), for every operation.
fn partners(x: u64, v: u64) -> impl Iterator<Item = (bool, Op, u64)> {
    let candidates = [
        (v > x).then(|| (true, Op::Add, v - x)),
        (x > v).then(|| (true, Op::Sub, x - v)),
        v.checked_add(x).map(|y| (false, Op::Sub, y)),
        v.is_multiple_of(x).then(|| (true, Op::Mul, v / x)),
        x.is_multiple_of(v).then(|| (true, Op::Div, x / v)),
        v.checked_mul(x).map(|y| (false, Op::Div, y)),
    ];
    candidates.into_iter().flatten()
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
}
