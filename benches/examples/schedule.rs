//! The schedule that many workers would get on the workspace's parallel
//! workloads, from the time of each piece of work measured on one thread.
//!
//! ```sh
//! cargo run --release -p benches --example schedule -- --workers 16 exact mc tournament survey
//! ```
//!
//! Each workload runs once on a pool of one thread, which takes its pieces
//! in order; the time of each piece is read as it runs (see [`USAGE`]).
//! The schedule gives each piece, in order, to the worker that is free
//! first: the schedule work stealing tends to when pieces far outnumber
//! the workers. Its longest worker's load over the mean says how evenly
//! the pieces share out; the speed-up adds the part that runs on one
//! thread whatever the number of workers (setting up the pieces, adding
//! up the results).

use std::collections::BinaryHeap;
use std::ffi::OsString;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use bigtwo_ai::{Greedy, Rules, Strong, Tournament};
use cli_kit::Failure;
use countdown_solver::{Reachable, TargetRange, selections, survey};
use holdem_enum::{Calculation, Matchup, MonteCarlo, Progress, Range};

const USAGE: &str = "\
Usage: schedule [--workers N] [WORKLOAD...]

Measures, on one thread, the time of each piece of work of each workload
(all four by default), and prints the schedule N workers (default 16)
would get, each piece in order to the worker free first: the pieces, the
seconds on one thread (of them outside the pieces), the longest worker's
load over the mean, and the speed-up over one thread.

Workloads and how their pieces are timed:
  exact        exact equity, random against random, preflop: pieces of
               classes of deals, timed by the progress reports (each round
               of pieces shared evenly among its pieces)
  mc           Monte Carlo, six random hands, 2*10^8 deals: blocks of
               8,192 deals, timed likewise
  tournament   Big Two, strong against three greedy, 400 games: a deal
               (four games) a piece, timed as each deal is counted done
  survey       Countdown, every selection against targets 1 to 9999:
               pieces of 32 selections, each timed by its selections'
               reachable targets, scaled to the survey's own time

Options:
  --workers N  workers to schedule (default 16)
  -h, --help   print this help
";

/// The workloads, by name.
const WORKLOADS: [&str; 4] = ["exact", "mc", "tournament", "survey"];

#[derive(Debug)]
struct Args {
    workers: usize,
    workloads: Vec<String>,
}

fn parse_args(argv: impl IntoIterator<Item = impl Into<OsString>>) -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;
    let mut args = Args {
        workers: 16,
        workloads: Vec::new(),
    };
    let mut parser = cli_kit::Parser::from_args(argv);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("workers") => args.workers = cli_kit::count(&mut parser, "--workers")?,
            Short('h') | Long("help") => cli_kit::help("schedule", USAGE),
            Value(value) => {
                let name: String = cli_kit::parse(value, "workload")?;
                if !WORKLOADS.contains(&name.as_str()) {
                    return Err(format!(
                        "workload must be one of {}, not {name:?}",
                        WORKLOADS.join(", ")
                    )
                    .into());
                }
                args.workloads.push(name);
            }
            _ => return Err(arg.unexpected()),
        }
    }
    if args.workloads.is_empty() {
        args.workloads = WORKLOADS.map(String::from).to_vec();
    }
    Ok(args)
}

/// A workload measured on one thread: its pieces' times in order, and the
/// time outside them.
#[derive(Debug, Clone, PartialEq)]
struct Pieces {
    times: Vec<f64>,
    serial: f64,
}

/// A schedule of pieces on workers.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Schedule {
    /// The longest worker's load over the mean load.
    imbalance: f64,
    /// The time on one thread over the time on the workers.
    speed_up: f64,
}

/// The schedule of `pieces` on `workers` workers, each piece in order to
/// the worker free first.
fn schedule(pieces: &Pieces, workers: usize) -> Schedule {
    // Loads as negated integer nanoseconds: the heap's top is the least.
    let mut loads: BinaryHeap<i64> = (0..workers).map(|_| 0).collect();
    for &time in &pieces.times {
        let least = loads.pop().unwrap_or(0);
        loads.push(least - (time * 1e9) as i64);
    }
    let longest = -loads.iter().copied().min().unwrap_or(0) as f64 / 1e9;
    let total: f64 = pieces.times.iter().sum();
    let mean = total / workers as f64;
    Schedule {
        imbalance: if mean > 0.0 { longest / mean } else { 1.0 },
        speed_up: (pieces.serial + total) / (pieces.serial + longest),
    }
}

