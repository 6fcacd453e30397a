//! What one player may know of a game.

use card_core::{Card, CardSet, Deck};
use rand::Rng;

use crate::state::Trick;
use crate::{Action, Event, Opener, Play, Requirement, Rules, Seat, State, Twos, Variations};

/// What one player may know: their own hand, the table, the card counts
/// and the cards they have seen played.
///
/// Under variation 10 (finished tricks hidden) the view shows only the
/// current trick's cards; the other players' card counts stay visible, as
/// hands on a table are. Strategies decide from a view and nothing else.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Game, Rules};
/// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
/// let view = game.view(game.turn());
/// assert_eq!(view.hand().len(), 13);
/// assert_eq!(view.unseen().len(), 39);
/// assert!(view.is_my_turn());
/// assert!(!view.can_pass());
/// ```
#[derive(Debug, Clone, Copy)]
pub struct PlayerView<'a> {
    state: &'a State,
    seat: Seat,
    /// The game's log, when the view comes from a [`Game`](crate::Game).
    log: Option<&'a [Event]>,
}

impl<'a> PlayerView<'a> {
    pub(crate) const fn new(
        state: &'a State,
        seat: Seat,
        log: Option<&'a [Event]>,
    ) -> PlayerView<'a> {
        PlayerView { state, seat, log }
    }

    /// The public events of the game so far, oldest first, when the view
    /// comes from a [`Game`](crate::Game) (a bare [`State`] keeps no
    /// history): every event but the other players' deals, or under
    /// variation 10 only the current trick's.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Event, Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let mut game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// game.play(game.turn(), Rules::document().lowest_card().into())?;
    /// let view = game.view(game.turn());
    /// let deals = view.history().filter(|e| matches!(e, Event::Deal { .. })).count();
    /// assert_eq!(deals, 1); // its own hand only
    /// assert!(matches!(view.history().last(), Some(Event::Play { .. })));
    /// assert_eq!(game.state().view(game.turn()).history().count(), 0);
    /// # Ok::<(), bigtwo_ai::ActionError>(())
    /// ```
    pub fn history(&self) -> impl Iterator<Item = &'a Event> + 'a {
        let events = self.log.unwrap_or(&[]);
        let from = if self.rules().has(Variations::HIDDEN_TRICKS) {
            events
                .iter()
                .rposition(|event| matches!(event, Event::Trick { .. } | Event::Lead { .. }))
                .map_or(0, |i| i + 1)
        } else {
            0
        };
        let seat = self.seat;
        events[from..].iter().filter(
            move |event| !matches!(event, Event::Deal { seat: dealt, .. } if *dealt != seat),
        )
    }

    /// The decisions of the [`history`](PlayerView::history) shown, in
    /// order: each one's seat, the trick as it stood (what the action
    /// answered) and the action. The trick is kept by the game's own
    /// bookkeeping ([`Trick`]), from the start of the history shown: the
    /// deal, or under variation 10 the current trick's lead.
    pub(crate) fn decisions(&self) -> impl Iterator<Item = (Seat, Trick, Action)> + 'a {
        let rules = self.rules();
        let mut shown = 0;
        let mut bombs = 0;
        for event in self.history() {
            match event {
                Event::Play { cards, .. } => shown += cards.len(),
                Event::Twos { .. } => bombs += 1,
                _ => {}
            }
        }
        let held: usize = Seat::ALL.iter().map(|&seat| self.cards_left(seat)).sum();
        let opening = held + shown == Card::COUNT && self.state.opener() == Opener::LowestCard;
        let twos = if bombs % 2 == 1 {
            self.twos().flipped()
        } else {
            self.twos()
        };
        let mut trick = Trick::new(twos, opening.then(|| rules.lowest_card()));
        self.history().filter_map(move |event| {
            let before = trick;
            match *event {
                Event::Play { seat, cards } => {
                    if let Ok(play) = rules.classify(cards) {
                        trick.play(seat, play);
                    }
                    Some((seat, before, Action::Play(cards)))
                }
                Event::Pass { seat } => {
                    trick.pass(seat);
                    Some((seat, before, Action::Pass))
                }
                Event::Trick { .. } => {
                    trick.end();
                    None
                }
                _ => None,
            }
        })
    }

    /// The player's seat.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules, Seat};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// assert_eq!(game.view(Seat::ALL[2]).seat(), Seat::ALL[2]);
    /// ```
    pub const fn seat(&self) -> Seat {
        self.seat
    }

    /// The rules of the game.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules, Seat};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// assert_eq!(game.view(Seat::ALL[0]).rules(), &Rules::document());
    /// ```
    pub const fn rules(&self) -> &'a Rules {
        self.state.rules()
    }

    /// The player's cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules, Seat};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// let seat = Seat::ALL[1];
    /// assert_eq!(game.view(seat).hand(), game.state().hand(seat));
    /// ```
    pub const fn hand(&self) -> CardSet {
        self.state.hand(self.seat)
    }

    /// Whose turn it is.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules, Seat};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// assert_eq!(game.view(Seat::ALL[0]).turn(), game.turn());
    /// ```
    pub const fn turn(&self) -> Seat {
        self.state.turn()
    }

    /// Whether it is this player's turn.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// assert!(!game.view(game.turn().next()).is_my_turn());
    /// ```
    pub fn is_my_turn(&self) -> bool {
        !self.state.is_over() && self.state.turn() == self.seat
    }

    /// The trick's top play and who made it (`None` when leading).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// assert_eq!(game.view(game.turn()).top(), None);
    /// ```
    pub const fn top(&self) -> Option<(Seat, Play)> {
        self.state.top()
    }

    /// The order of singles (2s low after a bomb).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules, Twos};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// assert_eq!(game.view(game.turn()).twos(), Twos::High);
    /// ```
    pub const fn twos(&self) -> Twos {
        self.state.twos()
    }

    /// What a play must do now.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// let requirement = game.view(game.turn()).requirement();
    /// assert_eq!(requirement.must_contain, Some(Rules::document().lowest_card()));
    /// ```
    pub fn requirement(&self) -> Requirement {
        self.state.requirement()
    }

    /// How many cards `seat` holds.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules, Seat};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// assert_eq!(game.view(Seat::ALL[0]).cards_left(Seat::ALL[3]), 13);
    /// ```
    pub const fn cards_left(&self, seat: Seat) -> usize {
        self.state.hand(seat).len()
    }

    /// Whether `seat` has passed in the current trick.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules, Seat};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// assert!(!game.view(Seat::ALL[0]).has_passed(Seat::ALL[1]));
    /// ```
    pub const fn has_passed(&self, seat: Seat) -> bool {
        self.state.has_passed(seat)
    }

    /// The cards of the current trick.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// assert!(game.view(game.turn()).trick_cards().is_empty());
    /// ```
    pub const fn trick_cards(&self) -> CardSet {
        self.state.trick_cards()
    }

    /// The cards this player has seen played: every card played, or under
    /// variation 10 only the current trick's.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let mut game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// game.play(game.turn(), Rules::document().lowest_card().into())?;
    /// assert_eq!(game.view(game.turn()).seen().len(), 1);
    /// # Ok::<(), bigtwo_ai::ActionError>(())
    /// ```
    pub fn seen(&self) -> CardSet {
        if self.rules().has(Variations::HIDDEN_TRICKS) {
            self.state.trick_cards()
        } else {
            self.state.played()
        }
    }

    /// The cards this player cannot place: neither in their hand nor seen
    /// played. The other hands are among them.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// let view = game.view(game.turn());
    /// assert!(view.unseen().is_disjoint(view.hand()));
    /// ```
    pub fn unseen(&self) -> CardSet {
        !(self.hand() | self.seen())
    }

    /// The player's legal plays now (empty when it is not their turn).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// assert!(!game.view(game.turn()).legal_plays().is_empty());
    /// assert!(game.view(game.turn().next()).legal_plays().is_empty());
    /// ```
    pub fn legal_plays(&self) -> Vec<Play> {
        if self.is_my_turn() {
            self.state.legal_plays()
        } else {
            Vec::new()
        }
    }

    /// Whether the player may pass now.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// assert!(!game.view(game.turn()).can_pass());
    /// ```
    pub fn can_pass(&self) -> bool {
        self.is_my_turn() && self.state.can_pass()
    }

    /// Every legal action now: the plays, then a pass if allowed.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Action, Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(9));
    /// let actions = game.view(game.turn()).legal_actions();
    /// assert!(!actions.contains(&Action::Pass));
    /// ```
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions: Vec<Action> = self
            .legal_plays()
            .iter()
            .map(|play| Action::Play(play.cards()))
            .collect();
        if self.can_pass() {
            actions.push(Action::Pass);
        }
        actions
    }

    /// A complete state consistent with this view: the unseen cards dealt
    /// at random to the other players, as many as each holds. Whatever the
    /// view hides is drawn afresh, so simulating the result reveals nothing.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(9);
    /// let game = Game::deal(Rules::document(), &mut rng);
    /// let seat = game.turn();
    /// let world = game.view(seat).determinize(&mut rng);
    /// assert_eq!(world.hand(seat), game.state().hand(seat));
    /// assert_eq!(world.hand(seat.next()).len(), 13);
    /// ```
    pub fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> State {
        let mut deck = Deck::from_cards(self.unseen());
        deck.shuffle(rng);
        let mut hands = [CardSet::EMPTY; 4];
        for seat in Seat::ALL {
            hands[seat.index()] = if seat == self.seat {
                self.hand()
            } else {
                deck.deal(self.cards_left(seat)).unwrap_or(CardSet::EMPTY)
            };
        }
        self.state.with_hands(hands)
    }

    /// The state with the hands replaced by `hands` (which must match the
    /// view: its own hand, the others' card counts, the unseen cards).
    pub(crate) fn determinize_with(&self, hands: [CardSet; 4]) -> State {
        self.state.with_hands(hands)
    }
}

impl State {
    /// What `seat` may know of the game.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// let view = game.state().view(game.turn());
    /// assert_eq!(view.hand().len(), 13);
    /// ```
    pub const fn view(&self, seat: Seat) -> PlayerView<'_> {
        PlayerView::new(self, seat, None)
    }
}
