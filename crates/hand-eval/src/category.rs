//! The nine categories of poker hands.

use core::fmt;

/// The category of a poker hand, weakest ([`HighCard`](Self::HighCard)) to
/// strongest ([`StraightFlush`](Self::StraightFlush)); `Ord` follows strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum HandCategory {
    /// No pair, straight or flush.
    HighCard,
    /// Two cards of one rank.
    OnePair,
    /// Two cards of one rank and two of another.
    TwoPair,
    /// Three cards of one rank.
    ThreeOfAKind,
    /// Five consecutive ranks (A-2-3-4-5 is the lowest, T-J-Q-K-A the highest).
    Straight,
    /// Five cards of one suit.
    Flush,
    /// Three cards of one rank and two of another.
    FullHouse,
    /// Four cards of one rank.
    FourOfAKind,
    /// A straight in one suit; the ace-high one is the royal flush.
    StraightFlush,
}

impl HandCategory {
    /// Every category, weakest first.
    pub const ALL: [HandCategory; 9] = [
        HandCategory::HighCard,
        HandCategory::OnePair,
        HandCategory::TwoPair,
        HandCategory::ThreeOfAKind,
        HandCategory::Straight,
        HandCategory::Flush,
        HandCategory::FullHouse,
        HandCategory::FourOfAKind,
        HandCategory::StraightFlush,
    ];

    /// The category's position in [`ALL`](Self::ALL): 0 for
    /// [`HighCard`](Self::HighCard) .. 8 for
    /// [`StraightFlush`](Self::StraightFlush), for arrays indexed by
    /// category.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandCategory;
    ///
    /// let mut counts = [0u32; 9];
    /// counts[HandCategory::Flush.index()] += 1;
    /// assert_eq!(counts[5], 1);
    /// for category in HandCategory::ALL {
    ///     assert_eq!(HandCategory::ALL[category.index()], category);
    /// }
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The category at `index` in [`ALL`](Self::ALL), or `None` past 8.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandCategory;
    /// assert_eq!(HandCategory::from_index(0), Some(HandCategory::HighCard));
    /// assert_eq!(HandCategory::from_index(8), Some(HandCategory::StraightFlush));
    /// assert_eq!(HandCategory::from_index(9), None);
    /// ```
    pub const fn from_index(index: usize) -> Option<HandCategory> {
        if index < Self::ALL.len() {
            Some(Self::ALL[index])
        } else {
            None
        }
    }

    /// The category's name, e.g. `"Full House"`.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandCategory;
    /// assert_eq!(HandCategory::ThreeOfAKind.name(), "Three of a Kind");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            HandCategory::HighCard => "High Card",
            HandCategory::OnePair => "One Pair",
            HandCategory::TwoPair => "Two Pair",
            HandCategory::ThreeOfAKind => "Three of a Kind",
            HandCategory::Straight => "Straight",
            HandCategory::Flush => "Flush",
            HandCategory::FullHouse => "Full House",
            HandCategory::FourOfAKind => "Four of a Kind",
            HandCategory::StraightFlush => "Straight Flush",
        }
    }

    /// How many distinct five-card hand values the category has (Cactus
    /// Kev's published counts; 7,462 in all).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandCategory;
    /// assert_eq!(HandCategory::FullHouse.classes(), 156);
    /// let total: u16 = HandCategory::ALL.iter().map(|c| c.classes()).sum();
    /// assert_eq!(total, 7462);
    /// ```
    pub const fn classes(self) -> u16 {
        match self {
            HandCategory::HighCard | HandCategory::Flush => 1277,
            HandCategory::OnePair => 2860,
            HandCategory::TwoPair | HandCategory::ThreeOfAKind => 858,
            HandCategory::Straight | HandCategory::StraightFlush => 10,
            HandCategory::FullHouse | HandCategory::FourOfAKind => 156,
        }
    }

    /// The category of a hand value counted from the weakest hand
    /// (1 = 7-5-4-3-2 unsuited .. 7,462 = royal flush), as
    /// [`HandRank::value`](crate::HandRank::value) gives it: one read of a
    /// 7,463-byte table, so that hot loops can tally categories.
    #[inline]
    pub(crate) const fn of_value(value: u16) -> HandCategory {
        CATEGORY_OF_VALUE[value as usize]
    }
}

/// The category of every hand value (entry 0 is unused), from the class
/// counts of [`HandCategory::classes`].
static CATEGORY_OF_VALUE: [HandCategory; 7463] = {
    let mut table = [HandCategory::HighCard; 7463];
    let mut value = 1;
    let mut index = 0;
    let mut top = HandCategory::ALL[0].classes();
    while value < table.len() {
        if value > top as usize {
            index += 1;
            top += HandCategory::ALL[index].classes();
        }
        table[value] = HandCategory::ALL[index];
        value += 1;
    }
    table
};

impl fmt::Display for HandCategory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn categories_split_the_values_by_class_counts() {
        assert_eq!(HandCategory::of_value(1), HandCategory::HighCard);
        assert_eq!(HandCategory::of_value(1277), HandCategory::HighCard);
        assert_eq!(HandCategory::of_value(1278), HandCategory::OnePair);
        assert_eq!(HandCategory::of_value(7452), HandCategory::FourOfAKind);
        assert_eq!(HandCategory::of_value(7453), HandCategory::StraightFlush);
        assert_eq!(HandCategory::of_value(7462), HandCategory::StraightFlush);
    }
}
