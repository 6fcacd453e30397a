//! A game played by a person, move by move, with the optimal solution
//! looking on: hints, undo, and a review of every move.

use rand::Rng;

use crate::policy::check_action;
use crate::{Action, Advice, MoveError, Position, Probability, Solution, Tiles};

/// Where a [`Session`] stands.
///
/// # Examples
///
/// ```
/// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
/// use flip_dp::{Session, Setup, Solver, Status};
///
/// let setup = Setup::new(1, 1, 2)?;
/// let solution = Solver::new(&setup).solve()?;
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
/// // One tile, a two-sided die: a 1 wins at once, a 2 loses.
/// let session = Session::new(&solution, &mut rng);
/// assert!(matches!(session.status(), Status::Rolled(1) | Status::Lost));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// The dice show this total and the player is to act.
    Rolled(u32),
    /// Every tile is down.
    Won,
    /// A failure with none left, or tiles that no roll can ever flip.
    Lost,
}

/// One action of a [`Session`], with what it was worth: the review of a
/// game is the list of its turns.
///
/// # Examples
///
/// ```
/// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
/// use flip_dp::{LexMin, Policy, Session, Setup, Solver, Status};
///
/// let setup = Setup::flip();
/// let solution = Solver::new(&setup).exact().solve()?;
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
/// let mut session = Session::new(&solution, &mut rng);
/// // Play Lex-Min to the end; each turn says what it cost.
/// while let Status::Rolled(roll) = session.status() {
///     let moves: Vec<_> = setup.moves(session.position().up, roll).collect();
///     let action = LexMin.choose(session.position(), roll, &moves);
///     session.apply(action, &mut rng)?;
/// }
/// for turn in session.turns() {
///     assert!(turn.chance.float <= turn.best.probability.float);
///     assert_eq!(turn.is_optimal(), turn.chance == turn.best.probability);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct Turn {
    /// The position the dice were rolled at.
    pub position: Position,
    /// The roll.
    pub roll: u32,
    /// What was done: the player's choice, or a failure forced by a roll
    /// without a move.
    pub action: Action,
    /// Whether no move existed, so that the failure was not a choice.
    pub forced: bool,
    /// The chance of winning after the action, with optimal play from
    /// there.
    pub chance: Probability,
    /// The optimal action and its chance.
    pub best: Advice,
}

impl Turn {
    /// Whether the action was worth as much as the optimal one (compared
    /// exactly when the solution is exact).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{Session, Setup, Solver, Status};
    ///
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).exact().solve()?;
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    /// let mut session = Session::new(&solution, &mut rng);
    /// let best = session.hint().unwrap().best.action;
    /// session.apply(best, &mut rng)?;
    /// assert!(session.turns().iter().all(|turn| turn.is_optimal()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_optimal(&self) -> bool {
        let best = self.best.probability;
        match (self.chance.exact, best.exact) {
            (Some(chance), Some(best)) => chance >= best,
            _ => self.chance.float >= best.float,
        }
    }
}

/// The optimal action after a roll, and Lex-Max's beside it (see
/// [`Session::hint`]).
///
/// # Examples
///
/// ```
/// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
/// use flip_dp::{Action, Session, Setup, Solver};
///
/// let setup = Setup::flip();
/// let solution = Solver::new(&setup).solve()?;
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
/// let hint = Session::new(&solution, &mut rng).hint().unwrap();
/// assert!(hint.best.probability.float >= hint.lex_max.probability.float);
/// assert!(matches!(hint.lex_max.action, Action::Flip(_)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct Hint {
    /// The optimal action and its chance.
    pub best: Advice,
    /// Lex-Max's move (the one with the largest tiles) and its chance, with
    /// optimal play after it.
    pub lex_max: Advice,
}

