//! holdem-enum's exact equity of one question, N times in one process on one
//! thread, without a clock: run under callgrind with N + 1 and 1 repetitions
//! (`cgall.sh`), the difference divided by N is one call's instructions.
//!
//! Usage: reps 'NAME|exact|RANGE vs RANGE ...|BOARD|DEAD' N
//! Prints the deals counted in all.
use holdem_enum::{Matchup, Range};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [question, n] = &args[..] else {
        return Err("usage: reps QUESTION N".into());
    };
    let fields: Vec<&str> = question.split('|').collect();
    let n: u64 = n.parse()?;
    // OMPEval's "random" is holdem-enum's "any".
    let ranges = fields[2]
        .split(" vs ")
        .map(|r| r.replace("random", "any").parse::<Range>())
        .collect::<Result<Vec<_>, _>>()?;
    let matchup = Matchup::new(ranges)
        .board(fields[3].parse()?)
        .dead(fields[4].parse()?);
    rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build_global()?;
    let mut deals = 0;
    for _ in 0..n {
        deals += matchup.exact()?.deals;
    }
    println!("{deals}");
    Ok(())
}
