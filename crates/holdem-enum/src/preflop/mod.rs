//! Preflop tables, generated in the repository (the
//! `holdem-enum-generator`): the heads-up equity of every pair of
//! starting-hand classes by the crate's own exact engine, each class's
//! exact equity against 1, 2 and 3 random hands, and the order of the
//! classes by each, with the percentiles that `top 15%` ranges are made
//! of.

// Generated: written as the generator writes it.
#[rustfmt::skip]
mod table;

use crate::HandClass;

/// Combos of two cards.
const COMBOS: usize = 1326;

impl HandClass {
    /// The class's cell of the 13 x 13 grid read row by row, 0 to 168
    /// (see [`grid`](Self::grid)): the position in [`HandClass::all`].
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// let kings: HandClass = "KK".parse()?;
    /// assert_eq!(kings.index(), 14);
    /// assert_eq!(HandClass::from_index(14), Some(kings));
    /// assert!(HandClass::all().enumerate().all(|(i, c)| c.index() == i));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn index(self) -> usize {
        let (row, column) = self.grid();
        row * 13 + column
    }

    /// The class of grid cell `index`, if there is one (0 to 168).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// assert_eq!(HandClass::from_index(0).unwrap().to_string(), "AA");
    /// assert_eq!(HandClass::from_index(169), None);
    /// ```
    pub fn from_index(index: usize) -> Option<HandClass> {
        HandClass::all().nth(index)
    }

    /// The exact heads-up equity of this class against `other` before the
    /// flop, to four decimals: the share of the pot over every deal of
    /// their combos that shares no card and every board (a tie is half).
    /// An O(1) lookup in a table of the crate's own exact engine.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{HandClass, Matchup};
    ///
    /// let aces: HandClass = "AA".parse()?;
    /// let kings: HandClass = "KK".parse()?;
    /// assert_eq!(aces.equity_against(kings), 0.8195);
    /// let exact = Matchup::new(["AA".parse()?, "KK".parse()?]).exact()?;
    /// assert!((exact.players[0].equity() - 0.8195).abs() <= 0.00005);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn equity_against(self, other: HandClass) -> f64 {
        f64::from(table::HEADS_UP[self.index()][other.index()]) / 10_000.0
    }

    /// The most random hands the tables hold equities against: 3.
    pub const MAX_RANDOM_OPPONENTS: usize = 3;

    /// The exact equity of this class against a random hand before the
    /// flop, to six decimals.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// assert_eq!("AA".parse::<HandClass>()?.equity_against_random(), 0.852037);
    /// assert_eq!("72o".parse::<HandClass>()?.equity_against_random(), 0.345836);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn equity_against_random(self) -> f64 {
        self.equity_against_random_hands(1)
            .expect("one opponent is tabled")
    }

    /// The exact equity of this class against `opponents` random hands
    /// before the flop (its share of the pot, ties split, over every deal
    /// of the opponents' hands and every board), to six decimals; `None`
    /// unless `opponents` is 1 to [`MAX_RANDOM_OPPONENTS`](Self::MAX_RANDOM_OPPONENTS).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// let aces: HandClass = "AA".parse()?;
    /// assert_eq!(aces.equity_against_random_hands(1), Some(0.852037));
    /// assert!((aces.equity_against_random_hands(2).unwrap() - 0.735).abs() < 0.001);
    /// assert_eq!(aces.equity_against_random_hands(4), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn equity_against_random_hands(self, opponents: usize) -> Option<f64> {
        let table = table::AGAINST_RANDOM.get(opponents.checked_sub(1)?)?;
        Some(f64::from(table[self.index()]) / 1_000_000.0)
    }

    /// The classes from the strongest to the weakest by their exact equity
    /// against a random hand (equal equities in grid order).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// let first: Vec<String> = HandClass::by_strength().take(4).map(|c| c.to_string()).collect();
    /// assert_eq!(first, ["AA", "KK", "QQ", "JJ"]);
    /// assert_eq!(HandClass::by_strength().last().unwrap().to_string(), "32o");
    /// ```
    pub fn by_strength() -> impl Iterator<Item = HandClass> {
        order(0)
    }

    /// The classes from the strongest to the weakest by their exact equity
    /// against `opponents` random hands (equal equities in grid order),
    /// if the tables hold it (1 to [`MAX_RANDOM_OPPONENTS`](Self::MAX_RANDOM_OPPONENTS)).
    /// Against more hands suited and connected cards gain on offsuit
    /// ones and on small pairs.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// let names = |opponents| -> Option<Vec<String>> {
    ///     Some(HandClass::by_strength_against(opponents)?.take(10).map(|c| c.to_string()).collect())
    /// };
    /// assert_eq!(names(1).unwrap()[7..], ["AKs", "77", "AQs"]);
    /// assert_eq!(names(3).unwrap()[7..], ["AQs", "AKo", "AJs"]);
    /// assert_eq!(names(4), None);
    /// ```
    pub fn by_strength_against(opponents: usize) -> Option<impl Iterator<Item = HandClass>> {
        let tabled = (1..=HandClass::MAX_RANDOM_OPPONENTS).contains(&opponents);
        tabled.then(|| order(opponents - 1))
    }

    /// The class's place in [`by_strength`](Self::by_strength), 1 for
    /// the strongest.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// assert_eq!("AA".parse::<HandClass>()?.strength_rank(), 1);
    /// assert_eq!("32o".parse::<HandClass>()?.strength_rank(), 169);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn strength_rank(self) -> usize {
        self.strength_rank_against(1)
            .expect("one opponent is tabled")
    }

    /// The class's place in [`by_strength_against(opponents)`](Self::by_strength_against),
    /// 1 for the strongest, if the tables hold it.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// let sevens: HandClass = "77".parse()?;
    /// assert_eq!(sevens.strength_rank_against(1), Some(9));
    /// assert!(sevens.strength_rank_against(3).unwrap() > 20);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn strength_rank_against(self, opponents: usize) -> Option<usize> {
        let place = HandClass::by_strength_against(opponents)?.position(|c| c == self);
        Some(1 + place.expect("every class is ordered"))
    }

    /// The class's percentile: the share of the 1,326 combos, in percent,
    /// held by this class and the stronger ones (AA is the top 0.45%).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// let aces: HandClass = "AA".parse()?;
    /// assert!((aces.percentile() - 100.0 * 6.0 / 1326.0).abs() < 1e-12);
    /// assert_eq!("32o".parse::<HandClass>()?.percentile(), 100.0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn percentile(self) -> f64 {
        self.percentile_against(1).expect("one opponent is tabled")
    }

    /// The class's percentile in the order against `opponents` random
    /// hands ([`by_strength_against`](Self::by_strength_against)), if the
    /// tables hold it.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandClass;
    /// let suited: HandClass = "JTs".parse()?;
    /// assert!(suited.percentile_against(3).unwrap() < suited.percentile());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn percentile_against(self, opponents: usize) -> Option<f64> {
        let rank = self.strength_rank_against(opponents)?;
        let combos: usize = HandClass::by_strength_against(opponents)?
            .take(rank)
            .map(HandClass::combos)
            .sum();
        Some(100.0 * combos as f64 / COMBOS as f64)
    }
}

/// The classes by strength against `opponents + 1` random hands.
fn order(table: usize) -> impl Iterator<Item = HandClass> {
    table::BY_STRENGTH[table]
        .iter()
        .map(|&cell| HandClass::from_index(usize::from(cell)).expect("a grid cell"))
}

/// The first classes of `order` whose combos together first reach
/// `percent` percent of the 1,326 (none for 0).
pub(crate) fn top(
    percent: f64,
    order: impl Iterator<Item = HandClass>,
) -> impl Iterator<Item = HandClass> {
    let mut held = 0;
    order.take_while(move |class| {
        let before = held;
        held += class.combos();
        (before as f64) < percent / 100.0 * COMBOS as f64
    })
}
