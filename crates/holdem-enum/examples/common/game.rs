//! The game chosen by `--game` and `--straight-beats-trips`, shared by the
//! examples that take them.

use holdem_enum::Game;
use holdem_enum::hand_eval::ShortDeckRanking;

/// The help lines of the two options (no line continuation after the
/// opening quote: it would eat the first line's indentation).
pub(crate) const GAME_OPTIONS: &str =
    "  --game NAME              holdem (default), omaha or short-deck
  --straight-beats-trips   short deck only: a straight beats three of a kind
                           (by default three of a kind beats a straight)";

/// A game named by `--game`, before `--straight-beats-trips` is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Named {
    Holdem,
    Omaha,
    ShortDeck,
}

/// The game `--game` names.
pub(crate) fn named(text: &str) -> Result<Named, String> {
    match text {
        "holdem" => Ok(Named::Holdem),
        "omaha" => Ok(Named::Omaha),
        "short-deck" => Ok(Named::ShortDeck),
        other => Err(format!(
            "--game must be holdem, omaha or short-deck, not {other:?}"
        )),
    }
}

/// The game of `named` with or without `--straight-beats-trips`.
pub(crate) fn game(named: Named, straight_beats_trips: bool) -> Result<Game, String> {
    match (named, straight_beats_trips) {
        (Named::ShortDeck, false) => Ok(Game::ShortDeck(ShortDeckRanking::TripsBeatStraight)),
        (Named::ShortDeck, true) => Ok(Game::ShortDeck(ShortDeckRanking::StraightBeatsTrips)),
        (_, true) => Err("--straight-beats-trips needs --game short-deck".into()),
        (Named::Holdem, false) => Ok(Game::Holdem),
        (Named::Omaha, false) => Ok(Game::Omaha),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_bad_combinations() {
        assert_eq!(named("omaha"), Ok(Named::Omaha));
        assert_eq!(
            named("plo").unwrap_err(),
            "--game must be holdem, omaha or short-deck, not \"plo\""
        );
        assert_eq!(
            game(Named::Holdem, true).unwrap_err(),
            "--straight-beats-trips needs --game short-deck"
        );
        assert_eq!(
            game(Named::ShortDeck, true),
            Ok(Game::ShortDeck(ShortDeckRanking::StraightBeatsTrips))
        );
    }
}
