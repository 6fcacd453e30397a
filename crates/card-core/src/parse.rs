//! The one parser behind every `FromStr` of this crate.

use crate::{Card, ParseError, Rank, Suit};

/// A position in a string being parsed; errors report its byte offset.
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
