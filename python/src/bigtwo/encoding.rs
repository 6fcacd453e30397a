//! The fixed action encoding and the observation vector of the Python
//! package's Big Two, written once for `Game`, `VecGame` and the players.
//!
//! Cards are placed in Big Two order: place `4 * r + s`, where `r` is the
//! rank from 3 (0) to 2 (12) and `s` the suit's position in the rules'
//! suit order (0 lowest). A hand's *positions* number its cards in that
//! order, 0 for its lowest card.
//!
//! Action 0 is a pass; every other action is a set of positions of the
//! acting player's hand (a 13-bit mask), listed by size, then by the
//! mask's value. The catalogue holds every set of positions that can be a
//! play under the rules: every single and five-card set; pairs and triples
//! within four neighbouring positions (cards of one rank are neighbours in
//! a sorted hand); four neighbouring positions with bare fours of a kind
//! (variation 6); and with straights of any length (variation 2) every set
//! of 3, 4 and 6 to 13 positions.

use bigtwo_ai::card_core::{Card, CardSet};
use bigtwo_ai::{Opener, Rules, Seat, State, Twos, Variations};

/// The number of cards in a dealt hand, so the number of positions.
const HAND: usize = 13;

/// The length of an observation vector.
pub(crate) const OBSERVATION_SIZE: usize = 174;

/// Where each part of an observation starts: the own hand, the cards seen
/// played, the play to beat (52 places each, in Big Two order), the cards
/// left, the passes, the player of the play to beat and the player to act
/// (four seats each, the observer first, then in turn order), the order of
/// singles and the opening play's card.
pub(crate) mod layout {
    /// The observer's hand: 1 at each card's place.
    pub(crate) const HAND: usize = 0;
    /// The cards the observer has seen played: every card played so far,
    /// or under variation 10 the current trick's only.
    pub(crate) const SEEN: usize = 52;
    /// The cards of the play to beat (all 0 when a trick is led).
    pub(crate) const TOP: usize = 104;
    /// Each seat's cards left, divided by 13.
    pub(crate) const CARDS_LEFT: usize = 156;
    /// 1 for each seat that passed in the current trick.
    pub(crate) const PASSED: usize = 160;
    /// 1 for the seat that made the play to beat.
    pub(crate) const TOP_SEAT: usize = 164;
    /// 1 for the seat to act (all 0 once the game is over).
    pub(crate) const TO_PLAY: usize = 168;
    /// 1 while the order of singles is turned (2s low, after a four of a
    /// kind was played).
    pub(crate) const TWOS_LOW: usize = 172;
    /// 1 while the game's opening play must contain the lowest card.
    pub(crate) const OPENING: usize = 173;
}

/// A mask in the catalogue has no action.
const NO_ACTION: u16 = u16::MAX;

/// The action catalogue and card places of one set of rules.
#[derive(Debug)]
pub(crate) struct Encoding {
    rules: Rules,
    /// Each action's mask of positions (0 for the pass).
    masks: Vec<u16>,
    /// The action of each mask of positions, or [`NO_ACTION`].
    actions: Vec<u16>,
    /// Each card's place, by card-core index.
    places: [u8; Card::COUNT],
    /// The card at each place.
    cards_at: [Card; Card::COUNT],
}

/// Whether a set of positions can be a play under `rules`.
fn admitted(mask: u16, rules: &Rules) -> bool {
    let span = 15 - mask.leading_zeros() - mask.trailing_zeros();
    let runs = rules.has(Variations::ANY_LENGTH_STRAIGHTS);
    match mask.count_ones() {
        1 | 5 => true,
        2 => span <= 3,
        3 => span <= 3 || runs,
        4 => (span == 3 && rules.has(Variations::BARE_FOUR_OF_A_KIND)) || runs,
        _ => runs,
    }
}

impl Encoding {
    /// The encoding of `rules`.
    pub(crate) fn new(rules: Rules) -> Encoding {
        let all = 1u16 << HAND;
        let mut masks = vec![0];
        for size in 1..=HAND as u32 {
            masks.extend((1..all).filter(|&m| m.count_ones() == size && admitted(m, &rules)));
        }
        let mut actions = vec![NO_ACTION; usize::from(all)];
        for (action, &mask) in masks.iter().enumerate().skip(1) {
            actions[usize::from(mask)] = action as u16;
        }
        let suits = rules.suit_order();
        let places = Card::ALL
            .map(|card| Twos::High.position(card.rank()) * 4 + suits.position(card.suit()));
        let mut cards_at = Card::ALL;
        for card in Card::ALL {
            cards_at[usize::from(places[card.index()])] = card;
        }
        Encoding {
            rules,
            masks,
            actions,
            places,
            cards_at,
        }
    }

