//! Exact equity with the board outside: for each completion of the board,
//! each combo evaluated once, and the deals counted by arithmetic.
//!
//! After the flop one or two cards are to come: at most 1,176 boards. For
//! each board (one per class of boards alike under a renaming of suits
//! that fixes the board, the dead cards and every range, counted with the
//! size of its class), every combo any player may hold is evaluated once.
//! One player, the one with the most combos (the *last* player), is then
//! never walked: the others' combos are walked as tuples that share no
//! card, and for each tuple the last player's combos are counted by
//! strength against the tuple's best hand, below, equal and above, with
//! card removal handled by inclusion and exclusion:
//!
//! - the last player's combos sorted by strength give, at each strength
//!   the other players reach, the weight of the combos below it and of
//!   those up to it, and the same for the combos holding each card;
//! - the combos that share a card with the tuple are the weights of the
//!   tuple's cards taken away, plus those of the combos holding two of
//!   them (counted twice) given back: a combo of the tuple itself, or a
//!   combo of one card from each of two of its combos.
//!
//! So a deal costs nothing beyond its tuple of other players' combos, and
//! a combo's evaluation is shared by every tuple on the same board.
//! Boards of the same ranks on which no one can make a flush share their
//! evaluations and sorting; those of them whose cards to come hold the
//! same cards that players may hold (often none) are counted once, with
//! their number; and a walked player's combos of cards no one else may
//! hold are merged by strength.
//!
//! The work is cut into pieces of whole boards, in the order of their
//! keys (so that boards sharing evaluations fall in the same piece), each
//! piece about [`PIECE_WORK`](crate::run::pieces::PIECE_WORK) units by an upper bound of a board's work
//! (its combos evaluated and sorted, its tuples, its tables): a question
//! smaller than that is one piece on the calling thread, and a long one
//! gives the pieces' runner a chance to report and stop often.

use card_core::{Card, CardSet, Rank, Suit};
use hand_eval::{Hand, HandRank};

use crate::equity::results::Tally;
use crate::run::pieces;
use crate::run::watch::Watch;
use crate::symmetry::renamings_fixing_table;
use crate::table::HoldemTable;
use crate::{Combo, HAND_CARDS, MAX_PLAYERS};

/// No combo: a slot that the last player does not hold.
const NONE: u16 = u16::MAX;

/// What a calculation needs at every board, fixed for the question.
struct Question {
    players: usize,
    /// `order[i]`: the player walked at position `i`; the last position is
    /// the last player's.
    order: [usize; MAX_PLAYERS],
    /// Every combo some player may hold, by slot.
    combos: Vec<Combo>,
    /// `masks[slot]`: the combo's cards.
    masks: Vec<u64>,
    /// `columns[slot]`: for each card of the combo, its column in the
    /// tables of card weights (see [`Question::width`]).
    columns: Vec<[u8; 2]>,
    /// Each walked player's combos: slot and weight.
    walked: Vec<Vec<(u16, u64)>>,
    /// `alone[i]`: the cards that only the walked player `i` may hold.
    alone: Vec<u64>,
    /// The last player's combos: slot and weight.
    last: Vec<(u16, u64)>,
    /// `last_weight[slot]`: the last player's weight of the combo, 0 if
    /// it does not hold it.
    last_weight: Vec<u64>,
    /// `last_slot[52 a + b]`: the slot of the combo of cards `a` and `b`
    /// if the last player may hold it, else [`NONE`].
    last_slot: Vec<u16>,
    /// Columns of the tables of card weights: one per card both the last
    /// player and some walked player may hold, then one that the last
    /// player's other cards fill and one, always 0, for walked players'
    /// other cards.
    width: usize,
    /// The boards to count: the cards to come, how many boards they
    /// stand for, and their key (see [`Question::key`]), in the order
    /// of the keys.
    boards: Vec<(CardSet, u64, u16)>,
    /// The board so far.
    board: CardSet,
    /// An upper bound on the work of one board, in [`PIECE_WORK`](crate::run::pieces::PIECE_WORK) units.
    work: u64,
    /// Whether the deals of one board, weighted, fit in a `u64` (the
    /// product of the players' total weights does), so that a board is
    /// counted in `u64` and added to the total once.
    small: bool,
}

/// A count of weighted deals on one board.
trait Count:
    Copy
    + Default
    + core::ops::Add<Output = Self>
    + core::ops::AddAssign
    + core::ops::Mul<Output = Self>
    + From<u64>
