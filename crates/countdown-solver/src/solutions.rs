//! Every distinct exact solution, streamed: each solution up to
//! commutativity and associativity is built exactly once, so nothing needs
//! remembering between solutions.

use core::cmp::Ordering;
use core::ops::ControlFlow;
use std::rc::Rc;

use smallvec::SmallVec;

use crate::MAX_NUMBERS;
use crate::error::check_round;
use crate::op::{Results, apply};
use crate::subsets::{level, splits};
use crate::values::ValueSets;
use crate::{Expr, Op, RoundError};

/// Calls `f` with every distinct exact solution, fewest numbers first, until
/// `f` breaks; returns how it ended.
///
/// Two expressions are the same solution when they are equal up to
/// commutativity and associativity: sums are flattened into the multisets of
/// terms added and subtracted, products into the multisets of factors
/// multiplied and divided by (so `a+b` = `b+a`, `(a+b)+c` = `a+(b+c)`,
/// `a-(b-c)` = `a+c-b`, `a/(b/c)` = `a*c/b`). Nothing else is identified:
/// `2+2` and `2*2` are two solutions. With [`Distinct::UpToOrder`], so are
/// `x*1` and `x`, which use different numbers; [`Distinct::WithoutIdentities`]
/// leaves out every solution with an identity step (see there), which is
/// what people usually mean by distinct solutions. A solution counts when
/// at least one of its calculations is valid under the rules (see
/// [`Op::apply`]); `f` is given one such calculation, always the same one.
///
/// Solutions are built one at a time and never stored: memory stays within
/// the value sets of the numbers however many solutions there are, and
/// breaking early stops the search. The search is exhaustive: with six game
/// numbers every solution comes within milliseconds, while eight small
/// numbers can have a million solutions.
///
/// # Errors
///
/// As for [`solve`](crate::solve).
///
/// # Examples
///
/// ```
/// use std::ops::ControlFlow;
/// use countdown_solver::{Distinct, for_each_solution};
///
/// let mut count = 0;
/// for_each_solution(&[1, 3, 7, 10, 25, 50], 765, Distinct::UpToOrder, |e| {
///     assert_eq!(e.eval(), Some(765));
///     count += 1;
///     ControlFlow::<()>::Continue(())
/// })?;
/// assert_eq!(count, 22);
///
/// // The first solution with the fewest numbers, found without the rest.
/// let first = for_each_solution(&[1, 2, 3, 4, 5, 6, 7, 8], 12, Distinct::UpToOrder, ControlFlow::Break)?;
/// assert_eq!(first.break_value().map(|e| e.to_string()).as_deref(), Some("4*3"));
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
pub fn for_each_solution<B>(
    numbers: &[u64],
    target: u64,
    distinct: Distinct,
    mut f: impl FnMut(Expr) -> ControlFlow<B>,
) -> Result<ControlFlow<B>, RoundError> {
    check_round(numbers, target, MAX_NUMBERS)?;
    let mut sets = ValueSets::<u64, ()>::of(numbers, Results::All)?;
    sets.fill_proper();
    let (n, t) = (numbers.len(), target);
    let search = Search {
        sets: &sets,
        numbers: numbers
            .iter()
            .map(|&n| Item {
                form: Rc::new(Form {
                    value: n,
                    shape: Shape::Number,
                }),
                expr: Expr::Number(n),
            })
            .collect(),
    };
    let mut stopped = None;
    let mut emit = |item: Item| {
        if distinct == Distinct::WithoutIdentities && item.form.is_padded() {
            return ControlFlow::Continue(());
        }
        match f(item.expr) {
            ControlFlow::Continue(()) => ControlFlow::Continue(()),
            ControlFlow::Break(b) => {
                stopped = Some(b);
                ControlFlow::Break(())
            }
        }
    };
    'levels: for k in 1..=n {
        for mask in level(n, k) {
            // A subset with equal numbers further left gives the same
            // solutions; the full set's values are not stored.
            let stored = k < n || n == 1;
            if sets.twins().twin(mask).is_some() || stored && !sets.contains(mask, t) {
                continue;
            }
            if search.each_form(mask, t, &mut emit).is_break() {
                break 'levels;
            }
        }
    }
    Ok(match stopped {
        Some(b) => ControlFlow::Break(b),
        None => ControlFlow::Continue(()),
    })
}

