//! The two number systems the dynamic program runs in.
//!
//! Exact values are numerators over a power of the number of dice outcomes
//! `D`: the win probability at a position with `t` tiles up and `b` failures
//! left is stored as `N / D^(t + b)`. Every successor of that position (a
//! move flips at least one tile; a failure spends one of those left) fits over
//! `D^(t + b - 1)` after multiplying by a power of `D`, and the roll weights
//! add exactly one more factor `D`. Probabilities never exceed 1, so every
//! intermediate value is at most `D^(t + b)`: once `D^(tiles + failures)`
//! fits in a `u128`, nothing overflows and nothing needs reducing.

use crate::dice::Roll;
use crate::{Rules, Setup, SolveError};

/// A number type for win probabilities.
pub(crate) trait Arith: Copy + PartialOrd {
    /// A lost game.
    const ZERO: Self;
    /// A won game with `failures_left` failures left.
    fn win(powers: &[u128], failures_left: u32) -> Self;
    /// The same value over a denominator `by` powers of `D` larger.
    fn lift(self, powers: &[u128], by: u32) -> Self;
    /// `self + p(roll) * value`, one power of `D` up.
    fn add(self, roll: &Roll, value: Self) -> Self;
}

impl Arith for f64 {
    const ZERO: f64 = 0.0;

    fn win(_: &[u128], _: u32) -> f64 {
        1.0
    }

    fn lift(self, _: &[u128], _: u32) -> f64 {
        self
    }

    fn add(self, roll: &Roll, value: f64) -> f64 {
        self + roll.probability() * value
    }
}

impl Arith for u128 {
    const ZERO: u128 = 0;

    fn win(powers: &[u128], failures_left: u32) -> u128 {
        powers[failures_left as usize]
    }

    fn lift(self, powers: &[u128], by: u32) -> u128 {
        self * powers[by as usize]
    }

    fn add(self, roll: &Roll, value: u128) -> u128 {
        self + u128::from(roll.weight()) * value
    }
}

/// `D^0 ..= D^(tiles + failures)` for `D` the number of dice outcomes.
///
/// The failure allowance must be at most [`Setup::max_failures`], so that
/// `tiles + failures` fits in a `u32`.
///
/// # Errors
///
/// [`SolveError::ExactOverflow`] when the largest power does not fit in a
/// `u128`.
pub(crate) fn powers(setup: &Setup, rules: Rules) -> Result<Vec<u128>, SolveError> {
    let outcomes = u128::from(setup.outcomes());
    let exponent = setup.tiles() + rules.failures();
    let overflow = SolveError::ExactOverflow {
        outcomes: setup.outcomes(),
        exponent,
    };
    let mut powers = vec![1u128];
    for _ in 0..exponent {
        let next = powers[powers.len() - 1]
            .checked_mul(outcomes)
            .ok_or(overflow)?;
        powers.push(next);
    }
    Ok(powers)
}
