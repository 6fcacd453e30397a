//! Plays a duplicate tournament between four strategies and prints each
//! one's win rate (with its Wilson 95% interval), average score and time
//! per decision.
//!
//! ```sh
//! cargo run --release -p bigtwo-ai --example tournament -- --games 2000 --seed 7 strong greedy greedy greedy
//! ```

use std::process::ExitCode;
use std::time::{Duration, Instant};

use bigtwo_ai::{
    Budget, Greedy, RandomPlayer, Rules, Smart, StraightOrder, Strategy, Strong, Tournament,
    Variations,
};
use thousands::Separable;

const USAGE: &str = "\
Usage: tournament [OPTIONS] STRATEGY STRATEGY STRATEGY STRATEGY

Plays every deal four times, each strategy taking each seat once, and
prints one line per strategy: win rate with its Wilson 95% interval,
average score, and milliseconds per decision.

Strategies: random, greedy, smart, strong

Options:
  --games N           games to play, a multiple of 4 (default 2000)
  --seed N            seed of the deals and the players (default 7)
  --threads N         threads to use (default: every core)
  --work N            the strong player's work per decision: simulated
                      decisions, each counted by its player's cards
                      (default 76000)
  --time-ms N         give the strong player N ms per decision instead
  --variations LIST   rule variations by name or number, comma-separated
                      (e.g. 2,3,hidden-tricks; default none)
  --straights ORDER   straights ranked by their last, highest or first card
                      (default last)
  -h, --help          print this help
";

struct Args {
    games: usize,
    seed: u64,
    threads: Option<usize>,
    budget: Budget,
    rules: Rules,
    lineup: Vec<String>,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut games: usize = 2000;
    let mut seed = 7;
    let mut threads = None;
    let mut budget = Strong::DEFAULT_BUDGET;
    let mut variations = Variations::empty();
    let mut straights = StraightOrder::LastCard;
    let mut lineup = Vec::new();
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("games") => {
                games = parser.value()?.parse()?;
                if games == 0 || !games.is_multiple_of(4) {
                    return Err(
                        format!("--games must be a positive multiple of 4, not {games}").into(),
                    );
                }
            }
            Long("seed") => seed = parser.value()?.parse()?,
            Long("threads") => {
                let n: usize = parser.value()?.parse()?;
                if n == 0 {
                    return Err("--threads must be at least 1".into());
                }
                threads = Some(n);
            }
            Long("work") => {
                let n: u32 = parser.value()?.parse()?;
                if n == 0 {
                    return Err("--work must be at least 1".into());
                }
                budget = Budget::Work(n);
            }
            Long("time-ms") => {
                let ms: u64 = parser.value()?.parse()?;
                if ms == 0 {
                    return Err("--time-ms must be at least 1".into());
                }
                budget = Budget::Time(Duration::from_millis(ms));
            }
            Long("variations") => variations = parser.value()?.parse()?,
            Long("straights") => straights = parser.value()?.parse()?,
            Short('h') | Long("help") => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            Value(name) => {
                let name = name.string()?;
                if !["random", "greedy", "smart", "strong"].contains(&name.as_str()) {
                    return Err(format!("unknown strategy {name:?}").into());
                }
                lineup.push(name);
            }
            _ => return Err(arg.unexpected()),
        }
    }
    if lineup.len() != 4 {
        return Err(format!("four strategies are needed, not {}", lineup.len()).into());
    }
    let rules = Rules::builder()
        .variations(variations)
        .straight_order(straights)
        .build()
        .map_err(|err| err.to_string())?;
    Ok(Args {
        games,
        seed,
        threads,
        budget,
        rules,
        lineup,
    })
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(err) => {
            eprintln!("tournament: {err}");
            return ExitCode::from(2);
        }
    };
    let strong = Strong::new(args.budget);
    let lineup: Vec<&dyn Strategy> = args
        .lineup
        .iter()
        .map(|name| -> &dyn Strategy {
            match name.as_str() {
                "random" => &RandomPlayer,
                "greedy" => &Greedy,
                "smart" => &Smart,
                _ => &strong,
            }
        })
        .collect();
    let lineup = [lineup[0], lineup[1], lineup[2], lineup[3]];
    let mut tournament = Tournament::new(args.rules)
        .deals(args.games / 4)
        .seed(args.seed);
    if let Some(threads) = args.threads {
        tournament = tournament.threads(threads);
    }
    let started = Instant::now();
    let report = match tournament.run(&lineup) {
        Ok(report) => report,
        Err(err) => {
            eprintln!("tournament: a strategy played illegally: {err}");
            return ExitCode::FAILURE;
        }
    };
    let deals = report.games / 4;
    println!(
        "{} games ({} {}, each strategy in every seat), seed {}, rules: {}",
        report.games.separate_with_commas(),
        deals.separate_with_commas(),
        if deals == 1 { "deal" } else { "deals" },
        args.seed,
        args.rules
    );
    if report.instant_wins > 0 {
        let games = if report.instant_wins == 1 {
            "game"
        } else {
            "games"
        };
        println!(
            "{} {games} ended with an instant win at the deal",
            report.instant_wins
        );
    }
    println!(
        "{:<8} {:>7}  {:<17} {:>9} {:>11} {:>10}",
        "strategy", "wins", "95% interval", "avg score", "ms/decision", "slowest ms"
    );
    for standing in &report.standings {
        let (low, high) = standing.interval();
        println!(
            "{:<8} {:>6.1}%  [{:>5.1}%, {:>5.1}%] {:>+9.2} {:>11.3} {:>10.1}",
            standing.name,
            standing.win_rate() * 100.0,
            low * 100.0,
            high * 100.0,
            standing.average_score(),
            standing.ms_per_decision(),
            standing.slowest.as_secs_f64() * 1000.0,
        );
    }
    println!("({:.1} s)", started.elapsed().as_secs_f64());
    ExitCode::SUCCESS
}