where
    u128: From<Self>,
{
}

impl Count for u64 {}
impl Count for u128 {}

/// Whether walking the boards outside costs less than walking the tuples
/// of combos outside (each tuple evaluated on every board) would: the
/// estimates per board, in evaluations, of the combos evaluated and
/// sorted, the tuples of all players but the largest, and the tables;
/// against each tuple's players evaluated. The tuples' walk groups the
/// cards of suits that can make no flush by rank, so an evaluation of it
/// costs less, as measured by instructions: about half with one card to
/// come, and a sixth with two (on a flop the boards' walk won from about
/// seven times the estimate, and lost at 5.6 by a factor of 3.8).
pub(crate) fn preferred(table: &HoldemTable) -> bool {
    let combos: u64 = table.players.iter().map(|h| h.len() as u64).sum();
    let largest = table.players.iter().map(Vec::len).max().unwrap_or(0) as u64;
    let tuples: u64 = table
        .players
        .iter()
        .map(|h| h.len() as u64)
        .fold(1, u64::saturating_mul);
    let per_board_outside = combos + largest + tuples / largest.max(1) + 64;
    let per_board_inside = tuples.saturating_mul(table.players.len() as u64);
    let cheaper = if table.to_come == 2 { 6 } else { 2 };
    cheaper * per_board_outside < per_board_inside
}

/// Counts every deal of `table` (one or two cards to come, or none), each
/// weighted by the product of its combos' weights.
pub(crate) fn tally(table: &HoldemTable, watch: &Watch<'_>) -> Tally<u128> {
    count(&Question::new(table), watch)
}

/// Counts every deal of `question`, as far as `watch` lets it.
fn count(question: &Question, watch: &Watch<'_>) -> Tally<u128> {
    let add = |total: &mut Tally<u128>, run: &[_]| {
        let mut scratch = Scratch::new(question);
        // A board's counts, left at 0 between boards.
        let (mut small, mut wide) = (Tally::<u64>::new(), Tally::<u128>::new());
        for &board in run {
            if question.small {
                question.count_board(&mut scratch, board, &mut small, total);
            } else {
                question.count_board(&mut scratch, board, &mut wide, total);
            }
        }
    };
    pieces::runs(
        watch,
        &question.boards,
        question.work,
        Tally::new,
        add,
        Tally::plus,
    )
}

/// A walked player's combo on the board being counted.
#[derive(Clone, Copy)]
struct Entry {
    /// The combo's cards; none for combos merged by strength.
    cards: u64,
    weight: u64,
    value: u16,
    /// The index of `value` among the walked players' strengths.
    query: u16,
    slot: u16,
    /// Whether some card of the combo is one the last player may hold.
    shared: bool,
}

/// Tables rebuilt at each board, kept between boards of a piece.
struct Scratch {
    /// Each combo's strength on the boards of the key (0 if it cannot
    /// be dealt on them), or on the board of a key of its own (0 if the
    /// board holds a card of it).
    values: Vec<u16>,
    /// The last player's combos on the board: strength above slot.
    sorted: Vec<u32>,
    /// Each walked player's combos on the boards of the key.
    prepared: Vec<Vec<Entry>>,
    /// Each walked player's combos on the board.
    entries: Vec<Vec<Entry>>,
    /// The key of the boards the tables below were made for.
    key: u16,
    /// The strengths the walked players reach, in increasing order.
    queries: Vec<u16>,
    /// `query_of[value]`: the index of strength `value` in `queries`
    /// (meaningful for those strengths only).
    query_of: Vec<u16>,
    /// For each query strength, the last player's weight below it and up
    /// to it.
    below: Vec<u64>,
    upto: Vec<u64>,
    /// The same by card column: `below_by_card[width q + column]`.
    below_by_card: Vec<u64>,
    upto_by_card: Vec<u64>,
    /// The last player's weight by card column, and all of it.
    all_by_card: Vec<u64>,
    all: u64,
}

