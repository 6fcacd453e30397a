//! Hold'em hands: `Range`, the strength meter and outs (holdem-enum).

use card_core::{Card, CardSet};
use hand_eval::HandCategory;
use holdem_enum::{
    BoardClasses, Combo, Draw, HandList, MadeHand, Outs, Range, RangeOnBoard, StrengthMeter,
    Variant,
};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

use crate::cards::card_set_of;
use crate::errors::Raise;
use crate::eval::ranking_of;
use crate::preflop::tabled;

/// A weighted range of hold'em starting hands, in the notation players
/// type: ``"QQ+, AKs, A2s+, KTo+, 99-66, AhKh, any, QQ@50"``.
///
/// ``len`` is the number of combos held; ``str`` writes the shortest usual
/// form back. Iterating gives the combos as text (``"AhKh"``); ``weights()``
/// maps each to its weight, 1 to 100. Ranges compare equal when they hold
/// the same combos with the same weights, and hash. Raises ``RangeError``
/// for text that is not a range.
#[pyclass(module = "cardgames", name = "Range", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct PyRange(pub(crate) Range);

#[pymethods]
impl PyRange {
    #[new]
    fn py_new(text: &str) -> PyResult<PyRange> {
        text.parse::<Range>().raise().map(PyRange)
    }

    /// The range of all 1,326 combos, each of weight 100: a random hand.
    #[staticmethod]
    fn any() -> PyRange {
        PyRange(Range::any())
    }

    /// The strongest starting-hand classes by their exact equity against
    /// ``opponents`` random hands (1 to 3; ``HandClass.by_strength``) that
    /// first hold at least ``percent`` percent of the 1,326 combos, each
    /// combo of weight 100: ``Range.top(1)`` is ``QQ+`` (AA and KK's 12
    /// combos are short of 13.26). ``percent`` is clamped to 0 to 100; 0
    /// gives an empty range. The text ``"top 15%"`` parses as
    /// ``Range.top(15)``. Raises ``ValueError`` for another number of
    /// opponents.
    #[staticmethod]
    #[pyo3(signature = (percent, opponents = 1))]
    fn top(percent: f64, opponents: usize) -> PyResult<PyRange> {
        tabled(Range::top_against(percent, opponents), opponents).map(PyRange)
    }

    /// The combos held, as text (``"AhKh"``), in the library's order.
    fn combos(&self) -> Vec<String> {
        self.0.iter().map(|(combo, _)| combo.to_string()).collect()
    }

    /// Each combo held (as text) with its weight, 1 to 100.
    fn weights(&self) -> Vec<(String, u8)> {
        self.0
            .iter()
            .map(|(combo, weight)| (combo.to_string(), weight))
            .collect()
    }

    /// The weight of ``combo`` (text such as ``"AhKh"``), 0 when not held.
    /// Raises ``RangeError`` for text that is not one combo.
    fn weight(&self, combo: &str) -> PyResult<u8> {
        Ok(self.0.weight(combo.parse::<Combo>().raise()?))
    }

    fn __contains__(&self, combo: &str) -> PyResult<bool> {
        Ok(self.0.contains(combo.parse::<Combo>().raise()?))
    }

    fn __len__(&self) -> usize {
        self.0.len()
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        crate::iterate(py, self.combos())
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Range('{}')", self.0)
    }
}

/// An Omaha or stud player: text of hands separated by commas or
/// ``"anyN"``, or one hand as a sequence of cards or a ``CardSet``. With
/// `random` (the stud games' seven cards), ``"any"`` and ``"random"`` alone
/// are a hand of which nothing is known.
pub(crate) fn hand_list_of(obj: &Bound<'_, PyAny>, random: Option<usize>) -> PyResult<HandList> {
    if let Ok(text) = obj.cast::<PyString>() {
        let text = text.to_cow()?;
        match random {
            Some(cards) if matches!(text.trim(), "any" | "random") => Ok(HandList::random(cards)),
            _ => text.parse::<HandList>().raise(),
        }
    } else if obj.cast::<PyRange>().is_ok() {
        Err(PyTypeError::new_err(
            "an Omaha or stud player is a hand such as \"AsAhKsKh\" or \"any4\", not a Range",
        ))
    } else if obj.try_iter().is_ok() {
        card_set_of(obj).map(HandList::from)
    } else {
        Err(PyTypeError::new_err(format!(
            "an Omaha or stud player is a str, a CardSet or a sequence of cards, not {}",
            obj.get_type().name()?
        )))
    }
}

