//! holdem-enum's side of the comparison with OMPEval: one question on
//! THREADS rayon threads.
//!
//! Usage: he-compare 'NAME|exact-or-mc|RANGE vs RANGE ...|BOARD|DEAD' [THREADS] [SAMPLES]
//! Prints the question, each player's combo count and equity, the deals
//! counted and the median seconds per run (runs repeated for >= 0.5 s).
use std::time::Instant;

use holdem_enum::{Calculation, MonteCarlo};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let he_compare::Question {
        fields,
        combos,
        matchup,
    } = he_compare::question(args.first().ok_or("usage: he-compare QUESTION")?)?;
    let threads: usize = args.get(1).map_or(Ok(1), |t| t.parse())?;
    let samples: u64 = args.get(2).map_or(Ok(4_000_000), |s| s.parse())?;
    let exact = fields[1] == "exact";
    he_compare::threads(threads)?;
    let (mut times, mut total, mut seed) = (Vec::new(), 0.0, 0);
    let equity = loop {
        let start = Instant::now();
        let equity = {
            if exact {
                matchup.exact()
            } else {
                seed += 1;
                matchup.calculate(Calculation::monte_carlo(
                    MonteCarlo::new().samples(samples).seed(seed),
                ))
            }
        }?;
        let t = start.elapsed().as_secs_f64();
        times.push(t);
        total += t;
        if (times.len() >= 3 && total >= 0.5) || (exact && t > 2.0) {
            break equity;
        }
    };
    times.sort_by(f64::total_cmp);
    print!("{} he{threads}", fields[0]);
    for (player, n) in equity.players.iter().zip(combos) {
        print!(" {n}:{:.9}", player.equity());
    }
    let se = equity.standard_error(0).unwrap_or(0.0);
    println!(
        " deals={} stderr0={se:.2e} seconds={:.6} runs={}",
        equity.deals,
        times[times.len() / 2],
        times.len()
    );
    Ok(())
}
