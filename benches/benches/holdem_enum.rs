//! holdem-enum: the strength meter (the fast default and the document's
//! backtracking), exact equity heads-up and three-way (hold'em, and
//! heads-up PLO4 and short deck preflop), and Monte Carlo
//! samples per second on one and on two threads, each beside rs_poker's
//! equivalent. holdem-enum runs in a rayon pool of one thread unless the
//! row says otherwise.
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
//! The group `versus_ompeval` times, on one thread, the questions of
//! docs/benchmarks.md's "holdem-enum beside OMPEval" (OMPEval itself is C++,
//! timed by the program given there); run it alone with
//! `-- versus_ompeval`.
//!
//! rs_poker has no strength meter; its `OutsCalculator` enumerates every
//! board for known hands (exact equity) and its `MonteCarloGame` samples
//! boards (one thread, its own unseeded generator). pokers (the Rust
//! descendant of OMPEval) answers the exact questions beside holdem-enum's,
//! here and in `versus_ompeval`, on one thread, and in `versus_ompeval` the
//! Monte Carlo questions as well: it samples until a standard deviation of
//! its own, so its runs are stopped at as many deals as holdem-enum's
//! (through its cancel flag, after the batch of 4,096 deals that reaches
//! them).

use std::hint::black_box;
use std::time::Duration;

use card_core::CardSet;
use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use holdem_enum::{
    Calculation, Counting, HandList, Matchup, MonteCarlo, Range, StrengthMeter, Variant,
};
use pokers::{HandRange, approx_equity, exact_equity as pokers_exact, get_card_mask};
use rs_poker::core::{CardBitSet, Hand};
use rs_poker::holdem::{MonteCarloGame, OutsCalculator};

/// A rayon pool of `threads` threads, for holdem-enum's parallel work.
fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap()
}

fn matchup(players: &[&str]) -> Matchup {
    Matchup::new(players.iter().map(|p| p.parse::<Range>().unwrap()))
}

fn rs_hands(players: &[&str]) -> Vec<Hand> {
    players
        .iter()
        .map(|p| Hand::new_from_str(p).unwrap())
        .collect()
}

/// pokers' exact equities of `players` (OMPEval's syntax: `random` for
/// any hand) on `board` with `dead` cards out, on one thread.
fn pokers_equities(players: &[String], board: &str, dead: &str) -> Vec<f64> {
    let ranges = HandRange::from_strings(players.to_vec());
    let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let (board, dead) = (get_card_mask(board), get_card_mask(dead));
    pokers_exact(&ranges, board, dead, 1, cancel, |_| {})
        .unwrap()
        .equities
}

/// pokers' Monte Carlo equities of `players` as [`pokers_equities`] asks
/// them, from `deals` deals rounded up to its batches of 4,096: it calls
/// the progress callback after each batch, which sets its cancel flag once
/// they hold `deals` (its own target, a standard deviation of 0, is never
/// met).
fn pokers_sampled(players: &[String], board: &str, dead: &str, deals: u64) -> Vec<f64> {
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    let ranges = HandRange::from_strings(players.to_vec());
    let cancel = std::sync::Arc::new(AtomicBool::new(false));
    let batches = AtomicU64::new(0);
    let stop = |_progress: u8| {
        if (batches.fetch_add(1, Ordering::Relaxed) + 1) * 4096 >= deals {
            cancel.store(true, Ordering::Relaxed);
        }
    };
    let (board, dead) = (get_card_mask(board), get_card_mask(dead));
    approx_equity(&ranges, board, dead, 1, 0.0, cancel.clone(), stop)
        .unwrap()
        .equities
}

/// `players` in OMPEval's syntax, which pokers reads.
fn pokers_players(players: &[&str]) -> Vec<String> {
    players.iter().map(|p| p.replace("any", "random")).collect()
}

fn strength_meter(c: &mut Criterion) {
    let mut group = c.benchmark_group("strength_meter");
    let meter = |hole: &str, board: &str| {
        StrengthMeter::new(hole.parse().unwrap(), board.parse::<CardSet>().unwrap())
    };
    let preflop = meter("9c Jd", "");
    let suited = meter("Ah Kh", "");
    let flop = meter("9c Jd", "3h 6c 6s");
    let turn = meter("9c Jd", "3h 6c 6s Jh");
    group.bench_function("preflop 9c Jd fast", |b| {
        b.iter(|| black_box(preflop).run().unwrap())
    });
    group.bench_function("preflop Ah Kh fast", |b| {
        b.iter(|| black_box(suited).run().unwrap())
    });
    group.bench_function("flop fast", |b| b.iter(|| black_box(flop).run().unwrap()));
    group.bench_function("turn fast", |b| b.iter(|| black_box(turn).run().unwrap()));
    let (flop, turn) = (
        flop.counting(Counting::Backtracking),
        turn.counting(Counting::Backtracking),
    );
    group.bench_function("flop backtracking", |b| {
        b.iter(|| black_box(flop).run().unwrap())
    });
    group.bench_function("turn backtracking", |b| {
        b.iter(|| black_box(turn).run().unwrap())
    });
    group.finish();
}

