//! Progress reports, time limits and cancellation of equity calculations.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use holdem_enum::{
    Breakdown, Calculation, Equity, Matchup, Method, MonteCarlo, PartialReason, Progress, Range,
    Variant,
};

fn matchup(players: &[&str], board: &str) -> Matchup {
    let ranges: Vec<Range> = players.iter().map(|p| p.parse().unwrap()).collect();
    Matchup::new(ranges).board(board.parse().unwrap())
}

/// The questions the tests ask: hold'em ranges on a flop and preflop,
/// and Omaha.
fn questions() -> Vec<Matchup> {
    vec![
        matchup(&["JJ+,AK", "TT,99,88,77"], "Ks 9d 4c"),
        matchup(&["AhKh", "QQ+,AKs", "any"], ""),
        Matchup::hands(["AsAhKsKh".parse().unwrap(), "JcTc9d8d".parse().unwrap()])
            .variant(Variant::Omaha)
            .board("2c 7d 9h".parse().unwrap()),
    ]
}

/// The counts of `equity`, whatever its method.
fn counts(equity: &Equity) -> Vec<(u128, u128, u128, u128)> {
    equity
        .players
        .iter()
        .map(|p| (p.wins, p.tied(), p.losses(), p.deals))
        .collect()
}

fn assert_empty_partial(equity: &Equity, reason: PartialReason) {
    let partial = equity.method.partial().expect("a partial result");
    assert_eq!(partial.reason, reason);
    assert_eq!(partial.pieces_counted, 0);
    assert!(partial.pieces > 0);
    assert_eq!(equity.deals, 0);
    assert!(equity.players.iter().all(|p| p.deals == 0));
    assert!(!matches!(
        equity.method,
        Method::Exact | Method::MonteCarlo { .. }
    ));
}

#[test]
fn a_flag_set_before_the_start_returns_an_empty_partial_result() {
    let cancel = AtomicBool::new(true);
    for matchup in questions() {
        let exact = matchup
            .calculate(Calculation::exact().cancel(&cancel))
            .unwrap();
        assert!(matches!(exact.method, Method::PartialExact(_)));
        assert_empty_partial(&exact, PartialReason::Cancelled);
        let options = MonteCarlo::new().samples(100_000).seed(1);
        let sampled = matchup
            .calculate(Calculation::monte_carlo(options).cancel(&cancel))
            .unwrap();
        assert!(matches!(
            sampled.method,
            Method::PartialMonteCarlo {
                samples: 0,
                seed: 1,
                ..
            }
        ));
        assert_empty_partial(&sampled, PartialReason::Cancelled);
    }
}

/// Questions whose setup is long, stopped as soon as it starts: players
/// with one hand each that only the last of many random players shows
/// unable to hold it (is there a deal at all?), and three wide ranges
/// preflop (which deals are alike?).
#[test]
fn a_long_setup_is_stopped_too() {
    let cancel = AtomicBool::new(true);
    let sampled = Calculation::monte_carlo(MonteCarlo::new().samples(1000));
    let aces = matchup(&["AA", "any", "any", "any", "AcAd"], "");
    let wide = matchup(&["22+,A2s+,K2s+", "22+,A2s+,K2s+", "22+,A2s+,K2s+"], "");
    for (matchup, calculation) in [
        (&aces, sampled.cancel(&cancel)),
        (&wide, Calculation::exact().cancel(&cancel)),
        (&wide, Calculation::exact().time_limit(Duration::ZERO)),
    ] {
        let equity = matchup.calculate(calculation).unwrap();
        let partial = equity.method.partial().expect("a partial result");
        assert_eq!((partial.pieces_counted, equity.deals), (0, 0));
    }
    // Unwatched, the first has deals: the aces are AsAh, AsAd or AhAd.
    let options = MonteCarlo::new().samples(1000);
    let equity = aces.calculate(Calculation::monte_carlo(options)).unwrap();
    assert_eq!(equity.deals, 1000);
}

/// A time limit holds however the work is cut: here most of a short
/// limit would go to setting up the pieces (finding the deals alike),
/// which once ran seconds past it. The bound is loose: the machine may be
/// loaded.
#[test]
fn a_time_limit_is_overrun_by_little() {
    let wide = matchup(&["22+,A2s+,K2s+", "22+,A2s+,K2s+", "22+,A2s+,K2s+"], "");
    let limit = Duration::from_millis(200);
    let started = std::time::Instant::now();
    let equity = wide
        .calculate(Calculation::exact().time_limit(limit))
        .unwrap();
    let took = started.elapsed();
    let partial = equity.method.partial().expect("a partial result");
    assert_eq!(partial.reason, PartialReason::TimeLimit);
    assert!(took < limit + Duration::from_secs(1), "{took:?}");
}

