//! Reproduces the counts of Graham Hutton's "The countdown problem" (J.
//! Functional Programming, 2002) for 1 3 7 10 25 50 and target 765, by
//! enumerating exactly as the paper defines (see the `hutton` module), and
//! sets them beside this crate's distinct solutions.
//!
//! ```sh
//! cargo run --release -p countdown-solver --example hutton
//! ```

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use cli_kit::Failure;
use countdown_solver::hutton::{self, Program};
use countdown_solver::{Distinct, solutions};
use thousands::Separable;

const USAGE: &str = "\
Usage: hutton

Counts the expressions of Graham Hutton's \"The countdown problem\" (2002)
for 1 3 7 10 25 50 and target 765, as the paper's two programs build them,
beside the paper's own figures and this crate's distinct solutions.

Options:
  -h, --help  print this help
";

const NUMBERS: [u64; 6] = [1, 3, 7, 10, 25, 50];
const TARGET: u64 = 765;

/// Accepts `--help` and nothing else: whether help was asked for.
fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<bool, lexopt::Error> {
    use lexopt::prelude::*;

    let mut parser = cli_kit::Parser::from_args(args);
    match parser.next()? {
        Some(Short('h') | Long("help")) => Ok(true),
        Some(arg) => Err(arg.unexpected()),
        None => Ok(false),
    }
}

fn main() -> ExitCode {
    match parse_args(std::env::args_os().skip(1)) {
        Ok(true) => cli_kit::help("hutton", USAGE),
        Ok(false) => {}
        Err(err) => return cli_kit::exit("hutton", Err(err.into())),
    }
    let written = print(&mut io::stdout().lock());
    cli_kit::exit("hutton", written.map_err(Failure::from))
}

/// Counts and prints.
fn print(out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "Numbers 1 3 7 10 25 50, target {TARGET}")?;
    for (program, name) in [
        (Program::BruteForce, "Brute force (exprs, valid)"),
        (Program::Pruned, "Pruned (results', valid')"),
    ] {
        let start = Instant::now();
        let c = hutton::counts(&NUMBERS, TARGET, program).expect("six positive numbers");
        let built = c.possible.map_or(String::new(), |p| {
            format!("{} expressions, ", p.separate_with_commas())
        });
        writeln!(
            out,
            "{name}: {built}{} valid, {} solutions, in {:.2?}",
            c.valid.separate_with_commas(),
            c.solutions.separate_with_commas(),
            start.elapsed()
        )?;
    }
    writeln!(
        out,
        "The paper: 33,665,406 expressions, 4,672,540 valid, 780 solutions; \
         pruned 245,644 valid, 49 solutions"
    )?;
    let distinct =
        solutions(&NUMBERS, TARGET, Distinct::UpToOrder, usize::MAX).expect("six positive numbers");
    writeln!(
        out,
        "Distinct solutions up to commutativity and associativity: {}",
        distinct.len()
    )?;
    for e in &distinct {
        writeln!(out, "  {e}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_help_is_accepted() {
        let parse =
            |args: &[&str]| parse_args(args.iter().map(OsString::from)).map_err(|e| e.to_string());
        assert_eq!(parse(&[]), Ok(false));
        assert_eq!(parse(&["--help"]), Ok(true));
        assert_eq!(parse(&["x"]), Err("unexpected argument \"x\"".to_string()));
        assert_eq!(
            parse(&["--seed"]),
            Err("invalid option '--seed'".to_string())
        );
    }

    /// `hutton | head -1` once panicked in `println!`.
    #[test]
    fn a_closed_output_stops_the_run() {
        let err = print(&mut cli_kit::ClosedPipe).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::BrokenPipe);
        assert_eq!(cli_kit::exit("hutton", Err(err.into())), ExitCode::SUCCESS);
    }
}
