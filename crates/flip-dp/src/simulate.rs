//! Monte Carlo play, to check the dynamic program against.

use rand::{Rng, RngExt};

use crate::{Action, Game, Odds, Policy, Position, Rules, SolveError};

/// How one simulated game ended.
///
/// A game makes at most `tiles + failures + 1` rolls (every roll flips a
/// tile or costs a failure), so the counts always fit.
///
/// # Examples
///
/// ```
/// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
/// use flip_dp::{Game, LexMax, Rules, play};
///
/// let game = Game::shut_the_box().with_single_die_at_most(6);
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
/// let outcome = play(&game, Rules::default(), &LexMax, &mut rng)?;
/// assert_eq!((outcome.won, outcome.rolls, outcome.failures), (false, 6, 1));
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Outcome {
    /// Whether every tile went down.
    pub won: bool,
    /// The number of rolls made (or, once no roll can move a tile, counted:
    /// see [`play`]).
    pub rolls: u32,
    /// The failures taken (forced or declared), the last one included for a
    /// lost game.
    pub failures: u32,
}

/// Wins over games played (at least one), from [`estimate`].
///
/// # Examples
///
/// ```
/// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
/// use flip_dp::{Game, LexMax, Rules, estimate};
///
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
/// let sampled = estimate(&Game::flip(), Rules::forced(10), &LexMax, 10_000, &mut rng)?;
/// assert_eq!((sampled.games, sampled.wins), (10_000, 1_370));
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Estimate {
    /// Games played.
    pub games: u64,
    /// Games won.
    pub wins: u64,
}

impl Estimate {
    /// The fraction of games won.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{Game, LexMax, Rules, estimate};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    /// let sampled = estimate(&Game::flip(), Rules::forced(10), &LexMax, 10_000, &mut rng)?;
    /// assert_eq!(sampled.probability(), 0.137);
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn probability(self) -> f64 {
        self.wins as f64 / self.games as f64
    }

    /// The standard error of [`probability`](Estimate::probability),
    /// `sqrt(p (1 - p) / games)`.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{Game, LexMax, Rules, estimate};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    /// let sampled = estimate(&Game::flip(), Rules::forced(10), &LexMax, 10_000, &mut rng)?;
    /// assert_eq!(format!("{:.4}", sampled.standard_error()), "0.0034");
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn standard_error(self) -> f64 {
        let p = self.probability();
        (p * (1.0 - p) / self.games as f64).sqrt()
    }

    /// The fraction of games won as odds, "1 in N", for display.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{Game, LexMax, Rules, estimate};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    /// let sampled = estimate(&Game::flip(), Rules::forced(10), &LexMax, 10_000, &mut rng)?;
    /// assert_eq!(sampled.odds().to_string(), "1 in 7.3");
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn odds(self) -> Odds {
        Odds::new(self.games as f64 / self.wins as f64)
    }
}

/// Plays one game with real dice: each roll draws every die separately from
/// `rng` (one die under the single-die rule), and `policy` chooses whenever a
/// move exists.
///
/// Every roll flips a tile or costs a failure, so a game ends after at most
/// `tiles + failures + 1` rolls. Once the face-up tiles are such that no
/// roll has a move (a lone 1 with two dice, say), the game can only lose:
/// its remaining failures are counted without rolling them.
///
/// # Errors
///
/// [`SolveError::TooManyFailures`] when the allowance is above
/// [`Game::max_failures`], as for [`Solver`](crate::Solver);
/// [`SolveError::IllegalMove`] / [`SolveError::FailureNotAllowed`] when the
/// policy picks an action that is not allowed.
///
/// # Examples
///
/// ```
/// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
/// use flip_dp::{Game, LexMax, Rules, play};
///
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
/// let outcome = play(&Game::flip(), Rules::forced(10), &LexMax, &mut rng)?;
/// assert!(outcome.rolls >= 1 && outcome.failures <= 11);
/// assert_eq!(outcome.won, outcome.failures <= 10);
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
pub fn play<P: Policy + ?Sized, R: Rng + ?Sized>(
    game: &Game,
    rules: Rules,
    policy: &P,
    rng: &mut R,
) -> Result<Outcome, SolveError> {
    game.check_rules(rules)?;
    let mut up = game.all_up();
    let mut outcome = Outcome {
        won: false,
        rolls: 0,
        failures: 0,
    };
    let mut moves = Vec::new();
    while !up.is_empty() {
        let dice = match game.single_die_at_most() {
            Some(threshold) if up.sum() <= threshold => 1,
            _ => game.dice(),
        };
        let roll: u32 = (0..dice).map(|_| rng.random_range(1..=game.faces())).sum();
        outcome.rolls += 1;
        moves.clear();
        moves.extend(game.moves(up, roll));
        let failures_left = rules.failures() - outcome.failures;
        let action = if moves.is_empty() {
            Action::Fail
        } else {
            policy.choose(Position::new(up, failures_left), roll, &moves)
        };
        match action {
            Action::Flip(m) if moves.contains(&m) => up = up.without(m),
            Action::Flip(chosen) => return Err(SolveError::IllegalMove { up, roll, chosen }),
            Action::Fail if moves.is_empty() || rules.is_strategic() => {
                outcome.failures += 1;
                if failures_left == 0 {
                    return Ok(outcome);
                }
                if moves.is_empty() && !game.can_move(up) {
                    // Each of the `failures_left` rolls left fails, the last one
                    // losing the game.
                    outcome.rolls += failures_left;
                    outcome.failures += failures_left;
                    return Ok(outcome);
                }
            }
            Action::Fail => return Err(SolveError::FailureNotAllowed { up, roll }),
        }
    }
    outcome.won = true;
    Ok(outcome)
}

