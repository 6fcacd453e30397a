//! Monte Carlo equity in any variant: hands dealt by weight, the rest
//! of the cards at random, each player's strength read by the variant's
//! rules.

use card_core::{Card, CardSet, binomial, stream_rng};
use hand_eval::Hand;
use rand::RngExt;
use rand::rngs::Xoshiro256PlusPlus;

use crate::equity::monte_carlo::joint::{Groups, TABLE_LIMIT};
use crate::equity::monte_carlo::options::MonteCarlo;
use crate::equity::monte_carlo::sampling::{
    REJECTIONS_PER_SAMPLE, board_strata, check, clusters, draw, sample,
};
use crate::equity::results::Tally;
use crate::rules::{hi_lo, strength};
use crate::run::watch::Watch;
use crate::shuffle::BoardStrata;
use crate::table::holdings::Holdings;
use crate::table::{Hands, Table};
use crate::{Equity, EquityError, MAX_PLAYERS};

/// Deals sampled at random as `options` says: the listed players' hands by
/// their joint distribution ([`Listed`]), then the random players' hands,
/// in the stud games each player's cards to come, and the rest of the
/// board from the cards left.
///
/// Without listed players drawn (every player holds one hand or a random
/// one), the first cards to come are stratified over each cluster of deals
/// ([`BoardStrata`], as in hold'em), dealt before the random hands, and the
/// clusters counted for the standard error.
pub(crate) fn run(
    table: &Table,
    options: MonteCarlo,
    watch: &Watch<'_>,
) -> Result<Equity, EquityError> {
    check(options)?;
    let table = &Table {
        players: table
            .players
            .iter()
            .map(|hands| dealt(hands, table.deck))
            .collect(),
        ..*table
    };
    let listed = Listed::new(table, TABLE_LIMIT);
    let strata = if listed.groups.groups.is_empty() {
        let deck = table.deck - listed.held;
        board_strata(deck, Hand::from(table.board), table.to_come, options)
    } else {
        None
    };
    let dealer = Dealer {
        table,
        deck: table.deck.iter().collect(),
        strata: strata.as_ref().map(|(strata, _)| strata),
        listed,
    };
    let n = table.players.len();
    sample(n, options, watch, |index, tally| {
        let start = index * MonteCarlo::BLOCK;
        let len = MonteCarlo::BLOCK.min(options.cap() - start);
        let mut rng = stream_rng(options.seed, index);
        let Some(&(_, most)) = strata.as_ref() else {
            return dealer.deal(len, 0, &mut rng, tally);
        };
        clusters(len, most, |bits| {
            let mut cluster = Tally::new();
            dealer.deal(1 << bits, bits, &mut rng, &mut cluster)?;
            tally.record_cluster(n, &cluster);
            Ok(())
        })
    })
}

/// `hands` as [`run`] deals them from `deck`, the cards not known: a list
/// of every hand of one size from them, all of one weight (short deck's
/// `any`), as a random hand of that size. The distribution is the same:
/// whatever the other players hold, every hand of theirs leaves as many
/// ways to deal it, and given theirs every way is as likely. The listed
/// players then draw without it, and the first cards to come may be
/// stratified.
fn dealt(hands: &Hands, deck: CardSet) -> Hands {
    if let Hands::Listed(list) = hands
        && let [(first, weight), ..] = list[..]
    {
        let size = first.len();
        let every = binomial(deck.len() as u32, size as u32) as usize;
        let alike = |&(hand, w): &(CardSet, u64)| hand.len() == size && w == weight;
        if list.len() == every
            && list
                .iter()
                .all(|entry| alike(entry) && entry.0.is_subset(deck))
        {
            return Hands::Random(size);
        }
    }
    hands.clone()
}

/// What a run of [`run`] deals from.
struct Dealer<'a> {
    table: &'a Table,
    listed: Listed,
    /// The cards not known.
    deck: Vec<Card>,
    /// The first cards to come, stratified over each cluster of deals.
    strata: Option<&'a BoardStrata>,
}

