//! What a hold'em or short-deck range, or a list of Omaha hands, holds on
//! a flop or a turn, as Flopzilla shows it:
//! the combos (weighted) of each made hand, from straight flush to
//! nothing, and of each draw, with their share of the range; optionally
//! the combos of each class, how each class's count spreads over the
//! turn cards of a flop, and each class's equity against other ranges.
//!
//! ```sh
//! cargo run --release -p holdem-enum --example range_analysis -- "QQ+,AK,T9s" --board Ks9d4c
//! cargo run --release -p holdem-enum --example range_analysis -- "22+,A2s+,KTo+@50" --board "Qh 8h 5c" --turns
//! cargo run --release -p holdem-enum --example range_analysis -- "QQ+,AK,T9s" --board Ks9d4c --vs "JJ-22,KQ"
//! cargo run --release -p holdem-enum --example range_analysis -- "A9s,T9s,66+" --board 8s7d6c --game short-deck
//! cargo run --release -p holdem-enum --example range_analysis -- "AsAhKsKh,JcTc9d8d" --board Kd9c2h --game omaha
//! ```

#[path = "common/options.rs"]
mod options;
#[path = "common/variant.rs"]
mod variant;

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

use card_core::{Card, CardSet};
use cli_kit::{Failure, plural};
use holdem_enum::{
    BoardClasses, Breakdown, Calculation, Combo, Draw, MAX_PLAYERS, MadeHand, Matchup, Range,
    RangeOnBoard, Variant,
};
use options::card_set;
use variant::Named;

const USAGE: &str = "\
Usage: range_analysis RANGE --board CARDS [--dead CARDS] [--combos] [--turns]
                      [--vs RANGE]... [--game NAME] [--straight-beats-trips]

Sorts the combos of a hold'em RANGE (\"QQ+,AK,T9s\", \"22+,A2s+@50\", any)
on a flop or a turn into made hands (each combo in exactly one, the best
it meets: straight flush down to nothing) and draws (any number: flush
draw, backdoor flush draw, open-ended straight draw, gutshot, overcards,
flush + straight draw), and prints each class's combos, counted by their
weights, and its share of the range. Combos that use a board or dead card
are left out. Short deck takes the range within its 36 cards (six to
ace). In omaha and omaha-hi-lo, RANGE is a list of hands of 4 to 6 cards
(\"AsAhKsKh,JcTc9d8d\"), each counting one, classed by the best use of
exactly two hole cards (the high classes only); the stud games are
refused.

Options:
  --board CARDS   the flop or the turn: 3 or 4 cards (Ks9d4c or \"Ks 9d 4c\")
  --dead CARDS    cards out of play
  --combos        also list the combos of each class
  --turns         on a flop, also each class's combos over the turn cards:
                  the mean, the fewest and the most
  --vs RANGE      also each class's equity against this range (a hand, a
                  range, any), exact; give it once per opponent, 1 to 9.
                  A class's equity adds up its combos' deals by weight, as
                  the range's does (a combo blocked by every opponent hand
                  has none); hold'em only
{VARIANT}
  -h, --help      print this help
";

#[derive(Debug)]
struct Args {
    /// The range as written.
    text: String,
    question: RangeOnBoard,
    combos: bool,
    turns: bool,
    /// The opponents' ranges, as written and parsed.
    opponents: Vec<(String, Range)>,
}

