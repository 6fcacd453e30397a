//! Tournaments: duplicate deals, every strategy in every seat, on every
//! core (with the `parallel` feature).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use card_core::CardSet;
#[cfg(feature = "parallel")]
use rayon::prelude::*;

use crate::game::deal_hands;
use rand::Rng;

use crate::{Action, ActionError, Game, Rules, Seat, Strategy};

/// The normal quantile of a 95% two-sided interval.
const Z_95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval of `successes` in `trials` at `z` standard
/// deviations: `(low, high)` in `0.0..=1.0`, `(0, 1)` for no trials.
fn wilson_interval(successes: u64, trials: u64, z: f64) -> (f64, f64) {
    if trials == 0 {
        return (0.0, 1.0);
    }
    let n = trials as f64;
    let p = successes as f64 / n;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// One strategy's results in a tournament: integer counts, and rates
/// derived from them.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Greedy, RandomPlayer, Rules, Tournament};
///
/// let (report, _) = Tournament::new(Rules::document()).deals(5).seed(1)
///     .run(&[&Greedy, &RandomPlayer, &RandomPlayer, &RandomPlayer])?;
/// let greedy = &report.standings[0];
/// assert_eq!(greedy.name, "greedy");
/// assert_eq!(greedy.games, 20);
/// let (low, high) = greedy.confidence_interval();
/// assert!(low <= greedy.win_rate() && greedy.win_rate() <= high);
/// # Ok::<(), bigtwo_ai::TournamentError>(())
/// ```
///
/// With the `serde` feature a standing is read back only if it has no more
/// wins than games.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Standing {
    /// The strategy's name.
    pub name: String,
    /// Games played.
    pub games: u64,
    /// Games won.
    pub wins: u64,
    /// The sum of its scores.
    pub score: i64,
    /// Decisions taken.
    pub decisions: u64,
}

impl Standing {
    /// The share of games won.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let (report, _) = Tournament::new(Rules::document()).deals(3).run(&[&Greedy; 4])?;
    /// let total: f64 = report.standings.iter().map(|s| s.win_rate()).sum();
    /// assert!((total - 1.0).abs() < 1e-9);
    /// # Ok::<(), bigtwo_ai::TournamentError>(())
    /// ```
    pub fn win_rate(&self) -> f64 {
        self.wins as f64 / self.games.max(1) as f64
    }

    /// The standard error of the win rate, `sqrt(p (1 - p) / games)`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, RandomPlayer, Rules, Tournament};
    ///
    /// let (report, _) = Tournament::new(Rules::document()).deals(25).seed(4)
    ///     .run(&[&Greedy, &RandomPlayer, &RandomPlayer, &RandomPlayer])?;
    /// let greedy = &report.standings[0];
    /// let p = greedy.win_rate();
    /// assert!((greedy.standard_error() - (p * (1.0 - p) / 100.0).sqrt()).abs() < 1e-12);
    /// # Ok::<(), bigtwo_ai::TournamentError>(())
    /// ```
    pub fn standard_error(&self) -> f64 {
        let p = self.win_rate();
        (p * (1.0 - p) / self.games.max(1) as f64).sqrt()
    }

    /// The Wilson score 95% interval of the win rate, `(low, high)`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let (report, _) = Tournament::new(Rules::document()).deals(3).run(&[&Greedy; 4])?;
    /// let (low, high) = report.standings[0].confidence_interval();
    /// assert!(0.0 <= low && low <= high && high <= 1.0);
    /// # Ok::<(), bigtwo_ai::TournamentError>(())
    /// ```
    pub fn confidence_interval(&self) -> (f64, f64) {
        wilson_interval(self.wins, self.games, Z_95)
    }

    /// The average score per game.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let (report, _) = Tournament::new(Rules::document()).deals(3).run(&[&Greedy; 4])?;
    /// let total: f64 = report.standings.iter().map(|s| s.average_score()).sum();
    /// assert!(total.abs() < 1e-9); // the winner collects what the others pay
    /// # Ok::<(), bigtwo_ai::TournamentError>(())
    /// ```
    pub fn average_score(&self) -> f64 {
        self.score as f64 / self.games.max(1) as f64
    }
}

/// How many histogram buckets a power of two of nanoseconds spans.
const BUCKETS_PER_OCTAVE: u32 = 16;

/// Histogram buckets: durations below 2^49 ns (six and a half days)
/// apart; longer ones share the last.
const BUCKETS: usize = 46 * BUCKETS_PER_OCTAVE as usize;

