//! The rules of a game: the document's defaults and its ten variations.

use core::fmt;

use crate::{SuitOrder, Twos};

/// The cards each player is dealt.
pub(crate) const HAND_SIZE: usize = 13;

bitflags::bitflags! {
    /// The on/off variations of the document, numbered as it lists them.
    ///
    /// Variation 4 (how straights rank) is a choice, [`StraightOrder`]; the
    /// others are these flags. The empty set is the document's default game.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Variations;
    ///
    /// let house = Variations::ANY_LENGTH_STRAIGHTS | Variations::HIDDEN_TRICKS;
    /// assert!(house.contains(Variations::HIDDEN_TRICKS));
    /// assert_eq!(house.to_string(), "any-length-straights,hidden-tricks");
    /// assert_eq!("hidden-tricks,any-length-straights".parse::<Variations>()?, house);
    /// # Ok::<(), bigtwo_ai::RulesError>(())
    /// ```
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub struct Variations: u16 {
        /// (1) The 2 is the highest single but the lowest rank in pairs,
        /// triples and five-card hands (a triple of 3s beats a triple of 2s).
        const TWO_LOW_IN_COMBOS = 1 << 0;
        /// (2) Straights of any length from 3 cards, answered by a straight
        /// of the same length; a five-card straight stays a five-card hand.
        const ANY_LENGTH_STRAIGHTS = 1 << 1;
        /// (3) No straight may contain a 2 (A-2-3-4-5 and 2-3-4-5-6 are not
        /// straights; five such suited cards are a flush).
        const NO_TWO_IN_STRAIGHTS = 1 << 2;
        /// (5) Flushes rank by suit first, then by their highest card.
        const FLUSH_BY_SUIT = 1 << 3;
        /// (6) Four of a kind may be played without a fifth card, as a play
        /// of its own kind answered by a higher bare four of a kind.
        const BARE_FOUR_OF_A_KIND = 1 << 4;
        /// (7) Six pairs and one card win at the deal.
        const SIX_PAIRS_WIN = 1 << 5;
        /// (8) A player who passed may play again later in the same trick.
        const PLAY_AFTER_PASS = 1 << 6;
        /// (9) In a match, the previous game's winner leads the next game,
        /// with any play, instead of the holder of the lowest card.
        const WINNER_LEADS = 1 << 7;
        /// (10) Finished tricks are turned over: players see only the
        /// current trick, so they cannot count cards.
        const HIDDEN_TRICKS = 1 << 8;
    }
}

/// The names of the flags, in bit order, as `Display` and `FromStr` use them.
const FLAG_NAMES: [(&str, Variations); 9] = [
    ("two-low-in-combos", Variations::TWO_LOW_IN_COMBOS),
    ("any-length-straights", Variations::ANY_LENGTH_STRAIGHTS),
    ("no-two-in-straights", Variations::NO_TWO_IN_STRAIGHTS),
    ("flush-by-suit", Variations::FLUSH_BY_SUIT),
    ("bare-four-of-a-kind", Variations::BARE_FOUR_OF_A_KIND),
    ("six-pairs-win", Variations::SIX_PAIRS_WIN),
    ("play-after-pass", Variations::PLAY_AFTER_PASS),
    ("winner-leads", Variations::WINNER_LEADS),
    ("hidden-tricks", Variations::HIDDEN_TRICKS),
];

impl Variations {
    /// The flag of the document's variation number `number` (1 to 10, not 4,
    /// which is the choice [`StraightOrder`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Variations;
    ///
    /// assert_eq!(Variations::numbered(10), Some(Variations::HIDDEN_TRICKS));
    /// assert_eq!(Variations::numbered(4), None);
    /// ```
    pub const fn numbered(number: u8) -> Option<Variations> {
        Some(match number {
            1 => Variations::TWO_LOW_IN_COMBOS,
            2 => Variations::ANY_LENGTH_STRAIGHTS,
            3 => Variations::NO_TWO_IN_STRAIGHTS,
            5 => Variations::FLUSH_BY_SUIT,
            6 => Variations::BARE_FOUR_OF_A_KIND,
            7 => Variations::SIX_PAIRS_WIN,
            8 => Variations::PLAY_AFTER_PASS,
            9 => Variations::WINNER_LEADS,
            10 => Variations::HIDDEN_TRICKS,
            _ => return None,
        })
    }
}

