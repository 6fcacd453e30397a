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
    /// A short-deck hand holds a card below the six.
    #[error("card {card} is not in the short deck (six to ace)")]
    NotInShortDeck {
        /// The card below the six.
        card: Card,
    },
    /// An Omaha hand has four, five or six hole cards.
    #[error("an omaha hand needs 4 to 6 hole cards, got {count}")]
    WrongHoleCount {
        /// How many hole cards were given.
        count: usize,
    },
    /// An Omaha board has three, four or five cards.
    #[error("an omaha board needs 3 to 5 cards, got {count}")]
    WrongBoardCount {
        /// How many board cards were given.
        count: usize,
    },
    /// The same card was given twice.
    #[error("card {card} appears more than once")]
    DuplicateCard {
        /// The repeated card.
        card: Card,
    },
}
