//! The four operations and the game's rules for them, in one place: which
//! operation is legal on which operands, how an unordered pair of values is
//! combined, which results repeat an operand, and how each operation is
//! undone. Every search of the crate combines values through this module.

use core::fmt;
use core::ops::{Div, Sub};

use crate::divides::{divides, divides_u64};

/// One of the four operations of the game.
///
/// # Examples
///
/// ```
/// use countdown_solver::Op;
/// assert_eq!(Op::Sub.to_string(), "-");
/// assert_eq!(Op::Sub.apply(9, 4), Some(5));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Op {
    /// Addition.
    Add,
    /// Subtraction: allowed only when the result is positive.
    Sub,
    /// Multiplication.
    Mul,
    /// Division: allowed only when it is exact.
    Div,
}

impl Op {
    /// All four operations, in the order `+ - * /`.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::Op;
    /// let results: Vec<_> = Op::ALL.iter().map(|op| op.apply(8, 2)).collect();
    /// assert_eq!(results, [Some(10), Some(6), Some(16), Some(4)]);
    /// ```
    pub const ALL: [Op; 4] = [Op::Add, Op::Sub, Op::Mul, Op::Div];

    /// Applies the operation under the game's rules: `None` unless both
    /// operands and the result are positive integers, the result below
    /// 2⁶⁴. A subtraction must leave a positive difference, a division must
    /// be exact, and a sum or product beyond `u64` is not a value of the
    /// game (it is never a candidate, rather than an error).
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::Op;
    /// assert_eq!(Op::Div.apply(75, 25), Some(3));
    /// assert_eq!(Op::Div.apply(75, 10), None);
    /// assert_eq!(Op::Sub.apply(5, 5), None);
    /// assert_eq!(Op::Mul.apply(u64::MAX, 2), None);
    /// assert_eq!(Op::Add.apply(0, 5), None);
    /// ```
    #[must_use]
    pub fn apply(self, a: u64, b: u64) -> Option<u64> {
        if a == 0 || b == 0 {
            return None;
        }
        apply(self, a, b)
    }

    /// Whether the operands may be swapped: `+` and `*`.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::Op;
    /// assert!(Op::Mul.is_commutative());
    /// assert!(!Op::Sub.is_commutative());
    /// ```
    #[must_use]
    pub fn is_commutative(self) -> bool {
        matches!(self, Op::Add | Op::Mul)
    }

    /// The operation's symbol as printed: `+ - * /`.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(countdown_solver::Op::Div.symbol(), '/');
    /// ```
    #[must_use]
    pub fn symbol(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '-',
            Op::Mul => '*',
            Op::Div => '/',
        }
    }

    /// Whether the operation is `+` or `-` (else `*` or `/`).
    pub(crate) fn is_additive(self) -> bool {
        matches!(self, Op::Add | Op::Sub)
    }

    /// The binding strength under the usual precedence rules.
    pub(crate) fn precedence(self) -> u8 {
        if self.is_additive() { 1 } else { 2 }
    }
}

impl fmt::Display for Op {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// A value the searches compute with: `u64` in general, where a sum or
/// product beyond 64 bits is not a value of the game; `u32` only where the
/// numbers are known to keep every value within 32 bits (the reachable-set
/// search checks a bound first), so that its sums and products always fit
/// and cost no overflow test (debug builds still panic if one overflows).
pub(crate) trait Value:
    Copy + Ord + Sub<Output = Self> + Div<Output = Self> + Into<u64>
{
    const ONE: Self;
    /// A value computed in 64 bits, known to fit.
    fn narrow(v: u64) -> Self;
    /// `self + b`, if it fits.
    fn sum(self, b: Self) -> Option<Self>;
    /// `self * b`, if it fits.
    fn product(self, b: Self) -> Option<Self>;
    /// Whether `d > 0` divides `self`.
    fn divisible_by(self, d: Self) -> bool;
}

impl Value for u32 {
    const ONE: Self = 1;
    #[inline(always)]
    fn narrow(v: u64) -> Self {
        debug_assert!(v <= u64::from(u32::MAX));
        v as u32
    }
    #[inline(always)]
    fn sum(self, b: Self) -> Option<Self> {
        Some(self + b)
    }
    #[inline(always)]
    fn product(self, b: Self) -> Option<Self> {
        Some(self * b)
    }
    #[inline(always)]
    fn divisible_by(self, d: Self) -> bool {
        divides(self, d)
    }
}

impl Value for u64 {
    const ONE: Self = 1;
    #[inline(always)]
    fn narrow(v: u64) -> Self {
        v
    }
    #[inline(always)]
    fn sum(self, b: Self) -> Option<Self> {
        self.checked_add(b)
    }
    #[inline(always)]
    fn product(self, b: Self) -> Option<Self> {
        self.checked_mul(b)
    }
    #[inline(always)]
    fn divisible_by(self, d: Self) -> bool {
        divides_u64(self, d)
    }
}

/// The rules: `a op b` for positive `a` and `b`, if it is a positive
/// integer that fits.
#[inline(always)]
pub(crate) fn apply<V: Value>(op: Op, a: V, b: V) -> Option<V> {
    match op {
        Op::Add => a.sum(b),
        Op::Sub => (a > b).then(|| a - b),
        Op::Mul => a.product(b),
        // A quotient is 1 or at least 2: between b and 2b nothing divides,
        // so the divisibility test is skipped there.
        Op::Div => (a == b || (a > b && a - b >= b && a.divisible_by(b))).then(|| a / b),
    }
}

/// Which results of an operation a search keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Results {
    /// Every legal result.
    All,
    /// Only results that differ from both operands: `x*1`, `x/1`, `a-b = b`
    /// and `a/b = b` give a value that fewer numbers already reach, with no
    /// larger intermediate value.
    New,
}

