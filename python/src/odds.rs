//! Odds written `N to 1`, pot odds, and whether a call pays (holdem-enum's
//! odds).

use holdem_enum::{Decision, Odds};
use pyo3::prelude::*;

use crate::errors::Raise;

/// Odds of ``N to 1`` against: ``N`` chances against for one for, a
/// probability of ``1 / (1 + N)``. Pot odds are written the same way: the pot
/// pays ``N to 1`` when it offers ``N`` for each 1 called.
///
/// ``Odds(20)`` is 20 to 1; ``Odds.from_probability(p)`` the odds against an
/// event of probability ``p``; ``Odds.pot(pot, call)`` what the pot offers for
/// a call. ``str`` writes ``"4.11 to 1"`` (up to two decimals); odds compare
/// by ``N`` (greater is longer). Raises ``OddsError`` for a
/// negative or infinite ``N``, a probability outside (0, 1] or an amount
/// that is not positive.
#[pyclass(module = "cardgames", name = "Odds", frozen, eq, ord)]
#[derive(Clone, Copy, PartialEq, PartialOrd)]
pub(crate) struct PyOdds(Odds);

#[pymethods]
impl PyOdds {
    #[new]
    fn py_new(against: f64) -> PyResult<PyOdds> {
        Odds::to_one(against).raise().map(PyOdds)
    }

    /// The odds against an event of probability ``probability``:
    /// ``(1 - p) / p to 1``.
    #[staticmethod]
    fn from_probability(probability: f64) -> PyResult<PyOdds> {
        Odds::from_probability(probability).raise().map(PyOdds)
    }

    /// The odds the pot offers for a call: risk ``call`` to win ``pot`` (the
    /// pot including the bet to be called), ``pot / call to 1``.
    #[staticmethod]
    fn pot(pot: f64, call: f64) -> PyResult<PyOdds> {
        Odds::pot(pot, call).raise().map(PyOdds)
    }

    /// ``N`` of ``N to 1``.
    #[getter]
    fn against(&self) -> f64 {
        self.0.against()
    }

    /// The probability ``1 / (1 + N)``.
    #[getter]
    fn probability(&self) -> f64 {
        self.0.probability()
    }

    /// Whether to call a bet of ``call`` into a pot of ``pot`` (the bet
    /// included) with these odds against winning it: ``"call"`` when the pot
    /// pays at least the odds, ``pot / call >= N``, else ``"fold"``.
    fn decide(&self, pot: f64, call: f64) -> PyResult<&'static str> {
        Ok(match self.0.decide(pot, call).raise()? {
            Decision::Call => "call",
            Decision::Fold => "fold",
        })
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Odds({:?})", self.0.against())
    }
}

/// Adds the odds class to `module`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<PyOdds>()
}
