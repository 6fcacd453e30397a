//! The mixing function of the prime-product perfect hash.
//!
//! The generator includes this file too: it searches the two constants and
//! the adjustment table for exactly this function.

/// Bits of the main index (the top bits of the mixed value).
pub(crate) const MAIN_BITS: u32 = 10;

/// Bits of the bucket index (bits 8.. of the mixed value).
pub(crate) const BUCKET_BITS: u32 = 11;

/// Mixes a prime product with wrapping 32-bit arithmetic and splits the
/// result into a main index (`0..1 << MAIN_BITS`) and a bucket
/// (`0..1 << BUCKET_BITS`).
///
/// Every step wraps modulo 2³²: the same formula in a language whose
/// integers are wider (or turn into floating point on overflow) keeps the
/// high bits, shifts them back down, and lands on the wrong slots.
#[inline]
pub(crate) const fn mix(product: u32, add: u32, mul: u32) -> (usize, usize) {
    let mut h = product.wrapping_add(add);
    h ^= h >> 16;
    h = h.wrapping_mul(mul);
    let main = h >> (32 - MAIN_BITS);
    let bucket = (h >> 8) & ((1 << BUCKET_BITS) - 1);
    (main as usize, bucket as usize)
}