/// One game played action by action, as a person plays it: the dice are
/// rolled from a generator, each action is checked against the roll and
/// the rules of the [`Solution`] (which should be the optimal one, from
/// [`Solver::solve`](crate::Solver::solve)), and every turn records the
/// chance it left against the optimal action's.
///
/// A roll without a move is a failure the player does not choose: it is
/// taken at once (a [`Turn`] with `forced` set) and the dice are rolled
/// again while failures are left. When no roll could ever move a face-up
/// tile, the game is lost at once.
///
/// # Examples
///
/// ```
/// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
/// use flip_dp::{Action, MoveError, Session, Setup, Solver, Status};
///
/// let setup = Setup::flip();
/// let solution = Solver::new(&setup).exact().solve()?;
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
/// let mut session = Session::new(&solution, &mut rng);
/// assert_eq!(session.status(), Status::Rolled(10));
/// assert_eq!(
///     session.apply("12".parse()?, &mut rng),
///     Err(MoveError::WrongSum { chosen: "12".parse()?, sum: 12, roll: 10 })
/// );
/// session.apply("6 4".parse()?, &mut rng)?;
/// assert_eq!(session.position().up.to_string(), "1 2 3 5 7 8 9 10 11 12");
/// assert!(session.undo());
/// assert_eq!((session.status(), session.turns().len()), (Status::Rolled(10), 0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Session<'s> {
    solution: &'s Solution,
    position: Position,
    status: Status,
    /// Every action after the current roll, best first (empty once over).
    advice: Vec<Advice>,
    turns: Vec<Turn>,
}

