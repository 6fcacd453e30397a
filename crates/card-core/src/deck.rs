//! A deck to shuffle and deal from.

use core::hash::{Hash, Hasher};

use rand::Rng;
use rand::seq::SliceRandom;

use crate::{Card, CardSet, DealError};

/// An ordered pile of distinct cards, dealt from the top.
///
/// A new deck holds all 52 cards in index order (`2c` on top); [`Deck::without`]
/// leaves out known cards (hole cards, a board). Shuffle it with any
/// [`rand::Rng`], seeded for reproducible deals. The deck lives on the stack
/// and never allocates.
///
/// # Examples
///
/// ```
/// use card_core::{CardSet, Deck};
/// use rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let known: CardSet = "As Ks".parse()?;
/// let mut deck = Deck::without(known);
/// deck.shuffle(&mut Xoshiro256PlusPlus::seed_from_u64(42));
/// let flop = deck.deal(3)?;
/// assert_eq!(flop.len(), 3);
/// assert!(flop.is_disjoint(known));
/// assert_eq!(deck.len(), 47);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Deck {
    /// `cards[top..end]` are the cards still in the deck, top first.
    cards: [Card; 52],
    top: u8,
    end: u8,
}

impl Deck {
    /// A full deck in index order, `2c` on top.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Deck;
    ///
    /// let deck = Deck::new();
    /// assert_eq!(deck.len(), 52);
    /// assert_eq!(deck.cards()[0].to_string(), "2c");
    /// ```
    pub const fn new() -> Deck {
        Deck {
            cards: Card::ALL,
            top: 0,
            end: 52,
        }
    }

    /// A deck of exactly the cards of `set`, in index order.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Deck, Suit};
    ///
    /// let hearts = Deck::from_cards(CardSet::of_suit(Suit::Hearts));
    /// assert_eq!(hearts.len(), 13);
    /// ```
    pub fn from_cards(set: CardSet) -> Deck {
        let mut deck = Deck {
            cards: Card::ALL,
            top: 0,
            end: 0,
        };
        for card in set {
            deck.cards[usize::from(deck.end)] = card;
            deck.end += 1;
        }
        deck
    }

