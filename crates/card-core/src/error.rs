//! The errors of this crate.

use crate::Card;

/// Why a rank, suit, card or card set could not be parsed.
///
/// Every position is a byte offset into the parsed string.
///
/// # Examples
///
/// ```
/// use card_core::{Card, CardSet, ParseError};
///
/// assert_eq!("Xs".parse::<Card>(), Err(ParseError::UnknownRank { found: 'X', at: 0 }));
/// let err = "As Kd As".parse::<CardSet>().unwrap_err();
/// assert_eq!(err.to_string(), "duplicate card As at byte 6");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The input was empty where something was required.
    #[error("empty input")]
    Empty,
    /// The input ended where a rank was expected.
    #[error("missing rank at byte {at}")]
    MissingRank {
        /// The byte offset where the rank should start (the input's length).
        at: usize,
    },
    /// A character that is not a rank (`2`–`9`, `10`, `T`, `J`, `Q`, `K`, `A`).
    #[error("unknown rank {found:?} at byte {at}")]
    UnknownRank {
        /// The offending character.
        found: char,
        /// Its byte offset.
        at: usize,
    },
    /// A character that is not a suit (`c`, `d`, `h`, `s` or `♣`, `♦`, `♥`, `♠`).
    #[error("unknown suit {found:?} at byte {at}")]
    UnknownSuit {
        /// The offending character.
        found: char,
        /// Its byte offset.
        at: usize,
    },
    /// The input ended after a rank, where a suit was expected.
    #[error("missing suit at byte {at}")]
    MissingSuit {
        /// The byte offset where the suit should start (the input's length).
        at: usize,
    },
    /// Input left over after a complete value.
    #[error("unexpected {found:?} at byte {at}")]
    TrailingInput {
        /// The first character left over.
        found: char,
        /// Its byte offset.
        at: usize,
    },
    /// A card given twice in a set.
    #[error("duplicate card {card} at byte {at}")]
    DuplicateCard {
        /// The repeated card.
        card: Card,
        /// The byte offset of its second occurrence.
        at: usize,
    },
}

/// A number that is not the index of any rank, suit or card.
///
/// # Examples
///
/// ```
/// use card_core::Card;
///
/// let err = Card::try_from(52u8).unwrap_err();
/// assert_eq!(err.to_string(), "card index 52 out of range 0..52");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{what} index {index} out of range 0..{limit}")]
#[non_exhaustive]
pub struct IndexError {
    /// What was being converted: `"rank"`, `"suit"` or `"card"`.
    pub what: &'static str,
    /// The rejected index.
    pub index: u8,
    /// The number of valid indices.
    pub limit: u8,
}

/// Why cards could not be dealt from a [`Deck`](crate::Deck).
///
/// # Examples
///
/// ```
/// use card_core::{DealError, Deck};
///
/// let mut deck = Deck::new();
/// deck.deal(50)?;
/// assert_eq!(deck.deal(3), Err(DealError::NotEnoughCards { requested: 3, remaining: 2 }));
/// # Ok::<(), DealError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum DealError {
    /// More cards were asked for than the deck holds.
    #[error("cannot deal {requested} cards: only {remaining} remain")]
    NotEnoughCards {
        /// How many cards were asked for.
        requested: usize,
        /// How many the deck held.
        remaining: usize,
    },
}
