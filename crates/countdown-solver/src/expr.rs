//! Expressions over the numbers, printed with the fewest brackets.

use core::fmt;
use core::str::FromStr;

use crate::error::MAX_DEPTH;
use crate::{Op, ParseExprError};

/// An arithmetic expression over the given numbers.
///
/// `Display` prints it with the fewest parentheses that keep its value under
/// the usual precedence rules: `(9-4)*75`, `50+25-10` (see the crate docs).
/// `FromStr` reads such text back (see [`Expr::from_str`]), and with the
/// `serde` feature an expression is serialised as its text. The text keeps
/// the numbers and every bracket that matters, not the grouping of a chain
/// of `+` and `-` (or `*` and `/`): `10+(9-4)` prints as `10+9-4`, which
/// reads back as `(10+9)-4`. An expression that follows the rules reads
/// back with the same value (the regrouped one follows them too, unless a
/// product grows past 64 bits); one that
/// does not may read back legal (`2+(3-3)` prints as `2+3-3`).
///
/// Printing, evaluating, comparing and dropping an expression walk it
/// recursively, one call per level, so text is read only up to
/// [`Expr::MAX_DEPTH`] levels: deeper text is refused with
/// [`ParseExprError::TooDeep`] rather than overflowing the stack. Every
/// expression of up to `MAX_DEPTH + 1` numbers reads back from its text.
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
    Number(u64),
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
    /// The most levels of operations, and of brackets, that
    /// [`Expr::from_str`] reads: 256, far beyond a game's expression (six
    /// tiles make at most five operations) and shallow enough for every
    /// recursive walk of an expression on a thread's default stack (2 MiB),
    /// even in a debug build (which takes about 3 KiB a level).
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Expr, ParseExprError};
    /// let deepest = "1+".repeat(Expr::MAX_DEPTH) + "1";
    /// assert!(deepest.parse::<Expr>().is_ok());
    /// let deeper = "1+".repeat(Expr::MAX_DEPTH + 1) + "1";
    /// assert!(matches!(deeper.parse::<Expr>(), Err(ParseExprError::TooDeep { .. })));
    /// ```
    pub const MAX_DEPTH: usize = MAX_DEPTH;

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
            Expr::Number(n) => (*n > 0).then_some(*n),
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
    pub fn numbers(&self) -> Vec<u64> {
        let mut out = Vec::new();
        self.collect_numbers(&mut out);
        out
    }

    fn collect_numbers(&self, out: &mut Vec<u64>) {
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

/// The operations as players type them: `x`, `×` and `÷` too, and the
/// minus sign `−`.
fn op_of(c: char) -> Option<Op> {
    match c {
        '+' => Some(Op::Add),
        '-' | '\u{2212}' => Some(Op::Sub),
        '*' | 'x' | 'X' | '\u{d7}' => Some(Op::Mul),
        '/' | '\u{f7}' => Some(Op::Div),
        _ => None,
    }
}

impl FromStr for Expr {
    type Err = ParseExprError;

    /// Reads an expression as people write it: numbers, `+ - * /` (also
    /// `x`, `×`, `÷` and `−`), brackets and spaces, `*` and `/` binding
    /// tighter than `+` and `-`, each chain read left to right, at most
    /// [`Expr::MAX_DEPTH`] levels deep.
    ///
    /// # Errors
    ///
    /// A [`ParseExprError`] saying what is wrong and where (positions count
    /// characters from 1).
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::{Expr, ParseExprError};
    /// let e: Expr = "(9 - 4) × 75".parse()?;
    /// assert_eq!((e.to_string(), e.eval()), ("(9-4)*75".to_string(), Some(375)));
    /// assert_eq!("10-3-2".parse::<Expr>()?.eval(), Some(5));
    /// assert_eq!(
    ///     "(9-4)*".parse::<Expr>(),
    ///     Err(ParseExprError::MissingNumber { position: None })
    /// );
    /// # Ok::<(), ParseExprError>(())
    /// ```
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut parser = Parser {
            chars: text
                .chars()
                .enumerate()
                .filter(|(_, c)| !c.is_whitespace())
                .collect(),
            at: 0,
            open: 0,
        };
        if parser.chars.is_empty() {
            return Err(ParseExprError::Empty);
        }
        let (e, _) = parser.sum()?;
        match parser.peek() {
            None => Ok(e),
            Some((position, ')')) => Err(ParseExprError::UnopenedBracket { position }),
            Some((position, found)) => Err(ParseExprError::Unexpected { found, position }),
        }
    }
}

