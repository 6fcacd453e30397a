//! pokers' side of the comparison: one question on one thread, as
//! he-compare times holdem-enum's.
//!
//! Usage: pokers-compare 'NAME|exact-or-mc|RANGE vs RANGE ...|BOARD|DEAD' [SAMPLES]
//! Prints the question, each player's combo count (holdem-enum's count of
//! the range, for the check against the other programs) and equity, the
//! evaluations pokers counts and the median seconds per run (runs repeated
//! for >= 0.5 s). Monte Carlo runs deal SAMPLES deals (4,000,000 by
//! default) rounded up to pokers' batches (see `he_compare::pokers_sampled`),
//! their time scaled to SAMPLES, as omp_compare scales OMPEval's.
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use pokers::{HandRange, exact_equity, get_card_mask};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let text = args
        .first()
        .ok_or("usage: pokers-compare QUESTION [SAMPLES]")?;
    let samples: u64 = args.get(1).map_or(Ok(4_000_000), |s| s.parse())?;
    let he_compare::Question { fields, combos, .. } = he_compare::question(text)?;
    let exact = fields[1] == "exact";
    let ranges = HandRange::from_strings(fields[2].split(" vs ").map(String::from).collect());
    let (board, dead) = (get_card_mask(fields[3]), get_card_mask(fields[4]));
    let (mut times, mut total) = (Vec::new(), 0.0);
    let results = loop {
        let start = Instant::now();
        let results = if exact {
            let cancel = Arc::new(AtomicBool::new(false));
            exact_equity(&ranges, board, dead, 1, cancel, |_| {})
        } else {
            he_compare::pokers_sampled(&ranges, board, dead, samples)
        }
        .map_err(|err| format!("{}: pokers: {err:?}", fields[0]))?;
        let mut t = start.elapsed().as_secs_f64();
        if !exact {
            t *= samples as f64 / results.eval_count as f64;
        }
        times.push(t);
        total += t;
        if (times.len() >= 3 && total >= 0.5) || (exact && t > 2.0) {
            break results;
        }
    };
    times.sort_by(f64::total_cmp);
    print!("{} pokers", fields[0]);
    for (equity, n) in results.equities.iter().zip(combos) {
        print!(" {n}:{equity:.9}");
    }
    println!(
        " deals={} seconds={:.6} runs={}",
        results.eval_count,
        times[times.len() / 2],
        times.len()
    );
    Ok(())
}
