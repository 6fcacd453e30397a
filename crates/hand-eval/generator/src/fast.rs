//! The tables of the fast 5-, 6- and 7-card evaluator: additive rank keys,
//! the flush table by `flush_index`, and two row-displaced tables of rank-key
//! sums read cyclically (seven cards; five or six cards).

use crate::displace::pack_cyclic;
use crate::emit::Source;
use crate::ranking::{Classes, HOLDEM, RANKS, mask_ranks, rank_multisets};
use crate::rng::SplitMix;

#[path = "../../src/flush.rs"]
mod flush;

pub(crate) use flush::flush_index;

/// One table of rank-key sums: a sum's row is its top `row_bits` bits (of
/// 32), its column its low `slot_bits` bits, and it lands on slot
/// `(column + offset[row]) mod (1 << slot_bits)`.
pub(crate) struct Shape {
    /// The lowest rank of the deck (0 = deuce).
    pub(crate) lowest: u8,
    /// Hand sizes whose rank multisets the table holds.
    pub(crate) sizes: std::ops::RangeInclusive<usize>,
    pub(crate) row_bits: u32,
    pub(crate) slot_bits: u32,
}

/// Seven cards: 49,205 rank multisets in 65,536 slots (75% full), so that a
/// slot is a `u16` and needs no bounds check; 8,192 rows.
pub(crate) const SEVEN: Shape = Shape {
    lowest: HOLDEM.lowest,
    sizes: 7..=7,
    row_bits: 13,
    slot_bits: 16,
};

/// Five or six cards: 24,570 rank multisets in 32,768 slots, 4,096 rows.
pub(crate) const FIVE_SIX: Shape = Shape {
    lowest: HOLDEM.lowest,
    sizes: 5..=6,
    row_bits: 12,
    slot_bits: 15,
};

/// The sums of `keys` over each rank list, wrapping at 32 bits.
fn sums(keys: &[u32], multisets: &[Vec<u8>]) -> Vec<u32> {
    multisets
        .iter()
        .map(|ranks| {
            ranks
                .iter()
                .fold(0u32, |sum, &r| sum.wrapping_add(keys[usize::from(r)]))
        })
        .collect()
}

/// The offsets that place every sum on a slot of its own, if the sums of
/// each row have distinct columns and the rows pack.
fn place(sums: &[u32], shape: &Shape) -> Option<Vec<u32>> {
    let mut rows = vec![Vec::new(); 1 << shape.row_bits];
    for &sum in sums {
        rows[(sum >> (32 - shape.row_bits)) as usize].push(sum & ((1 << shape.slot_bits) - 1));
    }
    for row in &mut rows {
        row.sort_unstable();
        if row.windows(2).any(|w| w[0] == w[1]) {
            return None;
        }
    }
    pack_cyclic(&rows, shape.slot_bits)
}

/// A finished table: its row offsets and its slots (0 where unused).
pub(crate) struct Table {
    pub(crate) offsets: Vec<u16>,
    pub(crate) values: Vec<u16>,
}

/// The table of `shape` for `keys` (one per rank, deuce to ace), if the keys
/// suit it: the best hand of each rank multiset, unsuited.
pub(crate) fn table(classes: &Classes, keys: &[u32], shape: &Shape) -> Option<Table> {
    table_of(keys, shape, |ranks| classes.best_rank(ranks, false))
}

/// The table of `shape` for `keys` holding `value(ranks)` at the slot of
/// each rank multiset (ascending rank lists), if the keys suit it.
pub(crate) fn table_of(keys: &[u32], shape: &Shape, value: impl Fn(&[u8]) -> u16) -> Option<Table> {
    let multisets: Vec<Vec<u8>> = shape
        .sizes
        .clone()
        .flat_map(|size| rank_multisets(shape.lowest, size))
        .collect();
    let sums = sums(keys, &multisets);
    let offsets = place(&sums, shape)?;
    let slot_mask = (1 << shape.slot_bits) - 1;
    let mut values = vec![0u16; 1 << shape.slot_bits];
    for (ranks, &sum) in multisets.iter().zip(&sums) {
        let row = (sum >> (32 - shape.row_bits)) as usize;
        let slot = (sum.wrapping_add(offsets[row]) & slot_mask) as usize;
        assert_eq!(values[slot], 0, "every rank multiset has a slot of its own");
        values[slot] = value(ranks);
    }
    let offsets = offsets
        .iter()
        .map(|&o| u16::try_from(o).expect("offset fits in 16 bits"))
        .collect();
    Some(Table { offsets, values })
}

