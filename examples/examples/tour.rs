//! A short printed tour of the workspace, one section per crate.
//!
//! ```sh
//! cargo run --release --example tour
//! ```

fn main() {
    println!("A tour of the cardgames workspace");
    countdown();
}

/// countdown-solver: one seeded round, solved exactly under the real rules.
fn countdown() {
    use countdown_solver::{Game, TargetRange, solutions};
    use rand::{SeedableRng, rngs::StdRng};

    println!("\n== countdown-solver ==");
    let mut rng = StdRng::seed_from_u64(2);
    let game = Game::random(&mut rng, 2, TargetRange::STANDARD).expect("two large tiles");
    let best = game.solve().expect("six tiles");
    let all = solutions(&game.numbers(), game.target()).expect("six tiles");
    println!("Tiles {:?}, target {}", game.numbers(), game.target());
    println!(
        "Best: {} = {} ({} points, {} numbers)",
        best.expr(),
        best.value(),
        game.score(best.value()),
        best.numbers_used()
    );
    println!("Distinct exact solutions: {}", all.len());
}
