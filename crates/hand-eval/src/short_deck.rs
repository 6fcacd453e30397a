//! Short-deck (6+ hold'em) evaluation: 36 cards, six to ace.

use core::fmt;

use card_core::{Card, CardSet, Rank, Suit};

use crate::flush::flush_index;
use crate::hand::{FLUSH_BITS, SUIT_SHIFT, cards_counted, suit_count};
use crate::hand_rank::describe;
use crate::tables::short_deck::{
    FLUSH, HOLDEM_VALUES, OFFSETS, RANK_KEYS, ROW_SHIFT, STRAIGHT_OVER_TRIPS_VALUES, VALUES,
};
use crate::{EvalError, HandCategory, HandRank};

/// Number of distinct five-card short-deck hand values.
const CLASSES: u16 = 1404;

/// Distinct five-card short-deck hand values of each category, by
/// [`HandCategory::index`] (high card .. straight flush).
const CLASSES_BY_CATEGORY: [u16; HandCategory::ALL.len()] = [120, 504, 252, 252, 6, 120, 72, 72, 6];

/// Values up to two pair, which come first under both rankings.
const BELOW_TRIPS_AND_STRAIGHTS: u16 = 120 + 504 + 252;

/// Distinct values of three of a kind and of straights.
const TRIPS: u16 = 252;
const STRAIGHTS: u16 = 6;

/// Index of the lowest card of the short deck, the six of clubs.
const LOWEST_CARD: usize = Card::new(Rank::Six, Suit::Clubs).index();

/// Which of a straight and three of a kind is stronger in the short deck.
///
/// With four ranks fewer, seven cards make a straight more often than
/// three of a kind (1,139,580 of the 8,347,680 seven-card hands against
/// 637,560), so most short-deck games today rank three of a kind higher
/// (the default); some rank a straight higher, as hold'em does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ShortDeckRanking {
    /// Three of a kind beats a straight (the default).
    #[default]
    TripsBeatStraight,
    /// A straight beats three of a kind.
    StraightBeatsTrips,
}

impl ShortDeckRanking {
    /// The nine categories in this ranking's order, weakest first. In both,
    /// a flush beats a full house. ([`HandCategory`]'s own `Ord` is
    /// hold'em's order; compare short-deck hands by their
    /// [`ShortDeckRank`], or categories by their place in this array.)
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{HandCategory::*, ShortDeckRanking};
    ///
    /// assert_eq!(
    ///     ShortDeckRanking::TripsBeatStraight.categories(),
    ///     [HighCard, OnePair, TwoPair, Straight, ThreeOfAKind, FullHouse, Flush, FourOfAKind, StraightFlush]
    /// );
    /// assert_eq!(
    ///     ShortDeckRanking::StraightBeatsTrips.categories(),
    ///     [HighCard, OnePair, TwoPair, ThreeOfAKind, Straight, FullHouse, Flush, FourOfAKind, StraightFlush]
    /// );
    /// ```
    pub const fn categories(self) -> [HandCategory; 9] {
        use HandCategory::*;
        let (fourth, fifth) = match self {
            ShortDeckRanking::TripsBeatStraight => (Straight, ThreeOfAKind),
            ShortDeckRanking::StraightBeatsTrips => (ThreeOfAKind, Straight),
        };
        [
            HighCard,
            OnePair,
            TwoPair,
            fourth,
            fifth,
            FullHouse,
            Flush,
            FourOfAKind,
            StraightFlush,
        ]
    }
}

/// The rules of short-deck evaluation and its entry points.
///
/// The deck has 36 cards, six to ace ([`ShortDeck::DECK`]); the ace plays
/// high and low, so A-6-7-8-9 is the lowest straight; a flush beats a full
/// house; [`ShortDeckRanking`] says whether three of a kind beats a
/// straight (the default) or the other way round. Five, six or seven cards
/// get the value of their best five.
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::{HandCategory, ShortDeck, ShortDeckRanking};
///
/// let flush = ShortDeck::new().evaluate_set("Ah Th 8h 7h 6h Kd Ks".parse::<CardSet>()?)?;
/// let boat = ShortDeck::new().evaluate_set("Ad Ac As Kh Kc 7d 6s".parse::<CardSet>()?)?;
/// assert!(flush > boat);
/// assert_eq!(boat.to_string(), "Full House, Aces over Kings");
///
/// let cards: CardSet = "9c 8d 7h 6s Ac Ad As".parse()?;
/// let trips = ShortDeck::new().evaluate_set(cards)?;
/// assert_eq!(trips.to_string(), "Three of a Kind, Aces");
/// let straight = ShortDeck::new()
///     .ranking(ShortDeckRanking::StraightBeatsTrips)
///     .evaluate_set(cards)?;
/// assert_eq!(straight.category(), HandCategory::Straight);
/// assert_eq!(straight.to_string(), "Straight, Nine high");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ShortDeck {
    ranking: ShortDeckRanking,
}

