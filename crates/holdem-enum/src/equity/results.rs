//! The results of equity calculations, and the counts they are made of.

use crate::MAX_PLAYERS;

/// The result of an equity calculation.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Matchup, Method};
///
/// let equity = Matchup::new(["AhAs".parse()?, "7c6c".parse()?])
///     .board("Ac 8c 2d".parse()?)
///     .exact()?;
/// assert_eq!(equity.method, Method::Exact);
/// assert_eq!(equity.deals, 990); // C(45, 2) turns and rivers
/// let total: f64 = equity.players.iter().map(|p| p.equity()).sum();
/// assert!((total - 1.0).abs() < 1e-12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "checked::EquityFields"))]
#[non_exhaustive]
pub struct Equity {
    /// Each player's counts, in the order the players were given.
    pub players: Vec<PlayerEquity>,
    /// The number of deals counted: weighted deals for exact enumeration
    /// (see [`PlayerEquity`]), samples for Monte Carlo.
    pub deals: u128,
    /// How the deals were counted.
    pub method: Method,
    /// In the split-pot games ([`Variant::OmahaHiLo`](crate::Variant::OmahaHiLo),
    /// [`Variant::StudHiLo`](crate::Variant::StudHiLo)), the deals on which
    /// no low qualified and the high took the whole pot; `None` in the
    /// others.
    #[cfg_attr(feature = "serde", serde(default))]
    pub no_low: Option<u128>,
    /// For Monte Carlo with a target standard error
    /// ([`MonteCarlo::target_std_error`](crate::MonteCarlo::target_std_error)),
    /// whether every player's standard error fell below it: `Some(false)`
    /// when the cap ([`MonteCarlo::samples`](crate::MonteCarlo::samples)),
    /// the time limit or the cancel flag stopped the run first. `None`
    /// without a target.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, MonteCarlo};
    /// use std::time::Duration;
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KhKs".parse()?]);
    /// let target = MonteCarlo::new().target_std_error(0.004);
    /// let reached = matchup.calculate(Calculation::monte_carlo(target))?;
    /// assert_eq!(reached.target_reached, Some(true));
    /// assert!(reached.standard_error(0).unwrap() < 0.004);
    /// let stopped = Calculation::monte_carlo(target).time_limit(Duration::ZERO);
    /// assert_eq!(matchup.calculate(stopped)?.target_reached, Some(false));
    /// assert_eq!(matchup.exact()?.target_reached, None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg_attr(feature = "serde", serde(default))]
    pub target_reached: Option<bool>,
}

/// How an [`Equity`] was computed.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Calculation, Matchup, Method, MonteCarlo};
///
/// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?]);
/// let equity = matchup.calculate(Calculation::monte_carlo(MonteCarlo::new().samples(1000).seed(1)))?;
/// assert_eq!(equity.method, Method::MonteCarlo { samples: 1000, seed: 1 });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Method {
    /// Every deal enumerated.
    Exact,
    /// Deals sampled at random.
    MonteCarlo {
        /// How many deals were sampled.
        samples: u64,
        /// The seed the samples were drawn with.
        seed: u64,
    },
    /// Part of an exact enumeration: a calculation stopped early (see
    /// [`Calculation`](crate::Calculation)), or the running totals of one
    /// in progress. The counts are those of the deals enumerated so far,
    /// which are no sample of the others: the equities are not the
    /// question's, and have no standard error.
    PartialExact(Partial),
    /// Fewer samples than asked for: a Monte Carlo calculation stopped
    /// early, or the running totals of one in progress. The samples drawn
    /// are those of a complete run of `samples` samples, an estimate with
    /// its standard error like any other.
    PartialMonteCarlo {
        /// How many deals were sampled.
        samples: u64,
        /// The seed the samples were drawn with.
        seed: u64,
        /// Why the sampling stopped, and how much of it was done.
        partial: Partial,
    },
}