impl<'s> Session<'s> {
    /// A new game of the solution's game and rules, every tile up and
    /// every failure left, with its first roll drawn from `rng`.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{Rules, Session, Setup, Solver};
    ///
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).rules(Rules::strategic(2)).solve()?;
    /// let session = Session::new(&solution, &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// assert_eq!(session.position().up, setup.all_up());
    /// assert_eq!(session.position().failures_left, 2);
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    pub fn new<R: Rng + ?Sized>(solution: &'s Solution, rng: &mut R) -> Self {
        let start = Position::new(solution.setup().all_up(), solution.rules().failures());
        let mut session = Session {
            solution,
            position: start,
            status: Status::Won,
            advice: Vec::new(),
            turns: Vec::new(),
        };
        session.roll_dice(rng);
        session
    }

    /// The solution the session plays with (its game and rules).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{Rules, Session, Setup, Solver};
    ///
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).rules(Rules::forced(1)).solve()?;
    /// let session = Session::new(&solution, &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// assert_eq!(session.solution().rules(), Rules::forced(1));
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn solution(&self) -> &'s Solution {
        self.solution
    }

    /// Where the game stands: the roll to act on, or how it ended.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{Session, Setup, Solver, Status};
    ///
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).solve()?;
    /// let session = Session::new(&solution, &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// assert_eq!(session.status(), Status::Rolled(10));
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// The face-up tiles and the failures left.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{Session, Setup, Solver};
    ///
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).solve()?;
    /// let session = Session::new(&solution, &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// assert_eq!(session.position().to_string(), "1 2 3 4 5 6 7 8 9 10 11 12 up, no failures left");
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn position(&self) -> Position {
        self.position
    }

    /// The chance of winning from here with optimal play, the roll known;
    /// `None` once the game is over.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{Session, Setup, Solver};
    ///
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).exact().solve()?;
    /// let session = Session::new(&solution, &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// // A 10 first: better than the 1 in 276 of a new game.
    /// assert_eq!(session.chance().unwrap().to_string(), "1 in 188");
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn chance(&self) -> Option<Probability> {
        self.advice.first().map(|best| best.probability)
    }

    /// The optimal action for the current roll with its chance, and
    /// Lex-Max's move with its own; `None` once the game is over.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{Action, Session, Setup, Solver};
    ///
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).exact().solve()?;
    /// let session = Session::new(&solution, &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// let hint = session.hint().unwrap();
    /// assert_eq!(hint.best.action, Action::Flip("10".parse()?));
    /// assert_eq!(hint.lex_max.action, Action::Flip("10".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn hint(&self) -> Option<Hint> {
        let best = *self.advice.first()?;
        let lex_max = self
            .advice
            .iter()
            .filter(|a| matches!(a.action, Action::Flip(_)))
            .max_by_key(|a| match a.action {
                Action::Flip(m) => m,
                Action::Fail => Tiles::EMPTY,
            })
            .copied()
            .unwrap_or(best);
        Some(Hint { best, lex_max })
    }

    /// Every action so far, forced failures included, oldest first: the
    /// review of the game.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{Session, Setup, Solver};
    ///
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).solve()?;
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    /// let mut session = Session::new(&solution, &mut rng);
    /// session.apply("10".parse()?, &mut rng)?;
    /// let turn = session.turns()[0];
    /// assert_eq!((turn.roll, turn.forced), (10, false));
    /// assert!(turn.is_optimal());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// Takes `action` on the current roll, then rolls again from `rng`
    /// unless the game is over.
    ///
    /// # Errors
    ///
    /// [`MoveError::GameOver`] once the game is over; otherwise the
    /// [`MoveError`] saying why the action is not legal for the roll, and
    /// nothing changes.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{MoveError, Session, Setup, Solver};
    ///
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).solve()?;
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    /// let mut session = Session::new(&solution, &mut rng);
    /// session.apply("10".parse()?, &mut rng)?;
    /// assert_eq!(session.apply("10".parse()?, &mut rng), Err(MoveError::NotUp { tile: 10 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply<R: Rng + ?Sized>(&mut self, action: Action, rng: &mut R) -> Result<(), MoveError> {
        let Status::Rolled(roll) = self.status else {
            return Err(MoveError::GameOver);
        };
        let setup = self.solution.setup();
        let up = self.position.up;
        let moves: Vec<Tiles> = setup.moves(up, roll).collect();
        let strategic = self.solution.rules().is_strategic();
        check_action(up, roll, &moves, strategic, action)?;
        let chance = self
            .advice
            .iter()
            .find(|a| a.action == action)
            .expect("the advice lists every legal action")
            .probability;
        self.take(roll, action, false, chance);
        if self.status == Status::Rolled(roll) {
            self.roll_dice(rng);
        }
        Ok(())
    }

    /// Takes back the player's last action (and the forced failures after
    /// it): the position and the roll it was taken on come back. `false`,
    /// and nothing changes, when the player has not acted yet.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{Session, Setup, Solver};
    ///
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).solve()?;
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    /// let mut session = Session::new(&solution, &mut rng);
    /// assert!(!session.undo());
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    pub fn undo(&mut self) -> bool {
        let Some(last) = self.turns.iter().rposition(|turn| !turn.forced) else {
            return false;
        };
        let turn = self.turns[last];
        self.turns.truncate(last);
        self.position = turn.position;
        self.status = Status::Rolled(turn.roll);
        self.advise(turn.roll);
        true
    }

    /// Records `action` on `roll` at the current position, and moves on.
    fn take(&mut self, roll: u32, action: Action, forced: bool, chance: Probability) {
        self.turns.push(Turn {
            position: self.position,
            roll,
            action,
            forced,
            chance,
            best: self.advice[0],
        });
        self.advice.clear();
        match action {
            Action::Flip(m) => {
                self.position.up = self.position.up.without(m);
                if self.position.up.is_empty() {
                    self.status = Status::Won;
                }
            }
            Action::Fail if self.position.failures_left == 0 => self.status = Status::Lost,
            Action::Fail => self.position.failures_left -= 1,
        }
    }

    /// Rolls until the player has a move to make or the game is over,
    /// taking the failures of rolls without a move.
    fn roll_dice<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let setup = self.solution.setup();
        loop {
            if self.position.up.is_empty() {
                self.status = Status::Won;
                return;
            }
            let roll = setup.roll(self.position.up, rng);
            self.status = Status::Rolled(roll);
            self.advise(roll);
            if setup.moves(self.position.up, roll).next().is_some() {
                return;
            }
            let chance = self.advice[0].probability;
            self.take(roll, Action::Fail, true, chance);
            if self.status == Status::Lost {
                return;
            }
            if !setup.can_move(self.position.up) {
                // No roll will ever move a tile: the failures left only
                // postpone the loss.
                self.status = Status::Lost;
                return;
            }
        }
    }

    /// The advice for `roll` at the current position.
    fn advise(&mut self, roll: u32) {
        self.advice = self
            .solution
            .advice(self.position, roll)
            .expect("a session's positions and rolls are valid for its solution");
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    use super::*;
    use crate::{LexMax, Policy, Rules, Setup, Solver};

    fn rng(seed: u64) -> Xoshiro256PlusPlus {
        Xoshiro256PlusPlus::seed_from_u64(seed)
    }

    /// Plays `policy` to the end.
    fn play_out<P: Policy>(session: &mut Session<'_>, policy: &P, rng: &mut Xoshiro256PlusPlus) {
        let setup = session.solution.setup();
        while let Status::Rolled(roll) = session.status() {
            let moves: Vec<Tiles> = setup.moves(session.position().up, roll).collect();
            let action = policy.choose(session.position(), roll, &moves);
            session.apply(action, rng).unwrap();
        }
    }

    #[test]
    fn a_session_plays_the_same_game_as_a_simulation() {
        // Same seed, same policy: the same rolls, failures and outcome.
        let setup = Setup::shut_the_box().single_die_at_most(6);
        for rules in [Rules::forced(0), Rules::forced(3), Rules::strategic(2)] {
            let solution = Solver::new(&setup).rules(rules).solve().unwrap();
            for seed in 0..50 {
                let mut dice = rng(seed);
                let mut session = Session::new(&solution, &mut dice);
                play_out(&mut session, &LexMax, &mut dice);
                let outcome = crate::Simulation::new(&setup)
                    .rules(rules)
                    .play(&LexMax, &mut rng(seed))
                    .unwrap();
                assert_eq!(session.status() == Status::Won, outcome.won);
                let failures = session.turns().iter().filter(|t| t.action == Action::Fail);
                // A session stops at a hopeless position; a simulation
                // counts the failures left there.
                if outcome.won || session.position().up.is_empty() {
                    assert_eq!(failures.count() as u32, outcome.failures);
                } else {
                    assert!(failures.count() as u32 <= outcome.failures);
                }
            }
        }
    }

    #[test]
    fn optimal_play_has_no_mistakes_and_the_chances_add_up() {
        let setup = Setup::flip();
        let solution = Solver::new(&setup)
            .rules(Rules::strategic(2))
            .exact()
            .solve()
            .unwrap();
        for seed in 0..20 {
            let mut dice = rng(seed);
            let mut session = Session::new(&solution, &mut dice);
            play_out(&mut session, &solution, &mut dice);
            for turn in session.turns() {
                assert!(turn.is_optimal(), "{turn:?}");
                assert_eq!(turn.chance, turn.best.probability);
                // The chance after an action is the value of the position
                // it leads to.
                let after = match turn.action {
                    Action::Flip(m) => {
                        Position::new(turn.position.up.without(m), turn.position.failures_left)
                    }
                    Action::Fail if turn.position.failures_left == 0 => continue,
                    Action::Fail => {
                        Position::new(turn.position.up, turn.position.failures_left - 1)
                    }
                };
                assert_eq!(solution.probability(after).unwrap(), turn.chance);
            }
        }
    }

    #[test]
    fn mistakes_are_reviewed_and_illegal_actions_change_nothing() {
        let setup = Setup::flip();
        let solution = Solver::new(&setup).exact().solve().unwrap();
        let mut dice = rng(1);
        let mut session = Session::new(&solution, &mut dice);
        assert_eq!(session.status(), Status::Rolled(10));
        let before = (session.position(), session.status(), session.chance());
        for (text, err) in [
            (
                "9",
                MoveError::WrongSum {
                    chosen: "9".parse().unwrap(),
                    sum: 9,
                    roll: 10,
                },
            ),
            ("13", MoveError::NotUp { tile: 13 }),
            ("", MoveError::NoTiles),
            ("fail", MoveError::FailureNotAllowed),
        ] {
            assert_eq!(session.apply(text.parse().unwrap(), &mut dice), Err(err));
            assert_eq!(
                (session.position(), session.status(), session.chance()),
                before
            );
        }
        // 4-3-2-1 is a legal but poor 10.
        session
            .apply("4 3 2 1".parse().unwrap(), &mut dice)
            .unwrap();
        let turn = session.turns()[0];
        assert!(!turn.is_optimal());
        assert_eq!(turn.best.action, Action::Flip("10".parse().unwrap()));
        assert!(turn.chance.exact < turn.best.probability.exact);
        assert!(session.undo());
        assert_eq!(
            (session.position(), session.status(), session.chance()),
            before
        );
        assert!(session.turns().is_empty());
    }

    #[test]
    fn hopeless_and_finished_games() {
        // Tile 1 alone with two dice: the first roll is a forced failure and
        // the game is lost whatever the allowance.
        let setup = Setup::new(1, 2, 6).unwrap();
        let solution = Solver::new(&setup).rules(Rules::forced(5)).solve().unwrap();
        let mut dice = rng(1);
        let mut session = Session::new(&solution, &mut dice);
        assert_eq!(session.status(), Status::Lost);
        assert_eq!(session.turns().len(), 1);
        assert!(session.turns()[0].forced);
        assert_eq!(session.hint(), None);
        assert_eq!(session.chance(), None);
        assert_eq!(
            session.apply(Action::Fail, &mut dice),
            Err(MoveError::GameOver)
        );
        assert!(!session.undo());
        // A declared failure with none left loses.
        let setup = Setup::flip();
        let solution = Solver::new(&setup)
            .rules(Rules::strategic(0))
            .solve()
            .unwrap();
        let mut session = Session::new(&solution, &mut dice);
        session.apply(Action::Fail, &mut dice).unwrap();
        assert_eq!(session.status(), Status::Lost);
        assert!(session.undo());
        assert!(matches!(session.status(), Status::Rolled(_)));
    }
}
