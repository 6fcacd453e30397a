use core::fmt;

use crate::values::{ValueSets, splits};
use crate::{Error, Expr};

/// The solver's answer: an expression whose value is the target if any is,
/// else as close to it as any expression gets.
///
/// Among expressions equally close, one with the fewest numbers (hence the
/// fewest operations) is chosen, and between a value below and one above the
/// target at the same distance, the lower.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    expr: Expr,
    value: u64,
    target: u32,
}

impl Solution {
    /// The expression.
    ///
    /// # Examples
    ///
    /// ```
    /// let s = countdown_solver::solve(&[75, 9, 4], 375)?;
    /// assert_eq!(s.expr().to_string(), "(9-4)*75");
    /// # Ok::<(), countdown_solver::Error>(())
    /// ```
    #[must_use]
    pub fn expr(&self) -> &Expr {
        &self.expr
    }

    /// Its value.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(countdown_solver::solve(&[10, 9], 91)?.value(), 90);
    /// # Ok::<(), countdown_solver::Error>(())
    /// ```
    #[must_use]
    pub fn value(&self) -> u64 {
        self.value
    }

    /// The target it was solved for.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(countdown_solver::solve(&[10, 9], 91)?.target(), 91);
    /// # Ok::<(), countdown_solver::Error>(())
    /// ```
    #[must_use]
    pub fn target(&self) -> u32 {
        self.target
    }

    /// Whether the value is the target.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(!countdown_solver::solve(&[10, 9], 91)?.is_exact());
    /// # Ok::<(), countdown_solver::Error>(())
    /// ```
    #[must_use]
    pub fn is_exact(&self) -> bool {
        self.value == u64::from(self.target)
    }

    /// How far the value is from the target.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(countdown_solver::solve(&[10, 9], 91)?.distance(), 1);
    /// # Ok::<(), countdown_solver::Error>(())
    /// ```
    #[must_use]
    pub fn distance(&self) -> u64 {
        self.value.abs_diff(u64::from(self.target))
    }

    /// How many of the numbers the expression uses.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(countdown_solver::solve(&[10, 9, 100], 100)?.numbers_used(), 1);
    /// # Ok::<(), countdown_solver::Error>(())
    /// ```
    #[must_use]
    pub fn numbers_used(&self) -> usize {
        self.expr.operations() + 1
    }
}

impl fmt::Display for Solution {
    /// Writes the expression and its value, as `(9-4)*75 = 375`.
    ///
    /// # Examples
    ///
    /// ```
    /// let s = countdown_solver::solve(&[75, 9, 4], 375)?;
    /// assert_eq!(s.to_string(), "(9-4)*75 = 375");
    /// # Ok::<(), countdown_solver::Error>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} = {}", self.expr, self.value)
    }
}

/// Solves a Countdown numbers round under the real rules: any bracketing,
/// `+ - * /`, every intermediate result a positive integer, each number used
/// at most once and not all needed.
///
/// Returns an exact solution with the fewest numbers if one exists, else the
/// closest value reachable (ties as described on [`Solution`]).
///
/// # Errors
///
/// [`Error::NoNumbers`], [`Error::TooManyNumbers`] (more than
/// [`MAX_NUMBERS`](crate::MAX_NUMBERS)), [`Error::ZeroNumber`],
/// [`Error::ZeroTarget`], and [`Error::Overflow`] when the search needs a
/// value beyond `u64` (possible only with very large numbers).
///
/// # Examples
///
/// ```
/// let s = countdown_solver::solve(&[100, 75, 25, 9, 4, 2], 375)?;
/// assert!(s.is_exact());
/// assert_eq!(s.numbers_used(), 3);
/// assert_eq!(s.expr().eval(), Some(375));
///
/// let s = countdown_solver::solve(&[1, 2, 3, 4, 5, 6], 729)?;
/// assert_eq!(s.distance(), 1); // 728 = (6*3*5+1)*4*2
/// # Ok::<(), countdown_solver::Error>(())
/// ```
pub fn solve(numbers: &[u32], target: u32) -> Result<Solution, Error> {
    if target == 0 {
        return Err(Error::ZeroTarget);
    }
    let mut sets = ValueSets::new(numbers, true)?;
    let t = u64::from(target);
    let n = sets.len();
    // Level by level, so the first exact hit uses the fewest numbers. A level
    // is probed before it is filled (the probe looks into smaller subsets
    // only), and first while the level just below is still empty: then only
    // splits into smaller parts can match, and if one does the level below
    // is never filled. Otherwise it is filled and the level probed again.
    for k in 1..=n {
        let probe = |sets: &ValueSets| {
            sets.level(k)
                .find(|&m| k == 1 && sets.contains(m, t) || k > 1 && reaches(sets, m, t))
        };
        let mut hit = probe(&sets);
        if hit.is_none() && k > 2 {
            sets.fill_level(k - 1)?;
            hit = probe(&sets);
        }
        if let Some(mask) = hit {
            return Ok(Solution {
                expr: sets.expr(mask, t),
                value: t,
                target,
            });
        }
    }
    // No exact solution: the closest value among all proper subsets, then
    // the full set, searched without filling its (largest) value set.
    let mut best = Best::new(t);
    for mask in (1..=sets.full()).filter(|&m| m != sets.full() || n == 1) {
        let set = sets.set(mask);
        let i = set.partition_point(|&v| v < t);
        for &v in set[i.saturating_sub(1)..(i + 1).min(set.len())].iter() {
            best.consider(v, mask);
        }
    }
    if n > 1 {
        nearest_in_full(&sets, &mut best);
    }
    let (value, mask) = (best.value, best.mask);
    Ok(Solution {
        expr: sets.expr(mask, value),
        value,
        target,
    })
}

