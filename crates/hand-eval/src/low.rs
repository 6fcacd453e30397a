//! Low hands: ace-to-five (razz, the low half of the hi-lo games) and
//! deuce-to-seven, with the 8-or-better qualifier, and the high and low of
//! one hand together.

use core::fmt;

use card_core::{Card, CardSet, Rank, Suit};

use crate::flush::flush_index;
use crate::hand_rank::describe;
use crate::tables::low::{
    ACE_FIVE, ACE_FIVE_RANKS, DEUCE_SEVEN, DEUCE_SEVEN_FLUSH, DEUCE_SEVEN_HIGH,
};
use crate::{EvalError, Hand, HandCategory, HandRank};

/// Number of distinct ace-to-five lows: every multiset of five ranks.
const ACE_FIVE_CLASSES: u16 = 6175;

/// The worst qualifying low, 8-7-6-5-4: the C(8, 5) = 56 unpaired hands of
/// ranks ace to eight are the 56 best values.
const WORST_EIGHT_OR_BETTER: u16 = ACE_FIVE_CLASSES - 55;

/// Number of distinct deuce-to-seven lows, those of the high hands.
const DEUCE_SEVEN_CLASSES: u16 = 7462;

/// The ace-to-five low of five cards, or the best of six or seven: aces
/// play low, straights and flushes do not count, an unpaired hand beats any
/// paired hand, and 5-4-3-2-A (the wheel) is the best.
///
/// Better lows compare greater, as [`HandRank`] and [`DeuceSevenLow`] do.
/// There are 6,175 values (every multiset of five ranks), numbered by
/// [`value`](Self::value) from 1 (K-K-K-K-Q) to 6,175 (5-4-3-2-A): unpaired
/// hands first by their highest card, then the next, and so on; paired
/// hands as their high-poker strength with the ace below the deuce, turned
/// around (a pair of aces is the best pair, two pair beats trips).
/// [`eight_or_better`](Self::eight_or_better) keeps the 56 lows that
/// qualify for the low half of a hi-lo pot. `Display` lists the ranks, the
/// group that decides first: "8-6-4-2-A", "4-4-8-6-A".
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::evaluate_ace_five;
///
/// let wheel = evaluate_ace_five("5c 4d 3h 2s Ac".parse::<CardSet>()?)?;
/// let eight = evaluate_ace_five("8c 6d 4h 2s Ac Kd Kh".parse::<CardSet>()?)?;
/// let nine = evaluate_ace_five("9c 2d 3h 4s 5c".parse::<CardSet>()?)?;
/// assert!(wheel > eight && eight > nine);
/// assert_eq!(eight.to_string(), "8-6-4-2-A");
/// assert!(eight.eight_or_better().is_some());
/// assert_eq!(nine.eight_or_better(), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AceFiveLow(u16);

impl AceFiveLow {
    /// The worst low, K-K-K-K-Q.
    pub const WORST: AceFiveLow = AceFiveLow(1);

    /// The best low, 5-4-3-2-A.
    pub const BEST: AceFiveLow = AceFiveLow(ACE_FIVE_CLASSES);

    /// The worst low that qualifies for the low half of a hi-lo pot,
    /// 8-7-6-5-4.
    pub const WORST_EIGHT_OR_BETTER: AceFiveLow = AceFiveLow(WORST_EIGHT_OR_BETTER);

    /// The low with [`value`](Self::value) `value`, or `None` outside
    /// `1..=6175`.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::AceFiveLow;
    /// assert_eq!(AceFiveLow::from_value(6175), Some(AceFiveLow::BEST));
    /// assert_eq!(AceFiveLow::from_value(0), None);
    /// ```
    pub const fn from_value(value: u16) -> Option<AceFiveLow> {
        if value >= 1 && value <= ACE_FIVE_CLASSES {
            Some(AceFiveLow(value))
        } else {
            None
        }
    }

