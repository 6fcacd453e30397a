//! Options shared by the equity examples: card sets, counts of at least
//! one, and the pool of `--threads`.

use std::fmt::Display;
use std::str::FromStr;

use card_core::CardSet;
use lexopt::ValueExt as _;

use crate::common::Failure;
use crate::number::number;

/// The cards of `option`'s value; an error names the option.
pub(crate) fn card_set(
    parser: &mut lexopt::Parser,
    option: &str,
) -> Result<CardSet, lexopt::Error> {
    let text = parser.value()?.string()?;
    text.parse()
        .map_err(|err| format!("{option} {text:?}: {err}").into())
}

/// The value of `option`, a number of at least 1; an error names the
/// option.
pub(crate) fn at_least_one<T>(parser: &mut lexopt::Parser, option: &str) -> Result<T, lexopt::Error>
where
    T: FromStr<Err: Display> + PartialEq + From<u8>,
{
    let n: T = number(parser, option)?;
    if n == T::from(0) {
        return Err(format!("{option} must be at least 1").into());
    }
    Ok(n)
}

/// `run` on a pool of `threads` threads, or on rayon's global pool.
pub(crate) fn on_threads<T: Send>(
    threads: Option<usize>,
    run: impl FnOnce() -> Result<T, Failure> + Send,
) -> Result<T, Failure> {
    match threads {
        None => run(),
        Some(n) => rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build()
            .map_err(|err| Failure::Computation(format!("cannot start {n} threads: {err}")))?
            .install(run),
    }
}