fn exact_equity(c: &mut Criterion) {
    let mut group = c.benchmark_group("exact_equity");
    group.sample_size(20);
    let heads_up = matchup(&["AcAs", "KhKd"]);
    let three_way = matchup(&["AhKh", "7c7d", "2s3s"]);
    let aa_kk = matchup(&["AA", "KK"]);
    let flop = matchup(&["AhKh", "QsQd", "8c9c"]).board("Qh 7h 6c".parse().unwrap());
    for threads in [1, 2] {
        let pool = pool(threads);
        let on = |name: &str| {
            format!(
                "{name}, {threads} thread{}, holdem-enum",
                if threads == 1 { "" } else { "s" }
            )
        };
        for (name, matchup) in [
            ("AcAs vs KhKd preflop", &heads_up),
            ("AhKh vs 7c7d vs 2s3s preflop", &three_way),
            ("AA vs KK (36 combinations) preflop", &aa_kk),
            ("3 players on the flop", &flop),
        ] {
            group.bench_function(on(name), |b| {
                pool.install(|| b.iter(|| black_box(matchup).exact().unwrap()))
            });
        }
    }
    // Omaha and short deck (no peer computes their exact equity).
    let plo4 = Matchup::hands(["AsAhKsKh", "JcTc9d8d"].map(|h| h.parse::<HandList>().unwrap()))
        .variant(Variant::Omaha);
    let short_deck = matchup(&["AhAs", "KhKd"]).variant(Variant::SHORT_DECK);
    let one = pool(1);
    for (name, matchup) in [
        (
            "PLO4 AsAhKsKh vs JcTc9d8d preflop, 1 thread, holdem-enum",
            &plo4,
        ),
        (
            "short deck AhAs vs KhKd preflop, 1 thread, holdem-enum",
            &short_deck,
        ),
    ] {
        group.bench_function(name, |b| {
            one.install(|| b.iter(|| black_box(matchup).exact().unwrap()))
        });
    }
    let rs_flop: CardBitSet = {
        let mut board = CardBitSet::new();
        for card in Hand::new_from_str("Qh7h6c").unwrap().iter() {
            board.insert(card);
        }
        board
    };
    for (name, players, board) in [
        ("AcAs vs KhKd preflop", &["AcAs", "KhKd"][..], ""),
        (
            "AhKh vs 7c7d vs 2s3s preflop",
            &["AhKh", "7c7d", "2s3s"],
            "",
        ),
        ("3 players on the flop", &["AhKh", "QsQd", "8c9c"], "Qh7h6c"),
    ] {
        let players = pokers_players(players);
        group.bench_function(format!("{name}, 1 thread, pokers"), |b| {
            b.iter(|| pokers_equities(black_box(&players), board, ""))
        });
    }
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
    let three = matchup(&hands);
    let ranges = matchup(&["AhKh", "QQ+,AKs", "any"]);
    let (one, two) = (pool(1), pool(2));
    for (name, matchup, pool) in [
        ("3 hands, 1 thread, holdem-enum", &three, &one),
        ("3 hands, 2 threads, holdem-enum", &three, &two),
        ("3 ranges, 1 thread, holdem-enum", &ranges, &one),
        ("3 ranges, 2 threads, holdem-enum", &ranges, &two),
    ] {
        group.bench_function(name, |b| {
            let mut seed = 0;
            pool.install(|| {
                b.iter(|| {
                    seed += 1;
                    let options = MonteCarlo::new().samples(SAMPLES).seed(seed);
                    matchup
                        .calculate(Calculation::monte_carlo(options))
                        .unwrap()
                })
            })
        });
    }
    let mut game = MonteCarloGame::new(rs_hands(&hands)).unwrap();
    group.bench_function("3 hands, 1 thread, rs_poker MonteCarloGame", |b| {
        b.iter(|| game.estimate_equity(SAMPLES as usize))
    });
    group.finish();
}

/// A question of the comparison with OMPEval: its name in
/// docs/benchmarks.md, the players, the board and the dead cards.
type Question = (
    &'static str,
    &'static [&'static str],
    &'static str,
    &'static str,
);

