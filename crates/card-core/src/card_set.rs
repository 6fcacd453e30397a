//! Sets of cards as 52-bit masks.

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

use crate::{Card, Rank, Suit};

/// A set of cards: bit `i` of a `u64` holds the card with [`index`](Card::index) `i`.
///
/// Set operations are single machine instructions: `|` union, `&`
/// intersection, `-` difference, `^` symmetric difference and `!`
/// complement (within the 52 cards). Iteration runs in ascending card index
/// order (`2c 2d 2h 2s 3c …`) and is double-ended; [`subsets`](CardSet::subsets)
/// walks every k-card subset.
///
/// Parsing accepts cards written back to back or separated by white space or
/// commas (`"AsKd"`, `"As Kd"`, `"As,Kd"`); a card given twice is an error.
/// Display writes the cards highest first, separated by spaces (`"As Kd"`),
/// or with `{:#}` with suit symbols (`"A♠ K♦"`); the empty set displays and
/// parses as the empty string.
///
/// # Examples
///
/// ```
/// use card_core::{Card, CardSet};
///
/// let hand: CardSet = "As Kd".parse()?;
/// let board: CardSet = "Kd,7c,2h".parse()?;
/// assert_eq!((hand | board).len(), 4);
/// assert_eq!((hand & board).to_string(), "Kd");
/// assert!(hand.contains("As".parse::<Card>()?));
/// assert_eq!((!hand).len(), 50);
/// # Ok::<(), card_core::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(u64);

const FULL_BITS: u64 = (1 << 52) - 1;

impl CardSet {
    /// The set of no cards.
    pub const EMPTY: CardSet = CardSet(0);

    /// The set of all 52 cards.
    pub const FULL: CardSet = CardSet(FULL_BITS);

    /// The set of the given bits, if no bit above 51 is set.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    ///
    /// assert_eq!(CardSet::from_bits(0b11).map(|s| s.to_string()), Some("2d 2c".into()));
    /// assert_eq!(CardSet::from_bits(1 << 52), None);
    /// ```
    #[inline]
    pub const fn from_bits(bits: u64) -> Option<CardSet> {
        if bits & !FULL_BITS == 0 {
            Some(CardSet(bits))
        } else {
            None
        }
    }

    /// The set of `bits`, which the caller knows to lie within the 52 cards.
    #[inline]
    pub(crate) const fn from_bits_within_deck(bits: u64) -> CardSet {
        debug_assert!(bits & !FULL_BITS == 0);
        CardSet(bits)
    }

    /// The set's bits: bit `i` is set when the card with index `i` is in the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    ///
    /// assert_eq!("2c 2h".parse::<CardSet>()?.bits(), 0b101);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// All four cards of a rank.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Rank};
    ///
    /// assert_eq!(CardSet::of_rank(Rank::Ace).to_string(), "As Ah Ad Ac");
    /// ```
    #[inline]
    pub const fn of_rank(rank: Rank) -> CardSet {
        CardSet(0xF << (4 * rank as u32))
    }

    /// All thirteen cards of a suit.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Suit};
    ///
    /// let spades = CardSet::of_suit(Suit::Spades);
    /// assert_eq!(spades.len(), 13);
    /// assert!(spades.iter().all(|card| card.suit() == Suit::Spades));
    /// ```
    #[inline]
    pub const fn of_suit(suit: Suit) -> CardSet {
        CardSet(0x1_1111_1111_1111 << suit as u32)
    }

    /// The number of cards in the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    ///
    /// assert_eq!(CardSet::FULL.len(), 52);
    /// assert_eq!(CardSet::EMPTY.len(), 0);
    /// ```
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    ///
    /// assert!(CardSet::EMPTY.is_empty());
    /// assert!(!CardSet::FULL.is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds `card`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{Card, CardSet};
    ///
    /// let set: CardSet = "As Kd".parse()?;
    /// assert!(set.contains("Kd".parse()?));
    /// assert!(!set.contains("Ks".parse()?));
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn contains(self, card: Card) -> bool {
        self.0 >> card.index() & 1 != 0
    }

