//! Lists of hands of any size: what an Omaha player may hold.

use core::fmt;
use core::str::FromStr;

use card_core::{CardReader, CardSet, ParseError};

use crate::RangeError;

/// A player's possible hands when they are not a hold'em range: a list of
/// hands (each equally likely; a hand listed twice is one hand, as in a
/// range), or a random hand of some number of cards. A calculation counts
/// every deal of all the cards alike, so where a list mixes sizes, its
/// smaller hands leave more ways to deal the rest and count more often.
/// Omaha players are hand lists of four, five or six cards; a list of
/// two-card hands also serves hold'em and short deck.
///
/// Parsing takes hands separated by commas, each as card-core reads a
/// card set (`AsAhKsKh`, `As Ah Ks Kh`), or `anyN` (also `randomN`) for
/// a random hand of `N` cards. `Display` writes the list back.
///
/// # Examples
///
/// ```
/// use holdem_enum::HandList;
///
/// let list: HandList = "AsAhKsKh, AdAcKdKc".parse()?;
/// assert_eq!(list.hands().len(), 2);
/// assert_eq!(list.to_string(), "AsAhKsKh,AdAcKdKc");
/// let random: HandList = "any4".parse()?;
/// assert_eq!(random, HandList::random(4));
/// assert_eq!(random.random_size(), Some(4));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HandList {
    hands: Vec<CardSet>,
    random: Option<usize>,
}

impl HandList {
    /// A random hand of `cards` cards: every such hand of the cards not
    /// known equally likely (the count is checked when a calculation runs).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandList;
    /// assert_eq!(HandList::random(6).to_string(), "any6");
    /// ```
    pub fn random(cards: usize) -> HandList {
        HandList {
            hands: Vec::new(),
            random: Some(cards),
        }
    }

    /// The listed hands, in order; empty for a random hand.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandList;
    /// let list: HandList = "AsAhKsKh".parse()?;
    /// assert_eq!(list.hands(), ["As Ah Ks Kh".parse()?]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hands(&self) -> &[CardSet] {
        &self.hands
    }

    /// The number of cards of a random hand; `None` for a list.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::HandList;
    /// assert_eq!("AsAhKsKh".parse::<HandList>()?.random_size(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn random_size(&self) -> Option<usize> {
        self.random
    }
}

impl From<CardSet> for HandList {
    /// The list of one hand.
    fn from(hand: CardSet) -> HandList {
        HandList {
            hands: vec![hand],
            random: None,
        }
    }
}

impl FromIterator<CardSet> for HandList {
    /// The list of these hands, in order.
    fn from_iter<I: IntoIterator<Item = CardSet>>(hands: I) -> HandList {
        HandList {
            hands: hands.into_iter().collect(),
            random: None,
        }
    }
}

impl FromStr for HandList {
    type Err = RangeError;

    /// Parses hands separated by commas, or `anyN`; see [`HandList`].
    fn from_str(s: &str) -> Result<HandList, RangeError> {
        let text = s.trim();
        if text.is_empty() {
            return Err(ParseError::Empty.into());
        }
        for word in ["any", "random"] {
            if let Some(count) = text.strip_prefix(word) {
                let at = s.len() - s.trim_start().len();
                return match count.parse() {
                    Ok(cards) if !count.starts_with('+') => Ok(HandList::random(cards)),
                    _ => Err(RangeError::RandomSize { at }),
                };
            }
        }
        let mut hands = Vec::new();
        let mut start = 0;
        for item in s.split(',') {
            if item.trim().is_empty() {
                return Err(RangeError::EmptyItem { at: start });
            }
            hands.push(CardReader::starting_at(&s[..start + item.len()], start).card_set()?);
            start += item.len() + 1;
        }
        Ok(HandList::from_iter(hands))
    }
}

impl fmt::Display for HandList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        card_core::pad(f, |w| {
            if let Some(cards) = self.random {
                return write!(w, "any{cards}");
            }
            for (i, hand) in self.hands.iter().enumerate() {
                if i > 0 {
                    w.write_str(",")?;
                }
                for card in hand.iter().rev() {
                    write!(w, "{card}")?;
                }
            }
            Ok(())
        })
    }
}
