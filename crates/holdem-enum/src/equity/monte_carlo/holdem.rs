//! Monte Carlo hold'em: the sampler of hold'em questions (hands by the
//! joint distribution of the ranges, sweeps, tuples of hands serving
//! several deals, rivers read from a table).

use card_core::{Card, CardSet, stream_rng};
use hand_eval::Hand;
use rand::rngs::Xoshiro256PlusPlus;

use crate::equity::monte_carlo::joint::{Group, Groups, SWEEP_BITS, Stratum};
use crate::equity::monte_carlo::options::MonteCarlo;
use crate::equity::monte_carlo::sampling::{
    REJECTIONS_PER_SAMPLE, board_strata, check, clusters, sample,
};
use crate::equity::results::{Tally, share_of};
use crate::run::pieces;
use crate::run::watch::Watch;
use crate::shuffle::{BoardStrata, Deck, ROOM};
use crate::table::HoldemTable;
use crate::table::holdings::Holdings;
use crate::{Combo, Equity, EquityError, MAX_PLAYERS};

/// Deals made before they are evaluated.
const CHUNK: usize = 64;

/// The deals a run must ask for beyond which a pilot chooses how many
/// deals a tuple of combos serves (see [`Sampler::reuse`]); the first
/// this many serve one each in any run.
const PILOT_MIN: u64 = 1 << 16;

/// The pilot's tuples, two deals each.
const PILOT_TUPLES: u64 = 4096;

/// The pieces the pilot's tuples come in, each from a stream of its own,
/// for threads to share.
const PILOT_PIECES: u64 = 8;

/// Samples deals of `table` as `options` says.
pub(crate) fn run(
    table: &HoldemTable,
    options: MonteCarlo,
    watch: &Watch<'_>,
) -> Result<Equity, EquityError> {
    check(options)?;
    let sampler = Sampler::new(table, options);
    sample(table.players.len(), options, watch, |i, tally| {
        sampler.block(i, tally)
    })
}

/// Everything a block needs to sample deals.
///
/// A deal is made in three steps:
///
/// - players with one combo hold it in every deal;
/// - the other players with a range, the constrained ones, are dealt
///   together by [`Groups`]: their combos come out exactly by the joint
///   distribution (weights multiplied, no card twice);
/// - players whose range is every combo of the cards left once the board,
///   the dead cards and the one-combo players' cards are out (`any`), and
///   the rest of the board, are dealt last, card by card from the deck
///   without the constrained players' cards.
///
/// Dealing `any` players last is exact: however the constrained players'
///   combos are chosen, they hold the same number of cards, so the number
///   of ways to deal the `any` players from what is left is the same for
///   every choice. Summing over the `any` players' hands then leaves the
///   constrained players' joint distribution unchanged, and given the
///   constrained combos, every way to deal the `any` players is equally
///   likely: uniform cards without replacement.
///
/// A short list of tuples is swept rather than drawn independently (see
/// [`Groups::sweeps`] and the `joint` module): [`Sampler::block`] then
/// deals in sweeps, each counted as a cluster of the standard error.
///
/// A tuple of the constrained players' combos may serve several deals in
/// a row ([`Sampler::reuse`]), each with its own `any` players' cards and
/// board: each deal is still exactly one of the joint distribution, and
/// drawing the tuple (the dearest part of a deal of wide overlapping
/// ranges) is shared. The deals of one tuple are alike, so the deals are
/// then counted in clusters of whole tuples for the standard error, as
/// sweeps are.
///
/// Without constrained players, the first cards to come (the flop, the
/// turn and river, or the river) are stratified over each cluster of
/// deals ([`BoardStrata`]), and the clusters counted for the standard
/// error: a fixed hand's draws then come in as often in each cluster as
/// they can.
///
/// On a turn, the one card to come is the whole difference between two
/// deals of the same combos: every player reads their strength with each
/// river from a table made once ([`Rivers`]), and nothing is evaluated.
struct Sampler {
    /// Each player's cards when they have one combo.
    fixed: Vec<(usize, Combo)>,
    groups: Groups,
    /// The players dealt from the deck.
    free: Vec<usize>,
    board: Hand,
    /// Cards dealt from the deck: the free players' and the board's.
    dealt: usize,
    /// The cards not on the board, not dead, not held by a one-combo
    /// player.
    deck: Deck,
    players: usize,
    seed: u64,
    samples: u64,
    /// On a turn, the strength of every combo a player may hold with
    /// every river.
    rivers: Option<Rivers>,
    /// The deals each tuple of the constrained players serves, a power of
    /// two (see [`Sampler::chosen_reuse`]).
    reuse: u64,
    /// The first cards to come, stratified over each cluster of deals;
    /// none when the board is complete or tuples are drawn.
    strata: Option<BoardStrata>,
    /// The most deals of a cluster, `2^cluster_bits`: [`SWEEP_BITS`], or
    /// with `strata`, as [`board_strata`] chooses.
    cluster_bits: u32,
}

