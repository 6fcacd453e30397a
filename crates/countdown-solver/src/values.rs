//! The value-set engine behind every search of the crate: for every subset
//! (bit mask) of the numbers, the sorted set of values an expression using
//! exactly those numbers can take, each with a record of how it is made
//! (nothing, or the smallest peak), filled level by level (by subset size).
//!
//! It answers the three questions the crate asks: whether a subset makes a
//! value exactly, and how ([`ValueSets::decompose`], [`ValueSets::expr`]);
//! which values of the largest subsets fall in a range, found without
//! storing them ([`ValueSets::each_in_range`], which serves the closest
//! value of the solver and the reachable targets of the survey); and the
//! values of the stored subsets in a range.

use core::fmt;
use core::ops::RangeInclusive;

use smallvec::SmallVec;

use crate::dedup::Dedup;
use crate::error::check_numbers;
use crate::op::{Results, Value, apply, for_each_result, partners};
use crate::subsets::{MAX_NUMBERS, Twins, level, sides, splits};
use crate::{Expr, Op, RoundError};

/// What a value set records beside each value. Of two ways to make a value,
/// the one with the smaller record is kept.
pub(crate) trait Record: Copy + fmt::Debug {
    /// Whether records differ at all (else none is stored or compared).
    const KEPT: bool;
    /// The record of a number on its own.
    fn number(n: u64) -> Self;
    /// The record of any value made by combining values recorded `a` and
    /// `b`, before the value itself is taken into account.
    fn pair(a: Self, b: Self) -> Self;
    /// The record of `r`, made from operands whose [`Record::pair`] is
    /// `self`.
    fn result(self, r: u64) -> Self;
    /// The record as the collector's tag (smaller is better), and back.
    fn tag(self) -> u32;
    fn from_tag(tag: u32) -> Self;
}

/// Nothing recorded: the solver and the enumeration of solutions need the
/// values alone.
impl Record for () {
    const KEPT: bool = false;
    fn number(_: u64) -> Self {}
    fn pair((): Self, (): Self) -> Self {}
    fn result(self, _: u64) -> Self {}
    fn tag(self) -> u32 {
        0
    }
    fn from_tag(_: u32) -> Self {}
}

/// The smallest peak of a value: the largest number or intermediate result
/// in its best calculation. Used with 32-bit values only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Peak(pub(crate) u32);

impl Record for Peak {
    const KEPT: bool = true;
    #[inline(always)]
    fn number(n: u64) -> Self {
        Peak(0).result(n)
    }
    #[inline(always)]
    fn pair(a: Self, b: Self) -> Self {
        Peak(a.0.max(b.0))
    }
    #[inline(always)]
    fn result(self, r: u64) -> Self {
        debug_assert!(
            r <= u64::from(u32::MAX),
            "peaks are kept with 32-bit values"
        );
        Peak(self.0.max(r as u32))
    }
    #[inline(always)]
    fn tag(self) -> u32 {
        self.0
    }
    #[inline(always)]
    fn from_tag(tag: u32) -> Self {
        Peak(tag)
    }
}

/// Which results of a subset are worth keeping: all up to `near`, and the
/// multiples of `x` up to `far`.
#[derive(Debug, Clone, Copy)]
struct Keep<V> {
    near: u64,
    far: u64,
    x: V,
}

impl<V: Value> Keep<V> {
    const ALL: Self = Keep {
        near: u64::MAX,
        far: 0,
        x: V::ONE,
    };

    #[inline(always)]
    fn keeps(self, r: V) -> bool {
        let wide: u64 = r.into();
        wide <= self.near || (wide <= self.far && r.divisible_by(self.x))
    }
}

/// A position in a sorted set that follows a moving lower bound, in either
/// direction: step by step over a short distance (the common case, as the
/// bound moves little from one value to the next), by binary search over a
/// long one.
#[derive(Debug, Default)]
struct Cursor(usize);

/// How far a [`Cursor`] walks before it searches.
const WALK: usize = 8;

