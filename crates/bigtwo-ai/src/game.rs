//! A game with its log: dealing, actions, replay.

use card_core::{CardSet, Deck};
use rand::Rng;

use crate::rules::HAND_SIZE;
use crate::state::Step;
use crate::{
    Action, ActionError, Event, HandsError, Log, LogError, Opener, Outcome, PlayerView, Rules,
    Seat, State, Strategy,
};

/// A game of Big Two and its complete log.
///
/// Deal with a seeded generator ([`Game::deal`]) or from given hands
/// ([`Game::from_hands`]); act with [`play`](Game::play),
/// [`pass`](Game::pass) or [`apply`](Game::apply) (an illegal action is a
/// [`ActionError`] and changes nothing); let strategies play with
/// [`play_out`](Game::play_out); rebuild a game from its log with
/// [`replay`](Game::replay).
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{ActionError, Game, Rules};
/// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let rules = Rules::document();
/// let mut game = Game::deal(rules, &mut Xoshiro256PlusPlus::seed_from_u64(2026));
/// let opener = game.turn();
/// let three = rules.lowest_card();
/// // The opening play must contain the 3♦.
/// let other = game.state().hand(opener).iter().find(|&c| c != three).unwrap();
/// assert_eq!(game.play(opener, other.into()), Err(ActionError::MustContain { card: three }));
/// game.play(opener, three.into())?;
/// assert_eq!(game.log().events().len(), 6);
/// # Ok::<(), ActionError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    state: State,
    log: Log,
}

impl Game {
    /// Shuffles a deck with `rng` and deals 13 cards to each seat in turn
    /// (seat 0 first); the holder of the lowest card leads.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules, Seat};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let a = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// let b = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// assert_eq!(a, b);
    /// ```
    pub fn deal<R: Rng + ?Sized>(rules: Rules, rng: &mut R) -> Game {
        Game::deal_with(rules, None, rng)
    }

