//! Plays: what a set of cards is under the rules, and which play beats which.
//!
//! Five-card plays are classified by hand-eval's Cactus Kev tables (the
//! card codes, `flushes`, `unique5` and the perfect hash of the prime
//! product): the poker category and the deciding ranks come from the Cactus
//! Kev value. Big Two's orders (the 2 high, its suits, the variations) are
//! applied on top.

use core::fmt;

use card_core::{Card, CardSet, Rank};
use hand_eval::{HandCategory, HandRank, kev};

use crate::order::value;
use crate::{BigTwoOrder, Rules, StraightOrder, SuitOrder, Twos, Variations};

/// The five kinds of five-card hands, weakest first.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::FiveKind;
///
/// assert!(FiveKind::Flush > FiveKind::Straight);
/// assert_eq!(FiveKind::ALL[4], FiveKind::StraightFlush);
/// assert_eq!(FiveKind::FullHouse.to_string(), "full house");
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FiveKind {
    /// Five ranks in sequence, not all of one suit.
    Straight,
    /// Five cards of one suit, not in sequence.
    Flush,
    /// Three cards of one rank and two of another.
    FullHouse,
    /// Four cards of one rank and any fifth card.
    FourOfAKind,
    /// Five ranks in sequence, all of one suit.
    StraightFlush,
}

impl FiveKind {
    /// Every five-card kind, weakest first.
    pub const ALL: [FiveKind; 5] = [
        FiveKind::Straight,
        FiveKind::Flush,
        FiveKind::FullHouse,
        FiveKind::FourOfAKind,
        FiveKind::StraightFlush,
    ];

    /// The kind's name, e.g. `"straight flush"`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::FiveKind;
    ///
    /// assert_eq!(FiveKind::FourOfAKind.name(), "four of a kind");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            FiveKind::Straight => "straight",
            FiveKind::Flush => "flush",
            FiveKind::FullHouse => "full house",
            FiveKind::FourOfAKind => "four of a kind",
            FiveKind::StraightFlush => "straight flush",
        }
    }
}

impl fmt::Display for FiveKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// The kind of a play. A play answers only a play of the same kind; all
/// five-card hands are one kind, ranked by [`FiveKind`] first.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{FiveKind, Kind};
///
/// assert!(Kind::Five(FiveKind::Flush).answers(Kind::Five(FiveKind::Straight)));
/// assert!(!Kind::Pair.answers(Kind::Single));
/// assert_eq!(Kind::Run { len: 6 }.to_string(), "straight of 6");
/// assert_eq!(Kind::Triple.len(), 3);
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// One card.
    Single,
    /// Two cards of one rank.
    Pair,
    /// Three cards of one rank.
    Triple,
    /// Four cards of one rank without a fifth card (variation 6).
    FourOfAKind,
    /// A straight of 3, 4 or 6 to 13 cards (variation 2).
    Run {
        /// The number of cards.
        len: u8,
    },
    /// A five-card hand.
    Five(FiveKind),
}

impl Kind {
    /// Whether a play of this kind may answer a play of kind `top`: the
    /// same kind, or both five-card hands.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Kind;
    ///
    /// assert!(!Kind::Run { len: 4 }.answers(Kind::Run { len: 3 }));
    /// ```
    pub fn answers(self, top: Kind) -> bool {
        match (self, top) {
            (Kind::Five(_), Kind::Five(_)) => true,
            (a, b) => a == b,
        }
    }

    /// The number of cards a play of this kind holds.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{FiveKind, Kind};
    ///
    /// assert_eq!(Kind::Five(FiveKind::Flush).len(), 5);
    /// assert_eq!(Kind::Run { len: 7 }.len(), 7);
    /// ```
    #[allow(clippy::len_without_is_empty)]
    pub const fn len(self) -> usize {
        match self {
            Kind::Single => 1,
            Kind::Pair => 2,
            Kind::Triple => 3,
            Kind::FourOfAKind => 4,
            Kind::Run { len } => len as usize,
            Kind::Five(_) => 5,
        }
    }
}

