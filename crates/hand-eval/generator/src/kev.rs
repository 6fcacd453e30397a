//! Cactus Kev's tables: `flushes` and `unique5` (indexed by the 13-bit rank
//! mask), the 4,888 prime products with their values, and the perfect hash
//! of the products.

use crate::displace::pack;
use crate::emit::Source;
use crate::ranking::{Classes, RANKS, mask_ranks, rank_multisets};
use crate::rng::SplitMix;

#[path = "../../src/kev/mix.rs"]
mod mix;

use mix::BUCKET_BITS;

/// Length of `flushes` and `unique5`: one past the mask of A-K-Q-J-T.
const MASKS: usize = 0x1F00 + 1;

/// How many mixing constants the hash search tries; it keeps the most
/// compact table.
const HASH_TRIALS: usize = 400;

/// The first thirteen primes, one per rank.
fn primes() -> Vec<u32> {
    (2u32..)
        .filter(|&n| (2..n).all(|d| n % d != 0))
        .take(RANKS)
        .collect()
}

/// A perfect hash of the products: constants, adjustment table, values.
struct PerfectHash {
    add: u32,
    mul: u32,
    adjust: Vec<u16>,
    values: Vec<u16>,
}

/// Searches mixing constants (from a fixed pseudo-random sequence) for which
/// the products of each bucket have distinct main indices, packs the buckets
/// by row displacement and keeps the shortest table.
fn perfect_hash(products: &[u32], values: &[u16]) -> PerfectHash {
    let mut rng = SplitMix(0x6b65_765f_6861_7368);
    let mut best: Option<(usize, u32, u32, Vec<u32>)> = None;
    for _ in 0..HASH_TRIALS {
        let seed = rng.next();
        let (add, mul) = (seed as u32, (seed >> 32) as u32 | 1);
        let mut buckets = vec![Vec::new(); 1 << BUCKET_BITS];
        for &p in products {
            let (main, bucket) = mix::mix(p, add, mul);
            buckets[bucket].push(main as u32);
        }
        let distinct = buckets.iter_mut().all(|b| {
            let mut sorted = b.clone();
            sorted.sort_unstable();
            sorted.windows(2).all(|w| w[0] != w[1])
        });
        if !distinct {
            continue;
        }
        let packing = pack(&buckets);
        if best.as_ref().is_none_or(|b| packing.len < b.0) {
            best = Some((packing.len, add, mul, packing.offsets));
        }
    }
    let (len, add, mul, offsets) = best.expect("some mixing constants work");
    let mut table = vec![0u16; len];
    for (&p, &v) in products.iter().zip(values) {
        let (main, bucket) = mix::mix(p, add, mul);
        table[main + offsets[bucket] as usize] = v;
    }
    let adjust = offsets
        .iter()
        .map(|&o| u16::try_from(o).expect("adjustment fits in 16 bits"))
        .collect();
    PerfectHash {
        add,
        mul,
        adjust,
        values: table,
    }
}

/// The source of `src/tables/kev.rs`.
pub(crate) fn source(classes: &Classes) -> String {
    let primes = primes();
    let mut flushes = vec![0u16; MASKS];
    let mut unique5 = vec![0u16; MASKS];
    for (q, (flush, unique)) in flushes.iter_mut().zip(&mut unique5).enumerate() {
        if q.count_ones() == 5 {
            let ranks = mask_ranks(q);
            *flush = classes.kev(&ranks, true);
            *unique = classes.kev(&ranks, false);
        }
    }
    let mut products: Vec<(u32, u16)> = rank_multisets(0, 5)
        .into_iter()
        .filter(|ranks| ranks.windows(2).any(|w| w[0] == w[1]))
        .map(|ranks| {
            let product = ranks.iter().map(|&r| primes[usize::from(r)]).product();
            (product, classes.kev(&ranks, false))
        })
        .collect();
    products.sort_unstable();
    let (products, values): (Vec<u32>, Vec<u16>) = products.into_iter().unzip();
    assert_eq!(products.len(), 4888, "hands with a repeated rank");
    let hash = perfect_hash(&products, &values);

    let mut s = Source::new(
        "Cactus Kev's five-card tables and the perfect hash of the prime products.",
        "pub",
    );
    s.array(
        "The prime of each rank, deuce to ace.",
        "const",
        "PRIMES",
        "u32",
        &primes,
    );
    s.array(
        "Value of a flush or straight flush by its rank mask (0 where the mask does\nnot have five bits).",
        "static",
        "FLUSHES",
        "u16",
        &flushes,
    );
    s.array(
        "Value of five distinct unsuited ranks (straight or high card) by rank mask\n(0 where the mask does not have five bits).",
        "static",
        "UNIQUE5",
        "u16",
        &unique5,
    );
    s.array(
        "The prime products of the hands with a repeated rank, ascending.",
        "static",
        "PRODUCTS",
        "u32",
        &products,
    );
    s.array(
        "The value of each product in `PRODUCTS`.",
        "static",
        "VALUES",
        "u16",
        &values,
    );
    s.constant(
        "First constant of the perfect hash's mixing function.",
        "HASH_ADD",
        "u32",
        format_args!("{:#010x}", hash.add),
    );
    s.constant(
        "Second constant (odd multiplier) of the perfect hash's mixing function.",
        "HASH_MUL",
        "u32",
        format_args!("{:#010x}", hash.mul),
    );
    s.array(
        "Displacement of each bucket of the perfect hash.",
        "static",
        "HASH_ADJUST",
        "u16",
        &hash.adjust,
    );
    s.array(
        "Value of each product at its perfect-hash slot (0 for unused slots).",
        "static",
        "HASH_VALUES",
        "u16",
        &hash.values,
    );
    s.finish()
}