impl ShortDeck {
    /// The 36 cards of the short deck: every card from the six up.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::ShortDeck;
    /// assert_eq!(ShortDeck::DECK.len(), 36);
    /// assert!(!ShortDeck::DECK.contains("5s".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const DECK: CardSet =
        match CardSet::from_bits(CardSet::FULL.bits() >> LOWEST_CARD << LOWEST_CARD) {
            Some(deck) => deck,
            None => CardSet::EMPTY,
        };

    /// The usual rules: three of a kind beats a straight.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{ShortDeck, ShortDeckRanking};
    /// assert_eq!(ShortDeck::new(), ShortDeck::new().ranking(ShortDeckRanking::TripsBeatStraight));
    /// ```
    pub const fn new() -> ShortDeck {
        ShortDeck {
            ranking: ShortDeckRanking::TripsBeatStraight,
        }
    }

    /// These rules with `ranking` deciding between a straight and three of
    /// a kind.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{ShortDeck, ShortDeckRanking};
    /// let rules = ShortDeck::new().ranking(ShortDeckRanking::StraightBeatsTrips);
    /// let rank = rules.evaluate_set("Ac 6d 7h 8s 9c".parse()?)?;
    /// assert_eq!(rank.ranking(), ShortDeckRanking::StraightBeatsTrips);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn ranking(self, ranking: ShortDeckRanking) -> ShortDeck {
        ShortDeck { ranking }
    }

    /// The strength of five, six or seven short-deck cards.
    ///
    /// # Errors
    ///
    /// [`EvalError::WrongCount`] unless there are five to seven cards,
    /// [`EvalError::NotInShortDeck`] for a card below the six,
    /// [`EvalError::DuplicateCard`] if a card appears twice.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Card;
    /// use hand_eval::{EvalError, HandCategory, ShortDeck};
    ///
    /// let cards: Vec<Card> = ["Ah", "6d", "7c", "8s", "9h"].map(|s| s.parse().unwrap()).to_vec();
    /// let rank = ShortDeck::new().evaluate(&cards)?;
    /// assert_eq!(rank.category(), HandCategory::Straight);
    /// assert_eq!(rank.to_string(), "Straight, Nine high");
    ///
    /// let five: Card = "5h".parse()?;
    /// let with_five = [&cards[..4], &[five]].concat();
    /// assert_eq!(
    ///     ShortDeck::new().evaluate(&with_five),
    ///     Err(EvalError::NotInShortDeck { card: five })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn evaluate(self, cards: &[Card]) -> Result<ShortDeckRank, EvalError> {
        if !(5..=7).contains(&cards.len()) {
            return Err(EvalError::WrongCount { count: cards.len() });
        }
        let mut hand = ShortDeckHand::EMPTY;
        for &card in cards {
            hand = hand.try_add(card)?;
        }
        Ok(self.evaluate_hand(hand))
    }

    /// The strength of a set of five, six or seven short-deck cards.
    ///
    /// # Errors
    ///
    /// [`EvalError::WrongCount`] unless the set has five to seven cards,
    /// [`EvalError::NotInShortDeck`] for a card below the six.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{HandCategory, ShortDeck};
    ///
    /// let rank = ShortDeck::new().evaluate_set("Kh Kd 9c 9s 6h".parse()?)?;
    /// assert_eq!(rank.category(), HandCategory::TwoPair);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn evaluate_set(self, cards: CardSet) -> Result<ShortDeckRank, EvalError> {
        match cards.len() {
            5..=7 => Ok(self.evaluate_hand(ShortDeckHand::try_from(cards)?)),
            count => Err(EvalError::WrongCount { count }),
        }
    }

    /// The strength of a hand of five to seven distinct short-deck cards,
    /// without checks: the fast path for hot loops. For anything else the
    /// result is meaningless.
    ///
    /// A hand without five cards of a suit is one table read; with a flush,
    /// one read of the flush table.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    /// use hand_eval::{ShortDeck, ShortDeckHand};
    ///
    /// let board = ShortDeckHand::try_from("Ts Js Qs 6d 6c".parse::<CardSet>()?)?;
    /// let hero = board.add("As".parse()?).add("Ks".parse()?);
    /// let villain = board.add("6s".parse()?).add("6h".parse()?);
    /// let rules = ShortDeck::new();
    /// assert!(rules.evaluate_hand(hero) > rules.evaluate_hand(villain));
    /// assert_eq!(rules.evaluate_hand(hero).to_string(), "Royal Flush");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn evaluate_hand(self, hand: ShortDeckHand) -> ShortDeckRank {
        let value = if hand.key & FLUSH_BITS == 0 {
            let values = match self.ranking {
                ShortDeckRanking::TripsBeatStraight => &VALUES,
                ShortDeckRanking::StraightBeatsTrips => &STRAIGHT_OVER_TRIPS_VALUES,
            };
            let sum = hand.key as u32;
            let offset = OFFSETS[(sum >> ROW_SHIFT) as usize];
            values[usize::from((sum as u16).wrapping_add(offset)) % VALUES.len()]
        } else {
            // A flush beats everything a straight or three of a kind could
            // make, so its value is the same in both rankings.
            let suit = ((hand.key & FLUSH_BITS).trailing_zeros() - (SUIT_SHIFT + 3)) / 4;
            FLUSH[flush_index(hand.mask, suit)]
        };
        ShortDeckRank {
            ranking: self.ranking,
            value,
        }
    }

    /// The hand rank of this ranking with [`value`](ShortDeckRank::value)
    /// `value` (1 = J-9-8-7-6 unsuited .. 1,404 = royal flush), or `None`
    /// outside `1..=1404`.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{HandCategory, ShortDeck};
    /// let best = ShortDeck::new().from_value(1404).unwrap();
    /// assert_eq!(best.to_string(), "Royal Flush");
    /// assert_eq!(ShortDeck::new().from_value(1).unwrap().category(), HandCategory::HighCard);
    /// assert_eq!(ShortDeck::new().from_value(1405), None);
    /// ```
    pub const fn from_value(self, value: u16) -> Option<ShortDeckRank> {
        if value >= 1 && value <= CLASSES {
            Some(ShortDeckRank {
                ranking: self.ranking,
                value,
            })
        } else {
            None
        }
    }
}

