//! `cardgames.bigtwo.Game`: one game, its actions by the fixed encoding or
//! as text, its observations and its log.

use bigtwo_ai::card_core::CardSet;
use bigtwo_ai::rand::SeedableRng;
use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use bigtwo_ai::{Action, BigTwoOrder, Game, Log, Seat};
use numpy::PyArray1;
use pyo3::prelude::*;

use super::encoding::OBSERVATION_SIZE;
use super::rules::PyRules;
use super::{ActionError, HandsError, LogError, parse_cards};

/// A generator seeded with `seed`, or from the operating system's
/// randomness when `None`.
pub(crate) fn generator(seed: Option<u64>) -> Xoshiro256PlusPlus {
    match seed {
        Some(seed) => Xoshiro256PlusPlus::seed_from_u64(seed),
        None => Xoshiro256PlusPlus::from_rng(&mut bigtwo_ai::rand::rng()),
    }
}

/// The seat numbered `index` (0 to 3).
pub(crate) fn seat(index: usize) -> PyResult<Seat> {
    Seat::new(index).ok_or_else(|| {
        pyo3::exceptions::PyValueError::new_err(format!("seat {index} is not 0, 1, 2 or 3"))
    })
}

/// A game of Big Two, dealt at random (seeded), from given hands or
/// replayed from a log.
///
/// Actions are the fixed encoding's numbers (`legal_actions()`,
/// `action_mask()`) or text (`"pass"`, `"3d 3s"`); an illegal action
/// raises `ActionError` and changes nothing. Seats are numbered 0 to 3.
#[pyclass(module = "cardgames.bigtwo", name = "Game")]
#[derive(Debug, Clone)]
pub(crate) struct PyGame {
    pub(crate) game: Game,
    pub(crate) rules: PyRules,
}

impl PyGame {
    /// The seat to act, or an error once the game is over.
    fn turn(&self) -> PyResult<Seat> {
        if self.game.is_over() {
            return Err(ActionError::new_err("the game is over"));
        }
        Ok(self.game.turn())
    }

    /// `seat`, or the seat to act when `None`.
    fn seat_or_turn(&self, seat: Option<usize>) -> PyResult<Seat> {
        seat.map_or_else(|| self.turn(), self::seat)
    }

    /// The action `action` stands for, for the player to act.
    fn parse_action(&self, action: &Bound<'_, PyAny>) -> PyResult<Action> {
        let hand = self.game.state().hand(self.turn()?);
        if let Ok(index) = action.extract::<usize>() {
            let cards = self
                .rules
                .encoding
                .cards(hand, index)
                .map_err(ActionError::new_err)?;
            return Ok(cards.map_or(Action::Pass, Action::Play));
        }
        let text: String = action.extract()?;
        let text = text.trim();
        if text == "pass" {
            return Ok(Action::Pass);
        }
        let cards = text.strip_prefix("play ").unwrap_or(text);
        Ok(Action::Play(parse_cards(cards)?))
    }

    /// Cards as text, in Big Two order under the game's suit order.
    pub(crate) fn text(&self, cards: CardSet) -> String {
        BigTwoOrder::new(cards, self.game.state().rules().suit_order()).to_string()
    }

    /// The legal actions, in increasing order.
    pub(crate) fn legal(&self) -> Vec<usize> {
        let mut actions = Vec::new();
        self.rules
            .encoding
            .for_each_legal(self.game.state(), |action| actions.push(action));
        actions.sort_unstable();
        actions
    }

    /// The number of `action` for the player to act.
    pub(crate) fn number(&self, action: Action) -> PyResult<usize> {
        let Action::Play(cards) = action else {
            return Ok(0);
        };
        let hand = self.game.state().hand(self.turn()?);
        self.rules.encoding.action(hand, cards).ok_or_else(|| {
            ActionError::new_err(format!(
                "{} is no play of the encoding for this hand",
                self.text(cards)
            ))
        })
    }
}

#[pymethods]
impl PyGame {
    /// A game dealt at random under `rules` (the document's by default),
    /// from `seed` (the operating system's randomness when None). Under
    /// variation 9 (`winner_leads`), `previous_winner` leads.
    #[new]
    #[pyo3(signature = (rules = None, *, seed = None, previous_winner = None))]
    fn new(
        rules: Option<PyRef<'_, PyRules>>,
        seed: Option<u64>,
        previous_winner: Option<usize>,
    ) -> PyResult<PyGame> {
        let rules = PyRules::or_document(rules.as_deref());
        let mut rng = generator(seed);
        let game = match previous_winner {
            Some(winner) => Game::deal_after(rules.rules(), self::seat(winner)?, &mut rng),
            None => Game::deal(rules.rules(), &mut rng),
        };
        Ok(PyGame { game, rules })
    }

    /// A game on the given hands (four texts of 13 cards, seats 0 to 3).
    #[staticmethod]
    #[pyo3(signature = (hands, rules = None, *, previous_winner = None))]
    fn from_hands(
        hands: Vec<String>,
        rules: Option<PyRef<'_, PyRules>>,
        previous_winner: Option<usize>,
    ) -> PyResult<PyGame> {
        let rules = PyRules::or_document(rules.as_deref());
        let parsed = hands
            .iter()
            .map(|hand| parse_cards(hand))
            .collect::<PyResult<Vec<CardSet>>>()?;
        let hands: [CardSet; 4] = parsed.try_into().map_err(|parsed: Vec<CardSet>| {
            HandsError::new_err(format!("{} hands given, not 4", parsed.len()))
        })?;
        let previous = previous_winner.map(self::seat).transpose()?;
        let game = Game::from_hands(rules.rules(), hands, previous)
            .map_err(|err| HandsError::new_err(err.to_string()))?;
        Ok(PyGame { game, rules })
    }

