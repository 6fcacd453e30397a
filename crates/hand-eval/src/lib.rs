#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

#[cfg(test)]
extern crate std;

mod category;
mod error;
mod evaluate;
mod flush;
mod hand;
mod hand_rank;
pub mod kev;
mod low;
mod omaha;
mod short_deck;
mod tables;

pub use category::HandCategory;
pub use error::EvalError;
pub use evaluate::{evaluate, evaluate_set, evaluate_unchecked};
pub use hand::Hand;
pub use hand_rank::HandRank;
pub use low::{
    AceFiveLow, DeuceSevenLow, HiLo, evaluate_ace_five, evaluate_deuce_seven, evaluate_hi_lo,
};
pub use omaha::{
    OmahaBoard, OmahaHole, evaluate_omaha, evaluate_omaha_hi_lo, evaluate_omaha_unchecked,
};
pub use short_deck::{ShortDeck, ShortDeckHand, ShortDeckRank, ShortDeckRanking};

/// The card types this crate's API takes, re-exported so that one dependency
/// line is enough.
pub use card_core;

/// Bytes of lookup tables used by the fast evaluator ([`Hand`],
/// [`evaluate`]): card keys, the seven-card and the five-or-six-card tables
/// of rank-key sums with their row offsets, and the flush table.
///
/// # Examples
///
/// ```
/// assert!(hand_eval::FAST_TABLE_BYTES <= 256 * 1024);
/// ```
pub const FAST_TABLE_BYTES: usize =
    core::mem::size_of::<hand::HotTables>() + core::mem::size_of_val(&tables::fast::FLUSH);

// The fast evaluator's tables fit in 256 KiB; checked at compile time.
const _: () = assert!(FAST_TABLE_BYTES <= 256 * 1024);
