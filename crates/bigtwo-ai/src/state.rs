//! The state of a game, without its log: small, `Copy`, fast to simulate.

use card_core::{Card, CardSet};

use crate::rules::HAND_SIZE;
use crate::{InstantWin, Kind, Play, PlayError, Requirement, Rules, Seat, Twos, Variations};

/// What a player does at their turn.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::Action;
///
/// let play = Action::Play("3d 3s".parse()?);
/// assert_eq!(play.to_string(), "play 3d 3s");
/// assert_eq!(Action::Pass.to_string(), "pass");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Play these cards.
    Play(CardSet),
    /// Pass.
    Pass,
}

impl core::fmt::Display for Action {
    /// Writes `pass` or `play` and the cards in Big Two order.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Action::Pass => f.write_str("pass"),
            Action::Play(cards) => write!(
                f,
                "play {}",
                crate::BigTwoOrder::new(*cards, crate::SuitOrder::default())
            ),
        }
    }
}

/// An outcome is read back only if a game could end with it (see
/// [`Outcome`]).
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Outcome {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// The fields as written.
        #[derive(serde::Deserialize)]
        #[serde(rename = "Outcome", deny_unknown_fields)]
        struct Fields {
            winner: Seat,
            instant: Option<InstantWin>,
            order: Vec<Seat>,
            cards_left: [u8; 4],
            scores: [i32; 4],
        }
        let f = Fields::deserialize(deserializer)?;
        let distinct = f
            .order
            .iter()
            .enumerate()
            .all(|(i, seat)| !f.order[..i].contains(seat));
        let total = f.scores.iter().try_fold(0i32, |sum, &s| sum.checked_add(s));
        let losers_pay = Seat::ALL
            .into_iter()
            .all(|seat| seat == f.winner || f.scores[seat.index()] <= 0);
        let holds = f.order.first() == Some(&f.winner)
            && distinct
            && f.cards_left.iter().all(|&n| usize::from(n) <= HAND_SIZE)
            && total == Some(0)
            && losers_pay;
        if !holds {
            return Err(serde::de::Error::custom(format_args!(
                "no game ends with winner {}, order {:?}, cards left {:?} and scores {:?}",
                f.winner.index(),
                f.order.iter().map(|seat| seat.index()).collect::<Vec<_>>(),
                f.cards_left,
                f.scores
            )));
        }
        Ok(Outcome {
            winner: f.winner,
            instant: f.instant,
            order: f.order,
            cards_left: f.cards_left,
            scores: f.scores,
        })
    }
}

/// Who opened a game, and why.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::Opener;
///
/// assert_eq!(Opener::LowestCard.name(), "lowest");
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Opener {
    /// The holder of the lowest card, whose first play must contain it.
    LowestCard,
    /// The previous game's winner, with any play (variation 9).
    PreviousWinner,
}

impl Opener {
    /// The name used in logs: `lowest` or `winner`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Opener;
    ///
    /// assert_eq!(Opener::PreviousWinner.name(), "winner");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Opener::LowestCard => "lowest",
            Opener::PreviousWinner => "winner",
        }
    }
}

/// How a game ended: the winner, the finishing order and the scores.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Game, Greedy, Rules};
/// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
/// let mut game = Game::deal(Rules::document(), &mut rng);
/// let outcome = game.play_out(&[&Greedy, &Greedy, &Greedy, &Greedy], &mut rng)?;
/// assert_eq!(outcome.scores.iter().sum::<i32>(), 0);
/// assert_eq!(outcome.order[0], outcome.winner);
/// assert!(outcome.scores[outcome.winner.index()] > 0);
/// # Ok::<(), bigtwo_ai::ActionError>(())
/// ```
///
/// With the `serde` feature an outcome is read back only if it is one a
/// game could end with: the winner first in the order, no seat twice, at
/// most 13 cards left a seat, and scores adding up to zero with no loser
/// gaining.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Outcome {
    /// The winner: the first player out, or the holder of an instant win.
    pub winner: Seat,
    /// The instant win, if the game ended at the deal.
    pub instant: Option<InstantWin>,
    /// The players in the order they went out (all four when the game
    /// plays on to a full finishing order; the winner alone otherwise).
    pub order: Vec<Seat>,
    /// The cards each loser held when the winner went out (0 for the
    /// winner).
    pub cards_left: [u8; 4],
    /// Each seat's score: the losers pay their penalties to the winner.
    pub scores: [i32; 4],
}