impl fmt::Display for Variations {
    /// Writes the flags' names separated by commas, or `none`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        card_core::pad(f, |w| {
            if self.is_empty() {
                return w.write_str("none");
            }
            let mut first = true;
            for (name, flag) in FLAG_NAMES {
                if self.contains(flag) {
                    if !first {
                        w.write_str(",")?;
                    }
                    w.write_str(name)?;
                    first = false;
                }
            }
            Ok(())
        })
    }
}

impl core::str::FromStr for Variations {
    type Err = RulesError;

    /// Parses names separated by commas (as `Display` writes them, spaces
    /// around them allowed), or `none`; a name may also be the variation's
    /// number.
    ///
    /// # Errors
    ///
    /// [`RulesError::VariationFour`] for `4`, which is a [`StraightOrder`];
    /// [`RulesError::UnknownName`] for any other word.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{RulesError, Variations};
    ///
    /// let both = Variations::TWO_LOW_IN_COMBOS | Variations::PLAY_AFTER_PASS;
    /// assert_eq!("1, 8".parse::<Variations>(), Ok(both));
    /// assert_eq!("2,4".parse::<Variations>(), Err(RulesError::VariationFour));
    /// ```
    fn from_str(s: &str) -> Result<Variations, RulesError> {
        let mut flags = Variations::empty();
        if s.trim() == "none" {
            return Ok(flags);
        }
        for word in s.split(',').map(str::trim) {
            if word == "4" {
                return Err(RulesError::VariationFour);
            }
            let by_number = word.parse().ok().and_then(Variations::numbered);
            let by_name = FLAG_NAMES.iter().find(|(name, _)| *name == word);
            flags |= match (by_name, by_number) {
                (Some(&(_, flag)), _) | (None, Some(flag)) => flag,
                (None, None) => {
                    return Err(RulesError::UnknownName {
                        what: "variation",
                        found: word.to_owned(),
                    });
                }
            };
        }
        Ok(flags)
    }
}

/// How straights rank against each other (the document's variation 4).
///
/// Ties between the deciding cards' ranks are broken by their suits.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Play, Rules, StraightOrder};
///
/// // 2♥-3-4-5-6 against A-2♦-3-4-5, the document's example.
/// let twos_in = |order| -> Result<bool, Box<dyn std::error::Error>> {
///     let rules = Rules::builder().straight_order(order).build()?;
///     let high = rules.classify("2h 3c 4c 5c 6c".parse()?)?;
///     let low = rules.classify("Ac 2d 3d 4d 5h".parse()?)?;
///     Ok(rules.beats(&high, &low, bigtwo_ai::Twos::High))
/// };
/// assert!(twos_in(StraightOrder::LastCard)?); // by the 6 against the 5
/// assert!(twos_in(StraightOrder::HighestCard)?); // by 2♥ against 2♦
/// assert!(twos_in(StraightOrder::FirstCard)?); // by the 2 against the ace
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum StraightOrder {
    /// By the last card in sequence (A-2-3-4-5 by its 5, 10-J-Q-K-A by its
    /// ace): the document's default.
    #[default]
    LastCard,
    /// By the highest card in Big Two order (so 2♥-3-4-5-6 beats
    /// A-2♦-3-4-5).
    HighestCard,
    /// By the first card in sequence, in Big Two order (so 2-3-4-5-6 is the
    /// top straight, then A-2-3-4-5, then 10-J-Q-K-A).
    FirstCard,
}

impl StraightOrder {
    /// Every straight order, the default first.
    pub const ALL: [StraightOrder; 3] = [
        StraightOrder::LastCard,
        StraightOrder::HighestCard,
        StraightOrder::FirstCard,
    ];

