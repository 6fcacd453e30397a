//! Monte Carlo play, to check the dynamic program against.

use rand::Rng;

use crate::policy::check_action;
use crate::{Action, Chance, Policy, Position, Rules, Setup, SolveError};

/// How one simulated game ended.
///
/// A game makes at most `tiles + failures + 1` rolls (every roll flips a
/// tile or costs a failure), so the counts always fit.
///
/// # Examples
///
/// ```
/// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
/// use flip_dp::{LexMax, Setup, Simulation};
///
/// let setup = Setup::shut_the_box().single_die_at_most(6);
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
/// let outcome = Simulation::new(&setup).play(&LexMax, &mut rng)?;
/// assert_eq!((outcome.won, outcome.rolls, outcome.failures), (false, 6, 1));
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Outcome {
    /// Whether every tile went down.
    pub won: bool,
    /// The number of rolls made (or, once no roll can move a tile, counted:
    /// see [`Simulation::play`]).
    pub rolls: u32,
    /// The failures taken (forced or declared), the last one included for a
    /// lost game.
    pub failures: u32,
}

/// Wins over games played (at least one), from
/// [`Simulation::estimate`]: the counts, and the chance of winning they
/// estimate with its uncertainty.
///
/// # Examples
///
/// ```
/// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
/// use flip_dp::{LexMax, Rules, Setup, Simulation};
///
/// let setup = Setup::flip();
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
/// let sampled = Simulation::new(&setup)
///     .rules(Rules::forced(10))
///     .games(10_000)
///     .estimate(&LexMax, &mut rng)?;
/// assert_eq!((sampled.games, sampled.wins), (10_000, 1_370));
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
///
/// With the `serde` feature an estimate is read back only if it counts at
/// least one game and no more wins than games.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Estimate {
    /// Games played.
    pub games: u64,
    /// Games won.
    pub wins: u64,
}

/// An estimate is read back only if its counts are possible (see
/// [`Estimate`]).
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Estimate {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// The fields as written.
        #[derive(serde::Deserialize)]
        #[serde(rename = "Estimate", deny_unknown_fields)]
        struct Fields {
            games: u64,
            wins: u64,
        }
        let Fields { games, wins } = Fields::deserialize(deserializer)?;
        if games == 0 || wins > games {
            return Err(serde::de::Error::custom(format_args!(
                "{wins} wins in {games} games: an estimate has at least one game and no more \
                 wins than games"
            )));
        }
        Ok(Estimate { games, wins })
    }
}

/// The 97.5% quantile of the standard normal distribution: a 95% interval.
const Z_95: f64 = 1.959_963_984_540_054;

impl Estimate {
    /// The fraction of games won.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{LexMax, Rules, Setup, Simulation};
    ///
    /// let setup = Setup::flip();
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    /// let sampled = Simulation::new(&setup).rules(Rules::forced(10)).estimate(&LexMax, &mut rng)?;
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
    /// use flip_dp::{LexMax, Rules, Setup, Simulation};
    ///
    /// let setup = Setup::flip();
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    /// let sampled = Simulation::new(&setup).rules(Rules::forced(10)).estimate(&LexMax, &mut rng)?;
    /// assert_eq!(format!("{:.4}", sampled.standard_error()), "0.0034");
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn standard_error(self) -> f64 {
        let p = self.probability();
        (p * (1.0 - p) / self.games as f64).sqrt()
    }

    /// The 95% Wilson score interval of the chance of winning, `(low,
    /// high)`: unlike `p ± 1.96 SE` it stays inside `[0, 1]` and is not
    /// empty when no game (or every game) was won.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{LexMax, Rules, Setup, Simulation};
    ///
    /// let setup = Setup::flip();
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    /// let sampled = Simulation::new(&setup).rules(Rules::forced(10)).estimate(&LexMax, &mut rng)?;
    /// let (low, high) = sampled.confidence_interval();
    /// assert_eq!((format!("{low:.4}"), format!("{high:.4}")), ("0.1304".into(), "0.1439".into()));
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn confidence_interval(self) -> (f64, f64) {
        let n = self.games as f64;
        let p = self.probability();
        let z2 = Z_95 * Z_95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z_95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }

    /// The fraction of games won as a chance, "1 in N", for display.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{LexMax, Rules, Setup, Simulation};
    ///
    /// let setup = Setup::flip();
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    /// let sampled = Simulation::new(&setup).rules(Rules::forced(10)).estimate(&LexMax, &mut rng)?;
    /// assert_eq!(sampled.chance().to_string(), "1 in 7.3");
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn chance(self) -> Chance {
        Chance::new(self.games as f64 / self.wins as f64)
    }
}