/// What an action did beyond itself: the events a log records after it.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Step {
    /// The order of singles after a four of a kind.
    pub(crate) bomb: Option<Twos>,
    /// The player went out, in this place (1 = first).
    pub(crate) out: Option<u8>,
    /// The trick ended; this seat leads the next one.
    pub(crate) trick_over: Option<Seat>,
    /// The last player left holding cards, placed last (full order).
    pub(crate) last_place: Option<Seat>,
    /// The game ended.
    pub(crate) over: bool,
}

/// A trick's bookkeeping, everything in it public: the top play and who
/// made it, the order of singles, the card the game's opening play must
/// contain, who has passed and the cards played. [`State::step`] keeps it
/// as the game goes; a player's view replays it over the history it shows
/// (see [`PlayerView::decisions`](crate::PlayerView::decisions)), so the
/// rules of a trick are written here once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Trick {
    top: Option<(Seat, Play)>,
    twos: Twos,
    must_contain: Option<Card>,
    /// Seats that passed in this trick.
    passed: u8,
    /// Passes since the last play.
    passes: u8,
    cards: CardSet,
}

impl Trick {
    /// A trick to lead, singles ranked under `twos`; on a game's opening
    /// play, the play must contain `must_contain`.
    pub(crate) const fn new(twos: Twos, must_contain: Option<Card>) -> Trick {
        Trick {
            top: None,
            twos,
            must_contain,
            passed: 0,
            passes: 0,
            cards: CardSet::EMPTY,
        }
    }

    /// The top play and who made it; `None` when the trick is to be led.
    pub(crate) const fn top(&self) -> Option<(Seat, Play)> {
        self.top
    }

    /// What a play must do now.
    pub(crate) fn requirement(&self) -> Requirement {
        Requirement {
            top: self.top.map(|(_, play)| play),
            twos: self.twos,
            must_contain: self.must_contain,
        }
    }

    /// Records `seat`'s `play`; the new order of singles if it bombs them.
    pub(crate) fn play(&mut self, seat: Seat, play: Play) -> Option<Twos> {
        self.cards |= play.cards();
        self.top = Some((seat, play));
        self.passes = 0;
        self.must_contain = None;
        play.is_bomb().then(|| {
            self.twos = self.twos.flipped();
            self.twos
        })
    }

    /// Records `seat`'s pass.
    pub(crate) fn pass(&mut self, seat: Seat) {
        self.passed |= seat.bit();
        self.passes += 1;
    }

    /// Ends the trick: the next one is to be led, singles still ranked as
    /// they are.
    pub(crate) fn end(&mut self) {
        *self = Trick::new(self.twos, None);
    }
}

/// The state of a game: hands, trick, turn and what has been played,
/// without the log.
///
/// `State` is `Copy` and allocates nothing, so a strategy can copy it and
/// simulate (see [`PlayerView::determinize`](crate::PlayerView::determinize)); [`Game`](crate::Game) wraps
/// it with a log. An illegal action returns an [`ActionError`] and changes
/// nothing.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Action, Game, Rules};
/// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
/// let mut state = *game.state();
/// let seat = state.turn();
/// let lowest = state.rules().lowest_card();
/// assert!(state.hand(seat).contains(lowest));
/// state.apply(seat, Action::Play(lowest.into()))?;
/// assert_eq!(state.hand(seat).len(), 12);
/// assert_eq!(game.state().hand(seat).len(), 13); // the game is untouched
/// # Ok::<(), bigtwo_ai::ActionError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct State {
    rules: Rules,
    hands: [CardSet; 4],
    turn: Seat,
    trick: Trick,
    played: CardSet,
    opener: Opener,
    out: [Seat; 4],
    out_count: u8,
    cards_left: [u8; 4],
    instant: Option<(Seat, InstantWin)>,
    over: bool,
}

