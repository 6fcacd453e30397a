//! `cardgames.countdown`: the Countdown numbers game solved exactly
//! (countdown-solver).

use countdown_solver::rand::SeedableRng;
use countdown_solver::rand::rngs::Xoshiro256PlusPlus;
use countdown_solver::{Distinct, Reachable, Round, Solution, SurveyReport, TargetRange};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

use crate::errors::CardgamesError;

create_exception!(
    cardgames.countdown,
    CountdownError,
    CardgamesError,
    "Bad input to Countdown: no numbers, too many, a zero, a zero target."
);
create_exception!(
    cardgames.countdown,
    AnswerError,
    CountdownError,
    "A player's answer that cannot be read or breaks a rule: a number not in the round, a step that is not a positive integer."
);

/// A countdown-solver result as a `CountdownError`, with the library's message.
fn raise<T, E: std::fmt::Display>(result: Result<T, E>) -> PyResult<T> {
    result.map_err(|err| CountdownError::new_err(err.to_string()))
}

/// A solution: an expression of the numbers and its value, exact or the
/// closest to the target. ``str`` gives ``"(9-4)*75 = 375"``.
#[pyclass(module = "cardgames.countdown", name = "Solution", frozen, eq)]
#[derive(PartialEq)]
pub(crate) struct PySolution(Solution);

#[pymethods]
impl PySolution {
    /// The expression's value.
    #[getter]
    fn value(&self) -> u64 {
        self.0.value()
    }

    /// The expression, written with the fewest brackets: ``"(9-4)*75"``.
    #[getter]
    fn expression(&self) -> String {
        self.0.expr().to_string()
    }

    /// The target.
    #[getter]
    fn target(&self) -> u64 {
        self.0.target()
    }

    /// Whether the value is the target.
    #[getter]
    fn is_exact(&self) -> bool {
        self.0.is_exact()
    }

    /// How far the value is from the target.
    #[getter]
    fn distance(&self) -> u64 {
        self.0.distance()
    }

    /// The points it scores on the programme: 10 exact, 7 within 5, 5 within 10, else 0.
    #[getter]
    fn points(&self) -> u32 {
        self.0.points()
    }

    /// How many of the numbers the expression uses.
    #[getter]
    fn numbers_used(&self) -> usize {
        self.0.numbers_used()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<Solution {}>", self.0)
    }
}

/// Solves a Countdown numbers round under the real rules: any bracketing,
/// ``+ - * /``, every intermediate result a positive integer, each number
/// used at most once and not all needed.
///
/// ``numbers`` are 1 to 8 positive integers, ``target`` a positive integer.
/// Returns an exact solution with as few numbers as any, else the closest
/// value (the lower of two equally close). Runs without the GIL. Raises
/// ``CountdownError`` for no numbers, too many, a zero, or a zero target.
#[pyfunction]
fn solve(py: Python<'_>, numbers: Vec<u64>, target: u64) -> PyResult<PySolution> {
    raise(py.detach(|| countdown_solver::solve(&numbers, target))).map(PySolution)
}

/// Every distinct exact solution, fewest numbers first, as expression text,
/// at most ``limit`` of them (all when ``None``).
///
/// ``distinct="without-identities"`` (the default) tells solutions apart up to
/// the order of sums and products and leaves out those with a step that
/// cancels out (``x*1``, ``x/(5-4)``, ``x+4-4``): what people mean by distinct.
/// ``distinct="up-to-order"`` keeps them. Raises as ``solve``.
#[pyfunction]
#[pyo3(signature = (numbers, target, *, distinct = "without-identities", limit = None))]
fn solutions(
    py: Python<'_>,
    numbers: Vec<u64>,
    target: u64,
    distinct: &str,
    limit: Option<usize>,
) -> PyResult<Vec<String>> {
    let distinct = match distinct {
        "without-identities" => Distinct::WithoutIdentities,
        "up-to-order" => Distinct::UpToOrder,
        _ => {
            return Err(PyValueError::new_err(format!(
                "unknown distinct {distinct:?}: use \"without-identities\" or \"up-to-order\""
            )));
        }
    };
    let limit = limit.unwrap_or(usize::MAX);
    let found =
        raise(py.detach(|| countdown_solver::solutions(&numbers, target, distinct, limit)))?;
    Ok(found.iter().map(|expr| expr.to_string()).collect())
}