    /// Adds `card`; returns whether it was new to the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{Card, CardSet};
    ///
    /// let mut set = CardSet::EMPTY;
    /// let ace: Card = "As".parse()?;
    /// assert!(set.insert(ace));
    /// assert!(!set.insert(ace));
    /// assert_eq!(set.len(), 1);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= 1 << card.index();
        new
    }

    /// Removes `card`; returns whether it was in the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{Card, CardSet};
    ///
    /// let mut set: CardSet = "As Kd".parse()?;
    /// assert!(set.remove("As".parse()?));
    /// assert!(!set.remove("As".parse()?));
    /// assert_eq!(set.to_string(), "Kd");
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub fn remove(&mut self, card: Card) -> bool {
        let present = self.contains(card);
        self.0 &= !(1 << card.index());
        present
    }

    /// Whether every card of `self` is in `other`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    ///
    /// let hand: CardSet = "As Kd".parse()?;
    /// assert!(hand.is_subset(CardSet::FULL));
    /// assert!(!CardSet::FULL.is_subset(hand));
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether `self` and `other` share no card.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    ///
    /// let hand: CardSet = "As Kd".parse()?;
    /// assert!(hand.is_disjoint("Qh Jh".parse()?));
    /// assert!(!hand.is_disjoint("Kd Qd".parse()?));
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn is_disjoint(self, other: CardSet) -> bool {
        self.0 & other.0 == 0
    }

    /// The cards in ascending index order (`2c` first); `.rev()` gives highest first.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    ///
    /// let set: CardSet = "Kd As 2c".parse()?;
    /// let low_first: Vec<String> = set.iter().map(|c| c.to_string()).collect();
    /// assert_eq!(low_first, ["2c", "Kd", "As"]);
    /// assert_eq!(set.iter().next_back().map(|c| c.to_string()), Some("As".into()));
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn iter(self) -> Iter {
        Iter(self.0)
    }
}

/// The cards of a [`CardSet`], in ascending index order; see [`CardSet::iter`].
#[derive(Debug, Clone)]
pub struct Iter(u64);

impl Iterator for Iter {
    type Item = Card;

    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Card::from_index(index)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl DoubleEndedIterator for Iter {
    #[inline]
    fn next_back(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = 63 - self.0.leading_zeros() as usize;
        self.0 &= !(1 << index);
        Card::from_index(index)
    }
}

impl ExactSizeIterator for Iter {}

impl FusedIterator for Iter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = Iter;

    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        set.extend(cards);
        set
    }
}

impl Extend<Card> for CardSet {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, cards: I) {
        for card in cards {
            self.insert(card);
        }
    }
}

impl From<Card> for CardSet {
    fn from(card: Card) -> CardSet {
        CardSet(1 << card.index())
    }
}

impl<const N: usize> From<[Card; N]> for CardSet {
    fn from(cards: [Card; N]) -> CardSet {
        cards.into_iter().collect()
    }
}

impl fmt::Display for CardSet {
    /// Writes the cards highest first, separated by spaces; `{:#}` uses suit symbols.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let symbols = f.alternate();
        crate::pad(f, |w| {
            for (i, card) in self.iter().rev().enumerate() {
                let space = if i > 0 { " " } else { "" };
                if symbols {
                    write!(w, "{space}{card:#}")?;
                } else {
                    write!(w, "{space}{card}")?;
                }
            }
            Ok(())
        })
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CardSet({self})")
    }
}

macro_rules! set_operator {
    ($op:ident, $method:ident, $assign:ident, $assign_method:ident, $expr:expr) => {
        impl $op for CardSet {
            type Output = CardSet;

            #[inline]
            fn $method(self, rhs: CardSet) -> CardSet {
                let f: fn(u64, u64) -> u64 = $expr;
                CardSet(f(self.0, rhs.0))
            }
        }

        impl $op<Card> for CardSet {
            type Output = CardSet;

            #[inline]
            fn $method(self, rhs: Card) -> CardSet {
                $op::$method(self, CardSet::from(rhs))
            }
        }

        impl $assign for CardSet {
            #[inline]
            fn $assign_method(&mut self, rhs: CardSet) {
                *self = $op::$method(*self, rhs);
            }
        }

        impl $assign<Card> for CardSet {
            #[inline]
            fn $assign_method(&mut self, rhs: Card) {
                *self = $op::$method(*self, rhs);
            }
        }
    };
}

set_operator!(BitOr, bitor, BitOrAssign, bitor_assign, |a, b| a | b);
set_operator!(BitAnd, bitand, BitAndAssign, bitand_assign, |a, b| a & b);
set_operator!(BitXor, bitxor, BitXorAssign, bitxor_assign, |a, b| a ^ b);
set_operator!(Sub, sub, SubAssign, sub_assign, |a, b| a & !b);

impl Not for CardSet {
    type Output = CardSet;

    /// The complement within the 52 cards.
    #[inline]
    fn not(self) -> CardSet {
        CardSet(!self.0 & FULL_BITS)
    }
}
