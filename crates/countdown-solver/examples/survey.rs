//! The whole game surveyed: every distinct selection of six tiles (13,243)
//! against every target of a range, on every core.
//!
//! ```sh
//! cargo run --release -p countdown-solver --example survey
//! cargo run --release -p countdown-solver --example survey -- --lo 100 --hi 999
//! ```

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use cli_kit::{Failure, plural};
use countdown_solver::{SurveyReport, TargetRange, survey};
use thousands::Separable;

const USAGE: &str = "\
Usage: survey [--lo N] [--hi N] [--threads N]

Surveys every distinct selection of six tiles against every target from
--lo to --hi: how many games have an exact solution, the hardest targets,
the selections that reach every target, and the largest value a game
needs on the way.

Options:
  --lo N       lowest target, at least 1 (default 101)
  --hi N       highest target, at most --lo + 65,535 (default 999)
  --threads N  threads to survey on, 1 to 256 (default: one per core)
  -h, --help   print this help
";

#[derive(Debug, PartialEq)]
enum Task {
    Help,
    Survey { range: TargetRange, threads: usize },
}

/// Reads the arguments (without the program's name); `cores` is the
/// default number of threads.
fn parse_args(
    args: impl IntoIterator<Item = OsString>,
    cores: usize,
) -> Result<Task, lexopt::Error> {
    use lexopt::prelude::*;

    let (mut lo, mut hi) = (TargetRange::STANDARD.lo(), TargetRange::STANDARD.hi());
    let mut threads = cores;
    let mut parser = cli_kit::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("lo") => lo = cli_kit::value(&mut parser, "--lo")?,
            Long("hi") => hi = cli_kit::value(&mut parser, "--hi")?,
            Long("threads") => threads = cli_kit::count(&mut parser, "--threads")?,
            Short('h') | Long("help") => return Ok(Task::Help),
            _ => return Err(arg.unexpected()),
        }
    }
    let range = TargetRange::new(lo, hi).map_err(|err| format!("--lo and --hi: {err}"))?;
    Ok(Task::Survey { range, threads })
}

fn main() -> ExitCode {
    let cores =
        std::thread::available_parallelism().map_or(1, |n| n.get().min(cli_kit::MAX_THREADS));
    let (range, threads) = match parse_args(std::env::args_os().skip(1), cores) {
        Ok(Task::Help) => cli_kit::help("survey", USAGE),
        Ok(Task::Survey { range, threads }) => (range, threads),
        Err(err) => return cli_kit::exit("survey", Err(err.into())),
    };
    let start = Instant::now();
    let result = cli_kit::on_threads(Some(threads), || Ok(survey(range))).and_then(|r| {
        let written = print(&r, threads, start.elapsed(), &mut io::stdout().lock());
        written.map_err(Failure::from)
    });
    cli_kit::exit("survey", result)
}

