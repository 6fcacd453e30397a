#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

mod board_classes;
mod boards;
mod equity;
mod error;
mod hands;
mod meter;
mod odds;
mod outs;
mod phase;
mod preflop;
mod rules;
mod run;
mod shuffle;
mod symmetry;
mod table;
mod variant;

pub use board_classes::{BoardClasses, Draw, MadeHand, RangeOnBoard};
pub use equity::breakdown::{Breakdown, ClassEquity, ComboEquity};
pub use equity::curve::{CurvePoint, EquityCurve};
pub use equity::matchup::{Matchup, Players};
pub use equity::monte_carlo::options::MonteCarlo;
pub use equity::results::{Equity, Method, Partial, PartialReason, PlayerEquity, SplitPot};
pub use error::{BoardError, ComboError, EquityError, Feature, OddsError, Place, RangeError};
pub use hands::combo::Combo;
pub use hands::hand_class::{HandClass, Shape};
pub use hands::hand_list::HandList;
pub use hands::range::Range;
pub use meter::StrengthMeter;
pub use meter::distribution::{Counting, Distribution, MeterRun};
pub use odds::{Decision, Odds};
pub use outs::{Out, Outs, Showdown};
pub use phase::Phase;
pub use run::calculation::Calculation;
pub use run::progress::Progress;
pub use variant::Variant;

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
/// the boards each can see and by the players, each of whose hands is
/// read against each board) that exact Omaha or short-deck equity walks,
/// 2^28: about nine seconds of one core (heads-up PLO4 against `any4` on
/// a flop, 2.4 x 10^8 of them, takes 8.2 s; a six-card hand costs about a
/// tenth more). Larger calculations are for Monte Carlo.
pub const EXACT_SHOWDOWN_LIMIT: u128 = 1 << 28;
