//! What the programs share: a question of `questions.txt` read as a
//! `Matchup`, the one global rayon pool they run on, and pokers' Monte Carlo
//! stopped after a number of deals.
use holdem_enum::{Matchup, Range};

/// A question read: its fields, each player's combo count and the matchup.
pub struct Question<'a> {
    pub fields: Vec<&'a str>,
    pub combos: Vec<usize>,
    pub matchup: Matchup,
}

/// The question `NAME|exact-or-mc|RANGE vs RANGE ...|BOARD|DEAD`.
pub fn question(text: &str) -> Result<Question<'_>, Box<dyn std::error::Error>> {
    let fields: Vec<&str> = text.split('|').collect();
    if fields.len() != 5 {
        return Err(format!("a question has 5 fields separated by '|': {text}").into());
    }
    // OMPEval's "random" is holdem-enum's "any".
    let ranges = fields[2]
        .split(" vs ")
        .map(|r| r.replace("random", "any").parse::<Range>())
        .collect::<Result<Vec<_>, _>>()?;
    let combos = ranges.iter().map(Range::len).collect();
    let matchup = Matchup::new(ranges)
        .board(fields[3].parse()?)
        .dead(fields[4].parse()?);
    Ok(Question {
        fields,
        combos,
        matchup,
    })
}

/// Runs the library on the global rayon pool of `threads` threads, from
/// the calling thread, as a program using it would.
pub fn threads(threads: usize) -> Result<(), rayon::ThreadPoolBuildError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build_global()
}

/// pokers' Monte Carlo on one thread, stopped after `samples` deals rounded
/// up to its batches of 4,096. pokers samples until a standard deviation
/// of its own, checked after each batch, from a generator seeded by the
/// system; here its target (0) is never met, and its progress callback,
/// which it calls after each batch, sets its cancel flag at the batch that
/// brings it to `samples`.
pub fn pokers_sampled(
    ranges: &[pokers::HandRange],
    board: u64,
    dead: u64,
    samples: u64,
) -> Result<pokers::SimulationResults, pokers::SimulatorError> {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    let cancel = Arc::new(AtomicBool::new(false));
    let batches = AtomicU64::new(0);
    let stop = |_progress: u8| {
        if (batches.fetch_add(1, Ordering::Relaxed) + 1) * 4096 >= samples {
            cancel.store(true, Ordering::Relaxed);
        }
    };
    pokers::approx_equity(ranges, board, dead, 1, 0.0, Arc::clone(&cancel), stop)
}