    /// A short name: `last`, `highest` or `first`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::StraightOrder;
    ///
    /// for order in StraightOrder::ALL {
    ///     assert_eq!(order.name().parse::<StraightOrder>(), Ok(order));
    /// }
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            StraightOrder::LastCard => "last",
            StraightOrder::HighestCard => "highest",
            StraightOrder::FirstCard => "first",
        }
    }
}

impl core::str::FromStr for StraightOrder {
    type Err = RulesError;

    /// Parses a [`name`](StraightOrder::name).
    fn from_str(s: &str) -> Result<StraightOrder, RulesError> {
        StraightOrder::ALL
            .into_iter()
            .find(|order| order.name() == s)
            .ok_or(RulesError::UnknownName {
                what: "straight order",
                found: s.to_owned(),
            })
    }
}

impl core::str::FromStr for SuitOrder {
    type Err = RulesError;

    /// Parses a [`name`](SuitOrder::name).
    fn from_str(s: &str) -> Result<SuitOrder, RulesError> {
        SuitOrder::ALL
            .into_iter()
            .find(|order| order.name() == s)
            .ok_or(RulesError::UnknownName {
                what: "suit order",
                found: s.to_owned(),
            })
    }
}

/// How the losers pay the winner at the end of a game.
///
/// Each loser pays a penalty for the cards left in their hand when the
/// winner went out; the winner collects them all, so scores add up to zero.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::Scoring;
///
/// let common = Scoring::COMMON;
/// assert_eq!(common.penalty(9), 9);
/// assert_eq!(common.penalty(10), 20);
/// assert_eq!(common.penalty(13), 39);
/// assert_eq!(Scoring::CardsLeft.penalty(13), 13);
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Scoring {
    /// One point per card left.
    CardsLeft,
    /// One point per card left, doubled from `double_from` cards and
    /// tripled from `triple_from` cards.
    Tiered {
        /// The number of cards from which the penalty doubles.
        double_from: u8,
        /// The number of cards from which the penalty triples.
        triple_from: u8,
    },
}

impl Scoring {
    /// The common scoring: doubled at 10 cards or more, tripled at 13.
    pub const COMMON: Scoring = Scoring::Tiered {
        double_from: 10,
        triple_from: 13,
    };

    /// What a loser holding `cards` cards pays.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Scoring;
    ///
    /// let steep = Scoring::Tiered { double_from: 5, triple_from: 8 };
    /// assert_eq!(steep.penalty(4), 4);
    /// assert_eq!(steep.penalty(5), 10);
    /// assert_eq!(steep.penalty(8), 24);
    /// ```
    pub const fn penalty(self, cards: u8) -> i32 {
        let cards = cards as i32;
        match self {
            Scoring::CardsLeft => cards,
            Scoring::Tiered {
                double_from,
                triple_from,
            } => {
                if cards >= triple_from as i32 {
                    cards * 3
                } else if cards >= double_from as i32 {
                    cards * 2
                } else {
                    cards
                }
            }
        }
    }
}

impl Default for Scoring {
    /// [`Scoring::COMMON`].
    fn default() -> Scoring {
        Scoring::COMMON
    }
}

/// When a game ends.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::Finish;
///
/// assert_eq!(Finish::default(), Finish::FirstOut);
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Finish {
    /// When the first player has played all their cards.
    #[default]
    FirstOut,
    /// When only one player holds cards: a full finishing order. Scores are
    /// still counted when the first player goes out.
    FullOrder,
}

