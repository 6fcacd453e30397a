//! Errors of the checked evaluation entry points.

use card_core::Card;

/// Why a set of cards could not be evaluated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EvalError {
    /// A poker hand has five, six or seven cards.
    #[error("a hand needs 5 to 7 cards, got {count}")]
    WrongCount {
        /// How many cards were given.
        count: usize,
    },
    /// The same card was given twice.
    #[error("card {card} appears more than once")]
    DuplicateCard {
        /// The repeated card.
        card: Card,
    },
}