/// A player's range: text, a `Range`, or a known hand as a sequence of two
/// cards.
pub(crate) fn range_of(obj: &Bound<'_, PyAny>) -> PyResult<Range> {
    if let Ok(range) = obj.cast::<PyRange>() {
        Ok(range.get().0.clone())
    } else if let Ok(text) = obj.cast::<PyString>() {
        text.to_cow()?.parse::<Range>().raise()
    } else if obj.try_iter().is_ok() {
        let cards = card_set_of(obj)?;
        Combo::from_cards(cards)
            .map(Range::from)
            .ok_or(holdem_enum::ComboError::CardCount { count: cards.len() })
            .raise()
    } else {
        Err(PyTypeError::new_err(format!(
            "a range is a str, a Range or a sequence of two cards, not {}",
            obj.get_type().name()?
        )))
    }
}

/// The games `game` may name, with their variants; short deck under its
/// usual ranking.
const GAMES: [(&str, Variant); 7] = [
    ("holdem", Variant::Holdem),
    ("omaha", Variant::Omaha),
    ("short-deck", Variant::SHORT_DECK),
    ("omaha-hi-lo", Variant::OmahaHiLo),
    ("stud", Variant::Stud),
    ("razz", Variant::Razz),
    ("stud-hi-lo", Variant::StudHiLo),
];

/// The variant named by `game` (one of [`GAMES`]), short deck under the
/// `ranking` named (three of a kind above a straight, the usual ranking,
/// when none is). A ranking with another game is an error rather than
/// ignored.
pub(crate) fn variant_of(game: &str, ranking: Option<&str>) -> PyResult<Variant> {
    let Some(&(_, variant)) = GAMES.iter().find(|(name, _)| *name == game) else {
        let names: Vec<String> = GAMES.iter().map(|(name, _)| format!("{name:?}")).collect();
        return Err(PyValueError::new_err(format!(
            "unknown game {game:?}: use {}",
            names.join(", ")
        )));
    };
    match (variant, ranking) {
        (_, None) => Ok(variant),
        (Variant::ShortDeck(_), Some(name)) => ranking_of(name).map(Variant::ShortDeck),
        (_, Some(_)) => Err(PyValueError::new_err(format!(
            "a ranking is for game=\"short-deck\", not {game:?}"
        ))),
    }
}

/// Each category's name with `count(category)`, weakest first.
fn by_category<'py>(
    py: Python<'py>,
    count: impl Fn(HandCategory) -> f64,
) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    for category in HandCategory::ALL {
        dict.set_item(category.name(), count(category))?;
    }
    Ok(dict)
}

/// What the strength meter counted: for each category of the final hand,
/// the ways the rest of the board can fall, as sets of cards (``counts``) and
/// as ordered deals (``ordered_counts``, the paper's counting).
#[pyclass(module = "cardgames", name = "Strength", frozen)]
pub(crate) struct PyStrength(holdem_enum::Distribution);

