//! What a strong player assumes of the others: which deals of the unseen
//! cards are consistent with what they did.

use card_core::{Card, CardSet, Rank};
use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use crate::order::value;
use crate::{Combo, Event, FiveKind, Kind, PlayerView, Requirement, Seat, State, Twos};

/// Any five-card hand, for [`Rules::for_each_play_of`](crate::Rules).
const FIVE: Kind = Kind::Five(FiveKind::Straight);

/// What a [`Strong`](crate::Strong) player assumes about how the other
/// players play, to deal the cards it cannot see.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{OpponentModel, Strong};
///
/// let exploiter = Strong::default().with_model(OpponentModel::Greedy);
/// assert_eq!(exploiter.model(), OpponentModel::Greedy);
/// assert_eq!(Strong::default().model(), OpponentModel::Uniform);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum OpponentModel {
    /// Nothing: the unseen cards are dealt uniformly at random, as
    /// [`PlayerView::determinize`] does.
    #[default]
    Uniform,
    /// The others play the document's greedy algorithm, so their public
    /// actions tell about their hands: a pass on a single means no higher
    /// single, on a pair or triple no higher one; a single led means no
    /// pair and no lower card; a play that follows is the lowest that
    /// beats. Worlds are dealt to fit (from the game's history, when the
    /// view has it), falling back to uniform deals when none is found.
    Greedy,
}

/// Per seat, the cards it may hold, how many of each rank, and five-card
/// plays it cannot have.
#[derive(Debug, Clone)]
pub(crate) struct Constraints {
    allowed: [CardSet; 4],
    caps: [[u8; 13]; 4],
    /// The order of ranks in pairs and triples.
    order: Twos,
    /// Seats and what no five-card hand of theirs may meet: a lead means
    /// none at all (five-card hands come first), a pass none that beats.
    no_five: Vec<(usize, Requirement)>,
}

/// The cards whose value under `twos` lies strictly between `low` and
/// `high`.
fn between(view: &PlayerView<'_>, twos: Twos, low: i32, high: i32) -> CardSet {
    let suits = view.rules().suit_order();
    Card::ALL
        .into_iter()
        .filter(|&card| (low + 1..high).contains(&i32::from(value(card, twos, suits))))
        .collect()
}

impl Constraints {
    /// What the history of `view` says of the others' hands, if they play
    /// as the greedy player.
    pub(crate) fn greedy(view: &PlayerView<'_>) -> Constraints {
        let rules = view.rules();
        let mut c = Constraints {
            allowed: [CardSet::FULL; 4],
            caps: [[4; 13]; 4],
            order: rules.combo_twos(),
            no_five: Vec::new(),
        };
        let suits = rules.suit_order();
        let combo_twos = rules.combo_twos();
        let single = |combo: &Combo, twos| {
            combo
                .cards()
                .iter()
                .next()
                .map_or(0, |card| i32::from(value(card, twos, suits)))
        };
        let rank_of = |combo: &Combo| {
            combo
                .cards()
                .iter()
                .next()
                .map_or(0, |card| i32::from(combo_twos.position(card.rank())))
        };
        let mut top: Option<Combo> = None;
        // The order of singles when the history starts (finished tricks,
        // and the fours of a kind in them, may be hidden): today's order,
        // turned back once for each four of a kind since.
        let mut twos = view
            .history()
            .filter(|event| matches!(event, Event::Twos { .. }))
            .fold(view.twos(), |twos, _| twos.flipped());
        for event in view.history() {
            match *event {
                Event::Trick { .. } | Event::Lead { .. } => top = None,
                Event::Twos { twos: now } => twos = now,
                Event::Pass { seat } if seat != view.seat() => {
                    let Some(top) = top else { continue };
                    let s = seat.index();
                    match top.kind() {
                        Kind::Single => {
                            c.allowed[s] -= between(view, twos, single(&top, twos), 52);
                        }
                        Kind::Pair | Kind::Triple => {
                            let cap = top.kind().len() as u8 - 1;
                            c.cap_ranks(s, rank_of(&top) + 1, 13, cap);
                        }
                        Kind::Five(_) => c.no_five.push((s, Requirement::follow(top, twos))),
                        _ => {}
                    }
                }
                Event::Play { seat, cards } => {
                    let Ok(play) = rules.classify(cards) else {
                        continue;
                    };
                    // The opening play is forced to hold the lowest card.
                    let forced = top.is_none() && cards.contains(rules.lowest_card());
                    if seat != view.seat() && !forced {
                        let s = seat.index();
                        if top.is_none() && play.kind().len() < 5 {
                            c.no_five.push((s, Requirement::lead()));
                        }
                        match (play.kind(), top) {
                            (Kind::Single, None) => {
                                c.cap_ranks(s, 0, 13, 1);
                                c.allowed[s] -= between(view, twos, -1, single(&play, twos));
                            }
                            (Kind::Single, Some(top)) => {
                                c.allowed[s] -=
                                    between(view, twos, single(&top, twos), single(&play, twos));
                            }
                            (Kind::Pair | Kind::Triple, None) => {
                                let cap = play.kind().len() as u8 - 1;
                                c.cap_ranks(s, 0, 13, cap + 1);
                                c.cap_ranks(s, 0, rank_of(&play), cap);
                            }
                            (Kind::Pair | Kind::Triple, Some(top)) => {
                                let cap = play.kind().len() as u8 - 1;
                                c.cap_ranks(s, rank_of(&top) + 1, rank_of(&play), cap);
                            }
                            _ => {}
                        }
                    }
                    top = Some(play);
                }
                _ => {}
            }
        }
        c
    }