    /// The rules encoded.
    pub(crate) const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The number of actions, the pass included.
    pub(crate) fn len(&self) -> usize {
        self.masks.len()
    }

    /// A card's place in Big Two order.
    pub(crate) fn place(&self, card: Card) -> usize {
        usize::from(self.places[card.index()])
    }

    /// The hand's places as a bit set.
    fn placed(&self, hand: CardSet) -> u64 {
        hand.iter()
            .fold(0, |bits, card| bits | 1 << self.place(card))
    }

    /// The action playing `cards` from the hand whose places are `placed`,
    /// if the catalogue has their positions.
    fn action_placed(&self, placed: u64, cards: CardSet) -> Option<usize> {
        let mask = cards.iter().fold(0u16, |mask, card| {
            let below = placed & ((1u64 << self.place(card)) - 1);
            mask | 1 << below.count_ones()
        });
        let action = *self.actions.get(usize::from(mask))?;
        (action != NO_ACTION).then_some(usize::from(action))
    }

    /// The action playing `cards` from `hand` (`cards` within `hand`), if
    /// the catalogue has their positions.
    pub(crate) fn action(&self, hand: CardSet, cards: CardSet) -> Option<usize> {
        self.action_placed(self.placed(hand), cards)
    }

    /// The cards `action` plays from `hand` (`None` for the pass).
    ///
    /// # Errors
    ///
    /// A message for an action outside the catalogue, or one that names a
    /// position the hand does not have.
    pub(crate) fn cards(&self, hand: CardSet, action: usize) -> Result<Option<CardSet>, String> {
        let Some(&mask) = self.masks.get(action) else {
            return Err(format!(
                "action {action} is outside the encoding's 0..{}",
                self.len()
            ));
        };
        if mask == 0 {
            return Ok(None);
        }
        let highest = 15 - mask.leading_zeros() as usize;
        if highest >= hand.len() {
            return Err(format!(
                "action {action} plays position {highest} of a hand of {} cards",
                hand.len()
            ));
        }
        // The hand's places, lowest first, one position after another.
        let mut placed = self.placed(hand);
        let mut cards = CardSet::EMPTY;
        for position in 0..=highest {
            let place = placed.trailing_zeros() as usize;
            placed &= placed - 1;
            if mask & 1 << position != 0 {
                cards |= CardSet::from(self.cards_at[place]);
            }
        }
        Ok(Some(cards))
    }

    /// Calls `f` with each legal action of the player to act (none once
    /// the game is over), the pass last.
    pub(crate) fn for_each_legal(&self, state: &State, mut f: impl FnMut(usize)) {
        if state.is_over() {
            return;
        }
        let hand = state.hand(state.turn());
        let placed = self.placed(hand);
        self.rules
            .for_each_legal_play(hand, &state.requirement(), |play| {
                // Every play is a catalogue entry (a test checks it on
                // every variation); one that were not could not be chosen.
                if let Some(action) = self.action_placed(placed, play.cards()) {
                    f(action);
                }
            });
        if state.can_pass() {
            f(0);
        }
    }

    /// Writes what `seat` may know of `state` into `out`, which holds
    /// [`OBSERVATION_SIZE`] values (see [`layout`]).
    pub(crate) fn observe(&self, state: &State, seat: Seat, out: &mut [f32]) {
        out.fill(0.0);
        let relative = |other: Seat| (other.index() + 4 - seat.index()) % 4;
        let mut mark = |start: usize, cards: CardSet| {
            for card in cards {
                out[start + self.place(card)] = 1.0;
            }
        };
        let view = state.view(seat);
        mark(layout::HAND, view.hand());
        mark(layout::SEEN, view.seen());
        if let Some((top_seat, play)) = state.top() {
            mark(layout::TOP, play.cards());
            out[layout::TOP_SEAT + relative(top_seat)] = 1.0;
        }
        for other in Seat::ALL {
            let at = relative(other);
            out[layout::CARDS_LEFT + at] = view.cards_left(other) as f32 / HAND as f32;
            out[layout::PASSED + at] = f32::from(u8::from(state.has_passed(other)));
        }
        if !state.is_over() {
            out[layout::TO_PLAY + relative(state.turn())] = 1.0;
        }
        out[layout::TWOS_LOW] = f32::from(u8::from(state.twos() == Twos::Low));
        let opening = state.opener() == Opener::LowestCard && state.played().is_empty();
        out[layout::OPENING] = f32::from(u8::from(opening && !state.is_over()));
    }
}
