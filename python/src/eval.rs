//! Hand evaluation: `evaluate`, `evaluate_batch`, Omaha and short deck.

use card_core::Card;
use hand_eval::{
    AceFiveLow, DeuceSevenLow, EvalError, Hand, HandRank, HiLo, ShortDeck, ShortDeckRank,
    ShortDeckRanking,
};
use numpy::{PyArray1, PyReadonlyArray2};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use rayon::prelude::*;

use crate::cards::{card_set_of, cards_of};
use crate::errors::{self, Raise};

/// The strength of a poker hand of 5 to 7 cards: the value of its best five.
///
/// Stronger hands compare greater; hands of equal strength (a split pot) are
/// equal. ``value`` counts from the weakest hand (1, 7-5-4-3-2 unsuited) to
/// the strongest (7462, the royal flush); ``cactus_kev`` is Cactus Kev's
/// number, which runs the other way (1 is the royal flush).
#[pyclass(module = "cardgames", name = "HandRank", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct PyHandRank(pub(crate) HandRank);

#[pymethods]
impl PyHandRank {
    /// The hand's category: ``"High Card"``, ``"One Pair"``, ``"Two Pair"``,
    /// ``"Three of a Kind"``, ``"Straight"``, ``"Flush"``, ``"Full House"``,
    /// ``"Four of a Kind"`` or ``"Straight Flush"``.
    #[getter]
    fn category(&self) -> &'static str {
        self.0.category().name()
    }

    /// The hand in words, such as ``"Full House, Kings over Fives"``.
    #[getter]
    fn description(&self) -> String {
        self.0.to_string()
    }

    /// Cactus Kev's number: 1 (royal flush) to 7462 (7-5-4-3-2 unsuited).
    #[getter]
    fn cactus_kev(&self) -> u16 {
        self.0.cactus_kev()
    }

    /// The value from the weakest hand: 1 (7-5-4-3-2 unsuited) to 7462 (royal flush).
    #[getter]
    fn value(&self) -> u16 {
        self.0.value()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<HandRank {} ({})>", self.0.value(), self.0)
    }
}

/// The strength of a short-deck hand (36 cards, six to ace) under one
/// ranking: a flush beats a full house, A-6-7-8-9 is the lowest straight.
///
/// Stronger hands compare greater (among hands of the same ranking);
/// ``value`` runs from 1 (J-9-8-7-6 unsuited) to 1404 (royal flush).
#[pyclass(module = "cardgames", name = "ShortDeckRank", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct PyShortDeckRank(ShortDeckRank);

#[pymethods]
impl PyShortDeckRank {
    /// The hand's category, named as for ``HandRank.category``.
    #[getter]
    fn category(&self) -> &'static str {
        self.0.category().name()
    }

    /// The hand in words, such as ``"Straight, Nine high"``.
    #[getter]
    fn description(&self) -> String {
        self.0.to_string()
    }

    /// The value from the weakest hand: 1 (J-9-8-7-6 unsuited) to 1404 (royal flush).
    #[getter]
    fn value(&self) -> u16 {
        self.0.value()
    }

    /// The ranking the hand was valued under: ``"trips-beat-straight"`` or
    /// ``"straight-beats-trips"``.
    #[getter]
    fn ranking(&self) -> &'static str {
        ranking_name(self.0.ranking())
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<ShortDeckRank {} ({})>", self.0.value(), self.0)
    }
}

/// The name of a short-deck ranking, as the `ranking` arguments take it.
fn ranking_name(ranking: ShortDeckRanking) -> &'static str {
    match ranking {
        ShortDeckRanking::TripsBeatStraight => "trips-beat-straight",
        _ => "straight-beats-trips",
    }
}

/// The short-deck ranking named `name`.
pub(crate) fn ranking_of(name: &str) -> PyResult<ShortDeckRanking> {
    [
        ShortDeckRanking::TripsBeatStraight,
        ShortDeckRanking::StraightBeatsTrips,
    ]
    .into_iter()
    .find(|&ranking| ranking_name(ranking) == name)
    .ok_or_else(|| {
        PyValueError::new_err(format!(
            "unknown ranking {name:?}: use \"trips-beat-straight\" or \"straight-beats-trips\""
        ))
    })
}

/// The strength of a poker hand of 5 to 7 cards.
///
/// ``cards`` is text (``"As Ks Qs Js Ts"`` or ``"AsKsQsJsTs"``) or a sequence
/// of cards (text, ``Card`` objects or indices). Raises ``ParseError`` for
/// text that is not cards and ``EvalError`` for fewer than 5 or more than 7
/// cards or a card given twice.
#[pyfunction]
fn evaluate(cards: &Bound<'_, PyAny>) -> PyResult<PyHandRank> {
    hand_eval::evaluate(&cards_of(cards)?)
        .raise()
        .map(PyHandRank)
}

