//! The hand strength meter of "Implementasi Algoritma Runut Balik pada
//! Permainan Texas Hold'em Poker": for two hole cards and the board so far,
//! how many ways the rest of the board can fall for each category of the
//! final hand, in both conventions (sets of cards and ordered deals), with
//! the time it took.
//!
//! ```sh
//! cargo run --release -p holdem-enum --example strength_meter -- 9c Jd 3h 6c 6s
//! cargo run --release -p holdem-enum --example strength_meter -- 9c Jd --strategy backtracking
//! cargo run --release -p holdem-enum --example strength_meter -- --game omaha AsAhKsKh 2c7d9h
//! cargo run --release -p holdem-enum --example strength_meter -- --game omaha-hi-lo Ah2hKcQd 3c7dJs
//! ```

#[path = "common/cards.rs"]
mod cards;
#[path = "common/options.rs"]
mod options;
#[path = "common/variant.rs"]
mod variant;

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use card_core::{Card, CardSet};
use cli_kit::{Failure, plural};
use holdem_enum::{Counting, Phase, StrengthMeter, Variant};
use thousands::Separable;
use variant::Named;

const USAGE: &str = "\
Usage: strength_meter HOLE HOLE [BOARD...] [--dead CARDS] [--strategy NAME]
                      [--game NAME] [--straight-beats-trips]

Counts, for each hand category, the ways the rest of the board can fall:
as sets of cards (C(50, 5) = 2,118,760 preflop) and as ordered deals
(50 x 49 x 48 x 47 x 46 = 254,251,200, the document's convention).
Cards are written like As, Td or 10d; they may be run together (9cJd).
The board has 0, 3, 4 or 5 cards. In Omaha the first argument holds the
4, 5 or 6 hole cards (AsAhKsKh) and the others the board; short deck deals
from the 36 cards from the six up.

Options:
  --dead CARDS       cards known to be out of play
  --strategy NAME    fast (default) or backtracking (the document's method,
                     over ordered deals; about a minute preflop; hold'em only)
{VARIANT}
  -h, --help         print this help
";

#[derive(Debug)]
struct Args {
    cards: Vec<Card>,
    /// How many of `cards` are hole cards.
    hole: usize,
    dead: CardSet,
    counting: Counting,
    variant: Variant,
}

fn parse_args(argv: impl IntoIterator<Item = impl Into<OsString>>) -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut args = Args {
        cards: Vec::new(),
        hole: 2,
        dead: CardSet::EMPTY,
        counting: Counting::Fast,
        variant: Variant::Holdem,
    };
    let mut named = Named::Holdem;
    let mut straight_beats_trips = false;
    // How many cards the first argument holds, and its text.
    let (mut first, mut first_text) = (None, String::new());
    let mut parser = cli_kit::Parser::from_args(argv);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("dead") => args.dead = options::card_set(&mut parser, "--dead")?,
            Long("strategy") => {
                args.counting = match cli_kit::value::<String>(&mut parser, "--strategy")?.as_str()
                {
                    "fast" => Counting::Fast,
                    "backtracking" => Counting::Backtracking,
                    other => {
                        return Err(format!(
                            "--strategy must be fast or backtracking, not {other:?}"
                        )
                        .into());
                    }
                }
            }
            Long("game") => {
                named = variant::named(&cli_kit::value::<String>(&mut parser, "--game")?)?
            }
            Long("straight-beats-trips") => straight_beats_trips = true,
            Short('h') | Long("help") => cli_kit::help(
                "strength_meter",
                &USAGE.replace("{VARIANT}", variant::VARIANT_OPTIONS),
            ),
            Value(value) => {
                let text: String = cli_kit::parse(value, "HOLE or BOARD")?;
                cards::push_cards(&mut args.cards, &text)?;
                if first.is_none() {
                    first = Some(args.cards.len());
                    first_text = text;
                }
            }
            _ => return Err(arg.unexpected()),
        }
    }
    args.variant = variant::of(named, straight_beats_trips)?;
    if matches!(
        args.variant,
        Variant::Stud | Variant::Razz | Variant::StudHiLo
    ) {
        return Err(format!(
            "--game {}: the strength meter needs a game with a board",
            args.variant
        )
        .into());
    }
    if matches!(args.variant, Variant::Omaha | Variant::OmahaHiLo) {
        args.hole = first.unwrap_or(0);
        if !(4..=6).contains(&args.hole) {
            return Err(
                "give 4, 5 or 6 hole cards in one argument, then 0, 3, 4 or 5 board cards".into(),
            );
        }
    } else if args.cards.len() < 2 {
        return Err("give two hole cards, then 0, 3, 4 or 5 board cards".into());
    } else if let Some(count @ 3..) = first {
        return Err(format!(
            "HOLE {first_text:?} holds {count} cards: give two hole cards, then the board"
        )
        .into());
    }
    if args.counting == Counting::Backtracking && args.variant != Variant::Holdem {
        return Err(format!(
            "--strategy backtracking counts hold'em only, not {}",
            args.variant
        )
        .into());
    }
    Ok(args)
}