#[pymethods]
impl PyStrength {
    /// Boards (as sets of cards) giving each category, weakest first.
    #[getter]
    fn counts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for (category, count) in self.0.iter() {
            dict.set_item(category.name(), count)?;
        }
        Ok(dict)
    }

    /// Ordered deals (the order the cards come in counts) giving each category.
    #[getter]
    fn ordered_counts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for category in HandCategory::ALL {
            dict.set_item(category.name(), self.0.ordered_count(category))?;
        }
        Ok(dict)
    }

    /// The probability of each category.
    #[getter]
    fn probabilities<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        by_category(py, |category| self.0.probability(category))
    }

    /// The number of boards counted (as sets of cards).
    #[getter]
    fn total(&self) -> u64 {
        self.0.total()
    }

    /// The number of ordered deals counted.
    #[getter]
    fn ordered_total(&self) -> u64 {
        self.0.ordered_total()
    }

    /// The board cards still to come: 5, 2, 1 or 0.
    #[getter]
    fn cards_to_come(&self) -> usize {
        self.0.cards_to_come()
    }

    /// In Omaha hi-lo, how many boards (as sets of cards) give the hand an
    /// eight-or-better low; ``None`` in games without a low.
    #[getter]
    fn low_count(&self) -> Option<u64> {
        self.0.low_count()
    }

    /// In Omaha hi-lo, the chance that the board gives the hand an
    /// eight-or-better low; ``None`` in games without a low.
    #[getter]
    fn low_probability(&self) -> Option<f64> {
        self.0.low_probability()
    }

    fn __repr__(&self) -> String {
        format!(
            "<Strength total={} cards_to_come={}>",
            self.0.total(),
            self.0.cards_to_come()
        )
    }
}

/// The hand strength meter: for ``hole`` (two cards, four to six in Omaha)
/// and a ``board`` of 0, 3, 4 or 5 cards, with ``dead`` cards out, how many
/// ways the rest of the board can fall for each category of the final hand.
///
/// ``game`` is ``"holdem"``, ``"omaha"``, ``"short-deck"`` or
/// ``"omaha-hi-lo"`` (which also counts the boards giving an eight-or-better
/// low: ``low_count``, ``low_probability``); in short deck, ``ranking`` is
/// ``"trips-beat-straight"`` (the default) or ``"straight-beats-trips"``,
/// which decides what a hand holding both is counted as. Raises
/// ``BoardError`` for a wrong number of cards, a card in two places or a
/// stud game (no board), ``ParseError`` for text that is not cards,
/// ``ValueError`` for an unknown game or ranking, or a ranking outside short
/// deck.
#[pyfunction]
#[pyo3(
    signature = (hole, board = None, dead = None, *, game = "holdem", ranking = None),
    text_signature = "(hole, board='', dead='', *, game='holdem', ranking=None)"
)]
fn strength_meter(
    py: Python<'_>,
    hole: &Bound<'_, PyAny>,
    board: Option<&Bound<'_, PyAny>>,
    dead: Option<&Bound<'_, PyAny>>,
    game: &str,
    ranking: Option<&str>,
) -> PyResult<PyStrength> {
    let meter = StrengthMeter::new(card_set_of(hole)?, optional_set(board)?)
        .dead(optional_set(dead)?)
        .variant(variant_of(game, ranking)?);
    let run = py.detach(|| meter.run()).raise()?;
    Ok(PyStrength(run.distribution))
}

/// The cards of an optional argument, none when absent.
pub(crate) fn optional_set(obj: Option<&Bound<'_, PyAny>>) -> PyResult<card_core::CardSet> {
    obj.map_or(Ok(card_core::CardSet::EMPTY), card_set_of)
}

/// The outs of a hold'em hand on a flop or a turn: what each card that
/// could come next would make of it, and against opponents' ranges, how
/// the showdown would then stand.
#[pyclass(module = "cardgames", name = "Outs", frozen)]
pub(crate) struct PyOuts(Outs);

