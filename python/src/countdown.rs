//! `cardgames.countdown`: the Countdown numbers game solved exactly
//! (countdown-solver).

use countdown_solver::{Distinct, Round, Solution};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

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

/// Checks a player's answer, such as ``"(7 - 3) * 100 + 5"``, against a round
/// of six ``numbers`` and a ``target``, and scores it: a ``Solution`` with its
/// ``value`` and ``points``.
///
/// Raises ``CountdownError`` for a round that is not six positive numbers and
/// a positive target, ``AnswerError`` for text that is not an expression or
/// one that breaks a rule (a number not in the round or used too often, a
/// step that is not a positive integer), with the reason.
#[pyfunction]
fn check(numbers: Vec<u64>, target: u64, answer: &str) -> PyResult<PySolution> {
    let count = numbers.len();
    let tiles: [u64; countdown_solver::TILES] = numbers.try_into().map_err(|_| {
        CountdownError::new_err(format!(
            "a round has {} numbers, got {count}",
            countdown_solver::TILES
        ))
    })?;
    let round = raise(Round::new(tiles, target))?;
    round
        .answer(answer)
        .map(PySolution)
        .map_err(|err| AnswerError::new_err(err.to_string()))
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
    module.add_function(wrap_pyfunction!(solve, module)?)?;
    module.add_function(wrap_pyfunction!(solutions, module)?)?;
    module.add_function(wrap_pyfunction!(check, module)?)?;
    module.add_function(wrap_pyfunction!(score, module)?)?;
    Ok(())
}
