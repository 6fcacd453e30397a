//! A player's two hole cards.

use core::fmt;
use core::str::FromStr;

use card_core::{Card, CardSet};

use crate::ComboError;

/// Two distinct cards: one of the 1,326 starting hands of hold'em.
///
/// Displays the higher card first (`AhKh`, `Td9d`, `7s7c`).
///
/// # Examples
///
/// ```
/// use holdem_enum::Combo;
///
/// let combo = Combo::new("Kh".parse()?, "Ah".parse()?).unwrap();
/// assert_eq!(combo.to_string(), "AhKh");
/// assert!(combo.is_suited());
/// assert_eq!(Combo::from_index(combo.index()), Some(combo));
/// assert_eq!(Combo::new("Ah".parse()?, "Ah".parse()?), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Combo {
    high: Card,
    low: Card,
}

impl Combo {
    /// The number of combos: C(52, 2).
    pub const COUNT: usize = 1326;

    /// The combo of `a` and `b`, in either order, or `None` if they are the
    /// same card.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Combo;
    /// let combo = Combo::new("2c".parse()?, "As".parse()?).unwrap();
    /// assert_eq!(combo.high().to_string(), "As");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(a: Card, b: Card) -> Option<Combo> {
        match a.cmp(&b) {
            core::cmp::Ordering::Greater => Some(Combo { high: a, low: b }),
            core::cmp::Ordering::Less => Some(Combo { high: b, low: a }),
            core::cmp::Ordering::Equal => None,
        }
    }

    /// The combo of a set of exactly two cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Combo;
    /// let combo = Combo::from_cards("Td 9d".parse()?).unwrap();
    /// assert_eq!(combo.to_string(), "Td9d");
    /// assert_eq!(Combo::from_cards("Td".parse()?), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_cards(cards: CardSet) -> Option<Combo> {
        let mut iter = cards.iter();
        match (iter.next(), iter.next(), iter.next()) {
            (Some(low), Some(high), None) => Some(Combo { high, low }),
            _ => None,
        }
    }

    /// The higher card (by rank, then suit clubs < diamonds < hearts <
    /// spades).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Combo;
    /// let combo = Combo::from_cards("7s 7c".parse()?).unwrap();
    /// assert_eq!(combo.high().to_string(), "7s");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn high(self) -> Card {
        self.high
    }

    /// The lower card.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Combo;
    /// let combo = Combo::from_cards("7s 7c".parse()?).unwrap();
    /// assert_eq!(combo.low().to_string(), "7c");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn low(self) -> Card {
        self.low
    }

    /// Both cards as a set.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Combo;
    /// let combo = Combo::from_cards("Ah Kh".parse()?).unwrap();
    /// assert_eq!(combo.cards().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cards(self) -> CardSet {
        CardSet::from([self.high, self.low])
    }

    /// Whether both cards have the same rank.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Combo;
    /// assert!(Combo::from_cards("7s 7c".parse()?).unwrap().is_pair());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_pair(self) -> bool {
        self.high.rank() == self.low.rank()
    }

    /// Whether both cards have the same suit.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Combo;
    /// assert!(!Combo::from_cards("As Kd".parse()?).unwrap().is_suited());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_suited(self) -> bool {
        self.high.suit() == self.low.suit()
    }

    /// The combo's position among all 1,326, `0..Combo::COUNT`, in the
    /// order of their higher card, then lower card.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Combo;
    /// assert_eq!(Combo::from_cards("2d 2c".parse()?).unwrap().index(), 0);
    /// assert_eq!(Combo::from_cards("As Ah".parse()?).unwrap().index(), 1325);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn index(self) -> usize {
        Combo::index_by(self.high.index(), self.low.index())
    }

    /// The [`index`](Self::index) of the combo of `a` and `b`, two
    /// different cards in either order, without a branch.
    #[inline]
    pub(crate) fn index_of(a: Card, b: Card) -> usize {
        let (a, b) = (a.index(), b.index());
        Combo::index_by(a.max(b), a.min(b))
    }

    /// The index of the combo of the cards of indices `high > low`.
    const fn index_by(high: usize, low: usize) -> usize {
        high * (high - 1) / 2 + low
    }

    /// The combo at `index` (see [`index`](Self::index)), or `None` from
    /// [`Combo::COUNT`] on.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Combo;
    /// assert_eq!(Combo::from_index(1).map(|c| c.to_string()), Some("2h2c".into()));
    /// assert_eq!(Combo::from_index(1326), None);
    /// ```
    pub fn from_index(index: usize) -> Option<Combo> {
        if index >= Combo::COUNT {
            return None;
        }
        // The largest `high` with high * (high - 1) / 2 <= index, the
        // larger root of high^2 - high - 2 index = 0 rounded down:
        // (1 + sqrt(1 + 8 index)) / 2.
        let high = (1 + 8 * index).isqrt().div_ceil(2);
        let low = index - high * (high - 1) / 2;
        Some(Combo {
            high: Card::from_index(high)?,
            low: Card::from_index(low)?,
        })
    }

    /// Every combo, in [`index`](Self::index) order.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Combo;
    /// assert_eq!(Combo::all().count(), 1326);
    /// assert_eq!(Combo::all().filter(|c| c.is_pair()).count(), 78);
    /// ```
    pub fn all() -> impl Iterator<Item = Combo> {
        Card::ALL
            .into_iter()
            .enumerate()
            .flat_map(|(i, high)| Card::ALL[..i].iter().map(move |&low| Combo { high, low }))
    }
}

impl fmt::Display for Combo {
    /// Writes the higher card, then the lower: `AhKh`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        card_core::pad(f, |w| write!(w, "{}{}", self.high, self.low))
    }
}

impl FromStr for Combo {
    type Err = ComboError;

    /// Parses two cards as a [`CardSet`] reads them: `AhKh`, `Kh Ah`,
    /// `10s10d`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Combo, ComboError};
    ///
    /// let combo: Combo = "Kh Ah".parse()?;
    /// assert_eq!(combo.to_string(), "AhKh");
    /// assert_eq!("10s10d".parse::<Combo>()?.to_string(), "TsTd");
    /// assert_eq!("AhKhQh".parse::<Combo>(), Err(ComboError::CardCount { count: 3 }));
    /// # Ok::<(), ComboError>(())
    /// ```
    fn from_str(s: &str) -> Result<Combo, ComboError> {
        let cards: CardSet = s.parse()?;
        Combo::from_cards(cards).ok_or(ComboError::CardCount { count: cards.len() })
    }
}
