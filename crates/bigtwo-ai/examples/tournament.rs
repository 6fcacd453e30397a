//! Plays a duplicate tournament between four strategies and prints each
//! one's win rate (with its Wilson 95% interval), average score and time
//! per decision. A run longer than a second shows its progress on standard
//! error when that is a terminal; Ctrl-C stops it and prints the report of
//! the deals played.
//!
//! ```sh
//! cargo run --release -p bigtwo-ai --example tournament -- --games 2000 --seed 7 strong greedy greedy greedy
//! ```
//!
//! (From a clone of the repository: the examples read their arguments
//! with the workspace's command-line kit, which is not published.)

#[path = "cli/mod.rs"]
mod cli;

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::process::{self, ExitCode};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use bigtwo_ai::oracle::Oracle;
use bigtwo_ai::{
    Budget, Finish, Rules, StraightOrder, Strategy, Strong, Timing, Tournament, TournamentReport,
    Variations,
};
use cli_kit::{Failure, plural};
use thousands::Separable;

const USAGE: &str = "\
Usage: tournament [OPTIONS] STRATEGY STRATEGY STRATEGY STRATEGY

Plays every deal four times, each strategy taking each seat once, and
prints one line per strategy: win rate with its Wilson 95% interval,
average score, and milliseconds per decision (mean, 99.9th percentile,
slowest; wall clock). A run longer than a second shows its progress on
standard error when that is a terminal; Ctrl-C stops it and prints the
report of the deals played in full (a second Ctrl-C ends it at once).

Strategies: random, greedy, smart, strong, and oracle (first only): the
strong player's search with every hand in view, to measure its ceiling

Options:
  --games N           games to play, a multiple of 4 up to 100,000,000
                      (default 2000)
  --seed N            seed of the deals and the players (default 2026)
  --threads N         threads to use, 1 to 256 (default: every core)
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

/// The most games a run plays: far more than a run can finish in a day
/// with the strong player, and far fewer than a report can count.
const MAX_GAMES: u64 = 100_000_000;

#[derive(Debug)]
struct Args {
    deals: u64,
    seed: u64,
    threads: Option<usize>,
    budget: Budget,
    rules: Rules,
    lineup: Vec<String>,
}

fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut games: u64 = 2000;
    let mut seed = 2026;
    let mut threads = None;
    let mut budget = Strong::DEFAULT_BUDGET;
    // The option that set the budget, if one did.
    let mut budget_option = None;
    let mut variations_set = Variations::empty();
    let mut straights = StraightOrder::LastCard;
    let mut finish = Finish::FirstOut;
    let mut lineup = Vec::new();
    let mut parser = cli_kit::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("games") => {
                games = cli_kit::count(&mut parser, "--games")?;
                if !games.is_multiple_of(4) || games > MAX_GAMES {
                    return Err(format!(
                        "--games must be a multiple of 4 up to {}, not {}",
                        MAX_GAMES.separate_with_commas(),
                        games.separate_with_commas()
                    )
                    .into());
                }
            }
            Long("seed") => seed = cli_kit::value(&mut parser, "--seed")?,
            Long("threads") => threads = Some(cli_kit::count(&mut parser, "--threads")?),
            Long(option @ ("work" | "time-ms")) => {
                let option = if option == "work" {
                    "--work"
                } else {
                    "--time-ms"
                };
                if budget_option.is_some_and(|other| other != option) {
                    return Err("--work and --time-ms are two budgets: give one".into());
                }
                budget_option = Some(option);
                budget = if option == "--work" {
                    Budget::Work(cli_kit::count(&mut parser, option)?)
                } else {
                    Budget::Time(Duration::from_millis(cli_kit::count(&mut parser, option)?))
                };
            }
            Long("variations") => {
                variations_set =
                    cli::variations(&cli_kit::value::<String>(&mut parser, "--variations")?)?;
            }
            Long("straights") => straights = cli_kit::value(&mut parser, "--straights")?,
            Long("finish") => {
                finish = match cli_kit::value::<String>(&mut parser, "--finish")?.as_str() {
                    "first" => Finish::FirstOut,
                    "full" => Finish::FullOrder,
                    other => {
                        return Err(
                            format!("--finish: expected first or full, not {other:?}").into()
                        );
                    }
                }
            }
            Short('h') | Long("help") => cli_kit::help("tournament", USAGE),
            Value(name) => {
                let name: String = cli_kit::parse(name, "STRATEGY")?;
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
    if let Some(option) = budget_option
        && !lineup
            .iter()
            .any(|name| name == "strong" || name == "oracle")
    {
        return Err(
            format!("{option} is the strong player's budget: seat strong or oracle").into(),
        );
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
    let args = match parse_args(std::env::args_os().skip(1)) {
        Ok(args) => args,
        Err(err) => return cli_kit::exit("tournament", Err(err.into())),
    };
    let strong = Strong::new(args.budget);
    let oracle = Oracle::new(strong);
    let lineup: Vec<&dyn Strategy> = args
        .lineup
        .iter()
        .map(|name| cli::strategy(name, &strong))
        .collect();
    let lineup = [lineup[0], lineup[1], lineup[2], lineup[3]];
    // The first Ctrl-C stops the tournament, so that the deals played are
    // reported; a second one ends the program at once. Without the handler
    // (if one cannot be set), Ctrl-C ends the program as usual.
    let _ = ctrlc::set_handler(|| {
        if INTERRUPTED.swap(true, Ordering::Relaxed) {
            process::exit(130);
        }
    });
    let deals_done = AtomicU64::new(0);
    let tournament = Tournament::new(args.rules)
        .deals(args.deals)
        .seed(args.seed)
        .cancel(&INTERRUPTED)
        .progress(&deals_done);
    let started = Instant::now();
    let finished = AtomicBool::new(false);
    let run = || {
        if args.lineup[0] == "oracle" {
            oracle.run(&tournament, &[lineup[1], lineup[2], lineup[3]])
        } else {
            tournament.run(&lineup)
        }
        .map_err(|err| Failure::Computation(err.to_string()))
    };
    let result = std::thread::scope(|scope| {
        if io::stderr().is_terminal() {
            scope.spawn(|| show_progress(&deals_done, args.deals * 4, started, &finished));
        }
        let result = cli_kit::on_threads(args.threads, run);
        finished.store(true, Ordering::Relaxed);
        result
    });
    let result = result.and_then(|(report, timing)| {
        let seconds = started.elapsed().as_secs_f64();
        print(&args, &report, &timing, seconds).map_err(Failure::from)
    });
    cli_kit::exit("tournament", result)
}

/// Set by the first Ctrl-C.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Runs longer than this show their progress.
const QUIET_FOR: Duration = Duration::from_secs(1);

/// Shows the games played so far on standard error, rewritten in place
/// every quarter of a second once the run has lasted [`QUIET_FOR`], until
/// `finished`; then clears the line.
fn show_progress(deals_done: &AtomicU64, games: u64, started: Instant, finished: &AtomicBool) {
    let mut shown = 0;
    while !finished.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(250));
        let elapsed = started.elapsed();
        if elapsed < QUIET_FOR || finished.load(Ordering::Relaxed) {
            continue;
        }
        let played = deals_done.load(Ordering::Relaxed) * 4;
        let line = format!(
            "{} of {} played ({:.1}%); {:.0} s",
            played.separate_with_commas(),
            plural(games, "game"),
            100.0 * played as f64 / games as f64,
            elapsed.as_secs_f64()
        );
        eprint!("\r{line:<shown$}");
        shown = line.len();
    }
    if shown > 0 {
        eprint!("\r{:shown$}\r", "");
    }
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
    if deals < args.deals {
        writeln!(
            out,
            "Stopped by Ctrl-C after {} of {}: the report of those played",
            plural(report.games, "game"),
            (args.deals * 4).separate_with_commas()
        )?;
    }
    writeln!(
        out,
        "{} ({}, each strategy in every seat), seed {}, rules: {}",
        plural(report.games, "game"),
        plural(deals, "deal"),
        args.seed,
        args.rules
    )?;
    if report.instant_wins > 0 {
        writeln!(
            out,
            "{} ended with an instant win at the deal",
            plural(report.instant_wins, "game")
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

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &str) -> Result<Args, String> {
        parse_args(args.split_whitespace().map(OsString::from)).map_err(|err| err.to_string())
    }

    /// `--games 18446744073709551612` was once accepted, and ran with no
    /// output: a run is bounded.
    #[test]
    fn games_are_bounded() {
        let lineup = " greedy greedy greedy greedy";
        let deals = |games: &str| parse(&format!("--games {games}{lineup}")).map(|args| args.deals);
        assert_eq!(deals("4"), Ok(1));
        assert_eq!(deals("100000000"), Ok(25_000_000));
        assert_eq!(
            deals("100000004"),
            Err("--games must be a multiple of 4 up to 100,000,000, not 100,000,004".into())
        );
        assert_eq!(
            deals("18446744073709551612"),
            Err(
                "--games must be a multiple of 4 up to 100,000,000, not 18,446,744,073,709,551,612"
                    .into()
            )
        );
        assert_eq!(
            deals("6"),
            Err("--games must be a multiple of 4 up to 100,000,000, not 6".into())
        );
    }

    #[test]
    fn budgets_are_one_option() {
        let err = parse("--work 100 --time-ms 5 strong greedy greedy greedy").unwrap_err();
        assert_eq!(err, "--work and --time-ms are two budgets: give one");
        assert_eq!(
            parse("--work 1 --work 2 strong greedy greedy greedy").unwrap_err(),
            "--work given twice"
        );
    }
}
