//! Equity: the questions ([`Matchup`](crate::Matchup)), their results,
//! range breakdowns, and the engines that answer them, exact and Monte
//! Carlo, for hold'em and the other variants.

pub(crate) mod breakdown;
pub(crate) mod curve;
pub(crate) mod exact;
pub(crate) mod matchup;
pub(crate) mod monte_carlo;
pub(crate) mod results;
