//! The errors of this crate, one enum per concern.

use core::fmt;

use card_core::{Card, ParseError};

use crate::Variant;

/// Where a card was given: the player's hole cards, the board, the dead
/// cards, one player's hand in an equity calculation, or one opponent's
/// hand when counting outs.
///
/// # Examples
///
/// ```
/// use holdem_enum::Place;
///
/// assert_eq!(Place::Board.to_string(), "the board");
/// assert_eq!(Place::Player(0).to_string(), "player 1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Place {
    /// The hole cards of the player whose hand is measured.
    Hole,
    /// The community cards.
    Board,
    /// Cards known to be out of play.
    Dead,
    /// The hand of the player at this index (0-based; displayed 1-based).
    Player(usize),
    /// The hand of the opponent at this index (0-based; displayed
    /// 1-based), against whom outs are counted.
    Opponent(usize),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        card_core::pad(f, |w| match self {
            Place::Hole => w.write_str("the hole cards"),
            Place::Board => w.write_str("the board"),
            Place::Dead => w.write_str("the dead cards"),
            Place::Player(i) => write!(w, "player {}", i + 1),
            Place::Opponent(i) => write!(w, "opponent {}", i + 1),
        })
    }
}

/// Why hole cards, a board and dead cards do not describe a hold'em deal.
///
/// # Examples
///
/// ```
/// use holdem_enum::{BoardError, Place, StrengthMeter};
///
/// let err = StrengthMeter::new("As Kd".parse()?, "Kd 7c 2h".parse()?).run().unwrap_err();
/// assert_eq!(
///     err,
///     BoardError::Conflict { card: "Kd".parse()?, first: Place::Hole, second: Place::Board }
/// );
/// assert_eq!(err.to_string(), "card Kd is in both the hole cards and the board");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum BoardError {
    /// A player holds exactly two hole cards.
    #[error("a player holds 2 hole cards, got {count}")]
    HoleCount {
        /// How many hole cards were given.
        count: usize,
    },
    /// An Omaha player holds four, five or six hole cards.
    #[error(
        "an Omaha player holds 4 to 6 hole cards, got {count} (give Omaha hands as hand lists, with Matchup::hands)"
    )]
    OmahaHoleCount {
        /// How many hole cards were given.
        count: usize,
    },
    /// A short-deck question names a card below the six.
    #[error("card {card} in {place} is not in the short deck (six to ace)")]
    NotInShortDeck {
        /// The card below the six.
        card: Card,
        /// Where it was given.
        place: Place,
    },
    /// A feature this crate has for hold'em only, asked of another
    /// variant.
    #[error("{feature} is for hold'em only, not {variant}")]
    HoldemOnly {
        /// The feature asked for.
        feature: Feature,
        /// The variant asked for.
        variant: Variant,
    },
    /// A feature this crate has for the games with a board only, asked of
    /// a stud game.
    #[error("{feature} is for the games with a board, not {variant}")]
    BoardGamesOnly {
        /// The feature asked for.
        feature: Feature,
        /// The variant asked for.
        variant: Variant,
    },
    /// A stud player holds up to seven cards so far.
    #[error("a stud player holds 0 to 7 cards so far, got {count}")]
    StudHand {
        /// How many cards were given.
        count: usize,
    },
    /// The stud games have no board.
    #[error("the stud games have no board, got {count} board cards")]
    StudBoard {
        /// How many board cards were given.
        count: usize,
    },
    /// The hands listed for one stud player hold different numbers of
    /// cards, so that they would be dealt different numbers more.
    #[error("the hands listed for {player} hold different numbers of cards")]
    StudHandSizes {
        /// The player.
        player: Place,
    },
    /// A board has 0 (preflop), 3 (flop), 4 (turn) or 5 (river) cards.
    #[error("a board has 0, 3, 4 or 5 cards, got {count}")]
    BoardSize {
        /// How many board cards were given.
        count: usize,
    },
    /// Outs and board classes are counted on the flop (3 board cards) or
    /// the turn (4).
    #[error("outs and board classes need a flop or a turn (3 or 4 board cards), got {count}")]
    NotFlopOrTurn {
        /// How many board cards were given.
        count: usize,
    },
    /// The classes on every turn card start from a flop (3 board cards).
    #[error("every turn card's classes need a flop (3 board cards), got {count}")]
    NotFlop {
        /// How many board cards were given.
        count: usize,
    },
    /// A range's classes on a board are for hold'em, short deck and the
    /// Omaha games, the games with a board.
    #[error("a range's classes on a board are for the games with a board, not {variant}")]
    NoBoardClasses {
        /// The variant asked for.
        variant: Variant,
    },
    /// A range's classes on a board count listed hands, not a random
    /// hand (`anyN`) of a [`HandList`](crate::HandList).
    #[error("a range's classes on a board count listed hands, not a random hand of {cards} cards")]
    RandomHandList {
        /// The random hand's number of cards.
        cards: usize,
    },
    /// The same card was given in two places.
    #[error("card {card} is in both {first} and {second}")]
    Conflict {
        /// The card given twice.
        card: Card,
        /// The first place it was given.
        first: Place,
        /// The second place it was given.
        second: Place,
    },
    /// The deck left after the known cards (and two cards per player in
    /// an equity calculation) cannot complete the board.
    #[error("{left} cards are left to deal {needed} more cards")]
    DeckTooSmall {
        /// Cards still to come: board cards, or in the stud games the
        /// cards dealt to the players.
        needed: usize,
        /// Cards left in the deck.
        left: usize,
    },
}

