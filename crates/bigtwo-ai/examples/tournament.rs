//! Plays a duplicate tournament between four strategies and prints each
//! one's win rate (with its Wilson 95% interval), average score and time
//! per decision.
//!
//! ```sh
//! cargo run --release -p bigtwo-ai --example tournament -- --games 2000 --seed 7 strong greedy greedy greedy
//! ```
//!
//! (From a clone of the repository; in a project that depends on the
//! published crate, copy this file into its `examples/` directory and run
//! `cargo run --release --example tournament -- ...`.)

#[path = "cli/mod.rs"]
mod cli;

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use bigtwo_ai::oracle::Oracle;
use bigtwo_ai::{
    Budget, Finish, Rules, StraightOrder, Strategy, Strong, Timing, Tournament, TournamentReport,
    Variations,
};
use thousands::Separable;

const USAGE: &str = "\
Usage: tournament [OPTIONS] STRATEGY STRATEGY STRATEGY STRATEGY

Plays every deal four times, each strategy taking each seat once, and
prints one line per strategy: win rate with its Wilson 95% interval,
average score, and milliseconds per decision (mean, 99.9th percentile,
slowest; wall clock).

Strategies: random, greedy, smart, strong, and oracle (first only): the
strong player's search with every hand in view, to measure its ceiling

Options:
  --games N           games to play, a multiple of 4 (default 2000)
  --seed N            seed of the deals and the players (default 2026)
  --threads N         threads to use (default: every core)
  --work N            the strong player's work per decision: simulated
                      decisions, each counted by its cost (a unit is
                      about 10 ns; default 1100000)
  --time-ms N         give the strong player N ms per decision instead
  --variations LIST   rule variations by name or number, comma-separated
                      (e.g. 2,3,hidden-tricks; default none); variation 4
                      is --straights
  --straights ORDER   straights ranked by their last, highest or first card
                      (default last)
  --finish WHEN       the game ends at the first player out (first) or
                      plays on to a full finishing order (full); default
                      first
  -h, --help          print this help
";

struct Args {
    deals: u64,
    seed: u64,
    threads: Option<usize>,
    budget: Budget,
    rules: Rules,
    lineup: Vec<String>,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut games: u64 = 2000;
    let mut seed = 2026;
    let mut threads = None;
    let mut budget = Strong::DEFAULT_BUDGET;
    let mut variations_set = Variations::empty();
    let mut straights = StraightOrder::LastCard;
    let mut finish = Finish::FirstOut;
    let mut lineup = Vec::new();
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("games") => {
                games = cli::positive(&mut parser, "--games")?;
                if !games.is_multiple_of(4) {
                    return Err(format!("--games must be a multiple of 4, not {games}").into());
                }
            }
            Long("seed") => seed = cli::value(&mut parser, "--seed")?,
            Long("threads") => threads = Some(cli::positive(&mut parser, "--threads")?),
            Long("work") => budget = Budget::Work(cli::positive(&mut parser, "--work")?),
            Long("time-ms") => {
                budget = Budget::Time(Duration::from_millis(cli::positive(
                    &mut parser,
                    "--time-ms",
                )?));
            }
            Long("variations") => variations_set = cli::variations(&parser.value()?.string()?)?,
            Long("straights") => straights = cli::value(&mut parser, "--straights")?,
            Long("finish") => {
                finish = match parser.value()?.string()?.as_str() {
                    "first" => Finish::FirstOut,
                    "full" => Finish::FullOrder,
                    other => {
                        return Err(
                            format!("--finish: expected first or full, not {other:?}").into()
                        );
                    }
                }
            }
            Short('h') | Long("help") => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            Value(name) => {
                let name = name.string()?;
                if !cli::STRATEGIES.contains(&name.as_str()) && name != "oracle" {
                    return Err(format!("unknown strategy {name:?}").into());
                }
                if name == "oracle" && !lineup.is_empty() {
                    return Err("oracle must be the first strategy".into());
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
        .variations(variations_set)
        .straight_order(straights)
        .finish(finish)
        .build()
        .map_err(|err| err.to_string())?;
    Ok(Args {
        deals: games / 4,
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
    let oracle = Oracle::new(strong);
    let lineup: Vec<&dyn Strategy> = args
        .lineup
        .iter()
        .map(|name| cli::strategy(name, &strong))
        .collect();
    let lineup = [lineup[0], lineup[1], lineup[2], lineup[3]];
    let tournament = Tournament::new(args.rules)
        .deals(args.deals)
        .seed(args.seed);
    let started = Instant::now();
    let run = || {
        if args.lineup[0] == "oracle" {
            oracle.run(&tournament, &[lineup[1], lineup[2], lineup[3]])
        } else {
            tournament.run(&lineup)
        }
    };
    let result = match args.threads {
        Some(threads) => match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
            Ok(pool) => pool.install(run),
            Err(err) => {
                eprintln!("tournament: --threads: {err}");
                return ExitCode::FAILURE;
            }
        },
        None => run(),
    };
    let (report, timing) = match result {
        Ok(result) => result,
        Err(err) => {
            eprintln!("tournament: {err}");
            return ExitCode::FAILURE;
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    cli::written(print(&args, &report, &timing, seconds), "tournament")
}

/// Writes the report; stops at the first failed write.
fn print(
    args: &Args,
    report: &TournamentReport,
    timing: &[Timing; 4],
    seconds: f64,
) -> io::Result<()> {
    let mut out = io::stdout().lock();
    let deals = report.games / 4;
    writeln!(
        out,
        "{} games ({} {}, each strategy in every seat), seed {}, rules: {}",
        report.games.separate_with_commas(),
        deals.separate_with_commas(),
        if deals == 1 { "deal" } else { "deals" },
        args.seed,
        args.rules
    )?;
    if report.instant_wins > 0 {
        let games = if report.instant_wins == 1 {
            "game"
        } else {
            "games"
        };
        writeln!(
            out,
            "{} {games} ended with an instant win at the deal",
            report.instant_wins.separate_with_commas()
        )?;
    }
    writeln!(
        out,
        "{:<8} {:>7}  {:<17} {:>9} {:>11} {:>10} {:>10}",
        "strategy", "wins", "95% interval", "avg score", "ms/decision", "99.9% ms", "slowest ms"
    )?;
    for (standing, timing) in report.standings.iter().zip(timing) {
        let (low, high) = standing.confidence_interval();
        writeln!(
            out,
            "{:<8} {:>6.1}%  [{:>5.1}%, {:>5.1}%] {:>+9.2} {:>11.3} {:>10.1} {:>10.1}",
            standing.name,
            standing.win_rate() * 100.0,
            low * 100.0,
            high * 100.0,
            standing.average_score(),
            timing.ms_per_decision(),
            timing.quantile(0.999).unwrap_or_default().as_secs_f64() * 1000.0,
            timing.slowest.as_secs_f64() * 1000.0,
        )?;
    }
    writeln!(out, "({seconds:.1} s)")
}
