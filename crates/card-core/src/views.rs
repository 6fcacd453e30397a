//! Per-rank and per-suit views of a card set.
//!
//! A [`CardSet`] keeps each rank's four suits in one nibble (card index
//! `rank * 4 + suit`). These views read that layout so that no caller
//! re-derives it: rank masks have bit `rank.index()` (13 bits), suit masks
//! bit `suit.index()` (4 bits). All are a handful of shifts and masks.

use crate::{CardSet, Rank, Suit};

/// Bit 0 of every nibble (the clubs, one per rank, and three unused nibbles).
const LOW: u64 = 0x1111_1111_1111_1111;
/// The 52 bits of the cards.
const CARDS: u64 = (1 << 52) - 1;

/// Gathers bit 0 of each of the 16 nibbles of `x` (other bits clear) into
/// bits 0..16.
const fn gather_nibbles(x: u64) -> u16 {
    let x = (x | x >> 3) & 0x0303_0303_0303_0303;
    let x = (x | x >> 6) & 0x000F_000F_000F_000F;
    let x = (x | x >> 12) & 0x0000_00FF_0000_00FF;
    ((x | x >> 24) & 0xFFFF) as u16
}

impl CardSet {
    /// The 4-bit mask of the suits held in `rank` (bit `suit.index()`).
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Rank, Suit};
    ///
    /// let cards: CardSet = "Ks Kc 2h".parse()?;
    /// assert_eq!(cards.suits_of(Rank::King), 1 << Suit::Spades.index() | 1 << Suit::Clubs.index());
    /// assert_eq!(cards.suits_of(Rank::Ace), 0);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn suits_of(self, rank: Rank) -> u8 {
        ((self.bits() >> (4 * rank as u32)) & 0xF) as u8
    }

    /// The 13-bit mask of the ranks held in `suit` (bit `rank.index()`).
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Rank, Suit};
    ///
    /// let cards: CardSet = "As 2s Kh".parse()?;
    /// assert_eq!(cards.ranks_in(Suit::Spades), 1 << Rank::Ace.index() | 1 << Rank::Two.index());
    /// assert_eq!(cards.ranks_in(Suit::Clubs), 0);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn ranks_in(self, suit: Suit) -> u16 {
        gather_nibbles((self.bits() >> suit as u32) & LOW)
    }

    /// The 13-bit mask of the ranks held at least once (bit `rank.index()`).
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Rank};
    ///
    /// let cards: CardSet = "Ks Kc 2h".parse()?;
    /// assert_eq!(cards.ranks(), 1 << Rank::King.index() | 1 << Rank::Two.index());
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn ranks(self) -> u16 {
        let b = self.bits();
        gather_nibbles((b | b >> 1 | b >> 2 | b >> 3) & LOW)
    }

    /// The 13-bit mask of the ranks held exactly `count` times (`0..=4`;
    /// any other count holds no rank).
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Rank};
    ///
    /// let cards: CardSet = "Ks Kc Kh 2h 2d 9c".parse()?;
    /// assert_eq!(cards.ranks_with_count(3), 1 << Rank::King.index());
    /// assert_eq!(cards.ranks_with_count(2), 1 << Rank::Two.index());
    /// assert_eq!(cards.ranks_with_count(1), 1 << Rank::Nine.index());
    /// assert_eq!(cards.ranks_with_count(0).count_ones(), 10);
    /// assert_eq!(cards.ranks_with_count(5), 0);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn ranks_with_count(self, count: usize) -> u16 {
        if count > 4 {
            return 0;
        }
        // Each nibble's differences from `count`, bit by bit: zero where
        // the rank's count is `count`.
        let diff = self.nibble_counts() ^ (LOW * count as u64);
        let differs = (diff | diff >> 1 | diff >> 2) & LOW;
        gather_nibbles(!differs & LOW) & 0x1FFF
    }

    /// The 13-bit mask of the ranks held at least `count` times (every
    /// rank for 0, none above 4).
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Rank};
    ///
    /// let cards: CardSet = "Ks Kc Kh 2h 2d 9c".parse()?;
    /// assert_eq!(cards.ranks_with_at_least(2), 1 << Rank::King.index() | 1 << Rank::Two.index());
    /// assert_eq!(cards.ranks_with_at_least(1), cards.ranks());
    /// assert_eq!(cards.ranks_with_at_least(4), 0);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn ranks_with_at_least(self, count: usize) -> u16 {
        // Each nibble holds its rank's count, 0 to 4 (0b100).
        let c = self.nibble_counts();
        let held = match count {
            0 => return 0x1FFF,
            1 => return self.ranks(),
            2 => c >> 1 | c >> 2,
            3 => (c & c >> 1) | c >> 2,
            4 => c >> 2,
            _ => return 0,
        };
        gather_nibbles(held & LOW)
    }

    /// How many cards of `rank` the set holds (0 to 4).
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Rank};
    ///
    /// let cards: CardSet = "Ks Kc 2h".parse()?;
    /// assert_eq!(cards.count_of_rank(Rank::King), 2);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn count_of_rank(self, rank: Rank) -> usize {
        self.suits_of(rank).count_ones() as usize
    }

    /// How many cards of `suit` the set holds (0 to 13).
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Suit};
    ///
    /// let cards: CardSet = "Ks Qs 2h".parse()?;
    /// assert_eq!(cards.count_of_suit(Suit::Spades), 2);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn count_of_suit(self, suit: Suit) -> usize {
        self.ranks_in(suit).count_ones() as usize
    }

    /// How many cards of each rank the set holds, by `rank.index()`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Rank};
    ///
    /// let counts = "Ks Kc 2h".parse::<CardSet>()?.rank_counts();
    /// assert_eq!(counts[Rank::King.index()], 2);
    /// assert_eq!(counts.iter().sum::<u8>(), 3);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn rank_counts(self) -> [u8; Rank::COUNT] {
        let counts = self.nibble_counts();
        let mut out = [0; Rank::COUNT];
        let mut rank = 0;
        while rank < Rank::COUNT {
            out[rank] = ((counts >> (4 * rank)) & 0xF) as u8;
            rank += 1;
        }
        out
    }

    /// The set with every card's suit `s` renamed `to[s.index()]`. When
    /// `to` is a permutation, the result has as many cards as the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardSet, Suit::*};
    ///
    /// let cards: CardSet = "As Kc".parse()?;
    /// let swapped = cards.map_suits([Spades, Diamonds, Hearts, Clubs]);
    /// assert_eq!(swapped, "Ac Ks".parse()?);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    #[inline]
    pub const fn map_suits(self, to: [Suit; Suit::COUNT]) -> CardSet {
        let b = self.bits();
        let mut out = 0;
        let mut suit = 0;
        while suit < Suit::COUNT {
            out |= ((b >> suit) & LOW & CARDS) << to[suit] as u32;
            suit += 1;
        }
        match CardSet::from_bits(out) {
            Some(set) => set,
            None => unreachable!(),
        }
    }

    /// The number of cards of each rank, in that rank's nibble.
    #[inline]
    const fn nibble_counts(self) -> u64 {
        let b = self.bits();
        let pairs = (b & (LOW * 5)) + ((b >> 1) & (LOW * 5));
        (pairs & (LOW * 3)) + ((pairs >> 2) & (LOW * 3))
    }
}

