//! Equity of 2 to 10 players, each a hand or a range, with an optional
//! board and dead cards: exact enumeration, or Monte Carlo with a seed.
//!
//! ```sh
//! cargo run --release -p holdem-enum --example equity -- AhAs KdKc --board 9h2c7s
//! cargo run --release -p holdem-enum --example equity -- AhKh "QQ+,AKs" any --mc 1000000 --seed 7
//! cargo run --release -p holdem-enum --example equity -- --game omaha AsAhKsKh JcTc9d8d
//! cargo run --release -p holdem-enum --example equity -- --game short-deck AA KK
//! cargo run --release -p holdem-enum --example equity -- AhKh any any any --time-limit 2
//! ```
//!
//! A run longer than a second shows its progress on standard error when
//! that is a terminal; `--time-limit` or a first Ctrl-C stops it with the
//! counts so far, printed as a partial result (a second Ctrl-C ends it at
//! once).

#[path = "common/monte_carlo.rs"]
mod monte_carlo;
#[path = "common/options.rs"]
mod options;
#[path = "common/progress.rs"]
mod progress;
#[path = "common/variant.rs"]
mod variant;

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use card_core::CardSet;
use cli_kit::Failure;
use holdem_enum::{
    Calculation, Equity, HandList, MAX_PLAYERS, Matchup, Method, MonteCarlo, Range, Variant,
};
use options::card_set;
use variant::Named;

const USAGE: &str = "\
Usage: equity PLAYER PLAYER... [--game NAME] [--straight-beats-trips]
              [--board CARDS] [--dead CARDS] [--mc N] [--target-se PERCENT]
              [--seed S] [--threads N] [--time-limit SECONDS]