impl fmt::Display for Kind {
    /// Writes `single`, `pair`, `triple`, `four of a kind`, `straight of N`
    /// or the five-card kind's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        card_core::pad(f, |w| match self {
            Kind::Single => w.write_str("single"),
            Kind::Pair => w.write_str("pair"),
            Kind::Triple => w.write_str("triple"),
            Kind::FourOfAKind => w.write_str("four of a kind"),
            Kind::Run { len } => write!(w, "straight of {len}"),
            Kind::Five(five) => w.write_str(five.name()),
        })
    }
}

/// A legal play: its cards, its [`Kind`] and its strength under the rules
/// that classified it.
///
/// Made by [`Rules::classify`]; compared with [`Rules::beats`]. `Display`
/// writes the kind and the cards in Big Two order.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{FiveKind, Kind, Rules, Twos};
///
/// let rules = Rules::document();
/// let boat = rules.classify("3c 3d 3s Kh Kd".parse()?)?;
/// assert_eq!(boat.kind(), Kind::Five(FiveKind::FullHouse));
/// assert_eq!(boat.to_string(), "full house 3d 3c 3s Kd Kh");
/// let flush = rules.classify("4h 8h Jh Qh 2h".parse()?)?;
/// assert!(rules.beats(&boat, &flush, Twos::High));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// With the `serde` feature a play is read back only if [`Rules::classify`]
/// makes it, under some rules with its suit order: its kind and key must be
/// what its cards make.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Play {
    cards: CardSet,
    kind: Kind,
    /// Strength within the kind (five-card hands: the kind in the high
    /// byte). Singles hold their value with the 2 high.
    key: u16,
    suits: SuitOrder,
}

impl Play {
    /// The cards played.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Rules;
    ///
    /// let pair = Rules::document().classify("9s 9d".parse()?)?;
    /// assert_eq!(pair.cards().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn cards(&self) -> CardSet {
        self.cards
    }

    /// The play's kind.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Kind, Rules};
    ///
    /// assert_eq!(Rules::document().classify("9s".parse()?)?.kind(), Kind::Single);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn kind(&self) -> Kind {
        self.kind
    }

    /// The play's strength among plays of its kind, under `twos` for
    /// singles: a greater key beats a smaller one. Five-card hands carry
    /// their [`FiveKind`] in the high byte, so any full house outranks any
    /// flush.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Twos};
    ///
    /// let rules = Rules::document();
    /// let two = rules.classify("2d".parse()?)?;
    /// let ace = rules.classify("As".parse()?)?;
    /// assert!(two.key(Twos::High) > ace.key(Twos::High));
    /// // After a four of a kind, the 2 is the lowest single.
    /// assert!(two.key(Twos::Low) < ace.key(Twos::Low));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn key(&self, twos: Twos) -> u16 {
        match (self.kind, twos, self.cards.iter().next()) {
            (Kind::Single, Twos::Low, Some(card)) => u16::from(value(card, Twos::Low, self.suits)),
            _ => self.key,
        }
    }

    /// Whether the play bombs the 2s: any four of a kind, with or without a
    /// fifth card.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Rules;
    ///
    /// let rules = Rules::document();
    /// assert!(rules.classify("7c 7d 7h 7s 3d".parse()?)?.is_bomb());
    /// assert!(!rules.classify("7c 7d 7h".parse()?)?.is_bomb());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_bomb(&self) -> bool {
        matches!(
            self.kind,
            Kind::FourOfAKind | Kind::Five(FiveKind::FourOfAKind)
        )
    }
}

/// The variations [`Rules::classify`] reads: the rest change how a game is
/// played, not what a play is.
#[cfg(feature = "serde")]
const CLASSIFYING: Variations = Variations::TWO_LOW_IN_COMBOS
    .union(Variations::ANY_LENGTH_STRAIGHTS)
    .union(Variations::NO_TWO_IN_STRAIGHTS)
    .union(Variations::FLUSH_BY_SUIT)
    .union(Variations::BARE_FOUR_OF_A_KIND);

