//! The thirteen ranks.

use core::fmt;

use crate::IndexError;

/// A card's rank, from [`Two`](Rank::Two) (lowest) to [`Ace`](Rank::Ace) (highest).
///
/// Ranks order as in poker (`Ace` high); games with another order (Big Two's
/// `Two` high, an ace-low straight) map ranks themselves. The discriminant is
/// the [`index`](Rank::index), 0 for `Two` to 12 for `Ace`.
///
/// # Examples
///
/// ```
/// use card_core::Rank;
///
/// let queen: Rank = "Q".parse()?;
/// assert!(queen > Rank::Ten && queen < Rank::King);
/// assert_eq!(queen.index(), 10);
/// assert_eq!("10".parse::<Rank>()?, Rank::Ten);
/// assert_eq!(Rank::Ten.to_string(), "T");
/// # Ok::<(), card_core::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    Two = 0,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// The number of ranks, 13.
    pub const COUNT: usize = 13;

    /// Every rank, lowest first.
    pub const ALL: [Rank; Rank::COUNT] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank's index: 0 for `Two` up to 12 for `Ace`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Rank;
    ///
    /// assert_eq!(Rank::Two.index(), 0);
    /// assert_eq!(Rank::Ace.index(), 12);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank with this index, if `index < 13`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Rank;
    ///
    /// assert_eq!(Rank::from_index(3), Some(Rank::Five));
    /// assert_eq!(Rank::from_index(13), None);
    /// ```
    #[inline]
    pub const fn from_index(index: usize) -> Option<Rank> {
        if index < 13 {
            Some(Rank::ALL[index])
        } else {
            None
        }
    }

    /// The rank's character: `2`–`9`, `T`, `J`, `Q`, `K`, `A`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Rank;
    ///
    /// assert_eq!(Rank::Ten.to_char(), 'T');
    /// assert_eq!(Rank::Seven.to_char(), '7');
    /// ```
    pub const fn to_char(self) -> char {
        b"23456789TJQKA"[self as usize] as char
    }

    /// The rank of a character (either case for letters), if it names one.
    ///
    /// `10` is two characters, so only `T` names the ten here; parse a string
    /// to accept `10` too.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Rank;
    ///
    /// assert_eq!(Rank::from_char('k'), Some(Rank::King));
    /// assert_eq!(Rank::from_char('1'), None);
    /// ```
    pub const fn from_char(c: char) -> Option<Rank> {
        Some(match c {
            '2' => Rank::Two,
            '3' => Rank::Three,
            '4' => Rank::Four,
            '5' => Rank::Five,
            '6' => Rank::Six,
            '7' => Rank::Seven,
            '8' => Rank::Eight,
            '9' => Rank::Nine,
            'T' | 't' => Rank::Ten,
            'J' | 'j' => Rank::Jack,
            'Q' | 'q' => Rank::Queen,
            'K' | 'k' => Rank::King,
            'A' | 'a' => Rank::Ace,
            _ => return None,
        })
    }

    /// The rank's English name: `"Two"` … `"Ace"`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Rank;
    ///
    /// assert_eq!(Rank::Jack.name(), "Jack");
    /// ```
    pub const fn name(self) -> &'static str {
        [
            "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack",
            "Queen", "King", "Ace",
        ][self as usize]
    }

    /// The rank's English plural, as in "a pair of Sixes".
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Rank;
    ///
    /// assert_eq!(Rank::Six.plural(), "Sixes");
    /// assert_eq!(Rank::King.plural(), "Kings");
    /// ```
    pub const fn plural(self) -> &'static str {
        [
            "Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens",
            "Jacks", "Queens", "Kings", "Aces",
        ][self as usize]
    }
}

impl fmt::Display for Rank {
    /// Writes the rank's character, as [`Rank::to_char`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.to_char().encode_utf8(&mut [0; 4]))
    }
}

impl TryFrom<u8> for Rank {
    type Error = IndexError;

    /// The rank with this [`index`](Rank::index).
    fn try_from(index: u8) -> Result<Rank, IndexError> {
        Rank::from_index(usize::from(index)).ok_or(IndexError {
            what: "rank",
            index,
            limit: 13,
        })
    }
}

impl From<Rank> for u8 {
    fn from(rank: Rank) -> u8 {
        rank as u8
    }
}
