//! Graham Hutton, "The countdown problem", J. Functional Programming 12(6),
//! 2002: the counts the paper reports for 1 3 7 10 25 50 and target 765.

use countdown_solver::hutton::{self, Program};
use countdown_solver::{Distinct, solutions};

const NUMBERS: [u64; 6] = [1, 3, 7, 10, 25, 50];

#[test]
fn brute_force_counts() {
    let c = hutton::counts(&NUMBERS, 765, Program::BruteForce).unwrap();
    assert_eq!(c.possible, Some(33_665_406));
    assert_eq!(c.valid, 4_672_540);
    assert_eq!(c.solutions, 780);
}

#[test]
fn pruned_counts() {
    let c = hutton::counts(&NUMBERS, 765, Program::Pruned).unwrap();
    assert_eq!(c.possible, None);
    assert_eq!(c.valid, 245_644);
    assert_eq!(c.solutions, 49);
}

#[test]
fn no_solution_for_831() {
    assert_eq!(
        hutton::counts(&NUMBERS, 831, Program::Pruned)
            .unwrap()
            .solutions,
        0
    );
    assert!(
        solutions(&NUMBERS, 831, Distinct::UpToOrder, usize::MAX)
            .unwrap()
            .is_empty()
    );
}

/// Up to commutativity and associativity the 780 solutions are 22.
#[test]
fn distinct_solutions() {
    assert_eq!(
        solutions(&NUMBERS, 765, Distinct::UpToOrder, usize::MAX)
            .unwrap()
            .len(),
        22
    );
}

/// Values beyond 64 bits count as invalid, as everywhere in the crate. With
/// three copies of M = 2^32 - 1 there are 3 + 6 * 4 + 6 * 32 = 219
/// expressions: 3 numbers alone; 3 valid of each ordered pair (M+M, M*M and
/// M/M; M-M is zero); and 14 of each ordered triple, where M*(M+M),
/// (M+M)*M and the two products of all three do not fit in 64 bits:
/// 3 + 18 + 84 = 105 valid. Only M/M makes 1.
#[test]
fn overflow_is_invalid() {
    let c = hutton::counts(&[u64::from(u32::MAX); 3], 1, Program::BruteForce).unwrap();
    assert_eq!(c.possible, Some(219));
    assert_eq!(c.valid, 105);
    assert_eq!(c.solutions, 6);
}
