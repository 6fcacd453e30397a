//! The strength of a poker hand.

use core::fmt;

use card_core::Rank;

use crate::HandCategory;
use crate::kev::{FLUSHES, PRIMES, PRODUCTS, UNIQUE5, VALUES};

/// Number of distinct five-card hand values.
const CLASSES: u16 = 7462;

/// The strength of a five-, six- or seven-card poker hand: the value of its
/// best five cards.
///
/// `Ord` puts stronger hands above weaker ones; hands of equal strength (a
/// split pot) are equal. There are 7,462 values, numbered by
/// [`value`](Self::value) from 1 (7-5-4-3-2 unsuited) to 7,462 (royal flush);
/// [`cactus_kev`](Self::cactus_kev) gives Cactus Kev's numbering, which runs
/// the other way. `Display` describes the hand, e.g. `"Full House, Kings over
/// Fives"`.
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::{evaluate_set, HandCategory};
///
/// let boat = evaluate_set("KsKdKh5c5d".parse::<CardSet>()?)?;
/// let straight = evaluate_set("9c8d7h6s5c2d".parse::<CardSet>()?)?;
/// assert!(boat > straight);
/// assert_eq!(boat.category(), HandCategory::FullHouse);
/// assert_eq!(boat.to_string(), "Full House, Kings over Fives");
/// assert_eq!(straight.to_string(), "Straight, Nine high");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HandRank(u16);

impl HandRank {
    /// The weakest five-card hand, 7-5-4-3-2 unsuited.
    pub const WORST: HandRank = HandRank(1);

    /// The strongest hand, the royal flush.
    pub const BEST: HandRank = HandRank(CLASSES);

    /// Wraps a table value; the tables only hold values in `1..=7462`.
    pub(crate) const fn from_table(value: u16) -> HandRank {
        HandRank(value)
    }

    /// The hand rank with [`value`](Self::value) `value` (1 = 7-5-4-3-2
    /// unsuited .. 7,462 = royal flush), or `None` outside `1..=7462`.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandRank;
    /// assert_eq!(HandRank::from_value(7462), Some(HandRank::BEST));
    /// assert_eq!(HandRank::from_value(1), Some(HandRank::WORST));
    /// assert_eq!(HandRank::from_value(7463), None);
    /// let rank = HandRank::from_cactus_kev(1600).unwrap();
    /// assert_eq!(HandRank::from_value(rank.value()), Some(rank));
    /// ```
    pub const fn from_value(value: u16) -> Option<HandRank> {
        if value >= 1 && value <= CLASSES {
            Some(HandRank(value))
        } else {
            None
        }
    }

    /// The hand rank with Cactus Kev's value `value` (1 = royal flush ..
    /// 7,462 = 7-5-4-3-2 unsuited), or `None` outside `1..=7462`.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandRank;
    /// assert_eq!(HandRank::from_cactus_kev(1), Some(HandRank::BEST));
    /// assert_eq!(HandRank::from_cactus_kev(7462), Some(HandRank::WORST));
    /// assert_eq!(HandRank::from_cactus_kev(0), None);
    /// ```
    pub const fn from_cactus_kev(value: u16) -> Option<HandRank> {
        if value >= 1 && value <= CLASSES {
            Some(HandRank(CLASSES + 1 - value))
        } else {
            None
        }
    }

    /// Cactus Kev's value: 1 for the royal flush .. 7,462 for 7-5-4-3-2
    /// unsuited (smaller is stronger).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandRank;
    /// assert_eq!(HandRank::BEST.cactus_kev(), 1);
    /// assert_eq!(HandRank::WORST.cactus_kev(), 7462);
    /// ```
    pub const fn cactus_kev(self) -> u16 {
        CLASSES + 1 - self.0
    }

    /// The value counted from the weakest hand: 1 for 7-5-4-3-2 unsuited ..
    /// 7,462 for the royal flush (greater is stronger).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandRank;
    /// assert_eq!(HandRank::WORST.value(), 1);
    /// assert_eq!(HandRank::BEST.value(), 7462);
    /// ```
    pub const fn value(self) -> u16 {
        self.0
    }

