//! `--seed`, shared by the examples that take it beside `--mc`.

/// `seed`, the value of `--seed` if it was given: only the Monte Carlo
/// samples of `--mc` (`samples`) take a seed, so one without them is an
/// error, not ignored.
pub(crate) fn seed(seed: Option<u64>, samples: Option<u64>) -> Result<Option<u64>, lexopt::Error> {
    if seed.is_some() && samples.is_none() {
        return Err("--seed needs --mc".into());
    }
    Ok(seed)
}
