//! Solves one round: the best solution, how many distinct solutions there
//! are, what the source document's left-to-right search finds, and the time.
//!
//! ```sh
//! cargo run --release -p countdown-solver --example countdown -- 765 1 3 7 10 25 50
//! cargo run --release -p countdown-solver --example countdown                 # a random round
//! cargo run --release -p countdown-solver --example countdown -- --seed 42    # a reproducible one
//! cargo run --release -p countdown-solver --example countdown -- --stats 2000  # solve times
//! ```

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use countdown_solver::{Game, TargetRange, left_to_right, solutions, solve};
use rand::{RngExt, SeedableRng, rngs::StdRng};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--stats") {
        return stats(args.get(1).map_or(Ok(2000), |s| s.parse())?);
    }
    let (numbers, target) = if args.is_empty() || args[0] == "--seed" {
        let seed = match args.get(1) {
            Some(s) => s.parse()?,
            None => SystemTime::now().duration_since(UNIX_EPOCH)?.as_secs(),
        };
        let mut rng = StdRng::seed_from_u64(seed);
        let large = rng.random_range(0..=4);
        let game = Game::random(&mut rng, large, TargetRange::STANDARD)?;
        println!("Random round (seed {seed}, {large} large)");
        (game.numbers().to_vec(), game.target())
    } else {
        let target = args[0].parse()?;
        let numbers = args[1..]
            .iter()
            .map(|s| s.parse())
            .collect::<Result<Vec<u32>, _>>()?;
        (numbers, target)
    };
    println!("Numbers {numbers:?}, target {target}");

    let start = Instant::now();
    let best = solve(&numbers, target)?;
    let solve_time = start.elapsed();
    if best.is_exact() {
        println!("Solution: {} = {target}", best.expr());
    } else {
        println!(
            "No exact solution; closest: {} = {} ({} away, scores {})",
            best.expr(),
            best.value(),
            best.distance(),
            countdown_solver::score(target, best.value())
        );
    }
    println!(
        "  found in {solve_time:.2?}, using {} numbers",
        best.numbers_used()
    );

    let start = Instant::now();
    let all = solutions(&numbers, target)?;
    println!(
        "Distinct solutions (up to commutativity and associativity): {} in {:.2?}",
        all.len(),
        start.elapsed()
    );
    for e in all.iter().take(5) {
        println!("  {e}");
    }

    if numbers.len() <= 6 {
        let start = Instant::now();
        match left_to_right(&numbers, target)? {
            Some(s) => println!(
                "The document's left-to-right search: {s}  (that is {}) in {:.2?}",
                s.to_expr(),
                start.elapsed()
            ),
            None => println!(
                "The document's left-to-right search: none, in {:.2?}",
                start.elapsed()
            ),
        }
    }
    Ok(())
}

/// Solves `rounds` seeded random rounds (0 to 4 large tiles in turn) and
/// prints the distribution of solve times.
fn stats(rounds: usize) -> Result<(), Box<dyn std::error::Error>> {
    let mut rng = StdRng::seed_from_u64(11);
    let mut times = Vec::with_capacity(rounds);
    let mut exact = 0;
    for i in 0..rounds {
        let game = Game::random(&mut rng, i % 5, TargetRange::STANDARD)?;
        let start = Instant::now();
        let best = game.solve()?;
        times.push(start.elapsed());
        exact += usize::from(best.is_exact());
    }
    times.sort_unstable();
    let at = |q: f64| times[((rounds - 1) as f64 * q) as usize];
    println!(
        "{rounds} seeded rounds, {exact} solved exactly; solve time median {:.1?}, p90 {:.1?}, max {:.1?}",
        at(0.5),
        at(0.9),
        at(1.0)
    );
    Ok(())
}
