//! Equity: `equity`, `breakdown` and their results, run on rayon's pool
//! while the calling thread reports progress and answers Ctrl-C.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use holdem_enum::{
    Breakdown, Calculation, Equity, EquityError, Matchup, Method, MonteCarlo, PartialReason,
    Progress, Variant,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::errors::Raise;
use crate::holdem::{hand_list_of, optional_set, range_of, variant_of};

/// One player's result in an ``EquityResult``.
#[pyclass(module = "cardgames", name = "PlayerEquity", frozen)]
pub(crate) struct PyPlayerEquity {
    equity: Equity,
    player: usize,
}

impl PyPlayerEquity {
    /// The player's counts.
    fn counts(&self) -> &holdem_enum::PlayerEquity {
        &self.equity.players[self.player]
    }
}

#[pymethods]
impl PyPlayerEquity {
    /// The player's share of the pot on average: wins, plus ``1/n`` of each
    /// ``n``-way tie, over all deals; in the split-pot games, the halves won
    /// and their shares of ties.
    #[getter]
    fn equity(&self) -> f64 {
        self.counts().equity()
    }

    /// Deals won alone (weighted by the combos' weights for ranges); in the
    /// split-pot games, the high half's.
    #[getter]
    fn wins(&self) -> u128 {
        self.counts().wins
    }

    /// Deals on which the player shares the best hand with others.
    #[getter]
    fn ties(&self) -> u128 {
        self.counts().tied()
    }

    /// ``ties_by_players[n]``: deals on which the player and ``n - 1`` others
    /// share the best hand (entries 0 and 1 are 0).
    #[getter]
    fn ties_by_players(&self) -> Vec<u128> {
        self.counts().ties.to_vec()
    }

    /// Deals lost.
    #[getter]
    fn losses(&self) -> u128 {
        self.counts().losses()
    }

    /// The probability of winning alone.
    #[getter]
    fn win_probability(&self) -> f64 {
        self.counts().win_probability()
    }

    /// The probability of sharing the best hand.
    #[getter]
    fn tie_probability(&self) -> f64 {
        self.counts().tie_probability()
    }

    /// In the split-pot games, deals on which the player takes the whole pot
    /// alone (both halves, or the high when no low qualifies); else ``None``.
    #[getter]
    fn scoops(&self) -> Option<u128> {
        self.counts().split.map(|split| split.scoops)
    }

    /// In the split-pot games, deals on which the player's low wins its half
    /// alone; else ``None``.
    #[getter]
    fn low_wins(&self) -> Option<u128> {
        self.counts().split.map(|split| split.low_wins)
    }

    /// In the split-pot games, deals on which the player shares the best
    /// low; else ``None``.
    #[getter]
    fn low_ties(&self) -> Option<u128> {
        self.counts().split.map(|split| split.low_tied())
    }

    /// In the split-pot games, ``low_ties_by_players[n]``: deals on which the
    /// player and ``n - 1`` others share the best low; else ``None``.
    #[getter]
    fn low_ties_by_players(&self) -> Option<Vec<u128>> {
        self.counts().split.map(|split| split.low_ties.to_vec())
    }

    /// For Monte Carlo, the standard error of ``equity``; ``None`` for exact
    /// enumeration.
    #[getter]
    fn standard_error(&self) -> Option<f64> {
        self.equity.standard_error(self.player)
    }

    /// For Monte Carlo, the 95% confidence interval of ``equity`` as
    /// ``(low, high)``; ``None`` for exact enumeration.
    #[getter]
    fn confidence_interval(&self) -> Option<(f64, f64)> {
        self.equity.confidence_interval(self.player)
    }

    fn __repr__(&self) -> String {
        format!("<PlayerEquity equity={:.6}>", self.equity())
    }
}

/// The result of ``equity``: per-player lists (``equity``, ``wins``, ``ties``,
/// ``losses``, ``standard_error``, ``confidence_interval``), ``deals`` counted,
/// and whether the calculation stopped early (``partial``). Indexing gives
/// one player's ``PlayerEquity``.
///
/// Exact enumeration counts every deal once, or by the product of the combos'
/// weights for weighted ranges; Monte Carlo counts samples. A partial exact
/// result counts the deals enumerated so far, which are no sample of the
/// others; a partial Monte Carlo result is an estimate like any other.
#[pyclass(module = "cardgames", name = "EquityResult", frozen, sequence)]
pub(crate) struct PyEquityResult(Equity);

