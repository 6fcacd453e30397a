//! Monte Carlo equity: deals sampled at random, in fixed blocks.

use card_core::{Card, CardSet};
use hand_eval::{Hand, HandRank};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::equity::{Tally, Totals};
use crate::holdings::{Holdings, any_deal, holdings};
use crate::{Combo, Equity, EquityError, MAX_PLAYERS, Matchup, Method, threads};

/// When a Monte Carlo calculation stops: after a number of samples, or as
/// soon as every player's standard error is below a target.
///
/// # Examples
///
/// ```
/// use holdem_enum::MonteCarlo;
///
/// let fixed = MonteCarlo::samples(100_000);
/// assert_eq!((fixed.max_samples(), fixed.target()), (100_000, None));
/// let precise = MonteCarlo::until_std_error(0.001, 10_000_000);
/// assert_eq!(precise.target(), Some(0.001));
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MonteCarlo {
    max_samples: u64,
    target: Option<f64>,
}

impl MonteCarlo {
    /// Exactly `samples` deals.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::MonteCarlo;
    /// assert_eq!(MonteCarlo::samples(5000).max_samples(), 5000);
    /// ```
    pub const fn samples(samples: u64) -> MonteCarlo {
        MonteCarlo {
            max_samples: samples,
            target: None,
        }
    }

    /// Deals until every player's standard error is below `target`
    /// (checked every [`MonteCarlo::CHECK_EVERY`] samples), or
    /// `max_samples` deals, whichever comes first.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::MonteCarlo;
    /// let options = MonteCarlo::until_std_error(0.002, 1_000_000);
    /// assert_eq!(options.max_samples(), 1_000_000);
    /// ```
    pub const fn until_std_error(target: f64, max_samples: u64) -> MonteCarlo {
        MonteCarlo {
            max_samples,
            target: Some(target),
        }
    }

    /// The most deals to sample.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::MonteCarlo;
    /// assert_eq!(MonteCarlo::samples(7).max_samples(), 7);
    /// ```
    pub const fn max_samples(&self) -> u64 {
        self.max_samples
    }

    /// The standard error to reach, if any.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::MonteCarlo;
    /// assert_eq!(MonteCarlo::samples(7).target(), None);
    /// ```
    pub const fn target(&self) -> Option<f64> {
        self.target
    }

    /// Samples come in blocks of this many, each block with its own
    /// generator seeded from the caller's: the unit of work of a thread.
    pub const BLOCK: u64 = 1 << 13;

    /// With a target, the standard errors are checked after every this
    /// many samples (16 blocks).
    pub const CHECK_EVERY: u64 = 16 * MonteCarlo::BLOCK;
}

/// A block gives up after this many rejected deals per sample it needs.
const REJECTIONS_PER_SAMPLE: u64 = 1000;

/// Samples deals of `matchup` as `options` says, from generators seeded
/// from `seed`.
pub(crate) fn run(
    matchup: &Matchup,
    options: MonteCarlo,
    seed: u64,
) -> Result<Equity, EquityError> {
    if options.max_samples == 0 {
        return Err(EquityError::NoSamples);
    }
    if options.target.is_some_and(|t| !(t.is_finite() && t > 0.0)) {
        return Err(EquityError::BadTarget);
    }
    let table = matchup.board() | matchup.dead();
    let players: Vec<Holdings> = matchup
        .players()
        .iter()
        .map(|range| holdings(range, table))
        .collect();
    if !any_deal(&players, table) {
        return Err(EquityError::NoValidDeal);
    }
    let sampler = Sampler {
        players: players.iter().map(Picker::new).collect(),
        table,
        board: Hand::from(matchup.board()),
        to_come: 5 - matchup.board().len(),
        deck: (!table).iter().collect(),
        seed,
        max_samples: options.max_samples,
    };

    let blocks = options.max_samples.div_ceil(MonteCarlo::BLOCK);
    let per_round = match options.target {
        Some(_) => MonteCarlo::CHECK_EVERY / MonteCarlo::BLOCK,
        None => blocks,
    };
    let mut tally = Tally::new();
    let mut done = 0;
    loop {
        let round = per_round.min(blocks - done);
        let results = threads::run(matchup.threads(), round as usize, |i| {
            sampler.block(done + i as u64)
        });
        for result in results {
            tally.add(&result?);
        }
        done += round;
        let mut totals = Totals::new(players.len());
        totals.add(&tally, 1);
        let equity = totals.finish(Method::MonteCarlo {
            samples: tally.deals,
        });
        let reached = options.target.is_some_and(|target| {
            equity
                .players
                .iter()
                .all(|p| p.std_error.is_some_and(|e| e < target))
        });
        if reached || done == blocks {
            return Ok(equity);
        }
    }
}

/// Everything a block needs to sample deals.
struct Sampler {
    players: Vec<Picker>,
    table: CardSet,
    board: Hand,
    to_come: usize,
    deck: Vec<Card>,
    seed: u64,
    max_samples: u64,
}

impl Sampler {
    /// The tally of block `index`.
    fn block(&self, index: u64) -> Result<Tally, EquityError> {
        let start = index * MonteCarlo::BLOCK;
        let len = MonteCarlo::BLOCK.min(self.max_samples - start);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(
            self.seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        );
        let mut tally = Tally::new();
        let mut rejected = 0;
        let mut hands = [Combo::ALL_FIRST; MAX_PLAYERS];
        let mut values = [HandRank::WORST; MAX_PLAYERS];
        let n = self.players.len();
        while tally.deals < len {
            // Every player's combo at once; the whole deal is thrown away
            // if two of them share a card.
            let mut used = self.table.bits();
            let mut clash = false;
            for (hand, picker) in hands.iter_mut().zip(&self.players) {
                *hand = picker.pick(&mut rng);
                let cards = hand.cards().bits();
                clash |= used & cards != 0;
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
                loop {
                    let card = self.deck[rng.random_range(0..self.deck.len() as u32) as usize];
                    let bit = CardSet::from(card).bits();
                    if used & bit == 0 {
                        used |= bit;
                        board = board.add(card);
                        break;
                    }
                }
            }
            for (value, hand) in values.iter_mut().zip(&hands[..n]) {
                *value = board.add(hand.high()).add(hand.low()).evaluate();
            }
            tally.record(&values[..n], 1);
        }
        Ok(tally)
    }
}

/// Picks a player's combo by weight.
struct Picker {
    combos: Vec<Combo>,
    /// Running sums of the weights; empty when every weight is 1.
    cumulative: Vec<u64>,
    total: u64,
}

impl Picker {
    fn new(holdings: &Holdings) -> Picker {
        let combos: Vec<Combo> = holdings.iter().map(|&(combo, _)| combo).collect();
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

    fn pick(&self, rng: &mut Xoshiro256PlusPlus) -> Combo {
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
