//! Exact sampling of the players' combos for Monte Carlo: players whose
//! ranges overlap are dealt together, from the list of every tuple of
//! their combos that shares no card, by weight. Hold'em's combos, or the
//! hands of another variant (Omaha's four to six cards, short deck's
//! two): the same lists, for any [`Held`] hand.
//!
//! The distribution to sample is that of the exact engine: a tuple of
//! combos, one per player, has a probability proportional to the product
//! of its combos' weights when no two of them share a card, and zero
//! otherwise. Players are split into groups; within a group every valid
//! tuple is listed once with its weight (the product), and a tuple is
//! drawn from the list by an alias table built with integers, so its
//! probability is exactly its weight over the group's total. Groups whose
//! players can share no card are independent. Only when ranges overlap so
//! much that one list would be too long are overlapping players left in
//! separate groups; the groups are then drawn together and drawn again
//! together when two of them share a card, which is rejection sampling
//! of the product distribution on the event "no card twice": exact too.
//!
//! When one of those groups is a single player's of two-card hands, the
//! two are cheaper
//! dealt one after the other: the largest group's tuple `t` first, by its
//! weight times the weight of the player's combos that share no card
//! with it (the marginal of `t` among the pairs of the two), then the
//! player's combo by weight among those, by drawing only the combo again
//! on a clash. The weight of the combos sharing no card with `t` comes by
//! inclusion and exclusion: all of them, less those holding each card of
//! `t`, plus those holding two (each counted twice). Any other groups are
//! drawn with them, and all of them again on a clash: that pair is then
//! a draw of the pairs' exact distribution, one more group of the
//! rejection sampling above.
//!
//! A list whose draws are never drawn again (one group, or one with a
//! single player dealt given it), short or of equal weights, can be swept
//! instead: a run of `2^bits` deals cuts the list's total weight into as
//! many equal strata, and deal `j` draws a point uniformly in stratum `j`
//! and takes the tuple whose span of the running weights holds it. Over
//! the run every point is equally likely, so each deal's tuple still
//! comes out by its weight on average and the run's count is unbiased;
//! but the run holds each tuple about as often as its weight says, so it
//! does not carry the spread of independent draws between tuples (half
//! the variance when three small ranges overlap preflop). The runs, not
//! the deals, are then what is independent, and the standard error is
//! taken from them.

use card_core::{Card, CardSet};
use hand_eval::Hand;
use rand::Rng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::Combo;
use crate::shuffle::below;
use crate::table::holdings::{Held, Holdings};

/// The most tuples a group's list holds.
pub(crate) const TABLE_LIMIT: usize = 1 << 16;

/// The most pairs of a tuple and a combo looked at to extend a group by a
/// player: beyond it the player starts a group of its own.
const WORK_LIMIT: usize = 1 << 22;

/// The longest list of unequal weights swept (see the module's
/// documentation): longer lists would be walked further within each
/// stratum, and gain less. A list of equal weights, whose point is its
/// tuple, is swept at any length.
const SWEEP_LIMIT: usize = 1 << 12;

/// A sweep's most deals: `2^SWEEP_BITS`.
pub(crate) const SWEEP_BITS: u32 = 10;

/// Stratum `j` of `2^bits` of a sweep.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Stratum {
    pub(crate) j: u64,
    pub(crate) bits: u32,
}

/// Every tuple of hands (combos) of some players that shares no card,
/// with its weight.
#[derive(Debug, Clone)]
struct Tuples<T> {
    /// The players, in the order of each tuple's combos.
    players: Vec<usize>,
    /// The tuples' combos, `players.len()` per tuple.
    combos: Vec<T>,
    /// Each tuple's cards.
    cards: Vec<CardSet>,
    /// Each tuple's weight: the product of its combos' weights.
    weights: Vec<u64>,
}

impl<T: Held> Tuples<T> {
    /// Player `player`'s combos, each alone.
    fn of(player: usize, holdings: &Holdings<T>) -> Tuples<T> {
        Tuples {
            players: vec![player],
            combos: holdings.iter().map(|&(combo, _)| combo).collect(),
            cards: holdings.iter().map(|&(combo, _)| combo.cards()).collect(),
            weights: holdings.iter().map(|&(_, weight)| weight).collect(),
        }
    }

    fn len(&self) -> usize {
        self.weights.len()
    }

