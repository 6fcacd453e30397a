//! Dealing the cards a player cannot see, consistently with what the
//! other players were seen to do.

use card_core::{CardSet, Deck};
use rand::Rng;

use super::cost::{Model, SHUFFLE_WORK, WORLD_WORK, decision_work};
use super::greedy::greedy_action_and_listed;
use super::smart::{Spot, smart_action_and_listed};
use crate::{Action, PlayerView, Requirement, Seat, State};

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
    /// The work of reading the history: each decision checked against
    /// the greedy player's, weighed by [`decision_work`].
    pub(crate) work: u32,
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
        let mut decisions: Vec<Decision> = view
            .decisions()
            .map(|(seat, trick, action)| Decision {
                seat,
                requirement: trick.requirement(),
                action,
                later: CardSet::EMPTY,
                top_by: trick.top().map(|(by, _)| by),
                cards_left: [0; 4],
            })
            .collect();
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
        let mut work = 0;
        for decision in &decisions {
            let requirement = &decision.requirement;
            let (action, listed) = greedy_action_and_listed(rules, decision.later, requirement);
            work += decision_work(
                Model::Greedy,
                requirement.top.map(|top| top.kind()),
                decision.later.len(),
                listed,
            );
            if decision.seat == me || action != decision.action {
                greedy &= !decision.seat.bit();
            }
        }
        decisions.retain(|decision| decision.seat != me);
        decisions.reverse();
        Observed {
            decisions,
            greedy,
            work,
        }
    }

    /// Whether every world [`deal`](Observed::deal) can deal is the same:
    /// one other player holds cards, and they are all the unseen ones
    /// (the models draw no randomness, so one such world says all that
    /// more would).
    pub(crate) fn forced(view: &PlayerView<'_>) -> bool {
        let mut holding = Seat::ALL
            .into_iter()
            .filter(|&seat| seat != view.seat() && view.cards_left(seat) > 0);
        match (holding.next(), holding.next()) {
            (Some(seat), None) => view.cards_left(seat) == view.unseen().len(),
            _ => false,
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
        let mut checked = 0;
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
                return (false, checked);
            }
        }
        (true, checked)
    }

    /// A complete state consistent with the view, and the seats to play
    /// by the smart model in it (a mask of seat bits); also the work the
    /// deal took ([`WORLD_WORK`], each shuffle and each decision replayed
    /// to check a hand).
    ///
    /// The other players' hands are drawn at random from the unseen
    /// cards, each exactly as large as the view says, and redrawn (up to
    /// [`TRIES`] times) until the hand explains the seat's decisions under
    /// a model: for a seat whose decisions the greedy player could have
    /// made, the greedy and the smart model in turn (from one picked at
    /// random), which draws each model about as often as hands explained
    /// by it are common; for the others, the smart one. A seat none of
    /// whose draws fits keeps the last, with the greedy model if it
    /// could be greedy. A seat out of the game is dealt nothing. The
    /// unseen cards are the other hands plus, under hidden tricks, the
    /// cards played in finished tricks: those stay out of every hand.
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
            return (view.determinize(rng), fallback, WORLD_WORK + SHUFFLE_WORK);
        }
        // Greedy-looking seats first, while the most cards are left.
        let mut order: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| s != me).collect();
        order.sort_by_key(|&seat| !self.is_greedy(seat));
        let mut checked = WORLD_WORK;
        let mut smart = fallback;
        let mut pool = view.unseen();
        let mut hands = [CardSet::EMPTY; 4];
        hands[me.index()] = view.hand();
        for seat in order {
            let count = view.cards_left(seat);
            // A seat out of the game (with a full finishing order) is
            // dealt nothing and never acts again.
            if count == 0 {
                continue;
            }
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
                    match model {
                        Model::Greedy => smart &= !seat.bit(),
                        Model::Smart => smart |= seat.bit(),
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

impl Observed {
    /// The seats to play by the smart model in the true deal `state`, as
    /// the [`Oracle`](crate::oracle::Oracle) reads them: all but those that could
    /// be greedy and whose true hands explain their decisions as the
    /// greedy player's.
    pub(crate) fn smart_in(&self, view: &PlayerView<'_>, state: &State) -> u8 {
        Seat::ALL
            .into_iter()
            .filter(|&seat| {
                seat == view.seat()
                    || !self.is_greedy(seat)
                    || !self.explains(view, seat, state.hand(seat), Model::Greedy).0
            })
            .fold(0u8, |mask, seat| mask | seat.bit())
    }
}

impl Model {
    /// The model's action at `spot`, and its work (see
    /// [`decision_work`]).
    pub(crate) fn decide(self, spot: &Spot<'_>) -> (Action, u32) {
        let (action, listed) = match self {
            Model::Greedy => greedy_action_and_listed(spot.rules, spot.hand, &spot.requirement),
            Model::Smart => smart_action_and_listed(spot),
        };
        let top = spot.requirement.top.map(|top| top.kind());
        (action, decision_work(self, top, spot.hand.len(), listed))
    }
}

/// How many times [`Observed::deal`] draws a greedy seat's hand at most.
const TRIES: usize = 16;

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    use super::*;
    use crate::strategy::greedy::greedy_action;
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
    fn a_view_replays_the_requirements_the_game_kept() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(8);
        let lineup: [&dyn Strategy; 4] = [&Smart, &Greedy, &RandomPlayer, &Greedy];
        let house = |variations| Rules::builder().variations(variations).build().unwrap();
        let hidden = house(Variations::HIDDEN_TRICKS | Variations::BARE_FOUR_OF_A_KIND);
        let winner_leads = house(Variations::WINNER_LEADS | Variations::PLAY_AFTER_PASS);
        for (i, rules) in [Rules::document(), hidden, winner_leads]
            .into_iter()
            .enumerate()
        {
            for game_number in 0..40 {
                let mut game = match i {
                    2 => Game::deal_after(rules, Seat::ALL[game_number % 4], &mut rng),
                    _ => Game::deal(rules, &mut rng),
                };
                // Each decision so far with the requirement it answered,
                // and where the current trick began.
                let mut kept = Vec::new();
                let mut trick_start = 0;
                while !game.is_over() {
                    let view = game.view(game.turn());
                    let replayed: Vec<_> = view
                        .decisions()
                        .map(|(seat, trick, action)| (seat, trick.requirement(), action))
                        .collect();
                    let shown = if rules.has(Variations::HIDDEN_TRICKS) {
                        &kept[trick_start..]
                    } else {
                        &kept[..]
                    };
                    assert_eq!(replayed, shown, "{}", game.log());
                    let seat = game.turn();
                    let action = lineup[seat.index()].choose(&view, &mut rng);
                    kept.push((seat, game.state().requirement(), action));
                    game.apply(seat, action).unwrap();
                    if game.state().top().is_none() {
                        trick_start = kept.len();
                    }
                }
            }
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
    fn a_forced_deal_deals_the_same_world_every_time() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(6);
        let full = Rules::builder()
            .variations(Variations::ANY_LENGTH_STRAIGHTS)
            .finish(crate::Finish::FullOrder)
            .build()
            .unwrap();
        let lineup: [&dyn Strategy; 4] = [&Smart, &Greedy, &RandomPlayer, &Greedy];
        let (mut forced, mut free) = (0, 0);
        each_decision(full, lineup, 60, |game| {
            let view = game.view(game.turn());
            let observed = Observed::new(&view);
            let (world, smart, _) = observed.deal(&view, &mut rng);
            let same = (0..4).all(|_| {
                let (again, again_smart, _) = observed.deal(&view, &mut rng);
                let hands = |state: &State| Seat::ALL.map(|seat| state.hand(seat));
                hands(&again) == hands(&world) && again_smart == smart
            });
            if Observed::forced(&view) {
                forced += 1;
                assert!(same, "{}", game.log());
            } else {
                free += usize::from(!same);
            }
        });
        // Forced deals happen, and the others do differ.
        assert!(forced > 50 && free > 1_000, "{forced} forced, {free} free");
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
