//! Move advice: every legal action for a position and a roll, with its win
//! probability (exact when the game is small enough), best first.
//!
//! ```sh
//! cargo run --release -p flip-dp --example flip_advisor -- "1 2 4 5 6 8" 11
//! cargo run --release -p flip-dp --example flip_advisor -- "2 5" 5 --failures 3 --strategic
//! cargo run --release -p flip-dp --example flip_advisor -- --failures 2    # reads positions from standard input
//! ```

use std::error::Error;
use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use flip_dp::{Game, MAX_TILES, Position, Rules, Solution, Solver, Tiles};

const USAGE: &str = "\
Usage: flip_advisor [OPTIONS] [TILES ROLL]

Lists every legal action for the face-up TILES and the ROLL, with the chance
of winning after it, best first. TILES are numbers separated by spaces or
commas (\"1 2 4 5 6 8\"; a _ stands for a tile that is down). Without TILES
and ROLL, reads lines \"TILES / ROLL\" from standard input, one position a
line, until its end.

Options:
  --tiles N         tiles 1 to N, N from 1 to 20 (default 12)
  --single-die T    roll one die when the face-up tiles sum to T or less
  --failures K      failed rolls the game survives (default 0)
  --strategic       a failure may also be declared on purpose
  --left B          failures left at the position, 0 to K (default K)
  -h, --help        print this help
";

struct Args {
    tiles: u32,
    single_die: Option<u32>,
    failures: u32,
    strategic: bool,
    left: Option<u32>,
    /// The face-up tiles and the roll, or `None` to read standard input.
    position: Option<(Tiles, u32)>,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut args = Args {
        tiles: 12,
        single_die: None,
        failures: 0,
        strategic: false,
        left: None,
        position: None,
    };
    let (mut tiles, mut roll) = (None, None);
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("tiles") => {
                args.tiles = parser.value()?.parse()?;
                if !(1..=MAX_TILES).contains(&args.tiles) {
                    return Err(
                        format!("--tiles must be 1 to {MAX_TILES}, not {}", args.tiles).into(),
                    );
                }
            }
            Long("single-die") => args.single_die = Some(parser.value()?.parse()?),
            Long("failures") => args.failures = parser.value()?.parse()?,
            Long("strategic") => args.strategic = true,
            Long("left") => args.left = Some(parser.value()?.parse()?),
            Short('h') | Long("help") => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            Value(value) if tiles.is_none() => tiles = Some(value.parse()?),
            Value(value) if roll.is_none() => roll = Some(value.parse()?),
            _ => return Err(arg.unexpected()),
        }
    }
    if let Some(left) = args.left.filter(|&left| left > args.failures) {
        return Err(format!(
            "--left must be 0 to --failures ({}), not {left}",
            args.failures
        )
        .into());
    }
    args.position = match (tiles, roll) {
        (Some(tiles), Some(roll)) => Some((tiles, roll)),
        (Some(_), None) => return Err("missing ROLL after TILES".into()),
        (None, _) => None,
    };
    Ok(args)
}

fn main() -> ExitCode {
    match parse_args().map_err(Into::into).and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("flip_advisor: {err}");
            ExitCode::from(2)
        }
    }
}

fn run(args: Args) -> Result<(), Box<dyn Error>> {
    let mut game = Game::new(args.tiles, 2, 6)?;
    if let Some(threshold) = args.single_die {
        game = game.single_die_at_most(threshold);
    }
    if args.failures > game.max_failures() {
        return Err(format!(
            "--failures must be at most {} with {} tiles, not {}",
            game.max_failures(),
            game.tiles(),
            args.failures
        )
        .into());
    }
    let rules = if args.strategic {
        Rules::strategic(args.failures)
    } else {
        Rules::forced(args.failures)
    };
    let solver = Solver::new(&game).rules(rules);
    // Exact when the fractions fit in 128 bits, in f64 otherwise.
    let solution = solver.exact().solve().or_else(|_| solver.solve())?;
    let failures_left = args.left.unwrap_or(args.failures);
    match args.position {
        Some((up, roll)) => {
            let advice = advise(&solution, Position::new(up, failures_left), roll)?;
            describe(&solution);
            print!("{advice}");
        }
        None => {
            describe(&solution);
            interactive(&solution, failures_left)?;
        }
    }
    Ok(())
}

/// The game, the rules and the odds of a new game.
fn describe(solution: &Solution) {
    let game = solution.game();
    let rules = solution.rules();
    let single_die = game.single_die_threshold().map_or(String::new(), |t| {
        format!(" (one die at a face-up sum of {t} or less)")
    });
    let failures = match rules.failures() {
        0 => "no failures allowed".to_owned(),
        1 => "1 failure allowed".to_owned(),
        k => format!("{k} failures allowed"),
    };
    let declared = if rules.is_strategic() && rules.failures() > 0 {
        ", which may be declared on purpose"
    } else {
        ""
    };
    println!(
        "Tiles 1 to {}, two six-sided dice{single_die}; {failures}{declared}",
        game.tiles()
    );
    let start = solution.start();
    match start.exact {
        Some(exact) => println!("Chance of winning a new game: {start} (exactly {exact})"),
        None => println!(
            "Chance of winning a new game: {start} (in f64; exact fractions would overflow)"
        ),
    }
}

/// Reads `TILES / ROLL` lines until the end of standard input; a bad line
/// gets a one-line message and the next line is read.
fn interactive(solution: &Solution, failures_left: u32) -> Result<(), Box<dyn Error>> {
    let terminal = std::io::stdin().is_terminal();
    if terminal {
        println!("Enter a position as TILES / ROLL (e.g. 1 3 6 8 10 / 9); end with Ctrl-D.");
    }
    let prompt = || {
        if terminal {
            print!("> ");
            std::io::stdout().flush()
        } else {
            Ok(())
        }
    };
    prompt()?;
    for line in std::io::stdin().lock().lines() {
        let line = line?;
        if !line.trim().is_empty() {
            match advise_line(solution, failures_left, &line) {
                Ok(advice) => print!("{advice}"),
                Err(err) => eprintln!("flip_advisor: {err}"),
            }
        }
        prompt()?;
    }
    if terminal {
        println!();
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
    use std::fmt::Write as _;

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
