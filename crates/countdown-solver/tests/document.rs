//! "Penerapan Algoritma Runut-balik pada Penyelesaian Permainan Countdown
//! Numbers", the source document: its five test cases in its left-to-right
//! mode, and what the real rules find for the same rounds.

use countdown_solver::{Distinct, left_to_right, solutions, solve};

#[test]
fn the_documents_five_cases() {
    let found = |numbers: &[u64], target| {
        left_to_right(numbers, target)
            .unwrap()
            .map(|s| s.to_string())
    };
    assert_eq!(found(&[6, 5, 3, 2], 28).as_deref(), Some("6+5+3*2"));
    assert_eq!(found(&[8, 5, 5, 3], 101), None);
    assert_eq!(found(&[50, 9, 6, 3, 2], 144).as_deref(), Some("50*9/6-3*2"));
    assert_eq!(found(&[25, 10, 5, 3, 2], 401), None);
    assert_eq!(
        found(&[6, 5, 4, 3, 2, 1], 720).as_deref(),
        Some("6*5*4*3*2")
    );
}

#[test]
fn left_to_right_chains_evaluate_to_the_target() {
    let s = left_to_right(&[50, 9, 6, 3, 2], 144).unwrap().unwrap();
    assert_eq!(s.to_expr().eval(), Some(144));
    assert_eq!(s.to_expr().to_string(), "(50*9/6-3)*2");
}

#[test]
fn the_real_rules_on_the_same_rounds() {
    for (numbers, target) in [
        (&[6, 5, 3, 2][..], 28),
        (&[8, 5, 5, 3], 101),
        (&[50, 9, 6, 3, 2], 144),
        (&[25, 10, 5, 3, 2], 401),
        (&[6, 5, 4, 3, 2, 1], 720),
    ] {
        let s = solve(numbers, target).unwrap();
        println!("{numbers:?} -> {target}: {} = {}", s.expr(), s.value());
        assert_eq!(s.expr().eval(), Some(s.value()));
    }
}

#[test]
fn the_documents_examples() {
    let s = solve(&[100, 75, 25, 9, 4, 2], 375).unwrap();
    assert_eq!((s.value(), s.numbers_used()), (375, 3));
    assert_eq!(
        solve(&[75, 9, 4], 375).unwrap().expr().to_string(),
        "(9-4)*75"
    );
    // The document gives 730 = (6*4*3+1)*5*2; 728 is just as close.
    let s = solve(&[1, 2, 3, 4, 5, 6], 729).unwrap();
    println!("729: {} = {}", s.expr(), s.value());
    assert_eq!(s.distance(), 1);
    assert!(!s.is_exact());
    assert!(
        solutions(&[1, 2, 3, 4, 5, 6], 729, Distinct::UpToOrder, 1)
            .unwrap()
            .is_empty()
    );
    assert!(
        !solutions(&[1, 2, 3, 4, 5, 6], 730, Distinct::UpToOrder, 1)
            .unwrap()
            .is_empty()
    );
    assert!(
        !solutions(&[1, 2, 3, 4, 5, 6], 728, Distinct::UpToOrder, 1)
            .unwrap()
            .is_empty()
    );
}
