//! `cardgames.flip`: Flip and Shut the Box solved exactly (flip-dp).

use std::cell::RefCell;

use flip_dp::{
    Action, FailureTable, LexMax, LexMin, Policy, Position, Probability, Rules, Setup, Solution,
    Solver, TableRow, Tiles,
};
use pyo3::create_exception;
use pyo3::exceptions::{PyIndexError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};

use crate::errors::CardgamesError;

create_exception!(
    cardgames.flip,
    FlipError,
    CardgamesError,
    "Bad input to Flip: a game that cannot be set up or solved, tiles that cannot be read, a position or roll not in the game."
);

/// A flip-dp result as a `FlipError`, with the library's message.
fn raise<T, E: std::fmt::Display>(result: Result<T, E>) -> PyResult<T> {
    result.map_err(|err| FlipError::new_err(err.to_string()))
}

/// Tiles: text (``"1 2 4 5 6 8"``, ``"8-2-1"``) or a sequence of tile numbers.
fn tiles_of(obj: &Bound<'_, PyAny>) -> PyResult<Tiles> {
    if let Ok(text) = obj.cast::<PyString>() {
        raise(text.to_cow()?.parse::<Tiles>())
    } else if let Ok(numbers) = obj.extract::<Vec<u32>>() {
        Tiles::from_tiles(&numbers).ok_or_else(|| {
            FlipError::new_err(format!(
                "tiles are numbers 1 to 32, each once, not {numbers:?}"
            ))
        })
    } else {
        Err(PyTypeError::new_err("tiles are a str or a sequence of int"))
    }
}

/// A probability as a `fractions.Fraction`, or `None` when not exact.
fn fraction<'py>(py: Python<'py>, probability: Probability) -> PyResult<Option<Bound<'py, PyAny>>> {
    probability
        .exact
        .map(|exact| {
            py.import("fractions")?
                .getattr("Fraction")?
                .call1((*exact.numer(), *exact.denom()))
        })
        .transpose()
}

/// A win probability: as a float (``value``), exactly (``exact``, a
/// ``fractions.Fraction``, or ``None`` when solved in floating point), and
/// as a chance (``chance``, ``"1 in 276"``; ``one_in``, the ``N``).
#[pyclass(module = "cardgames.flip", name = "WinProbability", frozen)]
pub(crate) struct PyWinProbability(Probability);

#[pymethods]
impl PyWinProbability {
    /// The probability computed in floating point.
    #[getter]
    fn value(&self) -> f64 {
        self.0.float
    }

    /// The probability as an exact ``fractions.Fraction``, or ``None``.
    #[getter]
    fn exact<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        fraction(py, self.0)
    }

    /// ``N`` of "1 in N" (infinite for a lost position).
    #[getter]
    fn one_in(&self) -> f64 {
        self.0.one_in()
    }

    /// The chance in words, ``"1 in 276"``, or ``"never"``.
    #[getter]
    fn chance(&self) -> String {
        self.0.chance().to_string()
    }

    fn __float__(&self) -> f64 {
        self.0.float
    }

    fn __repr__(&self) -> String {
        format!("<WinProbability {} ({})>", self.0.float, self.0.chance())
    }
}

/// A solved game: the win probability of every position, and the value of
/// every action after any roll.
///
/// Positions are the tiles still face up (text such as ``"1 2 4 5 6 8"`` or a
/// list of numbers) and the failures left.
#[pyclass(module = "cardgames.flip", name = "Solution", frozen)]
pub(crate) struct PySolution(Solution);

#[pymethods]
impl PySolution {
    /// The win probability from the start (every tile up, every failure left).
    #[getter]
    fn start(&self) -> PyWinProbability {
        PyWinProbability(self.0.start())
    }

    /// Whether the solution was computed with exact fractions too.
    #[getter]
    fn is_exact(&self) -> bool {
        self.0.is_exact()
    }

    /// The win probability at the position of ``up`` tiles face up with
    /// ``failures_left`` failures left. Raises ``FlipError`` for a tile not in
    /// the game or more failures left than the rules allow.
    #[pyo3(signature = (up, failures_left = 0))]
    fn probability(&self, up: &Bound<'_, PyAny>, failures_left: u32) -> PyResult<PyWinProbability> {
        let position = Position::new(tiles_of(up)?, failures_left);
        raise(self.0.probability(position)).map(PyWinProbability)
    }