/// The round of six `numbers` and `target`.
fn round_of(numbers: Vec<u64>, target: u64) -> PyResult<Round> {
    let count = numbers.len();
    let tiles: [u64; countdown_solver::TILES] = numbers.try_into().map_err(|_| {
        CountdownError::new_err(format!(
            "a round has {} numbers, got {count}",
            countdown_solver::TILES
        ))
    })?;
    raise(Round::new(tiles, target))
}

/// The targets `lo..=hi`.
fn target_range(lo: u64, hi: u64) -> PyResult<TargetRange> {
    raise(TargetRange::new(lo, hi))
}

/// One round of the numbers game: six tiles and a target, such as
/// ``Round([100, 75, 25, 9, 4, 2], 375)`` (any positive tiles, not only the
/// official ones), or ``Round.random(seed)`` drawn by the official rules.
/// Rounds compare equal when their tiles (in order) and target are, and
/// hash. Raises ``CountdownError`` for other than six tiles, a zero tile or
/// a zero target.
#[pyclass(module = "cardgames.countdown", name = "Round", frozen, eq, hash)]
#[derive(PartialEq, Eq, Hash)]
pub(crate) struct PyRound(Round);

#[pymethods]
impl PyRound {
    #[new]
    fn py_new(numbers: Vec<u64>, target: u64) -> PyResult<PyRound> {
        round_of(numbers, target).map(PyRound)
    }

    /// A round drawn by the official rules: ``large`` tiles (0 to 4) from
    /// the four large numbers (25, 50, 75, 100), the rest from the twenty
    /// small tiles (two each of 1 to 10), without replacement, large numbers
    /// first; then a target uniform in ``lo..=hi``.
    ///
    /// The same ``seed`` deals the same round on every platform (the
    /// generator is Xoshiro256++); ``None`` seeds from the operating system.
    /// Raises ``CountdownError`` for more than four large tiles or a range
    /// of targets that is empty, starts at 0 or holds more than 65,536.
    #[staticmethod]
    #[pyo3(signature = (seed = None, *, large = 2, lo = 101, hi = 999))]
    fn random(seed: Option<u64>, large: usize, lo: u64, hi: u64) -> PyResult<PyRound> {
        let range = target_range(lo, hi)?;
        let mut rng = match seed {
            Some(seed) => Xoshiro256PlusPlus::seed_from_u64(seed),
            None => Xoshiro256PlusPlus::from_rng(&mut countdown_solver::rand::rng()),
        };
        raise(Round::random(large, range, &mut rng)).map(PyRound)
    }

    /// The six tiles, in the order given or drawn.
    #[getter]
    fn numbers(&self) -> Vec<u64> {
        self.0.numbers().to_vec()
    }

    /// The target.
    #[getter]
    fn target(&self) -> u64 {
        self.0.target()
    }

    /// The round solved: as ``solve(round.numbers, round.target)``.
    fn solve(&self, py: Python<'_>) -> PySolution {
        PySolution(py.detach(|| self.0.solve()))
    }

    /// The points a declared value scores in this round: 10 exact, 7 within
    /// 5, 5 within 10, else 0.
    fn score(&self, value: u64) -> u32 {
        self.0.score(value)
    }

    /// Checks and scores a player's answer, such as ``"(7 - 3) * 100 + 5"``:
    /// a ``Solution`` with its ``value`` and ``points``. Raises
    /// ``AnswerError`` for text that is not an expression or one that breaks
    /// a rule (a number not in the round or used too often, a step that is
    /// not a positive integer), with the reason.
    fn answer(&self, answer: &str) -> PyResult<PySolution> {
        self.0
            .answer(answer)
            .map(PySolution)
            .map_err(|err| AnswerError::new_err(err.to_string()))
    }