impl Equity {
    /// For Monte Carlo, the standard error of player `player`'s
    /// [`equity`](PlayerEquity::equity): the standard deviation of the
    /// player's share of the pot over the samples (1 for a win, `1/n` for
    /// an `n`-way tie, 0 for a loss), divided by the square root of their
    /// number. `None` for exact enumeration, which has no sampling error,
    /// for a run that sampled nothing, and past the last player.
    ///
    /// When overlapping ranges were swept (each run of up to 1,024 deals
    /// dealing their tuples of combos about as often as their weights
    /// say, see [`MonteCarlo`](crate::MonteCarlo)), or a tuple of combos
    /// served several deals, the deals are not independent but the runs
    /// are: the error then comes from the spread of the runs' shares (the
    /// ratio estimator of cluster sampling), once there are at least 16 of
    /// them.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, MonteCarlo};
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KhKs".parse()?]);
    /// let options = MonteCarlo::new().samples(100_000);
    /// let sampled = matchup.calculate(Calculation::monte_carlo(options))?;
    /// let error = sampled.standard_error(0).unwrap();
    /// assert!(error > 0.0 && error < 0.002);
    /// assert_eq!(matchup.exact()?.standard_error(0), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn standard_error(&self, player: usize) -> Option<f64> {
        match self.method {
            Method::MonteCarlo { .. } | Method::PartialMonteCarlo { .. } => {
                self.players.get(player)?.sampling_error()
            }
            Method::Exact | Method::PartialExact(_) => None,
        }
    }

    /// For Monte Carlo, the 95% confidence interval of player `player`'s
    /// [`equity`](PlayerEquity::equity): the normal interval of a mean,
    /// 1.96 standard errors on each side, within 0 and 1. `None` where
    /// [`standard_error`](Self::standard_error) is.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, MonteCarlo};
    ///
    /// let matchup = Matchup::new(["AcAs".parse()?, "KhKd".parse()?]);
    /// let options = MonteCarlo::new().samples(100_000).seed(2026);
    /// let sampled = matchup.calculate(Calculation::monte_carlo(options))?;
    /// let (low, high) = sampled.confidence_interval(0).unwrap();
    /// let exact = matchup.exact()?.players[0].equity(); // 0.8236
    /// assert!(low < exact && exact < high);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn confidence_interval(&self, player: usize) -> Option<(f64, f64)> {
        let error = self.standard_error(player)?;
        let mean = self.players[player].equity();
        Some((
            (mean - Z_95 * error).max(0.0),
            (mean + Z_95 * error).min(1.0),
        ))
    }
}

impl Method {
    /// What was left out, for a partial result; `None` for a complete one.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, PartialReason};
    /// use std::sync::atomic::AtomicBool;
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?]);
    /// assert_eq!(matchup.exact()?.method.partial(), None);
    /// let cancel = AtomicBool::new(true); // cancelled before it starts
    /// let equity = matchup.calculate(Calculation::exact().cancel(&cancel))?;
    /// let partial = equity.method.partial().unwrap();
    /// assert_eq!(partial.reason, PartialReason::Cancelled);
    /// assert_eq!((partial.pieces_counted, equity.deals), (0, 0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn partial(&self) -> Option<Partial> {
        match *self {
            Method::PartialExact(partial) | Method::PartialMonteCarlo { partial, .. } => {
                Some(partial)
            }
            Method::Exact | Method::MonteCarlo { .. } => None,
        }
    }
}

/// How much of a calculation a partial result counts, and why it stopped.
///
/// The work of a calculation is cut into pieces fixed in advance, the
/// same whatever the number of threads: classes of deals for exact
/// enumeration, blocks of [`MonteCarlo::BLOCK`](crate::MonteCarlo::BLOCK)
/// samples for Monte Carlo. A partial result holds the counts of the
/// first `pieces_counted` pieces, exactly.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Calculation, Matchup, Method, MonteCarlo, PartialReason};
/// use std::time::Duration;
///
/// let matchup = Matchup::new(["AhKh".parse()?, "QQ".parse()?]);
/// let options = MonteCarlo::new().samples(1_000_000);
/// let limited = Calculation::monte_carlo(options).time_limit(Duration::ZERO);
/// let equity = matchup.calculate(limited)?;
/// let Method::PartialMonteCarlo { samples, partial, .. } = equity.method else {
///     panic!("a time limit of zero stops at once");
/// };
/// assert_eq!((samples, partial.pieces_counted, partial.fraction()), (0, 0, 0.0));
/// assert_eq!(partial.pieces, 1_000_000_u64.div_ceil(MonteCarlo::BLOCK));
/// assert_eq!(partial.reason, PartialReason::TimeLimit);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Partial {
    /// Why the counting stopped (or that it is still running).
    pub reason: PartialReason,
    /// The pieces counted: the first this many.
    pub pieces_counted: u64,
    /// The pieces of the whole calculation.
    pub pieces: u64,
}

impl Partial {
    /// The fraction of the pieces counted, 0 to 1 (1 for a calculation
    /// of no piece).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup};
    /// use std::sync::atomic::AtomicBool;
    ///
    /// let cancel = AtomicBool::new(true);
    /// let matchup = Matchup::new(["AA".parse()?, "KK".parse()?]);
    /// let equity = matchup.calculate(Calculation::exact().cancel(&cancel))?;
    /// assert_eq!(equity.method.partial().unwrap().fraction(), 0.0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fraction(&self) -> f64 {
        if self.pieces == 0 {
            1.0
        } else {
            self.pieces_counted as f64 / self.pieces as f64
        }
    }
}

