//! Reproduces the counts of Graham Hutton's "The countdown problem" (J.
//! Functional Programming, 2002) for 1 3 7 10 25 50 and target 765, by
//! enumerating exactly as the paper defines (see the `hutton` module), and
//! sets them beside this crate's distinct solutions.
//!
//! ```sh
//! cargo run --release -p countdown-solver --example hutton
//! ```

use std::process::ExitCode;
use std::time::Instant;

use countdown_solver::hutton::{self, Program};
use countdown_solver::solutions;
use thousands::Separable;

const USAGE: &str = "\
Usage: hutton

Counts the expressions of Graham Hutton's \"The countdown problem\" (2002)
for 1 3 7 10 25 50 and target 765, as the paper's two programs build them,
beside the paper's own figures and this crate's distinct solutions.

Options:
  -h, --help  print this help
";

const NUMBERS: [u32; 6] = [1, 3, 7, 10, 25, 50];
const TARGET: u32 = 765;

fn parse_args() -> Result<(), lexopt::Error> {
    use lexopt::prelude::*;

    let mut parser = lexopt::Parser::from_env();
    if let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            _ => return Err(arg.unexpected()),
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    if let Err(err) = parse_args() {
        eprintln!("hutton: {err}");
        return ExitCode::from(2);
    }
    println!("Numbers 1 3 7 10 25 50, target {TARGET}");
    for (program, name) in [
        (Program::BruteForce, "Brute force (exprs, valid)"),
        (Program::Pruned, "Pruned (results', valid')"),
    ] {
        let start = Instant::now();
        let c = hutton::counts(&NUMBERS, TARGET, program).expect("six positive numbers");
        let built = c.possible.map_or(String::new(), |p| {
            format!("{} expressions, ", p.separate_with_commas())
        });
        println!(
            "{name}: {built}{} valid, {} solutions, in {:.2?}",
            c.valid.separate_with_commas(),
            c.solutions.separate_with_commas(),
            start.elapsed()
        );
    }
    println!(
        "The paper: 33,665,406 expressions, 4,672,540 valid, 780 solutions; \
         pruned 245,644 valid, 49 solutions"
    );
    let distinct = solutions(&NUMBERS, TARGET, usize::MAX).expect("six positive numbers");
    println!(
        "Distinct solutions up to commutativity and associativity: {}",
        distinct.len()
    );
    for e in &distinct {
        println!("  {e}");
    }
    ExitCode::SUCCESS
}
