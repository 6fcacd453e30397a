//! Graham Hutton, "The countdown problem", J. Functional Programming 12(6),
//! 2002: the counts the paper reports for 1 3 7 10 25 50 and target 765.

use countdown_solver::{hutton, solutions};

const NUMBERS: [u32; 6] = [1, 3, 7, 10, 25, 50];

#[test]
fn brute_force_counts() {
    let c = hutton::counts(&NUMBERS, 765, false).unwrap();
    assert_eq!(c.possible, Some(33_665_406));
    assert_eq!(c.valid, 4_672_540);
    assert_eq!(c.solutions, 780);
}

#[test]
fn pruned_counts() {
    let c = hutton::counts(&NUMBERS, 765, true).unwrap();
    assert_eq!(c.possible, None);
    assert_eq!(c.valid, 245_644);
    assert_eq!(c.solutions, 49);
}

#[test]
fn no_solution_for_831() {
    assert_eq!(hutton::counts(&NUMBERS, 831, true).unwrap().solutions, 0);
    assert!(solutions(&NUMBERS, 831).unwrap().is_empty());
}
