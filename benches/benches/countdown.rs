//! countdown-solver: one exact solve of six numbers, all targets reachable
//! from one selection, the distinct solutions of one round, and the
//! whole-game survey.
//!
//! ```sh
//! cargo bench -p benches --bench countdown
//! ```

use std::hint::black_box;

use countdown_solver::{
    Distinct, Reachable, Round, TargetRange, selections, solutions, solve, survey,
};
use criterion::{Criterion, criterion_group, criterion_main};
use rand::{SeedableRng, rngs::Xoshiro256PlusPlus};

fn rounds() -> Vec<Round> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    (0..64)
        .map(|i| Round::random(i % 5, TargetRange::STANDARD, &mut rng).expect("valid round"))
        .collect()
}

fn bench(c: &mut Criterion) {
    let rounds = rounds();
    let mut i = 0;
    c.bench_function(
        "countdown/solve one round (64 seeded rounds in turn)",
        |b| {
            b.iter(|| {
                i = (i + 1) % rounds.len();
                let round = &rounds[i];
                black_box(solve(&round.numbers(), round.target()).expect("solvable input"))
            })
        },
    );
    c.bench_function("countdown/solve 765 from 1 3 7 10 25 50", |b| {
        b.iter(|| black_box(solve(black_box(&[1, 3, 7, 10, 25, 50]), 765)))
    });
    c.bench_function(
        "countdown/all distinct solutions of 765 from 1 3 7 10 25 50",
        |b| {
            b.iter(|| {
                black_box(solutions(
                    black_box(&[1, 3, 7, 10, 25, 50]),
                    765,
                    Distinct::UpToOrder,
                    usize::MAX,
                ))
            })
        },
    );
    let all = selections();
    let mut j = 0;
    c.bench_function(
        "countdown/reachable targets of one selection (in turn)",
        |b| {
            b.iter(|| {
                j = (j + 997) % all.len();
                black_box(Reachable::new(&all[j], TargetRange::STANDARD).expect("game tiles"))
            })
        },
    );
    let mut group = c.benchmark_group("countdown/survey");
    group.sample_size(10);
    for threads in [1, 2] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a thread pool");
        group.bench_function(format!("{threads} threads"), |b| {
            b.iter(|| pool.install(|| black_box(survey(TargetRange::STANDARD))))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
