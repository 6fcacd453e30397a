//! Solved games: win probabilities, move advice, and decision counts.

use core::fmt;

use num_rational::Ratio;

use crate::arith::Arith;
use crate::step::Step;
use crate::{
    Action, Policy, Position, PositionError, Probability, Rules, Setup, SolveError, Tiles,
};

/// The win probability of every position of a game under some rules, for
/// the optimal play or for a policy (see [`Solver`](crate::Solver)).
///
/// A solution is itself a [`Policy`]: it picks the move with the best value
/// (the largest tiles on ties, comparing exactly when it holds exact values)
/// and declares a failure when its rules allow it and that is strictly
/// better. It plays the game it was computed for: asked about a position
/// with tiles its game does not have it declares a failure, and it treats
/// more failures left than its allowance as its allowance.
///
/// # Examples
///
/// ```
/// use flip_dp::{Position, Setup, Solver, Tiles};
///
/// let setup = Setup::flip();
/// let solution = Solver::new(&setup).exact().solve()?;
/// let up: Tiles = "1 2 4 5 6 8".parse()?;
/// let best = &solution.advice(Position::new(up, 0), 11)?[0];
/// assert_eq!(best.action, flip_dp::Action::Flip("6 5".parse()?));
/// assert_eq!(format!("{:.1}", best.probability), "1 in 8.6");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Solution {
    setup: Setup,
    rules: Rules,
    float: Vec<f64>,
    exact: Option<Vec<u128>>,
    powers: Vec<u128>,
}

/// One legal action after a roll, with the probability of winning once it
/// is taken.
///
/// `Display` writes the action and its chance (`flip 6-5: wins 1 in 8.6`,
/// or `take a failure: never wins`); a precision applies to the chance.
///
/// # Examples
///
/// ```
/// use flip_dp::{Position, Setup, Solver};
///
/// let setup = Setup::flip();
/// let solution = Solver::new(&setup).solve()?;
/// let advice = solution.advice(Position::new("1 2 4 5 6 8".parse()?, 0), 11)?;
/// assert_eq!(advice[0].to_string(), "flip 6-5: wins 1 in 8.6");
/// assert_eq!(format!("{:.2}", advice[1]), "flip 5-4-2: wins 1 in 12.96");
/// let lost = solution.advice(Position::new("1 12".parse()?, 0), 7)?;
/// assert_eq!(lost[0].to_string(), "take a failure: never wins");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct Advice {
    /// The move (or failure).
    pub action: Action,
    /// The win probability after it.
    pub probability: Probability,
}

impl fmt::Display for Advice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let chance = self.probability.chance();
        match f.precision() {
            _ if chance.is_never() => write!(f, "{}: never wins", self.action),
            Some(digits) => write!(f, "{}: wins {chance:.digits$}", self.action),
            None => write!(f, "{}: wins {chance}", self.action),
        }
    }
}

/// How often a policy's choice is worse than the best action, over the
/// (state, roll) pairs of one failure level; see
/// [`Solution::count_suboptimal`].
///
/// # Examples
///
/// ```
/// use flip_dp::{LexMin, Setup, Solver};
/// let setup = Setup::flip();
/// let optimal = Solver::new(&setup).exact().solve()?;
/// let counted = optimal.count_suboptimal(&LexMin, 0)?;
/// assert_eq!((counted.pairs, counted.with_moves), (45_045, 34_200));
/// assert_eq!(counted.suboptimal, counted.below_best_move);
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
///
/// With the `serde` feature the counts are read back only if each is a
/// part of the one before: `with_moves` of `pairs`, `suboptimal` and
/// `below_best_move` of `with_moves`.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct Decisions {
    /// (state, roll) pairs with at least one tile up, one per possible roll
    /// total.
    pub pairs: u64,
    /// Pairs with at least one legal move: the ones where the policy is
    /// asked.
    pub with_moves: u64,
    /// Pairs where the policy's action is worth strictly less than the best
    /// action (the best move, or a declared failure under strategic rules).
    pub suboptimal: u64,
    /// Pairs where the policy's action is worth strictly less than the best
    /// move, declared failures left out of the comparison (the same as
    /// `suboptimal` under forced rules).
    pub below_best_move: u64,
}

/// Counts are read back only if they are possible (see [`Decisions`]).
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Decisions {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// The fields as written.
        #[derive(serde::Deserialize)]
        #[serde(rename = "Decisions", deny_unknown_fields)]
        struct Fields {
            pairs: u64,
            with_moves: u64,
            suboptimal: u64,
            below_best_move: u64,
        }
        let f = Fields::deserialize(deserializer)?;
        if f.with_moves > f.pairs || f.suboptimal.max(f.below_best_move) > f.with_moves {
            return Err(serde::de::Error::custom(format_args!(
                "{} pairs, {} with moves, {} suboptimal, {} below the best move: each count \
                 must be part of the one before",
                f.pairs, f.with_moves, f.suboptimal, f.below_best_move
            )));
        }
        Ok(Decisions {
            pairs: f.pairs,
            with_moves: f.with_moves,
            suboptimal: f.suboptimal,
            below_best_move: f.below_best_move,
        })
    }
}

