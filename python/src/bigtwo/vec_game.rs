//! `cardgames.bigtwo.VecGame`: many games stepped in one call, on every
//! core, for learning loops.

use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use bigtwo_ai::rand::{RngExt, SeedableRng};
use bigtwo_ai::{Action, Game, Rules, Seat, State, Variations};
use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray1};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use rayon::prelude::*;

use super::ActionError;
use super::encoding::{Encoding, OBSERVATION_SIZE};
use super::game::generator;
use super::rules::PyRules;

/// Games stepped together: at least this many to a task.
const MIN_TASK: usize = 64;

/// One game of a `VecGame`: its state, its generator (its deals and its
/// random actions) and the legal actions of its player to act.
#[derive(Debug)]
struct Table {
    state: State,
    rng: Xoshiro256PlusPlus,
    legal: Vec<u16>,
}

/// What a step writes for one game: its observation, its action mask, its
/// rewards, whether a game ended and the seat to act.
type Row<'a> = (
    &'a mut [f32],
    &'a mut [bool],
    &'a mut [f32],
    &'a mut bool,
    &'a mut i64,
);

impl Table {
    /// Deals a new game (after `previous`'s winner under variation 9),
    /// adding the scores of deals won at once to `rewards`.
    fn deal(&mut self, rules: Rules, previous: Option<Seat>, rewards: &mut [f32]) {
        let mut winner = previous;
        loop {
            let game = match winner {
                Some(seat) if rules.has(Variations::WINNER_LEADS) => {
                    Game::deal_after(rules, seat, &mut self.rng)
                }
                _ => Game::deal(rules, &mut self.rng),
            };
            self.state = *game.state();
            let Some(outcome) = self.state.outcome() else {
                return;
            };
            for (reward, score) in rewards.iter_mut().zip(outcome.scores) {
                *reward += score as f32;
            }
            winner = Some(outcome.winner);
        }
    }

    /// Writes the observation, the legal actions and the seat of the
    /// game's player to act.
    fn write(
        &mut self,
        encoding: &Encoding,
        observation: &mut [f32],
        mask: &mut [bool],
        to_play: &mut i64,
    ) {
        let seat = self.state.turn();
        encoding.observe(&self.state, seat, observation);
        self.legal.clear();
        encoding.for_each_legal(&self.state, |action| self.legal.push(action as u16));
        mask.fill(false);
        for &action in &self.legal {
            mask[usize::from(action)] = true;
        }
        *to_play = seat.index() as i64;
    }

    /// The action numbered `action`, if it is legal.
    fn check(&self, encoding: &Encoding, action: i64) -> Option<Action> {
        let number = u16::try_from(action).ok()?;
        if !self.legal.contains(&number) {
            return None;
        }
        let hand = self.state.hand(self.state.turn());
        let cards = encoding.cards(hand, usize::from(number)).ok()?;
        Some(cards.map_or(Action::Pass, Action::Play))
    }

    /// Plays `action` (legal), deals a new game if it ended, and writes
    /// the row.
    fn step(&mut self, encoding: &Encoding, action: Action, row: Row<'_>) {
        let (observation, mask, rewards, done, to_play) = row;
        rewards.fill(0.0);
        let seat = self.state.turn();
        // `check` found the action legal, so it applies.
        let _ = self.state.apply(seat, action);
        *done = self.state.is_over();
        if let Some(outcome) = self.state.outcome() {
            for (reward, score) in rewards.iter_mut().zip(outcome.scores) {
                *reward = score as f32;
            }
            self.deal(*encoding.rules(), Some(outcome.winner), rewards);
        }
        self.write(encoding, observation, mask, to_play);
    }
}

/// Many games of Big Two stepped in one call, the GIL released, on a pool
/// of `threads` threads (all cores by default).
///
/// Each call returns NumPy arrays, one row a game: `observations`
/// (float32, `n` x `OBSERVATION_SIZE`, the player to act's observation),
/// `masks` (bool, `n` x `action_count`), `rewards` (float32, `n` x 4, each
/// seat's score in the game that the step ended, else 0) and `dones`
/// (bool, `n`). A game that ends is dealt again at once (auto-reset): its
/// row then shows the new game's first decision. A deal won at once by an
/// instant win has no decision: it is dealt again, its scores added to
/// the step's rewards. The arrays are the `VecGame`'s own and are
/// overwritten by the next call: copy what you keep. Game `i` draws its
/// deals and random actions from its own generator, seeded from `seed`,
/// so a seed gives the same games on any number of threads.
#[pyclass(module = "cardgames.bigtwo", name = "VecGame")]
pub(crate) struct PyVecGame {
    rules: PyRules,
    tables: Vec<Table>,
    pool: rayon::ThreadPool,
    observations: Py<PyArray2<f32>>,
    masks: Py<PyArray2<bool>>,
    rewards: Py<PyArray2<f32>>,
    dones: Py<PyArray1<bool>>,
    to_play: Py<PyArray1<i64>>,
}