/// Exact questions that take under 0.1 s on one thread.
const OMPEVAL_EXACT: [Question; 18] = [
    ("E1 AcAs vs KhKd", &["AcAs", "KhKd"], "", ""),
    ("E2 AK vs QQ", &["AK", "QQ"], "", ""),
    ("E3 AhKh vs 7c7d vs 2s3s", &["AhKh", "7c7d", "2s3s"], "", ""),
    (
        "E5 JJ+,AK vs TT,99,88,77 on Ks9d4c",
        &["JJ+,AK", "TT,99,88,77"],
        "Ks9d4c",
        "",
    ),
    (
        "E7 4 hands preflop",
        &["AhKh", "7c7d", "2s3s", "JdTd"],
        "",
        "",
    ),
    (
        "E8 6 hands preflop",
        &["AhKh", "7c7d", "2s3s", "JdTd", "9h9s", "Qc5c"],
        "",
        "",
    ),
    (
        "E9 4 ranges on Qh7h6c",
        &["AA,KK", "QQ,JJ", "AK", "TT,99"],
        "Qh7h6c",
        "",
    ),
    (
        "E10 wider ranges on Ks9d4c",
        &["TT+,AQs+,AKo", "22+,A2s+,KTs+,ATo+"],
        "Ks9d4c",
        "",
    ),
    (
        "E6 3 ranges on 2c4c5h, dead Jc",
        &["QQ+,AKs,AcQc", "A2s+", "any"],
        "2c4c5h",
        "Jc",
    ),
    (
        "E11 3 ranges on Ks9d4c2h",
        &["JJ+,AK", "TT,99,88,77", "any"],
        "Ks9d4c2h",
        "",
    ),
    (
        "E12 wider ranges vs any on Ks9d4c2h",
        &["TT+,AQs+,AKo", "22+,A2s+,KTs+,ATo+", "any"],
        "Ks9d4c2h",
        "",
    ),
    (
        "E13 6 pairs on 2c7d8h",
        &["AA", "KK", "QQ", "JJ", "TT", "99"],
        "2c7d8h",
        "",
    ),
    (
        "E14 22+ vs A2s+,K9s+ vs any on Ks9d4c",
        &["22+", "A2s+,K9s+", "any"],
        "Ks9d4c",
        "",
    ),
    (
        "E15 4 ranges on Ah8d5c",
        &["AK,AQ", "KQ,QJ", "99+", "A5s,76s"],
        "Ah8d5c",
        "",
    ),
    (
        "E17 a hand vs QQ vs JJ vs any on Qh7h2c",
        &["AhKh", "QQ", "JJ", "any"],
        "Qh7h2c",
        "",
    ),
    (
        "E16 5 ranges on Qh7h2c",
        &["AA,KK,QQ", "AK,AQ", "JJ,TT", "88,77", "66,55"],
        "Qh7h2c",
        "",
    ),
    (
        "E19 AA,KK vs QQ,JJ on Qh7h2c",
        &["AA,KK", "QQ,JJ"],
        "Qh7h2c",
        "",
    ),
    (
        "E20 AhKh vs QQ vs JJ on Qh7h2c",
        &["AhKh", "QQ", "JJ"],
        "Qh7h2c",
        "",
    ),
];

/// Exact questions of a second or more: ten runs each.
const OMPEVAL_EXACT_SLOW: [Question; 1] = [("E4 QQ+,AKs vs any", &["QQ+,AKs", "any"], "", "")];

/// Monte Carlo questions.
const OMPEVAL_MONTE_CARLO: [Question; 14] = [
    ("M1 AhKh vs 7c7d vs 2s3s", &["AhKh", "7c7d", "2s3s"], "", ""),
    (
        "M2 QQ+,AKs,AcQc vs A2s+ vs any",
        &["QQ+,AKs,AcQc", "A2s+", "any"],
        "",
        "",
    ),
    (
        "M3 AA,KK vs AA,KK vs AK,AA",
        &["AA,KK", "AA,KK", "AK,AA"],
        "",
        "",
    ),
    (
        "M4 6 players",
        &["AA", "KK,QQ", "AK", "any", "any", "any"],
        "",
        "",
    ),
    (
        "M5 3 players on Qh7h2c5d",
        &["AhKh", "QQ+,AKs", "any"],
        "Qh7h2c5d",
        "",
    ),
    (
        "M6 wider ranges on Ks9d4c",
        &["22+,A2s+,KTs+,ATo+", "TT+,AQs+,AKo", "any"],
        "Ks9d4c",
        "",
    ),
    (
        "M7 wide overlapping ranges",
        &["22+,A2s+,K9s+", "22+,A2s+,K9s+", "22+,A2s+,K9s+"],
        "",
        "",
    ),
    (
        "M8 4 players on Ks9d4c2h",
        &["TT+,AQs+", "99+,AJs+", "any", "any"],
        "Ks9d4c2h",
        "",
    ),
    (
        "M9 QQ+,AK vs QQ+,AK vs JJ+,AQs+ vs any",
        &["QQ+,AK", "QQ+,AK", "JJ+,AQs+", "any"],
        "",
        "",
    ),
    (
        "M10 AhKh vs any vs any on Qh7h2c",
        &["AhKh", "any", "any"],
        "Qh7h2c",
        "",
    ),
    (
        "M11 four wide overlapping ranges",
        &[
            "22+,A2s+,K9s+",
            "22+,A2s+,K9s+",
            "22+,A2s+,K9s+",
            "22+,A2s+,K9s+",
        ],
        "",
        "",
    ),
    (
        "M12 three wide ranges on Ks9d4c",
        &[
            "22+,A2s+,KTs+,ATo+",
            "22+,A2s+,KTs+,ATo+",
            "22+,A2s+,KTs+,ATo+",
        ],
        "Ks9d4c",
        "",
    ),
    (
        "M13 6 players on Qh7h2c5d",
        &["AhKh", "any", "any", "any", "any", "any"],
        "Qh7h2c5d",
        "",
    ),
    (
        "M14 4 players with ranges on Ks9d4c",
        &["TT+,AQs+", "99+,AJs+", "22+,A2s+", "any"],
        "Ks9d4c",
        "",
    ),
];

