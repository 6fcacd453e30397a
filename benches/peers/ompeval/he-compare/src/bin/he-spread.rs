//! holdem-enum's side of the spread test: RUNS Monte Carlo runs of one
//! question with seeds 1 to RUNS, one thread, SAMPLES deals each.
//!
//! Usage: he-spread 'NAME|mc|RANGE vs RANGE ...|BOARD|DEAD' RUNS SAMPLES
//! Prints one line per run: the question, each player's equity, the deals
//! and holdem-enum's standard error of player 1's equity.
use holdem_enum::{Calculation, Matchup, MonteCarlo, Range};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [question, runs, samples] = &args[..] else {
        return Err("usage: he-spread QUESTION RUNS SAMPLES".into());
    };
    let fields: Vec<&str> = question.split('|').collect();
    let (runs, samples): (u64, u64) = (runs.parse()?, samples.parse()?);
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
    for seed in 1..=runs {
        let equity = matchup.calculate(Calculation::monte_carlo(
            MonteCarlo::new().samples(samples).seed(seed),
        ))?;
        print!("{} he", fields[0]);
        for player in &equity.players {
            print!(" {:.9}", player.equity());
        }
        let se = equity.standard_error(0).unwrap_or(0.0);
        println!(" deals={} sd={se:.3e}", equity.deals);
    }
    Ok(())
}