/// Prints the report of a survey on `threads` threads that took `elapsed`.
fn print(
    r: &SurveyReport,
    threads: usize,
    elapsed: Duration,
    out: &mut impl Write,
) -> io::Result<()> {
    let range = r.range;
    let pct = |a: usize, b: usize| 100.0 * a as f64 / b as f64;
    let tiles = |sel: [u64; 6]| sel.map(|n| n.to_string()).join(" ");
    writeln!(
        out,
        "Targets {} to {}: {}, {}",
        range.lo().separate_with_commas(),
        range.hi().separate_with_commas(),
        plural(r.selections, "distinct selection"),
        plural(r.games(), "game")
    )?;
    writeln!(
        out,
        "Solvable exactly: {} ({:.3}%)",
        plural(r.solvable, "game"),
        pct(r.solvable, r.games())
    )?;
    for (large, c) in r.by_large.iter().enumerate() {
        let games = c.selections * range.len();
        writeln!(
            out,
            "  {large} large: {:>5} selections, {:>10} of {:>10} games solvable ({:.3}%)",
            c.selections.separate_with_commas(),
            c.solvable.separate_with_commas(),
            games.separate_with_commas(),
            pct(c.solvable, games)
        )?;
    }
    let hardest: Vec<String> = r
        .hardest_targets(10)
        .into_iter()
        .map(|(t, c)| {
            format!(
                "{} ({})",
                t.separate_with_commas(),
                c.separate_with_commas()
            )
        })
        .collect();
    writeln!(
        out,
        "Hardest targets (selections reaching them): {}",
        hardest.join(", ")
    )?;
    let complete = plural(r.complete.len(), "selection");
    match r.complete.first() {
        Some(&first) => writeln!(
            out,
            "Reaching every target: {complete} (first: {})",
            tiles(first)
        )?,
        None => writeln!(out, "Reaching every target: {complete}")?,
    }
    match r.largest_peak {
        Some(peak) => writeln!(
            out,
            "Largest value a game needs on the way: {} ({} -> {})",
            peak.peak.separate_with_commas(),
            tiles(peak.selection),
            peak.target.separate_with_commas()
        )?,
        None => writeln!(out, "No game is solvable")?,
    }
    writeln!(out, "Time: {elapsed:.2?} on {}", plural(threads, "thread"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &str) -> Result<Task, String> {
        parse_args(args.split_whitespace().map(OsString::from), 2).map_err(|e| e.to_string())
    }

    #[test]
    fn ranges_and_threads() {
        assert_eq!(
            parse(""),
            Ok(Task::Survey {
                range: TargetRange::STANDARD,
                threads: 2
            })
        );
        assert_eq!(
            parse("--lo 100 --threads 1"),
            Ok(Task::Survey {
                range: TargetRange::THREE_DIGITS,
                threads: 1
            })
        );
        assert_eq!(parse("--help"), Ok(Task::Help));
    }

    /// `survey 200` once ran the default survey, ignoring its argument.
    #[test]
    fn nothing_is_ignored() {
        let err = |args| parse(args).unwrap_err();
        assert_eq!(err("200"), "unexpected argument \"200\"");
        assert_eq!(err("--threads 0"), "--threads must be at least 1");
        assert_eq!(err("--lo 100 --lo 200"), "--lo given twice");
        assert_eq!(err("--hi"), "missing argument for option '--hi'");
        assert!(
            err("--lo 500 --hi 100").starts_with("--lo and --hi: invalid target range 500..=100")
        );
        assert!(err("--lo 0").starts_with("--lo and --hi: invalid target range 0..=999"));
        assert_eq!(err("--lo x"), "--lo: invalid digit found in string");
        assert_eq!(
            err("--threads -1"),
            "--threads: invalid digit found in string"
        );
    }

    /// `survey --lo 1 --hi 16777216 --threads 256` once grew past 3.9 GB:
    /// a range now holds at most 65,536 targets, and the survey keeps one
    /// count per target in all, one word per target per thread.
    #[test]
    fn ranges_are_bounded() {
        let err = parse("--lo 1 --hi 16777216 --threads 256").unwrap_err();
        assert!(
            err.starts_with("--lo and --hi: invalid target range 1..=16777216"),
            "{err}"
        );
        assert!(err.ends_with("hold at most 65536 targets"), "{err}");
        assert!(parse("--lo 1 --hi 65536").is_ok());
    }

    /// `survey | head -1` ends quietly: printing stops at the closed output.
    #[test]
    fn a_closed_output_stops_the_printing() {
        let sample = countdown_solver::survey(TargetRange::new(101, 101).unwrap());
        let err = print(&sample, 1, Duration::ZERO, &mut cli_kit::ClosedPipe).unwrap_err();
        assert_eq!(cli_kit::exit("survey", Err(err.into())), ExitCode::SUCCESS);
        let mut out = Vec::new();
        print(&sample, 1, Duration::ZERO, &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.starts_with("Targets 101 to 101: 13,243 distinct selections, 13,243 games\n"));
    }
}