/// Why a result counts only part of its calculation.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Calculation, Matchup, PartialReason};
/// use std::time::Duration;
///
/// let matchup = Matchup::new(["AA".parse()?, "KK".parse()?]);
/// let equity = matchup.calculate(Calculation::exact().time_limit(Duration::ZERO))?;
/// assert_eq!(equity.method.partial().unwrap().reason, PartialReason::TimeLimit);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum PartialReason {
    /// Still running: the running totals of a progress report.
    Running,
    /// The cancel flag was set.
    Cancelled,
    /// The time limit passed.
    TimeLimit,
}

/// One player's counts: deals won alone, deals tied by how many players
/// share the pot, deals lost.
///
/// In the split-pot games these count the high hand (the half of the pot
/// it plays for, or all of it when no low qualifies), and
/// [`split`](Self::split) counts the low and the scoops;
/// [`equity`](Self::equity) is then the player's share of the pot,
/// halves and their ties added up.
///
/// Counts are integers and the probabilities derive from them. For exact
/// enumeration a deal counts the product of its players' combo weights,
/// each range's weights divided by their greatest common divisor: with
/// unweighted ranges (or known hands) every deal counts once. An `n`-way
/// tie gives each of the `n` players `1/n` of the pot in
/// [`equity`](Self::equity).
///
/// # Examples
///
/// ```
/// use holdem_enum::Matchup;
///
/// // Three players who all play the board's straight: a three-way tie.
/// let equity = Matchup::new(["2c3c".parse()?, "2d3d".parse()?, "2h3h".parse()?])
///     .board("Ts Js Qd Kh Ac".parse()?)
///     .exact()?;
/// let first = &equity.players[0];
/// assert_eq!(first.ties[3], 1);
/// assert_eq!(first.tied(), 1);
/// assert_eq!(first.equity(), 1.0 / 3.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "checked::PlayerFields"))]
#[non_exhaustive]
pub struct PlayerEquity {
    /// Deals this player wins alone.
    pub wins: u128,
    /// `ties[n]`: deals on which this player and `n - 1` others share the
    /// best hand (`ties[0]` and `ties[1]` are always 0).
    pub ties: [u128; MAX_PLAYERS + 1],
    /// All deals: wins, ties and losses.
    pub deals: u128,
    /// The sums over the sweeps of a swept Monte Carlo run.
    #[cfg_attr(feature = "serde", serde(default))]
    sweeps: Sweeps,
    /// In the split-pot games, the low and the whole pot; `None` in the
    /// others.
    #[cfg_attr(feature = "serde", serde(default))]
    pub split: Option<SplitPot>,
}

/// One player's counts in a split-pot game beside the high hand's:
/// scoops, the low half's wins and ties, and the share of the pot.
///
/// Half the pot goes to the best high hand and half to the best qualifying
/// low, each half shared equally by the players who tie for it; when no
/// low qualifies, the high takes the whole pot. A player who ties for the
/// low with one other and wins the high alone takes 1/2 + 1/4 of the pot,
/// the other player 1/4: "quartered".
///
/// # Examples
///
/// ```
/// use holdem_enum::{HandList, Matchup, Variant};
///
/// // Both hold A-2 for the nut low; the first also holds the nut flush.
/// let hands: Vec<HandList> = vec!["AhQh2c9d".parse()?, "As2dJcJs".parse()?];
/// let equity = Matchup::hands(hands)
///     .variant(Variant::OmahaHiLo)
///     .board("3h 4h 5s Kh 8c".parse()?)
///     .exact()?;
/// let (first, second) = (&equity.players[0], &equity.players[1]);
/// assert_eq!(first.wins, 1); // the high, alone
/// let (low_first, low_second) = (first.split.unwrap(), second.split.unwrap());
/// assert_eq!((low_first.low_ties[2], low_second.low_ties[2]), (1, 1));
/// assert_eq!((first.equity(), second.equity()), (0.75, 0.25));
/// assert_eq!(equity.no_low, Some(0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct SplitPot {
    /// Deals on which this player takes the whole pot alone: both halves,
    /// or the high when no low qualifies.
    pub scoops: u128,
    /// Deals on which this player's low wins its half alone.
    pub low_wins: u128,
    /// `low_ties[n]`: deals on which this player and `n - 1` others share
    /// the best low (`low_ties[0]` and `low_ties[1]` are always 0).
    pub low_ties: [u128; MAX_PLAYERS + 1],
    /// The player's shares of the pot summed over the deals, in
    /// [`POT_UNIT`]s.
    pot: u128,
    /// The squares of those shares summed over the deals.
    pot_squared: u128,
}

