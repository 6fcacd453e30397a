//! Reproduces the counts of Graham Hutton's "The countdown problem" (J.
//! Functional Programming, 2002) for 1 3 7 10 25 50 and target 765, by
//! enumerating exactly as the paper defines (see the `hutton` module), and
//! sets them beside this crate's count of distinct solutions.
//!
//! ```sh
//! cargo run --release -p countdown-solver --example hutton
//! ```

use std::time::Instant;

use countdown_solver::{hutton, solutions};

fn main() -> Result<(), countdown_solver::Error> {
    let numbers = [1, 3, 7, 10, 25, 50];
    let target = 765;
    println!("Numbers {numbers:?}, target {target}");
    let start = Instant::now();
    let all = hutton::counts(&numbers, target, false)?;
    println!(
        "exprs over all subbags: {} possible, {} valid, {} solutions ({:.2?})",
        all.possible.unwrap_or(0),
        all.valid,
        all.solutions,
        start.elapsed()
    );
    let start = Instant::now();
    let pruned = hutton::counts(&numbers, target, true)?;
    println!(
        "with valid' (algebraic pruning): {} valid, {} solutions ({:.2?})",
        pruned.valid,
        pruned.solutions,
        start.elapsed()
    );
    println!(
        "The paper: 33,665,406 possible, 4,672,540 valid, 780 solutions; 245,644 and 49 pruned"
    );
    let distinct = solutions(&numbers, target)?;
    println!(
        "Distinct up to commutativity and associativity: {}",
        distinct.len()
    );
    for e in distinct.iter() {
        println!("  {e}");
    }
    Ok(())
}
