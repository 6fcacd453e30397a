//! A round of the game: its tiles, the ranges targets are drawn from, and
//! random rounds.

use rand::{Rng, RngExt};

use crate::error::{MAX_TARGETS, check_round};
use crate::{DrawError, RoundError, Solution, score, solve};

/// The four large numbers, one tile each.
///
/// # Examples
///
/// ```
/// assert_eq!(countdown_solver::LARGE_NUMBERS.iter().sum::<u64>(), 250);
/// ```
pub const LARGE_NUMBERS: [u64; 4] = [25, 50, 75, 100];

/// The small numbers 1 to 10, two tiles each.
///
/// # Examples
///
/// ```
/// assert_eq!(countdown_solver::SMALL_NUMBERS.len() * 2, 20); // twenty small tiles
/// ```
pub const SMALL_NUMBERS: [u64; 10] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/// How many tiles a round has.
///
/// # Examples
///
/// ```
/// use countdown_solver::{Round, TILES};
/// let round = Round::new([50, 25, 10, 6, 3, 1], 765)?;
/// assert_eq!(round.numbers().len(), TILES);
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
pub const TILES: usize = 6;

/// The range targets are drawn from: `lo..=hi`, never empty, never 0.
///
/// # Examples
///
/// ```
/// use countdown_solver::TargetRange;
/// let r = TargetRange::new(200, 299)?;
/// assert_eq!((r.lo(), r.hi(), r.len()), (200, 299, 100));
/// # Ok::<(), countdown_solver::DrawError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "RawRange")
)]
pub struct TargetRange {
    lo: u64,
    hi: u64,
}

impl TargetRange {
    /// 101 to 999, the programme's range.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::TargetRange;
    /// assert_eq!(TargetRange::STANDARD, TargetRange::default());
    /// ```
    pub const STANDARD: TargetRange = TargetRange { lo: 101, hi: 999 };
    /// 100 to 999, every three-digit number.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(countdown_solver::TargetRange::THREE_DIGITS.len(), 900);
    /// ```
    pub const THREE_DIGITS: TargetRange = TargetRange { lo: 100, hi: 999 };

    /// The most targets a range may hold, 65,536:
    /// [`Reachable`](crate::Reachable) keeps a word per target, and
    /// [`survey`](crate::survey) one per target and thread, so the limit
    /// bounds the memory of a survey on hundreds of threads (a survey of
    /// 16,777,216 targets on 256 threads once grew past 3.9 GB).
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::TargetRange;
    /// assert!(TargetRange::new(1, TargetRange::MAX_LEN as u64).is_ok());
    /// assert!(TargetRange::new(1, TargetRange::MAX_LEN as u64 + 1).is_err());
    /// ```
    pub const MAX_LEN: usize = MAX_TARGETS;

    /// The targets `lo..=hi`.
    ///
    /// # Errors
    ///
    /// [`DrawError::InvalidRange`] if `lo` is 0, `lo` is greater than `hi`,
    /// or the range holds more than [`TargetRange::MAX_LEN`] targets.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::TargetRange;
    /// assert_eq!(TargetRange::new(101, 999)?, TargetRange::STANDARD);
    /// assert!(TargetRange::new(0, 10).is_err());
    /// assert!(TargetRange::new(1, u64::MAX).is_err());
    /// # Ok::<(), countdown_solver::DrawError>(())
    /// ```
    pub fn new(lo: u64, hi: u64) -> Result<Self, DrawError> {
        if lo == 0 || lo > hi || hi - lo >= Self::MAX_LEN as u64 {
            return Err(DrawError::InvalidRange { lo, hi });
        }
        Ok(Self { lo, hi })
    }

    /// The lowest target.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(countdown_solver::TargetRange::STANDARD.lo(), 101);
    /// ```
    #[must_use]
    pub fn lo(&self) -> u64 {
        self.lo
    }

    /// The highest target.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(countdown_solver::TargetRange::STANDARD.hi(), 999);
    /// ```
    #[must_use]
    pub fn hi(&self) -> u64 {
        self.hi
    }

    /// How many targets there are.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(countdown_solver::TargetRange::STANDARD.len(), 899);
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        (self.hi - self.lo) as usize + 1
    }

    /// Always `false`: a range holds at least one target.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(!countdown_solver::TargetRange::THREE_DIGITS.is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Whether `t` is in the range.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::TargetRange;
    /// assert!(TargetRange::THREE_DIGITS.contains(100));
    /// assert!(!TargetRange::STANDARD.contains(100));
    /// ```
    #[must_use]
    pub fn contains(&self, t: u64) -> bool {
        (self.lo..=self.hi).contains(&t)
    }
}

impl Default for TargetRange {
    fn default() -> Self {
        Self::STANDARD
    }
}

/// One round of the numbers game: six tiles and a target.
///
/// # Examples
///
/// ```
/// let round = countdown_solver::Round::new([50, 25, 10, 6, 3, 1], 765)?;
/// assert_eq!(round.solve().to_string(), "(50+1)*(25-10) = 765");
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "RawRound")
)]
pub struct Round {
    numbers: [u64; TILES],
    target: u64,
}