/// A play is read back only if some rules with its suit order classify its
/// cards as it says (see [`Play`]).
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Play {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// The fields as written.
        #[derive(serde::Deserialize)]
        #[serde(rename = "Play", deny_unknown_fields)]
        struct Fields {
            cards: CardSet,
            kind: Kind,
            key: u16,
            suits: SuitOrder,
        }
        let f = Fields::deserialize(deserializer)?;
        let claimed = Play {
            cards: f.cards,
            kind: f.kind,
            key: f.key,
            suits: f.suits,
        };
        let made = CLASSIFYING
            .iter()
            .fold(vec![Variations::empty()], |sets, flag| {
                sets.iter().flat_map(|&set| [set, set | flag]).collect()
            });
        let found = made.into_iter().any(|variations| {
            StraightOrder::ALL.into_iter().any(|order| {
                Rules::builder()
                    .variations(variations)
                    .straight_order(order)
                    .suit_order(f.suits)
                    .build()
                    .is_ok_and(|rules| rules.classify(f.cards) == Ok(claimed))
            })
        });
        if !found {
            return Err(serde::de::Error::custom(format_args!(
                "{} is not a {} with key {} under any rules",
                f.cards, f.kind, f.key
            )));
        }
        Ok(claimed)
    }
}

impl fmt::Display for Play {
    /// Writes the kind and the cards in Big Two order, e.g. `pair 9d 9s`,
    /// a full house's triple (or a four of a kind's four cards) before the
    /// rest, e.g. `full house 9d 9h 9s 5d 5c`; `{:#}` writes suit symbols.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let main = match self.kind {
            Kind::Five(FiveKind::FullHouse | FiveKind::FourOfAKind) => Rank::ALL
                .into_iter()
                .map(|rank| self.cards & CardSet::of_rank(rank))
                .max_by_key(|cards| cards.len())
                .unwrap_or(self.cards),
            _ => self.cards,
        };
        let rest = self.cards - main;
        let symbols = f.alternate();
        card_core::pad(f, |w| {
            write!(w, "{} ", self.kind)?;
            BigTwoOrder::new(main, self.suits).write(w, symbols)?;
            if !rest.is_empty() {
                w.write_str(" ")?;
                BigTwoOrder::new(rest, self.suits).write(w, symbols)?;
            }
            Ok(())
        })
    }
}

/// The first Cactus Kev value of a category (values count from 1, the
/// royal flush, down to 7,462): one more than the classes of every
/// stronger category.
fn kev_base(category: HandCategory) -> u16 {
    HandCategory::ALL[category.index() + 1..]
        .iter()
        .map(|c| c.classes())
        .sum::<u16>()
        + 1
}

/// The rank at a position of the poker sequence A, 2, 3, …, K, A
/// (positions 0 to 13).
#[inline]
pub(crate) const fn sequence_rank(position: usize) -> Rank {
    match position {
        0 | 13 => Rank::Ace,
        p => Rank::ALL[p - 1],
    }
}

/// The 13-bit rank mask of the sequence positions `start..start + len`.
#[inline]
pub(crate) const fn window_mask(start: usize, len: usize) -> u16 {
    let mut mask = 0;
    let mut p = start;
    while p < start + len {
        mask |= 1 << sequence_rank(p) as u16;
        p += 1;
    }
    mask
}

