//! A determinized Monte Carlo player.

use std::num::NonZeroUsize;
use std::time::{Duration, Instant};

use rand::Rng;

use super::cost::{Model, STEP_WORK, candidate_work, decision_work};
use super::smart::{Spot, ranked_plays, smart_action, smart_action_and_preferred};
use super::worlds::Observed;
use crate::{Action, Outcome, PlayerView, Seat, State, Strategy};

/// The most plays a [`Strong`] player considers by default.
const DEFAULT_CANDIDATES: NonZeroUsize = NonZeroUsize::new(12).unwrap();

/// The most of its own later decisions a [`Strong`] player branches at
/// in a world.
pub(super) const MAX_DEPTH: u32 = 3;

/// The fewest worlds a [`Strong`] player's budget should leave room for
/// when it chooses how deep to search them.
const MIN_WORLDS: u64 = 16;

/// About how many times each level of branching multiplies the work of a
/// world (a choice of two or three actions, some of them alike).
const GROWTH: u64 = 3;

/// How much a [`Strong`] player may think per decision.
///
/// Both budgets are spent by one rule. A first world, played out without
/// branching, says what a world costs, and so how deep the others are
/// searched (as deep as leaves room for 16 of them). Worlds are then
/// dealt and played out while the budget lasts, but none that, as dear
/// as the dearest so far, would end more than half a budget past it; a
/// world still being played out half a budget past it is given up (if
/// that is the first, the player plays the smart player's action). A
/// decision thus spends about its budget, and never much more than a
/// budget and a half, however dear the worlds of some rules and deals
/// are.
///
/// A budget of work gives the same decisions for the same seed on any
/// machine; a time budget adapts to the machine but is not reproducible.
/// Work is counted in units of about ten nanoseconds: each decision
/// simulated, or replayed to check a dealt hand against what its player
/// was seen to do, weighed by its player's model, whether it leads or
/// the kind it answers, the cards held and the plays it made; and each
/// shuffle of the hidden cards, world set up and action applied.
///
/// # Examples
///
/// ```
/// use std::time::Duration;
/// use bigtwo_ai::{Budget, Strong};
///
/// let fixed = Strong::new(Budget::Work(16_000));
/// let timed = Strong::new(Budget::Time(Duration::from_millis(10)));
/// assert_ne!(fixed.budget(), timed.budget());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Budget {
    /// This many units of work (about ten nanoseconds each).
    Work(u32),
    /// This much time.
    Time(Duration),
}

/// A player that looks ahead by determinized Monte Carlo (perfect
/// information Monte Carlo), dealing the hidden cards by what the other
/// players were seen to do.
///
/// At each decision it keeps the smart player's best candidate plays (and
/// a pass, when allowed), then repeatedly deals the cards it cannot see
/// to the other players and plays each candidate out to the end of the
/// game in that world: each other player with the model the world was
/// dealt for (the [`Greedy`](crate::Greedy) or the
/// [`Smart`](crate::Smart) strategy, below), itself with the
/// [`Smart`](crate::Smart) strategy, except that it searches its own next
/// few decisions. The models draw no randomness, so in one world the game
/// is a puzzle for one player: at each of its next decisions with a
/// choice (up to three, as many as leave room in the budget for 16
/// worlds, judged by a first world played out without choosing; one
/// world only when the hidden cards can be dealt one way alone) it tries
/// the smart player's action, its most preferred play and a pass, and
/// keeps the best ending. Each candidate scores 1 for a win and a share
/// of the game's score (a hundredth a point); the best average over the
/// worlds is played. All candidates meet the same worlds, which makes
/// their comparison sharper. (The best ending of a world is found knowing
/// its cards, so it flatters the candidate; measured in tournaments, the
/// search still gains over playing the smart strategy after the
/// candidate.)
///
/// The deal reads the history the player's view shows (no more: with
/// hidden tricks, only the current trick). Each other player's hand is
/// drawn again, up to 16 times, until the model tried with it would have
/// made each of that player's plays and passes there, holding the hand
/// and the cards it played since: a greedy player who passed on a pair,
/// for one, holds no higher pair. A player whose every decision the
/// greedy player could have made (for the cards it played from then on)
/// is tried with the greedy and the smart model in turn, so each model
/// is dealt about as often as the hands it explains are common, and the
/// smart model wins the worlds once the player's choices stop fitting
/// greedy hands; the others only with the smart model. A hand that never
/// fits stays as last drawn, with the greedy model if the player could
/// be greedy, so the worlds fit more often, not always. Hands are
/// otherwise dealt at random, as [`PlayerView::determinize`]
/// does. Every hand dealt holds as many cards as the real one: with
/// hidden tricks, the cards of finished tricks are unseen but in no hand.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Budget, Game, Greedy, Rules, Strong};
/// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let strong = Strong::new(Budget::Work(8_000));
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(12);
/// let mut game = Game::deal(Rules::document(), &mut rng);
/// let outcome = game.play_out(&[&strong, &Greedy, &Greedy, &Greedy], &mut rng)?;
/// assert!(game.is_over());
/// # let _ = outcome;
/// # Ok::<(), bigtwo_ai::ActionError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Strong {
    budget: Budget,
    candidates: NonZeroUsize,
}

