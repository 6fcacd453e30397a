//! Hands that win at the deal.

use core::fmt;

use card_core::{CardSet, Rank, Suit};

use crate::rules::HAND_SIZE;
use crate::{Rules, Variations};

/// A hand that wins the game as soon as it is dealt, weakest first.
///
/// When several players hold one, the strongest wins; between equal ones
/// (only possible for six pairs and dragons), the first in turn order from
/// the player who would lead.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{InstantWin, Rules};
///
/// let rules = Rules::document();
/// let dragon = "3d 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2s".parse()?;
/// assert_eq!(rules.instant_win(dragon), Some(InstantWin::Dragon));
/// assert!(InstantWin::SuitedDragon > InstantWin::Dragon);
/// assert_eq!(InstantWin::FourTwos.to_string(), "four-twos");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum InstantWin {
    /// Six pairs and one card (variation 7): exactly one rank held an odd
    /// number of times, so a four of a kind counts as two pairs and three
    /// of a kind as a pair and the odd card.
    SixPairs,
    /// All four 2s.
    FourTwos,
    /// One card of every rank, 3 to 2, of any suits.
    Dragon,
    /// The thirteen cards of one suit.
    SuitedDragon,
}

impl InstantWin {
    /// Every instant win, weakest first.
    pub const ALL: [InstantWin; 4] = [
        InstantWin::SixPairs,
        InstantWin::FourTwos,
        InstantWin::Dragon,
        InstantWin::SuitedDragon,
    ];

    /// The name used in logs: `six-pairs`, `four-twos`, `dragon`,
    /// `suited-dragon`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::InstantWin;
    ///
    /// assert_eq!(InstantWin::SuitedDragon.name(), "suited-dragon");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            InstantWin::SixPairs => "six-pairs",
            InstantWin::FourTwos => "four-twos",
            InstantWin::Dragon => "dragon",
            InstantWin::SuitedDragon => "suited-dragon",
        }
    }

    /// Whether a 13-card hand is this instant win (whatever the rules).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::InstantWin;
    ///
    /// let pairs = "3c 3d 4c 4d 5c 5d 6c 6d 7c 7d 8c 8d 9c".parse()?;
    /// assert!(InstantWin::SixPairs.holds(pairs));
    /// assert!(!InstantWin::Dragon.holds(pairs));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn holds(self, hand: CardSet) -> bool {
        match self {
            InstantWin::SixPairs => {
                hand.len() == HAND_SIZE
                    && Rank::ALL
                        .iter()
                        .filter(|&&rank| (hand & CardSet::of_rank(rank)).len() % 2 == 1)
                        .count()
                        == 1
            }
            InstantWin::FourTwos => CardSet::of_rank(Rank::Two).is_subset(hand),
            InstantWin::Dragon => {
                hand.len() == HAND_SIZE
                    && Rank::ALL
                        .iter()
                        .all(|&rank| !(hand & CardSet::of_rank(rank)).is_empty())
            }
            InstantWin::SuitedDragon => {
                Suit::ALL.iter().any(|&suit| hand == CardSet::of_suit(suit))
            }
        }
    }
}

impl fmt::Display for InstantWin {
    /// Writes the [`name`](InstantWin::name).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl Rules {
    /// The strongest instant win a dealt hand holds under these rules (six
    /// pairs only with variation 7).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{InstantWin, Rules, Variations};
    ///
    /// let hand = "2c 2d 2h 2s 3c 3d 4c 4d 5c 5d 6c 6d 7c".parse()?;
    /// assert_eq!(Rules::document().instant_win(hand), Some(InstantWin::FourTwos));
    /// let spades = "2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As".parse()?;
    /// assert_eq!(Rules::document().instant_win(spades), Some(InstantWin::SuitedDragon));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn instant_win(&self, hand: CardSet) -> Option<InstantWin> {
        InstantWin::ALL.into_iter().rev().find(|&win| {
            (win != InstantWin::SixPairs || self.has(Variations::SIX_PAIRS_WIN)) && win.holds(hand)
        })
    }
}
