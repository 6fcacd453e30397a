//! Dealing the cards a player cannot see, consistently with what the
//! other players were seen to do.

use card_core::{Card, CardSet, Deck};
use rand::Rng;

use super::greedy::{greedy_action, greedy_action_and_listed};
use super::smart::{Spot, smart_action_and_listed};
use crate::moves::for_each_legal_play;
use crate::{Action, Event, PlayerView, Requirement, Seat, State};

/// One decision of another player, as the history shows it.
#[derive(Debug, Clone, Copy)]
struct Decision {
    seat: Seat,
    requirement: Requirement,
    action: Action,
    /// The cards the player has played since, this play included: the
    /// part of the hand it held then that is known now.
    later: CardSet,
    /// Who played the play to answer.
    top_by: Option<Seat>,
    /// Each seat's card count then.
    cards_left: [usize; 4],
}

/// The other players' decisions, and which players act as the greedy
/// player would have.
#[derive(Debug)]
pub(crate) struct Observed {
    /// The other players' decisions, latest first.
    decisions: Vec<Decision>,
    /// The seats whose decisions the greedy player could have made.
    greedy: u8,
    /// Each seat's number of decisions.
    count: [usize; 4],
}

impl Observed {
    /// Reads the view's history: each other player is modelled as greedy
    /// when every decision it was seen to make is the greedy one for some
    /// hand it may have held, that is (greedy play being the least play
    /// of a hand, and a larger hand having more plays) the greedy one for
    /// the cards it played from then on.
    pub(crate) fn new(view: &PlayerView<'_>) -> Observed {
        let rules = view.rules();
        let me = view.seat();
        let events: Vec<&Event> = view.history().collect();
        // Cards played before the history shown (finished tricks hidden).
        let mut played = Card::COUNT - Seat::ALL.iter().map(|&s| view.cards_left(s)).sum::<usize>();
        for event in &events {
            if let Event::Play { cards, .. } = event {
                played = played.saturating_sub(cards.len());
            }
        }
        let mut twos = events
            .iter()
            .find_map(|event| match event {
                Event::Twos { twos } => Some(twos.flipped()),
                _ => None,
            })
            .unwrap_or(view.twos());
        let mut top = None;
        let mut top_by = None;
        let mut decisions = Vec::new();
        for event in events {
            match *event {
                Event::Play { seat, cards } => {
                    let opening = played == 0 && cards.contains(rules.lowest_card());
                    let requirement = Requirement {
                        top,
                        twos,
                        must_contain: opening.then(|| rules.lowest_card()),
                    };
                    decisions.push(Decision {
                        seat,
                        requirement,
                        action: Action::Play(cards),
                        later: CardSet::EMPTY,
                        top_by,
                        cards_left: [0; 4],
                    });
                    top = rules.classify(cards).ok();
                    top_by = Some(seat);
                    played += cards.len();
                }
                Event::Pass { seat } => decisions.push(Decision {
                    seat,
                    requirement: Requirement {
                        top,
                        twos,
                        must_contain: None,
                    },
                    action: Action::Pass,
                    later: CardSet::EMPTY,
                    top_by,
                    cards_left: [0; 4],
                }),
                Event::Twos { twos: now } => twos = now,
                Event::Trick { .. } => {
                    top = None;
                    top_by = None;
                }
                _ => {}
            }
        }
        let mut since = [CardSet::EMPTY; 4];
        for decision in decisions.iter_mut().rev() {
            if let Action::Play(cards) = decision.action {
                since[decision.seat.index()] |= cards;
            }
            decision.later = since[decision.seat.index()];
            decision.cards_left =
                Seat::ALL.map(|seat| view.cards_left(seat) + since[seat.index()].len());
        }
        let mut greedy = Seat::ALL
            .iter()
            .filter(|&&seat| seat != me)
            .fold(0u8, |mask, seat| mask | seat.bit());
        for decision in &decisions {
            if decision.seat == me
                || greedy_action(rules, decision.later, &decision.requirement) != decision.action
            {
                greedy &= !decision.seat.bit();
            }
        }
        decisions.retain(|decision| decision.seat != me);
        decisions.reverse();
        let mut count = [0; 4];
        for decision in &decisions {
            count[decision.seat.index()] += 1;
        }
        Observed {
            decisions,
            greedy,
            count,
        }
    }