    /// Every pair of a tuple of `self` and one of `other` that shares no
    /// card, joined; `None` if there would be more than `limit`,
    /// if looking costs more than [`WORK_LIMIT`], or if a weight
    /// overflows.
    fn join(&self, other: &Tuples<T>, limit: usize) -> Option<Tuples<T>> {
        if self.len().checked_mul(other.len())? > WORK_LIMIT {
            return None;
        }
        // Counted first, without building a list that may be too long.
        let mut len = 0;
        for &cards in &self.cards {
            len += other.cards.iter().filter(|o| o.is_disjoint(cards)).count();
            if len > limit {
                return None;
            }
        }
        let (a, b) = (self.players.len(), other.players.len());
        let mut joined = Tuples {
            players: [&self.players[..], &other.players[..]].concat(),
            combos: Vec::with_capacity(len * (a + b)),
            cards: Vec::with_capacity(len),
            weights: Vec::with_capacity(len),
        };
        for i in 0..self.len() {
            for j in 0..other.len() {
                if !self.cards[i].is_disjoint(other.cards[j]) {
                    continue;
                }
                joined.combos.extend(&self.combos[a * i..a * (i + 1)]);
                joined.combos.extend(&other.combos[b * j..b * (j + 1)]);
                joined.cards.push(self.cards[i] | other.cards[j]);
                joined
                    .weights
                    .push(self.weights[i].checked_mul(other.weights[j])?);
            }
        }
        Some(joined)
    }
}

/// Every card of some set of `sets`.
fn union(sets: &[CardSet]) -> CardSet {
    sets.iter().fold(CardSet::EMPTY, |union, &set| union | set)
}

/// Players dealt together: a tuple of their list drawn by weight.
#[derive(Debug)]
pub(crate) struct Group<T = Combo> {
    tuples: Tuples<T>,
    /// Every card some tuple holds.
    reach: CardSet,
    /// `None` when every tuple weighs the same.
    alias: Option<Alias>,
    /// The tuples' combos as hands, in the order of their combos.
    holes: Vec<Hand>,
    /// For a list short enough to sweep.
    sweep: Option<Sweep>,
}

/// A list's running weights, for drawing a tuple by stratum.
#[derive(Debug)]
struct Sweep {
    /// The total weight, the number of points.
    total: u64,
    /// Tuple `t` spans the points `ends[t - 1]..ends[t]` (from 0); empty
    /// when every tuple weighs the same, and tuple `t` is point `t`.
    ends: Vec<u64>,
    /// `starts[k]`: the tuple holding the first point of stratum `k` of
    /// `2^SWEEP_BITS` (empty with `ends`).
    starts: Vec<u32>,
}

impl Sweep {
    /// The sweep of `weights` (not all zero), if they are equal or the
    /// list is short enough.
    fn new(weights: &[u64]) -> Option<Sweep> {
        if weights.iter().all(|&w| w == weights[0]) {
            return Some(Sweep {
                total: weights.len() as u64,
                ends: Vec::new(),
                starts: Vec::new(),
            });
        }
        if weights.len() > SWEEP_LIMIT {
            return None;
        }
        let ends: Vec<u64> = weights
            .iter()
            .scan(0u64, |sum, &w| {
                *sum += w;
                Some(*sum)
            })
            .collect();
        let total = *ends.last()?;
        let starts = (0..1u64 << SWEEP_BITS)
            .map(|k| {
                let first = (u128::from(k) * u128::from(total)) >> SWEEP_BITS;
                ends.partition_point(|&end| u128::from(end) <= first) as u32
            })
            .collect();
        Some(Sweep {
            total,
            ends,
            starts,
        })
    }

    /// The tuple holding point `h` of stratum `stratum` (`h` below the
    /// total weight): point `(j * total + h) >> bits` of the list.
    #[inline(always)]
    fn tuple(&self, stratum: Stratum, h: u64) -> usize {
        let point = ((u128::from(stratum.j) * u128::from(self.total) + u128::from(h))
            >> stratum.bits) as u64;
        if self.ends.is_empty() {
            return point as usize;
        }
        let mut t = self.starts[(stratum.j << (SWEEP_BITS - stratum.bits)) as usize] as usize;
        while self.ends[t] <= point {
            t += 1;
        }
        t
    }
}