fn parse_args(argv: impl IntoIterator<Item = impl Into<OsString>>) -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let (mut board, mut dead) = (None, CardSet::EMPTY);
    let (mut combos, mut turns) = (false, false);
    let mut ranges: Vec<String> = Vec::new();
    let (mut named, mut straight_beats_trips) = (Named::Holdem, false);
    let mut opponents = Vec::new();
    let mut parser = cli_kit::Parser::from_args(argv).repeatable(&["--vs"]);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("board") => board = Some(card_set(&mut parser, "--board")?),
            Long("dead") => dead = card_set(&mut parser, "--dead")?,
            Long("combos") => combos = true,
            Long("turns") => turns = true,
            Long("game") => {
                named = variant::named(&cli_kit::value::<String>(&mut parser, "--game")?)?
            }
            Long("straight-beats-trips") => straight_beats_trips = true,
            Long("vs") => {
                let text: String = cli_kit::value(&mut parser, "--vs")?;
                let range = text
                    .parse()
                    .map_err(|err| format!("--vs {text:?}: {err}"))?;
                opponents.push((text, range));
            }
            Short('h') | Long("help") => cli_kit::help(
                "range_analysis",
                &USAGE.replace("{VARIANT}", variant::VARIANT_OPTIONS),
            ),
            Value(value) => ranges.push(cli_kit::parse(value, "RANGE")?),
            _ => return Err(arg.unexpected()),
        }
    }
    let [text] = <[String; 1]>::try_from(ranges)
        .map_err(|ranges| format!("give one range, got {}", plural(ranges.len(), "argument")))?;
    let board = board.ok_or("give the board with --board CARDS (a flop or a turn)")?;
    if turns && board.len() != 3 {
        return Err(format!("--turns needs a flop (3 board cards), got {}", board.len()).into());
    }
    if opponents.len() >= MAX_PLAYERS {
        return Err(format!("--vs takes 1 to {} opponents", MAX_PLAYERS - 1).into());
    }
    let variant = variant::of(named, straight_beats_trips)?;
    if variant != Variant::Holdem && !opponents.is_empty() {
        return Err(format!("--vs is for hold'em only, not {variant}").into());
    }
    let bad_range = |err| format!("RANGE {text:?}: {err}");
    let question = match variant {
        Variant::Holdem | Variant::ShortDeck(_) => {
            RangeOnBoard::new(text.parse().map_err(bad_range)?, board)
        }
        Variant::Omaha | Variant::OmahaHiLo => {
            RangeOnBoard::hands(text.parse().map_err(bad_range)?, board)
        }
        _ => {
            let message = "range analysis is for holdem, short-deck, omaha and omaha-hi-lo";
            return Err(format!("--game {variant}: {message}").into());
        }
    };
    Ok(Args {
        text,
        question: question.dead(dead).variant(variant),
        combos,
        turns,
        opponents,
    })
}

fn main() -> ExitCode {
    let result = parse_args(std::env::args_os().skip(1))
        .map_err(Failure::from)
        .and_then(|args| run(&args, &mut io::stdout().lock()));
    cli_kit::exit("range_analysis", result)
}

fn run(args: &Args, out: &mut impl Write) -> Result<(), Failure> {
    // Every error of the question comes from the arguments: the board's
    // size, a card both on the board and dead, an Omaha hand's size.
    let usage = |err: holdem_enum::BoardError| Failure::Usage(err.to_string());
    let question = &args.question;
    let classes = question.run().map_err(usage)?;
    write!(out, "{} on {}", args.text, cards(question.get_board()))?;
    if question.get_variant() != Variant::Holdem {
        write!(out, " ({})", question.get_variant())?;
    }
    if !question.get_dead().is_empty() {
        write!(out, ", dead {}", cards(question.get_dead()))?;
    }
    writeln!(out, "\n\n{classes}")?;
    if args.combos {
        combo_lists(&classes, out)?;
    }
    if args.turns {
        let turns = question.every_turn().map_err(usage)?;
        turn_spread(&classes, &turns, out)?;
    }
    if !args.opponents.is_empty() {
        let question = &args.question;
        let ranges = std::iter::once(question.get_range().clone())
            .chain(args.opponents.iter().map(|(_, range)| range.clone()));
        let matchup = Matchup::new(ranges)
            .board(question.get_board())
            .dead(question.get_dead());
        let breakdown = matchup
            .breakdown(Calculation::exact())
            .map_err(|err| Failure::Computation(err.to_string()))?;
        let names: Vec<&str> = args
            .opponents
            .iter()
            .map(|(text, _)| text.as_str())
            .collect();
        class_equities(&classes, &breakdown, &names.join(" and "), out)?;
    }
    Ok(())
}