impl Strong {
    /// The default budget: 1,100,000 units of work, about 6 to 7 ms a
    /// decision on average on one core, 99.9% of decisions within about
    /// 16 ms (in tournaments against greedy, smart and mixed players,
    /// under the paper's rules and its main variations; the crate's docs
    /// page gives the measurements).
    pub const DEFAULT_BUDGET: Budget = Budget::Work(1_100_000);

    /// A strong player with this budget, considering at most 12 plays.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Budget, Strong};
    ///
    /// assert_eq!(Strong::new(Budget::Work(2_000)).budget(), Budget::Work(2_000));
    /// ```
    pub const fn new(budget: Budget) -> Strong {
        Strong {
            budget,
            candidates: DEFAULT_CANDIDATES,
        }
    }

    /// Sets the most plays considered per decision (12 by default),
    /// besides a pass.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::num::NonZeroUsize;
    /// use bigtwo_ai::Strong;
    ///
    /// let narrow = Strong::default().candidates(NonZeroUsize::new(4).unwrap());
    /// assert_ne!(narrow, Strong::default());
    /// ```
    pub const fn candidates(mut self, candidates: NonZeroUsize) -> Strong {
        self.candidates = candidates;
        self
    }

    /// The budget per decision.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Strong;
    ///
    /// assert_eq!(Strong::default().budget(), Strong::DEFAULT_BUDGET);
    /// ```
    pub const fn budget(&self) -> Budget {
        self.budget
    }
}

impl Default for Strong {
    /// [`Strong::new`] with [`Strong::DEFAULT_BUDGET`].
    fn default() -> Strong {
        Strong::new(Strong::DEFAULT_BUDGET)
    }
}

/// The reward of an outcome for `me`.
fn reward(outcome: &Outcome, me: Seat) -> f64 {
    f64::from(u8::from(outcome.winner == me)) + f64::from(outcome.scores[me.index()]) / 100.0
}

/// A decision's budget, of work or of time, as the one spending rule
/// reads it: a limit and what has been spent, both in the budget's unit
/// (units of work, or nanoseconds).
#[derive(Debug, Clone, Copy)]
pub(super) struct Spending {
    limit: u64,
    /// When the decision began, on a time budget.
    clock: Option<Instant>,
    /// The work up to which the search need not look at its spending.
    check_at: u32,
}

/// The work between two readings of the clock on a time budget (about
/// 20 µs).
const CLOCK_EVERY: u32 = 2_000;

impl Spending {
    /// No limit: the oracle's search in the true deal.
    pub(super) const UNLIMITED: Spending = Spending {
        limit: u64::MAX,
        clock: None,
        check_at: u32::MAX,
    };

    /// The spending of a decision that began at `start` on `budget`.
    fn new(budget: Budget, start: Instant) -> Spending {
        let (limit, clock) = match budget {
            Budget::Work(limit) => (u64::from(limit), None),
            Budget::Time(limit) => (nanos(limit), Some(start)),
        };
        let give_up = limit.saturating_add(limit / 2);
        Spending {
            limit,
            clock,
            // On a budget of work, the work itself is the spending.
            check_at: match clock {
                None => u32::try_from(give_up).unwrap_or(u32::MAX),
                Some(_) => 0,
            },
        }
    }