impl<T: Held> Group<T> {
    /// The group of the players of `tuples`, if its weights allow an alias
    /// table.
    fn new(tuples: Tuples<T>) -> Option<Group<T>> {
        let first = *tuples.weights.first()?;
        let alias = if tuples.weights.iter().all(|&w| w == first) {
            None
        } else {
            Some(Alias::new(&tuples.weights)?)
        };
        let reach = union(&tuples.cards);
        let holes = tuples
            .combos
            .iter()
            .map(|c| Hand::from(c.cards()))
            .collect();
        let sweep = Sweep::new(&tuples.weights);
        Some(Group {
            tuples,
            reach,
            alias,
            holes,
            sweep,
        })
    }

    /// The group of one player's combos (not none): their weights, at
    /// most 100 each (as a range gives them), always fit an alias table.
    fn alone(tuples: Tuples<T>) -> Group<T> {
        match Group::new(tuples) {
            Some(group) => group,
            None => unreachable!("a player's weights fit an alias table"),
        }
    }

    /// The index of a tuple drawn by weight.
    #[inline]
    pub(crate) fn draw(&self, rng: &mut Xoshiro256PlusPlus) -> usize {
        match &self.alias {
            None => below(rng, self.tuples.len() as u64) as usize,
            Some(alias) => alias.draw(rng),
        }
    }

    /// The index of a tuple drawn by weight within `stratum` (see the
    /// module's documentation), or by weight alone if the list is not
    /// swept.
    #[inline(always)]
    pub(crate) fn draw_in(&self, stratum: Option<Stratum>, rng: &mut Xoshiro256PlusPlus) -> usize {
        match (&self.sweep, stratum) {
            (Some(sweep), Some(stratum)) => sweep.tuple(stratum, below(rng, sweep.total)),
            _ => self.draw(rng),
        }
    }

    /// The cards of tuple `t`.
    #[inline]
    pub(crate) fn cards(&self, t: usize) -> CardSet {
        self.tuples.cards[t]
    }

    /// Gives each player of the group their cards in tuple `t`: player
    /// `p`'s in `holes[p]`.
    #[inline]
    pub(crate) fn place(&self, t: usize, holes: &mut [Hand]) {
        let n = self.tuples.players.len();
        let hands = &self.holes[n * t..n * (t + 1)];
        for (&p, &hand) in self.tuples.players.iter().zip(hands) {
            holes[p] = hand;
        }
    }

    /// Weighs each tuple of this group by its weight times the weight of
    /// the combos of `single` (a single player's group) that share no card
    /// with it: the group to draw before `single`. Whether it could: not
    /// if `single`'s hands hold more than two cards, if a weight
    /// overflows or if none is left.
    fn weigh_against(&mut self, single: &Group<T>) -> bool {
        let Some(weights) = self.weights_against(single) else {
            return false;
        };
        if weights.iter().all(|&w| w == 0) {
            return false;
        }
        let Some(alias) = Alias::new(&weights) else {
            return false;
        };
        self.alias = Some(alias);
        self.sweep = Sweep::new(&weights);
        self.tuples.weights = weights;
        true
    }

    /// The weights of [`weigh_against`](Self::weigh_against), if
    /// `single`'s hands are combos of two cards and no weight overflows.
    fn weights_against(&self, single: &Group<T>) -> Option<Vec<u64>> {
        // The weight of the player's combos: all, with each card, and by
        // pair of cards (both orders), cards by index.
        let mut all = 0u64;
        let mut with_card = [0u64; Card::COUNT];
        let mut by_pair = vec![0u64; Card::COUNT * Card::COUNT];
        for (&combo, &weight) in single.tuples.combos.iter().zip(&single.tuples.weights) {
            let mut cards = combo.cards().iter().map(Card::index);
            let (Some(a), Some(b), None) = (cards.next(), cards.next(), cards.next()) else {
                return None;
            };
            all += weight;
            with_card[a] += weight;
            with_card[b] += weight;
            by_pair[a * Card::COUNT + b] = weight;
            by_pair[b * Card::COUNT + a] = weight;
        }
        self.tuples
            .cards
            .iter()
            .zip(&self.tuples.weights)
            .map(|(&cards, &weight)| {
                // After each card: the weight of the combos with none of
                // the cards so far, plus those with one of them and a card
                // still to come (never less than none).
                let mut apart = all;
                let mut left = cards.bits();
                while left != 0 {
                    let a = left.trailing_zeros() as usize;
                    left &= left - 1;
                    apart -= with_card[a];
                    let mut later = left;
                    while later != 0 {
                        apart += by_pair[a * Card::COUNT + later.trailing_zeros() as usize];
                        later &= later - 1;
                    }
                }
                weight.checked_mul(apart)
            })
            .collect()
    }

