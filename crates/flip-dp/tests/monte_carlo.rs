//! Seeded Monte Carlo play agrees with the exact values of the dynamic
//! program within 4.5 standard errors, for every policy.

use flip_dp::rand::SeedableRng;
use flip_dp::rand::rngs::Xoshiro256PlusPlus;
use flip_dp::{LexMax, LexMin, Policy, Rules, Setup, Simulation, Solution, Solver};

fn check<P: Policy + ?Sized>(setup: &Setup, rules: Rules, policy: &P, exact: &Solution, seed: u64) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let sampled = Simulation::new(setup)
        .rules(rules)
        .games(40_000)
        .estimate(policy, &mut rng)
        .unwrap();
    let expected = exact.start().float;
    let error = (sampled.probability() - expected).abs();
    assert!(
        error < 4.5 * sampled.standard_error(),
        "sampled {} ± {}, exact {expected}",
        sampled.probability(),
        sampled.standard_error()
    );
}

fn check_all(setup: &Setup, rules: Rules, seed: u64) {
    let solver = Solver::new(setup).rules(rules).exact();
    let optimal = solver.solve().unwrap();
    check(setup, rules, &optimal, &optimal, seed);
    check(
        setup,
        rules,
        &LexMax,
        &solver.evaluate(&LexMax).unwrap(),
        seed + 1,
    );
    check(
        setup,
        rules,
        &LexMin,
        &solver.evaluate(&LexMin).unwrap(),
        seed + 2,
    );
}

#[test]
fn flip_with_failures_allowed() {
    check_all(&Setup::flip(), Rules::forced(6), 10);
    check_all(&Setup::flip(), Rules::strategic(6), 20);
}

#[test]
fn shut_the_box_with_the_single_die_rule() {
    let setup = Setup::shut_the_box().single_die_at_most(6);
    check_all(&setup, Rules::default(), 30);
    check_all(&setup, Rules::strategic(2), 40);
}
