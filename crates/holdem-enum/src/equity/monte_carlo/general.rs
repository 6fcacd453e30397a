//! Monte Carlo equity in any variant: hands dealt by weight, the rest
//! of the cards at random, each player's strength read by the variant's
//! rules.

use card_core::{Card, CardSet, stream_rng};
use rand::RngExt;

use crate::equity::monte_carlo::options::MonteCarlo;
use crate::equity::monte_carlo::sampling::{Picker, REJECTIONS_PER_SAMPLE, check, draw, sample};
use crate::rules::strength;
use crate::run::watch::Watch;
use crate::table::{Hands, Table};
use crate::{Equity, EquityError, MAX_PLAYERS};

/// Deals sampled at random as `options` says: the listed players' hands by
/// weight all at once (the deal thrown away if two share a card), then
/// the random players' hands and the rest of the board from the cards left.
///
/// Every deal of all the cards counts alike, times its hands' weights, as
/// in exact equity: listed hands of fewer cards leave more ways to deal the
/// rest, so when a list mixes sizes, the listed hands are kept in
/// proportion to those ways (thrown away and drawn again otherwise).
pub(crate) fn run(
    table: &Table,
    options: MonteCarlo,
    watch: &Watch<'_>,
) -> Result<Equity, EquityError> {
    check(options)?;
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
    sample(n, options, watch, |index, tally| {
        let start = index * MonteCarlo::BLOCK;
        let len = MonteCarlo::BLOCK.min(options.cap() - start);
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
    fn new(table: &Table) -> Keep {
        Keep {
            rest: table.random_cards() + table.to_come,
            fewest: table.known().len() + table.listed_cards(),
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
