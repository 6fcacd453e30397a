//! The options of a Monte Carlo calculation.

/// How a Monte Carlo calculation samples: how many deals, or until which
/// standard error, and from which seed.
///
/// Without a target standard error a run samples
/// [`samples`](Self::samples) deals ([`DEFAULT_SAMPLES`](Self::DEFAULT_SAMPLES)
/// unless set). With one ([`target_std_error`](Self::target_std_error))
/// it samples until the target is reached, with no cap unless
/// [`samples`](Self::samples) sets one: the result's
/// [`target_reached`](crate::Equity::target_reached) says whether it was
/// (a cap, a time limit or a cancel flag may stop it first).
///
/// Every deal comes out by the exact distribution of the players'
/// combos (weights multiplied, no card twice) and of the board. Where a
/// short list of combos of overlapping ranges is dealt, runs of up to
/// 1,024 deals sweep it, each dealing its combos about as often as
/// their weights say: the result is as unbiased and its standard error
/// smaller for as many deals, and the standard error reported is then
/// taken from the spread of those runs (see
/// [`Equity::standard_error`](crate::Equity::standard_error)). In a run
/// of more than 65,536 deals, a tuple of the ranges' combos may serve
/// two to eight deals in a row, each with its own board and `any` hands,
/// where a pilot of 8,192 deals finds that it reaches the standard error
/// sooner (wide ranges preflop); the standard error then comes from runs
/// of whole tuples.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Calculation, Matchup, Method, MonteCarlo};
///
/// let options = MonteCarlo::new().samples(50_000).seed(2026);
/// let matchup = Matchup::new(["AhKh".parse()?, "QQ".parse()?]);
/// let equity = matchup.calculate(Calculation::monte_carlo(options))?;
/// assert_eq!(equity.method, Method::MonteCarlo { samples: 50_000, seed: 2026 });
/// assert_eq!(matchup.calculate(Calculation::monte_carlo(options))?, equity); // the same seed, the same deals
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MonteCarlo {
    /// The deals set by [`MonteCarlo::samples`], if any.
    pub(crate) samples: Option<u64>,
    pub(crate) target: Option<f64>,
    pub(crate) seed: u64,
}

impl Default for MonteCarlo {
    fn default() -> MonteCarlo {
        MonteCarlo::new()
    }
}

impl MonteCarlo {
    /// Samples by default: without a target standard error,
    /// [`MonteCarlo::new`] draws this many deals.
    pub const DEFAULT_SAMPLES: u64 = 1_000_000;

    /// Samples come in blocks of this many, block `i` drawn from
    /// `card_core::stream_rng(seed, i)`: the unit of work of a thread.
    pub const BLOCK: u64 = 1 << 13;

    /// With a target standard error, the standard errors are checked after
    /// every this many samples (16 blocks).
    pub const CHECK_EVERY: u64 = 16 * MonteCarlo::BLOCK;

    /// [`DEFAULT_SAMPLES`](Self::DEFAULT_SAMPLES) deals with seed 0 and
    /// no target standard error (with one set later, no cap).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::MonteCarlo;
    /// assert_eq!(MonteCarlo::new(), MonteCarlo::default());
    /// ```
    pub const fn new() -> MonteCarlo {
        MonteCarlo {
            samples: None,
            target: None,
            seed: 0,
        }
    }

    /// These options sampling `samples` deals (at least 1, checked when
    /// the calculation runs); with a target, the most deals to sample
    /// (the cap, none unless set here).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, EquityError, Matchup, MonteCarlo};
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?]);
    /// assert_eq!(matchup.calculate(Calculation::monte_carlo(MonteCarlo::new().samples(5000)))?.deals, 5000);
    /// assert_eq!(
    ///     matchup.calculate(Calculation::monte_carlo(MonteCarlo::new().samples(0))),
    ///     Err(EquityError::NoSamples)
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn samples(self, samples: u64) -> MonteCarlo {
        MonteCarlo {
            samples: Some(samples),
            ..self
        }
    }

    /// These options sampling until every player's standard error is
    /// below `target` (a positive number, checked when the calculation
    /// runs), looked at every [`MonteCarlo::CHECK_EVERY`] samples: with
    /// no cap, unless [`samples`](Self::samples) sets one, in which case
    /// the run ends at whichever comes first. The result's
    /// [`target_reached`](crate::Equity::target_reached) says whether the
    /// target was reached; a progress report's
    /// [`fraction`](crate::Progress::fraction) is the fraction of the way
    /// to it.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, Method, MonteCarlo};
    ///
    /// let matchup = Matchup::new(["AcAs".parse()?, "KhKd".parse()?]);
    /// let equity = matchup.calculate(Calculation::monte_carlo(MonteCarlo::new().target_std_error(0.002)))?;
    /// // About 38,000 samples reach it: the first check.
    /// assert_eq!(equity.deals, u128::from(MonteCarlo::CHECK_EVERY));
    /// assert_eq!(equity.target_reached, Some(true));
    ///
    /// // A cap too low to reach the target: a complete run that says so.
    /// let capped = MonteCarlo::new().target_std_error(0.0001).samples(200_000).seed(1);
    /// let equity = matchup.calculate(Calculation::monte_carlo(capped))?;
    /// assert_eq!(equity.method, Method::MonteCarlo { samples: 200_000, seed: 1 });
    /// assert_eq!(equity.target_reached, Some(false));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn target_std_error(self, target: f64) -> MonteCarlo {
        MonteCarlo {
            target: Some(target),
            ..self
        }
    }

    /// These options drawing from `seed`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, MonteCarlo};
    ///
    /// let matchup = Matchup::new(["AhKh".parse()?, "any".parse()?]);
    /// let run = |seed| matchup.calculate(Calculation::monte_carlo(MonteCarlo::new().samples(10_000).seed(seed)));
    /// assert_eq!(run(1)?, run(1)?);
    /// assert_ne!(run(1)?, run(2)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn seed(self, seed: u64) -> MonteCarlo {
        MonteCarlo { seed, ..self }
    }

    /// The most deals to sample: those set by [`samples`](Self::samples),
    /// else with a target none ([`u64::MAX`]), else
    /// [`DEFAULT_SAMPLES`](Self::DEFAULT_SAMPLES).
    pub(crate) const fn cap(self) -> u64 {
        match (self.samples, self.target) {
            (Some(samples), _) => samples,
            (None, Some(_)) => u64::MAX,
            (None, None) => MonteCarlo::DEFAULT_SAMPLES,
        }
    }
}
