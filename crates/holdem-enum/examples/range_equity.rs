//! The equity of a hold'em range against 1 to 9 opponents, hand class by
//! hand class: a 13 x 13 grid (pairs on the diagonal, suited hands above
//! it, offsuit below) with a blank for each class the range does not
//! hold, the combos behind it, and the range's equity; optionally each
//! combo, and the grid as an SVG heat map.
//!
//! ```sh
//! cargo run --release -p holdem-enum --example range_equity -- "JJ+,AK" "TT,99,88,77" --board Ks9d4c
//! cargo run --release -p holdem-enum --example range_equity -- "22+,A2s+,KTo+" any --mc 1000000 --svg range.svg
//! cargo run --release -p holdem-enum --example range_equity -- "22+,A2s+,KTo+" any any --time-limit 5
//! ```
//!
//! A run longer than a second shows its progress on standard error when
//! that is a terminal; `--time-limit` or a first Ctrl-C stops it with the
//! combos counted so far, printed as a partial result (a second Ctrl-C
//! ends it at once).

#[path = "common/chart.rs"]
mod chart;
#[path = "common/curve.rs"]
mod curve;
#[path = "common/monte_carlo.rs"]
mod monte_carlo;
#[path = "common/options.rs"]
mod options;
#[path = "common/progress.rs"]
mod progress;

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use card_core::{CardSet, Rank};
use cli_kit::{Failure, plural};
use holdem_enum::{
    Breakdown, Calculation, HandClass, MAX_PLAYERS, Matchup, Method, MonteCarlo, Range,
};
use options::card_set;
use thousands::Separable;

const USAGE: &str = "\
Usage: range_equity HERO OPPONENT... [--board CARDS] [--dead CARDS] [--mc N]
                    [--seed S] [--threads N] [--time-limit SECONDS]
                    [--svg FILE] [--curve FILE] [--combos]

HERO is a hold'em range (\"JJ+,AK\", \"22+,A2s+@50\", any), broken down by
starting-hand class; each OPPONENT is a hand (AhKh) or a range; 1 to 9
opponents. Without --mc every deal is enumerated, combo by combo; with
--mc the N samples are shared among the hero's combos as often as the
ranges deal each. A run longer than a second shows its progress on
standard error when that is a terminal; Ctrl-C stops it and prints the
combos counted (a second Ctrl-C ends it at once).

Options:
  --board CARDS   0, 3, 4 or 5 board cards (Ks9d4c or \"Ks 9d 4c\")
  --dead CARDS    cards out of play
  --mc N          Monte Carlo with N samples in all instead of exact enumeration
  --seed S        seed of the Monte Carlo samples (default 2026)
  --threads N     threads to use (default: all cores)
  --time-limit SECONDS
                  stop after this long and print the combos counted so far
  --svg FILE      also draw the grid as an SVG heat map in FILE
  --curve FILE    also draw the range's equity curve (its combos from the
                  highest equity to the lowest, by their share of the range)
                  as SVG in FILE
  --combos        also list each combo of the range
  -h, --help      print this help
";

#[derive(Debug)]
struct Args {
    /// The players as written, the hero first.
    players: Vec<String>,
    matchup: Matchup,
    board: CardSet,
    dead: CardSet,
    samples: Option<u64>,
    seed: u64,
    threads: Option<usize>,
    time_limit: Option<Duration>,
    svg: Option<PathBuf>,
    curve: Option<PathBuf>,
    /// Whether to list each combo.
    combos: bool,
}