/// Each class's equity against the opponents: its combos' counts added
/// up by weight, as the range's equity adds up all of them.
fn class_equities(
    classes: &BoardClasses,
    breakdown: &Breakdown,
    opponents: &str,
    out: &mut impl Write,
) -> io::Result<()> {
    let equity = |combos: &[Combo]| {
        let (mut shares, mut deals) = (0.0, 0.0);
        for combo in &breakdown.combos {
            if combos.contains(&combo.combo) {
                let hero = &combo.equity.players[0];
                let weighted = f64::from(combo.weight) * hero.deals as f64;
                shares += weighted * hero.equity();
                deals += weighted;
            }
        }
        (deals > 0.0).then(|| 100.0 * shares / deals)
    };
    writeln!(out, "\n{:<25} {:>8}   against {opponents}", "Equity", "%")?;
    let made = MadeHand::ALL
        .iter()
        .map(|&class| (class.name(), classes.made_combos(class)));
    let draws = Draw::ALL
        .iter()
        .map(|&class| (class.name(), classes.draw_combos(class)));
    for (name, combos) in made.chain(draws) {
        if let Some(equity) = equity(combos) {
            writeln!(out, "{name:<25} {equity:>8.2}")?;
        }
    }
    let total = 100.0 * breakdown.total.players[0].equity();
    writeln!(out, "{:<25} {total:>8.2}", "Range")
}

/// The cards of `set`, highest first, separated by spaces.
fn cards(set: CardSet) -> String {
    let names: Vec<String> = set.iter().rev().map(|card| card.to_string()).collect();
    names.join(" ")
}

/// Each class's combos (or Omaha hands), for the classes that hold some.
fn combo_lists(classes: &BoardClasses, out: &mut impl Write) -> io::Result<()> {
    let made = MadeHand::ALL
        .iter()
        .map(|&class| (class.name(), classes.made_hands(class)));
    let draws = Draw::ALL
        .iter()
        .map(|&class| (class.name(), classes.draw_hands(class)));
    writeln!(out)?;
    for (name, hands) in made.chain(draws).filter(|(_, hands)| !hands.is_empty()) {
        // Written as combos are: the cards highest first, unspaced.
        let names: Vec<String> = hands
            .iter()
            .map(|hand| cards(*hand).replace(' ', ""))
            .collect();
        writeln!(out, "{name}: {}", names.join(" "))?;
    }
    Ok(())
}

