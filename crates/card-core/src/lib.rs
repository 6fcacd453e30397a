#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

#[cfg(test)]
extern crate std;

mod card;
mod card_set;
mod deck;
mod error;
mod pad;
mod parse;
mod rank;
#[cfg(feature = "serde")]
pub mod serde_text;
mod stream;
mod subsets;
mod suit;
mod views;

pub use card::Card;
pub use card_set::{CardSet, Iter};
pub use deck::Deck;
pub use error::{DealError, IndexError};
pub use pad::pad;
pub use parse::{CardReader, ParseCards, ParseError, parse_cards};
pub use rank::Rank;
pub use stream::stream_rng;
pub use subsets::{Subsets, binomial, checked_binomial};
pub use suit::Suit;

/// The `rand` crate this crate's API takes generators from, re-exported so
/// that one dependency line is enough.
pub use rand;
