//! holdem-enum's side of the spread test: RUNS Monte Carlo runs of one
//! question with seeds 1 to RUNS, one thread, SAMPLES deals each.
//!
//! Usage: he-spread 'NAME|mc|RANGE vs RANGE ...|BOARD|DEAD' RUNS SAMPLES
//! Prints one line per run: the question, each player's equity, the deals
//! and holdem-enum's standard error of player 1's equity.
use holdem_enum::{Calculation, MonteCarlo};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [question, runs, samples] = &args[..] else {
        return Err("usage: he-spread QUESTION RUNS SAMPLES".into());
    };
    let (runs, samples): (u64, u64) = (runs.parse()?, samples.parse()?);
    let he_compare::Question {
        fields, matchup, ..
    } = he_compare::question(question)?;
    he_compare::threads(1)?;
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
