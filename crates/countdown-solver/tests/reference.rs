//! The fast paths against slow, separately written references: the rules
//! written out plainly, a brute-force search that combines any two values
//! of a list until one is left, and a canonicaliser working on printed
//! terms. Small game-like numbers and adversarial large ones, whose
//! products overflow 64 bits, are both checked.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::ops::ControlFlow;

use countdown_solver::{
    Distinct, DrawError, Expr, Op, ReachError, Reachable, RoundError, TargetRange,
    for_each_solution, left_to_right, solutions, solve,
};
use proptest::prelude::*;

/// The rules: `a op b` if it is a positive integer below 2^64.
fn rule(op: Op, a: u64, b: u64) -> Option<u64> {
    match op {
        Op::Add => a.checked_add(b),
        Op::Sub => (a > b).then(|| a - b),
        Op::Mul => a.checked_mul(b),
        Op::Div => a.is_multiple_of(b).then(|| a / b),
    }
}

/// The value of an expression under [`rule`], if every step is legal.
fn value(e: &Expr) -> Option<u64> {
    match e {
        Expr::Number(n) => (*n > 0).then_some(*n),
        Expr::Apply { op, left, right } => rule(*op, value(left)?, value(right)?),
    }
}

/// For every value any expression reaches: the fewest numbers it needs and,
/// separately, the smallest peak (largest value in the calculation).
fn brute_force(numbers: &[u64]) -> BTreeMap<u64, (usize, u64)> {
    let mut best = BTreeMap::new();
    // Items: (value, numbers used, peak).
    let items: Vec<(u64, usize, u64)> = numbers.iter().map(|&n| (n, 1, n)).collect();
    explore(items, &mut best, &mut HashSet::new());
    best
}

/// Records every item, then combines every ordered pair of items in every
/// way and explores what is left; `seen` skips a list of items (in any
/// order) already explored.
fn explore(
    mut items: Vec<(u64, usize, u64)>,
    best: &mut BTreeMap<u64, (usize, u64)>,
    seen: &mut HashSet<Vec<(u64, usize, u64)>>,
) {
    items.sort_unstable();
    if !seen.insert(items.clone()) {
        return;
    }
    for &(v, k, p) in &items {
        let e = best.entry(v).or_insert((usize::MAX, u64::MAX));
        e.0 = e.0.min(k);
        e.1 = e.1.min(p);
    }
    for i in 0..items.len() {
        for j in 0..items.len() {
            if i == j {
                continue;
            }
            let (a, ka, pa) = items[i];
            let (b, kb, pb) = items[j];
            for r in Op::ALL.into_iter().filter_map(|op| rule(op, a, b)) {
                let mut next: Vec<_> = items
                    .iter()
                    .enumerate()
                    .filter(|&(x, _)| x != i && x != j)
                    .map(|(_, &it)| it)
                    .collect();
                next.push((r, ka + kb, pa.max(pb).max(r)));
                explore(next, best, seen);
            }
        }
    }
}

fn uses_given_numbers(e: &Expr, numbers: &[u64]) -> bool {
    let mut left: HashMap<u64, usize> = HashMap::new();
    for &n in numbers {
        *left.entry(n).or_default() += 1;
    }
    e.numbers().into_iter().all(|n| {
        let c = left.entry(n).or_default();
        *c > 0 && {
            *c -= 1;
            true
        }
    })
}

/// Every valid expression over every ordered subset, built as trees.
fn all_exprs(numbers: &[u64]) -> Vec<Expr> {
    fn trees(ns: &[u64]) -> Vec<Expr> {
        if ns.len() == 1 {
            return vec![Expr::Number(ns[0])];
        }
        let mut out = Vec::new();
        for i in 1..ns.len() {
            for l in trees(&ns[..i]) {
                for r in trees(&ns[i..]) {
                    for op in Op::ALL {
                        out.push(Expr::apply(op, l.clone(), r.clone()));
                    }
                }
            }
        }
        out
    }
    /// Every ordered subset once, even when numbers repeat.
    fn orders(ns: &[u64], used: &mut Vec<bool>, cur: &mut Vec<u64>, seen: &mut HashSet<Vec<u64>>) {
        if !seen.insert(cur.clone()) {
            return;
        }
        for i in 0..ns.len() {
            if !used[i] {
                used[i] = true;
                cur.push(ns[i]);
                orders(ns, used, cur, seen);
                cur.pop();
                used[i] = false;
            }
        }
    }
    let mut seen = HashSet::new();
    orders(
        numbers,
        &mut vec![false; numbers.len()],
        &mut Vec::new(),
        &mut seen,
    );
    seen.iter()
        .filter(|order| !order.is_empty())
        .flat_map(|order| trees(order))
        .filter(|e| value(e).is_some())
        .collect()
}

