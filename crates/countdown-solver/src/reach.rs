//! The targets of a range one selection reaches, with the smallest peak
//! each needs: the engine of the survey.

use crate::dedup::Dedup;
use crate::divides::divides;
use crate::error::check_numbers;
use crate::op::{Results, apply, for_each_result};
use crate::subsets::{Twins, level, sides, splits};
use crate::{MAX_NUMBERS, Op, ReachError, TargetRange};

/// The targets of a range that one selection of numbers can reach, each with
/// the smallest peak it needs: the largest value (number or intermediate
/// result) in its best calculation.
///
/// Computed by a dynamic program over subsets: for every subset of the
/// numbers, the values it makes paired with their smallest peak; the full
/// set is never stored, only combined straight into the targets.
///
/// # Examples
///
/// ```
/// use countdown_solver::{Reachable, TargetRange};
/// let r = Reachable::new(&[100, 75, 25, 9, 4, 2], TargetRange::STANDARD)?;
/// // (9-4)*75 needs nothing above 375; 100*4-25 would pass 400.
/// assert_eq!(r.peak(375), Some(375));
/// # Ok::<(), countdown_solver::ReachError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reachable {
    range: TargetRange,
    /// Smallest peak per target, 0 when unreachable.
    peaks: Vec<u32>,
}

impl Reachable {
    /// The targets of `range` reachable from `numbers` (any subset, each
    /// number at most once).
    ///
    /// # Errors
    ///
    /// [`ReachError::Numbers`] for numbers that [`solve`](crate::solve)
    /// does not accept, and [`ReachError::TooLarge`] when the numbers could
    /// make a value beyond `u32` (the product of the numbers plus one each
    /// exceeds 2³²): this search keeps values in 32 bits.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Reachable, TargetRange};
    /// let r = Reachable::new(&[1, 3, 7, 10, 25, 50], TargetRange::STANDARD)?;
    /// assert!(r.contains(765));
    /// assert!(!r.contains(831));
    /// # Ok::<(), countdown_solver::ReachError>(())
    /// ```
    pub fn new(numbers: &[u32], range: TargetRange) -> Result<Self, ReachError> {
        ReachEngine::new().run(numbers, range)
    }

    /// The range searched.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Reachable, TargetRange};
    /// let r = Reachable::new(&[50, 3], TargetRange::STANDARD)?;
    /// assert_eq!(r.range(), TargetRange::STANDARD);
    /// # Ok::<(), countdown_solver::ReachError>(())
    /// ```
    #[must_use]
    pub fn range(&self) -> TargetRange {
        self.range
    }

    /// Whether `t` is reachable (false outside the range).
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Reachable, TargetRange};
    /// let r = Reachable::new(&[50, 3], TargetRange::STANDARD)?;
    /// assert!(r.contains(150) && !r.contains(151));
    /// # Ok::<(), countdown_solver::ReachError>(())
    /// ```
    #[must_use]
    pub fn contains(&self, t: u32) -> bool {
        self.peak(t).is_some()
    }

    /// The smallest peak a calculation of `t` needs, if `t` is reachable.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Reachable, TargetRange};
    /// let r = Reachable::new(&[75, 8, 6], TargetRange::THREE_DIGITS)?;
    /// assert_eq!(r.peak(150), Some(150)); // 75*(8-6)
    /// assert_eq!(r.peak(100), Some(600)); // 75*8/6, the only way
    /// # Ok::<(), countdown_solver::ReachError>(())
    /// ```
    #[must_use]
    pub fn peak(&self, t: u32) -> Option<u32> {
        if !self.range.contains(t) {
            return None;
        }
        let p = self.peaks[(t - self.range.lo()) as usize];
        (p > 0).then_some(p)
    }

    /// How many targets are reachable.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Reachable, TargetRange};
    /// let r = Reachable::new(&[50, 3], TargetRange::STANDARD)?;
    /// assert_eq!(r.count(), 1); // 150 (53, 47, 50/3 are out of range or inexact)
    /// # Ok::<(), countdown_solver::ReachError>(())
    /// ```
    #[must_use]
    pub fn count(&self) -> usize {
        self.peaks.iter().filter(|&&p| p > 0).count()
    }

    /// The reachable targets, in increasing order.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Reachable, TargetRange};
    /// let r = Reachable::new(&[100, 2, 1], TargetRange::STANDARD)?;
    /// assert_eq!(r.targets().collect::<Vec<_>>(), [101, 102, 103, 198, 199, 200, 201, 202, 300]);
    /// # Ok::<(), countdown_solver::ReachError>(())
    /// ```
    pub fn targets(&self) -> impl Iterator<Item = u32> + '_ {
        let lo = self.range.lo();
        self.peaks
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0)
            .map(move |(i, _)| lo + i as u32)
    }
}

