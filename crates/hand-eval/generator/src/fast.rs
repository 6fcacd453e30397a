//! The tables of the fast 5-, 6- and 7-card evaluator: additive rank keys,
//! the flush table by rank mask, and the row-displaced table of rank-key sums.

use crate::bits::Bits;
use crate::displace::pack;
use crate::emit::Source;
use crate::ranking::{Classes, RANKS, mask_ranks, rank_multisets};

/// The rank-key table has `1 << ROW_BITS` rows: a sum's row is its low
/// `ROW_BITS` bits, its column the bits above. The low bits scatter the key
/// sums evenly over the rows (the high bits do not: splitting there packs
/// to a table twice as large). Rank table plus offsets take 248 KiB with
/// 12 bits, 192 KiB with 13 and 208 KiB with 14.
const ROW_BITS: u32 = 13;

/// Most cards in a hand.
const MAX_CARDS: usize = 7;

/// Greedy search for the rank keys: each rank in turn gets the smallest key
/// such that every multiset of at most seven ranks (each at most four times)
/// still has its own sum, whatever its size.
fn rank_keys() -> Vec<u32> {
    // Sums of the multisets of the ranks keyed so far, by size.
    let mut by_size: Vec<Vec<u64>> = vec![Vec::new(); MAX_CARDS + 1];
    by_size[0].push(0);
    let mut taken = Bits::default();
    taken.insert(0);
    let mut keys: Vec<u64> = Vec::new();
    for _ in 0..RANKS {
        // A new key `c` collides iff some sum of size n <= 7 - d plus `d * c`
        // is another sum (d = 1..=4 copies of the new rank).
        let collides = |c: u64| {
            (1..=4).any(|d| {
                by_size[..=MAX_CARDS - d]
                    .iter()
                    .flatten()
                    .any(|&s| taken.contains(s + d as u64 * c))
            })
        };
        let mut c = keys.last().map_or(1, |&k| k + 1);
        while collides(c) {
            c += 1;
        }
        let mut added = vec![Vec::new(); MAX_CARDS + 1];
        for (n, sums) in by_size.iter().enumerate() {
            for d in 1..=4 {
                if n + d <= MAX_CARDS {
                    added[n + d].extend(sums.iter().map(|&s| s + d as u64 * c));
                }
            }
        }
        for (sums, new) in by_size.iter_mut().zip(added) {
            for &s in &new {
                assert!(!taken.contains(s), "rank-key sums are distinct");
                taken.insert(s);
            }
            sums.extend(new);
        }
        keys.push(c);
    }
    keys.into_iter()
        .map(|k| u32::try_from(k).expect("rank key fits in 32 bits"))
        .collect()
}

/// The source of `src/tables/fast.rs`.
pub(crate) fn source(classes: &Classes) -> String {
    let keys = rank_keys();

    let flush: Vec<u16> = (0..1usize << RANKS)
        .map(|mask| match mask.count_ones() {
            5..=7 => classes.best_rank(&mask_ranks(mask), true),
            _ => 0,
        })
        .collect();

    let mut entries: Vec<(u32, u16)> = Vec::new();
    for size in 5..=MAX_CARDS {
        for ranks in rank_multisets(size) {
            let key = ranks.iter().map(|&r| keys[usize::from(r)]).sum();
            entries.push((key, classes.best_rank(&ranks, false)));
        }
    }

    // Row displacement: row = low bits, column = high bits.
    let row_mask = (1 << ROW_BITS) - 1;
    let mut rows = vec![Vec::new(); 1 << ROW_BITS];
    for &(key, _) in &entries {
        rows[(key & row_mask) as usize].push(key >> ROW_BITS);
    }
    let packing = pack(&rows);
    let mut ranks_table = vec![0u16; packing.len];
    for &(key, value) in &entries {
        let slot = packing.offsets[(key & row_mask) as usize] as usize + (key >> ROW_BITS) as usize;
        ranks_table[slot] = value;
    }

    let mut s = Source::new(
        "Tables of the fast 5-, 6- and 7-card evaluator. Values are `HandRank`\n// values: 7463 minus the Cactus Kev value, so stronger is greater.",
        "pub(crate)",
    );
    s.array(
        "Additive key of each rank, deuce to ace: every multiset of at most seven\nranks (each at most four times) has its own sum.",
        "const",
        "RANK_KEYS",
        "u32",
        &keys,
    );
    s.array(
        "Best flush or straight flush among five to seven suited ranks, by rank mask\n(0 where the mask has fewer than five or more than seven bits).",
        "static",
        "FLUSH",
        "u16",
        &flush,
    );
    s.constant(
        "A rank-key sum's row is its low `ROW_BITS` bits, its column the bits above.",
        "ROW_BITS",
        "u32",
        ROW_BITS,
    );
    s.array(
        "Start of each row of rank-key sums in `RANKS`.",
        "static",
        "OFFSETS",
        "u32",
        &packing.offsets,
    );
    s.array(
        "Best hand of five to seven unsuited ranks at `OFFSETS[row] + column` of\ntheir rank-key sum (0 for unused slots).",
        "static",
        "RANKS",
        "u16",
        &ranks_table,
    );
    s.finish()
}