impl Dealer<'_> {
    /// Counts `len` deals in `tally`; with strata, those of a cluster of
    /// `2^bits`.
    fn deal(
        &self,
        len: u64,
        bits: u32,
        rng: &mut Xoshiro256PlusPlus,
        tally: &mut Tally<u64>,
    ) -> Result<(), EquityError> {
        let (table, listed, deck) = (self.table, &self.listed, &self.deck[..]);
        let n = table.players.len();
        let mut rejected = 0;
        let mut sampled = 0;
        let mut hands = listed.fixed();
        let mut chosen = vec![0; listed.groups.groups.len()];
        let (mut highs, mut lows) = ([0; MAX_PLAYERS], [0; MAX_PLAYERS]);
        while sampled < len {
            let Some(mut used) = listed.deal(&mut hands, &mut chosen, rng) else {
                rejected += 1;
                if rejected > REJECTIONS_PER_SAMPLE * len {
                    return Err(EquityError::TooManyRejections { rejected });
                }
                continue;
            };
            let mut board = table.board;
            if let Some(strata) = self.strata {
                board = strata.deal(sampled, bits, rng).cards();
                used |= board;
            }
            for (hand, player) in hands.iter_mut().zip(&table.players) {
                if let Hands::Random(cards) = *player {
                    *hand = CardSet::EMPTY;
                    for _ in 0..cards {
                        hand.insert(draw(deck, &mut used, rng));
                    }
                }
            }
            // The players' whole hands: the fixed players' slots keep their
            // hands from deal to deal.
            let mut full = hands;
            if let Some(dealt_to) = table.rules.dealt_to() {
                for hand in &mut full[..n] {
                    for _ in hand.len()..dealt_to {
                        hand.insert(draw(deck, &mut used, rng));
                    }
                }
            }
            for _ in board.len()..table.board.len() + table.to_come {
                board.insert(draw(deck, &mut used, rng));
            }
            if table.rules.splits_pot() {
                for (p, &hand) in full[..n].iter().enumerate() {
                    (highs[p], lows[p]) = hi_lo(table.rules, hand, board);
                }
                tally.record_split(&highs[..n], &lows[..n], 1);
            } else {
                for (p, &hand) in full[..n].iter().enumerate() {
                    highs[p] = strength(table.rules, hand, board);
                }
                tally.record(&highs[..n], 1);
            }
            sampled += 1;
        }
        Ok(())
    }
}

/// The listed players' hands, dealt by their joint distribution: each
/// tuple of hands, one per player, that shares no card comes out with a
/// chance in proportion to the product of its hands' weights, times the
/// ways to deal the rest of the cards around it.
///
/// Players with one hand hold it in every deal; the others are dealt by
/// [`Groups`], hold'em's way of dealing overlapping ranges: players whose
/// hands may share a card are dealt together from the list of every tuple
/// of their hands that shares none (drawn again only when the lists would
/// be too long to join). Every deal of all the cards counts alike, times
/// its hands' weights, as in exact equity: hands of fewer cards leave more
/// ways to deal the rest, so when a list mixes sizes, a tuple is kept in
/// proportion to those ways ([`Keep`]; drawn again otherwise).
struct Listed {
    /// The players with one hand, and that hand.
    fixed: Vec<(usize, CardSet)>,
    /// The known cards and the fixed players'.
    held: CardSet,
    groups: Groups<CardSet>,
    keep: Keep,
}

impl Listed {
    /// The listed players of `table`, in lists of at most `limit` tuples.
    fn new(table: &Table, limit: usize) -> Listed {
        let fixed: Vec<(usize, CardSet)> = table
            .players
            .iter()
            .enumerate()
            .filter_map(|(p, hands)| match hands.listed()?[..] {
                [(hand, _)] => Some((p, hand)),
                _ => None,
            })
            .collect();
        let held = fixed
            .iter()
            .fold(table.known(), |held, &(_, hand)| held | hand);
        let constrained: Vec<(usize, Holdings<CardSet>)> = table
            .players
            .iter()
            .enumerate()
            .filter_map(|(p, hands)| {
                let list = hands.listed().filter(|list| list.len() > 1)?;
                let kept = list.iter().filter(|(hand, _)| hand.is_disjoint(held));
                Some((p, kept.copied().collect()))
            })
            .collect();
        let constrained: Vec<(usize, &Holdings<CardSet>)> =
            constrained.iter().map(|(p, list)| (*p, list)).collect();
        Listed {
            fixed,
            held,
            groups: Groups::with_limit(&constrained, limit),
            keep: Keep::new(table),
        }
    }