impl Round {
    /// A round with the given tiles and target (any values: the solver does
    /// not require the official tiles).
    ///
    /// # Errors
    ///
    /// [`RoundError::ZeroNumber`] or [`RoundError::ZeroTarget`].
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Round, RoundError};
    /// let round = Round::new([100, 75, 25, 9, 4, 2], 375)?;
    /// assert_eq!(round.solve().value(), 375);
    /// assert_eq!(Round::new([100, 75, 0, 9, 4, 2], 375), Err(RoundError::ZeroNumber { index: 2 }));
    /// # Ok::<(), RoundError>(())
    /// ```
    pub fn new(numbers: [u64; TILES], target: u64) -> Result<Self, RoundError> {
        check_round(&numbers, target, numbers.len())?;
        Ok(Self { numbers, target })
    }

    /// Draws a round by the official rules: `large` tiles (0 to 4) from the
    /// four large numbers, the rest from the twenty small tiles (two of each
    /// of 1 to 10), without replacement, large numbers first; then a target
    /// uniform in `range`.
    ///
    /// The draw is a function of the generator's output alone, so a seeded
    /// portable generator such as `Xoshiro256PlusPlus` deals the same round
    /// on every platform.
    ///
    /// # Errors
    ///
    /// [`DrawError::TooManyLarge`] if `large > 4`.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use countdown_solver::{Round, TargetRange};
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    /// let round = Round::random(2, TargetRange::STANDARD, &mut rng)?;
    /// assert_eq!(round.numbers().iter().filter(|&&n| n >= 25).count(), 2);
    /// assert!((101..=999).contains(&round.target()));
    /// # Ok::<(), countdown_solver::DrawError>(())
    /// ```
    pub fn random<R: Rng + ?Sized>(
        large: usize,
        range: TargetRange,
        rng: &mut R,
    ) -> Result<Self, DrawError> {
        if large > LARGE_NUMBERS.len() {
            return Err(DrawError::TooManyLarge { large });
        }
        let mut large_pool = LARGE_NUMBERS.to_vec();
        let mut small_pool: Vec<u64> = SMALL_NUMBERS.iter().flat_map(|&n| [n, n]).collect();
        let mut numbers = [0; TILES];
        for (i, slot) in numbers.iter_mut().enumerate() {
            let pool = if i < large {
                &mut large_pool
            } else {
                &mut small_pool
            };
            *slot = pool.swap_remove(rng.random_range(0..pool.len()));
        }
        let target = rng.random_range(range.lo..=range.hi);
        Ok(Self { numbers, target })
    }

    /// The six tiles.
    ///
    /// # Examples
    ///
    /// ```
    /// let round = countdown_solver::Round::new([1, 2, 3, 4, 5, 6], 729)?;
    /// assert_eq!(round.numbers(), [1, 2, 3, 4, 5, 6]);
    /// # Ok::<(), countdown_solver::RoundError>(())
    /// ```
    #[must_use]
    pub fn numbers(&self) -> [u64; TILES] {
        self.numbers
    }

    /// The target.
    ///
    /// # Examples
    ///
    /// ```
    /// let round = countdown_solver::Round::new([1, 2, 3, 4, 5, 6], 729)?;
    /// assert_eq!(round.target(), 729);
    /// # Ok::<(), countdown_solver::RoundError>(())
    /// ```
    #[must_use]
    pub fn target(&self) -> u64 {
        self.target
    }

    /// Solves the round (see [`solve`]); a round's tiles and target are
    /// checked when it is made, so this cannot fail.
    ///
    /// # Examples
    ///
    /// ```
    /// let round = countdown_solver::Round::new([1, 2, 3, 4, 5, 6], 729)?;
    /// assert_eq!(round.score(round.solve().value()), 7);
    /// # Ok::<(), countdown_solver::RoundError>(())
    /// ```
    #[must_use]
    pub fn solve(&self) -> Solution {
        solve(&self.numbers, self.target)
            .expect("a round holds six positive tiles and a positive target")
    }

    /// The points a declared value scores in this round (see [`score`]).
    ///
    /// # Examples
    ///
    /// ```
    /// let round = countdown_solver::Round::new([1, 2, 3, 4, 5, 6], 729)?;
    /// assert_eq!(round.score(730), 7);
    /// # Ok::<(), countdown_solver::RoundError>(())
    /// ```
    #[must_use]
    pub fn score(&self, value: u64) -> u32 {
        score(self.target, value)
    }
}

/// A target range as read, checked by [`TargetRange::new`].
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RawRange {
    lo: u64,
    hi: u64,
}

#[cfg(feature = "serde")]
impl TryFrom<RawRange> for TargetRange {
    type Error = DrawError;
    fn try_from(raw: RawRange) -> Result<Self, DrawError> {
        TargetRange::new(raw.lo, raw.hi)
    }
}

/// A round as read, checked by [`Round::new`].
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RawRound {
    numbers: [u64; TILES],
    target: u64,
}

#[cfg(feature = "serde")]
impl TryFrom<RawRound> for Round {
    type Error = RoundError;
    fn try_from(raw: RawRound) -> Result<Self, RoundError> {
        Round::new(raw.numbers, raw.target)
    }
}