    /// Every legal action after ``roll`` at a position, best first: a list of
    /// dicts with ``action`` (``"flip 6-5"`` or ``"take a failure"``), ``tiles``
    /// (the tiles flipped, largest first; empty for a failure),
    /// ``probability`` (float), ``exact`` (a ``Fraction`` or ``None``) and
    /// ``chance`` (``"1 in 8.6"``). Raises ``FlipError`` as ``probability``
    /// does, and when every tile is down or the dice cannot roll ``roll``.
    #[pyo3(signature = (up, roll, failures_left = 0))]
    fn advice<'py>(
        &self,
        py: Python<'py>,
        up: &Bound<'py, PyAny>,
        roll: u32,
        failures_left: u32,
    ) -> PyResult<Bound<'py, PyList>> {
        let position = Position::new(tiles_of(up)?, failures_left);
        let list = PyList::empty(py);
        for advice in raise(self.0.advice(position, roll))? {
            let row = PyDict::new(py);
            row.set_item("action", advice.action.to_string())?;
            let tiles: Vec<u32> = match advice.action {
                Action::Flip(tiles) => tiles.iter().rev().collect(),
                _ => Vec::new(),
            };
            row.set_item("tiles", tiles)?;
            row.set_item("probability", advice.probability.float)?;
            row.set_item("exact", fraction(py, advice.probability)?)?;
            row.set_item("chance", advice.probability.chance().to_string())?;
            list.append(row)?;
        }
        Ok(list)
    }

    fn __repr__(&self) -> String {
        format!("<Solution start={}>", self.0.start().chance())
    }
}

/// A policy written in Python: a callable asked for every position and
/// roll with a legal move, under the GIL.
///
/// The solver's policies cannot fail, so the first exception the callable
/// raises (or a choice that is not a move) is kept here and the policy
/// answers an empty flip from then on, which the solver rejects at once as
/// illegal; `solve` then raises the kept exception.
struct PythonPolicy<'py> {
    /// The callable, ``policy(up, failures_left, roll, moves)``.
    callable: Bound<'py, PyAny>,
    /// The first exception raised while choosing.
    error: RefCell<Option<PyErr>>,
}

impl PythonPolicy<'_> {
    /// The callable's choice, read as an action.
    fn ask(&self, position: Position, roll: u32, moves: &[Tiles]) -> PyResult<Action> {
        let py = self.callable.py();
        let up = PyTuple::new(py, position.up.iter())?;
        let moves = PyList::new(
            py,
            moves
                .iter()
                .map(|m| PyTuple::new(py, m.iter().rev()))
                .collect::<PyResult<Vec<_>>>()?,
        )?;
        let choice = self
            .callable
            .call1((up, position.failures_left, roll, moves))?;
        if choice.is_none() {
            Ok(Action::Fail)
        } else {
            tiles_of(&choice).map(Action::Flip)
        }
    }
}

impl Policy for PythonPolicy<'_> {
    fn choose(&self, position: Position, roll: u32, moves: &[Tiles]) -> Action {
        if self.error.borrow().is_none() {
            match self.ask(position, roll, moves) {
                Ok(action) => return action,
                Err(err) => *self.error.borrow_mut() = Some(err),
            }
        }
        Action::Flip(Tiles::EMPTY)
    }
}

/// The setup and rules of a game given by the arguments shared by `solve` and
/// `failure_table`.
fn game_of(
    tiles: u32,
    dice: u32,
    faces: u32,
    single_die_at_most: Option<u32>,
    failures: u32,
    strategic: bool,
) -> PyResult<(Setup, Rules)> {
    let mut setup = raise(Setup::new(tiles, dice, faces))?;
    if let Some(threshold) = single_die_at_most {
        setup = setup.single_die_at_most(threshold);
    }
    let rules = if strategic {
        Rules::strategic(failures)
    } else {
        Rules::forced(failures)
    };
    Ok((setup, rules))
}

