//! Cactus Kev's experiment, reproduced: enumerate and evaluate all
//! 2,598,960 five-card hands with the binary-search path and with the
//! perfect-hash path, print the nine category counts and the times; show
//! what the perfect hash gives when its arithmetic does not wrap at 32 bits
//! (the mistake of the document's PHP port); then do the same for all
//! 133,784,560 seven-card hands with the fast evaluator.
//!
//! ```sh
//! cargo run --release -p hand-eval --example kev_enumerate
//! ```

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use card_core::{Card, CardSet};
use cli_kit::Failure;
use hand_eval::{Hand, HandCategory, HandRank, kev};
use thousands::Separable;

const USAGE: &str = "\
Usage: kev_enumerate

Evaluates all 2,598,960 five-card hands with Cactus Kev's binary search and
perfect hash (and with the hash computed without 32-bit wrapping, as the
document's PHP port did), then all 133,784,560 seven-card hands with the
fast evaluator, and prints the category counts and the times.

Options:
  -h, --help  print this help
";

/// Hands per category (indexed by `HandCategory::index`), from Cactus Kev
/// values.
///
/// Like Cactus Kev's `hand_rank`, a value of 0 (an empty hash slot) falls
/// into his category 1, the straight flush.
fn tally(values: impl Iterator<Item = u16>) -> [u64; 9] {
    let mut counts = [0; 9];
    for value in values {
        let rank = HandRank::from_cactus_kev(value.clamp(1, 7462)).expect("clamped");
        counts[rank.category().index()] += 1;
    }
    counts
}

/// Calls `f` with the Cactus Kev codes of every five-card hand.
fn for_each_five(mut f: impl FnMut([u32; 5])) {
    let codes = Card::ALL.map(kev::encode);
    for a in 0..52 {
        for b in a + 1..52 {
            for c in b + 1..52 {
                for d in c + 1..52 {
                    for e in d + 1..52 {
                        f([codes[a], codes[b], codes[c], codes[d], codes[e]]);
                    }
                }
            }
        }
    }
}

/// Runs `evaluate` on every five-card hand: category counts and time.
fn five_card_run(evaluate: impl Fn([u32; 5]) -> u16) -> ([u64; 9], Duration) {
    let start = Instant::now();
    let mut values = Vec::with_capacity(2_598_960);
    for_each_five(|hand| values.push(evaluate(hand)));
    let elapsed = start.elapsed();
    (tally(values.into_iter()), elapsed)
}

/// The perfect hash as a port to a language with wider integers computes
/// it: the same steps, but nothing wraps at 32 bits, so high bits survive
/// and the index is wrong (a missing slot reads as 0).
fn perfect_hash_without_wrapping(cards: [u32; 5]) -> u16 {
    let [c1, c2, c3, c4, c5] = cards;
    let q = ((c1 | c2 | c3 | c4 | c5) >> 16) as usize;
    if c1 & c2 & c3 & c4 & c5 & 0xF000 != 0 {
        return kev::FLUSHES[q];
    }
    if kev::UNIQUE5[q] != 0 {
        return kev::UNIQUE5[q];
    }
    let product: u128 = cards.iter().map(|&c| u128::from(c & 0xFF)).product();
    let mut h = product + u128::from(kev::HASH_ADD);
    h ^= h >> 16;
    h *= u128::from(kev::HASH_MUL);
    let main = h >> 22;
    let bucket = ((h >> 8) & 2047) as usize;
    let slot = main + u128::from(kev::HASH_ADJUST[bucket]);
    usize::try_from(slot)
        .ok()
        .and_then(|slot| kev::HASH_VALUES.get(slot))
        .copied()
        .unwrap_or(0)
}

/// Writes the counts in Cactus Kev's order: his category 1 is the straight
/// flush, 9 the high card.
fn write_counts(out: &mut impl Write, counts: &[u64; 9]) -> io::Result<()> {
    for (number, category) in (1..).zip(HandCategory::ALL.into_iter().rev()) {
        let count = counts[category.index()].separate_with_commas();
        writeln!(out, "Category {number} : {count:>11}   {category}")?;
    }
    Ok(())
}

fn main() -> ExitCode {
    if let Err(err) = parse_args() {
        return cli_kit::exit("kev_enumerate", Err(err.into()));
    }
    let mut out = io::stdout().lock();
    let written = run(&mut out).and_then(|()| out.flush());
    cli_kit::exit("kev_enumerate", written.map_err(Failure::from))
}

/// Runs the enumerations, writing as it goes.
fn run(out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "Cactus Kev's Hand Evaluator, by Kevin Suffecool")?;
    writeln!(out, "-----------------------------------------------\n")?;
    writeln!(
        out,
        "Enumerating and evaluating all 2,598,960 unique five-card poker hands...\n"
    )?;
    out.flush()?;

    let (binary, binary_time) = five_card_run(kev::evaluate_binary_search);
    writeln!(
        out,
        "Binary search among the 4,888 prime products: {binary_time:.2?}"
    )?;
    write_counts(out, &binary)?;

    let (hash, hash_time) = five_card_run(kev::evaluate_perfect_hash);
    writeln!(out, "\nPerfect hash of the prime products: {hash_time:.2?}")?;
    write_counts(out, &hash)?;
    writeln!(
        out,
        "Same counts as the binary search: {}",
        if hash == binary { "yes" } else { "NO" }
    )?;

    let (wide, _) = five_card_run(perfect_hash_without_wrapping);
    writeln!(
        out,
        "\nThe same perfect hash computed without 32-bit wrapping (wrong):"
    )?;
    write_counts(out, &wide)?;

    writeln!(
        out,
        "\nEnumerating all 133,784,560 seven-card hands with their strengths (fast evaluator)...\n"
    )?;
    out.flush()?;
    let start = Instant::now();
    let mut counts = [0u64; 9];
    Hand::EMPTY.for_each_ranked_extension(CardSet::FULL, 7, |_, rank| {
        counts[rank.category().index()] += 1;
    });
    let elapsed = start.elapsed();
    writeln!(
        out,
        "Total time: {elapsed:.2?} ({:.0} million hands per second)",
        133_784_560.0 / elapsed.as_secs_f64() / 1e6
    )?;
    write_counts(out, &counts)
}

/// Accepts `--help` (which prints the usage and ends the program) and
/// nothing else.
fn parse_args() -> Result<(), lexopt::Error> {
    use lexopt::prelude::*;

    let mut parser = cli_kit::Parser::from_env();
    match parser.next()? {
        None => Ok(()),
        Some(Short('h') | Long("help")) => cli_kit::help("kev_enumerate", USAGE),
        Some(arg) => Err(arg.unexpected()),
    }
}
