//! The document's tables: win chances against the failures allowed.

use core::fmt;

use crate::{Position, Probability, Rules, Solution};

/// Win probabilities of a new game for 0 to `k` failures allowed, for the
/// optimal play, Lex-Min and Lex-Max: the document's two tables (forced
/// moves, and strategic failures), from
/// [`Solver::failure_table`](crate::Solver::failure_table).
///
/// One solve per column gives every row: the values with `b` failures left
/// do not depend on how many more the rules would allow.
///
/// `Display` prints the table in the document's layout: the `N` of "1 in
/// N", rounded as the document rounds (see [`Chance`](crate::Chance)).
///
/// # Examples
///
/// ```
/// use flip_dp::{Rules, Setup, Solver};
///
/// let setup = Setup::flip();
/// let table = Solver::new(&setup).rules(Rules::forced(2)).failure_table()?;
/// let row = &table.rows()[1];
/// assert_eq!(
///     [row.optimal, row.lex_min, row.lex_max].map(|p| p.to_string()),
///     ["1 in 103", "1 in 1434", "1 in 109"],
/// );
/// assert_eq!(
///     table.to_string(),
///     "\
/// Failures  Optimal Lex-Min Lex-Max
/// 0             276    7671     290
/// 1             103    1434     109
/// 2              55     470      58
/// ",
/// );
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
///
/// With the `serde` feature a table is read back only if it is one the
/// solver could have made: a row for every failure count from 0 to the
/// rules' allowance, in order, exact throughout or nowhere, and the
/// optimal chance at least each heuristic's.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[derive(Debug, Clone, PartialEq)]
pub struct FailureTable {
    rules: Rules,
    rows: Vec<TableRow>,
}

/// One row of a [`FailureTable`].
///
/// # Examples
///
/// ```
/// use flip_dp::{Rules, Setup, Solver};
/// let setup = Setup::flip();
/// let table = Solver::new(&setup).rules(Rules::forced(1)).failure_table()?;
/// let row = table.rows()[1];
/// assert_eq!(row.failures, 1);
/// assert_eq!(row.optimal.to_string(), "1 in 103");
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct TableRow {
    /// The failures allowed.
    pub failures: u32,
    /// The optimal win probability.
    pub optimal: Probability,
    /// The win probability of Lex-Min.
    pub lex_min: Probability,
    /// The win probability of Lex-Max.
    pub lex_max: Probability,
}

impl FailureTable {
    /// The table of the solutions of one game under `rules`: optimal, and
    /// of Lex-Min and Lex-Max.
    pub(crate) fn new(
        rules: Rules,
        optimal: &Solution,
        lex_min: &Solution,
        lex_max: &Solution,
    ) -> Self {
        let rows = (0..=rules.failures())
            .map(|failures| {
                let start = Position::new(optimal.setup().all_up(), failures);
                TableRow {
                    failures,
                    optimal: optimal.at(start),
                    lex_min: lex_min.at(start),
                    lex_max: lex_max.at(start),
                }
            })
            .collect();
        FailureTable { rules, rows }
    }

    /// The rules of the largest allowance.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Rules, Setup, Solver};
    /// let setup = Setup::flip();
    /// let table = Solver::new(&setup).rules(Rules::strategic(3)).failure_table()?;
    /// assert_eq!(table.rules(), Rules::strategic(3));
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// One row per number of failures allowed, from 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Rules, Setup, Solver};
    /// let setup = Setup::flip();
    /// let table = Solver::new(&setup).rules(Rules::forced(3)).failure_table()?;
    /// let failures: Vec<u32> = table.rows().iter().map(|row| row.failures).collect();
    /// assert_eq!(failures, [0, 1, 2, 3]);
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn rows(&self) -> &[TableRow] {
        &self.rows
    }
}

/// A table is read back only if the solver could have made it (see
/// [`FailureTable`]).
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for FailureTable {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;

        /// The fields as written.
        #[derive(serde::Deserialize)]
        #[serde(rename = "FailureTable", deny_unknown_fields)]
        struct Fields {
            rules: Rules,
            rows: Vec<TableRow>,
        }
        let Fields { rules, rows } = Fields::deserialize(deserializer)?;
        let want = u64::from(rules.failures()) + 1;
        if rows.len() as u64 != want {
            return Err(D::Error::custom(format_args!(
                "{} rows for {} failures allowed: a table has a row for every count from 0",
                rows.len(),
                rules.failures()
            )));
        }
        let exact = rows[0].optimal.exact.is_some();
        for (failures, row) in (0..).zip(&rows) {
            let chances = [row.optimal, row.lex_min, row.lex_max];
            if row.failures != failures {
                return Err(D::Error::custom(format_args!(
                    "row {failures} is for {} failures",
                    row.failures
                )));
            }
            if chances.iter().any(|p| p.exact.is_some() != exact) {
                return Err(D::Error::custom(format_args!(
                    "row {failures} is not exact where the first row is, or the other way round"
                )));
            }
            if !row.optimal.at_least(row.lex_min) || !row.optimal.at_least(row.lex_max) {
                return Err(D::Error::custom(format_args!(
                    "row {failures} has a heuristic beating the optimal play"
                )));
            }
        }
        Ok(FailureTable { rules, rows })
    }
}

impl fmt::Display for FailureTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{:<9}{:>8}{:>8}{:>8}",
            "Failures", "Optimal", "Lex-Min", "Lex-Max"
        )?;
        for row in &self.rows {
            writeln!(
                f,
                "{:<9}{:>#8}{:>#8}{:>#8}",
                row.failures, row.optimal, row.lex_min, row.lex_max
            )?;
        }
        Ok(())
    }
}
