//! A short printed tour of the workspace, one section per crate.
//!
//! ```sh
//! cargo run --release --example tour
//! ```

use std::process::ExitCode;

use card_core::{CardSet, Deck, binomial};
use cli_kit::say;
use rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
use thousands::Separable;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

const USAGE: &str = "\
Usage: tour

Prints a short tour of the workspace: one section per crate, each showing
a few calls and their results.

Options:
  -h, --help  print this help
";

fn main() -> ExitCode {
    if let Err(err) = parse_args() {
        return cli_kit::exit("tour", Err(err.into()));
    }
    let sections: [fn() -> Result; 7] = [
        title,
        card_core,
        hand_eval,
        holdem_enum,
        bigtwo_ai,
        flip_dp,
        countdown,
    ];
    for section in sections {
        if let Err(err) = section() {
            // A reader that went away (`tour | head`) ends the tour quietly.
            return cli_kit::exit("tour", Err(err.into()));
        }
    }
    ExitCode::SUCCESS
}

/// Accepts `--help` and nothing else.
fn parse_args() -> std::result::Result<(), lexopt::Error> {
    use lexopt::prelude::*;

    let mut parser = cli_kit::Parser::from_env();
    if let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => cli_kit::help("tour", USAGE),
            _ => return Err(arg.unexpected()),
        }
    }
    Ok(())
}

fn title() -> Result {
    say!("A tour of the cardgames workspace");
    Ok(())
}

fn section(title: &str) -> Result {
    say!("\n== {title} ==");
    Ok(())
}

/// Cards, sets and decks.
fn card_core() -> Result {
    section("card-core: cards, sets and decks")?;
    let hole: CardSet = "As Ks".parse()?;
    let flop: CardSet = "Qs,Js,2d".parse()?;
    say!("hole cards {hole}, flop {flop}");
    let unseen = !(hole | flop);
    let royal: CardSet = "As Ks Qs Js Ts".parse()?;
    let royals = unseen
        .subsets(2)
        .filter(|&runout| royal.is_subset(hole | flop | runout))
        .count();
    say!(
        "{} unseen cards, {} turn-and-river pairs, {royals} of them make the royal flush",
        unseen.len(),
        binomial(unseen.len() as u32, 2).separate_with_commas()
    );
    let mut deck = Deck::without(hole | flop);
    deck.shuffle(&mut Xoshiro256PlusPlus::seed_from_u64(2026));
    say!(
        "a seeded shuffle deals the turn and river: {}",
        deck.deal(2)?
    );
    match "As Kx".parse::<CardSet>() {
        Err(err) => say!("parsing \"As Kx\" fails with: {err}"),
        Ok(set) => say!("parsed {set}"),
    }
    Ok(())
}

/// Poker hands ranked, compared and described.
fn hand_eval() -> Result {
    use hand_eval::{Hand, evaluate_set};

    section("hand-eval: poker hand evaluation")?;
    let board: CardSet = "Kh Kd 5c 9s 2h".parse()?;
    let mut best = None;
    for (player, hole) in [("Ann", "Ks 5d"), ("Bob", "9h 9d"), ("Cid", "Ah Qh")] {
        let hole: CardSet = hole.parse()?;
        let rank = evaluate_set(board | hole)?;
        say!(
            "{player}: {hole} on {board} -> {rank} (Cactus Kev value {})",
            rank.cactus_kev()
        );
        best = best.max(Some((rank, player)));
    }
    if let Some((rank, player)) = best {
        say!("{player} wins with {rank}");
    }
    // The accumulator shares the board between hands: one add per card.
    let with_king = Hand::from(board).add("Kc".parse()?);
    say!("the board plus Kc, six cards: {}", with_king.evaluate());
    Ok(())
}