/// The solver of `setup` under `rules`, exact too when `exact`.
fn solver_of(setup: &Setup, rules: Rules, exact: bool) -> Solver<'_> {
    let solver = Solver::new(setup).rules(rules);
    if exact { solver.exact() } else { solver }
}

/// Solves Flip (by default tiles 1 to 12 and two six-sided dice) or a
/// variation of it, exactly, by dynamic programming over the sets of
/// face-up tiles.
///
/// ``tiles``, ``dice`` and ``faces`` set the game (up to 20 tiles);
/// ``single_die_at_most`` rolls one die once the face-up tiles sum to at
/// most that (Shut the Box's rule). ``failures`` failed rolls are allowed;
/// with ``strategic=True`` a failure may also be taken on purpose. With
/// ``exact=True`` (the default) the probabilities are also computed as exact
/// fractions.
///
/// ``policy`` is ``"optimal"`` (the best play, the default), ``"lex-max"``
/// (the move with the largest tile), ``"lex-min"``, or a callable
/// ``policy(up, failures_left, roll, moves)`` that chooses, evaluated
/// exactly like the others. It is asked at every position and roll with a
/// legal move: ``up`` is the tuple of face-up tiles (ascending),
/// ``moves`` the list of legal moves, each a tuple of tiles (largest first),
/// in ascending order (``moves[0]`` is Lex-Min's choice, ``moves[-1]``
/// Lex-Max's). It returns one of them (a sequence of tiles in any order, or
/// text such as ``"6 5"``) or ``None`` to take a failure, which only
/// strategic rules allow. It should depend on its arguments alone: the
/// exact and floating-point evaluations each ask it once per position and
/// roll (34,200 calls each for 12 tiles and no failures).
///
/// The solver runs without the GIL, except with a callable policy: then it
/// holds the GIL throughout (about a microsecond a call; other Python
/// threads run only while the callable runs), and an exception the
/// callable raises, Ctrl-C included, stops the solve and is raised.
///
/// Raises ``FlipError`` for a game that cannot be set up (too many tiles,
/// bad dice, too large) or solved exactly, or a policy's choice that is not
/// legal; ``ValueError`` for an unknown policy name.
#[pyfunction]
#[pyo3(signature = (tiles = 12, dice = 2, faces = 6, *, single_die_at_most = None, failures = 0, strategic = false, policy = None, exact = true))]
#[allow(clippy::too_many_arguments)]
fn solve(
    py: Python<'_>,
    tiles: u32,
    dice: u32,
    faces: u32,
    single_die_at_most: Option<u32>,
    failures: u32,
    strategic: bool,
    policy: Option<&Bound<'_, PyAny>>,
    exact: bool,
) -> PyResult<PySolution> {
    let (setup, rules) = game_of(tiles, dice, faces, single_die_at_most, failures, strategic)?;
    let solver = solver_of(&setup, rules, exact);
    let name = match policy {
        None => "optimal".to_owned(),
        Some(policy) => match policy.cast::<PyString>() {
            Ok(name) => name.to_cow()?.into_owned(),
            Err(_) if policy.is_callable() => {
                let policy = PythonPolicy {
                    callable: policy.clone(),
                    error: RefCell::new(None),
                };
                let solution = solver.evaluate(&policy);
                return match policy.error.into_inner() {
                    Some(err) => Err(err),
                    None => raise(solution).map(PySolution),
                };
            }
            Err(_) => {
                return Err(PyTypeError::new_err(format!(
                    "a policy is a name or a callable, not {}",
                    policy.get_type().name()?
                )));
            }
        },
    };
    let solution = match name.as_str() {
        "optimal" => py.detach(|| solver.solve()),
        "lex-max" => py.detach(|| solver.evaluate(&LexMax)),
        "lex-min" => py.detach(|| solver.evaluate(&LexMin)),
        _ => {
            return Err(PyValueError::new_err(format!(
                "unknown policy {name:?}: use \"optimal\", \"lex-max\", \"lex-min\" or a callable"
            )));
        }
    };
    raise(solution).map(PySolution)
}

/// One row of a ``FailureTable``: the failures allowed and the win
/// probability of a new game for the optimal play, Lex-Min and Lex-Max.
#[pyclass(module = "cardgames.flip", name = "FailureTableRow", frozen)]
pub(crate) struct PyTableRow(TableRow);

