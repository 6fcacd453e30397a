//! Shares of the pot as exact fractions.

use std::cmp::Ordering;

use holdem_enum::Equity;

/// A share of the pot: `won / whole` is an equity, exactly.
#[derive(Clone, Copy, Default)]
pub(crate) struct Share {
    pub(crate) won: u128,
    pub(crate) whole: u128,
}

impl Share {
    /// The first player's share of `equity` (heads-up: a tie is half), in
    /// halves of a pot.
    pub(crate) fn of(equity: &Equity) -> Share {
        let hero = &equity.players[0];
        Share {
            won: 2 * hero.wins + hero.tied(),
            whole: 2 * equity.deals,
        }
    }

    /// The share of the other player of the same heads-up deals.
    pub(crate) fn other(self) -> Share {
        Share {
            won: self.whole - self.won,
            whole: self.whole,
        }
    }

    pub(crate) fn plus(self, other: Share) -> Share {
        Share {
            won: self.won + other.won,
            whole: self.whole + other.whole,
        }
    }

    /// Exact comparison of two equities.
    pub(crate) fn cmp(self, other: Share) -> Ordering {
        (self.won * other.whole).cmp(&(other.won * self.whole))
    }

    /// The equity in units of `1 / unit`, rounded to the nearest (halves
    /// up).
    pub(crate) fn rounded(self, unit: u128) -> u128 {
        (self.won * unit + self.whole / 2) / self.whole
    }
}