/// Runs `run` on a pool of one thread.
fn on_one_thread<T: Send>(run: impl FnOnce() -> T + Send) -> T {
    match rayon::ThreadPoolBuilder::new().num_threads(1).build() {
        Ok(pool) => pool.install(run),
        Err(err) => panic!("cannot start a thread: {err}"),
    }
}

/// The pieces of an equity calculation, from its progress reports after
/// every round of pieces: a round's time shared evenly among its pieces;
/// the time before the first round's pieces (the first round's timed as
/// the second's) and after the last outside them.
fn equity_pieces(matchup: &Matchup, calculation: Calculation<'_>) -> Result<Pieces, Failure> {
    // (seconds since the start, pieces counted) after each round.
    let mut marks: Vec<(f64, u64)> = Vec::new();
    let mut planned = 0;
    let started = Instant::now();
    let calculation = calculation
        .progress_every(Duration::ZERO)
        .progress(|p: &Progress| {
            let counted = match p.equity.method.partial() {
                Some(partial) => {
                    planned = partial.pieces;
                    partial.pieces_counted
                }
                None => planned,
            };
            marks.push((p.elapsed.as_secs_f64(), counted));
        });
    on_one_thread(|| matchup.calculate(calculation))
        .map_err(|err| Failure::Computation(err.to_string()))?;
    let wall = started.elapsed().as_secs_f64();
    let mut times = Vec::new();
    for pair in marks.windows(2) {
        let ((from, before), (to, after)) = (pair[0], pair[1]);
        let each = (to - from) / (after - before).max(1) as f64;
        times.extend((before..after).map(|_| each));
    }
    let first_pieces = marks.first().map_or(0, |&(_, pieces)| pieces);
    let each = times.first().copied().unwrap_or(0.0);
    times.splice(0..0, (0..first_pieces).map(|_| each));
    let counted: f64 = times.iter().sum();
    let serial = (wall - counted).max(0.0);
    Ok(Pieces { times, serial })
}

fn exact() -> Result<Pieces, Failure> {
    let any: Range = "any"
        .parse()
        .map_err(|err| Failure::Computation(format!("{err}")))?;
    equity_pieces(&Matchup::new([any.clone(), any]), Calculation::exact())
}

fn monte_carlo() -> Result<Pieces, Failure> {
    let any: Range = "any"
        .parse()
        .map_err(|err| Failure::Computation(format!("{err}")))?;
    let options = MonteCarlo::new().samples(200_000_000).seed(2026);
    equity_pieces(
        &Matchup::new(vec![any; 6]),
        Calculation::monte_carlo(options),
    )
}

/// The deals of a tournament, timed as each is counted done (polled
/// every 50 µs from another thread; deals counted in one poll share its
/// time).
fn tournament() -> Result<Pieces, Failure> {
    let done = AtomicU64::new(0);
    let tournament = Tournament::new(Rules::document())
        .deals(100)
        .seed(2026)
        .progress(&done);
    let strong = Strong::new(Strong::DEFAULT_BUDGET);
    let started = Instant::now();
    let mut times = Vec::new();
    let played = std::thread::scope(|scope| {
        let run =
            scope.spawn(|| on_one_thread(|| tournament.run(&[&strong, &Greedy, &Greedy, &Greedy])));
        let (mut seen, mut last) = (0, 0.0);
        while !run.is_finished() || done.load(Ordering::Relaxed) > seen {
            let now = done.load(Ordering::Relaxed);
            if now > seen {
                let at = started.elapsed().as_secs_f64();
                let each = (at - last) / (now - seen) as f64;
                times.extend((seen..now).map(|_| each));
                (seen, last) = (now, at);
            }
            std::thread::sleep(Duration::from_micros(50));
        }
        run.join()
    });
    match played {
        Ok(Ok(_)) => {}
        Ok(Err(err)) => return Err(Failure::Computation(err.to_string())),
        Err(_) => return Err(Failure::Computation("the tournament panicked".into())),
    }
    let wall = started.elapsed().as_secs_f64();
    let serial = (wall - times.iter().sum::<f64>()).max(0.0);
    Ok(Pieces { times, serial })
}