fn parse_args(argv: impl IntoIterator<Item = impl Into<OsString>>) -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut args = Args {
        players: Vec::new(),
        matchup: Matchup::new([]),
        board: CardSet::EMPTY,
        dead: CardSet::EMPTY,
        samples: None,
        seed: 2026,
        threads: None,
        time_limit: None,
        svg: None,
        curve: None,
        combos: false,
    };
    let mut seed = None;
    let mut parser = cli_kit::Parser::from_args(argv);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("board") => args.board = card_set(&mut parser, "--board")?,
            Long("dead") => args.dead = card_set(&mut parser, "--dead")?,
            Long("mc") => args.samples = Some(cli_kit::count(&mut parser, "--mc")?),
            Long("seed") => seed = Some(cli_kit::value(&mut parser, "--seed")?),
            Long("threads") => args.threads = Some(cli_kit::count(&mut parser, "--threads")?),
            Long("time-limit") => args.time_limit = Some(progress::time_limit(&mut parser)?),
            Long("svg") => args.svg = Some(parser.value()?.into()),
            Long("curve") => args.curve = Some(parser.value()?.into()),
            Long("combos") => args.combos = true,
            Short('h') | Long("help") => cli_kit::help("range_equity", USAGE),
            Value(value) => {
                let name = format!("player {}", args.players.len() + 1);
                args.players.push(cli_kit::parse(value, &name)?);
            }
            _ => return Err(arg.unexpected()),
        }
    }
    args.seed = monte_carlo::seed(seed, args.samples.is_some())?.unwrap_or(args.seed);
    if !(2..=MAX_PLAYERS).contains(&args.players.len()) {
        return Err(format!(
            "give a range and 1 to {} opponents, got {}",
            MAX_PLAYERS - 1,
            plural(args.players.len(), "player")
        )
        .into());
    }
    let ranges = args
        .players
        .iter()
        .enumerate()
        .map(|(i, text)| {
            text.parse::<Range>()
                .map_err(|err| format!("player {} {text:?}: {err}", i + 1))
        })
        .collect::<Result<Vec<_>, _>>()?;
    args.matchup = Matchup::new(ranges).board(args.board).dead(args.dead);
    Ok(args)
}

fn main() -> ExitCode {
    let result = parse_args(std::env::args_os().skip(1))
        .map_err(Failure::from)
        .and_then(|args| {
            let files = create(&args)?;
            cli_kit::on_threads(args.threads, || run(&args, files, &mut io::stdout().lock()))
        });
    cli_kit::exit("range_equity", result)
}

/// The SVG files asked for, the grid's and the curve's, created before
/// any work.
fn create(args: &Args) -> Result<Files, Failure> {
    let create = |path: &Option<PathBuf>, option| {
        path.as_deref()
            .map(|path| chart::create(path, option))
            .transpose()
    };
    Ok(Files {
        grid: create(&args.svg, "--svg")?,
        curve: create(&args.curve, "--curve")?,
    })
}

/// The files [`create`] made.
#[derive(Default)]
struct Files {
    grid: Option<File>,
    curve: Option<File>,
}

fn run(args: &Args, files: Files, out: &mut impl Write) -> Result<(), Failure> {
    let calculation = match args.samples {
        None => Calculation::exact(),
        Some(n) => Calculation::monte_carlo(MonteCarlo::new().samples(n).seed(args.seed)),
    };
    let calculation = match args.time_limit {
        Some(limit) => calculation.time_limit(limit),
        None => calculation,
    };
    let start = Instant::now();
    let breakdown = progress::watched(calculation, |calculation| {
        args.matchup.breakdown(calculation)
    })
    .map_err(|err| Failure::Computation(err.to_string()))?;
    let elapsed = start.elapsed();

    let how = progress::counted(&breakdown.total);
    let cells = cells(&breakdown);
    let write = |file: Option<File>, path: &Option<PathBuf>, svg: &dyn Fn() -> String| {
        if let (Some(mut file), Some(path)) = (file, path) {
            file.write_all(svg().as_bytes()).map_err(|err| {
                Failure::Computation(format!("cannot write {}: {err}", path.display()))
            })?;
        }
        Ok::<(), Failure>(())
    };
    write(files.curve, &args.curve, &|| {
        let title = format!(
            "Equity curve of {} against {}",
            args.players[0],
            args.players[1..].join(" and ")
        );
        curve::svg(&breakdown.equity_curve(), &title, &how)
    })?;
    write(files.grid, &args.svg, &|| {
        let title = format!(
            "Equity of each hand class of {} against {}",
            args.players[0],
            args.players[1..].join(" and ")
        );
        let present = cells.iter().filter_map(|(_, equity)| *equity);
        let low = present.clone().fold(f64::INFINITY, f64::min);
        let high = present.fold(f64::NEG_INFINITY, f64::max);
        chart::svg(&cells, &title, "Equity in percent", &how, (low, high))
    })?;

    if args.board.is_empty() {
        write!(out, "Preflop")?;
    } else {
        write!(out, "Board {}", args.board)?;
    }
    if !args.dead.is_empty() {
        write!(out, ", dead {}", args.dead)?;
    }
    writeln!(out, "; {how}")?;
    writeln!(
        out,
        "{} against {}\n",
        args.players[0],
        args.players[1..].join(", ")
    )?;
    grid(&cells, out)?;

    // Weights are percentages: 100 is a whole combo.
    let weight: u64 = breakdown.classes.iter().map(|c| c.weight).sum();
    writeln!(
        out,
        "\n{} in {} ({:.2} combos by weight)",
        plural(breakdown.combos.len(), "combo"),
        plural(breakdown.classes.len(), "class"),
        weight as f64 / 100.0,
    )?;
    for (i, player) in breakdown.total.players.iter().enumerate() {
        let who = match i {
            0 => "Range".to_string(),
            _ => format!("Player {}", i + 1),
        };
        write!(
            out,
            "{who:<9} {:<12} equity {:6.2}%",
            args.players[i],
            100.0 * player.equity()
        )?;
        if let Some(error) = breakdown.total.standard_error(i) {
            write!(out, " (standard error {:.2})", 100.0 * error)?;
        }
        writeln!(out)?;
    }
    if args.combos {
        combo_list(&breakdown, out)?;
    }
    for path in [&args.svg, &args.curve].into_iter().flatten() {
        writeln!(out, "\nWrote {}", path.display())?;
    }
    writeln!(out, "\nTime: {:.2} ms", elapsed.as_secs_f64() * 1e3)?;
    Ok(())
}

