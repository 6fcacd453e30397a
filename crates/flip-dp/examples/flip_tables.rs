//! The figures of the Flip document, recomputed: the win chances of the three
//! policies, both failure tables in the document's layout beside the exact
//! values, the three example positions, and the counts of decisions where
//! the optimal move is not Lex-Max (exact and in `f64`); then classic Shut
//! the Box with and without the one-die rule.
//!
//! ```sh
//! cargo run --release -p flip-dp --example flip_tables
//! ```

use std::error::Error;
use std::process::ExitCode;

use cli_kit::{Failure, say};
use flip_dp::{
    Action, Decisions, FailureTable, LexMax, Position, Rules, Setup, Solution, Solver, Tiles,
};
use thousands::Separable;

const USAGE: &str = "\
Usage: flip_tables

Recomputes the figures of the Flip document: the win chances of optimal play,
Lex-Min and Lex-Max, both tables of chances against failures allowed (beside
the document's figures), the example positions and the counts of decisions
where the optimal move is not Lex-Max; then classic Shut the Box.

Options:
  -h, --help  print this help
";

/// The document's tables (the N of "1 in N"): optimal, Lex-Min, Lex-Max per
/// row.
const TABLE_1: [[&str; 3]; 11] = [
    ["276", "7671", "290"],
    ["103", "1434", "109"],
    ["55", "470", "58"],
    ["35", "206", "37"],
    ["24", "107", "26"],
    ["18", "64", "19"],
    ["14", "41", "15"],
    ["11", "29", "12"],
    ["9.3", "21", "9.9"],
    ["7.9", "16", "8.4"],
    ["6.8", "13", "7.2"],
];
const TABLE_2_OPTIMAL: [&str; 11] = [
    "276", "100", "52", "32", "22", "16", "12", "9.7", "7.9", "6.7", "5.8",
];

fn parse_args() -> Result<(), lexopt::Error> {
    use lexopt::prelude::*;

    let mut parser = cli_kit::Parser::from_env();
    if let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => cli_kit::help("flip_tables", USAGE),
            _ => return Err(arg.unexpected()),
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    if let Err(err) = parse_args() {
        return cli_kit::exit("flip_tables", Err(err.into()));
    }
    cli_kit::exit("flip_tables", run().map_err(Failure::from))
}

fn run() -> Result<(), Box<dyn Error>> {
    let setup = Setup::flip();
    say!("Flip: tiles 1 to 12, two six-sided dice\n");

    let solver = Solver::new(&setup).exact();
    let forced = solver.rules(Rules::forced(10)).failure_table()?;
    let strategic = solver.rules(Rules::strategic(10)).failure_table()?;
    let start = &forced.rows()[0];
    say!("Win chances without failures (document: 1 in 276, 1 in 7671, 1 in 290)");
    for (name, p) in [
        ("Optimal", start.optimal),
        ("Lex-Min", start.lex_min),
        ("Lex-Max", start.lex_max),
    ] {
        let exact = p.exact.expect("exact table");
        say!("  {name}: {p:.3} = {exact}");
    }

    print_table(
        "Table 1: a move must be made when one exists",
        &forced,
        |k| TABLE_1[k],
    )?;
    print_table(
        "Table 2: a failure may also be declared on purpose",
        &strategic,
        |k| [TABLE_2_OPTIMAL[k], TABLE_1[k][1], TABLE_1[k][2]],
    )?;

    let optimal = Solver::new(&setup).exact().solve()?;
    say!("\nExample positions (no failures allowed), win chance after the move");
    let examples = [
        ("1 2 4 5 6 8", 11, "8.6", "15.1"),
        ("1 2 4 5 6 10 11", 9, "119.3", "243"),
        ("1 3 6 8 10", 9, "29.4", "44.7"),
    ];
    for (up, roll, doc_best, doc_lex) in examples {
        let up: Tiles = up.parse()?;
        let advice = optimal.advice(Position::new(up, 0), roll)?;
        let lex_max = setup
            .moves(up, roll)
            .max()
            .expect("the examples have moves");
        let lex = advice
            .iter()
            .find(|a| a.action == Action::Flip(lex_max))
            .expect("Lex-Max is legal");
        say!("  {up} up, roll {roll}:");
        say!("    optimal {:.1} (document: 1 in {doc_best})", advice[0]);
        say!("    Lex-Max {lex:.1} (document: 1 in {doc_lex})");
    }

    counts(&setup, &optimal)?;

    say!("\nClassic Shut the Box (tiles 1 to 9, two dice), no failures allowed");
    for (name, setup) in [
        ("two dice always", Setup::shut_the_box()),
        (
            "one die at a face-up sum of 6 or less",
            Setup::shut_the_box().single_die_at_most(6),
        ),
    ] {
        let solver = Solver::new(&setup).exact();
        let optimal = solver.solve()?.start();
        let lex_max = solver.evaluate(&LexMax)?.start();
        say!(
            "  {name}: optimal {optimal:.3} = {}, Lex-Max {lex_max:.3}",
            optimal.exact.expect("exact solve"),
        );
    }
    Ok(())
}

/// A table in the document's layout, beside the exact values and what the
/// document printed.
fn print_table(
    title: &str,
    table: &FailureTable,
    document: impl Fn(usize) -> [&'static str; 3],
) -> Result<(), Box<dyn Error>> {
    const NAMES: [&str; 3] = ["Optimal", "Lex-Min", "Lex-Max"];
    say!("\n{title}");
    say!("  (the N of \"1 in N\", rounded as the document prints it, then to three decimals)");
    say!(
        "  {:<9}{:>8}{:>8}{:>8}   {:>9}{:>9}{:>9}   document",
        "Failures",
        NAMES[0],
        NAMES[1],
        NAMES[2],
        NAMES[0],
        NAMES[1],
        NAMES[2]
    );
    for (k, row) in table.rows().iter().enumerate() {
        let columns = [row.optimal, row.lex_min, row.lex_max];
        let doc = document(k);
        let differs: Vec<String> = (0..3)
            .filter(|&i| format!("{:#}", columns[i]) != doc[i])
            .map(|i| format!("{} printed {}", NAMES[i], doc[i]))
            .collect();
        say!(
            "  {:<9}{:>#8}{:>#8}{:>#8}   {:>#9.3}{:>#9.3}{:>#9.3}   {}",
            row.failures,
            columns[0],
            columns[1],
            columns[2],
            columns[0],
            columns[1],
            columns[2],
            if differs.is_empty() {
                "same".to_owned()
            } else {
                differs.join(", ")
            },
        );
    }
    Ok(())
}

/// The (state, roll) pairs where the optimal move is not Lex-Max.
fn counts(setup: &Setup, exact: &Solution) -> Result<(), Box<dyn Error>> {
    let float = Solver::new(setup).solve()?;
    let e = exact.count_suboptimal(&LexMax, 0)?;
    let f = float.count_suboptimal(&LexMax, 0)?;
    say!(
        "\nOptimal move not Lex-Max, no failures allowed (document: 1,297 of 4,096 x 12 = 49,152)"
    );
    say!(
        "  exact: {} of {} (state, roll) pairs ({} with a legal move)",
        e.suboptimal.separate_with_commas(),
        e.pairs.separate_with_commas(),
        e.with_moves.separate_with_commas()
    );
    say!("  f64:   {}", f.suboptimal.separate_with_commas());
    // Where f64 sees Lex-Max strictly worse but the exact values tie.
    for s in 1..1u32 << setup.tiles() {
        let up = Tiles::from_bits(s);
        for roll in setup.rolls(up) {
            let Some(lex_max) = setup.moves(up, roll.total()).max() else {
                continue;
            };
            let position = Position::new(up, 0);
            let advice = float.advice(position, roll.total())?;
            let value = |m: Tiles| float.probability(Position::new(up.without(m), 0));
            if value(lex_max)?.float >= advice[0].probability.float {
                continue;
            }
            let exact_advice = exact.advice(position, roll.total())?;
            let lex = exact.probability(Position::new(up.without(lex_max), 0))?;
            if lex.exact == exact_advice[0].probability.exact {
                say!(
                    "  tie counted by f64 only: {up} up, roll {}: {} and {} both win {} exactly; in f64 {:e} < {:e}",
                    roll.total(),
                    advice[0].action,
                    Action::Flip(lex_max),
                    lex.exact.expect("exact solution"),
                    value(lex_max)?.float,
                    advice[0].probability.float,
                );
            }
        }
    }

    // States no game reaches from the start (all tiles up) still count above.
    let mut reachable = vec![false; 1 << setup.tiles()];
    reachable[setup.all_up().bits() as usize] = true;
    for s in (1..1u32 << setup.tiles()).rev() {
        let up = Tiles::from_bits(s);
        if reachable[s as usize] {
            for roll in setup.rolls(up) {
                for m in setup.moves(up, roll.total()) {
                    reachable[up.without(m).bits() as usize] = true;
                }
            }
        }
    }
    let mut unreachable = Vec::new();
    let mut in_unreachable = 0;
    for s in (1..1u32 << setup.tiles()).filter(|&s| !reachable[s as usize]) {
        let up = Tiles::from_bits(s);
        unreachable.push(format!("{up} up"));
        for roll in setup.rolls(up) {
            let Some(lex_max) = setup.moves(up, roll.total()).max() else {
                continue;
            };
            let best = exact.advice(Position::new(up, 0), roll.total())?[0]
                .probability
                .exact;
            let lex = exact
                .probability(Position::new(up.without(lex_max), 0))?
                .exact;
            in_unreachable += u32::from(lex < best);
        }
    }
    say!(
        "  states unreachable from the start: {} ({}), holding {in_unreachable} of the exact count",
        unreachable.len(),
        unreachable.join("; ")
    );

    say!(
        "\nOptimal move not Lex-Max by failures left, exact (document with 10 allowed: 14,975 of 491,520)"
    );
    say!(
        "  {:<6}{:>9}{:>11}{:>11}",
        "left",
        "forced",
        "strategic",
        "(moves)"
    );
    let forced = Solver::new(setup).rules(Rules::forced(10));
    let strategic = Solver::new(setup).rules(Rules::strategic(10));
    // Exact forced, exact strategic, f64 forced, f64 strategic.
    let solutions = [
        forced.exact().solve()?,
        strategic.exact().solve()?,
        forced.solve()?,
        strategic.solve()?,
    ];
    let mut totals = [Decisions::default(); 4];
    for failures_left in 0..=10 {
        let mut counted = [Decisions::default(); 4];
        for (count, solution) in counted.iter_mut().zip(&solutions) {
            *count = solution.count_suboptimal(&LexMax, failures_left)?;
        }
        say!(
            "  {failures_left:<6}{:>9}{:>11}{:>11}",
            counted[0].suboptimal.separate_with_commas(),
            counted[1].suboptimal.separate_with_commas(),
            counted[1].below_best_move.separate_with_commas()
        );
        for (total, d) in totals.iter_mut().zip(counted) {
            total.pairs += d.pairs;
            total.with_moves += d.with_moves;
            total.suboptimal += d.suboptimal;
            total.below_best_move += d.below_best_move;
        }
    }
    say!(
        "  {:<6}{:>9}{:>11}{:>11}   of {} pairs ({} with a legal move)",
        "all",
        totals[0].suboptimal.separate_with_commas(),
        totals[1].suboptimal.separate_with_commas(),
        totals[1].below_best_move.separate_with_commas(),
        totals[0].pairs.separate_with_commas(),
        totals[0].with_moves.separate_with_commas()
    );
    say!(
        "  {:<6}{:>9}{:>11}{:>11}   (all levels, compared in f64)",
        "f64",
        totals[2].suboptimal.separate_with_commas(),
        totals[3].suboptimal.separate_with_commas(),
        totals[3].below_best_move.separate_with_commas()
    );
    say!(
        "  (moves): strategic game, the best move compared with Lex-Max, declared failures left out"
    );
    Ok(())
}
