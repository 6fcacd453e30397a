//! The errors of this crate, one per concern: describing a game, asking a
//! solution about a position, and solving or playing. The error of reading
//! tiles is beside the reader, in [`Tiles`](crate::Tiles)' module.

use thiserror::Error;

use crate::{Action, Tiles};

/// Why a game cannot be set up (see [`Setup::new`](crate::Setup::new)).
///
/// # Examples
///
/// ```
/// use flip_dp::{Setup, SetupError};
///
/// assert_eq!(Setup::new(21, 2, 6), Err(SetupError::TileCount { tiles: 21, max: 20 }));
/// let err = Setup::new(12, 2, 1).unwrap_err();
/// assert_eq!(err.to_string(), "2 dice of 1 faces are not supported (1 or more dice of 2 or more faces, at most 2^32 outcomes, totals up to 1024)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
#[non_exhaustive]
pub enum SetupError {
    /// A game needs between 1 and [`MAX_TILES`](crate::MAX_TILES) tiles.
    #[error("a game has 1 to {max} tiles, not {tiles}")]
    TileCount {
        /// The number asked for.
        tiles: u32,
        /// The largest number supported.
        max: u32,
    },
    /// Dice this crate does not roll: no dice, fewer than two faces, more
    /// than 2^32 equally likely outcomes or a largest total above 1,024.
    #[error(
        "{dice} dice of {faces} faces are not supported (1 or more dice of 2 or more faces, at most 2^32 outcomes, totals up to 1024)"
    )]
    Dice {
        /// The number of dice.
        dice: u32,
        /// The number of faces of each die.
        faces: u32,
    },
    /// The game has too many (state, roll) or (state, move) pairs to hold
    /// its table of legal moves.
    #[error("the game has {pairs} (state, roll) or (state, move) pairs, more than {max}")]
    TooLarge {
        /// The larger of the two counts.
        pairs: u64,
        /// The largest number supported (2^26).
        max: u64,
    },
}

/// Why a solution cannot answer for a position or a roll (see
/// [`Solution::probability`](crate::Solution::probability) and
/// [`Solution::advice`](crate::Solution::advice)).
///
/// # Examples
///
/// ```
/// use flip_dp::{Position, PositionError, Setup, Solver, Tiles};
///
/// let setup = Setup::flip();
/// let solution = Solver::new(&setup).solve()?;
/// let start = Position::new(setup.all_up(), 0);
/// assert_eq!(
///     solution.advice(start, 13),
///     Err(PositionError::ImpossibleRoll { roll: 13, up: setup.all_up() })
/// );
/// let err = solution.probability(Position::new(setup.all_up(), 1)).unwrap_err();
/// assert_eq!(err.to_string(), "1 failures left, but the solution allows at most 0");
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
#[non_exhaustive]
pub enum PositionError {
    /// A face-up tile the game does not have.
    #[error("tile {tile} is not on a board of {tiles} tiles")]
    NoSuchTile {
        /// The tile asked about.
        tile: u32,
        /// The number of tiles of the game.
        tiles: u32,
    },
    /// More failures left than the solution was computed for.
    #[error("{failures_left} failures left, but the solution allows at most {max}")]
    TooManyFailuresLeft {
        /// The number asked about.
        failures_left: u32,
        /// The allowance of the solution.
        max: u32,
    },
    /// No tile is up: the game is won, and nothing more is rolled.
    #[error("every tile is down: the game is won")]
    AllTilesDown,
    /// A roll total the dice cannot show at the position (the single-die
    /// rule makes the possible totals depend on the face-up tiles).
    #[error("the dice cannot roll {roll} with {up} up")]
    ImpossibleRoll {
        /// The roll asked about.
        roll: u32,
        /// The face-up tiles.
        up: Tiles,
    },
}