/// What this crate does for hold'em only: the source document's
/// backtracking count, over ordered deals of hold'em hands, and range
/// breakdowns, over the 169 starting-hand classes of hold'em.
///
/// # Examples
///
/// ```
/// use holdem_enum::{BoardError, Counting, Feature, StrengthMeter, Variant};
///
/// let meter = StrengthMeter::new("AsAhKsKh".parse()?, "".parse()?).variant(Variant::Omaha);
/// let err = meter.counting(Counting::Backtracking).run().unwrap_err();
/// assert_eq!(
///     err,
///     BoardError::HoldemOnly { feature: Feature::Backtracking, variant: Variant::Omaha }
/// );
/// assert_eq!(err.to_string(), "backtracking is for hold'em only, not omaha");
/// assert_eq!(Feature::Breakdown.to_string(), "a range breakdown");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Feature {
    /// The strength meter's [`Counting::Backtracking`](crate::Counting::Backtracking).
    Backtracking,
    /// A range breakdown ([`Matchup::breakdown`](crate::Matchup::breakdown)).
    Breakdown,
    /// The strength meter ([`StrengthMeter`](crate::StrengthMeter)).
    StrengthMeter,
}

impl fmt::Display for Feature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Feature::Backtracking => f.pad("backtracking"),
            Feature::Breakdown => f.pad("a range breakdown"),
            Feature::StrengthMeter => f.pad("the strength meter"),
        }
    }
}

/// Why a range could not be parsed; every position is a byte offset into
/// the parsed text.
///
/// Cards and ranks are read by card-core's reader, whose errors
/// ([`ParseError`]: an unknown rank or suit, a missing one, text left
/// over) are wrapped as they are.
///
/// # Examples
///
/// ```
/// use holdem_enum::card_core::ParseError;
/// use holdem_enum::{Range, RangeError};
///
/// let err = "QQ+, AXs".parse::<Range>().unwrap_err();
/// assert_eq!(err, RangeError::Card(ParseError::UnknownRank { found: 'X', at: 6 }));
/// assert_eq!(err.to_string(), "unknown rank 'X' at byte 6");
/// assert_eq!("AAs".parse::<Range>(), Err(RangeError::SuitedPair { at: 2 }));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum RangeError {
    /// A card or rank that card-core cannot read, or text left over.
    #[error(transparent)]
    Card(#[from] ParseError),
    /// A list item with nothing in it, as in `AA,,KK`.
    #[error("empty item at byte {at}")]
    EmptyItem {
        /// Where the item should start.
        at: usize,
    },
    /// A pair marked suited or offsuit, as in `AAs`.
    #[error("a pair cannot be suited or offsuit, at byte {at}")]
    SuitedPair {
        /// The byte offset of the `s` or `o`.
        at: usize,
    },
    /// A span whose ends do not share their shape, as in `AKs-QJs`, `AA-KQ`
    /// or `AKs-A2o`: pairs span pairs, and other hands keep their high card
    /// and their suitedness.
    #[error("the ends of the span at byte {at} do not match")]
    SpanMismatch {
        /// The byte offset of the span's first end.
        at: usize,
    },
    /// A combo of two identical cards, as in `AhAh`.
    #[error("card {card} given twice at byte {at}")]
    SameCard {
        /// The repeated card.
        card: Card,
        /// The byte offset of the combo.
        at: usize,
    },
    /// An item of more than two cards, as an Omaha hand (`AsAhKsKh`): a
    /// range holds two-card combos, a [`HandList`](crate::HandList) hands
    /// of any size.
    #[error(
        "a hand of {count} cards at byte {at}: a range holds two-card combos (give other hands as a HandList, with Matchup::hands)"
    )]
    NotTwoCards {
        /// How many cards the item holds.
        count: usize,
        /// The byte offset of the item.
        at: usize,
    },
    /// A [`HandClass`](crate::HandClass) of two different ranks without
    /// `s` or `o`, as in `AK`.
    #[error("a starting-hand class of two ranks ends in s or o (AKs, AKo), at byte {at}")]
    NoShape {
        /// The byte offset after the ranks.
        at: usize,
    },
    /// A share of the starting hands that is not a number above 0 and at
    /// most 100 before its `%` (as in `15%` or `top 15%`).
    #[error("bad share of the starting hands at byte {at}: use 0.01% to 100%, as in top 15%")]
    BadPercent {
        /// The byte offset of the item.
        at: usize,
    },
    /// A random hand of a [`HandList`](crate::HandList) without its card
    /// count, as in `any` (write `any4`).
    #[error("a random hand needs its card count (as in any4), at byte {at}")]
    RandomSize {
        /// The byte offset of the item.
        at: usize,
    },
    /// A weight that is not a whole percentage from 1 to 100 (`@50`) or a
    /// fraction above 0 and at most 1 with two decimals at most (`:0.5`).
    #[error("bad weight at byte {at}: use @1 to @100 or :0.01 to :1")]
    BadWeight {
        /// The byte offset of the `@` or `:`.
        at: usize,
    },
}

