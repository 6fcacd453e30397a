//! The fast paths against slow, separately written references: a
//! brute-force search that combines any two values of a list until one is
//! left, and a canonicaliser working on printed terms.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use countdown_solver::{Error, Expr, Op, Reachable, TargetRange, left_to_right, solutions, solve};
use proptest::prelude::*;

/// For every value any expression reaches: the fewest numbers it needs and,
/// separately, the smallest peak (largest value in the calculation).
fn brute_force(numbers: &[u32]) -> BTreeMap<u64, (usize, u64)> {
    let mut best = BTreeMap::new();
    // Items: (value, numbers used, peak).
    let items: Vec<(u64, usize, u64)> = numbers
        .iter()
        .map(|&n| (u64::from(n), 1, u64::from(n)))
        .collect();
    explore(&items, &mut best);
    best
}

fn explore(items: &[(u64, usize, u64)], best: &mut BTreeMap<u64, (usize, u64)>) {
    for &(v, k, p) in items {
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
            let results = [
                Some(a + b),
                (a > b).then(|| a - b),
                Some(a * b),
                (a % b == 0).then(|| a / b),
            ];
            for r in results.into_iter().flatten() {
                let mut next: Vec<_> = items
                    .iter()
                    .enumerate()
                    .filter(|&(x, _)| x != i && x != j)
                    .map(|(_, &it)| it)
                    .collect();
                next.push((r, ka + kb, pa.max(pb).max(r)));
                explore(&next, best);
            }
        }
    }
}

fn uses_given_numbers(e: &Expr, numbers: &[u32]) -> bool {
    let mut left: HashMap<u32, usize> = HashMap::new();
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
fn all_exprs(numbers: &[u32]) -> Vec<Expr> {
    fn trees(ns: &[u32]) -> Vec<Expr> {
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
    fn orders(ns: &[u32], used: &mut Vec<bool>, cur: &mut Vec<u32>, out: &mut Vec<Expr>) {
        if !cur.is_empty() {
            out.extend(trees(cur).into_iter().filter(|e| e.eval().is_some()));
        }
        for i in 0..ns.len() {
            if !used[i] {
                used[i] = true;
                cur.push(ns[i]);
                orders(ns, used, cur, out);
                cur.pop();
                used[i] = false;
            }
        }
    }
    let mut out = Vec::new();
    orders(
        numbers,
        &mut vec![false; numbers.len()],
        &mut Vec::new(),
        &mut out,
    );
    out
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn solve_matches_brute_force(
        numbers in prop::collection::vec(1u32..=30, 1..=5),
        target in 1u32..=400,
    ) {
        let reference = brute_force(&numbers);
        let s = solve(&numbers, target).unwrap();
        prop_assert_eq!(s.expr().eval(), Some(s.value()));
        prop_assert!(uses_given_numbers(s.expr(), &numbers));
        let t = u64::from(target);
        let key = |v: u64| (v.abs_diff(t), reference[&v].0, v);
        let want = reference.keys().copied().min_by_key(|&v| key(v)).unwrap();
        prop_assert_eq!(s.value(), want);
        prop_assert_eq!(s.numbers_used(), reference[&want].0);
    }

    #[test]
    fn reachable_matches_brute_force(
        numbers in prop::collection::vec(1u32..=25, 1..=5),
        lo in 1u32..=120,
        span in 0u32..=600,
    ) {
        let range = TargetRange::new(lo, lo + span).unwrap();
        let reference = brute_force(&numbers);
        let r = Reachable::new(&numbers, range).unwrap();
        for t in range.lo()..=range.hi() {
            let want = reference.get(&u64::from(t)).map(|&(_, p)| p as u32);
            prop_assert_eq!(r.peak(t), want, "target {}", t);
        }
    }

    #[test]
    fn solution_count_matches_brute_force(
        numbers in prop::collection::vec(1u32..=12, 1..=4),
        target in 1u32..=60,
    ) {
        let reference: BTreeSet<String> = all_exprs(&numbers)
            .iter()
            .filter(|e| e.eval() == Some(u64::from(target)))
            .map(canonical_text)
            .collect();
        let got = solutions(&numbers, target).unwrap();
        prop_assert_eq!(got.len(), reference.len());
        let texts: BTreeSet<String> = got.iter().map(canonical_text).collect();
        prop_assert_eq!(texts.len(), got.len());
        for e in &got {
            prop_assert_eq!(e.eval(), Some(u64::from(target)));
            prop_assert!(uses_given_numbers(e, &numbers));
        }
    }

    #[test]
    fn left_to_right_finds_only_real_solutions(
        numbers in prop::collection::vec(1u32..=20, 1..=5),
        target in 1u32..=300,
    ) {
        if let Some(s) = left_to_right(&numbers, target).unwrap() {
            prop_assert_eq!(s.to_expr().eval(), Some(u64::from(target)));
            prop_assert!(solve(&numbers, target).unwrap().is_exact());
        }
    }
}

#[test]
fn five_numbers_solution_count_matches_brute_force() {
    let numbers = [2, 3, 5, 7, 7];
    for target in [24, 100, 210] {
        let reference: BTreeSet<String> = all_exprs(&numbers)
            .iter()
            .filter(|e| e.eval() == Some(target))
            .map(canonical_text)
            .collect();
        assert_eq!(
            solutions(&numbers, target as u32).unwrap().len(),
            reference.len()
        );
    }
}

#[test]
fn bad_input_is_an_error() {
    assert_eq!(solve(&[], 5), Err(Error::NoNumbers));
    assert_eq!(
        solve(&[1; 9], 5).unwrap_err(),
        Error::TooManyNumbers { count: 9, max: 8 }
    );
    assert_eq!(solve(&[3, 0], 5), Err(Error::ZeroNumber));
    assert_eq!(solve(&[3, 4], 0), Err(Error::ZeroTarget));
    assert_eq!(solve(&[u32::MAX; 4], 7), Err(Error::Overflow));
    assert_eq!(solutions(&[u32::MAX; 4], 7), Err(Error::Overflow));
    assert_eq!(
        Reachable::new(&[100_000, 100_000], TargetRange::STANDARD),
        Err(Error::TooLarge)
    );
    assert!(TargetRange::new(10, 9).is_err());
}

#[test]
fn eight_numbers() {
    let numbers = [1, 2, 3, 4, 5, 6, 7, 8];
    let s = solve(&numbers, 40_319).unwrap();
    assert_eq!(s.expr().eval(), Some(40_319));
    let s = solve(&[u32::MAX, u32::MAX, 1, 1, 1, 1, 1, 1], 1).unwrap();
    assert_eq!(s.numbers_used(), 1);
}