/// The survey's pieces of 32 selections, each timed by finding its
/// selections' reachable targets one by one, and scaled so that they add
/// up to the survey's own time less the time to list the selections.
fn countdown_survey() -> Result<Pieces, Failure> {
    let range = TargetRange::new(1, 9999).map_err(|err| Failure::Computation(err.to_string()))?;
    let started = Instant::now();
    let all = selections();
    let listing = started.elapsed().as_secs_f64();
    let started = Instant::now();
    on_one_thread(|| survey(range));
    let wall = started.elapsed().as_secs_f64();
    let mut times = Vec::new();
    for chunk in all.chunks(32) {
        let started = Instant::now();
        for selection in chunk {
            Reachable::new(selection, range)
                .map_err(|err| Failure::Computation(err.to_string()))?;
        }
        times.push(started.elapsed().as_secs_f64());
    }
    let scale = (wall - listing) / times.iter().sum::<f64>();
    times.iter_mut().for_each(|time| *time *= scale);
    Ok(Pieces {
        times,
        serial: listing,
    })
}

fn main() -> ExitCode {
    let result = parse_args(std::env::args_os().skip(1))
        .map_err(Failure::from)
        .and_then(|args| run(&args));
    cli_kit::exit("schedule", result)
}

fn run(args: &Args) -> Result<(), Failure> {
    cli_kit::say!(
        "| workload | pieces | 1 thread, s (outside pieces) | longest / mean, {} workers | speed-up |",
        args.workers
    );
    cli_kit::say!("| --- | ---: | ---: | ---: | ---: |");
    for name in &args.workloads {
        let pieces = match name.as_str() {
            "exact" => exact()?,
            "mc" => monte_carlo()?,
            "tournament" => tournament()?,
            _ => countdown_survey()?,
        };
        let planned = schedule(&pieces, args.workers);
        let total = pieces.serial + pieces.times.iter().sum::<f64>();
        cli_kit::say!(
            "| {name} | {} | {total:.2} ({:.3}) | {:.3} | {:.1} |",
            pieces.times.len(),
            pieces.serial,
            planned.imbalance,
            planned.speed_up
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Schedules worked out by hand.
    #[test]
    fn pieces_go_to_the_worker_free_first() {
        let even = Pieces {
            times: vec![1.0; 32],
            serial: 0.0,
        };
        assert_eq!(
            schedule(&even, 16),
            Schedule {
                imbalance: 1.0,
                speed_up: 16.0
            }
        );
        // 3, 1, 1, 1 on two workers: 3 on one, 1 + 1 + 1 on the other.
        let uneven = Pieces {
            times: vec![3.0, 1.0, 1.0, 1.0],
            serial: 0.0,
        };
        assert_eq!(schedule(&uneven, 2).speed_up, 2.0);
        // 1, 1, 1, 3: the last piece waits for a worker with 1 done.
        let late = Pieces {
            times: vec![1.0, 1.0, 1.0, 3.0],
            serial: 2.0,
        };
        let planned = schedule(&late, 2);
        assert_eq!(planned.imbalance, 4.0 / 3.0);
        assert_eq!(planned.speed_up, 8.0 / 6.0);
    }

    #[test]
    fn bad_arguments_are_usage_errors() {
        let error = |argv: &[&str]| parse_args(argv.iter().copied()).unwrap_err().to_string();
        assert_eq!(
            error(&["cards"]),
            "workload must be one of exact, mc, tournament, survey, not \"cards\""
        );
        assert_eq!(
            error(&["--workers", "x"]),
            "--workers: invalid digit found in string"
        );
        let args = parse_args(["survey", "--workers", "4"]).unwrap();
        assert_eq!(
            (args.workers, args.workloads),
            (4, vec!["survey".to_owned()])
        );
        assert_eq!(parse_args(Vec::<&str>::new()).unwrap().workloads.len(), 4);
    }
}
