//! Exact equity in any variant: every board walked for each class of
//! deals, each player's strength read by the variant's rules.

use card_core::{Card, CardSet, binomial};
use hand_eval::{Hand, OmahaHole, ShortDeckHand};

use crate::equity::exact::classes::by_class;
use crate::equity::results::Tally;
use crate::rules::{
    Rules, extend, for_each_board, for_each_razz_deal, for_each_stud_deal, hi_lo, need, omaha_hole,
    short_deck, split_values, strength, stud_values,
};
use crate::run::pieces;
use crate::run::watch::Watch;
use crate::table::holdings::{Holdings, upper_bound};
use crate::table::{Hands, Table};
use crate::{EXACT_LIMIT, EXACT_SHOWDOWN_LIMIT, Equity, EquityError, MAX_PLAYERS, Method};

/// Every deal counted, each weighted by the product of its hands'
/// weights.
///
/// # Errors
///
/// [`EquityError::TooLarge`] past [`EXACT_LIMIT`] combinations of the
/// players' hands, [`EquityError::TooManyShowdowns`] past
/// [`EXACT_SHOWDOWN_LIMIT`] showdowns.
pub(crate) fn run(table: &Table, watch: &Watch<'_>) -> Result<Equity, EquityError> {
    let boards = table.completions();
    // At most this many deals of hands: a random hand is one of the
    // cards the listed hands leave at least.
    let left = table.deck.len().saturating_sub(table.listed_cards()) as u32;
    let hands: u128 = table
        .players
        .iter()
        .map(|hands| match hands {
            Hands::Listed(list) => list.len() as u128,
            Hands::Random(cards) => u128::from(binomial(left, *cards as u32)),
        })
        .product();
    if hands > EXACT_LIMIT {
        return Err(EquityError::TooLarge {
            combinations: hands,
            limit: EXACT_LIMIT,
        });
    }
    // Each player's hand read against each board.
    let showdowns = hands * u128::from(boards) * table.players.len() as u128;
    if showdowns > EXACT_SHOWDOWN_LIMIT {
        return Err(EquityError::TooManyShowdowns {
            showdowns,
            limit: EXACT_SHOWDOWN_LIMIT,
        });
    }
    let players: Vec<Holdings<CardSet>> = table
        .players
        .iter()
        .map(|hands| match hands {
            Hands::Listed(list) => list.clone(),
            Hands::Random(cards) => table.deck.subsets(*cards).map(|hand| (hand, 1)).collect(),
        })
        .collect();
    debug_assert!(upper_bound(&players) >= hands);
    if board_outside(table, &players) {
        let tally = by_board(table, &players, watch);
        return Ok(tally.finish(table.players.len(), Method::Exact));
    }
    let tally = by_class(
        &players,
        table.known(),
        table.dead,
        boards.saturating_mul(table.players.len() as u64),
        watch,
        |hands, weight, total| {
            total.add_weighted(&showdown(table, hands), weight);
        },
    );
    Ok(tally.finish(table.players.len(), Method::Exact))
}

/// Whether to walk the boards outside the deals of hands ([`by_board`]):
/// after the flop, when every player's hands are listed and they make more
/// deals than there are hands, so that reading each hand once per board
/// saves readings.
fn board_outside(table: &Table, players: &[Holdings<CardSet>]) -> bool {
    let listed = table.players.iter().all(|hands| hands.listed().is_some());
    let hands: usize = players.iter().map(Vec::len).sum();
    listed
        && table.rules.dealt_to().is_none()
        && table.to_come <= 2
        && (hands as u128) < upper_bound(players)
}

/// Every completion of the board walked once, each player's listed hands
/// read against it once, and every deal of hands it leaves counted from
/// those readings: a piece of work is a run of boards.
fn by_board(table: &Table, players: &[Holdings<CardSet>], watch: &Watch<'_>) -> Tally<u128> {
    let cards: Vec<Card> = table.deck.iter().collect();
    let mut boards = Vec::new();
    extend(
        &cards,
        table.to_come,
        table.board,
        &|board, card| board | card,
        &mut |board| boards.push(board),
    );
    // A deal costs about one unit, a reading about 64.
    let readings: u64 = players.iter().map(|list| list.len() as u64).sum();
    let work = (upper_bound(players) as u64).saturating_add(64 * readings);
    let add = |total: &mut Tally<u128>, run: &[CardSet]| {
        for &board in run {
            on_board(table, players, board, total);
        }
    };
    pieces::runs(watch, &boards, work, Tally::new, add, Tally::plus)
}

