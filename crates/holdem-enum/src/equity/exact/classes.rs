//! Deals alike up to a renaming of suits, counted once: the classes of
//! deals of the players' holdings, shared among the pieces of work.

use core::ops::ControlFlow;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use card_core::CardSet;

use crate::MAX_PLAYERS;
use crate::equity::results::Tally;
use crate::hands::range::words;
use crate::run::pieces;
use crate::run::watch::Watch;
use crate::symmetry::{Renaming, renamings_fixing};
use crate::table::holdings::{Held, Holdings, for_each_deal, upper_bound};

/// Adds up, with `showdown(hands, weight, total)` (which adds the outcomes
/// of the deal `hands` into `total`, each counting `weight`), every deal of
/// `players` (no card twice, none of `known`), each weighted by the
/// product of its hands' weights.
///
/// Deals that a renaming of suits fixing `known` and `dead` turns into
/// each other have the same outcome for every player: one of each class
/// is played, with the summed weight of all. The classes are cut into
/// pieces of about [`PIECE_WORK`](crate::run::pieces::PIECE_WORK) units, each class's showdown counting
/// `work` units at most.
pub(crate) fn by_class<T: Held>(
    players: &[Holdings<T>],
    known: CardSet,
    dead: CardSet,
    work: u64,
    watch: &Watch<'_>,
    showdown: impl Fn(&[T], u128, &mut Tally<u128>) + Sync + Send,
) -> Tally<u128> {
    let renamings = renamings_fixing(known, dead);
    let n = players.len();
    // Each class keyed by its smallest form, itself a deal of the class.
    let tuples = upper_bound(players).min(1 << 10) as usize;
    let mut weights: HashMap<[u64; MAX_PLAYERS], u128, BuildHasherDefault<Masks>> =
        HashMap::with_capacity_and_hasher(tuples, BuildHasherDefault::default());
    let mut walked = 0u32;
    let walk = for_each_deal(players, known, &mut |hands, weight| {
        *weights.entry(canonical(hands, &renamings)).or_default() += weight;
        walked = walked.wrapping_add(1);
        if walked.is_multiple_of(1 << 16) && watch.must_stop().is_some() {
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    });
    if walk.is_break() {
        return Tally::new();
    }
    let hand = |bits| T::from_cards(CardSet::from_bits(bits).expect("cards of the deck"));
    let classes: Vec<([T; MAX_PLAYERS], u128)> = weights
        .into_iter()
        .map(|(key, weight)| {
            let mut deal = [hand(key[0]); MAX_PLAYERS];
            for (slot, &bits) in deal.iter_mut().zip(&key[..n]) {
                *slot = hand(bits);
            }
            (deal, weight)
        })
        .collect();

    let add = |total: &mut Tally<u128>, run: &[([T; MAX_PLAYERS], u128)]| {
        for (hands, weight) in run {
            showdown(&hands[..n], *weight, total);
        }
    };
    pieces::runs(watch, &classes, work, Tally::new, add, Tally::plus)
}

/// A hasher for keys of card masks, which multiplies each word in: the
/// keys are not chosen by an adversary, and the standard hasher costs
/// more than a showdown of a few cards to come.
#[derive(Default)]
struct Masks(u64);

impl Hasher for Masks {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for word in words(bytes) {
            self.write_u64(word);
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(26) ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// The smallest form of `hands` under `renamings`: the same for every deal
/// of a class.
fn canonical<T: Held>(hands: &[T], renamings: &[Renaming]) -> [u64; MAX_PLAYERS] {
    let mut best = [u64::MAX; MAX_PLAYERS];
    for &to in renamings {
        let mut key = [0; MAX_PLAYERS];
        for (k, combo) in key.iter_mut().zip(hands) {
            *k = combo.cards().map_suits(to).bits();
        }
        best = best.min(key);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Range;
    use crate::table::holdings::holdings;

    #[test]
    fn aces_against_kings_fall_into_three_classes() {
        let players: Vec<_> = ["AA", "KK"]
            .iter()
            .map(|r| holdings(&r.parse::<Range>().unwrap(), CardSet::EMPTY))
            .collect();
        let renamings = renamings_fixing(CardSet::EMPTY, CardSet::EMPTY);
        assert_eq!(renamings.len(), 24);
        let mut keys = std::collections::HashSet::new();
        let mut deals = 0;
        let _ = for_each_deal(&players, CardSet::EMPTY, &mut |hands, _| {
            keys.insert(canonical(hands, &renamings));
            deals += 1;
            ControlFlow::Continue(())
        });
        assert_eq!((deals, keys.len()), (36, 3));
    }
}