    /// What a search that has done `work` has spent.
    fn spent(&self, work: u32) -> u64 {
        match self.clock {
            None => u64::from(work),
            Some(start) => nanos(start.elapsed()),
        }
    }

    /// Where a world still being played out is given up: half a budget
    /// past the budget.
    fn give_up(&self) -> u64 {
        self.limit.saturating_add(self.limit / 2)
    }

    /// Whether to deal no more worlds, having spent `spent`, the dearest
    /// world so far having cost `dearest`: past the budget, or where a
    /// world as dear would end past the point where it is given up
    /// (worlds can cost several times as much as one another; where each
    /// costs a small share of the budget, as the search's depth is chosen
    /// for, this never stops one).
    fn done(&self, spent: u64, dearest: u64) -> bool {
        spent >= self.limit || spent.saturating_add(dearest) > self.give_up()
    }

    /// Whether a search that has done `work` must give up the world it is
    /// playing out (on a time budget, the clock is read every
    /// [`CLOCK_EVERY`] units of work).
    fn exhausted(&mut self, work: u32) -> bool {
        if work <= self.check_at {
            return false;
        }
        match self.clock {
            Some(_) if self.spent(work) <= self.give_up() => {
                self.check_at = work.saturating_add(CLOCK_EVERY);
                false
            }
            _ => true,
        }
    }
}

/// A decision's search: the work it has done, and its budget.
pub(super) struct Search {
    pub(super) work: u32,
    pub(super) spending: Spending,
}

impl Search {
    /// Plays each candidate out once in `world` (see [`Search::best`]):
    /// each one's reward, or `None` if the search stopped first.
    pub(super) fn play_out_each(
        &mut self,
        world: State,
        view: &PlayerView<'_>,
        candidates: &[Action],
        smart: u8,
        depth: u32,
    ) -> Option<Vec<f64>> {
        let me = view.seat();
        candidates
            .iter()
            .map(|&action| {
                let mut state = world;
                if state.apply(me, action).is_err() {
                    return Some(0.0);
                }
                let reward = self.best(state, me, smart, depth)?;
                self.work += candidate_work(view.hand().len());
                Some(reward)
            })
            .collect()
    }

    /// The best reward `me` can reach from `state` by its own choices at
    /// its next `depth` decisions with a choice (the smart player's
    /// action, its most preferred play, or a pass), playing the smart
    /// strategy after them; the others play by their models (the seats
    /// in the mask `smart` by the smart strategy, the others by the
    /// greedy one). `None` if the search stopped first.
    fn best(&mut self, mut state: State, me: Seat, smart: u8, depth: u32) -> Option<f64> {
        loop {
            if let Some(outcome) = state.outcome() {
                return Some(reward(&outcome, me));
            }
            if self.spending.exhausted(self.work) {
                return None;
            }
            let seat = state.turn();
            let view = state.view(seat);
            let action = if seat == me && depth > 0 {
                let (action, preferred, listed) = smart_action_and_preferred(&Spot::of(&view));
                let top = view.top().map(|(_, top)| top.kind());
                self.work += decision_work(Model::Smart, top, view.hand().len(), listed);
                let mut options = vec![action];
                if let Some(play) = preferred.map(|play| Action::Play(play.cards()))
                    && !options.contains(&play)
                {
                    options.push(play);
                }
                if view.can_pass() && !options.contains(&Action::Pass) {
                    options.push(Action::Pass);
                }
                if options.len() > 1 {
                    let mut best = f64::NEG_INFINITY;
                    for option in options {
                        let mut next = state;
                        next.apply(me, option).expect("a legal option");
                        self.work += STEP_WORK;
                        best = best.max(self.best(next, me, smart, depth - 1)?);
                    }
                    return Some(best);
                }
                action
            } else {
                let model = if seat == me || smart & seat.bit() != 0 {
                    Model::Smart
                } else {
                    Model::Greedy
                };
                let (action, spent) = model.decide(&Spot::of(&view));
                self.work += spent;
                action
            };
            state.apply(seat, action).expect("the models play legally");
            self.work += STEP_WORK;
        }
    }
}

impl Strategy for Strong {
    fn name(&self) -> &str {
        "strong"
    }