    /// Every player's hand slot, the fixed players' filled.
    fn fixed(&self) -> [CardSet; MAX_PLAYERS] {
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS];
        for &(p, hand) in &self.fixed {
            hands[p] = hand;
        }
        hands
    }

    /// Deals the listed players who have more than one hand into `hands`
    /// (`chosen` holding a tuple per group), and returns the cards known
    /// and held; `None` when the groups drawn share a card or the tuple is
    /// not kept, and the listed hands must be drawn again.
    #[inline]
    fn deal(
        &self,
        hands: &mut [CardSet],
        chosen: &mut [usize],
        rng: &mut Xoshiro256PlusPlus,
    ) -> Option<CardSet> {
        let used = self.held | self.groups.draw(rng, chosen, None)?;
        if !self.keep.keeps(used.len(), rng) {
            return None;
        }
        for (&t, group) in chosen.iter().zip(&self.groups.groups) {
            for (&p, &hand) in group.players().iter().zip(group.tuple(t)) {
                hands[p] = hand;
            }
        }
        Some(used)
    }
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
            rest: table.random_cards() + table.dealt_cards() + table.to_come,
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

#[cfg(test)]
mod tests {
    use core::ops::ControlFlow;
    use std::collections::HashMap;

    use card_core::stream_rng;
    use hand_eval::ShortDeck;

    use super::*;
    use crate::equity::monte_carlo::joint::tests::{bound, chi_square};
    use crate::rules::Rules;
    use crate::table::holdings::for_each_deal;

    /// A question of `rules` in `deck` on `board`: each player a list of
    /// hands with weights, or `Err(cards)` a random hand of that many.
    fn table(
        rules: Rules,
        deck: CardSet,
        players: &[Result<&[(&str, u64)], usize>],
        board: &str,
    ) -> Table {
        let board: CardSet = board.parse().unwrap();
        let players = players
            .iter()
            .map(|player| match player {
                Ok(list) => Hands::Listed(
                    list.iter()
                        .map(|&(hand, weight)| (hand.parse().unwrap(), weight))
                        .collect(),
                ),
                Err(cards) => Hands::Random(*cards),
            })
            .collect();
        Table {
            rules,
            players,
            board,
            dead: CardSet::EMPTY,
            to_come: 5 - board.len(),
            deck: deck - board,
        }
    }

    /// The listed players' lists.
    fn lists(table: &Table) -> Vec<Holdings<CardSet>> {
        let lists = table.players.iter().filter_map(Hands::listed);
        lists.cloned().collect()
    }

    /// The exact chance of every tuple of the listed players' hands: the
    /// product of their weights times the ways to deal the other cards
    /// (the random players' and the board's) from the deck left, in
    /// proportion; counted by walking every tuple.
    fn exact(table: &Table) -> HashMap<Vec<CardSet>, f64> {
        let rest = table.random_cards() + table.to_come;
        let mut chances = HashMap::new();
        let mut total = 0.0;
        let _ = for_each_deal(&lists(table), table.known(), &mut |hands, weight| {
            let left = (table.deck - hands.iter().fold(CardSet::EMPTY, |a, &h| a | h)).len();
            let ways: f64 = (0..rest).map(|i| (left - i) as f64).product();
            let chance = weight as f64 * ways;
            chances.insert(hands.to_vec(), chance);
            total += chance;
            ControlFlow::Continue(())
        });
        chances.values_mut().for_each(|c| *c /= total);
        chances
    }

    /// Pearson's statistic of 400,000 tuples dealt by `listed` against
    /// `table`'s exact chances, and its degrees of freedom.
    fn statistic(table: &Table, listed: &Listed) -> (f64, f64) {
        let players: Vec<usize> = (0..table.players.len())
            .filter(|&p| table.players[p].listed().is_some())
            .collect();
        let mut rng = stream_rng(5, 0);
        let mut hands = listed.fixed();
        let mut chosen = vec![0; listed.groups.groups.len()];
        chi_square(&exact(table), 400_000, || {
            loop {
                if listed.deal(&mut hands, &mut chosen, &mut rng).is_some() {
                    return players.iter().map(|&p| hands[p]).collect();
                }
            }
        })
    }

    const OVERLAPPING: [&[(&str, u64)]; 3] = [
        &[
            ("AsAhKsKh", 3),
            ("AdAcKdKc", 1),
            ("AsAdQsQd", 2),
            ("JcTc9c8c", 1),
        ],
        &[
            ("AsKdQhJh", 1),
            ("AhAcKcKs", 4),
            ("QsQdJdJs", 1),
            ("2c3c4c5c", 2),
        ],
        &[
            ("AsAhKsKh", 1),
            ("KsKdQsQd", 1),
            ("9c8c7c6c", 5),
            ("AdKcQcJc", 1),
        ],
    ];

