//! Big Two's orders of ranks and suits, mapped onto `card_core`'s cards.
//!
//! `card_core` orders ranks `2 < 3 < … < A` and suits clubs < diamonds <
//! hearts < spades; Big Two puts the 2 on top of the ranks and ranks the
//! suits its own way. Every card gets a Big Two value `rank * 4 + suit` in
//! `0..52` under the active orders, and comparisons read those values.

use core::fmt;

use card_core::{Card, CardSet, Rank, Suit};

/// The order of the four suits, lowest first: the tie-breaker between
/// cards of one rank.
///
/// The document's order is diamonds < clubs < hearts < spades; the others
/// are the orders of other tables. The lowest card of the deck (the 3 of the
/// lowest suit, the 3♦ by default) is the one whose holder opens the game.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::SuitOrder;
/// use bigtwo_ai::card_core::Suit;
///
/// let order = SuitOrder::default();
/// assert_eq!(order, SuitOrder::DiamondsClubsHeartsSpades);
/// assert_eq!(order.suits(), [Suit::Diamonds, Suit::Clubs, Suit::Hearts, Suit::Spades]);
/// assert!(order.position(Suit::Clubs) > order.position(Suit::Diamonds));
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum SuitOrder {
    /// ♦ < ♣ < ♥ < ♠: the document's order.
    #[default]
    DiamondsClubsHeartsSpades,
    /// ♣ < ♦ < ♥ < ♠: the bridge order.
    ClubsDiamondsHeartsSpades,
    /// ♠ < ♣ < ♦ < ♥: the order of Vietnamese Tiến lên.
    SpadesClubsDiamondsHearts,
}

impl SuitOrder {
    /// Every suit order, the document's first.
    pub const ALL: [SuitOrder; 3] = [
        SuitOrder::DiamondsClubsHeartsSpades,
        SuitOrder::ClubsDiamondsHeartsSpades,
        SuitOrder::SpadesClubsDiamondsHearts,
    ];

    /// The suits, lowest first.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::SuitOrder;
    /// use bigtwo_ai::card_core::Suit;
    ///
    /// assert_eq!(SuitOrder::ClubsDiamondsHeartsSpades.suits()[0], Suit::Clubs);
    /// ```
    pub const fn suits(self) -> [Suit; 4] {
        use Suit::{Clubs, Diamonds, Hearts, Spades};
        match self {
            SuitOrder::DiamondsClubsHeartsSpades => [Diamonds, Clubs, Hearts, Spades],
            SuitOrder::ClubsDiamondsHeartsSpades => [Clubs, Diamonds, Hearts, Spades],
            SuitOrder::SpadesClubsDiamondsHearts => [Spades, Clubs, Diamonds, Hearts],
        }
    }

    /// The suit's position in this order: 0 for the lowest, 3 for the highest.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::SuitOrder;
    /// use bigtwo_ai::card_core::Suit;
    ///
    /// assert_eq!(SuitOrder::default().position(Suit::Spades), 3);
    /// assert_eq!(SuitOrder::SpadesClubsDiamondsHearts.position(Suit::Spades), 0);
    /// ```
    #[inline]
    pub const fn position(self, suit: Suit) -> u8 {
        // By suit index: clubs, diamonds, hearts, spades.
        const POSITIONS: [[u8; 4]; 3] = [[1, 0, 2, 3], [0, 1, 2, 3], [1, 2, 3, 0]];
        POSITIONS[self as usize][suit as usize]
    }

    /// The lowest card of the deck under this order, a 3: its holder opens
    /// a game and the opening play must contain it.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::SuitOrder;
    ///
    /// assert_eq!(SuitOrder::default().lowest_card().to_string(), "3d");
    /// ```
    pub const fn lowest_card(self) -> Card {
        Card::new(Rank::Three, self.suits()[0])
    }

    /// A short name, as the examples' `--suits` option takes it: `dchs`,
    /// `cdhs` or `scdh`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::SuitOrder;
    ///
    /// for order in SuitOrder::ALL {
    ///     assert_eq!(order.name().parse::<SuitOrder>(), Ok(order));
    /// }
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            SuitOrder::DiamondsClubsHeartsSpades => "dchs",
            SuitOrder::ClubsDiamondsHeartsSpades => "cdhs",
            SuitOrder::SpadesClubsDiamondsHearts => "scdh",
        }
    }
}

impl fmt::Display for SuitOrder {
    /// Writes the suits lowest first as cards write them: `d < c < h < s`,
    /// or with symbols under `{:#}`, `♦ < ♣ < ♥ < ♠`.
    ///
    /// ```
    /// use bigtwo_ai::SuitOrder;
    ///
    /// let order = SuitOrder::DiamondsClubsHeartsSpades;
    /// assert_eq!(order.to_string(), "d < c < h < s");
    /// assert_eq!(format!("{order:#}"), "♦ < ♣ < ♥ < ♠");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d] = self.suits().map(|suit| {
            if f.alternate() {
                suit.symbol()
            } else {
                suit.to_char()
            }
        });
        card_core::pad(f, |w| write!(w, "{a} < {b} < {c} < {d}"))
    }
}

