//! Generates the lookup tables of `hand-eval` from the rules of poker.
//!
//! Run `cargo run -p hand-eval-generator` from the workspace root to rewrite
//! `crates/hand-eval/src/tables/*.rs`; the test `tables_are_up_to_date`
//! regenerates them in memory and compares byte for byte.
//!
//! Nothing here is copied: the generator ranks every five-card class from
//! the rules (its own ranking module), derives Cactus Kev's tables from that ranking,
//! searches the perfect hash's mixing constants and adjustment table, and
//! draws the fast evaluator's rank keys and packs its tables by cyclic row
//! displacement, and does the same for the short deck's own ranking and for
//! the ace-to-five and deuce-to-seven lows.

mod bits;
mod displace;
mod emit;
mod fast;
mod kev;
mod low;
mod ranking;
mod rng;
mod short_deck;

/// One generated file: its name under `crates/hand-eval/src/tables/` and
/// its text.
#[derive(Debug)]
pub struct Table {
    /// File name, e.g. `kev.rs`.
    pub file: &'static str,
    /// The complete source text.
    pub source: String,
}

/// Generates every table file.
pub fn generate() -> Vec<Table> {
    let classes = ranking::Classes::new(ranking::HOLDEM);
    let (fast, keys) = fast::source(&classes);
    vec![
        Table {
            file: "kev.rs",
            source: kev::source(&classes),
        },
        Table {
            file: "fast.rs",
            source: fast,
        },
        Table {
            file: "low.rs",
            source: low::source(&classes, &keys),
        },
        Table {
            file: "short_deck.rs",
            source: short_deck::source(&classes),
        },
    ]
}

/// The directory the tables belong in.
pub fn tables_dir() -> std::path::PathBuf {
    let generator = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    generator
        .parent()
        .expect("the generator lives inside crates/hand-eval")
        .join("src/tables")
}
