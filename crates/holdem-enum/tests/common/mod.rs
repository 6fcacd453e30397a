//! The slow evaluation the reference tests share: the best of the 21
//! five-card hands of seven cards, by Cactus Kev's binary search.

use card_core::Card;
use hand_eval::kev;

/// Cactus Kev's value of the best five of `seven` (smaller is stronger).
pub(crate) fn best_of_seven(seven: &[Card; 7]) -> u16 {
    let codes = seven.map(kev::encode);
    let mut best = u16::MAX;
    for skip_a in 0..7 {
        for skip_b in skip_a + 1..7 {
            let mut five = [0; 5];
            let mut n = 0;
            for (i, &code) in codes.iter().enumerate() {
                if i != skip_a && i != skip_b {
                    five[n] = code;
                    n += 1;
                }
            }
            best = best.min(kev::evaluate_binary_search(five));
        }
    }
    best
}
