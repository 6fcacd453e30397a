//! Shuffles a deck with a seed, deals four Big Two hands and a Texas Hold'em
//! table, and counts the boards that could still come.
//!
//! ```sh
//! cargo run --release -p cardgames-core --example deal -- [--seed N] [--seats N]
//! ```

use std::io::{self, Write};
use std::process::ExitCode;

use card_core::{CardSet, Deck, binomial};
use cli_kit::Failure;
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

const USAGE: &str = "\
Usage: deal [--seed N] [--seats N]

Shuffles a deck, deals four Big Two hands and a hold'em table, and counts
the turn-and-river pairs that could still come.

Options:
  --seed N    seed of the shuffles (default 2026)
  --seats N   players at the hold'em table, 2 to 10 (default 6)
  -h, --help  print this help
";

struct Args {
    seed: u64,
    seats: usize,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut args = Args {
        seed: 2026,
        seats: 6,
    };
    let mut parser = cli_kit::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("seed") => args.seed = cli_kit::value(&mut parser, "--seed")?,
            Long("seats") => {
                args.seats = cli_kit::value(&mut parser, "--seats")?;
                if !(2..=10).contains(&args.seats) {
                    return Err(format!("--seats must be 2 to 10, not {}", args.seats).into());
                }
            }
            Short('h') | Long("help") => cli_kit::help("deal", USAGE),
            _ => return Err(arg.unexpected()),
        }
    }
    Ok(args)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(err) => return cli_kit::exit("deal", Err(err.into())),
    };
    let written = deal(&args, &mut io::stdout().lock());
    cli_kit::exit("deal", written.map_err(Failure::from))
}

/// Deals and writes everything to `out`.
fn deal(args: &Args, out: &mut impl Write) -> io::Result<()> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(args.seed);

    writeln!(
        out,
        "Four Big Two hands of thirteen cards (seed {}):",
        args.seed
    )?;
    let mut deck = Deck::shuffled(&mut rng);
    for player in 1..=4 {
        let hand = deck.deal(13).expect("a deck holds four hands");
        writeln!(out, "  player {player}: {hand}")?;
    }

    writeln!(out, "\nA hold'em table of {} seats:", args.seats)?;
    let mut deck = Deck::shuffled(&mut rng);
    let mut seen = CardSet::EMPTY;
    for seat in 1..=args.seats {
        let hole = deck.deal(2).expect("a deck holds ten hands and a flop");
        seen |= hole;
        writeln!(out, "  seat {seat:>2}: {hole}")?;
    }
    let flop = deck.deal(3).expect("a deck holds ten hands and a flop");
    seen |= flop;
    writeln!(out, "  flop:    {flop}")?;

    let unseen = !seen;
    writeln!(
        out,
        "\n{} cards unseen: C({}, 2) = {} possible turn-and-river pairs (walked: {})",
        unseen.len(),
        unseen.len(),
        binomial(unseen.len() as u32, 2),
        unseen.subsets(2).count(),
    )?;
    Ok(())
}