    /// Whether `seat` is modelled as greedy.
    pub(crate) fn is_greedy(&self, seat: Seat) -> bool {
        self.greedy & seat.bit() != 0
    }

    /// Whether `seat` holding `hidden` now explains its decisions as the
    /// `model`'s; also the work that took (each decision replayed
    /// weighed by [`decision_work`]).
    fn explains(
        &self,
        view: &PlayerView<'_>,
        seat: Seat,
        hidden: CardSet,
        model: Model,
    ) -> (bool, u32) {
        let (matched, work) = self.matched(view, seat, hidden, model);
        (matched == self.count[seat.index()], work)
    }

    /// How many of `seat`'s decisions, from its first, the `model`
    /// holding `hidden` now would have made; also the work that took.
    fn matched(
        &self,
        view: &PlayerView<'_>,
        seat: Seat,
        hidden: CardSet,
        model: Model,
    ) -> (usize, u32) {
        let mut checked = 0;
        let mut matched = 0;
        for decision in self.decisions.iter().filter(|d| d.seat == seat) {
            let (action, work) = model.decide(&Spot {
                rules: view.rules(),
                seat,
                hand: hidden | decision.later,
                requirement: decision.requirement,
                top_by: decision.top_by,
                cards_left: decision.cards_left,
            });
            checked += work;
            if action != decision.action {
                break;
            }
            matched += 1;
        }
        (matched, checked)
    }

    /// A complete state consistent with the view, and the seats to play
    /// by the smart model in it (a mask of seat bits); also the work the
    /// checks took.
    ///
    /// The other players' hands are drawn at random from the unseen
    /// cards, each exactly as large as the view says, and redrawn (up to
    /// [`TRIES`] times) until the hand explains the seat's decisions under
    /// a model: for a seat whose decisions the greedy player could have
    /// made, the greedy and the smart model in turn (from one picked at
    /// random), which draws each model about as often as hands explained
    /// by it are common; for the others, the smart one. A seat none of
    /// whose draws fits keeps the last, with the greedy model if it
    /// could be greedy. The unseen cards are the other hands plus, under
    /// hidden tricks, the cards played in finished tricks: those stay out
    /// of every hand.
    pub(crate) fn deal<R: Rng + ?Sized>(
        &self,
        view: &PlayerView<'_>,
        rng: &mut R,
    ) -> (State, u8, u32) {
        let me = view.seat();
        let fallback = Seat::ALL
            .into_iter()
            .filter(|&seat| seat == me || !self.is_greedy(seat))
            .fold(0u8, |mask, seat| mask | seat.bit());
        if self.decisions.is_empty() {
            return (view.determinize(rng), fallback, SHUFFLE_WORK);
        }
        // Greedy-looking seats first, while the most cards are left.
        let mut order: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| s != me).collect();
        order.sort_by_key(|&seat| !self.is_greedy(seat));
        let mut checked = 0;
        let mut smart = fallback;
        let mut pool = view.unseen();
        let mut hands = [CardSet::EMPTY; 4];
        hands[me.index()] = view.hand();
        for seat in order {
            let count = view.cards_left(seat);
            // A seat that must take every card left has no choice.
            let mut hand = pool;
            let tries = if pool.len() > count { TRIES } else { 0 };
            let first = (rng.next_u32() & 1) as usize;
            for attempt in 0..tries {
                let mut deck = Deck::from_cards(pool);
                deck.shuffle(rng);
                checked += SHUFFLE_WORK;
                hand = deck.deal(count).unwrap_or(CardSet::EMPTY);
                let model = if self.is_greedy(seat) && (attempt + first).is_multiple_of(2) {
                    Model::Greedy
                } else {
                    Model::Smart
                };
                let (explained, work) = self.explains(view, seat, hand, model);
                checked += work;
                if explained {
                    if model == Model::Greedy {
                        smart &= !seat.bit();
                    } else {
                        smart |= seat.bit();
                    }
                    break;
                }
            }
            pool -= hand;
            hands[seat.index()] = hand;
        }
        (view.determinize_with(hands), smart, checked)
    }
}

