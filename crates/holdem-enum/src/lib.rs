#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

mod backtrack;
mod boards;
mod breakdown;
mod by_board;
mod calculation;
mod combo;
mod equity;
mod error;
mod exact;
mod game;
mod hand_class;
mod hand_list;
mod holdings;
mod joint;
mod known;
mod matchup;
mod meter;
mod monte_carlo;
mod odds;
mod outs;
mod phase;
mod pieces;
mod range;
mod shuffle;
#[cfg(feature = "serde")]
mod text_serde;
mod variant;

pub use breakdown::{Breakdown, ClassEquity, ComboEquity};
pub use calculation::{Calculation, Progress};
pub use combo::Combo;
pub use equity::{Equity, Method, Partial, PartialReason, PlayerEquity};
pub use error::{BoardError, ComboError, EquityError, OddsError, Place, RangeError};
pub use game::Game;
pub use hand_class::{HandClass, Shape};
pub use hand_list::HandList;
pub use matchup::Matchup;
pub use meter::{Distribution, MeterRun, Strategy, StrengthMeter};
pub use monte_carlo::MonteCarlo;
pub use odds::{Decision, Odds};
pub use outs::{Out, Outs, Showdown};
pub use phase::Phase;
pub use range::Range;

/// The card types this crate's API takes, re-exported so that one
/// dependency line is enough.
pub use card_core;
/// The evaluator whose `HandCategory` and `HandRank` this crate's results
/// use, re-exported so that one dependency line is enough.
pub use hand_eval;
/// The `rand` crate whose generators this crate's Monte Carlo samples
/// with, re-exported so that one dependency line is enough: with the
/// `std` feature, `holdem_enum::rand::rng()` draws an unseeded run's seed
/// from the operating system.
pub use rand;

/// The cards of a full board: the flop's three, the turn and the river.
pub const BOARD_CARDS: usize = 5;

/// The cards of a poker hand, and of a flush.
const HAND_CARDS: usize = 5;

/// Hole cards of a hold'em or short-deck hand.
const HOLDEM_HOLE: usize = 2;

/// The most players an equity calculation takes: ten hands and a board use
/// 25 of the 52 cards.
pub const MAX_PLAYERS: usize = 10;

/// The most combinations of the players' ranges (combos that use no
/// board or dead card, multiplied) that exact equity enumerates, 2^24:
/// about a minute of work preflop on two cores in the worst case. Larger
/// calculations are for Monte Carlo.
pub const EXACT_LIMIT: u128 = 1 << 24;

/// The most showdowns (combinations of the players' hands, multiplied by
/// the boards each can see) that exact Omaha or short-deck equity walks,
/// 2^28: about half a minute on two cores at most. Larger calculations
/// are for Monte Carlo.
pub const EXACT_SHOWDOWN_LIMIT: u128 = 1 << 28;