/// Canonical text: sums as sorted added and subtracted term texts, products
/// likewise.
fn canonical_text(e: &Expr) -> String {
    fn gather(e: &Expr, additive: bool, up: bool, pos: &mut Vec<String>, neg: &mut Vec<String>) {
        if let Expr::Apply { op, left, right } = e {
            let same = matches!(op, Op::Add | Op::Sub) == additive;
            if same {
                let flips = matches!(op, Op::Sub | Op::Div);
                gather(left, additive, up, pos, neg);
                gather(right, additive, up != flips, pos, neg);
                return;
            }
        }
        let text = canonical_text(e);
        if up { pos.push(text) } else { neg.push(text) }
    }
    match e {
        Expr::Number(n) => n.to_string(),
        Expr::Apply { op, .. } => {
            let additive = matches!(op, Op::Add | Op::Sub);
            let (mut pos, mut neg) = (Vec::new(), Vec::new());
            gather(e, additive, true, &mut pos, &mut neg);
            pos.sort();
            neg.sort();
            let kind = if additive { 'S' } else { 'P' };
            format!("{kind}[{}|{}]", pos.join(","), neg.join(","))
        }
    }
}

/// Whether some sum or product of a valid expression, at any depth, has
/// a proper part that cancels out: some of its terms, not all, taken with
/// their signs, sum to zero, or some of its factors multiplied and divided
/// by make 1. Every choice of terms is tried, with exact fractions for
/// products.
fn has_identity_step(e: &Expr) -> bool {
    /// The terms of the chain of `e`'s kind, as (value, added or
    /// multiplied), and whether one of them has an identity step itself.
    fn terms(e: &Expr, additive: bool, up: bool, out: &mut Vec<(u64, bool)>) -> bool {
        if let Expr::Apply { op, left, right } = e
            && matches!(op, Op::Add | Op::Sub) == additive
        {
            let flips = matches!(op, Op::Sub | Op::Div);
            let l = terms(left, additive, up, out);
            return terms(right, additive, up != flips, out) || l;
        }
        out.push((value(e).unwrap(), up));
        has_identity_step(e)
    }
    let Expr::Apply { op, .. } = e else {
        return false;
    };
    let additive = matches!(op, Op::Add | Op::Sub);
    let mut chain = Vec::new();
    if terms(e, additive, true, &mut chain) {
        return true;
    }
    (1..(1u64 << chain.len()) - 1).any(|mask| {
        let part = chain
            .iter()
            .enumerate()
            .filter(|&(i, _)| mask >> i & 1 == 1)
            .map(|(_, &t)| t);
        if additive {
            part.map(|(v, up)| if up { i128::from(v) } else { -i128::from(v) })
                .sum::<i128>()
                == 0
        } else {
            // Numerator and denominator: the tests' chains hold at most
            // five numbers, their products far below 2^128.
            let (n, d) = part.fold((1u128, 1u128), |(n, d), (v, up)| {
                if up {
                    (n * u128::from(v), d)
                } else {
                    (n, d * u128::from(v))
                }
            });
            n == d
        }
    })
}

/// The distinct solutions by brute force: every valid expression tree over
/// every ordered subset, canonicalised separately.
fn reference_solutions(numbers: &[u64], target: u64, distinct: Distinct) -> BTreeSet<String> {
    all_exprs(numbers)
        .iter()
        .filter(|e| value(e) == Some(target))
        .filter(|e| distinct == Distinct::UpToOrder || !has_identity_step(e))
        .map(canonical_text)
        .collect()
}

/// Checks `solutions` against [`reference_solutions`], telling solutions
/// apart both ways.
fn check_solutions(numbers: &[u64], target: u64) -> Result<(), TestCaseError> {
    for distinct in [Distinct::UpToOrder, Distinct::WithoutIdentities] {
        check_distinct_solutions(numbers, target, distinct)?;
    }
    Ok(())
}

/// Checks `solutions` against [`reference_solutions`]: the same number of
/// solutions, each a valid calculation of the target with the given
/// numbers, no two the same.
fn check_distinct_solutions(
    numbers: &[u64],
    target: u64,
    distinct: Distinct,
) -> Result<(), TestCaseError> {
    let reference = reference_solutions(numbers, target, distinct);
    let got = solutions(numbers, target, distinct, usize::MAX).unwrap();
    prop_assert_eq!(got.len(), reference.len(), "{:?} -> {}", numbers, target);
    let texts: BTreeSet<String> = got.iter().map(canonical_text).collect();
    prop_assert_eq!(&texts, &reference);
    for e in &got {
        prop_assert_eq!(value(e), Some(target));
        prop_assert!(uses_given_numbers(e, numbers));
    }
    prop_assert!(
        got.windows(2)
            .all(|w| w[0].operations() <= w[1].operations()),
        "fewest numbers first"
    );
    Ok(())
}

