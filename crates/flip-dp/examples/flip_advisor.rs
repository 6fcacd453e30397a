//! Move advice: every legal move for a position and a roll, with its exact
//! win probability, best first.
//!
//! By arguments (face-up tiles, then the roll):
//!
//! ```sh
//! cargo run --release -p flip-dp --example flip_advisor -- "1 2 4 5 6 8" 11
//! cargo run --release -p flip-dp --example flip_advisor -- "2 5" 5 --failures 3 --strategic
//! ```
//!
//! Options: `--failures K` (allowance, default 0), `--left B` (failures left,
//! default K), `--strategic` (failures may be declared), `--tiles N` (board
//! of tiles 1..=N, default 12), `--single-die T` (one die at a face-up sum of
//! T or less). Without a position it reads lines `TILES / ROLL` from
//! standard input, e.g. `1 3 6 8 10 / 9`.

use std::io::BufRead;

use flip_dp::{Action, Game, Position, Rules, Solution, Solver, Tiles};

fn main() {
    if let Err(message) = run() {
        eprintln!("flip_advisor: {message}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let (mut failures, mut left, mut strategic, mut tiles, mut single) = (0, None, false, 12, None);
    let mut positional = Vec::new();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| -> Result<u32, String> {
            let text = args.next().ok_or(format!("{name} needs a number"))?;
            text.parse()
                .map_err(|_| format!("{name}: {text:?} is not a number"))
        };
        match arg.as_str() {
            "--failures" => failures = value("--failures")?,
            "--left" => left = Some(value("--left")?),
            "--strategic" => strategic = true,
            "--tiles" => tiles = value("--tiles")?,
            "--single-die" => single = Some(value("--single-die")?),
            _ => positional.push(arg),
        }
    }
    let mut game = Game::new(tiles, 2, 6).map_err(|e| e.to_string())?;
    if let Some(threshold) = single {
        game = game.with_single_die_at_most(threshold);
    }
    let rules = if strategic {
        Rules::strategic(failures)
    } else {
        Rules::forced(failures)
    };
    let solution = Solver::new(&game)
        .rules(rules)
        .exact()
        .solve()
        .or_else(|_| Solver::new(&game).rules(rules).solve())
        .map_err(|e| e.to_string())?;
    let lives = left.unwrap_or(failures);
    println!(
        "{} tiles, two dice, {} failure(s) allowed{}; new game wins {}",
        game.tiles(),
        failures,
        if strategic { " (may be declared)" } else { "" },
        solution.start()
    );
    match positional.as_slice() {
        [up, roll] => advise(&solution, up, roll, lives),
        [] => {
            println!("Enter `TILES / ROLL` lines (e.g. `1 3 6 8 10 / 9`), end with Ctrl-D.");
            for line in std::io::stdin().lock().lines() {
                let line = line.map_err(|e| e.to_string())?;
                let Some((up, roll)) = line.split_once('/') else {
                    eprintln!("expected `TILES / ROLL`");
                    continue;
                };
                if let Err(message) = advise(&solution, up, roll.trim(), lives) {
                    eprintln!("{message}");
                }
            }
            Ok(())
        }
        _ => Err("expected the face-up tiles and the roll, e.g. \"1 2 4 5 6 8\" 11".into()),
    }
}

fn advise(solution: &Solution, up: &str, roll: &str, lives: u32) -> Result<(), String> {
    let up: Tiles = up
        .parse()
        .map_err(|e: flip_dp::ParseTilesError| e.to_string())?;
    let roll: u32 = roll
        .parse()
        .map_err(|_| format!("{roll:?} is not a roll"))?;
    let position = Position::new(up, lives);
    let now = solution.probability(position).map_err(|e| e.to_string())?;
    println!("\n{up} up, {lives} failure(s) left (wins {now} before the roll), roll {roll}:");
    let advice = solution.advice(position, roll).map_err(|e| e.to_string())?;
    for a in &advice {
        let action = match a.action {
            Action::Flip(m) => format!("flip {m:#}"),
            Action::Fail => "take a failure".into(),
        };
        let odds = match a.probability.one_in() {
            n if n.is_finite() => format!("1 in {n:.1}"),
            _ => "never".into(),
        };
        let exact = a
            .probability
            .exact
            .map_or(String::new(), |r| format!(" = {r}"));
        println!(
            "  {action:<18} wins {:.6} ({odds}){exact}",
            a.probability.float
        );
    }
    Ok(())
}
