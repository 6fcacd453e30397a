//! A short printed tour of the workspace, one section per crate.
//!
//! ```sh
//! cargo run --release --example tour
//! ```

use card_core::{CardSet, Deck, binomial};
use rand::{SeedableRng, rngs::Xoshiro256PlusPlus};

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

fn main() -> Result {
    println!("A tour of the cardgames workspace");
    card_core()?;
    hand_eval()?;
    bigtwo_ai()?;
    flip_dp()?;
    countdown()?;
    Ok(())
}

fn section(title: &str) {
    println!("\n== {title} ==");
}

/// Cards, sets and decks.
fn card_core() -> Result {
    section("card-core: cards, sets and decks");
    let hole: CardSet = "As Ks".parse()?;
    let flop: CardSet = "Qs,Js,2d".parse()?;
    println!("hole cards {hole:#}, flop {flop:#}");
    let unseen = !(hole | flop);
    let royal: CardSet = "As Ks Qs Js Ts".parse()?;
    let royals = unseen
        .subsets(2)
        .filter(|&runout| royal.is_subset(hole | flop | runout))
        .count();
    println!(
        "{} unseen cards, {} turn-and-river pairs, {royals} of them make the royal flush",
        unseen.len(),
        binomial(unseen.len() as u32, 2)
    );
    let mut deck = Deck::without(hole | flop);
    deck.shuffle(&mut Xoshiro256PlusPlus::seed_from_u64(2026));
    println!(
        "a seeded shuffle deals the turn and river: {}",
        deck.deal(2)?
    );
    match "As Kx".parse::<CardSet>() {
        Err(err) => println!("parsing \"As Kx\" fails with: {err}"),
        Ok(set) => println!("parsed {set}"),
    }
    Ok(())
}

/// Poker hands ranked, compared and described.
fn hand_eval() -> Result {
    use hand_eval::{Hand, evaluate_set};

    section("hand-eval: poker hand evaluation");
    let board: CardSet = "Kh Kd 5c 9s 2h".parse()?;
    let mut best = None;
    for (player, hole) in [("Ann", "Ks 5d"), ("Bob", "9h 9d"), ("Cid", "Ah Qh")] {
        let hole: CardSet = hole.parse()?;
        let rank = evaluate_set(board | hole)?;
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
    let with_king = Hand::from(board).add("Kc".parse()?);
    println!("the board plus Kc, six cards: {}", with_king.evaluate());
    Ok(())
}

/// One short seeded game of Big Two between four AIs, and its log.
fn bigtwo_ai() -> Result {
    use bigtwo_ai::{Game, Greedy, Rules, Smart, Strong};

    section("bigtwo-ai: Big Two with the document's greedy AI and stronger ones");
    let rules = Rules::document();
    let boat = rules.classify("3c 3d 3s Kh Kd".parse()?)?;
    let flush = rules.classify("4h 8h Jh Qh 2h".parse()?)?;
    println!(
        "{boat} beats {flush}: {}",
        rules.beats(&boat, &flush, bigtwo_ai::Twos::High)
    );
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(252);
    let mut game = Game::deal(rules, &mut rng);
    let strong = Strong::default();
    let names = ["strong", "smart", "greedy", "greedy"];
    let outcome = game.play_out(&[&strong, &Smart, &Greedy, &Greedy], &mut rng)?;
    println!("seats 0-3: {}; the game's log:", names.join(", "));
    for line in game.log().to_string().lines() {
        println!("  {line}");
    }
    let winner = outcome.winner;
    println!(
        "seat {winner} ({}) wins; replaying the log gives the same game: {}",
        names[winner.index()],
        Game::replay(rules, &game.log().to_string().parse()?)? == game
    );
    Ok(())
}

/// Flip solved exactly, with move advice.
fn flip_dp() -> Result {
    use flip_dp::{Action, Game, LexMax, Position, Rules, Solver};

    section("flip-dp: Flip (tiles 1-12, two dice) by dynamic programming");
    let game = Game::flip();
    let solver = Solver::new(&game).exact(true);
    let optimal = solver.solve()?;
    let lex_max = solver.evaluate(&LexMax)?;
    let win = optimal.start();
    if let Some(exact) = win.exact {
        println!(
            "optimal play wins {win} (exactly {exact}), Lex-Max {}",
            lex_max.start()
        );
    }
    let up = "1 2 4 5 6 8".parse()?;
    for advice in optimal.advice(Position::new(up, 0), 11)?.iter().take(2) {
        if let Action::Flip(tiles) = advice.action {
            println!(
                "  {up} up, roll 11: flip {tiles:#} -> wins {}",
                advice.probability
            );
        }
    }
    let generous = solver.rules(Rules::strategic(10)).solve()?;
    println!(
        "with 10 failures allowed (declared on purpose when it pays): {}",
        generous.start()
    );
    Ok(())
}

/// One seeded Countdown round, solved exactly under the real rules.
fn countdown() -> Result {
    use countdown_solver::{Game, TargetRange, solutions};

    section("countdown-solver: the Countdown Numbers game");
    let game = Game::random(
        &mut Xoshiro256PlusPlus::seed_from_u64(2),
        2,
        TargetRange::STANDARD,
    )?;
    let best = game.solve()?;
    let all = solutions(&game.numbers(), game.target())?;
    println!("tiles {:?}, target {}", game.numbers(), game.target());
    println!(
        "best: {} = {} ({} points, {} numbers); {} distinct exact solutions",
        best.expr(),
        best.value(),
        game.score(best.value()),
        best.numbers_used(),
        all.len()
    );
    Ok(())
}
