//! Draws the 13 x 13 chart of the 169 starting hands (pairs on the
//! diagonal, suited hands above it, offsuit below), each coloured by its
//! equity against one random hand, as an SVG file in `docs/`.
//!
//! ```sh
//! cargo run --release -p holdem-enum --example preflop_chart
//! cargo run --release -p holdem-enum --example preflop_chart -- --mc 200000 --output chart.svg
//! ```

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use card_core::{Card, Rank, Suit};
use holdem_enum::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
use holdem_enum::{Combo, Equity, EquityError, Matchup, MonteCarlo, Range};
use thousands::Separable;

const USAGE: &str = "\
Usage: preflop_chart [--mc N] [--seed S] [--output FILE]

Computes each of the 169 starting hands' equity against one random hand
and draws them as a 13 x 13 SVG chart. Exact enumeration by default (about
a minute on two cores); --mc samples instead.

Options:
  --mc N         Monte Carlo with N samples per hand
  --seed S       seed of the samples (default 1)
  --output FILE  where to write the chart (default docs/holdem-enum-preflop-chart.svg
                 in the workspace)
  -h, --help     print this help
";

struct Args {
    samples: Option<u64>,
    seed: u64,
    output: PathBuf,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut args = Args {
        samples: None,
        seed: 1,
        output: PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../docs/holdem-enum-preflop-chart.svg"
        )),
    };
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("mc") => {
                let samples: u64 = parser.value()?.parse()?;
                if samples == 0 {
                    return Err("--mc must be at least 1".into());
                }
                args.samples = Some(samples);
            }
            Long("seed") => args.seed = parser.value()?.parse()?,
            Long("output") => args.output = parser.value()?.into(),
            Short('h') | Long("help") => {
                print!("{USAGE}");
                std::process::exit(0);
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
            eprintln!("preflop_chart: {err}");
            ExitCode::from(2)
        }
    }
}

/// A cell of the chart: row and column index 0 for aces .. 12 for deuces.
fn hand(row: usize, column: usize) -> (String, Combo) {
    let rank = |i: usize| Rank::ALL[12 - i];
    let (high, low) = (rank(row.min(column)), rank(row.max(column)));
    let (a, b, suffix) = match row.cmp(&column) {
        std::cmp::Ordering::Less => (Suit::Spades, Suit::Spades, "s"),
        std::cmp::Ordering::Greater => (Suit::Spades, Suit::Hearts, "o"),
        std::cmp::Ordering::Equal => (Suit::Spades, Suit::Hearts, ""),
    };
    let name = format!("{}{}{suffix}", high.to_char(), low.to_char());
    let combo = Combo::new(Card::new(high, a), Card::new(low, b));
    (name, combo.expect("two different cards"))
}

fn run(args: &Args) -> Result<(), lexopt::Error> {
    let start = Instant::now();
    let mut cells = Vec::new();
    let mut largest_error: f64 = 0.0;
    for row in 0..13 {
        for column in 0..13 {
            let (name, combo) = hand(row, column);
            let equity = equity(combo, args).map_err(|err| err.to_string())?;
            let hero = &equity.players[0];
            largest_error = largest_error.max(hero.std_error.unwrap_or(0.0));
            cells.push((name, hero.equity()));
        }
        eprint!("\r{} of 13 rows", row + 1);
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
    std::fs::write(&args.output, svg(&cells, &how))
        .map_err(|err| format!("cannot write {}: {err}", args.output.display()))?;
    let written = std::fs::canonicalize(&args.output).unwrap_or_else(|_| args.output.clone());
    println!(
        "Wrote {} ({how}) in {:.1} s",
        written.display(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The equity of `combo` against a random hand.
fn equity(combo: Combo, args: &Args) -> Result<Equity, EquityError> {
    let matchup = Matchup::new([Range::from(combo), Range::any()])?;
    match args.samples {
        None => matchup.exact(),
        Some(n) => {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(args.seed);
            matchup.monte_carlo(MonteCarlo::samples(n), &mut rng)
        }
    }
}

/// The chart: one square per hand, red (30%) to green (85%).
fn svg(cells: &[(String, f64)], how: &str) -> String {
    const SIZE: usize = 52;
    let width = 13 * SIZE + 20;
    let height = 13 * SIZE + 80;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif">"#
    );
    let _ = writeln!(
        out,
        r#"<text x="10" y="22" font-size="16">Equity of each starting hand against one random hand</text>"#
    );
    let _ = writeln!(
        out,
        r#"<text x="10" y="42" font-size="11">Equity in percent. Pairs on the diagonal, suited hands above it, offsuit below; {how}.</text>"#
    );
    for (i, (name, equity)) in cells.iter().enumerate() {
        let (x, y) = (10 + (i % 13) * SIZE, 55 + (i / 13) * SIZE);
        let t = ((equity - 0.30) / 0.55).clamp(0.0, 1.0);
        let (r, g) = ((230.0 * (1.0 - t) + 40.0) as u8, (60.0 + 150.0 * t) as u8);
        let _ = writeln!(
            out,
            r#"<rect x="{x}" y="{y}" width="{SIZE}" height="{SIZE}" fill="rgb({r},{g},70)" stroke="white"/>"#
        );
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}" font-size="13" text-anchor="middle" fill="white">{name}</text>"#,
            x + SIZE / 2,
            y + 22
        );
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}" font-size="11" text-anchor="middle" fill="white">{:.1}</text>"#,
            x + SIZE / 2,
            y + 39,
            100.0 * equity
        );
    }
    out.push_str("</svg>\n");
    out
}
