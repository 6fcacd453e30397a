//! A point in a game: the face-up tiles and the failures left.

use core::fmt;

use crate::Tiles;

/// The face-up tiles and how many more failures the game survives.
///
/// `Display` writes `1 2 4 up, 1 failure left` (`no failures left` for 0).
///
/// # Examples
///
/// ```
/// use flip_dp::{Position, Tiles};
///
/// let start = Position::new(Tiles::from_bits(0xfff), 10);
/// assert_eq!(start.up.len(), 12);
/// assert_eq!(start.failures_left, 10);
/// assert_eq!(Position::new("1 2 4".parse()?, 1).to_string(), "1 2 4 up, 1 failure left");
/// assert_eq!(Position::new("8".parse()?, 0).to_string(), "8 up, no failures left");
/// assert_eq!(start.to_string(), "1 2 3 4 5 6 7 8 9 10 11 12 up, 10 failures left");
/// # Ok::<(), flip_dp::ParseTilesError>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// The tiles still face up.
    pub up: Tiles,
    /// The failures the game still survives.
    pub failures_left: u32,
}

impl Position {
    /// The position with `up` face up and `failures_left` failures left.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Position, Tiles};
    /// let position = Position::new(Tiles::EMPTY, 2);
    /// assert!(position.up.is_empty());
    /// assert_eq!(position.failures_left, 2);
    /// ```
    #[must_use]
    pub const fn new(up: Tiles, failures_left: u32) -> Self {
        Position { up, failures_left }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.failures_left {
            0 => write!(f, "{} up, no failures left", self.up),
            1 => write!(f, "{} up, 1 failure left", self.up),
            failures_left => write!(f, "{} up, {failures_left} failures left", self.up),
        }
    }
}
