//! Move advice: every legal action for a position and a roll, with its win
//! probability (exact when the game is small enough), best first.
//!
//! ```sh
//! cargo run --release -p flip-dp --example flip_advisor -- "1 2 4 5 6 8" 11
//! cargo run --release -p flip-dp --example flip_advisor -- "2 5" 5 --failures 3 --strategic
//! cargo run --release -p flip-dp --example flip_advisor -- --failures 2    # reads positions from standard input
//! ```

mod common;

use std::error::Error;
use std::fmt::Write as _;
use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use cli_kit::{Failure, say};
use common::{GAME_OPTIONS, GameOptions};
use flip_dp::{Position, Rules, Setup, Solution, Tiles};

const USAGE: &str = "\
Usage: flip_advisor [OPTIONS] [TILES ROLL]

Lists every legal action for the face-up TILES and the ROLL, with the chance
of winning after it, best first. TILES are numbers separated by spaces or
commas (\"1 2 4 5 6 8\"; a _ stands for a tile that is down). Without TILES
and ROLL, reads lines \"TILES / ROLL\" from standard input, one position a
line, until its end.

Options:
";

const MORE_OPTIONS: &str = "  \
  --left B          failures left at the position, 0 to K (default K)
  -h, --help        print this help
";

struct Args {
    setup: Setup,
    rules: Rules,
    left: Option<u32>,
    /// The face-up tiles and the roll, or `None` to read standard input.
    position: Option<(Tiles, u32)>,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut options = GameOptions::default();
    let mut left = None;
    let (mut tiles, mut roll) = (None, None);
    let mut parser = cli_kit::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long(name) if GameOptions::NAMES.contains(&name) => {
                options.read(name.to_owned(), &mut parser)?;
            }
            Long("left") => left = Some(cli_kit::value(&mut parser, "--left")?),
            Short('h') | Long("help") => cli_kit::help(
                "flip_advisor",
                &format!("{USAGE}{GAME_OPTIONS}{MORE_OPTIONS}"),
            ),
            Value(value) if tiles.is_none() => {
                tiles = Some(cli_kit::parse(value, "TILES")?);
            }
            Value(value) if roll.is_none() => {
                roll = Some(cli_kit::parse(value, "ROLL")?);
            }
            _ => return Err(arg.unexpected()),
        }
    }
    let (setup, rules) = options.setup()?;
    let failures = rules.failures();
    if let Some(left) = left.filter(|&left| left > failures) {
        return Err(format!("--left must be 0 to --failures ({failures}), not {left}").into());
    }
    let position = match (tiles, roll) {
        (Some(tiles), Some(roll)) => Some((tiles, roll)),
        (Some(_), None) => return Err("missing ROLL after TILES".into()),
        (None, _) => None,
    };
    Ok(Args {
        setup,
        rules,
        left,
        position,
    })
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(err) => return cli_kit::exit("flip_advisor", Err(err.into())),
    };
    let solution = match common::solve(&args.setup, args.rules) {
        Ok(solution) => solution,
        Err(err) => {
            return cli_kit::exit("flip_advisor", Err(Failure::Computation(err.to_string())));
        }
    };
    let failures_left = args.left.unwrap_or(args.rules.failures());
    if let Some((up, roll)) = args.position {
        // A position or roll the game does not have is a bad argument.
        if let Err(err) = solution.advice(Position::new(up, failures_left), roll) {
            let err = Failure::Usage(format!("TILES ROLL: {err}"));
            return cli_kit::exit("flip_advisor", Err(err));
        }
    }
    let result = run(&args, &solution, failures_left);
    cli_kit::exit("flip_advisor", result.map_err(Failure::from))
}

fn run(args: &Args, solution: &Solution, failures_left: u32) -> Result<(), Box<dyn Error>> {
    describe(solution)?;
    match args.position {
        Some((up, roll)) => {
            let advice = advise(solution, Position::new(up, failures_left), roll)?;
            write!(std::io::stdout(), "{advice}")?;
        }
        None => interactive(solution, failures_left)?,
    }
    Ok(())
}

/// The game, the rules and the chance of winning a new game.
fn describe(solution: &Solution) -> Result<(), Box<dyn Error>> {
    say!("{}", common::describe(solution.setup(), solution.rules()));
    let start = solution.start();
    match start.exact {
        Some(exact) => say!("Chance of winning a new game: {start} (exactly {exact})"),
        None => {
            say!("Chance of winning a new game: {start} (in f64; exact fractions would overflow)")
        }
    }
    Ok(())
}

/// Reads `TILES / ROLL` lines until the end of standard input; a bad line
/// gets a one-line message and the next line is read.
fn interactive(solution: &Solution, failures_left: u32) -> Result<(), Box<dyn Error>> {
    let terminal = std::io::stdin().is_terminal();
    if terminal {
        say!("Enter a position as TILES / ROLL (e.g. 1 3 6 8 10 / 9); end with Ctrl-D.");
    }
    let prompt = || -> std::io::Result<()> {
        if terminal {
            let mut out = std::io::stdout();
            write!(out, "> ")?;
            out.flush()?;
        }
        Ok(())
    };
    prompt()?;
    for line in std::io::stdin().lock().lines() {
        let line = line?;
        if !line.trim().is_empty() {
            match advise_line(solution, failures_left, &line) {
                Ok(advice) => write!(std::io::stdout(), "{advice}")?,
                Err(err) => eprintln!("flip_advisor: {err}"),
            }
        }
        prompt()?;
    }
    if terminal {
        say!();
    }
    Ok(())
}

/// Advice for one `TILES / ROLL` line.
fn advise_line(
    solution: &Solution,
    failures_left: u32,
    line: &str,
) -> Result<String, Box<dyn Error>> {
    let (up, roll) = line
        .split_once('/')
        .ok_or_else(|| format!("expected TILES / ROLL, not {:?}", line.trim()))?;
    let up: Tiles = up.parse()?;
    let roll = roll.trim();
    let roll = roll
        .parse()
        .map_err(|err| format!("cannot read the roll {roll:?}: {err}"))?;
    advise(solution, Position::new(up, failures_left), roll)
}

/// Every action after `roll` at `position`, best first, as lines of text.
fn advise(solution: &Solution, position: Position, roll: u32) -> Result<String, Box<dyn Error>> {
    let now = solution.probability(position)?;
    let advice = solution.advice(position, roll)?;
    let mut text =
        format!("\n{position}, {roll} rolled (chance of winning before the roll: {now}):\n");
    writeln!(
        text,
        "  {:<16} {:<14} {:<12} exactly",
        "action", "then wins", "probability"
    )?;
    for a in &advice {
        let exact = a
            .probability
            .exact
            .map_or("-".to_owned(), |r| r.to_string());
        writeln!(
            text,
            "  {:<16} {:<14.1} {:<12.6} {exact}",
            a.action.to_string(),
            a.probability,
            a.probability.float
        )?;
    }
    Ok(text)
}
