//! JSON round trips of every serialisable type (`--features serde`).
#![cfg(feature = "serde")]

use countdown_solver::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
use countdown_solver::{Expr, Op, Round, Solution, SurveyReport, TargetRange, solve, survey};
use proptest::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Serialises, reads back, and checks that the text is the same again.
fn round_trip<T: Serialize + DeserializeOwned>(value: &T) -> T {
    let json = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&json).unwrap();
    assert_eq!(serde_json::to_string(&back).unwrap(), json);
    back
}

fn expr() -> impl Strategy<Value = Expr> {
    // At most 8 numbers up to 100: no product leaves 64 bits.
    let leaf = (1u64..=100).prop_map(Expr::Number);
    leaf.prop_recursive(3, 8, 2, |inner| {
        (prop::sample::select(Op::ALL.to_vec()), inner.clone(), inner)
            .prop_map(|(op, l, r)| Expr::apply(op, l, r))
    })
}

proptest! {
    /// An expression travels as its text: same text, same numbers in the
    /// same order, and the same value when it follows the rules (a chain
    /// regrouped can turn an illegal step legal: `232+(352-352)` prints as
    /// `232+352-352`).
    #[test]
    fn expressions(e in expr()) {
        let json = serde_json::to_string(&e).unwrap();
        prop_assert_eq!(&json, &format!("\"{e}\""));
        let back = round_trip(&e);
        prop_assert_eq!(back.to_string(), e.to_string());
        prop_assert_eq!(back.numbers(), e.numbers());
        if let Some(v) = e.eval() {
            prop_assert_eq!(back.eval(), Some(v));
        }
    }

    #[test]
    fn rounds_solutions_and_answers(seed in any::<u64>(), large in 0usize..=4) {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let range = TargetRange::new(100, 999).unwrap();
        let round = Round::random(large, range, &mut rng).unwrap();
        prop_assert_eq!(round_trip(&round), round);
        prop_assert_eq!(round_trip(&range), range);
        let best: Solution = round.solve();
        let back = round_trip(&best);
        prop_assert_eq!(back.to_string(), best.to_string());
        prop_assert_eq!((back.value(), back.target()), (best.value(), best.target()));
        let answer: Solution = round.check(best.expr().clone()).unwrap();
        let back = round_trip(&answer);
        prop_assert_eq!((back.value(), back.points()), (answer.value(), answer.points()));
    }
}

#[test]
fn operations_and_left_nested_expressions_come_back_equal() {
    for op in Op::ALL {
        assert_eq!(round_trip(&op), op);
    }
    let e: Expr = "(9-4)*75+100/25-3".parse().unwrap();
    assert_eq!(round_trip(&e), e);
    let s = solve(&[100, 75, 25, 9, 4, 2], 375).unwrap();
    assert_eq!(round_trip(&s), s);
}

#[test]
fn invalid_input_is_refused() {
    let bad = |json: &str| serde_json::from_str::<Round>(json).unwrap_err().to_string();
    assert!(bad(r#"{"numbers":[1,2,3,4,5,0],"target":100}"#).contains("position 6 is zero"));
    assert!(bad(r#"{"numbers":[1,2,3,4,5,6],"target":0}"#).contains("target is zero"));
    let range = serde_json::from_str::<TargetRange>(r#"{"lo":500,"hi":100}"#);
    assert!(
        range
            .unwrap_err()
            .to_string()
            .contains("invalid target range")
    );
    let expr = serde_json::from_str::<Expr>(r#""(9-4""#);
    assert!(expr.unwrap_err().to_string().contains("never closed"));
    // Deep text is refused, not read into a stack overflow.
    let deep = format!("\"{}1{}\"", "(".repeat(100_000), ")".repeat(100_000));
    let expr = serde_json::from_str::<Expr>(&deep);
    assert!(expr.unwrap_err().to_string().contains("nested too deeply"));
    let chain = format!("\"{}\"", vec!["1"; 1_000_000].join("+"));
    let expr = serde_json::from_str::<Expr>(&chain);
    assert!(expr.unwrap_err().to_string().contains("nested too deeply"));
}

/// A survey's report comes back equal, and one whose counts do not hold
/// together is refused.
#[test]
fn survey_reports() {
    let report = survey(TargetRange::new(101, 110).unwrap());
    assert_eq!(round_trip(&report), report);
    let json = serde_json::to_value(&report).unwrap();
    let refused = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut bad = json.clone();
        change(&mut bad);
        serde_json::from_value::<SurveyReport>(bad)
            .unwrap_err()
            .to_string()
    };
    assert!(refused(&|r| r["reached_by"].as_array_mut().unwrap().truncate(9)).contains("9 counts"));
    assert!(refused(&|r| r["selections"] = 2.into()).contains("the game has 13243"));
    assert!(refused(&|r| r["solvable"] = 1.into()).contains("do not add up"));
    assert!(refused(&|r| r["reached_by"][0] = 1_000_000.into()).contains("do not add up"));
    assert!(refused(&|r| r["by_large"][0]["selections"] = 1.into()).contains("0 large tiles"));
    assert!(
        refused(&|r| r["complete"] = serde_json::json!([[1, 1, 1, 1, 1, 1]]))
            .contains("complete selections")
    );
    assert!(refused(&|r| r["largest_peak"]["target"] = 500.into()).contains("largest peak"));
    assert!(refused(&|r| r["largest_peak"]["peak"] = 100.into()).contains("largest peak"));
    assert!(refused(&|r| r["largest_peak"] = serde_json::Value::Null).contains("largest peak"));
}

/// A solution is read back only if the crate could have made it: the
/// issue's `100*4-25` claiming 377, a zero target, a step that breaks the
/// rules, a zero or too many numbers.
#[test]
fn solutions_keep_their_value() {
    let s = solve(&[100, 75, 25, 9, 4, 2], 375).unwrap();
    assert_eq!(
        serde_json::to_string(&s).unwrap(),
        r#"{"expr":"100*4-25","value":375,"target":375}"#
    );
    let bad = |json: &str| {
        serde_json::from_str::<Solution>(json)
            .unwrap_err()
            .to_string()
    };
    assert!(
        bad(r#"{"expr":"100*4-25","value":377,"target":375}"#)
            .contains("the value 377 is not that of 100*4-25, which makes 375")
    );
    assert!(bad(r#"{"expr":"100*4-25","value":375,"target":0}"#).contains("target is zero"));
    assert!(bad(r#"{"expr":"3-7","value":4,"target":4}"#).contains("not positive"));
    assert!(bad(r#"{"expr":"9/2","value":4,"target":4}"#).contains("fraction"));
    assert!(bad(r#"{"expr":"5+0","value":5,"target":5}"#).contains("position 2 is zero"));
    let nine = ["1"; 9].join("+");
    assert!(
        bad(&format!(r#"{{"expr":"{nine}","value":9,"target":9}}"#))
            .contains("9 numbers given, at most 8")
    );
    // Every method answers on what is read back.
    let back: Solution =
        serde_json::from_str(r#"{"expr":"(9-4)*75","value":375,"target":400}"#).unwrap();
    assert_eq!(
        (back.distance(), back.points(), back.numbers_used()),
        (25, 0, 3)
    );
}
