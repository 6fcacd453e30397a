//! `serde` through text: a value is written with its `Display` and read
//! back with its `FromStr`.
//!
//! Ranks, suits, cards and card sets are written this way (`"A"`, `"s"`,
//! `"As"`, `"As Kd"`), and so can any type of a crate built on these, with
//! `#[serde(with = "card_core::serde_text")]` on a field, or
//! [`serde_as_text!`](crate::serde_as_text) on the type.
//!
//! # Examples
//!
//! ```
//! use card_core::CardSet;
//!
//! #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
//! struct Seat {
//!     #[serde(with = "card_core::serde_text")]
//!     stack: u32,
//!     hole: CardSet,
//! }
//!
//! let seat = Seat { stack: 100, hole: "As Kd".parse()? };
//! let json = serde_json::to_string(&seat)?;
//! assert_eq!(json, r#"{"stack":"100","hole":"As Kd"}"#);
//! assert_eq!(serde_json::from_str::<Seat>(&json)?, seat);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::ser::Serializer;

use crate::{Card, CardSet, Rank, Suit};

/// Writes `value` as its `Display` text.
///
/// # Errors
///
/// Those of the serializer.
pub fn serialize<T, S>(value: &T, serializer: S) -> Result<S::Ok, S::Error>
where
    T: fmt::Display + ?Sized,
    S: Serializer,
{
    serializer.collect_str(value)
}

/// Reads a value from text through its `FromStr`.
///
/// # Errors
///
/// The deserializer's error for anything but a string, and the parse
/// error's message for a string that does not parse.
pub fn deserialize<'de, T, D>(deserializer: D) -> Result<T, D::Error>
where
    T: FromStr<Err: fmt::Display>,
    D: Deserializer<'de>,
{
    deserializer.deserialize_str(TextVisitor(PhantomData))
}

/// Reads a value of `T` from a string through its `FromStr`.
struct TextVisitor<T>(PhantomData<T>);

impl<T: FromStr<Err: fmt::Display>> Visitor<'_> for TextVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("its text")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<T, E> {
        s.parse().map_err(E::custom)
    }
}

/// The `serde` crate, for [`serde_as_text!`](crate::serde_as_text).
#[doc(hidden)]
pub use serde as __serde;

/// Implements `Serialize` and `Deserialize` for types through their
/// `Display` and `FromStr`, with [`serialize`] and [`deserialize`]: the
/// text form of card notation, for crates whose types are written as text
/// (ranges, plays, logs).
///
/// # Examples
///
/// ```
/// use core::{fmt, str::FromStr};
///
/// /// A hand of exactly two cards.
/// #[derive(Debug, PartialEq)]
/// struct Hole(card_core::CardSet);
///
/// impl fmt::Display for Hole {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         self.0.fmt(f)
///     }
/// }
///
/// impl FromStr for Hole {
///     type Err = String;
///     fn from_str(s: &str) -> Result<Hole, String> {
///         match s.parse::<card_core::CardSet>() {
///             Ok(set) if set.len() == 2 => Ok(Hole(set)),
///             _ => Err(format!("{s:?} is not two cards")),
///         }
///     }
/// }
///
/// card_core::serde_as_text!(Hole);
///
/// let hole: Hole = serde_json::from_str(r#""Ah Kh""#)?;
/// assert_eq!(serde_json::to_string(&hole)?, r#""Ah Kh""#);
/// assert!(serde_json::from_str::<Hole>(r#""Ah""#).is_err());
/// # Ok::<(), serde_json::Error>(())
/// ```
#[macro_export]
macro_rules! serde_as_text {
    ($($ty:ty),* $(,)?) => {$(
        impl $crate::serde_text::__serde::Serialize for $ty {
            fn serialize<S>(&self, serializer: S) -> ::core::result::Result<S::Ok, S::Error>
            where
                S: $crate::serde_text::__serde::Serializer,
            {
                $crate::serde_text::serialize(self, serializer)
            }
        }

        impl<'de> $crate::serde_text::__serde::Deserialize<'de> for $ty {
            fn deserialize<D>(deserializer: D) -> ::core::result::Result<$ty, D::Error>
            where
                D: $crate::serde_text::__serde::Deserializer<'de>,
            {
                $crate::serde_text::deserialize(deserializer)
            }
        }
    )*};
}

crate::serde_as_text!(Rank, Suit, Card, CardSet);