#[cfg(test)]
mod tests {
    use crate::{Card, CardSet, Rank, Suit};

    /// Every view against its definition, on sets of growing size.
    #[test]
    fn views_match_their_definitions() {
        let mut set = CardSet::EMPTY;
        // A fixed walk through the deck that leaves ranks with 0 to 4 cards.
        for step in 0..52usize {
            set.insert(Card::ALL[(step * 19) % 52]);
            let counts = set.rank_counts();
            for rank in Rank::ALL {
                let naive = Suit::ALL
                    .iter()
                    .filter(|&&s| set.contains(Card::new(rank, s)))
                    .count();
                assert_eq!(usize::from(counts[rank.index()]), naive);
                assert_eq!(set.count_of_rank(rank), naive);
                for n in 0..=5 {
                    let bit = 1 << rank.index();
                    assert_eq!(set.ranks_with_count(n) & bit != 0, naive == n);
                    assert_eq!(set.ranks_with_at_least(n) & bit != 0, naive >= n);
                }
                assert_eq!(set.ranks() & 1 << rank.index() != 0, naive > 0);
            }
            for suit in Suit::ALL {
                let mask = Rank::ALL
                    .iter()
                    .filter(|&&r| set.contains(Card::new(r, suit)))
                    .fold(0u16, |m, r| m | 1 << r.index());
                assert_eq!(set.ranks_in(suit), mask);
                assert_eq!(set.count_of_suit(suit), mask.count_ones() as usize);
            }
            let rotate = [Suit::Diamonds, Suit::Hearts, Suit::Spades, Suit::Clubs];
            let mapped: CardSet = set
                .iter()
                .map(|c| Card::new(c.rank(), rotate[c.suit().index()]))
                .collect();
            assert_eq!(set.map_suits(rotate), mapped);
        }
    }
}
