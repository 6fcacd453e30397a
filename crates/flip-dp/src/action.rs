//! What a player does after a roll, and how it is written.

use core::fmt;

use crate::{ParseTilesError, Tiles};

/// What a player does after a roll.
///
/// `Display` writes `flip 6-5` (the tiles in descending order, as moves are
/// written) or `take a failure`.
///
/// # Examples
///
/// ```
/// use flip_dp::Action;
///
/// assert_eq!(Action::Flip("5 6".parse()?).to_string(), "flip 6-5");
/// assert_eq!(Action::Fail.to_string(), "take a failure");
/// # Ok::<(), flip_dp::ParseTilesError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "String", try_from = "String")
)]
pub enum Action {
    /// Turn these tiles face down.
    Flip(Tiles),
    /// Take a failure: forced when no move exists; by choice only under
    /// [`Rules::strategic`](crate::Rules::strategic).
    Fail,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Flip(tiles) => write!(f, "flip {tiles:#}"),
            Action::Fail => f.write_str("take a failure"),
        }
    }
}

/// Reads `fail` (or `take a failure`) as [`Action::Fail`] and anything else
/// as the tiles to flip, in any notation [`Tiles`] reads (`8 1`, `8-1`,
/// `flip 8-1`).
///
/// # Examples
///
/// ```
/// use flip_dp::{Action, ParseTilesError};
///
/// assert_eq!("8 1".parse(), Ok(Action::Flip("8-1".parse()?)));
/// assert_eq!("flip 6-5".parse(), Ok(Action::Flip("5 6".parse()?)));
/// assert_eq!(" fail ".parse(), Ok(Action::Fail));
/// assert_eq!("take a failure".parse(), Ok(Action::Fail));
/// assert_eq!("8 x".parse::<Action>(), Err(ParseTilesError::Unexpected { found: 'x', at: 2 }));
/// # Ok::<(), ParseTilesError>(())
/// ```
impl core::str::FromStr for Action {
    type Err = ParseTilesError;

    fn from_str(text: &str) -> Result<Self, ParseTilesError> {
        let trimmed = text.trim();
        if trimmed == "fail" || trimmed == "take a failure" {
            return Ok(Action::Fail);
        }
        match text
            .find("flip ")
            .filter(|&at| text[..at].trim().is_empty())
        {
            // Keep byte offsets into `text`: blank out the word instead of
            // cutting it.
            Some(at) => format!("{}     {}", &text[..at], &text[at + 5..])
                .parse()
                .map(Action::Flip),
            None => text.parse().map(Action::Flip),
        }
    }
}

/// The text of the action, as `Display` writes it (the form `serde` uses).
///
/// # Examples
///
/// ```
/// use flip_dp::Action;
/// assert_eq!(String::from(Action::Fail), "take a failure");
/// ```
impl From<Action> for String {
    fn from(action: Action) -> String {
        action.to_string()
    }
}

/// Reads an action as `FromStr` does (the form `serde` uses).
///
/// # Examples
///
/// ```
/// use flip_dp::Action;
/// assert_eq!(Action::try_from("fail".to_owned()), Ok(Action::Fail));
/// ```
impl TryFrom<String> for Action {
    type Error = ParseTilesError;

    fn try_from(text: String) -> Result<Self, ParseTilesError> {
        text.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiles(text: &str) -> Tiles {
        text.parse().unwrap()
    }

    #[test]
    fn actions_read_back_what_they_write() {
        for action in [
            Action::Fail,
            Action::Flip(tiles("6 5")),
            Action::Flip(tiles("12 3 1")),
        ] {
            assert_eq!(action.to_string().parse(), Ok(action));
        }
        assert_eq!(
            "flip 8 x".parse::<Action>(),
            Err(ParseTilesError::Unexpected { found: 'x', at: 7 })
        );
        assert_eq!(
            "flipper".parse::<Action>(),
            Err(ParseTilesError::Unexpected { found: 'f', at: 0 })
        );
        assert_eq!("".parse(), Ok(Action::Flip(Tiles::EMPTY)));
    }
}
