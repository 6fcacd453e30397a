//! The hands each player may hold, and every way to deal them together.

use core::ops::ControlFlow;

use card_core::CardSet;

use crate::{Combo, MAX_PLAYERS};

/// A hand a player may hold: a hold'em combo, or the cards of a hand of
/// another variant.
pub(crate) trait Held: Copy + Send + Sync {
    /// The hand's cards.
    fn cards(self) -> CardSet;

    /// The hand of `cards`, which some hand of this type holds.
    fn from_cards(cards: CardSet) -> Self;
}

impl Held for Combo {
    #[inline]
    fn cards(self) -> CardSet {
        Combo::cards(self)
    }

    fn from_cards(cards: CardSet) -> Combo {
        Combo::from_cards(cards).expect("the cards of a combo")
    }
}

impl Held for CardSet {
    #[inline]
    fn cards(self) -> CardSet {
        self
    }

    fn from_cards(cards: CardSet) -> CardSet {
        cards
    }
}

/// One player's possible hands: each hand and its weight, the weights
/// divided by their greatest common divisor (so that an unweighted range
/// weighs every combo 1).
pub(crate) type Holdings<T = Combo> = Vec<(T, u64)>;

/// The combos of `range` that use none of the `known` cards (for tests:
/// the checked question builds holdings for every variant).
#[cfg(test)]
pub(crate) fn holdings(range: &crate::Range, known: CardSet) -> Holdings {
    let mut combos: Holdings = range
        .iter()
        .filter(|(combo, _)| combo.cards().is_disjoint(known))
        .map(|(combo, weight)| (combo, u64::from(weight)))
        .collect();
    lowest_terms(&mut combos);
    combos
}

/// The weights of `holdings` divided by their greatest common divisor.
pub(crate) fn lowest_terms<T>(holdings: &mut Holdings<T>) {
    let divisor = holdings.iter().fold(0, |d, &(_, w)| num_integer::gcd(d, w));
    for (_, weight) in holdings {
        *weight /= divisor.max(1);
    }
}

/// The number of ways to pick one hand per player, ignoring collisions:
/// an upper bound on the deals [`for_each_deal`] walks.
pub(crate) fn upper_bound<T>(players: &[Holdings<T>]) -> u128 {
    players.iter().map(|h| h.len() as u128).product()
}

/// Calls `f` with every choice of one hand per player in which no card is
/// used twice or is in `used`, and the product of the hands' weights,
/// until `f` breaks the walk off (then `Break`).
pub(crate) fn for_each_deal<T: Held>(
    players: &[Holdings<T>],
    used: CardSet,
    f: &mut impl FnMut(&[T], u128) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // Any hand fills the slots until the walk puts each player's there.
    match players.iter().find_map(|holdings| holdings.first()) {
        Some(&(any, _)) => walk(players, 0, used, 1, &mut [any; MAX_PLAYERS], f),
        None => ControlFlow::Continue(()),
    }
}

fn walk<T: Held>(
    players: &[Holdings<T>],
    p: usize,
    used: CardSet,
    weight: u128,
    hands: &mut [T; MAX_PLAYERS],
    f: &mut impl FnMut(&[T], u128) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if p == players.len() {
        return f(&hands[..p], weight);
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
            )?;
        }
    }
    ControlFlow::Continue(())
}

/// Whether some choice of one hand per player uses no card twice and
/// none of `used`; `None` if `stop` said to stop before the answer was
/// known (it is asked every few thousand steps of the search).
///
/// A player with more pairwise disjoint hands than the others can hold
/// cards together keeps a hand whatever they hold (each of their cards
/// takes at most one of those hands away), so only the other players are
/// searched, those with the fewest hands first.
pub(crate) fn any_deal<T: Held>(
    players: &[Holdings<T>],
    used: CardSet,
    stop: &mut impl FnMut() -> bool,
) -> Option<bool> {
    let size = |holdings: &Holdings<T>| holdings.iter().map(|(h, _)| h.cards().len()).max();
    let cards: usize = players.iter().filter_map(size).sum();
    let mut tight: Vec<Vec<CardSet>> = players
        .iter()
        .map(|holdings| {
            let hands = holdings.iter().map(|&(hand, _)| hand.cards());
            hands.filter(|hand| hand.is_disjoint(used)).collect()
        })
        .filter(|hands: &Vec<CardSet>| {
            let own = hands.iter().map(|hand| hand.len()).max().unwrap_or(0);
            disjoint_hands(hands, cards - own + 1) <= cards - own
        })
        .collect();
    tight.sort_by_key(Vec::len);
    let mut steps = 0u32;
    search(&tight, used, &mut steps, stop)
}

/// How many pairwise disjoint hands of `hands` a greedy pick finds, up to
/// `enough`.
fn disjoint_hands(hands: &[CardSet], enough: usize) -> usize {
    let mut taken = CardSet::EMPTY;
    let mut found = 0;
    for &hand in hands {
        if found == enough {
            break;
        }
        if hand.is_disjoint(taken) {
            taken |= hand;
            found += 1;
        }
    }
    found
}

fn search(
    players: &[Vec<CardSet>],
    used: CardSet,
    steps: &mut u32,
    stop: &mut impl FnMut() -> bool,
) -> Option<bool> {
    let Some((first, rest)) = players.split_first() else {
        return Some(true);
    };
    for &hand in first {
        *steps = steps.wrapping_add(1);
        if steps.is_multiple_of(4096) && stop() {
            return None;
        }
        if hand.is_disjoint(used) && search(rest, used | hand, steps, stop)? {
            return Some(true);
        }
    }
    Some(false)
}
