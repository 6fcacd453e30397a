//! The crate's players from Python: `Greedy`, `Smart`, `Strong` and
//! `RandomPlayer`, each a `Player` that says what it would play in a game.

use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::time::Duration;

use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use bigtwo_ai::{Budget, Greedy, RandomPlayer, Smart, Strategy, Strong};
use pyo3::PyClassInitializer;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use super::game::{PyGame, generator};

/// A player: called with a game, it returns the number of the action it
/// would take for the player to act (see `Game.action_cards`), deciding
/// only from what that player may know. Its randomness is seeded by the
/// `seed` it was made with.
#[pyclass(module = "cardgames.bigtwo", name = "Player", subclass, frozen)]
pub(crate) struct PyPlayer {
    strategy: Box<dyn Strategy>,
    rng: Mutex<Xoshiro256PlusPlus>,
}

impl PyPlayer {
    /// A player of `strategy` seeded with `seed`.
    fn new(strategy: impl Strategy + 'static, seed: Option<u64>) -> PyPlayer {
        PyPlayer {
            strategy: Box::new(strategy),
            rng: Mutex::new(generator(seed)),
        }
    }
}

#[pymethods]
impl PyPlayer {
    /// The player's name, as the crate gives it: `"greedy"`, `"smart"`,
    /// `"strong"` or `"random"`.
    #[getter]
    fn name(&self) -> &str {
        self.strategy.name()
    }

    /// The number of the action this player would take as the player to
    /// act in `game` (the game is not changed; the GIL is released while
    /// it thinks).
    fn __call__(&self, py: Python<'_>, game: PyRef<'_, PyGame>) -> PyResult<usize> {
        if game.game.is_over() {
            return Err(super::ActionError::new_err("the game is over"));
        }
        let inner = &game.game;
        let action = py.detach(|| {
            let view = inner.view(inner.turn());
            let mut rng = self
                .rng
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            self.strategy.choose(&view, &mut *rng)
        });
        game.number(action)
    }

    fn __repr__(&self) -> String {
        format!("<Player {}>", self.strategy.name())
    }
}

/// The paper's greedy player, exactly as written.
#[pyclass(module = "cardgames.bigtwo", name = "Greedy", extends = PyPlayer, frozen)]
pub(crate) struct PyGreedy;

#[pymethods]
impl PyGreedy {
    /// The greedy player (`seed` is accepted for symmetry; it draws no
    /// randomness).
    #[new]
    #[pyo3(signature = (*, seed = None))]
    fn new(seed: Option<u64>) -> PyClassInitializer<PyGreedy> {
        PyClassInitializer::from(PyPlayer::new(Greedy, seed)).add_subclass(PyGreedy)
    }
}

/// The rule-based smart player.
#[pyclass(module = "cardgames.bigtwo", name = "Smart", extends = PyPlayer, frozen)]
pub(crate) struct PySmart;

#[pymethods]
impl PySmart {
    /// The smart player (`seed` is accepted for symmetry; it draws no
    /// randomness).
    #[new]
    #[pyo3(signature = (*, seed = None))]
    fn new(seed: Option<u64>) -> PyClassInitializer<PySmart> {
        PyClassInitializer::from(PyPlayer::new(Smart, seed)).add_subclass(PySmart)
    }
}

/// A player that picks any legal action (a pass included) at random.
#[pyclass(module = "cardgames.bigtwo", name = "RandomPlayer", extends = PyPlayer, frozen)]
pub(crate) struct PyRandomPlayer;

#[pymethods]
impl PyRandomPlayer {
    /// The random player, seeded with `seed` (the operating system's
    /// randomness when None).
    #[new]
    #[pyo3(signature = (*, seed = None))]
    fn new(seed: Option<u64>) -> PyClassInitializer<PyRandomPlayer> {
        PyClassInitializer::from(PyPlayer::new(RandomPlayer, seed)).add_subclass(PyRandomPlayer)
    }
}

/// The strong player: determinized Monte Carlo search over the hidden
/// cards, with a budget of work or of time per decision.
#[pyclass(module = "cardgames.bigtwo", name = "Strong", extends = PyPlayer, frozen)]
pub(crate) struct PyStrong;

#[pymethods]
impl PyStrong {
    /// The strong player with a budget of `work` units (about ten
    /// nanoseconds each) or `time` seconds per decision (the crate's
    /// default budget, 1,100,000 units, when neither is given), weighing
    /// at most `candidates` plays (12 by default); seeded with `seed`.
    #[new]
    #[pyo3(signature = (*, work = None, time = None, candidates = None, seed = None))]
    fn new(
        work: Option<u32>,
        time: Option<f64>,
        candidates: Option<usize>,
        seed: Option<u64>,
    ) -> PyResult<PyClassInitializer<PyStrong>> {
        let budget = match (work, time) {
            (None, None) => Strong::DEFAULT_BUDGET,
            (Some(work), None) => Budget::Work(work),
            (None, Some(time)) => {
                Budget::Time(Duration::try_from_secs_f64(time).map_err(|_| {
                    PyValueError::new_err(format!("time {time} is not a number of seconds"))
                })?)
            }
            (Some(_), Some(_)) => {
                return Err(PyValueError::new_err(
                    "give a budget of work or of time, not both",
                ));
            }
        };
        let mut strong = Strong::new(budget);
        if let Some(candidates) = candidates {
            let candidates = NonZeroUsize::new(candidates)
                .ok_or_else(|| PyValueError::new_err("candidates must be at least 1"))?;
            strong = strong.candidates(candidates);
        }
        Ok(PyClassInitializer::from(PyPlayer::new(strong, seed)).add_subclass(PyStrong))
    }
}
