//! A growable set of small integers, one bit each.

/// A bit set that grows on insertion.
#[derive(Default)]
pub(crate) struct Bits(Vec<u64>);

impl Bits {
    /// Whether `i` is in the set.
    pub(crate) fn contains(&self, i: u64) -> bool {
        self.0
            .get((i / 64) as usize)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    /// Adds `i` to the set.
    pub(crate) fn insert(&mut self, i: u64) {
        let word = (i / 64) as usize;
        if word >= self.0.len() {
            self.0.resize(word + 1, 0);
        }
        self.0[word] |= 1 << (i % 64);
    }
}