/// Why a game could not be solved, evaluated or played (see
/// [`Solver`](crate::Solver), [`Simulation`](crate::Simulation) and
/// [`Solution::count_suboptimal`](crate::Solution::count_suboptimal)).
///
/// # Examples
///
/// ```
/// use flip_dp::{Rules, Setup, SolveError, Solver};
///
/// let setup = Setup::flip();
/// let err = Solver::new(&setup).rules(Rules::forced(13)).exact().solve().unwrap_err();
/// assert_eq!(err, SolveError::ExactOverflow { outcomes: 36, exponent: 25 });
/// let err = Solver::new(&setup).rules(Rules::forced(u32::MAX)).solve().unwrap_err();
/// assert_eq!(err.to_string(), "4294967295 failures allowed, but this game is solved and played with at most 3941");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
#[non_exhaustive]
pub enum SolveError {
    /// A failure allowance above [`Setup::max_failures`](crate::Setup::max_failures).
    #[error("{failures} failures allowed, but this game is solved and played with at most {max}")]
    TooManyFailures {
        /// The allowance asked for.
        failures: u32,
        /// The largest allowance of the game.
        max: u32,
    },
    /// Exact fractions would overflow 128 bits: the game is too long.
    #[error(
        "exact fractions need {outcomes}^{exponent} (dice outcomes to the power tiles + failures) below 2^128"
    )]
    ExactOverflow {
        /// The number of equally likely dice outcomes.
        outcomes: u64,
        /// The number of tiles plus the failures allowed.
        exponent: u32,
    },
    /// A policy chose an action the rules do not allow.
    #[error(
        "the policy chose to {action} for a roll of {roll} with {up} up, which is illegal: {reason}"
    )]
    IllegalAction {
        /// The face-up tiles.
        up: Tiles,
        /// The roll.
        roll: u32,
        /// The action chosen.
        action: Action,
        /// Why it is illegal.
        reason: MoveError,
    },
    /// An estimate asked of no games (see
    /// [`Simulation::games`](crate::Simulation::games)).
    #[error("the number of games must be at least 1, not 0")]
    NoGames,
    /// A position the solution cannot answer for.
    #[error(transparent)]
    Position {
        /// What is wrong with the position.
        #[from]
        source: PositionError,
    },
}

/// Why an action is not legal after a roll: the one check behind a policy's
/// choices ([`SolveError::IllegalAction`]) and a player's
/// ([`Session::apply`](crate::Session::apply)).
///
/// # Examples
///
/// ```
/// use flip_dp::{Action, MoveError, Session, Setup, Solver, Status};
/// use flip_dp::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let setup = Setup::flip();
/// let solution = Solver::new(&setup).solve()?;
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
/// let mut session = Session::new(&solution, &mut rng);
/// assert_eq!(session.status(), Status::Rolled(10));
/// let err = session.apply("8 1".parse()?, &mut rng).unwrap_err();
/// assert_eq!(err, MoveError::WrongSum { chosen: "8 1".parse()?, sum: 9, roll: 10 });
/// assert_eq!(err.to_string(), "8-1 adds up to 9, not 10");
/// assert_eq!(session.apply(Action::Fail, &mut rng), Err(MoveError::FailureNotAllowed));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
#[non_exhaustive]
pub enum MoveError {
    /// No tiles chosen.
    #[error("no tiles chosen")]
    NoTiles,
    /// A chosen tile is down (or not on the board).
    #[error("tile {tile} is not face up")]
    NotUp {
        /// The first such tile.
        tile: u32,
    },
    /// Face-up tiles that do not add up to the roll.
    #[error("{chosen:#} adds up to {sum}, not {roll}")]
    WrongSum {
        /// The tiles chosen.
        chosen: Tiles,
        /// Their sum.
        sum: u32,
        /// The roll.
        roll: u32,
    },
    /// A failure declared while a move exists, under forced rules.
    #[error("a move exists, and the rules allow a failure only when none does")]
    FailureNotAllowed,
    /// An action asked of a game that is over.
    #[error("the game is over")]
    GameOver,
}
