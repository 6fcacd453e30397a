//! Tournaments: duplicate deals, every strategy in every seat, on all cores.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use card_core::{CardSet, Deck};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::{Game, PlayError, Rules, Seat, Strategy};

/// The Wilson score interval of `successes` in `trials` at `z` standard
/// deviations (1.96 for 95%): `(low, high)` in `0.0..=1.0`, `(0, 1)` for
/// no trials.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::wilson_interval;
///
/// let (low, high) = wilson_interval(600, 1000, 1.96);
/// assert!((low - 0.5693).abs() < 1e-4 && (high - 0.6299).abs() < 1e-4);
/// assert_eq!(wilson_interval(0, 0, 1.96), (0.0, 1.0));
/// ```
pub fn wilson_interval(successes: u64, trials: u64, z: f64) -> (f64, f64) {
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

/// One strategy's results in a tournament.
///
/// Counts are exact; rates are derived from them.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Greedy, RandomPlayer, Rules, Tournament};
///
/// let report = Tournament::new(Rules::document()).deals(5).seed(1)
///     .run(&[&Greedy, &RandomPlayer, &RandomPlayer, &RandomPlayer])?;
/// let greedy = &report.standings[0];
/// assert_eq!(greedy.name, "greedy");
/// assert_eq!(greedy.games, 20);
/// let (low, high) = greedy.interval();
/// assert!(low <= greedy.win_rate() && greedy.win_rate() <= high);
/// # Ok::<(), bigtwo_ai::PlayError>(())
/// ```
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
    /// Time spent deciding, in all.
    pub thinking: Duration,
    /// The longest single decision.
    pub slowest: Duration,
}

impl Standing {
    /// The share of games won.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let report = Tournament::new(Rules::document()).deals(3).run(&[&Greedy; 4])?;
    /// let total: f64 = report.standings.iter().map(|s| s.win_rate()).sum();
    /// assert!((total - 1.0).abs() < 1e-9);
    /// # Ok::<(), bigtwo_ai::PlayError>(())
    /// ```
    pub fn win_rate(&self) -> f64 {
        self.wins as f64 / self.games.max(1) as f64
    }

    /// The Wilson 95% interval of the win rate.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let report = Tournament::new(Rules::document()).deals(3).run(&[&Greedy; 4])?;
    /// let (low, high) = report.standings[0].interval();
    /// assert!(0.0 <= low && low <= high && high <= 1.0);
    /// # Ok::<(), bigtwo_ai::PlayError>(())
    /// ```
    pub fn interval(&self) -> (f64, f64) {
        wilson_interval(self.wins, self.games, 1.96)
    }

    /// The average score per game.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let report = Tournament::new(Rules::document()).deals(3).run(&[&Greedy; 4])?;
    /// let total: f64 = report.standings.iter().map(|s| s.average_score()).sum();
    /// assert!(total.abs() < 1e-9); // the winner collects what the others pay
    /// # Ok::<(), bigtwo_ai::PlayError>(())
    /// ```
    pub fn average_score(&self) -> f64 {
        self.score as f64 / self.games.max(1) as f64
    }

    /// The average time per decision, in milliseconds.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let report = Tournament::new(Rules::document()).deals(3).run(&[&Greedy; 4])?;
    /// assert!(report.standings[0].ms_per_decision() < 20.0);
    /// # Ok::<(), bigtwo_ai::PlayError>(())
    /// ```
    pub fn ms_per_decision(&self) -> f64 {
        self.thinking.as_secs_f64() * 1000.0 / self.decisions.max(1) as f64
    }
}

/// The results of a tournament, one standing per place in the lineup.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Greedy, Rules, Tournament};
///
/// let report = Tournament::new(Rules::document()).deals(2).run(&[&Greedy; 4])?;
/// assert_eq!(report.games, 8);
/// assert_eq!(report.standings.len(), 4);
/// # Ok::<(), bigtwo_ai::PlayError>(())
/// ```
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

/// A tournament between four strategies: every deal is played four times,
/// each strategy taking each seat once (duplicate deals with seats
/// rotated), so luck of the cards cancels out.
///
/// Deal `d` and its games draw from generators seeded from the
/// tournament's seed and `d` alone, and results are gathered in deal
/// order, so a seed gives the same results whatever the number of threads
/// (times apart).
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Greedy, RandomPlayer, Rules, Tournament};
///
/// let lineup: [&dyn bigtwo_ai::Strategy; 4] = [&Greedy, &RandomPlayer, &RandomPlayer, &RandomPlayer];
/// let tournament = Tournament::new(Rules::document()).deals(25).seed(7);
/// let one = tournament.threads(1).run(&lineup)?;
/// let two = tournament.threads(2).run(&lineup)?;
/// assert_eq!(one.standings[0].wins, two.standings[0].wins);
/// assert!(one.standings[0].win_rate() > one.standings[1].win_rate());
/// # Ok::<(), bigtwo_ai::PlayError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tournament {
    rules: Rules,
    deals: usize,
    seed: u64,
    threads: usize,
}

/// One game's results per lineup place.
#[derive(Debug, Clone, Copy, Default)]
struct Record {
    won: bool,
    instant: bool,
    score: i32,
    decisions: u64,
    thinking: Duration,
    slowest: Duration,
}

/// One game's records, or the illegal action that stopped it.
type GameResult = Result<[Record; 4], PlayError>;

