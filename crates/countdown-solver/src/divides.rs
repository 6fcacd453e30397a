//! Divisibility tests without hardware division where it can be avoided.

/// `ceil(2^64 / d)` for the divisors below 1024: `d` divides a 32-bit `n`
/// exactly when `n * m mod 2^64 < m` (Lemire, Kaser and Kurz, "Faster
/// remainder by direct computation", 2019), one multiplication instead of a
/// hardware division. Computed at compile time.
const INVERSES: [u64; 1024] = {
    let mut t = [0; 1024];
    let mut d = 1;
    while d < 1024 {
        t[d] = (u64::MAX / d as u64).wrapping_add(1);
        d += 1;
    }
    t
};

/// Whether `d > 0` divides `n`.
#[inline]
pub(crate) fn divides(n: u32, d: u32) -> bool {
    match INVERSES.get(d as usize) {
        Some(&m) => u64::from(n).wrapping_mul(m) <= m.wrapping_sub(1),
        None => n.is_multiple_of(d),
    }
}

/// Whether `d > 0` divides `n`, through [`divides`] when both fit in 32
/// bits.
#[inline]
pub(crate) fn divides_u64(n: u64, d: u64) -> bool {
    match (u32::try_from(n), u32::try_from(d)) {
        (Ok(n), Ok(d)) => divides(n, d),
        _ => n.is_multiple_of(d),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn divisibility_by_multiplication() {
        for d in (1..=1100).chain([65_535, 1 << 20, u32::MAX - 1, u32::MAX]) {
            for n in (0..=3_000).chain([u32::MAX - 1, u32::MAX, 1 << 31, 3 << 30, 1023 * 4_000_000])
            {
                assert_eq!(divides(n, d), n % d == 0, "{n} / {d}");
                assert_eq!(divides_u64(u64::from(n), u64::from(d)), n % d == 0);
            }
        }
        assert!(divides_u64(3 << 40, 3));
        assert!(!divides_u64((3 << 40) + 1, 3 << 20));
    }
}