impl Scratch {
    fn new(question: &Question) -> Scratch {
        Scratch {
            values: vec![0; question.combos.len()],
            sorted: Vec::with_capacity(question.last.len()),
            prepared: question
                .walked
                .iter()
                .map(|w| Vec::with_capacity(w.len()))
                .collect(),
            entries: question
                .walked
                .iter()
                .map(|w| Vec::with_capacity(w.len()))
                .collect(),
            key: NONE,
            queries: Vec::new(),
            query_of: vec![0; usize::from(HandRank::BEST.value()) + 1],
            below: Vec::new(),
            upto: Vec::new(),
            below_by_card: Vec::new(),
            upto_by_card: Vec::new(),
            all_by_card: vec![0; question.width],
            all: 0,
        }
    }
}

impl Question {
    fn new(table: &HoldemTable) -> Question {
        let players = table.players.len();
        let last_player = (0..players)
            .max_by_key(|&p| (table.players[p].len(), core::cmp::Reverse(p)))
            .expect("two players or more");
        let mut order = [0; MAX_PLAYERS];
        let walked_players = (0..players).filter(|&p| p != last_player);
        for (position, p) in walked_players.clone().enumerate() {
            order[position] = p;
        }
        order[players - 1] = last_player;

        // Slots: every combo some player may hold, once.
        let mut slot_of = vec![NONE; Combo::COUNT];
        let mut combos = Vec::new();
        let mut slots = |holdings: &[(Combo, u64)]| -> Vec<(u16, u64)> {
            holdings
                .iter()
                .map(|&(combo, weight)| {
                    let slot = &mut slot_of[combo.index()];
                    if *slot == NONE {
                        *slot = combos.len() as u16;
                        combos.push(combo);
                    }
                    (*slot, weight)
                })
                .collect()
        };
        let walked: Vec<_> = walked_players.map(|p| slots(&table.players[p])).collect();
        let last = slots(&table.players[last_player]);

        let mut last_weight = vec![0; combos.len()];
        let mut last_slot = vec![NONE; Card::COUNT * Card::COUNT];
        let mut last_cards = 0u64;
        for &(slot, weight) in &last {
            let combo = combos[usize::from(slot)];
            last_weight[usize::from(slot)] = weight;
            let (a, b) = (combo.high().index(), combo.low().index());
            last_slot[a * Card::COUNT + b] = slot;
            last_slot[b * Card::COUNT + a] = slot;
            last_cards |= combo.cards().bits();
        }
        // The cards each walked player may hold.
        let walked_each: Vec<u64> = walked
            .iter()
            .map(|holdings| {
                holdings.iter().fold(0u64, |cards, &(slot, _)| {
                    cards | combos[usize::from(slot)].cards().bits()
                })
            })
            .collect();
        let walked_cards = walked_each.iter().fold(0, |all, &cards| all | cards);
        let alone = (0..walked.len())
            .map(|i| {
                let others = walked_each
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .fold(last_cards, |all, (_, &cards)| all | cards);
                walked_each[i] & !others
            })
            .collect();
        let mut column = [0u8; Card::COUNT];
        let shared = last_cards & walked_cards;
        let shared_count = shared.count_ones() as u8;
        let mut next = 0;
        for (i, column) in column.iter_mut().enumerate() {
            *column = if shared & 1 << i != 0 {
                next += 1;
                next - 1
            } else if last_cards & 1 << i != 0 {
                shared_count
            } else {
                shared_count + 1
            };
        }
        let mut suited = [0; Suit::COUNT];
        for combo in &combos {
            for (s, most) in suited.iter_mut().enumerate() {
                *most = (*most).max(combo.cards().count_of_suit(Suit::ALL[s]));
            }
        }
        let boards = boards(table, suited, last_cards | walked_cards);
        let masks = combos.iter().map(|combo| combo.cards().bits()).collect();
        let columns = combos
            .iter()
            .map(|combo| [column[combo.high().index()], column[combo.low().index()]])
            .collect();

        let walked_combos: u64 = walked.iter().map(|w| w.len() as u64).sum();
        let tuples = walked
            .iter()
            .fold(1u64, |t, w| t.saturating_mul(w.len() as u64));
        let width = usize::from(shared_count) + 2;
        let work = (combos.len() + last.len()) as u64 + tuples + walked_combos * width as u64 / 8;
        Question {
            players,
            order,
            combos,
            masks,
            columns,
            walked,
            alone,
            last,
            last_weight,
            last_slot,
            width,
            boards,
            board: table.board,
            work,
            small: table
                .players
                .iter()
                .map(|holdings| holdings.iter().map(|&(_, w)| u128::from(w)).sum::<u128>())
                .try_fold(1u128, u128::checked_mul)
                .is_some_and(|bound| bound <= u128::from(u64::MAX)),
        }
    }

