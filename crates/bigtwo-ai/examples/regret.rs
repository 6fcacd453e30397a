//! Measures where a strategy's choices lose value: at each of its
//! decisions the oracle values every candidate in the true deal, and the
//! table gives what the strategy's choice lost against the best, a game,
//! by the cards it held and whether it answered a play or led.
//!
//! ```sh
//! cargo run --release -p bigtwo-ai --example regret -- --games 600 strong greedy greedy greedy
//! ```
//!
//! (From a clone of the repository: the examples read their arguments
//! with the workspace's command-line kit, which is not published.)

#[path = "cli/mod.rs"]
mod cli;

use std::io::{self, Write};
use std::process::ExitCode;

use bigtwo_ai::card_core::stream_rng;
use bigtwo_ai::oracle::Oracle;
use bigtwo_ai::{Budget, Game, Rules, Strategy, Strong};
use cli_kit::{Failure, plural};
use thousands::Separable;

const USAGE: &str = "\
Usage: regret [OPTIONS] STRATEGY OPPONENT OPPONENT OPPONENT

Plays games under the paper's rules, the strategy's seat turning with
each game, and at each of its decisions with a choice asks the oracle
(the strong player's search with every hand in view) for the value of
every candidate in the true deal: 1 for a win plus a hundredth of the
score. Prints what the strategy's choices lost against the oracle's
best, a game (with the decisions that lost value, of all decisions
with a choice), by the cards held and whether it answered or led.

Strategies: random, greedy, smart, strong

Options:
  --games N   games to play (default 600)
  --seed N    seed of the deals and the players (default 2026)
  --work N    the strong player's work per decision (default 1100000)
  -h, --help  print this help
";

struct Args {
    games: u64,
    seed: u64,
    budget: Budget,
    lineup: Vec<String>,
}

fn parse_args() -> Result<Args, lexopt::Error> {
    use lexopt::prelude::*;

    let mut games = 600;
    let mut seed = 2026;
    let mut budget = Strong::DEFAULT_BUDGET;
    let mut lineup = Vec::new();
    let mut parser = cli_kit::Parser::from_env();
    while let Some(arg) = parser.next()? {
        match arg {
            Long("games") => games = cli_kit::count(&mut parser, "--games")?,
            Long("seed") => seed = cli_kit::value(&mut parser, "--seed")?,
            Long("work") => budget = Budget::Work(cli_kit::count(&mut parser, "--work")?),
            Short('h') | Long("help") => cli_kit::help("regret", USAGE),
            Value(name) => {
                let name: String = cli_kit::parse(name, "STRATEGY")?;
                if !cli::STRATEGIES.contains(&name.as_str()) {
                    return Err(format!("unknown strategy {name:?}").into());
                }
                lineup.push(name);
            }
            _ => return Err(arg.unexpected()),
        }
    }
    if lineup.len() != 4 {
        return Err(format!("four strategies are needed, not {}", lineup.len()).into());
    }
    Ok(Args {
        games,
        seed,
        budget,
        lineup,
    })
}

/// The stages of a game by the cards the player holds, as the table's
/// rows name them.
const STAGES: [(usize, &str); 3] = [(10, "13 to 10"), (6, "9 to 6"), (1, "5 to 1")];

/// Decisions, those that lost value, and the value lost.
#[derive(Default, Clone, Copy)]
struct Loss {
    decisions: u64,
    losing: u64,
    lost: f64,
}

impl Loss {
    fn add(&mut self, lost: f64) {
        self.decisions += 1;
        self.losing += u64::from(lost > 0.0);
        self.lost += lost;
    }
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(err) => return cli_kit::exit("regret", Err(err.into())),
    };
    let strong = Strong::new(args.budget);
    let oracle = Oracle::new(strong);
    let lineup: Vec<&dyn Strategy> = args
        .lineup
        .iter()
        .map(|name| cli::strategy(name, &strong))
        .collect();
    // [stage][answering, leading]
    let mut table = [[Loss::default(); 2]; STAGES.len()];
    let mut per_game = Vec::new();
    for g in 0..args.games {
        let mut rng = stream_rng(args.seed, g);
        let mut game = Game::deal(Rules::document(), &mut rng);
        let me = (g % 4) as usize;
        let mut lost_here = 0.0;
        while !game.is_over() {
            let seat = game.turn();
            let view = game.view(seat);
            let place = (seat.index() + 4 - me) % 4;
            let action = lineup[place].choose(&view, &mut rng);
            let values = if place == 0 {
                oracle.values(&game)
            } else {
                Vec::new()
            };
            if let Some(&(_, mine)) = values.iter().find(|&&(a, _)| a == action) {
                let best = values.iter().map(|&(_, v)| v).fold(f64::MIN, f64::max);
                let stage = STAGES
                    .iter()
                    .position(|&(least, _)| view.hand().len() >= least)
                    .unwrap_or(STAGES.len() - 1);
                let lead = usize::from(view.top().is_none());
                table[stage][lead].add(best - mine);
                lost_here += best - mine;
            }
            game.apply(seat, action).expect("strategies play legally");
        }
        per_game.push(lost_here);
    }
    let written = print(&args, &table, &per_game);
    cli_kit::exit("regret", written.map_err(Failure::from))
}

/// Writes the report; stops at the first failed write.
fn print(args: &Args, table: &[[Loss; 2]; STAGES.len()], per_game: &[f64]) -> io::Result<()> {
    let mut out = io::stdout().lock();
    let games = per_game.len() as f64;
    let mean = per_game.iter().sum::<f64>() / games;
    let spread = per_game.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (games - 1.0).max(1.0);
    let all = table
        .iter()
        .flatten()
        .fold(Loss::default(), |sum, loss| Loss {
            decisions: sum.decisions + loss.decisions,
            losing: sum.losing + loss.losing,
            lost: sum.lost + loss.lost,
        });
    writeln!(
        out,
        "{}, seed {}, {} against {}, {}, {} (the paper's rules)",
        plural(args.games, "game"),
        args.seed,
        args.lineup[0],
        args.lineup[1],
        args.lineup[2],
        args.lineup[3]
    )?;
    writeln!(
        out,
        "lost a game against the oracle's best: {mean:.3} ± {:.3}, by {} of {} decisions",
        (spread / games).sqrt(),
        all.losing.separate_with_commas(),
        all.decisions.separate_with_commas()
    )?;
    writeln!(out)?;
    writeln!(
        out,
        "{:<10}  {:>20}  {:>20}",
        "cards held", "answering", "leading"
    )?;
    for ((_, name), row) in STAGES.iter().zip(table) {
        let cell = |loss: &Loss| {
            let counts = format!("({} / {})", loss.losing, loss.decisions);
            format!("{:.3} {counts:>13}", loss.lost / games)
        };
        writeln!(
            out,
            "{name:<10}  {:>20}  {:>20}",
            cell(&row[0]),
            cell(&row[1])
        )?;
    }
    writeln!(
        out,
        "(each cell: the value lost a game, then the decisions that lost value / all)"
    )?;
    Ok(())
}