/// The strength of a five-, six- or seven-card short-deck hand under one
/// [`ShortDeckRanking`]: the value of its best five cards.
///
/// `Ord` puts stronger hands above weaker ones for ranks of the same
/// ranking (ranks of different rankings order by ranking first, which
/// means nothing). There are 1,404 values, numbered by
/// [`value`](Self::value) from 1 (J-9-8-7-6 unsuited) to 1,404 (royal
/// flush). [`category`](Self::category), [`ranks`](Self::ranks) and
/// `Display` work as for [`HandRank`]; the lowest straight, A-6-7-8-9, is
/// "Straight, Nine high" and lists its ace last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ShortDeckRank {
    ranking: ShortDeckRanking,
    value: u16,
}

impl ShortDeckRank {
    /// The value counted from the weakest hand: 1 for J-9-8-7-6 unsuited ..
    /// 1,404 for the royal flush (greater is stronger).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::ShortDeck;
    /// let rank = ShortDeck::new().evaluate_set("As Ks Qs Js Ts".parse()?)?;
    /// assert_eq!(rank.value(), 1404);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn value(self) -> u16 {
        self.value
    }

    /// The ranking this hand was valued under.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{ShortDeck, ShortDeckRanking};
    /// let rank = ShortDeck::new().evaluate_set("As Ks Qs Js Ts".parse()?)?;
    /// assert_eq!(rank.ranking(), ShortDeckRanking::TripsBeatStraight);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn ranking(self) -> ShortDeckRanking {
        self.ranking
    }

    /// The hand's category.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{HandCategory, ShortDeck};
    /// let rank = ShortDeck::new().evaluate_set("Ts 9s 8s 7s 6s".parse()?)?;
    /// assert_eq!(rank.category(), HandCategory::StraightFlush);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn category(self) -> HandCategory {
        let order = self.ranking.categories();
        let mut top = 0;
        let mut i = 0;
        while i < order.len() - 1 {
            top += CLASSES_BY_CATEGORY[order[i].index()];
            if self.value <= top {
                break;
            }
            i += 1;
        }
        order[i]
    }

    /// The ranks of the five cards that make the hand, most important first,
    /// as [`HandRank::ranks`] gives them; the A-6-7-8-9 straight ends with
    /// its ace.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Rank;
    /// use hand_eval::ShortDeck;
    /// let rank = ShortDeck::new().evaluate_set("9c 8d 7h 6s Ac".parse()?)?;
    /// assert_eq!(rank.ranks(), [Rank::Nine, Rank::Eight, Rank::Seven, Rank::Six, Rank::Ace]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ranks(self) -> [Rank; 5] {
        let holdem = HandRank::from_table(HOLDEM_VALUES[usize::from(self.usual_value())]);
        let mut ranks = holdem.ranks();
        let low_straight = [Rank::Ace, Rank::Nine, Rank::Eight, Rank::Seven, Rank::Six];
        if ranks == low_straight
            && matches!(
                self.category(),
                HandCategory::Straight | HandCategory::StraightFlush
            )
        {
            ranks.rotate_left(1);
        }
        ranks
    }

    /// The value of the same five cards where three of a kind beats a
    /// straight, the order of the tables.
    const fn usual_value(self) -> u16 {
        let value = self.value;
        match self.ranking {
            ShortDeckRanking::TripsBeatStraight => value,
            ShortDeckRanking::StraightBeatsTrips => {
                if value <= BELOW_TRIPS_AND_STRAIGHTS
                    || value > BELOW_TRIPS_AND_STRAIGHTS + TRIPS + STRAIGHTS
                {
                    value
                } else if value <= BELOW_TRIPS_AND_STRAIGHTS + TRIPS {
                    value + STRAIGHTS
                } else {
                    value - TRIPS
                }
            }
        }
    }
}

