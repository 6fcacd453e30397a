//! `serde` support for the types users write as text: ranges (`"QQ+,AKs"`)
//! and combos (`"AhKh"`) are serialised through their `Display` and read
//! back through their `FromStr`, as card-core writes cards.

use crate::{Combo, Range};

card_core::serde_as_text!(Combo, Range);