/// Rank keys drawn from a fixed pseudo-random sequence: the first thirteen
/// 32-bit numbers for which both tables place every sum.
fn keys_and_tables(classes: &Classes) -> (Vec<u32>, Table, Table) {
    let mut rng = SplitMix(0x7261_6e6b_5f6b_6579);
    loop {
        let keys: Vec<u32> = (0..RANKS).map(|_| rng.next() as u32).collect();
        if let Some(seven) = table(classes, &keys, &SEVEN)
            && let Some(five_six) = table(classes, &keys, &FIVE_SIX)
        {
            return (keys, seven, five_six);
        }
    }
}

/// The best flush of every set of five to seven ranks from `lowest` to the
/// ace of one suit, at its `flush_index` (0 elsewhere).
pub(crate) fn flush_table(classes: &Classes, lowest: u8) -> Vec<u16> {
    let mut flush = vec![0u16; 1 << RANKS];
    let low_ranks = (1usize << lowest) - 1;
    for mask in
        (0..1usize << RANKS).filter(|m| (5..=7).contains(&m.count_ones()) && m & low_ranks == 0)
    {
        let ranks = mask_ranks(mask);
        let cards = ranks.iter().fold(0, |cards, &r| cards | 1 << (4 * r));
        flush[flush_index(cards, 0)] = classes.best_rank(&ranks, true);
    }
    flush
}

/// The source of `src/tables/fast.rs`, and the rank keys it holds.
pub(crate) fn source(classes: &Classes) -> (String, Vec<u32>) {
    let (keys, seven, five_six) = keys_and_tables(classes);

    let flush = flush_table(classes, HOLDEM.lowest);

    let mut s = Source::new(
        "Tables of the fast 5-, 6- and 7-card evaluator. Values are `HandRank`\n// values: 7463 minus the Cactus Kev value, so stronger is greater.",
        "pub(crate)",
    );
    s.array(
        "Additive key of each rank, deuce to ace: the sums (wrapping at 32 bits) of\nthe rank multisets of each table take slots of their own.",
        "const",
        "RANK_KEYS",
        "u32",
        &keys,
    );
    s.array(
        "Best flush or straight flush among five to seven suited ranks, at the index\n`flush_index` gives them (0 at indices of fewer than five or more than seven\nranks).",
        "static",
        "FLUSH",
        "u16",
        &flush,
    );
    for (name, cards, shape, table) in [
        ("SEVEN", "seven", &SEVEN, &seven),
        ("FIVE_SIX", "five or six", &FIVE_SIX, &five_six),
    ] {
        s.constant(
            &format!("The row of a rank-key sum of {cards} cards is `sum >> {name}_ROW_SHIFT`."),
            &format!("{name}_ROW_SHIFT"),
            "u32",
            32 - shape.row_bits,
        );
        s.array(
            &format!(
                "The offset of each row: the sum lands on slot\n`(sum + {name}_OFFSETS[row]) mod {}` of `{name}_VALUES`.",
                1u32 << shape.slot_bits
            ),
            "static",
            &format!("{name}_OFFSETS"),
            "u16",
            &table.offsets,
        );
        s.array(
            &format!(
                "The best hand of {cards} unsuited ranks at the slot of their rank-key\nsum (0 in unused slots)."
            ),
            "static",
            &format!("{name}_VALUES"),
            "u16",
            &table.values,
        );
    }
    (s.finish(), keys)
}
