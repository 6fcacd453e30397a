//! Exact equity: every deal enumerated, deals alike up to a renaming of
//! suits counted once. Tuple by tuple of combos ([`by_tuple`]), or, with
//! one or two cards to come, board by board ([`by_board`]) where that is
//! cheaper.

pub(crate) mod by_board;
pub(crate) mod by_tuple;
pub(crate) mod classes;
pub(crate) mod general;

use crate::equity::results::Tally;
use crate::run::watch::Watch;
use crate::table::holdings::upper_bound;
use crate::table::{HoldemTable, Table};
use crate::{EXACT_LIMIT, Equity, EquityError, Method};

/// The exact equity of `table`: by hold'em's own engines for hold'em,
/// the general one otherwise.
///
/// # Errors
///
/// Those of [`tally`] and [`general::run`].
pub(crate) fn run(table: &Table, watch: &Watch<'_>) -> Result<Equity, EquityError> {
    match table.holdem() {
        Some(holdem) => Ok(tally(&holdem, watch)?.finish(table.players.len(), Method::Exact)),
        None => general::run(table, watch),
    }
}

/// Counts every deal of `table`, each weighted by the product of its
/// combos' weights; no deal at all if the ranges cannot be dealt together.
///
/// # Errors
///
/// [`EquityError::TooLarge`] if the ranges have more than
/// [`EXACT_LIMIT`] combinations.
pub(crate) fn tally(table: &HoldemTable, watch: &Watch<'_>) -> Result<Tally<u128>, EquityError> {
    let combinations = upper_bound(&table.players);
    if combinations > EXACT_LIMIT {
        return Err(EquityError::TooLarge {
            combinations,
            limit: EXACT_LIMIT,
        });
    }

    if table.to_come <= 2 && by_board::preferred(table) {
        Ok(by_board::tally(table, watch))
    } else {
        Ok(by_tuple::by_tuple(table, watch))
    }
}
