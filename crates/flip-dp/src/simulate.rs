//! Monte Carlo play, to check the dynamic program against.

use rand::{Rng, RngExt};

use crate::{Action, Game, Policy, Position, Rules, SolveError};

/// How one simulated game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// Whether every tile went down.
    pub won: bool,
    /// The number of rolls made.
    pub rolls: u32,
    /// The failures taken (forced or declared), the last one included for a
    /// lost game.
    pub failures: u32,
}

/// Wins over games played, from [`estimate`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Estimate {
    /// Games played.
    pub games: u64,
    /// Games won.
    pub wins: u64,
}

impl Estimate {
    /// The fraction of games won.
    #[must_use]
    pub fn probability(self) -> f64 {
        self.wins as f64 / self.games as f64
    }

    /// The standard error of [`probability`](Estimate::probability),
    /// `sqrt(p (1 - p) / games)`.
    #[must_use]
    pub fn standard_error(self) -> f64 {
        let p = self.probability();
        (p * (1.0 - p) / self.games as f64).sqrt()
    }
}

/// Plays one game with real dice: each roll draws every die separately from
/// `rng` (one die under the single-die rule), and `policy` chooses whenever a
/// move exists.
///
/// # Errors
///
/// [`SolveError::IllegalMove`] / [`SolveError::FailureNotAllowed`] when the policy
/// picks an action that is not allowed.
///
/// # Examples
///
/// ```
/// use flip_dp::{Game, LexMax, Rules, play};
/// use rand::{SeedableRng, rngs::StdRng};
///
/// let mut rng = StdRng::seed_from_u64(7);
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
        let lives = rules.failures() - outcome.failures;
        let action = if moves.is_empty() {
            Action::Fail
        } else {
            policy.choose(Position::new(up, lives), roll, &moves)
        };
        match action {
            Action::Flip(m) if moves.contains(&m) => up = up.without(m),
            Action::Flip(chosen) => return Err(SolveError::IllegalMove { up, roll, chosen }),
            Action::Fail if moves.is_empty() || rules.is_strategic() => {
                outcome.failures += 1;
                if lives == 0 {
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
/// As [`play`].
///
/// # Examples
///
/// ```
/// use flip_dp::{Game, LexMax, Rules, Solver, estimate};
/// use rand::{SeedableRng, rngs::StdRng};
///
/// let game = Game::flip();
/// let rules = Rules::forced(10);
/// let mut rng = StdRng::seed_from_u64(1);
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
    let mut wins = 0;
    for _ in 0..games {
        wins += u64::from(play(game, rules, policy, rng)?.won);
    }
    Ok(Estimate { games, wins })
}
