//! Ways of choosing a move: the Lex heuristics and user policies.

use core::fmt;

use crate::{Position, Tiles};

/// What a player does after a roll.
///
/// `Display` writes `flip 6-5` (the tiles in descending order, as moves are
/// written) or `take a failure`.
///
/// # Examples
///
/// ```
/// use flip_dp::Action;
///
/// assert_eq!(Action::Flip("5 6".parse()?).to_string(), "flip 6-5");
/// assert_eq!(Action::Fail.to_string(), "take a failure");
/// # Ok::<(), flip_dp::ParseTilesError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Turn these tiles face down.
    Flip(Tiles),
    /// Take a failure: forced when no move exists; by choice only under
    /// [`Rules::strategic`](crate::Rules::strategic).
    Fail,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Flip(tiles) => write!(f, "flip {tiles:#}"),
            Action::Fail => f.write_str("take a failure"),
        }
    }
}

/// A rule for choosing a move, evaluated exactly by
/// [`Solver::evaluate`](crate::Solver::evaluate) and played by
/// [`play`](crate::play).
///
/// `choose` is only asked when at least one legal move exists; `moves` lists
/// them in ascending [`Tiles`] order (Lex-Min first, Lex-Max last). It should
/// return one of them, or [`Action::Fail`] to declare a failure where the
/// rules allow it; anything else makes evaluation or play fail with an error.
/// A policy should depend only on its arguments: exact and floating-point
/// evaluation ask it separately.
///
/// Closures `Fn(Position, u32, &[Tiles]) -> Action` are policies.
///
/// # Examples
///
/// ```
/// use flip_dp::{Action, Game, Policy, Position, Solver, Tiles};
///
/// // Flip as few tiles as possible, the largest such set on ties.
/// let fewest = |_: Position, _: u32, moves: &[Tiles]| {
///     Action::Flip(*moves.iter().rev().min_by_key(|m| m.len()).unwrap())
/// };
/// let game = Game::flip();
/// let value = Solver::new(&game).evaluate(&fewest)?.start().float;
/// assert!(value > 0.0 && value < 1.0 / 276.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Policy {
    /// The action for `roll` at `position`, given the legal `moves`
    /// (never empty).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Action, Game, LexMin, Policy, Position};
    /// let game = Game::flip();
    /// let moves: Vec<_> = game.moves(game.all_up(), 3).collect();
    /// let start = Position::new(game.all_up(), 0);
    /// assert_eq!(LexMin.choose(start, 3, &moves), Action::Flip("2 1".parse()?));
    /// # Ok::<(), flip_dp::ParseTilesError>(())
    /// ```
    fn choose(&self, position: Position, roll: u32, moves: &[Tiles]) -> Action;
}

impl<F: Fn(Position, u32, &[Tiles]) -> Action> Policy for F {
    fn choose(&self, position: Position, roll: u32, moves: &[Tiles]) -> Action {
        self(position, roll, moves)
    }
}

/// Lex-Max: write each move's tiles in descending order and take the
/// lexicographically largest, that is the move with the largest tile (8
/// rather than 4-3-1 for a roll of 8). Never declares a failure.
///
/// # Examples
///
/// ```
/// use flip_dp::{Action, LexMax, Policy, Position, Tiles};
/// let moves: Vec<Tiles> = ["4 3 1", "7 1", "8"].iter().map(|m| m.parse().unwrap()).collect();
/// let pos = Position::new(Tiles::from_bits(0xfff), 0);
/// assert_eq!(LexMax.choose(pos, 8, &moves), Action::Flip("8".parse()?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LexMax;

impl Policy for LexMax {
    fn choose(&self, _: Position, _: u32, moves: &[Tiles]) -> Action {
        moves
            .iter()
            .max()
            .map_or(Action::Fail, |&m| Action::Flip(m))
    }
}

/// Lex-Min: write each move's tiles in descending order and take the
/// lexicographically smallest (4-3-1 rather than 8 for a roll of 8). Never
/// declares a failure.
///
/// # Examples
///
/// ```
/// use flip_dp::{Action, LexMin, Policy, Position, Tiles};
/// let moves: Vec<Tiles> = ["8", "7 1", "4 3 1"].iter().map(|m| m.parse().unwrap()).collect();
/// let pos = Position::new(Tiles::from_bits(0xfff), 0);
/// assert_eq!(LexMin.choose(pos, 8, &moves), Action::Flip("4 3 1".parse()?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LexMin;

impl Policy for LexMin {
    fn choose(&self, _: Position, _: u32, moves: &[Tiles]) -> Action {
        moves
            .iter()
            .min()
            .map_or(Action::Fail, |&m| Action::Flip(m))
    }
}
