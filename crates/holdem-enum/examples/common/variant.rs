//! The variant chosen by `--game` and `--straight-beats-trips`, shared by the
//! examples that take them.

use holdem_enum::Variant;
use holdem_enum::hand_eval::ShortDeckRanking;

/// The help lines of the two options (no line continuation after the
/// opening quote: it would eat the first line's indentation).
pub(crate) const VARIANT_OPTIONS: &str =
    "  --game NAME              holdem (default), omaha, omaha-hi-lo, short-deck,
                           stud, razz or stud-hi-lo
  --straight-beats-trips   short deck only: a straight beats three of a kind
                           (by default three of a kind beats a straight)";

/// A variant named by `--game`, before `--straight-beats-trips` is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Named {
    Holdem,
    Omaha,
    ShortDeck,
    /// A game that needs no more than its name.
    Other(Variant),
}

/// The variant `--game` names.
pub(crate) fn named(text: &str) -> Result<Named, String> {
    match text {
        "holdem" => Ok(Named::Holdem),
        "omaha" => Ok(Named::Omaha),
        "short-deck" => Ok(Named::ShortDeck),
        "omaha-hi-lo" => Ok(Named::Other(Variant::OmahaHiLo)),
        "stud" => Ok(Named::Other(Variant::Stud)),
        "razz" => Ok(Named::Other(Variant::Razz)),
        "stud-hi-lo" => Ok(Named::Other(Variant::StudHiLo)),
        other => Err(format!(
            "--game must be holdem, omaha, omaha-hi-lo, short-deck, stud, razz or stud-hi-lo, not {other:?}"
        )),
    }
}

/// The variant of `named` with or without `--straight-beats-trips`.
pub(crate) fn of(named: Named, straight_beats_trips: bool) -> Result<Variant, String> {
    match (named, straight_beats_trips) {
        (Named::ShortDeck, false) => Ok(Variant::ShortDeck(ShortDeckRanking::TripsBeatStraight)),
        (Named::ShortDeck, true) => Ok(Variant::ShortDeck(ShortDeckRanking::StraightBeatsTrips)),
        (_, true) => Err("--straight-beats-trips needs --game short-deck".into()),
        (Named::Holdem, false) => Ok(Variant::Holdem),
        (Named::Omaha, false) => Ok(Variant::Omaha),
        (Named::Other(variant), false) => Ok(variant),
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
            "--game must be holdem, omaha, omaha-hi-lo, short-deck, stud, razz or stud-hi-lo, not \"plo\""
        );
        assert_eq!(
            of(Named::Holdem, true).unwrap_err(),
            "--straight-beats-trips needs --game short-deck"
        );
        assert_eq!(
            of(Named::ShortDeck, true),
            Ok(Variant::ShortDeck(ShortDeckRanking::StraightBeatsTrips))
        );
    }
}