/// Games played with real dice: one game ([`play`](Simulation::play)) or
/// many ([`estimate`](Simulation::estimate)), under some [`Rules`] (by
/// default no failures allowed), to check exact values against.
///
/// Each roll draws every die separately from the generator (one die under
/// the single-die rule), and the policy chooses whenever a move exists.
///
/// # Examples
///
/// ```
/// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
/// use flip_dp::{LexMax, Rules, Setup, Simulation, Solver};
///
/// let setup = Setup::flip();
/// let rules = Rules::forced(10);
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
/// let sampled = Simulation::new(&setup).rules(rules).games(4_000).estimate(&LexMax, &mut rng)?;
/// let exact = Solver::new(&setup).rules(rules).evaluate(&LexMax)?.start().float;
/// let (low, high) = sampled.confidence_interval();
/// assert!(low < exact && exact < high);
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Simulation<'g> {
    setup: &'g Setup,
    rules: Rules,
    games: u64,
}

impl<'g> Simulation<'g> {
    /// The number of games an estimate plays unless told otherwise.
    pub const DEFAULT_GAMES: u64 = 10_000;

    /// Games of `setup` under the default rules (no failures allowed),
    /// [`DEFAULT_GAMES`](Simulation::DEFAULT_GAMES) of them for an estimate.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{LexMax, Setup, Simulation};
    ///
    /// let setup = Setup::flip();
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    /// let sampled = Simulation::new(&setup).estimate(&LexMax, &mut rng)?;
    /// assert_eq!(sampled.games, Simulation::DEFAULT_GAMES);
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn new(setup: &'g Setup) -> Self {
        Simulation {
            setup,
            rules: Rules::default(),
            games: Self::DEFAULT_GAMES,
        }
    }

    /// The same games under other rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{LexMax, Rules, Setup, Simulation};
    ///
    /// let setup = Setup::flip();
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    /// let outcome = Simulation::new(&setup).rules(Rules::forced(3)).play(&LexMax, &mut rng)?;
    /// assert!(outcome.failures <= 4);
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn rules(self, rules: Rules) -> Self {
        Simulation { rules, ..self }
    }

    /// The number of games an estimate plays (checked by
    /// [`estimate`](Simulation::estimate): at least 1).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{LexMax, Setup, Simulation, SolveError};
    ///
    /// let setup = Setup::flip();
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    /// let none = Simulation::new(&setup).games(0).estimate(&LexMax, &mut rng);
    /// assert_eq!(none, Err(SolveError::NoGames));
    /// ```
    #[must_use]
    pub fn games(self, games: u64) -> Self {
        Simulation { games, ..self }
    }

    /// Plays one game, drawing the dice from `rng`.
    ///
    /// Every roll flips a tile or costs a failure, so a game ends after at
    /// most `tiles + failures + 1` rolls. Once the face-up tiles are such
    /// that no roll has a move (a lone 1 with two dice, say), the game can
    /// only lose: its remaining failures are counted without rolling them.
    ///
    /// # Errors
    ///
    /// [`SolveError::TooManyFailures`] when the allowance is above
    /// [`Setup::max_failures`], as for [`Solver`](crate::Solver);
    /// [`SolveError::IllegalAction`] when the policy picks an action that
    /// is not allowed.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{LexMax, Rules, Setup, Simulation};
    ///
    /// let setup = Setup::flip();
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    /// let outcome = Simulation::new(&setup).rules(Rules::forced(10)).play(&LexMax, &mut rng)?;
    /// assert!(outcome.rolls >= 1 && outcome.failures <= 11);
    /// assert_eq!(outcome.won, outcome.failures <= 10);
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    pub fn play<P: Policy + ?Sized, R: Rng + ?Sized>(
        &self,
        policy: &P,
        rng: &mut R,
    ) -> Result<Outcome, SolveError> {
        self.setup.check_rules(self.rules)?;
        self.play_checked(policy, rng)
    }

    /// Plays [`games`](Simulation::games) games with
    /// [`play`](Simulation::play) and counts the wins.
    ///
    /// # Errors
    ///
    /// As [`play`](Simulation::play), and [`SolveError::NoGames`] when the
    /// number of games is 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use flip_dp::{LexMax, Rules, Setup, Simulation};
    ///
    /// let setup = Setup::flip();
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    /// let simulation = Simulation::new(&setup).rules(Rules::forced(10)).games(10_000);
    /// let sampled = simulation.estimate(&LexMax, &mut rng)?;
    /// assert_eq!(sampled.wins, 1_370);
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    pub fn estimate<P: Policy + ?Sized, R: Rng + ?Sized>(
        &self,
        policy: &P,
        rng: &mut R,
    ) -> Result<Estimate, SolveError> {
        self.setup.check_rules(self.rules)?;
        if self.games == 0 {
            return Err(SolveError::NoGames);
        }
        let mut wins = 0;
        for _ in 0..self.games {
            wins += u64::from(self.play_checked(policy, rng)?.won);
        }
        Ok(Estimate {
            games: self.games,
            wins,
        })
    }