#[test]
fn a_time_limit_of_zero_returns_an_empty_partial_result() {
    for matchup in questions() {
        let exact = matchup
            .calculate(Calculation::exact().time_limit(Duration::ZERO))
            .unwrap();
        assert_empty_partial(&exact, PartialReason::TimeLimit);
        let options = MonteCarlo::new().samples(100_000).target_std_error(0.001);
        let sampled = matchup
            .calculate(Calculation::monte_carlo(options).time_limit(Duration::ZERO))
            .unwrap();
        assert_empty_partial(&sampled, PartialReason::TimeLimit);
    }
}

#[test]
fn a_complete_run_reports_rising_fractions_ending_at_one() {
    for matchup in questions() {
        let mut reports: Vec<Progress> = Vec::new();
        let calculation = Calculation::exact()
            .time_limit(Duration::from_secs(3600))
            .progress_every(Duration::ZERO)
            .progress(|progress: &Progress| reports.push(progress.clone()));
        let equity = matchup.calculate(calculation).unwrap();
        assert_eq!(equity, matchup.exact().unwrap());
        let (last, running) = reports.split_last().unwrap();
        assert_eq!(last.fraction, 1.0);
        assert_eq!(last.equity, equity);
        assert!(running.windows(2).all(|w| w[0].fraction < w[1].fraction));
        for report in running {
            let partial = report.equity.method.partial().unwrap();
            assert_eq!(partial.reason, PartialReason::Running);
            assert!(report.fraction > 0.0 && report.fraction < 1.0);
            assert!(report.equity.deals < equity.deals);
        }
    }
}

/// Running totals only grow, towards the result, in every count.
#[test]
fn running_totals_grow_towards_the_result() {
    let matchup = matchup(&["AhKh", "QQ+,AKs", "any"], "");
    let options = MonteCarlo::new().samples(300_000).seed(9);
    let mut reports: Vec<Progress> = Vec::new();
    let calculation = Calculation::monte_carlo(options)
        .progress_every(Duration::ZERO)
        .progress(|progress: &Progress| reports.push(progress.clone()));
    let equity = matchup.calculate(calculation).unwrap();
    assert_eq!(
        equity,
        matchup
            .calculate(Calculation::monte_carlo(options))
            .unwrap()
    );
    assert!(reports.len() > 1);
    for pair in reports.windows(2) {
        for (a, b) in counts(&pair[0].equity).iter().zip(counts(&pair[1].equity)) {
            assert!(a.0 <= b.0 && a.1 <= b.1 && a.2 <= b.2 && a.3 <= b.3);
        }
    }
}

/// A Monte Carlo run stopped early holds the samples of the first
/// blocks: those of a complete run of as many samples, on any number of
/// threads.
#[test]
fn a_stopped_monte_carlo_run_counts_a_prefix_of_its_blocks() {
    let matchup = matchup(&["AhKh", "QQ+,AKs", "any"], "");
    let options = MonteCarlo::new().samples(2_000_000).seed(2026);
    for threads in [1, 2, 3] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        let cancel = AtomicBool::new(false);
        let calculation = Calculation::monte_carlo(options)
            .cancel(&cancel)
            .progress_every(Duration::ZERO)
            .progress(|_: &Progress| cancel.store(true, Ordering::Relaxed));
        let stopped = pool.install(|| matchup.calculate(calculation).unwrap());
        let Method::PartialMonteCarlo {
            samples,
            seed,
            partial,
        } = stopped.method
        else {
            panic!("stopped early: {:?}", stopped.method);
        };
        assert_eq!(seed, 2026);
        assert_eq!(partial.reason, PartialReason::Cancelled);
        assert_eq!(partial.pieces, 2_000_000_u64.div_ceil(MonteCarlo::BLOCK));
        assert!(partial.pieces_counted > 0 && partial.pieces_counted < partial.pieces);
        assert_eq!(samples, partial.pieces_counted * MonteCarlo::BLOCK);
        let prefix = matchup
            .calculate(Calculation::monte_carlo(options.samples(samples)))
            .unwrap();
        assert_eq!(counts(&stopped), counts(&prefix));
        assert!(stopped.standard_error(0).is_some());
    }
}

