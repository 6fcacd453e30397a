use std::collections::{BTreeSet, HashMap};
use std::rc::Rc;

use crate::values::ValueSets;
use crate::{Error, Expr, Op};

/// An expression up to commutativity and associativity: the canonical form
/// that decides when two solutions are the same.
///
/// A sum is flattened into the multiset of terms added and the multiset of
/// terms subtracted, its terms being numbers or products; a product into
/// the multiset of factors multiplied and of factors divided by, its factors
/// being numbers or sums. Multisets are kept sorted. So `a+b`, `b+a`,
/// `(a+b)+c`, `a+(b+c)` are one form, and so are `a-(b-c)` and `(a+c)-b`,
/// `a/(b/c)` and `(a*c)/b`. Nothing else is identified: `2*2` and `2+2`
/// stay distinct, and so do `a*1` and `a`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Canon {
    Number(u32),
    Sum(Vec<Canon>, Vec<Canon>),
    Product(Vec<Canon>, Vec<Canon>),
}

impl Canon {
    fn combine(op: Op, l: &Canon, r: &Canon) -> Canon {
        let (mut up, mut down) = (Vec::new(), Vec::new());
        let additive = matches!(op, Op::Add | Op::Sub);
        let inverse = matches!(op, Op::Sub | Op::Div);
        l.parts(additive, &mut up, &mut down);
        if inverse {
            r.parts(additive, &mut down, &mut up);
        } else {
            r.parts(additive, &mut up, &mut down);
        }
        up.sort_unstable();
        down.sort_unstable();
        if additive {
            Canon::Sum(up, down)
        } else {
            Canon::Product(up, down)
        }
    }

    /// Appends the positive and negative parts of `self` seen as a sum
    /// (`additive`) or a product.
    fn parts(&self, additive: bool, up: &mut Vec<Canon>, down: &mut Vec<Canon>) {
        match (self, additive) {
            (Canon::Sum(p, n), true) | (Canon::Product(p, n), false) => {
                up.extend(p.iter().cloned());
                down.extend(n.iter().cloned());
            }
            _ => up.push(self.clone()),
        }
    }

    /// A representative: the positive parts folded in turn (largest first),
    /// then each negative part taken away. Every intermediate result is a
    /// positive integer: partial sums only grow and then shrink to the
    /// positive value; the full product is a multiple of every partial
    /// divisor.
    fn to_expr(&self) -> Expr {
        let (up, down, plus, minus) = match self {
            Canon::Number(n) => return Expr::Number(*n),
            Canon::Sum(p, n) => (p, n, Op::Add, Op::Sub),
            Canon::Product(p, n) => (p, n, Op::Mul, Op::Div),
        };
        let mut it = up.iter().rev().map(Canon::to_expr);
        let first = it.next().expect("a canonical form has a positive part");
        let e = it.fold(first, |acc, x| Expr::apply(plus, acc, x));
        down.iter()
            .rev()
            .fold(e, |acc, x| Expr::apply(minus, acc, x.to_expr()))
    }
}

/// Every distinct exact solution, up to commutativity and associativity.
///
/// Two expressions are the same solution when they have the same canonical
/// form: sums flattened into sorted multisets of added and subtracted
/// terms, products into sorted multisets of multiplied and divided factors
/// (so `a+b` = `b+a`, `(a+b)+c` = `a+(b+c)`, `a-(b-c)` = `a+c-b`,
/// `a/(b/c)` = `a*c/b`). A form counts when at least one expression of it
/// is valid under the rules. Each solution is given by one representative
/// expression: its added (multiplied) parts in a fixed order, then its
/// subtracted (divided) parts: `50+25-10`, `(9-4)*75`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solutions {
    exprs: Vec<Expr>,
}

