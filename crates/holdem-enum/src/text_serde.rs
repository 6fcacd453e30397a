//! `serde` support for the types users write as text: ranges (`"QQ+,AKs"`),
//! combos (`"AhKh"`) and hand lists (`"AsAhKsKh,AdAcKdKc"`, `"any4"`) are
//! serialised through their `Display` and read back through their
//! `FromStr`.

use serde::de::{Deserialize, Deserializer, Error as _};
use serde::ser::{Serialize, Serializer};

use crate::{Combo, HandList, Range};

macro_rules! serde_as_text {
    ($($ty:ty),*) => {$(
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                String::deserialize(deserializer)?
                    .parse()
                    .map_err(D::Error::custom)
            }
        }
    )*};
}

serde_as_text!(Combo, HandList, Range);
