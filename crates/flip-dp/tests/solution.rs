//! A solution's answers: win probabilities, advice and its errors, ties,
//! and the solution played as a policy.

use flip_dp::num_rational::Ratio;
use flip_dp::{
    Action, LexMax, Policy, Position, PositionError, Rules, Setup, SolveError, Solver, Tiles,
};

fn tiles(text: &str) -> Tiles {
    text.parse().unwrap()
}

#[test]
fn advice_errors() {
    let setup = Setup::flip();
    let solution = Solver::new(&setup).rules(Rules::forced(2)).solve().unwrap();
    let start = Position::new(setup.all_up(), 2);
    let up = setup.all_up();
    assert_eq!(
        solution.advice(start, 1),
        Err(PositionError::ImpossibleRoll { roll: 1, up })
    );
    assert_eq!(
        solution.advice(start, 13),
        Err(PositionError::ImpossibleRoll { roll: 13, up })
    );
    assert_eq!(
        solution.advice(Position::new(setup.all_up(), 3), 7),
        Err(PositionError::TooManyFailuresLeft {
            failures_left: 3,
            max: 2
        })
    );
    assert_eq!(
        solution.advice(Position::new(tiles("13"), 0), 7),
        Err(PositionError::NoSuchTile {
            tile: 13,
            tiles: 12
        })
    );
    assert_eq!(
        solution.count_suboptimal(&LexMax, 3),
        Err(SolveError::Position {
            source: PositionError::TooManyFailuresLeft {
                failures_left: 3,
                max: 2
            }
        })
    );
}

#[test]
fn a_won_game_has_no_advice() {
    let setup = Setup::flip();
    let solution = Solver::new(&setup).rules(Rules::forced(1)).solve().unwrap();
    for failures_left in 0..=1 {
        let won = Position::new(Tiles::EMPTY, failures_left);
        assert_eq!(solution.probability(won).unwrap().float, 1.0);
        for roll in 2..=12 {
            assert_eq!(solution.advice(won, roll), Err(PositionError::AllTilesDown));
        }
    }
}

/// The numerator of `p` over `denom`, a multiple of its denominator.
fn numerator_over(p: Ratio<u128>, denom: u128) -> u128 {
    assert_eq!(denom % p.denom(), 0);
    p.numer() * (denom / p.denom())
}

#[test]
fn the_best_advice_averages_to_the_probability() {
    // Every position of three small games and of Flip with two
    // failures: the weighted best actions add up to the position's value,
    // exactly.
    let setups = [
        Setup::flip(),
        Setup::shut_the_box().single_die_at_most(6),
        Setup::new(6, 3, 4).unwrap(),
        Setup::new(5, 1, 6).unwrap(),
    ];
    for setup in &setups {
        let d = u128::from(setup.outcomes());
        for rules in [Rules::forced(2), Rules::strategic(2)] {
            let solution = Solver::new(setup).rules(rules).exact().solve().unwrap();
            for s in 1..1u32 << setup.tiles() {
                for failures_left in 0..=2 {
                    let position = Position::new(Tiles::from_bits(s), failures_left);
                    let value = solution.probability(position).unwrap();
                    let below = d.pow(position.up.len() + failures_left - 1);
                    let (mut exact, mut float) = (0, 0.0);
                    for roll in setup.rolls(position.up) {
                        let best = solution.advice(position, roll.total()).unwrap()[0];
                        let p = best.probability;
                        exact +=
                            u128::from(roll.weight()) * numerator_over(p.exact.unwrap(), below);
                        float += roll.probability() * p.float;
                    }
                    assert_eq!(exact, numerator_over(value.exact.unwrap(), below * d));
                    assert!((float - value.float).abs() < 1e-12, "{position:?}");
                }
            }
        }
    }
}

#[test]
fn a_roll_without_a_move_costs_a_life() {
    let setup = Setup::flip();
    let solution = Solver::new(&setup)
        .rules(Rules::forced(2))
        .exact()
        .solve()
        .unwrap();
    let up = tiles("1 12");
    let advice = solution.advice(Position::new(up, 2), 7).unwrap();
    assert_eq!(advice.len(), 1);
    assert_eq!(advice[0].action, Action::Fail);
    assert_eq!(
        advice[0].probability,
        solution.probability(Position::new(up, 1)).unwrap()
    );
    let last = solution.advice(Position::new(up, 0), 7).unwrap();
    assert_eq!(last[0].probability.exact, Some(Ratio::from_integer(0)));
}

#[test]
fn exact_ties_list_the_larger_tiles_first() {
    // 5-4 and 7-2 leave the same chance, 55/486.
    let setup = Setup::flip();
    let solution = Solver::new(&setup).exact().solve().unwrap();
    let advice = solution
        .advice(Position::new(tiles("1 2 3 4 5 7"), 0), 9)
        .unwrap();
    assert_eq!(advice[0].action, Action::Flip(tiles("7 2")));
    assert_eq!(advice[1].action, Action::Flip(tiles("5 4")));
    let tie = Ratio::new(55, 486);
    assert_eq!(advice[0].probability.exact, Some(tie));
    assert_eq!(advice[1].probability.exact, Some(tie));
    assert_eq!(
        solution.choose(
            Position::new(tiles("1 2 3 4 5 7"), 0),
            9,
            &[tiles("4 5"), tiles("2 7")]
        ),
        Action::Flip(tiles("7 2"))
    );
}

#[test]
fn debug_is_short() {
    let setup = Setup::flip();
    let solution = Solver::new(&setup).solve().unwrap();
    assert!(format!("{solution:?}").len() < 300);
}