    /// Omaha's overlapping hand lists, one list of their tuples or each
    /// player alone (drawn again when two share a card), with a random
    /// hand and a board to come: every tuple comes out by its exact
    /// chance, without a whole deal thrown away in one list.
    #[test]
    fn omaha_hands_come_out_by_their_exact_chances() {
        let question = table(
            Rules::Omaha,
            CardSet::FULL,
            &[
                Ok(OVERLAPPING[0]),
                Ok(OVERLAPPING[1]),
                Err(4),
                Ok(OVERLAPPING[2]),
            ],
            "",
        );
        for (limit, groups) in [(TABLE_LIMIT, 1), (1, 3)] {
            let listed = Listed::new(&question, limit);
            assert_eq!(listed.groups.groups.len(), groups);
            let (statistic, df) = statistic(&question, &listed);
            assert!(statistic < bound(df), "limit {limit}: {statistic} for {df}");
        }
    }

    /// Lists mixing four- and five-card hands, a player with one hand and
    /// a flop: a tuple of fewer cards leaves more ways to deal the rest,
    /// and comes out that much more often. The test catches a dealer that
    /// keeps every tuple.
    #[test]
    fn mixed_sizes_come_out_by_the_ways_to_deal_the_rest() {
        let question = table(
            Rules::Omaha,
            CardSet::FULL,
            &[
                Ok(&[("AsAhKsKh", 1), ("AdAcKdKcQc", 1), ("JcTc9c8c7c", 2)]),
                Ok(&[("AsKdQhJh", 1), ("AhAcKcKsQs", 1), ("2c3c4c5c", 1)]),
                Ok(&[("6d6h5d5h", 1)]),
                Err(5),
                Err(5),
            ],
            "2d 7h 9s",
        );
        let mut listed = Listed::new(&question, TABLE_LIMIT);
        let (statistic, df) = self::statistic(&question, &listed);
        assert!(statistic < bound(df), "{statistic} for {df}");
        listed.keep.rest = 0;
        let (statistic, df) = self::statistic(&question, &listed);
        assert!(statistic > bound(df), "{statistic} for {df}");
    }

    /// Short deck's overlapping ranges: one list of their tuples, or each
    /// player alone (the second dealt given the first's combo, the third
    /// drawn with them and all again on a clash).
    #[test]
    fn short_deck_hands_come_out_by_their_exact_chances() {
        let question = table(
            Rules::ShortDeck(ShortDeck::new()),
            ShortDeck::DECK,
            &[
                Ok(&[("AsAh", 2), ("AsKs", 1), ("KdKh", 1), ("AdKd", 3)]),
                Ok(&[("AhKh", 1), ("AsAd", 1), ("KsKd", 2), ("6c6d", 1)]),
                Ok(&[
                    ("AsKh", 1),
                    ("AhAd", 2),
                    ("KdKs", 1),
                    ("AcKc", 1),
                    ("7s7h", 1),
                ]),
                Err(2),
            ],
            "Tc 9d 8h",
        );
        for limit in [TABLE_LIMIT, 1] {
            let listed = Listed::new(&question, limit);
            let (statistic, df) = statistic(&question, &listed);
            assert!(statistic < bound(df), "limit {limit}: {statistic} for {df}");
        }
    }