/// A recursive-descent reader over the characters that are not spaces,
/// each with its position (from 1). Its recursion, and the depth of what
/// it builds, stop at [`Expr::MAX_DEPTH`].
struct Parser {
    chars: Vec<(usize, char)>,
    at: usize,
    /// How many brackets are open.
    open: usize,
}

/// An expression read, with its depth (0 for a number).
type Read = (Expr, usize);

impl Parser {
    fn peek(&self) -> Option<(usize, char)> {
        self.chars.get(self.at).map(|&(i, c)| (i + 1, c))
    }

    /// Terms joined by `+` and `-`.
    fn sum(&mut self) -> Result<Read, ParseExprError> {
        let mut e = self.product()?;
        while let Some((position, op)) = self.next_op(Op::is_additive) {
            let right = self.product()?;
            e = join(op, e, right, position)?;
        }
        Ok(e)
    }

    /// Factors joined by `*` and `/`.
    fn product(&mut self) -> Result<Read, ParseExprError> {
        let mut e = self.factor()?;
        while let Some((position, op)) = self.next_op(|op| !op.is_additive()) {
            let right = self.factor()?;
            e = join(op, e, right, position)?;
        }
        Ok(e)
    }

    /// The next character if it is a wanted operation, with its position.
    fn next_op(&mut self, wanted: fn(Op) -> bool) -> Option<(usize, Op)> {
        let (position, c) = self.peek()?;
        let op = op_of(c).filter(|&op| wanted(op))?;
        self.at += 1;
        Some((position, op))
    }

    /// A number or a bracketed sum.
    fn factor(&mut self) -> Result<Read, ParseExprError> {
        let Some((position, c)) = self.peek() else {
            return Err(ParseExprError::MissingNumber { position: None });
        };
        if c == '(' {
            if self.open == Expr::MAX_DEPTH {
                return Err(ParseExprError::TooDeep { position });
            }
            self.at += 1;
            self.open += 1;
            let e = self.sum()?;
            return match self.peek() {
                Some((_, ')')) => {
                    self.at += 1;
                    self.open -= 1;
                    Ok(e)
                }
                None => Err(ParseExprError::UnclosedBracket { position }),
                Some((position, found)) => Err(ParseExprError::Unexpected { found, position }),
            };
        }
        if !c.is_ascii_digit() {
            return Err(match c {
                ')' => ParseExprError::MissingNumber {
                    position: Some(position),
                },
                _ if op_of(c).is_some() => ParseExprError::MissingNumber {
                    position: Some(position),
                },
                found => ParseExprError::Unexpected { found, position },
            });
        }
        let mut n: u64 = 0;
        while let Some((_, d)) = self.peek()
            && let Some(digit) = d.to_digit(10)
        {
            n = n
                .checked_mul(10)
                .and_then(|n| n.checked_add(u64::from(digit)))
                .ok_or(ParseExprError::NumberTooLarge { position })?;
            self.at += 1;
        }
        Ok((Expr::Number(n), 0))
    }
}

/// `left op right`, the operation read at `position`, unless it is deeper
/// than [`Expr::MAX_DEPTH`].
fn join(
    op: Op,
    (left, l): Read,
    (right, r): Read,
    position: usize,
) -> Result<Read, ParseExprError> {
    let depth = l.max(r) + 1;
    if depth > Expr::MAX_DEPTH {
        return Err(ParseExprError::TooDeep { position });
    }
    Ok((Expr::apply(op, left, right), depth))
}

#[cfg(feature = "serde")]
impl serde::Serialize for Expr {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Expr {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::string::String as serde::Deserialize>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(v: u64) -> Expr {
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
        let big = Expr::apply(Op::Mul, n(u64::from(u32::MAX)), n(u64::from(u32::MAX)));
        assert_eq!(Expr::apply(Op::Mul, big.clone(), big).eval(), None);
    }