impl Solution {
    pub(crate) fn new(
        setup: Setup,
        rules: Rules,
        float: Vec<f64>,
        exact: Option<Vec<u128>>,
        powers: Vec<u128>,
    ) -> Self {
        Solution {
            setup,
            rules,
            float,
            exact,
            powers,
        }
    }

    /// The game solved.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Setup, Solver};
    /// let setup = Setup::shut_the_box();
    /// let solution = Solver::new(&setup).solve()?;
    /// assert_eq!(solution.setup(), &setup);
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The rules it was solved under.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Rules, Setup, Solver};
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).rules(Rules::forced(2)).solve()?;
    /// assert_eq!(solution.rules(), Rules::forced(2));
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Whether exact fractions were computed.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Setup, Solver};
    /// let setup = Setup::flip();
    /// assert!(Solver::new(&setup).exact().solve()?.is_exact());
    /// assert!(!Solver::new(&setup).solve()?.is_exact());
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn is_exact(&self) -> bool {
        self.exact.is_some()
    }

    /// The win probability of a new game: every tile up, every failure
    /// left.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Setup, Solver};
    /// let setup = Setup::flip();
    /// let win = Solver::new(&setup).exact().solve()?.start();
    /// assert_eq!(36u128.pow(12) % *win.exact.unwrap().denom(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn start(&self) -> Probability {
        self.at(Position::new(self.setup.all_up(), self.rules.failures()))
    }

    /// The win probability at `position`.
    ///
    /// # Errors
    ///
    /// [`PositionError::NoSuchTile`] when a tile is not in the game,
    /// [`PositionError::TooManyFailuresLeft`] when more failures are left than the
    /// rules allow.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Position, Rules, Setup, Solver};
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).rules(Rules::strategic(3)).solve()?;
    /// // A lone 1 can never be flipped.
    /// assert_eq!(solution.probability(Position::new("1".parse()?, 3))?.float, 0.0);
    /// assert!(solution.probability(Position::new("13".parse()?, 0)).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn probability(&self, position: Position) -> Result<Probability, PositionError> {
        self.check(position)?;
        Ok(self.at(position))
    }

    /// Every legal action after `roll` at `position` with the win
    /// probability it leaves, best first (exact comparison when available;
    /// on ties larger tiles first, a failure last).
    ///
    /// The actions are the legal moves, plus [`Action::Fail`] when there is
    /// no move or the rules are strategic. For an optimal solution the first
    /// action is the optimal one, and the position's
    /// [`probability`](Solution::probability) is the average of the first
    /// actions' probabilities over the possible rolls.
    ///
    /// # Errors
    ///
    /// As [`probability`](Solution::probability), plus
    /// [`PositionError::AllTilesDown`] when no tile is up (the game is won,
    /// nothing is rolled) and [`PositionError::ImpossibleRoll`] for a total
    /// the dice cannot show at that position.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Action, Position, Rules, Setup, Solver};
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).rules(Rules::strategic(1)).solve()?;
    /// // With 2 and 5 up and a 5 rolled, failing on purpose beats flipping the 5.
    /// let advice = solution.advice(Position::new("2 5".parse()?, 1), 5)?;
    /// assert_eq!(advice[0].action, Action::Fail);
    /// assert_eq!(advice[1].action, Action::Flip("5".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn advice(&self, position: Position, roll: u32) -> Result<Vec<Advice>, PositionError> {
        self.check(position)?;
        let up = position.up;
        if up.is_empty() {
            return Err(PositionError::AllTilesDown);
        }
        if !self.setup.rolls(up).iter().any(|r| r.total() == roll) {
            return Err(PositionError::ImpossibleRoll { roll, up });
        }
        let mut advice: Vec<Advice> = self
            .setup
            .moves(up, roll)
            .map(|m| Advice {
                action: Action::Flip(m),
                probability: self.at(Position::new(up.without(m), position.failures_left)),
            })
            .collect();
        if advice.is_empty() || self.rules.is_strategic() {
            advice.push(Advice {
                action: Action::Fail,
                probability: self.failure(position),
            });
        }
        let rank = |a: &Advice| match a.action {
            Action::Flip(m) => (1, m),
            Action::Fail => (0, Tiles::EMPTY),
        };
        advice.sort_by(|a, b| {
            let value = match (a.probability.exact, b.probability.exact) {
                (Some(x), Some(y)) => y.cmp(&x),
                _ => b.probability.float.total_cmp(&a.probability.float),
            };
            value.then_with(|| rank(b).cmp(&rank(a)))
        });
        Ok(advice)
    }

    /// Counts the (state, roll) pairs of failure level `failures_left` where
    /// `policy`'s action is worth strictly less than the best action (the
    /// best move, or a declared failure under strategic rules), valued by
    /// this solution (normally the optimal one). Every set of face-up tiles
    /// counts as a state, reachable or not; each possible roll total counts
    /// once. Values are compared exactly when the solution is exact, in
    /// `f64` otherwise, where ties between moves of equal value can come out
    /// either way.
    ///
    /// # Errors
    ///
    /// [`SolveError::Position`] holding [`PositionError::TooManyFailuresLeft`] when
    /// `failures_left` exceeds the allowance; [`SolveError::IllegalAction`]
    /// when the policy picks an action that is not allowed.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{LexMax, Setup, Solver};
    /// let setup = Setup::flip();
    /// let exact = Solver::new(&setup).exact().solve()?;
    /// let counted = exact.count_suboptimal(&LexMax, 0)?;
    /// assert_eq!((counted.suboptimal, counted.pairs), (1296, 4095 * 11));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn count_suboptimal<P: Policy + ?Sized>(
        &self,
        policy: &P,
        failures_left: u32,
    ) -> Result<Decisions, SolveError> {
        self.check(Position::new(Tiles::EMPTY, failures_left))?;
        match &self.exact {
            Some(exact) => self.count::<u128, P>(exact, &self.powers, policy, failures_left),
            None => self.count::<f64, P>(&self.float, &[], policy, failures_left),
        }
    }

    fn count<V: Arith, P: Policy + ?Sized>(
        &self,
        values: &[V],
        powers: &[u128],
        policy: &P,
        failures_left: u32,
    ) -> Result<Decisions, SolveError> {
        let mut counted = Decisions::default();
        let mut legal = Vec::new();
        for s in 1..1u32 << self.setup.tiles() {
            let step = self.step(
                values,
                powers,
                Position::new(Tiles::from_bits(s), failures_left),
            );
            for roll in self.setup.rolls(step.position.up) {
                counted.pairs += 1;
                legal.clear();
                legal.extend(self.setup.moves(step.position.up, roll.total()));
                if legal.is_empty() {
                    continue;
                }
                counted.with_moves += 1;
                let action = policy.choose(step.position, roll.total(), &legal);
                let chosen = step.value_of(roll.total(), &legal, action)?;
                let (best, _) = step.best(legal.iter().copied());
                counted.suboptimal += u64::from(chosen < best);
                let best_move = legal
                    .iter()
                    .map(|&m| step.move_value(m))
                    .fold(chosen, |a, b| if b > a { b } else { a });
                counted.below_best_move += u64::from(chosen < best_move);
            }
        }
        Ok(counted)
    }

    /// The decision context at `position` (which must be valid).
    fn step<'a, V: Arith>(
        &self,
        values: &'a [V],
        powers: &'a [u128],
        position: Position,
    ) -> Step<'a, V> {
        let size = 1usize << self.setup.tiles();
        let failures_left = position.failures_left as usize;
        let fail = failures_left
            .checked_sub(1)
            .map_or(V::ZERO, |b| values[b * size + position.up.bits() as usize]);
        Step {
            level: &values[failures_left * size..(failures_left + 1) * size],
            powers,
            position,
            fail,
            strategic: self.rules.is_strategic(),
        }
    }

    fn check(&self, position: Position) -> Result<(), PositionError> {
        self.setup.check(position.up)?;
        if position.failures_left > self.rules.failures() {
            return Err(PositionError::TooManyFailuresLeft {
                failures_left: position.failures_left,
                max: self.rules.failures(),
            });
        }
        Ok(())
    }

    /// The win probability at a valid position.
    pub(crate) fn at(&self, position: Position) -> Probability {
        let index =
            ((position.failures_left as usize) << self.setup.tiles()) + position.up.bits() as usize;
        let exponent = position.up.len() + position.failures_left;
        Probability {
            float: self.float[index],
            exact: self.exact.as_ref().map(|exact| {
                // Powers of the dice are positive: `new` does not panic.
                Ratio::new(exact[index], self.powers[exponent as usize])
            }),
        }
    }

    /// The win probability after a failure at a valid position.
    fn failure(&self, position: Position) -> Probability {
        match position.failures_left.checked_sub(1) {
            Some(failures_left) => self.at(Position::new(position.up, failures_left)),
            None => Probability {
                float: 0.0,
                exact: self.exact.as_ref().map(|_| Ratio::from_integer(0)),
            },
        }
    }
}

/// Shows the game, the rules and the starting value, not every position.
impl fmt::Debug for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Solution")
            .field("setup", &self.setup)
            .field("rules", &self.rules)
            .field("start", &self.start())
            .finish_non_exhaustive()
    }
}

impl Policy for Solution {
    fn choose(&self, position: Position, _roll: u32, moves: &[Tiles]) -> Action {
        if self.setup.check(position.up).is_err() {
            return Action::Fail;
        }
        let position = Position::new(
            position.up,
            position.failures_left.min(self.rules.failures()),
        );
        // Descending, so that ties go to the Lex-Max move.
        let moves = moves.iter().rev().copied();
        match &self.exact {
            Some(exact) => self.step(exact, &self.powers, position).best(moves).1,
            None => self.step(&self.float, &[], position).best(moves).1,
        }
    }
}
