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

use crate::{Error, Op};

/// The counts of one of the paper's programs over all `subbags` of the
/// numbers.
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
pub const MAX_HUTTON_NUMBERS: usize = 6;

/// Enumerates every expression of the paper over every `subbag` of
/// `numbers` and counts them; `pruned` selects `valid'` and `results'`.
///
/// # Errors
///
/// [`Error::NoNumbers`], [`Error::ZeroNumber`],
/// [`Error::TooManyNumbers`] beyond [`MAX_HUTTON_NUMBERS`], and
/// [`Error::Overflow`] if a value does not fit in a `u64`.
///
/// # Examples
///
/// ```
/// use countdown_solver::hutton;
/// // Two numbers: 2 orders x 4 operators, plus the two numbers alone.
/// let c = hutton::counts(&[6, 3], 2, false)?;
/// assert_eq!(c.possible, Some(10));
/// // 6 and 3 alone; 6+3, 6-3, 6*3, 6/3; 3+6, 3*6.
/// assert_eq!(c.valid, 8);
/// assert_eq!(c.solutions, 1);
/// # Ok::<(), countdown_solver::Error>(())
/// ```
pub fn counts(numbers: &[u32], target: u32, pruned: bool) -> Result<HuttonCounts, Error> {
    if numbers.is_empty() {
        return Err(Error::NoNumbers);
    }
    if numbers.len() > MAX_HUTTON_NUMBERS {
        return Err(Error::TooManyNumbers {
            count: numbers.len(),
            max: MAX_HUTTON_NUMBERS,
        });
    }
    if numbers.contains(&0) {
        return Err(Error::ZeroNumber);
    }
    let numbers: Vec<u64> = numbers.iter().map(|&n| u64::from(n)).collect();
    let mut total = HuttonCounts {
        possible: (!pruned).then_some(0),
        valid: 0,
        solutions: 0,
    };
    let mut order = Vec::with_capacity(numbers.len());
    let mut used = vec![false; numbers.len()];
    subbags(&numbers, &mut used, &mut order, &mut |ns| {
        let values = exprs(ns, pruned)?;
        if let Some(p) = total.possible.as_mut() {
            *p += values.len() as u64;
        }
        for v in values.into_iter().flatten() {
            total.valid += 1;
            total.solutions += u64::from(v == u64::from(target));
        }
        Ok(())
    })?;
    Ok(total)
}

/// Calls `f` on every non-empty permutation of every subsequence (the empty
/// `subbag` has no expressions).
fn subbags(
    numbers: &[u64],
    used: &mut [bool],
    order: &mut Vec<u64>,
    f: &mut impl FnMut(&[u64]) -> Result<(), Error>,
) -> Result<(), Error> {
    if !order.is_empty() {
        f(order)?;
    }
    for i in 0..numbers.len() {
        if !used[i] {
            used[i] = true;
            order.push(numbers[i]);
            subbags(numbers, used, order, f)?;
            order.pop();
            used[i] = false;
        }
    }
    Ok(())
}

/// The values of `exprs ns` in the paper's order, `None` for an invalid
/// expression; with `pruned`, the values of `results' ns` (valid only).
fn exprs(ns: &[u64], pruned: bool) -> Result<Vec<Option<u64>>, Error> {
    if let [n] = ns {
        return Ok(vec![Some(*n)]);
    }
    let mut out = Vec::new();
    for i in 1..ns.len() {
        let (ls, rs) = (exprs(&ns[..i], pruned)?, exprs(&ns[i..], pruned)?);
        for &l in &ls {
            for &r in &rs {
                for op in Op::ALL {
                    let value = match (l, r) {
                        (Some(x), Some(y)) if valid(op, x, y, pruned) => {
                            Some(apply(op, x, y).ok_or(Error::Overflow)?)
                        }
                        _ => None,
                    };
                    if value.is_some() || !pruned {
                        out.push(value);
                    }
                }
            }
        }
    }
    Ok(out)
}

fn valid(op: Op, x: u64, y: u64, pruned: bool) -> bool {
    match op {
        Op::Add => !pruned || x <= y,
        Op::Sub => x > y,
        Op::Mul => !pruned || (x != 1 && y != 1 && x <= y),
        Op::Div => x.is_multiple_of(y) && (!pruned || y != 1),
    }
}

fn apply(op: Op, x: u64, y: u64) -> Option<u64> {
    match op {
        Op::Add => x.checked_add(y),
        Op::Sub => Some(x - y),
        Op::Mul => x.checked_mul(y),
        Op::Div => Some(x / y),
    }
}
