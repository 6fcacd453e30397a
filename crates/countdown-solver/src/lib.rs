#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

mod answer;
mod dedup;
mod divides;
mod error;
mod expr;
mod game;
pub mod hutton;
mod left_to_right;
mod op;
mod reach;
mod solutions;
mod solver;
mod subsets;
mod survey;
mod values;

pub use error::{AnswerError, DrawError, ParseExprError, ReachError, RoundError};
pub use expr::Expr;
pub use game::{EXACT_POINTS, Game, LARGE_NUMBERS, SMALL_NUMBERS, TILES, TargetRange, score};
pub use left_to_right::{LeftToRight, left_to_right};
pub use op::Op;
pub use reach::Reachable;
pub use solutions::{for_each_solution, solutions};
pub use solver::{Solution, solve};
pub use survey::{LargeCount, LargestPeak, SurveyReport, selections, survey};
pub use values::MAX_NUMBERS;

/// The `rand` crate this one is built on, for seeding [`Game::random`]
/// without a dependency line of its own.
pub use rand;