    /// The value: 1 for K-K-K-K-Q .. 6,175 for 5-4-3-2-A (greater is
    /// better).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::AceFiveLow;
    /// assert_eq!(AceFiveLow::WORST.value(), 1);
    /// assert_eq!(AceFiveLow::WORST_EIGHT_OR_BETTER.value(), 6120);
    /// ```
    pub const fn value(self) -> u16 {
        self.0
    }

    /// Whether the low qualifies for the low half of a hi-lo pot: five
    /// distinct ranks, all eight or lower.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    /// use hand_eval::evaluate_ace_five;
    /// assert!(evaluate_ace_five("8c 7d 6h 5s 4c".parse::<CardSet>()?)?.is_eight_or_better());
    /// assert!(!evaluate_ace_five("4c 4d 3h 2s Ac".parse::<CardSet>()?)?.is_eight_or_better());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_eight_or_better(self) -> bool {
        self.0 >= WORST_EIGHT_OR_BETTER
    }

    /// The low if it qualifies (see
    /// [`is_eight_or_better`](Self::is_eight_or_better)), `None` otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::AceFiveLow;
    /// assert_eq!(AceFiveLow::BEST.eight_or_better(), Some(AceFiveLow::BEST));
    /// assert_eq!(AceFiveLow::WORST.eight_or_better(), None);
    /// ```
    pub const fn eight_or_better(self) -> Option<AceFiveLow> {
        if self.is_eight_or_better() {
            Some(self)
        } else {
            None
        }
    }

    /// The five ranks of the low in the order that decides: the biggest
    /// group first, then from the highest rank down, the ace lowest.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::Rank;
    /// use hand_eval::AceFiveLow;
    /// assert_eq!(
    ///     AceFiveLow::BEST.ranks(),
    ///     [Rank::Five, Rank::Four, Rank::Three, Rank::Two, Rank::Ace]
    /// );
    /// ```
    pub fn ranks(self) -> [Rank; 5] {
        let packed = ACE_FIVE_RANKS[usize::from(self.0)];
        core::array::from_fn(|i| {
            Rank::from_index((packed >> (4 * i) & 0xF) as usize).expect("a generated rank")
        })
    }
}

impl fmt::Display for AceFiveLow {
    /// The ranks joined by dashes, e.g. `"8-6-4-2-A"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        card_core::pad(f, |w| write_ranks(w, self.ranks()))
    }
}

/// Writes five ranks joined by dashes.
fn write_ranks(f: &mut dyn fmt::Write, ranks: [Rank; 5]) -> fmt::Result {
    for (i, rank) in ranks.into_iter().enumerate() {
        if i > 0 {
            f.write_char('-')?;
        }
        f.write_char(rank.to_char())?;
    }
    Ok(())
}

/// The deuce-to-seven low of five cards, or the best of six or seven: aces
/// play high, straights and flushes count against the hand, and 7-5-4-3-2
/// of mixed suits is the best.
///
/// Better lows compare greater, as [`HandRank`] and [`AceFiveLow`] do. The
/// order is the reverse of the high order but for one hand: the ace plays
/// only high, so A-5-4-3-2 is no straight but the worst ace-high hand (and
/// a flush, not a straight flush, when suited). There are 7,462 values,
/// numbered by [`value`](Self::value) from 1 (the royal flush) to 7,462
/// (7-5-4-3-2 unsuited); [`high`](Self::high) gives the same five cards as
/// a high hand. `Display` lists the ranks of an unpaired hand without a
/// straight or a flush ("7-5-4-3-2", "A-5-4-3-2"), and describes any other
/// hand as [`HandRank`] does ("One Pair, Twos").
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::evaluate_deuce_seven;
///
/// let number_one = evaluate_deuce_seven("7c 5d 4h 3s 2c".parse::<CardSet>()?)?;
/// let wheel = evaluate_deuce_seven("5c 4d 3h 2s Ac".parse::<CardSet>()?)?;
/// let flush = evaluate_deuce_seven("7c 5c 4c 3c 2c".parse::<CardSet>()?)?;
/// assert!(number_one > wheel && wheel > flush);
/// assert_eq!(number_one.to_string(), "7-5-4-3-2");
/// assert_eq!(wheel.to_string(), "A-5-4-3-2");
/// assert_eq!(flush.to_string(), "Flush, Seven high");
/// // The best five of seven avoid the pair and the straight.
/// let seven = evaluate_deuce_seven("8c 6d 5h 4s 3c 3d 2h".parse::<CardSet>()?)?;
/// assert_eq!(seven.to_string(), "8-5-4-3-2");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeuceSevenLow(u16);

