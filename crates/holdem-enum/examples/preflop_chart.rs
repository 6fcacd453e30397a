//! Draws the 13 x 13 chart of the 169 starting hands (pairs on the
//! diagonal, suited hands above it, offsuit below), each coloured by its
//! equity against one random hand, as an SVG file (in the current
//! directory unless `--output` says otherwise).
//!
//! ```sh
//! cargo run --release -p holdem-enum --example preflop_chart
//! cargo run --release -p holdem-enum --example preflop_chart -- --mc 200000 --output chart.svg
//! ```

#[path = "common/chart.rs"]
mod chart;
#[path = "common/monte_carlo.rs"]
mod monte_carlo;

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use card_core::{Card, Rank, Suit};
use cli_kit::Failure;
use holdem_enum::{
    Calculation, Combo, Equity, EquityError, HandClass, Matchup, MonteCarlo, Range, Shape,
};
use thousands::Separable;

const USAGE: &str = "\
Usage: preflop_chart [--mc N] [--seed S] [--output FILE]

Computes each of the 169 starting hands' equity against one random hand
and draws them as a 13 x 13 SVG chart. Exact enumeration by default (about
a minute on two cores); --mc samples instead.

Options:
  --mc N         Monte Carlo with N samples per hand
  --seed S       seed of the samples (default 2026)
  --output FILE  where to write the chart (default holdem-enum-preflop-chart.svg
                 in the current directory)
  -h, --help     print this help
";

/// Where the chart goes without `--output`: the current directory.
const DEFAULT_OUTPUT: &str = "holdem-enum-preflop-chart.svg";

#[derive(Debug)]
struct Args {
    samples: Option<u64>,
    seed: u64,
    output: PathBuf,
}

fn parse_args(argv: impl IntoIterator<Item = impl Into<OsString>>) -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut args = Args {
        samples: None,
        seed: 2026,
        output: PathBuf::from(DEFAULT_OUTPUT),
    };
    let mut seed = None;
    let mut parser = cli_kit::Parser::from_args(argv);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("mc") => args.samples = Some(cli_kit::count(&mut parser, "--mc")?),
            Long("seed") => seed = Some(cli_kit::value(&mut parser, "--seed")?),
            Long("output") => args.output = parser.value()?.into(),
            Short('h') | Long("help") => cli_kit::help("preflop_chart", USAGE),
            _ => return Err(arg.unexpected()),
        }
    }
    args.seed = monte_carlo::seed(seed, args.samples.is_some())?.unwrap_or(args.seed);
    Ok(args)
}

fn main() -> ExitCode {
    let result = parse_args(std::env::args_os().skip(1))
        .map_err(Failure::from)
        .and_then(|args| {
            let file = chart::create(&args.output, "--output")?;
            run(&args, file, &mut io::stdout().lock())
        });
    cli_kit::exit("preflop_chart", result)
}

/// A combo of `class`: a spade, and a heart unless the class is suited.
fn representative(class: HandClass) -> Combo {
    let second = match class.shape() {
        Shape::Suited => Suit::Spades,
        Shape::Pair | Shape::Offsuit => Suit::Hearts,
    };
    let combo = Combo::new(
        Card::new(class.high(), Suit::Spades),
        Card::new(class.low(), second),
    );
    combo.expect("two different cards")
}

fn run(args: &Args, mut file: File, out: &mut impl Write) -> Result<(), Failure> {
    let start = Instant::now();
    let mut cells = Vec::new();
    let mut largest_error: f64 = 0.0;
    // Row by row of the grid, aces first.
    for class in HandClass::all() {
        let equity = equity(representative(class), args)
            .map_err(|err| Failure::Computation(err.to_string()))?;
        let hero = &equity.players[0];
        largest_error = largest_error.max(equity.standard_error(0).unwrap_or(0.0));
        cells.push((class.to_string(), Some(hero.equity())));
        let (row, column) = class.grid();
        if column == Rank::COUNT - 1 {
            eprint!("\r{} of {} rows", row + 1, Rank::COUNT);
        }
    }
    eprintln!();
    let how = match args.samples {
        None => "exact: every opponent hand and every board".to_string(),
        Some(n) => format!(
            "Monte Carlo, {} samples per hand (seed {}), standard error at most {:.2} points",
            n.separate_with_commas(),
            args.seed,
            100.0 * largest_error
        ),
    };
    let title = "Equity of each starting hand against one random hand";
    file.write_all(chart::svg(&cells, title, "Equity in percent", &how, (0.30, 0.85)).as_bytes())
        .map_err(|err| {
            Failure::Computation(format!("cannot write {}: {err}", args.output.display()))
        })?;
    let written = std::fs::canonicalize(&args.output).unwrap_or_else(|_| args.output.clone());
    writeln!(
        out,
        "Wrote {} ({how}) in {:.1} s",
        written.display(),
        start.elapsed().as_secs_f64()
    )?;
    Ok(())
}

/// The equity of `combo` against a random hand.
fn equity(combo: Combo, args: &Args) -> Result<Equity, EquityError> {
    let matchup = Matchup::new([Range::from(combo), Range::any()]);
    match args.samples {
        None => matchup.exact(),
        Some(n) => matchup.calculate(Calculation::monte_carlo(
            MonteCarlo::new().samples(n).seed(args.seed),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By default the chart goes to the current directory, never into
    /// the crate's sources.
    #[test]
    fn the_default_output_is_in_the_current_directory() {
        let args = parse_args(Vec::<String>::new()).unwrap();
        assert_eq!(args.output, PathBuf::from("holdem-enum-preflop-chart.svg"));
        assert!(args.output.is_relative() && args.output.parent() == Some("".as_ref()));
    }

    /// An output that cannot be created is reported before any work.
    #[test]
    fn a_bad_output_is_a_usage_error_before_any_work() {
        let args = parse_args(["--output", "/nonexistent-directory/chart.svg", "--mc", "x"]);
        assert_eq!(
            args.unwrap_err().to_string(),
            "--mc: invalid digit found in string"
        );
        let args = parse_args([
            "--output",
            "/nonexistent-directory/chart.svg",
            "--seed",
            "7",
        ]);
        assert_eq!(args.unwrap_err().to_string(), "--seed needs --mc");
        let args = parse_args(["--output", "/nonexistent-directory/chart.svg"]).unwrap();
        let err = chart::create(&args.output, "--output").unwrap_err();
        assert!(
            matches!(&err, Failure::Usage(m) if m.starts_with("--output /nonexistent-directory/chart.svg: ")),
            "{err:?}"
        );
    }

    #[test]
    fn a_closed_output_ends_quietly() {
        let output = std::env::temp_dir().join("holdem-enum-preflop-chart-test.svg");
        let path = output.to_str().unwrap();
        let args = parse_args(["--mc", "100", "--output", path]).unwrap();
        let result = run(
            &args,
            chart::create(&args.output, "--output").unwrap(),
            &mut cli_kit::ClosedPipe,
        );
        assert_eq!(cli_kit::exit("preflop_chart", result), ExitCode::SUCCESS);
        let svg = std::fs::read_to_string(&output).unwrap();
        assert_eq!(svg.matches("<rect").count(), Rank::COUNT * Rank::COUNT);
        std::fs::remove_file(output).unwrap();
    }
}
