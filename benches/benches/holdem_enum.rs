//! holdem-enum: the strength meter (fast and backtracking), exact equity
//! and Monte Carlo, beside rs_poker's equivalents.

use std::hint::black_box;

use card_core::CardSet;
use criterion::{Criterion, criterion_group, criterion_main};
use holdem_enum::{StrengthMeter, Strategy};

fn meter(c: &mut Criterion) {
    let mut group = c.benchmark_group("strength_meter");
    let preflop = StrengthMeter::new("9c Jd".parse().unwrap(), CardSet::EMPTY).unwrap();
    let flop = StrengthMeter::new("9c Jd".parse().unwrap(), "3h 6c 6s".parse().unwrap()).unwrap();
    group.bench_function("preflop fast", |b| b.iter(|| black_box(preflop).distribution()));
    let suited = StrengthMeter::new("Ah Kh".parse().unwrap(), CardSet::EMPTY).unwrap();
    group.bench_function("preflop fast suited", |b| b.iter(|| black_box(suited).distribution()));
    group.bench_function("flop fast", |b| b.iter(|| black_box(flop).distribution()));
    group.bench_function("flop backtracking", |b| {
        b.iter(|| black_box(flop).run(Strategy::Backtracking))
    });
    group.finish();
}

criterion_group!(benches, meter);
criterion_main!(benches);
