//! The crate's error type.

use thiserror::Error;

/// Everything that can go wrong when describing, solving or playing a game.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
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
    /// The game has too many (state, roll) or (state, move) pairs to solve.
    #[error("the game has {0} (state, roll) or (state, move) pairs, more than 2^26")]
    TooLarge(u64),
    /// A tile number outside `1..=tiles`.
    #[error("tile {tile} is not on a board of {tiles} tiles")]
    NoSuchTile {
        /// The tile asked for.
        tile: u32,
        /// The number of tiles of the game.
        tiles: u32,
    },
    /// More failures left than the solution was computed for.
    #[error("{lives} failures left, but the solution allows at most {max}")]
    TooManyLives {
        /// The number asked for.
        lives: u32,
        /// The allowance of the solution.
        max: u32,
    },
    /// A roll total the dice can never show.
    #[error("the dice cannot roll {0}")]
    ImpossibleRoll(u32),
    /// Exact fractions would overflow 128 bits: the game is too long.
    #[error(
        "exact results need (dice outcomes)^(tiles + failures) < 2^128; this game needs {0}^{1}"
    )]
    ExactOverflow(u64, u32),
    /// The table of positions × failure levels would be too large to hold.
    #[error("{0} positions × failure levels are too many to solve (at most 2^26)")]
    TooManyPositions(u64),
    /// The solution holds floating-point values only.
    #[error("the solution was computed without exact fractions")]
    NotExact,
    /// A policy chose tiles that are not a legal move for the roll.
    #[error(
        "the policy chose {chosen} for a roll of {roll} with {up} face up, which is not a legal move"
    )]
    IllegalMove {
        /// The face-up tiles.
        up: crate::Tiles,
        /// The roll.
        roll: u32,
        /// The tiles chosen.
        chosen: crate::Tiles,
    },
    /// A policy declared a failure under rules that do not allow it.
    #[error("the policy declared a failure, which these rules do not allow")]
    FailureNotAllowed,
    /// A fraction with a zero denominator.
    #[error("a fraction cannot have a zero denominator")]
    ZeroDenominator,
}

/// Why text is not a set of tiles (see [`Tiles`](crate::Tiles)'s
/// `FromStr`).
///
/// Every position is a byte offset into the parsed string.
///
/// # Examples
///
/// ```
/// use flip_dp::{ParseTilesError, Tiles};
///
/// assert_eq!("1 2 -3".parse::<Tiles>(), Err(ParseTilesError::Unexpected { found: '-', at: 4 }));
/// let err = "6 5 6".parse::<Tiles>().unwrap_err();
/// assert_eq!(err.to_string(), "tile 6 listed again at byte 4");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
#[non_exhaustive]
pub enum ParseTilesError {
    /// A character that does not belong where it stands: anything but
    /// digits, `_`, white space and commas, or a dash that does not join two
    /// tile numbers.
    #[error("unexpected {found:?} at byte {at}")]
    Unexpected {
        /// The offending character.
        found: char,
        /// Its byte offset.
        at: usize,
    },
    /// A number that is not a tile number (1 to 32).
    #[error("the number at byte {at} is not a tile number (1 to 32)")]
    NoSuchTile {
        /// The byte offset of the number.
        at: usize,
    },
    /// A tile given twice.
    #[error("tile {tile} listed again at byte {at}")]
    DuplicateTile {
        /// The repeated tile.
        tile: u32,
        /// The byte offset of its second occurrence.
        at: usize,
    },
}
