//! What the examples share beside the command-line kit: the strategies
//! by name and the rule variations.

// Each example uses part of these helpers.
#![allow(dead_code)]

use bigtwo_ai::{Greedy, RandomPlayer, RulesError, Smart, Strategy, Strong, Variations};

/// The built-in strategies, by the names the examples take.
pub(crate) const STRATEGIES: [&str; 4] = ["random", "greedy", "smart", "strong"];

/// The strategy named `name` (one of [`STRATEGIES`]), `strong` for the
/// strong player.
pub(crate) fn strategy<'a>(name: &str, strong: &'a Strong) -> &'a dyn Strategy {
    match name {
        "random" => &RandomPlayer,
        "greedy" => &Greedy,
        "smart" => &Smart,
        _ => strong,
    }
}

/// The `--variations` list; variation 4 points to `--straights`.
pub(crate) fn variations(text: &str) -> Result<Variations, String> {
    text.parse().map_err(|err| match err {
        RulesError::VariationFour => format!("--variations: {err}: use --straights"),
        err => format!("--variations: {err}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variations_take_spaces_and_point_4_to_straights() {
        let both = Variations::TWO_LOW_IN_COMBOS | Variations::PLAY_AFTER_PASS;
        assert_eq!(variations("1, 8"), Ok(both));
        assert!(variations("2,4").unwrap_err().ends_with("use --straights"));
        assert_eq!(
            variations("x"),
            Err("--variations: unknown variation \"x\"".to_owned())
        );
    }
}