/// The histogram bucket of a duration of `ns` nanoseconds: exact below
/// 16 ns, then sixteen buckets a power of two (each 1/16 of its octave).
fn bucket(ns: u64) -> usize {
    let per = u64::from(BUCKETS_PER_OCTAVE);
    if ns < per {
        return ns as usize;
    }
    let octave = u64::from(63 - ns.leading_zeros());
    let step = (ns >> (octave - 4)) & (per - 1);
    (((octave - 3) * per + step) as usize).min(BUCKETS - 1)
}

/// The longest duration in nanoseconds that falls in bucket `index`.
fn bucket_end(index: usize) -> u64 {
    let per = u64::from(BUCKETS_PER_OCTAVE);
    let index = index as u64;
    if index < per {
        return index;
    }
    let (octave, step) = (index / per + 3, index % per);
    ((per + step + 1) << (octave - 4)) - 1
}

/// How long one lineup place took to decide, wall clock: apart from the
/// [`TournamentReport`], which holds only what the seed determines. It
/// keeps a histogram of the decisions' times (sixteen buckets a power of
/// two) for its [`quantile`](Timing::quantile)s, so its size does not
/// grow with the number of decisions.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Greedy, Rules, Tournament};
///
/// let (report, timing) = Tournament::new(Rules::document()).deals(3).run(&[&Greedy; 4])?;
/// assert_eq!(timing[0].decisions, report.standings[0].decisions);
/// assert!(timing[0].slowest <= timing[0].thinking);
/// # Ok::<(), bigtwo_ai::TournamentError>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Timing {
    /// Decisions taken.
    pub decisions: u64,
    /// Time spent deciding, in all.
    pub thinking: Duration,
    /// The longest single decision.
    pub slowest: Duration,
    /// Decisions by time taken (on the heap: a tournament's parallel
    /// pieces hold several timings on each nested thread's stack).
    histogram: Box<[u64; BUCKETS]>,
}

impl Default for Timing {
    fn default() -> Timing {
        Timing {
            decisions: 0,
            thinking: Duration::ZERO,
            slowest: Duration::ZERO,
            histogram: Box::new([0; BUCKETS]),
        }
    }
}

impl Timing {
    /// The average time per decision, in milliseconds.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let (_, timing) = Tournament::new(Rules::document()).deals(3).run(&[&Greedy; 4])?;
    /// assert!(timing[0].ms_per_decision() < 20.0);
    /// # Ok::<(), bigtwo_ai::TournamentError>(())
    /// ```
    pub fn ms_per_decision(&self) -> f64 {
        self.thinking.as_secs_f64() * 1000.0 / self.decisions.max(1) as f64
    }

    /// A time within which a share `q` of the decisions were taken (`q`
    /// from 0 to 1; 0.999 for the 99.9th percentile): the end of the
    /// histogram bucket that holds the decision of that rank, at most
    /// 1/16 of a power of two above its time, and never above the
    /// slowest. `None` if `q` is not in `0.0..=1.0` or there were no
    /// decisions.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let (_, timing) = Tournament::new(Rules::document()).deals(3).run(&[&Greedy; 4])?;
    /// let p999 = timing[0].quantile(0.999).unwrap();
    /// assert!(timing[0].quantile(0.5).unwrap() <= p999);
    /// assert!(p999 <= timing[0].slowest);
    /// assert_eq!(timing[0].quantile(1.5), None);
    /// # Ok::<(), bigtwo_ai::TournamentError>(())
    /// ```
    pub fn quantile(&self, q: f64) -> Option<Duration> {
        if !(0.0..=1.0).contains(&q) || self.decisions == 0 {
            return None;
        }
        // The rank of the decision, from 1.
        let rank = ((q * self.decisions as f64).ceil() as u64).max(1);
        let mut seen = 0;
        let index = self.histogram.iter().position(|&count| {
            seen += count;
            seen >= rank
        })?;
        Some(Duration::from_nanos(bucket_end(index)).min(self.slowest))
    }

    /// Counts one decision that took `took`.
    fn record(&mut self, took: Duration) {
        self.decisions += 1;
        self.thinking += took;
        self.slowest = self.slowest.max(took);
        let ns = u64::try_from(took.as_nanos()).unwrap_or(u64::MAX);
        self.histogram[bucket(ns)] += 1;
    }

