//! A win probability, in floating point and, when computed, exactly.

use core::fmt;

use num_rational::Ratio;

use crate::Chance;

/// A win probability: always as `f64`, and as an exact fraction when the
/// solution was computed with [`Solver::exact`](crate::Solver::exact).
///
/// `Display` writes its [`chance`](Probability::chance), "1 in N" rounded the
/// way the document's tables are (the same flags apply: `{:.3}`, `{:#}`).
///
/// # Examples
///
/// ```
/// use flip_dp::{Setup, Solver};
///
/// let setup = Setup::flip();
/// let win = Solver::new(&setup).exact().solve()?.start();
/// assert_eq!(win.to_string(), "1 in 276");
/// assert_eq!(format!("{win:.3}"), "1 in 276.077");
/// assert!((win.one_in() - 276.077).abs() < 1e-3);
/// let exact = win.exact.unwrap();
/// assert!((*exact.numer() as f64 / *exact.denom() as f64 - win.float).abs() < 1e-15);
/// # Ok::<(), flip_dp::SolveError>(())
/// ```
///
/// With the `serde` feature a probability is read back only if it is one:
/// a float from 0 to 1, an exact fraction from 0 to 1, and the two within
/// [`Probability::AGREEMENT`] of each other.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub struct Probability {
    /// The probability computed in `f64`.
    pub float: f64,
    /// The probability computed exactly, if it was.
    pub exact: Option<Ratio<u128>>,
}

impl Probability {
    /// How far the float part may be from the exact part: the `f64`
    /// dynamic program and the exact one round differently, by far less
    /// than this.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Probability, Setup, Solver};
    ///
    /// let setup = Setup::flip();
    /// let win = Solver::new(&setup).exact().solve()?.start();
    /// let exact = win.exact.unwrap();
    /// let float = *exact.numer() as f64 / *exact.denom() as f64;
    /// assert!((win.float - float).abs() <= Probability::AGREEMENT);
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    pub const AGREEMENT: f64 = 1e-9;

    /// Whether `self` is at least `other`: compared exactly when both are
    /// exact, else as floats, allowing [`Probability::AGREEMENT`].
    #[cfg(feature = "serde")]
    pub(crate) fn at_least(self, other: Probability) -> bool {
        match (self.exact, other.exact) {
            (Some(a), Some(b)) => a >= b,
            _ => self.float >= other.float - Self::AGREEMENT,
        }
    }

    /// `1 / p`, the `N` of "1 in N" (infinite for a lost position); from the
    /// exact value when there is one.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Setup, Solver};
    ///
    /// let setup = Setup::flip();
    /// let win = Solver::new(&setup).solve()?.start();
    /// assert_eq!(win.one_in().round(), 276.0);
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn one_in(self) -> f64 {
        match self.exact {
            Some(exact) => *exact.denom() as f64 / *exact.numer() as f64,
            None => 1.0 / self.float,
        }
    }

    /// The probability as a chance, "1 in N", for display.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::{Setup, Solver};
    ///
    /// let setup = Setup::flip();
    /// let win = Solver::new(&setup).solve()?.start();
    /// assert_eq!(format!("{:#.1}", win.chance()), "276.1");
    /// # Ok::<(), flip_dp::SolveError>(())
    /// ```
    #[must_use]
    pub fn chance(self) -> Chance {
        Chance::new(self.one_in())
    }
}

/// The exact probability `ratio`, with its `f64` value (each part converted
/// with one rounding, then divided: within two units in the last place).
///
/// # Examples
///
/// ```
/// use flip_dp::Probability;
/// use flip_dp::num_rational::Ratio;
///
/// let p = Probability::from(Ratio::new(11u128, 324));
/// assert_eq!(p.to_string(), "1 in 29");
/// assert_eq!(p.float, 11.0 / 324.0);
/// ```
impl From<Ratio<u128>> for Probability {
    fn from(ratio: Ratio<u128>) -> Self {
        Probability {
            float: *ratio.numer() as f64 / *ratio.denom() as f64,
            exact: Some(ratio),
        }
    }
}

/// A probability is read back only if it is one (see [`Probability`]).
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Probability {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;

        /// The fields as written.
        #[derive(serde::Deserialize)]
        #[serde(rename = "Probability", deny_unknown_fields)]
        struct Fields {
            float: f64,
            exact: Option<Ratio<u128>>,
        }
        let Fields { float, exact } = Fields::deserialize(deserializer)?;
        if !(0.0..=1.0).contains(&float) {
            return Err(D::Error::custom(format_args!(
                "the probability {float} is not from 0 to 1"
            )));
        }
        if let Some(exact) = exact {
            let (numer, denom) = (*exact.numer(), *exact.denom());
            if denom == 0 || numer > denom {
                return Err(D::Error::custom(format_args!(
                    "the exact probability {numer}/{denom} is not from 0 to 1"
                )));
            }
            if (numer as f64 / denom as f64 - float).abs() > Probability::AGREEMENT {
                return Err(D::Error::custom(format_args!(
                    "the probability {float} is not its exact value {numer}/{denom}"
                )));
            }
        }
        Ok(Probability {
            float,
            exact: exact.map(|r| Ratio::new(*r.numer(), *r.denom())),
        })
    }
}

impl fmt::Display for Probability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.chance(), f)
    }
}