/// A borrowing error of an array as a Python error.
fn busy(err: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(format!("an array of the VecGame is in use: {err}"))
}

impl PyVecGame {
    /// The generators of `n` games, from `seed`.
    fn generators(n: usize, seed: Option<u64>) -> Vec<Xoshiro256PlusPlus> {
        let mut master = generator(seed);
        (0..n)
            .map(|_| Xoshiro256PlusPlus::from_rng(&mut master))
            .collect()
    }

    /// Runs `step` on each game with its row of the arrays, the GIL
    /// released, on the pool.
    fn for_each_row<A: Send>(
        &mut self,
        py: Python<'_>,
        inputs: Vec<A>,
        step: impl Fn(&mut Table, &Encoding, A, Row<'_>) + Send + Sync,
    ) -> PyResult<()> {
        let mut observations = self.observations.bind(py).try_readwrite().map_err(busy)?;
        let mut masks = self.masks.bind(py).try_readwrite().map_err(busy)?;
        let mut rewards = self.rewards.bind(py).try_readwrite().map_err(busy)?;
        let mut dones = self.dones.bind(py).try_readwrite().map_err(busy)?;
        let mut to_play = self.to_play.bind(py).try_readwrite().map_err(busy)?;
        let encoding = &*self.rules.encoding;
        let actions = encoding.len();
        let rows = (
            observations
                .as_slice_mut()?
                .par_chunks_mut(OBSERVATION_SIZE),
            masks.as_slice_mut()?.par_chunks_mut(actions),
            rewards.as_slice_mut()?.par_chunks_mut(4),
            dones.as_slice_mut()?.par_iter_mut(),
            to_play.as_slice_mut()?.par_iter_mut(),
        );
        let (tables, pool) = (&mut self.tables, &self.pool);
        py.detach(|| {
            pool.install(|| {
                (
                    tables.par_iter_mut(),
                    inputs.into_par_iter(),
                    rows.into_par_iter(),
                )
                    .into_par_iter()
                    .with_min_len(MIN_TASK)
                    .for_each(|(table, input, (o, m, r, d, p))| {
                        step(table, encoding, input, (o, m, r, d, p))
                    });
            });
        });
        Ok(())
    }

    /// The arrays a step returns.
    fn arrays<'py>(&self, py: Python<'py>) -> StepArrays<'py> {
        (
            self.observations.bind(py).clone(),
            self.masks.bind(py).clone(),
            self.rewards.bind(py).clone(),
            self.dones.bind(py).clone(),
        )
    }
}

/// Observations and masks.
type FirstArrays<'py> = (Bound<'py, PyArray2<f32>>, Bound<'py, PyArray2<bool>>);

/// Observations, masks, rewards and dones.
type StepArrays<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<bool>>,
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray1<bool>>,
);