/// Each class's combos on the flop and, over the turn cards, their mean,
/// fewest and most.
fn turn_spread(
    flop: &BoardClasses,
    turns: &[(Card, BoardClasses)],
    out: &mut impl Write,
) -> io::Result<()> {
    if turns.is_empty() {
        return writeln!(
            out,
            "\nNo turn card is left: every card is on the board or dead."
        );
    }
    writeln!(
        out,
        "\n{:<25} {:>8} {:>8} {:>8} {:>8}   ({} turn cards)",
        "On the turn",
        "Flop",
        "Mean",
        "Fewest",
        "Most",
        turns.len()
    )?;
    type Count = Box<dyn Fn(&BoardClasses) -> f64>;
    let made = MadeHand::ALL.iter().map(|&class| -> (&str, Count) {
        (class.name(), Box::new(move |classes| classes.made(class)))
    });
    let draws = Draw::ALL.iter().map(|&class| -> (&str, Count) {
        (class.name(), Box::new(move |classes| classes.draw(class)))
    });
    for (name, count) in made.chain(draws) {
        let counts: Vec<f64> = turns.iter().map(|(_, classes)| count(classes)).collect();
        let mean = counts.iter().sum::<f64>() / counts.len() as f64;
        let fewest = counts.iter().copied().fold(f64::INFINITY, f64::min);
        let most = counts.iter().copied().fold(0.0, f64::max);
        writeln!(
            out,
            "{name:<25} {:>8.2} {mean:>8.2} {fewest:>8.2} {most:>8.2}",
            count(flop)
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(args: &[&str]) -> String {
        parse_args(args.iter().copied()).unwrap_err().to_string()
    }

    fn output(args: &[&str]) -> String {
        let mut text = Vec::new();
        run(&parse_args(args.iter().copied()).unwrap(), &mut text).unwrap();
        String::from_utf8(text).unwrap()
    }

    #[test]
    fn short_deck() {
        let text = output(&["A9s,T9s", "--board", "8s7d6c", "--game", "short-deck"]);
        assert!(
            text.starts_with("A9s,T9s on 8s 7d 6c (short deck)\n"),
            "{text}"
        );
        assert!(
            text.contains("\nstraight                         8  100.0%\n"),
            "{text}"
        );
        let text = output(&[
            "A9s",
            "--board",
            "8s7dKc",
            "--game",
            "short-deck",
            "--straight-beats-trips",
        ]);
        assert!(
            text.starts_with("A9s on Kc 8s 7d (short deck (straight beats trips))\n"),
            "{text}"
        );
        assert!(
            text.contains("\ngutshot                          4  100.0%\n"),
            "{text}"
        );
        assert_eq!(
            error(&["AA", "--board", "Ks9d4c", "--game", "razz"]),
            "--game razz: range analysis is for holdem, short-deck, omaha and omaha-hi-lo"
        );
        assert_eq!(
            error(&[
                "AA",
                "--board",
                "Ks9d6c",
                "--game",
                "short-deck",
                "--vs",
                "KK"
            ]),
            "--vs is for hold'em only, not short deck"
        );
        assert_eq!(
            error(&["AA", "--board", "Ks9d4c", "--straight-beats-trips"]),
            "--straight-beats-trips needs --game short-deck"
        );
    }

    #[test]
    fn omaha_hand_lists() {
        let argv = [
            "AsAhKsKh,JcTc9d8d,Kd2c3c4d",
            "--board",
            "Kd9c2h",
            "--game",
            "omaha",
            "--combos",
            "--turns",
        ];
        let text = output(&argv);
        let first = "AsAhKsKh,JcTc9d8d,Kd2c3c4d on Kd 9c 2h (omaha)\n";
        assert!(text.starts_with(first), "{text}");
        assert!(text.contains("\nMade hand                    Hands   Share\n"));
        assert!(text.contains("\nset                              1   50.0%\n"));
        assert!(text.contains("\nset: AsAhKsKh\n"), "{text}");
        assert!(text.contains("\nmiddle pair: JcTc9d8d\n"), "{text}");
        assert!(text.contains("\ngutshot: JcTc9d8d\n"), "{text}");
        assert!(text.contains("(49 turn cards)"), "{text}");
        let text = output(&["AsAhKsKh", "--board", "AdQcQd", "--game", "omaha-hi-lo"]);
        assert!(text.contains("(omaha hi-lo)"), "{text}");
        assert!(text.contains("\nfull house                       1  100.0%\n"));
        let error_text = error(&["AA", "--board", "Ks9d4c", "--game", "omaha"]);
        assert!(error_text.starts_with("RANGE \"AA\": "), "{error_text}");
        assert_eq!(
            error(&[
                "AsAhKsKh", "--board", "Ks9d4c", "--game", "omaha", "--vs", "any"
            ]),
            "--vs is for hold'em only, not omaha"
        );
        // A hand of three cards, a random hand: the library refuses them.
        for hands in ["AsAhKs", "any4"] {
            let args = parse_args([hands, "--board", "Kd9c2h", "--game", "omaha"]).unwrap();
            let result = run(&args, &mut Vec::new());
            assert!(matches!(&result, Err(Failure::Usage(_))), "{result:?}");
        }
    }

    #[test]
    fn bad_arguments_name_their_option() {
        assert_eq!(
            error(&["--board", "Ks9d4c"]),
            "give one range, got 0 arguments"
        );
        assert_eq!(
            error(&["AA", "KK", "--board", "Ks9d4c"]),
            "give one range, got 2 arguments"
        );
        assert_eq!(
            error(&["AA"]),
            "give the board with --board CARDS (a flop or a turn)"
        );
        assert!(error(&["AX", "--board", "Ks9d4c"]).starts_with("RANGE \"AX\": "));
        assert!(error(&["AA", "--board", "Kx"]).starts_with("--board \"Kx\": "));
        assert!(error(&["AA", "--board", "Ks9d4c", "--dead", "1"]).starts_with("--dead \"1\": "));
        assert_eq!(
            error(&["AA", "--board", "Ks9d4c2h", "--turns"]),
            "--turns needs a flop (3 board cards), got 4"
        );
        assert_eq!(
            error(&["AA", "--board", "Ks9d4c", "--fast"]),
            "invalid option '--fast'"
        );
    }

    /// A board of another size, or a card both on the board and dead, is
    /// a usage error: the message is the library's, the status 2.
    #[test]
    fn a_question_the_library_refuses_is_a_usage_error() {
        for argv in [
            &["AA", "--board", "Ks9d"][..],
            &["AA", "--board", "Ks9d4c", "--dead", "9d"],
        ] {
            let result = run(&parse_args(argv.iter().copied()).unwrap(), &mut Vec::new());
            assert!(matches!(&result, Err(Failure::Usage(_))), "{result:?}");
            assert_eq!(cli_kit::exit("range_analysis", result), ExitCode::from(2));
        }
    }

    #[test]
    fn the_table_gives_each_class_its_combos_and_share() {
        let text = output(&["QQ+,AK,T9s", "--board", "Ks9d4c", "--combos"]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "QQ+,AK,T9s on Ks 9d 4c");
        assert_eq!(lines[2], "Made hand                   Combos   Share");
        assert!(
            text.contains("\nset                              3   10.0%\n"),
            "{text}"
        );
        assert!(
            text.contains("\ntop pair                        12   40.0%\n"),
            "{text}"
        );
        assert!(
            text.contains("\nTotal                           30\n"),
            "{text}"
        );
        assert!(text.contains("\nset: KdKc KhKc KhKd\n"), "{text}");
        assert!(text.contains("\nbackdoor flush draw: "), "{text}");
        assert!(!text.contains("\nflush draw: "), "{text}");
    }

    #[test]
    fn dead_cards_and_weights_count() {
        let text = output(&["AA@50,KK", "--board", "Qh8h5c", "--dead", "As"]);
        assert!(
            text.starts_with("AA@50,KK on Qh 8h 5c, dead As\n"),
            "{text}"
        );
        assert!(
            text.contains("\noverpair                      7.50  100.0%\n"),
            "{text}"
        );
    }

    #[test]
    fn the_turns_spread_each_class() {
        let text = output(&["KK", "--board", "Ks9d4c", "--turns"]);
        assert!(text.contains("(49 turn cards)"), "{text}");
        // The three combos of kings are sets on 40 turns; a king leaves
        // one combo, four of a kind, and a nine or a four makes the full
        // house: 120 sets over 49 turns.
        assert!(
            text.contains("\nset                           3.00     2.45     0.00     3.00\n"),
            "{text}"
        );
    }

    #[test]
    fn each_class_has_its_equity() {
        let text = output(&[
            "QQ+,AK,T9s",
            "--board",
            "Ks9d4c",
            "--vs",
            "AhAd",
            "--vs",
            "any",
        ]);
        assert!(
            text.contains("\nEquity                           %   against AhAd and any\n"),
            "{text}"
        );
        // The classes that hold no combo have no row.
        let equities = &text[text.find("\nEquity ").unwrap()..];
        assert!(!equities.contains("\nflush draw "), "{text}");
        assert!(equities.contains("\nbackdoor flush draw "), "{text}");
        let row = |name: &str| -> f64 {
            let line = text
                .lines()
                .rev()
                .find(|line| line.starts_with(name))
                .unwrap();
            line[25..].trim().parse().unwrap()
        };
        // The sets (the three combos of kings left) against aces and a
        // random hand: the exact equity of the range KK there.
        let kings = Matchup::new(["KK".parse().unwrap(), "AhAd".parse().unwrap(), Range::any()])
            .board("Ks9d4c".parse().unwrap())
            .exact()
            .unwrap();
        assert!((row("set ") - 100.0 * kings.players[0].equity()).abs() < 0.006);
        assert!(row("Range") > 0.0 && row("Range") < 100.0);
        let error = parse_args(["AA", "--board", "Ks9d4c", "--vs", "AX"]).unwrap_err();
        assert!(error.to_string().starts_with("--vs \"AX\": "), "{error}");
        let mut argv = vec!["AA", "--board", "Ks9d4c"];
        argv.extend(["--vs", "KK"].repeat(MAX_PLAYERS));
        let error = parse_args(argv).unwrap_err();
        assert_eq!(error.to_string(), "--vs takes 1 to 9 opponents");
    }

    #[test]
    fn no_turn_card_left_is_said() {
        let board: CardSet = "Ks 9d 4c".parse().unwrap();
        let dead = (!board).to_string();
        let text = output(&["KK", "--board", "Ks9d4c", "--dead", &dead, "--turns"]);
        assert!(
            text.ends_with("\nNo turn card is left: every card is on the board or dead.\n"),
            "{text}"
        );
    }

    #[test]
    fn a_closed_output_ends_quietly() {
        let args = parse_args(["QQ+,AK", "--board", "Ks9d4c", "--turns", "--combos"]).unwrap();
        let result = run(&args, &mut cli_kit::ClosedPipe);
        assert_eq!(cli_kit::exit("range_analysis", result), ExitCode::SUCCESS);
    }
}
