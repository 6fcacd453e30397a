//! `serde` support for the text types: tiles and actions are written as
//! the text users type (`"1 2 4"`, `"flip 6-5"`), through `Display` and
//! `FromStr`.

use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::ser::Serializer;

use crate::{Action, Tiles};

/// Reads a value of `T` from a string through its `FromStr`.
struct TextVisitor<T>(PhantomData<T>);

impl<T: FromStr<Err: fmt::Display>> Visitor<'_> for TextVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("tiles (\"1 2 4\") or an action (\"flip 6-5\", \"take a failure\")")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<T, E> {
        s.parse().map_err(E::custom)
    }
}

macro_rules! serde_as_text {
    ($($ty:ty),*) => {$(
        impl serde::Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                deserializer.deserialize_str(TextVisitor(PhantomData))
            }
        }
    )*};
}

serde_as_text!(Tiles, Action);