/// Which values of a subset are worth keeping: all up to `near`, and the
/// multiples of `x` up to `far`.
#[derive(Debug, Clone, Copy)]
struct Keep {
    near: u32,
    far: u32,
    x: u32,
}

/// The entries of `from` (sorted) up to value `to`, unpacked.
fn upto(from: &[u64], to: u64) -> impl Iterator<Item = (u32, u32)> + '_ {
    from.iter()
        .map(|&e| unpack(e))
        .take_while(move |&(y, _)| u64::from(y) <= to)
}

/// A position in a sorted set that follows a moving lower bound, in either
/// direction, in time proportional to the distance moved.
#[derive(Debug, Default)]
struct Cursor(usize);

impl Cursor {
    /// Moves to the first entry whose value is at least `from`, and returns
    /// the entries from there.
    fn seek<'a>(&mut self, set: &'a [u64], from: u64) -> &'a [u64] {
        while self.0 > 0 && set[self.0 - 1] >> 32 >= from {
            self.0 -= 1;
        }
        while self.0 < set.len() && set[self.0] >> 32 < from {
            self.0 += 1;
        }
        &set[self.0..]
    }
}

/// Reusable buffers for [`Reachable`], so a survey allocates once per thread.
#[derive(Debug)]
pub(crate) struct ReachEngine {
    /// Per subset: `value << 32 | peak`, sorted, one entry per value (the
    /// smallest peak).
    sets: Vec<Vec<u64>>,
    dedup: Dedup,
}

const fn pack(value: u32, peak: u32) -> u64 {
    ((value as u64) << 32) | peak as u64
}

const fn unpack(e: u64) -> (u32, u32) {
    ((e >> 32) as u32, e as u32)
}

impl ReachEngine {
    pub(crate) fn new() -> Self {
        Self {
            sets: Vec::new(),
            dedup: Dedup::new(true),
        }
    }

    pub(crate) fn run(
        &mut self,
        numbers: &[u32],
        range: TargetRange,
    ) -> Result<Reachable, ReachError> {
        check_numbers(numbers, MAX_NUMBERS)?;
        let bound = numbers
            .iter()
            .try_fold(1u64, |acc, &n| acc.checked_mul(u64::from(n) + 1));
        // Every value made from the numbers is below the product of (n + 1).
        if bound.is_none_or(|b| b > 1 << 32) {
            return Err(ReachError::TooLarge);
        }
        let n = numbers.len();
        let full = (1usize << n) - 1;
        let (lo, hi) = (range.lo(), range.hi());
        let mut peaks = vec![u32::MAX; range.len()];
        self.sets.resize_with(1 << n, Vec::new);
        for (i, &x) in numbers.iter().enumerate() {
            self.sets[1 << i].clear();
            self.sets[1 << i].push(pack(x, x));
        }
        let twins = Twins::new(numbers);
        for k in 2..n {
            for mask in level(n, k) {
                // An earlier subset with equal numbers has the same values.
                if let Some(twin) = twins.twin(mask) {
                    let mut set = core::mem::take(&mut self.sets[mask]);
                    set.clear();
                    set.extend_from_slice(&self.sets[twin]);
                    self.sets[mask] = set;
                    continue;
                }
                // A subset missing only `x` is used once more, as `v op x`,
                // which lands in range only if v <= hi + x (for + and -, and
                // * when x > 1) or v is a multiple of x up to hi * x (for /).
                let keep = if k == n - 1 {
                    let x = numbers[(full ^ mask).trailing_zeros() as usize];
                    Keep {
                        near: hi.saturating_add(x),
                        far: hi.saturating_mul(x),
                        x,
                    }
                } else {
                    Keep {
                        near: u32::MAX,
                        far: 0,
                        x: 1,
                    }
                };
                self.fill(mask, keep);
            }
        }
        // Every subset's values but the full set's, which are not stored
        // (unless it is a single number).
        let stored = if n == 1 { 1 } else { full - 1 };
        for set in &self.sets[1..=stored] {
            let from = set.partition_point(|&e| e < pack(lo, 0));
            for &e in &set[from..] {
                let (v, p) = unpack(e);
                if v > hi {
                    break;
                }
                let slot = &mut peaks[(v - lo) as usize];
                *slot = (*slot).min(p);
            }
        }
        if n > 1 {
            self.top(full, lo, hi, &mut peaks);
        }
        for p in &mut peaks {
            if *p == u32::MAX {
                *p = 0;
            }
        }
        Ok(Reachable { range, peaks })
    }