    /// Deals the next game of a match: under variation 9 the previous
    /// game's winner leads it, with any play; otherwise as [`Game::deal`].
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Opener, Rules, Seat, Variations};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let rules = Rules::builder().variations(Variations::WINNER_LEADS).build()?;
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    /// let game = Game::deal_after(rules, Seat::ALL[2], &mut rng);
    /// assert_eq!(game.turn(), Seat::ALL[2]);
    /// assert_eq!(game.state().opener(), Opener::PreviousWinner);
    /// # Ok::<(), bigtwo_ai::RulesError>(())
    /// ```
    pub fn deal_after<R: Rng + ?Sized>(rules: Rules, previous_winner: Seat, rng: &mut R) -> Game {
        Game::deal_with(rules, Some(previous_winner), rng)
    }

    fn deal_with<R: Rng + ?Sized>(rules: Rules, previous: Option<Seat>, rng: &mut R) -> Game {
        // A full deck deals four hands of 13 distinct cards.
        Game::from_hands(rules, deal_hands(rng), previous).unwrap_or_else(|_| unreachable!())
    }

    /// A game on given hands, by seat; `previous_winner` leads under
    /// variation 9 (`None` for the first game of a match).
    ///
    /// # Errors
    ///
    /// [`HandsError`] if a hand does not hold 13 cards or a card is dealt
    /// twice.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Event, Game, InstantWin, Rules, Seat};
    /// use bigtwo_ai::card_core::{CardSet, Suit};
    ///
    /// let hands = [Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds].map(CardSet::of_suit);
    /// let game = Game::from_hands(Rules::document(), hands, None)?;
    /// // Everyone holds a suited dragon; the opener (3♦) is first in turn.
    /// assert_eq!(game.state().instant_win(), Some((Seat::ALL[3], InstantWin::SuitedDragon)));
    /// assert_eq!(game.outcome().unwrap().scores, [-39, -39, -39, 117]);
    /// # Ok::<(), bigtwo_ai::HandsError>(())
    /// ```
    pub fn from_hands(
        rules: Rules,
        hands: [CardSet; 4],
        previous_winner: Option<Seat>,
    ) -> Result<Game, HandsError> {
        let state = State::new(rules, hands, previous_winner)?;
        let mut log = Log::default();
        for seat in Seat::ALL {
            log.push(Event::Deal {
                seat,
                hand: hands[seat.index()],
            });
        }
        log.push(Event::Lead {
            seat: state.turn(),
            opener: state.opener(),
        });
        if let Some((seat, win)) = state.instant_win() {
            log.push(Event::InstantWin { seat, win });
        }
        let mut game = Game { state, log };
        game.log_end();
        Ok(game)
    }

    /// The state of the game.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// assert!(!game.state().is_over());
    /// ```
    pub const fn state(&self) -> &State {
        &self.state
    }

    /// Whose turn it is.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// assert_eq!(game.turn(), game.state().turn());
    /// ```
    pub const fn turn(&self) -> Seat {
        self.state.turn()
    }

    /// What `seat` may know, with the game's public history.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// assert!(game.view(game.turn()).is_my_turn());
    /// ```
    pub fn view(&self, seat: Seat) -> PlayerView<'_> {
        PlayerView::new(&self.state, seat, Some(self.log.events()))
    }

    /// The log so far.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// assert!(game.log().to_string().starts_with("deal 0 "));
    /// ```
    pub const fn log(&self) -> &Log {
        &self.log
    }

    /// Whether the game is over.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// assert!(!game.is_over());
    /// ```
    pub const fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// The result, once the game is over.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// assert!(game.outcome().is_none());
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    /// Applies `seat`'s action and logs it with what followed.
    ///
    /// # Errors
    ///
    /// An [`ActionError`] if the action is illegal: the game is over, it is
    /// not `seat`'s turn, a card is not held, the cards are not a play, the
    /// opening play lacks the lowest card, the play is of the wrong kind or
    /// too low, or the leader passes. The game is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Action, ActionError, Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let mut game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// let before = game.clone();
    /// assert_eq!(game.apply(game.turn(), Action::Pass), Err(ActionError::PassOnLead));
    /// assert_eq!(game, before);
    /// ```
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<(), ActionError> {
        let step = self.state.step(seat, action)?;
        self.log.push(match action {
            Action::Play(cards) => Event::Play { seat, cards },
            Action::Pass => Event::Pass { seat },
        });
        self.log_step(seat, step);
        Ok(())
    }

    /// Plays `cards` for `seat`: [`apply`](Game::apply) with
    /// [`Action::Play`].
    ///
    /// # Errors
    ///
    /// As [`Game::apply`].
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let rules = Rules::document();
    /// let mut game = Game::deal(rules, &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// let opener = game.turn();
    /// game.play(opener, rules.lowest_card().into())?;
    /// assert_eq!(game.state().hand(opener).len(), 12);
    /// # Ok::<(), bigtwo_ai::ActionError>(())
    /// ```
    pub fn play(&mut self, seat: Seat, cards: CardSet) -> Result<(), ActionError> {
        self.apply(seat, Action::Play(cards))
    }

    /// Passes for `seat`: [`apply`](Game::apply) with [`Action::Pass`].
    ///
    /// # Errors
    ///
    /// As [`Game::apply`].
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let rules = Rules::document();
    /// let mut game = Game::deal(rules, &mut Xoshiro256PlusPlus::seed_from_u64(1));
    /// game.play(game.turn(), rules.lowest_card().into())?;
    /// let next = game.turn();
    /// game.pass(next)?;
    /// assert_ne!(game.turn(), next);
    /// # Ok::<(), bigtwo_ai::ActionError>(())
    /// ```
    pub fn pass(&mut self, seat: Seat) -> Result<(), ActionError> {
        self.apply(seat, Action::Pass)
    }

    /// Lets `strategies` (by seat) play until the game is over.
    ///
    /// # Errors
    ///
    /// The [`ActionError`] of a strategy's illegal action (the game stops
    /// before it). The strategies of this crate always act legally.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Greedy, RandomPlayer, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(4);
    /// let mut game = Game::deal(Rules::document(), &mut rng);
    /// let outcome = game.play_out(&[&Greedy, &RandomPlayer, &Greedy, &RandomPlayer], &mut rng)?;
    /// assert!(game.is_over());
    /// assert_eq!(game.state().hand(outcome.winner).len(), 0);
    /// # Ok::<(), bigtwo_ai::ActionError>(())
    /// ```
    pub fn play_out<R: Rng + ?Sized>(
        &mut self,
        strategies: &[&dyn Strategy; 4],
        rng: &mut R,
    ) -> Result<Outcome, ActionError> {
        // `&mut R` is a sized generator, whatever `R` is.
        let mut rng = rng;
        self.play_with(|game| {
            let seat = game.turn();
            strategies[seat.index()].choose(&game.view(seat), &mut rng)
        })
    }

    /// Rebuilds a game from its log under `rules`: deals the logged hands,
    /// applies the logged actions, and checks that every other logged event
    /// is what the game records.
    ///
    /// # Errors
    ///
    /// [`LogError::NoDeal`] if the log does not open with the four hands
    /// (seats 0 to 3) and the lead, [`LogError::Hands`] for impossible
    /// hands, [`LogError::Illegal`] for an illegal action and
    /// [`LogError::Mismatch`] for the first event that differs.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Greedy, Log, LogError, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(8);
    /// let mut game = Game::deal(Rules::document(), &mut rng);
    /// game.play_out(&[&Greedy; 4], &mut rng)?;
    /// let text = game.log().to_string();
    /// assert_eq!(Game::replay(Rules::document(), &text.parse()?)?, game);
    ///
    /// // A log whose scores were changed does not replay.
    /// let forged: Log = text.replace("end ", "end +1 ").rsplit_once(' ').unwrap().0.parse()?;
    /// assert!(matches!(Game::replay(Rules::document(), &forged), Err(LogError::Mismatch { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn replay(rules: Rules, log: &Log) -> Result<Game, LogError> {
        let events = log.events();
        let mut hands = [CardSet::EMPTY; 4];
        for seat in Seat::ALL {
            match events.get(seat.index()) {
                Some(Event::Deal { seat: dealt, hand }) if *dealt == seat => {
                    hands[seat.index()] = *hand;
                }
                _ => return Err(LogError::NoDeal),
            }
        }
        let previous_winner = match events.get(4) {
            Some(Event::Lead {
                seat,
                opener: Opener::PreviousWinner,
            }) => Some(*seat),
            Some(Event::Lead { .. }) => None,
            _ => return Err(LogError::NoDeal),
        };
        let mut game = Game::from_hands(rules, hands, previous_winner)?;
        for (i, event) in events.iter().enumerate() {
            let (seat, action) = match *event {
                Event::Play { seat, cards } => (seat, Action::Play(cards)),
                Event::Pass { seat } => (seat, Action::Pass),
                _ => continue,
            };
            game.apply(seat, action)
                .map_err(|error| LogError::Illegal {
                    event: i + 1,
                    error,
                })?;
        }
        let recorded = game.log.events();
        let len = recorded.len().max(events.len());
        if let Some(i) = (0..len).find(|&i| recorded.get(i) != events.get(i)) {
            return Err(LogError::Mismatch {
                event: i + 1,
                expected: recorded.get(i).cloned(),
                found: events.get(i).cloned(),
            });
        }
        Ok(game)
    }

    /// Logs what followed an action.
    fn log_step(&mut self, seat: Seat, step: Step) {
        if let Some(twos) = step.bomb {
            self.log.push(Event::Twos { twos });
        }
        if let Some(place) = step.out {
            self.log.push(Event::Out { seat, place });
        }
        if let Some(last) = step.last_place {
            self.log.push(Event::Out {
                seat: last,
                place: 4,
            });
        }
        if let Some(leader) = step.trick_over {
            self.log.push(Event::Trick { leader });
        }
        if step.over {
            self.log_end();
        }
    }

    /// Logs the scores if the game is over.
    fn log_end(&mut self) {
        if let Some(outcome) = self.state.outcome() {
            self.log.push(Event::End {
                scores: outcome.scores,
            });
        }
    }
}

/// Shuffles a deck with `rng` and deals 13 cards to each seat in turn
/// (seat 0 first).
pub(crate) fn deal_hands<R: Rng + ?Sized>(rng: &mut R) -> [CardSet; 4] {
    let mut deck = Deck::shuffled(rng);
    [(); 4].map(|()| deck.deal(HAND_SIZE).unwrap_or(CardSet::EMPTY))
}

impl Game {
    /// Plays to the end, asking `choose` for each action of the player to
    /// act; stops at the first illegal action.
    pub(crate) fn play_with(
        &mut self,
        mut choose: impl FnMut(&Game) -> Action,
    ) -> Result<Outcome, ActionError> {
        loop {
            if let Some(outcome) = self.outcome() {
                return Ok(outcome);
            }
            let seat = self.turn();
            let action = choose(self);
            self.apply(seat, action)?;
        }
    }
}
