//! What every Monte Carlo sampler shares: the options checked, the
//! blocks of samples run as pieces of the watch, a card drawn from what is
//! left, and how long a block tries to deal.

use card_core::{Card, CardSet, binomial};
use hand_eval::Hand;
use rand::RngExt;
use rand::rngs::Xoshiro256PlusPlus;

use crate::equity::monte_carlo::options::MonteCarlo;
use crate::equity::results::Tally;
use crate::run::pieces;
use crate::run::watch::Watch;
use crate::shuffle::BoardStrata;
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

/// The fewest clusters of stratified boards the standard error is first
/// read from (at the end of a run, or at the first check of a target),
/// unless a cluster would be longer than a block: their number is its
/// degrees of freedom.
const MIN_CLUSTERS: u64 = 64;

/// The first cards to come of a run's boards, stratified over each cluster
/// of its deals ([`BoardStrata`]), from `deck` onto `board` with `to_come`
/// cards to come, and the most deals of a cluster, `2^bits`; for deals
/// whose deck is the same every time (no tuple of combos drawn).
///
/// None when no card is to come, or when the run has fewer deals than
/// ways to choose them: the runs of a breakdown, a few deals for each
/// combo, would spend more on the list of ways than its strata save.
///
/// Clusters are as long as lets the standard error first be read from
/// [`MIN_CLUSTERS`] (at the end of a run, or at the first check of a
/// target), up to a block: long clusters make fine strata (a way of
/// choosing the cards is then dealt several times a cluster, and a stratum
/// seldom straddles two), short runs make short clusters.
pub(crate) fn board_strata(
    deck: CardSet,
    board: Hand,
    to_come: usize,
    options: MonteCarlo,
) -> Option<(BoardStrata, u32)> {
    let first = to_come.min(3);
    if first == 0 || options.cap() < binomial(deck.len() as u32, first as u32) {
        return None;
    }
    let read = match options.target {
        Some(_) => MonteCarlo::CHECK_EVERY.min(options.cap()),
        None => options.cap(),
    };
    let bits = (read / MIN_CLUSTERS)
        .max(1)
        .ilog2()
        .min(MonteCarlo::BLOCK.ilog2());
    Some((BoardStrata::new(deck, board, first), bits))
}

/// Deals a block of `len` deals in clusters: as many of `2^most` deals as
/// fit, then one of each power of two the rest is made of, `cluster(bits)`
/// dealing and counting a cluster of `2^bits`.
pub(crate) fn clusters(
    len: u64,
    most: u32,
    mut cluster: impl FnMut(u32) -> Result<(), EquityError>,
) -> Result<(), EquityError> {
    let mut left = len;
    while left > 0 {
        let bits = left.ilog2().min(most);
        cluster(bits)?;
        left -= 1 << bits;
    }
    Ok(())
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
