//! Exact equity: every deal enumerated, deals alike up to a renaming of
//! suits counted once.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use card_core::CardSet;
use hand_eval::{Hand, HandRank};

use crate::boards::{self, Completions};
use crate::equity::{Tally, Totals};
use crate::holdings::{for_each_deal, holdings, upper_bound};
use crate::{Combo, EXACT_LIMIT, Equity, EquityError, MAX_PLAYERS, Matchup, Method, threads};

/// Counts every deal of `matchup`.
pub(crate) fn run(matchup: &Matchup) -> Result<Equity, EquityError> {
    let (board, dead) = (matchup.board(), matchup.dead());
    let players: Vec<_> = matchup
        .players()
        .iter()
        .map(|range| holdings(range, board | dead))
        .collect();
    let combinations = upper_bound(&players);
    if combinations > EXACT_LIMIT {
        return Err(EquityError::TooLarge {
            combinations,
            limit: EXACT_LIMIT,
        });
    }

    // Deals that a renaming of suits fixing the board and the dead cards
    // turns into each other have the same outcome for every player: count
    // one of each class, with the summed weight of all.
    let renamings = renamings_fixing(board | dead, dead);
    let mut classes: Vec<([Combo; MAX_PLAYERS], u128)> = Vec::new();
    let mut index: HashMap<[u64; MAX_PLAYERS], usize> = HashMap::new();
    for_each_deal(&players, board | dead, &mut |hands, weight| match index
        .entry(canonical(hands, &renamings))
    {
        Entry::Occupied(entry) => classes[*entry.get()].1 += weight,
        Entry::Vacant(entry) => {
            entry.insert(classes.len());
            let mut deal = [Combo::ALL_FIRST; MAX_PLAYERS];
            deal[..hands.len()].copy_from_slice(hands);
            classes.push((deal, weight));
        }
    });
    if classes.is_empty() {
        return Err(EquityError::NoValidDeal);
    }

    let n = players.len();
    let tallies = threads::run(matchup.threads(), classes.len(), |i| {
        showdown(&classes[i].0[..n], board, dead)
    });
    let mut totals = Totals::new(n);
    for (tally, (_, weight)) in tallies.iter().zip(&classes) {
        totals.add(tally, *weight);
    }
    Ok(totals.finish(Method::Exact))
}

/// Every completion of `board` for players holding `hands`.
fn showdown(hands: &[Combo], board: CardSet, dead: CardSet) -> Tally {
    let mut holes = [CardSet::EMPTY; MAX_PLAYERS];
    for (hole, combo) in holes.iter_mut().zip(hands) {
        *hole = combo.cards();
    }
    let holes = &holes[..hands.len()];
    let used = holes.iter().fold(board | dead, |used, &hole| used | hole);
    let mut showdown = Showdown {
        hands,
        tally: Tally::new(),
    };
    boards::complete(holes, board, !used, &mut showdown);
    showdown.tally
}

/// Tallies outcomes for known hands.
struct Showdown<'a> {
    hands: &'a [Combo],
    tally: Tally,
}

impl Completions for Showdown<'_> {
    fn pattern(&mut self, values: &[HandRank], count: u64) {
        self.tally.record(values, count);
    }

    fn boards(&mut self, board: Hand, count: u64) {
        let mut values = [HandRank::WORST; MAX_PLAYERS];
        for (value, combo) in values.iter_mut().zip(self.hands) {
            *value = board.add(combo.high()).add(combo.low()).evaluate();
        }
        self.tally.record(&values[..self.hands.len()], count);
    }
}

/// The `CardSet` bits of the clubs, one per rank; shifted by `s`, suit `s`.
const CLUBS: u64 = 0x1_1111_1111_1111;

/// The suit renamings (`to[s]` is the new suit of suit `s`) that map each
/// of `a` and `b` to itself.
fn renamings_fixing(a: CardSet, b: CardSet) -> Vec<[usize; 4]> {
    let mut all = Vec::new();
    for s0 in 0..4 {
        for s1 in 0..4 {
            for s2 in 0..4 {
                for s3 in 0..4 {
                    let to = [s0, s1, s2, s3];
                    let distinct = (0..4).all(|i| (0..i).all(|j| to[i] != to[j]));
                    if distinct
                        && rename(a.bits(), to) == a.bits()
                        && rename(b.bits(), to) == b.bits()
                    {
                        all.push(to);
                    }
                }
            }
        }
    }
    all
}

/// `bits` with suit `s` renamed `to[s]`.
fn rename(bits: u64, to: [usize; 4]) -> u64 {
    (0..4).fold(0, |out, s| out | ((bits >> s) & CLUBS) << to[s])
}

/// The smallest form of `hands` under `renamings`: the same for every deal
/// of a class.
fn canonical(hands: &[Combo], renamings: &[[usize; 4]]) -> [u64; MAX_PLAYERS] {
    let mut best = [u64::MAX; MAX_PLAYERS];
    for &to in renamings {
        let mut key = [0; MAX_PLAYERS];
        for (k, combo) in key.iter_mut().zip(hands) {
            *k = rename(combo.cards().bits(), to);
        }
        best = best.min(key);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Range;

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
        for_each_deal(&players, CardSet::EMPTY, &mut |hands, _| {
            keys.insert(canonical(hands, &renamings));
            deals += 1;
        });
        assert_eq!((deals, keys.len()), (36, 3));
    }
}