    /// Adds the deals on the board completed by `cards`, each counting
    /// `count` times, to `total` (all but the losses), counting in `T` in
    /// `tally` (all 0, and left so).
    fn count_board<T: Count>(
        &self,
        scratch: &mut Scratch,
        (cards, count, key): (CardSet, u64, u16),
        tally: &mut Tally<T>,
        total: &mut Tally<u128>,
    ) where
        u128: From<T>,
    {
        let board = self.board | cards;
        if key == NONE || key != scratch.key {
            scratch.key = key;
            self.prepare(scratch, board, key != NONE);
        }
        self.combos_on_board(scratch, cards.bits());
        self.sweep(scratch, cards.bits());

        let mut chosen = [Entry {
            cards: 0,
            weight: 0,
            value: 0,
            query: 0,
            slot: 0,
            shared: false,
        }; MAX_PLAYERS];
        let walk = Walk {
            used: board.bits(),
            best: 0,
            query: 0,
            winners: 0,
            weight: T::from(1),
        };
        self.walk(scratch, 0, walk, &mut chosen, tally);
        let count: u128 = count.into();
        let zero = T::default();
        for p in 0..self.players {
            total.wins[p] += u128::from(tally.wins[p]) * count;
            tally.wins[p] = zero;
            for n in 2..=self.players {
                total.ties[p][n] += u128::from(tally.ties[p][n]) * count;
                tally.ties[p][n] = zero;
            }
        }
        total.deals += u128::from(tally.deals) * count;
        tally.deals = zero;
    }

    /// Evaluates every combo on `board` and sorts them: when `by_ranks`
    /// (no flush is possible), for every board of the same ranks, even
    /// the combos that hold one of the board's cards; else for this board.
    fn prepare(&self, scratch: &mut Scratch, board: CardSet, by_ranks: bool) {
        if by_ranks {
            // The board's ranks with suits in turn (no suit more than
            // twice), and each combo's ranks in suits the board leaves free
            // of their rank: at most four cards of a suit, no flush, the
            // strength of every board of these ranks.
            let mut suits = [0u8; Rank::COUNT];
            let mut rep = Hand::EMPTY;
            let mut dealt = 0;
            for (r, &count) in board.rank_counts().iter().enumerate() {
                for _ in 0..count {
                    suits[r] |= 1 << (dealt % Suit::COUNT);
                    rep = rep.add(Card::new(Rank::ALL[r], Suit::ALL[dealt % Suit::COUNT]));
                    dealt += 1;
                }
            }
            let free = |suits: &[u8; Rank::COUNT], rank: Rank| {
                let free = !suits[rank.index()] & 0xF;
                (free != 0).then(|| Card::new(rank, Suit::ALL[free.trailing_zeros() as usize]))
            };
            for (value, combo) in scratch.values.iter_mut().zip(&self.combos) {
                let (high, low) = (combo.high().rank(), combo.low().rank());
                *value = free(&suits, high)
                    .and_then(|a| {
                        let mut with = suits;
                        with[high.index()] |= 1 << a.suit().index();
                        free(&with, low).map(|b| rep.add(a).add(b).evaluate().value())
                    })
                    .unwrap_or(0);
            }
        } else {
            let hand = Hand::from(board);
            for (value, combo) in scratch.values.iter_mut().zip(&self.combos) {
                *value = if combo.cards().is_disjoint(board) {
                    hand.add(combo.high()).add(combo.low()).evaluate().value()
                } else {
                    0
                };
            }
        }
        let values = &scratch.values;

        scratch.sorted.clear();
        for &(slot, _) in &self.last {
            let value = values[usize::from(slot)];
            if value != 0 {
                scratch
                    .sorted
                    .push(u32::from(value) << 16 | u32::from(slot));
            }
        }
        scratch.sorted.sort_unstable();

        scratch.queries.clear();
        for (entries, walked) in scratch.prepared.iter_mut().zip(&self.walked) {
            entries.clear();
            for &(slot, weight) in walked {
                let value = values[usize::from(slot)];
                if value != 0 {
                    let [a, b] = self.columns[usize::from(slot)];
                    let shared = usize::from(a.min(b)) + 2 < self.width;
                    entries.push(Entry {
                        cards: self.masks[usize::from(slot)],
                        weight,
                        value,
                        query: 0,
                        slot,
                        shared,
                    });
                    scratch.queries.push(value);
                }
            }
        }
        scratch.queries.sort_unstable();
        scratch.queries.dedup();
        for (q, &value) in scratch.queries.iter().enumerate() {
            scratch.query_of[usize::from(value)] = q as u16;
        }
        for (entries, &alone) in scratch.prepared.iter_mut().zip(&self.alone) {
            for entry in entries.iter_mut() {
                entry.query = scratch.query_of[usize::from(entry.value)];
            }
            // Combos of cards no one else may hold last, by strength.
            entries.sort_unstable_by_key(|e| (e.cards & !alone == 0, e.value));
        }
    }

