//! The one reader of card notation, its error, and every `FromStr` of this
//! crate, each a call of the reader.

use core::str::FromStr;

use crate::{Card, CardSet, Rank, Suit};

/// Why a rank, suit, card or card set could not be parsed.
///
/// Every position is a byte offset into the parsed string.
///
/// # Examples
///
/// ```
/// use card_core::{Card, CardSet, ParseError};
///
/// assert_eq!("Xs".parse::<Card>(), Err(ParseError::UnknownRank { found: 'X', at: 0 }));
/// let err = "As Kd As".parse::<CardSet>().unwrap_err();
/// assert_eq!(err.to_string(), "duplicate card As at byte 6");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The input was empty where something was required.
    #[error("empty input")]
    Empty,
    /// The input ended where a rank was expected.
    #[error("missing rank at byte {at}")]
    MissingRank {
        /// The byte offset where the rank should start (the input's length).
        at: usize,
    },
    /// A character that is not a rank (`2`–`9`, `10`, `T`, `J`, `Q`, `K`, `A`).
    #[error("unknown rank {found:?} at byte {at}")]
    UnknownRank {
        /// The offending character.
        found: char,
        /// Its byte offset.
        at: usize,
    },
    /// A character that is not a suit (`c`, `d`, `h`, `s` or `♣`, `♦`, `♥`, `♠`).
    #[error("unknown suit {found:?} at byte {at}")]
    UnknownSuit {
        /// The offending character.
        found: char,
        /// Its byte offset.
        at: usize,
    },
    /// The input ended after a rank, where a suit was expected.
    #[error("missing suit at byte {at}")]
    MissingSuit {
        /// The byte offset where the suit should start (the input's length).
        at: usize,
    },
    /// Input left over after a complete value.
    #[error("unexpected {found:?} at byte {at}")]
    TrailingInput {
        /// The first character left over.
        found: char,
        /// Its byte offset.
        at: usize,
    },
    /// A card given twice in a set.
    #[error("duplicate card {card} at byte {at}")]
    DuplicateCard {
        /// The repeated card.
        card: Card,
        /// The byte offset of its second occurrence.
        at: usize,
    },
}

/// A reader of card notation: ranks, suits and cards, one at a time, from
/// a string, for parsers of notations built on cards (hands, boards,
/// ranges). Every `FromStr` of this crate and [`parse_cards`] read through
/// it, so all card notation is read one way: ranks `2`–`9`, `T` or `10`,
/// `J`, `Q`, `K`, `A` (either case), suits `c`, `d`, `h`, `s` (either case)
/// or `♣`, `♦`, `♥`, `♠`.
///
/// Positions are byte offsets into the whole string given to
/// [`new`](CardReader::new), also when reading starts further in
/// ([`starting_at`](CardReader::starting_at)), so errors point into the
/// text the user wrote.
///
/// # Examples
///
/// ```
/// use card_core::{CardReader, ParseError, Rank};
///
/// // A pocket pair written `10 10s`: two ranks and a suffix.
/// let mut reader = CardReader::new("1010s");
/// assert_eq!(reader.rank()?, Rank::Ten);
/// assert_eq!(reader.rank()?, Rank::Ten);
/// assert_eq!(reader.position(), 4);
/// assert_eq!(reader.next_char(), Some('s'));
/// reader.end()?;
///
/// let mut reader = CardReader::starting_at("AA,KQx", 3);
/// reader.rank()?;
/// reader.rank()?;
/// assert_eq!(reader.end(), Err(ParseError::TrailingInput { found: 'x', at: 5 }));
/// # Ok::<(), ParseError>(())
/// ```
#[derive(Debug, Clone)]
pub struct CardReader<'a> {
    s: &'a str,
    at: usize,
}

impl<'a> CardReader<'a> {
    /// A reader at the start of `s`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardReader;
    /// assert_eq!(CardReader::new("As").position(), 0);
    /// ```
    pub const fn new(s: &'a str) -> Self {
        CardReader { s, at: 0 }
    }

