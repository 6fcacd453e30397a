//! The made-hand classes and the draw classes of a hold'em hand on a flop
//! or a turn.

use core::fmt;

/// What two hole cards make on a flop or a turn, best first: every combo
/// falls in exactly one class, the first whose definition it meets.
///
/// The classes describe what the hole cards add to the board: a pair,
/// two pair or trips that the board holds by itself counts for no hand
/// ([`BoardOnly`](MadeHand::BoardOnly)), and a pair on a paired board is
/// named by the hole cards' pair. The definitions, with examples, are the
/// table of the crate's guide ("A range on a board").
///
/// # Examples
///
/// ```
/// use holdem_enum::MadeHand;
///
/// assert_eq!(MadeHand::ALL[0], MadeHand::StraightFlush);
/// assert_eq!(MadeHand::TopPair.name(), "top pair");
/// assert_eq!(format!("[{:>10}]", MadeHand::Set), "[       set]");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MadeHand {
    /// Five cards in sequence of one suit (on a flop or a turn these
    /// always use a hole card).
    StraightFlush,
    /// Four cards of a rank that one or both hole cards hold.
    FourOfAKind,
    /// Three cards of one rank and two of another.
    FullHouse,
    /// Five cards of one suit.
    Flush,
    /// Five ranks in sequence (the ace counts high or low).
    Straight,
    /// A pocket pair matching one board card.
    Set,
    /// One hole card matching a rank the board holds twice.
    Trips,
    /// Each hole card pairing a different board rank.
    TwoPair,
    /// A pocket pair above every board card.
    Overpair,
    /// One hole card pairing the highest board rank.
    TopPair,
    /// A pocket pair below the highest board card, matching no board card.
    PocketPairBelowTop,
    /// One hole card pairing the second-highest board rank.
    MiddlePair,
    /// One hole card pairing a board rank below the second-highest.
    WeakPair,
    /// A paired board (a pair, two pair, trips or four of a kind on the
    /// board alone) to which the hole cards add only kickers.
    BoardOnly,
    /// No pair on an unpaired board, with an ace among the hole cards.
    AceHigh,
    /// No pair on an unpaired board, and no ace in the hole.
    Nothing,
}

impl MadeHand {
    /// The number of classes, 16.
    pub const COUNT: usize = 16;

    /// Every class, best first.
    pub const ALL: [MadeHand; MadeHand::COUNT] = [
        MadeHand::StraightFlush,
        MadeHand::FourOfAKind,
        MadeHand::FullHouse,
        MadeHand::Flush,
        MadeHand::Straight,
        MadeHand::Set,
        MadeHand::Trips,
        MadeHand::TwoPair,
        MadeHand::Overpair,
        MadeHand::TopPair,
        MadeHand::PocketPairBelowTop,
        MadeHand::MiddlePair,
        MadeHand::WeakPair,
        MadeHand::BoardOnly,
        MadeHand::AceHigh,
        MadeHand::Nothing,
    ];

    /// The position of the class in [`ALL`](Self::ALL), 0 for the best.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::MadeHand;
    /// assert_eq!(MadeHand::Nothing.index(), MadeHand::COUNT - 1);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The class's name in lower case, as the tables print it.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::MadeHand;
    /// assert_eq!(MadeHand::PocketPairBelowTop.name(), "pocket pair below top");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            MadeHand::StraightFlush => "straight flush",
            MadeHand::FourOfAKind => "four of a kind",
            MadeHand::FullHouse => "full house",
            MadeHand::Flush => "flush",
            MadeHand::Straight => "straight",
            MadeHand::Set => "set",
            MadeHand::Trips => "trips",
            MadeHand::TwoPair => "two pair",
            MadeHand::Overpair => "overpair",
            MadeHand::TopPair => "top pair",
            MadeHand::PocketPairBelowTop => "pocket pair below top",
            MadeHand::MiddlePair => "middle pair",
            MadeHand::WeakPair => "weak pair",
            MadeHand::BoardOnly => "board only",
            MadeHand::AceHigh => "ace high",
            MadeHand::Nothing => "nothing",
        }
    }
}

impl fmt::Display for MadeHand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// A draw of two hole cards on a flop or a turn: a combo can hold any
/// number of them, and holds one only if its made hand is worse than the
/// hand the draw completes.
///
/// Straight draws count the ranks of the next card that give the hand a
/// straight higher than any the board and that card make alone: two or
/// more such ranks are an open-ended draw (double gutshots included), one
/// is a gutshot. The definitions, with examples, are the table of the
/// crate's guide ("A range on a board").
///
/// # Examples
///
/// ```
/// use holdem_enum::Draw;
///
/// assert_eq!(Draw::ALL.len(), Draw::COUNT);
/// assert_eq!(Draw::OpenEnded.name(), "open-ended straight draw");
/// assert_eq!(format!("[{:<9}]", Draw::Gutshot), "[gutshot  ]");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Draw {
    /// Four cards of one suit among the hole cards and the board, at least
    /// one of them a hole card; the made hand is worse than a flush.
    FlushDraw,
    /// On a flop only: two suited hole cards and exactly one board card of
    /// their suit; the made hand is worse than a flush.
    BackdoorFlushDraw,
    /// Two or more ranks of the next card give a straight that the hole
    /// cards play; the made hand is worse than a straight.
    OpenEnded,
    /// Exactly one rank of the next card gives a straight that the hole
    /// cards play; the made hand is worse than a straight.
    Gutshot,
    /// Both hole cards above every board card, with a made hand of board
    /// only, ace high or nothing.
    Overcards,
    /// A flush draw and a straight draw (open-ended or gutshot) together.
    FlushAndStraightDraw,
}

impl Draw {
    /// The number of draw classes, 6.
    pub const COUNT: usize = 6;

    /// Every draw class, in the tables' order.
    pub const ALL: [Draw; Draw::COUNT] = [
        Draw::FlushDraw,
        Draw::BackdoorFlushDraw,
        Draw::OpenEnded,
        Draw::Gutshot,
        Draw::Overcards,
        Draw::FlushAndStraightDraw,
    ];

    /// The position of the draw class in [`ALL`](Self::ALL).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Draw;
    /// assert_eq!(Draw::ALL[Draw::Gutshot.index()], Draw::Gutshot);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The draw class's name in lower case, as the tables print it.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Draw;
    /// assert_eq!(Draw::FlushAndStraightDraw.name(), "flush + straight draw");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Draw::FlushDraw => "flush draw",
            Draw::BackdoorFlushDraw => "backdoor flush draw",
            Draw::OpenEnded => "open-ended straight draw",
            Draw::Gutshot => "gutshot",
            Draw::Overcards => "overcards",
            Draw::FlushAndStraightDraw => "flush + straight draw",
        }
    }
}

impl fmt::Display for Draw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}