#[pymethods]
impl PyVecGame {
    /// `n` games under `rules` (the document's by default), seeded with
    /// `seed` (the operating system's randomness when None), stepped on
    /// `threads` threads (all cores when None), dealt and ready.
    #[new]
    #[pyo3(signature = (n, rules = None, *, seed = None, threads = None))]
    fn new(
        py: Python<'_>,
        n: usize,
        rules: Option<PyRef<'_, PyRules>>,
        seed: Option<u64>,
        threads: Option<usize>,
    ) -> PyResult<PyVecGame> {
        if n == 0 {
            return Err(PyValueError::new_err("a VecGame needs at least one game"));
        }
        let rules = PyRules::or_document(rules.as_deref());
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads.unwrap_or(0))
            .build()
            .map_err(|err| PyValueError::new_err(err.to_string()))?;
        let placeholder = *Game::deal(rules.rules(), &mut generator(Some(0))).state();
        let tables = PyVecGame::generators(n, seed)
            .into_iter()
            .map(|rng| Table {
                state: placeholder,
                rng,
                legal: Vec::new(),
            })
            .collect();
        let actions = rules.encoding.len();
        let mut vec_game = PyVecGame {
            tables,
            pool,
            observations: PyArray2::zeros(py, [n, OBSERVATION_SIZE], false).unbind(),
            masks: PyArray2::zeros(py, [n, actions], false).unbind(),
            rewards: PyArray2::zeros(py, [n, 4], false).unbind(),
            dones: PyArray1::zeros(py, n, false).unbind(),
            to_play: PyArray1::zeros(py, n, false).unbind(),
            rules,
        };
        vec_game.reset(py, None)?;
        Ok(vec_game)
    }

    /// Deals every game anew (from `seed` when given, else each from its
    /// own generator) and returns the observations and masks of their
    /// first decisions (rewards and dones are cleared).
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(&mut self, py: Python<'py>, seed: Option<u64>) -> PyResult<FirstArrays<'py>> {
        if seed.is_some() {
            let generators = PyVecGame::generators(self.tables.len(), seed);
            for (table, rng) in self.tables.iter_mut().zip(generators) {
                table.rng = rng;
            }
        }
        let rules = self.rules.rules();
        let inputs = vec![(); self.tables.len()];
        self.for_each_row(py, inputs, |table, encoding, (), (o, m, r, d, p)| {
            table.deal(rules, None, &mut [0.0; 4]);
            r.fill(0.0);
            *d = false;
            table.write(encoding, o, m, p);
        })?;
        let (observations, masks, _, _) = self.arrays(py);
        Ok((observations, masks))
    }

    /// Plays one action in each game (`actions`: `n` numbers of the
    /// encoding) and returns `(observations, masks, rewards, dones)`. An
    /// illegal action raises `ActionError` naming its game, and no game
    /// moves.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<StepArrays<'py>> {
        let actions = match actions.extract::<PyReadonlyArray1<'py, i64>>() {
            Ok(array) => array,
            Err(_) => py
                .import("numpy")?
                .call_method1("asarray", (actions, "int64"))?
                .extract()?,
        };
        let actions = actions.as_array().to_vec();
        if actions.len() != self.tables.len() {
            return Err(PyValueError::new_err(format!(
                "{} actions for {} games",
                actions.len(),
                self.tables.len()
            )));
        }
        let encoding = &*self.rules.encoding;
        let tables = &self.tables;
        let checked: Vec<Option<Action>> = py.detach(|| {
            self.pool.install(|| {
                tables
                    .par_iter()
                    .zip(actions.par_iter())
                    .map(|(table, &action)| table.check(encoding, action))
                    .collect()
            })
        });
        if let Some(game) = checked.iter().position(Option::is_none) {
            return Err(ActionError::new_err(format!(
                "game {game}: action {} is not legal",
                actions[game]
            )));
        }
        self.for_each_row(py, checked, |table, encoding, action, row| {
            if let Some(action) = action {
                table.step(encoding, action, row);
            }
        })?;
        Ok(self.arrays(py))
    }

    /// A legal action for each game, drawn uniformly from its generator.
    fn random_actions<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let tables = &mut self.tables;
        let actions: Vec<i64> = py.detach(|| {
            self.pool.install(|| {
                tables
                    .par_iter_mut()
                    .with_min_len(MIN_TASK)
                    .map(|table| {
                        let pick = table.rng.random_range(0..table.legal.len());
                        i64::from(table.legal[pick])
                    })
                    .collect()
            })
        });
        PyArray1::from_vec(py, actions)
    }

    /// The number of games.
    fn __len__(&self) -> usize {
        self.tables.len()
    }

    /// The rules of the games.
    #[getter]
    fn rules(&self) -> PyRules {
        self.rules.clone()
    }

    /// The number of actions of the fixed encoding (a mask's length).
    #[getter]
    fn action_count(&self) -> usize {
        self.rules.encoding.len()
    }

    /// The current observations (the array the last call returned).
    #[getter]
    fn observations<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<f32>> {
        self.observations.bind(py).clone()
    }

    /// The current action masks.
    #[getter]
    fn masks<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<bool>> {
        self.masks.bind(py).clone()
    }

    /// The seat to act in each game (int64).
    #[getter]
    fn to_play<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        self.to_play.bind(py).clone()
    }

    fn __repr__(&self) -> String {
        format!("<VecGame of {} games>", self.tables.len())
    }
}
