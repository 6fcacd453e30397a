//! A win probability, in floating point and, when computed, exactly.

use core::fmt;

use crate::{Odds, Ratio};

/// A win probability: always as `f64`, and as an exact fraction when the
/// solution was computed with [`Solver::exact`](crate::Solver::exact).
///
/// `Display` writes its [`odds`](Probability::odds), "1 in N" rounded the
/// way the document's tables are (the same flags apply: `{:.3}`, `{:#}`).
///
/// # Examples
///
/// ```
/// use flip_dp::{Game, Solver};
///
/// let game = Game::flip();
/// let win = Solver::new(&game).exact().solve()?.start();
/// assert_eq!(win.to_string(), "1 in 276");
/// assert_eq!(format!("{win:.3}"), "1 in 276.077");
/// assert!((win.one_in() - 276.077).abs() < 1e-3);
/// assert!((win.exact.unwrap().to_f64() - win.float).abs() < 1e-15);
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct Probability {
    /// The probability computed in `f64`.
    pub float: f64,
    /// The probability computed exactly, if it was.
    pub exact: Option<Ratio>,
}

impl Probability {
    /// `1 / p`, the `N` of "1 in N" (infinite for a lost position); from the
    /// exact value when there is one.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Game, Solver};
    ///
    /// let game = Game::flip();
    /// let win = Solver::new(&game).solve()?.start();
    /// assert_eq!(win.one_in().round(), 276.0);
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn one_in(self) -> f64 {
        self.exact.map_or(1.0 / self.float, Ratio::one_in)
    }

    /// The probability as odds, "1 in N", for display.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Game, Solver};
    ///
    /// let game = Game::flip();
    /// let win = Solver::new(&game).solve()?.start();
    /// assert_eq!(format!("{:#.1}", win.odds()), "276.1");
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn odds(self) -> Odds {
        Odds::new(self.one_in())
    }
}

impl fmt::Display for Probability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.odds(), f)
    }
}
