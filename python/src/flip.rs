//! `cardgames.flip`: Flip and Shut the Box solved exactly (flip-dp).

use flip_dp::{
    Action, LexMax, LexMin, Position, Probability, Rules, Setup, Solution, Solver, Tiles,
};
use pyo3::create_exception;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

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

/// Solves Flip (by default tiles 1 to 12 and two six-sided dice) or a
/// variation of it, exactly, by dynamic programming over the sets of
/// face-up tiles.
///
/// ``tiles``, ``dice`` and ``faces`` set the game (up to 20 tiles);
/// ``single_die_at_most`` rolls one die once the face-up tiles sum to at
/// most that (Shut the Box's rule). ``failures`` failed rolls are allowed;
/// with ``strategic=True`` a failure may also be taken on purpose. ``policy``
/// is ``"optimal"`` (the best play), ``"lex-max"`` (the move with the largest
/// tile) or ``"lex-min"``, each evaluated exactly. With ``exact=True`` (the
/// default) the probabilities are also computed as exact fractions.
///
/// The solver runs without the GIL. Raises ``FlipError`` for a game that
/// cannot be set up (too many tiles, bad dice, too large) or solved
/// exactly.
#[pyfunction]
#[pyo3(signature = (tiles = 12, dice = 2, faces = 6, *, single_die_at_most = None, failures = 0, strategic = false, policy = "optimal", exact = true))]
#[allow(clippy::too_many_arguments)]
fn solve(
    py: Python<'_>,
    tiles: u32,
    dice: u32,
    faces: u32,
    single_die_at_most: Option<u32>,
    failures: u32,
    strategic: bool,
    policy: &str,
    exact: bool,
) -> PyResult<PySolution> {
    let mut setup = raise(Setup::new(tiles, dice, faces))?;
    if let Some(threshold) = single_die_at_most {
        setup = setup.single_die_at_most(threshold);
    }
    let rules = if strategic {
        Rules::strategic(failures)
    } else {
        Rules::forced(failures)
    };
    if !matches!(policy, "optimal" | "lex-max" | "lex-min") {
        return Err(PyValueError::new_err(format!(
            "unknown policy {policy:?}: use \"optimal\", \"lex-max\" or \"lex-min\""
        )));
    }
    let solution = py.detach(|| {
        let mut solver = Solver::new(&setup).rules(rules);
        if exact {
            solver = solver.exact();
        }
        match policy {
            "lex-max" => solver.evaluate(&LexMax),
            "lex-min" => solver.evaluate(&LexMin),
            _ => solver.solve(),
        }
    });
    raise(solution).map(PySolution)
}

/// Adds Flip's classes and functions to the submodule `flip`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("FlipError", module.py().get_type::<FlipError>())?;
    module.add_class::<PyWinProbability>()?;
    module.add_class::<PySolution>()?;
    module.add_function(wrap_pyfunction!(solve, module)?)?;
    Ok(())
}
