//! The four suits.

use core::fmt;

use crate::IndexError;

/// A card's suit.
///
/// Suits order clubs < diamonds < hearts < spades (the bridge order), which
/// is also the order of their [`index`](Suit::index) 0..4. Games that rank
/// suits otherwise (Big Two: diamonds < clubs < hearts < spades) map them
/// themselves.
///
/// # Examples
///
/// ```
/// use card_core::Suit;
///
/// assert_eq!("h".parse::<Suit>()?, Suit::Hearts);
/// assert_eq!("♠".parse::<Suit>()?, Suit::Spades);
/// assert_eq!(Suit::Diamonds.to_string(), "d");
/// assert_eq!(format!("{:#}", Suit::Diamonds), "♦");
/// # Ok::<(), card_core::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Suit {
    Clubs = 0,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// The number of suits, 4.
    pub const COUNT: usize = 4;

    /// Every suit, in index order.
    pub const ALL: [Suit; Suit::COUNT] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's index: clubs 0, diamonds 1, hearts 2, spades 3.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Suit;
    ///
    /// assert_eq!(Suit::Hearts.index(), 2);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit with this index, if `index < 4`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Suit;
    ///
    /// assert_eq!(Suit::from_index(3), Some(Suit::Spades));
    /// assert_eq!(Suit::from_index(4), None);
    /// ```
    #[inline]
    pub const fn from_index(index: usize) -> Option<Suit> {
        if index < 4 {
            Some(Suit::ALL[index])
        } else {
            None
        }
    }

    /// The suit's letter: `c`, `d`, `h` or `s`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Suit;
    ///
    /// assert_eq!(Suit::Clubs.to_char(), 'c');
    /// ```
    pub const fn to_char(self) -> char {
        b"cdhs"[self as usize] as char
    }

    /// The suit's symbol: `♣`, `♦`, `♥` or `♠`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Suit;
    ///
    /// assert_eq!(Suit::Hearts.symbol(), '♥');
    /// ```
    pub const fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }

    /// The suit of a character: a letter in either case, or a black or white
    /// suit symbol.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Suit;
    ///
    /// assert_eq!(Suit::from_char('S'), Some(Suit::Spades));
    /// assert_eq!(Suit::from_char('♡'), Some(Suit::Hearts));
    /// assert_eq!(Suit::from_char('x'), None);
    /// ```
    pub const fn from_char(c: char) -> Option<Suit> {
        Some(match c {
            'c' | 'C' | '♣' | '♧' => Suit::Clubs,
            'd' | 'D' | '♦' | '♢' => Suit::Diamonds,
            'h' | 'H' | '♥' | '♡' => Suit::Hearts,
            's' | 'S' | '♠' | '♤' => Suit::Spades,
            _ => return None,
        })
    }

    /// The suit's English name: `"Clubs"`, `"Diamonds"`, `"Hearts"` or `"Spades"`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Suit;
    ///
    /// assert_eq!(Suit::Spades.name(), "Spades");
    /// ```
    pub const fn name(self) -> &'static str {
        ["Clubs", "Diamonds", "Hearts", "Spades"][self as usize]
    }
}

impl fmt::Display for Suit {
    /// Writes the suit's letter, or with `{:#}` its symbol.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = if f.alternate() {
            self.symbol()
        } else {
            self.to_char()
        };
        f.pad(c.encode_utf8(&mut [0; 4]))
    }
}

impl TryFrom<u8> for Suit {
    type Error = IndexError;

    /// The suit with this [`index`](Suit::index).
    fn try_from(index: u8) -> Result<Suit, IndexError> {
        Suit::from_index(usize::from(index)).ok_or(IndexError {
            what: "suit",
            index,
            limit: 4,
        })
    }
}

impl From<Suit> for u8 {
    fn from(suit: Suit) -> u8 {
        suit as u8
    }
}
