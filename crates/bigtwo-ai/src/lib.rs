#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

mod event;
mod game;
mod instant;
mod moves;
mod odds;
mod order;
mod play;
mod rules;
mod seat;
#[cfg(feature = "serde")]
mod serde_impls;
mod state;
mod strategy;
mod tournament;
mod view;

pub use event::{Event, Log, LogError};
pub use game::Game;
pub use instant::InstantWin;
pub use moves::Requirement;
pub use odds::instant_win_odds;
pub use order::{BigTwoOrder, SuitOrder, Twos};
pub use play::{FiveKind, Kind, Play, PlayError};
pub use rules::{Finish, Rules, RulesBuilder, RulesError, Scoring, StraightOrder, Variations};
pub use seat::Seat;
pub use state::{Action, ActionError, HandsError, Opener, Outcome, State};
pub use strategy::oracle;
pub use strategy::{Budget, Greedy, RandomPlayer, Smart, Strategy, Strong};
pub use tournament::{Standing, Timing, Tournament, TournamentError, TournamentReport};
pub use view::PlayerView;

/// The card types this crate's API takes, re-exported so that one
/// dependency line is enough.
pub use card_core;
/// The poker evaluator whose Cactus Kev tables classify five-card plays
/// (its `HandCategory` appears in [`PlayError`]).
pub use hand_eval;
/// The exact fractions [`instant_win_odds`] returns.
pub use num_rational;
/// The `rand` crate this crate's API takes generators from.
pub use rand;
