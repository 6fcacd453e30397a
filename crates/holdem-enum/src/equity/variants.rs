//! Omaha and short deck equity: every board walked for each class of
//! deals (exact), or deals sampled (Monte Carlo), with the rules of each
//! variant.

use card_core::{Card, CardSet, binomial, stream_rng};
use hand_eval::{OmahaHole, ShortDeckHand};
use rand::RngExt;

use crate::equity::exact::classes::by_class;
use crate::equity::monte_carlo::{self, Picker, REJECTIONS_PER_SAMPLE, draw};
use crate::equity::results::Tally;
use crate::rules::{Rules, for_each_board, need, omaha_hole, short_deck, strength};
use crate::run::watch::Watch;
use crate::table::holdings::{Holdings, upper_bound};
use crate::table::{Hands, VariantTable};
use crate::{
    EXACT_LIMIT, EXACT_SHOWDOWN_LIMIT, Equity, EquityError, MAX_PLAYERS, Method, MonteCarlo,
};

/// Every deal counted, each weighted by the product of its hands'
/// weights.
///
/// # Errors
///
/// [`EquityError::TooLarge`] past [`EXACT_LIMIT`] combinations of the
/// players' hands, [`EquityError::TooManyShowdowns`] past
/// [`EXACT_SHOWDOWN_LIMIT`] showdowns.
pub(crate) fn exact(table: &VariantTable, watch: &Watch<'_>) -> Result<Equity, EquityError> {
    let sizes: usize = table.players.iter().map(|hands| hands.sizes().0).sum();
    let boards = binomial(
        (table.deck.len().saturating_sub(sizes)) as u32,
        table.to_come as u32,
    );
    let hands: u128 = table
        .players
        .iter()
        .map(|hands| match hands {
            Hands::Listed(list) => list.len() as u128,
            Hands::Random(cards) => u128::from(binomial(table.deck.len() as u32, *cards as u32)),
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
    debug_assert!(upper_bound(&players) == hands);
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
fn showdown(table: &VariantTable, hands: &[CardSet]) -> Tally<u64> {
    let used = hands.iter().fold(table.known(), |used, &hand| used | hand);
    let deck = table.deck - used;
    let mut tally = Tally::new();
    let need = need(table.rules, hands);
    match table.rules {
        Rules::Omaha => {
            let holes: Vec<OmahaHole> = hands.iter().map(|&hand| omaha_hole(hand)).collect();
            let mut values = Vec::with_capacity(hands.len());
            for_each_board(table.board, deck, table.to_come, need, |board, count| {
                values.clear();
                values.extend(holes.iter().map(|hole| hole.evaluate_unchecked(board)));
                tally.record(&values, count);
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

/// Deals sampled at random as `options` says: the listed players' hands by
/// weight all at once (the deal thrown away if two share a card), then
/// the random players' hands and the rest of the board from the cards left.
///
/// Every deal of all the cards counts alike, times its hands' weights, as
/// in [`exact`]: listed hands of fewer cards leave more ways to deal the
/// rest, so when a list mixes sizes, the listed hands are kept in
/// proportion to those ways (thrown away and drawn again otherwise).
pub(crate) fn monte_carlo(
    table: &VariantTable,
    options: MonteCarlo,
    watch: &Watch<'_>,
) -> Result<Equity, EquityError> {
    monte_carlo::check(options)?;
    let pickers: Vec<Option<Picker<CardSet>>> = table
        .players
        .iter()
        .map(|hands| match hands {
            Hands::Listed(list) => Some(Picker::new(list)),
            Hands::Random(_) => None,
        })
        .collect();
    let deck: Vec<Card> = table.deck.iter().collect();
    let n = table.players.len();
    let keep = Keep::new(table);
    monte_carlo::sample(n, options, watch, |index, tally| {
        let start = index * MonteCarlo::BLOCK;
        let len = MonteCarlo::BLOCK.min(options.samples - start);
        let mut rng = stream_rng(options.seed, index);
        let mut rejected = 0;
        let mut sampled = 0;
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS];
        let mut values = Vec::with_capacity(n);
        while sampled < len {
            let mut used = table.known();
            let mut clash = false;
            for (hand, picker) in hands.iter_mut().zip(&pickers) {
                if let Some(picker) = picker {
                    *hand = picker.pick(&mut rng);
                    clash |= !used.is_disjoint(*hand);
                    used |= *hand;
                }
            }
            if clash || !keep.keeps(used.len(), &mut rng) {
                rejected += 1;
                if rejected > REJECTIONS_PER_SAMPLE * len {
                    return Err(EquityError::TooManyRejections { rejected });
                }
                continue;
            }
            for (hand, player) in hands.iter_mut().zip(&table.players) {
                if let Hands::Random(cards) = *player {
                    *hand = CardSet::EMPTY;
                    for _ in 0..cards {
                        hand.insert(draw(&deck, &mut used, &mut rng));
                    }
                }
            }
            let mut board = table.board;
            for _ in 0..table.to_come {
                board.insert(draw(&deck, &mut used, &mut rng));
            }
            values.clear();
            values.extend(
                hands[..n]
                    .iter()
                    .map(|&hand| strength(table.rules, hand, board)),
            );
            tally.record(&values, 1);
            sampled += 1;
        }
        Ok(())
    })
}

/// The chance to keep listed hands that hold some number of cards, in
/// proportion to the ways to deal the rest around them.
struct Keep {
    /// The number of cards dealt after the listed hands.
    rest: usize,
    /// The cards known and held when the listed hands are smallest.
    fewest: usize,
    /// The cards not known.
    deck: usize,
}

impl Keep {
    fn new(table: &VariantTable) -> Keep {
        let (listed, random): (Vec<&Hands>, Vec<&Hands>) = table
            .players
            .iter()
            .partition(|hands| hands.listed().is_some());
        let fewest = |players: Vec<&Hands>| players.iter().map(|h| h.sizes().0).sum::<usize>();
        Keep {
            rest: fewest(random) + table.to_come,
            fewest: table.known().len() + fewest(listed),
            deck: table.deck.len() + table.known().len(),
        }
    }

    /// Whether to keep listed hands that, with the known cards, use
    /// `used` cards: with the chance that the ways to deal the `rest`
    /// cards from the others bear to the most there are.
    fn keeps(&self, used: usize, rng: &mut impl RngExt) -> bool {
        if used == self.fewest || self.rest == 0 {
            return true;
        }
        // (d - used)! / (d - used - rest)!  over  the same with `fewest`.
        let chance: f64 = (0..self.rest)
            .map(|i| (self.deck - used - i) as f64 / (self.deck - self.fewest - i) as f64)
            .product();
        rng.random::<f64>() < chance
    }
}