/// A complete, consistent set of rules.
///
/// [`Rules::document`] (also `Default`) is the game the document describes;
/// [`Rules::builder`] changes any part of it, and
/// [`build`](RulesBuilder::build) rejects a combination that contradicts
/// itself.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Finish, Rules, RulesError, StraightOrder, Variations};
///
/// let rules = Rules::builder()
///     .variations(Variations::PLAY_AFTER_PASS | Variations::SIX_PAIRS_WIN)
///     .finish(Finish::FullOrder)
///     .build()?;
/// assert!(rules.has(Variations::PLAY_AFTER_PASS));
///
/// // Variation 4's own example needs a high 2 in straights; variation 1
/// // makes it low.
/// let err = Rules::builder()
///     .variations(Variations::TWO_LOW_IN_COMBOS)
///     .straight_order(StraightOrder::HighestCard)
///     .build()
///     .unwrap_err();
/// assert!(matches!(err, RulesError::Conflict { .. }));
/// # Ok::<(), RulesError>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "crate::serde_impls::RulesFields"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Rules {
    variations: Variations,
    straights: StraightOrder,
    suits: SuitOrder,
    scoring: Scoring,
    finish: Finish,
}

impl Rules {
    // What cards are as a play, which play beats which, the legal plays of
    // a hand and the instant wins of a dealt one are methods of `Rules` too,
    // written beside the code that does the work (`play`, `moves`,
    // `instant`), so that the rules depend on none of it.

    /// The document's game: no variations, straights by their last card,
    /// suits ♦ < ♣ < ♥ < ♠, the common scoring, ending when one player is out.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Variations};
    ///
    /// assert_eq!(Rules::document().variations(), Variations::empty());
    /// assert_eq!(Rules::document(), Rules::default());
    /// ```
    pub const fn document() -> Rules {
        Rules {
            variations: Variations::empty(),
            straights: StraightOrder::LastCard,
            suits: SuitOrder::DiamondsClubsHeartsSpades,
            scoring: Scoring::COMMON,
            finish: Finish::FirstOut,
        }
    }

    /// A builder starting from the document's game.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, SuitOrder};
    ///
    /// let rules = Rules::builder().suit_order(SuitOrder::ClubsDiamondsHeartsSpades).build()?;
    /// assert_eq!(rules.lowest_card().to_string(), "3c");
    /// # Ok::<(), bigtwo_ai::RulesError>(())
    /// ```
    pub const fn builder() -> RulesBuilder {
        RulesBuilder {
            rules: Rules::document(),
        }
    }

    /// The active on/off variations.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Variations};
    ///
    /// let rules = Rules::builder().variations(Variations::HIDDEN_TRICKS).build()?;
    /// assert_eq!(rules.variations(), Variations::HIDDEN_TRICKS);
    /// # Ok::<(), bigtwo_ai::RulesError>(())
    /// ```
    pub const fn variations(&self) -> Variations {
        self.variations
    }

    /// Whether every variation in `flags` is active.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Variations};
    ///
    /// assert!(!Rules::document().has(Variations::HIDDEN_TRICKS));
    /// ```
    pub const fn has(&self, flags: Variations) -> bool {
        self.variations.contains(flags)
    }

    /// How straights rank (variation 4).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, StraightOrder};
    ///
    /// assert_eq!(Rules::document().straight_order(), StraightOrder::LastCard);
    /// ```
    pub const fn straight_order(&self) -> StraightOrder {
        self.straights
    }

    /// The order of the suits.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, SuitOrder};
    ///
    /// assert_eq!(Rules::document().suit_order(), SuitOrder::DiamondsClubsHeartsSpades);
    /// ```
    pub const fn suit_order(&self) -> SuitOrder {
        self.suits
    }

    /// How a game is scored.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Scoring};
    ///
    /// assert_eq!(Rules::document().scoring(), Scoring::COMMON);
    /// ```
    pub const fn scoring(&self) -> Scoring {
        self.scoring
    }

    /// When a game ends.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Finish, Rules};
    ///
    /// assert_eq!(Rules::document().finish(), Finish::FirstOut);
    /// ```
    pub const fn finish(&self) -> Finish {
        self.finish
    }

    /// The lowest card of the deck (3♦ by default): its holder opens a game
    /// with a play that contains it.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Rules;
    ///
    /// assert_eq!(Rules::document().lowest_card().to_string(), "3d");
    /// ```
    pub const fn lowest_card(&self) -> card_core::Card {
        self.suits.lowest_card()
    }

