//! What every Monte Carlo sampler shares: the options checked, the
//! blocks of samples run as pieces of the watch, a card drawn from what is
//! left, and how long a block tries to deal.

use card_core::{Card, CardSet};
use rand::RngExt;
use rand::rngs::Xoshiro256PlusPlus;

use crate::equity::monte_carlo::options::MonteCarlo;
use crate::equity::results::Tally;
use crate::run::pieces;
use crate::run::watch::Watch;
use crate::{Equity, EquityError, Method};

/// A block gives up after this many rejected deals per sample it needs.
pub(crate) const REJECTIONS_PER_SAMPLE: u64 = 1000;

/// Checks `options`.
pub(crate) fn check(options: MonteCarlo) -> Result<(), EquityError> {
    if options.samples == Some(0) {
        return Err(EquityError::NoSamples);
    }
    if options.target.is_some_and(|t| !(t.is_finite() && t > 0.0)) {
        return Err(EquityError::BadTarget);
    }
    Ok(())
}

/// The equity of `n` players from the blocks of samples `options` asks
/// for, `block(i, tally)` adding block `i`'s samples to `tally`; `watch`
/// ends the work early once its standard error target is met.
pub(crate) fn sample(
    n: usize,
    options: MonteCarlo,
    watch: &Watch<'_>,
    block: impl Fn(u64, &mut Tally<u64>) -> Result<(), EquityError> + Sync + Send,
) -> Result<Equity, EquityError> {
    let blocks = options.cap().div_ceil(MonteCarlo::BLOCK);
    let tally = pieces::total(
        watch,
        0..blocks,
        Tally::new,
        |mut total, i| {
            block(i, &mut total)?;
            Ok::<_, EquityError>(total)
        },
        Tally::plus,
    )?;
    let method = Method::MonteCarlo {
        samples: tally.deals,
        seed: options.seed,
    };
    Ok(tally.finish(n, method))
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