/// The hold'em strength meter and equity, exact and sampled; Omaha,
/// short-deck, Omaha hi-lo and razz equity.
fn holdem_enum() -> Result {
    use holdem_enum::hand_eval::ShortDeckRanking;
    use holdem_enum::{Calculation, Matchup, MonteCarlo, StrengthMeter, Variant};

    section(
        "holdem-enum: the strength meter and equity (hold'em, Omaha, short deck, split pots, stud)",
    )?;
    let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s".parse()?);
    let odds = meter.run()?.distribution;
    say!(
        "9c Jd on 3h 6c 6s, {} turn-and-river pairs ({} ordered deals):",
        odds.total().separate_with_commas(),
        odds.ordered_total().separate_with_commas()
    );
    for (category, count) in odds.iter().filter(|&(_, count)| count > 0) {
        say!(
            "  {:<16} {count:>4}  {:>5.1}%",
            category.name(),
            100.0 * odds.probability(category)
        );
    }
    let matchup = Matchup::new(["AcAs".parse()?, "KhKd".parse()?]);
    let exact = matchup.exact()?;
    let aces = &exact.players[0];
    say!(
        "AcAs against KhKd, all {} boards: {} wins, {} ties, {} losses, equity {:.2}%",
        exact.deals.separate_with_commas(),
        aces.wins.separate_with_commas(),
        aces.tied().separate_with_commas(),
        aces.losses().separate_with_commas(),
        100.0 * aces.equity()
    );
    let sampled = matchup.calculate(Calculation::monte_carlo(
        MonteCarlo::new().samples(100_000).seed(2026),
    ))?;
    let aces = &sampled.players[0];
    say!(
        "the same by Monte Carlo, 100,000 seeded samples: {:.2}% (standard error {:.2}%)",
        100.0 * aces.equity(),
        100.0 * sampled.standard_error(0).unwrap_or(0.0)
    );
    let omaha = Matchup::hands(["AsAhKsKh".parse()?, "JcTc9d8d".parse()?]).variant(Variant::Omaha);
    let exact = omaha.exact()?;
    say!(
        "Omaha, AsAhKsKh against JcTc9d8d, all {} boards: equity {:.2}% to {:.2}%",
        exact.deals.separate_with_commas(),
        100.0 * exact.players[0].equity(),
        100.0 * exact.players[1].equity()
    );
    let short = Variant::ShortDeck(ShortDeckRanking::TripsBeatStraight);
    let exact = Matchup::new(["AcAs".parse()?, "KhKd".parse()?])
        .variant(short)
        .exact()?;
    say!(
        "short deck (36 cards, trips beat a straight), AcAs against KhKd, all {} boards: equity {:.2}%",
        exact.deals.separate_with_commas(),
        100.0 * exact.players[0].equity()
    );
    let plo8 =
        Matchup::hands(["AhQh2c9d".parse()?, "As2dJcJs".parse()?]).variant(Variant::OmahaHiLo);
    let exact = plo8.exact()?;
    let first = &exact.players[0];
    let scoops = first.split.map_or(0, |split| split.scoops);
    say!(
        "Omaha hi-lo, AhQh2c9d against As2dJcJs: share of the pot {:.2}%, scoops {:.2}%, no low on {:.2}% of the boards",
        100.0 * first.equity(),
        100.0 * scoops as f64 / exact.deals as f64,
        100.0 * exact.no_low.unwrap_or(0) as f64 / exact.deals as f64
    );
    let razz = Matchup::hands(["As2s3d8c".parse()?, "7c5d4h3c".parse()?]).variant(Variant::Razz);
    let exact = razz.exact()?;
    say!(
        "razz from fourth street, As2s3d8c against 7c5d4h3c, all {} deals: equity {:.2}%",
        exact.deals.separate_with_commas(),
        100.0 * exact.players[0].equity()
    );
    Ok(())
}

