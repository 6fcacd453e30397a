//! The hand strength meter of "Implementasi Algoritma Runut Balik pada
//! Permainan Texas Hold'em Poker": for two hole cards and the board so far,
//! how many ways the rest of the board can fall for each category of the
//! final hand, in both conventions (sets of cards and ordered deals), with
//! the time it took.
//!
//! ```sh
//! cargo run --release -p holdem-enum --example strength_meter -- 9c Jd 3h 6c 6s
//! cargo run --release -p holdem-enum --example strength_meter -- 9c Jd --strategy backtracking
//! ```

mod common;

use std::process::ExitCode;
use std::time::{Duration, Instant};

use card_core::{Card, CardSet};
use holdem_enum::{Strategy, StrengthMeter};
use thousands::Separable;

const USAGE: &str = "\
Usage: strength_meter HOLE HOLE [BOARD...] [--dead CARDS] [--strategy NAME]

Counts, for each hand category, the ways the rest of the board can fall:
as sets of cards (C(50, 5) = 2,118,760 preflop) and as ordered deals
(50 x 49 x 48 x 47 x 46 = 254,251,200, the document's convention).
Cards are written like As, Td or 10d; they may be run together (9cJd).
The board has 0, 3, 4 or 5 cards.

Options:
  --dead CARDS       cards known to be out of play
  --strategy NAME    fast (default) or backtracking (the document's method,
                     over ordered deals; about a minute preflop)
  -h, --help         print this help
";

struct Args {
    cards: Vec<Card>,
    dead: CardSet,
    strategy: Strategy,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut args = Args {
        cards: Vec::new(),
        dead: CardSet::EMPTY,
        strategy: Strategy::Fast,
    };
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("dead") => args.dead = parser.value()?.parse()?,
            Long("strategy") => {
                args.strategy = match parser.value()?.string()?.as_str() {
                    "fast" => Strategy::Fast,
                    "backtracking" => Strategy::Backtracking,
                    other => {
                        return Err(format!(
                            "--strategy must be fast or backtracking, not {other:?}"
                        )
                        .into());
                    }
                }
            }
            Short('h') | Long("help") => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            Value(value) => common::push_cards(&mut args.cards, &value.string()?)?,
            _ => return Err(arg.unexpected()),
        }
    }
    if args.cards.len() < 2 {
        return Err("give two hole cards, then 0, 3, 4 or 5 board cards".into());
    }
    Ok(args)
}

fn main() -> ExitCode {
    match parse_args().and_then(|args| run(&args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("strength_meter: {err}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &Args) -> Result<(), lexopt::Error> {
    let hole: CardSet = args.cards[..2].iter().copied().collect();
    let board: CardSet = args.cards[2..].iter().copied().collect();
    let meter = StrengthMeter::new(hole, board)
        .and_then(|meter| meter.with_dead(args.dead))
        .map_err(|err| err.to_string())?;

    let phase = meter.phase();
    let to_come = phase.cards_to_come();
    print!("Hole cards {}", cards(&args.cards[..2]));
    if board.is_empty() {
        print!(", preflop");
    } else {
        print!(", {phase} {}", cards(&args.cards[2..]));
    }
    if !args.dead.is_empty() {
        print!(", dead {}", args.dead);
    }
    println!(
        "\n{} unseen cards, {} to come\n",
        meter.deck().len(),
        plural(to_come as u64, "card")
    );

    let start = Instant::now();
    let run = meter.run(args.strategy);
    let elapsed = start.elapsed();
    let odds = run.distribution;

    println!(
        "{:<16} {:>13} {:>13} {:>9}",
        "Category", "Unordered", "Ordered", "%"
    );
    for (category, count) in odds.iter() {
        println!(
            "{:<16} {:>13} {:>13} {:>9.4}",
            category.name(),
            count.separate_with_commas(),
            odds.ordered_count(category).separate_with_commas(),
            100.0 * odds.probability(category)
        );
    }
    println!(
        "{:<16} {:>13} {:>13} {:>9}",
        "Total",
        odds.total().separate_with_commas(),
        odds.ordered_total().separate_with_commas(),
        if odds.total() > 0 { "100.0000" } else { "-" }
    );

    match args.strategy {
        Strategy::Fast => println!(
            "\nFast strategy: {} in {}.",
            plural(run.nodes_visited, "board or rank pattern"),
            duration(elapsed)
        ),
        Strategy::Backtracking => println!(
            "\nBacktracking over ordered deals: {} visited, {} pruned, {} five-card \
             evaluations, in {}.",
            plural(run.nodes_visited, "node"),
            plural(run.subtrees_pruned, "subtree"),
            run.evaluations.separate_with_commas(),
            duration(elapsed)
        ),
    }
    Ok(())
}

/// Cards in the order given, separated by spaces.
fn cards(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(Card::to_string).collect();
    names.join(" ")
}

/// `count` and `noun`, plural when `count` is not 1.
fn plural(count: u64, noun: &str) -> String {
    let suffix = if count == 1 { "" } else { "s" };
    format!("{} {noun}{suffix}", count.separate_with_commas())
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
