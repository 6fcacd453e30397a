//! Solves one round: the best solution, the distinct exact solutions, what
//! the source document's left-to-right search finds, and the times; or
//! times the solver over many seeded rounds.
//!
//! ```sh
//! cargo run --release -p countdown-solver --example countdown -- 765 1 3 7 10 25 50
//! cargo run --release -p countdown-solver --example countdown -- --seed 42
//! cargo run --release -p countdown-solver --example countdown -- --stats 2000 --seed 11
//! ```

use std::ffi::OsString;
use std::io::{self, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;
use std::time::Instant;

use cli_kit::{Failure, plural};
use countdown_solver::rand::rngs::Xoshiro256PlusPlus;
use countdown_solver::rand::{RngExt, SeedableRng};
use countdown_solver::{Distinct, Round, TargetRange, for_each_solution, left_to_right, solve};
use thousands::Separable;

const USAGE: &str = "\
Usage: countdown [TARGET NUMBER...] [--limit N]
       countdown --seed N [--limit N]
       countdown --stats ROUNDS [--seed N]

Solves a round of the Countdown numbers game: the best solution, the
distinct exact solutions and the source document's left-to-right search.
Without numbers, solves a seeded random round.

Arguments:
  TARGET NUMBER...  the target and 1 to 8 numbers, all positive

Options:
  --seed N        seed of the random round, or of the rounds of --stats
                  (default 2026)
  --limit N       stop counting distinct solutions at N (default 10,000)
  --stats ROUNDS  solve 1 to 1,000,000 seeded random rounds and print the
                  distribution of solve times
  -h, --help      print this help
";

/// The most rounds `--stats` solves.
const MAX_ROUNDS: usize = 1_000_000;

/// The seed of the random round and of `--stats` when none is given.
const DEFAULT_SEED: u64 = 2026;

/// How many solutions are printed.
const SHOWN: usize = 5;

#[derive(Debug, PartialEq)]
enum Task {
    Help,
    Round {
        numbers: Vec<u64>,
        target: u64,
        limit: usize,
    },
    Random {
        seed: u64,
        limit: usize,
    },
    Stats {
        rounds: usize,
        seed: u64,
    },
}

/// Reads the arguments (without the program's name).
fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Task, lexopt::Error> {
    use lexopt::prelude::*;

    let mut values: Vec<u64> = Vec::new();
    let mut seed: Option<u64> = None;
    let mut limit: Option<usize> = None;
    let mut stats: Option<usize> = None;
    let mut parser = cli_kit::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("seed") => seed = Some(cli_kit::value(&mut parser, "--seed")?),
            Long("limit") => limit = Some(cli_kit::count(&mut parser, "--limit")?),
            Long("stats") => {
                let n: usize = cli_kit::value(&mut parser, "--stats")?;
                if !(1..=MAX_ROUNDS).contains(&n) {
                    return Err(format!(
                        "--stats must be 1 to {}, not {}",
                        MAX_ROUNDS.separate_with_commas(),
                        n.separate_with_commas()
                    )
                    .into());
                }
                stats = Some(n);
            }
            Value(value) => {
                let name = match values.len() {
                    0 => "the target".to_string(),
                    n => format!("the number in position {n}"),
                };
                values.push(cli_kit::parse(value, &name)?);
            }
            Short('h') | Long("help") => return Ok(Task::Help),
            _ => return Err(arg.unexpected()),
        }
    }
    let limit_default = limit.unwrap_or(10_000);
    match (stats, values.split_first()) {
        (Some(_), Some(_)) => Err("--stats takes no target or numbers".into()),
        (Some(_), None) if limit.is_some() => Err("--limit does not apply to --stats".into()),
        (Some(rounds), None) => Ok(Task::Stats {
            rounds,
            seed: seed.unwrap_or(DEFAULT_SEED),
        }),
        (None, Some(_)) if seed.is_some() => {
            Err("--seed draws a random round: give it or a target and numbers".into())
        }
        (None, Some((_, []))) => Err("a target needs at least one number after it".into()),
        (None, Some((&target, numbers))) => Ok(Task::Round {
            numbers: numbers.to_vec(),
            target,
            limit: limit_default,
        }),
        (None, None) => Ok(Task::Random {
            seed: seed.unwrap_or(DEFAULT_SEED),
            limit: limit_default,
        }),
    }
}