    fn fill(&mut self, mask: usize, keep: Keep) {
        let dedup = &mut self.dedup;
        for (p, q) in splits(mask) {
            for &ea in &self.sets[p] {
                let (a, pa) = unpack(ea);
                for &eb in &self.sets[q] {
                    let (b, pb) = unpack(eb);
                    let peak = pa.max(pb);
                    // Results equal to an operand are skipped: the same value
                    // is reachable with fewer numbers and no higher peak.
                    for_each_result(a, b, Results::New, |r| {
                        if r <= keep.near || (r <= keep.far && divides(r, keep.x)) {
                            dedup.push(u64::from(r), peak.max(r));
                        }
                    });
                }
            }
        }
        let mut set = core::mem::take(&mut self.sets[mask]);
        set.clear();
        self.dedup.drain(|v, p| set.push(pack(v as u32, p)));
        self.sets[mask] = set;
    }

    /// Combines the two sides of every split of the full set straight into
    /// the targets: for each value `x` of the smaller side, in increasing
    /// order, the partners `y` that land in range form windows of the other
    /// side's sorted values, and each window's start only moves one way as
    /// `x` grows.
    fn top(&self, full: usize, lo: u32, hi: u32, peaks: &mut [u32]) {
        let mut hit = |t: Option<u32>, peak: u32| {
            if let Some(t) = t
                && (lo..=hi).contains(&t)
            {
                let slot = &mut peaks[(t - lo) as usize];
                *slot = (*slot).min(peak.max(t));
            }
        };
        let (lo64, hi64) = (u64::from(lo), u64::from(hi));
        for (s, o) in sides(full, |m| self.sets[m].len()) {
            let (s, o) = (&self.sets[s], &self.sets[o]);
            let mut cursors: [Cursor; 6] = Default::default();
            let [add, sub, rsub, mul, div, rdiv] = &mut cursors;
            for &e in s {
                let (x, px) = unpack(e);
                let x64 = u64::from(x);
                if x < hi {
                    // x + y
                    for (y, py) in upto(add.seek(o, lo64.saturating_sub(x64)), hi64 - x64) {
                        hit(apply(Op::Add, x, y), px.max(py));
                    }
                }
                if x > lo {
                    // x - y
                    let from = x64.saturating_sub(hi64);
                    for (y, py) in upto(sub.seek(o, from), x64 - lo64) {
                        hit(apply(Op::Sub, x, y), px.max(py));
                    }
                }
                // y - x
                for (y, py) in upto(rsub.seek(o, x64 + lo64), x64 + hi64) {
                    hit(apply(Op::Sub, y, x), px.max(py));
                }
                if x > 1 {
                    if x <= hi {
                        // x * y
                        for (y, py) in upto(mul.seek(o, lo.div_ceil(x).into()), (hi / x).into()) {
                            hit(apply(Op::Mul, x, y), px.max(py));
                        }
                    }
                    // y / x
                    for (y, py) in upto(rdiv.seek(o, lo64 * x64), hi64 * x64) {
                        hit(apply(Op::Div, y, x), px.max(py));
                    }
                }
                if x >= lo {
                    // x / y
                    for (y, py) in upto(div.seek(o, (x / hi).into()), (x / lo).into()) {
                        hit(apply(Op::Div, x, y), px.max(py));
                    }
                }
            }
        }
    }
}
