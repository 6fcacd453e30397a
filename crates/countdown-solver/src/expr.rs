//! Expressions over the numbers, printed with the fewest brackets.

use core::fmt;

use crate::Op;

/// An arithmetic expression over the given numbers.
///
/// `Display` prints it with the fewest parentheses that keep its value under
/// the usual precedence rules: `(9-4)*75`, `50+25-10` (see the crate docs).
///
/// # Examples
///
/// ```
/// use countdown_solver::{Expr, Op};
/// let sum = Expr::apply(Op::Add, Expr::Number(1), Expr::Number(2));
/// let e = Expr::apply(Op::Sub, Expr::Number(10), sum);
/// assert_eq!(e.to_string(), "10-(1+2)");
/// assert!(matches!(e, Expr::Apply { op: Op::Sub, .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Expr {
    /// One of the given numbers.
    Number(u32),
    /// An operation applied to two sub-expressions.
    Apply {
        /// The operation.
        op: Op,
        /// The left operand.
        left: Box<Expr>,
        /// The right operand.
        right: Box<Expr>,
    },
}

impl Expr {
    /// Builds `left op right`.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Expr, Op};
    /// let e = Expr::apply(Op::Mul, Expr::apply(Op::Sub, Expr::Number(9), Expr::Number(4)), Expr::Number(75));
    /// assert_eq!(e.to_string(), "(9-4)*75");
    /// assert_eq!(e.eval(), Some(375));
    /// ```
    #[must_use]
    pub fn apply(op: Op, left: Expr, right: Expr) -> Expr {
        Expr::Apply {
            op,
            left: Box::new(left),
            right: Box::new(right),
        }
    }

    /// The value under the game's rules (see [`Op::apply`]): `None` if a
    /// number is zero or some intermediate result is not a positive integer
    /// (a zero or negative difference, an inexact division) or does not fit
    /// in a `u64`.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Expr, Op};
    /// let bad = Expr::apply(Op::Sub, Expr::Number(3), Expr::Number(7));
    /// assert_eq!(bad.eval(), None);
    /// ```
    #[must_use]
    pub fn eval(&self) -> Option<u64> {
        match self {
            Expr::Number(n) => (*n > 0).then_some(u64::from(*n)),
            Expr::Apply { op, left, right } => op.apply(left.eval()?, right.eval()?),
        }
    }

    /// The numbers used, left to right.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Expr, Op};
    /// let e = Expr::apply(Op::Add, Expr::Number(50), Expr::Number(1));
    /// assert_eq!(e.numbers(), vec![50, 1]);
    /// ```
    #[must_use]
    pub fn numbers(&self) -> Vec<u32> {
        let mut out = Vec::new();
        self.collect_numbers(&mut out);
        out
    }

    fn collect_numbers(&self, out: &mut Vec<u32>) {
        match self {
            Expr::Number(n) => out.push(*n),
            Expr::Apply { left, right, .. } => {
                left.collect_numbers(out);
                right.collect_numbers(out);
            }
        }
    }

    /// How many operations the expression applies (one fewer than its numbers).
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Expr, Op};
    /// assert_eq!(Expr::Number(7).operations(), 0);
    /// assert_eq!(Expr::apply(Op::Add, Expr::Number(7), Expr::Number(3)).operations(), 1);
    /// ```
    #[must_use]
    pub fn operations(&self) -> usize {
        match self {
            Expr::Number(_) => 0,
            Expr::Apply { left, right, .. } => 1 + left.operations() + right.operations(),
        }
    }

    /// `left op right` from two operands given with how many numbers they
    /// use and their values; a commutative operation puts the operand with
    /// more numbers first, then the larger: `(9-4)*75`, `50+1`.
    pub(crate) fn join(op: Op, left: (u32, u64, Expr), right: (u32, u64, Expr)) -> Expr {
        let (left, right) = if op.is_commutative() && (right.0, right.1) > (left.0, left.1) {
            (right, left)
        } else {
            (left, right)
        };
        Expr::apply(op, left.2, right.2)
    }

    fn precedence(&self) -> u8 {
        match self {
            Expr::Number(_) => 3,
            Expr::Apply { op, .. } => op.precedence(),
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Number(n) => write!(f, "{n}"),
            Expr::Apply { op, left, right } => {
                let p = op.precedence();
                // Left operands need brackets only below the operator's
                // precedence; right operands also at equal precedence under
                // `-` and `/`, which do not associate to the right.
                let left_brackets = left.precedence() < p;
                let right_brackets = right.precedence() < p
                    || (right.precedence() == p && matches!(op, Op::Sub | Op::Div));
                write_operand(f, left, left_brackets)?;
                write!(f, "{op}")?;
                write_operand(f, right, right_brackets)
            }
        }
    }
}

fn write_operand(f: &mut fmt::Formatter<'_>, e: &Expr, brackets: bool) -> fmt::Result {
    if brackets {
        write!(f, "({e})")
    } else {
        write!(f, "{e}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(v: u32) -> Expr {
        Expr::Number(v)
    }

    #[test]
    fn minimal_parentheses() {
        let sum = Expr::apply(Op::Add, n(1), n(2));
        let diff = Expr::apply(Op::Sub, n(9), n(4));
        assert_eq!(
            Expr::apply(Op::Mul, diff.clone(), n(75)).to_string(),
            "(9-4)*75"
        );
        assert_eq!(
            Expr::apply(Op::Sub, n(10), sum.clone()).to_string(),
            "10-(1+2)"
        );
        assert_eq!(
            Expr::apply(Op::Add, n(10), diff.clone()).to_string(),
            "10+9-4"
        );
        assert_eq!(
            Expr::apply(Op::Sub, diff.clone(), n(1)).to_string(),
            "9-4-1"
        );
        let prod = Expr::apply(Op::Mul, n(3), n(4));
        assert_eq!(
            Expr::apply(Op::Div, n(24), prod.clone()).to_string(),
            "24/(3*4)"
        );
        assert_eq!(
            Expr::apply(Op::Add, prod.clone(), sum.clone()).to_string(),
            "3*4+1+2"
        );
        assert_eq!(Expr::apply(Op::Mul, prod, sum).to_string(), "3*4*(1+2)");
    }

    #[test]
    fn eval_follows_the_rules() {
        assert_eq!(Expr::apply(Op::Div, n(7), n(2)).eval(), None);
        assert_eq!(Expr::apply(Op::Sub, n(2), n(2)).eval(), None);
        assert_eq!(n(0).eval(), None);
        let big = Expr::apply(Op::Mul, n(u32::MAX), n(u32::MAX));
        assert_eq!(Expr::apply(Op::Mul, big.clone(), big).eval(), None);
    }
}
