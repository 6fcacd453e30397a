//! Exact equity: every deal enumerated, deals alike up to a renaming of
//! suits counted once.

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::hash::{BuildHasherDefault, Hasher};

use card_core::{Card, CardSet, Suit, binomial};
use hand_eval::{Hand, HandRank};

use crate::boards::{self, Completions};
use crate::by_board;
use crate::equity::Tally;
use crate::holdings::{Held, Holdings, Table, for_each_deal, upper_bound};
use crate::pieces::{self, PIECE_WORK, Watch};
use crate::range::words;
use crate::{Combo, EXACT_LIMIT, EquityError, HOLDEM_HOLE, MAX_PLAYERS};

/// Counts every deal of `table`, each weighted by the product of its
/// combos' weights; no deal at all if the ranges cannot be dealt together.
///
/// # Errors
///
/// [`EquityError::TooLarge`] if the ranges have more than
/// [`EXACT_LIMIT`] combinations.
pub(crate) fn tally(table: &Table, watch: &Watch<'_>) -> Result<Tally<u128>, EquityError> {
    let combinations = upper_bound(&table.players);
    if combinations > EXACT_LIMIT {
        return Err(EquityError::TooLarge {
            combinations,
            limit: EXACT_LIMIT,
        });
    }

    if table.to_come <= 2 && by_board::preferred(table) {
        Ok(by_board::tally(table, watch))
    } else {
        Ok(by_tuple(table, watch))
    }
}

/// Counts every deal of `table` tuple by tuple of combos: for each class
/// of tuples (see [`by_class`]), every completion of the board.
pub(crate) fn by_tuple(table: &Table, watch: &Watch<'_>) -> Tally<u128> {
    let players = table.players.len();
    let deck = (Card::COUNT - table.known().len()).saturating_sub(HOLDEM_HOLE * players);
    let boards = binomial(deck as u32, table.to_come as u32);
    by_class(
        &table.players,
        table.known(),
        table.dead,
        boards.saturating_mul(players as u64),
        watch,
        |hands, weight, total| {
            showdown(hands, table, weight, total);
        },
    )
}

/// Adds up, with `showdown(hands, weight, total)` (which adds the outcomes
/// of the deal `hands` into `total`, each counting `weight`), every deal of
/// `players` (no card twice, none of `known`), each weighted by the
/// product of its hands' weights.
///
/// Deals that a renaming of suits fixing `known` and `dead` turns into
/// each other have the same outcome for every player: one of each class
/// is played, with the summed weight of all. The classes are cut into
/// pieces of about [`PIECE_WORK`] units, each class's showdown counting
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
    let mut classes: Vec<([T; MAX_PLAYERS], u128)> = Vec::new();
    let tuples = upper_bound(players).min(1 << 10) as usize;
    let mut index: HashMap<[u64; MAX_PLAYERS], usize, BuildHasherDefault<Masks>> =
        HashMap::with_capacity_and_hasher(tuples, BuildHasherDefault::default());
    for_each_deal(players, known, &mut |hands, weight| match index
        .entry(canonical(hands, &renamings))
    {
        Entry::Occupied(entry) => classes[*entry.get()].1 += weight,
        Entry::Vacant(entry) => {
            entry.insert(classes.len());
            let mut deal = [hands[0]; MAX_PLAYERS];
            deal[..n].copy_from_slice(hands);
            classes.push((deal, weight));
        }
    });

    let per_piece = (PIECE_WORK / work.max(1)).max(1) as usize;
    let total = pieces::total(
        watch,
        0..classes.len().div_ceil(per_piece) as u64,
        Tally::new,
        |mut total, i| {
            let from = i as usize * per_piece;
            let to = (from + per_piece).min(classes.len());
            for (hands, weight) in &classes[from..to] {
                showdown(&hands[..n], *weight, &mut total);
            }
            Ok::<_, core::convert::Infallible>(total)
        },
        Tally::plus,
    );
    match total {
        Ok(total) => total,
        Err(never) => match never {},
    }
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

/// Adds every completion of the board for players holding `hands` into
/// `total`, each counting `weight`.
fn showdown(hands: &[Combo], table: &Table, weight: u128, total: &mut Tally<u128>) {
    let mut holes = [CardSet::EMPTY; MAX_PLAYERS];
    for (hole, combo) in holes.iter_mut().zip(hands) {
        *hole = combo.cards();
    }
    let holes = &holes[..hands.len()];
    let used = holes.iter().fold(table.known(), |used, &hole| used | hole);
    match hands.len() {
        2 => winners::<2>(hands, holes, table, !used, weight, total),
        3 => winners::<3>(hands, holes, table, !used, weight, total),
        4 => winners::<4>(hands, holes, table, !used, weight, total),
        _ => {
            let mut showdown = Showdown {
                hands,
                tally: Tally::new(),
            };
            boards::complete(holes, table.board, !used, table.to_come, &mut showdown);
            total.add_weighted(&showdown.tally, weight);
        }
    }
}

/// [`showdown`] for `N` players, at most [`FEW_PLAYERS`]: the boards
/// counted by the set of players holding the best hand.
fn winners<const N: usize>(
    hands: &[Combo],
    holes: &[CardSet],
    table: &Table,
    deck: CardSet,
    weight: u128,
    total: &mut Tally<u128>,
) {
    let mut winners = Winners::<N> {
        hands: core::array::from_fn(|p| (hands[p].high(), hands[p].low())),
        by_winners: [0; 1 << FEW_PLAYERS],
    };
    boards::complete(holes, table.board, deck, table.to_come, &mut winners);
    for (set, &count) in winners.by_winners.iter().enumerate() {
        if count != 0 {
            total.record_winners(N, set, u128::from(count) * weight);
        }
    }
}

/// Up to this many players, outcomes are counted by the set of winners.
const FEW_PLAYERS: usize = 4;

/// Tallies outcomes for the known hands of `N` players, at most
/// [`FEW_PLAYERS`].
struct Winners<const N: usize> {
    /// Each player's two cards.
    hands: [(Card, Card); N],
    /// The boards counted by the set of players holding the best hand (bit
    /// `p` for player `p`).
    by_winners: [u64; 1 << FEW_PLAYERS],
}

/// The set of players holding the best of `values` (bit `p` for player
/// `p`).
#[inline]
fn best<const N: usize>(values: &[HandRank; N]) -> usize {
    let (mut best, mut winners) = (values[0], 1);
    for (p, &value) in values.iter().enumerate().skip(1) {
        if value > best {
            (best, winners) = (value, 1 << p);
        } else if value == best {
            winners |= 1 << p;
        }
    }
    winners
}

impl<const N: usize> Completions for Winners<N> {
    fn pattern(&mut self, values: &[HandRank], _: &[Hand], count: u64) {
        let values = values.try_into().expect("one value per player");
        self.by_winners[best::<N>(values)] += count;
    }

    #[inline]
    fn boards(&mut self, board: Hand, count: u64) {
        let values = self
            .hands
            .map(|(high, low)| board.add(high).add(low).evaluate());
        self.by_winners[best(&values)] += count;
    }
}

/// Tallies outcomes for the known hands of more than [`FEW_PLAYERS`]
/// players.
struct Showdown<'a> {
    hands: &'a [Combo],
    tally: Tally<u64>,
}

impl Completions for Showdown<'_> {
    fn pattern(&mut self, values: &[HandRank], _: &[Hand], count: u64) {
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
    use crate::holdings::holdings;

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
