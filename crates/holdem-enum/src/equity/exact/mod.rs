//! Exact equity: every deal enumerated, deals alike up to a renaming of
//! suits counted once. Tuple by tuple of combos ([`by_tuple`]), or, with
//! one or two cards to come, board by board ([`by_board`]) where that is
//! cheaper.

pub(crate) mod by_board;
pub(crate) mod by_tuple;
pub(crate) mod classes;

use crate::equity::results::Tally;
use crate::run::watch::Watch;
use crate::table::Table;
use crate::table::holdings::upper_bound;
use crate::{EXACT_LIMIT, EquityError};

/// Counts every deal of `table`, each weighted by the product of its
/// combos' weights; no deal at all if the ranges cannot be dealt together.
///
/// # Errors
///
/// [`EquityError::TooLarge`] if the ranges have more than
/// [`EXACT_LIMIT`] combinations.
pub(crate) fn tally(table: &Table, watch: &Watch<'_>) -> Result<Tally<u128>, EquityError> {
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
