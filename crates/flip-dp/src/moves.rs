//! The legal moves: every set of tiles summing to each total, and the table
//! of the legal moves of every (state, roll) pair that the dynamic program
//! walks, built once per game and shared by its clones.

use std::sync::{Arc, OnceLock};

use crate::Tiles;
use crate::dice::Roll;

/// `moves[r]` lists the subsets of `1..=tiles` summing to `r`, for `r` up to
/// `max_total`, each list ascending.
pub(crate) fn moves_by_total(tiles: u32, max_total: u32) -> Vec<Vec<Tiles>> {
    fn extend(next: u32, tiles: u32, set: u32, sum: u32, max: u32, out: &mut [Vec<Tiles>]) {
        out[sum as usize].push(Tiles::from_bits(set));
        for tile in next..=tiles.min(max - sum) {
            extend(tile + 1, tiles, set | 1 << (tile - 1), sum + tile, max, out);
        }
    }
    let mut moves = vec![Vec::new(); max_total as usize + 1];
    extend(1, tiles, 0, 0, max_total, &mut moves);
    moves[0].clear();
    for list in &mut moves {
        list.sort_unstable();
    }
    moves
}

/// The legal moves of every (state, roll) pair of a game, for the dynamic
/// program: states `1..2^tiles` in order, each with its rolls in order.
#[derive(Debug)]
pub(crate) struct MoveTable {
    /// `sums[s]`: the sum of the tiles of `s`.
    pub(crate) sums: Vec<u32>,
    /// The legal moves of all pairs, one after the other, each ascending.
    pub(crate) moves: Vec<Tiles>,
    /// Pair `i` has `moves[ends[i - 1]..ends[i]]` (from 0 for the first).
    pub(crate) ends: Vec<u32>,
}

impl MoveTable {
    /// The table of a game of `tiles` tiles whose rolls at a face-up sum are
    /// `rolls(sum)`, from its moves by total (see [`moves_by_total`]).
    fn new<'a>(tiles: u32, by_total: &[Vec<Tiles>], rolls: impl Fn(u32) -> &'a [Roll]) -> Self {
        let size = 1usize << tiles;
        let mut sums = vec![0u32; size];
        for s in 1..size {
            sums[s] = sums[s & (s - 1)] + s.trailing_zeros() + 1;
        }
        let mut moves = Vec::new();
        let mut ends = Vec::with_capacity(size * rolls(u32::MAX).len());
        for (s, &sum) in sums.iter().enumerate().skip(1) {
            let up = Tiles::from_bits(s as u32);
            for roll in rolls(sum) {
                if roll.total() <= sum {
                    let candidates = by_total.get(roll.total() as usize);
                    let fitting = candidates.into_iter().flatten().filter(|m| m.is_subset(up));
                    moves.extend(fitting);
                }
                ends.push(moves.len() as u32);
            }
        }
        MoveTable { sums, moves, ends }
    }
}

/// A game's [`MoveTable`], built on first use and shared by clones of the
/// game.
#[derive(Debug, Clone, Default)]
pub(crate) struct MoveCache(OnceLock<Arc<MoveTable>>);

impl MoveCache {
    /// The table, built by [`MoveTable::new`] with these arguments the first
    /// time.
    pub(crate) fn get<'a>(
        &self,
        tiles: u32,
        by_total: &[Vec<Tiles>],
        rolls: impl Fn(u32) -> &'a [Roll],
    ) -> &MoveTable {
        self.0
            .get_or_init(|| Arc::new(MoveTable::new(tiles, by_total, rolls)))
    }
}
