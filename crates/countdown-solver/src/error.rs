//! The errors of this crate, and the checks of the numbers and target that
//! every search shares.

use crate::Op;

/// The most targets a target range holds: `TargetRange::MAX_LEN`, here
/// so that the error that states it needs nothing above it.
pub(crate) const MAX_TARGETS: usize = 1 << 16;

/// The deepest expression read from text: `Expr::MAX_DEPTH`, here so that
/// the error that states it needs nothing above it.
pub(crate) const MAX_DEPTH: usize = 256;

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
///      and hold at most 65536 targets"
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
        max_len = MAX_TARGETS
    )]
    InvalidRange {
        /// The lowest target asked for.
        lo: u64,
        /// The highest target asked for.
        hi: u64,
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

/// Why a text is not an expression (see [`Expr::from_str`](crate::Expr)).
/// Positions count characters from 1.
///
/// # Examples
///
/// ```
/// use countdown_solver::{Expr, ParseExprError};
/// let err = "(9-4)*75)".parse::<Expr>().unwrap_err();
/// assert_eq!(err, ParseExprError::UnopenedBracket { position: 9 });
/// assert_eq!(err.to_string(), "the ')' at position 9 closes no bracket");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseExprError {
    /// The text is empty or only spaces.
    #[error("no expression given")]
    Empty,
    /// A character that has no place in an expression, or comes where it
    /// cannot.
    #[error("unexpected '{found}' at position {position}")]
    Unexpected {
        /// The character.
        found: char,
        /// Its position.
        position: usize,
    },
    /// A number (or an opening bracket) is missing: before an operator or
    /// a closing bracket at `position`, or at the end (`None`).
    #[error("a number is missing {}", match position {
        Some(p) => format!("before position {p}"),
        None => "at the end".to_string(),
    })]
    MissingNumber {
        /// Where a number was expected, `None` at the end.
        position: Option<usize>,
    },
    /// An opening bracket is never closed.
    #[error("the '(' at position {position} is never closed")]
    UnclosedBracket {
        /// The position of the `(`.
        position: usize,
    },
    /// A closing bracket has no opening one.
    #[error("the ')' at position {position} closes no bracket")]
    UnopenedBracket {
        /// The position of the `)`.
        position: usize,
    },
    /// The expression nests more than [`Expr::MAX_DEPTH`](crate::Expr::MAX_DEPTH)
    /// levels of operations or brackets: refused at the operation or bracket
    /// that goes one level too deep.
    #[error(
        "the expression is nested too deeply at position {position}: at most {max} levels are read",
        max = MAX_DEPTH
    )]
    TooDeep {
        /// The position of the operation or bracket.
        position: usize,
    },
    /// A number does not fit in 64 bits (a `u64`).
    #[error("the number at position {position} is too large")]
    NumberTooLarge {
        /// The position of its first digit.
        position: usize,
    },
}

/// Why a player's answer does not count: it is not an expression, uses a
/// number the round does not offer (or more often than it does), or breaks
/// a rule on the way.
///
/// # Examples
///
/// ```
/// use countdown_solver::{AnswerError, Op, Round};
/// let round = Round::new([100, 75, 25, 9, 4, 2], 375)?;
/// assert_eq!(
///     round.answer("(4-9)*75").unwrap_err(),
///     AnswerError::NotPositive { left: 4, op: Op::Sub, right: 9 }
/// );
/// assert_eq!(
///     round.answer("75*5").unwrap_err().to_string(),
///     "5 is not one of the numbers"
/// );
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum AnswerError {
    /// The text is not an expression.
    #[error(transparent)]
    Parse(#[from] ParseExprError),
    /// A number is used more often than the round offers it (`available`
    /// may be 0: not one of the numbers).
    #[error("{}", unavailable(*number, *used, *available))]
    Unavailable {
        /// The number.
        number: u64,
        /// How many times the answer uses it.
        used: usize,
        /// How many times the round offers it.
        available: usize,
    },
    /// A subtraction whose result is zero or negative.
    #[error("{left}{op}{right} is not positive: every step must give a positive number")]
    NotPositive {
        /// The value subtracted from.
        left: u64,
        /// The operation (`-`).
        op: Op,
        /// The value subtracted.
        right: u64,
    },
    /// A division that leaves a remainder.
    #[error("{left}{op}{right} is a fraction: every division must be exact")]
    Fraction {
        /// The dividend.
        left: u64,
        /// The operation (`/`).
        op: Op,
        /// The divisor.
        right: u64,
    },
    /// A step whose result does not fit in 64 bits.
    #[error("{left}{op}{right} is too large")]
    TooLarge {
        /// The left operand.
        left: u64,
        /// The operation.
        op: Op,
        /// The right operand.
        right: u64,
    },
}

fn unavailable(number: u64, used: usize, available: usize) -> String {
    let times = |n: usize| match n {
        1 => "once".to_string(),
        2 => "twice".to_string(),
        n => format!("{n} times"),
    };
    if available == 0 {
        format!("{number} is not one of the numbers")
    } else {
        format!(
            "{number} is used {} but the round has it {}",
            times(used),
            times(available)
        )
    }
}

/// Checks a list of numbers: one to `max` of them, none zero.
pub(crate) fn check_numbers(numbers: &[u64], max: usize) -> Result<(), RoundError> {
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
pub(crate) fn check_round(numbers: &[u64], target: u64, max: usize) -> Result<(), RoundError> {
    check_numbers(numbers, max)?;
    if target == 0 {
        return Err(RoundError::ZeroTarget);
    }
    Ok(())
}
