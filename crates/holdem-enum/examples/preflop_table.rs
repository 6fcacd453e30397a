//! The preflop tables: a starting-hand class against another or against
//! 1, 2 or 3 random hands, the classes by strength, the `top X%` ranges,
//! and the 13 x 13 grid of percentiles as an SVG heat map; every figure a
//! lookup in the tables generated in the repository.
//!
//! ```sh
//! cargo run --release -p holdem-enum --example preflop_table -- AKs QQ
//! cargo run --release -p holdem-enum --example preflop_table -- --top 15 --svg grid.svg
//! cargo run --release -p holdem-enum --example preflop_table -- --opponents 3 JTs
//! ```

#[path = "common/chart.rs"]
mod chart;

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use cli_kit::Failure;
use holdem_enum::{HandClass, Range};

const USAGE: &str = "\
Usage: preflop_table [CLASS [CLASS]] [--opponents N] [--top PERCENT] [--svg FILE]

Exact preflop equities of the 169 starting-hand classes (every board,
averaged over the classes' combos), looked up in the crate's generated
tables.

  preflop_table             the classes by equity against a random hand
  preflop_table AKs         one class against a random hand: rank, percentile
  preflop_table AKs QQ      one class against another

Options:
  --opponents N  against N random hands, 1 to 3 (default 1): the order,
                 ranks, percentiles, --top and --svg follow it (not with
                 two classes: that table is heads-up)
  --top PERCENT  also print the range of the strongest PERCENT% of hands
  --svg FILE     draw the 13 x 13 grid of percentiles as an SVG heat map
  -h, --help     print this help
";

#[derive(Debug)]
struct Args {
    classes: Vec<HandClass>,
    opponents: Option<usize>,
    top: Option<f64>,
    svg: Option<PathBuf>,
}

fn parse_args(argv: impl IntoIterator<Item = impl Into<OsString>>) -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut args = Args {
        classes: Vec::new(),
        opponents: None,
        top: None,
        svg: None,
    };
    let mut parser = cli_kit::Parser::from_args(argv);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("top") => {
                let percent: f64 = cli_kit::value(&mut parser, "--top")?;
                if !(percent > 0.0 && percent <= 100.0) {
                    return Err("--top must be above 0 and at most 100".into());
                }
                args.top = Some(percent);
            }
            Long("opponents") => {
                let opponents: usize = cli_kit::value(&mut parser, "--opponents")?;
                if !(1..=HandClass::MAX_RANDOM_OPPONENTS).contains(&opponents) {
                    return Err("--opponents must be 1, 2 or 3".into());
                }
                args.opponents = Some(opponents);
            }
            Long("svg") => args.svg = Some(cli_kit::value(&mut parser, "--svg")?),
            Short('h') | Long("help") => cli_kit::help("preflop_table", USAGE),
            Value(value) => {
                let text: String = cli_kit::parse(value, "CLASS")?;
                let class = text
                    .parse()
                    .map_err(|err| format!("CLASS {text:?}: {err}"))?;
                args.classes.push(class);
            }
            _ => return Err(arg.unexpected()),
        }
    }
    if args.classes.len() > 2 {
        return Err(format!("give at most two classes, got {}", args.classes.len()).into());
    }
    if args.classes.len() == 2 && args.opponents.is_some() {
        return Err("--opponents does not apply to two classes (heads-up)".into());
    }
    Ok(args)
}

fn main() -> ExitCode {
    let result = parse_args(std::env::args_os().skip(1))
        .map_err(Failure::from)
        .and_then(|args| {
            let file = args
                .svg
                .as_deref()
                .map(|path| chart::create(path, "--svg"))
                .transpose()?;
            run(&args, file, &mut io::stdout().lock())
        });
    cli_kit::exit("preflop_table", result)
}