fn reaches(sets: &ValueSets, mask: usize, t: u64) -> bool {
    sets.decompose(mask, t, |_, _, _, _, _| true)
}

/// The best candidate so far: smallest distance, then fewest numbers, then
/// lowest value.
struct Best {
    target: u64,
    value: u64,
    mask: usize,
    key: (u64, u32, u64),
}

impl Best {
    fn new(target: u64) -> Self {
        Self {
            target,
            value: 0,
            mask: 0,
            key: (u64::MAX, u32::MAX, u64::MAX),
        }
    }

    fn distance(&self) -> u64 {
        self.key.0
    }

    fn consider(&mut self, value: u64, mask: usize) {
        let key = (value.abs_diff(self.target), mask.count_ones(), value);
        if key < self.key {
            self.key = key;
            self.value = value;
            self.mask = mask;
        }
    }
}

/// Improves `best` with the values of the full set, combining the two sides
/// of each split: `+ - *` by binary search for the partner that lands
/// nearest, `/` by scanning the partners that can land within the current
/// best distance.
fn nearest_in_full(sets: &ValueSets, best: &mut Best) {
    let full = sets.full();
    let t = best.target;
    for (p, q) in splits(full) {
        let (s, o) = if sets.set(p).len() <= sets.set(q).len() {
            (p, q)
        } else {
            (q, p)
        };
        let other = sets.set(o);
        for &x in sets.set(s) {
            // Monotone in the partner y: look around the ideal partner.
            let ideal = [
                (t.saturating_sub(x), 0u8),
                (x.saturating_sub(t), 1),
                (x.saturating_add(t), 2),
                (t / x, 3),
            ];
            for (y0, kind) in ideal {
                let i = other.partition_point(|&y| y < y0);
                for &y in &other[i.saturating_sub(1)..(i + 2).min(other.len())] {
                    let v = match kind {
                        0 => x.checked_add(y),
                        1 => x.checked_sub(y),
                        2 => y.checked_sub(x),
                        _ => x.checked_mul(y),
                    };
                    if let Some(v) = v.filter(|&v| v > 0 && v != x && v != y) {
                        best.consider(v, full);
                    }
                }
            }
            // x / y within the best distance: y in [x / (t + d), x / (t - d)].
            let d = best.distance();
            let (lo, hi) = (t.saturating_add(d), t.saturating_sub(d).max(1));
            let from = other.partition_point(|&y| y < x / lo.saturating_add(1));
            for &y in other[from..].iter().take_while(|&&y| y <= x / hi) {
                if x % y == 0 && x / y != x && x / y != y {
                    best.consider(x / y, full);
                }
            }
            // y / x within the best distance: y in [x (t - d), x (t + d)].
            let d = best.distance();
            let lo = x.saturating_mul(t.saturating_sub(d).max(1));
            let hi = x.saturating_mul(t.saturating_add(d));
            let from = other.partition_point(|&y| y < lo);
            for &y in other[from..].iter().take_while(|&&y| y <= hi) {
                if y % x == 0 && y / x != x && y / x != y {
                    best.consider(y / x, full);
                }
            }
        }
    }
}
