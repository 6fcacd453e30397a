//! Monte Carlo equity: deals sampled at random, in fixed blocks, each
//! drawn from its own seeded stream and added into a running total; by
//! hold'em's own sampler for hold'em, the general one otherwise.

pub(crate) mod general;
pub(crate) mod holdem;
pub(crate) mod joint;
pub(crate) mod options;
pub(crate) mod sampling;

use crate::equity::monte_carlo::options::MonteCarlo;
use crate::run::watch::Watch;
use crate::table::Table;
use crate::{Equity, EquityError};

/// Samples deals of `table` as `options` says.
pub(crate) fn run(
    table: &Table,
    options: MonteCarlo,
    watch: &Watch<'_>,
) -> Result<Equity, EquityError> {
    match table.holdem() {
        Some(holdem) => holdem::run(&holdem, options, watch),
        None => general::run(table, options, watch),
    }
}
