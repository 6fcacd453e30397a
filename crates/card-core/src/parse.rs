//! The one parser behind every `FromStr` of this crate.

use crate::{Card, ParseError, Rank, Suit};

/// A position in a string being parsed; errors report its byte offset.
#[derive(Debug, Clone)]
pub(crate) struct Cursor<'a> {
    s: &'a str,
    at: usize,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(s: &'a str) -> Self {
        Cursor { s, at: 0 }
    }

    pub(crate) fn at(&self) -> usize {
        self.at
    }

    fn peek(&self) -> Option<char> {
        self.s[self.at..].chars().next()
    }

    fn bump(&mut self, c: char) {
        self.at += c.len_utf8();
    }

    /// Skips white space and commas, the separators between cards; returns
    /// whether anything is left.
    pub(crate) fn skip_separators(&mut self) -> bool {
        while let Some(c) = self.peek() {
            if !(c.is_whitespace() || c == ',') {
                return true;
            }
            self.bump(c);
        }
        false
    }

    /// A rank: one character, or `10`.
    pub(crate) fn rank(&mut self) -> Result<Rank, ParseError> {
        let at = self.at;
        let c = self.peek().ok_or(ParseError::Empty)?;
        if let Some(rank) = Rank::from_char(c) {
            self.bump(c);
            return Ok(rank);
        }
        if self.s[at..].starts_with("10") {
            self.at += 2;
            return Ok(Rank::Ten);
        }
        Err(ParseError::UnknownRank { found: c, at })
    }

    /// A suit: one letter or symbol.
    pub(crate) fn suit(&mut self) -> Result<Suit, ParseError> {
        let at = self.at;
        let c = self.peek().ok_or(ParseError::MissingSuit { at })?;
        let suit = Suit::from_char(c).ok_or(ParseError::UnknownSuit { found: c, at })?;
        self.bump(c);
        Ok(suit)
    }

    /// A card: a rank followed by a suit.
    pub(crate) fn card(&mut self) -> Result<Card, ParseError> {
        let rank = self.rank()?;
        Ok(Card::new(rank, self.suit()?))
    }
}

/// Parses all of `s` with `item`: empty input and anything left over are errors.
pub(crate) fn whole<'a, T>(
    s: &'a str,
    item: impl FnOnce(&mut Cursor<'a>) -> Result<T, ParseError>,
) -> Result<T, ParseError> {
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut cursor = Cursor::new(s);
    let value = item(&mut cursor)?;
    match cursor.peek() {
        Some(found) => Err(ParseError::TrailingInput {
            found,
            at: cursor.at,
        }),
        None => Ok(value),
    }
}

/// The cards written in `s`, in the order written: back to back or
/// separated by white space or commas, as [`CardSet`](crate::CardSet)
/// parses them, but keeping their order and any card given twice.
///
/// The iterator yields each card, or the error at the first text that is
/// not a card, after which it stops. It allocates nothing.
///
/// # Examples
///
/// ```
/// use card_core::{Card, ParseError, parse_cards};
///
/// let cards: Vec<Card> = parse_cards("9c Jd, 10h6s").collect::<Result<_, _>>()?;
/// assert_eq!(cards, ["9c".parse::<Card>()?, "Jd".parse()?, "Th".parse()?, "6s".parse()?]);
///
/// let err = parse_cards("9c Jx").find_map(Result::err);
/// assert_eq!(err, Some(ParseError::UnknownSuit { found: 'x', at: 4 }));
/// # Ok::<(), ParseError>(())
/// ```
pub fn parse_cards(s: &str) -> ParseCards<'_> {
    ParseCards {
        cursor: Some(Cursor::new(s)),
    }
}

/// The iterator of [`parse_cards`].
#[derive(Debug, Clone)]
pub struct ParseCards<'a> {
    /// `None` once an error has been yielded.
    cursor: Option<Cursor<'a>>,
}

impl Iterator for ParseCards<'_> {
    type Item = Result<Card, ParseError>;

    fn next(&mut self) -> Option<Result<Card, ParseError>> {
        let cursor = self.cursor.as_mut()?;
        if !cursor.skip_separators() {
            self.cursor = None;
            return None;
        }
        let card = cursor.card();
        if card.is_err() {
            self.cursor = None;
        }
        Some(card)
    }
}

impl core::iter::FusedIterator for ParseCards<'_> {}