    /// The game that `log` (the text of a game's `log`) records, replayed
    /// and checked event by event.
    #[staticmethod]
    #[pyo3(signature = (log, rules = None))]
    fn replay(log: &str, rules: Option<PyRef<'_, PyRules>>) -> PyResult<PyGame> {
        let rules = PyRules::or_document(rules.as_deref());
        let log: Log = log
            .parse()
            .map_err(|err: bigtwo_ai::LogError| LogError::new_err(err.to_string()))?;
        let game =
            Game::replay(rules.rules(), &log).map_err(|err| LogError::new_err(err.to_string()))?;
        Ok(PyGame { game, rules })
    }

    /// The rules of the game.
    #[getter]
    fn rules(&self) -> PyRules {
        self.rules.clone()
    }

    /// The seat to act, or None once the game is over.
    #[getter]
    fn to_play(&self) -> Option<usize> {
        (!self.game.is_over()).then(|| self.game.turn().index())
    }

    /// Whether the game is over.
    #[getter]
    fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The winner's seat, or None while the game goes on.
    #[getter]
    fn winner(&self) -> Option<usize> {
        self.game.outcome().map(|outcome| outcome.winner.index())
    }

    /// Each seat's score once the game is over (they add up to 0), or
    /// None while it goes on.
    #[getter]
    fn scores(&self) -> Option<[i32; 4]> {
        self.game.outcome().map(|outcome| outcome.scores)
    }

    /// The seats in the order they went out (the winner alone when the
    /// game ends at the first player out).
    #[getter]
    fn finishing_order(&self) -> Vec<usize> {
        self.game
            .state()
            .finished()
            .iter()
            .map(|seat| seat.index())
            .collect()
    }

    /// The instant win that ended the game at the deal (e.g. `"dragon"`),
    /// or None.
    #[getter]
    fn instant_win(&self) -> Option<String> {
        self.game
            .state()
            .instant_win()
            .map(|(_, win)| win.to_string())
    }

    /// The number of cards each seat holds.
    #[getter]
    fn cards_left(&self) -> [usize; 4] {
        Seat::ALL.map(|seat| self.game.state().hand(seat).len())
    }

    /// The game's log, one event a line, as the crate writes it
    /// (`Game.replay` reads it back).
    #[getter]
    fn log(&self) -> String {
        self.game.log().to_string()
    }

    /// The number of actions of the fixed encoding (the rules'
    /// `action_count`).
    #[getter]
    fn action_count(&self) -> usize {
        self.rules.encoding.len()
    }

    /// The cards `seat` holds, in Big Two order (its positions).
    fn hand(&self, seat: usize) -> PyResult<String> {
        Ok(self.text(self.game.state().hand(self::seat(seat)?)))
    }

    /// The legal actions of the player to act, by number, in increasing
    /// order (empty once the game is over).
    fn legal_actions(&self) -> Vec<usize> {
        self.legal()
    }

    /// A boolean array of `action_count` values, true at each legal
    /// action of the player to act.
    fn action_mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<bool>> {
        let mut mask = vec![false; self.rules.encoding.len()];
        for action in self.legal() {
            mask[action] = true;
        }
        PyArray1::from_vec(py, mask)
    }

    /// What `seat` (by default the player to act) may know of the game,
    /// as a float32 array of `OBSERVATION_SIZE` values laid out as the
    /// module's documentation says.
    #[pyo3(signature = (seat = None))]
    fn observation<'py>(
        &self,
        py: Python<'py>,
        seat: Option<usize>,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let seat = self.seat_or_turn(seat)?;
        let mut out = vec![0.0; OBSERVATION_SIZE];
        self.rules
            .encoding
            .observe(self.game.state(), seat, &mut out);
        Ok(PyArray1::from_vec(py, out))
    }

    /// Plays `action` for the player to act: a number of the encoding, or
    /// text, `"pass"` or the cards (`"3d 3s"`).
    fn step(&mut self, action: &Bound<'_, PyAny>) -> PyResult<()> {
        let seat = self.turn()?;
        let action = self.parse_action(action)?;
        self.game
            .apply(seat, action)
            .map_err(|err| ActionError::new_err(err.to_string()))
    }

    /// The cards action number `action` plays from `seat`'s hand (by
    /// default the player to act's), or `"pass"`.
    #[pyo3(signature = (action, seat = None))]
    fn action_cards(&self, action: usize, seat: Option<usize>) -> PyResult<String> {
        let hand = self.game.state().hand(self.seat_or_turn(seat)?);
        let cards = self
            .rules
            .encoding
            .cards(hand, action)
            .map_err(ActionError::new_err)?;
        Ok(cards.map_or_else(|| "pass".to_owned(), |cards| self.text(cards)))
    }

    /// The number of an action given as text (`"pass"` or the cards) for
    /// the player to act.
    fn action_number(&self, action: &Bound<'_, PyAny>) -> PyResult<usize> {
        let action = self.parse_action(action)?;
        if let Action::Play(cards) = action
            && let Some(card) = (cards - self.game.state().hand(self.turn()?)).iter().next()
        {
            return Err(ActionError::new_err(format!(
                "seat {} does not hold {card}",
                self.turn()?
            )));
        }
        self.number(action)
    }

    /// An independent copy of the game.
    fn copy(&self) -> PyGame {
        self.clone()
    }

    fn __copy__(&self) -> PyGame {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.clone()
    }

    fn __repr__(&self) -> String {
        let state = match self.to_play() {
            Some(seat) => format!("to_play={seat}"),
            None => format!("winner={}", self.winner().unwrap_or_default()),
        };
        format!("<Game {state}, cards_left={:?}>", self.cards_left())
    }
}
