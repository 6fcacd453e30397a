//! Sets of tiles as bit masks.

use core::fmt;
use core::str::FromStr;

/// The largest number of tiles a [`Setup`](crate::Setup) may have.
///
/// # Examples
///
/// ```
/// use flip_dp::{MAX_TILES, Setup};
/// assert!(Setup::new(MAX_TILES, 2, 6).is_ok());
/// assert!(Setup::new(MAX_TILES + 1, 2, 6).is_err());
/// ```
pub const MAX_TILES: u32 = 20;

/// A set of tile numbers in `1..=32`, stored as a bit mask (bit `i - 1` for
/// tile `i`).
///
/// A set describes the face-up tiles of a position as well as the tiles
/// flipped by a move.
///
/// `Ord` compares the tile lists sorted in descending order,
/// lexicographically: `{8} > {7, 1}` because 8 > 7, and `{8, 1} > {8}`
/// because a longer list with the same start is larger. This is exactly the
/// integer order of the masks, and it is the order that defines the Lex-Max
/// and Lex-Min policies.
///
/// `Display` lists the tiles in ascending order separated by spaces
/// (`1 2 4`); the alternate form `{:#}` lists them in descending order joined
/// by dashes (`4-2-1`), the way moves are usually written. The empty set is
/// `none` in both forms.
///
/// `FromStr` reads both forms back, and the board notation with `_` for a
/// tile that is down (`1 2 _ 4`): tile numbers `1` to `32` (ASCII digits
/// only, no sign) and `_` placeholders separated by white space or commas,
/// or tile numbers joined by single dashes (`8-2-1`). `none`, and text
/// with no tile number at all, is the empty set. Anything else is a
/// [`ParseTilesError`] saying what and where.
///
/// # Examples
///
/// ```
/// use flip_dp::{ParseTilesError, Tiles};
///
/// let up: Tiles = "1 2 _ 4 5 6 _ 8".parse()?;
/// assert_eq!(up.len(), 6);
/// assert_eq!(up.sum(), 26);
/// let lex_max: Tiles = "8 2 1".parse()?;
/// let other: Tiles = "6 5".parse()?;
/// assert!(lex_max > other);
/// assert_eq!(format!("{lex_max:#}"), "8-2-1");
/// assert_eq!("8-2-1".parse::<Tiles>()?, lex_max);
/// assert_eq!(Tiles::EMPTY.to_string().parse::<Tiles>()?, Tiles::EMPTY);
/// assert!("+5".parse::<Tiles>().is_err());
/// # Ok::<(), ParseTilesError>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "String", try_from = "String")
)]
pub struct Tiles(u32);

impl Tiles {
    /// No tiles.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// assert_eq!(Tiles::EMPTY.len(), 0);
    /// assert_eq!(Tiles::EMPTY.to_string(), "none");
    /// ```
    pub const EMPTY: Tiles = Tiles(0);

    /// The set whose mask is `bits` (bit `i - 1` stands for tile `i`).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// assert_eq!(Tiles::from_bits(0b101).to_vec(), [1, 3]);
    /// ```
    #[must_use]
    pub const fn from_bits(bits: u32) -> Self {
        Tiles(bits)
    }

    /// The mask of the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// assert_eq!(Tiles::from_bits(0b101).bits(), 5);
    /// ```
    #[must_use]
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// Tiles `1..=n`, or `None` when `n` is above 32.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// assert_eq!(Tiles::first(12).map(Tiles::sum), Some(78));
    /// assert_eq!(Tiles::first(0), Some(Tiles::EMPTY));
    /// assert_eq!(Tiles::first(32).map(Tiles::bits), Some(u32::MAX));
    /// assert_eq!(Tiles::first(33), None);
    /// ```
    #[must_use]
    pub const fn first(n: u32) -> Option<Self> {
        match n {
            0 => Some(Tiles::EMPTY),
            1..=32 => Some(Tiles(u32::MAX >> (32 - n))),
            _ => None,
        }
    }

    /// The set of the given tile numbers, or `None` when a number is
    /// outside `1..=32` or given twice.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// assert_eq!(Tiles::from_tiles(&[6, 5]).map(Tiles::sum), Some(11));
    /// assert_eq!(Tiles::from_tiles(&[6, 6]), None);
    /// assert_eq!(Tiles::from_tiles(&[0]), None);
    /// ```
    #[must_use]
    pub fn from_tiles(tiles: &[u32]) -> Option<Self> {
        let mut set = Tiles::EMPTY;
        for &tile in tiles {
            if !(1..=32).contains(&tile) || set.contains(tile) {
                return None;
            }
            set.0 |= 1 << (tile - 1);
        }
        Some(set)
    }