/// Worlds dealt one after another by a Markov chain over the deals of
/// the unseen cards and the models of the seats that could be greedy.
///
/// It starts from a world dealt by [`Observed::deal`], where a seat none
/// of whose draws fits keeps a hand that does not explain its decisions,
/// and the seat dealt last takes the cards left, unchecked. Each step
/// then swaps a card between two holders of unseen cards (or flips the
/// model of a seat that could be greedy) and is kept when the seats'
/// decisions are explained, from the first, at least as far as before.
/// So the chain climbs towards deals that explain every decision; once
/// there, a step is kept exactly when every decision stays explained,
/// and the proposals being symmetric, every such deal and choice of
/// models is then as likely as another.
#[derive(Debug)]
pub(crate) struct Chain {
    hands: [CardSet; 4],
    /// The unseen cards in no hand (those of finished hidden tricks).
    out: CardSet,
    /// The seats played by the smart model (the player itself too).
    smart: u8,
    /// How many of each seat's decisions, from its first, its hand and
    /// model explain.
    matched: [usize; 4],
}

/// The steps of a [`Chain`] between two worlds.
const STEPS: u32 = 16;

/// The work of a step besides the decisions it replays (about 40 ns).
const STEP_WORK: u32 = 4;

impl Chain {
    /// A chain from a world dealt by [`Observed::deal`]; also the work.
    pub(crate) fn new<R: Rng + ?Sized>(
        observed: &Observed,
        view: &PlayerView<'_>,
        rng: &mut R,
    ) -> (Chain, u32) {
        let (state, smart, mut work) = observed.deal(view, rng);
        let hands = Seat::ALL.map(|seat| state.hand(seat));
        let mut chain = Chain {
            hands,
            out: view.unseen() - hands.iter().fold(CardSet::EMPTY, |all, &hand| all | hand),
            smart,
            matched: [0; 4],
        };
        for seat in Seat::ALL.into_iter().filter(|&s| s != view.seat()) {
            let (matched, checked) =
                observed.matched(view, seat, hands[seat.index()], chain.model(seat));
            chain.matched[seat.index()] = matched;
            work += checked;
        }
        (chain, work)
    }

    /// The current world, and the model to play each seat by in it: a
    /// seat seen to leave greedy play whose decisions its hand and model
    /// do not all explain plays at random (the
    /// [`RandomPlayer`](crate::RandomPlayer)'s way), each world drawing
    /// its own choices. (Greedy and smart players' decisions are
    /// explained in most worlds, more so as the chain goes on, and a
    /// smart player could be greedy for much of a game: over every
    /// decision of 30 seeded games, in the worlds after 16 to 48 steps, a
    /// smart player was played at random in one world in ten, a greedy
    /// one never, and a random one in two worlds of three.)
    pub(crate) fn world<R: Rng + ?Sized>(
        &self,
        observed: &Observed,
        view: &PlayerView<'_>,
        rng: &mut R,
    ) -> (State, [Model; 4]) {
        let models = Seat::ALL.map(|seat| {
            if !observed.is_greedy(seat)
                && seat != view.seat()
                && self.matched[seat.index()] < observed.count[seat.index()]
            {
                Model::Random(rng.next_u64())
            } else {
                self.model(seat)
            }
        });
        (view.determinize_with(self.hands), models)
    }

    /// The seat's model in the chain.
    fn model(&self, seat: Seat) -> Model {
        if self.smart & seat.bit() != 0 {
            Model::Smart
        } else {
            Model::Greedy
        }
    }