    /// The group's players, in the order of each tuple's combos.
    pub(crate) fn players(&self) -> &[usize] {
        &self.tuples.players
    }

    /// Every tuple's combos, one per player, tuple after tuple.
    pub(crate) fn combos(&self) -> &[T] {
        &self.tuples.combos
    }

    /// Tuple `t`'s combos, one per player, in the order of
    /// [`players`](Self::players).
    #[inline]
    pub(crate) fn tuple(&self, t: usize) -> &[T] {
        let n = self.tuples.players.len();
        &self.tuples.combos[n * t..n * (t + 1)]
    }
}

/// Groups of players, each dealt by weight, which together deal every
/// player of a set exactly by the joint distribution (see the module's
/// documentation).
#[derive(Debug)]
pub(crate) struct Groups<T = Combo> {
    pub(crate) groups: Vec<Group<T>>,
    fit: Fit,
}

/// How the tuples drawn from [`Groups`] are kept from sharing a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fit {
    /// The first group's tuple drawn by its marginal weights against the
    /// second, a single player's; the second's combo given that tuple;
    /// any other group drawn with them, all of them again when two share
    /// a card.
    Given,
    /// Every group drawn, all again when two share a card (never, when
    /// no two can).
    Redraw,
}

impl<T: Held> Groups<T> {
    /// Groups for the `players` given with their holdings (none empty).
    ///
    /// Each player in turn joins the groups it may share a card with (and
    /// they join each other) when the joined list stays within
    /// [`TABLE_LIMIT`] tuples; otherwise it starts a group of its own.
    pub(crate) fn new(players: &[(usize, &Holdings<T>)]) -> Groups<T> {
        Groups::with_limit(players, TABLE_LIMIT)
    }

    /// [`Groups::new`] with lists of at most `limit` tuples.
    pub(crate) fn with_limit(players: &[(usize, &Holdings<T>)], limit: usize) -> Groups<T> {
        let mut groups = Groups::joined(players, limit);
        let may_clash = groups
            .iter()
            .enumerate()
            .any(|(i, a)| groups[..i].iter().any(|b| !a.reach.is_disjoint(b.reach)));
        if may_clash
            && let Some(single) = groups.iter().skip(1).position(|g| g.players().len() == 1)
        {
            groups[1..].swap(0, single);
            let (lead, rest) = groups.split_at_mut(1);
            if lead[0].weigh_against(&rest[0]) {
                return Groups {
                    groups,
                    fit: Fit::Given,
                };
            }
        }
        Groups {
            groups,
            fit: Fit::Redraw,
        }
    }

    /// The groups of `players` with lists of at most `limit` tuples, the
    /// largest list first.
    fn joined(players: &[(usize, &Holdings<T>)], limit: usize) -> Vec<Group<T>> {
        let mut groups: Vec<Group<T>> = Vec::new();
        for &(player, holdings) in players {
            let alone = Tuples::of(player, holdings);
            let reach = union(&alone.cards);
            let (near, far): (Vec<Group<T>>, Vec<Group<T>>) = groups
                .into_iter()
                .partition(|group| !group.reach.is_disjoint(reach));
            groups = far;
            let joined = near
                .iter()
                .try_fold(alone.clone(), |joined, group| {
                    group.tuples.join(&joined, limit)
                })
                .and_then(Group::new);
            match joined {
                Some(joined) => groups.push(joined),
                None => {
                    groups.extend(near);
                    groups.push(Group::alone(alone));
                }
            }
        }
        groups.sort_by_key(|group| std::cmp::Reverse(group.tuples.len()));
        groups
    }

    /// Whether the first group's tuples are swept: its list is short
    /// enough, and a tuple drawn is never drawn again (it is the only
    /// group, or the only other is dealt given it).
    pub(crate) fn sweeps(&self) -> bool {
        let alone = match self.fit {
            Fit::Given => self.groups.len() == 2,
            Fit::Redraw => self.groups.len() == 1,
        };
        alone && self.groups[0].sweep.is_some()
    }

