use bigtwo_ai::*;
use rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
fn main() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    let rules = Rules::document();
    let t = std::time::Instant::now();
    let n = 20000;
    let mut wins = [0; 4];
    let mut decisions = 0;
    for _ in 0..n {
        let mut g = Game::deal(rules, &mut rng);
        let o = g.play_out(&[&Greedy; 4], &mut rng).unwrap();
        decisions += g.log().events().iter().filter(|e| matches!(e, Event::Play{..}|Event::Pass{..})).count();
        wins[o.winner.index()] += 1;
    }
    let e = t.elapsed();
    println!("{:?} per game, {} games/s, {:?} wins, {} decisions/game", e / n, n as f64 / e.as_secs_f64(), wins, decisions as f64 / n as f64);
    let mut g = Game::deal(rules, &mut rng);
    g.play_out(&[&Greedy; 4], &mut rng).unwrap();
    print!("{}", g.log());
}