    /// A reader of `s` from byte `at` on (clamped to the string's length,
    /// and back to a character boundary); positions still count from the
    /// start of `s`.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardReader, Card};
    /// let mut reader = CardReader::starting_at("AsKd, Qh", 6);
    /// assert_eq!(reader.card()?, "Qh".parse::<Card>()?);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    pub fn starting_at(s: &'a str, at: usize) -> Self {
        let mut at = at.min(s.len());
        while !s.is_char_boundary(at) {
            at -= 1;
        }
        CardReader { s, at }
    }

    /// The byte offset of the next character.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardReader;
    /// let mut reader = CardReader::new("10h");
    /// reader.rank()?;
    /// assert_eq!(reader.position(), 2);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    pub const fn position(&self) -> usize {
        self.at
    }

    /// The next character, without reading it.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardReader;
    /// assert_eq!(CardReader::new("Ks").peek(), Some('K'));
    /// assert_eq!(CardReader::new("").peek(), None);
    /// ```
    pub fn peek(&self) -> Option<char> {
        self.s[self.at..].chars().next()
    }

    /// Reads the next character, whatever it is.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardReader;
    /// let mut reader = CardReader::new("+x");
    /// assert_eq!(reader.next_char(), Some('+'));
    /// assert_eq!(reader.position(), 1);
    /// ```
    pub fn next_char(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        Some(c)
    }

    /// Whether everything has been read.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardReader;
    /// let mut reader = CardReader::new("A");
    /// reader.rank()?;
    /// assert!(reader.is_at_end());
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    pub fn is_at_end(&self) -> bool {
        self.at == self.s.len()
    }

    /// Skips white space and commas, the separators between cards; returns
    /// whether anything is left.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardReader;
    /// let mut reader = CardReader::new(" , Ks");
    /// assert!(reader.skip_separators());
    /// assert_eq!(reader.position(), 3);
    /// ```
    pub fn skip_separators(&mut self) -> bool {
        while let Some(c) = self.peek() {
            if !(c.is_whitespace() || c == ',') {
                return true;
            }
            self.at += c.len_utf8();
        }
        false
    }

    /// Reads a rank: one character, or `10`.
    ///
    /// # Errors
    ///
    /// [`ParseError::MissingRank`] at the end of the text,
    /// [`ParseError::UnknownRank`] on any other character.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardReader, ParseError, Rank};
    /// assert_eq!(CardReader::new("q").rank(), Ok(Rank::Queen));
    /// assert_eq!(CardReader::new("").rank(), Err(ParseError::MissingRank { at: 0 }));
    /// ```
    pub fn rank(&mut self) -> Result<Rank, ParseError> {
        let at = self.at;
        let c = self.peek().ok_or(ParseError::MissingRank { at })?;
        if let Some(rank) = Rank::from_char(c) {
            self.at += c.len_utf8();
            return Ok(rank);
        }
        if self.s[at..].starts_with("10") {
            self.at += 2;
            return Ok(Rank::Ten);
        }
        Err(ParseError::UnknownRank { found: c, at })
    }

    /// Reads a suit: one letter or symbol.
    ///
    /// # Errors
    ///
    /// [`ParseError::MissingSuit`] at the end of the text,
    /// [`ParseError::UnknownSuit`] on any other character.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardReader, Suit};
    /// assert_eq!(CardReader::new("♥").suit(), Ok(Suit::Hearts));
    /// ```
    pub fn suit(&mut self) -> Result<Suit, ParseError> {
        let at = self.at;
        let c = self.peek().ok_or(ParseError::MissingSuit { at })?;
        let suit = Suit::from_char(c).ok_or(ParseError::UnknownSuit { found: c, at })?;
        self.at += c.len_utf8();
        Ok(suit)
    }

    /// Reads a card: a rank followed by a suit.
    ///
    /// # Errors
    ///
    /// Those of [`rank`](CardReader::rank) and [`suit`](CardReader::suit).
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{Card, CardReader};
    /// assert_eq!(CardReader::new("10d").card()?, "Td".parse::<Card>()?);
    /// # Ok::<(), card_core::ParseError>(())
    /// ```
    pub fn card(&mut self) -> Result<Card, ParseError> {
        let rank = self.rank()?;
        Ok(Card::new(rank, self.suit()?))
    }

    /// Reads cards up to the end of the text, back to back or separated by
    /// white space or commas, as a set: how [`CardSet`] parses.
    ///
    /// # Errors
    ///
    /// Those of [`card`](CardReader::card), and
    /// [`ParseError::DuplicateCard`] for a card given twice.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardReader, CardSet, ParseError};
    ///
    /// let mut reader = CardReader::starting_at("AsKd, QhQh", 6);
    /// assert_eq!(reader.card_set(), Err(ParseError::DuplicateCard { card: "Qh".parse()?, at: 8 }));
    /// assert_eq!(CardReader::new("As Kd").card_set()?, "AsKd".parse::<CardSet>()?);
    /// # Ok::<(), ParseError>(())
    /// ```
    pub fn card_set(&mut self) -> Result<CardSet, ParseError> {
        let mut set = CardSet::EMPTY;
        while self.skip_separators() {
            let at = self.at;
            let card = self.card()?;
            if !set.insert(card) {
                return Err(ParseError::DuplicateCard { card, at });
            }
        }
        Ok(set)
    }

    /// Checks that everything has been read.
    ///
    /// # Errors
    ///
    /// [`ParseError::TrailingInput`] naming the first character left.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::{CardReader, ParseError};
    /// let mut reader = CardReader::new("Ks!");
    /// reader.card()?;
    /// assert_eq!(reader.end(), Err(ParseError::TrailingInput { found: '!', at: 2 }));
    /// # Ok::<(), ParseError>(())
    /// ```
    pub fn end(&self) -> Result<(), ParseError> {
        match self.peek() {
            Some(found) => Err(ParseError::TrailingInput { found, at: self.at }),
            None => Ok(()),
        }
    }
}

