//! Renamings of suits: the symmetries of a question that leave its
//! board, its dead cards and its ranges as they are, under which deals
//! alike have the same outcome.

use card_core::{CardSet, Suit};

use crate::Combo;
use crate::table::holdings::Holdings;

/// A renaming of suits: suit `s` becomes `to[s.index()]`.
pub(crate) type Renaming = [Suit; Suit::COUNT];

/// The renamings of suits that map each of `a` and `b` to itself.
pub(crate) fn renamings_fixing(a: CardSet, b: CardSet) -> Vec<Renaming> {
    // The 24 orders of the suits, each read from a number below 4! in the
    // factorial base: digit `i` picks among the suits not yet placed.
    let orders = (0..24).map(|code: usize| -> Renaming {
        let mut to = Suit::ALL;
        let mut rest = code;
        for i in 0..Suit::COUNT {
            let base = Suit::COUNT - i;
            // Bring the picked suit to slot `i`, keeping the others in order.
            let pick = i + rest % base;
            to[i..=pick].rotate_right(1);
            rest /= base;
        }
        to
    });
    orders
        .filter(|&to| a.map_suits(to) == a && b.map_suits(to) == b)
        .collect()
}

/// The renamings of suits that map the board and the dead cards each to
/// itself, and every player's holdings to themselves, weights included.
pub(crate) fn renamings_fixing_table(
    board: CardSet,
    dead: CardSet,
    players: &[Holdings],
) -> Vec<Renaming> {
    let mut renamings = renamings_fixing(board, dead);
    for holdings in players {
        let mut weights = [0; Combo::COUNT];
        for &(combo, weight) in holdings {
            weights[combo.index()] = weight;
        }
        renamings.retain(|&to| {
            holdings
                .iter()
                .all(|&(combo, weight)| weights[rename(combo, to).index()] == weight)
        });
    }
    renamings
}

/// The combo `combo` becomes under the renaming `to`.
pub(crate) fn rename(combo: Combo, to: Renaming) -> Combo {
    Combo::from_cards(combo.cards().map_suits(to)).expect("a renaming keeps two cards")
}