    /// Both timings together.
    fn merge(&self, other: &Timing) -> Timing {
        Timing {
            decisions: self.decisions + other.decisions,
            thinking: self.thinking + other.thinking,
            slowest: self.slowest.max(other.slowest),
            histogram: Box::new(core::array::from_fn(|i| {
                self.histogram[i] + other.histogram[i]
            })),
        }
    }
}

/// Why a tournament could not be played.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Greedy, Rules, Tournament, TournamentError};
///
/// let err = Tournament::new(Rules::document()).deals(0).run(&[&Greedy; 4]).unwrap_err();
/// assert_eq!(err, TournamentError::Deals { deals: 0 });
/// assert_eq!(err.to_string(), "deals must be from 1 to 4611686018427387903, not 0");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum TournamentError {
    /// No deals, or more than the games' count can hold (four a deal, in
    /// a `u64`).
    #[error("deals must be from 1 to {}, not {deals}", Tournament::MAX_DEALS)]
    Deals {
        /// The number of deals asked for.
        deals: u64,
    },
    /// A strategy's illegal action; the first in deal order.
    #[error("deal {deal}: {error}")]
    Illegal {
        /// The deal, from 0 (as [`Tournament::hands`] numbers them).
        deal: u64,
        /// Why the action was illegal.
        error: ActionError,
    },
}

/// The results of a tournament, one standing per place in the lineup:
/// what the seed determines, and nothing else (times are in [`Timing`]).
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Greedy, Rules, Tournament};
///
/// let tournament = Tournament::new(Rules::document()).deals(2);
/// let (report, _) = tournament.run(&[&Greedy; 4])?;
/// assert_eq!(report.games, 8);
/// assert_eq!(report.standings.len(), 4);
/// assert_eq!(tournament.run(&[&Greedy; 4])?.0, report);
/// # Ok::<(), bigtwo_ai::TournamentError>(())
/// ```
///
/// With the `serde` feature a report is read back only if its counts are a
/// tournament's: four games a deal, four standings that each played every
/// game, one winner a game, scores that add up to zero (the winner collects
/// what the others pay) and no more instant wins than games.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct TournamentReport {
    /// Games played: four per deal.
    pub games: u64,
    /// Games that ended with an instant win at the deal.
    pub instant_wins: u64,
    /// Each lineup place's results, in lineup order.
    pub standings: Vec<Standing>,
}

/// A standing is read back only if its counts are possible (see
/// [`Standing`]).
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Standing {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// The fields as written.
        #[derive(serde::Deserialize)]
        #[serde(rename = "Standing", deny_unknown_fields)]
        struct Fields {
            name: String,
            games: u64,
            wins: u64,
            score: i64,
            decisions: u64,
        }
        let f = Fields::deserialize(deserializer)?;
        if f.wins > f.games {
            return Err(serde::de::Error::custom(format_args!(
                "{} wins in {} games",
                f.wins, f.games
            )));
        }
        Ok(Standing {
            name: f.name,
            games: f.games,
            wins: f.wins,
            score: f.score,
            decisions: f.decisions,
        })
    }
}

/// A report is read back only if its counts are a tournament's (see
/// [`TournamentReport`]).
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for TournamentReport {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// The fields as written.
        #[derive(serde::Deserialize)]
        #[serde(rename = "TournamentReport", deny_unknown_fields)]
        struct Fields {
            games: u64,
            instant_wins: u64,
            standings: Vec<Standing>,
        }
        let Fields {
            games,
            instant_wins,
            standings,
        } = Fields::deserialize(deserializer)?;
        let wins = standings
            .iter()
            .try_fold(0u64, |sum, s| sum.checked_add(s.wins));
        let score = standings
            .iter()
            .try_fold(0i64, |sum, s| sum.checked_add(s.score));
        let holds = games % Seat::ALL.len() as u64 == 0
            && instant_wins <= games
            && standings.len() == Seat::ALL.len()
            && standings.iter().all(|s| s.games == games)
            && wins == Some(games)
            && score == Some(0);
        if !holds {
            return Err(serde::de::Error::custom(format_args!(
                "{games} games, {instant_wins} instant wins and {} standings are not a \
                 tournament's: four games a deal, four standings of every game, one winner a \
                 game, scores adding up to zero",
                standings.len()
            )));
        }
        Ok(TournamentReport {
            games,
            instant_wins,
            standings,
        })
    }
}

