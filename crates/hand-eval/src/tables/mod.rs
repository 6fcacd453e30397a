//! Lookup tables written by `cargo run -p hand-eval-generator` (see the
//! `generator` package next to this crate); never edit them by hand.

pub(crate) mod fast;
pub(crate) mod kev;
pub(crate) mod low;
pub(crate) mod short_deck;
