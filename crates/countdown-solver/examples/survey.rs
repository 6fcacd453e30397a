//! The whole game surveyed: every distinct selection of six tiles (13,243)
//! against every target, on every core.
//!
//! ```sh
//! cargo run --release -p countdown-solver --example survey           # 101..=999
//! cargo run --release -p countdown-solver --example survey -- 100    # 100..=999
//! ```

use std::time::Instant;

use countdown_solver::{TargetRange, survey};

fn main() {
    let range = match std::env::args().nth(1).as_deref() {
        Some("100") => TargetRange::THREE_DIGITS,
        _ => TargetRange::STANDARD,
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let start = Instant::now();
    let r = survey(range, threads);
    let elapsed = start.elapsed();
    let pct = |a: usize, b: usize| 100.0 * a as f64 / b as f64;
    println!(
        "Targets {}..={}, {} distinct selections, {} games",
        range.lo(),
        range.hi(),
        r.selections,
        r.games()
    );
    println!(
        "Solvable exactly: {} ({:.3}%)",
        r.solvable,
        pct(r.solvable, r.games())
    );
    for (large, c) in r.by_large.iter().enumerate() {
        let games = c.selections * range.len();
        println!(
            "  {large} large: {:>5} selections, {:>8} of {:>8} games solvable ({:.3}%)",
            c.selections,
            c.solvable,
            games,
            pct(c.solvable, games)
        );
    }
    print!("Hardest targets (selections reaching them):");
    for (t, c) in r.hardest_targets(10) {
        print!(" {t} ({c})");
    }
    println!();
    print!("Selections reaching every target: {}", r.complete.len());
    match r.complete.first() {
        Some(first) => println!(" (first: {first:?})"),
        None => println!(),
    }
    let (peak, sel, t) = r.largest_peak;
    println!("Largest value a game needs on the way: {peak} ({sel:?} -> {t})");
    println!("Time: {elapsed:.2?} on {threads} threads");
}
