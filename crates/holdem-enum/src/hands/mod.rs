//! The hands players hold and may hold: hold'em combos, their ranges and
//! starting-hand classes, and lists of hands of any variant.

pub(crate) mod combo;
pub(crate) mod hand_class;
pub(crate) mod hand_list;
pub(crate) mod range;
#[cfg(feature = "serde")]
pub(crate) mod text_serde;