    /// One game, the rules already checked.
    fn play_checked<P: Policy + ?Sized, R: Rng + ?Sized>(
        &self,
        policy: &P,
        rng: &mut R,
    ) -> Result<Outcome, SolveError> {
        let (setup, rules) = (self.setup, self.rules);
        let mut up = setup.all_up();
        let mut outcome = Outcome {
            won: false,
            rolls: 0,
            failures: 0,
        };
        let mut moves = Vec::new();
        while !up.is_empty() {
            let roll = setup.roll(up, rng);
            outcome.rolls += 1;
            moves.clear();
            moves.extend(setup.moves(up, roll));
            let failures_left = rules.failures() - outcome.failures;
            let action = if moves.is_empty() {
                Action::Fail
            } else {
                policy.choose(Position::new(up, failures_left), roll, &moves)
            };
            check_action(up, roll, &moves, rules.is_strategic(), action).map_err(|reason| {
                SolveError::IllegalAction {
                    up,
                    roll,
                    action,
                    reason,
                }
            })?;
            match action {
                Action::Flip(m) => up = up.without(m),
                Action::Fail => {
                    outcome.failures += 1;
                    if failures_left == 0 {
                        return Ok(outcome);
                    }
                    if moves.is_empty() && !setup.can_move(up) {
                        // Each of the `failures_left` rolls left fails, the
                        // last one losing the game.
                        outcome.rolls += failures_left;
                        outcome.failures += failures_left;
                        return Ok(outcome);
                    }
                }
            }
        }
        outcome.won = true;
        Ok(outcome)
    }
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
        let stuck = Setup::new(1, 2, 6).unwrap();
        let max = stuck.max_failures();
        for rules in [Rules::forced(u32::MAX), Rules::strategic(max + 1)] {
            let expected = SolveError::TooManyFailures {
                failures: rules.failures(),
                max,
            };
            let simulation = Simulation::new(&stuck).rules(rules).games(1);
            assert_eq!(simulation.play(&LexMax, &mut rng(1)), Err(expected));
            assert_eq!(simulation.estimate(&LexMax, &mut rng(1)), Err(expected));
        }
    }

    #[test]
    fn a_game_that_cannot_move_ends_without_rolling_its_failures() {
        let stuck = Setup::new(1, 2, 6).unwrap();
        let max = stuck.max_failures();
        let mut counting = Counting {
            inner: rng(1),
            draws: 0,
        };
        let outcome = Simulation::new(&stuck)
            .rules(Rules::forced(max))
            .play(&LexMax, &mut counting)
            .unwrap();
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
        let setup = Setup::flip();
        let max = setup.max_failures();
        let outcome = Simulation::new(&setup)
            .rules(Rules::strategic(max))
            .play(&quitter, &mut rng(2))
            .unwrap();
        assert_eq!(
            (outcome.won, outcome.rolls, outcome.failures),
            (false, max + 1, max + 1)
        );
    }

    #[test]
    fn an_estimate_needs_a_game() {
        let setup = Setup::flip();
        let none = Simulation::new(&setup)
            .games(0)
            .estimate(&LexMax, &mut rng(3));
        assert_eq!(none, Err(SolveError::NoGames));
        let one = Simulation::new(&setup)
            .games(1)
            .estimate(&LexMax, &mut rng(3))
            .unwrap();
        assert_eq!((one.games, one.wins), (1, 0));
        assert_eq!((one.probability(), one.standard_error()), (0.0, 0.0));
        assert_eq!(one.chance().to_string(), "never");
        assert_eq!(one.confidence_interval().0, 0.0);
    }

    #[test]
    fn wilson_intervals_match_published_values() {
        // Wilson's score interval at 95%, as tabulated by Newcombe (1998),
        // "Two-sided confidence intervals for the single proportion",
        // table I: 81/263, 15/148, 0/20 and 1/29.
        let cases = [
            (81, 263, 0.2553, 0.3662),
            (15, 148, 0.0624, 0.1605),
            (0, 20, 0.0, 0.1611),
            (1, 29, 0.0061, 0.1718),
        ];
        for (wins, games, low, high) in cases {
            let (l, h) = Estimate { games, wins }.confidence_interval();
            assert!(
                (l - low).abs() < 5e-5 && (h - high).abs() < 5e-5,
                "{wins}/{games}: {l} {h}"
            );
        }
        let all = Estimate {
            games: 20,
            wins: 20,
        }
        .confidence_interval();
        assert!((all.0 - (1.0 - 0.1611)).abs() < 5e-5 && all.1 == 1.0);
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
            let setup = Setup::new(tiles, dice, faces).unwrap();
            let rules = if strategic { Rules::strategic(failures) } else { Rules::forced(failures) };
            for policy in [&LexMax as &dyn Policy, &LexMin] {
                let outcome = Simulation::new(&setup).rules(rules).play(policy, &mut rng(seed)).unwrap();
                prop_assert_eq!(outcome.won, outcome.failures <= failures);
                prop_assert!(outcome.failures <= failures + 1);
                prop_assert!(outcome.rolls >= outcome.failures);
                prop_assert!(outcome.rolls <= tiles + outcome.failures);
            }
        }
    }
}