/// The strength of an Omaha hand: the best of exactly two of the 4 to 6
/// ``hole`` cards with exactly three of the 3 to 5 ``board`` cards.
///
/// Raises ``EvalError`` for a wrong number of hole or board cards or a card
/// in both, ``ParseError`` for a card given twice in one of them.
#[pyfunction]
fn evaluate_omaha(hole: &Bound<'_, PyAny>, board: &Bound<'_, PyAny>) -> PyResult<PyHandRank> {
    hand_eval::evaluate_omaha(card_set_of(hole)?, card_set_of(board)?)
        .raise()
        .map(PyHandRank)
}

/// The ace-to-five low of a hand (razz, the low half of hi-lo games): aces
/// play low, straights and flushes do not count, 5-4-3-2-A is the best.
///
/// Better lows compare greater; ``value`` runs from 1 (K-K-K-K-Q) to 6175
/// (5-4-3-2-A). ``str`` lists the ranks, the group that decides first:
/// ``"8-6-4-2-A"``, ``"4-4-8-6-A"``.
#[pyclass(module = "cardgames", name = "AceFiveLow", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct PyAceFiveLow(AceFiveLow);

#[pymethods]
impl PyAceFiveLow {
    /// The value from the worst low: 1 (K-K-K-K-Q) to 6175 (5-4-3-2-A).
    #[getter]
    fn value(&self) -> u16 {
        self.0.value()
    }

    /// The low in words, such as ``"8-6-4-2-A"``.
    #[getter]
    fn description(&self) -> String {
        self.0.to_string()
    }

    /// Whether it qualifies for the low half of a hi-lo pot: five different
    /// ranks, eight or lower.
    #[getter]
    fn eight_or_better(&self) -> bool {
        self.0.is_eight_or_better()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<AceFiveLow {} ({})>", self.0.value(), self.0)
    }
}

/// The deuce-to-seven low of a hand: aces play high, straights and flushes
/// count against the hand, 7-5-4-3-2 of mixed suits is the best.
///
/// Better lows compare greater; ``value`` runs from 1 (the royal flush) to
/// 7462 (7-5-4-3-2); ``high`` is the same five cards as a high hand.
#[pyclass(module = "cardgames", name = "DeuceSevenLow", frozen, eq, ord, hash)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct PyDeuceSevenLow(DeuceSevenLow);

#[pymethods]
impl PyDeuceSevenLow {
    /// The value from the worst low: 1 (royal flush) to 7462 (7-5-4-3-2).
    #[getter]
    fn value(&self) -> u16 {
        self.0.value()
    }

    /// The low in words: ``"7-5-4-3-2"``, or a made hand's description.
    #[getter]
    fn description(&self) -> String {
        self.0.to_string()
    }

    /// The same five cards as a high hand.
    #[getter]
    fn high(&self) -> PyHandRank {
        PyHandRank(self.0.high())
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<DeuceSevenLow {} ({})>", self.0.value(), self.0)
    }
}

/// The best ace-to-five low of 5 to 7 cards (razz). Raises ``EvalError`` for
/// a wrong number of cards, ``ParseError`` for a card given twice.
#[pyfunction]
fn evaluate_ace_five(cards: &Bound<'_, PyAny>) -> PyResult<PyAceFiveLow> {
    hand_eval::evaluate_ace_five(card_set_of(cards)?)
        .raise()
        .map(PyAceFiveLow)
}

/// The best deuce-to-seven low of 5 to 7 cards. Raises ``EvalError`` for a
/// wrong number of cards, ``ParseError`` for a card given twice.
#[pyfunction]
fn evaluate_deuce_seven(cards: &Bound<'_, PyAny>) -> PyResult<PyDeuceSevenLow> {
    hand_eval::evaluate_deuce_seven(card_set_of(cards)?)
        .raise()
        .map(PyDeuceSevenLow)
}

/// The two halves of a hi-lo pot.
fn halves(hi_lo: HiLo) -> (PyHandRank, Option<PyAceFiveLow>) {
    (PyHandRank(hi_lo.high), hi_lo.low.map(PyAceFiveLow))
}

/// The best high hand of 5 to 7 cards and their best 8-or-better
/// ace-to-five low (``None`` when none qualifies): the halves of a stud hi-lo
/// pot. Raises as ``evaluate_ace_five``.
#[pyfunction]
fn evaluate_hi_lo(cards: &Bound<'_, PyAny>) -> PyResult<(PyHandRank, Option<PyAceFiveLow>)> {
    hand_eval::evaluate_hi_lo(card_set_of(cards)?)
        .raise()
        .map(halves)
}

/// The high and the 8-or-better low (``None`` when none qualifies) of an
/// Omaha hi-lo hand, each of exactly two of the 4 to 6 ``hole`` cards and
/// exactly three of the 3 to 5 ``board`` cards. Raises as ``evaluate_omaha``.
#[pyfunction]
fn evaluate_omaha_hi_lo(
    hole: &Bound<'_, PyAny>,
    board: &Bound<'_, PyAny>,
) -> PyResult<(PyHandRank, Option<PyAceFiveLow>)> {
    hand_eval::evaluate_omaha_hi_lo(card_set_of(hole)?, card_set_of(board)?)
        .raise()
        .map(halves)
}

