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
    tag: Vec<u32>,
    /// One past the highest bitmap word in use.
    words: usize,
    big: Vec<(u64, u32)>,
}

impl Default for Dedup {
    fn default() -> Self {
        Self {
            present: vec![0; SMALL / 64],
            tag: vec![0; SMALL],
            words: 0,
            big: Vec::new(),
        }
    }
}

impl Dedup {
    #[inline]
    pub(crate) fn push(&mut self, v: u64, tag: u32) {
        if v < SMALL as u64 {
            let v = v as usize;
            let (w, bit) = (v / 64, 1u64 << (v % 64));
            if self.present[w] & bit == 0 {
                self.present[w] |= bit;
                self.tag[v] = tag;
                self.words = self.words.max(w + 1);
            } else if tag < self.tag[v] {
                self.tag[v] = tag;
            }
        } else {
            self.big.push((v, tag));
        }
    }

    /// Calls `f(value, smallest tag)` for each distinct value in increasing
    /// order, and empties the collector.
    pub(crate) fn drain(&mut self, mut f: impl FnMut(u64, u32)) {
        for w in 0..self.words {
            let mut bits = core::mem::take(&mut self.present[w]);
            while bits != 0 {
                let v = w * 64 + bits.trailing_zeros() as usize;
                f(v as u64, self.tag[v]);
                bits &= bits - 1;
            }
        }
        self.words = 0;
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
        let mut d = Dedup::default();
        let input = [(5u64, 9u32), (1 << 40, 3), (5, 2), (70, 1), (1 << 40, 1), (200_000, 4), (0, 7)];
        for (v, t) in input {
            d.push(v, t);
        }
        let mut out = Vec::new();
        d.drain(|v, t| out.push((v, t)));
        assert_eq!(out, vec![(0, 7), (5, 2), (70, 1), (200_000, 4), (1 << 40, 1)]);
        d.push(3, 3);
        let mut again = Vec::new();
        d.drain(|v, t| again.push((v, t)));
        assert_eq!(again, vec![(3, 3)]);
    }
}