/// Which solutions [`for_each_solution`] and [`solutions`] tell apart.
///
/// # Examples
///
/// ```
/// use countdown_solver::{Distinct, solutions};
/// let numbers = [1, 3, 7, 10, 25, 50];
/// assert_eq!(solutions(&numbers, 765, Distinct::UpToOrder, 100)?.len(), 22);
/// assert_eq!(solutions(&numbers, 765, Distinct::WithoutIdentities, 100)?.len(), 12);
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Distinct {
    /// Every solution up to commutativity and associativity: `x*1` and
    /// `x` are two solutions.
    UpToOrder,
    /// Up to commutativity and associativity, and without identity steps:
    /// a solution in which a proper part of a sum or product cancels out
    /// (`x*1`, `x/(5-4)`, `x*4/4`, `x+4-4`, at any depth) is left out, the
    /// rest of its numbers making the same value on their own.
    WithoutIdentities,
}

/// The first `limit` distinct exact solutions, fewest numbers first (see
/// [`for_each_solution`], which this collects).
///
/// # Errors
///
/// As for [`solve`](crate::solve).
///
/// # Examples
///
/// ```
/// use countdown_solver::{Distinct, solutions};
///
/// let all = solutions(&[3, 4, 5], 12, Distinct::UpToOrder, usize::MAX)?;
/// let texts: Vec<String> = all.iter().map(|e| e.to_string()).collect();
/// assert_eq!(texts, ["4*3", "5+4+3"]);
/// assert_eq!(solutions(&[2, 2], 4, Distinct::UpToOrder, 10)?.len(), 2); // 2+2 and 2*2
/// let padded = solutions(&[1, 3, 4], 12, Distinct::UpToOrder, 10)?;
/// assert_eq!(padded.len(), 3); // 4*3, 4*3*1 and 4*3/1
/// let plain = solutions(&[1, 3, 4], 12, Distinct::WithoutIdentities, 10)?;
/// assert_eq!(plain.len(), 1);
/// assert!(solutions(&[1, 3, 7, 10, 25, 50], 831, Distinct::UpToOrder, 10)?.is_empty());
/// assert_eq!(solutions(&[1, 2, 3, 4, 5, 6, 7, 8], 12, Distinct::UpToOrder, 5)?.len(), 5);
/// # Ok::<(), countdown_solver::RoundError>(())
/// ```
pub fn solutions(
    numbers: &[u64],
    target: u64,
    distinct: Distinct,
    limit: usize,
) -> Result<Vec<Expr>, RoundError> {
    let mut out = Vec::new();
    // Whether the search ended or was stopped at the limit makes no
    // difference to the caller.
    let _ended = for_each_solution(numbers, target, distinct, |e| {
        if out.len() < limit {
            out.push(e);
        }
        if out.len() < limit {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    })?;
    Ok(out)
}

/// An expression up to commutativity and associativity, with its value.
///
/// A sum is flattened into the sorted multisets of terms added (`up`) and
/// subtracted (`down`), its terms being numbers or products; a product
/// likewise into factors multiplied and divided by, its factors being
/// numbers or sums.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Form {
    value: u64,
    shape: Shape,
}

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Shape {
    Number,
    Chain {
        additive: bool,
        up: Vec<Rc<Form>>,
        down: Vec<Rc<Form>>,
    },
}

impl Form {
    /// Whether a proper part of one of its sums or products, at any depth,
    /// cancels out: terms added and subtracted with equal sums, or factors
    /// multiplied and divided by with equal products (a factor worth 1
    /// alone among them).
    fn is_padded(&self) -> bool {
        let Shape::Chain { additive, up, down } = &self.shape else {
            return false;
        };
        if up.iter().chain(down).any(|t| t.is_padded()) {
            return true;
        }
        let terms: SmallVec<[(bool, u64); MAX_NUMBERS]> = up
            .iter()
            .map(|t| (true, t.value))
            .chain(down.iter().map(|t| (false, t.value)))
            .collect();
        let part = |mask: usize| {
            let picked = terms
                .iter()
                .enumerate()
                .filter(move |&(i, _)| mask >> i & 1 == 1);
            let side = move |way: bool| picked.clone().filter(move |t| t.1.0 == way).map(|t| t.1.1);
            (side(true), side(false))
        };
        (1..(1usize << terms.len()) - 1).any(|mask| {
            let (ups, downs) = part(mask);
            if *additive {
                ups.map(u128::from).sum::<u128>() == downs.map(u128::from).sum::<u128>()
            } else {
                equal_products(ups.collect(), downs.collect())
            }
        })
    }