    /// The hand's category.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{HandCategory, HandRank};
    /// assert_eq!(HandRank::BEST.category(), HandCategory::StraightFlush);
    /// assert_eq!(HandRank::WORST.category(), HandCategory::HighCard);
    /// ```
    pub const fn category(self) -> HandCategory {
        HandCategory::of_value(self.0)
    }

    /// The ranks of the five cards that make the hand, most important first:
    /// the quads, trips or pairs (higher pair first), then the kickers from
    /// high to low; a five-high straight ends with its ace.
    ///
    /// Found by a scan of Cactus Kev's tables, so meant for display rather
    /// than for hot loops.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Rank};
    /// use hand_eval::evaluate_set;
    ///
    /// let two_pair = evaluate_set("JcJd4h4s9c2d2h".parse::<CardSet>()?)?;
    /// assert_eq!(
    ///     two_pair.ranks(),
    ///     [Rank::Jack, Rank::Jack, Rank::Four, Rank::Four, Rank::Nine]
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ranks(self) -> [Rank; 5] {
        let kev = self.cactus_kev();
        let mut counts = [0u8; 13];
        let by_mask = match self.category() {
            HandCategory::StraightFlush | HandCategory::Flush => Some(&FLUSHES),
            HandCategory::Straight | HandCategory::HighCard => Some(&UNIQUE5),
            _ => None,
        };
        if let Some(table) = by_mask {
            let mask = table.iter().position(|&v| v == kev).unwrap_or(0);
            for (r, count) in counts.iter_mut().enumerate() {
                *count = u8::from(mask & (1 << r) != 0);
            }
        } else {
            let i = VALUES.iter().position(|&v| v == kev).unwrap_or(0);
            let mut product = PRODUCTS[i];
            for (count, &prime) in counts.iter_mut().zip(&PRIMES) {
                while product.is_multiple_of(prime) {
                    product /= prime;
                    *count += 1;
                }
            }
        }
        // Ranks by (count, rank), both descending.
        let mut ranks = [Rank::Two; 5];
        let mut i = 0;
        for count in (1..=4).rev() {
            for rank in Rank::ALL.into_iter().rev() {
                if counts[rank.index()] == count {
                    for _ in 0..count {
                        ranks[i] = rank;
                        i += 1;
                    }
                }
            }
        }
        if ranks == [Rank::Ace, Rank::Five, Rank::Four, Rank::Three, Rank::Two]
            && matches!(
                self.category(),
                HandCategory::Straight | HandCategory::StraightFlush
            )
        {
            ranks.rotate_left(1);
        }
        ranks
    }
}

/// A hand rank is its [`value`](HandRank::value), a number in `1..=7462`.
#[cfg(feature = "serde")]
impl serde::Serialize for HandRank {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u16(self.0)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for HandRank {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<HandRank, D::Error> {
        let value = u16::deserialize(deserializer)?;
        HandRank::from_value(value).ok_or_else(|| {
            serde::de::Error::custom(format_args!("hand value {value} is not in 1..=7462"))
        })
    }
}

impl fmt::Display for HandRank {
    /// Describes the hand, e.g. `"Two Pair, Jacks and Fours"`, `"Flush, Ace
    /// high"`, `"Royal Flush"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        card_core::pad(f, |w| describe(w, self.category(), self.ranks()))
    }
}

/// Writes the description of a hand of `category` whose five ranks, most
/// important first, are `r` (as [`HandRank::ranks`] orders them).
pub(crate) fn describe(
    f: &mut dyn fmt::Write,
    category: HandCategory,
    r: [Rank; 5],
) -> fmt::Result {
    match category {
        HandCategory::StraightFlush if r[0] == Rank::Ace => f.write_str("Royal Flush"),
        HandCategory::StraightFlush | HandCategory::Straight | HandCategory::Flush => {
            write!(f, "{category}, {} high", r[0].name())
        }
        HandCategory::FourOfAKind | HandCategory::ThreeOfAKind | HandCategory::OnePair => {
            write!(f, "{category}, {}", r[0].plural())
        }
        HandCategory::FullHouse => {
            write!(f, "{category}, {} over {}", r[0].plural(), r[3].plural())
        }
        HandCategory::TwoPair => {
            write!(f, "{category}, {} and {}", r[0].plural(), r[2].plural())
        }
        HandCategory::HighCard => write!(f, "{category}, {}", r[0].name()),
    }
}
