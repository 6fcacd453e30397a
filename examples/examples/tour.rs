//! A short printed tour of the workspace, one section per crate.
//!
//! ```sh
//! cargo run --release --example tour
//! ```

fn main() {
    println!("A tour of the cardgames workspace");
    hand_eval_tour();
}

/// hand-eval: rank a few hands, compare them, describe them.
fn hand_eval_tour() {
    use card_core::CardSet;
    use hand_eval::{Hand, evaluate_set};

    println!("\n== hand-eval: poker hand evaluation ==");
    let board: CardSet = "Kh Kd 5c 9s 2h".parse().expect("valid board");
    let mut best = None;
    for (player, hole) in [("Ann", "Ks 5d"), ("Bob", "9h 9d"), ("Cid", "Ah Qh")] {
        let hole: CardSet = hole.parse().expect("valid hole cards");
        let rank = evaluate_set(board | hole).expect("seven distinct cards");
        println!(
            "{player}: {hole} on {board} -> {rank} (Cactus Kev value {})",
            rank.cactus_kev()
        );
        best = best.max(Some((rank, player)));
    }
    if let Some((rank, player)) = best {
        println!("{player} wins with {rank}");
    }
    // The accumulator shares the board between hands: one add per card.
    let shared = Hand::from(board);
    let turn = shared.add("Kc".parse().expect("valid card"));
    println!("The board plus Kc, six cards: {}", turn.evaluate());
}