    /// Whether `tile` is in the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// assert!(Tiles::from_bits(0b10).contains(2));
    /// assert!(!Tiles::from_bits(0b10).contains(40));
    /// ```
    #[must_use]
    pub const fn contains(self, tile: u32) -> bool {
        tile >= 1 && tile <= 32 && self.0 >> (tile - 1) & 1 == 1
    }

    /// The number of tiles in the set.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// assert_eq!(Tiles::from_bits(0b1011).len(), 3);
    /// ```
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// assert!(Tiles::EMPTY.is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The sum of the tile numbers.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// assert_eq!(Tiles::from_bits(0b1011).sum(), 1 + 2 + 4);
    /// ```
    #[must_use]
    pub fn sum(self) -> u32 {
        self.iter().sum()
    }

    /// Whether every tile of `self` is in `other`.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// assert!(Tiles::from_bits(0b01).is_subset(Tiles::from_bits(0b11)));
    /// ```
    #[must_use]
    pub const fn is_subset(self, other: Tiles) -> bool {
        self.0 & other.0 == self.0
    }

    /// The tiles of `self` that are not in `other`.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// assert_eq!(Tiles::from_bits(0b111).without(Tiles::from_bits(0b010)).bits(), 0b101);
    /// ```
    #[must_use]
    pub const fn without(self, other: Tiles) -> Tiles {
        Tiles(self.0 & !other.0)
    }

    /// The tile numbers in ascending order (reverse the iterator for
    /// descending order).
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// let t = Tiles::from_bits(0b1010);
    /// assert_eq!(t.iter().collect::<Vec<_>>(), [2, 4]);
    /// assert_eq!(t.iter().rev().collect::<Vec<_>>(), [4, 2]);
    /// ```
    #[must_use]
    pub fn iter(self) -> Iter {
        Iter(self.0)
    }

    /// The tile numbers in ascending order, collected.
    ///
    /// # Examples
    ///
    /// ```
    /// use flip_dp::Tiles;
    /// assert_eq!(Tiles::from_bits(0b1010).to_vec(), [2, 4]);
    /// ```
    #[must_use]
    pub fn to_vec(self) -> Vec<u32> {
        self.iter().collect()
    }
}

/// The tile numbers of a [`Tiles`] set, ascending from the front and
/// descending from the back.
///
/// # Examples
///
/// ```
/// use flip_dp::Tiles;
/// let up: Tiles = "8 2 1".parse()?;
/// assert_eq!(up.iter().collect::<Vec<_>>(), [1, 2, 8]);
/// assert_eq!(up.iter().rev().collect::<Vec<_>>(), [8, 2, 1]);
/// # Ok::<(), flip_dp::ParseTilesError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Iter(u32);

impl Iterator for Iter {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        let low = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(low + 1)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for Iter {
    fn next_back(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        let high = 31 - self.0.leading_zeros();
        self.0 &= !(1 << high);
        Some(high + 1)
    }
}

impl ExactSizeIterator for Iter {}

impl IntoIterator for Tiles {
    type Item = u32;
    type IntoIter = Iter;

    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl fmt::Display for Tiles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        let (separator, tiles): (&str, Vec<u32>) = if f.alternate() {
            ("-", self.iter().rev().collect())
        } else {
            (" ", self.to_vec())
        };
        for (i, tile) in tiles.iter().enumerate() {
            if i > 0 {
                f.write_str(separator)?;
            }
            write!(f, "{tile}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Tiles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tiles({self})")
    }
}

/// Why text is not a set of tiles (see [`Tiles`]'s `FromStr`).
///
/// Every position is a byte offset into the parsed string.
///
/// # Examples
///
/// ```
/// use flip_dp::{ParseTilesError, Tiles};
///
/// assert_eq!("1 2 -3".parse::<Tiles>(), Err(ParseTilesError::Unexpected { found: '-', at: 4 }));
/// let err = "6 5 6".parse::<Tiles>().unwrap_err();
/// assert_eq!(err.to_string(), "tile 6 listed again at byte 4");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseTilesError {
    /// A character that does not belong where it stands: anything but
    /// digits, `_`, white space and commas, or a dash that does not join two
    /// tile numbers.
    #[error("unexpected {found:?} at byte {at}")]
    Unexpected {
        /// The offending character.
        found: char,
        /// Its byte offset.
        at: usize,
    },
    /// A number that is not a tile number (1 to 32).
    #[error("the number at byte {at} is not a tile number (1 to 32)")]
    NoSuchTile {
        /// The byte offset of the number.
        at: usize,
    },
    /// A tile given twice.
    #[error("tile {tile} listed again at byte {at}")]
    DuplicateTile {
        /// The repeated tile.
        tile: u32,
        /// The byte offset of its second occurrence.
        at: usize,
    },
}