/// Read back as written (`{"ranking": .., "value": ..}`), with the value
/// checked to be in `1..=1404`.
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for ShortDeckRank {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<ShortDeckRank, D::Error> {
        #[derive(serde::Deserialize)]
        #[serde(rename = "ShortDeckRank")]
        struct Fields {
            ranking: ShortDeckRanking,
            value: u16,
        }
        let fields = Fields::deserialize(deserializer)?;
        ShortDeck::new()
            .ranking(fields.ranking)
            .from_value(fields.value)
            .ok_or_else(|| {
                serde::de::Error::custom(format_args!(
                    "short-deck hand value {} is not in 1..=1404",
                    fields.value
                ))
            })
    }
}

impl fmt::Display for ShortDeckRank {
    /// Describes the hand as [`HandRank`] does, e.g. `"Flush, Ace high"`,
    /// `"Straight, Nine high"` for A-6-7-8-9.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        card_core::pad(f, |w| describe(w, self.category(), self.ranks()))
    }
}

// A hand's key is the sum of its cards' keys, as in the hold'em `Hand`:
// bits 0..32 the sum of the rank keys (wrapping), bits 32..36 its carries,
// bits 36 + 4s .. 40 + 4s the number of cards of suit s plus 3.

/// The key of the hand without cards: suit counters at 3.
const EMPTY_KEY: u64 = 0x3333 << SUIT_SHIFT;

/// The additive key of each card by `Card::index`; 0 below the six. One
/// entry per value of the card's byte, so that indexing needs no bounds
/// check.
static CARD_KEYS: [u64; 256] = {
    let mut keys = [0; 256];
    let mut i = LOWEST_CARD;
    while i < Card::COUNT {
        keys[i] = RANK_KEYS[(i - LOWEST_CARD) / Suit::COUNT] as u64 + suit_count(i);
        i += 1;
    }
    keys
};

/// A short-deck hand being built card by card, ready to evaluate at any
/// time with [`ShortDeck::evaluate_hand`]; like the hold'em [`Hand`](crate::Hand),
/// two words, `Copy`, and an add and an or per card.
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::{EvalError, ShortDeck, ShortDeckHand};
///
/// let board = ShortDeckHand::try_from("Ah Kh 7h 7d 6c".parse::<CardSet>()?)?;
/// let hero = board.try_add("Qh".parse()?)?.try_add("Jh".parse()?)?;
/// let villain = board.try_add("7s".parse()?)?.try_add("6d".parse()?)?;
/// // A flush beats a full house.
/// assert!(ShortDeck::new().evaluate_hand(hero) > ShortDeck::new().evaluate_hand(villain));
/// assert_eq!(
///     board.try_add("2c".parse()?),
///     Err(EvalError::NotInShortDeck { card: "2c".parse()? })
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShortDeckHand {
    key: u64,
    mask: u64,
}