Each PLAYER is a hand (AhAs) or a range (\"QQ+,AKs\", \"A2s+@50\", any);
2 to 10 players. In Omaha each PLAYER is a hand of 4, 5 or 6 cards
(AsAhKsKh), a list of them (\"AsAhKsKh,AdAcKdKc\"), or any (a random hand
of the size of the others); hands of 4 to 6 cards select Omaha without
--game. Omaha hi-lo takes Omaha's hands and splits the pot between the
best high and the best eight-or-better low. In stud, razz and stud hi-lo
each PLAYER is the cards dealt so far (up to seven: As2d3c8h), a list of
them, or any (nothing known); the rest are dealt to each player, with no
board. Short deck takes hold'em's ranges within its 36 cards (six to
ace). Without --mc or --target-se every deal is enumerated. A run longer
than a second shows its progress on standard error when that is a
terminal (with --target-se, the fraction of the way to the target);
Ctrl-C stops it and prints what it counted (a second Ctrl-C ends it at
once).

Options:
  --board CARDS            0, 3, 4 or 5 board cards (9h2c7s or \"9h 2c 7s\")
  --dead CARDS             cards out of play
  --mc N                   Monte Carlo with N samples instead of exact enumeration
  --target-se PERCENT      Monte Carlo until every player's standard error is
                           below PERCENT % (with --mc N, at most N samples)
  --seed S                 seed of the Monte Carlo samples (default 2026)
  --threads N              threads to use (default: all cores)
  --time-limit SECONDS     stop after this long and print the partial result
{VARIANT}
  -h, --help               print this help
";

#[derive(Debug)]
struct Args {
    /// The players as written.
    players: Vec<String>,
    /// The players, the variant, the board and the dead cards.
    matchup: Matchup,
    board: CardSet,
    dead: CardSet,
    samples: Option<u64>,
    /// The standard error target, a fraction.
    target: Option<f64>,
    seed: u64,
    threads: Option<usize>,
    time_limit: Option<Duration>,
}

fn parse_args(argv: impl IntoIterator<Item = impl Into<OsString>>) -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut args = Args {
        players: Vec::new(),
        matchup: Matchup::new([]),
        board: CardSet::EMPTY,
        dead: CardSet::EMPTY,
        samples: None,
        target: None,
        seed: 2026,
        threads: None,
        time_limit: None,
    };
    let mut named = None;
    let mut straight_beats_trips = false;
    let mut seed = None;
    let mut parser = cli_kit::Parser::from_args(argv);
    while let Some(arg) = parser.next()? {
        match arg {
            Long("game") => {
                named = Some(variant::named(&cli_kit::value::<String>(
                    &mut parser,
                    "--game",
                )?)?)
            }
            Long("straight-beats-trips") => straight_beats_trips = true,
            Long("board") => args.board = card_set(&mut parser, "--board")?,
            Long("dead") => args.dead = card_set(&mut parser, "--dead")?,
            Long("mc") => args.samples = Some(cli_kit::count(&mut parser, "--mc")?),
            Long("target-se") => args.target = Some(target_se(&mut parser)?),
            Long("seed") => seed = Some(cli_kit::value(&mut parser, "--seed")?),
            Long("threads") => args.threads = Some(cli_kit::count(&mut parser, "--threads")?),
            Long("time-limit") => args.time_limit = Some(progress::time_limit(&mut parser)?),
            Short('h') | Long("help") => cli_kit::help(
                "equity",
                &USAGE.replace("{VARIANT}", variant::VARIANT_OPTIONS),
            ),
            Value(value) => {
                let name = format!("player {}", args.players.len() + 1);
                args.players.push(cli_kit::parse(value, &name)?);
            }
            _ => return Err(arg.unexpected()),
        }
    }
    let sampled = args.samples.is_some() || args.target.is_some();
    args.seed = monte_carlo::seed(seed, sampled)?.unwrap_or(args.seed);
    if !(2..=MAX_PLAYERS).contains(&args.players.len()) {
        return Err(format!(
            "give 2 to {MAX_PLAYERS} players, got {}",
            args.players.len()
        )
        .into());
    }
    // Hands of 4 to 6 cards select Omaha unless --game says otherwise.
    let named = named.unwrap_or_else(|| match omaha_size(&args.players) {
        Some(_) => Named::Omaha,
        None => Named::Holdem,
    });
    let variant = variant::of(named, straight_beats_trips)?;
    let matchup = match variant {
        Variant::Omaha | Variant::OmahaHiLo => Matchup::hands(omaha_players(&args.players)?),
        Variant::Stud | Variant::Razz | Variant::StudHiLo => {
            Matchup::hands(stud_players(&args.players)?)
        }
        _ => Matchup::new(ranges(&args.players, variant)?),
    };
    args.matchup = matchup.variant(variant).board(args.board).dead(args.dead);
    Ok(args)
}

/// The value of `--target-se`: a positive percentage, as a fraction.
fn target_se(parser: &mut lexopt::Parser) -> Result<f64, lexopt::Error> {
    let percent: f64 = cli_kit::value(parser, "--target-se")?;
    if !(percent.is_finite() && percent > 0.0) {
        return Err(format!("--target-se must be a positive percentage, got {percent}").into());
    }
    Ok(percent / 100.0)
}

/// Hole cards an Omaha hand may have.
const OMAHA_SIZES: std::ops::RangeInclusive<usize> = 4..=6;

/// The size of the first hand of 4 to 6 cards among `players`, if any.
fn omaha_size(players: &[String]) -> Option<usize> {
    players.iter().find_map(|text| {
        let list = text.parse::<HandList>().ok()?;
        let size = list.hands().first()?.len();
        OMAHA_SIZES.contains(&size).then_some(size)
    })
}

/// The players as Omaha hand lists; `any` or `random` is a random hand of
/// the size of the first hand given (4 if none is).
fn omaha_players(players: &[String]) -> Result<Vec<HandList>, String> {
    let size = omaha_size(players).unwrap_or(*OMAHA_SIZES.start());
    players
        .iter()
        .enumerate()
        .map(|(i, text)| {
            if matches!(text.trim(), "any" | "random") {
                return Ok(HandList::random(size));
            }
            let list: HandList = text
                .parse()
                .map_err(|err| format!("player {} {text:?}: {err}", i + 1))?;
            match list
                .hands()
                .iter()
                .find(|hand| !OMAHA_SIZES.contains(&hand.len()))
            {
                Some(hand) => Err(format!(
                    "player {} {text:?}: an omaha hand has 4 to 6 cards, got {}",
                    i + 1,
                    hand.len()
                )),
                None => Ok(list),
            }
        })
        .collect()
}

/// The players as stud hand lists: the cards dealt so far, or `any` or
/// `random` for none known.
fn stud_players(players: &[String]) -> Result<Vec<HandList>, String> {
    let hand = |(i, text): (usize, &String)| {
        if matches!(text.trim(), "any" | "random") {
            return Ok(HandList::random(STUD_CARDS));
        }
        let list: HandList = text
            .parse()
            .map_err(|err| format!("player {} {text:?}: {err}", i + 1))?;
        match list.hands().iter().find(|hand| hand.len() > STUD_CARDS) {
            Some(hand) => Err(format!(
                "player {} {text:?}: a stud hand has up to {STUD_CARDS} cards, got {}",
                i + 1,
                hand.len()
            )),
            None => Ok(list),
        }
    };
    players.iter().enumerate().map(hand).collect()
}

/// The cards of a stud hand.
const STUD_CARDS: usize = 7;

/// The players as hold'em ranges, for hold'em or short deck.
fn ranges(players: &[String], variant: Variant) -> Result<Vec<Range>, String> {
    players
        .iter()
        .enumerate()
        .map(|(i, text)| {
            text.parse::<Range>().map_err(|err| match omaha_size(std::slice::from_ref(text)) {
                Some(size) => format!(
                    "player {} {text:?}: {size} cards make an omaha hand, not one of {variant}; use --game omaha",
                    i + 1
                ),
                None => format!("player {} {text:?}: {err}", i + 1),
            })
        })
        .collect()
}

fn main() -> ExitCode {
    let result = parse_args(std::env::args_os().skip(1))
        .map_err(Failure::from)
        .and_then(|args| {
            cli_kit::on_threads(args.threads, || run(&args, &mut io::stdout().lock()))
        });
    cli_kit::exit("equity", result)
}

fn run(args: &Args, out: &mut impl Write) -> Result<(), Failure> {
    let matchup = &args.matchup;
    let calculation = if args.samples.is_none() && args.target.is_none() {
        Calculation::exact()
    } else {
        let mut options = MonteCarlo::new().seed(args.seed);
        if let Some(samples) = args.samples {
            options = options.samples(samples);
        }
        if let Some(target) = args.target {
            options = options.target_std_error(target);
        }
        Calculation::monte_carlo(options)
    };
    let calculation = match args.time_limit {
        Some(limit) => calculation.time_limit(limit),
        None => calculation,
    };
    let start = Instant::now();
    let equity = progress::watched(calculation, |calculation| matchup.calculate(calculation));
    let elapsed = start.elapsed();
    let equity = equity.map_err(|err| Failure::Computation(err.to_string()))?;
    report(args, &equity, elapsed, out)
}

fn report(
    args: &Args,
    equity: &Equity,
    elapsed: Duration,
    out: &mut impl Write,
) -> Result<(), Failure> {
    let matchup = &args.matchup;
    let variant = matchup.get_variant();
    if variant != Variant::Holdem {
        let mut name = variant.to_string();
        name[..1].make_ascii_uppercase();
        write!(out, "{name}, ")?;
    }
    match (args.board.is_empty(), variant) {
        (true, Variant::Holdem) => write!(out, "Preflop")?,
        (true, Variant::Stud | Variant::Razz | Variant::StudHiLo) => {
            write!(out, "the cards to come")?
        }
        (true, _) => write!(out, "preflop")?,
        (false, Variant::Holdem) => write!(out, "Board {}", args.board)?,
        (false, _) => write!(out, "board {}", args.board)?,
    }
    if !args.dead.is_empty() {
        write!(out, ", dead {}", args.dead)?;
    }
    writeln!(out, "; {}", progress::counted(equity))?;
    if let Method::PartialExact(_) = equity.method {
        writeln!(
            out,
            "The counts below are of the deals enumerated so far, not an estimate of the equity."
        )?;
    }
    writeln!(out)?;
    let width = args
        .players
        .iter()
        .map(String::len)
        .max()
        .unwrap_or(0)
        .max(4);
    match equity.no_low {
        Some(no_low) => split_table(args, equity, no_low, width, out)?,
        None => pot_table(args, equity, width, out)?,
    }
    writeln!(out, "\nTime: {:.2} ms", elapsed.as_secs_f64() * 1e3)?;
    Ok(())
}

/// The table of a game played for the whole pot: wins, ties and equity,
/// with the standard error and a 95% interval when sampled.
fn pot_table(
    args: &Args,
    equity: &Equity,
    width: usize,
    out: &mut impl Write,
) -> Result<(), Failure> {
    write!(
        out,
        "{:<7} {:<width$} {:>8} {:>8} {:>9}",
        "Player", "Hand", "Win %", "Tie %", "Equity %"
    )?;
    let sampled = equity.standard_error(0).is_some();
    if sampled {
        write!(out, " {:>12} {:>17}", "Std error %", "95% interval")?;
    }
    writeln!(out)?;
    for (i, (player, text)) in equity.players.iter().zip(&args.players).enumerate() {
        write!(
            out,
            "{:<7} {:<width$} {:>8.2} {:>8.2} {:>9.2}",
            i + 1,
            text,
            100.0 * player.win_probability(),
            100.0 * player.tie_probability(),
            100.0 * player.equity(),
        )?;
        if let (Some(error), Some((low, high))) =
            (equity.standard_error(i), equity.confidence_interval(i))
        {
            write!(
                out,
                " {:>12.3} {:>17}",
                100.0 * error,
                format!("{:.2} - {:.2}", 100.0 * low, 100.0 * high)
            )?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// The table of a split-pot game: scoops, high and low wins and ties, and
/// equity (the share of the pot), then how often no low qualifies.
fn split_table(
    args: &Args,
    equity: &Equity,
    no_low: u128,
    width: usize,
    out: &mut impl Write,
) -> Result<(), Failure> {
    write!(
        out,
        "{:<7} {:<width$} {:>8} {:>8} {:>8} {:>8} {:>8} {:>9}",
        "Player", "Hand", "Scoop %", "High %", "Tie %", "Low %", "Tie %", "Equity %"
    )?;
    let sampled = equity.standard_error(0).is_some();
    if sampled {
        write!(out, " {:>12}", "Std error %")?;
    }
    writeln!(out)?;
    let percent = |count: u128| 100.0 * count as f64 / equity.deals.max(1) as f64;
    for (i, (player, text)) in equity.players.iter().zip(&args.players).enumerate() {
        let split = player.split.unwrap_or_default();
        write!(
            out,
            "{:<7} {:<width$} {:>8.2} {:>8.2} {:>8.2} {:>8.2} {:>8.2} {:>9.2}",
            i + 1,
            text,
            percent(split.scoops),
            percent(player.wins),
            percent(player.tied()),
            percent(split.low_wins),
            percent(split.low_tied()),
            100.0 * player.equity(),
        )?;
        if let Some(error) = equity.standard_error(i) {
            write!(out, " {:>12.3}", 100.0 * error)?;
        }
        writeln!(out)?;
    }
    writeln!(
        out,
        "\nNo low qualifies on {:.2}% of the deals.",
        percent(no_low)
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(args: &[&str]) -> String {
        parse_args(args.iter().copied()).unwrap_err().to_string()
    }

    #[test]
    fn bad_numbers_name_their_option() {
        assert_eq!(
            error(&["AA", "KK", "--seed", "abc"]),
            "--seed: invalid digit found in string"
        );
        assert_eq!(
            error(&["AA", "KK", "--mc", "-3"]),
            "--mc: invalid digit found in string"
        );
        assert_eq!(
            error(&["AA", "KK", "--threads", "x"]),
            "--threads: invalid digit found in string"
        );
        assert_eq!(error(&["AA", "KK", "--mc", "0"]), "--mc must be at least 1");
    }

    /// `equity AA KK --seed 7` once ran the exact enumeration, ignoring
    /// its seed.
    #[test]
    fn a_seed_needs_monte_carlo() {
        assert_eq!(error(&["AA", "KK", "--seed", "7"]), "--seed needs --mc");
        let args = parse_args(["AA", "KK", "--seed", "7", "--mc", "10"]).unwrap();
        assert_eq!((args.samples, args.seed), (Some(10), 7));
        let args = parse_args(["AA", "KK", "--seed", "7", "--target-se", "0.5"]).unwrap();
        assert_eq!((args.target, args.seed), (Some(0.005), 7));
    }

    /// A standard error target runs until it is reached, past the
    /// default number of samples, unless `--mc` caps it; the result says
    /// whether it was reached.
    #[test]
    fn a_target_runs_until_reached_unless_capped() {
        for bad in ["0", "-1", "inf"] {
            assert_eq!(
                error(&["AA", "KK", "--target-se", bad]),
                format!(
                    "--target-se must be a positive percentage, got {}",
                    bad.parse::<f64>().unwrap()
                )
            );
        }
        let text = |argv: &[&str]| {
            let mut text = Vec::new();
            run(&parse_args(argv.iter().copied()).unwrap(), &mut text).unwrap();
            String::from_utf8(text).unwrap()
        };
        // AA against KK, their flops stratified: 0.025% needs about 1.2
        // million samples.
        let reached = text(&["AhAs", "KhKs", "--target-se", "0.025"]);
        let first = reached.lines().next().unwrap();
        assert!(
            first.ends_with("; standard error target reached"),
            "{first}"
        );
        let samples: u64 = first["Preflop; Monte Carlo, ".len()..]
            .split(' ')
            .next()
            .unwrap()
            .replace(',', "")
            .parse()
            .unwrap();
        assert!(samples > MonteCarlo::DEFAULT_SAMPLES, "{first}");
        let capped = text(&["AhAs", "KhKs", "--target-se", "0.025", "--mc", "200000"]);
        assert!(
            capped.starts_with(
                "Preflop; Monte Carlo, 200,000 samples (seed 2026); \
                 standard error target NOT reached\n"
            ),
            "{capped}"
        );
    }

    #[test]
    fn the_player_count_is_a_usage_error() {
        assert_eq!(error(&["AA"]), "give 2 to 10 players, got 1");
        let eleven = ["AA"; 11];
        assert_eq!(error(&eleven), "give 2 to 10 players, got 11");
    }

    /// Cards in two places are well-formed arguments: the computation
    /// fails (exit status 1), not the usage (2).
    #[test]
    fn a_failed_computation_exits_with_1() {
        let args = parse_args(["AhAs", "KK", "--board", "Ah 7c 2d"]).unwrap();
        let result = run(&args, &mut Vec::new());
        assert!(matches!(result, Err(Failure::Computation(_))), "{result:?}");
        assert_eq!(cli_kit::exit("equity", result), ExitCode::from(1));
        let args = parse_args(["AA", "AA", "--board", "Ac Ad 2c"]).unwrap();
        assert_eq!(
            cli_kit::exit("equity", run(&args, &mut Vec::new())),
            ExitCode::from(1)
        );
    }

    #[test]
    fn variants_and_their_bad_combinations() {
        let variant = |argv: &[&str]| {
            parse_args(argv.iter().copied())
                .unwrap()
                .matchup
                .get_variant()
        };
        assert_eq!(variant(&["AsAhKsKh", "JcTc9d8d"]), Variant::Omaha);
        assert_eq!(
            variant(&["--game", "omaha", "AsAhKsKhQd", "any"]),
            Variant::Omaha
        );
        assert_eq!(variant(&["AA", "KK"]), Variant::Holdem);
        assert_eq!(
            error(&["AA", "KK", "--straight-beats-trips"]),
            "--straight-beats-trips needs --game short-deck"
        );
        assert_eq!(
            error(&["--game", "holdem", "AsAhKsKh", "KK"]),
            "player 1 \"AsAhKsKh\": 4 cards make an omaha hand, not one of hold'em; use --game omaha"
        );
        assert_eq!(
            error(&["--game", "omaha", "AsAh", "KsKhQsQh"]),
            "player 1 \"AsAh\": an omaha hand has 4 to 6 cards, got 2"
        );
        assert_eq!(
            error(&["--game", "seven-card", "AA", "KK"]),
            "--game must be holdem, omaha, omaha-hi-lo, short-deck, stud, razz or stud-hi-lo, not \"seven-card\""
        );
    }

    #[test]
    fn omaha_and_short_deck_print_each_players_equity() {
        let mut text = Vec::new();
        let args = parse_args(["AsAhKsKh", "JcTc9d8d", "--board", "2c 7d 9h 3c"]).unwrap();
        run(&args, &mut text).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(
            text.starts_with("Omaha, board 9h 7d 3c 2c; exact, 40 deals"),
            "{text}"
        );
        let args = parse_args(["--game", "short-deck", "AhAs", "5c5d"]).unwrap();
        let result = run(&args, &mut Vec::new());
        assert_eq!(cli_kit::exit("equity", result), ExitCode::from(1));
    }

    #[test]
    fn a_time_limit_is_seconds_from_zero() {
        assert_eq!(
            error(&["AA", "KK", "--time-limit", "-1"]),
            "--time-limit must be a number of seconds from 0, got -1"
        );
        assert_eq!(
            error(&["AA", "KK", "--time-limit", "soon"]),
            "--time-limit: invalid float literal"
        );
        let args = parse_args(["AA", "KK", "--time-limit", "1.5"]).unwrap();
        assert_eq!(args.time_limit, Some(Duration::from_millis(1500)));
    }

    #[test]
    fn a_run_stopped_by_its_time_limit_says_it_is_partial() {
        let text = |argv: &[&str]| {
            let mut text = Vec::new();
            run(&parse_args(argv.iter().copied()).unwrap(), &mut text).unwrap();
            String::from_utf8(text).unwrap()
        };
        let exact = text(&["AhKh", "any", "any", "--time-limit", "0"]);
        assert!(
            exact.starts_with(
                "Preflop; PARTIAL exact enumeration, 0 deals counted, \
                 stopped by the time limit with 0.0% of the work done\n\
                 The counts below are of the deals enumerated so far"
            ),
            "{exact}"
        );
        let sampled = text(&["AhKh", "QQ", "--mc", "100000", "--time-limit", "0"]);
        assert!(
            sampled.starts_with(
                "Preflop; Monte Carlo, 0 samples (seed 2026), \
                 stopped by the time limit with 0.0% of the work done\n\n"
            ),
            "{sampled}"
        );
        let whole = text(&["AhKh", "QQ", "--mc", "1", "--time-limit", "60"]);
        assert!(
            whole.starts_with("Preflop; Monte Carlo, 1 sample (seed 2026)\n"),
            "{whole}"
        );
    }

    #[test]
    fn a_closed_output_ends_quietly() {
        let args = parse_args(["AhAs", "KhKs", "--board", "2c 7d 9h Tc"]).unwrap();
        let result = run(&args, &mut cli_kit::ClosedPipe);
        assert_eq!(cli_kit::exit("equity", result), ExitCode::SUCCESS);
        let mut text = Vec::new();
        run(&args, &mut text).unwrap();
        assert!(String::from_utf8(text).unwrap().contains("exact, 44 deals"));
    }
}