impl DeuceSevenLow {
    /// The worst low, the royal flush.
    pub const WORST: DeuceSevenLow = DeuceSevenLow(1);

    /// The best low, 7-5-4-3-2 of mixed suits.
    pub const BEST: DeuceSevenLow = DeuceSevenLow(DEUCE_SEVEN_CLASSES);

    /// The low with [`value`](Self::value) `value`, or `None` outside
    /// `1..=7462`.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::DeuceSevenLow;
    /// assert_eq!(DeuceSevenLow::from_value(7462), Some(DeuceSevenLow::BEST));
    /// assert_eq!(DeuceSevenLow::from_value(7463), None);
    /// ```
    pub const fn from_value(value: u16) -> Option<DeuceSevenLow> {
        if value >= 1 && value <= DEUCE_SEVEN_CLASSES {
            Some(DeuceSevenLow(value))
        } else {
            None
        }
    }

    /// The value: 1 for the royal flush .. 7,462 for 7-5-4-3-2 (greater is
    /// better).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::DeuceSevenLow;
    /// assert_eq!(DeuceSevenLow::BEST.value(), 7462);
    /// ```
    pub const fn value(self) -> u16 {
        self.0
    }

    /// The same five cards as a high hand.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{DeuceSevenLow, HandCategory, HandRank};
    /// assert_eq!(DeuceSevenLow::WORST.high(), HandRank::BEST);
    /// assert_eq!(DeuceSevenLow::BEST.high(), HandRank::WORST);
    /// ```
    pub const fn high(self) -> HandRank {
        HandRank::from_table(DEUCE_SEVEN_HIGH[self.0 as usize])
    }
}

/// A-5-4-3-2 in the order this convention reads it, the ace high.
const WHEEL: [Rank; 5] = [Rank::Ace, Rank::Five, Rank::Four, Rank::Three, Rank::Two];

impl fmt::Display for DeuceSevenLow {
    /// `"7-5-4-3-2"` for an unpaired hand without a straight or a flush
    /// (A-5-4-3-2 included), the high hand's description otherwise.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let high = self.high();
        // High poker's five-high straight (flush) ends with its ace.
        let wheel = high.ranks()[4] == Rank::Ace;
        match high.category() {
            HandCategory::StraightFlush if wheel => {
                card_core::pad(f, |w| describe(w, HandCategory::Flush, WHEEL))
            }
            HandCategory::Straight if wheel => card_core::pad(f, |w| write_ranks(w, WHEEL)),
            HandCategory::HighCard => card_core::pad(f, |w| write_ranks(w, high.ranks())),
            _ => fmt::Display::fmt(&high, f),
        }
    }
}

/// The high hand and the qualifying 8-or-better low of one hand: what each
/// half of a hi-lo pot (stud hi-lo, Omaha hi-lo) looks at.
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::evaluate_hi_lo;
///
/// let both = evaluate_hi_lo("Ac 2d 3h 4s 5c Kd Kh".parse::<CardSet>()?)?;
/// assert_eq!(both.high.to_string(), "Straight, Five high");
/// assert_eq!(both.low.map(|low| low.to_string()).as_deref(), Some("5-4-3-2-A"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HiLo {
    /// The best high hand.
    pub high: HandRank,
    /// The best ace-to-five low if it is eight or better.
    pub low: Option<AceFiveLow>,
}

