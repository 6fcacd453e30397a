//! A win probability, in floating point and, when computed, exactly.

use core::fmt;

use crate::Ratio;

/// A win probability: always as `f64`, and as an exact fraction when the
/// solution was computed with [`Solver::exact`](crate::Solver::exact).
///
/// `Display` writes "1 in N" rounded the way the document's tables are: `N`
/// to a whole number from 10 up, to one decimal below 10.
///
/// # Examples
///
/// ```
/// use flip_dp::{Game, Solver};
///
/// let game = Game::flip();
/// let win = Solver::new(&game).exact(true).solve()?.start();
/// assert_eq!(win.to_string(), "1 in 276");
/// assert!((win.one_in() - 276.077).abs() < 1e-3);
/// assert!((win.exact.unwrap().to_f64() - win.float).abs() < 1e-15);
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Probability {
    /// The probability computed in `f64`.
    pub float: f64,
    /// The probability computed exactly, if it was.
    pub exact: Option<Ratio>,
}

impl Probability {
    /// `1 / p`, the "1 in N" form (infinite for a lost position); from the
    /// exact value when there is one.
    #[must_use]
    pub fn one_in(self) -> f64 {
        self.exact.map_or(1.0 / self.float, Ratio::one_in)
    }
}

impl fmt::Display for Probability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.one_in();
        if n.is_infinite() {
            f.write_str("never")
        } else if n >= 9.95 {
            write!(f, "1 in {n:.0}")
        } else {
            write!(f, "1 in {n:.1}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(p: f64) -> String {
        Probability {
            float: p,
            exact: None,
        }
        .to_string()
    }

    #[test]
    fn document_rounding() {
        assert_eq!(show(1.0 / 276.08), "1 in 276");
        assert_eq!(show(1.0 / 9.31), "1 in 9.3");
        assert_eq!(show(1.0 / 9.96), "1 in 10");
        assert_eq!(show(1.0 / 11.2), "1 in 11");
        assert_eq!(show(1.0), "1 in 1.0");
        assert_eq!(show(0.0), "never");
    }
}
