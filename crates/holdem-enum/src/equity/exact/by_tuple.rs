//! Exact hold'em equity tuple by tuple of combos: for each class of
//! deals, every completion of the board.

use card_core::{Card, CardSet, binomial};
use hand_eval::{Hand, HandRank};

use crate::boards::{self, Completions};
use crate::equity::exact::classes::by_class;
use crate::equity::results::Tally;
use crate::run::watch::Watch;
use crate::table::HoldemTable;
use crate::{Combo, HOLDEM_HOLE, MAX_PLAYERS};

/// Counts every deal of `table` tuple by tuple of combos: for each class
/// of tuples (see [`by_class`]), every completion of the board.
pub(crate) fn by_tuple(table: &HoldemTable, watch: &Watch<'_>) -> Tally<u128> {
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

/// Adds every completion of the board for players holding `hands` into
/// `total`, each counting `weight`.
fn showdown(hands: &[Combo], table: &HoldemTable, weight: u128, total: &mut Tally<u128>) {
    let (mut holes, mut joined) = ([CardSet::EMPTY; MAX_PLAYERS], [Hand::EMPTY; MAX_PLAYERS]);
    for ((hole, hand), combo) in holes.iter_mut().zip(&mut joined).zip(hands) {
        *hole = combo.cards();
        *hand = Hand::from(*hole);
    }
    let holes = &holes[..hands.len()];
    let used = holes.iter().fold(table.known(), |used, &hole| used | hole);
    match hands.len() {
        2 => winners::<2>(holes, &joined, table, !used, weight, total),
        3 => winners::<3>(holes, &joined, table, !used, weight, total),
        4 => winners::<4>(holes, &joined, table, !used, weight, total),
        _ => {
            let mut showdown = Showdown {
                holes: joined,
                players: holes.len(),
                tally: Tally::new(),
            };
            boards::complete(holes, table.board, !used, table.to_come, &mut showdown);
            total.add_weighted(&showdown.tally, weight);
        }
    }
}

/// [`showdown`] for `N` players, at most [`FEW_PLAYERS`], holding `holes`
/// (their cards as hands in `joined`): the boards counted by the set of
/// players holding the best hand.
fn winners<const N: usize>(
    holes: &[CardSet],
    joined: &[Hand; MAX_PLAYERS],
    table: &HoldemTable,
    deck: CardSet,
    weight: u128,
    total: &mut Tally<u128>,
) {
    let mut winners = Winners::<N> {
        holes: core::array::from_fn(|p| joined[p]),
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
    /// Each player's two cards, joined to each board.
    holes: [Hand; N],
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
        let values = self.holes.map(|hole| board.join(hole).evaluate());
        self.by_winners[best(&values)] += count;
    }
}

/// Tallies outcomes for the known hands of more than [`FEW_PLAYERS`]
/// players.
struct Showdown {
    /// Each player's two cards, joined to each board (the first
    /// `players`).
    holes: [Hand; MAX_PLAYERS],
    players: usize,
    tally: Tally<u64>,
}

impl Completions for Showdown {
    fn pattern(&mut self, values: &[HandRank], _: &[Hand], count: u64) {
        self.tally.record(values, count);
    }

    fn boards(&mut self, board: Hand, count: u64) {
        let mut values = [HandRank::WORST; MAX_PLAYERS];
        for (value, &hole) in values.iter_mut().zip(&self.holes[..self.players]) {
            *value = board.join(hole).evaluate();
        }
        self.tally.record(&values[..self.players], count);
    }
}
