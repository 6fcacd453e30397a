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
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
