#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

mod action;
mod arith;
mod chance;
mod dice;
mod error;
mod moves;
mod policy;
mod position;
mod probability;
mod rules;
mod session;
mod setup;
mod simulate;
mod solution;
mod solver;
mod step;
mod table;
mod tiles;

pub use action::Action;
pub use chance::Chance;
pub use dice::Roll;
pub use error::{MoveError, PositionError, SetupError, SolveError};
pub use policy::{LexMax, LexMin, Policy};
pub use position::Position;
pub use probability::Probability;
pub use rules::Rules;
pub use session::{Hint, Session, Status, Turn};
pub use setup::Setup;
pub use simulate::{Estimate, Outcome, Simulation};
pub use solution::{Advice, Decisions, Solution};
pub use solver::Solver;
pub use table::{FailureTable, TableRow};
pub use tiles::{Iter, MAX_TILES, ParseTilesError, Tiles};

/// The `num-rational` crate, whose `Ratio<u128>` holds exact win
/// probabilities ([`Probability::exact`]), re-exported so that one
/// dependency line is enough.
pub use num_rational;
/// The `rand` crate whose generators [`Simulation`] and [`Session`] take,
/// re-exported so that one dependency line is enough: with the default
/// `std` feature, `flip_dp::rand::rng()` is an OS-seeded generator.
pub use rand;
