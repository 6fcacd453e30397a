//! The 169 starting-hand classes of hold'em: pairs, suited and offsuit
//! hands by rank.

use core::fmt;
use core::str::FromStr;

use card_core::{CardReader, Rank};

use crate::{Combo, RangeError};

/// One of the 169 classes of hold'em starting hands: a pair (`QQ`), a
/// suited hand (`AKs`) or an offsuit hand (`AKo`), by the ranks of its
/// two cards.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Combo, HandClass, Shape};
///
/// let class = HandClass::of("Kh Ah".parse::<Combo>()?);
/// assert_eq!(class.to_string(), "AKs");
/// assert_eq!(class.shape(), Shape::Suited);
/// assert_eq!(class.combos(), 4);
/// assert_eq!(class.grid(), (0, 1)); // first row, second column
/// assert_eq!(HandClass::all().count(), HandClass::COUNT);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HandClass {
    high: Rank,
    low: Rank,
    shape: Shape,
}

/// Whether a starting hand is a pair, suited or offsuit.
///
/// # Examples
///
/// ```
/// use holdem_enum::{HandClass, Shape};
/// let pairs = HandClass::all().filter(|c| c.shape() == Shape::Pair).count();
/// assert_eq!(pairs, 13);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Shape {
    /// Two cards of one rank: 6 combos.
    Pair,
    /// Two ranks, one suit: 4 combos.
    Suited,
    /// Two ranks, two suits: 12 combos.
    Offsuit,
}

impl HandClass {
    /// The number of classes: 13 pairs, 78 suited and 78 offsuit hands.
    pub const COUNT: usize = 169;

    /// The class of `combo`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// assert_eq!(HandClass::of("7c7d".parse()?).to_string(), "77");
    /// assert_eq!(HandClass::of("2c7d".parse()?).to_string(), "72o");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn of(combo: Combo) -> HandClass {
        let (high, low) = (combo.high(), combo.low());
        let shape = if combo.is_pair() {
            Shape::Pair
        } else if combo.is_suited() {
            Shape::Suited
        } else {
            Shape::Offsuit
        };
        HandClass {
            high: high.rank(),
            low: low.rank(),
            shape,
        }
    }

    /// Every class, in the order of the 13 x 13 grid read row by row
    /// (see [`grid`](Self::grid)): `AA, AKs, AQs, .., AKo, KK, KQs, ..`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// let names: Vec<String> = HandClass::all().take(3).map(|c| c.to_string()).collect();
    /// assert_eq!(names, ["AA", "AKs", "AQs"]);
    /// assert_eq!(HandClass::all().last().unwrap().to_string(), "22");
    /// ```
    pub fn all() -> impl Iterator<Item = HandClass> {
        let rank = |i: usize| Rank::ALL[Rank::COUNT - 1 - i];
        (0..Rank::COUNT * Rank::COUNT).map(move |cell| {
            let (row, column) = (cell / Rank::COUNT, cell % Rank::COUNT);
            HandClass {
                high: rank(row.min(column)),
                low: rank(row.max(column)),
                shape: match row.cmp(&column) {
                    core::cmp::Ordering::Less => Shape::Suited,
                    core::cmp::Ordering::Equal => Shape::Pair,
                    core::cmp::Ordering::Greater => Shape::Offsuit,
                },
            }
        })
    }

    /// The higher rank (the pair's rank for a pair).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// use holdem_enum::card_core::Rank;
    /// assert_eq!(HandClass::of("Td Qs".parse()?).high(), Rank::Queen);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn high(self) -> Rank {
        self.high
    }

    /// The lower rank (the pair's rank for a pair).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// use holdem_enum::card_core::Rank;
    /// assert_eq!(HandClass::of("Td Qs".parse()?).low(), Rank::Ten);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn low(self) -> Rank {
        self.low
    }

    /// A pair, suited or offsuit.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{HandClass, Shape};
    /// assert_eq!(HandClass::of("Td Qs".parse()?).shape(), Shape::Offsuit);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shape(self) -> Shape {
        self.shape
    }

    /// The number of combos of the class: 6, 4 or 12.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// let all: usize = HandClass::all().map(HandClass::combos).sum();
    /// assert_eq!(all, 1326);
    /// ```
    pub fn combos(self) -> usize {
        match self.shape {
            Shape::Pair => 6,
            Shape::Suited => 4,
            Shape::Offsuit => 12,
        }
    }

    /// The class's cell in the usual 13 x 13 grid, as (row, column) from
    /// 0 (aces) to 12 (deuces): pairs on the diagonal, suited hands above
    /// it (row = higher rank), offsuit hands below (column = higher rank).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// assert_eq!(HandClass::of("As Ah".parse()?).grid(), (0, 0));
    /// assert_eq!(HandClass::of("Ks 2s".parse()?).grid(), (1, 12));
    /// assert_eq!(HandClass::of("Ks 2h".parse()?).grid(), (12, 1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn grid(self) -> (usize, usize) {
        let index = |rank: Rank| Rank::COUNT - 1 - rank.index();
        let (high, low) = (index(self.high), index(self.low));
        match self.shape {
            Shape::Offsuit => (low, high),
            Shape::Pair | Shape::Suited => (high, low),
        }
    }
}

impl FromStr for HandClass {
    type Err = RangeError;

    /// Reads a class as [`Display`](fmt::Display) writes it: `AA`, `AKs`,
    /// `AKo` (ranks in either order, `T` or `10`, suffix in either case).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{HandClass, RangeError};
    /// assert_eq!("KAs".parse::<HandClass>()?.to_string(), "AKs");
    /// assert_eq!("AK".parse::<HandClass>(), Err(RangeError::NoShape { at: 2 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn from_str(s: &str) -> Result<HandClass, RangeError> {
        let mut reader = CardReader::starting_at(s, 0);
        let (first, second) = (reader.rank()?, reader.rank()?);
        let at = reader.position();
        let shape = match reader.peek() {
            Some('s' | 'S') => Shape::Suited,
            Some('o' | 'O') => Shape::Offsuit,
            _ if first == second => Shape::Pair,
            _ => return Err(RangeError::NoShape { at }),
        };
        if shape != Shape::Pair {
            if first == second {
                return Err(RangeError::SuitedPair { at });
            }
            reader.next_char();
        }
        reader.end()?;
        Ok(HandClass {
            high: first.max(second),
            low: first.min(second),
            shape,
        })
    }
}

impl fmt::Display for HandClass {
    /// `AA`, `AKs`, `AKo` (a ten is `T`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let suffix = match self.shape {
            Shape::Pair => "",
            Shape::Suited => "s",
            Shape::Offsuit => "o",
        };
        card_core::pad(f, |w| {
            write!(w, "{}{}{suffix}", self.high.to_char(), self.low.to_char())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_combo_falls_in_the_class_of_its_grid_cell() {
        let mut counts = [[0; Rank::COUNT]; Rank::COUNT];
        for combo in Combo::all() {
            let (row, column) = HandClass::of(combo).grid();
            counts[row][column] += 1;
        }
        for (class, cell) in HandClass::all().zip(0..) {
            let (row, column) = class.grid();
            assert_eq!(row * Rank::COUNT + column, cell);
            assert_eq!(counts[row][column], class.combos(), "{class}");
        }
    }
}
