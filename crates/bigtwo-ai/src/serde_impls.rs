//! `serde` support: text types (variation sets, events and logs) are
//! written as their text; seats as their number; rules are
//! checked as [`RulesBuilder::build`](crate::RulesBuilder::build) checks
//! them; a player's view shows only what the player may know.

use serde::de::{self, Deserialize, Deserializer};
use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::{
    Event, Finish, Log, PlayerView, Rules, RulesError, Scoring, Seat, StraightOrder, SuitOrder,
    Variations,
};

// Written as their text, as card-core writes cards.
card_core::serde_as_text!(Variations, Event, Log);

impl Serialize for Seat {
    /// The seat's number, 0 to 3.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.index() as u8)
    }
}

impl<'de> Deserialize<'de> for Seat {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let index = u8::deserialize(deserializer)?;
        Seat::new(usize::from(index))
            .ok_or_else(|| de::Error::custom(format_args!("seat {index} is not 0 to 3")))
    }
}

/// The fields of [`Rules`] as written, checked when read.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RulesFields {
    variations: Variations,
    straights: StraightOrder,
    suits: SuitOrder,
    scoring: Scoring,
    finish: Finish,
}

impl TryFrom<RulesFields> for Rules {
    type Error = RulesError;

    fn try_from(fields: RulesFields) -> Result<Rules, RulesError> {
        Rules::builder()
            .variations(fields.variations)
            .straight_order(fields.straights)
            .suit_order(fields.suits)
            .scoring(fields.scoring)
            .finish(fields.finish)
            .build()
    }
}

impl Serialize for PlayerView<'_> {
    /// What the player may know: its seat and hand, the rules, the turn,
    /// the trick, the order of singles, every seat's card count and pass,
    /// the cards it has seen played and the history it may see (as log
    /// lines).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut view = serializer.serialize_struct("PlayerView", 10)?;
        view.serialize_field("seat", &self.seat())?;
        view.serialize_field("rules", self.rules())?;
        view.serialize_field("hand", &self.hand())?;
        view.serialize_field("turn", &self.turn())?;
        view.serialize_field("top", &self.top())?;
        view.serialize_field("twos", &self.twos())?;
        view.serialize_field("cards_left", &Seat::ALL.map(|seat| self.cards_left(seat)))?;
        view.serialize_field("passed", &Seat::ALL.map(|seat| self.has_passed(seat)))?;
        view.serialize_field("seen", &self.seen())?;
        let history: Vec<&Event> = self.history().collect();
        view.serialize_field("history", &history)?;
        view.end()
    }
}
