//! A rule-based player: plans its hand in few plays, keeps its
//! combinations and its 2s, and stops an opponent about to go out.

use card_core::CardSet;
use rand::Rng;
use smallvec::SmallVec;

use super::strength;
use crate::rules::HAND_SIZE;
use crate::{Action, FiveKind, Kind, Play, PlayerView, Requirement, Rules, Seat, Strategy, Twos};

/// The cost of one play in a plan.
const UNIT: u32 = 10;

/// The most five-card hands a plan considers.
const MAX_FIVES: usize = 16;

/// A rule-based player of this crate's design.
///
/// It plans its hand as few plays as it can (up to two five-card hands,
/// then triples, pairs and singles by rank, a four of a kind as two pairs
/// unless it may be played bare), counting a low single as a little worse
/// than a play of several cards. Leading, it plays as many cards as it
/// can, the play that leaves the cheapest plan, the lowest such. Following,
/// it answers only with a play of its plan (one whose removal saves a
/// whole play), so it keeps its combinations together, and passes
/// otherwise. When an opponent holds one or two cards it answers with its
/// strongest play, unless the trick is another player's and a play of its
/// plan answers; it leads no single to an opponent holding one card. It
/// goes out whenever it can.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Game, Greedy, Rules, Smart, Tournament};
///
/// let (report, _) = Tournament::new(Rules::document()).deals(20).seed(5)
///     .run(&[&Smart, &Greedy, &Greedy, &Greedy])?;
/// assert!(report.standings[0].win_rate() > 0.25);
/// # Ok::<(), bigtwo_ai::TournamentError>(())
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct Smart;

/// The cost of a hand's plan without five-card hands: one unit a rank
/// (two for four of a kind unless it may be played bare), and one more
/// point for a single below a jack.
///
/// The plan cost is computed for every play and pair of five-card hands
/// at each decision of the strong player's rollouts, so it reads the card
/// set's bits in one pass: card-core's rank views (`ranks`,
/// `ranks_with_count`) gather each mask into 13 bits first, which made a
/// strong decision 20 to 30% slower. The test below checks it rank by rank
/// with `CardSet::count_of_rank`.
fn rank_cost(hand: CardSet, bare_quads: bool) -> u32 {
    // Each rank's four suits are one nibble: count the cards of each rank
    // in place, then read which ranks hold one, any or four cards.
    const LOW: u64 = 0x1111_1111_1111_1111;
    const BELOW_JACK: u64 = 0x0001_1111_1110; // the threes to the tens
    let bits = hand.bits();
    let pairs = (bits & (LOW * 5)) + ((bits >> 1) & (LOW * 5));
    let counts = (pairs & (LOW * 3)) + ((pairs >> 2) & (LOW * 3));
    let held = (counts | counts >> 1 | counts >> 2) & LOW;
    let singles = counts & !(counts >> 1) & !(counts >> 2) & LOW;
    let quads = (counts >> 2) & LOW;
    let mut cost = UNIT * held.count_ones() + (singles & BELOW_JACK).count_ones();
    if !bare_quads {
        cost += UNIT * quads.count_ones();
    }
    cost
}

/// Plans for a hand and the hands left after each of its plays.
struct Planner {
    /// The hand's five-card hands (the first [`MAX_FIVES`]).
    fives: SmallVec<[CardSet; MAX_FIVES]>,
    bare_quads: bool,
}

