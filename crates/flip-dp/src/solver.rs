//! The dynamic program over sets of face-up tiles.

use crate::arith::{Arith, powers};
use crate::moves::MoveTable;
use crate::step::Step;
use crate::{
    Action, FailureTable, LexMax, LexMin, Policy, Position, Rules, Setup, Solution, SolveError,
    Tiles,
};

/// Solves a [`Setup`] under some [`Rules`], optimally or for a given
/// [`Policy`].
///
/// The dynamic program of the document: with `f(s, b)` the chance of winning
/// with the tiles `s` face up and `b` failures left,
/// `f(∅, b) = 1` and `f(s, b) = Σ_r p(r) · max(f(s − u, b))` over the moves
/// `u ⊆ s` summing to `r`, where a roll without a move is worth `f(s, b − 1)`
/// (0 when `b = 0`); under [`Rules::strategic`] the maximum also includes
/// `f(s, b − 1)`. A move flips at least one tile, so sets can be computed in
/// increasing numeric order of their masks, one failure level after the
/// other. Evaluating a policy replaces the maximum by the policy's choice.
///
/// Results are always computed in `f64`; with [`exact`](Solver::exact) they
/// are also computed as exact fractions.
///
/// # Examples
///
/// ```
/// use flip_dp::{LexMax, LexMin, Rules, Setup, Solver};
///
/// let setup = Setup::flip();
/// let solver = Solver::new(&setup).exact();
/// assert_eq!(solver.solve()?.start().to_string(), "1 in 276");
/// assert_eq!(solver.evaluate(&LexMin)?.start().to_string(), "1 in 7671");
/// assert_eq!(solver.evaluate(&LexMax)?.start().to_string(), "1 in 290");
///
/// let generous = solver.rules(Rules::strategic(10)).solve()?;
/// assert_eq!(generous.start().to_string(), "1 in 5.8");
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Solver<'g> {
    setup: &'g Setup,
    rules: Rules,
    exact: bool,
}

/// How the dynamic program picks an action.
#[derive(Clone, Copy)]
enum Decide<'p> {
    Optimal,
    Policy(&'p dyn Policy),
}