/// An exact run stopped early counts part of the deals: fewer than the
/// whole, none of its counts above the whole's, and it is not exact.
#[test]
fn a_stopped_exact_run_counts_part_of_the_deals() {
    let matchup = matchup(&["AhKh", "any", "any"], "Qh 7h 2c");
    let whole = matchup.exact().unwrap();
    let cancel = AtomicBool::new(false);
    let calculation = Calculation::exact()
        .cancel(&cancel)
        .progress_every(Duration::ZERO)
        .progress(|_: &Progress| cancel.store(true, Ordering::Relaxed));
    let stopped = matchup.calculate(calculation).unwrap();
    let Method::PartialExact(partial) = stopped.method else {
        panic!("stopped early: {:?}", stopped.method);
    };
    assert!(partial.pieces_counted > 0 && partial.pieces_counted < partial.pieces);
    assert!(stopped.deals > 0 && stopped.deals < whole.deals);
    for (part, all) in counts(&stopped).iter().zip(counts(&whole)) {
        assert!(part.0 <= all.0 && part.1 <= all.1 && part.2 <= all.2 && part.3 < all.3);
    }
    assert_eq!(stopped.standard_error(0), None);
}

/// A time limit stops a long run soon after it passes.
#[test]
fn a_time_limit_stops_a_long_run() {
    let matchup = matchup(&["AhKh", "any", "any", "any"], "");
    let options = MonteCarlo::new().samples(u64::MAX / 2);
    let start = std::time::Instant::now();
    let limit = Duration::from_millis(200);
    let equity = matchup
        .calculate(Calculation::monte_carlo(options).time_limit(limit))
        .unwrap();
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    let partial = equity.method.partial().unwrap();
    assert_eq!(partial.reason, PartialReason::TimeLimit);
    assert!(equity.deals > 0);
}

/// A time limit, or the cancel flag, stops a run with a standard error
/// target out of reach and no cap: the result says the target was not
/// reached, and how far along it was.
#[test]
fn a_time_limit_or_a_cancel_stops_a_run_with_a_target() {
    for matchup in questions() {
        let options = MonteCarlo::new().target_std_error(1e-5);
        let start = std::time::Instant::now();
        let limit = Duration::from_millis(200);
        let equity = matchup
            .calculate(Calculation::monte_carlo(options).time_limit(limit))
            .unwrap();
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "{:?}",
            start.elapsed()
        );
        assert_eq!(equity.target_reached, Some(false));
        let partial = equity.method.partial().unwrap();
        assert_eq!(partial.reason, PartialReason::TimeLimit);
        assert!(equity.deals > 0);
        // The pieces it would need: as many as the standard error says,
        // so that the fraction done is the way to the target.
        let error = (0..equity.players.len())
            .filter_map(|p| equity.standard_error(p))
            .fold(0.0, f64::max);
        let toward = (1e-5 / error).powi(2);
        assert!(
            (partial.fraction() / toward - 1.0).abs() < 0.05,
            "{} against {toward}",
            partial.fraction()
        );

        let cancel = AtomicBool::new(false);
        let calculation = Calculation::monte_carlo(options)
            .cancel(&cancel)
            .progress_every(Duration::ZERO)
            .progress(|p: &Progress| cancel.store(p.equity.deals >= 1 << 20, Ordering::Relaxed));
        let equity = matchup.calculate(calculation).unwrap();
        assert_eq!(equity.target_reached, Some(false));
        assert_eq!(
            equity.method.partial().unwrap().reason,
            PartialReason::Cancelled
        );
    }
}

/// With a target, progress is the fraction of the way to it: rising
/// from below 1 to 1, whatever the number of samples. (The Omaha
/// question, its turn and river stratified, reaches 0.04% at the first
/// check, so it asks for less.)
#[test]
fn progress_to_a_target_rises_to_one() {
    for (matchup, target) in questions().into_iter().zip([0.0004, 0.0004, 0.00016]) {
        let mut fractions = Vec::new();
        let options = MonteCarlo::new().target_std_error(target).seed(11);
        let calculation = Calculation::monte_carlo(options)
            .time_limit(Duration::from_secs(600))
            .progress_every(Duration::ZERO)
            .progress(|p: &Progress| {
                assert_eq!(p.equity.target_reached, Some(p.fraction == 1.0));
                fractions.push(p.fraction)
            });
        let equity = matchup.calculate(calculation).unwrap();
        assert_eq!(equity.target_reached, Some(true));
        assert_eq!(fractions.last(), Some(&1.0));
        assert!(fractions.len() > 3, "{fractions:?}");
        assert!(fractions.windows(2).all(|w| w[0] <= w[1]), "{fractions:?}");
        // No jump from nothing to everything: the reports before the last
        // are on the way, and near it at the end.
        let (_, running) = fractions.split_last().unwrap();
        assert!(running.iter().all(|&f| f > 0.0 && f < 1.0), "{fractions:?}");
        assert!(running[running.len() - 1] > 0.4, "{fractions:?}");
    }
}