fn run(args: &Args, file: Option<File>, out: &mut impl Write) -> Result<(), Failure> {
    let opponents = args.opponents.unwrap_or(1);
    let tabled = "1 to 3 opponents are tabled";
    let equity = |class: HandClass| class.equity_against_random_hands(opponents).expect(tabled);
    let rank = |class: HandClass| class.strength_rank_against(opponents).expect(tabled);
    let percentile = |class: HandClass| class.percentile_against(opponents).expect(tabled);
    let against = match opponents {
        1 => "a random hand".to_string(),
        n => format!("{n} random hands"),
    };
    match args.classes[..] {
        [] => {
            let heading = match opponents {
                1 => "vs random".to_string(),
                n => format!("vs {n} random"),
            };
            writeln!(out, "Rank  Class  {heading}  Percentile")?;
            for class in HandClass::by_strength_against(opponents).expect(tabled) {
                writeln!(
                    out,
                    "{:>4}  {:<5}  {:>w$.2}%  {:>9.2}%",
                    rank(class),
                    class,
                    100.0 * equity(class),
                    percentile(class),
                    w = heading.len() - 1
                )?;
            }
        }
        [class] => writeln!(
            out,
            "{class}: {:.2}% against {against}, rank {} of 169, top {:.2}%",
            100.0 * equity(class),
            rank(class),
            percentile(class)
        )?,
        [a, b] => writeln!(
            out,
            "{a} against {b}: {:.2}% to {:.2}%",
            100.0 * a.equity_against(b),
            100.0 * b.equity_against(a)
        )?,
        _ => unreachable!("at most two classes are read"),
    }
    if let Some(percent) = args.top {
        let range = Range::top_against(percent, opponents).expect(tabled);
        writeln!(out, "Top {percent}%: {range} ({} combos)", range.len())?;
    }
    if let (Some(mut file), Some(path)) = (file, &args.svg) {
        let cells: Vec<(String, Option<f64>)> = HandClass::all()
            .map(|class| (class.to_string(), Some(percentile(class) / 100.0)))
            .collect();
        let order = format!("ordered by exact equity against {against}, every board");
        let svg = chart::svg(
            &cells,
            "Starting hands by percentile",
            "The share of hands as strong or stronger, in percent",
            &order,
            (1.0, 0.0),
        );
        file.write_all(svg.as_bytes()).map_err(|err| {
            Failure::Computation(format!("cannot write {}: {err}", path.display()))
        })?;
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
        run(&parse_args(args.iter().copied()).unwrap(), None, &mut text).unwrap();
        String::from_utf8(text).unwrap()
    }

    #[test]
    fn lookups() {
        assert_eq!(output(&["AA", "KK"]), "AA against KK: 81.95% to 18.05%\n");
        assert_eq!(
            output(&["AA"]),
            "AA: 85.20% against a random hand, rank 1 of 169, top 0.45%\n"
        );
        let table = output(&[]);
        assert_eq!(table.lines().count(), 170);
        assert!(table.lines().nth(1).unwrap().starts_with("   1  AA "));
        assert!(output(&["--top", "1"]).ends_with("Top 1%: QQ+ (18 combos)\n"));
    }

    #[test]
    fn lookups_against_several_hands() {
        assert_eq!(
            output(&["AA", "--opponents", "2"]),
            "AA: 73.44% against 2 random hands, rank 1 of 169, top 0.45%\n"
        );
        let table = output(&["--opponents", "3"]);
        assert_eq!(table.lines().count(), 170);
        assert!(table.starts_with("Rank  Class  vs 3 random  Percentile\n"));
        assert!(table.lines().nth(1).unwrap().starts_with("   1  AA "));
        let top = output(&["--opponents", "3", "--top", "5"]);
        assert!(
            top.ends_with("Top 5%: 88+,AJs+,AKo,KQs (70 combos)\n"),
            "{top}"
        );
    }

    #[test]
    fn bad_arguments_name_their_argument() {
        assert_eq!(
            error(&["AK"]),
            "CLASS \"AK\": a starting-hand class of two ranks ends in s or o (AKs, AKo), at byte 2"
        );
        assert_eq!(
            error(&["AA", "KK", "QQ"]),
            "give at most two classes, got 3"
        );
        assert_eq!(
            error(&["--top", "0"]),
            "--top must be above 0 and at most 100"
        );
        assert_eq!(error(&["--top", "x"]), "--top: invalid float literal");
        assert_eq!(
            error(&["--opponents", "4"]),
            "--opponents must be 1, 2 or 3"
        );
        assert_eq!(
            error(&["AA", "KK", "--opponents", "2"]),
            "--opponents does not apply to two classes (heads-up)"
        );
    }

    #[test]
    fn a_closed_output_ends_quietly() {
        let args = parse_args(["AA"]).unwrap();
        let result = run(&args, None, &mut cli_kit::ClosedPipe);
        assert_eq!(cli_kit::exit("preflop_table", result), ExitCode::SUCCESS);
    }
}