impl Rules {
    /// What `cards` are as a play under these rules, or why they are none.
    ///
    /// Five cards are classified by hand-eval's Cactus Kev tables; singles,
    /// pairs, triples, bare fours of a kind (variation 6) and straights of
    /// other lengths (variation 2) by their ranks.
    ///
    /// # Errors
    ///
    /// A [`PlayError`] saying why the cards are not a play: none at all,
    /// ranks that differ, a poker hand that Big Two does not play (two
    /// pair, three of a kind and kickers, …), a straight with a 2 under
    /// variation 3, a bare four of a kind without variation 6, or a number
    /// of cards no play has.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{FiveKind, Kind, PlayError, Rules};
    /// use bigtwo_ai::hand_eval::HandCategory;
    ///
    /// let rules = Rules::document();
    /// let wheel = rules.classify("Ad 2c 3h 4s 5d".parse()?)?;
    /// assert_eq!(wheel.kind(), Kind::Five(FiveKind::Straight));
    /// assert_eq!(
    ///     rules.classify("Ad 2c 3h 4s 4d".parse()?),
    ///     Err(PlayError::NotAPlay { category: HandCategory::OnePair })
    /// );
    /// assert_eq!(
    ///     rules.classify("9c 9d 8s".parse()?),
    ///     Err(PlayError::RanksDiffer { count: 3 })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn classify(&self, cards: CardSet) -> Result<Play, PlayError> {
        let count = cards.len();
        let play = |kind, key| Play {
            cards,
            kind,
            key,
            suits: self.suit_order(),
        };
        let mut iter = cards.iter();
        let Some(lowest) = iter.next() else {
            return Err(PlayError::Empty);
        };
        if count == 1 {
            let key = value(lowest, Twos::High, self.suit_order());
            return Ok(play(Kind::Single, u16::from(key)));
        }
        if count == 5 {
            return classify_five(self, cards).map(|(kind, key)| play(kind, key));
        }
        let same_rank = cards.is_subset(CardSet::of_rank(lowest.rank()));
        if same_rank {
            let top = highest(self, cards, Twos::High);
            let key = u16::from(value(top, self.combo_twos(), self.suit_order()));
            return match count {
                2 => Ok(play(Kind::Pair, key)),
                3 => Ok(play(Kind::Triple, key)),
                _ if self.has(Variations::BARE_FOUR_OF_A_KIND) => Ok(play(Kind::FourOfAKind, key)),
                _ => Err(PlayError::BareFourOfAKind),
            };
        }
        if self.has(Variations::ANY_LENGTH_STRAIGHTS) && (3..=13).contains(&count) {
            let key = run_key(self, cards)?;
            return Ok(play(Kind::Run { len: count as u8 }, key));
        }
        match count {
            2 | 3 => Err(PlayError::RanksDiffer { count }),
            _ => Err(PlayError::Size { count }),
        }
    }

    /// Whether `play` beats `top`: the same kind (any two five-card hands)
    /// and a greater strength, with singles ranked under `twos` (the 2s are
    /// [`Twos::Low`] after an odd number of fours of a kind).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Twos};
    ///
    /// let rules = Rules::document();
    /// let pair_of_kings = rules.classify("Kc Kd".parse()?)?;
    /// let pair_of_threes = rules.classify("3h 3s".parse()?)?;
    /// let ace = rules.classify("Ah".parse()?)?;
    /// assert!(rules.beats(&pair_of_kings, &pair_of_threes, Twos::High));
    /// assert!(!rules.beats(&ace, &pair_of_threes, Twos::High));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn beats(&self, play: &Play, top: &Play, twos: Twos) -> bool {
        play.kind().answers(top.kind()) && play.key(twos) > top.key(twos)
    }
}

/// The highest card of a set under `twos` and this suit order.
fn highest(rules: &Rules, cards: CardSet, twos: Twos) -> Card {
    cards
        .iter()
        .max_by_key(|&card| value(card, twos, rules.suit_order()))
        .unwrap_or(rules.lowest_card())
}