impl Cursor {
    /// Moves to the first value of `set` that is at least `from`, and
    /// returns the positions from there up to the last value at most `to`.
    #[inline(always)]
    fn window<V: Value>(&mut self, set: &[V], from: u64, to: u64) -> core::ops::Range<usize> {
        let below = |v: &V| (*v).into() < from;
        let mut walked = 0;
        while self.0 > 0 && !below(&set[self.0 - 1]) {
            self.0 -= 1;
            walked += 1;
            if walked == WALK {
                self.0 = set[..self.0].partition_point(below);
                break;
            }
        }
        while self.0 < set.len() && below(&set[self.0]) {
            self.0 += 1;
            walked += 1;
            if walked == WALK {
                self.0 += set[self.0..].partition_point(below);
                break;
            }
        }
        let end = self.0
            + set[self.0..]
                .iter()
                .take_while(|v| (**v).into() <= to)
                .count();
        self.0..end
    }
}

/// The value sets of one list of numbers, with values of type `V` (`u64`,
/// or `u32` where the numbers keep every value within 32 bits) and records
/// of type `R`. Reusable: [`ValueSets::reset`] starts on new numbers
/// without giving back the memory.
#[derive(Debug)]
pub(crate) struct ValueSets<V, R> {
    numbers: SmallVec<[u64; MAX_NUMBERS]>,
    /// All value sets, one after another; `spans[mask]` locates each (a
    /// subset with the same numbers as an earlier one shares its span).
    values: Vec<V>,
    records: Vec<R>,
    spans: Vec<(usize, usize)>,
    twins: Twins,
    /// Which results are kept: the solver skips those equal to an operand
    /// (the same value is then reachable with fewer numbers, so the union
    /// over all subsets and the fewest-numbers answer are unchanged).
    results: Results,
    dedup: Dedup,
}

impl<V: Value, R: Record> ValueSets<V, R> {
    /// An engine keeping `results`, with no numbers yet.
    pub(crate) fn new(results: Results) -> Self {
        Self {
            numbers: SmallVec::new(),
            values: Vec::new(),
            records: Vec::new(),
            spans: Vec::new(),
            twins: Twins::new(&[]),
            results,
            dedup: Dedup::new(R::KEPT),
        }
    }

    /// The engine on `numbers`, with only the single numbers' sets filled.
    pub(crate) fn of(numbers: &[u64], results: Results) -> Result<Self, RoundError> {
        let mut sets = Self::new(results);
        sets.reset(numbers)?;
        Ok(sets)
    }

    /// Starts again on `numbers`: only the single numbers' sets filled.
    pub(crate) fn reset(&mut self, numbers: &[u64]) -> Result<(), RoundError> {
        check_numbers(numbers, MAX_NUMBERS)?;
        self.numbers = SmallVec::from_slice(numbers);
        self.twins = Twins::new(numbers);
        self.values.clear();
        self.records.clear();
        self.spans.clear();
        self.spans.resize(1 << numbers.len(), (0, 0));
        for (i, &n) in numbers.iter().enumerate() {
            self.values.push(V::narrow(n));
            self.records.push(R::number(n));
            self.spans[1 << i] = (i, i + 1);
        }
        Ok(())
    }

    pub(crate) fn len(&self) -> usize {
        self.numbers.len()
    }

    pub(crate) fn twins(&self) -> &Twins {
        &self.twins
    }

    pub(crate) fn full(&self) -> usize {
        (1 << self.numbers.len()) - 1
    }

    pub(crate) fn set(&self, mask: usize) -> &[V] {
        let (from, to) = self.spans[mask];
        &self.values[from..to]
    }

    fn entries(&self, mask: usize) -> (&[V], &[R]) {
        let (from, to) = self.spans[mask];
        (&self.values[from..to], &self.records[from..to])
    }

    /// The masks with `k` numbers, in increasing order.
    pub(crate) fn level(&self, k: usize) -> impl Iterator<Item = usize> + use<V, R> {
        level(self.len(), k)
    }