impl SplitPot {
    /// Deals on which this player ties for the best low.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{HandList, Matchup, Variant};
    ///
    /// let hands: Vec<HandList> = vec!["AhQh2c9d".parse()?, "As2dJcJs".parse()?];
    /// let equity = Matchup::hands(hands).variant(Variant::OmahaHiLo).board("3h4h5sKh8c".parse()?).exact()?;
    /// assert_eq!(equity.players[1].split.unwrap().low_tied(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn low_tied(&self) -> u128 {
        self.low_ties.iter().sum()
    }
}

/// A split pot's shares are counted in this many parts of a pot: a half
/// shared by up to ten players is a whole number of them.
const POT_UNIT: u64 = 2 * SHARE_UNIT;

/// Sums over the sweeps of a Monte Carlo run whose deals come in clusters
/// (each a run of deals drawing tuples of combos or boards by strata,
/// independent of the others), for the standard error: their number, and
/// the sums of the squares of each sweep's deals and of a player's pot
/// shares (in [`SHARE_UNIT`]s, or in the split-pot games [`POT_UNIT`]s),
/// and of their products. All zero otherwise.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(crate) struct Sweeps {
    count: u128,
    deals_squared: u128,
    shares_squared: u128,
    shares_by_deals: u128,
}

impl Sweeps {
    /// Adds a sweep of `deals` deals in which a player won `shares` pots
    /// (in [`SHARE_UNIT`]s or [`POT_UNIT`]s).
    fn add(&mut self, deals: u64, shares: u64) {
        let (deals, shares) = (u128::from(deals), u128::from(shares));
        self.count += 1;
        self.deals_squared += deals * deals;
        self.shares_squared += shares * shares;
        self.shares_by_deals += shares * deals;
    }

    fn plus(&mut self, other: &Sweeps) {
        self.count += other.count;
        self.deals_squared += other.deals_squared;
        self.shares_squared += other.shares_squared;
        self.shares_by_deals += other.shares_by_deals;
    }
}

/// A whole pot in pot shares' units (in [`Sweeps`]): every `n`-way tie
/// of up to [`MAX_PLAYERS`] players is a whole number of them.
const SHARE_UNIT: u64 = 2520;

/// Each winner's share of a pot split among the set `winners` (bit `p`
/// for player `p`), in [`SHARE_UNIT`]s.
pub(crate) fn share_of(winners: usize) -> u64 {
    SHARE_UNIT / u64::from(winners.count_ones().max(1))
}

/// The fewest sweeps whose spread gives the standard error; with fewer,
/// the spread of the deals gives it, which can only overstate a sweep's.
const MIN_SWEEPS: u128 = 16;

/// The 97.5th percentile of the standard normal distribution: a 95%
/// interval spans this many standard errors on each side.
const Z_95: f64 = 1.959_963_984_540_054;

