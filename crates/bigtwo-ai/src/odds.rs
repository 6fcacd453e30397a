//! Exact odds of the instant wins at the deal.

use core::fmt;

use card_core::binomial;

use crate::InstantWin;

/// An exact probability as a fraction in lowest terms.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::Fraction;
///
/// let half = Fraction::new(2, 4).unwrap();
/// assert_eq!((half.numer(), half.denom()), (1, 2));
/// assert_eq!(half.to_string(), "1/2");
/// assert_eq!(half.one_in(), 2.0);
/// assert_eq!(Fraction::new(1, 0), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fraction {
    numer: u64,
    denom: u64,
}

impl Fraction {
    /// `numer / denom` in lowest terms, or `None` if `denom` is 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Fraction;
    ///
    /// assert_eq!(Fraction::new(6, 9).map(|f| f.to_string()), Some("2/3".into()));
    /// ```
    pub const fn new(numer: u64, denom: u64) -> Option<Fraction> {
        if denom == 0 {
            return None;
        }
        let (mut a, mut b) = (numer, denom);
        while b != 0 {
            (a, b) = (b, a % b);
        }
        Some(Fraction {
            numer: numer / a,
            denom: denom / a,
        })
    }

    /// The numerator.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Fraction;
    ///
    /// assert_eq!(Fraction::new(3, 12).unwrap().numer(), 1);
    /// ```
    pub const fn numer(self) -> u64 {
        self.numer
    }

    /// The denominator.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Fraction;
    ///
    /// assert_eq!(Fraction::new(3, 12).unwrap().denom(), 4);
    /// ```
    pub const fn denom(self) -> u64 {
        self.denom
    }

    /// The value as a float.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Fraction;
    ///
    /// assert_eq!(Fraction::new(1, 4).unwrap().to_f64(), 0.25);
    /// ```
    pub fn to_f64(self) -> f64 {
        self.numer as f64 / self.denom as f64
    }

    /// The value in percent.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Fraction;
    ///
    /// assert_eq!(Fraction::new(1, 8).unwrap().percent(), 12.5);
    /// ```
    pub fn percent(self) -> f64 {
        self.to_f64() * 100.0
    }

    /// `N` in "1 in N": the reciprocal (infinite for 0).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Fraction;
    ///
    /// assert_eq!(Fraction::new(2, 5).unwrap().one_in(), 2.5);
    /// ```
    pub fn one_in(self) -> f64 {
        self.denom as f64 / self.numer as f64
    }
}

impl fmt::Display for Fraction {
    /// Writes `numer/denom`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.numer, self.denom)
    }
}

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
/// # Examples
///
/// ```
/// use bigtwo_ai::{InstantWin, instant_win_odds};
///
/// let suited = instant_win_odds(InstantWin::SuitedDragon);
/// assert_eq!(suited.denom(), 158_753_389_900);
/// assert_eq!(instant_win_odds(InstantWin::FourTwos).one_in().round(), 379.0);
/// ```
pub fn instant_win_odds(win: InstantWin) -> Fraction {
    let hands = binomial(52, 13);
    let count = match win {
        InstantWin::FourTwos => binomial(48, 9),
        InstantWin::Dragon => 4u64.pow(13),
        InstantWin::SuitedDragon => 4,
        InstantWin::SixPairs => six_pairs_hands(),
    };
    Fraction::new(count, hands).unwrap_or(Fraction { numer: 0, denom: 1 })
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
