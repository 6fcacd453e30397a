//! Ways of choosing a move: the Lex heuristics and user policies.

use crate::{Action, MoveError, Position, Tiles};

/// Checks `action` after `roll` with `up` face up, given the legal `moves`
/// for them in ascending order, under forced or (`strategic`) strategic
/// rules: the one legality check of the crate.
pub(crate) fn check_action(
    up: Tiles,
    roll: u32,
    moves: &[Tiles],
    strategic: bool,
    action: Action,
) -> Result<(), MoveError> {
    match action {
        Action::Flip(m) if moves.binary_search(&m).is_ok() => Ok(()),
        Action::Flip(m) if m.is_empty() => Err(MoveError::NoTiles),
        Action::Flip(m) => Err(match m.without(up).iter().next() {
            Some(tile) => MoveError::NotUp { tile },
            // Face-up tiles adding up to the roll are a legal move.
            None => MoveError::WrongSum {
                chosen: m,
                sum: m.sum(),
                roll,
            },
        }),
        Action::Fail if moves.is_empty() || strategic => Ok(()),
        Action::Fail => Err(MoveError::FailureNotAllowed),
    }
}

/// A rule for choosing a move, evaluated exactly by
/// [`Solver::evaluate`](crate::Solver::evaluate) and played by
/// [`Simulation::play`](crate::Simulation::play).
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
/// use flip_dp::{Action, Policy, Position, Setup, Solver, Tiles};
///
/// // Flip as few tiles as possible, the largest such set on ties.
/// let fewest = |_: Position, _: u32, moves: &[Tiles]| {
///     Action::Flip(*moves.iter().rev().min_by_key(|m| m.len()).unwrap())
/// };
/// let setup = Setup::flip();
/// let value = Solver::new(&setup).evaluate(&fewest)?.start().float;
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
    /// use flip_dp::{Action, LexMin, Policy, Position, Setup};
    /// let setup = Setup::flip();
    /// let moves: Vec<_> = setup.moves(setup.all_up(), 3).collect();
    /// let start = Position::new(setup.all_up(), 0);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn tiles(text: &str) -> Tiles {
        text.parse().unwrap()
    }

    #[test]
    fn every_reason_an_action_is_illegal() {
        let up = tiles("1 2 3 5 8");
        // The legal moves for 8 with these tiles up, ascending.
        let moves = [tiles("5 2 1"), tiles("5 3"), tiles("8")];
        let check = |action, strategic| check_action(up, 8, &moves, strategic, action);
        for m in moves {
            assert_eq!(check(Action::Flip(m), false), Ok(()));
        }
        assert_eq!(
            check(Action::Flip(Tiles::EMPTY), false),
            Err(MoveError::NoTiles)
        );
        assert_eq!(
            check(Action::Flip(tiles("6 2")), false),
            Err(MoveError::NotUp { tile: 6 })
        );
        assert_eq!(
            check(Action::Flip(tiles("5 2")), true),
            Err(MoveError::WrongSum {
                chosen: tiles("5 2"),
                sum: 7,
                roll: 8
            })
        );
        assert_eq!(
            check(Action::Fail, false),
            Err(MoveError::FailureNotAllowed)
        );
        assert_eq!(check(Action::Fail, true), Ok(()));
        // Without a move, a failure is the only legal action.
        assert_eq!(check_action(up, 20, &[], false, Action::Fail), Ok(()));
        assert_eq!(
            MoveError::WrongSum {
                chosen: tiles("5 2"),
                sum: 7,
                roll: 8
            }
            .to_string(),
            "5-2 adds up to 7, not 8"
        );
    }
}
