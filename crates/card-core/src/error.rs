//! The errors of this crate that hold plain numbers; [`ParseError`](crate::ParseError),
//! which names a card, is beside the reader that returns it.

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