/// Counts every deal of `players`' hands that `board` (complete) leaves,
/// each hand read once.
fn on_board(table: &Table, players: &[Holdings<CardSet>], board: CardSet, total: &mut Tally<u128>) {
    let split = table.rules.splits_pot();
    let read = |hand| {
        if split {
            hi_lo(table.rules, hand, board)
        } else {
            (strength(table.rules, hand, board), 0)
        }
    };
    let readings = players.iter().map(|list| {
        let hands = list.iter();
        let read = hands
            .map(|&(hand, weight)| (hand, weight, hand.is_disjoint(board).then(|| read(hand))));
        read.collect()
    });
    let mut deals = Deals {
        readings: readings.collect(),
        split,
        highs: [0; MAX_PLAYERS],
        lows: [0; MAX_PLAYERS],
    };
    deals.count(0, board | table.dead, 1, total);
}

/// Each player's hands with their weights and their readings on a board,
/// and the readings of the deal being counted.
struct Deals {
    readings: Vec<Vec<Reading>>,
    split: bool,
    highs: [u16; MAX_PLAYERS],
    lows: [u16; MAX_PLAYERS],
}

/// A hand, its weight, and its high and low on the board (`None` for a
/// hand that holds a board card).
type Reading = (CardSet, u64, Option<(u16, u16)>);

impl Deals {
    /// Counts the deals of the players from `p` on, hands that use none
    /// of `used`, each with `weight` times its hands' weights.
    fn count(&mut self, p: usize, used: CardSet, weight: u128, total: &mut Tally<u128>) {
        let n = self.readings.len();
        if p == n {
            if self.split {
                total.record_split(&self.highs[..n], &self.lows[..n], weight);
            } else {
                total.record(&self.highs[..n], weight);
            }
            return;
        }
        for i in 0..self.readings[p].len() {
            if let (hand, w, Some((high, low))) = self.readings[p][i]
                && hand.is_disjoint(used)
            {
                (self.highs[p], self.lows[p]) = (high, low);
                self.count(p + 1, used | hand, weight * u128::from(w), total);
            }
        }
    }
}

/// Every completion of the board for players holding `hands`.
fn showdown(table: &Table, hands: &[CardSet]) -> Tally<u64> {
    let used = hands.iter().fold(table.known(), |used, &hand| used | hand);
    let deck = table.deck - used;
    let mut tally = Tally::new();
    let need = need(table.rules, hands);
    match table.rules {
        Rules::Holdem => {
            let holes: Vec<Hand> = hands.iter().map(|&hand| Hand::from(hand)).collect();
            let mut values = Vec::with_capacity(hands.len());
            for_each_board(table.board, deck, table.to_come, need, |board, count| {
                values.clear();
                values.extend(
                    holes
                        .iter()
                        .map(|&hole| board.iter().fold(hole, Hand::add).evaluate()),
                );
                tally.record(&values, count);
            });
        }
        Rules::Omaha => {
            let holes: Vec<OmahaHole> = hands.iter().map(|&hand| omaha_hole(hand)).collect();
            let mut values = Vec::with_capacity(hands.len());
            for_each_board(table.board, deck, table.to_come, need, |board, count| {
                values.clear();
                values.extend(holes.iter().map(|hole| hole.evaluate_unchecked(board)));
                tally.record(&values, count);
            });
        }
        Rules::OmahaHiLo => {
            let holes: Vec<OmahaHole> = hands.iter().map(|&hand| omaha_hole(hand)).collect();
            let (mut highs, mut lows) = (vec![0; hands.len()], vec![0; hands.len()]);
            for_each_board(table.board, deck, table.to_come, need, |board, count| {
                for (p, hole) in holes.iter().enumerate() {
                    (highs[p], lows[p]) = split_values(hole.evaluate_hi_lo_unchecked(board));
                }
                tally.record_split(&highs, &lows, count);
            });
        }
        Rules::Razz => {
            let mut lows = vec![0; hands.len()];
            for_each_razz_deal(hands, deck, |full, count| {
                for (p, &hand) in full.iter().enumerate() {
                    (lows[p], _) = stud_values(table.rules, hand);
                }
                tally.record(&lows, count);
            });
        }
        Rules::Stud | Rules::StudHiLo => {
            let (mut highs, mut lows) = (vec![0; hands.len()], vec![0; hands.len()]);
            for_each_stud_deal(hands, deck, |full| {
                for (p, &hand) in full.iter().enumerate() {
                    (highs[p], lows[p]) = stud_values(table.rules, hand);
                }
                if table.rules.splits_pot() {
                    tally.record_split(&highs, &lows, 1);
                } else {
                    tally.record(&highs, 1);
                }
            });
        }
        Rules::ShortDeck(rules) => {
            let holes: Vec<ShortDeckHand> = hands.iter().map(|&hand| short_deck(hand)).collect();
            let mut values = Vec::with_capacity(hands.len());
            for_each_board(table.board, deck, table.to_come, need, |board, count| {
                let board = short_deck(board);
                values.clear();
                values.extend(holes.iter().map(|hole| {
                    rules.evaluate_hand(hole.cards().iter().fold(board, ShortDeckHand::add))
                }));
                tally.record(&values, count);
            });
        }
    }
    tally
}