/// The strength of each combo a player may hold with each river card, on
/// a turn: a row of [`RIVER_ROW`] strengths per combo, indexed by the
/// river's index.
struct Rivers {
    /// Each player's first row (the fixed players' only one; none for the
    /// players dealt from the deck).
    start: Vec<u32>,
    /// The first of the rows of every combo, by [`Combo::index`], read by
    /// the players dealt from the deck.
    any: u32,
    /// For each group of [`Groups`], the row of each of its tuples'
    /// combos, as [`Group::combos`] lists them.
    rows: Vec<Vec<u32>>,
    values: Vec<u16>,
}

/// The length of a row of [`Rivers`]: a strength per card index.
const RIVER_ROW: usize = 64;

impl Rivers {
    /// The rows of `players`' combos on `table`'s board, the rows of
    /// `groups`' tuples (their players among `players`), and with `any`,
    /// the rows of every combo.
    fn new(
        table: &HoldemTable,
        players: &[(usize, &Holdings)],
        groups: &Groups,
        any: bool,
    ) -> Rivers {
        let mut values = Vec::new();
        // Adds the row of `combo`, and returns its number.
        let mut add_row = |combo: Combo| {
            let row = (values.len() / RIVER_ROW) as u32;
            let hand = Hand::from(table.board | combo.cards());
            let apart = combo.cards().is_disjoint(table.board);
            values.extend((0..RIVER_ROW).map(|i| match Card::ALL.get(i) {
                Some(&card) if apart && !hand.cards().contains(card) => {
                    hand.add(card).evaluate().value()
                }
                _ => 0,
            }));
            row
        };
        let mut start = vec![0; table.players.len()];
        // Each player's row of each combo, by the combo's index.
        let mut row_of = vec![Vec::new(); table.players.len()];
        for &(p, holdings) in players {
            row_of[p] = vec![0; Combo::COUNT];
            for &(combo, _) in holdings {
                row_of[p][combo.index()] = add_row(combo);
            }
            start[p] = row_of[p][holdings[0].0.index()];
        }
        // The rows of every combo, by index, and the first of them.
        let any = if any {
            Combo::all()
                .map(add_row)
                .reduce(|first, _| first)
                .unwrap_or(0)
        } else {
            0
        };
        let rows = groups
            .groups
            .iter()
            .map(|group| {
                let players = group.players().iter().cycle();
                let combos = group.combos().iter();
                combos
                    .zip(players)
                    .map(|(combo, &p)| row_of[p][combo.index()])
                    .collect()
            })
            .collect();
        Rivers {
            start,
            any,
            rows,
            values,
        }
    }

    /// The strength of row `row` (a combo) with `river`.
    #[inline]
    fn value(&self, row: u32, river: Card) -> u16 {
        self.values[row as usize * RIVER_ROW + river.index()]
    }
}

impl Sampler {
    fn new(table: &HoldemTable, options: MonteCarlo) -> Sampler {
        let fixed: Vec<(usize, Combo)> = table
            .players
            .iter()
            .enumerate()
            .filter_map(|(p, holdings)| match holdings[..] {
                [(combo, _)] => Some((p, combo)),
                _ => None,
            })
            .collect();
        let held = table.held();
        let left = (!held).len();
        let pairs = left * (left - 1) / 2;
        let mut free = Vec::new();
        let mut constrained = Vec::new();
        for (p, holdings) in table.players.iter().enumerate() {
            if holdings.len() == 1 {
                continue;
            }
            let kept: Holdings = holdings
                .iter()
                .copied()
                .filter(|(combo, _)| combo.cards().is_disjoint(held))
                .collect();
            if kept.len() == pairs && kept.iter().all(|&(_, w)| w == kept[0].1) {
                free.push(p);
            } else {
                constrained.push((p, kept));
            }
        }
        // The first cards to come are stratified when no tuple is drawn.
        let strata = if constrained.is_empty() {
            board_strata(!held, Hand::from(table.board), table.to_come, options)
        } else {
            None
        };
        let stratified = strata.as_ref().map_or(0, |(strata, _)| strata.cards());
        let dealt = 2 * free.len() + table.to_come - stratified;
        let deck = Deck::new(!held, dealt);
        let constrained: Vec<(usize, &Holdings)> =
            constrained.iter().map(|(p, kept)| (*p, kept)).collect();
        // On a turn, a table of rivers when the evaluations it saves (one
        // a sample for each player) outnumber its entries: not for a few
        // samples of many combos (each combo of a breakdown is a run of
        // its own).
        let tabled: Vec<(usize, &Holdings)> = fixed
            .iter()
            .map(|&(p, _)| (p, &table.players[p]))
            .chain(constrained.iter().copied())
            .collect();
        let rows = tabled
            .iter()
            .map(|(_, holdings)| holdings.len())
            .sum::<usize>()
            + if free.is_empty() { 0 } else { Combo::COUNT };
        let saved = options.cap().saturating_mul(table.players.len() as u64);
        let groups = Groups::new(&constrained);
        let rivers = (table.to_come == 1 && saved > (rows * RIVER_ROW) as u64)
            .then(|| Rivers::new(table, &tabled, &groups, !free.is_empty()));
        let mut sampler = Sampler {
            rivers,
            fixed,
            groups,
            board: Hand::from(table.board),
            dealt,
            deck,
            free,
            players: table.players.len(),
            seed: options.seed,
            samples: options.cap(),
            reuse: 1,
            cluster_bits: strata.as_ref().map_or(SWEEP_BITS, |&(_, bits)| bits),
            strata: strata.map(|(strata, _)| strata),
        };
        sampler.reuse = sampler.chosen_reuse();
        sampler
    }

