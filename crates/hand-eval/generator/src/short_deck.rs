//! The tables of the short-deck (6+ hold'em) evaluator: additive keys of
//! the nine ranks six to ace, one row-displaced table of rank-key sums of
//! five to seven cards read cyclically, the flush table by `flush_index`,
//! and the hold'em value of each short-deck class (for descriptions).

use crate::emit::Source;
use crate::fast::{Shape, Table, flush_table, table};
use crate::ranking::{
    CLASSES, Classes, RANKS, SHORT_DECK, SHORT_DECK_CLASSES, SHORT_DECK_STRAIGHT_OVER_TRIPS,
};
use crate::rng::SplitMix;

/// Five to seven cards: 10,230 rank multisets in 16,384 slots (62% full),
/// 2,048 rows.
const SHAPE: Shape = Shape {
    lowest: SHORT_DECK.lowest,
    sizes: 5..=7,
    row_bits: 11,
    slot_bits: 14,
};

/// Rank keys (0 below the six) drawn from a fixed pseudo-random sequence:
/// the first nine 32-bit numbers for which the table places every sum.
fn keys_and_table(classes: &Classes) -> (Vec<u32>, Table) {
    let mut rng = SplitMix(0x7368_6f72_745f_6465);
    loop {
        let mut keys = vec![0u32; RANKS];
        for key in &mut keys[usize::from(SHAPE.lowest)..] {
            *key = rng.next() as u32;
        }
        if let Some(table) = table(classes, &keys, &SHAPE) {
            return (keys, table);
        }
    }
}

/// The table of `classes` for keys that suit the shape (the placement
/// depends on the keys only, so every ranking shares the offsets).
fn table_for(classes: &Classes, keys: &[u32]) -> Table {
    table(classes, keys, &SHAPE).expect("the keys place every sum")
}

/// The source of `src/tables/short_deck.rs`; `holdem` ranks the same five
/// cards by hold'em's rules.
pub(crate) fn source(holdem: &Classes) -> String {
    let classes = Classes::new(SHORT_DECK);
    let (keys, table) = keys_and_table(&classes);
    let other = table_for(&Classes::new(SHORT_DECK_STRAIGHT_OVER_TRIPS), &keys);
    let flush = flush_table(&classes, SHORT_DECK.lowest);
    let mut holdem_values = vec![0u16; SHORT_DECK_CLASSES + 1];
    for (ranks, suited, kev) in classes.iter() {
        let value = SHORT_DECK_CLASSES + 1 - usize::from(kev);
        holdem_values[value] = CLASSES as u16 + 1 - holdem.kev(&ranks, suited);
    }

    let mut s = Source::new(
        "Tables of the short-deck evaluator. Values count from the weakest hand\n// (1 = J-9-8-7-6 unsuited .. 1404 = royal flush); unless said otherwise, in\n// the order where three of a kind beats a straight (straights 877..=882,\n// three of a kind 883..=1134).",
        "pub(crate)",
    );
    s.array(
        "Additive key of each rank, six to ace: the sums (wrapping at 32 bits) of\nthe rank multisets of five to seven cards take slots of their own.",
        "const",
        "RANK_KEYS",
        "u32",
        &keys[usize::from(SHAPE.lowest)..],
    );
    s.array(
        "Best flush or straight flush among five to seven suited ranks from the six\nup, at the index `flush_index` gives them (0 elsewhere).",
        "static",
        "FLUSH",
        "u16",
        &flush,
    );
    s.constant(
        "The row of a rank-key sum is `sum >> ROW_SHIFT`.",
        "ROW_SHIFT",
        "u32",
        32 - SHAPE.row_bits,
    );
    s.array(
        &format!(
            "The offset of each row: the sum lands on slot\n`(sum + OFFSETS[row]) mod {}` of `VALUES`.",
            1u32 << SHAPE.slot_bits
        ),
        "static",
        "OFFSETS",
        "u16",
        &table.offsets,
    );
    s.array(
        "The best hand of five to seven unsuited ranks at the slot of their\nrank-key sum (0 in unused slots), three of a kind above a straight.",
        "static",
        "VALUES",
        "u16",
        &table.values,
    );
    assert_eq!(
        other.offsets, table.offsets,
        "one placement for both rankings"
    );
    s.array(
        "The same slots with the values of the ranking where a straight beats three of\na kind: three of a kind 877..=1128, straights 1129..=1134.",
        "static",
        "STRAIGHT_OVER_TRIPS_VALUES",
        "u16",
        &other.values,
    );
    s.array(
        "The hold'em `HandRank` value of the five cards of each short-deck value\n(entry 0 unused): A-6-7-8-9 is a straight only in the short deck.",
        "static",
        "HOLDEM_VALUES",
        "u16",
        &holdem_values,
    );
    s.finish()
}