    /// Runs of 2^14 deals of tables without listed players drawn, their
    /// first cards to come stratified: over `seeds` seeds, each player's
    /// mean equity within four standard errors of the exact one, the
    /// spread of the runs within a fifth or so of the error they report,
    /// and on a flop, that error below 0.9 of independent deals' for the
    /// first player. Omaha and a split pot on a flop, short deck preflop
    /// and with a random hand on a flop.
    #[test]
    fn stratified_boards_are_unbiased_and_report_their_spread() {
        let omaha: [Result<&[(&str, u64)], usize>; 2] =
            [Ok(&[("AsAhKsKh", 1)]), Ok(&[("JcTc9d8d", 1)])];
        let hi_lo: [Result<&[(&str, u64)], usize>; 2] =
            [Ok(&[("Ah2h3sKd", 1)]), Ok(&[("AcKc4d5d", 1)])];
        let short: [Result<&[(&str, u64)], usize>; 2] = [Ok(&[("AhKh", 1)]), Err(2)];
        let tables = [
            (table(Rules::Omaha, CardSet::FULL, &omaha, "2c 7d 9h"), 100),
            (
                table(Rules::OmahaHiLo, CardSet::FULL, &hi_lo, "6h 7c Qs"),
                100,
            ),
            (
                table(
                    Rules::ShortDeck(ShortDeck::new()),
                    ShortDeck::DECK,
                    &[short[0], Ok(&[("9c9d", 1)])],
                    "",
                ),
                200,
            ),
            (
                table(
                    Rules::ShortDeck(ShortDeck::new()),
                    ShortDeck::DECK,
                    &short,
                    "Qh 7h 6c",
                ),
                200,
            ),
        ];
        for (k, (table, seeds)) in tables.iter().enumerate() {
            let options = MonteCarlo::new().samples(1 << 14);
            let listed = Listed::new(table, TABLE_LIMIT);
            let deck = table.deck - listed.held;
            let strata = board_strata(deck, Hand::from(table.board), table.to_come, options);
            // 64 clusters of 2^8 deals.
            assert_eq!(strata.map(|(_, bits)| bits), Some(8));
            let exact = crate::equity::exact::general::run(table, &Watch::idle()).unwrap();
            let runs: Vec<Equity> = (0..*seeds)
                .map(|seed| run(table, options.seed(seed), &Watch::idle()).unwrap())
                .collect();
            for p in 0..table.players.len() {
                let equities: Vec<f64> = runs.iter().map(|e| e.players[p].equity()).collect();
                let n = *seeds as f64;
                let mean = equities.iter().sum::<f64>() / n;
                let spread =
                    (equities.iter().map(|e| (e - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt();
                let exact = exact.players[p].equity();
                assert!(
                    (mean - exact).abs() < 4.0 * spread / n.sqrt(),
                    "{k}: {mean} against {exact}"
                );
                let reported = runs
                    .iter()
                    .map(|e| e.standard_error(p).unwrap())
                    .sum::<f64>()
                    / n;
                let ratio = spread / reported;
                assert!(
                    (0.75..1.33).contains(&ratio),
                    "{k}: spread {spread}, {ratio} times the reported error"
                );
                let independent = runs
                    .iter()
                    .map(|e| e.players[p].deals_standard_error())
                    .sum::<f64>()
                    / n;
                assert!(
                    k == 2 || p != 0 || reported < 0.9 * independent,
                    "{k}: {reported} against {independent}"
                );
            }
        }
    }

    /// A list of every hand of the cards not known, all of one weight, is
    /// dealt as a random hand (a list short of one hand, or weighing one
    /// hand more, is not), and beside overlapping lists that gives the
    /// exact equity: 100 runs of short deck's `AA,KK` (one weighted more)
    /// against every hand on a flop, its mean within four standard errors.
    #[test]
    fn a_list_of_every_hand_is_dealt_as_a_random_hand() {
        let board: CardSet = "Qh 7h 6c".parse().unwrap();
        let deck = ShortDeck::DECK - board;
        let cards: Vec<Card> = deck.into_iter().collect();
        let mut every: Holdings<CardSet> = Vec::new();
        for (i, &a) in cards.iter().enumerate() {
            every.extend(cards[..i].iter().map(|&b| (CardSet::from_iter([a, b]), 3)));
        }
        assert!(matches!(
            dealt(&Hands::Listed(every.clone()), deck),
            Hands::Random(2)
        ));
        let short = Hands::Listed(every[1..].to_vec());
        assert!(matches!(dealt(&short, deck), Hands::Listed(_)));
        let mut heavier = every.clone();
        heavier[7].1 = 4;
        assert!(matches!(
            dealt(&Hands::Listed(heavier), deck),
            Hands::Listed(_)
        ));

        let aces: &[(&str, u64)] = &[("AsAh", 3), ("AsAd", 1), ("KdKh", 1), ("KsKc", 1)];
        let mut question = table(
            Rules::ShortDeck(ShortDeck::new()),
            ShortDeck::DECK,
            &[Ok(aces), Err(2)],
            "Qh 7h 6c",
        );
        question.players[1] = Hands::Listed(every);
        let exact = crate::equity::exact::general::run(&question, &Watch::idle()).unwrap();
        let seeds = 100;
        let equities: Vec<f64> = (0..seeds)
            .map(|seed| {
                let options = MonteCarlo::new().samples(1 << 14).seed(seed);
                run(&question, options, &Watch::idle()).unwrap().players[0].equity()
            })
            .collect();
        let n = seeds as f64;
        let mean = equities.iter().sum::<f64>() / n;
        let spread = (equities.iter().map(|e| (e - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt();
        let exact = exact.players[0].equity();
        assert!(
            (mean - exact).abs() < 4.0 * spread / n.sqrt(),
            "{mean} against {exact}"
        );
    }
}
