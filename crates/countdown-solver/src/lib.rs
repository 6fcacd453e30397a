#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

mod answer;
mod dedup;
mod divides;
mod error;
mod expr;
pub mod hutton;
mod left_to_right;
mod op;
mod reach;
mod round;
mod score;
mod solutions;
mod solver;
mod subsets;
mod survey;
mod values;

pub use error::{AnswerError, DrawError, ParseExprError, ReachError, RoundError};
pub use expr::Expr;
pub use left_to_right::{LeftToRight, left_to_right};
pub use op::Op;
pub use reach::Reachable;
pub use round::{LARGE_NUMBERS, Round, SMALL_NUMBERS, TILES, TargetRange};
pub use score::{EXACT_POINTS, score};
pub use solutions::{Distinct, for_each_solution, solutions};
pub use solver::{Solution, solve};
pub use subsets::MAX_NUMBERS;
pub use survey::{LargeCount, LargestPeak, SurveyReport, selections, survey};

/// The `rand` crate this one is built on, for seeding [`Round::random`]
/// without a dependency line of its own.
pub use rand;
