//! The hands each player may hold, and every way to deal them together.

use card_core::CardSet;

use crate::{Combo, MAX_PLAYERS, Range};

/// A hand a player may hold: a hold'em combo, or the cards of a hand of
/// another variant.
pub(crate) trait Held: Copy + Send + Sync {
    /// The hand's cards.
    fn cards(self) -> CardSet;
}

impl Held for Combo {
    #[inline]
    fn cards(self) -> CardSet {
        Combo::cards(self)
    }
}

impl Held for CardSet {
    #[inline]
    fn cards(self) -> CardSet {
        self
    }
}

/// One player's possible hands: each hand and its weight, the weights
/// divided by their greatest common divisor (so that an unweighted range
/// weighs every combo 1).
pub(crate) type Holdings<T = Combo> = Vec<(T, u64)>;

/// The combos of `range` that use none of the `known` cards.
pub(crate) fn holdings(range: &Range, known: CardSet) -> Holdings {
    let mut combos: Holdings = range
        .iter()
        .filter(|(combo, _)| combo.cards().is_disjoint(known))
        .map(|(combo, weight)| (combo, u64::from(weight)))
        .collect();
    let divisor = combos.iter().fold(0, |d, &(_, w)| num_integer::gcd(d, w));
    for (_, weight) in &mut combos {
        *weight /= divisor.max(1);
    }
    combos
}

/// The number of ways to pick one hand per player, ignoring collisions:
/// an upper bound on the deals [`for_each_deal`] walks.
pub(crate) fn upper_bound<T>(players: &[Holdings<T>]) -> u128 {
    players.iter().map(|h| h.len() as u128).product()
}

/// Calls `f` with every choice of one hand per player in which no card is
/// used twice or is in `used`, and the product of the hands' weights.
pub(crate) fn for_each_deal<T: Held>(
    players: &[Holdings<T>],
    used: CardSet,
    f: &mut impl FnMut(&[T], u128),
) {
    // Any hand fills the slots until the walk puts each player's there.
    if let Some(&(any, _)) = players.iter().find_map(|holdings| holdings.first()) {
        let mut hands = [any; MAX_PLAYERS];
        walk(players, 0, used, 1, &mut hands, f);
    }
}

fn walk<T: Held>(
    players: &[Holdings<T>],
    p: usize,
    used: CardSet,
    weight: u128,
    hands: &mut [T; MAX_PLAYERS],
    f: &mut impl FnMut(&[T], u128),
) {
    if p == players.len() {
        f(&hands[..p], weight);
        return;
    }
    for &(combo, w) in &players[p] {
        let cards = combo.cards();
        if cards.is_disjoint(used) {
            hands[p] = combo;
            walk(
                players,
                p + 1,
                used | cards,
                weight * u128::from(w),
                hands,
                f,
            );
        }
    }
}

/// Whether some choice of one hand per player uses no card twice and
/// none of `used`.
pub(crate) fn any_deal<T: Held>(players: &[Holdings<T>], used: CardSet) -> bool {
    match players.split_first() {
        None => true,
        Some((first, rest)) => first.iter().any(|&(combo, _)| {
            combo.cards().is_disjoint(used) && any_deal(rest, used | combo.cards())
        }),
    }
}