impl Results {
    /// Whether `r`, a result of combining `a` and `b`, is kept.
    #[inline(always)]
    pub(crate) fn keeps<V: Value>(self, r: V, a: V, b: V) -> bool {
        self == Results::All || (r != a && r != b)
    }
}

/// Calls `f` with every legal result of combining `a` and `b` in either
/// order that `results` keeps, each order once: `a+b` and `a*b` commute, and
/// a difference or quotient can only be legal with the larger operand first
/// (`b/b` is `1` either way).
///
/// Which results repeat an operand follows from the operands being
/// positive, so [`Results::New`] costs no comparison where none is needed:
/// a sum never does; a product or quotient repeats the larger operand only
/// when the smaller is 1, and then neither is computed; a difference or
/// quotient can equal the smaller operand.
#[inline(always)]
pub(crate) fn for_each_result<V: Value>(a: V, b: V, results: Results, mut f: impl FnMut(V)) {
    let (hi, lo) = if a >= b { (a, b) } else { (b, a) };
    let all = results == Results::All;
    if let Some(r) = apply(Op::Add, hi, lo) {
        f(r);
    }
    if let Some(r) = apply(Op::Sub, hi, lo)
        && (all || r != lo)
    {
        f(r);
    }
    if all || lo != V::ONE {
        if let Some(r) = apply(Op::Mul, hi, lo) {
            f(r);
        }
        if let Some(r) = apply(Op::Div, hi, lo)
            && (all || r != lo)
        {
            f(r);
        }
    }
}

/// The partners `y` of `x` with `x op y = v` (`true`) or `y op x = v`
/// (`false`), for every operation: each is undone by another one, under
/// the same rules. `y op x` is listed only for `-` and `/`, which do not
/// commute.
#[inline(always)]
pub(crate) fn partners<V: Value>(x: V, v: V) -> impl Iterator<Item = (bool, Op, V)> {
    [
        (true, Op::Add, apply(Op::Sub, v, x)),
        (true, Op::Sub, apply(Op::Sub, x, v)),
        (false, Op::Sub, apply(Op::Add, v, x)),
        (true, Op::Mul, apply(Op::Div, v, x)),
        (true, Op::Div, apply(Op::Div, x, v)),
        (false, Op::Div, apply(Op::Mul, v, x)),
    ]
    .into_iter()
    .filter_map(|(x_left, op, y)| Some((x_left, op, y?)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules written out plainly, for every ordered pair of small values.
    #[test]
    fn apply_follows_the_rules() {
        for a in 1u64..=60 {
            for b in 1u64..=60 {
                assert_eq!(apply(Op::Add, a, b), Some(a + b));
                assert_eq!(apply(Op::Mul, a, b), Some(a * b));
                let diff = (a > b).then(|| a - b);
                assert_eq!(apply(Op::Sub, a, b), diff);
                let quotient = a.is_multiple_of(b).then(|| a / b);
                assert_eq!(apply(Op::Div, a, b), quotient);
                assert_eq!(
                    apply(Op::Div, a as u32, b as u32),
                    quotient.map(|q| q as u32)
                );
            }
        }
        assert_eq!(apply(Op::Add, u64::MAX, 1), None);
        assert_eq!(apply(Op::Mul, 1u64 << 32, 1 << 32), None);
        assert_eq!(Op::Div.apply(5, 0), None);
    }

    #[test]
    fn results_of_a_pair_cover_both_orders_once() {
        for a in 1u64..=40 {
            for b in 1u64..=40 {
                let mut want: Vec<u64> = Op::ALL
                    .iter()
                    .flat_map(|&op| [apply(op, a, b), apply(op, b, a)])
                    .flatten()
                    .collect();
                want.sort_unstable();
                want.dedup();
                let mut got = Vec::new();
                for_each_result(a, b, Results::All, |r| got.push(r));
                got.sort_unstable();
                got.dedup();
                assert_eq!(got, want, "{a} and {b}");
                let mut new = Vec::new();
                for_each_result(a, b, Results::New, |r| new.push(r));
                want.retain(|&r| r != a && r != b);
                new.sort_unstable();
                new.dedup();
                assert_eq!(new, want, "{a} and {b}");
            }
        }
    }

    #[test]
    fn partners_undo_each_operation() {
        for x in 1u64..=30 {
            for v in 1u64..=90 {
                let mut got: Vec<_> = partners(x, v).collect();
                got.sort_unstable();
                let mut want = Vec::new();
                for y in 1..=3_000 {
                    for op in Op::ALL {
                        if apply(op, x, y) == Some(v) {
                            want.push((true, op, y));
                        }
                        if !op.is_commutative() && apply(op, y, x) == Some(v) {
                            want.push((false, op, y));
                        }
                    }
                }
                want.sort_unstable();
                assert_eq!(got, want, "{x} -> {v}");
            }
        }
    }
}