impl PyEquityResult {
    /// Each player's value of `f`.
    fn each<T>(&self, f: impl Fn(&PyPlayerEquity) -> T) -> Vec<T> {
        (0..self.0.players.len())
            .map(|player| {
                f(&PyPlayerEquity {
                    equity: self.0.clone(),
                    player,
                })
            })
            .collect()
    }
}

#[pymethods]
impl PyEquityResult {
    /// Each player's equity: their average share of the pot.
    #[getter]
    fn equity(&self) -> Vec<f64> {
        self.0.players.iter().map(|p| p.equity()).collect()
    }

    /// Each player's deals won alone; in the split-pot games, the high
    /// half's (as ``ties`` and ``losses``).
    #[getter]
    fn wins(&self) -> Vec<u128> {
        self.0.players.iter().map(|p| p.wins).collect()
    }

    /// Each player's deals with a share of the best hand.
    #[getter]
    fn ties(&self) -> Vec<u128> {
        self.0.players.iter().map(|p| p.tied()).collect()
    }

    /// Each player's deals lost.
    #[getter]
    fn losses(&self) -> Vec<u128> {
        self.0.players.iter().map(|p| p.losses()).collect()
    }

    /// In the split-pot games, each player's scoops (the whole pot alone);
    /// else ``None``.
    #[getter]
    fn scoops(&self) -> Option<Vec<u128>> {
        self.each(PyPlayerEquity::scoops).into_iter().collect()
    }

    /// In the split-pot games, each player's deals with the best low alone;
    /// else ``None``.
    #[getter]
    fn low_wins(&self) -> Option<Vec<u128>> {
        self.each(PyPlayerEquity::low_wins).into_iter().collect()
    }

    /// In the split-pot games, each player's deals with a share of the best
    /// low; else ``None``.
    #[getter]
    fn low_ties(&self) -> Option<Vec<u128>> {
        self.each(PyPlayerEquity::low_ties).into_iter().collect()
    }

    /// In the split-pot games, the deals on which no low qualified and the
    /// high took the whole pot; else ``None``.
    #[getter]
    fn no_low(&self) -> Option<u128> {
        self.0.no_low
    }

    /// In the split-pot games, the share of the deals on which no low
    /// qualified; else ``None``.
    #[getter]
    fn no_low_probability(&self) -> Option<f64> {
        self.0
            .no_low
            .map(|no_low| no_low as f64 / self.0.deals.max(1) as f64)
    }

    /// With ``target_std_error``, whether every player's standard error fell
    /// below it (``False`` when ``samples``, the time limit or a cancel
    /// stopped the run first); else ``None``.
    #[getter]
    fn target_reached(&self) -> Option<bool> {
        self.0.target_reached
    }

    /// Each player's standard error (Monte Carlo), or ``None`` (exact).
    #[getter]
    fn standard_error(&self) -> Vec<Option<f64>> {
        self.each(PyPlayerEquity::standard_error)
    }

    /// Each player's 95% confidence interval (Monte Carlo), or ``None`` (exact).
    #[getter]
    fn confidence_interval(&self) -> Vec<Option<(f64, f64)>> {
        self.each(PyPlayerEquity::confidence_interval)
    }

    /// The deals counted: weighted deals for exact enumeration, samples for
    /// Monte Carlo.
    #[getter]
    fn deals(&self) -> u128 {
        self.0.deals
    }