impl PlayerEquity {
    /// Deals on which another player has a better hand: those neither won
    /// nor tied.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let equity = Matchup::new(["AcAs".parse()?, "KhKd".parse()?]).exact()?;
    /// let kings = &equity.players[1];
    /// assert_eq!(kings.losses(), 1_388_072);
    /// assert_eq!(kings.wins + kings.tied() + kings.losses(), equity.deals);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn losses(&self) -> u128 {
        self.deals - self.wins - self.tied()
    }

    /// Deals tied with at least one other player.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let equity = Matchup::new(["AcAs".parse()?, "KhKd".parse()?]).exact()?;
    /// assert_eq!(equity.players[1].tied(), 6_538);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tied(&self) -> u128 {
        self.ties.iter().sum()
    }

    /// The probability of winning alone.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let equity = Matchup::new(["AcAs".parse()?, "KhKd".parse()?]).exact()?;
    /// assert!((equity.players[0].win_probability() - 0.8106).abs() < 1e-4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn win_probability(&self) -> f64 {
        self.share(self.wins as f64)
    }

    /// The probability of a tie.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let equity = Matchup::new(["AcAs".parse()?, "KhKd".parse()?]).exact()?;
    /// assert!((equity.players[0].tie_probability() - 0.0038).abs() < 1e-4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tie_probability(&self) -> f64 {
        self.share(self.tied() as f64)
    }

    /// The expected share of the pot: wins plus `1/n` of each `n`-way tie,
    /// over all deals; in the split-pot games, the halves won and their
    /// shares of ties ([`SplitPot`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let equity = Matchup::new(["AcAs".parse()?, "KhKd".parse()?]).exact()?;
    /// let aces = &equity.players[0];
    /// let expected = (1_388_072.0 + 6_538.0 / 2.0) / 1_712_304.0;
    /// assert!((aces.equity() - expected).abs() < 1e-12);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn equity(&self) -> f64 {
        self.share(self.pot_shares())
    }

    /// The standard error of the player's sampled deals (see
    /// [`Equity::standard_error`]); `None` if there are none.
    fn sampling_error(&self) -> Option<f64> {
        if self.deals == 0 {
            return None;
        }
        Some(if self.sweeps.count >= MIN_SWEEPS {
            self.sweeps_standard_error()
        } else {
            self.deals_standard_error()
        })
    }

    /// The standard error of independent deals (some dealt): the spread of
    /// one deal's share of the pot over the square root of the deals.
    pub(crate) fn deals_standard_error(&self) -> f64 {
        let n = self.deals as f64;
        let mean = self.equity();
        let squares = match &self.split {
            Some(split) => split.pot_squared as f64 / (POT_UNIT * POT_UNIT) as f64,
            None => {
                self.wins as f64
                    + (2..=MAX_PLAYERS)
                        .map(|k| self.ties[k] as f64 / (k * k) as f64)
                        .sum::<f64>()
            }
        };
        ((squares / n - mean * mean).max(0.0) / n).sqrt()
    }

    /// The standard error of independent sweeps (at least two): the ratio
    /// estimator of cluster sampling over the sweeps' shares of the pot.
    fn sweeps_standard_error(&self) -> f64 {
        let n = self.deals as f64;
        let mean = self.equity();
        let sweeps = &self.sweeps;
        // The sum over the sweeps of (shares - mean * deals)^2.
        let unit = if self.split.is_some() {
            POT_UNIT
        } else {
            SHARE_UNIT
        } as f64;
        let spread = sweeps.shares_squared as f64 / (unit * unit)
            - 2.0 * mean * sweeps.shares_by_deals as f64 / unit
            + mean * mean * sweeps.deals_squared as f64;
        let count = sweeps.count as f64;
        (count / (count - 1.0) * spread.max(0.0)).sqrt() / n
    }

    /// Wins plus the fractions of tied pots, in deals.
    fn pot_shares(&self) -> f64 {
        if let Some(split) = &self.split {
            return split.pot as f64 / POT_UNIT as f64;
        }
        let ties: f64 = (2..=MAX_PLAYERS)
            .map(|n| self.ties[n] as f64 / n as f64)
            .sum();
        self.wins as f64 + ties
    }

    fn share(&self, count: f64) -> f64 {
        if self.deals == 0 {
            0.0
        } else {
            count / self.deals as f64
        }
    }
}

/// Counts of deals by outcome for each player: the tally of one piece of
/// work, or (weighted, in `u128`) of a whole calculation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Tally<T> {
    pub(crate) wins: [T; MAX_PLAYERS],
    pub(crate) ties: [[T; MAX_PLAYERS + 1]; MAX_PLAYERS],
    pub(crate) deals: T,
    /// Each player's sums over the sweeps, if swept.
    sweeps: [Sweeps; MAX_PLAYERS],
    /// In the split-pot games, the low half's counts and the pot shares.
    split: Option<Box<SplitTally<T>>>,
}

/// The counts of split pots beside the high hand's in a [`Tally`]: each
/// player's scoops, low wins and ties, and pot shares (in [`POT_UNIT`]s)
/// and their squares; and the deals with no qualifying low.
#[derive(Clone, Debug, PartialEq, Eq)]
struct SplitTally<T> {
    scoops: [T; MAX_PLAYERS],
    low_wins: [T; MAX_PLAYERS],
    low_ties: [[T; MAX_PLAYERS + 1]; MAX_PLAYERS],
    pot: [T; MAX_PLAYERS],
    pot_squared: [T; MAX_PLAYERS],
    no_low: T,
}

impl<T: Copy + Default + core::ops::AddAssign> SplitTally<T> {
    fn new() -> SplitTally<T> {
        let zero = T::default();
        SplitTally {
            scoops: [zero; MAX_PLAYERS],
            low_wins: [zero; MAX_PLAYERS],
            low_ties: [[zero; MAX_PLAYERS + 1]; MAX_PLAYERS],
            pot: [zero; MAX_PLAYERS],
            pot_squared: [zero; MAX_PLAYERS],
            no_low: zero,
        }
    }

