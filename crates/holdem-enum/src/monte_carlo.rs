//! Monte Carlo equity: deals sampled at random, in fixed blocks, each
//! drawn from its own seeded stream and added into a running total.

use card_core::{Card, CardSet, stream_rng};
use hand_eval::{Hand, HandRank};
use rand::RngExt;
use rand::rngs::Xoshiro256PlusPlus;

use crate::equity::Tally;
use crate::holdings::{Holdings, Table};
use crate::pieces::{self, Watch};
use crate::{Combo, Equity, EquityError, MAX_PLAYERS, Method};

/// How a Monte Carlo calculation samples: how many deals, from which
/// seed, and optionally a standard error at which to stop early.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Matchup, Method, MonteCarlo};
///
/// let options = MonteCarlo::new().samples(50_000).seed(2026);
/// let matchup = Matchup::new(["AhKh".parse()?, "QQ".parse()?]);
/// let equity = matchup.monte_carlo(options)?;
/// assert_eq!(equity.method, Method::MonteCarlo { samples: 50_000, seed: 2026 });
/// assert_eq!(matchup.monte_carlo(options)?, equity); // the same seed, the same deals
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MonteCarlo {
    pub(crate) samples: u64,
    target: Option<f64>,
    pub(crate) seed: u64,
}

impl Default for MonteCarlo {
    fn default() -> MonteCarlo {
        MonteCarlo::new()
    }
}

impl MonteCarlo {
    /// Samples by default: [`MonteCarlo::new`] draws this many deals.
    pub const DEFAULT_SAMPLES: u64 = 1_000_000;

    /// Samples come in blocks of this many, block `i` drawn from
    /// `card_core::stream_rng(seed, i)`: the unit of work of a thread.
    pub const BLOCK: u64 = 1 << 13;

    /// With a target standard error, the standard errors are checked after
    /// every this many samples (16 blocks).
    pub const CHECK_EVERY: u64 = 16 * MonteCarlo::BLOCK;

    /// [`DEFAULT_SAMPLES`](Self::DEFAULT_SAMPLES) deals with seed 0 and
    /// no target standard error.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::MonteCarlo;
    /// assert_eq!(MonteCarlo::new(), MonteCarlo::default());
    /// ```
    pub const fn new() -> MonteCarlo {
        MonteCarlo {
            samples: MonteCarlo::DEFAULT_SAMPLES,
            target: None,
            seed: 0,
        }
    }

    /// These options sampling `samples` deals (at least 1, checked when
    /// the calculation runs); with a target, the most deals to sample.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{EquityError, Matchup, MonteCarlo};
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?]);
    /// assert_eq!(matchup.monte_carlo(MonteCarlo::new().samples(5000))?.deals, 5000);
    /// assert_eq!(
    ///     matchup.monte_carlo(MonteCarlo::new().samples(0)),
    ///     Err(EquityError::NoSamples)
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn samples(self, samples: u64) -> MonteCarlo {
        MonteCarlo { samples, ..self }
    }

    /// These options stopping as soon as every player's standard error is
    /// below `target` (a positive number, checked when the calculation
    /// runs), looked at every [`MonteCarlo::CHECK_EVERY`] samples, or after
    /// [`samples`](Self::samples) deals, whichever comes first.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Matchup, MonteCarlo};
    ///
    /// let matchup = Matchup::new(["AcAs".parse()?, "KhKd".parse()?]);
    /// let equity = matchup.monte_carlo(MonteCarlo::new().target_std_error(0.002))?;
    /// // About 38,000 samples reach it: the first check.
    /// assert_eq!(equity.deals, u128::from(MonteCarlo::CHECK_EVERY));
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
    /// use holdem_enum::{Matchup, MonteCarlo};
    ///
    /// let matchup = Matchup::new(["AhKh".parse()?, "any".parse()?]);
    /// let run = |seed| matchup.monte_carlo(MonteCarlo::new().samples(10_000).seed(seed));
    /// assert_eq!(run(1)?, run(1)?);
    /// assert_ne!(run(1)?, run(2)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn seed(self, seed: u64) -> MonteCarlo {
        MonteCarlo { seed, ..self }
    }
}

/// A block gives up after this many rejected deals per sample it needs.
pub(crate) const REJECTIONS_PER_SAMPLE: u64 = 1000;

/// Samples deals of `table` as `options` says.
pub(crate) fn run(
    table: &Table,
    options: MonteCarlo,
    watch: &Watch<'_>,
) -> Result<Equity, EquityError> {
    check(options)?;
    let sampler = Sampler {
        players: table.players.iter().map(Picker::new).collect(),
        known: table.known(),
        board: Hand::from(table.board),
        to_come: table.to_come,
        deck: (!table.known()).iter().collect(),
        seed: options.seed,
        samples: options.samples,
    };
    sample(table.players.len(), options, watch, |i, tally| {
        sampler.block(i, tally)
    })
}

/// Checks `options`.
pub(crate) fn check(options: MonteCarlo) -> Result<(), EquityError> {
    if options.samples == 0 {
        return Err(EquityError::NoSamples);
    }
    if options.target.is_some_and(|t| !(t.is_finite() && t > 0.0)) {
        return Err(EquityError::BadTarget);
    }
    Ok(())
}

