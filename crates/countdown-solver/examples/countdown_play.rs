//! Plays the Countdown numbers game in the terminal: a seeded round, a
//! target and a clock; type an expression over the numbers before time is
//! up, and see the points, the best solution and how many there are.
//!
//! ```sh
//! cargo run --release -p countdown-solver --example countdown_play
//! cargo run --release -p countdown-solver --example countdown_play -- --seed 3 --time 20
//! cargo run --release -p countdown-solver --example countdown_play -- --rounds 5 --large 1
//! ```

use std::ffi::OsString;
use std::io::{self, BufRead, Write};
use std::ops::ControlFlow;
use std::process::ExitCode;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use cli_kit::{Failure, plural};
use countdown_solver::rand::SeedableRng;
use countdown_solver::rand::rngs::Xoshiro256PlusPlus;
use countdown_solver::{
    Distinct, EXACT_POINTS, LARGE_NUMBERS, Round, Solution, TargetRange, for_each_solution,
};
use thousands::Separable;

const USAGE: &str = "\
Usage: countdown_play [--seed N] [--large N] [--time SECONDS] [--rounds N]

Plays the Countdown numbers game: six tiles, a target from 101 to 999 and
a clock. Type an expression over the tiles, such as (9 - 4) * 75, before
time is up: each tile at most once, + - * / (x and / work too), and every
step a positive whole number. A bad or illegal expression says why, and
you may type another while time lasts. Scoring as on the programme: 10
points for the target, 7 within 5, 5 within 10. Then the best solution
and how many distinct exact solutions there are (without identity steps
such as x*1, and with them). Ctrl-D stops.

Options:
  --seed N        seed of the rounds (default 2026)
  --large N       large tiles (25 50 75 100) per round, 0 to 4 (default 2)
  --time SECONDS  time to answer each round, 1 to 3,600 (default 30)
  --rounds N      rounds to play, 1 to 100 (default 1)
  -h, --help      print this help
";

/// The most rounds a game may have.
const MAX_ROUNDS: u32 = 100;
/// The longest clock, in seconds.
const MAX_TIME: u64 = 3_600;

#[derive(Debug, PartialEq)]
struct Options {
    seed: u64,
    large: usize,
    time: Duration,
    rounds: u32,
}

#[derive(Debug, PartialEq)]
enum Task {
    Help,
    Play(Options),
}

/// Reads the arguments (without the program's name).
fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Task, lexopt::Error> {
    use lexopt::prelude::*;

    let mut options = Options {
        seed: 2026,
        large: 2,
        time: Duration::from_secs(30),
        rounds: 1,
    };
    let mut parser = cli_kit::Parser::from_args(args);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("seed") => options.seed = cli_kit::value(&mut parser, "--seed")?,
            Long("large") => {
                options.large = cli_kit::value(&mut parser, "--large")?;
                if options.large > LARGE_NUMBERS.len() {
                    return Err(format!("--large must be 0 to 4, not {}", options.large).into());
                }
            }
            Long("time") => {
                let seconds: u64 = cli_kit::value(&mut parser, "--time")?;
                if !(1..=MAX_TIME).contains(&seconds) {
                    return Err(format!("--time must be 1 to 3,600 seconds, not {seconds}").into());
                }
                options.time = Duration::from_secs(seconds);
            }
            Long("rounds") => {
                options.rounds = cli_kit::value(&mut parser, "--rounds")?;
                if !(1..=MAX_ROUNDS).contains(&options.rounds) {
                    return Err(format!("--rounds must be 1 to 100, not {}", options.rounds).into());
                }
            }
            Short('h') | Long("help") => return Ok(Task::Help),
            _ => return Err(arg.unexpected()),
        }
    }
    Ok(Task::Play(options))
}

fn main() -> ExitCode {
    let options = match parse_args(std::env::args_os().skip(1)) {
        Ok(Task::Help) => cli_kit::help("countdown_play", USAGE),
        Ok(Task::Play(options)) => options,
        Err(err) => return cli_kit::exit("countdown_play", Err(err.into())),
    };
    let lines = read_lines();
    let played = play(&options, &lines, &mut io::stdout().lock());
    cli_kit::exit("countdown_play", played.map_err(Failure::from))
}

/// The lines of standard input, read on a thread of their own so that the
/// clock can run out while the player is typing. The channel closes at the
/// end of the input.
fn read_lines() -> Receiver<String> {
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if send.send(line).is_err() {
                break;
            }
        }
    });
    receive
}

