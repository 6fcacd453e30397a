//! A long calculation watched while it runs: progress reports, a time
//! limit and a cancel flag.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::MonteCarlo;
use crate::run::progress::Progress;
use crate::run::watch::{Engine, Report, Watch};

/// An equity calculation with its watch: exact or Monte Carlo, with
/// progress reports, a time limit, a cancel flag, or none of them. Run by
/// [`Matchup::calculate`](crate::Matchup::calculate), or, for a range
/// breakdown, by [`Matchup::breakdown`](crate::Matchup::breakdown).
///
/// The work is cut into pieces fixed in advance (classes of deals for
/// exact enumeration, blocks of [`MonteCarlo::BLOCK`] samples for Monte
/// Carlo) and counted in rounds of consecutive pieces, each round on all
/// of rayon's threads (or in order on the calling thread without the
/// `parallel` feature), sized to take about the reporting interval.
/// Before each piece the cancel flag and the time limit are looked at:
/// once either says stop, the round in progress is dropped and the
/// result holds the counts of the rounds before it, exactly, with a
/// partial [`Method`](crate::Method) that says why it stopped and how
/// many pieces it counted. A partial Monte Carlo result is the result of
/// a complete run of as many blocks, whatever the number of threads; a
/// partial exact result is marked [`Method::PartialExact`](crate::Method::PartialExact),
/// never `Exact`.
///
/// Progress is reported on the calling thread between rounds, at most
/// once per interval ([`progress_every`](Self::progress_every), 100 ms by
/// default), with the running totals; a complete run ends with a report
/// of fraction 1 holding the result.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Calculation, Matchup, Progress};
/// use std::sync::atomic::AtomicBool;
/// use std::time::Duration;
///
/// let matchup = Matchup::new(["AhKh".parse()?, "QQ,JJ".parse()?]).board("Qh 7h 2c".parse()?);
/// let cancel = AtomicBool::new(false);
/// let mut fractions = Vec::new();
/// let calculation = Calculation::exact()
///     .time_limit(Duration::from_secs(60))
///     .cancel(&cancel)
///     .progress(|progress: &Progress| fractions.push(progress.fraction));
/// let equity = matchup.calculate(calculation)?;
/// assert_eq!(equity, matchup.exact()?);
/// assert_eq!(fractions.last(), Some(&1.0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Calculation<'a> {
    engine: Engine,
    time_limit: Option<Duration>,
    cancel: Option<&'a AtomicBool>,
    report: Option<Report<'a>>,
    every: Duration,
}

impl core::fmt::Debug for Calculation<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Calculation")
            .field("engine", &self.engine)
            .field("time_limit", &self.time_limit)
            .field("cancel", &self.cancel)
            .field("progress", &self.report.is_some())
            .field("progress_every", &self.every)
            .finish()
    }
}

impl<'a> Calculation<'a> {
    /// Progress is reported at most this often unless
    /// [`progress_every`](Self::progress_every) says otherwise.
    pub const DEFAULT_PROGRESS_EVERY: Duration = Duration::from_millis(100);

