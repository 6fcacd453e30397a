//! Exact odds of the instant wins at the deal.

use card_core::{Card, binomial};
use num_rational::Ratio;

use crate::InstantWin;
use crate::rules::HAND_SIZE;

/// The exact probability that a dealt hand of 13 cards holds `win`
/// (whatever the rules: six pairs are counted even though only variation
/// 7 makes them win).
///
/// Every 13-card hand is equally likely, so each probability is a count
/// of hands over C(52, 13) = 635,013,559,600:
///
/// - four 2s: the other 9 cards from 48, C(48, 9);
/// - dragon: one card of each rank, any suit, 4^13 (suited dragons
///   included);
/// - suited dragon: one of 4 suits;
/// - six pairs: exactly one rank held an odd number of times (a four of a
///   kind counts as two pairs, three of a kind as a pair and the odd card),
///   counted rank by rank.
///
/// The result is in lowest terms (a [`num_rational::Ratio`]).
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{InstantWin, instant_win_odds};
///
/// let suited = instant_win_odds(InstantWin::SuitedDragon);
/// assert_eq!((*suited.numer(), *suited.denom()), (1, 158_753_389_900));
/// let four_twos = instant_win_odds(InstantWin::FourTwos);
/// assert_eq!((*four_twos.denom() as f64 / *four_twos.numer() as f64).round(), 379.0);
/// ```
pub fn instant_win_odds(win: InstantWin) -> Ratio<u64> {
    let hands = binomial(Card::COUNT as u32, HAND_SIZE as u32);
    let count = match win {
        InstantWin::FourTwos => binomial(48, 9),
        InstantWin::Dragon => 4u64.pow(13),
        InstantWin::SuitedDragon => 4,
        InstantWin::SixPairs => six_pairs_hands(),
    };
    Ratio::new(count, hands)
}

/// The number of 13-card hands with exactly one rank held an odd number
/// of times: a walk over the ranks counting hands by size and by how many
/// ranks so far were odd (0 or 1; more can never come back to one).
fn six_pairs_hands() -> u64 {
    // ways[cards][odd]
    let mut ways = [[0u64; 2]; 14];
    ways[0][0] = 1;
    for _rank in 0..13 {
        let mut next = [[0u64; 2]; 14];
        for (cards, by_odd) in ways.iter().enumerate() {
            for (odd, &w) in by_odd.iter().enumerate() {
                if w == 0 {
                    continue;
                }
                for held in 0..=4usize {
                    let odd_now = odd + held % 2;
                    if cards + held <= 13 && odd_now <= 1 {
                        next[cards + held][odd_now] += w * binomial(4, held as u32);
                    }
                }
            }
        }
        ways = next;
    }
    ways[13][1]
}
