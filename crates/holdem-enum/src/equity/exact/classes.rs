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
    let mut smallest = Smallest::new(&renamings);
    let walk = for_each_deal(players, known, &mut |hands, weight| {
        *weights.entry(smallest.form(hands)).or_default() += weight;
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

/// The smallest form of deals under renamings of suits: the deal renamed
/// by each renaming, its players' masks compared in order, the smallest
/// kept.
///
/// Only the renamings that give the first player's hand its smallest
/// form can give the smallest deal, and the walk of deals changes the
/// first hand least often, so those renamings are kept from one deal to
/// the next while the first hand stays (often 2 of 24 preflop).
struct Smallest<'a> {
    renamings: &'a [Renaming],
    /// The first hand of the last deal, its smallest form and the
    /// renamings that give it.
    lead: CardSet,
    lead_form: u64,
    leading: Vec<Renaming>,
}

impl<'a> Smallest<'a> {
    fn new(renamings: &'a [Renaming]) -> Smallest<'a> {
        Smallest {
            renamings,
            lead: CardSet::EMPTY,
            lead_form: 0,
            leading: Vec::new(),
        }
    }

    /// The smallest form of the deal `hands`: itself a deal of its class.
    fn form<T: Held>(&mut self, hands: &[T]) -> [u64; MAX_PLAYERS] {
        let Some((first, rest)) = hands.split_first() else {
            return [u64::MAX; MAX_PLAYERS];
        };
        if first.cards() != self.lead || self.leading.is_empty() {
            self.lead = first.cards();
            let form = |to: Renaming| self.lead.map_suits(to).bits();
            self.lead_form = self.renamings.iter().map(|&to| form(to)).min().unwrap_or(0);
            self.leading = (self.renamings.iter().copied())
                .filter(|&to| form(to) == self.lead_form)
                .collect();
        }
        let mut best = [u64::MAX; MAX_PLAYERS];
        for &to in &self.leading {
            let mut key = [0; MAX_PLAYERS];
            key[0] = self.lead_form;
            for (k, hand) in key[1..].iter_mut().zip(rest) {
                *k = hand.cards().map_suits(to).bits();
            }
            best = best.min(key);
        }
        best
    }
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
        let mut smallest = Smallest::new(&renamings);
        let mut keys = std::collections::HashSet::new();
        let mut deals = 0;
        let _ = for_each_deal(&players, CardSet::EMPTY, &mut |hands, _| {
            keys.insert(smallest.form(hands));
            deals += 1;
            ControlFlow::Continue(())
        });
        assert_eq!((deals, keys.len()), (36, 3));
    }

    /// The smallest form kept from the first hand's renamings is the least
    /// of the deal's forms under every renaming, preflop and with known
    /// cards that some renamings move.
    #[test]
    fn the_smallest_form_is_the_least_under_every_renaming() {
        for known in ["", "Kh 7h 2c", "As Kd"] {
            let known: CardSet = known.parse().unwrap();
            let players: Vec<_> = ["AK,QQ,T9s", "JJ+,A5o", "KQ,76s"]
                .iter()
                .map(|r| holdings(&r.parse::<Range>().unwrap(), known))
                .collect();
            let renamings = renamings_fixing(known, CardSet::EMPTY);
            let mut smallest = Smallest::new(&renamings);
            let mut deals = 0;
            let _ = for_each_deal(&players, known, &mut |hands, _| {
                let least = renamings
                    .iter()
                    .map(|&to| {
                        let mut key = [0; MAX_PLAYERS];
                        for (k, hand) in key.iter_mut().zip(hands) {
                            *k = hand.cards().map_suits(to).bits();
                        }
                        key
                    })
                    .min()
                    .unwrap();
                assert_eq!(smallest.form(hands), least);
                deals += 1;
                ControlFlow::Continue(())
            });
            assert!(deals > 4000, "{deals}");
        }
    }
}
