//! A single playing card.

use core::fmt;

use rand::distr::{Distribution, StandardUniform};
use rand::{Rng, RngExt};

use crate::{IndexError, Rank, Suit};

/// A playing card: a [`Rank`] and a [`Suit`] in one byte.
///
/// Its [`index`](Card::index) is `rank.index() * 4 + suit.index()`, so
/// `2c` = 0, `2d` = 1, … `As` = 51, and cards order by rank first, then suit.
///
/// Parsing accepts a rank (`2`–`9`, `10`, `T`, `J`, `Q`, `K`, `A`, letters in
/// either case) followed by a suit (`c`, `d`, `h`, `s` in either case, or a
/// suit symbol). Display writes the short form `As`, or with `{:#}` the
/// symbol form `A♠`.
///
/// # Examples
///
/// ```
/// use card_core::{Card, Rank, Suit};
///
/// let card: Card = "10h".parse()?;
/// assert_eq!(card, Card::new(Rank::Ten, Suit::Hearts));
/// assert_eq!(card.to_string(), "Th");
/// assert_eq!(format!("{card:#}"), "T♥");
/// assert_eq!("A♠".parse::<Card>()?.index(), 51);
/// # Ok::<(), card_core::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The number of cards, 52.
    pub const COUNT: usize = Rank::COUNT * Suit::COUNT;

    /// Every card, in index order: `2c 2d 2h 2s 3c … As`.
    pub const ALL: [Card; Card::COUNT] = {
        let mut all = [Card(0); Card::COUNT];
        let mut i = 0;
        while i < Card::COUNT {
            all[i] = Card(i as u8);
            i += 1;
        }
        all
    };

    /// The card of this rank and suit.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{Card, Rank, Suit};
    ///
    /// let ace = Card::new(Rank::Ace, Suit::Spades);
    /// assert_eq!(ace.rank(), Rank::Ace);
    /// assert_eq!(ace.suit(), Suit::Spades);
    /// ```
    #[inline]
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(rank as u8 * 4 + suit as u8)
    }

    /// The card's rank.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{Card, Rank};
    ///
    /// assert_eq!("Qd".parse::<Card>()?.rank(), Rank::Queen);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 >> 2) as usize]
    }

    /// The card's suit.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{Card, Suit};
    ///
    /// assert_eq!("Qd".parse::<Card>()?.suit(), Suit::Diamonds);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 & 3) as usize]
    }

    /// The card's index, `rank.index() * 4 + suit.index()`, in `0..52`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Card;
    ///
    /// assert_eq!("2c".parse::<Card>()?.index(), 0);
    /// assert_eq!("3d".parse::<Card>()?.index(), 5);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The card with this index, if `index < 52`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Card;
    ///
    /// assert_eq!(Card::from_index(51).map(|c| c.to_string()), Some("As".into()));
    /// assert_eq!(Card::from_index(52), None);
    /// ```
    #[inline]
    pub const fn from_index(index: usize) -> Option<Card> {
        if index < 52 {
            Some(Card(index as u8))
        } else {
            None
        }
    }
}

impl fmt::Display for Card {
    /// Writes `As`, or with `{:#}` `A♠`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rank, suit) = (self.rank(), self.suit());
        if f.alternate() {
            crate::pad(f, |w| write!(w, "{rank}{suit:#}"))
        } else {
            crate::pad(f, |w| write!(w, "{rank}{suit}"))
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Card({self})")
    }
}

impl TryFrom<u8> for Card {
    type Error = IndexError;

    /// The card with this [`index`](Card::index).
    fn try_from(index: u8) -> Result<Card, IndexError> {
        Card::from_index(usize::from(index)).ok_or(IndexError {
            what: "card",
            index,
            limit: 52,
        })
    }
}

impl From<Card> for u8 {
    fn from(card: Card) -> u8 {
        card.0
    }
}

/// A uniformly random card.
///
/// # Examples
///
/// ```
/// use card_core::Card;
/// use rand::{RngExt, SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
/// let card: Card = rng.random();
/// assert!(card.index() < 52);
/// ```
impl Distribution<Card> for StandardUniform {
    fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> Card {
        Card(rng.random_range(0..52))
    }
}

/// A uniformly random rank.
impl Distribution<Rank> for StandardUniform {
    fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> Rank {
        Rank::ALL[rng.random_range(0..13)]
    }
}

/// A uniformly random suit.
impl Distribution<Suit> for StandardUniform {
    fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> Suit {
        Suit::ALL[rng.random_range(0..4)]
    }
}