impl Hand {
    /// The best ace-to-five low of the hand's five to seven cards (razz),
    /// for valid hands; the fast path for hot loops. One table read: the
    /// low depends on the ranks alone.
    ///
    /// For a hand with fewer than five, more than seven or repeated cards
    /// the result is meaningless; [`evaluate_ace_five`] checks.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    /// use hand_eval::Hand;
    ///
    /// // Four ranks: one of them must pair, the lowest pair is the best.
    /// let hand = Hand::from("Kc Kd 7h 7s 4c 4d 2h".parse::<CardSet>()?);
    /// assert_eq!(hand.ace_five_low().to_string(), "4-4-K-7-2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn ace_five_low(self) -> AceFiveLow {
        AceFiveLow(ACE_FIVE[self.rank_slot()])
    }

    /// The best deuce-to-seven low of the hand's five to seven cards, for
    /// valid hands; the fast path for hot loops. One table read without
    /// five cards of a suit, the best of the five-card subsets otherwise.
    ///
    /// For a hand with fewer than five, more than seven or repeated cards
    /// the result is meaningless; [`evaluate_deuce_seven`] checks.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    /// use hand_eval::Hand;
    ///
    /// // Five spades: the best low is not the flush.
    /// let hand = Hand::from("9s 7s 5s 4s 2s 3d Kh".parse::<CardSet>()?);
    /// assert_eq!(hand.deuce_seven_low().to_string(), "7-5-4-3-2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn deuce_seven_low(self) -> DeuceSevenLow {
        if self.has_flush() {
            self.deuce_seven_of_subsets()
        } else {
            DeuceSevenLow(DEUCE_SEVEN[self.rank_slot()])
        }
    }

    /// The best deuce-to-seven low of the five-card subsets, kept out of
    /// line: few hands hold five cards of a suit. Each subset is this hand
    /// without one or two of its cards (keys subtract as they add), read
    /// from the flush table when its five cards share a suit.
    #[cold]
    #[inline(never)]
    fn deuce_seven_of_subsets(self) -> DeuceSevenLow {
        let five_low = |five: Hand| {
            if five.has_flush() {
                let suit = five.mask().trailing_zeros() % Suit::COUNT as u32;
                DEUCE_SEVEN_FLUSH[flush_index(five.mask(), suit)]
            } else {
                DEUCE_SEVEN[five.rank_slot()]
            }
        };
        let cards = self.cards();
        let mut best = 0;
        match cards.len() {
            7 => {
                for (i, a) in cards.iter().enumerate() {
                    let without = self.remove(a);
                    for b in cards.iter().skip(i + 1) {
                        best = best.max(five_low(without.remove(b)));
                    }
                }
            }
            6 => {
                for a in cards {
                    best = best.max(five_low(self.remove(a)));
                }
            }
            _ => best = five_low(self),
        }
        DeuceSevenLow(best)
    }

    /// The best high hand and the best 8-or-better low of the hand's five
    /// to seven cards (stud hi-lo), for valid hands.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    /// use hand_eval::Hand;
    ///
    /// let hand = Hand::from("Ac Ad 9h 9s 6c 4d 3h".parse::<CardSet>()?);
    /// let both = hand.hi_lo();
    /// assert_eq!(both.high.to_string(), "Two Pair, Aces and Nines");
    /// assert_eq!(both.low, None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn hi_lo(self) -> HiLo {
        HiLo {
            high: self.evaluate(),
            low: self.ace_five_low().eight_or_better(),
        }
    }
}

/// The mask of the ranks ace to eight among `cards`, the ace lowest: bit 0
/// for the ace, bit `r + 1` for the rank of index `r` below the nine.
#[inline]
pub(crate) const fn eight_or_lower(cards: CardSet) -> u8 {
    let ranks = cards.ranks();
    ((ranks & 0x7F) << 1 | ranks >> 12 & 1) as u8
}

