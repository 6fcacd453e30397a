//! Row displacement: packs sparse rows of column numbers into one table so
//! that `offset[row] + column` is distinct for every entry, either in a
//! table as short as possible or, wrapping around, in a table of fixed
//! power-of-two length.

use crate::bits::Bits;

/// The result of packing: one offset per row and the table length.
pub(crate) struct Packing {
    /// Where each row starts in the table.
    pub(crate) offsets: Vec<u32>,
    /// One past the highest slot used.
    pub(crate) len: usize,
}

/// Packs the rows first-fit decreasing: rows with the most entries first,
/// each at the smallest offset where all its columns land on free slots.
/// Columns within a row must be distinct.
pub(crate) fn pack(rows: &[Vec<u32>]) -> Packing {
    let mut order: Vec<usize> = (0..rows.len()).collect();
    order.sort_by_key(|&r| (std::cmp::Reverse(rows[r].len()), r));
    let mut used = Bits::default();
    let mut offsets = vec![0u32; rows.len()];
    let mut len = 0;
    let mut first_free = 0usize;
    for &r in &order {
        let row = &rows[r];
        let Some(&min_col) = row.iter().min() else {
            continue;
        };
        let mut offset = first_free.saturating_sub(min_col as usize);
        while row
            .iter()
            .any(|&c| used.contains((offset + c as usize) as u64))
        {
            offset += 1;
        }
        for &c in row {
            let slot = offset + c as usize;
            used.insert(slot as u64);
            len = len.max(slot + 1);
        }
        while used.contains(first_free as u64) {
            first_free += 1;
        }
        offsets[r] = u32::try_from(offset).expect("offset fits in 32 bits");
    }
    Packing { offsets, len }
}

/// Packs the rows into a table of `1 << bits` slots read cyclically:
/// an entry lands on `(offset[row] + column) mod (1 << bits)`. First-fit
/// decreasing as in [`pack`], each row at the smallest offset where all its
/// columns land on free slots; `None` if some row finds none. Columns within
/// a row must be distinct modulo `1 << bits`.
pub(crate) fn pack_cyclic(rows: &[Vec<u32>], bits: u32) -> Option<Vec<u32>> {
    let len = 1usize << bits;
    let mut order: Vec<usize> = (0..rows.len()).collect();
    order.sort_by_key(|&r| (std::cmp::Reverse(rows[r].len()), r));
    let mut used = vec![false; len];
    let mut offsets = vec![0u32; rows.len()];
    for &r in &order {
        let slot = |offset: usize, column: u32| (offset + column as usize) % len;
        let offset = (0..len).find(|&o| rows[r].iter().all(|&c| !used[slot(o, c)]))?;
        for &c in &rows[r] {
            used[slot(offset, c)] = true;
        }
        offsets[r] = u32::try_from(offset).expect("offset fits in 32 bits");
    }
    Some(offsets)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_land_on_distinct_slots() {
        let rows = vec![vec![0, 1, 5], vec![], vec![0, 2], vec![1, 3, 4]];
        let packing = pack(&rows);
        let mut slots: Vec<usize> = rows
            .iter()
            .zip(&packing.offsets)
            .flat_map(|(row, &o)| row.iter().map(move |&c| o as usize + c as usize))
            .collect();
        slots.sort_unstable();
        slots.dedup();
        assert_eq!(slots.len(), 8);
        assert_eq!(packing.len, slots.last().unwrap() + 1);
    }

    #[test]
    fn cyclic_entries_wrap_around_or_do_not_fit() {
        // The second row fits only wrapping around: slots 3 and 6 mod 4 = 2.
        assert_eq!(pack_cyclic(&[vec![0, 1], vec![0, 3]], 2), Some(vec![0, 3]));
        assert_eq!(pack_cyclic(&[vec![0, 1], vec![0, 1], vec![0]], 2), None);
    }
}