    /// Draws a tuple of each group into `chosen` (one per group) and
    /// returns the cards they hold; `None` when two of them share a card,
    /// and every group must be drawn again. The first group's tuple comes
    /// from `stratum` when it [`sweeps`](Self::sweeps).
    #[inline(always)]
    pub(crate) fn draw(
        &self,
        rng: &mut Xoshiro256PlusPlus,
        chosen: &mut [usize],
        stratum: Option<Stratum>,
    ) -> Option<CardSet> {
        match self.fit {
            Fit::Given => {
                let [lead, single, rest @ ..] = &self.groups[..] else {
                    unreachable!("a group is dealt given the first")
                };
                let t = lead.draw_in(stratum, rng);
                let held = lead.cards(t);
                let c = loop {
                    let c = single.draw(rng);
                    if held.is_disjoint(single.cards(c)) {
                        break c;
                    }
                };
                chosen[0] = t;
                chosen[1] = c;
                Groups::draw_each(rest, rng, &mut chosen[2..], held | single.cards(c))
            }
            Fit::Redraw => Groups::draw_each(&self.groups, rng, chosen, CardSet::EMPTY),
        }
    }

    /// Draws a tuple of each of `groups` into `chosen`, and returns the
    /// cards they hold with `held`; `None` when two share a card.
    #[inline(always)]
    fn draw_each(
        groups: &[Group<T>],
        rng: &mut Xoshiro256PlusPlus,
        chosen: &mut [usize],
        mut held: CardSet,
    ) -> Option<CardSet> {
        let mut clash = false;
        for (t, group) in chosen.iter_mut().zip(groups) {
            *t = group.draw(rng);
            clash |= !held.is_disjoint(group.cards(*t));
            held |= group.cards(*t);
        }
        (!clash).then_some(held)
    }
}

/// Walker's alias table in integers: index `i` drawn uniformly, then kept
/// if a uniform draw from `0..total` is below `keep[i]`, else replaced by
/// `other[i]`. Built so that index `i` comes out with probability exactly
/// `weight[i] / total`.
///
/// Both draws come from one random word `r`, as the digits of a draw from
/// `0..len * total`: the high word of `r * len` is `i`, and with `low`
/// its low word, the high word of `low * total` is the draw from
/// `0..total`. Together they are the high word of `r * len * total`, whose
/// low word is the low word of `low * total`, so Lemire's rule for `len *
/// total` (draw again when that low word is below `2^64 mod (len *
/// total)`) makes them exactly uniform and independent.
#[derive(Debug)]
struct Alias {
    keep: Vec<u64>,
    other: Vec<u32>,
    total: u64,
    /// `2^64 mod (len * total)`.
    surplus: u64,
}

impl Alias {
    /// The table of `weights` (not empty), or `None` if `len * total`
    /// overflows.
    fn new(weights: &[u64]) -> Option<Alias> {
        let n = weights.len() as u64;
        let total = weights.iter().try_fold(0u64, |t, &w| t.checked_add(w))?;
        let product = n.checked_mul(total)?;
        // Each slot holds `total` in units of 1 / (n * total): index i
        // needs `n * w_i` of them. Slots short of `total` are topped up
        // from an index with more than `total`, which keeps the sum of
        // what the open indices need equal to `total` times their number;
        // so when one list runs out, every open index needs exactly
        // `total`.
        let mut need: Vec<u64> = weights.iter().map(|&w| w * n).collect();
        let mut keep = vec![total; weights.len()];
        let mut other: Vec<u32> = (0..weights.len() as u32).collect();
        let (mut small, mut large): (Vec<usize>, Vec<usize>) =
            (0..weights.len()).partition(|&i| need[i] < total);
        while let (Some(&s), Some(&l)) = (small.last(), large.last()) {
            small.pop();
            keep[s] = need[s];
            other[s] = l as u32;
            need[l] -= total - need[s];
            if need[l] < total {
                large.pop();
                small.push(l);
            }
        }
        Some(Alias {
            keep,
            other,
            total,
            surplus: product.wrapping_neg() % product,
        })
    }

