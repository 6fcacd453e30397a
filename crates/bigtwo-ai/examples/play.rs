//! Play Big Two in the terminal against three AIs.
//!
//! ```sh
//! cargo run --release -p bigtwo-ai --example play -- [--seed N] [--opponents greedy,smart,strong]
//! ```
//!
//! Type cards to play them (`3d 3s`), `pass`, `hint` for the strong
//! player's suggestion, `help`, or `quit`.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use bigtwo_ai::card_core::CardSet;
use bigtwo_ai::rand::SeedableRng;
use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use bigtwo_ai::{
    Action, BigTwoOrder, Event, Finish, Game, Greedy, RandomPlayer, Rules, Seat, Smart,
    StraightOrder, Strategy, Strong, SuitOrder, Twos, Variations,
};

const USAGE: &str = "\
Usage: play [OPTIONS]

Plays one game of Big Two: you at seat 0, three AIs at seats 1 to 3.
Type cards to play them (e.g. 3d 3s, with ranks 2-9, T, J, Q, K, A and
suits c, d, h, s), pass, hint (the strong player's suggestion), help, or
quit.

Options:
  --seed N             seed of the deal and the AIs (default 1)
  --opponents LIST     the three AIs, comma-separated, from random, greedy,
                       smart, strong (default greedy,smart,strong)
  --variations LIST    rule variations by name or number, comma-separated
                       (e.g. 1,8 or hidden-tricks; default none)
  --straights ORDER    straights ranked by their last, highest or first card
                       (default last)
  --suits ORDER        suit order, lowest first: dchs, cdhs or scdh
                       (default dchs)
  --full-order         play on until only one player holds cards
  -h, --help           print this help
";

struct Args {
    seed: u64,
    opponents: Vec<String>,
    rules: Rules,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut seed = 1;
    let mut opponents: Vec<String> = ["greedy", "smart", "strong"].map(String::from).to_vec();
    let mut variations = Variations::empty();
    let mut straights = StraightOrder::LastCard;
    let mut suits = SuitOrder::DiamondsClubsHeartsSpades;
    let mut finish = Finish::FirstOut;
    let mut parser = lexopt::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("seed") => seed = parser.value()?.parse()?,
            Long("opponents") => {
                let list = parser.value()?.string()?;
                opponents = list.split(',').map(String::from).collect();
                if opponents.len() != 3 {
                    return Err(format!("--opponents needs three names, not {list:?}").into());
                }
                if let Some(bad) = opponents
                    .iter()
                    .find(|name| !["random", "greedy", "smart", "strong"].contains(&name.as_str()))
                {
                    return Err(format!("unknown strategy {bad:?} in --opponents").into());
                }
            }
            Long("variations") => variations = parser.value()?.parse()?,
            Long("straights") => straights = parser.value()?.parse()?,
            Long("suits") => suits = parser.value()?.parse()?,
            Long("full-order") => finish = Finish::FullOrder,
            Short('h') | Long("help") => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            _ => return Err(arg.unexpected()),
        }
    }
    let rules = Rules::builder()
        .variations(variations)
        .straight_order(straights)
        .suit_order(suits)
        .finish(finish)
        .build()
        .map_err(|err| err.to_string())?;
    Ok(Args {
        seed,
        opponents,
        rules,
    })
}

fn strategy(name: &str) -> Box<dyn Strategy> {
    match name {
        "random" => Box::new(RandomPlayer),
        "greedy" => Box::new(Greedy),
        "smart" => Box::new(Smart),
        _ => Box::new(Strong::default()),
    }
}

/// Who sits at a seat, for messages.
fn who(seat: Seat, names: &[String]) -> String {
    match seat.index() {
        0 => "you".to_owned(),
        i => format!("seat {i} ({})", names[i - 1]),
    }
}

/// "1 card", "2 cards".
fn cards(n: usize) -> String {
    if n == 1 {
        "1 card".to_owned()
    } else {
        format!("{n} cards")
    }
}

/// Prints the events logged since `from`, as a person would say them.
fn narrate(game: &Game, from: usize, names: &[String]) {
    let suits = game.state().rules().suit_order();
    for event in &game.log().events()[from..] {
        match *event {
            Event::Lead { seat, .. } => {
                println!("{} holds the lowest card and leads.", who(seat, names))
            }
            Event::InstantWin { seat, win } => {
                println!("{} wins at the deal with {win}!", who(seat, names))
            }
            Event::Play { seat, cards } => {
                let play = game
                    .state()
                    .rules()
                    .classify(cards)
                    .map(|p| p.kind().to_string());
                let verb = if seat.index() == 0 { "play" } else { "plays" };
                println!(
                    "{} {verb} {} {}",
                    who(seat, names),
                    play.unwrap_or_default(),
                    BigTwoOrder::new(cards, suits)
                );
            }
            Event::Pass { seat } => {
                let verb = if seat.index() == 0 { "pass" } else { "passes" };
                println!("{} {verb}.", who(seat, names));
            }
            Event::Twos { twos } => println!(
                "Four of a kind! 2s are now the {} singles.",
                if twos == Twos::Low {
                    "lowest"
                } else {
                    "highest"
                }
            ),
            Event::Out { seat, place } => println!("{} out in place {place}.", who(seat, names)),
            Event::Trick { leader } => println!(
                "-- {} lead{} a new trick.",
                who(leader, names),
                if leader.index() == 0 { "" } else { "s" }
            ),
            _ => {}
        }
    }
}