    /// Each walked player's combos on the board completed by `cards`
    /// (which the prepared combos may hold): those of cards no one else
    /// may hold merged by strength, as their cards matter to no one.
    fn combos_on_board(&self, scratch: &mut Scratch, cards: u64) {
        for ((entries, prepared), &alone) in scratch
            .entries
            .iter_mut()
            .zip(&scratch.prepared)
            .zip(&self.alone)
        {
            entries.clear();
            for entry in prepared {
                if entry.cards & cards != 0 {
                    continue;
                }
                if entry.cards & !alone != 0 {
                    entries.push(*entry);
                    continue;
                }
                match entries.last_mut() {
                    Some(merged) if merged.cards == 0 && merged.value == entry.value => {
                        merged.weight += entry.weight;
                    }
                    _ => entries.push(Entry { cards: 0, ..*entry }),
                }
            }
        }
    }

    /// Fills the tables of the last player's weights at each query
    /// strength, leaving out the combos that hold one of `cards` (the
    /// cards to come).
    fn sweep(&self, scratch: &mut Scratch, cards: u64) {
        let width = self.width;
        let queries = scratch.queries.len();
        scratch.below.resize(queries, 0);
        scratch.upto.resize(queries, 0);
        scratch.below_by_card.resize(queries * width, 0);
        scratch.upto_by_card.resize(queries * width, 0);
        let running = &mut scratch.all_by_card;
        running.fill(0);
        let mut total = 0u64;
        let mut sorted = scratch.sorted.iter().peekable();
        let mut add_while = |more: &dyn Fn(u32) -> bool, total: &mut u64, running: &mut [u64]| {
            while let Some(&&entry) = sorted.peek() {
                if !more(entry >> 16) {
                    break;
                }
                sorted.next();
                let slot = (entry & 0xFFFF) as usize;
                if self.masks[slot] & cards == 0 {
                    let weight = self.last_weight[slot];
                    let [a, b] = self.columns[slot];
                    running[usize::from(a)] += weight;
                    running[usize::from(b)] += weight;
                    *total += weight;
                }
            }
        };
        for q in 0..queries {
            let value = u32::from(scratch.queries[q]);
            add_while(&|v| v < value, &mut total, running);
            scratch.below[q] = total;
            scratch.below_by_card[q * width..(q + 1) * width].copy_from_slice(&running[..width]);
            add_while(&|v| v == value, &mut total, running);
            scratch.upto[q] = total;
            scratch.upto_by_card[q * width..(q + 1) * width].copy_from_slice(&running[..width]);
        }
        add_while(&|_| true, &mut total, running);
        scratch.all = total;
        // The walked players' column of cards the last player never holds
        // stays 0 in every table.
        debug_assert!(scratch.all_by_card[width - 1] == 0);
    }

    /// Walks the walked players' combos from `position` on.
    fn walk<T: Count>(
        &self,
        scratch: &Scratch,
        position: usize,
        walk: Walk<T>,
        chosen: &mut [Entry; MAX_PLAYERS],
        tally: &mut Tally<T>,
    ) where
        u128: From<T>,
    {
        if position + 1 == self.players {
            self.count_tuple(scratch, &chosen[..position], walk, tally);
            return;
        }
        for entry in &scratch.entries[position] {
            if entry.cards & walk.used != 0 {
                continue;
            }
            chosen[position] = *entry;
            let bit = 1 << position;
            let next = Walk {
                used: walk.used | entry.cards,
                best: walk.best.max(entry.value),
                query: if entry.value >= walk.best {
                    entry.query
                } else {
                    walk.query
                },
                winners: match entry.value.cmp(&walk.best) {
                    core::cmp::Ordering::Greater => bit,
                    core::cmp::Ordering::Equal => walk.winners | bit,
                    core::cmp::Ordering::Less => walk.winners,
                },
                weight: walk.weight * T::from(entry.weight),
            };
            self.walk(scratch, position + 1, next, chosen, tally);
        }
    }