#[pymethods]
impl PyOuts {
    /// The category of the hand now, such as ``"One Pair"``.
    #[getter]
    fn current(&self) -> &'static str {
        self.0.current().name()
    }

    /// One dict per card that could come: ``card`` (text), ``category``, and
    /// against opponents ``wins``, ``ties`` and ``losses`` (the opponents'
    /// holdings the hand then beats, ties or loses to, by weight).
    #[getter]
    fn cards<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let list = PyList::empty(py);
        for out in self.0.cards() {
            let dict = PyDict::new(py);
            dict.set_item("card", out.card.to_string())?;
            dict.set_item("category", out.category.name())?;
            if let Some(showdown) = out.showdown {
                dict.set_item("wins", showdown.wins)?;
                dict.set_item("ties", showdown.ties)?;
                dict.set_item("losses", showdown.losses)?;
            }
            list.append(dict)?;
        }
        Ok(list)
    }

    /// The cards that give the hand a better category, as text.
    #[getter]
    fn improving(&self) -> Vec<String> {
        self.0.improving().iter().map(|c| c.to_string()).collect()
    }

    /// Against opponents, the cards after which the hand beats every holding.
    #[getter]
    fn winning(&self) -> Vec<String> {
        self.0.winning().iter().map(|c| c.to_string()).collect()
    }

    /// Against opponents, the cards after which the hand is never beaten but
    /// ties with some holding.
    #[getter]
    fn tying(&self) -> Vec<String> {
        self.0.tying().iter().map(|c| c.to_string()).collect()
    }

    fn __len__(&self) -> usize {
        self.0.cards().len()
    }

    fn __repr__(&self) -> String {
        format!(
            "<Outs current={:?} improving={}>",
            self.0.current().name(),
            self.0.improving().len()
        )
    }
}

/// The outs of ``hole`` (two cards) on ``board`` (a flop or a turn), and
/// with ``against`` (a list of 1 to 9 ranges or hands, text or ``Range``) the
/// showdown after each card.
///
/// Raises ``BoardError`` for a wrong number of cards or a card in two
/// places, ``EquityError`` for a bad list of opponents.
#[pyfunction]
#[pyo3(signature = (hole, board, against = None))]
fn outs(
    py: Python<'_>,
    hole: &Bound<'_, PyAny>,
    board: &Bound<'_, PyAny>,
    against: Option<Vec<Bound<'_, PyAny>>>,
) -> PyResult<PyOuts> {
    let (hole, board) = (card_set_of(hole)?, card_set_of(board)?);
    let outs = match against {
        None => Outs::new(hole, board).raise()?,
        Some(opponents) => {
            let ranges = opponents
                .iter()
                .map(range_of)
                .collect::<PyResult<Vec<_>>>()?;
            py.detach(|| Outs::against(hole, board, &ranges)).raise()?
        }
    };
    Ok(PyOuts(outs))
}