impl FromStr for Tiles {
    type Err = ParseTilesError;

    fn from_str(text: &str) -> Result<Self, ParseTilesError> {
        /// What the parser has just read.
        #[derive(Clone, Copy, PartialEq)]
        enum Last {
            /// The start, white space or a comma: a token may follow.
            Separator,
            /// A tile number: a separator or a dash may follow.
            Number,
            /// A `_`: a separator may follow.
            Blank,
            /// A dash, at this byte: a tile number must follow.
            Dash(usize),
        }

        if text.trim() == "none" {
            return Ok(Tiles::EMPTY);
        }
        let mut set = Tiles::EMPTY;
        let mut last = Last::Separator;
        let mut chars = text.char_indices().peekable();
        while let Some((at, c)) = chars.next() {
            last = match (last, c) {
                (Last::Separator | Last::Number | Last::Blank, c)
                    if c.is_whitespace() || c == ',' =>
                {
                    Last::Separator
                }
                (Last::Separator, '_') => Last::Blank,
                (Last::Number, '-') => Last::Dash(at),
                (Last::Separator | Last::Dash(_), '0'..='9') => {
                    let mut end = at + 1;
                    while let Some(&(i, '0'..='9')) = chars.peek() {
                        end = i + 1;
                        chars.next();
                    }
                    let tile = text[at..end]
                        .parse::<u32>()
                        .ok()
                        .filter(|tile| (1..=32).contains(tile))
                        .ok_or(ParseTilesError::NoSuchTile { at })?;
                    if set.contains(tile) {
                        return Err(ParseTilesError::DuplicateTile { tile, at });
                    }
                    set.0 |= 1 << (tile - 1);
                    Last::Number
                }
                _ => return Err(ParseTilesError::Unexpected { found: c, at }),
            };
        }
        match last {
            Last::Dash(at) => Err(ParseTilesError::Unexpected { found: '-', at }),
            _ => Ok(set),
        }
    }
}

/// The text of the tiles, as `Display` writes it (the form `serde` uses).
///
/// # Examples
///
/// ```
/// use flip_dp::Tiles;
/// assert_eq!(String::from(Tiles::from_bits(0b1011)), "1 2 4");
/// ```
impl From<Tiles> for String {
    fn from(tiles: Tiles) -> String {
        tiles.to_string()
    }
}

/// Reads tiles as `FromStr` does (the form `serde` uses).
///
/// # Examples
///
/// ```
/// use flip_dp::Tiles;
/// assert_eq!(Tiles::try_from("8-2-1".to_owned()), "1 2 8".parse());
/// ```
impl TryFrom<String> for Tiles {
    type Error = ParseTilesError;