/// A place at a tournament's table: what decides there, from the whole
/// game. A strategy decides from its seat's view; the oracle (in its own
/// module) reads every hand.
pub(crate) trait Player: Sync {
    /// The name its standing shows.
    fn name(&self) -> &str;

    /// The action of the player to act in `game`.
    fn decide(&self, game: &Game, rng: &mut dyn Rng) -> Action;
}

impl Player for &dyn Strategy {
    fn name(&self) -> &str {
        Strategy::name(*self)
    }

    fn decide(&self, game: &Game, rng: &mut dyn Rng) -> Action {
        self.choose(&game.view(game.turn()), rng)
    }
}

/// A tournament between four strategies: every deal is played four times,
/// each strategy taking each seat once (duplicate deals with seats
/// rotated), so luck of the cards cancels out.
///
/// Deal `d` and its four games draw from `card_core::stream_rng(seed, d)`
/// alone, and the results are integer counts added up exactly, so a seed
/// gives the same report on any number of threads. With the `parallel`
/// feature (on by default) the deals are shared among rayon's threads
/// (the pool the caller installs, or `RAYON_NUM_THREADS`); without it
/// they are played in order on the calling thread. Memory does not grow
/// with the number of deals.
///
/// A long tournament can be watched and stopped: [`Tournament::progress`]
/// counts the deals as they finish, for another thread to show, and
/// [`Tournament::cancel`] stops it at a flag, with the report of the deals
/// played in full until then.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Greedy, RandomPlayer, Rules, Tournament};
///
/// let lineup: [&dyn bigtwo_ai::Strategy; 4] = [&Greedy, &RandomPlayer, &RandomPlayer, &RandomPlayer];
/// let (report, _) = Tournament::new(Rules::document()).deals(25).seed(7).run(&lineup)?;
/// assert!(report.standings[0].win_rate() > report.standings[1].win_rate());
/// # Ok::<(), bigtwo_ai::TournamentError>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Tournament<'a> {
    rules: Rules,
    deals: u64,
    seed: u64,
    cancel: Option<&'a AtomicBool>,
    progress: Option<&'a AtomicU64>,
}

/// Results added up over deals, by lineup place.
#[derive(Debug, Clone, Default)]
struct Totals {
    games: u64,
    instant_wins: u64,
    wins: [u64; 4],
    score: [i64; 4],
    timing: [Timing; 4],
    /// The first illegal action, by deal.
    illegal: Option<(u64, ActionError)>,
}

impl Totals {
    /// Both totals together: sums, maxima and the earlier error, so the
    /// order of merging changes nothing.
    fn merge(self, other: Totals) -> Totals {
        let illegal = match (self.illegal, other.illegal) {
            (Some(a), Some(b)) => Some(if a.0 <= b.0 { a } else { b }),
            (a, b) => a.or(b),
        };
        Totals {
            games: self.games + other.games,
            instant_wins: self.instant_wins + other.instant_wins,
            wins: core::array::from_fn(|i| self.wins[i] + other.wins[i]),
            score: core::array::from_fn(|i| self.score[i] + other.score[i]),
            timing: core::array::from_fn(|i| self.timing[i].merge(&other.timing[i])),
            illegal,
        }
    }
}

impl<'a> Tournament<'a> {
    /// The most deals a tournament can play: four games each must be
    /// countable in a `u64`.
    pub const MAX_DEALS: u64 = u64::MAX / 4;