impl<'g> Solver<'g> {
    /// A solver for `setup` under the default rules (no failures allowed),
    /// in `f64` only.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Setup, Solver};
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).solve()?;
    /// assert!(!solution.is_exact());
    /// assert_eq!(solution.rules().failures(), 0);
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn new(setup: &'g Setup) -> Self {
        Solver {
            setup,
            rules: Rules::default(),
            exact: false,
        }
    }

    /// The same solver under other rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Rules, Setup, Solver};
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).rules(Rules::strategic(2)).solve()?;
    /// assert_eq!(solution.rules(), Rules::strategic(2));
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn rules(self, rules: Rules) -> Self {
        Solver { rules, ..self }
    }

    /// The same solver, also computing exact fractions.
    ///
    /// Exact values are stored over `D^(tiles + failures)`, `D` the number
    /// of dice outcomes, which must fit in a `u128`: for two six-sided dice
    /// `tiles + failures <= 24` (12 tiles with up to 12 failures, 16 tiles
    /// with up to 8). Larger games fail with [`SolveError::ExactOverflow`]; their
    /// `f64` results are still available without this option.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::num_rational::Ratio;
    /// use flip_dp::{Rules, Setup, Solver};
    /// // One tile, one die, one failure allowed: a 1 now (6 in 36), or
    /// // another roll then a 1 (5 in 36).
    /// let setup = Setup::new(1, 1, 6)?;
    /// let solution = Solver::new(&setup).rules(Rules::forced(1)).exact().solve()?;
    /// assert_eq!(solution.start().exact, Some(Ratio::new(6 + 5, 36)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn exact(self) -> Self {
        Solver {
            exact: true,
            ..self
        }
    }

    /// The optimal win probabilities of every position.
    ///
    /// # Errors
    ///
    /// [`SolveError::TooManyFailures`] when the failure allowance is above
    /// [`Setup::max_failures`]; [`SolveError::ExactOverflow`] when exact
    /// results were asked for and the game is too long for them.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Rules, Setup, Solver};
    /// let setup = Setup::flip();
    /// let solution = Solver::new(&setup).rules(Rules::forced(10)).solve()?;
    /// assert_eq!(solution.start().to_string(), "1 in 6.8");
    /// assert!(Solver::new(&Setup::new(16, 2, 6)?).rules(Rules::forced(9)).exact().solve().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve(&self) -> Result<Solution, SolveError> {
        self.run(Decide::Optimal)
    }

    /// The win probabilities of every position when `policy` chooses the
    /// moves.
    ///
    /// # Errors
    ///
    /// As [`solve`](Solver::solve), plus [`SolveError::IllegalAction`] when
    /// the policy picks tiles that are not a legal move or declares a failure
    /// under forced rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{LexMax, Rules, Setup, Solver};
    /// let setup = Setup::flip();
    /// let lex_max = Solver::new(&setup).rules(Rules::forced(10)).evaluate(&LexMax)?;
    /// assert_eq!(lex_max.start().to_string(), "1 in 7.2");
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    pub fn evaluate<P: Policy + ?Sized>(&self, policy: &P) -> Result<Solution, SolveError> {
        self.run(Decide::Policy(&DynPolicy(policy)))
    }

    /// The win probabilities of a new game with `0..=k` failures allowed,
    /// `k` the allowance of the rules, for optimal play, Lex-Min and
    /// Lex-Max: the document's tables. Exact too when the solver is.
    ///
    /// # Errors
    ///
    /// As [`solve`](Solver::solve).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::num_rational::Ratio;
    /// use flip_dp::{Rules, Setup, Solver};
    ///
    /// let setup = Setup::flip();
    /// let table = Solver::new(&setup).rules(Rules::strategic(10)).failure_table()?;
    /// assert_eq!(table.rows()[10].optimal.to_string(), "1 in 5.8");
    /// assert_eq!(table.rows()[10].optimal.exact, None);
    /// let exact = Solver::new(&setup).rules(Rules::forced(1)).exact().failure_table()?;
    /// let lex_max = exact.rows()[0].lex_max.exact;
    /// assert_eq!(lex_max, Some(Ratio::new(3_244_634_843, 940_369_969_152)));
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    pub fn failure_table(&self) -> Result<FailureTable, SolveError> {
        let optimal = self.solve()?;
        let lex_min = self.evaluate(&LexMin)?;
        let lex_max = self.evaluate(&LexMax)?;
        Ok(FailureTable::new(self.rules, &optimal, &lex_min, &lex_max))
    }

    fn run(&self, decide: Decide<'_>) -> Result<Solution, SolveError> {
        self.setup.check_rules(self.rules)?;
        let powers = if self.exact {
            powers(self.setup, self.rules)?
        } else {
            Vec::new()
        };
        let float = dynamic_program::<f64>(self.setup, self.rules, decide, &[])?;
        let exact = if self.exact {
            Some(dynamic_program::<u128>(
                self.setup, self.rules, decide, &powers,
            )?)
        } else {
            None
        };
        Ok(Solution::new(
            self.setup.clone(),
            self.rules,
            float,
            exact,
            powers,
        ))
    }
}

/// A sized wrapper so that unsized policies can be passed as `&dyn Policy`.
struct DynPolicy<'p, P: ?Sized>(&'p P);

impl<P: Policy + ?Sized> Policy for DynPolicy<'_, P> {
    fn choose(&self, position: Position, roll: u32, moves: &[Tiles]) -> Action {
        self.0.choose(position, roll, moves)
    }
}

