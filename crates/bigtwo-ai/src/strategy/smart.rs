//! A rule-based player: plans its hand in few plays, keeps its
//! combinations and its 2s, and stops an opponent about to go out.

use card_core::{CardSet, Rank};
use rand::Rng;
use smallvec::SmallVec;

use super::strength;
use crate::combo::suits_of;
use crate::{Action, Combo, FiveKind, Kind, PlayerView, Requirement, Rules, Strategy, Twos};

/// The cost of one play in a plan.
const UNIT: u32 = 10;

/// The most five-card hands a plan considers.
const MAX_FIVES: usize = 48;

/// A rule-based player of this crate's design.
///
/// It splits its hand into as few plays as it can (up to two five-card
/// hands, then fours of a kind as two pairs, triples, pairs and singles),
/// counting a low single as a little worse than a play of several cards.
/// Leading, it makes the play that leaves the cheapest plan, keeping 2s,
/// aces and strong hands for later; following, it plays only a play of
/// its plan, and not a 2 or an ace while it holds many cards. When an
/// opponent holds one or two cards it answers with its strongest play, and
/// does not lead singles to an opponent holding one card. It goes out
/// whenever it can.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Game, Greedy, Rules, Smart, Tournament};
///
/// let report = Tournament::new(Rules::document()).deals(20).seed(5)
///     .run(&[&Smart, &Greedy, &Greedy, &Greedy])?;
/// assert!(report.standings[0].win_rate() > 0.25);
/// # Ok::<(), bigtwo_ai::PlayError>(())
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct Smart;

/// The cost of a hand's plan without five-card hands: one unit a rank
/// (two for four of a kind unless it may be played bare), and one more
/// point for a single below a jack.
fn rank_cost(rules: &Rules, hand: CardSet) -> u32 {
    let bare_quads = rules.has(crate::Variations::BARE_FOUR_OF_A_KIND);
    Rank::ALL
        .into_iter()
        .map(|rank| match suits_of(hand, rank).count_ones() {
            0 => 0,
            1 if Twos::High.position(rank) < 8 => UNIT + 1,
            4 if !bare_quads => 2 * UNIT,
            _ => UNIT,
        })
        .sum()
}

/// The cost of the cheapest plan for `hand`: up to two disjoint five-card
/// hands, the rest by ranks.
pub(crate) fn plan_cost(rules: &Rules, hand: CardSet) -> u32 {
    let mut fives: SmallVec<[CardSet; MAX_FIVES]> = SmallVec::new();
    if hand.len() >= 5 {
        rules.for_each_play_of(
            hand,
            Kind::Five(FiveKind::Straight),
            &Requirement::lead(),
            &mut |play| {
                if fives.len() < MAX_FIVES {
                    fives.push(play.cards());
                }
            },
        );
    }
    let mut best = rank_cost(rules, hand);
    for (i, &first) in fives.iter().enumerate() {
        let rest = hand - first;
        best = best.min(UNIT + rank_cost(rules, rest));
        for &second in &fives[i + 1..] {
            if second.is_disjoint(first) {
                best = best.min(2 * UNIT + rank_cost(rules, rest - second));
            }
        }
    }
    best
}

/// Whether a play spends a card worth keeping: a 2 or an ace (in the
/// order in force), or a five-card hand above a flush.
fn is_control(rules: &Rules, play: &Combo, twos: Twos) -> bool {
    match play.kind() {
        Kind::Five(five) => five > FiveKind::Flush,
        Kind::Single => play
            .cards()
            .iter()
            .any(|card| twos.position(card.rank()) >= 11),
        _ => play
            .cards()
            .iter()
            .any(|card| rules.combo_twos().position(card.rank()) >= 11),
    }
}

/// The plays ranked from most to least attractive by the smart player's
/// rules for leading (and, after its threat rules, for following): the
/// cheapest plan left, keeping control cards, more cards, lower plays.
pub(crate) fn ranked_plays(view: &PlayerView<'_>) -> Vec<(Combo, u32)> {
    let rules = view.rules();
    let hand = view.hand();
    let twos = view.twos();
    let mut plays: Vec<(Combo, u32)> = view
        .legal_plays()
        .into_iter()
        .map(|play| (play, plan_cost(rules, hand - play.cards())))
        .collect();
    plays.sort_by_cached_key(|(play, cost)| {
        (
            *cost,
            is_control(rules, play, twos),
            core::cmp::Reverse(play.cards().len()),
            strength(rules, play, twos),
        )
    });
    plays
}

impl Strategy for Smart {
    fn name(&self) -> &str {
        "smart"
    }

    fn choose(&self, view: &PlayerView<'_>, _rng: &mut dyn Rng) -> Action {
        let rules = view.rules();
        let hand = view.hand();
        let twos = view.twos();
        let plays = ranked_plays(view);
        if let Some((out, _)) = plays.iter().find(|(play, _)| play.cards() == hand) {
            return Action::Play(out.cards());
        }
        let Some(&(best, best_cost)) = plays.first() else {
            return Action::Pass;
        };
        let fewest = crate::Seat::ALL
            .into_iter()
            .filter(|&seat| seat != view.seat() && view.cards_left(seat) > 0)
            .map(|seat| view.cards_left(seat))
            .min()
            .unwrap_or(13);
        let strongest = || {
            plays
                .iter()
                .max_by_key(|(play, _)| strength(rules, play, twos))
                .map_or(Action::Pass, |(play, _)| Action::Play(play.cards()))
        };
        if view.top().is_none() {
            // Leading: no singles to an opponent holding one card.
            if fewest == 1 {
                return match plays.iter().find(|(play, _)| play.kind() != Kind::Single) {
                    Some((play, _)) => Action::Play(play.cards()),
                    None => strongest(),
                };
            }
            return Action::Play(best.cards());
        }
        if fewest <= 2 {
            return strongest();
        }
        let planned = best_cost + UNIT <= plan_cost(rules, hand) + 1;
        let keep = is_control(rules, &best, twos) && hand.len() > 7;
        if planned && !keep || hand.len() <= 4 {
            Action::Play(best.cards())
        } else {
            Action::Pass
        }
    }
}