    fn __repr__(&self) -> String {
        format!("Round({:?}, {})", self.0.numbers(), self.0.target())
    }
}

/// Checks a player's answer, such as ``"(7 - 3) * 100 + 5"``, against a round
/// of six ``numbers`` and a ``target``, and scores it: a ``Solution`` with its
/// ``value`` and ``points``; ``Round(numbers, target).answer(answer)``.
///
/// Raises ``CountdownError`` for a round that is not six positive numbers and
/// a positive target, ``AnswerError`` for text that is not an expression or
/// one that breaks a rule (a number not in the round or used too often, a
/// step that is not a positive integer), with the reason.
#[pyfunction]
fn check(numbers: Vec<u64>, target: u64, answer: &str) -> PyResult<PySolution> {
    PyRound(round_of(numbers, target)?).answer(answer)
}

/// The targets of ``lo..=hi`` that a selection of ``numbers`` reaches (any
/// of them, each at most once), each with its smallest peak: the largest
/// value, number or intermediate result, that its best calculation needs.
///
/// ``t in reachable`` tells whether ``t`` is reached, ``len`` how many
/// targets are, iteration gives them in increasing order and ``peak(t)``
/// the peak (``None`` when not reached). Runs without the GIL. Raises
/// ``CountdownError`` for numbers ``solve`` does not take, numbers that could
/// make a value beyond 32 bits, or a bad range.
#[pyclass(module = "cardgames.countdown", name = "Reachable", frozen)]
pub(crate) struct PyReachable(Reachable);

#[pymethods]
impl PyReachable {
    #[new]
    #[pyo3(signature = (numbers, lo = 101, hi = 999))]
    fn py_new(py: Python<'_>, numbers: Vec<u64>, lo: u64, hi: u64) -> PyResult<PyReachable> {
        let range = target_range(lo, hi)?;
        raise(py.detach(|| Reachable::new(&numbers, range))).map(PyReachable)
    }

    /// The lowest target searched.
    #[getter]
    fn lo(&self) -> u64 {
        self.0.range().lo()
    }

    /// The highest target searched.
    #[getter]
    fn hi(&self) -> u64 {
        self.0.range().hi()
    }

    /// The smallest peak a calculation of ``target`` needs, or ``None`` when
    /// it is not reached (or outside the range).
    fn peak(&self, target: u64) -> Option<u64> {
        self.0.peak(target)
    }

    fn __contains__(&self, target: i128) -> bool {
        u64::try_from(target).is_ok_and(|target| self.0.contains(target))
    }

    fn __len__(&self) -> usize {
        self.0.count()
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        crate::iterate(py, self.0.targets())
    }

    fn __repr__(&self) -> String {
        format!(
            "<Reachable {} of {}..={}>",
            self.0.count(),
            self.0.range().lo(),
            self.0.range().hi()
        )
    }
}

/// The whole game surveyed: every distinct selection of six tiles (13,243)
/// against every target of a range. A game is a (selection, target) pair,
/// each distinct selection counted once (not weighted by how likely the draw
/// is); solvable means an exact solution exists.
#[pyclass(module = "cardgames.countdown", name = "SurveyReport", frozen)]
pub(crate) struct PySurveyReport(SurveyReport);

#[pymethods]
impl PySurveyReport {
    /// The lowest target surveyed.
    #[getter]
    fn lo(&self) -> u64 {
        self.0.range.lo()
    }

    /// The highest target surveyed.
    #[getter]
    fn hi(&self) -> u64 {
        self.0.range.hi()
    }

    /// How many distinct selections there are: 13,243.
    #[getter]
    fn selections(&self) -> usize {
        self.0.selections
    }

    /// How many games there are: selections times targets.
    #[getter]
    fn games(&self) -> usize {
        self.0.games()
    }

    /// How many games have an exact solution.
    #[getter]
    fn solvable(&self) -> usize {
        self.0.solvable
    }

