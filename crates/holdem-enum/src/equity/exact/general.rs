//! Exact equity in any variant: every board walked for each class of
//! deals, each player's strength read by the variant's rules.

use card_core::{CardSet, binomial};
use hand_eval::{Hand, OmahaHole, ShortDeckHand};

use crate::equity::exact::classes::by_class;
use crate::equity::results::Tally;
use crate::rules::{
    Rules, for_each_board, for_each_razz_deal, for_each_stud_deal, need, omaha_hole, short_deck,
    split_values, stud_values,
};
use crate::run::watch::Watch;
use crate::table::holdings::{Holdings, upper_bound};
use crate::table::{Hands, Table};
use crate::{EXACT_LIMIT, EXACT_SHOWDOWN_LIMIT, Equity, EquityError, Method};

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