    fn choose(&self, view: &PlayerView<'_>, rng: &mut dyn Rng) -> Action {
        self.decide(view, rng).0
    }
}

impl Strong {
    /// The plays considered at a decision: the smart player's best
    /// [`candidates`](Strong::candidates), and a pass when allowed.
    pub(super) fn candidate_actions(&self, view: &PlayerView<'_>) -> Vec<Action> {
        let mut candidates: Vec<Action> = ranked_plays(&Spot::of(view))
            .0
            .into_iter()
            .take(self.candidates.get())
            .map(|(play, _)| Action::Play(play.cards()))
            .collect();
        if view.can_pass() {
            candidates.push(Action::Pass);
        }
        candidates
    }

    /// The action to take, and the work spent choosing it.
    fn decide(&self, view: &PlayerView<'_>, rng: &mut dyn Rng) -> (Action, u32) {
        let candidates = self.candidate_actions(view);
        if candidates.len() <= 1 {
            return (candidates.first().copied().unwrap_or(Action::Pass), 0);
        }
        // Reading the history is spent from the budget too.
        let spending = Spending::new(self.budget, Instant::now());
        let observed = Observed::new(view);
        let mut search = Search {
            work: observed.work,
            spending,
        };
        // The first world, played out without branching, says what a
        // world costs here, and so how deep the others can search and
        // still be many; it counts only if they do not branch either, or
        // none of them is played out to its end.
        let before = search.spending.spent(search.work);
        let (world, smart, checked) = observed.deal(view, &mut *rng);
        search.work += checked;
        let Some(shallow) = search.play_out_each(world, view, &candidates, smart, 0) else {
            // Even one world costs more than the search may spend.
            return (smart_action(&Spot::of(view)), search.work);
        };
        let first = search.spending.spent(search.work).saturating_sub(before);
        let depth = depth_for(first, search.spending.limit);
        // When every world is the same, one at that depth is enough.
        let forced = Observed::forced(view);
        let (mut totals, mut worlds, mut dearest) = if depth > 0 {
            (vec![0.0; candidates.len()], 0, 0)
        } else {
            (shallow.clone(), 1, first)
        };
        loop {
            let spent = search.spending.spent(search.work);
            if (search.spending.done(spent, dearest) || forced) && worlds > 0 {
                break;
            }
            let (world, smart, checked) = observed.deal(view, &mut *rng);
            search.work += checked;
            let Some(rewards) = search.play_out_each(world, view, &candidates, smart, depth) else {
                break;
            };
            for (total, reward) in totals.iter_mut().zip(rewards) {
                *total += reward;
            }
            dearest = dearest.max(search.spending.spent(search.work).saturating_sub(spent));
            worlds += 1;
        }
        let totals = if worlds > 0 { totals } else { shallow };
        (best(&candidates, &totals), search.work)
    }
}

/// A duration in nanoseconds, saturating.
fn nanos(duration: Duration) -> u64 {
    duration.as_nanos().try_into().unwrap_or(u64::MAX)
}

/// How many of its own later decisions the search can branch at in each
/// world when a world played out without branching costs `world` and
/// the budget is `limit` (in work or in time): the most, up to
/// [`MAX_DEPTH`], that leaves room for [`MIN_WORLDS`] worlds if each
/// level multiplies a world's cost by [`GROWTH`].
fn depth_for(world: u64, limit: u64) -> u32 {
    let mut depth = 0;
    let mut cost = world.max(1).saturating_mul(MIN_WORLDS);
    while depth < MAX_DEPTH && cost.saturating_mul(GROWTH) <= limit {
        depth += 1;
        cost = cost.saturating_mul(GROWTH);
    }
    depth
}