    fn add_each<U: Copy>(&mut self, other: &SplitTally<U>, count: &impl Fn(U) -> T) {
        for p in 0..MAX_PLAYERS {
            self.scoops[p] += count(other.scoops[p]);
            self.low_wins[p] += count(other.low_wins[p]);
            for n in 0..=MAX_PLAYERS {
                self.low_ties[p][n] += count(other.low_ties[p][n]);
            }
            self.pot[p] += count(other.pot[p]);
            self.pot_squared[p] += count(other.pot_squared[p]);
        }
        self.no_low += count(other.no_low);
    }
}

/// The players holding the greatest of `values`, as a set of bits.
#[inline]
fn best<V: Ord + Copy>(values: &[V]) -> usize {
    let Some(best) = values.iter().copied().max() else {
        return 0;
    };
    values
        .iter()
        .enumerate()
        .fold(0, |set, (p, &v)| set | usize::from(v == best) << p)
}

impl<T: Copy + Default + core::ops::AddAssign> Tally<T> {
    pub(crate) fn new() -> Tally<T> {
        let zero = T::default();
        Tally {
            wins: [zero; MAX_PLAYERS],
            ties: [[zero; MAX_PLAYERS + 1]; MAX_PLAYERS],
            deals: zero,
            sweeps: [Sweeps::default(); MAX_PLAYERS],
            split: None,
        }
    }

    /// Counts `count` deals on which player `p` holds `values[p]`.
    #[inline]
    pub(crate) fn record<V: Ord + Copy>(&mut self, values: &[V], count: T) {
        self.record_winners(values.len(), best(values), count);
    }

    /// Counts `count` deals of a split-pot game on which player `p` holds
    /// the high hand `highs[p]` and the low `lows[p]` (0 for none that
    /// qualifies, greater is better): half the pot to the best high and
    /// half to the best low, or all of it to the high with no low, each
    /// half shared by the players who tie for it.
    pub(crate) fn record_split(&mut self, highs: &[u16], lows: &[u16], count: T)
    where
        T: From<u32> + core::ops::Mul<Output = T>,
    {
        let players = highs.len();
        let high = best(highs);
        let low = if lows.iter().any(|&low| low > 0) {
            best(lows)
        } else {
            0
        };
        self.record_winners(players, high, count);
        let split = self
            .split
            .get_or_insert_with(|| Box::new(SplitTally::new()));
        let unit = POT_UNIT as u32;
        let (high_sharing, low_sharing) = (high.count_ones(), low.count_ones());
        let halves = if low == 0 { 1 } else { 2 };
        for p in 0..players {
            let mut share = 0;
            if high >> p & 1 == 1 {
                share += unit / halves / high_sharing;
            }
            if low >> p & 1 == 1 {
                share += unit / 2 / low_sharing;
                match low_sharing {
                    1 => split.low_wins[p] += count,
                    n => split.low_ties[p][n as usize] += count,
                }
            }
            if share == unit {
                split.scoops[p] += count;
            }
            split.pot[p] += count * T::from(share);
            split.pot_squared[p] += count * T::from(share * share);
        }
        if low == 0 {
            split.no_low += count;
        }
    }

    /// Counts `count` deals of `players` players on which the players of
    /// the set `winners` (bit `p` for player `p`) share the best hand.
    #[inline]
    pub(crate) fn record_winners(&mut self, players: usize, winners: usize, count: T) {
        let sharing = winners.count_ones() as usize;
        for p in 0..players {
            // A deal not won or tied is lost: losses are not counted.
            if winners >> p & 1 == 1 {
                if sharing == 1 {
                    self.wins[p] += count;
                } else {
                    self.ties[p][sharing] += count;
                }
            }
        }
        self.deals += count;
    }

    /// Counts the deals of `players` players by the set of players sharing
    /// the best hand: `by_winners[set]` deals for each set (bit `p` for
    /// player `p`).
    pub(crate) fn record_by_winners(&mut self, players: usize, by_winners: &[u32])
    where
        T: From<u32>,
    {
        for (winners, &count) in by_winners.iter().enumerate() {
            if count > 0 {
                self.record_winners(players, winners, T::from(count));
            }
        }
    }

    /// Adds `other`, each of its deals counting `weight`.
    pub(crate) fn add_weighted<U: Copy>(&mut self, other: &Tally<U>, weight: T)
    where
        T: From<U> + core::ops::Mul<Output = T>,
    {
        self.add_each(other, |n| T::from(n) * weight);
    }