    fn try_from(text: String) -> Result<Self, ParseTilesError> {
        text.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The descending-list order, written out directly.
    fn lex_descending(a: Tiles, b: Tiles) -> core::cmp::Ordering {
        let a: Vec<u32> = a.iter().rev().collect();
        let b: Vec<u32> = b.iter().rev().collect();
        a.cmp(&b)
    }

    #[test]
    fn mask_order_is_descending_lex_order() {
        for a in 0..512 {
            for b in 0..512 {
                let (a, b) = (Tiles(a), Tiles(b));
                assert_eq!(a.cmp(&b), lex_descending(a, b), "{a} vs {b}");
            }
        }
    }

    #[test]
    fn parse_and_display_round_trip() {
        let t: Tiles = "1 _ 3 _ _ 6 _ 8 _ 10 _ _".parse().unwrap();
        assert_eq!(t.to_vec(), [1, 3, 6, 8, 10]);
        assert_eq!(t.to_string(), "1 3 6 8 10");
        assert_eq!(format!("{t:#}"), "10-8-6-3-1");
        assert_eq!(format!("{t:#}").parse::<Tiles>().unwrap(), t);
        assert_eq!("6,5".parse::<Tiles>().unwrap().to_vec(), [5, 6]);
        assert_eq!(" 6 , 5 ,".parse::<Tiles>().unwrap().to_vec(), [5, 6]);
        assert_eq!(Tiles::EMPTY.to_string(), "none");
        assert_eq!(format!("{:#}", Tiles::EMPTY), "none");
        assert_eq!("none".parse::<Tiles>().unwrap(), Tiles::EMPTY);
        assert_eq!("".parse::<Tiles>().unwrap(), Tiles::EMPTY);
        assert_eq!("_ _ _".parse::<Tiles>().unwrap(), Tiles::EMPTY);
    }

    #[test]
    fn every_small_set_round_trips() {
        for bits in 0..1 << 12 {
            let t = Tiles(bits);
            assert_eq!(t.to_string().parse::<Tiles>(), Ok(t));
            assert_eq!(format!("{t:#}").parse::<Tiles>(), Ok(t));
        }
    }

    #[test]
    fn bad_text_is_an_error() {
        use ParseTilesError::{DuplicateTile, NoSuchTile, Unexpected};
        let cases = [
            ("1 x", Unexpected { found: 'x', at: 2 }),
            ("-5", Unexpected { found: '-', at: 0 }),
            ("+5", Unexpected { found: '+', at: 0 }),
            ("1 2 -3", Unexpected { found: '-', at: 4 }),
            ("8-", Unexpected { found: '-', at: 1 }),
            ("8--2", Unexpected { found: '-', at: 2 }),
            ("8 - 2", Unexpected { found: '-', at: 2 }),
            ("8- 2", Unexpected { found: ' ', at: 2 }),
            ("_-2", Unexpected { found: '-', at: 1 }),
            ("1_", Unexpected { found: '_', at: 1 }),
            ("__", Unexpected { found: '_', at: 1 }),
            ("none 1", Unexpected { found: 'n', at: 0 }),
            ("1 none", Unexpected { found: 'n', at: 2 }),
            ("3 ٣", Unexpected { found: '٣', at: 2 }),
            ("3 3", DuplicateTile { tile: 3, at: 2 }),
            ("8-2-8", DuplicateTile { tile: 8, at: 4 }),
            ("33", NoSuchTile { at: 0 }),
            ("1 0", NoSuchTile { at: 2 }),
            ("1 99999999999999999999", NoSuchTile { at: 2 }),
        ];
        for (text, err) in cases {
            assert_eq!(text.parse::<Tiles>(), Err(err), "{text:?}");
        }
    }
    #[test]
    fn iteration_both_ways() {
        let t = Tiles(0x8000_0001);
        assert_eq!(t.to_vec(), [1, 32]);
        assert_eq!(t.iter().rev().collect::<Vec<_>>(), [32, 1]);
        assert_eq!(t.iter().len(), 2);
        assert_eq!(t.sum(), 33);
    }

    /// The accepted language, written as splitting rules rather than a state
    /// machine: `none`, or items separated by runs of white space and
    /// commas, each item a `_` or tile numbers joined by single dashes.
    fn reference_parse(text: &str) -> Option<Tiles> {
        if text.trim() == "none" {
            return Some(Tiles::EMPTY);
        }
        let mut tiles = Vec::new();
        for item in text.split(|c: char| c.is_whitespace() || c == ',') {
            if item.is_empty() || item == "_" {
                continue;
            }
            for number in item.split('-') {
                if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                tiles.push(number.parse::<u32>().ok()?);
            }
        }
        Tiles::from_tiles(&tiles)
    }

    proptest::proptest! {
        #[test]
        fn display_parses_back(bits: u32) {
            let t = Tiles(bits);
            proptest::prop_assert_eq!(t.to_string().parse::<Tiles>(), Ok(t));
            proptest::prop_assert_eq!(format!("{t:#}").parse::<Tiles>(), Ok(t));
        }

        #[test]
        fn parsing_matches_the_reference(text in "(none|[0-9]{1,3}|[ ,_+x-]){0,8}") {
            proptest::prop_assert_eq!(text.parse::<Tiles>().ok(), reference_parse(&text));
        }
    }
}
