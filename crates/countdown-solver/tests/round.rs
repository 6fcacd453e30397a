//! The game: selections, random rounds, scoring, and a sample of the
//! survey's reachable sets checked against the solver.

use countdown_solver::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
use countdown_solver::{DrawError, Reachable, Round, TargetRange, selections, solve};

fn fits_the_bag(numbers: &[u64]) -> bool {
    let count = |v: u64| numbers.iter().filter(|&&n| n == v).count();
    (1..=10).all(|v| count(v) <= 2)
        && [25, 50, 75, 100].iter().all(|&v| count(v) <= 1)
        && numbers
            .iter()
            .all(|&n| n <= 10 || [25, 50, 75, 100].contains(&n))
}

#[test]
fn selections_are_the_13243_distinct_draws() {
    let all = selections();
    assert_eq!(all.len(), 13_243);
    let distinct: std::collections::BTreeSet<_> = all.iter().collect();
    assert_eq!(distinct.len(), all.len());
    assert!(
        all.iter()
            .all(|s| fits_the_bag(s) && s.windows(2).all(|w| w[0] >= w[1]))
    );
}

#[test]
fn random_rounds_follow_the_rules() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2024);
    for large in 0..=4 {
        for _ in 0..200 {
            let round = Round::random(large, TargetRange::STANDARD, &mut rng).unwrap();
            let n = round.numbers();
            assert!(fits_the_bag(&n));
            assert_eq!(n.iter().filter(|&&x| x > 10).count(), large);
            assert!((101..=999).contains(&round.target()));
        }
    }
    let round = Round::random(0, TargetRange::THREE_DIGITS, &mut rng).unwrap();
    assert!((100..=999).contains(&round.target()));
    assert_eq!(
        Round::random(5, TargetRange::STANDARD, &mut rng),
        Err(DrawError::TooManyLarge { large: 5 })
    );
}

/// A seeded round is the same on every platform and every patch release of
/// `rand`: `Xoshiro256PlusPlus` is a portable generator. The rounds quoted
/// in the docs and examples rest on this.
#[test]
fn seeded_rounds_are_stable() {
    let round = |seed, large| {
        let round = Round::random(
            large,
            TargetRange::STANDARD,
            &mut Xoshiro256PlusPlus::seed_from_u64(seed),
        )
        .unwrap();
        (round.numbers(), round.target())
    };
    assert_eq!(round(2, 2), ([100, 50, 7, 3, 5, 10], 404));
    assert_eq!(round(7, 2), ([25, 100, 8, 5, 9, 4], 751));
    assert_eq!(round(2026, 4), ([50, 100, 75, 25, 1, 9], 828));
}

#[test]
fn reachable_sets_agree_with_the_solver_on_a_sample() {
    let all = selections();
    for sel in all.iter().step_by(2_000) {
        let r = Reachable::new(sel, TargetRange::THREE_DIGITS).unwrap();
        for t in 100..=999 {
            let exact = solve(sel, t).unwrap().is_exact();
            assert_eq!(r.contains(t), exact, "{sel:?} -> {t}");
        }
    }
}

/// One dependency line is enough for an unseeded round: with the `std`
/// feature the re-exported `rand` has its OS-seeded generator.
#[cfg(feature = "std")]
#[test]
fn os_seeded_rounds_need_no_second_dependency() {
    let mut rng = countdown_solver::rand::rng();
    let round = Round::random(2, TargetRange::STANDARD, &mut rng).unwrap();
    assert!(TargetRange::STANDARD.contains(round.target()));
}
