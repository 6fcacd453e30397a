//! Padding for `Display`: what a type writes, filled out to the width,
//! fill and alignment of `{:>4}`, `{:*^9}` and the like, as `str` is.

use core::fmt::{self, Alignment, Write};

/// Writes what `write` writes, padded to the formatter's width (if any)
/// with its fill character and alignment, left by default, as `str`
/// pads; precision is not applied. `write` is called with `f` itself when
/// no width is asked for, and otherwise twice (once to count the
/// characters). Placeholders that `write` formats (`write!(w, "{rank}")`)
/// start with no width, so nothing is padded twice.
///
/// The crates on card-core write their `Display` with it, so that tables
/// of cards, hands and ranges line up.
///
/// # Examples
///
/// ```
/// use core::fmt;
///
/// struct Pair(card_core::Rank);
///
/// impl fmt::Display for Pair {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         card_core::pad(f, |w| write!(w, "{0}{0}", self.0))
///     }
/// }
///
/// let aces = Pair(card_core::Rank::Ace);
/// assert_eq!(format!("{aces}|{aces:>4}|{aces:-<4}|{aces:^6}|"), "AA|  AA|AA--|  AA  |");
/// ```
pub fn pad(
    f: &mut fmt::Formatter<'_>,
    write: impl Fn(&mut dyn Write) -> fmt::Result,
) -> fmt::Result {
    let Some(width) = f.width() else {
        return write(f);
    };
    let mut count = Count(0);
    write(&mut count)?;
    let pad = width.saturating_sub(count.0);
    let (before, after) = match f.align() {
        Some(Alignment::Right) => (pad, 0),
        Some(Alignment::Center) => (pad / 2, pad - pad / 2),
        Some(Alignment::Left) | None => (0, pad),
    };
    let fill = f.fill();
    for _ in 0..before {
        f.write_char(fill)?;
    }
    write(f)?;
    for _ in 0..after {
        f.write_char(fill)?;
    }
    Ok(())
}

/// Counts the characters written to it.
struct Count(usize);

impl Write for Count {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.0 += text.chars().count();
        Ok(())
    }
}
