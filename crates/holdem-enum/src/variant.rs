//! The poker variants an equity question or a strength meter can be about.

use core::fmt;

use card_core::CardSet;
use hand_eval::{ShortDeck, ShortDeckRanking};

/// The variant of poker a [`Matchup`](crate::Matchup) or a
/// [`StrengthMeter`](crate::StrengthMeter) is about.
///
/// | variant | deck | hole cards | best hand |
/// | --- | --- | --- | --- |
/// | [`Holdem`](Variant::Holdem) | 52 cards | 2 | best five of the seven |
/// | [`Omaha`](Variant::Omaha) | 52 cards | 4, 5 or 6 | exactly two hole cards and three board cards |
/// | [`ShortDeck`](Variant::ShortDeck) | 36 cards, six to ace | 2 | best five of the seven, short-deck order |
/// | [`OmahaHiLo`](Variant::OmahaHiLo) | 52 cards | 4, 5 or 6 | Omaha's high, and an eight-or-better low of two hole and three board cards: the pot split |
/// | [`Stud`](Variant::Stud) | 52 cards | seven each, no board | best five of the player's seven |
/// | [`Razz`](Variant::Razz) | 52 cards | seven each, no board | best ace-to-five low of the seven |
/// | [`StudHiLo`](Variant::StudHiLo) | 52 cards | seven each, no board | stud's high, and an eight-or-better low of the seven: the pot split |
///
/// In the split-pot games half the pot goes to the best high hand and half
/// to the best qualifying low; when no low qualifies, the high takes the
/// whole pot. In the stud games a player's hand is the cards dealt so far
/// (none to seven), the rest dealt to that player alone.
///
/// Short deck (6+ hold'em) plays A-6-7-8-9 as the lowest straight and a
/// flush above a full house; its [`ShortDeckRanking`] says whether three
/// of a kind beats a straight (the default) or the other way round.
///
/// # Examples
///
/// ```
/// use holdem_enum::Variant;
/// use holdem_enum::hand_eval::ShortDeckRanking;
///
/// assert_eq!(Variant::default(), Variant::Holdem);
/// assert_eq!(Variant::Omaha.deck().len(), 52);
/// let short = Variant::ShortDeck(ShortDeckRanking::StraightBeatsTrips);
/// assert_eq!(short.deck().len(), 36);
/// assert_eq!(short.to_string(), "short deck (straight beats trips)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Variant {
    /// Texas hold'em (the default).
    #[default]
    Holdem,
    /// Omaha with four (PLO4), five or six hole cards.
    Omaha,
    /// Short deck hold'em under the given ranking.
    ShortDeck(ShortDeckRanking),
    /// Omaha hi-lo (eight or better), with four, five or six hole cards.
    OmahaHiLo,
    /// Seven-card stud, high only.
    Stud,
    /// Razz: seven-card stud played for the ace-to-five low.
    Razz,
    /// Seven-card stud hi-lo (eight or better).
    StudHiLo,
}

impl Variant {
    /// Short deck under its usual ranking (three of a kind beats a
    /// straight, [`ShortDeckRanking`]'s default): a shorthand for
    /// `Variant::ShortDeck(ShortDeckRanking::default())`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Matchup, Variant};
    /// use holdem_enum::hand_eval::ShortDeckRanking;
    ///
    /// assert_eq!(Variant::SHORT_DECK, Variant::ShortDeck(ShortDeckRanking::default()));
    /// let matchup = Matchup::new(["AA".parse()?, "KK".parse()?]).variant(Variant::SHORT_DECK);
    /// assert_eq!(matchup.get_variant().to_string(), "short deck");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const SHORT_DECK: Variant = Variant::ShortDeck(ShortDeckRanking::TripsBeatStraight);

    /// The cards this variant is dealt from: all 52, or the 36 from the six
    /// up in the short deck.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Variant;
    ///
    /// let deck = Variant::SHORT_DECK.deck();
    /// assert!(deck.contains("6c".parse()?));
    /// assert!(!deck.contains("5c".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deck(self) -> CardSet {
        match self {
            Variant::ShortDeck(_) => ShortDeck::DECK,
            _ => CardSet::FULL,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Variant::Holdem => f.pad("hold'em"),
            Variant::Omaha => f.pad("omaha"),
            Variant::OmahaHiLo => f.pad("omaha hi-lo"),
            Variant::Stud => f.pad("stud"),
            Variant::Razz => f.pad("razz"),
            Variant::StudHiLo => f.pad("stud hi-lo"),
            Variant::ShortDeck(ShortDeckRanking::TripsBeatStraight) => f.pad("short deck"),
            Variant::ShortDeck(ShortDeckRanking::StraightBeatsTrips) => {
                f.pad("short deck (straight beats trips)")
            }
        }
    }
}