/// Kind and key of five cards, through Cactus Kev's tables.
fn classify_five(rules: &Rules, cards: CardSet) -> Result<(Kind, u16), PlayError> {
    let mut codes = [0u32; 5];
    for (code, card) in codes.iter_mut().zip(cards) {
        *code = kev::encode(card);
    }
    let kev_value = kev::evaluate_perfect_hash(codes);
    let category = HandRank::from_cactus_kev(kev_value)
        .map(HandRank::category)
        .unwrap_or(HandCategory::HighCard);
    // The offset within the category orders its hands, strongest first.
    let offset = usize::from(kev_value.saturating_sub(kev_base(category)));
    let twos = rules.combo_twos();
    let five =
        |kind: FiveKind, key: u8| Ok((Kind::Five(kind), ((kind as u16) << 8) | u16::from(key)));
    match category {
        HandCategory::Straight | HandCategory::StraightFlush => {
            // Straights go from ace-high (offset 0) to five-high (9).
            let last = 13 - offset;
            let with_two = last <= 5;
            let suited = category == HandCategory::StraightFlush;
            if with_two && rules.has(Variations::NO_TWO_IN_STRAIGHTS) {
                return if suited {
                    five(FiveKind::Flush, flush_key(rules, cards))
                } else {
                    Err(PlayError::TwoInStraight)
                };
            }
            let kind = if suited {
                FiveKind::StraightFlush
            } else {
                FiveKind::Straight
            };
            five(kind, straight_key(rules, cards, last + 1 - 5, 5))
        }
        HandCategory::Flush => five(FiveKind::Flush, flush_key(rules, cards)),
        HandCategory::FullHouse | HandCategory::FourOfAKind => {
            // Twelve hands per rank of the triple or quad, aces first.
            let rank = Rank::ALL[12 - offset / 12];
            let kind = if category == HandCategory::FullHouse {
                FiveKind::FullHouse
            } else {
                FiveKind::FourOfAKind
            };
            five(kind, twos.position(rank))
        }
        _ => Err(PlayError::NotAPlay { category }),
    }
}

/// The key of a flush: its highest card (rank, then suit), or under
/// variation 5 its suit, then its highest rank.
fn flush_key(rules: &Rules, cards: CardSet) -> u8 {
    let top = highest(rules, cards, rules.combo_twos());
    let suits = rules.suit_order();
    if rules.has(Variations::FLUSH_BY_SUIT) {
        suits.position(top.suit()) * 13 + rules.combo_twos().position(top.rank())
    } else {
        value(top, rules.combo_twos(), suits)
    }
}

/// The key of a straight on the sequence positions `start..start + len`
/// (0 is the low ace, 13 the high ace): its deciding card's value.
fn straight_key(rules: &Rules, cards: CardSet, start: usize, len: usize) -> u8 {
    let twos = rules.combo_twos();
    let deciding = match rules.straight_order() {
        StraightOrder::LastCard => sequence_rank(start + len - 1),
        StraightOrder::FirstCard => sequence_rank(start),
        StraightOrder::HighestCard => highest(rules, cards, twos).rank(),
    };
    let card = cards
        .iter()
        .find(|card| card.rank() == deciding)
        .unwrap_or(rules.lowest_card());
    value(card, twos, rules.suit_order())
}

/// The key of a straight of any length (variation 2), or why the cards
/// are not one.
fn run_key(rules: &Rules, cards: CardSet) -> Result<u16, PlayError> {
    let count = cards.len();
    let mask = cards.ranks();
    let not_a_straight = PlayError::NotAStraight { count };
    if mask.count_ones() as usize != count {
        return Err(not_a_straight);
    }
    // The highest window that matches: 2..A rather than A..K for all 13.
    let start = (0..=14 - count)
        .rev()
        .find(|&start| window_mask(start, count) == mask)
        .ok_or(not_a_straight)?;
    if mask & 1 != 0 && rules.has(Variations::NO_TWO_IN_STRAIGHTS) {
        return Err(PlayError::TwoInStraight);
    }
    Ok(u16::from(straight_key(rules, cards, start, count)))
}

