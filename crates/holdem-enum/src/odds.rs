//! Odds written `N to 1`, pot odds, and whether a call pays.

use core::fmt;

use crate::OddsError;

/// Odds of `N to 1` against: `N` chances against for one for (a
/// probability of `1 / (1 + N)`). Pot odds are written the same way: the
/// pot pays `N to 1` when it offers `N` for each 1 called.
///
/// Displays as `20 to 1`, with up to two decimals.
///
/// # Examples
///
/// ```
/// use holdem_enum::Odds;
///
/// let flush_draw = Odds::from_probability(9.0 / 46.0)?;
/// assert_eq!(flush_draw.to_string(), "4.11 to 1");
/// assert_eq!(Odds::to_one(20.0)?.probability(), 1.0 / 21.0);
/// # Ok::<(), holdem_enum::OddsError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
pub struct Odds {
    against: f64,
}

/// Whether to call a bet.
///
/// # Examples
///
/// ```
/// use holdem_enum::Decision;
/// assert_ne!(Decision::Call, Decision::Fold);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Decision {
    /// The pot pays at least as much as the chance of winning costs.
    Call,
    /// The pot pays too little for the chance of winning.
    Fold,
}

impl Odds {
    /// Odds of `against to 1`.
    ///
    /// # Errors
    ///
    /// [`OddsError::Against`] unless `against` is finite and at least 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Odds;
    /// assert_eq!(Odds::to_one(3.0)?.probability(), 0.25);
    /// assert!(Odds::to_one(-1.0).is_err());
    /// # Ok::<(), holdem_enum::OddsError>(())
    /// ```
    pub fn to_one(against: f64) -> Result<Odds, OddsError> {
        if against.is_finite() && against >= 0.0 {
            Ok(Odds { against })
        } else {
            Err(OddsError::Against { value: against })
        }
    }

    /// The odds of an event of probability `probability`: `(1 - p) / p to 1`.
    ///
    /// # Errors
    ///
    /// [`OddsError::Probability`] unless `0 < probability <= 1`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Odds;
    /// assert_eq!(Odds::from_probability(0.2)?.against(), 4.0);
    /// assert!(Odds::from_probability(0.0).is_err());
    /// # Ok::<(), holdem_enum::OddsError>(())
    /// ```
    pub fn from_probability(probability: f64) -> Result<Odds, OddsError> {
        if probability > 0.0 && probability <= 1.0 {
            Ok(Odds {
                against: (1.0 - probability) / probability,
            })
        } else {
            Err(OddsError::Probability { value: probability })
        }
    }

    /// The odds the pot offers for a call: risk `call` to win `pot` (the
    /// pot including the bet to be called), `pot / call to 1`.
    ///
    /// # Errors
    ///
    /// [`OddsError::Amount`] unless both are positive and finite.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Odds;
    /// assert_eq!(Odds::pot(30.0, 10.0)?.to_string(), "3 to 1");
    /// # Ok::<(), holdem_enum::OddsError>(())
    /// ```
    pub fn pot(pot: f64, call: f64) -> Result<Odds, OddsError> {
        for value in [pot, call] {
            if !(value.is_finite() && value > 0.0) {
                return Err(OddsError::Amount { value });
            }
        }
        Ok(Odds {
            against: pot / call,
        })
    }

    /// `N` of `N to 1`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Odds;
    /// assert_eq!(Odds::to_one(20.0)?.against(), 20.0);
    /// # Ok::<(), holdem_enum::OddsError>(())
    /// ```
    pub fn against(self) -> f64 {
        self.against
    }

    /// The probability `1 / (1 + N)`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Odds;
    /// assert_eq!(Odds::to_one(1.0)?.probability(), 0.5);
    /// # Ok::<(), holdem_enum::OddsError>(())
    /// ```
    pub fn probability(self) -> f64 {
        1.0 / (1.0 + self.against)
    }

    /// Whether to call a bet of `call` into a pot of `pot` (the bet
    /// included) with these odds of winning it: call when the pot pays at
    /// least the odds against winning, `pot / call >= N`.
    ///
    /// # Errors
    ///
    /// [`OddsError::Amount`] unless `pot` and `call` are positive and
    /// finite.
    ///
    /// # Examples
    ///
    /// The source document's example: the card that makes the flush comes
    /// with odds of 20 to 1 against, and the call pays 10 to 1. Fold.
    ///
    /// ```
    /// use holdem_enum::{Decision, Odds};
    ///
    /// let flush = Odds::to_one(20.0)?;
    /// assert_eq!(flush.decide(10.0, 1.0)?, Decision::Fold);
    /// assert_eq!(flush.decide(25.0, 1.0)?, Decision::Call);
    /// # Ok::<(), holdem_enum::OddsError>(())
    /// ```
    pub fn decide(self, pot: f64, call: f64) -> Result<Decision, OddsError> {
        let offered = Odds::pot(pot, call)?;
        Ok(if offered.against >= self.against {
            Decision::Call
        } else {
            Decision::Fold
        })
    }
}

impl fmt::Display for Odds {
    /// Writes `N to 1`, `N` with up to two decimals and no trailing zero.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = format!("{:.2}", self.against);
        let n = n.trim_end_matches('0').trim_end_matches('.');
        f.pad(&format!("{n} to 1"))
    }
}