/// Checks `solve` against the brute-force [`brute_force`] of the numbers:
/// the closest value, then the fewest numbers, then the lower value.
fn check_solve(
    numbers: &[u64],
    target: u64,
    reference: &BTreeMap<u64, (usize, u64)>,
) -> Result<(), TestCaseError> {
    let s = solve(numbers, target).unwrap();
    prop_assert_eq!(value(s.expr()), Some(s.value()));
    prop_assert!(uses_given_numbers(s.expr(), numbers));
    let t = target;
    let key = |v: u64| (v.abs_diff(t), reference[&v].0, v);
    let want = reference.keys().copied().min_by_key(|&v| key(v)).unwrap();
    prop_assert_eq!(s.value(), want, "{:?} -> {}", numbers, target);
    prop_assert_eq!(s.numbers_used(), reference[&want].0);
    Ok(())
}

/// The source document's search, written plainly: a running value combined
/// with each unused number in input order, under each operator in the order
/// `+ - * /` (`+` and `*` only when the running value is at least the
/// number, `-` only when it stays positive, `/` only when exact); the first
/// chain that equals the target, as (numbers, operators).
fn documents_search(numbers: &[u64], target: u64) -> Option<(Vec<u64>, Vec<Op>)> {
    fn go(
        numbers: &[u64],
        used: &mut Vec<bool>,
        value: u64,
        target: u64,
        chain: &mut (Vec<u64>, Vec<Op>),
    ) -> bool {
        if value == target {
            return true;
        }
        for i in 0..numbers.len() {
            if used[i] {
                continue;
            }
            let n = numbers[i];
            for op in Op::ALL {
                let guard = match op {
                    Op::Add | Op::Mul => value >= n,
                    Op::Sub | Op::Div => true,
                };
                let Some(next) = rule(op, value, n).filter(|_| guard) else {
                    continue;
                };
                used[i] = true;
                chain.0.push(numbers[i]);
                chain.1.push(op);
                if go(numbers, used, next, target, chain) {
                    return true;
                }
                chain.0.pop();
                chain.1.pop();
                used[i] = false;
            }
        }
        false
    }
    let mut used = vec![false; numbers.len()];
    for i in 0..numbers.len() {
        used[i] = true;
        let mut chain = (vec![numbers[i]], Vec::new());
        if go(numbers, &mut used, numbers[i], target, &mut chain) {
            return Some(chain);
        }
        used[i] = false;
    }
    None
}

/// Numbers from a mix of sizes: small, around 2^16 and 2^21 (whose
/// products of three or four overflow 64 bits), around 2^32, and up to
/// `u64::MAX` (whose sums overflow).
fn adversarial_number() -> impl Strategy<Value = u64> {
    let m = u64::from(u32::MAX);
    prop_oneof![
        1u64..=12,
        65_530u64..=65_540,
        (1u64 << 21)..=(1 << 21) + 8,
        (m - 8)..=m,
        1u64..=m,
        (u64::MAX - 8)..=u64::MAX,
        1u64..=u64::MAX,
    ]
}

/// Adversarial numbers, a choice of target among the values they reach,
/// and whether to take it or any target.
fn adversarial_round(
    count: core::ops::RangeInclusive<usize>,
) -> impl Strategy<Value = (Vec<u64>, prop::sample::Index, u64, bool)> {
    (
        prop::collection::vec(adversarial_number(), count),
        any::<prop::sample::Index>(),
        1u64..=u64::MAX,
        any::<bool>(),
    )
}