    /// How many deals each tuple of the constrained players serves: the
    /// power of two (at most 8) that a pilot run expects to reach a given
    /// standard error soonest, 1 without a pilot.
    ///
    /// Serving `m` deals a tuple draws `1 / m` of the tuples, saving that
    /// share of their cost; but the deals of one tuple are alike, so the
    /// variance of a tuple's mean grows by `1 + (m - 1) rho`, `rho` being
    /// the correlation of two deals of the same tuple. The pilot deals
    /// [`PILOT_TUPLES`] tuples twice each (from streams of its own, so
    /// that a seed still gives one result): the covariance of a tuple's two
    /// deals against a deal's variance gives `rho`. The cost of
    /// a tuple against that of the rest of a deal is estimated by counting
    /// the groups drawn (a tuple of one group comes from an alias table or
    /// a sweep, cheaply; each other group adds its draw and the clashes to
    /// draw again), the cards dealt from the deck and the players evaluated,
    /// in weights fitted to the time of wide overlapping ranges preflop
    /// (two groups: 44% of a deal; three: 57%).
    ///
    /// There is a pilot when the constrained players draw a tuple from
    /// [`Groups`], the run asks for more than [`PILOT_MIN`] deals, and the
    /// players do not read a table of rivers; the deals chosen serve from
    /// the [`PILOT_MIN`]th deal on.
    fn chosen_reuse(&self) -> u64 {
        if self.groups.groups.is_empty() || self.rivers.is_some() || self.samples <= PILOT_MIN {
            return 1;
        }
        let Some(rho) = self.pilot_correlation() else {
            return 1;
        };
        let tuple = 25.0 + 80.0 * (self.groups.groups.len() - 1) as f64;
        let rest = 12.0 * self.dealt as f64 + 20.0 + 18.0 * self.players as f64;
        let share = tuple / (tuple + rest);
        let cost =
            |m: u64| (1.0 - share + share / m as f64) * (1.0 + (m - 1) as f64 * rho.max(0.0));
        [1, 2, 4, 8]
            .into_iter()
            .min_by(|&a, &b| cost(a).total_cmp(&cost(b)))
            .unwrap_or(1)
    }

    /// The correlation of two deals of the same tuple of the constrained
    /// players, averaged over the players as variances: [`PILOT_TUPLES`]
    /// tuples dealt twice each, the covariance of their two deals against
    /// the variance of a deal. `None` if a tuple could not be drawn.
    fn pilot_correlation(&self) -> Option<f64> {
        let tuples = PILOT_TUPLES / PILOT_PIECES;
        let piece = |mut pairs: Pairs, k: u64| {
            let mut rng = stream_rng(self.seed, u64::MAX - k);
            let mut winners = Vec::with_capacity(2 * tuples as usize);
            let deals = Deals {
                len: 2 * tuples,
                reuse: 2,
                ..Deals::default()
            };
            self.deals_of::<false, _>(deals, &mut rng, &mut winners)?;
            for deals in winners.chunks_exact(2) {
                pairs.add(self.players, deals[0], deals[1]);
            }
            Ok::<_, EquityError>(pairs)
        };
        pieces::all(0..PILOT_PIECES, Pairs::default, piece, Pairs::plus)
            .ok()?
            .correlation(self.players)
    }

    /// Adds the samples of block `index` to `tally`.
    fn block(&self, index: u64, tally: &mut Tally<u64>) -> Result<(), EquityError> {
        if self.groups.sweeps() || self.reuse > 1 || self.strata.is_some() {
            return self.clustered_block(index, tally);
        }
        let start = index * MonteCarlo::BLOCK;
        let len = MonteCarlo::BLOCK.min(self.samples - start);
        let mut rng = stream_rng(self.seed, index);
        // Deals by the set of players sharing the best hand.
        let mut by_winners = vec![0u32; 1 << self.players];
        let deals = Deals {
            len,
            ..Deals::default()
        };
        self.deals_of::<false, [u32]>(deals, &mut rng, &mut by_winners)?;
        tally.record_by_winners(self.players, &by_winners);
        Ok(())
    }

