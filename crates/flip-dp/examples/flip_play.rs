//! Play Flip in the terminal, with the exact solution looking on.
//!
//! ```sh
//! cargo run --release -p flip-dp --example flip_play -- --seed 3
//! cargo run --release -p flip-dp --example flip_play -- --tiles 9 --single-die 6 --failures 2 --strategic
//! ```
//!
//! Type the tiles to turn down (`8 1`), `hint`, `fail`, `undo`, `new`,
//! `help` or `quit`; the game ends with a review of every move.

mod common;

use std::error::Error;
use std::io::{BufRead, Write};
use std::process::ExitCode;

use cli_kit::{Failure, plural, say};
use common::{GAME_OPTIONS, GameOptions};
use flip_dp::rand::SeedableRng;
use flip_dp::rand::rngs::Xoshiro256PlusPlus;
use flip_dp::{Action, Probability, Rules, Session, Setup, Solution, Status, Tiles};
use thousands::Separable;

const USAGE: &str = "\
Usage: flip_play [OPTIONS]

Plays Flip in the terminal. The dice are rolled for you; turn down face-up
tiles that add up to the roll, until every tile is down (you win) or a roll
cannot be matched with no failures left (you lose). Each turn shows the
face-up tiles, the roll and your chance of winning from there with optimal
play. Type the tiles to turn down (e.g. 8 1, or 9), or:

  hint    the optimal move and its chance, with Lex-Max's beside it
  fail    take a failure on purpose (with --strategic)
  undo    take back your last move
  new     start a new game
  help    show the commands
  quit    stop (as does the end of input, Ctrl-D)

When a game ends, each of your moves is shown with its chance of winning
against the optimal move's, so you see where the game was lost.

Options:
  --seed N          seed of the dice (default 2026)
";

const HELP: &str = "\
Type the tiles to turn down (e.g. 8 1), hint, fail, undo, new, help or quit.";

struct Args {
    seed: u64,
    setup: Setup,
    rules: Rules,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut seed = 2026;
    let mut options = GameOptions::default();
    let mut parser = cli_kit::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long(name) if GameOptions::NAMES.contains(&name) => {
                options.read(name.to_owned(), &mut parser)?;
            }
            Long("seed") => seed = cli_kit::value(&mut parser, "--seed")?,
            Short('h') | Long("help") => cli_kit::help(
                "flip_play",
                &format!("{USAGE}{GAME_OPTIONS}  -h, --help        print this help\n"),
            ),
            _ => return Err(arg.unexpected()),
        }
    }
    let (setup, rules) = options.setup()?;
    Ok(Args { seed, setup, rules })
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(err) => return cli_kit::exit("flip_play", Err(err.into())),
    };
    let result = common::solve(&args.setup, args.rules)
        .map_err(Into::into)
        .and_then(|solution| play(&solution, args.seed));
    cli_kit::exit("flip_play", result.map_err(Failure::from))
}

/// A chance as "1 in N" and as a percentage: `1 in 188 = 0.53%`, `1 in
/// 12,345 = 0.0081%`.
fn chance(p: Probability) -> String {
    if p.float == 0.0 {
        return "none".to_owned();
    }
    let percent = 100.0 * p.float;
    // Two significant digits below 1%.
    let digits = if percent >= 1.0 {
        1
    } else {
        (1 - percent.log10().floor() as i32) as usize
    };
    // Whole numbers from 10 up; grouped from 5 digits.
    let one_in = format!("{:#}", p.chance());
    let one_in = if one_in.len() >= 5 {
        one_in.separate_with_commas()
    } else {
        one_in
    };
    format!("1 in {one_in} = {percent:.digits$}%")
}

/// The tiles of the board, down ones as `_`: `1 2 _ 4`.
fn board(setup: &Setup, up: Tiles) -> String {
    let tiles: Vec<String> = (1..=setup.tiles())
        .map(|tile| {
            if up.contains(tile) {
                tile.to_string()
            } else {
                "_".to_owned()
            }
        })
        .collect();
    tiles.join(" ")
}

