//! A point in a game: the face-up tiles and the failures left.

use crate::Tiles;

/// The face-up tiles and how many more failures the game survives.
///
/// # Examples
///
/// ```
/// use flip_dp::{Position, Tiles};
///
/// let start = Position::new(Tiles::from_bits(0xfff), 10);
/// assert_eq!(start.up.len(), 12);
/// assert_eq!(start.lives, 10);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// The tiles still face up.
    pub up: Tiles,
    /// The failures the game still survives.
    pub lives: u32,
}

impl Position {
    /// The position with `up` face up and `lives` failures left.
    #[must_use]
    pub const fn new(up: Tiles, lives: u32) -> Self {
        Position { up, lives }
    }
}
