//! The solver: an exact solution with the fewest numbers, else the closest
//! value.

use core::fmt;

use crate::MAX_NUMBERS;
use crate::error::check_round;
use crate::op::Results;
use crate::values::ValueSets;
use crate::{Expr, RoundError, score};

/// An expression that follows the rules, with its value and the target it
/// answers: the solver's answer (see [`solve`]), or a player's (see
/// [`Round::answer`](crate::Round::answer)).
///
/// The solver's is an expression whose value is the target if any is, else
/// as close to it as any expression gets. Among expressions equally close,
/// one with the fewest numbers (hence the fewest operations) is chosen, and
/// between a value below and one above the target at the same distance, the
/// lower.
///
/// # Examples
///
/// ```
/// let s = countdown_solver::solve(&[10, 9], 91)?; // 90 and 92 are both 1 away
/// assert_eq!((s.value(), s.distance(), s.is_exact()), (90, 1, false));
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
///
/// With the `serde` feature a solution is written as its expression (text),
/// value and target, and read back only if it is one this crate could have
/// made: a positive target, at most [`MAX_NUMBERS`] numbers, every step
/// following the rules, and the value the expression's. (The text of an
/// expression regroups chains, so a solution whose regrouped text would
/// pass 64 bits, such as `x*(6/2)` written `x*6/2` with `x*6` beyond
/// `u64`, is refused too.)
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Solution {
    expr: Expr,
    value: u64,
    target: u64,
}

impl Solution {
    pub(crate) fn new(expr: Expr, value: u64, target: u64) -> Self {
        Self {
            expr,
            value,
            target,
        }
    }

    /// The expression.
    ///
    /// # Examples
    ///
    /// ```
    /// let s = countdown_solver::solve(&[75, 9, 4], 375)?;
    /// assert_eq!(s.expr().to_string(), "(9-4)*75");
    /// # Ok::<(), countdown_solver::RoundError>(())
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
    /// # Ok::<(), countdown_solver::RoundError>(())
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
    /// # Ok::<(), countdown_solver::RoundError>(())
    /// ```
    #[must_use]
    pub fn target(&self) -> u64 {
        self.target
    }

    /// Whether the value is the target.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(!countdown_solver::solve(&[10, 9], 91)?.is_exact());
    /// # Ok::<(), countdown_solver::RoundError>(())
    /// ```
    #[must_use]
    pub fn is_exact(&self) -> bool {
        self.value == self.target
    }

    /// How far the value is from the target.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(countdown_solver::solve(&[10, 9], 91)?.distance(), 1);
    /// # Ok::<(), countdown_solver::RoundError>(())
    /// ```
    #[must_use]
    pub fn distance(&self) -> u64 {
        self.value.abs_diff(self.target)
    }

    /// The points it scores, as on the programme (see
    /// [`score`](crate::score)): 10 for the target, 7 within 5, 5 within
    /// 10.
    ///
    /// # Examples
    ///
    /// ```
    /// let round = countdown_solver::Round::new([100, 75, 25, 9, 4, 2], 380)?;
    /// assert_eq!(round.answer("(9 - 4) * 75")?.points(), 7);
    /// assert_eq!(round.solve().points(), 10);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn points(&self) -> u32 {
        score(self.target, self.value)
    }

    /// How many of the numbers the expression uses.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(countdown_solver::solve(&[10, 9, 100], 100)?.numbers_used(), 1);
    /// # Ok::<(), countdown_solver::RoundError>(())
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
    /// # Ok::<(), countdown_solver::RoundError>(())
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
/// closest value reachable (ties as described on [`Solution`]). Values are
/// `u64`; a calculation that would need a larger intermediate value is not a
/// candidate (see [`Op::apply`](crate::Op::apply)), so every valid input has an answer, however
/// large its numbers.
///
/// # Errors
///
/// [`RoundError::NoNumbers`], [`RoundError::TooManyNumbers`] (more than
/// [`MAX_NUMBERS`]), [`RoundError::ZeroNumber`] and
/// [`RoundError::ZeroTarget`].
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
///
/// // Products beyond 64 bits are simply not candidates.
/// let s = countdown_solver::solve(&[8000, 8001, 8002, 8003, 8004, 8005], 5000)?;
/// assert_eq!(s.to_string(), "(8004/(8005-8001)+8003)/(8002-8000) = 5002");
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
pub fn solve(numbers: &[u64], target: u64) -> Result<Solution, RoundError> {
    check_round(numbers, target, MAX_NUMBERS)?;
    let mut sets = ValueSets::<u64, ()>::of(numbers, Results::New)?;
    let t = target;
    let n = sets.len();
    // Level by level, so the first exact hit uses the fewest numbers. A level
    // is probed before it is filled (the probe looks into smaller subsets
    // only), and first while the level just below is still empty: then only
    // splits into smaller parts can match, and if one does the level below
    // is never filled. Otherwise it is filled and the level probed again.
    for k in 1..=n {
        let probe = |sets: &ValueSets<u64, ()>| {
            sets.level(k)
                .find(|&m| k == 1 && sets.contains(m, t) || k > 1 && reaches(sets, m, t))
        };
        let mut hit = probe(&sets);
        if hit.is_none() && k > 2 {
            sets.fill_level(k - 1, None);
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
    // The full set's values within the best distance so far.
    if n > 1 {
        let (full, d) = (sets.full(), best.key.0);
        let window = t.saturating_sub(d)..=t.saturating_add(d);
        sets.each_in_range(full, window, |v, ()| best.consider(v, full));
    }
    let (value, mask) = (best.value, best.mask);
    Ok(Solution {
        expr: sets.expr(mask, value),
        value,
        target,
    })
}

fn reaches(sets: &ValueSets<u64, ()>, mask: usize, t: u64) -> bool {
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

    fn consider(&mut self, value: u64, mask: usize) {
        let key = (value.abs_diff(self.target), mask.count_ones(), value);
        if key < self.key {
            self.key = key;
            self.value = value;
            self.mask = mask;
        }
    }
}