/// One short seeded game of Big Two between four AIs, and its log.
fn bigtwo_ai() -> Result {
    use bigtwo_ai::{Game, Greedy, Rules, Smart, Strong};

    section("bigtwo-ai: Big Two with the document's greedy AI and stronger ones")?;
    let rules = Rules::document();
    let boat = rules.classify("3c 3d 3s Kh Kd".parse()?)?;
    let flush = rules.classify("4h 8h Jh Qh 2h".parse()?)?;
    say!(
        "{boat} beats {flush}: {}",
        rules.beats(&boat, &flush, bigtwo_ai::Twos::High)
    );
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(252);
    let mut game = Game::deal(rules, &mut rng);
    let strong = Strong::default();
    let names = ["strong", "smart", "greedy", "greedy"];
    let outcome = game.play_out(&[&strong, &Smart, &Greedy, &Greedy], &mut rng)?;
    say!("seats 0-3: {}; the game's log:", names.join(", "));
    for line in game.log().to_string().lines() {
        say!("  {line}");
    }
    let winner = outcome.winner;
    say!(
        "seat {winner} ({}) wins; replaying the log gives the same game: {}",
        names[winner.index()],
        Game::replay(rules, &game.log().to_string().parse()?)? == game
    );
    Ok(())
}

/// Flip solved exactly, with move advice and a seeded check by real dice.
fn flip_dp() -> Result {
    use flip_dp::{LexMax, Position, Rules, Setup, Simulation, Solver};

    section("flip-dp: Flip (tiles 1-12, two dice) by dynamic programming")?;
    let setup = Setup::flip();
    let solver = Solver::new(&setup).exact();
    let optimal = solver.solve()?;
    let lex_max = solver.evaluate(&LexMax)?;
    let win = optimal.start();
    if let Some(exact) = win.exact {
        say!(
            "optimal play wins {win} (exactly {exact}), Lex-Max {}",
            lex_max.start()
        );
    }
    let position = Position::new("1 2 4 5 6 8".parse()?, 0);
    say!("{position}, 11 rolled, the two best moves:");
    for advice in optimal.advice(position, 11)?.iter().take(2) {
        say!("  {advice}");
    }
    let generous = solver.rules(Rules::strategic(10)).solve()?;
    say!(
        "with 10 failures allowed (declared on purpose when it pays): {}",
        generous.start()
    );
    let rules = Rules::forced(10);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let sampled = Simulation::new(&setup)
        .rules(rules)
        .games(10_000)
        .estimate(&LexMax, &mut rng)?;
    say!(
        "Lex-Max with 10 failures allowed, 10,000 seeded games with real dice: {} won ({}; exactly {})",
        sampled.wins.separate_with_commas(),
        sampled.chance(),
        solver.rules(rules).evaluate(&LexMax)?.start()
    );
    say!("play it, with hints and a review: cargo run --release -p flip-dp --example flip_play");
    Ok(())
}

/// One seeded Countdown round, solved exactly under the real rules.
fn countdown() -> Result {
    use countdown_solver::{Distinct, Round, TargetRange, solutions};

    section("countdown-solver: the Countdown Numbers game")?;
    let round = Round::random(
        2,
        TargetRange::STANDARD,
        &mut Xoshiro256PlusPlus::seed_from_u64(2),
    )?;
    let best = round.solve();
    let all = solutions(
        &round.numbers(),
        round.target(),
        Distinct::UpToOrder,
        usize::MAX,
    )?;
    let tiles: Vec<String> = round.numbers().iter().map(u64::to_string).collect();
    say!("tiles {}, target {}", tiles.join(" "), round.target());
    say!(
        "best: {best} ({} points, {} numbers); {} distinct exact solutions",
        round.score(best.value()),
        best.numbers_used(),
        all.len(),
    );
    // A player's answer, checked against the rules and scored.
    let answer = round.answer("(7 - 3) * 100 + 5")?;
    say!(
        "a player's (7 - 3) * 100 + 5 = {}: {} points",
        answer.value(),
        answer.points()
    );
    say!(
        "play rounds against the clock: cargo run --release -p countdown-solver --example countdown_play"
    );
    Ok(())
}