    /// Counts the last player's combos against a tuple of the others'.
    fn count_tuple<T: Count>(
        &self,
        scratch: &Scratch,
        chosen: &[Entry],
        walk: Walk<T>,
        tally: &mut Tally<T>,
    ) where
        u128: From<T>,
    {
        let width = self.width;
        let q = usize::from(walk.query);
        let below_by_card = &scratch.below_by_card[q * width..(q + 1) * width];
        let upto_by_card = &scratch.upto_by_card[q * width..(q + 1) * width];
        // Wrapping: the sums end non-negative, terms may not.
        let mut below = scratch.below[q];
        let mut upto = scratch.upto[q];
        let mut all = scratch.all;
        let give_back = |slot: u16, value: u16, below: &mut u64, upto: &mut u64, all: &mut u64| {
            let weight = self.last_weight[usize::from(slot)];
            if value < walk.best {
                *below = below.wrapping_add(weight);
            }
            if value <= walk.best {
                *upto = upto.wrapping_add(weight);
            }
            *all = all.wrapping_add(weight);
        };
        for (i, entry) in chosen.iter().enumerate() {
            if !entry.shared {
                continue;
            }
            for column in self.columns[usize::from(entry.slot)] {
                let column = usize::from(column);
                below = below.wrapping_sub(below_by_card[column]);
                upto = upto.wrapping_sub(upto_by_card[column]);
                all = all.wrapping_sub(scratch.all_by_card[column]);
            }
            give_back(entry.slot, entry.value, &mut below, &mut upto, &mut all);
            for other in &chosen[..i] {
                if !other.shared {
                    continue;
                }
                for a in card_indices(entry.cards) {
                    for b in card_indices(other.cards) {
                        let slot = self.last_slot[a * Card::COUNT + b];
                        if slot != NONE {
                            let value = scratch.values[usize::from(slot)];
                            give_back(slot, value, &mut below, &mut upto, &mut all);
                        }
                    }
                }
            }
        }
        let equal = upto.wrapping_sub(below);
        let above = all.wrapping_sub(upto);
        let weight = walk.weight;
        let (below, equal, above) = (
            weight * T::from(below),
            weight * T::from(equal),
            weight * T::from(above),
        );
        let winners = walk.winners.count_ones() as usize;
        let mut rest = walk.winners;
        while rest != 0 {
            let p = self.order[rest.trailing_zeros() as usize];
            rest &= rest - 1;
            if winners == 1 {
                tally.wins[p] += below;
            } else {
                tally.ties[p][winners] += below;
            }
            tally.ties[p][winners + 1] += equal;
        }
        let last = self.order[self.players - 1];
        tally.ties[last][winners + 1] += equal;
        tally.wins[last] += above;
        tally.deals += below + equal + above;
    }
}

/// The state of the walk over the walked players' combos.
#[derive(Clone, Copy)]
struct Walk<T> {
    /// Cards of the board and of the combos so far.
    used: u64,
    /// The best strength so far, 0 before any combo.
    best: u16,
    /// The index of `best` among the query strengths.
    query: u16,
    /// The positions holding `best`.
    winners: u16,
    /// The product of the combos' weights.
    weight: T,
}

/// The key of a completion `cards` of a board on which someone may make
/// a flush once the board holds `need[s]` cards of suit `s`: the ranks of
/// `cards` if no one can make a flush (so that every combo is as strong
/// on every board of these ranks), else [`NONE`].
fn key(cards: CardSet, need: [usize; Suit::COUNT]) -> u16 {
    let mut suits = [0; Suit::COUNT];
    for card in cards {
        suits[card.suit().index()] += 1;
    }
    if suits.iter().zip(need).any(|(&count, need)| count >= need) {
        NONE
    } else {
        cards
            .iter()
            .fold(0, |key, card| key * 14 + card.rank().index() as u16 + 1)
    }
}

/// The two card indices of a combo's bits.
fn card_indices(cards: u64) -> [usize; 2] {
    [
        cards.trailing_zeros() as usize,
        63 - cards.leading_zeros() as usize,
    ]
}