fn main() -> ExitCode {
    let result = parse_args(std::env::args_os().skip(1))
        .map_err(Failure::from)
        .and_then(|args| run(&args, &mut io::stdout().lock()));
    cli_kit::exit("strength_meter", result)
}

fn run(args: &Args, out: &mut impl Write) -> Result<(), Failure> {
    let (hole_cards, board_cards) = args.cards.split_at(args.hole);
    let hole: CardSet = hole_cards.iter().copied().collect();
    let board: CardSet = board_cards.iter().copied().collect();
    let meter = StrengthMeter::new(hole, board)
        .dead(args.dead)
        .counting(args.counting)
        .variant(args.variant);
    let start = Instant::now();
    let run = meter
        .run()
        .map_err(|err| Failure::Computation(err.to_string()))?;
    let elapsed = start.elapsed();
    let odds = run.distribution;
    let to_come = odds.cards_to_come();

    if args.variant != Variant::Holdem {
        let mut name = args.variant.to_string();
        name[..1].make_ascii_uppercase();
        write!(out, "{name}: hole cards {}", cards(hole_cards))?;
    } else {
        write!(out, "Hole cards {}", cards(hole_cards))?;
    }
    match Phase::from_board_len(board.len()) {
        Some(Phase::Preflop) | None => write!(out, ", preflop")?,
        Some(phase) => write!(out, ", {phase} {}", cards(board_cards))?,
    }
    if !args.dead.is_empty() {
        write!(out, ", dead {}", args.dead)?;
    }
    writeln!(
        out,
        "\n{} unseen cards, {} to come\n",
        meter.deck().len(),
        plural(to_come, "card")
    )?;

    writeln!(
        out,
        "{:<16} {:>13} {:>13} {:>9}",
        "Category", "Unordered", "Ordered", "%"
    )?;
    for (category, count) in odds.iter() {
        writeln!(
            out,
            "{:<16} {:>13} {:>13} {:>9.4}",
            category.name(),
            count.separate_with_commas(),
            odds.ordered_count(category).separate_with_commas(),
            100.0 * odds.probability(category)
        )?;
    }
    writeln!(
        out,
        "{:<16} {:>13} {:>13} {:>9}",
        "Total",
        odds.total().separate_with_commas(),
        odds.ordered_total().separate_with_commas(),
        "100.0000"
    )?;
    if let (Some(lows), Some(chance)) = (odds.low_count(), odds.low_probability()) {
        writeln!(
            out,
            "{:<16} {:>13} {:>13} {:>9.4}",
            "Low, 8 or better",
            lows.separate_with_commas(),
            (lows * odds.ordered_total() / odds.total().max(1)).separate_with_commas(),
            100.0 * chance
        )?;
    }

    match args.counting {
        Counting::Fast => writeln!(
            out,
            "\nFast strategy: {} in {}.",
            plural(run.nodes_visited, "board or rank pattern"),
            duration(elapsed)
        )?,
        Counting::Backtracking => writeln!(
            out,
            "\nBacktracking over ordered deals: {} visited, {} pruned, {} five-card \
             evaluations, in {}.",
            plural(run.nodes_visited, "node"),
            plural(run.subtrees_pruned, "subtree"),
            run.evaluations.separate_with_commas(),
            duration(elapsed)
        )?,
    }
    Ok(())
}
/// Cards in the order given, separated by spaces.
fn cards(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(Card::to_string).collect();
    names.join(" ")
}