/// Why a set of cards is not a play under the rules.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{PlayError, Rules};
///
/// let err = Rules::document().classify("7c 7d 7h 7s".parse()?).unwrap_err();
/// assert_eq!(err, PlayError::BareFourOfAKind);
/// assert_eq!(err.to_string(), "four of a kind needs a fifth card (without variation 6)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// No cards at all.
    #[error("no cards")]
    Empty,
    /// Two or three cards that are not all of one rank (nor a straight).
    #[error("{count} cards of different ranks")]
    RanksDiffer {
        /// How many cards.
        count: usize,
    },
    /// Five cards that are a poker hand Big Two does not play.
    #[error("{} is not a Big Two play", .category.name().to_lowercase())]
    NotAPlay {
        /// The poker category of the five cards.
        category: HandCategory,
    },
    /// A straight with a 2 in it, which variation 3 forbids.
    #[error("no straight may contain a 2 (variation 3)")]
    TwoInStraight,
    /// Four cards of one rank without variation 6.
    #[error("four of a kind needs a fifth card (without variation 6)")]
    BareFourOfAKind,
    /// Cards of distinct ranks, three or more, that are not in sequence
    /// (with variation 2).
    #[error("{count} cards that are not a straight")]
    NotAStraight {
        /// How many cards.
        count: usize,
    },
    /// A number of cards no play has under the rules.
    #[error("no play has {count} cards")]
    Size {
        /// How many cards.
        count: usize,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(s: &str) -> CardSet {
        s.parse().unwrap()
    }

    /// Under every rules, classifying reads only the variations of
    /// `CLASSIFYING`: the check of a deserialised play tries those alone.
    #[cfg(feature = "serde")]
    #[test]
    fn classifying_reads_only_its_variations() {
        use rand::{RngExt, SeedableRng, rngs::Xoshiro256PlusPlus};
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(36);
        let mut hands: Vec<CardSet> = [
            "3d 4c 5h 6s 7d 8c",
            "Ad 2c 3h 4s 5d",
            "2c 3c 4c 5c 6c",
            "7c 7d 7h 7s",
            "7c 7d 7h 7s 3d",
            "9h Jh Qh Kh 2h",
            "3c 3d 3s Kh Kd",
            "Qs Ks As",
            "2s",
        ]
        .iter()
        .map(|s| set(s))
        .collect();
        while hands.len() < 150 {
            let size = rng.random_range(1..=8);
            let mut cards = CardSet::EMPTY;
            while cards.len() < size {
                cards.insert(Card::from_index(rng.random_range(0..52)).unwrap());
            }
            hands.push(cards);
        }
        let bits = Variations::all().bits();
        for variations in (0..=bits).filter_map(Variations::from_bits) {
            for order in StraightOrder::ALL {
                for suits in SuitOrder::ALL {
                    let rules = |variations| {
                        Rules::builder()
                            .variations(variations)
                            .straight_order(order)
                            .suit_order(suits)
                            .build()
                    };
                    let (Ok(all), Ok(read)) = (rules(variations), rules(variations & CLASSIFYING))
                    else {
                        continue;
                    };
                    for &cards in &hands {
                        assert_eq!(
                            all.classify(cards),
                            read.classify(cards),
                            "{cards} {variations}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn kev_bases_are_cactus_kevs() {
        assert_eq!(kev_base(HandCategory::StraightFlush), 1);
        assert_eq!(kev_base(HandCategory::FourOfAKind), 11);
        assert_eq!(kev_base(HandCategory::FullHouse), 167);
        assert_eq!(kev_base(HandCategory::Flush), 323);
        assert_eq!(kev_base(HandCategory::Straight), 1600);
    }

    #[test]
    fn windows_and_sequence_ranks() {
        assert_eq!(window_mask(0, 5), 0b1_0000_0000_1111);
        assert_eq!(window_mask(9, 5), 0b1_1111_0000_0000);
        assert_eq!(window_mask(0, 13), window_mask(1, 13));
        assert_eq!(sequence_rank(13), Rank::Ace);
    }

    #[test]
    fn royal_straight_flush_of_spades_is_the_top_hand() {
        let rules = Rules::document();
        let royal = rules.classify(set("Ts Js Qs Ks As")).unwrap();
        for other in ["Th Jh Qh Kh Ah", "9s Ts Js Qs Ks", "As Ah Ad Ac 2s"] {
            let other = rules.classify(set(other)).unwrap();
            assert!(rules.beats(&royal, &other, Twos::High));
        }
    }
}
