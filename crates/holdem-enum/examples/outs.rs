//! Outs of a hand on the flop or the turn: the next cards that improve it,
//! by the category they make, and against opponents the cards that make
//! it win or tie, with the odds of catching one.
//!
//! ```sh
//! cargo run --release -p holdem-enum --example outs -- Ah Kh 9h 2c 7h
//! cargo run --release -p holdem-enum --example outs -- AhKh 9h2c7h --vs QQ --vs 8h8d
//! ```

mod common;

use std::process::ExitCode;

use card_core::{Card, CardSet};
use hand_eval::HandCategory;
use holdem_enum::{Odds, Outs, Range};

const USAGE: &str = "\
Usage: outs HOLE HOLE BOARD... [--vs RANGE]...

Lists the unseen cards that would improve the hand of the two HOLE cards
if they came next on the BOARD (a flop or a turn: 3 or 4 cards), by the
category they make. With opponents (--vs, a hand or a range, as often as
needed), also lists the cards after which the hand beats, or ties with,
every holding of theirs. Cards are written like As, Td or 10d; they may
be run together (AhKh 9h2c7h).

Options:
  --vs RANGE   an opponent's hand (QdQc) or range (\"QQ+,AK\")
  -h, --help   print this help
";

struct Args {
    hole: CardSet,
    board: CardSet,
    opponents: Vec<Range>,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut cards: Vec<Card> = Vec::new();
    let mut opponents = Vec::new();
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("vs") => opponents.push(parser.value()?.parse()?),
            Short('h') | Long("help") => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            Value(value) => common::push_cards(&mut cards, &value.string()?)?,
            _ => return Err(arg.unexpected()),
        }
    }
    if cards.len() < 2 {
        return Err("give two hole cards, then a flop or a turn, e.g. Ah Kh 9h 2c 7h".into());
    }
    Ok(Args {
        hole: cards[..2].iter().copied().collect(),
        board: cards[2..].iter().copied().collect(),
        opponents,
    })
}

fn main() -> ExitCode {
    match parse_args().and_then(|args| run(&args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("outs: {err}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &Args) -> Result<(), lexopt::Error> {
    let outs = if args.opponents.is_empty() {
        Outs::new(args.hole, args.board).map_err(|err| err.to_string())?
    } else {
        Outs::against(args.hole, args.board, &args.opponents).map_err(|err| err.to_string())?
    };
    let unseen = outs.cards().len();
    println!(
        "{} on {}: {} now; {unseen} cards could come next",
        args.hole,
        args.board,
        with_article(outs.current())
    );

    let improving = outs.improving();
    println!(
        "\n{} improve it ({}):",
        cards(improving.len()),
        odds(improving.len(), unseen)
    );
    for category in HandCategory::ALL.into_iter().rev() {
        let set = outs.improving_to(category);
        if !set.is_empty() {
            println!("  {:<16} {:>2}  {set}", category.name(), set.len());
        }
    }

    if !args.opponents.is_empty() {
        let names: Vec<String> = args.opponents.iter().map(Range::to_string).collect();
        println!("\nAgainst {}:", names.join(" and "));
        for (what, set) in [("win", outs.winning()), ("tie at best", outs.tying())] {
            println!(
                "  {} {what} ({}){}{set}",
                cards(set.len()),
                odds(set.len(), unseen),
                if set.is_empty() { "" } else { ": " }
            );
        }
    }
    Ok(())
}

/// "1 card" or "N cards".
fn cards(n: usize) -> String {
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
}

/// The odds of catching one of `n` cards among `unseen`.
fn odds(n: usize, unseen: usize) -> String {
    match Odds::from_probability(n as f64 / unseen as f64) {
        Ok(odds) => format!("odds {odds}"),
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