    #[test]
    fn text_reads_back() {
        for text in [
            "(9-4)*75",
            "10-(1+2)",
            "24/(3*4)",
            "3*4*(1+2)",
            "50+25-10-3",
            "7",
        ] {
            let e: Expr = text.parse().unwrap();
            assert_eq!(e.to_string(), text);
        }
        let e: Expr = " 100 x ( 4 − 1 ) ÷ 3 ".parse().unwrap();
        assert_eq!(e.to_string(), "100*(4-1)/3");
        assert_eq!(e.eval(), Some(100));
        // Chains read left to right.
        let e: Expr = "10-3-2".parse().unwrap();
        assert_eq!(
            e,
            Expr::apply(Op::Sub, Expr::apply(Op::Sub, n(10), n(3)), n(2))
        );
        assert_eq!("2+3*4".parse::<Expr>().unwrap().eval(), Some(14));
    }

    /// Text nested past the limit is refused, not read into a stack
    /// overflow, and the deepest text read is walked on half a thread's
    /// default stack (enough for a debug build too).
    #[test]
    fn deep_text_is_refused() {
        let nested = |levels: usize| "(".repeat(levels) + "1" + &")".repeat(levels);
        let chain = |terms: usize| vec!["2"; terms].join("*");
        let too_deep = |position| Err(ParseExprError::TooDeep { position });
        assert_eq!(nested(100_000).parse::<Expr>(), too_deep(257));
        assert_eq!(chain(1_000_000).parse::<Expr>(), too_deep(514));
        assert_eq!(nested(257).parse::<Expr>(), too_deep(257));
        assert_eq!(
            ParseExprError::TooDeep { position: 9 }.to_string(),
            "the expression is nested too deeply at position 9: at most 256 levels are read"
        );
        // 256 brackets around a chain of 256 operations, each bracket
        // holding one more level: `(1+(1+(...)))`.
        let deepest = "(1+".repeat(Expr::MAX_DEPTH) + "1" + &")".repeat(Expr::MAX_DEPTH);
        let walks = move || {
            let e: Expr = deepest.parse().unwrap();
            assert_eq!(e.operations(), Expr::MAX_DEPTH);
            assert_eq!(e.eval(), Some(257));
            let text = e.to_string();
            assert_eq!(text.parse::<Expr>().unwrap().to_string(), text);
            assert_eq!(e.clone(), e);
            let left: Expr = chain(Expr::MAX_DEPTH + 1).parse().unwrap();
            assert_eq!(left.to_string().len(), 2 * Expr::MAX_DEPTH + 1);
            drop((e, left));
        };
        std::thread::Builder::new()
            .stack_size(1024 * 1024)
            .spawn(walks)
            .unwrap()
            .join()
            .unwrap();
    }

    #[test]
    fn bad_text_says_where() {
        let err = |text: &str| text.parse::<Expr>().unwrap_err();
        assert_eq!("18446744073709551615".parse(), Ok(Expr::Number(u64::MAX)));
        assert_eq!(err(""), ParseExprError::Empty);
        assert_eq!(err("   "), ParseExprError::Empty);
        assert_eq!(err("3+"), ParseExprError::MissingNumber { position: None });
        assert_eq!(
            err("3+*4"),
            ParseExprError::MissingNumber { position: Some(3) }
        );
        assert_eq!(
            err("()"),
            ParseExprError::MissingNumber { position: Some(2) }
        );
        assert_eq!(err("(3+4"), ParseExprError::UnclosedBracket { position: 1 });
        assert_eq!(err("3+4)"), ParseExprError::UnopenedBracket { position: 4 });
        assert_eq!(
            err("3 a"),
            ParseExprError::Unexpected {
                found: 'a',
                position: 3
            }
        );
        assert_eq!(
            err("3 (4)"),
            ParseExprError::Unexpected {
                found: '(',
                position: 3
            }
        );
        assert_eq!(
            err("1+18446744073709551616"),
            ParseExprError::NumberTooLarge { position: 3 }
        );
        assert_eq!(
            err("1+18446744073709551616").to_string(),
            "the number at position 3 is too large"
        );
        assert_eq!(
            err("(3+4").to_string(),
            "the '(' at position 1 is never closed"
        );
    }
}
