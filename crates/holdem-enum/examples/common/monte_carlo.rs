//! `--seed`, shared by the examples that take it beside `--mc`.

/// `seed`, the value of `--seed` if it was given: only Monte Carlo
/// samples (`sampled`: asked for by `--mc`) take a seed, so one without
/// them is an error, not ignored.
pub(crate) fn seed(seed: Option<u64>, sampled: bool) -> Result<Option<u64>, lexopt::Error> {
    if seed.is_some() && !sampled {
        return Err("--seed needs --mc".into());
    }
    Ok(seed)
}