/// The equity of `n` players from the blocks of samples `options` asks
/// for, `block(i, tally)` adding block `i`'s samples to `tally`, and
/// stopping early once a target standard error is met.
pub(crate) fn sample(
    n: usize,
    options: MonteCarlo,
    watch: &Watch<'_>,
    block: impl Fn(u64, &mut Tally<u64>) -> Result<(), EquityError> + Sync + Send,
) -> Result<Equity, EquityError> {
    let blocks = options.samples.div_ceil(MonteCarlo::BLOCK);
    let per_round = match options.target {
        Some(_) => MonteCarlo::CHECK_EVERY / MonteCarlo::BLOCK,
        None => blocks,
    };
    watch.plan(blocks);
    let mut tally = Tally::new();
    let mut done = 0;
    loop {
        let round = per_round.min(blocks - done);
        let sampled = pieces::total(
            watch,
            done..done + round,
            Tally::new,
            |mut total, i| {
                block(i, &mut total)?;
                Ok::<_, EquityError>(total)
            },
            Tally::plus,
        )?;
        tally = tally.plus(sampled);
        done += round;
        let equity = tally.finish(
            n,
            Method::MonteCarlo {
                samples: tally.deals,
                seed: options.seed,
            },
        );
        let reached = options.target.is_some_and(|target| {
            equity
                .players
                .iter()
                .all(|p| p.standard_error().is_some_and(|e| e < target))
        });
        if reached || done == blocks || watch.stopped().is_some() {
            return Ok(equity);
        }
    }
}

/// Everything a block needs to sample deals.
struct Sampler {
    players: Vec<Picker>,
    known: CardSet,
    board: Hand,
    to_come: usize,
    deck: Vec<Card>,
    seed: u64,
    samples: u64,
}

impl Sampler {
    /// Adds the samples of block `index` to `tally`.
    fn block(&self, index: u64, tally: &mut Tally<u64>) -> Result<(), EquityError> {
        let start = index * MonteCarlo::BLOCK;
        let len = MonteCarlo::BLOCK.min(self.samples - start);
        let mut rng = stream_rng(self.seed, index);
        let mut rejected = 0;
        let mut sampled = 0;
        let mut hands = [Combo::ALL_FIRST; MAX_PLAYERS];
        let mut values = [HandRank::WORST; MAX_PLAYERS];
        let n = self.players.len();
        while sampled < len {
            // Every player's combo at once; the whole deal is thrown away
            // if two of them share a card.
            let mut used = self.known;
            let mut clash = false;
            for (hand, picker) in hands.iter_mut().zip(&self.players) {
                *hand = picker.pick(&mut rng);
                let cards = hand.cards();
                clash |= !used.is_disjoint(cards);
                used |= cards;
            }
            if clash {
                rejected += 1;
                if rejected > REJECTIONS_PER_SAMPLE * len {
                    return Err(EquityError::TooManyRejections { rejected });
                }
                continue;
            }
            let mut board = self.board;
            for _ in 0..self.to_come {
                board = board.add(draw(&self.deck, &mut used, &mut rng));
            }
            for (value, hand) in values.iter_mut().zip(&hands[..n]) {
                *value = board.add(hand.high()).add(hand.low()).evaluate();
            }
            tally.record(&values[..n], 1);
            sampled += 1;
        }
        Ok(())
    }
}

/// A card of `deck` not in `used`, drawn at random and added to `used`.
#[inline]
pub(crate) fn draw(deck: &[Card], used: &mut CardSet, rng: &mut Xoshiro256PlusPlus) -> Card {
    loop {
        let card = deck[rng.random_range(0..deck.len() as u32) as usize];
        if used.insert(card) {
            return card;
        }
    }
}

/// Picks a player's hand by weight.
pub(crate) struct Picker<T = Combo> {
    combos: Vec<T>,
    /// Running sums of the weights; empty when every weight is 1.
    cumulative: Vec<u64>,
    total: u64,
}

impl<T: Copy> Picker<T> {
    pub(crate) fn new(holdings: &Holdings<T>) -> Picker<T> {
        let combos: Vec<T> = holdings.iter().map(|&(combo, _)| combo).collect();
        let total: u64 = holdings.iter().map(|&(_, w)| w).sum();
        let cumulative = if total == combos.len() as u64 {
            Vec::new()
        } else {
            holdings
                .iter()
                .scan(0, |sum, &(_, w)| {
                    *sum += w;
                    Some(*sum)
                })
                .collect()
        };
        Picker {
            combos,
            cumulative,
            total,
        }
    }

    pub(crate) fn pick(&self, rng: &mut Xoshiro256PlusPlus) -> T {
        if self.combos.len() == 1 {
            return self.combos[0];
        }
        let r = rng.random_range(0..self.total);
        let i = if self.cumulative.is_empty() {
            r as usize
        } else {
            self.cumulative.partition_point(|&sum| sum <= r)
        };
        self.combos[i]
    }
}