    /// The steps from one world to the next; returns their work.
    pub(crate) fn advance<R: Rng + ?Sized>(
        &mut self,
        observed: &Observed,
        view: &PlayerView<'_>,
        rng: &mut R,
    ) -> u32 {
        (0..STEPS).map(|_| self.step(observed, view, rng)).sum()
    }

    /// One step; returns its work.
    fn step<R: Rng + ?Sized>(
        &mut self,
        observed: &Observed,
        view: &PlayerView<'_>,
        rng: &mut R,
    ) -> u32 {
        let me = view.seat();
        let r = rng.next_u64();
        // One step in four flips a model, if some seat could be greedy.
        if r.is_multiple_of(4) {
            let flippable: Vec<Seat> = Seat::ALL
                .into_iter()
                .filter(|&s| s != me && observed.is_greedy(s) && observed.count[s.index()] > 0)
                .collect();
            let Some(&seat) = flippable.get((r >> 8) as usize % flippable.len().max(1)) else {
                return STEP_WORK;
            };
            let model = match self.model(seat) {
                Model::Smart => Model::Greedy,
                _ => Model::Smart,
            };
            let (matched, work) = observed.matched(view, seat, self.hands[seat.index()], model);
            if matched >= self.matched[seat.index()] {
                self.matched[seat.index()] = matched;
                self.smart ^= seat.bit();
            }
            return work + STEP_WORK;
        }
        // The holders of unseen cards: seats 0 to 3, and 4 for the cards
        // in no hand.
        let mut holders = [0usize; 5];
        let mut n = 0;
        for seat in Seat::ALL {
            if seat != me && !self.hands[seat.index()].is_empty() {
                holders[n] = seat.index();
                n += 1;
            }
        }
        if !self.out.is_empty() {
            holders[n] = 4;
            n += 1;
        }
        if n < 2 {
            return STEP_WORK;
        }
        let i = (r >> 8) as usize % n;
        let j = (i + 1 + (r >> 24) as usize % (n - 1)) % n;
        let held = |h: usize| if h == 4 { self.out } else { self.hands[h] };
        let pick = |cards: CardSet, k: u64| {
            let nth = k as usize % cards.len();
            cards.iter().nth(nth).expect("a card of a holder")
        };
        let (a, b) = (holders[i], holders[j]);
        let (card_a, card_b) = (pick(held(a), r >> 32), pick(held(b), r >> 48));
        let mut swapped = [held(a), held(b)];
        swapped[0].remove(card_a);
        swapped[0].insert(card_b);
        swapped[1].remove(card_b);
        swapped[1].insert(card_a);
        let mut work = STEP_WORK;
        let (mut before, mut after) = (0, 0);
        let mut matched = [0; 2];
        for (k, &h) in [a, b].iter().enumerate() {
            if h < 4 {
                let seat = Seat::ALL[h];
                let (m, checked) = observed.matched(view, seat, swapped[k], self.model(seat));
                work += checked;
                matched[k] = m;
                before += self.matched[h];
                after += m;
            }
        }
        if after >= before {
            for (k, &h) in [a, b].iter().enumerate() {
                if h == 4 {
                    self.out = swapped[k];
                } else {
                    self.hands[h] = swapped[k];
                    self.matched[h] = matched[k];
                }
            }
        }
        work
    }
}

impl Observed {
    /// The model to play each seat by in the true deal `state`, as the
    /// [`Oracle`](crate::Oracle) reads them: the greedy model for a seat
    /// that could be greedy and whose true hand explains its decisions as
    /// the greedy player's, else the smart model if it explains them as
    /// the smart player's, else random choices drawn from `salt`; the
    /// player itself by the smart model.
    pub(crate) fn models_in(&self, view: &PlayerView<'_>, state: &State, salt: u64) -> [Model; 4] {
        Seat::ALL.map(|seat| {
            let explains = |model| self.explains(view, seat, state.hand(seat), model).0;
            if seat == view.seat() {
                Model::Smart
            } else if self.is_greedy(seat) && explains(Model::Greedy) {
                Model::Greedy
            } else if explains(Model::Smart) {
                Model::Smart
            } else {
                Model::Random(salt ^ u64::from(seat.bit()))
            }
        })
    }
}

