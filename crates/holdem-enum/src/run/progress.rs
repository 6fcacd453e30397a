//! What a watched calculation reports while it runs.

use std::time::Duration;

use crate::Equity;

/// A progress report of a [`Calculation`](crate::Calculation): how much is done, and the
/// running totals.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Calculation, Matchup, Method, Progress};
/// use std::time::Duration;
///
/// let matchup = Matchup::new(["AhKh".parse()?, "any".parse()?]).board("Qh 7h 2c".parse()?);
/// let mut running = Vec::new();
/// let calculation = Calculation::exact()
///     .progress_every(Duration::ZERO)
///     .progress(|p: &Progress| running.push((p.fraction, p.equity.method)));
/// let equity = matchup.calculate(calculation)?;
/// let (last, method) = running.pop().unwrap();
/// assert_eq!((last, method), (1.0, Method::Exact));
/// assert!(running.iter().all(|(f, m)| *f < 1.0 && m.partial().is_some()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Progress {
    /// The running totals: the counts of the pieces counted so far, with
    /// a partial method ([`PartialReason::Running`](crate::PartialReason::Running));
    /// in the last report of a complete run, the result.
    pub equity: Equity,
    /// The fraction of the work done, 0 to 1, never less than in the
    /// report before: of the pieces counted; or, for Monte Carlo with a
    /// target standard error, of the way to the target (of the deals that
    /// the standard errors so far say it needs, or of the cap if that is
    /// more).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, MonteCarlo, Progress};
    /// use std::time::Duration;
    ///
    /// let matchup = Matchup::new(["AhKh".parse()?, "QQ".parse()?]);
    /// let mut fractions = Vec::new();
    /// let calculation = Calculation::monte_carlo(MonteCarlo::new().target_std_error(0.001))
    ///     .progress_every(Duration::ZERO)
    ///     .progress(|p: &Progress| fractions.push(p.fraction));
    /// let equity = matchup.calculate(calculation)?;
    /// assert_eq!(equity.target_reached, Some(true));
    /// assert!(fractions.windows(2).all(|w| w[0] <= w[1]));
    /// assert!(fractions[0] > 0.0 && fractions[0] < 1.0);
    /// assert_eq!(fractions.last(), Some(&1.0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fraction: f64,
    /// The time since the calculation started.
    pub elapsed: Duration,
}
