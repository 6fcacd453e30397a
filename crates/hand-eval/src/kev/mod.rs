//! Cactus Kev's five-card evaluator, as the original describes it, with
//! the two ways of finding the value of a hand with a repeated rank: binary
//! search among the 4,888 prime products (Cactus Kev) and a perfect hash of
//! the product (in the manner of Paul Senzee).
//!
//! Each card is a 32-bit code, `xxxAKQJT 98765432 cdhsrrrr xxpppppp`: one
//! bit for the rank (bits 16..29), one bit for the suit (clubs 0x8000,
//! diamonds 0x4000, hearts 0x2000, spades 0x1000), the rank number 0..=12 in
//! bits 8..12 and the rank's prime (2, 3, 5, .. 41) in the low byte. A hand
//! is a flush if the five codes share a suit bit; then
//! [`FLUSHES`]`[q]` with `q` the OR of the codes shifted right 16 (a 13-bit
//! rank mask) is its value. Otherwise [`UNIQUE5`]`[q]` is the value of a
//! straight or high-card hand, and 0 if a rank repeats; then the product of
//! the five primes identifies the ranks whatever their order.
//!
//! Values are Cactus Kev's: 1 (royal flush) .. 7,462 (7-5-4-3-2 unsuited),
//! smaller is stronger; [`HandRank::from_cactus_kev`](crate::HandRank::from_cactus_kev)
//! turns them into [`HandRank`](crate::HandRank)s. These functions do not
//! validate their input: five codes from [`encode`] of distinct cards give
//! the hand's value, anything else a meaningless number (0 where a lookup
//! finds nothing). For checked evaluation use [`evaluate`](crate::evaluate).
//!
//! # Examples
//!
//! ```
//! use card_core::Card;
//! use hand_eval::kev;
//!
//! let hand = ["9c", "8c", "7c", "5c", "4c"].map(|s| kev::encode(s.parse::<Card>().unwrap()));
//! assert_eq!(kev::evaluate_binary_search(hand), 1551);
//! assert_eq!(kev::evaluate_perfect_hash(hand), 1551);
//! ```

use card_core::{Card, Rank, Suit};

pub use crate::tables::kev::{
    FLUSHES, HASH_ADD, HASH_ADJUST, HASH_MUL, HASH_VALUES, PRIMES, PRODUCTS, UNIQUE5, VALUES,
};

mod mix;

/// The 32-bit code of a card: `xxxAKQJT 98765432 cdhsrrrr xxpppppp`.
///
/// # Examples
///
/// ```
/// use card_core::Card;
/// use hand_eval::kev;
///
/// // Nine of clubs: rank bit 7, club bit, rank number 7, prime 19.
/// let nine = "9c".parse::<Card>().unwrap();
/// assert_eq!(kev::encode(nine), 0b00000000_10000000_10000111_00010011);
/// ```
pub const fn encode(card: Card) -> u32 {
    let rank = card.rank().index();
    (1 << (16 + rank)) | (0x8000 >> card.suit().index()) | ((rank as u32) << 8) | PRIMES[rank]
}

/// The card of a 32-bit code, or `None` if `code` is not exactly
/// [`encode`] of some card.
///
/// # Examples
///
/// ```
/// use card_core::Card;
/// use hand_eval::kev;
///
/// let ace = "As".parse::<Card>().unwrap();
/// assert_eq!(kev::decode(kev::encode(ace)), Some(ace));
/// assert_eq!(kev::decode(0x1234), None);
/// ```
pub const fn decode(code: u32) -> Option<Card> {
    let rank = (code >> 8) & 0xF;
    let suit = (code >> 12) & 0xF;
    if suit == 0 {
        return None;
    }
    let (Some(rank), Some(suit)) = (
        Rank::from_index(rank as usize),
        Suit::from_index(3 - suit.trailing_zeros() as usize),
    ) else {
        return None;
    };
    let card = Card::new(rank, suit);
    if encode(card) == code {
        Some(card)
    } else {
        None
    }
}

/// Cactus Kev's evaluation, finding the prime product by binary search in
/// [`PRODUCTS`] (and its value in [`VALUES`]).
///
/// # Examples
///
/// ```
/// use card_core::Card;
/// use hand_eval::kev;
///
/// let quads = ["As", "Ad", "Ah", "Ac", "Ks"].map(|s| kev::encode(s.parse::<Card>().unwrap()));
/// assert_eq!(kev::evaluate_binary_search(quads), 11);
/// ```
#[inline]
pub fn evaluate_binary_search(cards: [u32; 5]) -> u16 {
    evaluate_with(cards, |product| {
        PRODUCTS.binary_search(&product).map_or(0, |i| VALUES[i])
    })
}

/// Cactus Kev's evaluation with Paul Senzee's improvement: the prime
/// product's value is read at its [`perfect_hash`] slot of [`HASH_VALUES`].
///
/// # Examples
///
/// ```
/// use card_core::Card;
/// use hand_eval::kev;
///
/// let pairs = ["4s", "4c", "2h", "2d", "5c"].map(|s| kev::encode(s.parse::<Card>().unwrap()));
/// assert_eq!(kev::evaluate_perfect_hash(pairs), 3313);
/// ```
#[inline]
pub fn evaluate_perfect_hash(cards: [u32; 5]) -> u16 {
    evaluate_with(cards, |product| {
        HASH_VALUES.get(perfect_hash(product)).copied().unwrap_or(0)
    })
}

/// The slot of a prime product in [`HASH_VALUES`]: the product is mixed
/// with wrapping 32-bit arithmetic (an add, a xor-shift and a multiply by
/// [`HASH_ADD`] and [`HASH_MUL`]), the top 10 bits give the main index and
/// 11 middle bits a bucket, whose displacement [`HASH_ADJUST`] is added to
/// the main index. The generator chose the constants and the displacements
/// so that the 4,888 products land on distinct slots.
///
/// # Examples
///
/// ```
/// use hand_eval::kev;
///
/// let slots: std::collections::HashSet<usize> =
///     kev::PRODUCTS.iter().map(|&p| kev::perfect_hash(p)).collect();
/// assert_eq!(slots.len(), 4888);
/// ```
#[inline]
pub fn perfect_hash(product: u32) -> usize {
    let (main, bucket) = mix::mix(product, HASH_ADD, HASH_MUL);
    main + usize::from(HASH_ADJUST[bucket])
}

/// The common part of both evaluations: flushes, then straights and high
/// cards by rank mask, then `by_product` for hands with a repeated rank.
#[inline(always)]
fn evaluate_with(cards: [u32; 5], by_product: impl Fn(u32) -> u16) -> u16 {
    let [c1, c2, c3, c4, c5] = cards;
    let q = ((c1 | c2 | c3 | c4 | c5) >> 16) as usize;
    if c1 & c2 & c3 & c4 & c5 & 0xF000 != 0 {
        return FLUSHES.get(q).copied().unwrap_or(0);
    }
    let unique = UNIQUE5.get(q).copied().unwrap_or(0);
    if unique != 0 {
        return unique;
    }
    let product = cards.iter().fold(1u32, |p, &c| p.wrapping_mul(c & 0xFF));
    by_product(product)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_with_its_fields() {
        for card in Card::ALL {
            let code = encode(card);
            let rank = card.rank().index();
            assert_eq!(decode(code), Some(card));
            assert_eq!(code >> 16, 1 << rank);
            assert_eq!((code >> 12) & 0xF, 8 >> card.suit().index());
            assert_eq!((code >> 8) & 0xF, rank as u32);
            assert_eq!(code & 0xFF, PRIMES[rank]);
        }
    }
}