impl ShortDeckHand {
    /// The hand without cards.
    pub const EMPTY: ShortDeckHand = ShortDeckHand {
        key: EMPTY_KEY,
        mask: 0,
    };

    /// The hand without cards, same as [`ShortDeckHand::EMPTY`].
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(hand_eval::ShortDeckHand::new().is_empty());
    /// ```
    pub const fn new() -> ShortDeckHand {
        ShortDeckHand::EMPTY
    }

    /// This hand plus `card`, unchecked: a card below the six or one the
    /// hand already holds makes the hand invalid (see
    /// [`try_add`](Self::try_add)).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::ShortDeckHand;
    /// let hand = ShortDeckHand::new().add("As".parse()?).add("6d".parse()?);
    /// assert_eq!(hand.len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn add(self, card: Card) -> ShortDeckHand {
        let i = card.index();
        ShortDeckHand {
            key: self.key.wrapping_add(CARD_KEYS[i]),
            mask: self.mask | 1 << i,
        }
    }

    /// This hand plus `card`, checking that the card is in the short deck
    /// and that the hand does not hold it yet.
    ///
    /// # Errors
    ///
    /// [`EvalError::NotInShortDeck`] for a card below the six,
    /// [`EvalError::DuplicateCard`] if the hand already holds `card`.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{EvalError, ShortDeckHand};
    /// let ace = "As".parse()?;
    /// let hand = ShortDeckHand::new().try_add(ace)?;
    /// assert_eq!(hand.try_add(ace), Err(EvalError::DuplicateCard { card: ace }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn try_add(self, card: Card) -> Result<ShortDeckHand, EvalError> {
        if card.index() < LOWEST_CARD {
            return Err(EvalError::NotInShortDeck { card });
        }
        let added = self.add(card);
        if added.mask == self.mask {
            Err(EvalError::DuplicateCard { card })
        } else {
            Ok(added)
        }
    }

    /// How many cards were added (a repeated card counts each time).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::ShortDeckHand;
    /// assert_eq!(ShortDeckHand::new().add("Ts".parse()?).len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn len(self) -> usize {
        cards_counted(self.key.wrapping_sub(EMPTY_KEY))
    }

    /// Whether no card was added.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(hand_eval::ShortDeckHand::EMPTY.is_empty());
    /// ```
    pub const fn is_empty(self) -> bool {
        self.mask == 0
    }

    /// The distinct cards of the hand.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    /// use hand_eval::ShortDeckHand;
    ///
    /// let cards: CardSet = "6c Td As".parse()?;
    /// assert_eq!(ShortDeckHand::try_from(cards)?.cards(), cards);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cards(self) -> CardSet {
        CardSet::from_bits(self.mask).expect("card indices are below 52")
    }
}

impl Default for ShortDeckHand {
    fn default() -> ShortDeckHand {
        ShortDeckHand::EMPTY
    }
}

impl TryFrom<CardSet> for ShortDeckHand {
    type Error = EvalError;

    /// The hand of `cards`, or [`EvalError::NotInShortDeck`] naming the
    /// lowest card below the six.
    fn try_from(cards: CardSet) -> Result<ShortDeckHand, EvalError> {
        match (cards - ShortDeck::DECK).iter().next() {
            Some(card) => Err(EvalError::NotInShortDeck { card }),
            None => Ok(cards.iter().fold(ShortDeckHand::EMPTY, ShortDeckHand::add)),
        }
    }
}

impl FromIterator<Card> for ShortDeckHand {
    /// The hand of the cards, unchecked as [`ShortDeckHand::add`].
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> ShortDeckHand {
        cards
            .into_iter()
            .fold(ShortDeckHand::EMPTY, ShortDeckHand::add)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn category_blocks_follow_the_class_counts() {
        let total: u16 = CLASSES_BY_CATEGORY.iter().sum();
        assert_eq!(total, CLASSES);
        for ranking in [
            ShortDeckRanking::TripsBeatStraight,
            ShortDeckRanking::StraightBeatsTrips,
        ] {
            let rules = ShortDeck::new().ranking(ranking);
            let mut value = 1;
            for category in ranking.categories() {
                for _ in 0..CLASSES_BY_CATEGORY[category.index()] {
                    assert_eq!(rules.from_value(value).unwrap().category(), category);
                    value += 1;
                }
            }
        }
    }
}