    #[inline]
    fn draw(&self, rng: &mut Xoshiro256PlusPlus) -> usize {
        loop {
            let first = u128::from(rng.next_u64()) * self.keep.len() as u128;
            let second = u128::from(first as u64) * u128::from(self.total);
            if second as u64 >= self.surplus {
                let i = (first >> 64) as usize;
                return if ((second >> 64) as u64) < self.keep[i] {
                    i
                } else {
                    self.other[i] as usize
                };
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::Range;
    use core::ops::ControlFlow;

    use crate::table::holdings::{for_each_deal, holdings};
    use card_core::stream_rng;
    use std::collections::HashMap;

    /// Over a sweep, every point of every stratum comes out once, so each
    /// tuple is taken exactly `2^bits` times its weight: a sweep's count
    /// is unbiased. Checked point by point for sweeps of every size, on
    /// lists with weights of zero and on lists whose weights are equal.
    #[test]
    fn a_sweep_takes_each_tuple_by_its_weight() {
        for weights in [
            &[2, 0, 5, 1, 3][..],
            &[1, 2, 3, 4],
            &[7],
            &[0, 3, 0, 1],
            &[100, 1, 1, 1, 1, 50],
            &[4, 4, 4],
            &[1; 1500],
            &[3; SWEEP_LIMIT + 3],
        ] {
            let sweep = Sweep::new(weights).unwrap();
            let total: u64 = weights.iter().sum::<u64>();
            for bits in 0..=SWEEP_BITS {
                let mut taken = vec![0u64; weights.len()];
                for j in 0..1u64 << bits {
                    let stratum = Stratum { j, bits };
                    // Equal weights count one point per tuple.
                    let points = if sweep.ends.is_empty() {
                        weights.len() as u64
                    } else {
                        total
                    };
                    for h in 0..points {
                        taken[sweep.tuple(stratum, h)] += 1;
                    }
                }
                let scale = if sweep.ends.is_empty() { weights[0] } else { 1 };
                let expected: Vec<u64> = weights.iter().map(|&w| (w << bits) / scale).collect();
                assert_eq!(taken, expected, "{weights:?}, {bits} bits");
            }
        }
        let unequal: Vec<u64> = (1..=SWEEP_LIMIT as u64 + 1).collect();
        assert!(Sweep::new(&unequal).is_none());
    }

    #[test]
    fn alias_tables_give_each_index_its_exact_share() {
        // The probability of each index, from the table itself, in units
        // of 1 / (n * total): index i must get n * w_i of them.
        for weights in [
            &[1, 2, 3, 4][..],
            &[7],
            &[100, 1, 1, 1, 1, 50],
            &[3, 3, 1],
            &[0, 3, 0, 1],
        ] {
            let alias = Alias::new(weights).unwrap();
            let n = weights.len() as u64;
            let mut share = vec![0; weights.len()];
            for i in 0..weights.len() {
                share[i] += alias.keep[i];
                share[alias.other[i] as usize] += alias.total - alias.keep[i];
            }
            let expected: Vec<u64> = weights.iter().map(|&w| w * n).collect();
            assert_eq!(share, expected, "{weights:?}");
        }
        assert!(Alias::new(&[u64::MAX / 2, u64::MAX / 2]).is_none());
    }

    /// Overlapping weighted ranges, each player's holdings.
    fn overlapping() -> Vec<Holdings> {
        ["AA@50,KK,AKs", "AA,KK@25,AK", "AK@75,AA,KQs"]
            .iter()
            .map(|r| holdings(&r.parse::<Range>().unwrap(), CardSet::EMPTY))
            .collect()
    }

    /// The exact probability of every tuple of combos (one per player,
    /// no card twice): the product of the weights, normalised.
    fn exact(players: &[Holdings]) -> HashMap<Vec<Combo>, f64> {
        let mut weights = HashMap::new();
        let mut total = 0.0;
        let _ = for_each_deal(players, CardSet::EMPTY, &mut |hands, weight| {
            weights.insert(hands.to_vec(), weight as f64);
            total += weight as f64;
            ControlFlow::Continue(())
        });
        weights.values_mut().for_each(|w| *w /= total);
        weights
    }

    /// Pearson's statistic of `samples` tuples drawn by `draw` against
    /// `exact`, and its number of degrees of freedom.
    pub(crate) fn chi_square<T: Held + Eq + std::hash::Hash + core::fmt::Debug>(
        exact: &HashMap<Vec<T>, f64>,
        samples: usize,
        mut draw: impl FnMut() -> Vec<T>,
    ) -> (f64, f64) {
        let mut seen: HashMap<Vec<T>, usize> = HashMap::new();
        for _ in 0..samples {
            let tuple = draw();
            assert!(exact.contains_key(&tuple), "{tuple:?} is not a deal");
            *seen.entry(tuple).or_default() += 1;
        }
        let statistic = exact
            .iter()
            .map(|(tuple, p)| {
                let expected = p * samples as f64;
                let observed = seen.get(tuple).copied().unwrap_or(0) as f64;
                (observed - expected).powi(2) / expected
            })
            .sum();
        (statistic, (exact.len() - 1) as f64)
    }

    /// The bound a statistic of `df` degrees of freedom stays below
    /// unless the sampler is biased: its mean plus six standard
    /// deviations.
    pub(crate) fn bound(df: f64) -> f64 {
        df + 6.0 * (2.0 * df).sqrt()
    }

    /// Draws tuples of `n` players from `groups`.
    fn group_sampler(groups: Groups, n: usize, seed: u64) -> impl FnMut() -> Vec<Combo> {
        let mut rng = stream_rng(seed, 0);
        let mut chosen = vec![0; groups.groups.len()];
        move || loop {
            if groups.draw(&mut rng, &mut chosen, None).is_some() {
                let mut holes = vec![Hand::EMPTY; n];
                for (&t, group) in chosen.iter().zip(&groups.groups) {
                    group.place(t, &mut holes);
                }
                return holes
                    .iter()
                    .map(|hand| Combo::from_cards(hand.cards()).unwrap())
                    .collect();
            }
        }
    }

    #[test]
    fn grouped_tuples_come_out_by_the_exact_distribution() {
        let players = overlapping();
        let exact = exact(&players);
        // One list for all three; lists too short for more than one
        // player each (one player's combos given another's, the third's
        // drawn with them, all again on a clash; or all three drawn
        // together); lists for two (a list of two players' tuples, and
        // the third player's combos given a tuple).
        let with_index: Vec<(usize, &Holdings)> = players.iter().enumerate().collect();
        for (limit, redraw, groups) in [
            (TABLE_LIMIT, false, 1),
            (1, false, 3),
            (1, true, 3),
            (400, false, 2),
        ] {
            let mut made = Groups::with_limit(&with_index, limit);
            let sizes: Vec<usize> = made.groups.iter().map(|g| g.tuples.len()).collect();
            let fit = if groups > 1 { Fit::Given } else { Fit::Redraw };
            assert_eq!(
                (made.groups.len(), made.fit),
                (groups, fit),
                "limit {limit}: {sizes:?}"
            );
            if redraw {
                // The way of groups whose weights would overflow.
                made = Groups {
                    groups: Groups::joined(&with_index, limit),
                    fit: Fit::Redraw,
                };
            }
            let fit = made.fit;
            let (statistic, df) =
                chi_square(&exact, 400_000, group_sampler(made, players.len(), 7));
            assert!(
                statistic < bound(df),
                "limit {limit}, {fit:?}: {statistic} for {df}"
            );
        }
    }

    #[test]
    fn the_test_catches_a_sampler_dealing_one_player_after_another() {
        // Each player by weight among the combos left by the players
        // before: the first player's combos that leave the others little
        // come out too often.
        let players = overlapping();
        let exact = exact(&players);
        let mut rng = stream_rng(7, 0);
        let (statistic, df) = chi_square(&exact, 400_000, || {
            let mut used = CardSet::EMPTY;
            let mut hands = Vec::new();
            for holdings in &players {
                let left: Vec<(Combo, u64)> = holdings
                    .iter()
                    .copied()
                    .filter(|(c, _)| c.cards().is_disjoint(used))
                    .collect();
                let total: u64 = left.iter().map(|&(_, w)| w).sum();
                let mut r = below(&mut rng, total);
                let &(combo, _) = left
                    .iter()
                    .find(|&&(_, w)| {
                        let hit = r < w;
                        r = r.saturating_sub(w);
                        hit
                    })
                    .unwrap();
                used |= combo.cards();
                hands.push(combo);
            }
            hands
        });
        assert!(statistic > bound(df), "{statistic} for {df}");
    }
}