impl State {
    /// A new game on these hands; `previous_winner` leads under variation 9.
    pub(crate) fn new(
        rules: Rules,
        hands: [CardSet; 4],
        previous_winner: Option<Seat>,
    ) -> Result<State, HandsError> {
        let mut seen = CardSet::EMPTY;
        for seat in Seat::ALL {
            let hand = hands[seat.index()];
            if hand.len() != HAND_SIZE {
                return Err(HandsError::WrongSize {
                    seat,
                    count: hand.len(),
                });
            }
            if let Some(card) = (hand & seen).iter().next() {
                return Err(HandsError::SharedCard { card });
            }
            seen |= hand;
        }
        let lowest = rules.lowest_card();
        let holder = Seat::ALL
            .into_iter()
            .find(|seat| hands[seat.index()].contains(lowest))
            .unwrap_or(Seat::ALL[0]);
        let (turn, opener, must_contain) = match previous_winner {
            Some(winner) if rules.has(Variations::WINNER_LEADS) => {
                (winner, Opener::PreviousWinner, None)
            }
            _ => (holder, Opener::LowestCard, Some(lowest)),
        };
        // The strongest instant win; the first in turn order among equals.
        let instant = (0..4)
            .map(|step| turn.after(step))
            .filter_map(|seat| {
                rules
                    .instant_win(hands[seat.index()])
                    .map(|win| (seat, win))
            })
            .fold(
                None,
                |best: Option<(Seat, InstantWin)>, (seat, win)| match best {
                    Some((_, held)) if held >= win => best,
                    _ => Some((seat, win)),
                },
            );
        let mut state = State {
            rules,
            hands,
            turn,
            trick: Trick::new(Twos::High, must_contain),
            played: CardSet::EMPTY,
            opener,
            out: [turn; 4],
            out_count: 0,
            cards_left: [0; 4],
            instant,
            over: false,
        };
        if let Some((winner, _)) = instant {
            state.out[0] = winner;
            state.out_count = 1;
            state.cards_left = hands.map(|hand| hand.len() as u8);
            state.cards_left[winner.index()] = 0;
            state.over = true;
        }
        Ok(state)
    }