    /// ``"exact"`` or ``"monte carlo"``.
    #[getter]
    fn method(&self) -> &'static str {
        match self.0.method {
            Method::Exact | Method::PartialExact(_) => "exact",
            _ => "monte carlo",
        }
    }

    /// Whether the calculation stopped before counting everything (cancelled
    /// or out of time), or is a running total in a progress report.
    #[getter]
    fn partial(&self) -> bool {
        self.0.method.partial().is_some()
    }

    /// Why a partial result stopped: ``"cancelled"``, ``"time limit"`` or
    /// ``"running"`` (a progress report); ``None`` for a complete result.
    #[getter]
    fn partial_reason(&self) -> Option<&'static str> {
        self.0.method.partial().map(|partial| match partial.reason {
            PartialReason::Cancelled => "cancelled",
            PartialReason::TimeLimit => "time limit",
            _ => "running",
        })
    }

    /// The fraction of the calculation counted, 0 to 1 (1 when complete).
    #[getter]
    fn fraction_done(&self) -> f64 {
        self.0
            .method
            .partial()
            .map_or(1.0, |partial| partial.fraction())
    }

    fn __len__(&self) -> usize {
        self.0.players.len()
    }

    fn __getitem__(&self, player: isize) -> PyResult<PyPlayerEquity> {
        let count = self.0.players.len() as isize;
        let index = if player < 0 { player + count } else { player };
        if !(0..count).contains(&index) {
            return Err(pyo3::exceptions::PyIndexError::new_err(
                "player index out of range",
            ));
        }
        Ok(PyPlayerEquity {
            equity: self.0.clone(),
            player: index as usize,
        })
    }

    fn __repr__(&self) -> String {
        let equities: Vec<String> = self.equity().iter().map(|e| format!("{e:.4}")).collect();
        format!(
            "<EquityResult {} deals={} equity=[{}]{}>",
            self.method(),
            self.0.deals,
            equities.join(", "),
            if self.partial() { " partial" } else { "" }
        )
    }
}

/// A progress report, as given to the ``progress`` callback of ``equity`` and
/// ``breakdown``: the fraction done, the seconds elapsed, and the running
/// totals (a partial ``EquityResult``).
#[pyclass(module = "cardgames", name = "Progress", frozen)]
pub(crate) struct PyProgress(Progress);

#[pymethods]
impl PyProgress {
    /// The fraction of the calculation done, 0 to 1.
    #[getter]
    fn fraction(&self) -> f64 {
        self.0.fraction
    }

    /// Seconds since the calculation started.
    #[getter]
    fn elapsed(&self) -> f64 {
        self.0.elapsed.as_secs_f64()
    }

    /// The running totals.
    #[getter]
    fn result(&self) -> PyEquityResult {
        PyEquityResult(self.0.equity.clone())
    }

    fn __repr__(&self) -> String {
        format!(
            "<Progress {:.1}% after {:.3}s>",
            100.0 * self.0.fraction,
            self.elapsed()
        )
    }
}

/// The matchup of `players` on `board` with `dead` cards out, in `variant`.
fn matchup_of(
    players: &[Bound<'_, PyAny>],
    board: Option<&Bound<'_, PyAny>>,
    dead: Option<&Bound<'_, PyAny>>,
    variant: Variant,
) -> PyResult<Matchup> {
    let lists = |random: Option<usize>| {
        players
            .iter()
            .map(|player| hand_list_of(player, random))
            .collect::<PyResult<Vec<_>>>()
    };
    let matchup = match variant {
        Variant::Omaha | Variant::OmahaHiLo => Matchup::hands(lists(None)?),
        Variant::Stud | Variant::Razz | Variant::StudHiLo => Matchup::hands(lists(Some(7))?),
        _ => Matchup::new(players.iter().map(range_of).collect::<PyResult<Vec<_>>>()?),
    };
    Ok(matchup
        .variant(variant)
        .board(optional_set(board)?)
        .dead(optional_set(dead)?))
}

/// The calculation asked for: exact, or Monte Carlo when `samples` or a
/// standard-error target is given; with its time limit.
fn calculation_of<'a>(
    samples: Option<u64>,
    seed: u64,
    target_std_error: Option<f64>,
    time_limit: Option<f64>,
) -> PyResult<Calculation<'a>> {
    let calculation = if samples.is_none() && target_std_error.is_none() {
        Calculation::exact()
    } else {
        let mut options = MonteCarlo::new().seed(seed);
        if let Some(samples) = samples {
            options = options.samples(samples);
        }
        if let Some(target) = target_std_error {
            options = options.target_std_error(target);
        }
        Calculation::monte_carlo(options)
    };
    Ok(match time_limit {
        None => calculation,
        Some(seconds) => {
            calculation.time_limit(Duration::try_from_secs_f64(seconds).map_err(|_| {
                PyValueError::new_err(format!(
                    "time_limit must be a number of seconds, at least 0, got {seconds}"
                ))
            })?)
        }
    })
}