    /// Fills the value sets of every subset of `k >= 2` numbers; the smaller
    /// subsets must be filled already. A value beyond `V` is not a value of
    /// the game, and is left out.
    ///
    /// With a `bound`, the subsets missing one number `x` keep only the
    /// values that can still land at or below `bound` when combined with
    /// `x`: those up to `bound + x` (by `+`, `-`, and `*` when `x > 1`) and
    /// the multiples of `x` up to `bound * x` (by `/`). Their sets then
    /// serve only [`ValueSets::each_in_range`] up to `bound`.
    pub(crate) fn fill_level(&mut self, k: usize, bound: Option<u64>) {
        let (n, full) = (self.len(), self.full());
        for mask in level(n, k) {
            // An earlier subset with equal numbers has the same values.
            if let Some(twin) = self.twins.twin(mask) {
                self.spans[mask] = self.spans[twin];
                continue;
            }
            let keep = match bound {
                Some(hi) if k + 1 == n => {
                    let x = self.numbers[(full ^ mask).trailing_zeros() as usize];
                    Keep {
                        near: hi.saturating_add(x),
                        far: hi.saturating_mul(x),
                        x: V::narrow(x),
                    }
                }
                _ => Keep::ALL,
            };
            let Self {
                values,
                records,
                spans,
                dedup,
                results,
                ..
            } = self;
            for (a_mask, b_mask) in splits(mask) {
                let ((a0, a1), (b0, b1)) = (spans[a_mask], spans[b_mask]);
                let (bs, brs) = (&values[b0..b1], &records[b0..b1]);
                for (&a, &ra) in values[a0..a1].iter().zip(&records[a0..a1]) {
                    for (&b, &rb) in bs.iter().zip(brs) {
                        let pair = R::pair(ra, rb);
                        // A result equal to an operand (under
                        // `Results::New`) is reachable with fewer numbers,
                        // and no higher peak.
                        for_each_result(a, b, *results, |r| {
                            if keep.keeps(r) {
                                let wide = r.into();
                                dedup.push(wide, pair.result(wide).tag());
                            }
                        });
                    }
                }
            }
            let from = values.len();
            dedup.drain(|v, tag| {
                values.push(V::narrow(v));
                records.push(R::from_tag(tag));
            });
            spans[mask] = (from, values.len());
        }
    }

    /// Fills every level below the full set.
    pub(crate) fn fill_proper(&mut self) {
        for k in 2..self.len() {
            self.fill_level(k, None);
        }
    }

    pub(crate) fn contains(&self, mask: usize, v: V) -> bool {
        self.set(mask).binary_search(&v).is_ok()
    }

    /// Calls `f(value, record)` for every value in `range` of every filled
    /// subset but the full one (a subset with the same numbers as an earlier
    /// one is skipped).
    pub(crate) fn each_stored_in_range(&self, range: RangeInclusive<u64>, mut f: impl FnMut(V, R)) {
        let full = self.full();
        for mask in (1..=full).filter(|&m| m != full || self.len() == 1) {
            if self.twins.twin(mask).is_some() {
                continue;
            }
            let (values, records) = self.entries(mask);
            let from = values.partition_point(|&v| v.into() < *range.start());
            for (&v, &r) in values[from..].iter().zip(&records[from..]) {
                if v.into() > *range.end() {
                    break;
                }
                f(v, r);
            }
        }
    }