    /// [`Sampler::block`] when the groups sweep their tuples (see
    /// [`Groups::sweeps`]), a tuple serves several deals, or the first cards
    /// to come are stratified: [`clusters`] of at most `2^cluster_bits`
    /// deals (a sweep, whole tuples, or each stratum once), each counted as
    /// a cluster of the standard error.
    ///
    /// Compiled apart from [`Sampler::block`] (its own generator and
    /// counts included): with both kinds of deals in one function, the
    /// deals without sweeps took up to a tenth more instructions.
    #[inline(never)]
    fn clustered_block(&self, index: u64, tally: &mut Tally<u64>) -> Result<(), EquityError> {
        let start = index * MonteCarlo::BLOCK;
        let len = MonteCarlo::BLOCK.min(self.samples - start);
        let mut rng = stream_rng(self.seed, index);
        let mut by_winners = vec![0u32; 1 << self.players];
        // The first blocks deal a tuple once, as a run too short for a
        // pilot does: a run stopped early holds the deals of a complete run
        // of as many.
        let reuse = if start < PILOT_MIN { 1 } else { self.reuse };
        clusters(len, self.cluster_bits, |bits| {
            by_winners.fill(0);
            let deals = Deals {
                len: 1 << bits,
                // A stratum a tuple.
                tuple_bits: bits.saturating_sub(reuse.ilog2()),
                reuse,
                board_bits: bits,
            };
            if self.groups.sweeps() {
                self.deals_of::<true, [u32]>(deals, &mut rng, &mut by_winners)?;
            } else {
                self.deals_of::<false, [u32]>(deals, &mut rng, &mut by_winners)?;
            }
            tally.record_sweep(self.players, &by_winners);
            Ok(())
        })
    }

    /// [`Sampler::deals`] for the number of players at the table.
    #[inline(always)]
    fn deals_of<const SWEEP: bool, S: Showdowns + ?Sized>(
        &self,
        deals: Deals,
        rng: &mut Xoshiro256PlusPlus,
        showdowns: &mut S,
    ) -> Result<(), EquityError> {
        match self.players {
            2 => self.deals::<2, SWEEP, S>(deals, rng, showdowns),
            3 => self.deals::<3, SWEEP, S>(deals, rng, showdowns),
            4 => self.deals::<4, SWEEP, S>(deals, rng, showdowns),
            5 => self.deals::<5, SWEEP, S>(deals, rng, showdowns),
            6 => self.deals::<6, SWEEP, S>(deals, rng, showdowns),
            7 => self.deals::<7, SWEEP, S>(deals, rng, showdowns),
            8 => self.deals::<8, SWEEP, S>(deals, rng, showdowns),
            9 => self.deals::<9, SWEEP, S>(deals, rng, showdowns),
            _ => self.deals::<MAX_PLAYERS, SWEEP, S>(deals, rng, showdowns),
        }
    }

    /// Samples `deals` of `N` players (the number of players, so that
    /// the loops over them unroll), counting them by the set of players
    /// sharing the best hand; with `SWEEP`, the tuples of a sweep.
    fn deals<const N: usize, const SWEEP: bool, S: Showdowns + ?Sized>(
        &self,
        deals: Deals,
        rng: &mut Xoshiro256PlusPlus,
        showdowns: &mut S,
    ) -> Result<(), EquityError> {
        // The generator copied in and back out: behind the reference, its
        // state would be loaded and stored at each random word.
        let mut local = rng.clone();
        let done = match &self.rivers {
            Some(rivers) => self.deals_on_turn::<N, SWEEP, S>(rivers, deals, &mut local, showdowns),
            None => self.deals_evaluated::<N, SWEEP, S>(deals, &mut local, showdowns),
        };
        *rng = local;
        done
    }

    /// [`Sampler::deals`] when the board is not a turn: every player's
    /// hand evaluated.
    #[inline(always)]
    fn deals_evaluated<const N: usize, const SWEEP: bool, S: Showdowns + ?Sized>(
        &self,
        deals: Deals,
        rng: &mut Xoshiro256PlusPlus,
        showdowns: &mut S,
    ) -> Result<(), EquityError> {
        let Deals {
            len,
            tuple_bits,
            reuse,
            board_bits,
        } = deals;
        let mut holes = [Hand::EMPTY; N];
        for &(p, combo) in &self.fixed {
            holes[p] = Hand::from(combo.cards());
        }
        let mut dealt = [Card::ALL[0]; ROOM];
        let mut draws = Draws::new(self.groups.groups.len(), len);
        let mut j = 0;
        // Deals are made a chunk at a time, then evaluated: the table
        // reads of many deals' evaluations, independent of each other,
        // overlap.
        let mut hands = [[Hand::EMPTY; N]; CHUNK];
        let mut held = CardSet::EMPTY;
        // The deal's number in the cluster: the stratum of its first cards
        // to come.
        let mut i = 0;
        // The deals the tuple drawn last has yet to serve.
        let mut serves = 0;
        let mut left = len;
        while left > 0 {
            let chunk = &mut hands[..CHUNK.min(left as usize)];
            left -= chunk.len() as u64;
            for deal in chunk.iter_mut() {
                if serves == 0 {
                    held = self.hold(
                        &mut draws,
                        stratum::<SWEEP>(&mut j, tuple_bits),
                        rng,
                        |_, group, t| group.place(t, &mut holes),
                    )?;
                    serves = reuse;
                }
                serves -= 1;
                let mut board = self.board;
                let mut taken = held;
                if let Some(strata) = &self.strata {
                    board = strata.deal(i, board_bits, rng);
                    // The given board's cards are outside the deck: taking
                    // them again changes nothing.
                    taken = held | board.cards();
                    i += 1;
                }
                self.deck.deal(taken, &mut dealt, rng);
                for &card in &dealt[2 * self.free.len()..self.dealt] {
                    board = board.add(card);
                }
                *deal = holes.map(|hand| board.join(hand));
                // The free players' cards go to their hands straight from
                // the deal: written to `holes` first, they would be read
                // back at once as one wide word, which waits for the narrow
                // writes.
                for (k, &p) in self.free.iter().enumerate() {
                    deal[p] = board
                        .add(dealt[2 * k % ROOM])
                        .add(dealt[(2 * k + 1) % ROOM]);
                }
            }
            let mut values = [[0u16; CHUNK]; N];
            for (d, deal) in chunk.iter().enumerate() {
                for (column, hand) in values.iter_mut().zip(deal) {
                    column[d] = hand.evaluate().value();
                }
            }
            count_winners(&values, chunk.len(), showdowns);
        }
        Ok(())
    }

