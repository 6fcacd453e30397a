//! Play Big Two in the terminal against three AIs.
//!
//! ```sh
//! cargo run --release -p bigtwo-ai --example play -- [--seed N] [--opponents greedy,smart,strong]
//! ```
//!
//! (From a clone of the repository: the examples read their arguments
//! with the workspace's command-line kit, which is not published.)
//!
//! Type cards to play them (`3d 3s`), `pass`, `hint` for the strong
//! player's suggestion, `help`, or `quit`.

#[path = "cli/mod.rs"]
mod cli;

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use bigtwo_ai::card_core::{CardSet, stream_rng};
use bigtwo_ai::rand::SeedableRng;
use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use bigtwo_ai::{
    Action, ActionError, BigTwoOrder, Event, Finish, Game, Rules, Seat, StraightOrder, Strategy,
    Strong, SuitOrder, Twos, Variations,
};
use cli_kit::{Failure, plural};

const USAGE: &str = "\
Usage: play [OPTIONS]

Plays one game of Big Two: you at seat 0, three AIs at seats 1 to 3.
Type cards to play them (e.g. 3d 3s, with ranks 2-9, T, J, Q, K, A and
suits c, d, h, s), pass, hint (the strong player's suggestion), help, or
quit.

Options:
  --seed N             seed of the deal and the AIs (default 2026)
  --opponents LIST     the three AIs, comma-separated, from random, greedy,
                       smart, strong (default greedy,smart,strong)
  --variations LIST    rule variations by name or number, comma-separated
                       (e.g. 1,8 or hidden-tricks; default none); variation
                       4 is --straights
  --straights ORDER    straights ranked by their last, highest or first card
                       (default last)
  --suits ORDER        suit order, lowest first: dchs, cdhs or scdh
                       (default dchs)
  --full-order         play on until only one player holds cards
  -h, --help           print this help
";

const PROMPT: &str = "Type cards to play (e.g. 3d 3s), pass, hint, help or quit.";

struct Args {
    seed: u64,
    opponents: Vec<String>,
    rules: Rules,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut seed = 2026;
    let mut opponents: Vec<String> = ["greedy", "smart", "strong"].map(String::from).to_vec();
    let mut variations = Variations::empty();
    let mut straights = StraightOrder::LastCard;
    let mut suits = SuitOrder::DiamondsClubsHeartsSpades;
    let mut finish = Finish::FirstOut;
    let mut parser = cli_kit::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("seed") => seed = cli_kit::value(&mut parser, "--seed")?,
            Long("opponents") => {
                let list: String = cli_kit::value(&mut parser, "--opponents")?;
                opponents = list.split(',').map(|name| name.trim().to_owned()).collect();
                if opponents.len() != 3 {
                    return Err(format!("--opponents needs three names, not {list:?}").into());
                }
                if let Some(bad) = opponents
                    .iter()
                    .find(|name| !cli::STRATEGIES.contains(&name.as_str()))
                {
                    return Err(format!("--opponents: unknown strategy {bad:?}").into());
                }
            }
            Long("variations") => {
                variations =
                    cli::variations(&cli_kit::value::<String>(&mut parser, "--variations")?)?;
            }
            Long("straights") => straights = cli_kit::value(&mut parser, "--straights")?,
            Long("suits") => suits = cli_kit::value(&mut parser, "--suits")?,
            Long("full-order") => finish = Finish::FullOrder,
            Short('h') | Long("help") => cli_kit::help("play", USAGE),
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

/// The strong player the AIs and the hints use.
static STRONG: Strong = Strong::new(Strong::DEFAULT_BUDGET);

/// A game against three AIs, with the generators of the game and of the
/// hints apart, so that asking for a hint changes nothing in the game.
struct Session {
    game: Game,
    ais: Vec<&'static dyn Strategy>,
    names: Vec<String>,
    rng: Xoshiro256PlusPlus,
    hints: Xoshiro256PlusPlus,
}

impl Session {
    fn new(rules: Rules, seed: u64, names: Vec<String>) -> Session {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        Session {
            game: Game::deal(rules, &mut rng),
            ais: names
                .iter()
                .map(|name| cli::strategy(name, &STRONG))
                .collect(),
            names,
            rng,
            hints: stream_rng(seed, 1),
        }
    }

    /// Lets the AIs act until it is seat 0's turn or the game is over.
    fn play_ais(&mut self) -> Result<(), String> {
        while !self.game.is_over() && self.game.turn().index() != 0 {
            let seat = self.game.turn();
            let action = self.ais[seat.index() - 1].choose(&self.game.view(seat), &mut self.rng);
            self.game
                .apply(seat, action)
                .map_err(|err| format!("{} played illegally: {err}", self.who(seat)))?;
        }
        Ok(())
    }

    /// The strong player's choice for seat 0, from the hints' generator.
    fn hint(&mut self) -> Action {
        STRONG.choose(&self.game.view(Seat::ALL[0]), &mut self.hints)
    }

    /// Who sits at a seat, for messages.
    fn who(&self, seat: Seat) -> String {
        match seat.index() {
            0 => "you".to_owned(),
            i => format!("seat {i} ({})", self.names[i - 1]),
        }
    }

    /// [`who`](Session::who) at the start of a sentence.
    fn subject(&self, seat: Seat) -> String {
        let who = self.who(seat);
        let mut chars = who.chars();
        chars.next().map_or(who.clone(), |first| {
            first.to_uppercase().chain(chars).collect()
        })
    }

    /// Why seat 0's action was refused, in the second person.
    fn refusal(&self, err: ActionError) -> String {
        match err {
            ActionError::NotHeld { card, .. } => format!("you do not hold {card}"),
            err => err.to_string(),
        }
    }

    /// Writes the events logged since `from`, as a person would say them.
    fn narrate(&self, out: &mut impl Write, from: usize) -> io::Result<()> {
        let rules = self.game.state().rules();
        for event in &self.game.log().events()[from..] {
            // "you hold", "seat 1 (greedy) holds".
            let verb = |seat: Seat, you: &'static str, other: &'static str| {
                if seat.index() == 0 { you } else { other }
            };
            match *event {
                Event::Lead { seat, .. } => writeln!(
                    out,
                    "{} {} the lowest card and {}.",
                    self.subject(seat),
                    verb(seat, "hold", "holds"),
                    verb(seat, "lead", "leads")
                )?,
                Event::InstantWin { seat, win } => writeln!(
                    out,
                    "{} {} at the deal with {win}!",
                    self.subject(seat),
                    verb(seat, "win", "wins")
                )?,
                Event::Play { seat, cards } => {
                    let shown = match rules.classify(cards) {
                        Ok(play) => play.to_string(),
                        Err(_) => BigTwoOrder::new(cards, rules.suit_order()).to_string(),
                    };
                    writeln!(
                        out,
                        "{} {} {shown}",
                        self.subject(seat),
                        verb(seat, "play", "plays")
                    )?;
                }
                Event::Pass { seat } => writeln!(
                    out,
                    "{} {}.",
                    self.subject(seat),
                    verb(seat, "pass", "passes")
                )?,
                Event::Twos { twos } => writeln!(
                    out,
                    "Four of a kind! 2s are now the {} singles.",
                    if twos == Twos::Low {
                        "lowest"
                    } else {
                        "highest"
                    }
                )?,
                Event::Out { seat, place } => writeln!(
                    out,
                    "{} {} out in place {place}.",
                    self.subject(seat),
                    verb(seat, "are", "is")
                )?,
                Event::Trick { leader } => writeln!(
                    out,
                    "-- {} {} a new trick.",
                    self.subject(leader),
                    verb(leader, "lead", "leads")
                )?,
                _ => {}
            }
        }
        Ok(())
    }

    /// Writes the table as seat 0 sees it before acting.
    fn show_table(&self, out: &mut impl Write) -> io::Result<()> {
        let view = self.game.view(Seat::ALL[0]);
        let suits = view.rules().suit_order();
        writeln!(out)?;
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
                    self.who(seat),
                    plural(view.cards_left(seat), "card")
                )
            })
            .collect();
        writeln!(out, "Others: {}", others.join("; "))?;
        match view.top() {
            Some((seat, play)) => writeln!(out, "To beat: {play} (by {})", self.who(seat))?,
            None => match view.requirement().must_contain {
                Some(card) => writeln!(out, "You open the game: any play with {card}.")?,
                None => writeln!(out, "You lead: any play.")?,
            },
        }
        if view.twos() == Twos::Low {
            writeln!(out, "(2s are the lowest singles after a four of a kind)")?;
        }
        writeln!(
            out,
            "Your hand ({}): {}",
            plural(view.hand().len(), "card"),
            BigTwoOrder::new(view.hand(), suits)
        )
    }

    /// Writes the result of the game.
    fn show_outcome(&self, out: &mut impl Write) -> io::Result<()> {
        let Some(outcome) = self.game.outcome() else {
            return Ok(());
        };
        writeln!(out)?;
        let verb = if outcome.winner.index() == 0 {
            "win"
        } else {
            "wins"
        };
        writeln!(out, "{} {verb}.", self.subject(outcome.winner))?;
        for seat in Seat::ALL {
            let left = outcome.cards_left[seat.index()];
            let held = if seat == outcome.winner {
                String::new()
            } else {
                format!(", {} left", plural(left, "card"))
            };
            writeln!(
                out,
                "  {}: {:+}{held}",
                self.who(seat),
                outcome.scores[seat.index()]
            )?;
        }
        Ok(())
    }
}