/// Plays the rounds and prints the total.
fn play(options: &Options, lines: &Receiver<String>, out: &mut impl Write) -> io::Result<()> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(options.seed);
    let mut total = 0;
    let mut played = 0;
    for number in 1..=options.rounds {
        let round = Round::random(options.large, TargetRange::STANDARD, &mut rng)
            .expect("at most four large tiles, checked with the arguments");
        let tiles = round.numbers().map(|n| n.to_string()).join(" ");
        if options.rounds > 1 {
            write!(out, "Round {number} of {}: ", options.rounds)?;
        }
        writeln!(
            out,
            "{tiles}, target {}. You have {} seconds.",
            round.target(),
            options.time.as_secs()
        )?;
        let (answer, ended) = take_answer(&round, options.time, lines, out)?;
        played += 1;
        total += answer.as_ref().map_or(0, Solution::points);
        reveal(&round, answer.as_ref(), out)?;
        if ended == End::Input {
            writeln!(out, "No more input: the game stops.")?;
            break;
        }
    }
    if options.rounds > 1 {
        writeln!(
            out,
            "Total: {total} of {} points in {}.",
            played * EXACT_POINTS,
            plural(played, "round")
        )?;
    }
    Ok(())
}

/// How a round's answering ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    /// A legal answer was given, or time ran out.
    Round,
    /// The input ended.
    Input,
}

/// Takes lines until one is a legal answer, time runs out or the input
/// ends; each bad or illegal line is answered with the reason.
fn take_answer(
    round: &Round,
    time: Duration,
    lines: &Receiver<String>,
    out: &mut impl Write,
) -> io::Result<(Option<Solution>, End)> {
    let deadline = Instant::now() + time;
    loop {
        write!(out, "> ")?;
        out.flush()?;
        let left = deadline.saturating_duration_since(Instant::now());
        let line = match lines.recv_timeout(left) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => {
                writeln!(out)?;
                writeln!(out, "Time is up: no answer, 0 points.")?;
                return Ok((None, End::Round));
            }
            Err(RecvTimeoutError::Disconnected) => {
                writeln!(out)?;
                return Ok((None, End::Input));
            }
        };
        if line.trim().is_empty() {
            continue;
        }
        if Instant::now() >= deadline {
            writeln!(out, "Too late: time was up before that line.")?;
            return Ok((None, End::Round));
        }
        match round.answer(&line) {
            Ok(answer) => {
                let away = match answer.distance() {
                    0 => "exactly".to_string(),
                    d => format!("{} away", d.separate_with_commas()),
                };
                writeln!(
                    out,
                    "{} = {}, {away}: {}.",
                    answer.expr(),
                    answer.value().separate_with_commas(),
                    plural(answer.points(), "point")
                )?;
                return Ok((Some(answer), End::Round));
            }
            Err(err) => {
                let left = deadline.saturating_duration_since(Instant::now());
                writeln!(
                    out,
                    "Not allowed: {err}. Try again ({} s left).",
                    left.as_secs()
                )?;
            }
        }
    }
}