    /// A tournament under `rules`: one deal, seed 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Tournament};
    ///
    /// let tournament = Tournament::new(Rules::document());
    /// assert_eq!(tournament.games(), Some(4));
    /// ```
    pub const fn new(rules: Rules) -> Tournament<'a> {
        Tournament {
            rules,
            deals: 1,
            seed: 0,
            cancel: None,
            progress: None,
        }
    }

    /// Sets the number of deals (four games each), checked by
    /// [`run`](Tournament::run).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Tournament};
    ///
    /// assert_eq!(Tournament::new(Rules::document()).deals(500).games(), Some(2000));
    /// ```
    pub const fn deals(mut self, deals: u64) -> Tournament<'a> {
        self.deals = deals;
        self
    }

    /// Sets the seed.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let a = Tournament::new(Rules::document()).seed(1).run(&[&Greedy; 4])?;
    /// let b = Tournament::new(Rules::document()).seed(1).run(&[&Greedy; 4])?;
    /// assert_eq!(a.0, b.0);
    /// # Ok::<(), bigtwo_ai::TournamentError>(())
    /// ```
    pub const fn seed(mut self, seed: u64) -> Tournament<'a> {
        self.seed = seed;
        self
    }

    /// Stops the tournament once `flag` is set (by another thread, or a
    /// Ctrl-C handler): no deal starts after that, the deals under way are
    /// played out, and [`run`](Tournament::run) reports the deals played
    /// in full, so that a stopped tournament's report holds fewer games
    /// than [`games`](Tournament::games).
    ///
    /// # Examples
    ///
    /// ```
    /// use std::sync::atomic::AtomicBool;
    ///
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let stop = AtomicBool::new(true); // set before the start: no deal is played
    /// let tournament = Tournament::new(Rules::document()).deals(1 << 60).cancel(&stop);
    /// let (report, _) = tournament.run(&[&Greedy; 4])?;
    /// assert_eq!(report.games, 0);
    /// # Ok::<(), bigtwo_ai::TournamentError>(())
    /// ```
    pub const fn cancel(mut self, flag: &'a AtomicBool) -> Tournament<'a> {
        self.cancel = Some(flag);
        self
    }

    /// Adds one to `deals_done` as each deal finishes, so that another
    /// thread can show how far the tournament has got.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::sync::atomic::{AtomicU64, Ordering};
    ///
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let done = AtomicU64::new(0);
    /// Tournament::new(Rules::document()).deals(3).progress(&done).run(&[&Greedy; 4])?;
    /// assert_eq!(done.load(Ordering::Relaxed), 3);
    /// # Ok::<(), bigtwo_ai::TournamentError>(())
    /// ```
    pub const fn progress(mut self, deals_done: &'a AtomicU64) -> Tournament<'a> {
        self.progress = Some(deals_done);
        self
    }

    /// The number of games, four per deal; `None` if it does not fit in a
    /// `u64`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Tournament};
    ///
    /// assert_eq!(Tournament::new(Rules::document()).deals(3).games(), Some(12));
    /// assert_eq!(Tournament::new(Rules::document()).deals(1 << 62).games(), None);
    /// ```
    pub const fn games(&self) -> Option<u64> {
        self.deals.checked_mul(4)
    }

    /// The hands of deal `d` (by seat), as the tournament deals them.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Tournament};
    ///
    /// let hands = Tournament::new(Rules::document()).seed(7).hands(0);
    /// assert!(hands.iter().all(|hand| hand.len() == 13));
    /// ```
    pub fn hands(&self, deal: u64) -> [CardSet; 4] {
        deal_hands(&mut card_core::stream_rng(self.seed, deal))
    }

    /// Plays the tournament: lineup place `i` sits at seat `(i + r) % 4`
    /// in rotation `r` of every deal. Returns the report and, apart, each
    /// lineup place's time spent deciding.
    ///
    /// # Errors
    ///
    /// [`TournamentError::Deals`] for no deals or more than
    /// [`Tournament::MAX_DEALS`]; [`TournamentError::Illegal`] for the
    /// first illegal action a strategy takes, in deal order (the
    /// strategies of this crate take none).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Rules, Smart, Tournament, TournamentError};
    ///
    /// let tournament = Tournament::new(Rules::document()).deals(4).seed(3);
    /// let (report, _) = tournament.run(&[&Smart, &Greedy, &Greedy, &Greedy])?;
    /// assert_eq!(report.standings[1].name, "greedy");
    ///
    /// let too_many = tournament.deals(1 << 62).run(&[&Greedy; 4]);
    /// assert_eq!(too_many.unwrap_err(), TournamentError::Deals { deals: 1 << 62 });
    /// # Ok::<(), TournamentError>(())
    /// ```
    pub fn run(
        &self,
        lineup: &[&dyn Strategy; 4],
    ) -> Result<(TournamentReport, [Timing; 4]), TournamentError> {
        self.run_players(lineup.each_ref().map(|strategy| strategy as &dyn Player))
    }

    /// Plays the tournament between `lineup`.
    pub(crate) fn run_players(
        &self,
        lineup: [&dyn Player; 4],
    ) -> Result<(TournamentReport, [Timing; 4]), TournamentError> {
        if !(1..=Tournament::MAX_DEALS).contains(&self.deals) {
            return Err(TournamentError::Deals { deals: self.deals });
        }
        // A deal is played unless the tournament is cancelled; the deals
        // are stopped at the first one that is not (with rayon, the deals
        // under way elsewhere are played out).
        let played = |deal: u64| {
            let cancelled = self.cancel.is_some_and(|flag| flag.load(Ordering::Relaxed));
            (!cancelled).then(|| {
                let totals = self.play_deal(deal, &lineup);
                if let Some(done) = self.progress {
                    done.fetch_add(1, Ordering::Relaxed);
                }
                totals
            })
        };
        #[cfg(feature = "parallel")]
        let totals = (0..self.deals)
            .into_par_iter()
            .map(played)
            .while_some()
            .reduce(Totals::default, Totals::merge);
        #[cfg(not(feature = "parallel"))]
        let totals = (0..self.deals)
            .map_while(played)
            .fold(Totals::default(), Totals::merge);
        if let Some((deal, error)) = totals.illegal {
            return Err(TournamentError::Illegal { deal, error });
        }
        let standings = (0..4)
            .map(|place| Standing {
                name: lineup[place].name().to_owned(),
                games: totals.games,
                wins: totals.wins[place],
                score: totals.score[place],
                decisions: totals.timing[place].decisions,
            })
            .collect();
        let report = TournamentReport {
            games: totals.games,
            instant_wins: totals.instant_wins,
            standings,
        };
        Ok((report, totals.timing))
    }

    /// Plays the four rotations of deal `deal`; totals by lineup place.
    fn play_deal(&self, deal: u64, lineup: &[&dyn Player; 4]) -> Totals {
        let mut rng = card_core::stream_rng(self.seed, deal);
        let hands = deal_hands(&mut rng);
        let mut totals = Totals::default();
        for rotation in 0..4 {
            // Views of a game carry its public history.
            let Ok(mut game) = Game::from_hands(self.rules, hands, None) else {
                unreachable!("a shuffled deck deals four hands of 13")
            };
            let place_at = |seat: Seat| (seat.index() + 4 - rotation) % 4;
            let timing = &mut totals.timing;
            let played = game.play_with(|game| {
                let place = place_at(game.turn());
                let start = Instant::now();
                let action = lineup[place].decide(game, &mut rng);
                timing[place].record(start.elapsed());
                action
            });
            let outcome = match played {
                Ok(outcome) => outcome,
                Err(error) => {
                    totals.illegal = Some((deal, error));
                    return totals;
                }
            };
            totals.games += 1;
            totals.instant_wins += u64::from(outcome.instant.is_some());
            for seat in Seat::ALL {
                let place = place_at(seat);
                totals.wins[place] += u64::from(seat == outcome.winner);
                totals.score[place] += i64::from(outcome.scores[seat.index()]);
            }
        }
        totals
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        /// Each duration falls in the one bucket whose range holds it, and
        /// a bucket spans at most 1/16 of its durations.
        #[test]
        fn buckets_hold_their_durations(ns in prop_oneof![0u64..4096, 0u64..1 << 49]) {
            let index = bucket(ns);
            prop_assert!(ns <= bucket_end(index));
            let start = if index == 0 { 0 } else { bucket_end(index - 1) + 1 };
            prop_assert!(start <= ns);
            prop_assert!((bucket_end(index) - start) * 16 <= start.max(16));
        }

        /// A quantile is the time of the decision of that rank in sorted
        /// order, or at most 1/16 above it, and never above the slowest.
        #[test]
        fn quantiles_bound_the_sorted_times(
            times in prop::collection::vec(0u64..50_000_000, 1..300),
            q in 0.0f64..=1.0,
        ) {
            let mut timing = Timing::default();
            for &ns in &times {
                timing.record(Duration::from_nanos(ns));
            }
            let mut sorted = times.clone();
            sorted.sort_unstable();
            let rank = ((q * sorted.len() as f64).ceil() as usize).max(1);
            let exact = sorted[rank - 1];
            let found = timing.quantile(q).unwrap().as_nanos() as u64;
            prop_assert!(exact <= found, "{exact} > {found}");
            prop_assert!(found <= exact + exact / 16 + 1, "{found} far above {exact}");
            prop_assert!(found <= sorted[sorted.len() - 1]);
        }
    }

    #[test]
    fn durations_too_long_for_the_histogram_share_its_last_bucket() {
        assert_eq!(bucket(u64::MAX), BUCKETS - 1);
        assert_eq!(bucket(1 << 49), BUCKETS - 1);
        assert_eq!(bucket((1 << 49) - 1), BUCKETS - 1);
        assert_eq!(bucket_end(BUCKETS - 1), (1 << 49) - 1);
    }
}
