#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

mod canonical;
mod dedup;
mod divides;
mod error;
mod expr;
mod game;
pub mod hutton;
mod left_to_right;
mod reach;
mod solver;
mod survey;
mod values;

pub use canonical::{Solutions, solutions};
pub use error::Error;
pub use expr::{Expr, Op};
pub use game::{Game, LARGE_NUMBERS, SMALL_NUMBERS, TargetRange, score};
pub use left_to_right::{LeftToRight, left_to_right};
pub use reach::Reachable;
pub use solver::{Solution, solve};
pub use survey::{LargeCount, SurveyReport, selections, survey};
pub use values::MAX_NUMBERS;