impl Planner {
    /// The planner of `hand`, and how many plays it made to find the
    /// five-card hands.
    fn new(rules: &Rules, hand: CardSet) -> (Planner, u32) {
        let mut fives = SmallVec::new();
        let mut made = 0;
        if hand.len() >= 5 {
            made = crate::moves::for_each_play_of(
                rules,
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
        let planner = Planner {
            fives,
            bare_quads: rules.has(crate::Variations::BARE_FOUR_OF_A_KIND),
        };
        (planner, made)
    }

    /// The cost of the cheapest plan for `rest`, part of the hand: up to
    /// two disjoint five-card hands, the rest by ranks.
    fn cost(&self, rest: CardSet) -> u32 {
        let mut best = rank_cost(rest, self.bare_quads);
        for (i, &first) in self.fives.iter().enumerate() {
            if !first.is_subset(rest) {
                continue;
            }
            let left = rest - first;
            best = best.min(UNIT + rank_cost(left, self.bare_quads));
            for &second in &self.fives[i + 1..] {
                if second.is_subset(left) {
                    best = best.min(2 * UNIT + rank_cost(left - second, self.bare_quads));
                }
            }
        }
        best
    }
}

/// Whether a play spends a card worth keeping: a 2 or an ace (in the
/// order in force), or a five-card hand above a flush.
fn is_control(rules: &Rules, play: &Play, twos: Twos) -> bool {
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

/// What the smart player decides from: its hand, the play to answer and
/// the card counts. The strong player's
/// deal rebuilds past spots of the other players to check a hand against
/// their decisions.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Spot<'a> {
    pub(crate) rules: &'a Rules,
    pub(crate) seat: Seat,
    pub(crate) hand: CardSet,
    pub(crate) requirement: Requirement,
    /// Who played the play to answer.
    pub(crate) top_by: Option<Seat>,
    /// Each seat's card count.
    pub(crate) cards_left: [usize; 4],
}

impl<'a> Spot<'a> {
    /// The spot of the player whose turn it is in `view`.
    pub(crate) fn of(view: &PlayerView<'a>) -> Spot<'a> {
        Spot {
            rules: view.rules(),
            seat: view.seat(),
            hand: view.hand(),
            requirement: view.requirement(),
            top_by: view.top().map(|(by, _)| by),
            cards_left: Seat::ALL.map(|seat| view.cards_left(seat)),
        }
    }
}

/// The legal plays, in no particular order, each with the cost of the
/// plan it leaves; also the cost of the whole hand's plan, and how many
/// plays were made to find them (the work grows with them).
fn costed_plays(spot: &Spot<'_>) -> (Vec<(Play, u32)>, u32, u32) {
    let hand = spot.hand;
    let (planner, planned) = Planner::new(spot.rules, hand);
    let mut plays = Vec::new();
    let listed = crate::moves::for_each_legal_play(spot.rules, hand, &spot.requirement, |play| {
        plays.push((play, planner.cost(hand - play.cards())));
    });
    (plays, planner.cost(hand), planned + listed)
}

/// A costed play's place in the smart player's preference for leading
/// (and, after its threat rules, for following), lowest first: the
/// cheapest plan left, keeping control cards, more cards, lower plays.
fn preference(
    rules: &Rules,
    twos: Twos,
    &(play, cost): &(Play, u32),
) -> (u32, bool, core::cmp::Reverse<usize>, (u16, u64)) {
    (
        cost,
        is_control(rules, &play, twos),
        core::cmp::Reverse(play.cards().len()),
        strength(rules, &play, twos),
    )
}

/// The plays ranked from most to least attractive by the smart player's
/// [`preference`], each with the cost of the plan it leaves. Also the
/// cost of the whole hand's plan.
pub(crate) fn ranked_plays(spot: &Spot<'_>) -> (Vec<(Play, u32)>, u32) {
    let (mut plays, hand_cost, _) = costed_plays(spot);
    let twos = spot.requirement.twos;
    plays.sort_by_cached_key(|costed| preference(spot.rules, twos, costed));
    (plays, hand_cost)
}

impl Strategy for Smart {
    fn name(&self) -> &str {
        "smart"
    }

    fn choose(&self, view: &PlayerView<'_>, _rng: &mut dyn Rng) -> Action {
        smart_action(&Spot::of(view))
    }
}

/// The smart player's action at `spot`.
pub(crate) fn smart_action(spot: &Spot<'_>) -> Action {
    smart_action_and_listed(spot).0
}

/// [`smart_action`], and how many plays it made to find it (its work
/// grows with them).
pub(crate) fn smart_action_and_listed(spot: &Spot<'_>) -> (Action, u32) {
    let (plays, hand_cost, listed) = costed_plays(spot);
    (smart_choice(spot, &plays, hand_cost), listed)
}

/// The smart player's action at `spot`, its most preferred play (the
/// first of [`ranked_plays`]) and how many plays it made, from one
/// listing of the plays.
pub(crate) fn smart_action_and_preferred(spot: &Spot<'_>) -> (Action, Option<Play>, u32) {
    let (plays, hand_cost, listed) = costed_plays(spot);
    let twos = spot.requirement.twos;
    let preferred = plays
        .iter()
        .min_by_key(|costed| preference(spot.rules, twos, costed))
        .map(|&(play, _)| play);
    (smart_choice(spot, &plays, hand_cost), preferred, listed)
}

/// The smart player's action at `spot`, given its legal plays with the
/// cost of the plan each leaves and the cost of the whole hand's plan.
fn smart_choice(spot: &Spot<'_>, plays: &[(Play, u32)], hand_cost: u32) -> Action {
    let rules = spot.rules;
    let hand = spot.hand;
    let twos = spot.requirement.twos;
    // The plays are not sorted: only the most preferred is needed (each
    // play's preference differs from the others' by its cards).
    if let Some((out, _)) = plays.iter().find(|(play, _)| play.cards() == hand) {
        return Action::Play(out.cards());
    }
    let fewest = Seat::ALL
        .into_iter()
        .filter(|&seat| seat != spot.seat && spot.cards_left[seat.index()] > 0)
        .map(|seat| spot.cards_left[seat.index()])
        .min()
        .unwrap_or(HAND_SIZE);
    let strongest = || {
        plays
            .iter()
            .max_by_key(|(play, _)| strength(rules, play, twos))
            .map_or(Action::Pass, |(play, _)| Action::Play(play.cards()))
    };
    let Some(top_by) = spot.top_by else {
        // Leading: no singles to an opponent holding one card.
        if fewest == 1 {
            let not_single = plays
                .iter()
                .filter(|(play, _)| play.kind() != Kind::Single)
                .min_by_key(|costed| preference(rules, twos, costed));
            return match not_single {
                Some((play, _)) => Action::Play(play.cards()),
                None => strongest(),
            };
        }
        // The most cards, then the cheapest plan left, then the lowest.
        let lead = plays.iter().min_by_key(|(play, cost)| {
            (
                core::cmp::Reverse(play.cards().len()),
                *cost,
                strength(rules, play, twos),
            )
        });
        return lead.map_or(Action::Pass, |(play, _)| Action::Play(play.cards()));
    };
    let Some(&(best, best_cost)) = plays
        .iter()
        .min_by_key(|costed| preference(rules, twos, costed))
    else {
        return Action::Pass;
    };
    let planned = best_cost + UNIT <= hand_cost + 1;
    // An opponent about to go out: stop them with the strongest play,
    // unless the trick is someone else's and a planned play answers.
    let threat_on_top = spot.cards_left[top_by.index()] <= 2;
    if fewest <= 2 && (threat_on_top || !planned) {
        return strongest();
    }
    if planned || hand.len() <= 4 {
        Action::Play(best.cards())
    } else {
        Action::Pass
    }
}

#[cfg(test)]
mod tests {
    use card_core::{CardSet, Rank};
    use proptest::prelude::*;

    use super::{UNIT, rank_cost};
    use crate::Twos;

    /// The cost rank by rank, as the plan defines it.
    fn rank_cost_by_rank(hand: CardSet, bare_quads: bool) -> u32 {
        Rank::ALL
            .into_iter()
            .map(|rank| match hand.count_of_rank(rank) {
                0 => 0,
                1 if Twos::High.position(rank) < 8 => UNIT + 1,
                4 if !bare_quads => 2 * UNIT,
                _ => UNIT,
            })
            .sum()
    }

    proptest! {
        #[test]
        fn rank_cost_counts_rank_by_rank(bits in 0u64..1 << 52, bare in any::<bool>()) {
            let hand = CardSet::from_bits(bits).unwrap();
            prop_assert_eq!(rank_cost(hand, bare), rank_cost_by_rank(hand, bare));
        }
    }
}