    /// The rules of the game.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// assert_eq!(game.state().rules(), &Rules::document());
    /// ```
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Whose turn it is (after the game's end: the last seat to act).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// let opener = game.state().turn();
    /// assert!(game.state().hand(opener).contains(Rules::document().lowest_card()));
    /// ```
    pub const fn turn(&self) -> Seat {
        self.turn
    }

    /// The cards a seat holds.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules, Seat};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// assert!(Seat::ALL.iter().all(|&seat| game.state().hand(seat).len() == 13));
    /// ```
    pub const fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat.index()]
    }

    /// The current trick's top play and who made it; `None` when a trick is
    /// to be led.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Action, Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let mut game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// assert_eq!(game.state().top(), None);
    /// let seat = game.turn();
    /// game.play(seat, Rules::document().lowest_card().into())?;
    /// assert_eq!(game.state().top().map(|(by, _)| by), Some(seat));
    /// # Ok::<(), bigtwo_ai::ActionError>(())
    /// ```
    pub const fn top(&self) -> Option<(Seat, Play)> {
        self.trick.top
    }

    /// The order of singles: [`Twos::Low`] after an odd number of fours of
    /// a kind.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules, Twos};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// assert_eq!(game.state().twos(), Twos::High);
    /// ```
    pub const fn twos(&self) -> Twos {
        self.trick.twos
    }

    /// Whether `seat` has passed in the current trick.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let mut game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// let opener = game.turn();
    /// game.play(opener, Rules::document().lowest_card().into())?;
    /// let next = game.turn();
    /// game.pass(next)?;
    /// assert!(game.state().has_passed(next));
    /// # Ok::<(), bigtwo_ai::ActionError>(())
    /// ```
    pub const fn has_passed(&self, seat: Seat) -> bool {
        self.trick.passed & seat.bit() != 0
    }

    /// Every card played so far.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// assert!(game.state().played().is_empty());
    /// ```
    pub const fn played(&self) -> CardSet {
        self.played
    }

    /// The cards played in the current trick.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let mut game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// game.play(game.turn(), Rules::document().lowest_card().into())?;
    /// assert_eq!(game.state().trick_cards().len(), 1);
    /// # Ok::<(), bigtwo_ai::ActionError>(())
    /// ```
    pub const fn trick_cards(&self) -> CardSet {
        self.trick.cards
    }

    /// What a play must do now.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Requirement, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let rules = Rules::document();
    /// let game = Game::deal(rules, &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// assert_eq!(game.state().requirement(), Requirement::opening(rules.lowest_card()));
    /// ```
    pub fn requirement(&self) -> Requirement {
        self.trick.requirement()
    }

    /// Whether the game is over.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// assert!(!game.state().is_over());
    /// ```
    pub const fn is_over(&self) -> bool {
        self.over
    }

    /// Who opened the game, and why.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Opener, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// assert_eq!(game.state().opener(), Opener::LowestCard);
    /// ```
    pub const fn opener(&self) -> Opener {
        self.opener
    }

    /// The instant win the game ended with at the deal, and its holder.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// assert_eq!(game.state().instant_win(), None);
    /// ```
    pub const fn instant_win(&self) -> Option<(Seat, InstantWin)> {
        self.instant
    }

    /// The seats that have played all their cards, in the order they went
    /// out.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// assert!(game.state().finished().is_empty());
    /// ```
    pub fn finished(&self) -> &[Seat] {
        &self.out[..usize::from(self.out_count)]
    }

    /// The result, once the game is over.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// assert_eq!(game.state().outcome(), None);
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        let winner = self.out[0];
        let mut scores = [0i32; 4];
        for seat in Seat::ALL.into_iter().filter(|&seat| seat != winner) {
            let penalty = self.rules.scoring().penalty(self.cards_left[seat.index()]);
            scores[seat.index()] = -penalty;
            scores[winner.index()] += penalty;
        }
        Some(Outcome {
            winner,
            instant: self.instant.map(|(_, win)| win),
            order: self.finished().to_vec(),
            cards_left: self.cards_left,
            scores,
        })
    }

    /// The legal plays of the player to act (empty once the game is over).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let rules = Rules::document();
    /// let game = Game::deal(rules, &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// let plays = game.state().legal_plays();
    /// assert!(plays.iter().all(|play| play.cards().contains(rules.lowest_card())));
    /// ```
    pub fn legal_plays(&self) -> Vec<Play> {
        if self.over {
            return Vec::new();
        }
        self.rules
            .legal_plays(self.hand(self.turn), &self.requirement())
    }

    /// Whether the player to act may pass (not when leading a trick).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// assert!(!game.state().can_pass());
    /// ```
    pub const fn can_pass(&self) -> bool {
        !self.over && self.trick.top.is_some()
    }

    /// Applies `seat`'s action.
    ///
    /// # Errors
    ///
    /// An [`ActionError`] if the action is illegal; the state is then
    /// unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Action, ActionError, Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(5));
    /// let mut state = *game.state();
    /// let seat = state.turn();
    /// assert_eq!(state.apply(seat, Action::Pass), Err(ActionError::PassOnLead));
    /// assert_eq!(&state, game.state());
    /// ```
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<(), ActionError> {
        self.step(seat, action).map(|_| ())
    }

    /// Applies an action and says what followed from it.
    pub(crate) fn step(&mut self, seat: Seat, action: Action) -> Result<Step, ActionError> {
        if self.over {
            return Err(ActionError::GameOver);
        }
        if seat != self.turn {
            return Err(ActionError::NotYourTurn {
                seat,
                turn: self.turn,
            });
        }
        let mut step = Step::default();
        match action {
            Action::Pass => {
                if self.trick.top.is_none() {
                    return Err(ActionError::PassOnLead);
                }
                self.trick.pass(seat);
            }
            Action::Play(cards) => {
                let play = self.check_play(seat, cards)?;
                let hand = &mut self.hands[seat.index()];
                *hand -= cards;
                let emptied = hand.is_empty();
                self.played |= cards;
                step.bomb = self.trick.play(seat, play);
                if emptied {
                    self.go_out(seat, &mut step);
                }
            }
        }
        if !self.over {
            self.advance(seat, &mut step);
        }
        step.over = self.over;
        Ok(step)
    }

    /// The play `cards` makes, if `seat` may make it now.
    fn check_play(&self, seat: Seat, cards: CardSet) -> Result<Play, ActionError> {
        if let Some(card) = (cards - self.hand(seat)).iter().next() {
            return Err(ActionError::NotHeld { seat, card });
        }
        let play = self.rules.classify(cards).map_err(ActionError::Play)?;
        if let Some(card) = self.trick.must_contain
            && !cards.contains(card)
        {
            return Err(ActionError::MustContain { card });
        }
        if let Some((_, top)) = self.trick.top {
            if !play.kind().answers(top.kind()) {
                return Err(ActionError::WrongKind {
                    play: play.kind(),
                    trick: top.kind(),
                });
            }
            if !self.rules.beats(&play, &top, self.trick.twos) {
                return Err(ActionError::TooLow { play, top });
            }
        }
        Ok(play)
    }

    /// Records `seat` going out, and the end of the game if it ends.
    fn go_out(&mut self, seat: Seat, step: &mut Step) {
        self.out[usize::from(self.out_count)] = seat;
        self.out_count += 1;
        step.out = Some(self.out_count);
        if self.out_count == 1 {
            self.cards_left = self.hands.map(|hand| hand.len() as u8);
        }
        let holders = self.holders();
        if self.rules.finish() == crate::Finish::FirstOut {
            self.over = true;
        } else if holders.count_ones() == 1 {
            let last = Seat::ALL[holders.trailing_zeros() as usize];
            self.out[usize::from(self.out_count)] = last;
            self.out_count += 1;
            step.last_place = Some(last);
            self.over = true;
        }
    }

    /// The mask of seats that still hold cards.
    fn holders(&self) -> u8 {
        Seat::ALL
            .into_iter()
            .filter(|seat| !self.hand(*seat).is_empty())
            .fold(0, |mask, seat| mask | seat.bit())
    }

    /// Ends the trick if everyone else has passed, else moves the turn on.
    fn advance(&mut self, seat: Seat, step: &mut Step) {
        let Some((last, _)) = self.trick.top else {
            return;
        };
        let holders = self.holders();
        let contenders = holders & !last.bit();
        let replay = self.rules.has(Variations::PLAY_AFTER_PASS);
        let trick_over = if replay {
            u32::from(self.trick.passes) >= contenders.count_ones()
        } else {
            contenders & !self.trick.passed == 0
        };
        if trick_over {
            // The last player leads again; if out, the next holder after them.
            let leader = (0..4)
                .map(|step| last.after(step))
                .find(|seat| holders & seat.bit() != 0)
                .unwrap_or(last);
            self.trick.end();
            self.turn = leader;
            step.trick_over = Some(leader);
        } else {
            self.turn = (1..4)
                .map(|step| seat.after(step))
                .find(|s| holders & s.bit() != 0 && (replay || self.trick.passed & s.bit() == 0))
                .unwrap_or(last);
        }
    }

    /// This state with the hands replaced (for determinized simulations):
    /// each new hand must be as large as the one it replaces, or a seat
    /// that went out would hold cards again.
    pub(crate) fn with_hands(mut self, hands: [CardSet; 4]) -> State {
        debug_assert!(
            Seat::ALL
                .iter()
                .all(|s| hands[s.index()].len() == self.hand(*s).len()),
            "a determinized hand differs in size from the real one"
        );
        self.hands = hands;
        self.played = !(hands[0] | hands[1] | hands[2] | hands[3]);
        self
    }
}

