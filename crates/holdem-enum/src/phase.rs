//! The four phases of a hold'em deal, named by the board they show.

use core::fmt;

/// A phase of a hold'em deal: how many community cards are showing.
///
/// Preflop shows no board card, the flop three, the turn four and the
/// river five. (The source document's table of phases lists "river" for
/// four cards and "turn" for five; the usual names are the ones here.)
///
/// # Examples
///
/// ```
/// use holdem_enum::Phase;
///
/// let turn = Phase::from_board_len(4).unwrap();
/// assert_eq!(turn, Phase::Turn);
/// assert_eq!(turn.cards_to_come(), 1);
/// assert_eq!(turn.to_string(), "turn");
/// assert_eq!(Phase::from_board_len(2), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Phase {
    /// No community card yet: five to come.
    Preflop,
    /// Three community cards: two to come.
    Flop,
    /// Four community cards: one to come.
    Turn,
    /// All five community cards.
    River,
}

impl Phase {
    /// Every phase, in the order of the deal.
    pub const ALL: [Phase; 4] = [Phase::Preflop, Phase::Flop, Phase::Turn, Phase::River];

    /// The phase with `len` board cards, or `None` unless `len` is 0, 3, 4
    /// or 5.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Phase;
    /// assert_eq!(Phase::from_board_len(0), Some(Phase::Preflop));
    /// assert_eq!(Phase::from_board_len(6), None);
    /// ```
    pub const fn from_board_len(len: usize) -> Option<Phase> {
        match len {
            0 => Some(Phase::Preflop),
            3 => Some(Phase::Flop),
            4 => Some(Phase::Turn),
            5 => Some(Phase::River),
            _ => None,
        }
    }

    /// How many board cards the phase shows.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Phase;
    /// assert_eq!(Phase::Flop.board_len(), 3);
    /// ```
    pub const fn board_len(self) -> usize {
        match self {
            Phase::Preflop => 0,
            Phase::Flop => 3,
            Phase::Turn => 4,
            Phase::River => 5,
        }
    }

    /// How many board cards are still to come.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Phase;
    /// assert_eq!(Phase::Preflop.cards_to_come(), 5);
    /// assert_eq!(Phase::River.cards_to_come(), 0);
    /// ```
    pub const fn cards_to_come(self) -> usize {
        crate::BOARD_CARDS - self.board_len()
    }

    /// The phase's name in lower case, e.g. `"flop"`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Phase;
    /// assert_eq!(Phase::River.name(), "river");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Preflop => "preflop",
            Phase::Flop => "flop",
            Phase::Turn => "turn",
            Phase::River => "river",
        }
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}
