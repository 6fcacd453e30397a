#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

mod backtrack;
mod boards;
mod error;
mod known;
mod meter;
mod phase;

pub use error::{BoardError, EquityError, OddsError, Place, RangeError};
pub use meter::{Distribution, MeterRun, Strategy, StrengthMeter};
pub use phase::Phase;

/// The card types this crate's API takes, re-exported so that one
/// dependency line is enough.
pub use card_core;
/// The evaluator whose `HandCategory` and `HandRank` this crate's results
/// use, re-exported so that one dependency line is enough.
pub use hand_eval;
/// The `rand` crate this crate's Monte Carlo functions take generators
/// from, re-exported so that one dependency line is enough.
pub use rand;

/// The most players an equity calculation takes: ten hands and a board use
/// 25 of the 52 cards.
pub const MAX_PLAYERS: usize = 10;