    /// Adds the counts of `equity`, each counting `weight`, but not its
    /// sums over sweeps: the runs pooled this way (a range's combos, each
    /// with its own share of the samples) take the deals' standard error,
    /// which can only overstate theirs.
    pub(crate) fn add_equity(&mut self, equity: &Equity, weight: T)
    where
        T: From<u128> + core::ops::Mul<Output = T>,
    {
        for (p, player) in equity.players.iter().enumerate() {
            self.wins[p] += T::from(player.wins) * weight;
            for (n, &ties) in player.ties.iter().enumerate() {
                self.ties[p][n] += T::from(ties) * weight;
            }
        }
        self.deals += T::from(equity.deals) * weight;
    }

    /// The sum of `self` and `other`.
    pub(crate) fn plus(mut self, other: Tally<T>) -> Tally<T> {
        self.add_each(&other, |n| n);
        self
    }

    /// Adds `count(n)` for each count `n` of `other`, and its sums over
    /// sweeps as they are (sweeps come from Monte Carlo, where a deal
    /// counts once).
    fn add_each<U: Copy>(&mut self, other: &Tally<U>, count: impl Fn(U) -> T) {
        if let Some(other) = &other.split {
            let split = self
                .split
                .get_or_insert_with(|| Box::new(SplitTally::new()));
            split.add_each(other, &count);
        }
        for p in 0..MAX_PLAYERS {
            self.sweeps[p].plus(&other.sweeps[p]);
            self.wins[p] += count(other.wins[p]);
            for n in 0..=MAX_PLAYERS {
                self.ties[p][n] += count(other.ties[p][n]);
            }
        }
        self.deals += count(other.deals);
    }
}

impl Tally<u64> {
    /// Counts the deals of `cluster` (a sweep, or a run of deals whose
    /// boards are stratified) among `players` players, adding the cluster
    /// to each player's sums over the sweeps.
    pub(crate) fn record_cluster(&mut self, players: usize, cluster: &Tally<u64>) {
        for (p, sweeps) in self.sweeps.iter_mut().enumerate().take(players) {
            sweeps.add(cluster.deals, cluster.shares(p));
        }
        self.add_each(cluster, |n| n);
    }

    /// [`record_cluster`](Self::record_cluster) for a cluster counted by
    /// the set of players sharing the best hand (as
    /// [`record_by_winners`](Self::record_by_winners) counts them).
    pub(crate) fn record_sweep(&mut self, players: usize, by_winners: &[u32]) {
        let mut cluster = Tally::new();
        cluster.record_by_winners(players, by_winners);
        self.record_cluster(players, &cluster);
    }

    /// Player `p`'s pots won: in the split-pot games their shares in
    /// [`POT_UNIT`]s, in the others in [`SHARE_UNIT`]s.
    fn shares(&self, p: usize) -> u64 {
        match &self.split {
            Some(split) => split.pot[p],
            None => (2..=MAX_PLAYERS).fold(self.wins[p] * SHARE_UNIT, |shares, k| {
                shares + self.ties[p][k] * (SHARE_UNIT / k as u64)
            }),
        }
    }
}

impl<T: Copy> Tally<T>
where
    u128: From<T>,
{
    /// The result for the first `players` players.
    pub(crate) fn finish(&self, players: usize, method: Method) -> Equity {
        let players = (0..players)
            .map(|p| PlayerEquity {
                wins: self.wins[p].into(),
                ties: self.ties[p].map(u128::from),
                deals: self.deals.into(),
                sweeps: self.sweeps[p],
                split: self.split.as_ref().map(|split| SplitPot {
                    scoops: split.scoops[p].into(),
                    low_wins: split.low_wins[p].into(),
                    low_ties: split.low_ties[p].map(u128::from),
                    pot: split.pot[p].into(),
                    pot_squared: split.pot_squared[p].into(),
                }),
            })
            .collect();
        Equity {
            players,
            deals: self.deals.into(),
            method,
            no_low: self.split.as_ref().map(|split| split.no_low.into()),
            target_reached: None,
        }
    }
}

/// Deserialization through the checks of what a calculation can make: a
/// value that passes is one the library could have returned, and every
/// method is total on it.
#[cfg(feature = "serde")]
mod checked {
    use super::{Equity, MAX_PLAYERS, Method, POT_UNIT, PlayerEquity, SplitPot, Sweeps};

    #[derive(serde::Deserialize)]
    pub(super) struct PlayerFields {
        wins: u128,
        ties: [u128; MAX_PLAYERS + 1],
        deals: u128,
        #[serde(default)]
        sweeps: Sweeps,
        #[serde(default)]
        split: Option<SplitPot>,
    }