/// Plays the game with the person at seat 0 typing on `input`.
fn run(session: &mut Session, input: impl BufRead, out: &mut impl Write) -> io::Result<()> {
    let rules = *session.game.state().rules();
    writeln!(out, "Rules: {rules}.")?;
    writeln!(out, "{PROMPT}")?;
    let mut lines = input.lines();
    let mut shown = 0;
    loop {
        if let Err(err) = session.play_ais() {
            return Err(io::Error::other(err));
        }
        session.narrate(out, shown)?;
        shown = session.game.log().events().len();
        if session.game.is_over() {
            return session.show_outcome(out);
        }
        session.show_table(out)?;
        loop {
            write!(out, "> ")?;
            out.flush()?;
            let Some(line) = lines.next().transpose()? else {
                return writeln!(out);
            };
            let action = match line.trim() {
                "" => continue,
                "quit" | "q" => return writeln!(out, "Bye."),
                "help" => {
                    writeln!(out, "{PROMPT}")?;
                    continue;
                }
                "hint" => {
                    match session.hint() {
                        Action::Pass => writeln!(out, "Hint: pass.")?,
                        Action::Play(cards) => match rules.classify(cards) {
                            Ok(play) => writeln!(out, "Hint: {play}.")?,
                            Err(_) => writeln!(out, "Hint: {cards}.")?,
                        },
                    }
                    continue;
                }
                "pass" | "p" => Action::Pass,
                text => match text.parse::<CardSet>() {
                    Ok(cards) => Action::Play(cards),
                    Err(err) => {
                        writeln!(out, "Not cards: {err}. Type e.g. 3d 3s, or help.")?;
                        continue;
                    }
                },
            };
            match session.game.apply(Seat::ALL[0], action) {
                Ok(()) => break,
                Err(err) => writeln!(out, "Not allowed: {}. Try again.", session.refusal(err))?,
            }
        }
    }
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(err) => return cli_kit::exit("play", Err(err.into())),
    };
    let mut session = Session::new(args.rules, args.seed, args.opponents);
    let mut out = io::stdout().lock();
    let result = writeln!(out, "Big Two, seed {}.", args.seed)
        .and_then(|()| run(&mut session, io::stdin().lock(), &mut out));
    cli_kit::exit("play", result.map_err(Failure::from))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bigtwo_ai::Greedy;

    fn session(seed: u64) -> Session {
        let names = ["greedy", "smart", "strong"].map(String::from).to_vec();
        Session::new(Rules::document(), seed, names)
    }

    /// Plays seat 0 with the greedy player, asking for a hint before each
    /// move if `hints`; the log at the end.
    fn played(seed: u64, hints: bool) -> String {
        let mut session = session(seed);
        let mut greedy_rng = stream_rng(seed, 2);
        loop {
            session.play_ais().unwrap();
            if session.game.is_over() {
                return session.game.log().to_string();
            }
            if hints {
                session.hint();
            }
            let view = session.game.view(Seat::ALL[0]);
            let action = Greedy.choose(&view, &mut greedy_rng);
            session.game.apply(Seat::ALL[0], action).unwrap();
        }
    }

    #[test]
    fn hints_do_not_change_a_seeded_game() {
        for seed in 0..3 {
            assert_eq!(played(seed, true), played(seed, false), "seed {seed}");
        }
    }

    #[test]
    fn messages_speak_to_you() {
        let session = session(2026);
        let err = ActionError::NotHeld {
            seat: Seat::ALL[0],
            card: "Ks".parse().unwrap(),
        };
        assert_eq!(session.refusal(err), "you do not hold Ks");
        let opener = session.game.turn();
        let mut text = Vec::new();
        session.narrate(&mut text, 0).unwrap();
        let text = String::from_utf8(text).unwrap();
        let expected = if opener.index() == 0 {
            "You hold the lowest card and lead."
        } else {
            "holds the lowest card and leads."
        };
        assert!(text.contains(expected), "{text}");
    }

    #[test]
    fn a_whole_game_reads_from_input_and_ends() {
        let mut session = session(7);
        let input = "pass\nhint\n3d\nquit\n".as_bytes();
        let mut out = Vec::new();
        run(&mut session, input, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.ends_with("Bye.\n") || text.contains(" win"), "{text}");
    }
}