/// The low of five distinct ranks ace to eight, given as a mask of
/// [`eight_or_lower`] with five bits.
pub(crate) fn qualifying_low(mask: u8) -> AceFiveLow {
    let five = (0..8)
        .filter(|bit| mask & 1 << bit != 0)
        .map(|bit| {
            let rank = Rank::from_index((bit + Rank::COUNT - 1) % Rank::COUNT).expect("a rank");
            Card::new(rank, Suit::Clubs)
        })
        .collect::<Hand>();
    five.ace_five_low()
}

/// The hand of a set of five to seven cards.
fn checked(cards: CardSet) -> Result<Hand, EvalError> {
    match cards.len() {
        5..=7 => Ok(Hand::from(cards)),
        count => Err(EvalError::WrongCount { count }),
    }
}

/// The best ace-to-five low of five, six or seven cards: the razz hand of a
/// stud player's seven cards.
///
/// # Errors
///
/// [`EvalError::WrongCount`] unless the set has five to seven cards.
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::{EvalError, evaluate_ace_five};
///
/// let low = evaluate_ace_five("Ks 9d 7h 4c 3d 2h Ac".parse::<CardSet>()?)?;
/// assert_eq!(low.to_string(), "7-4-3-2-A");
/// assert_eq!(
///     evaluate_ace_five("Ac 2d".parse::<CardSet>()?),
///     Err(EvalError::WrongCount { count: 2 })
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn evaluate_ace_five(cards: CardSet) -> Result<AceFiveLow, EvalError> {
    checked(cards).map(Hand::ace_five_low)
}

/// The best deuce-to-seven low of five, six or seven cards.
///
/// # Errors
///
/// [`EvalError::WrongCount`] unless the set has five to seven cards.
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::evaluate_deuce_seven;
///
/// let low = evaluate_deuce_seven("Ac 8d 6h 5c 4d 3h 2c".parse::<CardSet>()?)?;
/// assert_eq!(low.to_string(), "8-5-4-3-2");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn evaluate_deuce_seven(cards: CardSet) -> Result<DeuceSevenLow, EvalError> {
    checked(cards).map(Hand::deuce_seven_low)
}

/// The best high hand and the best 8-or-better low of five, six or seven
/// cards: the two halves of a stud hi-lo hand.
///
/// # Errors
///
/// [`EvalError::WrongCount`] unless the set has five to seven cards.
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::{HandCategory, evaluate_hi_lo};
///
/// let both = evaluate_hi_lo("7h 6h 4h 3h 2d Kh Qc".parse::<CardSet>()?)?;
/// assert_eq!(both.high.category(), HandCategory::Flush);
/// assert_eq!(both.low.map(|low| low.to_string()).as_deref(), Some("7-6-4-3-2"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn evaluate_hi_lo(cards: CardSet) -> Result<HiLo, EvalError> {
    checked(cards).map(Hand::hi_lo)
}

/// A low is its [`value`](AceFiveLow::value), a number in `1..=6175`.
#[cfg(feature = "serde")]
impl serde::Serialize for AceFiveLow {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u16(self.0)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for AceFiveLow {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<AceFiveLow, D::Error> {
        let value = u16::deserialize(deserializer)?;
        AceFiveLow::from_value(value).ok_or_else(|| {
            serde::de::Error::custom(format_args!("ace-to-five value {value} is not in 1..=6175"))
        })
    }
}

/// A low is its [`value`](DeuceSevenLow::value), a number in `1..=7462`.
#[cfg(feature = "serde")]
impl serde::Serialize for DeuceSevenLow {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u16(self.0)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for DeuceSevenLow {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<DeuceSevenLow, D::Error> {
        let value = u16::deserialize(deserializer)?;
        DeuceSevenLow::from_value(value).ok_or_else(|| {
            serde::de::Error::custom(format_args!(
                "deuce-to-seven value {value} is not in 1..=7462"
            ))
        })
    }
}
