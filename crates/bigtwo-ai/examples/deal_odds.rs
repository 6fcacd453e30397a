//! Prints the exact odds of each instant win at the deal, as fractions
//! and "1 in N", and confirms them by dealing seeded hands.
//!
//! ```sh
//! cargo run --release -p bigtwo-ai --example deal_odds -- [--hands N] [--seed N]
//! ```

use std::io::{self, Write};
use std::process::ExitCode;

use bigtwo_ai::card_core::Deck;
use bigtwo_ai::rand::SeedableRng;
use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use bigtwo_ai::{InstantWin, instant_win_odds};
use cli_kit::{Failure, plural};
use thousands::Separable;

const USAGE: &str = "\
Usage: deal_odds [--hands N] [--seed N]

Prints the exact probability that a dealt hand of 13 cards holds each
instant win, and counts them in seeded deals (four hands a deal).

Options:
  --hands N   hands to deal, a multiple of 4 (default 1000000)
  --seed N    seed of the deals (default 2026)
  -h, --help  print this help
";

struct Args {
    hands: u64,
    seed: u64,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut args = Args {
        hands: 1_000_000,
        seed: 2026,
    };
    let mut parser = cli_kit::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("hands") => {
                args.hands = cli_kit::count(&mut parser, "--hands")?;
                if !args.hands.is_multiple_of(4) {
                    return Err(
                        format!("--hands must be a multiple of 4, not {}", args.hands).into(),
                    );
                }
            }
            Long("seed") => args.seed = cli_kit::value(&mut parser, "--seed")?,
            Short('h') | Long("help") => cli_kit::help("deal_odds", USAGE),
            _ => return Err(arg.unexpected()),
        }
    }
    Ok(args)
}

fn describe(win: InstantWin) -> &'static str {
    match win {
        InstantWin::SixPairs => "six pairs and a card (variation 7)",
        InstantWin::FourTwos => "four 2s",
        InstantWin::Dragon => "dragon, 3 to 2 in any suits",
        InstantWin::SuitedDragon => "suited dragon",
    }
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(err) => return cli_kit::exit("deal_odds", Err(err.into())),
    };
    let mut counts = [0u64; 4];
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(args.seed);
    for _ in 0..args.hands / 4 {
        let mut deck = Deck::shuffled(&mut rng);
        for _ in 0..4 {
            let hand = deck.deal(13).expect("a deck holds four hands");
            for (count, win) in counts.iter_mut().zip(InstantWin::ALL) {
                *count += u64::from(win.holds(hand));
            }
        }
    }

    cli_kit::exit("deal_odds", print(&args, counts).map_err(Failure::from))
}

/// Writes the odds and the counts; stops at the first failed write.
fn print(args: &Args, counts: [u64; 4]) -> io::Result<()> {
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "Instant wins in one hand of 13 cards, out of C(52, 13) = 635,013,559,600 hands"
    )?;
    writeln!(
        out,
        "(six pairs: exactly one rank held an odd number of times, so a four of a"
    )?;
    writeln!(
        out,
        "kind counts as two pairs and three of a kind as a pair and the odd card)\n"
    )?;
    for (win, count) in InstantWin::ALL.into_iter().zip(counts).rev() {
        let odds = instant_win_odds(win);
        let (numer, denom) = (*odds.numer(), *odds.denom());
        let chance = numer as f64 / denom as f64;
        let expected = chance * args.hands as f64;
        writeln!(out, "{}", describe(win))?;
        writeln!(
            out,
            "  exact:  {} / {} = {}% = 1 in {}",
            numer.separate_with_commas(),
            denom.separate_with_commas(),
            significant(chance * 100.0),
            one_in(1.0 / chance),
        )?;
        writeln!(
            out,
            "  dealt:  {} of {} (expected {}, seed {})",
            plural(count, "hand"),
            args.hands.separate_with_commas(),
            format!("{expected:.1}").separate_with_commas(),
            args.seed,
        )?;
    }
    Ok(())
}

/// "N" of "1 in N": whole numbers with separators, small ones to a tenth.
fn one_in(n: f64) -> String {
    if n >= 1000.0 {
        (n.round() as u64).separate_with_commas()
    } else {
        format!("{n:.1}")
    }
}

/// A percentage to six significant digits, as the document prints them.
fn significant(x: f64) -> String {
    let decimals = (5.0 - x.log10().floor()).max(0.0) as usize;
    format!("{x:.decimals$}")
}