/// Parses all of `s` with `item`: empty input and anything left over are errors.
fn whole<'a, T>(
    s: &'a str,
    item: impl FnOnce(&mut CardReader<'a>) -> Result<T, ParseError>,
) -> Result<T, ParseError> {
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut reader = CardReader::new(s);
    let value = item(&mut reader)?;
    reader.end()?;
    Ok(value)
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
        reader: Some(CardReader::new(s)),
    }
}

/// The iterator of [`parse_cards`].
#[derive(Debug, Clone)]
pub struct ParseCards<'a> {
    /// `None` once an error has been yielded.
    reader: Option<CardReader<'a>>,
}

impl Iterator for ParseCards<'_> {
    type Item = Result<Card, ParseError>;

    fn next(&mut self) -> Option<Result<Card, ParseError>> {
        let reader = self.reader.as_mut()?;
        if !reader.skip_separators() {
            self.reader = None;
            return None;
        }
        let card = reader.card();
        if card.is_err() {
            self.reader = None;
        }
        Some(card)
    }
}

impl core::iter::FusedIterator for ParseCards<'_> {}

impl FromStr for Rank {
    type Err = ParseError;

    /// Parses `2`–`9`, `10`, `T`, `J`, `Q`, `K` or `A` (letters in either case).
    fn from_str(s: &str) -> Result<Rank, ParseError> {
        whole(s, CardReader::rank)
    }
}

impl FromStr for Suit {
    type Err = ParseError;

    /// Parses one suit character, as [`Suit::from_char`].
    fn from_str(s: &str) -> Result<Suit, ParseError> {
        whole(s, CardReader::suit)
    }
}

impl FromStr for Card {
    type Err = ParseError;

    /// Parses a rank followed by a suit, such as `As`, `td`, `10h` or `A♠`.
    fn from_str(s: &str) -> Result<Card, ParseError> {
        whole(s, CardReader::card)
    }
}

impl FromStr for CardSet {
    type Err = ParseError;

    /// Parses cards back to back or separated by white space or commas.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] for an unknown rank or suit, a missing suit, or a
    /// card given twice ([`ParseError::DuplicateCard`]).
    fn from_str(s: &str) -> Result<CardSet, ParseError> {
        CardReader::new(s).card_set()
    }
}