    /// [`Sampler::deals`] on a turn: every player reads their strength
    /// from `rivers`.
    #[inline(always)]
    fn deals_on_turn<const N: usize, const SWEEP: bool, S: Showdowns + ?Sized>(
        &self,
        rivers: &Rivers,
        deals: Deals,
        rng: &mut Xoshiro256PlusPlus,
        showdowns: &mut S,
    ) -> Result<(), EquityError> {
        let Deals {
            len,
            tuple_bits,
            board_bits,
            ..
        } = deals;
        // As in `deals`.
        let mut i = 0;
        // Each player's row in `rivers`.
        let mut rows = [0u32; N];
        for &(p, _) in &self.fixed {
            rows[p] = rivers.start[p];
        }
        let mut dealt = [Card::ALL[0]; ROOM];
        let mut draws = Draws::new(self.groups.groups.len(), len);
        let mut j = 0;
        let river_at = 2 * self.free.len() % ROOM;
        let mut values = [[0u16; CHUNK]; N];
        let mut left = len;
        while left > 0 {
            let chunk = CHUNK.min(left as usize);
            left -= chunk as u64;
            for d in 0..chunk {
                let held = self.hold(
                    &mut draws,
                    stratum::<SWEEP>(&mut j, tuple_bits),
                    rng,
                    |g, group, t| {
                        let n = group.players().len();
                        let tuple = &rivers.rows[g][n * t..n * (t + 1)];
                        for (&p, &row) in group.players().iter().zip(tuple) {
                            rows[p] = row;
                        }
                    },
                )?;
                // The river, stratified, or else from the deck after the
                // free players' cards.
                let river = if let Some(strata) = &self.strata {
                    let way = strata.deal(i, board_bits, rng).cards() - self.board.cards();
                    i += 1;
                    self.deck.deal(held | way, &mut dealt, rng);
                    way.into_iter().next()
                } else {
                    self.deck.deal(held, &mut dealt, rng);
                    None
                };
                let river = river.unwrap_or(dealt[river_at]);
                for (k, &p) in self.free.iter().enumerate() {
                    let combo = Combo::index_of(dealt[2 * k % ROOM], dealt[(2 * k + 1) % ROOM]);
                    rows[p] = rivers.any + combo as u32;
                }
                for (column, &row) in values.iter_mut().zip(&rows) {
                    column[d] = rivers.value(row, river);
                }
            }
            count_winners(&values, chunk, showdowns);
        }
        Ok(())
    }

    /// Draws the constrained players' combos, calling `place` with each
    /// group's number, the group and the index of its tuple drawn;
    /// returns the cards they hold.
    #[inline(always)]
    fn hold(
        &self,
        draws: &mut Draws,
        stratum: Option<Stratum>,
        rng: &mut Xoshiro256PlusPlus,
        mut place: impl FnMut(usize, &Group, usize),
    ) -> Result<CardSet, EquityError> {
        match &self.groups.groups[..] {
            [] => Ok(CardSet::EMPTY),
            [group] => {
                let t = group.draw_in(stratum, rng);
                place(0, group, t);
                Ok(group.cards(t))
            }
            groups => loop {
                if let Some(held) = self.groups.draw(rng, &mut draws.chosen, stratum) {
                    for (g, (&t, group)) in draws.chosen.iter().zip(groups).enumerate() {
                        place(g, group, t);
                    }
                    return Ok(held);
                }
                draws.rejected += 1;
                if draws.rejected > draws.limit {
                    return Err(EquityError::TooManyRejections {
                        rejected: draws.rejected,
                    });
                }
            },
        }
    }
}

/// What a call of [`Sampler::deals`] deals: `len` deals, each tuple of the
/// constrained players serving `reuse` of them (the last maybe fewer), a
/// sweep's tuples from `2^tuple_bits` strata, and the first cards to come
/// from `2^board_bits` strata (see [`BoardStrata`]; one, a uniform draw,
/// with 0).
#[derive(Clone, Copy)]
struct Deals {
    len: u64,
    tuple_bits: u32,
    reuse: u64,
    board_bits: u32,
}