    /// Calls `f(value, record)` for every way a value in `range` is `a op b`
    /// with `a` and `b` values of the two parts of a split of `mask`, without
    /// filling the set of `mask` (the sets of its proper subsets must be
    /// filled). For each value `x` of the part with fewer values, in
    /// increasing order, the partners `y` that land in range form windows of
    /// the other part's sorted values, each found by a cursor that follows
    /// its bound as `x` grows.
    pub(crate) fn each_in_range(
        &self,
        mask: usize,
        range: RangeInclusive<u64>,
        mut f: impl FnMut(V, R),
    ) {
        // Every value is positive: a range from 0 starts at 1.
        let (lo, hi) = ((*range.start()).max(1), *range.end());
        if lo > hi {
            return;
        }
        let mut hit = |op: Op, (a, ra): (V, R), (b, rb): (V, R)| {
            if let Some(r) = apply(op, a, b) {
                let wide = r.into();
                if (lo..=hi).contains(&wide) {
                    f(r, R::pair(ra, rb).result(wide));
                }
            }
        };
        for (s, o) in sides(mask, |m| self.set(m).len()) {
            let ((xs, xr), (ys, yr)) = (self.entries(s), self.entries(o));
            let mut cursors: [Cursor; 6] = Default::default();
            let [add, sub, rsub, mul, div, rdiv] = &mut cursors;
            for (&x, &rx) in xs.iter().zip(xr) {
                let x64: u64 = x.into();
                if x64 < hi {
                    let w = add.window(ys, lo.saturating_sub(x64), hi - x64);
                    each(ys, yr, w, |y, ry| hit(Op::Add, (x, rx), (y, ry)));
                }
                if x64 > lo {
                    let w = sub.window(ys, x64.saturating_sub(hi), x64 - lo);
                    each(ys, yr, w, |y, ry| hit(Op::Sub, (x, rx), (y, ry)));
                }
                let w = rsub.window(ys, x64.saturating_add(lo), x64.saturating_add(hi));
                each(ys, yr, w, |y, ry| hit(Op::Sub, (y, ry), (x, rx)));
                if x64 > 1 {
                    if x64 <= hi {
                        let w = mul.window(ys, lo.div_ceil(x64), hi / x64);
                        each(ys, yr, w, |y, ry| hit(Op::Mul, (x, rx), (y, ry)));
                    }
                    let w = rdiv.window(ys, lo.saturating_mul(x64), hi.saturating_mul(x64));
                    each(ys, yr, w, |y, ry| hit(Op::Div, (y, ry), (x, rx)));
                }
                if x64 >= lo {
                    let w = div.window(ys, x64 / hi, x64 / lo);
                    each(ys, yr, w, |y, ry| hit(Op::Div, (x, rx), (y, ry)));
                }
            }
        }
    }

    /// Calls `f(left_mask, left, op, right_mask, right)` for every way of
    /// writing `v` as `left op right` with `left` a value of one part of a
    /// split of `mask` and `right` of the other (both orders); the sets of
    /// all proper subsets of `mask` must be filled. Stops when `f` returns
    /// `true`, and then returns `true`.
    pub(crate) fn decompose(
        &self,
        mask: usize,
        v: V,
        mut f: impl FnMut(usize, V, Op, usize, V) -> bool,
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
    pub(crate) fn expr(&self, mask: usize, v: V) -> Expr {
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
            (lm.count_ones(), l.into(), self.expr(lm, l)),
            (rm.count_ones(), r.into(), self.expr(rm, r)),
        )
    }
}

/// Calls `f` with the values and records at the positions of `window`.
#[inline(always)]
fn each<V: Copy, R: Copy>(
    values: &[V],
    records: &[R],
    window: core::ops::Range<usize>,
    mut f: impl FnMut(V, R),
) {
    for (&v, &r) in values[window.clone()].iter().zip(&records[window]) {
        f(v, r);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cursor's windows against a plain filter, the bounds moving both
    /// ways and jumping far.
    #[test]
    fn cursor_windows_match_a_filter() {
        let set: Vec<u32> = (0..300).map(|i| i * i % 1_000 + i * 7).collect::<Vec<_>>();
        let mut set = set;
        set.sort_unstable();
        set.dedup();
        let mut cursor = Cursor::default();
        let bounds = [
            (0, 50),
            (500, 900),
            (40, 45),
            (3_000, 3_100),
            (0, 0),
            (1_990, 2_600),
            (7, 7),
        ];
        for (from, to) in bounds.into_iter().chain(bounds.into_iter().rev()) {
            let got: Vec<u32> = cursor.window(&set, from, to).map(|i| set[i]).collect();
            let want: Vec<u32> = set
                .iter()
                .copied()
                .filter(|&v| (from..=to).contains(&u64::from(v)))
                .collect();
            assert_eq!(got, want, "{from}..={to}");
        }
    }
}