    /// The terms of `form` seen as a sum (`additive`) or a product: its
    /// own if it is one, else itself alone.
    fn parts(form: &Rc<Form>, additive: bool) -> (&[Rc<Form>], &[Rc<Form>]) {
        match &form.shape {
            Shape::Chain {
                additive: a,
                up,
                down,
            } if *a == additive => (up, down),
            _ => (core::slice::from_ref(form), &[]),
        }
    }
}

/// A solution being built: its form and the calculation that represents it.
struct Item {
    form: Rc<Form>,
    expr: Expr,
}

/// Which ways up a part of a sum or product can be calculated on its own:
/// as it stands (`UP`), negated or inverted (`DOWN`). Only a product part
/// worth 1 can be both.
type Ways = u8;
const UP: Ways = 1;
const DOWN: Ways = 2;

struct Search<'a> {
    sets: &'a ValueSets<u64, ()>,
    /// Every number as a solution of its own.
    numbers: Vec<Item>,
}

impl Search<'_> {
    /// Calls `f` with every distinct form of value `v` using exactly the
    /// numbers of `mask`, once each.
    fn each_form(
        &self,
        mask: usize,
        v: u64,
        f: &mut dyn FnMut(Item) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if mask.count_ones() == 1 {
            let number = &self.numbers[mask.trailing_zeros() as usize];
            return f(Item {
                form: Rc::clone(&number.form),
                expr: number.expr.clone(),
            });
        }
        let mut flow = ControlFlow::Continue(());
        self.sets.decompose(mask, v, |lm, l, op, rm, r| {
            flow = self.each_join(op, (lm, l), (rm, r), f);
            flow.is_break()
        });
        flow
    }

    /// Every form of `left op right` over the forms of its two operands
    /// (given as masks and values) that is built this way canonically.
    fn each_join(
        &self,
        op: Op,
        left: (usize, u64),
        right: (usize, u64),
        f: &mut dyn FnMut(Item) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        // The operand with fewer numbers is collected, the other streamed.
        let left_is_small = left.0.count_ones() <= right.0.count_ones();
        let (small, large) = if left_is_small {
            (left, right)
        } else {
            (right, left)
        };
        let mut smalls = Vec::new();
        let _ = self.each_form(small.0, small.1, &mut |item| {
            smalls.push(item);
            ControlFlow::Continue(())
        });
        self.each_form(large.0, large.1, &mut |big| {
            for s in &smalls {
                let (l, r) = if left_is_small { (s, &big) } else { (&big, s) };
                if let Some(item) = self.join(op, (left.0, l), (right.0, r)) {
                    f(item)?;
                }
            }
            ControlFlow::Continue(())
        })
    }

    /// `left op right` if this is the canonical way to build its form: the
    /// first split of the form's terms (see [`first_split`]) whose two parts
    /// can each be calculated, each part the way up it can take (preferring
    /// as it stands), and equal numbers shared between the operands with
    /// the lower copies on the side of the smaller form (the left one if
    /// the forms are equal).
    fn join(
        &self,
        op: Op,
        (lm, left): (usize, &Item),
        (rm, right): (usize, &Item),
    ) -> Option<Item> {
        let (low_side, high_side) = match left.form.cmp(&right.form) {
            Ordering::Less | Ordering::Equal => (lm, rm),
            Ordering::Greater => (rm, lm),
        };
        if !self.sets.twins().lower_copies_in(low_side, high_side) {
            return None;
        }
        let value = apply(op, left.form.value, right.form.value)?;
        // The terms of the whole: the right operand of `-` or `/` enters it
        // negated or inverted.
        let additive = op.is_additive();
        let right_way = if op.is_commutative() { UP } else { DOWN };
        let mut terms: Terms<'_> = SmallVec::new();
        for (item, way) in [(left, UP), (right, right_way)] {
            let (up, down) = Form::parts(&item.form, additive);
            let flip = if way == UP { DOWN } else { UP };
            terms.extend(up.iter().map(|t| (way, t)));
            terms.extend(down.iter().map(|t| (flip, t)));
        }
        terms.sort_unstable_by(|a, b| (a.0 == UP, a.1).cmp(&(b.0 == UP, b.1)));
        let (first, first_way, rest_way) = first_split(&terms, additive)?;
        let rest = ((1 << terms.len()) - 1) ^ first;
        // Whether `item`, entering the whole `way` up, is the part `part`.
        let is_part = |part: usize, part_way: Ways, item: &Item, way: Ways| {
            let (up, down) = Form::parts(&item.form, additive);
            let (up, down) = if way == UP { (up, down) } else { (down, up) };
            let pick = |w: Ways| {
                terms
                    .iter()
                    .enumerate()
                    .filter(move |&(i, t)| part >> i & 1 == 1 && t.0 == w)
                    .map(|(_, t)| t.1)
            };
            way == part_way && pick(UP).eq(up) && pick(DOWN).eq(down)
        };
        let canonical = (is_part(first, first_way, left, UP)
            && is_part(rest, rest_way, right, right_way))
            || (is_part(rest, rest_way, left, UP) && is_part(first, first_way, right, right_way));
        if !canonical {
            return None;
        }
        let pick = |w: Ways| -> Vec<Rc<Form>> {
            terms
                .iter()
                .filter(|t| t.0 == w)
                .map(|t| Rc::clone(t.1))
                .collect()
        };
        let form = Form {
            value,
            shape: Shape::Chain {
                additive,
                up: pick(UP),
                down: pick(DOWN),
            },
        };
        Some(Item {
            expr: Expr::join(
                op,
                (lm.count_ones(), left.form.value, left.expr.clone()),
                (rm.count_ones(), right.form.value, right.expr.clone()),
            ),
            form: Rc::new(form),
        })
    }
}