/// Errors are the calculation's, as without a watch.
#[test]
fn errors_come_through() {
    let cancel = AtomicBool::new(true);
    let alone = matchup(&["AA"], "");
    assert_eq!(
        alone.calculate(Calculation::exact().cancel(&cancel)),
        alone.exact()
    );
    let options = MonteCarlo::new().samples(0);
    let two = matchup(&["AA", "KK"], "");
    assert_eq!(
        two.calculate(Calculation::monte_carlo(options).cancel(&cancel)),
        two.calculate(Calculation::monte_carlo(options))
    );
}

/// A breakdown's classes added up, as counts.
fn classes_total(breakdown: &Breakdown) -> Vec<(u128, u128, u128, u128)> {
    let mut total = vec![(0, 0, 0, 0); breakdown.total.players.len()];
    for class in &breakdown.classes {
        for (sum, player) in total.iter_mut().zip(counts(&class.equity)) {
            *sum = (
                sum.0 + player.0,
                sum.1 + player.1,
                sum.2 + player.2,
                sum.3 + player.3,
            );
        }
    }
    total
}

#[test]
fn a_watched_breakdown_is_the_breakdown_and_reports_rising_fractions() {
    let question = matchup(&["QQ+,AK", "22+,AJs+"], "Ks 9d 4c");
    let options = MonteCarlo::new().samples(40_000).seed(5);
    for (watched, plain) in [
        (
            Calculation::exact(),
            question.breakdown(Calculation::exact()).unwrap(),
        ),
        (
            Calculation::monte_carlo(options),
            question
                .breakdown(Calculation::monte_carlo(options))
                .unwrap(),
        ),
    ] {
        let mut reports: Vec<(f64, Method)> = Vec::new();
        let breakdown = question
            .breakdown(
                watched
                    .time_limit(Duration::from_secs(600))
                    .progress_every(Duration::ZERO)
                    .progress(|p: &Progress| reports.push((p.fraction, p.equity.method))),
            )
            .unwrap();
        assert_eq!(breakdown, plain);
        let (last, method) = reports.pop().unwrap();
        assert_eq!((last, method), (1.0, plain.total.method));
        assert!(reports.len() > 2, "{} reports", reports.len());
        assert!(reports.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(
            reports
                .iter()
                .all(|(f, m)| *f < 1.0 && m.partial().is_some())
        );
    }
}

#[test]
fn a_stopped_breakdown_holds_the_combos_counted_before() {
    let question = matchup(&["QQ+,AK", "22+,AJs+"], "Ks 9d 4c");
    let whole = question.breakdown(Calculation::exact()).unwrap();
    let options = MonteCarlo::new().samples(40_000).seed(5);
    let sampled = question
        .breakdown(Calculation::monte_carlo(options))
        .unwrap();
    for (calculation, plain) in [
        (Calculation::exact(), &whole),
        (Calculation::monte_carlo(options), &sampled),
    ] {
        // Cancelled at the third report: some combos counted, not all.
        let cancel = AtomicBool::new(false);
        let mut reports = 0;
        let stopped = question
            .breakdown(
                calculation
                    .cancel(&cancel)
                    .progress_every(Duration::ZERO)
                    .progress(|_: &Progress| {
                        reports += 1;
                        if reports == 3 {
                            cancel.store(true, Ordering::Relaxed);
                        }
                    }),
            )
            .unwrap();
        let partial = stopped.total.method.partial().unwrap();
        assert_eq!(partial.reason, PartialReason::Cancelled);
        assert_eq!(partial.pieces_counted, 3);
        assert_eq!(partial.pieces as usize, plain.combos.len());
        assert_eq!(stopped.combos[..], plain.combos[..3]);
        assert_eq!(classes_total(&stopped), counts(&stopped.total));
    }
    let stopped = question
        .breakdown(Calculation::exact().time_limit(Duration::ZERO))
        .unwrap();
    assert!(stopped.combos.is_empty() && stopped.classes.is_empty());
    assert_eq!(stopped.total.deals, 0);
    let partial = stopped.total.method.partial().unwrap();
    assert_eq!(partial.reason, PartialReason::TimeLimit);
}

#[test]
fn a_time_limit_stops_a_breakdown_inside_a_combo() {
    // One combo whose exact count takes minutes: stopped inside it.
    let question = matchup(&["AhKh", "any", "any"], "");
    let stopped = question
        .breakdown(Calculation::exact().time_limit(Duration::from_millis(50)))
        .unwrap();
    assert!(stopped.combos.is_empty());
    let partial = stopped.total.method.partial().unwrap();
    assert_eq!(
        (partial.reason, partial.pieces_counted, partial.pieces),
        (PartialReason::TimeLimit, 0, 1)
    );
}
