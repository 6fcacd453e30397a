//! Exact non-negative fractions on 128 bits.

use core::cmp::Ordering;
use core::fmt;

use crate::Odds;

/// A non-negative fraction `numer / denom` in lowest terms, both parts
/// `u128`.
///
/// Comparison multiplies crosswise into 256 bits, so it never overflows;
/// win probabilities are built by the solver on a common power-of-the-dice
/// denominator (see [`Solver::exact`](crate::Solver::exact)) and reduced only
/// at the end, so no arithmetic on this type can overflow either.
///
/// # Examples
///
/// ```
/// use flip_dp::Ratio;
///
/// let a = Ratio::new(2, 8).unwrap();
/// assert_eq!((a.numer(), a.denom()), (1, 4));
/// assert_eq!(a.to_string(), "1/4");
/// assert!(a < Ratio::new(u128::MAX - 1, u128::MAX).unwrap());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ratio {
    numer: u128,
    denom: u128,
}

impl Ratio {
    /// Zero.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Ratio;
    /// assert_eq!(Ratio::ZERO.to_f64(), 0.0);
    /// ```
    pub const ZERO: Ratio = Ratio { numer: 0, denom: 1 };

    /// One.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Ratio;
    /// assert_eq!(Ratio::new(36, 36), Some(Ratio::ONE));
    /// ```
    pub const ONE: Ratio = Ratio { numer: 1, denom: 1 };

    /// `numer / denom` reduced to lowest terms, or `None` when `denom` is 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Ratio;
    /// assert_eq!(Ratio::new(0, 5), Some(Ratio::ZERO));
    /// assert_eq!(Ratio::new(1, 0), None);
    /// ```
    #[must_use]
    pub fn new(numer: u128, denom: u128) -> Option<Self> {
        if denom == 0 {
            return None;
        }
        let g = gcd(numer, denom);
        Some(Ratio {
            numer: numer / g,
            denom: denom / g,
        })
    }

    /// The numerator, in lowest terms.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Ratio;
    /// assert_eq!(Ratio::new(6, 36).unwrap().numer(), 1);
    /// ```
    #[must_use]
    pub const fn numer(self) -> u128 {
        self.numer
    }

    /// The denominator, in lowest terms.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Ratio;
    /// assert_eq!(Ratio::new(6, 36).unwrap().denom(), 6);
    /// ```
    #[must_use]
    pub const fn denom(self) -> u128 {
        self.denom
    }

    /// The value as an `f64`: each part converts with one rounding and the
    /// division rounds once more, so the result is within two units in the
    /// last place of the true value.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Ratio;
    /// assert_eq!(Ratio::new(1, 4).unwrap().to_f64(), 0.25);
    /// ```
    #[must_use]
    pub fn to_f64(self) -> f64 {
        self.numer as f64 / self.denom as f64
    }

    /// `denom / numer`: the "1 in N" form of a probability (infinite for
    /// zero).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Ratio;
    /// assert_eq!(Ratio::new(1, 276).unwrap().one_in(), 276.0);
    /// ```
    #[must_use]
    pub fn one_in(self) -> f64 {
        self.denom as f64 / self.numer as f64
    }

    /// The fraction as odds, "1 in N", for display.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Ratio;
    /// assert_eq!(Ratio::new(11, 324).unwrap().odds().to_string(), "1 in 29");
    /// assert_eq!(format!("{:.2}", Ratio::new(11, 324).unwrap().odds()), "1 in 29.45");
    /// ```
    #[must_use]
    pub fn odds(self) -> Odds {
        Odds::new(self.one_in())
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1)
}

/// The 256-bit product of two `u128`, as (high, low) halves.
fn wide_mul(a: u128, b: u128) -> (u128, u128) {
    const LOW: u128 = u64::MAX as u128;
    let (a1, a0) = (a >> 64, a & LOW);
    let (b1, b0) = (b >> 64, b & LOW);
    let low = a0 * b0;
    let mid1 = a1 * b0;
    let mid2 = a0 * b1;
    let high = a1 * b1;
    // Sum the three terms that land on bits 64..192 without overflow.
    let carry = (low >> 64) + (mid1 & LOW) + (mid2 & LOW);
    let lo = (low & LOW) | (carry << 64);
    let hi = high + (mid1 >> 64) + (mid2 >> 64) + (carry >> 64);
    (hi, lo)
}

impl Ord for Ratio {
    fn cmp(&self, other: &Self) -> Ordering {
        wide_mul(self.numer, other.denom).cmp(&wide_mul(other.numer, self.denom))
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.numer, self.denom)
    }
}

impl fmt::Debug for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Ratio({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Schoolbook multiplication on 32-bit limbs: a separate reference.
    fn reference_mul(a: u128, b: u128) -> [u32; 8] {
        let limbs = |x: u128| [0, 1, 2, 3].map(|i| (x >> (32 * i)) as u32);
        let (a, b) = (limbs(a), limbs(b));
        let mut out = [0u64; 9];
        for i in 0..4 {
            let mut carry = 0u64;
            for j in 0..4 {
                let t = out[i + j] + u64::from(a[i]) * u64::from(b[j]) + carry;
                out[i + j] = t & 0xffff_ffff;
                carry = t >> 32;
            }
            out[i + 4] += carry;
        }
        core::array::from_fn(|i| out[i] as u32)
    }

    fn to_limbs(hi: u128, lo: u128) -> [u32; 8] {
        core::array::from_fn(|i| {
            let word = if i < 4 { lo } else { hi };
            (word >> (32 * (i % 4))) as u32
        })
    }

    proptest! {
        #[test]
        fn wide_mul_matches_schoolbook(a: u128, b: u128) {
            let (hi, lo) = wide_mul(a, b);
            prop_assert_eq!(to_limbs(hi, lo), reference_mul(a, b));
        }

        #[test]
        fn order_matches_small_cross_products(a in 0u64.., b in 1u64.., c in 0u64.., d in 1u64..) {
            let x = Ratio::new(a.into(), b.into()).unwrap();
            let y = Ratio::new(c.into(), d.into()).unwrap();
            let direct = (u128::from(a) * u128::from(d)).cmp(&(u128::from(c) * u128::from(b)));
            prop_assert_eq!(x.cmp(&y), direct);
        }
    }

    #[test]
    fn extremes() {
        assert_eq!(wide_mul(u128::MAX, u128::MAX), (u128::MAX - 1, 1));
        let big = Ratio::new(u128::MAX - 1, u128::MAX).unwrap();
        let bigger = Ratio::new(u128::MAX - 2, u128::MAX - 1).unwrap();
        assert!(bigger < big);
        assert_eq!(Ratio::new(u128::MAX, u128::MAX).unwrap(), Ratio::ONE);
        assert!(Ratio::ZERO < Ratio::new(1, u128::MAX).unwrap());
        assert_eq!(Ratio::new(3, 12).unwrap().to_f64(), 0.25);
    }
}
