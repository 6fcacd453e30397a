//! The document's tables: win odds against the failures allowed.

use core::fmt;

use crate::{Game, LexMax, LexMin, Position, Probability, Rules, SolveError, Solver};

/// Win probabilities of a new game for 0 to `k` failures allowed, for the
/// optimal play, Lex-Min and Lex-Max: the document's two tables (forced
/// moves, and strategic failures).
///
/// One solve per column gives every row: the values with `b` failures left
/// do not depend on how many more the rules would allow.
///
/// `Display` prints the table in the document's layout ("1 in N").
///
/// # Examples
///
/// ```
/// use flip_dp::{FailureTable, Game, Rules};
///
/// let table = FailureTable::new(&Game::flip(), Rules::forced(10), false)?;
/// let row = &table.rows()[5];
/// assert_eq!(
///     [row.optimal, row.lex_min, row.lex_max].map(|p| p.to_string()),
///     ["1 in 18", "1 in 64", "1 in 19"],
/// );
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
#[derive(Debug, Clone)]
pub struct FailureTable {
    rules: Rules,
    rows: Vec<TableRow>,
}

/// One row of a [`FailureTable`].
#[derive(Debug, Clone, Copy, PartialEq)]
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
    /// The table for `0..=rules.failures()` failures allowed, under forced or
    /// strategic `rules`, with exact fractions when `exact`.
    ///
    /// # Errors
    ///
    /// As [`Solver::solve`].
    pub fn new(game: &Game, rules: Rules, exact: bool) -> Result<Self, SolveError> {
        let solver = Solver::new(game).rules(rules).exact(exact);
        let optimal = solver.solve()?;
        let lex_min = solver.evaluate(&LexMin)?;
        let lex_max = solver.evaluate(&LexMax)?;
        let rows = (0..=rules.failures())
            .map(|failures| {
                let start = Position::new(game.all_up(), failures);
                TableRow {
                    failures,
                    optimal: optimal.at(start),
                    lex_min: lex_min.at(start),
                    lex_max: lex_max.at(start),
                }
            })
            .collect();
        Ok(FailureTable { rules, rows })
    }

    /// The rules of the largest allowance.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// One row per number of failures allowed, from 0.
    #[must_use]
    pub fn rows(&self) -> &[TableRow] {
        &self.rows
    }
}

impl fmt::Display for FailureTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let odds = |p: Probability| p.to_string().trim_start_matches("1 in ").to_owned();
        writeln!(
            f,
            "{:<9}{:>8}{:>8}{:>8}",
            "Failures", "Optimal", "Lex-Min", "Lex-Max"
        )?;
        for row in &self.rows {
            writeln!(
                f,
                "{:<9}{:>8}{:>8}{:>8}",
                row.failures,
                odds(row.optimal),
                odds(row.lex_min),
                odds(row.lex_max)
            )?;
        }
        Ok(())
    }
}
