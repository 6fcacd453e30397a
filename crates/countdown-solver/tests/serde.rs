//! JSON round trips of every serialisable type (`--features serde`).
#![cfg(feature = "serde")]

use countdown_solver::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
use countdown_solver::{Expr, Op, Round, Solution, SurveyReport, TargetRange, solve};
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

#[test]
fn survey_reports() {
    let json = r#"{"range":{"lo":101,"hi":102},"selections":2,"solvable":3,
        "by_large":[{"selections":1,"solvable":1},{"selections":1,"solvable":2},
        {"selections":0,"solvable":0},{"selections":0,"solvable":0},{"selections":0,"solvable":0}],
        "reached_by":[2,1],"complete":[[25,10,9,8,7,6]],
        "largest_peak":{"peak":150,"selection":[25,10,9,8,7,6],"target":102}}"#;
    let r: SurveyReport = serde_json::from_str(json).unwrap();
    assert_eq!((r.solvable, r.reached_by.as_slice()), (3, &[2, 1][..]));
    assert_eq!(round_trip(&r), r);
}