    /// The order of ranks in pairs, triples and longer plays: 2 high, or 2
    /// low under variation 1.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Twos, Variations};
    ///
    /// assert_eq!(Rules::document().combo_twos(), Twos::High);
    /// let rules = Rules::builder().variations(Variations::TWO_LOW_IN_COMBOS).build()?;
    /// assert_eq!(rules.combo_twos(), Twos::Low);
    /// # Ok::<(), bigtwo_ai::RulesError>(())
    /// ```
    pub const fn combo_twos(&self) -> Twos {
        if self.has(Variations::TWO_LOW_IN_COMBOS) {
            Twos::Low
        } else {
            Twos::High
        }
    }
}

impl fmt::Display for Rules {
    /// Writes the rules on one line, e.g. `variations none, straights by
    /// last card, suits d < c < h < s, scoring tiered 10/13, game ends at
    /// first out`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        card_core::pad(f, |w| {
            write!(
                w,
                "variations {}, straights by {} card, suits {}, ",
                self.variations,
                self.straights.name(),
                self.suits
            )?;
            match self.scoring {
                Scoring::CardsLeft => w.write_str("scoring 1 a card")?,
                Scoring::Tiered {
                    double_from,
                    triple_from,
                } => write!(
                    w,
                    "scoring 1 a card, doubled from {double_from}, tripled from {triple_from}"
                )?,
            }
            w.write_str(match self.finish {
                Finish::FirstOut => ", game ends at first out",
                Finish::FullOrder => ", game plays on to a full finishing order",
            })
        })
    }
}

/// Builds [`Rules`], starting from the document's game.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Rules, Scoring, Variations};
///
/// let rules = Rules::builder()
///     .variations(Variations::NO_TWO_IN_STRAIGHTS)
///     .scoring(Scoring::CardsLeft)
///     .build()?;
/// assert_eq!(rules.scoring(), Scoring::CardsLeft);
/// # Ok::<(), bigtwo_ai::RulesError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RulesBuilder {
    rules: Rules,
}

impl RulesBuilder {
    /// Sets the on/off variations (replacing any set before).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Variations};
    ///
    /// let rules = Rules::builder().variations(Variations::all()).build()?;
    /// assert!(rules.has(Variations::SIX_PAIRS_WIN));
    /// # Ok::<(), bigtwo_ai::RulesError>(())
    /// ```
    pub const fn variations(mut self, variations: Variations) -> RulesBuilder {
        self.rules.variations = variations;
        self
    }

    /// Sets how straights rank (variation 4).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, StraightOrder};
    ///
    /// let rules = Rules::builder().straight_order(StraightOrder::FirstCard).build()?;
    /// assert_eq!(rules.straight_order(), StraightOrder::FirstCard);
    /// # Ok::<(), bigtwo_ai::RulesError>(())
    /// ```
    pub const fn straight_order(mut self, order: StraightOrder) -> RulesBuilder {
        self.rules.straights = order;
        self
    }

    /// Sets the order of the suits.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, SuitOrder};
    ///
    /// let rules = Rules::builder().suit_order(SuitOrder::SpadesClubsDiamondsHearts).build()?;
    /// assert_eq!(rules.lowest_card().to_string(), "3s");
    /// # Ok::<(), bigtwo_ai::RulesError>(())
    /// ```
    pub const fn suit_order(mut self, order: SuitOrder) -> RulesBuilder {
        self.rules.suits = order;
        self
    }

    /// Sets the scoring.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, Scoring};
    ///
    /// let rules = Rules::builder().scoring(Scoring::CardsLeft).build()?;
    /// assert_eq!(rules.scoring().penalty(13), 13);
    /// # Ok::<(), bigtwo_ai::RulesError>(())
    /// ```
    pub const fn scoring(mut self, scoring: Scoring) -> RulesBuilder {
        self.rules.scoring = scoring;
        self
    }

    /// Sets when a game ends.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Finish, Rules};
    ///
    /// let rules = Rules::builder().finish(Finish::FullOrder).build()?;
    /// assert_eq!(rules.finish(), Finish::FullOrder);
    /// # Ok::<(), bigtwo_ai::RulesError>(())
    /// ```
    pub const fn finish(mut self, finish: Finish) -> RulesBuilder {
        self.rules.finish = finish;
        self
    }