/// The completions of the board to count, with how many boards each
/// stands for: one per class of completions that a renaming of suits
/// fixing the board, the dead cards and every player's holdings (weights
/// included) turns into each other, counted with the size of the class;
/// and of the boards of one key (see [`key`]), one per set of `held`
/// cards (cards some player may hold) among the cards to come, counted
/// with all of theirs: such boards give every combo the same strength
/// and take away the same combos, so they have the same deals. Boards of
/// one key come together, those on which a flush is possible last.
fn boards(
    table: &HoldemTable,
    suited: [usize; Suit::COUNT],
    held: u64,
) -> Vec<(CardSet, u64, u16)> {
    let renamings = renamings_fixing_table(table.board, table.dead, &table.players);
    // The identity, always one of them, fixes every board.
    let others: Vec<_> = renamings.iter().filter(|&&to| to != Suit::ALL).collect();
    let classes = renamings.len() as u64;
    let need = Suit::ALL.map(|suit| {
        HAND_CARDS.saturating_sub(table.board.count_of_suit(suit) + suited[suit.index()])
    });
    let (mut boards, mut flush) = (Vec::new(), Vec::new());
    // Where the boards of the key being walked start in `boards`.
    let mut first = 0;
    in_rank_order(!table.known(), table.to_come, |cards| {
        let mut fixed = 1;
        for &&to in &others {
            let image = cards.map_suits(to).bits();
            if image < cards.bits() {
                return;
            }
            fixed += u64::from(image == cards.bits());
        }
        let count = classes / fixed;
        let key = key(cards, need);
        if key == NONE {
            flush.push((cards, count, NONE));
            return;
        }
        if boards.get(first).is_none_or(|&(_, _, k)| k != key) {
            first = boards.len();
        }
        let alike = cards.bits() & held;
        match boards[first..]
            .iter_mut()
            .find(|(other, _, _): &&mut (CardSet, u64, u16)| other.bits() & held == alike)
        {
            Some(board) => board.1 += count,
            None => boards.push((cards, count, key)),
        }
    });
    boards.extend(flush);
    boards
}

