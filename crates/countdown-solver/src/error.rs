use thiserror::Error;

/// What can go wrong when solving or surveying.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// No numbers were given.
    #[error("no numbers given")]
    NoNumbers,
    /// More numbers were given than the solver accepts.
    #[error("{count} numbers given, at most {max} are accepted")]
    TooManyNumbers {
        /// How many numbers were given.
        count: usize,
        /// The most the solver accepts.
        max: usize,
    },
    /// A number was zero: every number must be a positive integer.
    #[error("numbers must be positive, found 0")]
    ZeroNumber,
    /// The target was zero: every reachable value is a positive integer.
    #[error("the target must be positive")]
    ZeroTarget,
    /// An intermediate result does not fit in a `u64`.
    #[error("an intermediate result overflows 64 bits")]
    Overflow,
    /// An intermediate result of the survey's fast path does not fit in a `u32`.
    #[error("the numbers can make values beyond 32 bits, too large for the reachable-set search")]
    TooLarge,
    /// A target range was empty or started at zero.
    #[error("invalid target range {lo}..={hi}")]
    InvalidRange {
        /// Lowest target.
        lo: u32,
        /// Highest target.
        hi: u32,
    },
    /// More large numbers were asked for than the game has.
    #[error("{large} large numbers asked for, the game has 4 and needs 6 numbers in all")]
    TooManyLarge {
        /// How many large numbers were asked for.
        large: usize,
    },
}