/// The work of one decision of `model` holding `cards` cards, leading
/// a trick or not, that made `listed` plays (those refused included, a
/// scan for runs of one length counting as one): about its time in tens
/// of nanoseconds.
///
/// Timed over every decision of 100 games under the paper's rules, with
/// straights of any length, and with every on/off variation (wall clock,
/// 20 repetitions each), a greedy decision takes 20 to 240 ns following
/// and 110 to 800 ns leading (it tries every kind), a smart one 50 to 900
/// ns following and 170 to 2,700 ns leading (it prices a plan for every
/// play, and a plan tries every pair of five-card hands). Most of it
/// grows with the plays made, and a smart decision following also with
/// the square of the cards held. Weighed by the cards held alone, the
/// plays listed with straights of any length (every run of every length
/// held, however few the cards) cost half as much again per unit.
pub(crate) fn decision_work(model: Model, leading: bool, cards: usize, listed: u32) -> u32 {
    let c = cards as u32;
    match (model, leading) {
        (Model::Greedy, false) => 2 + c / 2 + listed * 3 / 2,
        (Model::Greedy, true) => 8 + listed * 5 / 2,
        (Model::Smart, false) => 3 + c * c / 12 + 3 * listed,
        (Model::Smart, true) => 14 + listed * 9 / 2,
        (Model::Random(_), _) => 8 + listed * 5 / 2,
    }
}

/// The work of a shuffle of the unseen cards (about 300 ns): counted so
/// that decisions whose worlds are cheap to play out, near the end of a
/// game, do not spend most of their time dealing them.
pub(crate) const SHUFFLE_WORK: u32 = 30;

/// A model of another player's decisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Model {
    Greedy,
    Smart,
    /// Any legal action, picked by a hash of the salt and the spot: the
    /// same spot gets the same action, so a world stays a puzzle for the
    /// player searching it.
    Random(u64),
}

impl Model {
    /// The model's action at `spot`, and its work (see
    /// [`decision_work`]).
    pub(crate) fn decide(self, spot: &Spot<'_>) -> (Action, u32) {
        let (action, listed) = match self {
            Model::Greedy => greedy_action_and_listed(spot.rules, spot.hand, &spot.requirement),
            Model::Smart => smart_action_and_listed(spot),
            Model::Random(salt) => random_action_and_listed(spot, salt),
        };
        let leading = spot.requirement.top.is_none();
        (
            action,
            decision_work(self, leading, spot.hand.len(), listed),
        )
    }
}

/// A legal action at `spot` picked by a hash of `salt` and the spot (the
/// hand, the play to answer and every seat's card count), and the plays
/// made to pick it (those the trick refused included).
fn random_action_and_listed(spot: &Spot<'_>, salt: u64) -> (Action, u32) {
    let mut plays = Vec::new();
    let listed = for_each_legal_play(spot.rules, spot.hand, &spot.requirement, |play| {
        plays.push(play);
    });
    let choices = plays.len() + usize::from(spot.requirement.top.is_some());
    let top = spot.requirement.top.map_or(0, |top| top.cards().bits());
    let counts = spot
        .cards_left
        .iter()
        .fold(0u64, |packed, &count| packed << 4 | count as u64);
    let hash = mix(mix(salt ^ spot.hand.bits()) ^ top ^ counts);
    let pick = ((u128::from(hash) * choices as u128) >> 64) as usize;
    let action = plays
        .get(pick)
        .map_or(Action::Pass, |play| Action::Play(play.cards()));
    (action, listed)
}

/// A 64-bit finalizer (splitmix64's): every input bit reaches every
/// output bit.
fn mix(mut x: u64) -> u64 {
    x = (x ^ x >> 30).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ x >> 27).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ x >> 31
}

