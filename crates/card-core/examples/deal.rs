//! Shuffles a deck with a seed, deals four Big Two hands and a Texas Hold'em
//! table, and counts the boards that could still come.
//!
//! ```sh
//! cargo run --release -p card-core --example deal [SEED]
//! ```

use card_core::{CardSet, Deck, binomial};
use rand::{SeedableRng, rngs::StdRng};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed = match std::env::args().nth(1) {
        Some(arg) => arg.parse()?,
        None => 2026,
    };
    let mut rng = StdRng::seed_from_u64(seed);

    println!("Four hands of thirteen (seed {seed}):");
    let mut deck = Deck::shuffled(&mut rng);
    for player in 1..=4 {
        let hand = deck.deal(13)?;
        println!("  player {player}: {hand:#}");
    }

    println!("\nA six-handed hold'em table:");
    let mut deck = Deck::shuffled(&mut rng);
    let mut seen = CardSet::EMPTY;
    for seat in 1..=6 {
        let hole = deck.deal(2)?;
        seen |= hole;
        println!("  seat {seat}: {hole}");
    }
    let flop = deck.deal(3)?;
    seen |= flop;
    println!("  flop:   {flop}");
    let unseen = !seen;
    println!(
        "\n{} cards unseen: {} possible turn-and-river pairs ({} by the formula C({}, 2))",
        unseen.len(),
        unseen.subsets(2).count(),
        binomial(unseen.len() as u32, 2),
        unseen.len(),
    );
    Ok(())
}