/// A message from the thread that calculates to the calling thread.
enum Message<T> {
    /// A progress report.
    Progress(Progress),
    /// The calculation's result.
    Done(Result<T, EquityError>),
}

/// How often the calling thread checks for Ctrl-C while it waits.
const SIGNAL_CHECK: Duration = Duration::from_millis(50);

/// Runs `run` with `calculation` (plus a cancel flag and, with a
/// `progress` callback, progress reports) as a task of rayon's pool, without the
/// GIL. The calling thread meanwhile calls `progress` with each report and
/// checks for signals: a Ctrl-C (or an exception raised by `progress`)
/// cancels the calculation and is raised once it has stopped, with the
/// partial result (as `convert` makes it) as its attribute `result`; a
/// callback that returns `False` cancels it too, and the partial result is
/// returned.
fn watched<T: Send>(
    py: Python<'_>,
    calculation: Calculation<'_>,
    progress: Option<&Bound<'_, PyAny>>,
    run: impl FnOnce(Calculation<'_>) -> Result<T, EquityError> + Send,
    convert: impl FnOnce(Python<'_>, T) -> PyResult<Py<PyAny>>,
) -> PyResult<Py<PyAny>> {
    let cancel = &AtomicBool::new(false);
    let (sender, receiver) = mpsc::channel::<Message<T>>();
    let report = progress.is_some();
    let progress = progress.map(|callback| callback.clone().unbind());
    let (result, raised) = py.detach(move || {
        let mut result = None;
        let mut raised: Option<PyErr> = None;
        // The calculation runs as a task of rayon's pool (no thread to
        // start), while this thread waits for its messages.
        rayon::in_place_scope(|scope| {
            let worker = sender.clone();
            scope.spawn(move |_| {
                let mut calculation = calculation.cancel(cancel);
                if report {
                    let sender = worker.clone();
                    calculation = calculation.progress(move |p: &Progress| {
                        let _ = sender.send(Message::Progress(p.clone()));
                    });
                }
                let _ = worker.send(Message::Done(run(calculation)));
            });
            drop(sender);
            loop {
                let message = match receiver.recv_timeout(SIGNAL_CHECK) {
                    Ok(Message::Done(done)) => {
                        result = Some(done);
                        break;
                    }
                    Err(mpsc::RecvTimeoutError::Disconnected) => break,
                    Ok(Message::Progress(report)) => Some(report),
                    Err(mpsc::RecvTimeoutError::Timeout) => None,
                };
                if raised.is_some() {
                    continue;
                }
                Python::attach(|py| {
                    if let Err(err) = py.check_signals() {
                        raised = Some(err);
                    } else if let (Some(report), Some(callback)) = (message, &progress) {
                        match callback.call1(py, (PyProgress(report),)) {
                            Err(err) => raised = Some(err),
                            Ok(answer) => {
                                if answer.bind(py).is(&*pyo3::types::PyBool::new(py, false)) {
                                    cancel.store(true, Ordering::Relaxed);
                                }
                            }
                        }
                    }
                    if raised.is_some() {
                        cancel.store(true, Ordering::Relaxed);
                    }
                });
            }
        });
        (result, raised)
    });
    let Some(result) = result else {
        return Err(pyo3::exceptions::PyRuntimeError::new_err(
            "the calculation stopped without a result",
        ));
    };
    let result = result.raise()?;
    let value = convert(py, result)?;
    match raised {
        None => Ok(value),
        Some(err) => {
            err.value(py).setattr("result", value)?;
            Err(err)
        }
    }
}

/// The equity of each player: their average share of the pot over every
/// deal of the cards to come (exact) or over random deals (Monte Carlo).
///
/// ``game`` is ``"holdem"``, ``"omaha"``, ``"short-deck"``,
/// ``"omaha-hi-lo"``, ``"stud"``, ``"razz"`` or ``"stud-hi-lo"``. ``players``
/// is a list of 2 to 10 players (8 in the stud games): in hold'em and short
/// deck, hands or ranges as text (``"AhKh"``, ``"QQ+,AKs"``, ``"any"``),
/// ``Range`` objects or pairs of cards; in Omaha and Omaha hi-lo, hands of 4
/// to 6 cards (text, with several hands separated by commas or ``"any4"``
/// for a random one, a ``CardSet`` or a sequence of cards); in the stud
/// games, each player's cards dealt so far (0 to 7, the same number in each
/// hand of a player), written the same way, or ``"any"`` for nothing known,
/// the rest being dealt to each player alone. ``board`` (0, 3, 4 or 5 cards;
/// none in the stud games) and ``dead`` are text or sequences of cards. In
/// short deck, ``ranking`` is ``"trips-beat-straight"`` (the default) or
/// ``"straight-beats-trips"``.
///
/// In the split-pot games (``"omaha-hi-lo"``, ``"stud-hi-lo"``) half the
/// pot goes to the best high and half to the best eight-or-better low, all
/// of it to the high when no low qualifies, each half shared by its ties:
/// ``equity`` is the share of the pot, ``wins``, ``ties`` and ``losses``
/// count the high, and ``scoops``, ``low_wins``, ``low_ties`` and ``no_low``
/// the rest (``None`` in the other games).
///
/// Exact when neither ``samples`` nor ``target_std_error`` is given; else
/// Monte Carlo from ``seed`` (the same result for a seed whatever the number
/// of threads): ``samples`` deals (one million by default), or with
/// ``target_std_error`` until every player's standard error is below it,
/// with no cap unless ``samples`` sets one (``target_reached`` says whether
/// it was reached). ``time_limit`` (seconds) stops the calculation early
/// with a partial result.
///
/// The calculation runs without the GIL on other threads. The calling
/// thread calls ``progress`` (if given) about every 0.1 s with a
/// ``Progress``; returning ``False`` from it cancels the calculation, which
/// returns its partial result. Ctrl-C (``KeyboardInterrupt``), or an
/// exception raised by ``progress``, cancels it too and is raised once it
/// has stopped, with the partial ``EquityResult`` as the exception's
/// attribute ``result``.
///
/// Raises ``RangeError`` or ``ParseError`` for text that is not a range or
/// cards, ``BoardError`` for cards that do not fit together, ``EquityError``
/// for a wrong number of players, ranges that leave no deal, an exact
/// calculation too large, or a bad number of samples or target;
/// ``ValueError`` for an unknown game or ranking, or a ranking outside short
/// deck.
#[pyfunction]
#[pyo3(
    signature = (players, board = None, dead = None, *, game = "holdem", ranking = None, samples = None, seed = 2026, target_std_error = None, time_limit = None, progress = None),
    text_signature = "(players, board='', dead='', *, game='holdem', ranking=None, samples=None, seed=2026, target_std_error=None, time_limit=None, progress=None)"
)]
#[allow(clippy::too_many_arguments)]
fn equity(
    py: Python<'_>,
    players: Vec<Bound<'_, PyAny>>,
    board: Option<&Bound<'_, PyAny>>,
    dead: Option<&Bound<'_, PyAny>>,
    game: &str,
    ranking: Option<&str>,
    samples: Option<u64>,
    seed: u64,
    target_std_error: Option<f64>,
    time_limit: Option<f64>,
    progress: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let matchup = matchup_of(&players, board, dead, variant_of(game, ranking)?)?;
    let calculation = calculation_of(samples, seed, target_std_error, time_limit)?;
    watched(
        py,
        calculation,
        progress,
        |calculation| matchup.calculate(calculation),
        |py, equity| Ok(Bound::new(py, PyEquityResult(equity))?.into_any().unbind()),
    )
}

