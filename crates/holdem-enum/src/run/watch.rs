//! The watch of a running calculation: the cancel flag and the time
//! limit that may stop it between pieces, the running totals of the
//! pieces counted, and the progress reports.

use core::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::equity::monte_carlo::options::MonteCarlo;
use crate::equity::results::Tally;
use crate::run::progress::Progress;
use crate::{Equity, Method, Partial, PartialReason};

/// The threads the pieces are shared among.
pub(crate) fn threads() -> u64 {
    #[cfg(feature = "parallel")]
    let threads = rayon::current_num_threads();
    #[cfg(not(feature = "parallel"))]
    let threads = 1;
    threads as u64
}

/// A total of pieces that the watch can add into its running totals.
pub(crate) trait Counted {
    /// Adds these counts to `running`.
    fn add_to(&self, running: &mut Tally<u128>);
}

impl<U: Copy> Counted for Tally<U>
where
    u128: From<U>,
{
    fn add_to(&self, running: &mut Tally<u128>) {
        running.add_weighted(self, 1);
    }
}

/// How a calculation counts: exact enumeration, or Monte Carlo as its
/// options say (which also name a partial result's running totals).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Engine {
    Exact,
    MonteCarlo(MonteCarlo),
}

/// What may stop the work, looked at before each piece on any thread.
#[derive(Clone, Copy)]
pub(crate) struct Limits<'a> {
    cancel: Option<&'a AtomicBool>,
    deadline: Option<Instant>,
}

impl Limits<'_> {
    /// Why the work must stop now, if it must.
    pub(crate) fn stop(&self) -> Option<PartialReason> {
        if self.cancel.is_some_and(|flag| flag.load(Ordering::Relaxed)) {
            Some(PartialReason::Cancelled)
        } else if self
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline)
        {
            Some(PartialReason::TimeLimit)
        } else {
            None
        }
    }
}

/// A progress report, called on the calling thread only.
pub(crate) type Report<'a> = Box<dyn FnMut(&Progress) + Send + 'a>;

/// What watches a calculation while it runs: a cancel flag and a time
/// limit that stop it between pieces, a standard error target that ends
/// it once the running totals reach it, and a progress report. Used from
/// the calling thread; the pieces see only its limits.
pub(crate) struct Watch<'a> {
    pub(crate) limits: Limits<'a>,
    report: Option<RefCell<Report<'a>>>,
    every: Duration,
    start: Instant,
    players: usize,
    engine: Engine,
    state: RefCell<State>,
}

/// What a watch has seen so far.
struct State {
    /// The counts of every piece counted.
    running: Tally<u128>,
    /// Pieces counted.
    counted: u64,
    /// Pieces in the whole calculation, as far as known.
    planned: u64,
    stopped: Option<PartialReason>,
    /// Whether the running totals reached the standard error target.
    reached: bool,
    /// With a target, the fraction of the way to it: of the deals the
    /// standard errors so far say it needs, or of the cap if that is
    /// more; never less than before.
    toward: f64,
    /// When progress was last reported.
    reported: Instant,
    /// Pieces in the next round.
    round: u64,
}

