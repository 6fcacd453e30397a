//! Work cut into fixed pieces, run on rayon's threads (with the
//! `parallel` feature) or in order on the calling thread, and folded into
//! running totals.

/// The total of every piece in `pieces`: `add(total, i)` adds piece `i`
/// to a total, starting from `zero()`, and `plus` adds two totals; the
/// first error met stops the work. `add` and `plus` must add exactly
/// (integer counts), so the result does not depend on how the pieces are
/// shared among threads. Only totals in progress are kept, one per
/// thread at most, never one result per piece: memory does not grow with
/// the number of pieces.
#[cfg(feature = "parallel")]
pub(crate) fn total<T, E>(
    pieces: core::ops::Range<u64>,
    zero: impl Fn() -> T + Sync + Send,
    add: impl Fn(T, u64) -> Result<T, E> + Sync + Send,
    plus: impl Fn(T, T) -> T + Sync + Send,
) -> Result<T, E>
where
    T: Send,
    E: Send,
{
    use rayon::prelude::*;
    pieces
        .into_par_iter()
        .try_fold(&zero, add)
        .try_reduce(&zero, |a, b| Ok(plus(a, b)))
}

/// The total of every piece in `pieces`, added in order on the calling
/// thread; see the `parallel` version.
#[cfg(not(feature = "parallel"))]
pub(crate) fn total<T, E>(
    pieces: core::ops::Range<u64>,
    zero: impl Fn() -> T,
    add: impl Fn(T, u64) -> Result<T, E>,
    _plus: impl Fn(T, T) -> T,
) -> Result<T, E> {
    pieces.into_iter().try_fold(zero(), add)
}
