//! A win probability written as a chance, "1 in N".

use core::fmt::{self, Write as _};

/// A win probability written as a chance, "1 in N": the one way this crate
/// writes a chance of winning, from [`Probability::chance`] or
/// [`Estimate::chance`].
///
/// `Display` writes:
///
/// - `{}`: `1 in N` with `N = 1 / p` rounded the way the document's tables
///   are, to a whole number from 9.95 up and to one decimal below
///   (`1 in 276`, `1 in 8.6`);
/// - `{:.k}`: `N` to `k` decimals (`1 in 276.077`);
/// - `{:#}`: `N` alone, for table columns (`276`);
/// - `never` for a probability of 0.
///
/// Width, fill and alignment pad the whole text (left-aligned by default,
/// as for strings): `{:>#8.1}` writes `   276.1`.
///
/// [`Probability::chance`]: crate::Probability::chance
/// [`Estimate::chance`]: crate::Estimate::chance
///
/// # Examples
///
/// ```
/// use flip_dp::Probability;
/// use flip_dp::num_rational::Ratio;
///
/// let chance = Probability::from(Ratio::new(451u128, 3888)).chance();
/// assert_eq!(chance.to_string(), "1 in 8.6");
/// assert_eq!(format!("{chance:.3}"), "1 in 8.621");
/// assert_eq!(format!("{chance:#}"), "8.6");
/// assert_eq!(format!("[{chance:>10}]"), "[  1 in 8.6]");
/// assert_eq!(Probability::from(Ratio::new(1, 276)).chance().to_string(), "1 in 276");
/// assert_eq!(Probability::from(Ratio::from_integer(0)).chance().to_string(), "never");
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Chance {
    one_in: f64,
}

impl Chance {
    /// The chance "1 in `one_in`".
    pub(crate) const fn new(one_in: f64) -> Self {
        Chance { one_in }
    }

    /// Whether the probability is 0.
    pub(crate) fn is_never(self) -> bool {
        self.one_in.is_infinite()
    }
}

impl fmt::Display for Chance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.one_in;
        let text = if self.is_never() {
            "never".to_owned()
        } else {
            let number = match f.precision() {
                Some(digits) => format!("{n:.digits$}"),
                None if n >= 9.95 => format!("{n:.0}"),
                None => format!("{n:.1}"),
            };
            if f.alternate() {
                number
            } else {
                format!("1 in {number}")
            }
        };
        let padding = f.width().unwrap_or(0).saturating_sub(text.chars().count());
        let (before, after) = match f.align() {
            Some(fmt::Alignment::Right) => (padding, 0),
            Some(fmt::Alignment::Center) => (padding / 2, padding - padding / 2),
            Some(fmt::Alignment::Left) | None => (0, padding),
        };
        for _ in 0..before {
            f.write_char(f.fill())?;
        }
        f.write_str(&text)?;
        for _ in 0..after {
            f.write_char(f.fill())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(one_in: f64) -> String {
        Chance::new(one_in).to_string()
    }

    #[test]
    fn document_rounding() {
        assert_eq!(show(276.08), "1 in 276");
        assert_eq!(show(9.31), "1 in 9.3");
        assert_eq!(show(9.96), "1 in 10");
        assert_eq!(show(11.2), "1 in 11");
        assert_eq!(show(1.0), "1 in 1.0");
        assert_eq!(show(f64::INFINITY), "never");
    }

    #[test]
    fn flags() {
        let chance = Chance::new(107.518);
        assert_eq!(format!("{chance:#}"), "108");
        assert_eq!(format!("{chance:#.1}"), "107.5");
        assert_eq!(format!("{chance:.0}"), "1 in 108");
        assert_eq!(format!("{chance:>#8}|"), "     108|");
        assert_eq!(format!("{chance:<#6}|"), "108   |");
        assert_eq!(format!("{chance:*^11.2}"), "1 in 107.52");
        assert_eq!(format!("{chance:*^12.2}"), "1 in 107.52*");
        assert_eq!(format!("{chance:*^14.2}"), "*1 in 107.52**");
        assert_eq!(format!("{:>7}|", Chance::new(f64::INFINITY)), "  never|");
    }
}