/// The terms of a sum or product, each with the way it enters: added
/// (multiplied) or subtracted (divided by). At most one per number.
type Terms<'a> = SmallVec<[(Ways, &'a Rc<Form>); MAX_NUMBERS]>;

/// The first split of the terms of a sum or product whose two parts can
/// each be calculated and combine into the whole as it stands: the mask of
/// the part holding the first term, and the way up each part is taken (as
/// it stands if it can be).
///
/// Splits are tried from the first term alone against the rest onwards, and
/// the terms come subtracted (divided by) first, then added (multiplied),
/// each in increasing order: so the smallest such term is taken away (or
/// added) last, and `50+25-10-3` and `5+4+3` print largest first.
fn first_split(terms: &[(Ways, &Rc<Form>)], additive: bool) -> Option<(usize, Ways, Ways)> {
    let (plus, minus) = if additive {
        (Op::Add, Op::Sub)
    } else {
        (Op::Mul, Op::Div)
    };
    let combine = |(va, wa): (u64, Ways), (vb, wb): (u64, Ways)| {
        let mut out: Option<(u64, Ways)> = None;
        for a in [UP, DOWN].into_iter().filter(|w| wa & w != 0) {
            for b in [UP, DOWN].into_iter().filter(|w| wb & w != 0) {
                let results = if a == b {
                    [(apply(plus, va, vb), a), (None, a)]
                } else {
                    [(apply(minus, va, vb), a), (apply(minus, vb, va), b)]
                };
                for (v, w) in results {
                    if let Some(v) = v {
                        out = Some((v, out.map_or(w, |(_, ways)| ways | w)));
                    }
                }
            }
        }
        out
    };
    // For every part: its value and the ways up it can be calculated.
    let full = (1usize << terms.len()) - 1;
    let mut parts: SmallVec<[Option<(u64, Ways)>; 16]> = SmallVec::from_elem(None, full + 1);
    for mask in 1..=full {
        parts[mask] = if mask.count_ones() == 1 {
            let (way, term) = terms[mask.trailing_zeros() as usize];
            Some((term.value, way))
        } else {
            splits(mask)
                .filter_map(|(p, q)| combine(parts[p]?, parts[q]?))
                .reduce(|(v, a), (_, b)| (v, a | b))
        };
    }
    let preferred = |mask: usize| {
        let (v, ways) = parts[mask]?;
        Some((v, if ways & UP != 0 { UP } else { DOWN }))
    };
    let order: SmallVec<[(usize, usize); 8]> = splits(full).collect();
    order.into_iter().rev().find_map(|(p, q)| {
        let (a, b) = (preferred(p)?, preferred(q)?);
        let (_, w) = combine(a, b)?;
        (w & UP != 0).then_some((p, a.1, b.1))
    })
}

/// Whether two lists of positive factors have the same product, without
/// computing it: each pair across the lists is divided by its greatest
/// common divisor (which leaves every pair coprime), and the products are
/// then equal only if every factor left is 1.
fn equal_products(
    mut a: SmallVec<[u64; MAX_NUMBERS]>,
    mut b: SmallVec<[u64; MAX_NUMBERS]>,
) -> bool {
    for x in &mut a {
        for y in &mut b {
            let g = gcd(*x, *y);
            *x /= g;
            *y /= g;
        }
    }
    a.iter().chain(&b).all(|&v| v == 1)
}

/// The greatest common divisor of two positive numbers.
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