    /// For 0 to 4 large tiles, a dict of ``selections`` (how many distinct
    /// selections hold that many) and ``solvable`` (their games with an exact
    /// solution).
    #[getter]
    fn by_large<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let list = PyList::empty(py);
        for count in &self.0.by_large {
            let row = PyDict::new(py);
            row.set_item("selections", count.selections)?;
            row.set_item("solvable", count.solvable)?;
            list.append(row)?;
        }
        Ok(list)
    }

    /// For each target, how many selections reach it.
    #[getter]
    fn reached_by<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for (target, &count) in (self.0.range.lo()..).zip(&self.0.reached_by) {
            dict.set_item(target, count)?;
        }
        Ok(dict)
    }

    /// The selections that reach every target of the range, as tuples of
    /// tiles in decreasing order.
    #[getter]
    fn complete<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyTuple>>> {
        self.0
            .complete
            .iter()
            .map(|selection| PyTuple::new(py, selection))
            .collect()
    }

    /// The largest value any solvable game needs on the way, as a dict of
    /// ``peak`` (the smallest peak of a solution of the game), ``selection``
    /// and ``target`` (the game); ``None`` when no game is solvable.
    #[getter]
    fn largest_peak<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        self.0
            .largest_peak
            .map(|largest| {
                let dict = PyDict::new(py);
                dict.set_item("peak", largest.peak)?;
                dict.set_item("selection", PyTuple::new(py, largest.selection)?)?;
                dict.set_item("target", largest.target)?;
                Ok(dict)
            })
            .transpose()
    }

    /// The ``k`` targets reached by the fewest selections, hardest first, as
    /// ``(target, selections reaching it)``.
    fn hardest_targets(&self, k: usize) -> Vec<(u64, usize)> {
        self.0.hardest_targets(k)
    }

    fn __repr__(&self) -> String {
        format!(
            "<SurveyReport {} of {} games solvable, targets {}..={}>",
            self.0.solvable,
            self.0.games(),
            self.0.range.lo(),
            self.0.range.hi()
        )
    }
}

/// Surveys the whole game: every distinct selection of six tiles against
/// every target of ``lo..=hi`` (at most 65,536 targets). The counts are
/// exact, the same on any number of threads.
///
/// Runs on every core without the GIL, and cannot be interrupted: one to
/// three seconds on two cores, whatever the range. Raises ``CountdownError``
/// for a range that is empty, starts at 0 or is too long.
#[pyfunction]
#[pyo3(signature = (lo = 101, hi = 999))]
fn survey(py: Python<'_>, lo: u64, hi: u64) -> PyResult<PySurveyReport> {
    let range = target_range(lo, hi)?;
    Ok(PySurveyReport(
        py.detach(|| countdown_solver::survey(range)),
    ))
}

/// Every distinct selection of six tiles from the bag (two each of 1 to 10,
/// one each of 25, 50, 75, 100), each as a tuple in decreasing order:
/// 13,243 in all.
#[pyfunction]
fn selections(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyTuple>>> {
    countdown_solver::selections()
        .iter()
        .map(|selection| PyTuple::new(py, selection))
        .collect()
}

/// The points a value scores against a target on the programme: 10 exact,
/// 7 within 5, 5 within 10, else 0.
#[pyfunction]
fn score(target: u64, value: u64) -> u32 {
    countdown_solver::score(target, value)
}

/// Adds Countdown's classes and functions to the submodule `countdown`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    module.add("CountdownError", py.get_type::<CountdownError>())?;
    module.add("AnswerError", py.get_type::<AnswerError>())?;
    module.add_class::<PySolution>()?;
    module.add_class::<PyRound>()?;
    module.add_class::<PyReachable>()?;
    module.add_class::<PySurveyReport>()?;
    module.add_function(wrap_pyfunction!(survey, module)?)?;
    module.add_function(wrap_pyfunction!(selections, module)?)?;
    module.add_function(wrap_pyfunction!(solve, module)?)?;
    module.add_function(wrap_pyfunction!(solutions, module)?)?;
    module.add_function(wrap_pyfunction!(check, module)?)?;
    module.add_function(wrap_pyfunction!(score, module)?)?;
    Ok(())
}