fn dynamic_program<V: Arith>(
    setup: &Setup,
    rules: Rules,
    decide: Decide<'_>,
    powers: &[u128],
) -> Result<Vec<V>, SolveError> {
    let size = 1usize << setup.tiles();
    let levels = rules.failures() as usize + 1;
    let strategic = rules.is_strategic();
    let mut values = vec![V::ZERO; size * levels];
    let MoveTable {
        sums,
        moves: all_moves,
        ends,
    } = setup.move_table();
    for failures_left in 0..levels {
        let (done, rest) = values.split_at_mut(failures_left * size);
        let below = failures_left.checked_sub(1).map(|b| &done[b * size..]);
        let level = &mut rest[..size];
        level[0] = V::win(powers, failures_left as u32);
        let (mut pair, mut start) = (0, 0);
        for s in 1..size {
            let step = Step {
                level,
                powers,
                position: Position::new(Tiles::from_bits(s as u32), failures_left as u32),
                fail: below.map_or(V::ZERO, |b| b[s]),
                strategic,
            };
            let mut total = V::ZERO;
            for roll in setup.rolls_at_sum(sums[s]) {
                let end = ends[pair] as usize;
                let moves = &all_moves[start..end];
                (pair, start) = (pair + 1, end);
                let value = match decide {
                    // Descending, so that ties go to the Lex-Max move.
                    Decide::Optimal => step.best(moves.iter().rev().copied()).0,
                    Decide::Policy(_) if moves.is_empty() => step.fail,
                    Decide::Policy(policy) => {
                        let action = policy.choose(step.position, roll.total(), moves);
                        step.value_of(roll.total(), moves, action)?
                    }
                };
                total = total.add(roll, value);
            }
            level[s] = total;
        }
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MoveError;

    #[test]
    fn a_solution_played_as_a_policy_scores_its_own_values() {
        let setup = Setup::new(8, 2, 6).unwrap();
        for rules in [Rules::forced(2), Rules::strategic(2)] {
            let solver = Solver::new(&setup).rules(rules).exact();
            let optimal = solver.solve().unwrap();
            let replayed = solver.evaluate(&optimal).unwrap();
            assert_eq!(replayed.start(), optimal.start());
            assert!(optimal.start().exact > solver.evaluate(&LexMax).unwrap().start().exact);
        }
    }

    #[test]
    fn policies_that_break_the_rules_are_errors() {
        let setup = Setup::new(5, 2, 6).unwrap();
        let solver = Solver::new(&setup);
        let wrong = |_: Position, _: u32, _: &[Tiles]| Action::Flip(Tiles::from_bits(0b11111));
        // The first decision of the dynamic program: tile 2 up, a 2 rolled.
        let up = Tiles::from_bits(0b10);
        let err = solver.evaluate(&wrong).unwrap_err();
        assert_eq!(
            err,
            SolveError::IllegalAction {
                up,
                roll: 2,
                action: Action::Flip(Tiles::from_bits(0b11111)),
                reason: MoveError::NotUp { tile: 1 }
            }
        );
        assert_eq!(
            err.to_string(),
            "the policy chose to flip 5-4-3-2-1 for a roll of 2 with 2 up, which is illegal: tile 1 is not face up"
        );
        let quitter = |_: Position, _: u32, _: &[Tiles]| Action::Fail;
        assert_eq!(
            solver.evaluate(&quitter).unwrap_err(),
            SolveError::IllegalAction {
                up,
                roll: 2,
                action: Action::Fail,
                reason: MoveError::FailureNotAllowed
            }
        );
        let quits = solver
            .rules(Rules::strategic(3))
            .evaluate(&quitter)
            .unwrap();
        assert_eq!(quits.start().float, 0.0);
    }

    #[test]
    fn exact_limits() {
        let flip = Setup::flip();
        let top = Solver::new(&flip).rules(Rules::forced(12)).exact();
        assert!(top.solve().is_ok());
        assert_eq!(
            top.rules(Rules::forced(13)).solve().unwrap_err(),
            SolveError::ExactOverflow {
                outcomes: 36,
                exponent: 25
            }
        );
        let sixteen = Setup::new(16, 2, 6).unwrap();
        let solver = Solver::new(&sixteen).rules(Rules::forced(8));
        assert!(solver.exact().solve().is_ok());
        assert!(solver.rules(Rules::forced(9)).exact().solve().is_err());
        assert!(solver.rules(Rules::forced(9)).solve().is_ok());
        assert_eq!(flip.max_failures(), 3_941);
        for failures in [3_942, u32::MAX] {
            assert_eq!(
                Solver::new(&flip)
                    .rules(Rules::forced(failures))
                    .exact()
                    .solve()
                    .unwrap_err(),
                SolveError::TooManyFailures {
                    failures,
                    max: 3_941
                }
            );
        }
    }

    #[test]
    fn float_and_exact_agree() {
        let setup = Setup::flip();
        let solution = Solver::new(&setup)
            .rules(Rules::strategic(10))
            .exact()
            .solve()
            .unwrap();
        for up in (0..1u32 << 12).step_by(7) {
            for failures_left in 0..=10 {
                let p = solution
                    .probability(Position::new(Tiles::from_bits(up), failures_left))
                    .unwrap();
                let exact = p.exact.unwrap();
                let exact = *exact.numer() as f64 / *exact.denom() as f64;
                assert!((exact - p.float).abs() <= 1e-15, "{up} {failures_left}");
            }
        }
    }
}