impl Default for Deals {
    fn default() -> Deals {
        Deals {
            len: 0,
            tuple_bits: 0,
            reuse: 1,
            board_bits: 0,
        }
    }
}

/// The groups' tuples drawn for a deal, and the deals rejected so far
/// (a clash of groups) out of the most a block allows.
struct Draws {
    chosen: Vec<usize>,
    rejected: u64,
    limit: u64,
}

impl Draws {
    /// For `groups` groups and a block of `len` samples.
    fn new(groups: usize, len: u64) -> Draws {
        Draws {
            chosen: vec![0; groups],
            rejected: 0,
            limit: REJECTIONS_PER_SAMPLE * len,
        }
    }
}

/// With `SWEEP`, the stratum of deal `*j` of a sweep of `2^bits` deals,
/// the next deal counted.
#[inline(always)]
fn stratum<const SWEEP: bool>(j: &mut u64, bits: u32) -> Option<Stratum> {
    if !SWEEP {
        return None;
    }
    *j += 1;
    Some(Stratum { j: *j - 1, bits })
}

/// Counts the first `len` deals of a chunk by the set of players sharing
/// the best strength, `values[p][d]` being player `p`'s strength in deal
/// `d`. Taken a player at a time across the whole chunk, so that the
/// comparisons run on many deals at once.
#[inline(always)]
fn count_winners<const N: usize, S: Showdowns + ?Sized>(
    values: &[[u16; CHUNK]; N],
    len: usize,
    showdowns: &mut S,
) {
    let mut best = [0u16; CHUNK];
    for row in values {
        for (best, &value) in best.iter_mut().zip(row) {
            *best = (*best).max(value);
        }
    }
    let mut winners = [0u16; CHUNK];
    for (p, row) in values.iter().enumerate() {
        for ((set, &best), &value) in winners.iter_mut().zip(&best).zip(row) {
            *set |= u16::from(value == best) << p;
        }
    }
    for &set in &winners[..len] {
        showdowns.count(set.into());
    }
}

/// Where deals are counted by the set of players sharing the best hand
/// (bit `p` for player `p`).
trait Showdowns {
    fn count(&mut self, winners: usize);
}

/// The number of deals of each set of winners, indexed by the set.
impl Showdowns for [u32] {
    #[inline(always)]
    fn count(&mut self, winners: usize) {
        self[winners] += 1;
    }
}

/// Each deal's set of winners, in order.
impl Showdowns for Vec<u16> {
    #[inline(always)]
    fn count(&mut self, winners: usize) {
        self.push(winners as u16);
    }
}

/// The pilot's sums over tuples dealt twice: for each player, the sum of
/// their shares of the pot, of the shares squared, and of the products of
/// a tuple's two shares, whole (see [`share_of`]).
#[derive(Default)]
struct Pairs {
    tuples: u64,
    sums: [[u64; 3]; MAX_PLAYERS],
}

impl Pairs {
    /// Adds a tuple whose deals' sets of winners are `a` and `b`.
    fn add(&mut self, players: usize, a: u16, b: u16) {
        let share = |winners: u16, p: usize| u64::from(winners >> p & 1) * share_of(winners.into());
        for (p, [sum, squares, products]) in self.sums.iter_mut().enumerate().take(players) {
            let (x, y) = (share(a, p), share(b, p));
            *sum += x + y;
            *squares += x * x + y * y;
            *products += x * y;
        }
        self.tuples += 1;
    }

    fn plus(mut self, other: Pairs) -> Pairs {
        self.tuples += other.tuples;
        for (sums, others) in self.sums.iter_mut().zip(&other.sums) {
            for (sum, other) in sums.iter_mut().zip(others) {
                *sum += other;
            }
        }
        self
    }

