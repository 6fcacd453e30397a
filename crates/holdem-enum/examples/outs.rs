//! Outs of a hand on the flop or the turn: the next cards that improve it,
//! by the category they make, and against opponents the cards that make
//! it win or tie, with the odds of catching one.
//!
//! ```sh
//! cargo run --release -p holdem-enum --example outs -- Ah Kh 9h 2c 7h
//! cargo run --release -p holdem-enum --example outs -- AhKh 9h2c7h --vs QQ --vs 8h8d
//! ```

#[path = "common/cards.rs"]
mod cards;

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

use card_core::{Card, CardSet};
use cli_kit::{Failure, plural};
use hand_eval::HandCategory;
use holdem_enum::{MAX_PLAYERS, Odds, Outs, Range};

const USAGE: &str = "\
Usage: outs HOLE HOLE BOARD... [--vs RANGE]...

Lists the unseen cards that would improve the hand of the two HOLE cards
if they came next on the BOARD (a flop or a turn: 3 or 4 cards), by the
category they make. With opponents (--vs, a hand or a range, 1 to 9
times), also lists the cards after which the hand beats, or ties with,
every holding of theirs. Cards are written like As, Td or 10d; they may
be run together (AhKh 9h2c7h).

Options:
  --vs RANGE   an opponent's hand (QdQc) or range (\"QQ+,AK\")
  -h, --help   print this help
";

#[derive(Debug)]
struct Args {
    hole: CardSet,
    board: CardSet,
    opponents: Vec<Range>,
}

fn parse_args(argv: impl IntoIterator<Item = impl Into<OsString>>) -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut cards: Vec<Card> = Vec::new();
    let mut opponents = Vec::new();
    let mut parser = cli_kit::Parser::from_args(argv).repeatable(&["--vs"]);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("vs") => {
                let text: String = cli_kit::value(&mut parser, "--vs")?;
                let range: Range = text.parse().map_err(|err| {
                    format!("--vs {text:?} (opponent {}): {err}", opponents.len() + 1)
                })?;
                opponents.push(range);
            }
            Short('h') | Long("help") => cli_kit::help("outs", USAGE),
            Value(value) => {
                let text: String = cli_kit::parse(value, "HOLE or BOARD")?;
                let first = cards.is_empty();
                cards::push_cards(&mut cards, &text)?;
                if first && cards.len() > 2 {
                    return Err(format!(
                        "HOLE {text:?} holds {} cards: give two hole cards, then a flop or a turn",
                        cards.len()
                    )
                    .into());
                }
            }
            _ => return Err(arg.unexpected()),
        }
    }
    if cards.len() < 2 {
        return Err("give two hole cards, then a flop or a turn, e.g. Ah Kh 9h 2c 7h".into());
    }
    if opponents.len() >= MAX_PLAYERS {
        return Err(format!(
            "--vs: give 1 to {} opponents, got {}",
            MAX_PLAYERS - 1,
            opponents.len()
        )
        .into());
    }
    Ok(Args {
        hole: cards[..2].iter().copied().collect(),
        board: cards[2..].iter().copied().collect(),
        opponents,
    })
}

fn main() -> ExitCode {
    let result = parse_args(std::env::args_os().skip(1))
        .map_err(Failure::from)
        .and_then(|args| run(&args, &mut io::stdout().lock()));
    cli_kit::exit("outs", result)
}

fn run(args: &Args, out: &mut impl Write) -> Result<(), Failure> {
    let outs = if args.opponents.is_empty() {
        Outs::new(args.hole, args.board).map_err(|err| Failure::Computation(err.to_string()))?
    } else {
        Outs::against(args.hole, args.board, &args.opponents)
            .map_err(|err| Failure::Computation(err.to_string()))?
    };
    let unseen = outs.cards().len();
    writeln!(
        out,
        "{} on {}: {} now; {unseen} cards could come next",
        args.hole,
        args.board,
        with_article(outs.current())
    )?;

    let improving = outs.improving();
    writeln!(
        out,
        "\n{} improve it ({}):",
        plural(improving.len(), "card"),
        odds(improving.len(), unseen)
    )?;
    for category in HandCategory::ALL.into_iter().rev() {
        let set = outs.improving_to(category);
        if !set.is_empty() {
            writeln!(out, "  {:<16} {:>2}  {set}", category.name(), set.len())?;
        }
    }

    if !args.opponents.is_empty() {
        let names: Vec<String> = args.opponents.iter().map(Range::to_string).collect();
        writeln!(out, "\nAgainst {}:", names.join(" and "))?;
        for (what, set) in [("win", outs.winning()), ("tie at best", outs.tying())] {
            writeln!(
                out,
                "  {} {what} ({}){}{set}",
                plural(set.len(), "card"),
                odds(set.len(), unseen),
                if set.is_empty() { "" } else { ": " }
            )?;
        }
    }
    Ok(())
}

/// The odds of catching one of `n` cards among `unseen`.
fn odds(n: usize, unseen: usize) -> String {
    match Odds::from_probability(n as f64 / unseen as f64) {
        Ok(odds) => format!("odds {odds} against"),
        Err(_) => "no chance".into(),
    }
}

/// The category with its article: "a flush", "two pair", "high card".
fn with_article(category: HandCategory) -> String {
    match category {
        HandCategory::TwoPair | HandCategory::HighCard | HandCategory::ThreeOfAKind => {
            category.name().to_lowercase()
        }
        HandCategory::FourOfAKind => "four of a kind".into(),
        _ => format!("a {}", category.name().to_lowercase()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(argv: &[&str]) -> String {
        parse_args(argv.iter().copied()).unwrap_err().to_string()
    }

    /// Opponents are named as opponents, counted from 1.
    #[test]
    fn opponents_are_called_opponents() {
        let mut argv = vec!["AhKh", "9h2c7h"];
        argv.extend(["--vs", "QQ"].repeat(10));
        assert_eq!(error(&argv), "--vs: give 1 to 9 opponents, got 10");
        let args = parse_args(["AhKh", "9h2c7h", "--vs", "QQ", "--vs", "AhQd"]).unwrap();
        let result = run(&args, &mut Vec::new());
        assert!(
            matches!(&result, Err(Failure::Computation(m)) if m == "card Ah is in both the hole cards and opponent 2"),
            "{result:?}"
        );
        assert!(
            error(&["AhKh", "9h2c7h", "--vs", "QQ", "--vs", "QX"])
                .starts_with("--vs \"QX\" (opponent 2): ")
        );
    }

    /// A third card in the hole argument is not moved to the board.
    #[test]
    fn the_hole_argument_holds_two_cards() {
        assert_eq!(
            error(&["AhKhQh", "9h2c7h"]),
            "HOLE \"AhKhQh\" holds 3 cards: give two hole cards, then a flop or a turn"
        );
        assert!(parse_args(["Ah", "Kh", "9h", "2c", "7h"]).is_ok());
    }

    #[test]
    fn a_closed_output_ends_quietly() {
        let args = parse_args(["AhKh", "9h2c7h", "--vs", "QQ"]).unwrap();
        let result = run(&args, &mut cli_kit::ClosedPipe);
        assert_eq!(cli_kit::exit("outs", result), ExitCode::SUCCESS);
        let mut text = Vec::new();
        run(&args, &mut text).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(
            text.contains("23 cards improve it (odds 1.04 to 1 against)"),
            "{text}"
        );
    }
}