/// The target of an adversarial round, given the brute force of its numbers.
fn pick_target(
    reference: &BTreeMap<u64, (usize, u64)>,
    pick: prop::sample::Index,
    any_target: u64,
    reachable: bool,
) -> u64 {
    let values: Vec<u64> = reference.keys().copied().collect();
    if reachable && !values.is_empty() {
        values[pick.index(values.len())]
    } else {
        any_target
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn solve_matches_brute_force(
        numbers in prop::collection::vec(1u64..=30, 1..=5),
        target in 1u64..=400,
    ) {
        check_solve(&numbers, target, &brute_force(&numbers))?;
    }

    #[test]
    fn solve_matches_brute_force_on_large_numbers(
        (numbers, pick, any_target, reachable) in adversarial_round(1..=5),
    ) {
        let reference = brute_force(&numbers);
        let target = pick_target(&reference, pick, any_target, reachable);
        check_solve(&numbers, target, &reference)?;
    }

    #[test]
    fn reachable_matches_brute_force(
        numbers in prop::collection::vec(1u64..=25, 1..=5),
        lo in 1u64..=120,
        span in 0u64..=600,
    ) {
        let range = TargetRange::new(lo, lo + span).unwrap();
        let reference = brute_force(&numbers);
        let r = Reachable::new(&numbers, range).unwrap();
        for t in range.lo()..=range.hi() {
            let want = reference.get(&t).map(|&(_, p)| p);
            prop_assert_eq!(r.peak(t), want, "target {}", t);
        }
    }

    #[test]
    fn solutions_match_brute_force(
        numbers in prop::collection::vec(1u64..=12, 1..=4),
        target in 1u64..=60,
    ) {
        check_solutions(&numbers, target)?;
    }

    #[test]
    fn solutions_match_brute_force_on_large_numbers(
        (numbers, pick, any_target, reachable) in adversarial_round(1..=4),
    ) {
        let target = pick_target(&brute_force(&numbers), pick, any_target, reachable);
        check_solutions(&numbers, target)?;
    }

    #[test]
    fn solve_is_exact_exactly_when_there_are_solutions(
        (numbers, pick, any_target, reachable) in adversarial_round(1..=5),
    ) {
        let target = pick_target(&brute_force(&numbers), pick, any_target, reachable);
        let exact = solve(&numbers, target).unwrap().is_exact();
        prop_assert_eq!(exact, !solutions(&numbers, target, Distinct::UpToOrder, 1).unwrap().is_empty());
    }

    #[test]
    fn left_to_right_is_the_documents_search(
        numbers in prop::collection::vec(1u64..=6, 1..=5),
        target in 1u64..=200,
    ) {
        let got = left_to_right(&numbers, target)
            .unwrap()
            .map(|s| (s.numbers().to_vec(), s.ops().to_vec()));
        prop_assert_eq!(got, documents_search(&numbers, target));
    }

    #[test]
    fn left_to_right_finds_only_real_solutions(
        numbers in prop::collection::vec(1u64..=20, 1..=5),
        target in 1u64..=300,
    ) {
        if let Some(s) = left_to_right(&numbers, target).unwrap() {
            prop_assert_eq!(value(&s.to_expr()), Some(target));
            prop_assert!(solve(&numbers, target).unwrap().is_exact());
        }
    }
}

#[test]
fn five_numbers_solution_count_matches_brute_force() {
    for (numbers, target) in [
        ([2, 3, 5, 7, 7], 24),
        ([2, 3, 5, 7, 7], 100),
        ([2, 3, 5, 7, 7], 210),
        ([2, 2, 2, 3, 3], 12),
        ([6, 6, 2, 3, 1], 6),
        ([5, 4, 4, 2, 2], 10),
    ] {
        check_solutions(&numbers, target).unwrap();
    }
}

#[test]
fn bad_input_is_an_error() {
    assert_eq!(solve(&[], 5), Err(RoundError::NoNumbers));
    assert_eq!(
        solve(&[1; 9], 5).unwrap_err(),
        RoundError::TooManyNumbers { count: 9, max: 8 }
    );
    assert_eq!(solve(&[3, 0], 5), Err(RoundError::ZeroNumber { index: 1 }));
    assert_eq!(solve(&[3, 4], 0), Err(RoundError::ZeroTarget));
    assert_eq!(
        solutions(&[3, 4], 0, Distinct::UpToOrder, 1),
        Err(RoundError::ZeroTarget)
    );
    assert_eq!(
        left_to_right(&[0], 1),
        Err(RoundError::ZeroNumber { index: 0 })
    );
    assert_eq!(
        Reachable::new(&[100_000, 100_000], TargetRange::STANDARD),
        Err(ReachError::TooLarge)
    );
    assert_eq!(
        Reachable::new(&[4, 0], TargetRange::STANDARD),
        Err(ReachError::Numbers {
            source: RoundError::ZeroNumber { index: 1 }
        })
    );
    assert_eq!(
        TargetRange::new(10, 9),
        Err(DrawError::InvalidRange { lo: 10, hi: 9 })
    );
}

/// Inputs that once overflowed: every valid input has an answer, and the
/// solver and the enumeration of solutions agree on it.
#[test]
fn large_numbers_have_answers() {
    let s = solve(&[8000, 8001, 8002, 8003, 8004, 8005], 5000).unwrap();
    assert_eq!(s.distance(), 2);
    let m = u64::from(u32::MAX);
    let s = solve(&[600, 601, 602, 603, 604, 605, 606], m).unwrap();
    assert_eq!(value(s.expr()), Some(s.value()));
    assert!(s.value() > m);
    let max = [m; 6];
    for target in [1, 2, 3, 6, 7, m - 1, m] {
        let s = solve(&max, target).unwrap();
        assert_eq!(value(s.expr()), Some(s.value()));
        let all = solutions(&max, target, Distinct::UpToOrder, 1_000).unwrap();
        assert_eq!(s.is_exact(), !all.is_empty(), "target {target}");
        assert!(all.iter().all(|e| value(e) == Some(target)));
    }
    // Products of three copies of 2^32 - 1 overflow and are not candidates:
    // the nearest to 7 is 3.
    let s = solve(&[m; 4], 7).unwrap();
    assert_eq!(
        s.to_string(),
        "(4294967295+4294967295+4294967295)/4294967295 = 3"
    );
    // Tiles and targets take the whole `u64` range: sums of the largest
    // overflow and are not candidates, so the nearest to u64::MAX - 1 is
    // u64::MAX itself, and 1 comes by division.
    let top = [u64::MAX, u64::MAX, 2];
    let s = solve(&top, u64::MAX - 1).unwrap();
    assert_eq!(s.to_string(), "18446744073709551615 = 18446744073709551615");
    assert_eq!(
        solve(&top, 1).unwrap().to_string(),
        "18446744073709551615/18446744073709551615 = 1"
    );
}

/// The reachable-set search keeps values in 32 bits: numbers whose product
/// of `n + 1` is exactly 2^32 are accepted, and their largest value fits
/// (debug builds would panic on an overflow).
#[test]
fn reachable_sets_at_the_32_bit_bound() {
    let low = TargetRange::new(1, 1 << 16).unwrap();
    let square = 65_535 * 65_535;
    let high = TargetRange::new(square - (1 << 16) + 1, square).unwrap();
    let r = Reachable::new(&[65_535, 65_535], low).unwrap();
    assert_eq!(r.targets().collect::<Vec<_>>(), [1, 65_535]);
    let r = Reachable::new(&[65_535, 65_535], high).unwrap();
    assert_eq!(r.targets().collect::<Vec<_>>(), [square]);
    let top = 255u64.pow(4);
    let near_top = TargetRange::new(top - (1 << 16) + 1, top).unwrap();
    for range in [low, near_top] {
        let r = Reachable::new(&[255, 255, 255, 255], range).unwrap();
        let want: BTreeSet<u64> = brute_force(&[255, 255, 255, 255])
            .keys()
            .copied()
            .filter(|&v| range.contains(v))
            .collect();
        assert_eq!(r.targets().collect::<BTreeSet<_>>(), want);
    }
    assert_eq!(
        Reachable::new(&[65_535, 65_536], low),
        Err(ReachError::TooLarge)
    );
    // A number beyond 64 bits once one is added, too.
    assert_eq!(Reachable::new(&[u64::MAX], low), Err(ReachError::TooLarge));
}

#[test]
fn eight_numbers() {
    let numbers = [1, 2, 3, 4, 5, 6, 7, 8];
    let s = solve(&numbers, 40_319).unwrap();
    assert_eq!(value(s.expr()), Some(40_319));
    let s = solve(&[u64::MAX, u64::MAX, 1, 1, 1, 1, 1, 1], 1).unwrap();
    assert_eq!(s.numbers_used(), 1);
}

/// Eight small numbers have over a million solutions: the first few come
/// at once, and stopping early stops the search.
#[test]
fn solutions_stream() {
    let numbers = [1, 2, 3, 4, 5, 6, 7, 8];
    let first = solutions(&numbers, 12, Distinct::UpToOrder, 5).unwrap();
    let texts: Vec<String> = first.iter().map(Expr::to_string).collect();
    assert_eq!(texts, ["4*3", "6*2", "7+5", "8+4", "(2+1)*4"]);
    let mut seen = 0;
    let stopped = for_each_solution(&numbers, 12, Distinct::UpToOrder, |e| {
        assert_eq!(value(&e), Some(12));
        seen += 1;
        if seen == 1_000 {
            ControlFlow::Break(seen)
        } else {
            ControlFlow::Continue(())
        }
    })
    .unwrap();
    assert_eq!(stopped, ControlFlow::Break(1_000));
    assert!(
        solutions(&numbers, 12, Distinct::UpToOrder, 0)
            .unwrap()
            .is_empty()
    );
}