    /// A full deck less the cards of `known`, in index order.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Deck;
    ///
    /// let deck = Deck::without("As Kd 7c".parse()?);
    /// assert_eq!(deck.len(), 49);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    pub fn without(known: CardSet) -> Deck {
        Deck::from_cards(!known)
    }

    /// A full deck, shuffled.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Deck;
    /// use rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let a = Deck::shuffled(&mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// let b = Deck::shuffled(&mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// assert_eq!(a, b, "the same seed deals the same deck");
    /// assert_eq!(a.len(), 52);
    /// ```
    pub fn shuffled<R: Rng + ?Sized>(rng: &mut R) -> Deck {
        let mut deck = Deck::new();
        deck.shuffle(rng);
        deck
    }

    /// Shuffles the cards still in the deck, uniformly.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Deck;
    /// use rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let mut deck = Deck::new();
    /// deck.shuffle(&mut Xoshiro256PlusPlus::seed_from_u64(3));
    /// assert_ne!(deck, Deck::new());
    /// assert_eq!(deck.remaining_set(), Deck::new().remaining_set());
    /// ```
    pub fn shuffle<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        self.remaining_mut().shuffle(rng);
    }

    /// The number of cards left.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Deck;
    ///
    /// let mut deck = Deck::new();
    /// deck.draw()?;
    /// assert_eq!(deck.len(), 51);
    /// assert_eq!(deck, Deck::without("2c".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn len(&self) -> usize {
        (self.end - self.top) as usize
    }

    /// Whether no card is left.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Deck};
    ///
    /// assert!(Deck::from_cards(CardSet::EMPTY).is_empty());
    /// assert!(!Deck::new().is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.top == self.end
    }

    /// The cards left, top first.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Deck;
    ///
    /// let mut deck = Deck::new();
    /// deck.deal(51)?;
    /// assert_eq!(deck.cards()[0].to_string(), "As");
    /// # Ok::<(), card_core::DealError>(())
    /// ```
    pub fn cards(&self) -> &[Card] {
        &self.cards[usize::from(self.top)..usize::from(self.end)]
    }

    fn remaining_mut(&mut self) -> &mut [Card] {
        &mut self.cards[usize::from(self.top)..usize::from(self.end)]
    }

    /// The cards left, as a set.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Deck};
    ///
    /// let known: CardSet = "As Kd".parse()?;
    /// assert_eq!(Deck::without(known).remaining_set(), !known);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    pub fn remaining_set(&self) -> CardSet {
        self.cards().iter().copied().collect()
    }

    /// Takes the top card.
    ///
    /// # Errors
    ///
    /// [`DealError::NotEnoughCards`] when the deck is empty.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Deck;
    ///
    /// let mut deck = Deck::new();
    /// assert_eq!(deck.draw()?.to_string(), "2c");
    /// assert_eq!(deck.draw()?.to_string(), "2d");
    /// # Ok::<(), card_core::DealError>(())
    /// ```
    pub fn draw(&mut self) -> Result<Card, DealError> {
        Ok(self.deal_cards(1)?[0])
    }

    /// Takes the top `n` cards, as a set.
    ///
    /// # Errors
    ///
    /// [`DealError::NotEnoughCards`] when fewer than `n` cards are left; the
    /// deck is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Deck;
    /// use rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let mut deck = Deck::shuffled(&mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// let hands: Vec<_> = (0..4).map(|_| deck.deal(13)).collect::<Result<_, _>>()?;
    /// assert!(deck.is_empty());
    /// assert_eq!(hands.iter().map(|h| h.len()).sum::<usize>(), 52);
    /// # Ok::<(), card_core::DealError>(())
    /// ```
    pub fn deal(&mut self, n: usize) -> Result<CardSet, DealError> {
        Ok(self.deal_cards(n)?.iter().copied().collect())
    }

    /// Takes the top `n` cards, in the order they were dealt.
    ///
    /// # Errors
    ///
    /// [`DealError::NotEnoughCards`] when fewer than `n` cards are left; the
    /// deck is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Deck;
    ///
    /// let mut deck = Deck::new();
    /// let dealt: Vec<String> = deck.deal_cards(2)?.iter().map(|c| c.to_string()).collect();
    /// assert_eq!(dealt, ["2c", "2d"]);
    /// # Ok::<(), card_core::DealError>(())
    /// ```
    pub fn deal_cards(&mut self, n: usize) -> Result<&[Card], DealError> {
        let remaining = self.len();
        if n > remaining {
            return Err(DealError::NotEnoughCards {
                requested: n,
                remaining,
            });
        }
        let top = usize::from(self.top);
        self.top += n as u8;
        Ok(&self.cards[top..top + n])
    }

    /// Takes `card` out of the deck, wherever it is; returns whether it was there.
    ///
    /// The other cards keep their order.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Deck;
    ///
    /// let mut deck = Deck::new();
    /// assert!(deck.remove("2d".parse()?));
    /// assert!(!deck.remove("2d".parse()?));
    /// assert_eq!(deck.cards()[1].to_string(), "2h");
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    pub fn remove(&mut self, card: Card) -> bool {
        let Some(at) = self.cards().iter().position(|&c| c == card) else {
            return false;
        };
        self.remaining_mut()[at..].rotate_left(1);
        self.end -= 1;
        true
    }
}

/// Decks are equal when they hold the same cards in the same order, whatever
/// was dealt from them before.
impl PartialEq for Deck {
    fn eq(&self, other: &Deck) -> bool {
        self.cards() == other.cards()
    }
}

impl Eq for Deck {}

impl Hash for Deck {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.cards().hash(state);
    }
}

impl Default for Deck {
    /// A full deck in index order, as [`Deck::new`].
    fn default() -> Deck {
        Deck::new()
    }
}