#[pymethods]
impl PyTableRow {
    /// The failures allowed.
    #[getter]
    fn failures(&self) -> u32 {
        self.0.failures
    }

    /// The optimal play's win probability.
    #[getter]
    fn optimal(&self) -> PyWinProbability {
        PyWinProbability(self.0.optimal)
    }

    /// Lex-Min's win probability.
    #[getter]
    fn lex_min(&self) -> PyWinProbability {
        PyWinProbability(self.0.lex_min)
    }

    /// Lex-Max's win probability.
    #[getter]
    fn lex_max(&self) -> PyWinProbability {
        PyWinProbability(self.0.lex_max)
    }

    fn __repr__(&self) -> String {
        format!(
            "<FailureTableRow failures={} optimal={} lex_min={} lex_max={}>",
            self.0.failures, self.0.optimal, self.0.lex_min, self.0.lex_max
        )
    }
}

/// Win probabilities of a new game against the failures allowed, one row
/// per count from 0, for the optimal play, Lex-Min and Lex-Max: the tables
/// of the paper "Analisis Permainan “FLIP” Menggunakan Algoritma Program
/// Dinamis". ``rows`` (also by ``len``, indexing and iteration) holds the
/// rows; ``str`` writes the table in the paper's layout, the ``N`` of "1 in
/// N" rounded as the paper rounds.
#[pyclass(module = "cardgames.flip", name = "FailureTable", frozen, sequence)]
pub(crate) struct PyFailureTable(FailureTable);

#[pymethods]
impl PyFailureTable {
    /// One row per number of failures allowed, from 0.
    #[getter]
    fn rows(&self) -> Vec<PyTableRow> {
        self.0.rows().iter().copied().map(PyTableRow).collect()
    }

    /// Whether failures may be taken on purpose (strategic rules).
    #[getter]
    fn strategic(&self) -> bool {
        self.0.rules().is_strategic()
    }

    fn __len__(&self) -> usize {
        self.0.rows().len()
    }

    fn __getitem__(&self, failures: isize) -> PyResult<PyTableRow> {
        let rows = self.0.rows();
        let index = if failures < 0 {
            failures + rows.len() as isize
        } else {
            failures
        };
        usize::try_from(index)
            .ok()
            .and_then(|index| rows.get(index))
            .map(|&row| PyTableRow(row))
            .ok_or_else(|| PyIndexError::new_err("failure table row out of range"))
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        crate::iterate(py, self.rows())
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!(
            "<FailureTable failures=0..{} strategic={}>",
            self.0.rules().failures(),
            self.0.rules().is_strategic()
        )
    }
}

/// The paper's table for a game: the win probability of a new game with 0
/// to ``failures`` failures allowed, for the optimal play, Lex-Min and
/// Lex-Max, under forced rules or (``strategic=True``) strategic ones.
///
/// The game's arguments and ``exact`` are as for ``solve``. Runs without
/// the GIL. Raises ``FlipError`` as ``solve`` does.
#[pyfunction]
#[pyo3(signature = (tiles = 12, dice = 2, faces = 6, *, single_die_at_most = None, failures = 10, strategic = false, exact = true))]
#[allow(clippy::too_many_arguments)]
fn failure_table(
    py: Python<'_>,
    tiles: u32,
    dice: u32,
    faces: u32,
    single_die_at_most: Option<u32>,
    failures: u32,
    strategic: bool,
    exact: bool,
) -> PyResult<PyFailureTable> {
    let (setup, rules) = game_of(tiles, dice, faces, single_die_at_most, failures, strategic)?;
    let solver = solver_of(&setup, rules, exact);
    raise(py.detach(|| solver.failure_table())).map(PyFailureTable)
}

/// Adds Flip's classes and functions to the submodule `flip`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("FlipError", module.py().get_type::<FlipError>())?;
    module.add_class::<PyWinProbability>()?;
    module.add_class::<PySolution>()?;
    module.add_class::<PyFailureTable>()?;
    module.add_class::<PyTableRow>()?;
    module.add_function(wrap_pyfunction!(solve, module)?)?;
    module.add_function(wrap_pyfunction!(failure_table, module)?)?;
    Ok(())
}