/// The candidate with the best total, the first of equals.
pub(super) fn best(candidates: &[Action], totals: &[f64]) -> Action {
    let best = (0..candidates.len())
        .max_by(|&a, &b| totals[a].total_cmp(&totals[b]).then(b.cmp(&a)))
        .unwrap_or(0);
    candidates[best]
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    use super::*;
    use crate::{
        Finish, Game, Greedy, RandomPlayer, Rules, Scoring, Smart, StraightOrder, SuitOrder,
        Variations,
    };

    /// The strong player's budget in these games: small, so that many fit.
    const BUDGET: u32 = 20_000;

    /// How far past its budget a decision may go: half a budget, then the
    /// deal of the world it gives up and the simulated decision it stops
    /// after (at most 1.63 budgets over 30,000 random games).
    const WORK_FACTOR: u32 = 2;

    /// Whether rules made of these options contradict themselves, as the
    /// builder's documentation lists the cases.
    fn contradictory(bits: u16, straights: StraightOrder, scoring: Scoring) -> bool {
        let undefined = bits >= 1 << 9;
        let conflict = bits & 1 != 0 && straights == StraightOrder::HighestCard;
        let tiers = match scoring {
            Scoring::Tiered {
                double_from,
                triple_from,
            } => !(1 <= double_from && double_from <= triple_from && triple_from <= 13),
            Scoring::CardsLeft => false,
        };
        undefined || conflict || tiers
    }

    #[test]
    fn a_budget_too_small_for_one_world_plays_the_smart_players_action() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(21);
        let tiny = [Budget::Work(1), Budget::Time(Duration::ZERO)].map(Strong::new);
        let mut searched = 0;
        for _ in 0..10 {
            let mut game = Game::deal(Rules::document(), &mut rng);
            while !game.is_over() {
                let view = game.view(game.turn());
                let smart = crate::Strategy::choose(&Smart, &view, &mut rng);
                for strong in &tiny {
                    let (action, work) = strong.decide(&view, &mut rng);
                    assert_eq!(action, smart);
                    searched += usize::from(work > 0);
                }
                game.apply(game.turn(), smart).unwrap();
            }
        }
        // Decisions with a choice began a world before giving it up.
        assert!(searched > 100, "{searched}");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3_000))]

        /// Whole games under any rules the builder accepts, between any
        /// built-in players: each ends, and no strong decision spends more
        /// than a fixed multiple of its budget.
        #[test]
        fn games_end_and_decisions_keep_to_their_budget(
            bits in prop_oneof![0u16..1 << 9, any::<u16>()],
            straights in prop::sample::select(StraightOrder::ALL.to_vec()),
            suits in prop::sample::select(SuitOrder::ALL.to_vec()),
            finish in prop::sample::select(vec![Finish::FirstOut, Finish::FullOrder]),
            tiers in prop::option::of((0u8..16, 0u8..16)),
            lineup in [0usize..4, 0usize..4, 0usize..4, 0usize..4],
            seed in any::<u64>(),
        ) {
            let scoring = tiers.map_or(Scoring::CardsLeft, |(double_from, triple_from)| {
                Scoring::Tiered { double_from, triple_from }
            });
            let built = Rules::builder()
                .variations(Variations::from_bits_retain(bits))
                .straight_order(straights)
                .suit_order(suits)
                .scoring(scoring)
                .finish(finish)
                .build();
            prop_assert_eq!(built.is_err(), contradictory(bits, straights, scoring));
            let Ok(rules) = built else { return Ok(()) };
            // What the rules keep, their text names.
            prop_assert_eq!(rules.variations().to_string().parse(), Ok(rules.variations()));
            let strong = Strong::new(Budget::Work(BUDGET));
            let players: [&dyn crate::Strategy; 4] = [&RandomPlayer, &Greedy, &Smart, &strong];
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let mut game = Game::deal(rules, &mut rng);
            let mut actions = 0;
            while !game.is_over() {
                let seat = game.turn();
                let view = game.view(seat);
                let action = if lineup[seat.index()] == 3 {
                    let start = Instant::now();
                    let (action, work) = strong.decide(&view, &mut rng);
                    prop_assert!(work <= WORK_FACTOR * BUDGET, "{work}\n{}", game.log());
                    // Work bounds time only if every simulated hand is a
                    // real hand's size; a millisecond is typical here.
                    let took = start.elapsed();
                    prop_assert!(took < Duration::from_secs(1), "{took:?}\n{}", game.log());
                    action
                } else {
                    players[lineup[seat.index()]].choose(&view, &mut rng)
                };
                game.apply(seat, action).unwrap();
                actions += 1;
                // Every play sheds a card, and a trick ends after at most
                // three passes in a row per play.
                prop_assert!(actions <= 52 * 4, "{}", game.log());
            }
        }
    }
}