/// Each class's name and the range's equity with it, in grid order; no
/// equity for a class the range does not hold.
fn cells(breakdown: &Breakdown) -> Vec<(String, Option<f64>)> {
    HandClass::all()
        .map(|class| {
            let equity = breakdown
                .classes
                .iter()
                .find(|c| c.class == class)
                .map(|c| c.equity.players[0].equity());
            (class.to_string(), equity)
        })
        .collect()
}

/// The grid of equities in percent, a `.` for a class not in the range.
fn grid(cells: &[(String, Option<f64>)], out: &mut impl Write) -> io::Result<()> {
    let rank = |i: usize| Rank::ALL[Rank::COUNT - 1 - i].to_char();
    write!(out, " ")?;
    for column in 0..Rank::COUNT {
        write!(out, "{:>6}", rank(column))?;
    }
    writeln!(out)?;
    for (row, line) in cells.chunks(Rank::COUNT).enumerate() {
        write!(out, "{}", rank(row))?;
        for (_, equity) in line {
            match equity {
                Some(equity) => write!(out, "{:>6.1}", 100.0 * equity)?,
                None => write!(out, "{:>6}", ".")?,
            }
        }
        writeln!(out)?;
    }
    Ok(())
}

/// Each combo with its class, weight, equity and deals (or samples).
fn combo_list(breakdown: &Breakdown, out: &mut impl Write) -> io::Result<()> {
    let counted = match breakdown.total.method {
        Method::MonteCarlo { .. } => "Samples",
        _ => "Deals",
    };
    writeln!(
        out,
        "\n{:<6} {:<5}  {:>6} {:>9} {:>14}",
        "Combo", "Class", "Weight", "Equity %", counted
    )?;
    for combo in &breakdown.combos {
        writeln!(
            out,
            "{:<6} {:<5}  {:>6} {:>9.2} {:>14}",
            combo.combo.to_string(),
            HandClass::of(combo.combo).to_string(),
            combo.weight,
            100.0 * combo.equity.players[0].equity(),
            combo.equity.deals.separate_with_commas(),
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(args: &[&str]) -> String {
        parse_args(args.iter().copied()).unwrap_err().to_string()
    }

    fn output(args: &[&str]) -> String {
        let mut text = Vec::new();
        let args = parse_args(args.iter().copied()).unwrap();
        run(&args, Files::default(), &mut text).unwrap();
        String::from_utf8(text).unwrap()
    }

    #[test]
    fn bad_arguments_name_their_option() {
        assert_eq!(
            error(&["AA", "KK", "--mc", "x"]),
            "--mc: invalid digit found in string"
        );
        assert_eq!(error(&["AA", "KK", "--mc", "0"]), "--mc must be at least 1");
        assert_eq!(error(&["AA", "KK", "--seed", "7"]), "--seed needs --mc");
        assert_eq!(
            error(&["AA", "KK", "--threads", "0"]),
            "--threads must be at least 1"
        );
        assert_eq!(
            error(&["AA", "KK", "--seed", "-1"]),
            "--seed: invalid digit found in string"
        );
        assert_eq!(
            error(&["AA"]),
            "give a range and 1 to 9 opponents, got 1 player"
        );
        assert_eq!(
            error(&["AA", "AsAhKsKh"]),
            "player 2 \"AsAhKsKh\": a hand of 4 cards at byte 0: a range holds two-card combos (give other hands as a HandList, with Matchup::hands)"
        );
        assert!(error(&["AA", "KK", "--board", "Kx"]).starts_with("--board \"Kx\": "));
        assert_eq!(
            error(&["AA", "KK", "--svg"]),
            "missing argument for option '--svg'"
        );
    }

    #[test]
    fn the_grid_shows_the_classes_of_the_range() {
        let text = output(&["JJ+,AK", "TT,99,88,77", "--board", "Ks9d4c", "--combos"]);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[0].starts_with("Board Ks 9d 4c; exact, "), "{text}");
        assert_eq!(lines[1], "JJ+,AK against TT,99,88,77");
        assert_eq!(
            lines[3],
            "      A     K     Q     J     T     9     8     7     6     5     4     3     2"
        );
        // Aces: AA and AKs; kings: AKo and KK; then QQ and JJ.
        let cells = |line: &str| {
            line.split_whitespace()
                .skip(1)
                .map(|c| c != ".")
                .collect::<Vec<_>>()
        };
        let mut row = vec![false; Rank::COUNT];
        row[..2].fill(true);
        assert_eq!(cells(lines[4]), row);
        assert_eq!(cells(lines[5]), row);
        assert!(
            text.contains("\n33 combos in 6 classes (33.00 combos by weight)\n"),
            "{text}"
        );
        assert!(text.contains("\nRange     JJ+,AK       equity "), "{text}");
        assert!(
            text.contains("\nCombo  Class  Weight  Equity %          Deals\n"),
            "{text}"
        );
        assert_eq!(text.matches(" AKo ").count(), 9);
    }

    #[test]
    fn monte_carlo_says_how_many_samples() {
        let text = output(&["QQ+,AKs", "any", "--mc", "20000", "--seed", "3"]);
        assert!(
            text.starts_with("Preflop; Monte Carlo, 20,000 samples (seed 3)\n"),
            "{text}"
        );
        assert!(text.contains("(standard error "), "{text}");
    }

    /// A range with no combo left is a failed computation, not a usage
    /// error.
    #[test]
    fn a_failed_computation_exits_with_1() {
        let args = parse_args(["AhAs", "KK", "--board", "Ah 7c 2d"]).unwrap();
        let result = run(&args, Files::default(), &mut Vec::new());
        assert_eq!(cli_kit::exit("range_equity", result), ExitCode::from(1));
    }

    #[test]
    fn the_svg_has_every_cell() {
        let path = std::env::temp_dir().join("holdem-enum-range-equity-test.svg");
        let args = parse_args([
            "22+,A2s+",
            "QQ",
            "--mc",
            "5000",
            "--svg",
            path.to_str().unwrap(),
        ])
        .unwrap();
        let files = create(&args).unwrap();
        run(&args, files, &mut cli_kit::ClosedPipe).unwrap_err();
        let svg = std::fs::read_to_string(&path).unwrap();
        assert_eq!(svg.matches("<rect").count(), Rank::COUNT * Rank::COUNT);
        assert_eq!(svg.matches("rgb(235,235,235)").count(), 169 - 13 - 12);
        std::fs::remove_file(path).unwrap();
        let path = std::env::temp_dir().join("holdem-enum-range-equity-curve.svg");
        let args = parse_args(["22+,A2s+", "QQ", "--curve", path.to_str().unwrap()]).unwrap();
        run(&args, create(&args).unwrap(), &mut Vec::new()).unwrap();
        let svg = std::fs::read_to_string(&path).unwrap();
        // One step down and across for each of the 13 * 6 + 12 * 4 combos.
        let steps = svg.split(" d=\"").nth(1).unwrap().matches(" H ").count();
        assert_eq!(steps, 13 * 6 + 12 * 4);
        assert!(svg.contains("stroke-dasharray"));
        std::fs::remove_file(path).unwrap();
        let bad = parse_args(["AA", "KK", "--svg", "/nonexistent-directory/x.svg"]).unwrap();
        assert!(
            matches!(create(&bad), Err(Failure::Usage(m)) if m.starts_with("--svg /nonexistent-directory/x.svg: "))
        );
    }

    #[test]
    fn a_closed_output_ends_quietly() {
        let args = parse_args(["AA,KK", "QQ", "--board", "2c 7d 9h Tc"]).unwrap();
        let result = run(&args, Files::default(), &mut cli_kit::ClosedPipe);
        assert_eq!(cli_kit::exit("range_equity", result), ExitCode::SUCCESS);
    }
}