/// Where the 2 stands among the ranks.
///
/// Big Two's 2 is the highest rank; after a four of a kind "bombs" it, the
/// 2 is the lowest single and the ace the highest, until another four of a
/// kind turns the order back. Variation 1 puts the 2 lowest in pairs,
/// triples and longer plays.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::Twos;
/// use bigtwo_ai::card_core::Rank;
///
/// assert!(Twos::High.position(Rank::Two) > Twos::High.position(Rank::Ace));
/// assert!(Twos::Low.position(Rank::Two) < Twos::Low.position(Rank::Three));
/// assert_eq!(Twos::High.flipped(), Twos::Low);
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Twos {
    /// 3 < 4 < … < K < A < 2: Big Two's order.
    #[default]
    High,
    /// 2 < 3 < … < K < A: after a bomb (singles), or under variation 1
    /// (pairs, triples and longer plays).
    Low,
}

impl Twos {
    /// The rank's position, 0 (lowest) to 12 (highest).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Twos;
    /// use bigtwo_ai::card_core::Rank;
    ///
    /// assert_eq!(Twos::High.position(Rank::Three), 0);
    /// assert_eq!(Twos::High.position(Rank::Two), 12);
    /// assert_eq!(Twos::Low.position(Rank::Two), 0);
    /// ```
    pub const fn position(self, rank: Rank) -> u8 {
        match self {
            Twos::High => ((rank as u8) + 12) % 13,
            Twos::Low => rank as u8,
        }
    }

    /// The other order: what a four of a kind does to singles.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Twos;
    ///
    /// assert_eq!(Twos::Low.flipped(), Twos::High);
    /// ```
    pub const fn flipped(self) -> Twos {
        match self {
            Twos::High => Twos::Low,
            Twos::Low => Twos::High,
        }
    }
}

/// A card's value under a rank order and a suit order: `rank * 4 + suit`
/// in `0..52`, greater is stronger.
#[inline]
pub(crate) const fn value(card: Card, twos: Twos, suits: SuitOrder) -> u8 {
    twos.position(card.rank()) * 4 + suits.position(card.suit())
}

/// A set of cards written in Big Two order, lowest first (`3d 3s Ah 2c`), or
/// with `{:#}` with suit symbols.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{BigTwoOrder, SuitOrder};
/// use bigtwo_ai::card_core::CardSet;
///
/// let cards: CardSet = "2c Ah 3s 3d".parse()?;
/// let shown = BigTwoOrder::new(cards, SuitOrder::default());
/// assert_eq!(shown.to_string(), "3d 3s Ah 2c");
/// assert_eq!(format!("{shown:#}"), "3♦ 3♠ A♥ 2♣");
/// # Ok::<(), bigtwo_ai::card_core::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BigTwoOrder {
    cards: CardSet,
    suits: SuitOrder,
}

impl BigTwoOrder {
    /// Wraps `cards` to be written in Big Two order under `suits`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{BigTwoOrder, SuitOrder};
    /// use bigtwo_ai::card_core::CardSet;
    ///
    /// let cards: CardSet = "3c 3d".parse()?;
    /// let bridge = BigTwoOrder::new(cards, SuitOrder::ClubsDiamondsHeartsSpades);
    /// assert_eq!(bridge.to_string(), "3c 3d");
    /// # Ok::<(), bigtwo_ai::card_core::ParseError>(())
    /// ```
    pub const fn new(cards: CardSet, suits: SuitOrder) -> BigTwoOrder {
        BigTwoOrder { cards, suits }
    }

    /// The cards, lowest first in Big Two order (2 high).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{BigTwoOrder, SuitOrder};
    /// use bigtwo_ai::card_core::CardSet;
    ///
    /// let cards: CardSet = "2d 3h".parse()?;
    /// let sorted = BigTwoOrder::new(cards, SuitOrder::default()).sorted();
    /// assert_eq!(sorted[0].to_string(), "3h");
    /// # Ok::<(), bigtwo_ai::card_core::ParseError>(())
    /// ```
    pub fn sorted(self) -> smallvec::SmallVec<[Card; 13]> {
        let mut cards: smallvec::SmallVec<[Card; 13]> = self.cards.iter().collect();
        cards.sort_unstable_by_key(|&card| value(card, Twos::High, self.suits));
        cards
    }

    /// Writes the cards in order, separated by spaces, with suit symbols
    /// if `symbols` (the `{:#}` form).
    pub(crate) fn write(self, w: &mut dyn fmt::Write, symbols: bool) -> fmt::Result {
        for (i, card) in self.sorted().into_iter().enumerate() {
            let space = if i > 0 { " " } else { "" };
            if symbols {
                write!(w, "{space}{card:#}")?;
            } else {
                write!(w, "{space}{card}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for BigTwoOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let symbols = f.alternate();
        card_core::pad(f, |w| self.write(w, symbols))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_follow_the_listed_suits() {
        for order in SuitOrder::ALL {
            for (i, suit) in order.suits().into_iter().enumerate() {
                assert_eq!(usize::from(order.position(suit)), i, "{order}");
            }
        }
    }
}
