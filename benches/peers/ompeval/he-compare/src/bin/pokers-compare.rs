//! pokers' side of the comparison: one exact question on one thread, as
//! he-compare times holdem-enum's.
//!
//! Usage: pokers-compare 'NAME|exact|RANGE vs RANGE ...|BOARD|DEAD'
//! Prints the question, each player's combo count (holdem-enum's count of
//! the range, for the check against the other programs) and equity, the
//! evaluations pokers counts and the median seconds per run (runs repeated
//! for >= 0.5 s). Monte Carlo questions are not asked: pokers samples until
//! a standard deviation of its own, from an unseeded generator.
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use pokers::{HandRange, exact_equity, get_card_mask};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let text = args.first().ok_or("usage: pokers-compare QUESTION")?;
    let he_compare::Question { fields, combos, .. } = he_compare::question(text)?;
    if fields[1] != "exact" {
        return Err(format!("{}: pokers-compare asks exact questions only", fields[0]).into());
    }
    let ranges = HandRange::from_strings(fields[2].split(" vs ").map(String::from).collect());
    let (board, dead) = (get_card_mask(fields[3]), get_card_mask(fields[4]));
    let (mut times, mut total) = (Vec::new(), 0.0);
    let results = loop {
        let start = Instant::now();
        let cancel = Arc::new(AtomicBool::new(false));
        let results = exact_equity(&ranges, board, dead, 1, cancel, |_| {})
            .map_err(|err| format!("{}: pokers: {err:?}", fields[0]))?;
        let t = start.elapsed().as_secs_f64();
        times.push(t);
        total += t;
        if (times.len() >= 3 && total >= 0.5) || t > 2.0 {
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
