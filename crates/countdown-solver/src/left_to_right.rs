//! The source document's strictly left-to-right backtracking.

use core::fmt;

use smallvec::SmallVec;

use crate::error::check_round;
use crate::{Expr, MAX_NUMBERS, Op, RoundError};

/// A solution found by the source document's left-to-right backtracking:
/// the numbers in the order used and the operators between them, meaning
/// `((x1 op1 x2) op2 x3) ...`.
///
/// `Display` prints it as the document does, numbers and operators
/// interleaved without brackets (`6+5+3*2` for `((6+5)+3)*2`), a string that
/// must be read strictly left to right; [`LeftToRight::to_expr`] gives the
/// expression, whose own `Display` has the brackets (`(6+5+3)*2`).
///
/// # Examples
///
/// ```
/// let s = countdown_solver::left_to_right(&[6, 5, 3, 2], 28)?.unwrap();
/// assert_eq!(s.to_string(), "6+5+3*2");
/// assert_eq!(s.to_expr().eval(), Some(28));
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeftToRight {
    numbers: SmallVec<[u64; 8]>,
    ops: SmallVec<[Op; 8]>,
}

impl LeftToRight {
    /// The numbers in the order they are combined.
    ///
    /// # Examples
    ///
    /// ```
    /// let s = countdown_solver::left_to_right(&[2, 5, 3], 21)?.unwrap();
    /// assert_eq!(s.numbers(), &[5, 2, 3]); // (5+2)*3: 2+5 is not tried
    /// # Ok::<(), countdown_solver::RoundError>(())
    /// ```
    #[must_use]
    pub fn numbers(&self) -> &[u64] {
        &self.numbers
    }

    /// The operators, one fewer than the numbers.
    ///
    /// # Examples
    ///
    /// ```
    /// use countdown_solver::Op;
    /// let s = countdown_solver::left_to_right(&[2, 5, 3], 21)?.unwrap();
    /// assert_eq!(s.ops(), &[Op::Add, Op::Mul]);
    /// # Ok::<(), countdown_solver::RoundError>(())
    /// ```
    #[must_use]
    pub fn ops(&self) -> &[Op] {
        &self.ops
    }

    /// The chain as an expression tree, `((x1 op1 x2) op2 x3) ...`.
    ///
    /// # Examples
    ///
    /// ```
    /// let s = countdown_solver::left_to_right(&[6, 5, 3, 2], 28)?.unwrap();
    /// assert_eq!(s.to_string(), "6+5+3*2");
    /// assert_eq!(s.to_expr().to_string(), "(6+5+3)*2");
    /// # Ok::<(), countdown_solver::RoundError>(())
    /// ```
    #[must_use]
    pub fn to_expr(&self) -> Expr {
        let mut e = Expr::Number(self.numbers[0]);
        for (&op, &n) in self.ops.iter().zip(&self.numbers[1..]) {
            e = Expr::apply(op, e, Expr::Number(n));
        }
        e
    }
}

impl fmt::Display for LeftToRight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.numbers[0])?;
        for (op, n) in self.ops.iter().zip(&self.numbers[1..]) {
            write!(f, "{op}{n}")?;
        }
        Ok(())
    }
}

/// The source document's search: a running value combined with one unused
/// number at a time, strictly left to right; numbers tried in input order,
/// operators in the order `+ - * /`; stops at the first chain equal to the
/// target, `None` if there is none.
///
/// The guards are the document's pseudocode: `+` and `*` only when the
/// running value is at least the number (the pseudocode's condition), `/`
/// only when exact; `-` is taken only when the result stays positive (the
/// game's rule, which the pseudocode leaves out; its test cases come out the
/// same either way). The real-rules solver is [`solve`](crate::solve).
///
/// The search is exhaustive when there is no solution: a repeated number is
/// tried once per step, but eight distinct numbers can take a couple of
/// seconds.
///
/// # Errors
///
/// As for [`solve`](crate::solve).
///
/// # Examples
///
/// ```
/// use countdown_solver::left_to_right;
/// assert_eq!(left_to_right(&[50, 9, 6, 3, 2], 144)?.unwrap().to_string(), "50*9/6-3*2");
/// assert!(left_to_right(&[8, 5, 5, 3], 101)?.is_none());
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
pub fn left_to_right(numbers: &[u64], target: u64) -> Result<Option<LeftToRight>, RoundError> {
    check_round(numbers, target, MAX_NUMBERS)?;
    let mut search = Search {
        numbers,
        target,
        used: SmallVec::from_elem(false, numbers.len()),
        chain: SmallVec::new(),
        ops: SmallVec::new(),
    };
    for (first, &n) in numbers.iter().enumerate() {
        if !search.fresh(first) {
            continue;
        }
        search.used[first] = true;
        search.chain.push(n);
        if search.run(n) {
            return Ok(Some(LeftToRight {
                numbers: search.chain,
                ops: search.ops,
            }));
        }
        search.chain.pop();
        search.used[first] = false;
    }
    Ok(None)
}

struct Search<'a> {
    numbers: &'a [u64],
    target: u64,
    used: SmallVec<[bool; 8]>,
    chain: SmallVec<[u64; 8]>,
    ops: SmallVec<[Op; 8]>,
}

impl Search<'_> {
    /// Whether the number at `i` is worth trying next: unused, with no
    /// unused equal number to its left, which was tried already with the
    /// same outcome (skipping it changes nothing but the time).
    fn fresh(&self, i: usize) -> bool {
        !self.used[i] && !(0..i).any(|k| !self.used[k] && self.numbers[k] == self.numbers[i])
    }

    fn run(&mut self, current: u64) -> bool {
        if current == self.target {
            return true;
        }
        for i in 0..self.numbers.len() {
            if !self.fresh(i) {
                continue;
            }
            let n = self.numbers[i];
            for op in Op::ALL {
                // The document's guard on + and *, then the game's rules.
                if op.is_commutative() && current < n {
                    continue;
                }
                let Some(next) = op.apply(current, n) else {
                    continue;
                };
                self.used[i] = true;
                self.chain.push(self.numbers[i]);
                self.ops.push(op);
                if self.run(next) {
                    return true;
                }
                self.ops.pop();
                self.chain.pop();
                self.used[i] = false;
            }
        }
        false
    }
}
