//! holdem-enum: the strength meter (the fast default and the document's
//! backtracking), exact equity heads-up and three-way, and Monte Carlo
//! samples per second on one and on all cores, each beside rs_poker's
//! equivalent.
//!
//! ```sh
//! cargo bench -p benches --bench holdem_enum -- --warm-up-time 1 --measurement-time 3
//! ```
//!
//! The document's backtracking preflop (254 million ordered deals, several
//! seconds a run) is timed by the `strength_meter` example instead:
//! `cargo run --release -p holdem-enum --example strength_meter -- 9c Jd
//! --strategy backtracking`.
//!
//! rs_poker has no strength meter; its `OutsCalculator` enumerates every
//! board for known hands (exact equity) and its `MonteCarloGame` samples
//! boards (one thread, its own unseeded generator).

use std::hint::black_box;
use std::num::NonZeroUsize;
use std::time::Duration;

use card_core::CardSet;
use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use holdem_enum::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
use holdem_enum::{Matchup, MonteCarlo, Range, Strategy, StrengthMeter, Threads};
use rs_poker::core::{CardBitSet, Hand};
use rs_poker::holdem::{MonteCarloGame, OutsCalculator};

fn one_thread() -> Threads {
    Threads::Exactly(NonZeroUsize::MIN)
}

fn matchup(players: &[&str]) -> Matchup {
    let ranges = players.iter().map(|p| p.parse::<Range>().unwrap());
    Matchup::new(ranges).unwrap().with_threads(one_thread())
}

fn rs_hands(players: &[&str]) -> Vec<Hand> {
    players
        .iter()
        .map(|p| Hand::new_from_str(p).unwrap())
        .collect()
}

fn strength_meter(c: &mut Criterion) {
    let mut group = c.benchmark_group("strength_meter");
    let meter = |hole: &str, board: &str| {
        StrengthMeter::new(hole.parse().unwrap(), board.parse::<CardSet>().unwrap()).unwrap()
    };
    let preflop = meter("9c Jd", "");
    let suited = meter("Ah Kh", "");
    let flop = meter("9c Jd", "3h 6c 6s");
    let turn = meter("9c Jd", "3h 6c 6s Jh");
    group.bench_function("preflop 9c Jd fast", |b| {
        b.iter(|| black_box(preflop).distribution())
    });
    group.bench_function("preflop Ah Kh fast", |b| {
        b.iter(|| black_box(suited).distribution())
    });
    group.bench_function("flop fast", |b| b.iter(|| black_box(flop).distribution()));
    group.bench_function("turn fast", |b| b.iter(|| black_box(turn).distribution()));
    group.bench_function("flop backtracking", |b| {
        b.iter(|| black_box(flop).run(Strategy::Backtracking))
    });
    group.bench_function("turn backtracking", |b| {
        b.iter(|| black_box(turn).run(Strategy::Backtracking))
    });
    group.finish();
}

fn exact_equity(c: &mut Criterion) {
    let mut group = c.benchmark_group("exact_equity");
    group.sample_size(20);
    let heads_up = matchup(&["AcAs", "KhKd"]);
    let three_way = matchup(&["AhKh", "7c7d", "2s3s"]);
    let aa_kk = matchup(&["AA", "KK"]);
    let flop = matchup(&["AhKh", "QsQd", "8c9c"])
        .with_board("Qh 7h 6c".parse().unwrap())
        .unwrap();
    group.bench_function("AcAs vs KhKd preflop, holdem-enum", |b| {
        b.iter(|| black_box(&heads_up).exact().unwrap())
    });
    group.bench_function("AhKh vs 7c7d vs 2s3s preflop, holdem-enum", |b| {
        b.iter(|| black_box(&three_way).exact().unwrap())
    });
    group.bench_function("AA vs KK (36 combinations) preflop, holdem-enum", |b| {
        b.iter(|| black_box(&aa_kk).exact().unwrap())
    });
    group.bench_function("3 players on the flop, holdem-enum", |b| {
        b.iter(|| black_box(&flop).exact().unwrap())
    });
    let rs_flop: CardBitSet = {
        let mut board = CardBitSet::new();
        for card in Hand::new_from_str("Qh7h6c").unwrap().iter() {
            board.insert(card);
        }
        board
    };
    let rs_flop_players = rs_hands(&["AhKh", "QsQd", "8c9c"]);
    group.bench_function("3 players on the flop, rs_poker OutsCalculator", |b| {
        b.iter(|| {
            OutsCalculator::new(black_box(rs_flop), rs_flop_players.clone())
                .calculate_outs()
                .outcomes()
                .len()
        })
    });
    group.finish();

    // rs_poker records every winning board: seconds per preflop matchup.
    let mut slow = c.benchmark_group("exact_equity_rs_poker_preflop");
    slow.sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_millis(1))
        .measurement_time(Duration::from_secs(1));
    let rs_heads_up = rs_hands(&["AcAs", "KhKd"]);
    slow.bench_function("AcAs vs KhKd preflop, rs_poker OutsCalculator", |b| {
        b.iter(|| {
            OutsCalculator::new(CardBitSet::new(), rs_heads_up.clone())
                .calculate_outs()
                .outcomes()
                .len()
        })
    });
    let rs_three_way = rs_hands(&["AhKh", "7c7d", "2s3s"]);
    slow.bench_function(
        "AhKh vs 7c7d vs 2s3s preflop, rs_poker OutsCalculator",
        |b| {
            b.iter(|| {
                OutsCalculator::new(CardBitSet::new(), rs_three_way.clone())
                    .calculate_outs()
                    .outcomes()
                    .len()
            })
        },
    );
    slow.finish();
}

fn monte_carlo(c: &mut Criterion) {
    const SAMPLES: u64 = 1 << 17;
    let mut group = c.benchmark_group("monte_carlo");
    group.sample_size(20);
    group.throughput(Throughput::Elements(SAMPLES));
    let hands = ["AhKh", "7c7d", "2s3s"];
    let one = matchup(&hands);
    let all = one.clone().with_threads(Threads::All);
    let ranges = matchup(&["AhKh", "QQ+,AKs", "any"]);
    for (name, matchup) in [
        ("3 hands, 1 thread, holdem-enum", &one),
        ("3 hands, all cores, holdem-enum", &all),
        ("3 ranges, 1 thread, holdem-enum", &ranges),
    ] {
        group.bench_function(name, |b| {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
            b.iter(|| {
                matchup
                    .monte_carlo(MonteCarlo::samples(SAMPLES), &mut rng)
                    .unwrap()
            })
        });
    }
    let mut game = MonteCarloGame::new(rs_hands(&hands)).unwrap();
    group.bench_function("3 hands, 1 thread, rs_poker MonteCarloGame", |b| {
        b.iter(|| game.estimate_equity(SAMPLES as usize))
    });
    group.finish();
}

criterion_group!(benches, strength_meter, exact_equity, monte_carlo);
criterion_main!(benches);