/// How many times [`Observed::deal`] draws a greedy seat's hand at most.
const TRIES: usize = 16;

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    use super::*;
    use crate::{Game, Greedy, Kind, RandomPlayer, Rules, Smart, Strategy, Variations};

    /// Plays seeded games with `lineup`, calling `check` with the game
    /// before each decision.
    fn each_decision(
        rules: Rules,
        lineup: [&dyn Strategy; 4],
        games: u64,
        mut check: impl FnMut(&Game),
    ) {
        for seed in 0..games {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let mut game = Game::deal(rules, &mut rng);
            while !game.is_over() {
                check(&game);
                let seat = game.turn();
                let action = lineup[seat.index()].choose(&game.view(seat), &mut rng);
                game.apply(seat, action).unwrap();
            }
        }
    }

    /// Plays seeded games of four `player`s, with open and with hidden
    /// tricks, checking at each decision that every other player's true
    /// hand explains its decisions under `model` (and, for the greedy
    /// model, that the player could be greedy).
    fn true_hands_explain(player: &dyn Strategy, model: Model, games: u64) {
        let hidden = Rules::builder()
            .variations(Variations::HIDDEN_TRICKS)
            .build()
            .unwrap();
        for rules in [Rules::document(), hidden] {
            each_decision(rules, [player; 4], games, |game| {
                let view = game.view(game.turn());
                let observed = Observed::new(&view);
                for seat in Seat::ALL.into_iter().filter(|&s| s != view.seat()) {
                    if model == Model::Greedy {
                        assert!(observed.is_greedy(seat), "{}", game.log());
                    }
                    let hand = game.state().hand(seat);
                    let explained = observed.explains(&view, seat, hand, model).0;
                    assert!(explained, "{}", game.log());
                }
            });
        }
    }

    #[test]
    fn greedy_players_are_modelled_and_their_hands_explain_their_play() {
        true_hands_explain(&Greedy, Model::Greedy, 100);
    }

    #[test]
    fn smart_players_hands_explain_their_play_as_the_smart_players() {
        true_hands_explain(&Smart, Model::Smart, 60);
    }

    #[test]
    fn worlds_model_smart_players_as_smart_more_often_than_greedy_ones() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(4);
        // Late in the game, when the history tells the two apart: how
        // often a world plays each other seat by the smart model.
        let mut share = |lineup: [&dyn Strategy; 4]| {
            let (mut smart, mut all) = (0, 0);
            each_decision(Rules::document(), lineup, 60, |game| {
                let view = game.view(game.turn());
                if view.hand().len() > 6 {
                    return;
                }
                let observed = Observed::new(&view);
                for _ in 0..4 {
                    let (_, mask, _) = observed.deal(&view, &mut rng);
                    for seat in Seat::ALL.into_iter().filter(|&s| s != view.seat()) {
                        smart += u32::from(mask & seat.bit() != 0);
                        all += 1;
                    }
                }
            });
            f64::from(smart) / f64::from(all)
        };
        let among_smart = share([&Smart; 4]);
        let among_greedy = share([&Greedy; 4]);
        assert!(
            among_smart > 0.6 && among_greedy < 0.4,
            "{among_smart} {among_greedy}"
        );
    }

    #[test]
    fn the_random_model_plays_legally_and_the_same_at_the_same_spot() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(6);
        let mut differ = 0;
        each_decision(Rules::document(), [&RandomPlayer; 4], 20, |game| {
            let view = game.view(game.turn());
            let spot = Spot::of(&view);
            let salt = rng.next_u64();
            let (action, _) = Model::Random(salt).decide(&spot);
            assert!(view.legal_actions().contains(&action), "{}", game.log());
            assert_eq!(Model::Random(salt).decide(&spot).0, action);
            differ += usize::from(Model::Random(salt ^ 1).decide(&spot).0 != action);
        });
        // Salts pick differently where there is a choice.
        assert!(differ > 300, "{differ}");
    }

    /// Over every decision of seeded games of four `player`s, how often
    /// another seat's decisions are not all explained in the first world
    /// of a chain and in the worlds after each of three advances, and how
    /// often those later worlds play it at random.
    fn shares(player: &dyn Strategy, rng: &mut Xoshiro256PlusPlus) -> [f64; 3] {
        let mut counts = [0u32; 3];
        let mut seats = 0;
        each_decision(Rules::document(), [player; 4], 30, |game| {
            let view = game.view(game.turn());
            let observed = Observed::new(&view);
            let (mut chain, _) = Chain::new(&observed, &view, rng);
            let others = || Seat::ALL.into_iter().filter(|&s| s != view.seat());
            let unexplained = |chain: &Chain, seat: Seat| {
                chain.matched[seat.index()] < observed.count[seat.index()]
            };
            counts[0] += 3 * others().filter(|&s| unexplained(&chain, s)).count() as u32;
            for _ in 0..3 {
                chain.advance(&observed, &view, rng);
                counts[1] += others().filter(|&s| unexplained(&chain, s)).count() as u32;
                let models = chain.world(&observed, &view, rng).1;
                counts[2] += others()
                    .filter(|&s| matches!(models[s.index()], Model::Random(_)))
                    .count() as u32;
            }
            seats += 9;
        });
        counts.map(|count| f64::from(count) / f64::from(seats))
    }

    #[test]
    fn chains_explain_greedy_and_smart_players_and_play_random_ones_at_random() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
        let [greedy, smart, random] = [&Greedy as &dyn Strategy, &Smart, &RandomPlayer]
            .map(|player| shares(player, &mut rng));
        // (About 0.48, 0.31 and 0; 0.45, 0.27 and 0.10; 0.88, 0.85, 0.66.)
        for [first, later, _] in [greedy, smart] {
            assert!(later < 0.4 && later < first - 0.1, "{greedy:?} {smart:?}");
        }
        assert_eq!(greedy[2], 0.0);
        assert!(smart[2] < 0.1 && random[2] > 0.5, "{smart:?} {random:?}");
    }

    #[test]
    fn a_dealt_world_matches_the_view() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        let lineup: [&dyn Strategy; 4] = [&Smart, &Greedy, &RandomPlayer, &Greedy];
        let hidden = Rules::builder()
            .variations(Variations::HIDDEN_TRICKS)
            .finish(crate::Finish::FullOrder)
            .build()
            .unwrap();
        for rules in [Rules::document(), hidden] {
            a_dealt_world_matches_the_view_under(rules, lineup, &mut rng);
        }
    }

    fn a_dealt_world_matches_the_view_under(
        rules: Rules,
        lineup: [&dyn Strategy; 4],
        rng: &mut Xoshiro256PlusPlus,
    ) {
        each_decision(rules, lineup, 40, |game| {
            let view = game.view(game.turn());
            let me = view.seat();
            let observed = Observed::new(&view);
            let (world, smart, _) = observed.deal(&view, rng);
            // The chain's worlds keep to the view as the first does.
            let (mut chain, _) = Chain::new(&observed, &view, rng);
            chain.advance(&observed, &view, rng);
            let (later, models) = chain.world(&observed, &view, rng);
            assert_eq!(models[me.index()], Model::Smart);
            for seat in Seat::ALL.into_iter().filter(|&s| s != me) {
                assert_eq!(later.hand(seat).len(), view.cards_left(seat));
                assert!(later.hand(seat).is_subset(view.unseen()));
                for other in Seat::ALL.into_iter().filter(|&o| o != seat) {
                    assert!(later.hand(seat).is_disjoint(later.hand(other)));
                }
                if !observed.is_greedy(seat) {
                    assert_ne!(models[seat.index()], Model::Greedy);
                }
            }
            // The player itself, and any seat seen to leave greedy play,
            // play by the smart model.
            for seat in Seat::ALL {
                if seat == me || !observed.is_greedy(seat) {
                    assert_ne!(smart & seat.bit(), 0);
                }
            }
            assert_eq!(world.hand(me), view.hand());
            assert_eq!(world.turn(), view.turn());
            assert_eq!(world.top(), view.top());
            assert_eq!(world.twos(), view.twos());
            let mut others = CardSet::EMPTY;
            for seat in Seat::ALL.into_iter().filter(|&s| s != me) {
                assert_eq!(world.hand(seat).len(), view.cards_left(seat));
                assert!((others & world.hand(seat)).is_empty());
                others |= world.hand(seat);
            }
            // Under hidden tricks the finished tricks' cards are unseen
            // too, and in no hand.
            if rules.has(Variations::HIDDEN_TRICKS) {
                assert!(others.is_subset(view.unseen()));
            } else {
                assert_eq!(others, view.unseen());
            }
        });
    }

    #[test]
    fn a_greedy_player_who_passed_on_a_pair_is_rarely_dealt_a_higher_pair() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(2);
        let (mut cases, mut dealt_higher, mut free_higher) = (0, 0, 0);
        for seed in 0..100 {
            let mut game = Game::deal(
                Rules::document(),
                &mut Xoshiro256PlusPlus::seed_from_u64(seed),
            );
            while !game.is_over() {
                let seat = game.turn();
                let requirement = game.state().requirement();
                let action = Greedy.choose(&game.view(seat), &mut rng);
                game.apply(seat, action).unwrap();
                let on_a_pair = requirement.top.is_some_and(|top| top.kind() == Kind::Pair);
                if action != Action::Pass || !on_a_pair || game.is_over() {
                    continue;
                }
                // Right after the pass, from the next player's seat, unless
                // the passer is dealt last (it takes the cards left).
                let view = game.view(game.turn());
                if Seat::ALL.into_iter().rfind(|&s| s != view.seat()) == Some(seat) {
                    continue;
                }
                cases += 1;
                let observed = Observed::new(&view);
                let higher =
                    |hand: CardSet| greedy_action(view.rules(), hand, &requirement) != Action::Pass;
                for _ in 0..20 {
                    let hand = observed.deal(&view, &mut rng).0.hand(seat);
                    // A hand that explains the pass holds no higher pair.
                    let explained = observed.explains(&view, seat, hand, Model::Greedy).0;
                    assert!(!(explained && higher(hand)), "{hand}\n{}", game.log());
                    dealt_higher += usize::from(higher(hand));
                    free_higher += usize::from(higher(view.determinize(&mut rng).hand(seat)));
                }
            }
        }
        // Dealt freely, the passer would hold a higher pair more than
        // twice as often.
        assert!(cases > 200, "{cases} passes");
        assert!(
            dealt_higher * 2 < free_higher,
            "{dealt_higher} against {free_higher}"
        );
    }

    #[test]
    fn a_player_seen_to_leave_greedy_play_is_not_modelled() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let lineup: [&dyn Strategy; 4] = [&Greedy, &RandomPlayer, &Greedy, &Greedy];
        let random = Seat::ALL[1];
        let mut unmodelled = 0;
        for seed in 0..50 {
            let mut game = Game::deal(
                Rules::document(),
                &mut Xoshiro256PlusPlus::seed_from_u64(seed),
            );
            let mut deviated = false;
            while !game.is_over() {
                let seat = game.turn();
                let view = game.view(seat);
                if seat != random {
                    let observed = Observed::new(&view);
                    // Deviations that some hand explains go unseen.
                    assert!(observed.is_greedy(random) || deviated, "{}", game.log());
                    unmodelled += usize::from(!observed.is_greedy(random));
                    // Only the others' decisions are read.
                    assert!(observed.decisions.iter().all(|d| d.seat != seat));
                }
                let action = lineup[seat.index()].choose(&view, &mut rng);
                if seat == random
                    && action != greedy_action(view.rules(), view.hand(), &view.requirement())
                {
                    deviated = true;
                }
                game.apply(seat, action).unwrap();
            }
        }
        assert!(unmodelled > 100);
    }
}
