//! JSON round trips of every serialisable type: tiles and actions as the
//! text users write, games as their description (checked when read back),
//! and results with their exact fractions.
#![cfg(feature = "serde")]

use flip_dp::num_rational::Ratio;
use flip_dp::rand::SeedableRng;
use flip_dp::rand::rngs::Xoshiro256PlusPlus;
use flip_dp::{
    Action, LexMin, Position, Probability, Rules, Session, Setup, Simulation, Solver, Status, Tiles,
};
use proptest::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Writes `value` as JSON and reads it back.
fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) -> T {
    let json = serde_json::to_string(value).unwrap();
    serde_json::from_str(&json).unwrap_or_else(|err| panic!("{json}: {err}"))
}

fn rules(failures: u32, strategic: bool) -> Rules {
    if strategic {
        Rules::strategic(failures)
    } else {
        Rules::forced(failures)
    }
}

#[test]
fn text_types_are_written_as_text() {
    let up: Tiles = "1 2 4".parse().unwrap();
    assert_eq!(serde_json::to_string(&up).unwrap(), r#""1 2 4""#);
    assert_eq!(serde_json::to_string(&Tiles::EMPTY).unwrap(), r#""none""#);
    let action = Action::Flip("6 5".parse().unwrap());
    assert_eq!(serde_json::to_string(&action).unwrap(), r#""flip 6-5""#);
    assert_eq!(
        serde_json::to_string(&Action::Fail).unwrap(),
        r#""take a failure""#
    );
    assert_eq!(
        serde_json::to_string(&Position::new(up, 2)).unwrap(),
        r#"{"up":"1 2 4","failures_left":2}"#
    );
    assert_eq!(
        serde_json::from_str::<Tiles>(r#""8-2-1""#).unwrap(),
        "1 2 8".parse().unwrap()
    );
    let err = serde_json::from_str::<Tiles>(r#""1 2 -3""#).unwrap_err();
    assert!(
        err.to_string().contains("unexpected '-' at byte 4"),
        "{err}"
    );
}

#[test]
fn games_are_written_as_their_description_and_checked() {
    let setup = Setup::shut_the_box().single_die_at_most(6);
    assert_eq!(
        serde_json::to_string(&setup).unwrap(),
        r#"{"tiles":9,"dice":2,"faces":6,"single_die_at_most":6}"#
    );
    let err = serde_json::from_str::<Setup>(
        r#"{"tiles":21,"dice":2,"faces":6,"single_die_at_most":null}"#,
    )
    .unwrap_err();
    assert!(
        err.to_string().contains("a game has 1 to 20 tiles, not 21"),
        "{err}"
    );
    // A game read back solves like the original.
    let back = round_trip(&setup);
    let solve = |setup: &Setup| Solver::new(setup).exact().solve().unwrap().start();
    assert_eq!(solve(&back), solve(&setup));
}

#[test]
fn results_round_trip() {
    let setup = Setup::flip();
    let solver = Solver::new(&setup).rules(Rules::strategic(2)).exact();
    let table = solver.failure_table().unwrap();
    assert_eq!(round_trip(&table), table);
    let optimal = solver.solve().unwrap();
    let counted = optimal.count_suboptimal(&LexMin, 1).unwrap();
    assert_eq!(round_trip(&counted), counted);
    let advice = optimal
        .advice(Position::new("1 2 4 5 6 8".parse().unwrap(), 2), 11)
        .unwrap();
    for a in &advice {
        assert_eq!(&round_trip(a), a);
    }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(4);
    let simulation = Simulation::new(&setup).rules(Rules::forced(3)).games(100);
    let estimate = simulation.estimate(&LexMin, &mut rng).unwrap();
    assert_eq!(round_trip(&estimate), estimate);
    let outcome = simulation.play(&LexMin, &mut rng).unwrap();
    assert_eq!(round_trip(&outcome), outcome);
    // A whole reviewed game.
    let mut session = Session::new(&optimal, &mut rng);
    assert_eq!(
        round_trip(&session.hint().unwrap()),
        session.hint().unwrap()
    );
    while let Status::Rolled(_) = session.status() {
        let best = session.hint().unwrap().best.action;
        session.apply(best, &mut rng).unwrap();
    }
    assert_eq!(round_trip(&session.status()), session.status());
    for turn in session.turns() {
        assert_eq!(&round_trip(turn), turn);
    }
}

proptest! {
    #[test]
    fn tiles_positions_and_actions(bits: u32, failures_left: u32, fail: bool) {
        let up = Tiles::from_bits(bits);
        prop_assert_eq!(round_trip(&up), up);
        let position = Position::new(up, failures_left);
        prop_assert_eq!(round_trip(&position), position);
        let action = if fail { Action::Fail } else { Action::Flip(up) };
        prop_assert_eq!(round_trip(&action), action);
    }

    #[test]
    fn games_and_rules(
        tiles in 1u32..=12,
        dice in 1u32..=4,
        faces in 2u32..=8,
        threshold in proptest::option::of(0u32..=40),
        failures: u32,
        strategic: bool,
    ) {
        let mut setup = Setup::new(tiles, dice, faces).unwrap();
        if let Some(threshold) = threshold {
            setup = setup.single_die_at_most(threshold);
        }
        prop_assert_eq!(round_trip(&setup), setup);
        let rules = rules(failures, strategic);
        prop_assert_eq!(round_trip(&rules), rules);
    }

    #[test]
    fn probabilities(numer: u128, denom in 1u128..) {
        let exact = Probability::from(Ratio::new(numer.min(denom), denom));
        prop_assert_eq!(round_trip(&exact), exact);
        let solved = Solver::new(&Setup::new(3, 1, 6).unwrap()).solve().unwrap().start();
        prop_assert_eq!(round_trip(&solved), solved);
    }
}

/// Reads `json` as a `T`, expecting a refusal, and gives its message.
fn refused<T: DeserializeOwned + std::fmt::Debug>(json: &str) -> String {
    serde_json::from_str::<T>(json).unwrap_err().to_string()
}

/// The issue's probabilities of 64 and -1, and float and exact parts that
/// disagree, are refused; every accepted one answers.
#[test]
fn probabilities_are_checked() {
    let p = refused::<Probability>;
    assert!(p(r#"{"float":64.0,"exact":null}"#).contains("not from 0 to 1"));
    assert!(p(r#"{"float":-1.0,"exact":null}"#).contains("not from 0 to 1"));
    assert!(p(r#"{"float":0.5,"exact":[3,2]}"#).contains("3/2 is not from 0 to 1"));
    assert!(p(r#"{"float":0.5,"exact":[1,3]}"#).contains("not its exact value 1/3"));
    let half: Probability = serde_json::from_str(r#"{"float":0.5,"exact":[2,4]}"#).unwrap();
    assert_eq!(half, Probability::from(Ratio::new(1, 2)));
    assert_eq!(half.to_string(), "1 in 2.0");
    let never: Probability = serde_json::from_str(r#"{"float":0.0,"exact":null}"#).unwrap();
    assert!(never.one_in().is_infinite());
}

/// The issue's table with no row for 3 failures is refused, as are rows
/// out of order, exact in part, or with a heuristic beating the optimum.
#[test]
fn failure_tables_are_checked() {
    let setup = Setup::new(6, 1, 6).unwrap();
    let table = Solver::new(&setup)
        .rules(Rules::forced(3))
        .exact()
        .failure_table()
        .unwrap();
    assert_eq!(round_trip(&table), table);
    let json = serde_json::to_value(&table).unwrap();
    let refused = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut bad = json.clone();
        change(&mut bad);
        serde_json::from_value::<flip_dp::FailureTable>(bad)
            .unwrap_err()
            .to_string()
    };
    assert!(refused(&|t| t["rows"].as_array_mut().unwrap().truncate(3)).contains("3 rows for 3"));
    assert!(refused(&|t| t["rows"].as_array_mut().unwrap().swap(1, 2)).contains("row 1 is for 2"));
    assert!(
        refused(&|t| t["rows"][2]["lex_min"]["exact"] = serde_json::Value::Null)
            .contains("not exact")
    );
    assert!(
        refused(&|t| t["rows"][1]["lex_max"] = serde_json::json!({"float": 1.0, "exact": [1, 1]}))
            .contains("beating the optimal")
    );
    let float = Solver::new(&setup)
        .rules(Rules::strategic(2))
        .failure_table()
        .unwrap();
    assert_eq!(round_trip(&float), float);
}

#[test]
fn counts_are_checked() {
    assert!(refused::<flip_dp::Estimate>(r#"{"games":0,"wins":0}"#).contains("at least one game"));
    assert!(refused::<flip_dp::Estimate>(r#"{"games":5,"wins":6}"#).contains("6 wins in 5 games"));
    let setup = Setup::new(4, 1, 6).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    let estimate = Simulation::new(&setup)
        .games(50)
        .estimate(&LexMin, &mut rng)
        .unwrap();
    assert_eq!(round_trip(&estimate), estimate);
    let d = |json: &str| refused::<flip_dp::Decisions>(json);
    let counts = r#"{"pairs":4,"with_moves":5,"suboptimal":0,"below_best_move":0}"#;
    assert!(d(counts).contains("part of the one before"));
    let counts = r#"{"pairs":4,"with_moves":3,"suboptimal":0,"below_best_move":4}"#;
    assert!(d(counts).contains("part of the one before"));
    let solution = Solver::new(&setup).solve().unwrap();
    let counted = solution.count_suboptimal(&LexMin, 0).unwrap();
    assert_eq!(round_trip(&counted), counted);
}
