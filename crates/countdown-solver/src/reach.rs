//! The targets of a range one selection reaches, with the smallest peak
//! each needs: the engine of the survey.

use crate::error::check_numbers;
use crate::op::Results;
use crate::values::{Peak, ValueSets};
use crate::{MAX_NUMBERS, ReachError, TargetRange};

/// The targets of a range that one selection of numbers can reach, each with
/// the smallest peak it needs: the largest value (number or intermediate
/// result) in its best calculation.
///
/// Computed by the crate's dynamic program over subsets: for every subset
/// of the numbers, the values it makes paired with their smallest peak; the
/// full set is never stored, only combined straight into the targets.
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
    pub fn new(numbers: &[u64], range: TargetRange) -> Result<Self, ReachError> {
        reachable(&mut PeakSets::new(Results::New), numbers, range)
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
    pub fn contains(&self, t: u64) -> bool {
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
    pub fn peak(&self, t: u64) -> Option<u64> {
        if !self.range.contains(t) {
            return None;
        }
        let p = self.peaks[(t - self.range.lo()) as usize];
        (p > 0).then_some(u64::from(p))
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
    pub fn targets(&self) -> impl Iterator<Item = u64> + '_ {
        self.reached().map(|(t, _)| t)
    }

    /// The reachable targets, in increasing order, each with its smallest
    /// peak.
    pub(crate) fn reached(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        let lo = self.range.lo();
        self.peaks
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0)
            .map(move |(i, &p)| (lo + i as u64, u64::from(p)))
    }
}

/// The value sets the survey reuses from one selection to the next: 32-bit
/// values, each with its smallest peak.
pub(crate) type PeakSets = ValueSets<u32, Peak>;

/// The reachable targets of `range` from `numbers`, computed in `sets`.
pub(crate) fn reachable(
    sets: &mut PeakSets,
    numbers: &[u64],
    range: TargetRange,
) -> Result<Reachable, ReachError> {
    check_numbers(numbers, MAX_NUMBERS)?;
    let bound = numbers
        .iter()
        .try_fold(1u64, |acc, &n| acc.checked_mul(n.checked_add(1)?));
    // Every value made from the numbers is below the product of (n + 1).
    if bound.is_none_or(|b| b > 1 << 32) {
        return Err(ReachError::TooLarge);
    }
    sets.reset(numbers)?;
    let n = numbers.len();
    let (lo, hi) = (range.lo(), range.hi());
    // The full set is never stored: its values in range are combined
    // straight into the targets, so the sets missing one number keep only
    // what can still land in range.
    for k in 2..n {
        sets.fill_level(k, Some(hi));
    }
    let mut peaks = vec![u32::MAX; range.len()];
    let mut hit = |t: u32, Peak(p): Peak| {
        let slot = &mut peaks[(u64::from(t) - lo) as usize];
        *slot = (*slot).min(p);
    };
    let targets = lo..=hi;
    sets.each_stored_in_range(targets.clone(), &mut hit);
    if n > 1 {
        sets.each_in_range(sets.full(), targets, &mut hit);
    }
    for p in &mut peaks {
        if *p == u32::MAX {
            *p = 0;
        }
    }
    Ok(Reachable { range, peaks })
}
