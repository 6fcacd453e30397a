//! Collecting values with duplicates into a sorted set, keeping the
//! smallest tag (peak) of each value.

/// Values below this go through a bitmap (sorted for free); larger ones are
/// sorted.
const SMALL: usize = 1 << 17;

/// A reusable collector: push values with tags, then drain them sorted, one
/// entry per value with its smallest tag.
#[derive(Debug)]
pub(crate) struct Dedup {
    present: Vec<u64>,
    /// One bit per word of `present`: set when the word may be non-zero.
    summary: Vec<u64>,
    tag: Vec<u32>,
    big: Vec<(u64, u32)>,
}

impl Dedup {
    /// A collector; `tagged` keeps a tag per value (without it every tag
    /// drains as 0 and the large tag table is not allocated).
    pub(crate) fn new(tagged: bool) -> Self {
        Self {
            present: vec![0; SMALL / 64],
            summary: vec![0; SMALL / 64 / 64],
            tag: if tagged { vec![0; SMALL] } else { Vec::new() },
            big: Vec::new(),
        }
    }

    #[inline]
    pub(crate) fn push(&mut self, v: u64, tag: u32) {
        if v < SMALL as u64 {
            let v = v as usize;
            let (w, bit) = (v / 64, 1u64 << (v % 64));
            let fresh = self.present[w] & bit == 0;
            self.present[w] |= bit;
            self.summary[w / 64] |= 1 << (w % 64);
            if let Some(t) = self.tag.get_mut(v)
                && (fresh || tag < *t)
            {
                *t = tag;
            }
        } else {
            let tag = if self.tag.is_empty() { 0 } else { tag };
            self.big.push((v, tag));
        }
    }

    /// Calls `f(value, smallest tag)` for each distinct value in increasing
    /// order, and empties the collector.
    pub(crate) fn drain(&mut self, mut f: impl FnMut(u64, u32)) {
        for s in 0..self.summary.len() {
            let mut words = core::mem::take(&mut self.summary[s]);
            while words != 0 {
                let w = s * 64 + words.trailing_zeros() as usize;
                words &= words - 1;
                let mut bits = core::mem::take(&mut self.present[w]);
                while bits != 0 {
                    let v = w * 64 + bits.trailing_zeros() as usize;
                    f(v as u64, self.tag.get(v).copied().unwrap_or(0));
                    bits &= bits - 1;
                }
            }
        }
        // Sorting by (value, tag) puts each value's smallest tag first.
        self.big.sort_unstable();
        let mut last = None;
        for &(v, t) in &self.big {
            if last != Some(v) {
                f(v, t);
                last = Some(v);
            }
        }
        self.big.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drains_sorted_with_smallest_tags() {
        let mut d = Dedup::new(true);
        let input = [
            (5u64, 9u32),
            (1 << 40, 3),
            (5, 2),
            (70, 1),
            (1 << 40, 1),
            (200_000, 4),
            (0, 7),
        ];
        for (v, t) in input {
            d.push(v, t);
        }
        let mut out = Vec::new();
        d.drain(|v, t| out.push((v, t)));
        assert_eq!(
            out,
            vec![(0, 7), (5, 2), (70, 1), (200_000, 4), (1 << 40, 1)]
        );
        d.push(3, 3);
        let mut again = Vec::new();
        d.drain(|v, t| again.push((v, t)));
        assert_eq!(again, vec![(3, 3)]);
        let mut untagged = Dedup::new(false);
        untagged.push(9, 4);
        untagged.push(1 << 20, 4);
        let mut out = Vec::new();
        untagged.drain(|v, t| out.push((v, t)));
        assert_eq!(out, vec![(9, 0), (1 << 20, 0)]);
    }
}