    fn new(engine: Engine) -> Calculation<'a> {
        Calculation {
            engine,
            time_limit: None,
            cancel: None,
            report: None,
            every: Calculation::DEFAULT_PROGRESS_EVERY,
        }
    }

    /// Exact enumeration, as [`Matchup::exact`](crate::Matchup::exact) runs it,
    /// with no time limit, no cancel flag and no progress report.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup};
    /// let matchup = Matchup::new(["AcAs".parse()?, "KhKd".parse()?]);
    /// assert_eq!(matchup.calculate(Calculation::exact())?, matchup.exact()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn exact() -> Calculation<'a> {
        Calculation::new(Engine::Exact)
    }

    /// Monte Carlo as `options` says (see
    /// [`Matchup::calculate`](crate::Matchup::calculate)), with no time
    /// limit, no cancel flag and no progress report.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, Method, MonteCarlo};
    /// let matchup = Matchup::new(["AcAs".parse()?, "KK".parse()?]);
    /// let options = MonteCarlo::new().samples(20_000).seed(3);
    /// let equity = matchup.calculate(Calculation::monte_carlo(options))?;
    /// assert_eq!(equity.method, Method::MonteCarlo { samples: 20_000, seed: 3 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn monte_carlo(options: MonteCarlo) -> Calculation<'a> {
        Calculation::new(Engine::MonteCarlo(options))
    }

    /// This calculation stopping once `limit` has passed since it
    /// started (a limit of zero stops before the first piece), with the
    /// counts of the pieces counted by then.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, Method, Partial, PartialReason};
    /// use std::time::Duration;
    ///
    /// let matchup = Matchup::new(["AA".parse()?, "KK".parse()?]);
    /// let equity = matchup.calculate(Calculation::exact().time_limit(Duration::ZERO))?;
    /// assert!(matches!(
    ///     equity.method,
    ///     Method::PartialExact(Partial { reason: PartialReason::TimeLimit, pieces_counted: 0, .. })
    /// ));
    /// assert_eq!(equity.deals, 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn time_limit(self, limit: Duration) -> Calculation<'a> {
        Calculation {
            time_limit: Some(limit),
            ..self
        }
    }

    /// This calculation stopping once `flag` is set (by another thread,
    /// a signal handler or the progress report), with the counts of the
    /// pieces counted by then.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, Progress};
    /// use std::sync::atomic::{AtomicBool, Ordering};
    ///
    /// // Stop at the first progress report.
    /// let cancel = AtomicBool::new(false);
    /// let matchup = Matchup::new(["AhKh".parse()?, "any".parse()?, "any".parse()?]);
    /// let calculation = Calculation::exact()
    ///     .cancel(&cancel)
    ///     .progress_every(std::time::Duration::ZERO)
    ///     .progress(|_: &Progress| cancel.store(true, Ordering::Relaxed));
    /// let equity = matchup.calculate(calculation)?;
    /// let partial = equity.method.partial().unwrap();
    /// assert!(partial.pieces_counted > 0 && partial.pieces_counted < partial.pieces);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cancel(self, flag: &'a AtomicBool) -> Calculation<'a> {
        Calculation {
            cancel: Some(flag),
            ..self
        }
    }

    /// This calculation calling `report` with its progress: between
    /// rounds of pieces, on the calling thread, at most once per
    /// [`progress_every`](Self::progress_every), with the fraction of the
    /// work done (see [`Progress::fraction`]) and the running totals; and at the end of a
    /// complete run with fraction 1 and the result.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, MonteCarlo, Progress};
    /// use std::time::Duration;
    ///
    /// let matchup = Matchup::new(["AhKh".parse()?, "QQ".parse()?]);
    /// let mut reports = Vec::new();
    /// let calculation = Calculation::monte_carlo(MonteCarlo::new().samples(200_000))
    ///     .progress_every(Duration::ZERO)
    ///     .progress(|progress: &Progress| reports.push(progress.clone()));
    /// let equity = matchup.calculate(calculation)?;
    /// assert!(reports.windows(2).all(|w| w[0].fraction <= w[1].fraction));
    /// assert!(reports.windows(2).all(|w| w[0].equity.deals <= w[1].equity.deals));
    /// assert_eq!(reports.last().unwrap().equity, equity);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn progress(self, report: impl FnMut(&Progress) + Send + 'a) -> Calculation<'a> {
        Calculation {
            report: Some(Box::new(report)),
            ..self
        }
    }

    /// This calculation reporting progress at most once per `every`
    /// (zero: after every round of pieces).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, Progress};
    /// use std::time::Duration;
    ///
    /// let matchup = Matchup::new(["AcAs".parse()?, "KhKd".parse()?]);
    /// let mut reports = 0;
    /// let calculation = Calculation::exact()
    ///     .progress_every(Duration::from_secs(3600))
    ///     .progress(|_: &Progress| reports += 1);
    /// matchup.calculate(calculation)?;
    /// assert_eq!(reports, 1); // the last one only
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn progress_every(self, every: Duration) -> Calculation<'a> {
        Calculation { every, ..self }
    }

    /// The engine and the watch of a run of `players` players starting
    /// now.
    pub(crate) fn start(self, players: usize) -> (Engine, Watch<'a>) {
        let watch = Watch::new(
            self.engine,
            players,
            self.cancel,
            self.time_limit,
            self.report,
            self.every,
        );
        (self.engine, watch)
    }
}