    /// The covariance of a tuple's two deals over the variance of a deal,
    /// each summed over the players; `None` without variance.
    fn correlation(&self, players: usize) -> Option<f64> {
        let tuples = self.tuples as f64;
        let (together, apart) = self.sums[..players].iter().fold(
            (0.0, 0.0),
            |(together, apart), &[sum, squares, products]| {
                let mean = sum as f64 / (2.0 * tuples);
                (
                    together + products as f64 / tuples - mean * mean,
                    apart + squares as f64 / (2.0 * tuples) - mean * mean,
                )
            },
        );
        (apart > 0.0).then(|| together / apart)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::ops::Range as Ratios;

    use crate::equity::monte_carlo::sampling::sample;
    use crate::table::holdings::holdings;
    use crate::{Method, Range};

    /// The table of `players` on `board`.
    fn table_of(players: &[&str], board: &str) -> HoldemTable {
        let board: CardSet = board.parse().unwrap();
        let ranges: Vec<Range> = players.iter().map(|r| r.parse().unwrap()).collect();
        HoldemTable {
            players: ranges.iter().map(|r| holdings(r, board)).collect(),
            board,
            dead: CardSet::EMPTY,
            to_come: 5 - board.len(),
        }
    }

    /// `table`'s sampler for runs of 2^14 samples, checked to sweep its
    /// tuples in `groups` groups.
    fn swept(table: &HoldemTable, groups: usize) {
        let sampler = Sampler::new(table, MonteCarlo::new().samples(1 << 14));
        assert!(sampler.groups.sweeps());
        assert_eq!(sampler.groups.groups.len(), groups);
    }

    /// Each player's figures over `seeds` runs of 2^14 samples of `table`,
    /// each tuple of the constrained players serving `reuse` deals: the
    /// exact equity, the runs' mean and spread, and the mean of the
    /// standard errors they report and of the deals' formula.
    fn runs(table: &HoldemTable, reuse: u64, seeds: u64) -> Vec<[f64; 5]> {
        let players = table.players.len();
        let exact = crate::equity::exact::tally(table, &Watch::idle())
            .unwrap()
            .finish(players, Method::Exact);
        let runs: Vec<Equity> = (0..seeds)
            .map(|seed| {
                let options = MonteCarlo::new().samples(1 << 14).seed(seed);
                let mut sampler = Sampler::new(table, options);
                sampler.reuse = reuse;
                // Blocks past the first PILOT_MIN deals, where tuples serve
                // `reuse` deals each.
                sampler.samples += PILOT_MIN;
                let skip = PILOT_MIN / MonteCarlo::BLOCK;
                sample(players, options, &Watch::idle(), |i, tally| {
                    sampler.block(skip + i, tally)
                })
                .unwrap()
            })
            .collect();
        let mean = |x: Vec<f64>| x.iter().sum::<f64>() / x.len() as f64;
        (0..players)
            .map(|p| {
                let equities: Vec<f64> = runs.iter().map(|e| e.players[p].equity()).collect();
                let m = mean(equities.clone());
                let spread = (equities.iter().map(|e| (e - m).powi(2)).sum::<f64>()
                    / (seeds - 1) as f64)
                    .sqrt();
                let reported = mean(runs.iter().map(|e| e.standard_error(p).unwrap()).collect());
                let independent = mean(
                    runs.iter()
                        .map(|e| e.players[p].deals_standard_error())
                        .collect(),
                );
                [exact.players[p].equity(), m, spread, reported, independent]
            })
            .collect()
    }

    /// Checks one player's figures over `seeds` runs (see [`runs`]): the
    /// mean within four standard errors of the exact equity, and the runs'
    /// spread within `ratios` times the error they report.
    fn check_runs([exact, mean, spread, reported, _]: [f64; 5], seeds: u64, ratios: Ratios<f64>) {
        assert!(
            (mean - exact).abs() < 4.0 * spread / (seeds as f64).sqrt(),
            "{mean} against {exact}"
        );
        let ratio = spread / reported;
        assert!(
            ratios.contains(&ratio),
            "spread {spread}, {ratio} times the reported error"
        );
    }

    /// Swept runs of one group (three small overlapping ranges on a flop):
    /// over 200 seeds the mean equity is the exact one, each run's standard
    /// error (from its sweeps) is the spread of the runs, and it is well
    /// below the deals' formula.
    #[test]
    fn sweeps_are_unbiased_and_report_their_own_spread() {
        let table = table_of(&["AA,KK", "AA,KK", "AK,AA"], "2c 7d 9h");
        swept(&table, 1);
        for figures in runs(&table, 1, 200) {
            check_runs(figures, 200, 0.8..1.25);
            let [.., reported, independent] = figures;
            assert!(
                reported < 0.85 * independent,
                "{reported} against {independent}"
            );
        }
    }

    /// Swept runs of a group with a single player dealt given it, on a
    /// turn (the players read the table of rivers): unbiased, and the
    /// error they report is their spread.
    #[test]
    fn sweeps_with_a_player_dealt_given_them_are_unbiased() {
        let table = table_of(&["TT+,AQs+", "99+,AJs+", "22+,A2s+"], "Ks 9d 4c 2h");
        swept(&table, 2);
        for figures in runs(&table, 1, 100) {
            check_runs(figures, 100, 0.75..1.33);
        }
    }

    /// Runs whose tuples serve four deals each, of wide ranges drawn in
    /// two groups and of a swept group (each stratum a tuple): over 200
    /// seeds the mean is the exact equity and the error they report, from
    /// clusters of whole tuples, is their spread; for the wide ranges well
    /// above the deals' formula (on a flop the deals of a tuple are much
    /// alike).
    #[test]
    fn tuples_serving_several_deals_are_unbiased_and_report_their_spread() {
        let wide = table_of(&["22+,A2s+,K9s+", "22+,A2s+,K9s+", "QQ+,AK"], "2c 7d 9h");
        assert!(
            !Sampler::new(&wide, MonteCarlo::new().samples(1 << 14))
                .groups
                .sweeps()
        );
        let narrow = table_of(&["AA,KK", "AA,KK", "AK,AA"], "2c 7d 9h");
        swept(&narrow, 1);
        for (table, alike) in [(wide, true), (narrow, false)] {
            for figures in runs(&table, 4, 200) {
                check_runs(figures, 200, 0.8..1.25);
                let [.., reported, independent] = figures;
                assert!(
                    !alike || reported > 1.2 * independent,
                    "{reported} against {independent}"
                );
            }
        }
    }

    /// Runs whose first cards to come are stratified (no constrained
    /// players: fixed hands preflop, a hand against two random ones on a
    /// flop and on a turn): over 200 seeds the mean is the exact equity
    /// and the error they report, from 64 clusters (a long run's are a
    /// block each), is their spread; on the flop, the hand with a flush
    /// draw's below the deals' formula (0.86 times it with clusters of 256
    /// deals; 0.67 with a block's).
    #[test]
    fn stratified_boards_are_unbiased_and_report_their_spread() {
        let tables = [
            table_of(&["AhKh", "7c7d", "2s3s"], ""),
            table_of(&["AhKh", "any", "any"], "Qh 7h 2c"),
            table_of(&["AhKh", "any", "any"], "Qh 7h 2c 5d"),
        ];
        for (k, table) in tables.iter().enumerate() {
            let sampler = Sampler::new(table, MonteCarlo::new().samples(1 << 14));
            assert!(sampler.strata.is_some() && sampler.groups.groups.is_empty());
            // 2^14 deals: 64 clusters of 2^8.
            assert_eq!(sampler.cluster_bits, 8);
            let long = Sampler::new(table, MonteCarlo::new().samples(1 << 20));
            assert_eq!(1 << long.cluster_bits, MonteCarlo::BLOCK);
            // A target's first check reads 16 blocks: 64 clusters of 2^11.
            let target = Sampler::new(table, MonteCarlo::new().target_std_error(1e-4));
            assert_eq!(target.cluster_bits, 11);
            // Fewer deals than ways to choose the flop (15,180), or the
            // turn and river (1,081): no strata.
            let short = Sampler::new(table, MonteCarlo::new().samples(1000));
            assert_eq!(short.strata.is_some(), k == 2);
            for (p, figures) in runs(table, 1, 200).into_iter().enumerate() {
                check_runs(figures, 200, 0.8..1.25);
                let [.., reported, independent] = figures;
                assert!(
                    k != 1 || p != 0 || reported < 0.9 * independent,
                    "{reported} against {independent}"
                );
            }
        }
    }

    /// The pilot lets a tuple serve several deals where its deals differ
    /// much (wide ranges preflop, three groups), not where the hands
    /// decide (wide ranges on a flop), and not for short runs.
    #[test]
    fn the_pilot_reuses_tuples_where_it_pays() {
        let ranges = ["22+,A2s+,K9s+"; 4];
        let preflop = table_of(&ranges, "");
        assert!(Sampler::new(&preflop, MonteCarlo::new()).reuse >= 2);
        assert_eq!(
            Sampler::new(&preflop, MonteCarlo::new().samples(1 << 14)).reuse,
            1
        );
        let flop = table_of(&["22+,A2s+,KTs+,ATo+"; 3], "Ks 9d 4c");
        assert_eq!(Sampler::new(&flop, MonteCarlo::new()).reuse, 1);
    }

    /// On a turn, the strengths read from the table of rivers give the
    /// same counts, deal for deal, as evaluating every hand.
    #[test]
    fn river_rows_count_as_evaluating_every_hand() {
        let cases: [(&[&str], &str, &str); 5] = [
            (&["AhKh", "QQ+,AKs", "any"], "Qh 7h 2c 5d", ""),
            (&["AhKh", "any", "any"], "Qh 7h 2c 5d", ""),
            (&["TT+,AQs+", "99+,AJs+", "any", "any"], "Ks 9d 4c 2h", ""),
            (
                &["AA@50,KK,AKs", "KK,QQ@25,AK", "7c6c", "any"],
                "Ks 9d 4c 2h",
                "Qd",
            ),
            (
                &["22+,A2s+", "22+,A2s+", "22+,A2s+", "any", "AhQh"],
                "Th 9h 3c 3d",
                "",
            ),
        ];
        for (players, board, dead) in cases {
            let board: CardSet = board.parse().unwrap();
            let dead: CardSet = dead.parse().unwrap();
            let table = HoldemTable {
                players: players
                    .iter()
                    .map(|r| holdings(&r.parse::<Range>().unwrap(), board | dead))
                    .collect(),
                board,
                dead,
                to_come: 1,
            };
            let mut sampler = Sampler::new(&table, MonteCarlo::new().samples(200_000).seed(9));
            assert!(sampler.rivers.is_some());
            let mut read = Tally::new();
            sampler.block(1, &mut read).unwrap();
            sampler.rivers = None;
            let mut evaluated = Tally::new();
            sampler.block(1, &mut evaluated).unwrap();
            assert_eq!(read, evaluated, "{players:?}");
            assert_eq!(read.deals, MonteCarlo::BLOCK);
        }
    }
}