/// Plays `games` games with [`play`] and counts the wins.
///
/// # Errors
///
/// As [`play`], and [`SolveError::NoGames`] when `games` is 0.
///
/// # Examples
///
/// ```
/// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
/// use flip_dp::{Game, LexMax, Rules, Solver, estimate};
///
/// let game = Game::flip();
/// let rules = Rules::forced(10);
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
/// let sampled = estimate(&game, rules, &LexMax, 4_000, &mut rng)?;
/// let exact = Solver::new(&game).rules(rules).evaluate(&LexMax)?.start().float;
/// assert!((sampled.probability() - exact).abs() < 5.0 * sampled.standard_error());
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
pub fn estimate<P: Policy + ?Sized, R: Rng + ?Sized>(
    game: &Game,
    rules: Rules,
    policy: &P,
    games: u64,
    rng: &mut R,
) -> Result<Estimate, SolveError> {
    game.check_rules(rules)?;
    if games == 0 {
        return Err(SolveError::NoGames);
    }
    let mut wins = 0;
    for _ in 0..games {
        wins += u64::from(play(game, rules, policy, rng)?.won);
    }
    Ok(Estimate { games, wins })
}

#[cfg(test)]
mod tests {
    use core::convert::Infallible;

    use proptest::prelude::*;
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{SeedableRng, TryRng};

    use super::*;
    use crate::{LexMax, LexMin, Tiles};

    /// A generator that counts the words drawn from it.
    struct Counting {
        inner: Xoshiro256PlusPlus,
        draws: u64,
    }

    impl TryRng for Counting {
        type Error = Infallible;

        fn try_next_u32(&mut self) -> Result<u32, Infallible> {
            self.draws += 1;
            self.inner.try_next_u32()
        }

        fn try_next_u64(&mut self) -> Result<u64, Infallible> {
            self.draws += 1;
            self.inner.try_next_u64()
        }

        fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
            self.draws += 1;
            self.inner.try_fill_bytes(dst)
        }
    }

    fn rng(seed: u64) -> Xoshiro256PlusPlus {
        Xoshiro256PlusPlus::seed_from_u64(seed)
    }

    #[test]
    fn allowances_beyond_the_solver_bound_are_errors() {
        // Tile 1 alone can never be flipped with two dice.
        let stuck = Game::new(1, 2, 6).unwrap();
        let max = stuck.max_failures();
        for rules in [Rules::forced(u32::MAX), Rules::strategic(max + 1)] {
            let expected = SolveError::TooManyFailures {
                failures: rules.failures(),
                max,
            };
            assert_eq!(play(&stuck, rules, &LexMax, &mut rng(1)), Err(expected));
            assert_eq!(
                estimate(&stuck, rules, &LexMax, 1, &mut rng(1)),
                Err(expected)
            );
        }
    }

    #[test]
    fn a_game_that_cannot_move_ends_without_rolling_its_failures() {
        let stuck = Game::new(1, 2, 6).unwrap();
        let max = stuck.max_failures();
        let mut counting = Counting {
            inner: rng(1),
            draws: 0,
        };
        let outcome = play(&stuck, Rules::forced(max), &LexMax, &mut counting).unwrap();
        assert_eq!(
            outcome,
            Outcome {
                won: false,
                rolls: max + 1,
                failures: max + 1
            }
        );
        // One roll of two dice, not millions of them.
        assert!(counting.draws <= 4, "{} draws", counting.draws);
    }

    #[test]
    fn a_policy_that_always_fails_spends_every_failure() {
        let quitter = |_: Position, _: u32, _: &[Tiles]| Action::Fail;
        let game = Game::flip();
        let max = game.max_failures();
        let outcome = play(&game, Rules::strategic(max), &quitter, &mut rng(2)).unwrap();
        assert_eq!(
            (outcome.won, outcome.rolls, outcome.failures),
            (false, max + 1, max + 1)
        );
    }

    #[test]
    fn an_estimate_needs_a_game() {
        let none = estimate(&Game::flip(), Rules::default(), &LexMax, 0, &mut rng(3));
        assert_eq!(none, Err(SolveError::NoGames));
        let one = estimate(&Game::flip(), Rules::default(), &LexMax, 1, &mut rng(3)).unwrap();
        assert_eq!((one.games, one.wins), (1, 0));
        assert_eq!((one.probability(), one.standard_error()), (0.0, 0.0));
        assert_eq!(one.odds().to_string(), "never");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn outcomes_count_rolls_and_failures_consistently(
            tiles in 1u32..=8,
            dice in 1u32..=3,
            faces in 2u32..=6,
            failures in 0u32..=5,
            strategic: bool,
            seed: u64,
        ) {
            let game = Game::new(tiles, dice, faces).unwrap();
            let rules = if strategic { Rules::strategic(failures) } else { Rules::forced(failures) };
            for policy in [&LexMax as &dyn Policy, &LexMin] {
                let outcome = play(&game, rules, policy, &mut rng(seed)).unwrap();
                prop_assert_eq!(outcome.won, outcome.failures <= failures);
                prop_assert!(outcome.failures <= failures + 1);
                prop_assert!(outcome.rolls >= outcome.failures);
                prop_assert!(outcome.rolls <= tiles + outcome.failures);
            }
        }
    }
}