/// The strength of a short-deck hand of 5 to 7 cards (six to ace).
///
/// ``ranking`` decides between a straight and three of a kind:
/// ``"trips-beat-straight"`` (the default, as most games play) or
/// ``"straight-beats-trips"``. Raises ``EvalError`` for a card below the six,
/// a wrong number of cards or a card given twice.
#[pyfunction]
#[pyo3(signature = (cards, *, ranking = "trips-beat-straight"))]
fn evaluate_short_deck(cards: &Bound<'_, PyAny>, ranking: &str) -> PyResult<PyShortDeckRank> {
    ShortDeck::new()
        .ranking(ranking_of(ranking)?)
        .evaluate(&cards_of(cards)?)
        .raise()
        .map(PyShortDeckRank)
}

/// Rows evaluated one after the other below this many; above, in parallel.
const PARALLEL_ROWS: usize = 1 << 14;

/// The strengths of many hands at once: ``hands`` is a NumPy ``uint8`` array
/// of shape ``(N, 5)``, ``(N, 6)`` or ``(N, 7)`` of card indices (see
/// ``card_index``), one hand a row; the result is a ``uint16`` array of the
/// ``N`` hands' ``HandRank.value`` (greater is stronger).
///
/// The hands are evaluated without the GIL, on every core for large
/// arrays. Raises ``EvalError`` for a row of fewer than 5 or more than 7
/// cards or with a card twice, ``ParseError`` for an index above 51; the
/// message names the first bad row.
#[pyfunction]
fn evaluate_batch<'py>(
    py: Python<'py>,
    hands: PyReadonlyArray2<'py, u8>,
) -> PyResult<Bound<'py, PyArray1<u16>>> {
    let width = hands.as_array().ncols();
    if !(5..=7).contains(&width) {
        return Err(EvalError::WrongCount { count: width }).raise();
    }
    let owned;
    let cells = match hands.as_slice() {
        Ok(cells) => cells,
        Err(_) => {
            owned = hands.as_array().iter().copied().collect::<Vec<u8>>();
            &owned
        }
    };
    let values = py.detach(|| evaluate_rows(cells, width))?;
    Ok(PyArray1::from_vec(py, values))
}

/// Why row `row` could not be evaluated.
enum RowError {
    /// An index above 51.
    Index(usize, card_core::IndexError),
    /// A card given twice.
    Eval(usize, EvalError),
}

/// The values of the hands in the rows of `width` cells of `cells`.
fn evaluate_rows(cells: &[u8], width: usize) -> PyResult<Vec<u16>> {
    let mut values = vec![0u16; cells.len() / width];
    let chunk = PARALLEL_ROWS;
    let run = |(i, (out, rows)): (usize, (&mut [u16], &[u8]))| -> Result<(), RowError> {
        for (j, (value, row)) in out.iter_mut().zip(rows.chunks_exact(width)).enumerate() {
            let at = i * chunk + j;
            let mut hand = Hand::EMPTY;
            for &cell in row {
                let card = Card::try_from(cell).map_err(|err| RowError::Index(at, err))?;
                hand = hand.try_add(card).map_err(|err| RowError::Eval(at, err))?;
            }
            *value = hand.evaluate().value();
        }
        Ok(())
    };
    let result = if values.len() < PARALLEL_ROWS {
        values
            .chunks_mut(chunk)
            .zip(cells.chunks(chunk * width))
            .enumerate()
            .try_for_each(run)
    } else {
        // Every chunk runs; the first bad row is reported whatever the
        // order the chunks finish in.
        let results: Vec<_> = values
            .par_chunks_mut(chunk)
            .zip(cells.par_chunks(chunk * width))
            .enumerate()
            .map(run)
            .collect();
        results.into_iter().collect()
    };
    match result {
        Ok(()) => Ok(values),
        Err(RowError::Index(row, err)) => {
            Err(errors::ParseError::new_err(format!("row {row}: {err}")))
        }
        Err(RowError::Eval(row, err)) => {
            Err(errors::EvalError::new_err(format!("row {row}: {err}")))
        }
    }
}

/// Adds the evaluation classes and functions to `module`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<PyHandRank>()?;
    module.add_class::<PyShortDeckRank>()?;
    module.add_class::<PyAceFiveLow>()?;
    module.add_class::<PyDeuceSevenLow>()?;
    module.add_function(wrap_pyfunction!(evaluate, module)?)?;
    module.add_function(wrap_pyfunction!(evaluate_omaha, module)?)?;
    module.add_function(wrap_pyfunction!(evaluate_omaha_hi_lo, module)?)?;
    module.add_function(wrap_pyfunction!(evaluate_ace_five, module)?)?;
    module.add_function(wrap_pyfunction!(evaluate_deuce_seven, module)?)?;
    module.add_function(wrap_pyfunction!(evaluate_hi_lo, module)?)?;
    module.add_function(wrap_pyfunction!(evaluate_short_deck, module)?)?;
    module.add_function(wrap_pyfunction!(evaluate_batch, module)?)?;
    Ok(())
}