/// How a breakdown's rows are cut.
#[derive(Clone, Copy)]
enum By {
    /// One row per starting-hand class.
    Class,
    /// One row per combo.
    Combo,
    /// One row per combo, strongest first, with its share of the range.
    Curve,
}

/// The rows of a breakdown.
fn breakdown_rows(py: Python<'_>, breakdown: &Breakdown, by: By) -> PyResult<Py<PyAny>> {
    let rows = PyList::empty(py);
    let add_counts = |row: &Bound<'_, PyDict>, equity: &Equity| -> PyResult<()> {
        let counts = &equity.players[0];
        row.set_item("equity", counts.equity())?;
        row.set_item("wins", counts.wins)?;
        row.set_item("ties", counts.tied())?;
        row.set_item("losses", counts.losses())?;
        row.set_item("deals", counts.deals)?;
        row.set_item("standard_error", equity.standard_error(0))?;
        Ok(())
    };
    match by {
        By::Curve => {
            for point in breakdown.equity_curve().points() {
                let row = PyDict::new(py);
                row.set_item("combo", point.combo.to_string())?;
                row.set_item("class", holdem_enum::HandClass::of(point.combo).to_string())?;
                row.set_item("equity", point.equity)?;
                row.set_item("share", point.share)?;
                rows.append(row)?;
            }
        }
        By::Combo => {
            for combo in &breakdown.combos {
                let row = PyDict::new(py);
                row.set_item("combo", combo.combo.to_string())?;
                row.set_item("class", holdem_enum::HandClass::of(combo.combo).to_string())?;
                row.set_item("weight", combo.weight)?;
                add_counts(&row, &combo.equity)?;
                rows.append(row)?;
            }
        }
        By::Class => {
            for class in &breakdown.classes {
                let row = PyDict::new(py);
                row.set_item("class", class.class.to_string())?;
                row.set_item("combos", class.combos)?;
                row.set_item("weight", class.weight)?;
                add_counts(&row, &class.equity)?;
                rows.append(row)?;
            }
        }
    }
    Ok(rows.into_any().unbind())
}

