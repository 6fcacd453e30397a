//! flip-dp: the 12-tile solve (f64 and exact), both failure tables for all
//! three policies, and a 16-tile solve. A `Setup` builds its table of legal
//! moves on first use; the plain "solve" runs reuse it, the "new game" runs
//! include it.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use flip_dp::{LexMax, Rules, Setup, Solver};

fn bench(c: &mut Criterion) {
    let flip = Setup::flip();
    let sixteen = Setup::new(16, 2, 6).expect("valid game");
    let mut group = c.benchmark_group("flip_dp");
    group.bench_function("solve 12 tiles f64", |b| {
        b.iter(|| Solver::new(black_box(&flip)).solve().unwrap())
    });
    group.bench_function("new game + solve 12 tiles f64 (move table built)", |b| {
        b.iter(|| {
            Solver::new(&Setup::new(black_box(12), 2, 6).unwrap())
                .solve()
                .unwrap()
        })
    });
    group.bench_function("solve 12 tiles exact+f64", |b| {
        b.iter(|| Solver::new(black_box(&flip)).exact().solve().unwrap())
    });
    group.bench_function("evaluate Lex-Max 12 tiles f64", |b| {
        b.iter(|| Solver::new(black_box(&flip)).evaluate(&LexMax).unwrap())
    });
    group.bench_function("both tables k=0..10, 3 policies f64", |b| {
        b.iter(|| {
            let solver = Solver::new(black_box(&flip));
            let forced = solver.rules(Rules::forced(10)).failure_table().unwrap();
            let strategic = solver.rules(Rules::strategic(10)).failure_table().unwrap();
            (forced, strategic)
        })
    });
    group.bench_function("both tables k=0..10, 3 policies exact+f64", |b| {
        b.iter(|| {
            let solver = Solver::new(black_box(&flip)).exact();
            let forced = solver.rules(Rules::forced(10)).failure_table().unwrap();
            let strategic = solver.rules(Rules::strategic(10)).failure_table().unwrap();
            (forced, strategic)
        })
    });
    group.bench_function("solve 16 tiles f64", |b| {
        b.iter(|| Solver::new(black_box(&sixteen)).solve().unwrap())
    });
    group.bench_function("new game + solve 16 tiles f64 (move table built)", |b| {
        b.iter(|| {
            Solver::new(&Setup::new(black_box(16), 2, 6).unwrap())
                .solve()
                .unwrap()
        })
    });
    group.bench_function("solve 16 tiles exact+f64", |b| {
        b.iter(|| Solver::new(black_box(&sixteen)).exact().solve().unwrap())
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
