//! The preflop tables: `HandClass`, the 169 classes of hold'em starting
//! hands, with their exact equities against each other and against 1 to 3
//! random hands, and their order by strength (holdem-enum).

use holdem_enum::{HandClass, Shape};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::errors::Raise;

/// One of the 169 classes of hold'em starting hands: a pair (``"QQ"``), a
/// suited hand (``"AKs"``) or an offsuit hand (``"AKo"``), by the ranks of
/// its two cards.
///
/// Built from its text (ranks in either order, ``T`` or ``10``, the suffix
/// in either case: ``HandClass("KAs")`` is ``AKs``); ``str`` writes it back
/// as ``"AKs"``. Classes compare equal when they are the same class, and
/// hash. The preflop tables give each class's exact equity against another
/// class (``equity_against``) and against 1 to 3 random hands
/// (``equity_against_random``), and its place in the order by the latter
/// (``by_strength``, ``strength_rank``, ``percentile``). Raises
/// ``RangeError`` for text that is not a class.
#[pyclass(module = "cardgames", name = "HandClass", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct PyHandClass(HandClass);

#[pymethods]
impl PyHandClass {
    #[new]
    fn py_new(text: &str) -> PyResult<PyHandClass> {
        text.parse::<HandClass>().raise().map(PyHandClass)
    }

    /// The class's cell of the 13 x 13 grid read row by row, 0 (``AA``) to
    /// 168 (``22``): rows and columns run from aces to deuces, pairs on the
    /// diagonal, suited hands above it (row = higher rank), offsuit hands
    /// below (column = higher rank). ``AKs`` is 1, ``AKo`` 13, ``KK`` 14.
    #[getter]
    fn index(&self) -> usize {
        self.0.index()
    }

    /// The class of grid cell ``index`` (0 to 168, as ``index`` gives it):
    /// ``HandClass.from_index(1)`` is ``AKs``. Raises ``ValueError`` for
    /// another index.
    #[staticmethod]
    fn from_index(index: usize) -> PyResult<PyHandClass> {
        HandClass::from_index(index)
            .map(PyHandClass)
            .ok_or_else(|| {
                PyValueError::new_err(format!(
                    "a hand class's index is 0 to {}, not {index}",
                    HandClass::COUNT - 1
                ))
            })
    }

    /// The 169 classes in grid order, row by row: ``AA``, ``AKs``, ``AQs``,
    /// ... ``22``.
    #[staticmethod]
    fn all() -> Vec<PyHandClass> {
        HandClass::all().map(PyHandClass).collect()
    }

    /// The higher rank's letter or digit (the pair's rank for a pair):
    /// ``"A"`` for ``AKs``.
    #[getter]
    fn high(&self) -> String {
        self.0.high().to_string()
    }

    /// The lower rank's letter or digit (the pair's rank for a pair):
    /// ``"K"`` for ``AKs``.
    #[getter]
    fn low(&self) -> String {
        self.0.low().to_string()
    }

    /// ``"pair"``, ``"suited"`` or ``"offsuit"``.
    #[getter]
    fn shape(&self) -> &'static str {
        match self.0.shape() {
            Shape::Pair => "pair",
            Shape::Suited => "suited",
            Shape::Offsuit => "offsuit",
        }
    }

    /// The number of combos of the class: 6 for a pair, 4 suited, 12
    /// offsuit.
    #[getter]
    fn combos(&self) -> usize {
        self.0.combos()
    }

    /// The exact heads-up equity of this class against ``other`` (a
    /// ``HandClass`` or its text) before the flop, to four decimals: the
    /// share of the pot over every deal of their combos that shares no card
    /// and every board, a tie counting half. ``AA`` against ``KK`` is
    /// 0.8195. Raises ``RangeError`` for text that is not a class.
    fn equity_against(&self, other: &Bound<'_, PyAny>) -> PyResult<f64> {
        Ok(self.0.equity_against(class_of(other)?))
    }

    /// The exact equity of this class against ``opponents`` random hands
    /// (1 to 3) before the flop, to six decimals: its share of the pot,
    /// ties split, over every deal of the opponents' hands and every board.
    /// ``AA`` against one random hand is 0.852037. Raises ``ValueError``
    /// for another number of opponents.
    #[pyo3(signature = (opponents = 1))]
    fn equity_against_random(&self, opponents: usize) -> PyResult<f64> {
        tabled(self.0.equity_against_random_hands(opponents), opponents)
    }

    /// The 169 classes from the strongest to the weakest by their exact
    /// equity against ``opponents`` random hands (1 to 3; equal equities in
    /// grid order): ``AA``, ``KK``, ``QQ``, ... ``32o`` against one. Raises
    /// ``ValueError`` for another number of opponents.
    #[staticmethod]
    #[pyo3(signature = (opponents = 1))]
    fn by_strength(opponents: usize) -> PyResult<Vec<PyHandClass>> {
        let order = tabled(HandClass::by_strength_against(opponents), opponents)?;
        Ok(order.map(PyHandClass).collect())
    }

    /// The class's place in ``by_strength(opponents)``, 1 for the strongest
    /// to 169. Raises ``ValueError`` for a number of opponents other than 1
    /// to 3.
    #[pyo3(signature = (opponents = 1))]
    fn strength_rank(&self, opponents: usize) -> PyResult<usize> {
        tabled(self.0.strength_rank_against(opponents), opponents)
    }

    /// The class's percentile in ``by_strength(opponents)``: the share of
    /// the 1,326 combos, in percent, held by this class and the stronger
    /// ones (``AA`` is the top 0.45%, ``32o`` 100). Raises ``ValueError`` for
    /// a number of opponents other than 1 to 3.
    #[pyo3(signature = (opponents = 1))]
    fn percentile(&self, opponents: usize) -> PyResult<f64> {
        tabled(self.0.percentile_against(opponents), opponents)
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("HandClass('{}')", self.0)
    }
}

/// A class: a `HandClass` or its text.
fn class_of(obj: &Bound<'_, PyAny>) -> PyResult<HandClass> {
    if let Ok(class) = obj.cast::<PyHandClass>() {
        Ok(class.get().0)
    } else if let Ok(text) = obj.cast::<PyString>() {
        text.to_cow()?.parse::<HandClass>().raise()
    } else {
        Err(PyTypeError::new_err(format!(
            "a hand class is a str or a HandClass, not {}",
            obj.get_type().name()?
        )))
    }
}

/// What the preflop tables hold against `opponents` random hands, or a
/// `ValueError` saying they hold 1 to 3.
pub(crate) fn tabled<T>(value: Option<T>, opponents: usize) -> PyResult<T> {
    value.ok_or_else(|| {
        PyValueError::new_err(format!(
            "the preflop tables are against 1 to {} random hands, not {opponents}",
            HandClass::MAX_RANDOM_OPPONENTS
        ))
    })
}

/// Adds `HandClass` to `module`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<PyHandClass>()
}