fn main() -> ExitCode {
    let task = match parse_args(std::env::args_os().skip(1)) {
        Ok(task) => task,
        Err(err) => return cli_kit::exit("countdown", Err(err.into())),
    };
    let out = &mut io::stdout().lock();
    let outcome = match task {
        Task::Help => cli_kit::help("countdown", USAGE),
        Task::Round {
            numbers,
            target,
            limit,
        } => round(&numbers, target, limit, out),
        Task::Random { seed, limit } => {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let large = rng.random_range(0..=4);
            let drawn = Round::random(large, TargetRange::STANDARD, &mut rng)
                .expect("at most four large tiles");
            writeln!(out, "A random round (seed {seed}) with {large} large")
                .map_err(Failure::from)
                .and_then(|()| round(&drawn.numbers(), drawn.target(), limit, out))
        }
        Task::Stats { rounds, seed } => stats(rounds, seed, out).map_err(Failure::from),
    };
    cli_kit::exit("countdown", outcome)
}

/// Solves one round and prints what was found; an invalid round is a
/// usage failure (exit status 2).
fn round(numbers: &[u64], target: u64, limit: usize, out: &mut impl Write) -> Result<(), Failure> {
    let start = Instant::now();
    let best = solve(numbers, target).map_err(|err| Failure::Usage(err.to_string()))?;
    let solve_time = start.elapsed();
    let shown: Vec<String> = numbers.iter().map(|n| n.separate_with_commas()).collect();
    let label = if numbers.len() == 1 {
        "Number"
    } else {
        "Numbers"
    };
    writeln!(
        out,
        "{label} {}, target {}",
        shown.join(" "),
        target.separate_with_commas()
    )?;
    let used = plural(best.numbers_used(), "number");
    let value = best.value().separate_with_commas();
    if best.is_exact() {
        writeln!(out, "Solution: {} = {value}, using {used}", best.expr())?;
    } else {
        writeln!(
            out,
            "No exact solution. Closest: {} = {value}, {} away, using {used}",
            best.expr(),
            best.distance().separate_with_commas()
        )?;
    }
    writeln!(
        out,
        "  scores {} points, found in {solve_time:.2?}",
        countdown_solver::score(target, best.value())
    )?;

    for (distinct, what) in [
        (
            Distinct::WithoutIdentities,
            "up to commutativity and associativity, without identity steps such as x*1",
        ),
        (Distinct::UpToOrder, "with identity steps"),
    ] {
        let start = Instant::now();
        let mut count = 0;
        let mut first = Vec::new();
        let ended = for_each_solution(numbers, target, distinct, |e| {
            count += 1;
            if first.len() < SHOWN {
                first.push(e);
            }
            if count < limit {
                ControlFlow::Continue(())
            } else {
                ControlFlow::Break(())
            }
        })
        .map_err(|err| Failure::Usage(err.to_string()))?;
        let count = count.separate_with_commas();
        let counted = if ended.is_break() {
            format!("{count} (stopped at the limit; raise it with --limit)")
        } else {
            count
        };
        writeln!(
            out,
            "Distinct solutions ({what}): {counted}, in {:.2?}",
            start.elapsed()
        )?;
        for e in &first {
            writeln!(out, "  {e}")?;
        }
    }

    if numbers.len() > 6 {
        writeln!(
            out,
            "The document's left-to-right search: not run for more than six numbers"
        )?;
        return Ok(());
    }
    let start = Instant::now();
    let chain = left_to_right(numbers, target).map_err(|err| Failure::Usage(err.to_string()))?;
    let elapsed = start.elapsed();
    match chain {
        Some(s) => writeln!(
            out,
            "The document's left-to-right search: {s}, read strictly left to right, \
             that is {}, in {elapsed:.2?}",
            s.to_expr()
        ),
        None => writeln!(
            out,
            "The document's left-to-right search: no solution, in {elapsed:.2?}"
        ),
    }?;
    Ok(())
}