/// How a range hits a flop or a turn: one dict per made-hand class
/// (``kind="made"``: each combo in exactly one) and per draw (``kind="draw"``: a
/// combo may have several), with ``class`` (its name), ``weight`` (the combos
/// by weight, a weight of 100 counting 1), ``share`` (of the range's combos
/// left on the board) and ``combos`` (as text); ``pandas.DataFrame(rows)``
/// takes them as they are.
///
/// ``range`` is text or a ``Range``; ``board`` has 3 or 4 cards; combos that
/// use a board or ``dead`` card are left out. ``game`` is ``"holdem"``,
/// ``"short-deck"`` (36 cards, straights from A-6-7-8-9 up; combos with a
/// card below the six are left out, and the classes are hold'em's), with
/// its ``ranking`` as for ``equity``, ``"omaha"`` or ``"omaha-hi-lo"``.
/// With ``every_turn``, the board is a flop and the rows are those of each
/// turn card that can come (neither on the board nor dead, in card order),
/// each with its ``turn`` (as text); combos that use the turn card are left
/// out of its rows.
///
/// In ``"omaha"`` and ``"omaha-hi-lo"``, ``range`` is a list of Omaha
/// hands instead of a range: text such as ``"AsAhKsKh, JcTc9h8h"`` (4 to 6
/// cards a hand, one size), or one hand as a sequence of cards or a
/// ``CardSet``. Each hand takes the best class any two of its cards make
/// with three of the board, each counts 1, and the rows give ``hands`` (as
/// text) instead of ``combos``; hi-lo's low draws are not counted.
///
/// Raises ``BoardError`` for another number of board cards (or, with
/// ``every_turn``, a board that is not a flop), a card both on the board and
/// dead, a card outside short deck's deck, an Omaha hand of the wrong size,
/// or a stud game; ``RangeError`` for bad text; ``ValueError`` for an
/// unknown game or ranking, or a ranking outside short deck; ``TypeError``
/// for a ``Range`` in Omaha.
#[pyfunction]
#[pyo3(
    signature = (range, board, dead = None, *, game = "holdem", ranking = None, every_turn = false),
    text_signature = "(range, board, dead='', *, game='holdem', ranking=None, every_turn=False)"
)]
fn board_classes<'py>(
    py: Python<'py>,
    range: &Bound<'py, PyAny>,
    board: &Bound<'py, PyAny>,
    dead: Option<&Bound<'py, PyAny>>,
    game: &str,
    ranking: Option<&str>,
    every_turn: bool,
) -> PyResult<Bound<'py, PyList>> {
    let (board, variant) = (card_set_of(board)?, variant_of(game, ranking)?);
    let omaha = matches!(variant, Variant::Omaha | Variant::OmahaHiLo);
    let question = if omaha {
        RangeOnBoard::hands(hand_list_of(range, None)?, board)
    } else {
        RangeOnBoard::new(range_of(range)?, board)
    };
    let question = question.dead(optional_set(dead)?).variant(variant);
    let rows = PyList::empty(py);
    if every_turn {
        for (turn, classes) in py.detach(|| question.every_turn()).raise()? {
            add_rows(&rows, &classes, omaha, Some(turn))?;
        }
    } else {
        add_rows(&rows, &question.run().raise()?, omaha, None)?;
    }
    Ok(rows)
}

/// Adds to `rows` a dict per made-hand class and per draw of `classes`,
/// with its `turn` card if given, and its combos, or with `omaha` its
/// hands.
fn add_rows(
    rows: &Bound<'_, PyList>,
    classes: &BoardClasses,
    omaha: bool,
    turn: Option<Card>,
) -> PyResult<()> {
    let add = |kind: &str,
               name: &str,
               weight: f64,
               share: f64,
               combos: &[Combo],
               hands: &[CardSet]|
     -> PyResult<()> {
        let row = PyDict::new(rows.py());
        if let Some(turn) = turn {
            row.set_item("turn", turn.to_string())?;
        }
        row.set_item("kind", kind)?;
        row.set_item("class", name)?;
        row.set_item("weight", weight)?;
        row.set_item("share", share)?;
        if omaha {
            let hands = hands.iter().map(|hand| hand.to_string().replace(' ', ""));
            row.set_item("hands", hands.collect::<Vec<_>>())?;
        } else {
            row.set_item(
                "combos",
                combos.iter().map(ToString::to_string).collect::<Vec<_>>(),
            )?;
        }
        rows.append(row)
    };
    for made in MadeHand::ALL {
        add(
            "made",
            made.name(),
            classes.made(made),
            classes.made_share(made),
            classes.made_combos(made),
            classes.made_hands(made),
        )?;
    }
    for draw in Draw::ALL {
        add(
            "draw",
            draw.name(),
            classes.draw(draw),
            classes.draw_share(draw),
            classes.draw_combos(draw),
            classes.draw_hands(draw),
        )?;
    }
    Ok(())
}

/// Adds ranges, the strength meter and outs to `module`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<PyRange>()?;
    module.add_class::<PyStrength>()?;
    module.add_class::<PyOuts>()?;
    module.add_function(wrap_pyfunction!(strength_meter, module)?)?;
    module.add_function(wrap_pyfunction!(outs, module)?)?;
    module.add_function(wrap_pyfunction!(board_classes, module)?)?;
    Ok(())
}
