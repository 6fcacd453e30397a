//! Cards: the `Card` class, `card_index` and back, and the reading of the
//! cards a function is given (text, `Card` objects or indices).

use card_core::CardSet;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::errors::{ParseError, Raise};

/// A playing card, such as ``Card("As")``.
///
/// Built from its text (rank ``2``-``9``, ``T`` or ``10``, ``J``, ``Q``, ``K``,
/// ``A``, then suit ``c``, ``d``, ``h``, ``s`` or a suit symbol, either case)
/// or from its index (``Card(51)``). The index is ``rank * 4 + suit`` with
/// ranks 2 = 0 .. A = 12 and suits clubs = 0, diamonds = 1, hearts = 2,
/// spades = 3: ``2c`` is 0, ``2d`` 1, ``As`` 51. Cards compare by index
/// (rank first, then suit) and hash; ``str`` gives the short form ``"As"``.
#[pyclass(module = "cardgames", name = "Card", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct PyCard(pub(crate) card_core::Card);

#[pymethods]
impl PyCard {
    #[new]
    fn py_new(card: &Bound<'_, PyAny>) -> PyResult<PyCard> {
        card_of(card).map(PyCard)
    }

    /// The card's index, ``rank * 4 + suit``, 0 (``2c``) to 51 (``As``).
    #[getter]
    fn index(&self) -> usize {
        self.0.index()
    }

    /// The rank's letter or digit: ``"2"`` .. ``"9"``, ``"T"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"``.
    #[getter]
    fn rank(&self) -> String {
        self.0.rank().to_string()
    }

    /// The suit's letter: ``"c"``, ``"d"``, ``"h"`` or ``"s"``.
    #[getter]
    fn suit(&self) -> String {
        self.0.suit().to_string()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Card('{}')", self.0)
    }
}

/// The index of a card (``card_index("As") == 51``): ``rank * 4 + suit``,
/// with ranks 2 = 0 .. A = 12 and suits clubs = 0, diamonds = 1, hearts = 2,
/// spades = 3, as ``evaluate_batch`` takes them. ``card_from_index`` goes back.
#[pyfunction]
fn card_index(card: &Bound<'_, PyAny>) -> PyResult<usize> {
    card_of(card).map(card_core::Card::index)
}

/// The card of an index in 0..52 (``card_from_index(51) == Card("As")``).
#[pyfunction]
fn card_from_index(index: usize) -> PyResult<PyCard> {
    index_card(index).map(PyCard)
}

/// The card of `index`, or a `ParseError` outside 0..52.
fn index_card(index: usize) -> PyResult<card_core::Card> {
    u8::try_from(index)
        .ok()
        .and_then(|i| card_core::Card::try_from(i).ok())
        .ok_or_else(|| ParseError::new_err(format!("card index {index} out of range 0..52")))
}

/// One card: its text, a `Card`, or its index.
pub(crate) fn card_of(obj: &Bound<'_, PyAny>) -> PyResult<card_core::Card> {
    if let Ok(text) = obj.cast::<PyString>() {
        text.to_cow()?.parse::<card_core::Card>().raise()
    } else if let Ok(card) = obj.cast::<PyCard>() {
        Ok(card.get().0)
    } else if let Ok(index) = obj.extract::<usize>() {
        index_card(index)
    } else {
        Err(PyTypeError::new_err(format!(
            "a card is a str, a Card or an index, not {}",
            obj.get_type().name()?
        )))
    }
}

/// Cards in the order given, repeats kept: text such as ``"As Kd"`` or
/// ``"AsKd"``, or a sequence of cards (text, `Card` objects or indices).
pub(crate) fn cards_of(obj: &Bound<'_, PyAny>) -> PyResult<Vec<card_core::Card>> {
    if let Ok(text) = obj.cast::<PyString>() {
        card_core::parse_cards(&text.to_cow()?)
            .collect::<Result<_, _>>()
            .raise()
    } else if obj.cast::<PyCard>().is_ok() {
        Ok(vec![card_of(obj)?])
    } else {
        obj.try_iter()
            .map_err(|_| {
                PyTypeError::new_err(format!(
                    "cards are a str or a sequence of cards, not {}",
                    obj.get_type()
                        .name()
                        .map_or_else(|_| "?".into(), |n| n.to_string())
                ))
            })?
            .map(|item| card_of(&item?))
            .collect()
    }
}

/// A set of distinct cards, given as `cards_of` takes them (an empty text
/// is the empty set); a card given twice is a `ParseError`.
pub(crate) fn card_set_of(obj: &Bound<'_, PyAny>) -> PyResult<CardSet> {
    let mut set = CardSet::EMPTY;
    for card in cards_of(obj)? {
        if !set.insert(card) {
            return Err(ParseError::new_err(format!("duplicate card {card}")));
        }
    }
    Ok(set)
}

/// Adds the card class and functions to `module`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<PyCard>()?;
    module.add_function(wrap_pyfunction!(card_index, module)?)?;
    module.add_function(wrap_pyfunction!(card_from_index, module)?)?;
    Ok(())
}