impl Solutions {
    /// How many distinct solutions there are.
    ///
    /// # Examples
    ///
    /// ```
    /// let all = countdown_solver::solutions(&[2, 2], 4)?;
    /// assert_eq!(all.len(), 2); // 2+2 and 2*2
    /// # Ok::<(), countdown_solver::Error>(())
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.exprs.len()
    }

    /// Whether there is no exact solution.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(countdown_solver::solutions(&[2, 3], 7)?.is_empty());
    /// # Ok::<(), countdown_solver::Error>(())
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.exprs.is_empty()
    }

    /// The solutions, fewest numbers first.
    ///
    /// # Examples
    ///
    /// ```
    /// let all = countdown_solver::solutions(&[3, 4, 5], 12)?;
    /// let texts: Vec<String> = all.iter().map(|e| e.to_string()).collect();
    /// assert!(texts.contains(&"4*3".to_string()));
    /// # Ok::<(), countdown_solver::Error>(())
    /// ```
    pub fn iter(&self) -> core::slice::Iter<'_, Expr> {
        self.exprs.iter()
    }
}

impl IntoIterator for Solutions {
    type Item = Expr;
    type IntoIter = std::vec::IntoIter<Expr>;

    fn into_iter(self) -> Self::IntoIter {
        self.exprs.into_iter()
    }
}

impl<'a> IntoIterator for &'a Solutions {
    type Item = &'a Expr;
    type IntoIter = core::slice::Iter<'a, Expr>;

    fn into_iter(self) -> Self::IntoIter {
        self.exprs.iter()
    }
}

/// Finds every distinct exact solution (see [`Solutions`] for what
/// "distinct" means), using any subset of the numbers.
///
/// The search is exhaustive: it fills the value set of every proper subset
/// without pruning, which for six game numbers takes about a millisecond,
/// but for eight unrelated large numbers can take seconds and much memory.
///
/// # Errors
///
/// As for [`solve`](crate::solve).
///
/// # Examples
///
/// ```
/// let all = countdown_solver::solutions(&[1, 3, 7, 10, 25, 50], 765)?;
/// assert!(all.len() > 1);
/// assert!(all.iter().all(|e| e.eval() == Some(765)));
/// let none = countdown_solver::solutions(&[1, 3, 7, 10, 25, 50], 831)?;
/// assert!(none.is_empty());
/// # Ok::<(), countdown_solver::Error>(())
/// ```
pub fn solutions(numbers: &[u32], target: u32) -> Result<Solutions, Error> {
    if target == 0 {
        return Err(Error::ZeroTarget);
    }
    let mut sets = ValueSets::new(numbers, false)?;
    sets.fill_proper()?;
    let mut memo = HashMap::new();
    let t = u64::from(target);
    let mut all = BTreeSet::new();
    for mask in 1..=sets.full() {
        // The full set's values are not stored: it is decomposed directly.
        let unstored = mask == sets.full() && sets.len() > 1;
        let here = if unstored || sets.contains(mask, t) {
            forms(&sets, &mut memo, mask, t)
        } else {
            continue;
        };
        all.extend(here.iter().cloned());
    }
    let mut exprs: Vec<(usize, Expr)> = all
        .into_iter()
        .map(|c| {
            let e = c.to_expr();
            (e.operations(), e)
        })
        .collect();
    exprs.sort_by_key(|(ops, _)| *ops);
    Ok(Solutions {
        exprs: exprs.into_iter().map(|(_, e)| e).collect(),
    })
}

type Memo = HashMap<(usize, u64), Rc<BTreeSet<Canon>>>;

/// The canonical forms of the expressions using exactly `mask` with value
/// `v` (empty if there are none).
fn forms(sets: &ValueSets, memo: &mut Memo, mask: usize, v: u64) -> Rc<BTreeSet<Canon>> {
    if let Some(f) = memo.get(&(mask, v)) {
        return Rc::clone(f);
    }
    let mut out = BTreeSet::new();
    if mask.count_ones() == 1 {
        out.insert(Canon::Number(
            u32::try_from(v).expect("a single number is a u32"),
        ));
    } else {
        let mut parts = Vec::new();
        sets.decompose(mask, v, |lm, l, op, rm, r| {
            parts.push((lm, l, op, rm, r));
            false
        });
        for (lm, l, op, rm, r) in parts {
            let (left, right) = (forms(sets, memo, lm, l), forms(sets, memo, rm, r));
            for a in left.iter() {
                for b in right.iter() {
                    out.insert(Canon::combine(op, a, b));
                }
            }
        }
    }
    let out = Rc::new(out);
    memo.insert((mask, v), Rc::clone(&out));
    out
}