    /// The rules, if they are consistent.
    ///
    /// # Errors
    ///
    /// [`RulesError::UndefinedVariations`] for variation bits that name no
    /// variation (from [`Variations::from_bits_retain`]).
    /// [`RulesError::Conflict`] for straights ranked by their highest card
    /// (variation 4) with the 2 low in combinations (variation 1): the
    /// variation's own example, 2♥-3-4-5-6 beating A-2♦-3-4-5, needs the 2
    /// high. [`RulesError::Scoring`] for tiers that are not
    /// `1 ≤ double_from ≤ triple_from ≤ 13`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Rules, RulesError, Scoring, Variations};
    ///
    /// let err = Rules::builder()
    ///     .scoring(Scoring::Tiered { double_from: 12, triple_from: 10 })
    ///     .build()
    ///     .unwrap_err();
    /// assert_eq!(err, RulesError::Scoring { double_from: 12, triple_from: 10 });
    ///
    /// let undefined = Variations::from_bits_retain(0x4bbb);
    /// let err = Rules::builder().variations(undefined).build().unwrap_err();
    /// assert_eq!(err, RulesError::UndefinedVariations { bits: 0x4a00 });
    /// assert_eq!(err.to_string(), "variation bits 0x4a00 name no variation");
    /// ```
    pub fn build(self) -> Result<Rules, RulesError> {
        let rules = self.rules;
        let undefined = rules.variations.bits() & !Variations::all().bits();
        if undefined != 0 {
            return Err(RulesError::UndefinedVariations { bits: undefined });
        }
        if rules.has(Variations::TWO_LOW_IN_COMBOS) && rules.straights == StraightOrder::HighestCard
        {
            return Err(RulesError::Conflict {
                variation: Variations::TWO_LOW_IN_COMBOS,
                straights: StraightOrder::HighestCard,
            });
        }
        if let Scoring::Tiered {
            double_from,
            triple_from,
        } = rules.scoring
            && !(1 <= double_from
                && double_from <= triple_from
                && usize::from(triple_from) <= HAND_SIZE)
        {
            return Err(RulesError::Scoring {
                double_from,
                triple_from,
            });
        }
        Ok(rules)
    }
}

/// A combination of rule options that contradicts itself, or an option
/// name that names nothing.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{RulesError, Variations};
///
/// let err = "2,twelve".parse::<Variations>().unwrap_err();
/// assert_eq!(err.to_string(), "unknown variation \"twelve\"");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// Two options that cannot hold together.
    #[error("variation {variation} contradicts straights ranked by their {} card", .straights.name())]
    Conflict {
        /// The on/off variation.
        variation: Variations,
        /// The straight order it contradicts.
        straights: StraightOrder,
    },
    /// Scoring tiers out of order or past 13 cards.
    #[error(
        "scoring tiers must satisfy 1 <= double ({double_from}) <= triple ({triple_from}) <= 13"
    )]
    Scoring {
        /// The number of cards from which the penalty doubles.
        double_from: u8,
        /// The number of cards from which the penalty triples.
        triple_from: u8,
    },
    /// Variation bits that name no variation (made with
    /// [`Variations::from_bits_retain`]); rules keep only variations
    /// their text can name.
    #[error("variation bits {bits:#x} name no variation")]
    UndefinedVariations {
        /// The undefined bits.
        bits: u16,
    },
    /// Variation 4, how straights rank, named as an on/off variation: it
    /// is a [`StraightOrder`].
    #[error(
        "variation 4 (how straights rank) is a straight order, last, highest or first, not an on/off variation"
    )]
    VariationFour,
    /// A name that is not one of the option's names.
    #[error("unknown {what} {found:?}")]
    UnknownName {
        /// Which option: `"variation"`, `"straight order"`, `"suit order"`.
        what: &'static str,
        /// The name given.
        found: String,
    },
}