/// Plays games until the player quits or the input ends.
fn play(solution: &Solution, seed: u64) -> Result<(), Box<dyn Error>> {
    let setup = solution.setup();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    say!(
        "Flip, seed {seed}. {}.",
        common::describe(setup, solution.rules())
    );
    say!(
        "Chance of winning a new game with optimal play: {}.",
        chance(solution.start())
    );
    say!("{HELP}");
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut number = 1;
    let mut session = Session::new(solution, &mut rng);
    let mut shown = 0;
    loop {
        shown = narrate(&session, shown)?;
        match session.status() {
            Status::Rolled(roll) => show_turn(&session, roll)?,
            _ => review(&session)?,
        }
        // Read until a line changes the game.
        loop {
            let mut out = std::io::stdout();
            write!(out, "> ")?;
            out.flush()?;
            let Some(line) = lines.next() else {
                say!();
                return Ok(());
            };
            let line = line?;
            match line.trim() {
                "" => continue,
                "quit" | "q" => {
                    say!("Bye.");
                    return Ok(());
                }
                "help" | "?" => say!("{HELP}"),
                "new" => {
                    number += 1;
                    say!("\nGame {number}.");
                    session = Session::new(solution, &mut rng);
                    shown = 0;
                    break;
                }
                "undo" => {
                    if session.undo() {
                        say!("Move taken back.");
                        shown = session.turns().len();
                        break;
                    }
                    say!("Nothing to undo.");
                }
                "hint" => match session.hint() {
                    Some(hint) if hint.best.action == hint.lex_max.action => say!(
                        "Hint: {}, chance {}; Lex-Max plays the same.",
                        hint.best.action,
                        chance(hint.best.probability)
                    ),
                    Some(hint) => say!(
                        "Hint: {}, chance {}; Lex-Max would {}, chance {}.",
                        hint.best.action,
                        chance(hint.best.probability),
                        hint.lex_max.action,
                        chance(hint.lex_max.probability)
                    ),
                    None => say!("The game is over: type new, undo or quit."),
                },
                text => {
                    if matches!(session.status(), Status::Won | Status::Lost) {
                        say!("The game is over: type new, undo or quit.");
                        continue;
                    }
                    match text.parse::<Action>() {
                        Err(err) => say!("Not tiles: {err}. {HELP}"),
                        Ok(action) => match session.apply(action, &mut rng) {
                            Ok(()) => break,
                            Err(err) => say!("Not allowed: {err}. Try again."),
                        },
                    }
                }
            }
        }
    }
}

/// Prints the forced failures recorded since turn `from`; returns the
/// number of turns shown.
fn narrate(session: &Session<'_>, from: usize) -> Result<usize, Box<dyn Error>> {
    for turn in &session.turns()[from..] {
        if turn.forced {
            let left = turn.position.failures_left;
            let what = if left == 0 {
                "and no failures are left".to_owned()
            } else {
                format!("a failure; {} left", plural(left - 1, "failure"))
            };
            say!(
                "Rolled {}: no face-up tiles add up to {}, {what}.",
                turn.roll,
                turn.roll
            );
        }
    }
    Ok(session.turns().len())
}

/// The board, the roll and the chance of winning.
fn show_turn(session: &Session<'_>, roll: u32) -> Result<(), Box<dyn Error>> {
    let position = session.position();
    let solution = session.solution();
    let game_board = board(solution.setup(), position.up);
    let left = match (solution.rules().failures(), position.failures_left) {
        (0, _) => String::new(),
        (_, 0) => "   (no failures left)".to_owned(),
        (_, left) => format!("   ({} left)", plural(left, "failure")),
    };
    say!("\nTiles: {game_board}{left}");
    let now = session.chance().map_or("none".to_owned(), chance);
    say!("Rolled {roll}. Chance of winning with optimal play: {now}.");
    Ok(())
}

/// How the game ended, and every move against the optimal one.
fn review(session: &Session<'_>) -> Result<(), Box<dyn Error>> {
    match session.status() {
        Status::Won => say!("\nEvery tile is down: you win!"),
        _ => say!("\nYou lose, with {} still up.", session.position().up),
    }
    say!("Your moves, with the chance of winning each one left against the optimal move's:");
    let mut mistakes = 0;
    for (i, turn) in session.turns().iter().enumerate() {
        let what = format!(
            "{:>3}. {} rolled with {} up:",
            i + 1,
            turn.roll,
            turn.position.up
        );
        if turn.forced {
            say!("{what} no move, a failure");
        } else if turn.is_optimal() {
            say!("{what} {}, {}: optimal", turn.action, chance(turn.chance));
        } else {
            mistakes += 1;
            say!(
                "{what} {}, {}; best {}, {}",
                turn.action,
                chance(turn.chance),
                turn.best.action,
                chance(turn.best.probability)
            );
        }
    }
    match mistakes {
        0 => say!("Every move was optimal."),
        1 => say!("1 move was not optimal."),
        n => say!("{n} moves were not optimal."),
    }
    say!("Type new to play again, undo to take back your last move, or quit.");
    Ok(())
}
