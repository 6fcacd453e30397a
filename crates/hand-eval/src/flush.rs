//! Where the fast evaluator looks up the ranks of a flush.
//!
//! The generator includes this file too, so the flush table it writes and
//! the index the library computes are the same function.

/// Bit 0 of every byte.
const BYTE_LOW_BITS: u64 = 0x0101_0101_0101_0101;

/// Multiplying a word whose bytes are 0 or 1 by this gathers byte `j` into
/// bit `56 + j`: the partial products never overlap, so nothing carries.
const GATHER: u64 = 0x0102_0408_1020_4080;

/// The flush-table index of the cards of `suit` in `cards`, a mask with the
/// card of index `i` (`4 * rank + suit`) at bit `i`: the suit's even ranks
/// (deuce, four, .., ace) in bits 0..7 and its odd ranks (trey, five, ..,
/// king) in bits 7..13. Always below 8,192.
#[inline]
pub(crate) const fn flush_index(cards: u64, suit: u32) -> usize {
    // Rank r of the suit at bit 4r: even ranks at bit 0 of a byte, odd
    // ranks at bit 4.
    let ranks = cards >> suit;
    let even = (ranks & BYTE_LOW_BITS).wrapping_mul(GATHER) >> 56;
    let odd = (ranks >> 4 & BYTE_LOW_BITS).wrapping_mul(GATHER) >> 56;
    (even | odd << 7) as usize & 0x1FFF
}
