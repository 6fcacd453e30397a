//! A short printed tour of the workspace, one section per crate.
//!
//! ```sh
//! cargo run --release --example tour
//! ```

fn main() {
    println!("A tour of the cardgames workspace");
    flip_dp();
}

/// flip-dp: Flip solved exactly, with move advice.
fn flip_dp() {
    use flip_dp::{Action, Game, LexMax, Position, Rules, Solver};

    println!("\n== flip-dp: Flip (tiles 1-12, two dice) by dynamic programming");
    let game = Game::flip();
    let solver = Solver::new(&game).exact(true);
    let optimal = solver.solve().expect("Flip solves exactly");
    let lex_max = solver.evaluate(&LexMax).expect("Lex-Max is a legal policy");
    let win = optimal.start();
    println!(
        "optimal play wins {} (exactly {}), Lex-Max {}",
        win,
        win.exact.expect("exact solve"),
        lex_max.start()
    );
    let up = "1 2 4 5 6 8".parse().expect("tiles");
    let advice = optimal
        .advice(Position::new(up, 0), 11)
        .expect("a legal roll");
    for a in advice.iter().take(2) {
        if let Action::Flip(m) = a.action {
            println!("  {up} up, roll 11: flip {m:#} -> wins {}", a.probability);
        }
    }
    let generous = solver
        .rules(Rules::strategic(10))
        .solve()
        .expect("exact up to 12 failures");
    println!(
        "with 10 failures allowed (declared on purpose when it pays): {}",
        generous.start()
    );
}