impl<'a> Watch<'a> {
    /// A watch that stops nothing and reports nothing: the work runs
    /// without rounds.
    pub(crate) fn idle() -> Watch<'a> {
        Watch::new(Engine::Exact, 0, None, None, None, Duration::ZERO)
    }

    /// A watch of a calculation of `players` players by `engine`, started
    /// now.
    pub(crate) fn new(
        engine: Engine,
        players: usize,
        cancel: Option<&'a AtomicBool>,
        time_limit: Option<Duration>,
        report: Option<Report<'a>>,
        every: Duration,
    ) -> Watch<'a> {
        let start = Instant::now();
        let limits = Limits {
            cancel,
            deadline: time_limit.and_then(|limit| start.checked_add(limit)),
        };
        Watch::started(limits, start, players, engine, report, every)
    }

    /// A watch of a part of the calculation (one of the pieces this one
    /// counts): the same limits, and nothing to report.
    pub(crate) fn within(&self, engine: Engine) -> Watch<'a> {
        Watch::started(
            self.limits,
            self.start,
            self.players,
            engine,
            None,
            self.every,
        )
    }

    fn started(
        limits: Limits<'a>,
        start: Instant,
        players: usize,
        engine: Engine,
        report: Option<Report<'a>>,
        every: Duration,
    ) -> Watch<'a> {
        Watch {
            limits,
            report: report.map(RefCell::new),
            every,
            start,
            players,
            engine,
            state: RefCell::new(State {
                running: Tally::new(),
                counted: 0,
                planned: 0,
                stopped: None,
                reached: false,
                toward: 0.0,
                reported: start,
                round: threads(),
            }),
        }
    }

    /// Whether anything may stop or end the work or wants progress.
    pub(crate) fn active(&self) -> bool {
        self.limits.cancel.is_some()
            || self.limits.deadline.is_some()
            || self.report.is_some()
            || self.target().is_some()
    }

    /// The standard error every player's equity is to fall below.
    fn target(&self) -> Option<f64> {
        match self.engine {
            Engine::MonteCarlo(options) => options.target,
            Engine::Exact => None,
        }
    }

    /// Whether the work is over: stopped, or its target reached.
    pub(crate) fn over(&self) -> bool {
        self.must_stop().is_some() || self.state.borrow().reached
    }

    /// Records that the calculation has at least `pieces` pieces in all.
    pub(crate) fn plan(&self, pieces: u64) {
        let mut state = self.state.borrow_mut();
        state.planned = state.planned.max(pieces);
    }

    /// Why the work stopped, if it did.
    pub(crate) fn stopped(&self) -> Option<PartialReason> {
        self.state.borrow().stopped
    }

    /// Why the work must stop now, if it must (recorded): it stopped
    /// already, or the cancel flag or the time limit says so.
    pub(crate) fn must_stop(&self) -> Option<PartialReason> {
        let reason = self.stopped().or_else(|| self.limits.stop())?;
        self.stop(reason);
        Some(reason)
    }

    /// Records that the work stopped.
    pub(crate) fn stop(&self, reason: PartialReason) {
        self.state.borrow_mut().stopped.get_or_insert(reason);
    }

    /// Pieces in the next round: with a target, a fixed number (the
    /// running totals are checked after each, so that where the work
    /// ends depends on the seed alone), else as sized by their times.
    pub(crate) fn round_size(&self) -> u64 {
        match self.target() {
            Some(_) => MonteCarlo::CHECK_EVERY / MonteCarlo::BLOCK,
            None => self.state.borrow().round,
        }
    }

    /// Adds a round of `pieces` pieces that took `took` to the running
    /// totals, notes whether they reach the target, sizes the next round
    /// so that rounds take about the reporting interval, and reports
    /// progress if it is time.
    pub(crate) fn counted(&self, counted: &impl Counted, pieces: u64, took: Duration) {
        let mut state = self.state.borrow_mut();
        counted.add_to(&mut state.running);
        state.counted += pieces;
        if let (Some(target), Engine::MonteCarlo(options)) = (self.target(), self.engine) {
            let method = Method::MonteCarlo {
                samples: state.running.deals as u64,
                seed: options.seed,
            };
            let equity = state.running.finish(self.players, method);
            let errors: Vec<Option<f64>> = (0..self.players)
                .map(|p| equity.standard_error(p))
                .collect();
            state.reached = errors.iter().all(|e| e.is_some_and(|error| error < target));
            // A standard error falls as one over the square root of the
            // deals: `(target / error)^2` of the deals it needs are done.
            let toward = errors
                .iter()
                .map(|e| match *e {
                    Some(error) if error > 0.0 => (target / error).powi(2),
                    Some(_) => 1.0,
                    None => 0.0,
                })
                .fold(1.0, f64::min);
            let capped = state.counted as f64 / state.planned.max(1) as f64;
            state.toward = state.toward.max(toward).max(capped).min(1.0);
        }
        let interval = self.every.max(Duration::from_millis(10));
        if took < interval / 4 {
            state.round = state.round.saturating_mul(2);
        } else if took > interval {
            state.round = (state.round / 2).max(threads());
        }
        let now = Instant::now();
        // The last round's report is the one of the finished result.
        let last = state.counted >= state.planned || state.reached;
        if self.report.is_none() || last || now.duration_since(state.reported) < self.every {
            return;
        }
        state.reported = now;
        let partial = self.partial(&state, PartialReason::Running);
        let mut equity = state
            .running
            .finish(self.players, self.method(partial, state.running.deals));
        equity.target_reached = self.reached(&state);
        let progress = Progress {
            equity,
            fraction: match self.target() {
                Some(_) => state.toward,
                None => partial.fraction(),
            },
            elapsed: now - self.start,
        };
        drop(state);
        self.call(&progress);
    }

    /// With a target, whether the running totals reached it.
    fn reached(&self, state: &State) -> Option<bool> {
        self.target().map(|_| state.reached)
    }

    /// A partial result's pieces: with a target, as many as it is expected
    /// to need (the pieces counted over the fraction of the way to the
    /// target), at most the cap's.
    fn partial(&self, state: &State, reason: PartialReason) -> Partial {
        // A run stopped while it set up its pieces planned none: it
        // counted nothing of one.
        let planned = state.planned.max(1);
        let pieces = match self.target() {
            Some(_) if state.toward > 0.0 => {
                ((state.counted as f64 / state.toward).ceil() as u64).clamp(state.counted, planned)
            }
            _ => planned,
        };
        Partial {
            reason,
            pieces_counted: state.counted,
            pieces,
        }
    }

    /// The method of a partial result of `deals` deals.
    fn method(&self, partial: Partial, deals: u128) -> Method {
        match self.engine {
            Engine::Exact => Method::PartialExact(partial),
            Engine::MonteCarlo(options) => Method::PartialMonteCarlo {
                samples: deals as u64,
                seed: options.seed,
                partial,
            },
        }
    }

    fn call(&self, progress: &Progress) {
        if let Some(report) = &self.report {
            (report.borrow_mut())(progress);
        }
    }

    /// The result of the watched calculation from what the engine
    /// returned: marked partial if the work stopped, else reported as the
    /// last progress (all of the work done).
    pub(crate) fn finish(&self, mut equity: Equity) -> Equity {
        let state = self.state.borrow();
        equity.target_reached = self.reached(&state);
        match state.stopped {
            Some(reason) => {
                let partial = self.partial(&state, reason);
                equity.method = match equity.method {
                    Method::MonteCarlo { samples, seed } => Method::PartialMonteCarlo {
                        samples,
                        seed,
                        partial,
                    },
                    _ => Method::PartialExact(partial),
                };
                equity
            }
            None => {
                drop(state);
                self.call(&Progress {
                    equity: equity.clone(),
                    fraction: 1.0,
                    elapsed: self.start.elapsed(),
                });
                equity
            }
        }
    }
}
