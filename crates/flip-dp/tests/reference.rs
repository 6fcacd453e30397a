//! The fast dynamic program against a slow, separately written reference:
//! memoised recursion over explicit dice outcomes, brute-force subsets, and
//! plain fractions.

use std::collections::HashMap;

use flip_dp::{LexMax, LexMin, Position, Rules, Setup, Solver, Tiles};
use proptest::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Play {
    Optimal,
    LexMax,
    LexMin,
}

/// A fraction in lowest terms; small enough games keep it far from overflow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Frac(u128, u128);

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a.max(1) } else { gcd(b, a % b) }
}

impl Frac {
    fn new(n: u128, d: u128) -> Frac {
        let g = gcd(n, d);
        Frac(n / g, d / g)
    }
    fn add(self, o: Frac) -> Frac {
        Frac::new(self.0 * o.1 + o.0 * self.1, self.1 * o.1)
    }
    fn less(self, o: Frac) -> bool {
        self.0 * o.1 < o.0 * self.1
    }
}

struct Reference {
    tiles: u32,
    dice: u32,
    faces: u32,
    threshold: Option<u32>,
    failures_left: u32,
    strategic: bool,
    play: Play,
    memo: HashMap<(u32, u32), (f64, Frac)>,
}

fn numbers(set: u32) -> Vec<u32> {
    (1..=32).filter(|t| set >> (t - 1) & 1 == 1).collect()
}

impl Reference {
    /// Every dice outcome at `up`, one by one.
    fn outcomes(&self, up: u32) -> Vec<u32> {
        let sum: u32 = numbers(up).iter().sum();
        let dice = match self.threshold {
            Some(t) if sum <= t => 1,
            _ => self.dice,
        };
        let mut totals = vec![0u32];
        for _ in 0..dice {
            totals = totals
                .iter()
                .flat_map(|t| (1..=self.faces).map(move |f| t + f))
                .collect();
        }
        totals
    }

    fn value(&mut self, up: u32, failures_left: u32) -> (f64, Frac) {
        if up == 0 {
            return (1.0, Frac(1, 1));
        }
        if let Some(&v) = self.memo.get(&(up, failures_left)) {
            return v;
        }
        let outcomes = self.outcomes(up);
        let n = outcomes.len() as u128;
        let (mut float, mut exact) = (0.0, Frac(0, 1));
        for roll in outcomes {
            let fail = if failures_left > 0 {
                self.value(up, failures_left - 1)
            } else {
                (0.0, Frac(0, 1))
            };
            // Brute force: every non-empty subset of `up`.
            let mut moves = Vec::new();
            let mut sub = up;
            while sub != 0 {
                if numbers(sub).iter().sum::<u32>() == roll {
                    moves.push(sub);
                }
                sub = (sub - 1) & up;
            }
            let descending = |m: &u32| {
                let mut v = numbers(*m);
                v.reverse();
                v
            };
            let chosen = match self.play {
                _ if moves.is_empty() => fail,
                Play::LexMax => {
                    let m = *moves.iter().max_by_key(|m| descending(m)).unwrap();
                    self.value(up & !m, failures_left)
                }
                Play::LexMin => {
                    let m = *moves.iter().min_by_key(|m| descending(m)).unwrap();
                    self.value(up & !m, failures_left)
                }
                Play::Optimal => {
                    let mut best = self.value(up & !moves[0], failures_left);
                    for &m in &moves[1..] {
                        let v = self.value(up & !m, failures_left);
                        if best.1.less(v.1) {
                            best = v;
                        }
                    }
                    if self.strategic && best.1.less(fail.1) {
                        fail
                    } else {
                        best
                    }
                }
            };
            float += chosen.0 / n as f64;
            exact = exact.add(Frac::new(chosen.1.0, chosen.1.1 * n));
        }
        self.memo.insert((up, failures_left), (float, exact));
        (float, exact)
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn solver_matches_reference(
        tiles in 1u32..=6,
        dice in 1u32..=2,
        faces in 2u32..=4,
        threshold in proptest::option::of(0u32..=12),
        failures_left in 0u32..=2,
        strategic: bool,
    ) {
        let mut setup = Setup::new(tiles, dice, faces).unwrap();
        if let Some(t) = threshold {
            setup = setup.single_die_at_most(t);
        }
        let rules = if strategic { Rules::strategic(failures_left) } else { Rules::forced(failures_left) };
        let solver = Solver::new(&setup).rules(rules).exact();
        for play in [Play::Optimal, Play::LexMax, Play::LexMin] {
            let solution = match play {
                Play::Optimal => solver.solve(),
                Play::LexMax => solver.evaluate(&LexMax),
                Play::LexMin => solver.evaluate(&LexMin),
            }.unwrap();
            let mut reference = Reference {
                tiles, dice, faces, threshold, failures_left, strategic, play,
                memo: HashMap::new(),
            };
            for up in 0..1u32 << reference.tiles {
                for b in 0..=reference.failures_left {
                    let (float, exact) = reference.value(up, b);
                    let got = solution.probability(Position::new(Tiles::from_bits(up), b)).unwrap();
                    let ratio = got.exact.unwrap();
                    prop_assert_eq!((*ratio.numer(), *ratio.denom()), (exact.0, exact.1), "{:?} {} {}", play, up, b);
                    prop_assert!((got.float - float).abs() <= 1e-12, "{} vs {}", got.float, float);
                }
            }
        }
    }
}
