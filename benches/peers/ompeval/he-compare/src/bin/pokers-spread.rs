//! pokers' side of the spread test: RUNS Monte Carlo runs of one question
//! with pokers' `approx_equity`, one thread, about SAMPLES deals each.
//!
//! Usage: pokers-spread 'NAME|mc|RANGE vs RANGE ...|BOARD|DEAD' RUNS SAMPLES
//! Prints one line per run, as he-spread does: the question, each player's
//! equity, the deals and the run's seconds. pokers samples until a standard
//! deviation of its own, checked after each batch of 4,096 deals; here its
//! target is never met, and the run is stopped (pokers' cancel flag, set
//! from its progress callback, which it calls after each batch) at the
//! first batch that brings it to SAMPLES deals. Its generator is seeded
//! from the system, so the runs are independent.
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use pokers::{HandRange, approx_equity, get_card_mask};

/// The deals of one of pokers' batches: it calls the progress callback
/// after each.
const BATCH: u64 = 4096;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [question, runs, samples] = &args[..] else {
        return Err("usage: pokers-spread QUESTION RUNS SAMPLES".into());
    };
    let (runs, samples): (u64, u64) = (runs.parse()?, samples.parse()?);
    let he_compare::Question { fields, .. } = he_compare::question(question)?;
    if fields[1] != "mc" {
        return Err(format!(
            "{}: pokers-spread asks Monte Carlo questions only",
            fields[0]
        )
        .into());
    }
    let ranges = HandRange::from_strings(fields[2].split(" vs ").map(String::from).collect());
    let (board, dead) = (get_card_mask(fields[3]), get_card_mask(fields[4]));
    let batches = samples.div_ceil(BATCH);
    for _ in 0..runs {
        let cancel = Arc::new(AtomicBool::new(false));
        let done = AtomicU64::new(0);
        let stop = |_progress: u8| {
            if done.fetch_add(1, Ordering::Relaxed) + 1 >= batches {
                cancel.store(true, Ordering::Relaxed);
            }
        };
        let start = Instant::now();
        let results = approx_equity(&ranges, board, dead, 1, 0.0, Arc::clone(&cancel), stop)
            .map_err(|err| format!("{}: pokers: {err:?}", fields[0]))?;
        let seconds = start.elapsed().as_secs_f64();
        print!("{} pokers", fields[0]);
        for equity in &results.equities {
            print!(" {equity:.9}");
        }
        println!(" deals={} seconds={seconds:.6}", results.eval_count);
    }
    Ok(())
}
