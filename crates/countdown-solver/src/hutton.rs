//! Graham Hutton's "The countdown problem" (J. Functional Programming,
//! 2002), enumerated exactly as the paper defines it, so that its table of
//! counts can be reproduced.
//!
//! The paper's definitions, restated:
//!
//! - `subs xs`: every subsequence of `xs`; `perms xs`: every permutation;
//!   `subbags xs`: every permutation of every subsequence (`choices` in the
//!   later book), the empty one included.
//! - `split xs`: every way of cutting `xs` into a non-empty prefix and a
//!   non-empty suffix (the paper's `nesplit`).
//! - `exprs []` is empty, `exprs [n] = [Val n]`, and `exprs ns` is every
//!   `App o l r` over the splits `(ls, rs)` of `ns`, `l` in `exprs ls`, `r`
//!   in `exprs rs`, `o` in `+ - * /`.
//! - `valid`: `+` and `*` always, `x - y` when `x > y`, `x / y` when `y`
//!   divides `x`; an expression is valid when every operation in it is.
//! - The pruned `valid'` drops what commutativity and the unit laws make
//!   redundant: `x + y` only when `x <= y`, `x * y` only when `x <= y` and
//!   neither is 1, `x / y` only when exact and `y` is not 1. The pruned
//!   program (`results'`) builds only expressions that are `valid'` at
//!   every node.
//!
//! Every value is a `u64`: an expression with an intermediate result beyond
//! it counts as invalid, as everywhere in this crate (see
//! [`Op::apply`](crate::Op::apply)); the paper's figures never come near.

use crate::error::check_numbers;
use crate::op::apply;
use crate::{Op, RoundError};

/// Which of the paper's programs to run.
///
/// # Examples
///
/// ```
/// use countdown_solver::hutton::{self, Program};
/// let brute = hutton::counts(&[2, 3], 6, Program::BruteForce)?;
/// let pruned = hutton::counts(&[2, 3], 6, Program::Pruned)?;
/// assert_eq!((brute.solutions, pruned.solutions), (2, 1)); // 2*3 and 3*2, or 2*3 alone
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Program {
    /// `exprs` and `valid`: every expression is built, then checked.
    BruteForce,
    /// `results'` and `valid'`: only expressions valid at every node under
    /// the pruned rules are built.
    Pruned,
}

impl Program {
    /// Whether the program keeps `x op y`, a result the game's rules allow:
    /// the pruned program also drops what commutativity and the unit laws
    /// make redundant.
    fn keeps(self, op: Op, x: u64, y: u64) -> bool {
        self == Program::BruteForce
            || match op {
                Op::Add => x <= y,
                Op::Sub => true,
                Op::Mul => x != 1 && y != 1 && x <= y,
                Op::Div => y != 1,
            }
    }
}

/// The counts of one of the paper's programs over all `subbags` of the
/// numbers.
///
/// # Examples
///
/// ```
/// use countdown_solver::hutton::{self, Program};
/// let c = hutton::counts(&[7], 7, Program::Pruned)?;
/// assert_eq!((c.possible, c.valid, c.solutions), (None, 1, 1));
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HuttonCounts {
    /// Every expression `exprs` builds, valid or not (`None` for the pruned
    /// program, which builds only valid ones).
    pub possible: Option<u64>,
    /// The valid expressions (under `valid`, or `valid'` when pruned).
    pub valid: u64,
    /// The valid expressions whose value is the target.
    pub solutions: u64,
}

/// The most numbers [`counts`] accepts: the enumeration is exhaustive, with
/// over 33 million expressions for six numbers.
///
/// # Examples
///
/// ```
/// use countdown_solver::RoundError;
/// use countdown_solver::hutton::{self, MAX_HUTTON_NUMBERS, Program};
/// let err = hutton::counts(&[1; 7], 1, Program::Pruned).unwrap_err();
/// assert_eq!(err, RoundError::TooManyNumbers { count: 7, max: MAX_HUTTON_NUMBERS });
/// ```
pub const MAX_HUTTON_NUMBERS: usize = 6;

/// Enumerates every expression of the paper's `program` over every
/// `subbag` of `numbers` and counts them.
///
/// # Errors
///
/// [`RoundError::NoNumbers`], [`RoundError::ZeroNumber`] and
/// [`RoundError::TooManyNumbers`] beyond [`MAX_HUTTON_NUMBERS`].
///
/// # Examples
///
/// ```
/// use countdown_solver::hutton::{self, Program};
/// // Two numbers: 2 orders x 4 operators, plus the two numbers alone.
/// let c = hutton::counts(&[6, 3], 2, Program::BruteForce)?;
/// assert_eq!(c.possible, Some(10));
/// // 6 and 3 alone; 6+3, 6-3, 6*3, 6/3; 3+6, 3*6.
/// assert_eq!(c.valid, 8);
/// assert_eq!(c.solutions, 1);
/// // Pruned: 6 and 3 alone; 3+6, 6-3, 3*6, 6/3.
/// assert_eq!(hutton::counts(&[6, 3], 2, Program::Pruned)?.valid, 6);
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
pub fn counts(numbers: &[u64], target: u64, program: Program) -> Result<HuttonCounts, RoundError> {
    check_numbers(numbers, MAX_HUTTON_NUMBERS)?;
    let mut total = HuttonCounts {
        possible: (program == Program::BruteForce).then_some(0),
        valid: 0,
        solutions: 0,
    };
    let mut order = Vec::with_capacity(numbers.len());
    let mut used = vec![false; numbers.len()];
    subbags(numbers, &mut used, &mut order, &mut |ns| {
        let values = exprs(ns, program);
        if let Some(p) = total.possible.as_mut() {
            *p += values.len() as u64;
        }
        for v in values.into_iter().flatten() {
            total.valid += 1;
            total.solutions += u64::from(v == target);
        }
    });
    Ok(total)
}

/// Calls `f` on every non-empty permutation of every subsequence (the empty
/// `subbag` has no expressions).
fn subbags(numbers: &[u64], used: &mut [bool], order: &mut Vec<u64>, f: &mut impl FnMut(&[u64])) {
    if !order.is_empty() {
        f(order);
    }
    for i in 0..numbers.len() {
        if !used[i] {
            used[i] = true;
            order.push(numbers[i]);
            subbags(numbers, used, order, f);
            order.pop();
            used[i] = false;
        }
    }
}

/// The values of `exprs ns` in the paper's order, `None` for an invalid
/// expression; for the pruned program, the values of `results' ns` (valid
/// only).
fn exprs(ns: &[u64], program: Program) -> Vec<Option<u64>> {
    if let [n] = ns {
        return vec![Some(*n)];
    }
    let mut out = Vec::new();
    for i in 1..ns.len() {
        let (ls, rs) = (exprs(&ns[..i], program), exprs(&ns[i..], program));
        for &l in &ls {
            for &r in &rs {
                for op in Op::ALL {
                    let value = match (l, r) {
                        (Some(x), Some(y)) if program.keeps(op, x, y) => apply(op, x, y),
                        _ => None,
                    };
                    if value.is_some() || program == Program::BruteForce {
                        out.push(value);
                    }
                }
            }
        }
    }
    out
}
