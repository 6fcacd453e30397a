//! k-subset iteration: `CardSet::subsets` (internal iteration by `fold`, which
//! `for_each`, `sum` and `count` use, and external by `next`) against hand-written nested loops
//! and `itertools::combinations`, over all C(50, 5) = 2,118,760 five-card
//! subsets of a 50-card set.
//!
//! ```sh
//! cargo bench -p benches --bench card_core
//! ```

use std::hint::black_box;

use card_core::{CardSet, binomial};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use itertools::Itertools;

fn five_card_subsets(c: &mut Criterion) {
    let set = CardSet::FULL - "As Ks".parse::<CardSet>().unwrap();
    let count = binomial(50, 5);
    let bits: Vec<u64> = set.iter().map(|card| 1 << card.index()).collect();

    let mut group = c.benchmark_group("subsets of 5 from 50");
    group.throughput(Throughput::Elements(count));
    group.bench_function("CardSet::subsets, fold", |b| {
        b.iter(|| {
            black_box(set)
                .subsets(5)
                .fold(0u64, |acc, s| acc.wrapping_add(s.bits()))
        })
    });
    group.bench_function("CardSet::subsets, next", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            // A `for` loop calls `next`.
            for s in black_box(set).subsets(5) {
                acc = acc.wrapping_add(s.bits());
            }
            acc
        })
    });
    group.bench_function("nested loops", |b| {
        b.iter(|| {
            let bits = black_box(&bits);
            let n = bits.len();
            let mut acc = 0u64;
            for i0 in 0..n {
                for i1 in i0 + 1..n {
                    let s1 = bits[i0] | bits[i1];
                    for i2 in i1 + 1..n {
                        let s2 = s1 | bits[i2];
                        for i3 in i2 + 1..n {
                            let s3 = s2 | bits[i3];
                            for &b4 in &bits[i3 + 1..] {
                                acc = acc.wrapping_add(s3 | b4);
                            }
                        }
                    }
                }
            }
            acc
        })
    });
    group.bench_function("itertools::combinations", |b| {
        b.iter(|| {
            black_box(&bits)
                .iter()
                .combinations(5)
                .fold(0u64, |acc, s| {
                    acc.wrapping_add(s.into_iter().fold(0, |a, &b| a | b))
                })
        })
    });
    group.finish();
}

criterion_group!(benches, five_card_subsets);
criterion_main!(benches);
