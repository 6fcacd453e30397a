//! Work cut into fixed pieces, run on rayon's threads (with the
//! `parallel` feature) or in order on the calling thread, and folded into
//! running totals under a [`Watch`] that may stop the work between pieces
//! and report its progress.

use core::ops::Range;
use std::time::Instant;

use crate::PartialReason;
#[cfg(feature = "parallel")]
use crate::run::watch::threads;
use crate::run::watch::{Counted, Watch};

/// Work units (an evaluation, a tuple of combos, a combo sorted) per
/// piece of work: pieces take a few hundred microseconds, so that a small
/// question is one piece on one thread, and a long one is checked often.
pub(crate) const PIECE_WORK: u64 = 1 << 16;

/// The total of every piece in `pieces`: `add(total, i)` adds piece `i`
/// to a total, starting from `zero()`, and `plus` adds two totals; the
/// first error met stops the work. `add` and `plus` must add exactly
/// (integer counts), so the result does not depend on how the pieces are
/// shared among threads. Only totals in progress are kept, one per
/// thread at most, never one result per piece: memory does not grow with
/// the number of pieces.
///
/// With an active `watch` the pieces run in rounds of consecutive pieces,
/// each round on all threads: before each piece the watch's cancel flag
/// and time limit are looked at, and once either says stop, the round in
/// progress is dropped and the total of the rounds before it returned
/// (the counts of a prefix of the pieces; the watch records the stop).
/// Between rounds, on the calling thread, the watch adds the round into
/// its running totals and reports progress.
pub(crate) fn total<T, E>(
    watch: &Watch<'_>,
    pieces: Range<u64>,
    zero: impl Fn() -> T + Sync + Send,
    add: impl Fn(T, u64) -> Result<T, E> + Sync + Send,
    plus: impl Fn(T, T) -> T + Sync + Send,
) -> Result<T, E>
where
    T: Counted + Send,
    E: Send,
{
    watch.plan(pieces.end);
    if !watch.active() {
        return all(pieces, zero, add, plus);
    }
    let limits = &watch.limits;
    let mut sum = zero();
    let mut next = pieces.start;
    while next < pieces.end {
        if watch.over() {
            break;
        }
        let round = next..pieces.end.min(next.saturating_add(watch.round_size()));
        let started = Instant::now();
        let counted = all(
            round.clone(),
            &zero,
            |total, i| match limits.stop() {
                Some(reason) => Err(Halt::Stopped(reason)),
                None => add(total, i).map_err(Halt::Failed),
            },
            &plus,
        );
        match counted {
            Ok(counted) => {
                watch.counted(&counted, round.end - round.start, started.elapsed());
                sum = plus(sum, counted);
                next = round.end;
            }
            Err(Halt::Stopped(reason)) => watch.stop(reason),
            Err(Halt::Failed(err)) => return Err(err),
        }
    }
    Ok(sum)
}

/// Why a round ended early: the watch said stop, or a piece failed.
enum Halt<E> {
    Stopped(PartialReason),
    Failed(E),
}

/// The total of `items` cut into runs of about [`PIECE_WORK`] units, each
/// item costing `work`: each run is a piece of [`total`], `zero` starts a
/// piece's total and `add(total, run)` adds a run of items to it. The work
/// cannot fail.
pub(crate) fn runs<I, T>(
    watch: &Watch<'_>,
    items: &[I],
    work: u64,
    zero: impl Fn() -> T + Sync + Send,
    add: impl Fn(&mut T, &[I]) + Sync + Send,
    plus: impl Fn(T, T) -> T + Sync + Send,
) -> T
where
    I: Sync,
    T: Counted + Send,
{
    let per_piece = (PIECE_WORK / work.max(1)).max(1) as usize;
    let pieces = items.len().div_ceil(per_piece) as u64;
    let total = total(
        watch,
        0..pieces,
        zero,
        |mut sum, i| {
            let from = i as usize * per_piece;
            add(&mut sum, &items[from..(from + per_piece).min(items.len())]);
            Ok::<_, core::convert::Infallible>(sum)
        },
        plus,
    );
    match total {
        Ok(total) => total,
        Err(never) => match never {},
    }
}

/// The total of every piece in `pieces`, on rayon's threads; with one
/// thread or one piece, in order on the calling thread (handing the work
/// to the pool would cost more than a small question takes).
#[cfg(feature = "parallel")]
pub(crate) fn all<T, E>(
    pieces: Range<u64>,
    zero: impl Fn() -> T + Sync + Send,
    add: impl Fn(T, u64) -> Result<T, E> + Sync + Send,
    plus: impl Fn(T, T) -> T + Sync + Send,
) -> Result<T, E>
where
    T: Send,
    E: Send,
{
    use rayon::prelude::*;
    if threads() == 1 || pieces.end - pieces.start <= 1 {
        return pieces.into_iter().try_fold(zero(), add);
    }
    pieces
        .into_par_iter()
        .try_fold(&zero, add)
        .try_reduce(&zero, |a, b| Ok(plus(a, b)))
}

/// The total of every piece in `pieces`, added in order on the calling
/// thread.
#[cfg(not(feature = "parallel"))]
pub(crate) fn all<T, E>(
    pieces: Range<u64>,
    zero: impl Fn() -> T,
    add: impl Fn(T, u64) -> Result<T, E>,
    _plus: impl Fn(T, T) -> T,
) -> Result<T, E> {
    pieces.into_iter().try_fold(zero(), add)
}