/// A SplitMix64 step: seeds for deal `d` that differ from the seed's other
/// deals and games.
fn mix(seed: u64, stream: u64) -> u64 {
    let mut z = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Tournament {
    /// A tournament under `rules`: one deal, seed 0, on every core.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Tournament};
    ///
    /// let tournament = Tournament::new(Rules::document());
    /// assert_eq!(tournament.games(), 4);
    /// ```
    pub fn new(rules: Rules) -> Tournament {
        Tournament {
            rules,
            deals: 1,
            seed: 0,
            threads: std::thread::available_parallelism().map_or(1, usize::from),
        }
    }

    /// Sets the number of deals (four games each).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Tournament};
    ///
    /// assert_eq!(Tournament::new(Rules::document()).deals(500).games(), 2000);
    /// ```
    pub const fn deals(mut self, deals: usize) -> Tournament {
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
    /// assert_eq!(a.standings[0].wins, b.standings[0].wins);
    /// # Ok::<(), bigtwo_ai::PlayError>(())
    /// ```
    pub const fn seed(mut self, seed: u64) -> Tournament {
        self.seed = seed;
        self
    }

    /// Sets the number of threads (at least one).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Tournament};
    ///
    /// let _single = Tournament::new(Rules::document()).threads(1);
    /// ```
    pub fn threads(mut self, threads: usize) -> Tournament {
        self.threads = threads.max(1);
        self
    }

    /// The number of games: four per deal.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Tournament};
    ///
    /// assert_eq!(Tournament::new(Rules::document()).deals(3).games(), 12);
    /// ```
    pub const fn games(&self) -> usize {
        self.deals * 4
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
    pub fn hands(&self, deal: usize) -> [CardSet; 4] {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(mix(self.seed, deal as u64));
        let mut deck = Deck::shuffled(&mut rng);
        [(); 4].map(|()| deck.deal(13).unwrap_or(CardSet::EMPTY))
    }

    /// Plays the tournament: lineup place `i` sits at seat `(i + r) % 4`
    /// in rotation `r` of every deal.
    ///
    /// # Errors
    ///
    /// The [`PlayError`] of the first illegal action a strategy takes (in
    /// deal order); the strategies of this crate take none.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Rules, Smart, Tournament};
    ///
    /// let report = Tournament::new(Rules::document()).deals(4).seed(3)
    ///     .run(&[&Smart, &Greedy, &Greedy, &Greedy])?;
    /// assert_eq!(report.standings[1].name, "greedy");
    /// # Ok::<(), bigtwo_ai::PlayError>(())
    /// ```
    pub fn run(&self, lineup: &[&dyn Strategy; 4]) -> Result<TournamentReport, PlayError> {
        let jobs = self.games();
        let next = AtomicUsize::new(0);
        let done: Mutex<Vec<(usize, GameResult)>> = Mutex::new(Vec::with_capacity(jobs));
        std::thread::scope(|scope| {
            for _ in 0..self.threads.min(jobs.max(1)) {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let job = next.fetch_add(1, Ordering::Relaxed);
                        if job >= jobs {
                            break;
                        }
                        mine.push((job, self.play_game(job / 4, job % 4, lineup)));
                    }
                    if let Ok(mut all) = done.lock() {
                        all.extend(mine);
                    }
                });
            }
        });
        let mut results = done.into_inner().unwrap_or_default();
        results.sort_by_key(|(job, _)| *job);
        let mut standings: Vec<Standing> = lineup
            .iter()
            .map(|strategy| Standing {
                name: strategy.name().to_owned(),
                games: 0,
                wins: 0,
                score: 0,
                decisions: 0,
                thinking: Duration::ZERO,
                slowest: Duration::ZERO,
            })
            .collect();
        let mut instant_wins = 0;
        for (_, result) in results {
            let records = result?;
            for (standing, record) in standings.iter_mut().zip(records) {
                standing.games += 1;
                standing.wins += u64::from(record.won);
                standing.score += i64::from(record.score);
                standing.decisions += record.decisions;
                standing.thinking += record.thinking;
                standing.slowest = standing.slowest.max(record.slowest);
            }
            instant_wins += u64::from(records[0].instant);
        }
        Ok(TournamentReport {
            games: jobs as u64,
            instant_wins,
            standings,
        })
    }

    /// Plays rotation `rotation` of deal `deal`; records by lineup place.
    fn play_game(&self, deal: usize, rotation: usize, lineup: &[&dyn Strategy; 4]) -> GameResult {
        let hands = self.hands(deal);
        // Views of a game carry its public history.
        let mut game = match Game::from_hands(self.rules, hands, None) {
            Ok(game) => game,
            Err(_) => unreachable!("a shuffled deck deals four hands of 13"),
        };
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(mix(
            self.seed,
            ((deal as u64) << 3) | (4 + rotation as u64),
        ));
        let place_at = |seat: Seat| (seat.index() + 4 - rotation) % 4;
        let mut records = [Record::default(); 4];
        while !game.is_over() {
            let seat = game.turn();
            let place = place_at(seat);
            let start = Instant::now();
            let action = lineup[place].choose(&game.view(seat), &mut rng);
            let took = start.elapsed();
            let record = &mut records[place];
            record.decisions += 1;
            record.thinking += took;
            record.slowest = record.slowest.max(took);
            game.apply(seat, action)?;
        }
        if let Some(outcome) = game.outcome() {
            for seat in Seat::ALL {
                let record = &mut records[place_at(seat)];
                record.won = seat == outcome.winner;
                record.instant = outcome.instant.is_some();
                record.score = outcome.scores[seat.index()];
            }
        }
        Ok(records)
    }
}