/// Solves `rounds` seeded random rounds (0 to 4 large tiles in turn) and
/// prints the distribution of solve times.
fn stats(rounds: usize, seed: u64, out: &mut impl Write) -> io::Result<()> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut times = Vec::with_capacity(rounds);
    let mut exact = 0;
    for i in 0..rounds {
        let round = Round::random(i % 5, TargetRange::STANDARD, &mut rng)
            .expect("at most four large tiles");
        let start = Instant::now();
        let best = round.solve();
        times.push(start.elapsed());
        exact += usize::from(best.is_exact());
    }
    times.sort_unstable();
    let at = |q: f64| times[((rounds - 1) as f64 * q) as usize];
    writeln!(
        out,
        "{} (seed {seed}), {} solved exactly",
        plural(rounds, "seeded round"),
        exact.separate_with_commas()
    )?;
    writeln!(
        out,
        "Solve time: median {:.1?}, 90th percentile {:.1?}, max {:.1?}",
        at(0.5),
        at(0.9),
        at(1.0)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &str) -> Result<Task, String> {
        parse_args(args.split_whitespace().map(OsString::from)).map_err(|e| e.to_string())
    }

    #[test]
    fn rounds_and_options() {
        assert_eq!(parse("-h"), Ok(Task::Help));
        assert_eq!(
            parse("765 1 3 7 10 25 50 --limit 5"),
            Ok(Task::Round {
                numbers: vec![1, 3, 7, 10, 25, 50],
                target: 765,
                limit: 5
            })
        );
        assert_eq!(
            parse(""),
            Ok(Task::Random {
                seed: 2026,
                limit: 10_000
            })
        );
        assert_eq!(
            parse("--seed 42"),
            Ok(Task::Random {
                seed: 42,
                limit: 10_000
            })
        );
        assert_eq!(
            parse("--stats 2000"),
            Ok(Task::Stats {
                rounds: 2000,
                seed: 2026
            })
        );
    }

    /// Once a panic, an overflowing capacity, a 1.6 TB allocation and a
    /// clock-seeded round.
    #[test]
    fn bad_arguments_are_one_line_errors() {
        let err = |args| parse(args).unwrap_err();
        assert_eq!(err("--stats 0"), "--stats must be 1 to 1,000,000, not 0");
        assert_eq!(
            err("--stats 18446744073709551615"),
            "--stats must be 1 to 1,000,000, not 18,446,744,073,709,551,615"
        );
        assert_eq!(
            err("--stats 100000000000"),
            "--stats must be 1 to 1,000,000, not 100,000,000,000"
        );
        assert_eq!(err("--seed"), "missing argument for option '--seed'");
        assert_eq!(err("765"), "a target needs at least one number after it");
        assert_eq!(
            err("--seed 3 765 1 2"),
            "--seed draws a random round: give it or a target and numbers"
        );
        assert_eq!(err("--stats 5 765 1"), "--stats takes no target or numbers");
        assert_eq!(
            err("--stats 5 --limit 3"),
            "--limit does not apply to --stats"
        );
        assert_eq!(err("--limit 0 765 1"), "--limit must be at least 1");
        assert_eq!(err("--bogus"), "invalid option '--bogus'");
    }

    #[test]
    fn numbers_that_do_not_parse_are_named() {
        let err = |args| parse(args).unwrap_err();
        assert_eq!(err("--seed x"), "--seed: invalid digit found in string");
        assert_eq!(err("--limit -1"), "--limit: invalid digit found in string");
        assert_eq!(
            err("765 1 x"),
            "the number in position 2: invalid digit found in string"
        );
        assert_eq!(err("7x5 1 2"), "the target: invalid digit found in string");
    }

    fn run(numbers: &[u64], target: u64) -> Result<String, String> {
        let mut out = Vec::new();
        match round(numbers, target, 10, &mut out) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(Failure::Usage(message)) => Err(message),
            Err(failure) => panic!("{failure:?}"),
        }
    }

    /// `countdown 765 0 1` once said "the number at index 0".
    #[test]
    fn invalid_rounds_are_errors_counted_from_one() {
        assert_eq!(
            run(&[0, 1], 765),
            Err("the number in position 1 is zero: numbers must be positive".to_string())
        );
        assert_eq!(
            run(&[1; 9], 765),
            Err("9 numbers given, at most 8 are accepted".to_string())
        );
        let big = run(&[8000, 8001, 8002, 8003, 8004, 8005], 5000).unwrap();
        assert!(big.contains("5,002, 2 away"), "{big}");
    }

    /// `countdown | head -1` once panicked in `println!`.
    #[test]
    fn a_closed_output_ends_the_run_quietly() {
        let closed = |outcome: Result<(), Failure>| matches!(outcome, Err(Failure::Output(err)) if err.kind() == io::ErrorKind::BrokenPipe);
        assert!(closed(round(
            &[1, 3, 7, 10, 25, 50],
            765,
            10,
            &mut cli_kit::ClosedPipe
        )));
        assert!(stats(3, 11, &mut cli_kit::ClosedPipe).is_err());
        let mut out = Vec::new();
        stats(3, 11, &mut out).unwrap();
        assert!(
            String::from_utf8(out)
                .unwrap()
                .starts_with("3 seeded rounds (seed 11)")
        );
    }
}