/// A duration in the unit that suits it.
fn duration(elapsed: Duration) -> String {
    let micros = elapsed.as_secs_f64() * 1e6;
    if micros < 1_000.0 {
        format!("{micros:.1} µs")
    } else if micros < 1e6 {
        format!("{:.2} ms", micros / 1e3)
    } else {
        format!("{:.2} s", micros / 1e6)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(argv: &[&str]) -> Args {
        parse_args(argv.iter().copied()).unwrap()
    }

    /// Every other card dead: no board can be dealt, an error of the
    /// computation (exit status 1) rather than a table of zeros.
    #[test]
    fn dead_cards_that_leave_no_board_are_an_error() {
        let hole: CardSet = "9c Jd".parse().unwrap();
        let dead = (!hole).to_string();
        let result = run(&args(&["9c", "Jd", "--dead", &dead]), &mut Vec::new());
        assert!(
            matches!(&result, Err(Failure::Computation(m)) if m == "0 cards are left to deal 5 more cards"),
            "{result:?}"
        );
        assert_eq!(cli_kit::exit("strength_meter", result), ExitCode::from(1));
        let known: CardSet = "9c Jd 2c 2d 2h".parse().unwrap();
        let dead: String = (!known).iter().skip(1).map(|c| c.to_string()).collect();
        let result = run(
            &args(&["9c", "Jd", "2c", "2d", "2h", "--dead", &dead]),
            &mut Vec::new(),
        );
        assert_eq!(cli_kit::exit("strength_meter", result), ExitCode::from(1));
    }

    #[test]
    fn a_closed_output_ends_quietly() {
        let result = run(&args(&["9c", "Jd", "3h6c6s"]), &mut cli_kit::ClosedPipe);
        assert_eq!(cli_kit::exit("strength_meter", result), ExitCode::SUCCESS);
        let mut text = Vec::new();
        run(&args(&["9c", "Jd", "3h6c6s"]), &mut text).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(text.contains("47 unseen cards, 2 cards to come"), "{text}");
    }

    #[test]
    fn omaha_and_short_deck_count_every_board() {
        let mut text = Vec::new();
        run(&args(&["--game", "omaha", "AsAhKsKh", "2c7d9h"]), &mut text).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(
            text.starts_with("Omaha: hole cards As Ah Ks Kh, flop 2c 7d 9h"),
            "{text}"
        );
        assert!(text.contains("45 unseen cards, 2 cards to come"), "{text}");
        let mut text = Vec::new();
        run(
            &args(&["--game", "short-deck", "Ah", "Kh", "6c7d8h"]),
            &mut text,
        )
        .unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(text.contains("31 unseen cards"), "{text}");
        let mut text = Vec::new();
        run(
            &args(&["--game", "omaha-hi-lo", "Ah2hKcQd", "3c7dJs"]),
            &mut text,
        )
        .unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(text.contains("\nLow, 8 or better "), "{text}");
    }

    #[test]
    fn bad_arguments_are_usage_errors() {
        let error = |argv: &[&str]| parse_args(argv.iter().copied()).unwrap_err().to_string();
        assert_eq!(
            error(&["--game", "razz", "As", "2d"]),
            "--game razz: the strength meter needs a game with a board"
        );
        assert_eq!(
            error(&["--game", "omaha", "As", "Ah", "Ks", "Kh"]),
            "give 4, 5 or 6 hole cards in one argument, then 0, 3, 4 or 5 board cards"
        );
        assert_eq!(
            error(&["9c", "Jd", "--straight-beats-trips"]),
            "--straight-beats-trips needs --game short-deck"
        );
        assert_eq!(
            error(&[
                "--game",
                "short-deck",
                "9c",
                "Jd",
                "--strategy",
                "backtracking"
            ]),
            "--strategy backtracking counts hold'em only, not short deck"
        );
    }

    #[test]
    fn bad_holdem_arguments_are_usage_errors() {
        let error = |argv: &[&str]| parse_args(argv.iter().copied()).unwrap_err().to_string();
        assert_eq!(
            error(&["9c", "Jd", "--strategy", "slow"]),
            "--strategy must be fast or backtracking, not \"slow\""
        );
        assert_eq!(
            error(&["9c"]),
            "give two hole cards, then 0, 3, 4 or 5 board cards"
        );
        assert_eq!(
            error(&["9cJdQd", "3h6c6s"]),
            "HOLE \"9cJdQd\" holds 3 cards: give two hole cards, then the board"
        );
        assert!(parse_args(["9c", "Jd", "Qd", "3h", "6c"]).is_ok());
        assert_eq!(
            error(&["9c", "Jd", "--dead", "Xx"]),
            "--dead \"Xx\": unknown rank 'X' at byte 0"
        );
    }
}