/// Why a combo could not be parsed.
///
/// # Examples
///
/// ```
/// use holdem_enum::card_core::ParseError;
/// use holdem_enum::{Combo, ComboError};
///
/// assert_eq!("Ah".parse::<Combo>(), Err(ComboError::CardCount { count: 1 }));
/// assert_eq!(
///     "AhAh".parse::<Combo>(),
///     Err(ComboError::Card(ParseError::DuplicateCard { card: "Ah".parse()?, at: 2 }))
/// );
/// # Ok::<(), ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ComboError {
    /// Text that card-core cannot read as cards.
    #[error(transparent)]
    Card(#[from] ParseError),
    /// A combo is two cards.
    #[error("a combo is 2 cards, got {count}")]
    CardCount {
        /// How many cards were given.
        count: usize,
    },
}

/// Why an equity calculation could not run.
///
/// # Examples
///
/// ```
/// use holdem_enum::{EquityError, Matchup};
///
/// let err = Matchup::new(["AhAs".parse()?]).exact().unwrap_err();
/// assert_eq!(err, EquityError::PlayerCount { count: 1 });
/// assert_eq!(err.to_string(), "equity needs 2 to 10 players, got 1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum EquityError {
    /// The board, the dead cards or the players' hands are inconsistent.
    #[error(transparent)]
    Board(#[from] BoardError),
    /// Equity is for 2 to 10 players.
    #[error("equity needs 2 to 10 players, got {count}")]
    PlayerCount {
        /// How many players were given.
        count: usize,
    },
    /// Outs are counted against 1 to 9 opponents.
    #[error("outs need 1 to 9 opponents, got {count}")]
    OpponentCount {
        /// How many opponents were given.
        count: usize,
    },
    /// Every hand of this player's range uses a board or dead card.
    #[error("every hand in the range of {player} uses a known card")]
    EmptyRange {
        /// The player ([`Place::Player`], or [`Place::Opponent`] for outs).
        player: Place,
    },
    /// The ranges cannot be dealt together: every choice of one hand per
    /// player uses some card twice.
    #[error("no deal gives every player a hand from their range without sharing a card")]
    NoValidDeal,
    /// Exact enumeration would take too long: the ranges have more
    /// combinations than [`EXACT_LIMIT`](crate::EXACT_LIMIT). Monte Carlo
    /// has no such limit.
    #[error(
        "the ranges have {combinations} combinations, more than the {limit} exact enumeration takes; use Monte Carlo"
    )]
    TooLarge {
        /// The product of the players' range sizes (combos that use no
        /// board or dead card).
        combinations: u128,
        /// The limit, [`EXACT_LIMIT`](crate::EXACT_LIMIT).
        limit: u128,
    },
    /// Exact Omaha or short-deck enumeration would take too long: the
    /// players' hands and the boards to come make more showdowns than
    /// [`EXACT_SHOWDOWN_LIMIT`](crate::EXACT_SHOWDOWN_LIMIT).
    #[error(
        "the hands and boards make {showdowns} showdowns, more than the {limit} exact enumeration takes; use Monte Carlo"
    )]
    TooManyShowdowns {
        /// Combinations of the players' hands times the boards to come
        /// times the players (an upper bound).
        showdowns: u128,
        /// The limit, [`EXACT_SHOWDOWN_LIMIT`](crate::EXACT_SHOWDOWN_LIMIT).
        limit: u128,
    },
    /// Monte Carlo needs at least one sample.
    #[error("the number of samples must be at least 1")]
    NoSamples,
    /// A standard error target must be a positive finite number.
    #[error("the standard error target must be a positive number")]
    BadTarget,
    /// Almost every sampled combination of hands shared a card (the ranges
    /// overlap too much to sample them by rejection).
    #[error("gave up after {rejected} sampled deals with a card used twice")]
    TooManyRejections {
        /// How many sampled deals were rejected.
        rejected: u64,
    },
}

/// Why pot odds could not be computed.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Odds, OddsError};
///
/// assert_eq!(Odds::from_probability(1.5), Err(OddsError::Probability { value: 1.5 }));
/// assert_eq!(Odds::pot(10.0, 0.0), Err(OddsError::Amount { value: 0.0 }));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum OddsError {
    /// A probability must be above 0 and at most 1.
    #[error("probability {value} is not above 0 and at most 1")]
    Probability {
        /// The rejected value.
        value: f64,
    },
    /// Odds `N to 1` need a finite `N` of at least 0.
    #[error("odds of {value} to 1 need a finite number of at least 0")]
    Against {
        /// The rejected value.
        value: f64,
    },
    /// A pot or a bet must be a positive finite amount.
    #[error("amount {value} is not a positive number")]
    Amount {
        /// The rejected value.
        value: f64,
    },
}