/// The first player's equity broken down by the 169 starting-hand classes
/// of their range (``by="class"``) or by each combo (``by="combo"``), against
/// the other players, in hold'em; or as the range's equity curve
/// (``by="curve"``): its combos from the highest equity to the lowest, each
/// with ``combo``, ``class``, ``equity`` and ``share`` (how often the range
/// holds it when the others hold theirs; the shares add up to 1).
///
/// Returns a list of dicts, one per class or combo, which
/// ``pandas.DataFrame(rows)`` takes as it is: ``class`` (``"AKs"``), for combos
/// ``combo`` (``"AhKh"``), ``combos`` (classes: how many combos of the class
/// the range holds), ``weight`` (the combo's weight, or the class's sum),
/// ``equity``, ``wins``, ``ties``, ``losses``, ``deals`` (counted by weight, as
/// in ``equity``) and ``standard_error`` (Monte Carlo only, else ``None``).
///
/// The arguments, the progress callback, cancellation and errors are as for
/// ``equity``; a partial result's rows count what was counted.
#[pyfunction]
#[pyo3(
    signature = (players, board = None, dead = None, *, by = "class", samples = None, seed = 2026, target_std_error = None, time_limit = None, progress = None),
    text_signature = "(players, board='', dead='', *, by='class', samples=None, seed=2026, target_std_error=None, time_limit=None, progress=None)"
)]
#[allow(clippy::too_many_arguments)]
fn breakdown(
    py: Python<'_>,
    players: Vec<Bound<'_, PyAny>>,
    board: Option<&Bound<'_, PyAny>>,
    dead: Option<&Bound<'_, PyAny>>,
    by: &str,
    samples: Option<u64>,
    seed: u64,
    target_std_error: Option<f64>,
    time_limit: Option<f64>,
    progress: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let by = match by {
        "class" => By::Class,
        "combo" => By::Combo,
        "curve" => By::Curve,
        _ => {
            return Err(PyValueError::new_err(format!(
                "unknown breakdown {by:?}: use \"class\", \"combo\" or \"curve\""
            )));
        }
    };
    let matchup = matchup_of(&players, board, dead, Variant::Holdem)?;
    let calculation = calculation_of(samples, seed, target_std_error, time_limit)?;
    watched(
        py,
        calculation,
        progress,
        |calculation| matchup.breakdown(calculation),
        |py, breakdown| breakdown_rows(py, &breakdown, by),
    )
}

/// Adds the equity functions and their result classes to `module`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<PyEquityResult>()?;
    module.add_class::<PyPlayerEquity>()?;
    module.add_class::<PyProgress>()?;
    module.add_function(wrap_pyfunction!(equity, module)?)?;
    module.add_function(wrap_pyfunction!(breakdown, module)?)?;
    Ok(())
}
