//! Dealing the cards a player cannot see, consistently with what the
//! other players were seen to do.

use card_core::{Card, CardSet, Deck};
use rand::Rng;

use super::greedy::greedy_action;
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
}

/// The other players' decisions, and which players act as the greedy
/// player would have.
#[derive(Debug)]
pub(crate) struct Observed {
    /// The decisions of the players modelled as greedy, latest first.
    decisions: Vec<Decision>,
    /// The seats modelled as greedy.
    greedy: u8,
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
                    });
                    top = rules.classify(cards).ok();
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
                }),
                Event::Twos { twos: now } => twos = now,
                Event::Trick { .. } => top = None,
                _ => {}
            }
        }
        let mut since = [CardSet::EMPTY; 4];
        for decision in decisions.iter_mut().rev() {
            if let Action::Play(cards) = decision.action {
                since[decision.seat.index()] |= cards;
            }
            decision.later = since[decision.seat.index()];
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
        decisions.retain(|decision| greedy & decision.seat.bit() != 0);
        decisions.reverse();
        Observed { decisions, greedy }
    }

    /// Whether `seat` is modelled as greedy.
    pub(crate) fn is_greedy(&self, seat: Seat) -> bool {
        self.greedy & seat.bit() != 0
    }

    /// Whether `seat` holding `hidden` now explains its decisions as the
    /// greedy player's; also the work that took (the cards held at each
    /// decision replayed).
    fn explains(&self, view: &PlayerView<'_>, seat: Seat, hidden: CardSet) -> (bool, u32) {
        let mut checked = 0;
        for decision in self.decisions.iter().filter(|d| d.seat == seat) {
            let held = hidden | decision.later;
            checked += held.len() as u32;
            if greedy_action(view.rules(), held, &decision.requirement) != decision.action {
                return (false, checked);
            }
        }
        (true, checked)
    }

    /// A complete state consistent with the view: the other players'
    /// hands drawn at random from the unseen cards, each exactly as large
    /// as the view says, and each seat modelled as greedy redrawn (up to
    /// [`TRIES`] times) until it explains its decisions, keeping the last
    /// draw if none does; also the work the checks took.
    ///
    /// The unseen cards are the other hands plus, under hidden tricks,
    /// the cards played in finished tricks: those stay out of every hand.
    pub(crate) fn deal<R: Rng + ?Sized>(&self, view: &PlayerView<'_>, rng: &mut R) -> (State, u32) {
        if self.decisions.is_empty() {
            return (view.determinize(rng), 0);
        }
        let me = view.seat();
        // Modelled seats first, while the most cards are left to draw from.
        let mut order: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| s != me).collect();
        order.sort_by_key(|&seat| !self.is_greedy(seat));
        let mut checked = 0;
        let mut pool = view.unseen();
        let mut hands = [CardSet::EMPTY; 4];
        hands[me.index()] = view.hand();
        for seat in order {
            let count = view.cards_left(seat);
            // A seat that must take every card left has no choice.
            let mut hand = pool;
            let tries = match (pool.len() > count, self.is_greedy(seat)) {
                (false, _) => 0,
                (true, false) => 1,
                (true, true) => TRIES,
            };
            for _ in 0..tries {
                let mut deck = Deck::from_cards(pool);
                deck.shuffle(rng);
                hand = deck.deal(count).unwrap_or(CardSet::EMPTY);
                if !self.is_greedy(seat) {
                    break;
                }
                let (explained, work) = self.explains(view, seat, hand);
                checked += work;
                if explained {
                    break;
                }
            }
            pool -= hand;
            hands[seat.index()] = hand;
        }
        (view.determinize_with(hands), checked)
    }
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

    #[test]
    fn greedy_players_are_modelled_and_their_hands_explain_their_play() {
        let hidden = Rules::builder()
            .variations(Variations::HIDDEN_TRICKS)
            .build()
            .unwrap();
        for rules in [Rules::document(), hidden] {
            each_decision(rules, [&Greedy; 4], 100, |game| {
                let view = game.view(game.turn());
                let observed = Observed::new(&view);
                for seat in Seat::ALL.into_iter().filter(|&s| s != view.seat()) {
                    assert!(observed.is_greedy(seat), "{}", game.log());
                    let hand = game.state().hand(seat);
                    assert!(observed.explains(&view, seat, hand).0, "{}", game.log());
                }
            });
        }
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
            let (world, _) = observed.deal(&view, rng);
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
                    let explained = observed.explains(&view, seat, hand).0;
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
                    // Its hand need not explain anything: every deal is as free.
                    assert!(
                        observed
                            .decisions
                            .iter()
                            .all(|d| observed.is_greedy(d.seat))
                    );
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