/// Calls `f` with every set of `to_come` cards (at most two) of `deck`,
/// the sets of the same ranks one after another.
fn in_rank_order(deck: CardSet, to_come: usize, mut f: impl FnMut(CardSet)) {
    debug_assert!(to_come <= 2, "one or two cards to come, or none");
    let by_rank = Rank::ALL.map(|rank| deck & CardSet::of_rank(rank));
    match to_come {
        0 => f(CardSet::EMPTY),
        1 => deck.iter().for_each(|card| f(CardSet::from(card))),
        _ => {
            for (r, &low) in by_rank.iter().enumerate() {
                low.subsets(2).for_each(&mut f);
                for &high in &by_rank[r + 1..] {
                    for a in low {
                        for b in high {
                            f(CardSet::from([a, b]));
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use card_core::stream_rng;
    use proptest::prelude::*;

    use rand::seq::{IndexedRandom, SliceRandom};

    use super::*;
    use crate::Range;
    use crate::equity::exact::by_tuple::by_tuple;
    use crate::table::holdings::{Holdings, holdings};

    /// The reference: every tuple of combos, every completion of the
    /// board, each player's seven cards evaluated on their own.
    fn naive(table: &HoldemTable) -> Tally<u128> {
        fn deal(table: &HoldemTable, chosen: &mut Vec<(Combo, u64)>, tally: &mut Tally<u128>) {
            let used = chosen
                .iter()
                .fold(table.known(), |used, (combo, _)| used | combo.cards());
            let Some(holdings) = table.players.get(chosen.len()) else {
                let weight: u128 = chosen.iter().map(|&(_, w)| u128::from(w)).product();
                for rest in (!used).subsets(table.to_come) {
                    let values: Vec<_> = chosen
                        .iter()
                        .map(|(combo, _)| {
                            hand_eval::evaluate_set(table.board | rest | combo.cards()).unwrap()
                        })
                        .collect();
                    tally.record(&values, weight);
                }
                return;
            };
            for &(combo, weight) in holdings {
                if combo.cards().is_disjoint(used) {
                    chosen.push((combo, weight));
                    deal(table, chosen, tally);
                    chosen.pop();
                }
            }
        }
        let mut tally = Tally::new();
        deal(table, &mut Vec::new(), &mut tally);
        tally
    }

    /// A random question: `players` players on a board of `board` cards,
    /// with up to two dead cards. Ranges drawn from a few cards overlap
    /// (`classes` false: weighted combos of `2 players + 4` cards) or are
    /// whole hand classes, alike under renamings of suits (`classes`
    /// true).
    fn question(seed: u64, players: usize, board: usize, classes: bool) -> HoldemTable {
        let mut rng = stream_rng(seed, 0);
        let mut deck = Card::ALL;
        deck.shuffle(&mut rng);
        let board_cards = CardSet::from_iter(deck[..board].iter().copied());
        let dead_count = rng.random_range(0..=2);
        let dead = CardSet::from_iter(deck[board..board + dead_count].iter().copied());
        let known = board_cards | dead;
        let pool = &deck[board + dead_count..][..2 * players + 4];
        let classes_list = ["AA", "KK", "AKs", "QJo", "T9s", "22", "A5s", "87", "KQ"];
        let players = (0..players)
            .map(|p| -> Holdings {
                if classes {
                    let text = (0..rng.random_range(1..=2))
                        .map(|_| *classes_list.choose(&mut rng).unwrap())
                        .collect::<Vec<_>>()
                        .join(",");
                    holdings(&text.parse::<Range>().unwrap(), known)
                } else {
                    // A combo of the player's own two cards of the pool, so
                    // that some deal exists, and others from anywhere in it.
                    let own = Combo::new(pool[2 * p], pool[2 * p + 1]).unwrap();
                    let mut combos: Holdings = vec![(own, rng.random_range(1..=3))];
                    for _ in 0..rng.random_range(0..=3) {
                        let (a, b) = (
                            *pool.choose(&mut rng).unwrap(),
                            *pool.choose(&mut rng).unwrap(),
                        );
                        if let Some(combo) = Combo::new(a, b)
                            && combos.iter().all(|&(c, _)| c != combo)
                        {
                            combos.push((combo, rng.random_range(1..=3)));
                        }
                    }
                    combos
                }
            })
            .filter(|holdings| !holdings.is_empty())
            .collect();
        HoldemTable {
            players,
            board: board_cards,
            dead,
            to_come: 5 - board,
        }
    }

    fn check(table: &HoldemTable) {
        if table.players.len() < 2 {
            return;
        }
        let expected = naive(table);
        let idle = Watch::idle();
        assert_eq!(tally(table, &idle), expected, "boards outside: {table:?}");
        let mut wide = Question::new(table);
        wide.small = false;
        assert_eq!(
            count(&wide, &idle),
            expected,
            "boards outside, in u128: {table:?}"
        );
        assert_eq!(
            by_tuple(table, &idle),
            expected,
            "tuples outside: {table:?}"
        );
    }

    /// The boards a question counts stand for every completion once, and
    /// those of a key come together, those of no key last.
    fn check_boards(table: &HoldemTable) {
        if table.players.len() < 2 {
            return;
        }
        let question = Question::new(table);
        let total: u64 = question.boards.iter().map(|&(_, count, _)| count).sum();
        let deck = (!table.known()).len() as u32;
        assert_eq!(
            total,
            card_core::binomial(deck, table.to_come as u32),
            "{table:?}"
        );
        let mut seen = Vec::new();
        for alike in question.boards.chunk_by(|a, b| a.2 == b.2) {
            let key = alike[0].2;
            assert!(!seen.contains(&key), "key {key} apart: {table:?}");
            assert!(seen.last() != Some(&NONE), "a key after {NONE}: {table:?}");
            seen.push(key);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn boards_stand_for_every_completion_once(
            seed: u64,
            players in 2usize..=4,
            board in 3usize..=5,
            classes: bool,
        ) {
            check_boards(&question(seed, players, board, classes));
        }

        #[test]
        fn agrees_with_every_deal_on_overlapping_weighted_ranges(
            seed: u64,
            players in 2usize..=4,
            board in 3usize..=5,
        ) {
            check(&question(seed, players, board, false));
        }

        #[test]
        fn agrees_with_every_deal_for_up_to_ten_players(
            seed: u64,
            players in 5usize..=10,
            board in 4usize..=5,
        ) {
            check(&question(seed, players, board, false));
        }

        #[test]
        fn agrees_with_every_deal_on_ranges_alike_under_suits(
            seed: u64,
            players in 2usize..=3,
            board in 3usize..=5,
        ) {
            check(&question(seed, players, board, true));
        }
    }
}
