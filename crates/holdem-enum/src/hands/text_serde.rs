//! `serde` support for the types users write as text: ranges (`"QQ+,AKs"`),
//! combos (`"AhKh"`) and hand lists (`"AsAhKsKh,AdAcKdKc"`, `"any4"`) are
//! serialised through their `Display` and read back through their
//! `FromStr`, as card-core writes cards.

use crate::{Combo, HandList, Range};

card_core::serde_as_text!(Combo, HandList, Range);