    impl TryFrom<PlayerFields> for PlayerEquity {
        type Error = &'static str;

        fn try_from(fields: PlayerFields) -> Result<PlayerEquity, Self::Error> {
            let PlayerFields {
                wins,
                ties,
                deals,
                sweeps,
                split,
            } = fields;
            if ties[..2].iter().any(|&t| t != 0) {
                return Err("ties are shared by two players or more");
            }
            let won_or_tied = ties.iter().try_fold(wins, |sum, &t| sum.checked_add(t));
            if won_or_tied.is_none_or(|counted| counted > deals) {
                return Err("wins and ties are more than the deals");
            }
            if sweeps.count > deals {
                return Err("more sweeps than deals");
            }
            Ok(PlayerEquity {
                wins,
                ties,
                deals,
                sweeps,
                split,
            })
        }
    }

    #[derive(serde::Deserialize)]
    pub(super) struct EquityFields {
        players: Vec<PlayerEquity>,
        deals: u128,
        method: Method,
        #[serde(default)]
        no_low: Option<u128>,
        #[serde(default)]
        target_reached: Option<bool>,
    }

    impl TryFrom<EquityFields> for Equity {
        type Error = &'static str;

        fn try_from(fields: EquityFields) -> Result<Equity, Self::Error> {
            let EquityFields {
                players,
                deals,
                method,
                no_low,
                target_reached,
            } = fields;
            if !(2..=MAX_PLAYERS).contains(&players.len()) {
                return Err("an equity has 2 to 10 players");
            }
            if players.iter().any(|player| player.deals != deals) {
                return Err("every player counts the equity's deals");
            }
            if pots(players.iter().map(|p| (p.wins, &p.ties)))? != deals {
                return Err("the deals' pots are not all won or shared");
            }
            if let Some(no_low) = no_low {
                split_pots(&players, deals, no_low)?;
            } else if players.iter().any(|player| player.split.is_some()) {
                return Err("split pots without a count of deals with no low");
            }
            let (samples, partial) = match method {
                Method::Exact => (None, None),
                Method::MonteCarlo { samples, .. } => (Some(samples), None),
                Method::PartialExact(partial) => (None, Some(partial)),
                Method::PartialMonteCarlo {
                    samples, partial, ..
                } => (Some(samples), Some(partial)),
            };
            if partial.is_some_and(|partial| partial.pieces_counted > partial.pieces) {
                return Err("more pieces counted than planned");
            }
            if samples.is_some_and(|samples| u128::from(samples) != deals) {
                return Err("a Monte Carlo equity counts its samples");
            }
            if samples.is_none() && target_reached.is_some() {
                return Err("only Monte Carlo has a standard error target");
            }
            Ok(Equity {
                players,
                deals,
                method,
                no_low,
                target_reached,
            })
        }
    }

    /// The pots (or halves) that each player's wins and ties, by how many
    /// share them, add up to: a pot goes to its winner, or is shared by
    /// the `k` players who tie.
    fn pots<'a>(
        counts: impl Iterator<Item = (u128, &'a [u128; MAX_PLAYERS + 1])> + Clone,
    ) -> Result<u128, &'static str> {
        let mut pots = counts.clone().map(|(wins, _)| wins).sum::<u128>();
        for k in 2..=MAX_PLAYERS {
            let tied: u128 = counts.clone().map(|(_, ties)| ties[k]).sum();
            if !tied.is_multiple_of(k as u128) {
                return Err("a tie is shared by as many players as it says");
            }
            pots += tied / k as u128;
        }
        Ok(pots)
    }

    /// Checks the split-pot counts of `players`: each deal's low half is
    /// won or shared unless no low qualified, and the pot shares add up to
    /// the deals' pots.
    fn split_pots(players: &[PlayerEquity], deals: u128, no_low: u128) -> Result<(), &'static str> {
        let splits: Option<Vec<SplitPot>> = players.iter().map(|player| player.split).collect();
        let Some(splits) = splits else {
            return Err("a split-pot equity counts every player's low");
        };
        let lows = pots(splits.iter().map(|split| (split.low_wins, &split.low_ties)))?;
        if lows.checked_add(no_low) != Some(deals) {
            return Err("the deals' low halves are not all won, shared or without a low");
        }
        let pots = splits
            .iter()
            .try_fold(0u128, |sum, split| sum.checked_add(split.pot));
        if pots != deals.checked_mul(u128::from(POT_UNIT)) {
            return Err("the shares of the pots do not add up to the deals");
        }
        Ok(())
    }
}