/// Hands that cannot be dealt for a game.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Game, HandsError, Rules, Seat};
///
/// let mut hands = [bigtwo_ai::card_core::CardSet::EMPTY; 4];
/// let err = Game::from_hands(Rules::document(), hands, None).unwrap_err();
/// assert_eq!(err, HandsError::WrongSize { seat: Seat::ALL[0], count: 0 });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum HandsError {
    /// A hand that does not hold 13 cards.
    #[error("seat {seat} holds {count} cards, not 13")]
    WrongSize {
        /// The seat.
        seat: Seat,
        /// How many cards it holds.
        count: usize,
    },
    /// A card dealt to two seats.
    #[error("{card} is dealt twice")]
    SharedCard {
        /// The card.
        card: Card,
    },
}

/// Why an action is illegal. The game is left unchanged.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{ActionError, Game, Rules};
/// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let mut game = Game::deal(Rules::document(), &mut Xoshiro256PlusPlus::seed_from_u64(1));
/// let wrong = game.turn().next();
/// let err = game.pass(wrong).unwrap_err();
/// assert_eq!(err, ActionError::NotYourTurn { seat: wrong, turn: game.turn() });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ActionError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A seat acted out of turn.
    #[error("it is seat {turn}'s turn, not seat {seat}'s")]
    NotYourTurn {
        /// The seat that acted.
        seat: Seat,
        /// The seat whose turn it is.
        turn: Seat,
    },
    /// A card the player does not hold.
    #[error("seat {seat} does not hold {card}")]
    NotHeld {
        /// The seat that played.
        seat: Seat,
        /// The first card played that it does not hold.
        card: Card,
    },
    /// Cards that are not a play.
    #[error("not a play: {0}")]
    Play(PlayError),
    /// An opening play without the lowest card.
    #[error("the first play must contain {card}")]
    MustContain {
        /// The card the opening play must contain.
        card: Card,
    },
    /// A play of another kind than the trick's.
    #[error("a {play} cannot answer a {trick}")]
    WrongKind {
        /// The kind played.
        play: Kind,
        /// The trick's kind.
        trick: Kind,
    },
    /// A play that does not beat the trick's top play.
    #[error("{play} does not beat {top}")]
    TooLow {
        /// The play.
        play: Play,
        /// The play it had to beat.
        top: Play,
    },
    /// A pass by the player who leads the trick.
    #[error("the leader of a trick cannot pass")]
    PassOnLead,
}
