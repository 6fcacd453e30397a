//! The errors of this crate, and the checks of the numbers and target that
//! every search shares.

/// Why a round could not be solved: the numbers or the target are not
/// valid input.
///
/// Every valid input has an answer: values that would overflow `u64` are
/// simply not candidates (see [`Op::apply`](crate::Op::apply)), so no
/// arithmetic error is possible.
///
/// # Examples
///
/// ```
/// use countdown_solver::{RoundError, solve};
///
/// assert_eq!(solve(&[3, 0, 7], 21), Err(RoundError::ZeroNumber { index: 1 }));
/// let err = solve(&[1; 9], 5).unwrap_err();
/// assert_eq!(err.to_string(), "9 numbers given, at most 8 are accepted");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum RoundError {
    /// No numbers were given.
    #[error("no numbers given")]
    NoNumbers,
    /// More numbers were given than the search accepts.
    #[error("{count} numbers given, at most {max} are accepted")]
    TooManyNumbers {
        /// How many numbers were given.
        count: usize,
        /// The most the search accepts.
        max: usize,
    },
    /// A number was zero: every number must be a positive integer.
    #[error(
        "the number in position {position} is zero: numbers must be positive",
        position = index + 1
    )]
    ZeroNumber {
        /// The index (from 0) of the first zero among the numbers; the
        /// message counts from 1.
        index: usize,
    },
    /// The target was zero: every value of the game is a positive integer.
    #[error("the target is zero: it must be positive")]
    ZeroTarget,
}

/// Why a round could not be drawn or a target range made.
///
/// # Examples
///
/// ```
/// use countdown_solver::{DrawError, TargetRange};
///
/// let err = TargetRange::new(500, 100).unwrap_err();
/// assert_eq!(err, DrawError::InvalidRange { lo: 500, hi: 100 });
/// assert_eq!(
///     err.to_string(),
///     "invalid target range 500..=100: it must start at 1 or more, end no lower, \
///      and hold at most 16777216 targets"
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum DrawError {
    /// More large numbers were asked for than the game has.
    #[error("{large} large numbers asked for: the game has 4")]
    TooManyLarge {
        /// How many large numbers were asked for.
        large: usize,
    },
    /// A target range was empty, started at zero or was too long.
    #[error(
        "invalid target range {lo}..={hi}: it must start at 1 or more, end no lower, \
         and hold at most {max_len} targets",
        max_len = crate::TargetRange::MAX_LEN
    )]
    InvalidRange {
        /// The lowest target asked for.
        lo: u32,
        /// The highest target asked for.
        hi: u32,
    },
}

/// Why the reachable targets of some numbers could not be computed.
///
/// # Examples
///
/// ```
/// use countdown_solver::{ReachError, Reachable, RoundError, TargetRange};
///
/// let too_large = Reachable::new(&[100_000, 100_000], TargetRange::STANDARD);
/// assert_eq!(too_large, Err(ReachError::TooLarge));
/// let none = Reachable::new(&[], TargetRange::STANDARD).unwrap_err();
/// assert_eq!(none, ReachError::from(RoundError::NoNumbers));
/// assert_eq!(none.to_string(), "no numbers given");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ReachError {
    /// The numbers are not valid input (see [`RoundError`]).
    #[error(transparent)]
    Numbers {
        /// What is wrong with them.
        #[from]
        source: RoundError,
    },
    /// The numbers could make a value beyond 32 bits: the product of the
    /// numbers plus one each exceeds 2³², and the reachable-set search keeps
    /// its values in 32 bits.
    #[error("the numbers can make values beyond 32 bits, too large for the reachable-set search")]
    TooLarge,
}

/// Checks a list of numbers: one to `max` of them, none zero.
pub(crate) fn check_numbers(numbers: &[u32], max: usize) -> Result<(), RoundError> {
    if numbers.is_empty() {
        return Err(RoundError::NoNumbers);
    }
    if numbers.len() > max {
        return Err(RoundError::TooManyNumbers {
            count: numbers.len(),
            max,
        });
    }
    match numbers.iter().position(|&n| n == 0) {
        Some(index) => Err(RoundError::ZeroNumber { index }),
        None => Ok(()),
    }
}

/// Checks a round: its numbers (see [`check_numbers`]) and a positive
/// target.
pub(crate) fn check_round(numbers: &[u32], target: u32, max: usize) -> Result<(), RoundError> {
    check_numbers(numbers, max)?;
    if target == 0 {
        return Err(RoundError::ZeroTarget);
    }
    Ok(())
}
