//! The errors of this crate, one type per concern.

use card_core::{Card, ParseError};
use hand_eval::HandCategory;

use crate::{Combo, Event, Kind, Seat, StraightOrder, Variations};

/// Why a set of cards is not a play under the rules.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{ComboError, Rules};
///
/// let err = Rules::document().classify("7c 7d 7h 7s".parse()?).unwrap_err();
/// assert_eq!(err, ComboError::BareFourOfAKind);
/// assert_eq!(err.to_string(), "four of a kind needs a fifth card (without variation 6)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ComboError {
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
    /// A name that is not one of the option's names.
    #[error("unknown {what} {found:?}")]
    UnknownName {
        /// Which option: `"variation"`, `"straight order"`, `"suit order"`.
        what: &'static str,
        /// The name given.
        found: String,
    },
}

/// Hands that cannot be dealt for a game.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{DealError, Game, Rules, Seat};
///
/// let mut hands = [bigtwo_ai::card_core::CardSet::EMPTY; 4];
/// let err = Game::from_hands(Rules::document(), hands, None).unwrap_err();
/// assert_eq!(err, DealError::WrongSize { seat: Seat::ALL[0], count: 0 });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum DealError {
    /// A hand that does not hold 13 cards.
    #[error("seat {seat} holds {count} cards, not 13")]
    WrongSize {
        /// The seat.
        seat: Seat,
        /// How many cards it holds.
        count: usize,
    },
    /// A card dealt to two seats.
    #[error("{card} is dealt twice")]
    SharedCard {
        /// The card.
        card: Card,
    },
}

/// Why an action is illegal. The game is left unchanged.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Game, PlayError, Rules};
/// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let mut game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(1));
/// let wrong = game.turn().next();
/// let err = game.pass(wrong).unwrap_err();
/// assert_eq!(err, PlayError::NotYourTurn { seat: wrong, turn: game.turn() });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A seat acted out of turn.
    #[error("it is seat {turn}'s turn, not seat {seat}'s")]
    NotYourTurn {
        /// The seat that acted.
        seat: Seat,
        /// The seat whose turn it is.
        turn: Seat,
    },
    /// A card the player does not hold.
    #[error("seat {seat} does not hold {card}")]
    NotHeld {
        /// The seat that played.
        seat: Seat,
        /// The first card played that it does not hold.
        card: Card,
    },
    /// Cards that are not a play.
    #[error("not a play: {0}")]
    Combo(#[from] ComboError),
    /// An opening play without the lowest card.
    #[error("the first play must contain {card}")]
    MustContain {
        /// The card the opening play must contain.
        card: Card,
    },
    /// A play of another kind than the trick's.
    #[error("a {play} cannot answer a {trick}")]
    WrongKind {
        /// The kind played.
        play: Kind,
        /// The trick's kind.
        trick: Kind,
    },
    /// A play that does not beat the trick's top play.
    #[error("{play} does not beat {top}")]
    TooLow {
        /// The play.
        play: Combo,
        /// The play it had to beat.
        top: Combo,
    },
    /// A pass by the player who leads the trick.
    #[error("the leader of a trick cannot pass")]
    PassOnLead,
}

/// Why a text log could not be read or replayed.
///
/// Parse errors give the line (from 1); replay errors the number of the
/// event in the log (from 1).
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Log, LogError};
///
/// let err = "deal 0 3d\nshuffle 2".parse::<Log>().unwrap_err();
/// assert_eq!(err, LogError::UnknownEvent { line: 2, word: "shuffle".into() });
/// assert_eq!(err.to_string(), "line 2: unknown event \"shuffle\"");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LogError {
    /// A line that starts with no known event.
    #[error("line {line}: unknown event {word:?}")]
    UnknownEvent {
        /// The line.
        line: usize,
        /// Its first word.
        word: String,
    },
    /// A line that misses a field or has a malformed one.
    #[error("line {line}: expected {expected}")]
    Malformed {
        /// The line.
        line: usize,
        /// What was expected there.
        expected: &'static str,
    },
    /// A card that does not parse.
    #[error("line {line}: {source}")]
    Card {
        /// The line.
        line: usize,
        /// The card parser's error.
        source: ParseError,
    },
    /// A log that does not start with four deals and a lead.
    #[error("the log must start with the four hands and the lead")]
    NoDeal,
    /// Hands that cannot be dealt.
    #[error(transparent)]
    Deal(#[from] DealError),
    /// An action that the rules reject.
    #[error("event {event}: {source}")]
    Illegal {
        /// The event's number in the log, from 1.
        event: usize,
        /// Why the action is illegal.
        source: PlayError,
    },
    /// An event that differs from what the replayed game records there.
    #[error(
        "event {event}: the game records {}, the log {}",
        shown(.expected),
        shown(.found)
    )]
    Mismatch {
        /// The event's number in the log, from 1.
        event: usize,
        /// The event the replayed game records (`None`: it has ended).
        expected: Option<Event>,
        /// The event of the log (`None`: the log has ended).
        found: Option<Event>,
    },
}

fn shown(event: &Option<Event>) -> String {
    match event {
        Some(event) => format!("{:?}", event.to_string()),
        None => "nothing".to_owned(),
    }
}
