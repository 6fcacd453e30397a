//! Equity of 2 to 10 players, each a hand or a range, with an optional
//! board and dead cards: exact enumeration, or Monte Carlo with a seed.
//!
//! ```sh
//! cargo run --release -p holdem-enum --example equity -- AhAs KdKc --board 9h2c7s
//! cargo run --release -p holdem-enum --example equity -- AhKh "QQ+,AKs" any --mc 1000000 --seed 7
//! ```

use std::num::NonZeroUsize;
use std::process::ExitCode;
use std::time::Instant;

use card_core::CardSet;
use holdem_enum::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
use holdem_enum::{Matchup, Method, MonteCarlo, Range, Threads};
use thousands::Separable;

const USAGE: &str = "\
Usage: equity PLAYER PLAYER... [--board CARDS] [--dead CARDS] [--mc N] [--seed S] [--threads N]

Each PLAYER is a hand (AhAs) or a range (\"QQ+,AKs\", \"A2s+@50\", any);
2 to 10 players. Without --mc every deal is enumerated.

Options:
  --board CARDS   0, 3, 4 or 5 board cards (9h2c7s or \"9h 2c 7s\")
  --dead CARDS    cards out of play
  --mc N          Monte Carlo with N samples instead of exact enumeration
  --seed S        seed of the Monte Carlo samples (default 1)
  --threads N     threads to use (default: all cores)
  -h, --help      print this help
";

struct Args {
    players: Vec<(String, Range)>,
    board: CardSet,
    dead: CardSet,
    samples: Option<u64>,
    seed: u64,
    threads: Threads,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut args = Args {
        players: Vec::new(),
        board: CardSet::EMPTY,
        dead: CardSet::EMPTY,
        samples: None,
        seed: 1,
        threads: Threads::All,
    };
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("board") => args.board = parser.value()?.parse()?,
            Long("dead") => args.dead = parser.value()?.parse()?,
            Long("mc") => {
                let samples: u64 = parser.value()?.parse()?;
                if samples == 0 {
                    return Err("--mc must be at least 1".into());
                }
                args.samples = Some(samples);
            }
            Long("seed") => args.seed = parser.value()?.parse()?,
            Long("threads") => {
                let n: usize = parser.value()?.parse()?;
                let n = NonZeroUsize::new(n).ok_or("--threads must be at least 1")?;
                args.threads = Threads::Exactly(n);
            }
            Short('h') | Long("help") => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            Value(value) => {
                let text = value.string()?;
                let range: Range = text
                    .parse()
                    .map_err(|err| format!("player {} {text:?}: {err}", args.players.len() + 1))?;
                args.players.push((text, range));
            }
            _ => return Err(arg.unexpected()),
        }
    }
    Ok(args)
}

fn main() -> ExitCode {
    match parse_args().and_then(|args| run(&args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("equity: {err}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &Args) -> Result<(), lexopt::Error> {
    let matchup = Matchup::new(args.players.iter().map(|(_, range)| range.clone()))
        .and_then(|m| m.with_board(args.board))
        .and_then(|m| m.with_dead(args.dead))
        .map_err(|err| err.to_string())?
        .with_threads(args.threads);

    let start = Instant::now();
    let equity = match args.samples {
        None => matchup.exact(),
        Some(samples) => {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(args.seed);
            matchup.monte_carlo(MonteCarlo::samples(samples), &mut rng)
        }
    }
    .map_err(|err| err.to_string())?;
    let elapsed = start.elapsed();

    if args.board.is_empty() {
        print!("Preflop");
    } else {
        print!("Board {}", args.board);
    }
    if !args.dead.is_empty() {
        print!(", dead {}", args.dead);
    }
    match equity.method {
        Method::MonteCarlo { samples } => println!(
            "; Monte Carlo, {} samples (seed {})",
            samples.separate_with_commas(),
            args.seed
        ),
        _ => println!("; exact, {} deals", equity.deals.separate_with_commas()),
    }
    println!();
    let width = args
        .players
        .iter()
        .map(|(text, _)| text.len())
        .max()
        .unwrap_or(0)
        .max(4);
    print!(
        "{:<7} {:<width$} {:>8} {:>8} {:>9}",
        "Player", "Hand", "Win %", "Tie %", "Equity %"
    );
    let sampled = matches!(equity.method, Method::MonteCarlo { .. });
    if sampled {
        print!(" {:>12}", "Std error %");
    }
    println!();
    for (i, (player, (text, _))) in equity.players.iter().zip(&args.players).enumerate() {
        print!(
            "{:<7} {:<width$} {:>8.2} {:>8.2} {:>9.2}",
            i + 1,
            text,
            100.0 * player.win_probability(),
            100.0 * player.tie_probability(),
            100.0 * player.equity(),
        );
        if let Some(error) = player.std_error {
            print!(" {:>12.3}", 100.0 * error);
        }
        println!();
    }
    println!("\nTime: {:.2} ms", elapsed.as_secs_f64() * 1e3);
    Ok(())
}