fn question(&(_, players, board, dead): &Question) -> Matchup {
    matchup(players)
        .board(board.parse().unwrap())
        .dead(dead.parse().unwrap())
}

fn versus_ompeval(c: &mut Criterion) {
    let one = pool(1);
    let mut group = c.benchmark_group("versus_ompeval");
    group.sample_size(10);
    for q in &OMPEVAL_EXACT {
        let matchup = question(q);
        group.bench_function(format!("exact, {}, 1 thread", q.0), |b| {
            one.install(|| b.iter(|| black_box(&matchup).exact().unwrap()))
        });
        let &(name, players, board, dead) = q;
        let players = pokers_players(players);
        group.bench_function(format!("exact, {name}, 1 thread, pokers"), |b| {
            // The same equities as holdem-enum's, before pokers is timed.
            let ours = one.install(|| matchup.exact().unwrap());
            let theirs = pokers_equities(&players, board, dead);
            assert!(
                ours.players
                    .iter()
                    .zip(&theirs)
                    .all(|(p, e)| (p.equity() - e).abs() < 1e-9),
                "{name}: pokers says {theirs:?}"
            );
            b.iter(|| pokers_equities(black_box(&players), board, dead))
        });
    }
    const SAMPLES: u64 = 1 << 20;
    group.throughput(Throughput::Elements(SAMPLES));
    for q in &OMPEVAL_MONTE_CARLO {
        let matchup = question(q);
        group.bench_function(format!("Monte Carlo, {}, 1 thread", q.0), |b| {
            let mut seed = 0;
            one.install(|| {
                b.iter(|| {
                    seed += 1;
                    let options = MonteCarlo::new().samples(SAMPLES).seed(seed);
                    matchup
                        .calculate(Calculation::monte_carlo(options))
                        .unwrap()
                })
            })
        });
        let &(name, players, board, dead) = q;
        let players = pokers_players(players);
        group.bench_function(format!("Monte Carlo, {name}, 1 thread, pokers"), |b| {
            b.iter(|| pokers_sampled(black_box(&players), board, dead, SAMPLES))
        });
    }
    group.finish();

    let mut slow = c.benchmark_group("versus_ompeval_slow");
    slow.sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_millis(1));
    for q in &OMPEVAL_EXACT_SLOW {
        let matchup = question(q);
        slow.bench_function(format!("exact, {}, 1 thread", q.0), |b| {
            one.install(|| b.iter(|| black_box(&matchup).exact().unwrap()))
        });
    }
    slow.finish();
}

criterion_group!(
    benches,
    strength_meter,
    exact_equity,
    monte_carlo,
    versus_ompeval,
    board_classes
);
criterion_main!(benches);

/// A range of 202 combos sorted into made-hand and draw classes on a flop,
/// and on each of the flop's 49 turn cards (one thread: the analysis is
/// sequential).
fn board_classes(c: &mut Criterion) {
    let mut group = c.benchmark_group("board_classes");
    let range: Range = "22+, A2s+, K9s+, QTs+, JTs, ATo+".parse().unwrap();
    assert_eq!(range.len(), 202);
    let question = holdem_enum::RangeOnBoard::new(range, "Ks 9d 4c".parse().unwrap());
    group.bench_function("202 combos on a flop", |b| {
        b.iter(|| black_box(&question).run().unwrap())
    });
    group.bench_function("202 combos on every turn of a flop", |b| {
        b.iter(|| black_box(&question).every_turn().unwrap())
    });
    group.finish();
}
