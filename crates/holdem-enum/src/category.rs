//! The category of a hand value, looked up: hand-eval's own mapping,
//! tabulated at compile time for the hot loops.

use hand_eval::{HandCategory, HandRank};

/// `CATEGORIES[v - 1]` is the category of the hand rank with value `v`.
static CATEGORIES: [HandCategory; 7462] = {
    let mut table = [HandCategory::HighCard; 7462];
    let mut i = 0;
    while i < table.len() {
        if let Some(rank) = HandRank::from_value(i as u16 + 1) {
            table[i] = rank.category();
        }
        i += 1;
    }
    table
};

/// The category of `rank`, as `rank.category()` gives it.
#[inline]
pub(crate) fn category(rank: HandRank) -> HandCategory {
    CATEGORIES[usize::from(rank.value()) - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_hand_evals_mapping() {
        for value in 1..=7462 {
            let rank = HandRank::from_value(value).unwrap();
            assert_eq!(category(rank), rank.category());
        }
    }
}