    /// Caps at `cap` the ranks whose position (in the order of pairs and
    /// triples) is in `from..to`.
    fn cap_ranks(&mut self, seat: usize, from: i32, to: i32, cap: u8) {
        for (rank, slot) in Rank::ALL.into_iter().zip(&mut self.caps[seat]) {
            if (from..to).contains(&i32::from(self.order.position(rank))) {
                *slot = (*slot).min(cap);
            }
        }
    }

    /// A world consistent with the view and, when one is found in a few
    /// tries, with the constraints; else a uniform one.
    pub(crate) fn sample(&self, view: &PlayerView<'_>, rng: &mut dyn Rng) -> State {
        let me = view.seat();
        let mut pool: Vec<Card> = view.unseen().iter().collect();
        let mut need = [0usize; 4];
        for seat in Seat::ALL.into_iter().filter(|&seat| seat != me) {
            need[seat.index()] = view.cards_left(seat);
        }
        let spare_cards = pool.len().saturating_sub(need.iter().sum());
        let fits = |seat: usize, card: Card, held: &[[u8; 13]; 4]| {
            self.allowed[seat].contains(card)
                && held[seat][card.rank().index()] < self.caps[seat][card.rank().index()]
        };
        // A deal that fits the cards but not the five-card hands.
        let mut fallback = None;
        'attempt: for _ in 0..16 {
            pool.shuffle(rng);
            // The most constrained cards first.
            pool.sort_by_key(|&card| {
                (0..4)
                    .filter(|&s| need[s] > 0 && self.allowed[s].contains(card))
                    .count()
            });
            let mut left = need;
            let mut held = [[0u8; 13]; 4];
            let mut hands = [CardSet::EMPTY; 4];
            let mut spare = spare_cards;
            for &card in &pool {
                let weight: usize = (0..4)
                    .filter(|&s| left[s] > 0 && fits(s, card, &held))
                    .map(|s| left[s])
                    .sum();
                if weight == 0 {
                    if spare == 0 {
                        continue 'attempt;
                    }
                    spare -= 1;
                    continue;
                }
                let mut pick = rng.random_range(0..weight);
                for s in 0..4 {
                    if left[s] > 0 && fits(s, card, &held) {
                        if pick < left[s] {
                            hands[s] |= card;
                            left[s] -= 1;
                            held[s][card.rank().index()] += 1;
                            break;
                        }
                        pick -= left[s];
                    }
                }
            }
            let rules = view.rules();
            let has_five = |&(s, requirement): &(usize, Requirement)| {
                let mut found = false;
                rules.for_each_play_of(hands[s], FIVE, &requirement, &mut |_| found = true);
                found
            };
            if self.no_five.iter().any(has_five) {
                fallback = Some(hands);
                continue;
            }
            return view.world(hands);
        }
        match fallback {
            Some(hands) => view.world(hands),
            None => view.determinize(rng),
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    use super::*;
    use crate::{Game, Greedy, Rules, Strategy, Variations};

    /// The constraints drawn from greedy players' actions hold for their
    /// true hands, under the document's rules and under variations.
    #[test]
    fn greedy_constraints_hold_for_greedy_players() {
        let mut checked = 0;
        for (seed, bits) in (0..200u64).zip([0u16, 0b1_0000_0011, 0b0_0100_1101].iter().cycle()) {
            let rules = Rules::builder()
                .variations(Variations::from_bits_truncate(*bits))
                .build()
                .unwrap();
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let mut game = Game::deal(rules, &mut rng);
            while !game.is_over() {
                let seat = game.turn();
                let view = game.view(seat);
                let c = Constraints::greedy(&view);
                for other in Seat::ALL.into_iter().filter(|&s| s != seat) {
                    let hand = game.state().hand(other);
                    let s = other.index();
                    for &(seat, requirement) in c.no_five.iter().filter(|(seat, _)| *seat == s) {
                        let mut found = false;
                        rules.for_each_play_of(hand, FIVE, &requirement, &mut |_| found = true);
                        assert!(!found, "seed {seed}: seat {seat} {hand}");
                    }
                    assert!(hand.is_subset(c.allowed[s]), "seed {seed} seat {seat} other {other}: {hand} vs {}\n{}", c.allowed[s], view.history().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"));
                    for rank in Rank::ALL {
                        let held = (hand & CardSet::of_rank(rank)).len() as u8;
                        assert!(held <= c.caps[s][rank.index()], "seed {seed}: {hand} {rank:?}");
                    }
                    checked += usize::from(c.allowed[s] != CardSet::FULL);
                }
                let action = Greedy.choose(&view, &mut rng);
                game.apply(seat, action).unwrap();
            }
        }
        assert!(checked > 1000, "{checked}");
    }
}
