//! Cards: the `Card` class, `card_index` and back, and the reading of the
//! cards a function is given (text, `Card` objects or indices).

use card_core::{CardSet, Rank, Suit};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::pyclass::CompareOp;
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

/// A set of distinct cards: a ``CardSet``, or what `cards_of` takes (an
/// empty text is the empty set); a card given twice is a `ParseError`.
pub(crate) fn card_set_of(obj: &Bound<'_, PyAny>) -> PyResult<CardSet> {
    if let Ok(set) = obj.cast::<PyCardSet>() {
        return Ok(set.get().0);
    }
    let mut set = CardSet::EMPTY;
    for card in cards_of(obj)? {
        if !set.insert(card) {
            return Err(ParseError::new_err(format!("duplicate card {card}")));
        }
    }
    Ok(set)
}

/// An immutable set of cards, such as ``CardSet("As Kd")``, held as one
/// 52-bit mask.
///
/// Built from text (cards back to back or separated by spaces or commas;
/// ``""`` is the empty set) or a sequence of cards (text, ``Card`` objects or
/// indices), each card once. ``|``, ``&``, ``-`` and ``^`` are union,
/// intersection, difference and symmetric difference, ``~`` the complement
/// within the 52 cards; their other operand may be a ``CardSet``, a ``Card``
/// or cards as the constructor takes them. ``<=``, ``<``, ``>=`` and ``>``
/// test subsets as for ``frozenset``. ``len``, ``in`` (a card as text, a
/// ``Card`` or an index) and iteration (``Card`` objects by ascending index,
/// ``2c 2d 2h 2s 3c ...``) work as for any set; sets compare equal when they
/// hold the same cards, and hash. ``str`` writes the cards highest first
/// (``"As Kd"``), which parses back. Raises ``ParseError`` for text that is
/// not cards or a card given twice.
#[pyclass(module = "cardgames", name = "CardSet", frozen)]
#[derive(Clone, Copy)]
pub(crate) struct PyCardSet(pub(crate) CardSet);

/// `op` applied to the set a set operator's other operand stands for;
/// `NotImplemented` for an operand of another type, so that Python tries
/// the operand's own operator and then raises `TypeError`.
fn operate(obj: &Bound<'_, PyAny>, op: impl FnOnce(CardSet) -> CardSet) -> PyResult<Py<PyAny>> {
    let py = obj.py();
    let other = match obj.cast::<PyCard>() {
        Ok(card) => CardSet::from(card.get().0),
        Err(_) => match card_set_of(obj) {
            Ok(set) => set,
            Err(err) if err.is_instance_of::<PyTypeError>(py) => return Ok(py.NotImplemented()),
            Err(err) => return Err(err),
        },
    };
    Ok(Bound::new(py, PyCardSet(op(other)))?.into_any().unbind())
}

#[pymethods]
impl PyCardSet {
    #[new]
    #[pyo3(signature = (cards = None), text_signature = "(cards='')")]
    fn py_new(cards: Option<&Bound<'_, PyAny>>) -> PyResult<PyCardSet> {
        match cards {
            None => Ok(PyCardSet(CardSet::EMPTY)),
            Some(text) if text.is_instance_of::<PyString>() => text
                .cast::<PyString>()?
                .to_cow()?
                .parse::<CardSet>()
                .raise()
                .map(PyCardSet),
            Some(cards) => card_set_of(cards).map(PyCardSet),
        }
    }

    /// The 52 cards.
    #[staticmethod]
    fn full() -> PyCardSet {
        PyCardSet(CardSet::FULL)
    }

    /// The four cards of ``rank`` (``"A"``, ``"T"``, ``"10"``, ``"2"`` ...).
    #[staticmethod]
    fn of_rank(rank: &str) -> PyResult<PyCardSet> {
        Ok(PyCardSet(CardSet::of_rank(rank.parse::<Rank>().raise()?)))
    }

    /// The thirteen cards of ``suit`` (``"c"``, ``"d"``, ``"h"``, ``"s"`` or a
    /// suit symbol).
    #[staticmethod]
    fn of_suit(suit: &str) -> PyResult<PyCardSet> {
        Ok(PyCardSet(CardSet::of_suit(suit.parse::<Suit>().raise()?)))
    }

    /// The set of a 52-bit mask: bit ``i`` holds the card of index ``i``.
    /// Raises ``ValueError`` for a bit above 51.
    #[staticmethod]
    fn from_bits(bits: u64) -> PyResult<PyCardSet> {
        CardSet::from_bits(bits)
            .map(PyCardSet)
            .ok_or_else(|| PyValueError::new_err(format!("bits {bits:#x} set a bit above 51")))
    }

    /// The set as a 52-bit mask: bit ``i`` holds the card of index ``i``.
    #[getter]
    fn bits(&self) -> u64 {
        self.0.bits()
    }

    /// Whether the set shares no card with ``other``.
    fn isdisjoint(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        Ok(self.0.is_disjoint(card_set_of(other)?))
    }

    /// Whether every card of the set is in ``other``.
    fn issubset(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        Ok(self.0.is_subset(card_set_of(other)?))
    }

    /// Whether every card of ``other`` is in the set.
    fn issuperset(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        Ok(card_set_of(other)?.is_subset(self.0))
    }

    fn __len__(&self) -> usize {
        self.0.len()
    }

    fn __contains__(&self, card: &Bound<'_, PyAny>) -> PyResult<bool> {
        Ok(self.0.contains(card_of(card)?))
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        crate::iterate(py, self.0.iter().map(PyCard))
    }

    fn __or__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        operate(other, |other| self.0 | other)
    }

    fn __ror__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.__or__(other)
    }

    fn __and__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        operate(other, |other| self.0 & other)
    }

    fn __rand__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.__and__(other)
    }

    fn __xor__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        operate(other, |other| self.0 ^ other)
    }

    fn __rxor__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.__xor__(other)
    }

    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        operate(other, |other| self.0 - other)
    }

    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        operate(other, |other| other - self.0)
    }

    fn __invert__(&self) -> PyCardSet {
        PyCardSet(!self.0)
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(other) = other.cast::<PyCardSet>() else {
            return Ok(py.NotImplemented());
        };
        let (a, b) = (self.0, other.get().0);
        let answer = match op {
            CompareOp::Eq => a == b,
            CompareOp::Ne => a != b,
            CompareOp::Le => a.is_subset(b),
            CompareOp::Lt => a.is_subset(b) && a != b,
            CompareOp::Ge => b.is_subset(a),
            CompareOp::Gt => b.is_subset(a) && a != b,
        };
        Ok(answer.into_pyobject(py)?.to_owned().into_any().unbind())
    }

    fn __hash__(&self) -> u64 {
        self.0.bits()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("CardSet('{}')", self.0)
    }
}

/// Adds the card class and functions to `module`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<PyCard>()?;
    module.add_class::<PyCardSet>()?;
    module.add_function(wrap_pyfunction!(card_index, module)?)?;
    module.add_function(wrap_pyfunction!(card_from_index, module)?)?;
    Ok(())
}