/// Prints the best solution and how many distinct exact solutions exist,
/// without identity steps and with them.
fn reveal(round: &Round, answer: Option<&Solution>, out: &mut impl Write) -> io::Result<()> {
    let best = round.solve();
    if best.is_exact() {
        let count = |distinct| {
            let mut count: u64 = 0;
            let _ended = for_each_solution(&round.numbers(), round.target(), distinct, |_| {
                count += 1;
                ControlFlow::<()>::Continue(())
            })
            .expect("a round's tiles are valid input");
            count
        };
        let solutions = plural(
            count(Distinct::WithoutIdentities),
            "distinct exact solution",
        );
        let padded = count(Distinct::UpToOrder);
        writeln!(
            out,
            "Best: {best} ({solutions}; {padded} with identity steps such as x*1)."
        )?;
    } else {
        writeln!(
            out,
            "Best: {best}, {} away: no exact solution exists.",
            best.distance()
        )?;
    }
    if answer.is_some_and(|a| a.distance() > best.distance()) {
        writeln!(out, "A closer answer was possible.")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc::channel;

    use super::*;

    fn parse(args: &str) -> Result<Task, String> {
        parse_args(args.split_whitespace().map(OsString::from)).map_err(|e| e.to_string())
    }

    #[test]
    fn options() {
        assert_eq!(
            parse(""),
            Ok(Task::Play(Options {
                seed: 2026,
                large: 2,
                time: Duration::from_secs(30),
                rounds: 1
            }))
        );
        assert_eq!(
            parse("--seed 3 --time 20 --large 0 --rounds 5"),
            Ok(Task::Play(Options {
                seed: 3,
                large: 0,
                time: Duration::from_secs(20),
                rounds: 5
            }))
        );
        assert_eq!(parse("-h"), Ok(Task::Help));
    }

    #[test]
    fn bad_arguments_name_their_option() {
        let err = |args| parse(args).unwrap_err();
        assert_eq!(err("--seed x"), "--seed: invalid digit found in string");
        assert_eq!(err("--time -3"), "--time: invalid digit found in string");
        assert_eq!(err("--time 0"), "--time must be 1 to 3,600 seconds, not 0");
        assert_eq!(err("--large 5"), "--large must be 0 to 4, not 5");
        assert_eq!(err("--rounds 0"), "--rounds must be 1 to 100, not 0");
        assert_eq!(err("--rounds"), "missing argument for option '--rounds'");
        assert_eq!(err("375"), "unexpected argument \"375\"");
    }

    fn round() -> Round {
        Round::new([100, 75, 25, 9, 4, 2], 375).unwrap()
    }

    /// Bad and illegal lines are explained, and another try is taken.
    #[test]
    fn illegal_answers_may_be_retyped() {
        let (send, lines) = channel();
        let deep = "(".repeat(20_000) + "9" + &")".repeat(20_000);
        for line in ["", "(9-4)*", "75*5", "(4-9)*75", &deep, "(9-4)*75"] {
            send.send(line.to_string()).unwrap();
        }
        send.send("100*75*25".to_string()).unwrap();
        let mut out = Vec::new();
        let (answer, end) =
            take_answer(&round(), Duration::from_secs(30), &lines, &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert_eq!(answer.map(|a| a.points()), Some(10));
        assert_eq!(end, End::Round);
        assert!(out.contains("Not allowed: a number is missing at the end."));
        assert!(out.contains("Not allowed: 5 is not one of the numbers."));
        assert!(out.contains("Not allowed: 4-9 is not positive"));
        assert!(out.contains("Not allowed: the expression is nested too deeply at position 257"));
        assert!(out.contains("(9-4)*75 = 375, exactly: 10 points."));
        // The round ended at the legal answer: the next line is left.
        assert_eq!(lines.try_recv().as_deref(), Ok("100*75*25"));
        send.send("100*75*25".to_string()).unwrap();
        let mut out = Vec::new();
        take_answer(&round(), Duration::from_secs(30), &lines, &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("100*75*25 = 187,500, 187,125 away: 0 points."));
    }

    /// The clock ends the round while no line comes.
    #[test]
    fn time_runs_out_while_waiting() {
        let (_send, lines) = channel::<String>();
        let mut out = Vec::new();
        let start = Instant::now();
        let (answer, end) =
            take_answer(&round(), Duration::from_millis(50), &lines, &mut out).unwrap();
        assert!(start.elapsed() < Duration::from_secs(5));
        assert_eq!((answer, end), (None, End::Round));
        assert!(String::from_utf8(out).unwrap().contains("Time is up"));
    }

    /// The end of the input ends the game, with a total.
    #[test]
    fn the_end_of_the_input_stops_the_game() {
        let (send, lines) = channel();
        drop(send);
        let options = Options {
            seed: 3,
            large: 2,
            time: Duration::from_secs(30),
            rounds: 3,
        };
        let mut out = Vec::new();
        play(&options, &lines, &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.starts_with("Round 1 of 3: "));
        assert!(out.contains("No more input: the game stops."));
        assert!(out.ends_with("Total: 0 of 10 points in 1 round.\n"));
    }

    /// `countdown_play | head -1` ends quietly: play stops at the closed
    /// output.
    #[test]
    fn a_closed_output_stops_the_game() {
        let (_send, lines) = channel::<String>();
        let options = Options {
            seed: 3,
            large: 2,
            time: Duration::from_secs(30),
            rounds: 3,
        };
        let err = play(&options, &lines, &mut cli_kit::ClosedPipe).unwrap_err();
        assert_eq!(
            cli_kit::exit("countdown_play", Err(err.into())),
            ExitCode::SUCCESS
        );
    }

    #[test]
    fn the_reveal_counts_solutions() {
        let mut out = Vec::new();
        let round = Round::new([1, 3, 7, 10, 25, 50], 765).unwrap();
        reveal(&round, None, &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(
            out.ends_with("(12 distinct exact solutions; 22 with identity steps such as x*1).\n"),
            "{out}"
        );
        let round = Round::new([1, 2, 3, 4, 5, 6], 999).unwrap();
        let mut out = Vec::new();
        reveal(&round, Some(&round.answer("6*5*4*3").unwrap()), &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("no exact solution exists"), "{out}");
        assert!(out.contains("A closer answer was possible."), "{out}");
    }
}