/// The table as seat 0 sees it before acting.
fn show_table(game: &Game, names: &[String]) {
    let view = game.view(Seat::ALL[0]);
    let suits = view.rules().suit_order();
    println!();
    let others: Vec<String> = Seat::ALL[1..]
        .iter()
        .map(|&seat| {
            let passed = if view.has_passed(seat) {
                ", passed"
            } else {
                ""
            };
            format!(
                "{}: {}{passed}",
                who(seat, names),
                cards(view.cards_left(seat))
            )
        })
        .collect();
    println!("Others: {}", others.join("; "));
    match view.top() {
        Some((seat, play)) => println!("To beat: {play} (by {})", who(seat, names)),
        None => match view.requirement().must_contain {
            Some(card) => println!("You open the game: any play with {card}."),
            None => println!("You lead: any play."),
        },
    }
    if view.twos() == Twos::Low {
        println!("(2s are the lowest singles after a four of a kind)");
    }
    println!(
        "Your hand ({}): {}",
        cards(view.hand().len()),
        BigTwoOrder::new(view.hand(), suits)
    );
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(err) => {
            eprintln!("play: {err}");
            return ExitCode::from(2);
        }
    };
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(args.seed);
    let ais: Vec<Box<dyn Strategy>> = args.opponents.iter().map(|name| strategy(name)).collect();
    let adviser = Strong::default();
    let mut game = Game::deal(args.rules, &mut rng);
    println!("Big Two, seed {}. Rules: {}.", args.seed, args.rules);
    println!("Type cards to play (e.g. 3d 3s), pass, hint, help or quit.");
    let mut shown = 4;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    while !game.is_over() {
        let seat = game.turn();
        if seat.index() != 0 {
            let action = ais[seat.index() - 1].choose(&game.view(seat), &mut rng);
            if let Err(err) = game.apply(seat, action) {
                eprintln!(
                    "play: {} played illegally: {err}",
                    who(seat, &args.opponents)
                );
                return ExitCode::FAILURE;
            }
            continue;
        }
        narrate(&game, shown, &args.opponents);
        shown = game.log().events().len();
        show_table(&game, &args.opponents);
        loop {
            print!("> ");
            let _ = std::io::stdout().flush();
            let Some(Ok(line)) = lines.next() else {
                println!();
                return ExitCode::SUCCESS;
            };
            let line = line.trim();
            let action = match line {
                "" => continue,
                "quit" | "q" => {
                    println!("Bye.");
                    return ExitCode::SUCCESS;
                }
                "help" => {
                    println!("Type cards to play (e.g. 3d 3s), pass, hint, help or quit.");
                    continue;
                }
                "hint" => {
                    let view = game.view(Seat::ALL[0]);
                    match adviser.choose(&view, &mut rng) {
                        Action::Pass => println!("hint: pass"),
                        Action::Play(cards) => println!(
                            "hint: {}",
                            BigTwoOrder::new(cards, view.rules().suit_order())
                        ),
                    }
                    continue;
                }
                "pass" | "p" => Action::Pass,
                text => match text.parse::<CardSet>() {
                    Ok(cards) => Action::Play(cards),
                    Err(err) => {
                        println!("Not cards: {err}. Type e.g. 3d 3s, or help.");
                        continue;
                    }
                },
            };
            match game.apply(Seat::ALL[0], action) {
                Ok(()) => break,
                Err(err) => println!("Not allowed: {err}. Try again."),
            }
        }
    }
    narrate(&game, shown, &args.opponents);
    if let Some(outcome) = game.outcome() {
        println!();
        println!("{} won.", who(outcome.winner, &args.opponents));
        for seat in Seat::ALL {
            let left = outcome.cards_left[seat.index()];
            let held = if seat == outcome.winner {
                String::new()
            } else {
                format!(", {} left", cards(usize::from(left)))
            };
            println!(
                "  {}: {:+}{held}",
                who(seat, &args.opponents),
                outcome.scores[seat.index()]
            );
        }
    }
    ExitCode::SUCCESS
}
