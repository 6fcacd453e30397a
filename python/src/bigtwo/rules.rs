//! `cardgames.bigtwo.Rules`: the crate's `Rules`, built from keyword
//! arguments with the crate's defaults.

use std::sync::Arc;

use bigtwo_ai::{Finish, Rules, Scoring, StraightOrder, SuitOrder, Variations};
use pyo3::prelude::*;

use super::RulesError;
use super::encoding::Encoding;

/// The on/off variations, by their keyword (the crate's flag names with
/// underscores), in the document's order.
const FLAGS: [(&str, Variations); 9] = [
    ("two_low_in_combos", Variations::TWO_LOW_IN_COMBOS),
    ("any_length_straights", Variations::ANY_LENGTH_STRAIGHTS),
    ("no_two_in_straights", Variations::NO_TWO_IN_STRAIGHTS),
    ("flush_by_suit", Variations::FLUSH_BY_SUIT),
    ("bare_four_of_a_kind", Variations::BARE_FOUR_OF_A_KIND),
    ("six_pairs_win", Variations::SIX_PAIRS_WIN),
    ("play_after_pass", Variations::PLAY_AFTER_PASS),
    ("winner_leads", Variations::WINNER_LEADS),
    ("hidden_tricks", Variations::HIDDEN_TRICKS),
];

/// The rules of a game of Big Two: the document's game by default, and
/// each of its variations as a keyword argument.
///
/// Rules that contradict themselves raise `RulesError`. `action_count` is
/// the size of the fixed action encoding under these rules.
#[pyclass(module = "cardgames.bigtwo", name = "Rules", frozen, eq, hash)]
#[derive(Debug, Clone)]
pub(crate) struct PyRules {
    /// The encoding of the rules (which holds them).
    pub(crate) encoding: Arc<Encoding>,
}

impl PartialEq for PyRules {
    fn eq(&self, other: &PyRules) -> bool {
        self.rules() == other.rules()
    }
}

impl std::hash::Hash for PyRules {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.rules().hash(state);
    }
}

impl PyRules {
    /// The crate's rules.
    pub(crate) fn rules(&self) -> Rules {
        *self.encoding.rules()
    }

    /// These rules, or the document's when `None`.
    pub(crate) fn or_document(rules: Option<&PyRules>) -> PyRules {
        rules.cloned().unwrap_or_else(|| PyRules {
            encoding: Arc::new(Encoding::new(Rules::document())),
        })
    }
}

/// Parses a name of one of the crate's text options.
fn parse<T: std::str::FromStr<Err = bigtwo_ai::RulesError>>(text: &str) -> PyResult<T> {
    text.parse()
        .map_err(|err: bigtwo_ai::RulesError| RulesError::new_err(err.to_string()))
}

#[pymethods]
impl PyRules {
    /// Rules from keyword arguments; the defaults are the document's game.
    #[new]
    #[pyo3(signature = (
        *,
        two_low_in_combos = false,
        any_length_straights = false,
        no_two_in_straights = false,
        flush_by_suit = false,
        bare_four_of_a_kind = false,
        six_pairs_win = false,
        play_after_pass = false,
        winner_leads = false,
        hidden_tricks = false,
        straight_order = "last",
        suit_order = "dchs",
        scoring = Some((10, 13)),
        finish = "first",
    ), text_signature = "(*, two_low_in_combos=False, any_length_straights=False, \
        no_two_in_straights=False, flush_by_suit=False, bare_four_of_a_kind=False, \
        six_pairs_win=False, play_after_pass=False, winner_leads=False, hidden_tricks=False, \
        straight_order='last', suit_order='dchs', scoring=(10, 13), finish='first')")]
    #[allow(clippy::too_many_arguments, clippy::fn_params_excessive_bools)]
    fn new(
        two_low_in_combos: bool,
        any_length_straights: bool,
        no_two_in_straights: bool,
        flush_by_suit: bool,
        bare_four_of_a_kind: bool,
        six_pairs_win: bool,
        play_after_pass: bool,
        winner_leads: bool,
        hidden_tricks: bool,
        straight_order: &str,
        suit_order: &str,
        scoring: Option<(u8, u8)>,
        finish: &str,
    ) -> PyResult<PyRules> {
        let on = [
            two_low_in_combos,
            any_length_straights,
            no_two_in_straights,
            flush_by_suit,
            bare_four_of_a_kind,
            six_pairs_win,
            play_after_pass,
            winner_leads,
            hidden_tricks,
        ];
        let variations = FLAGS
            .iter()
            .zip(on)
            .filter(|(_, on)| *on)
            .fold(Variations::empty(), |all, ((_, flag), _)| all | *flag);
        let scoring = match scoring {
            Some((double_from, triple_from)) => Scoring::Tiered {
                double_from,
                triple_from,
            },
            None => Scoring::CardsLeft,
        };
        let finish = match finish {
            "first" => Finish::FirstOut,
            "full" => Finish::FullOrder,
            other => {
                return Err(RulesError::new_err(format!(
                    "unknown finish {other:?}: expected \"first\" or \"full\""
                )));
            }
        };
        let rules = Rules::builder()
            .variations(variations)
            .straight_order(parse::<StraightOrder>(straight_order)?)
            .suit_order(parse::<SuitOrder>(suit_order)?)
            .scoring(scoring)
            .finish(finish)
            .build()
            .map_err(|err| RulesError::new_err(err.to_string()))?;
        Ok(PyRules {
            encoding: Arc::new(Encoding::new(rules)),
        })
    }

    /// Variation 1: the 2 is the lowest rank in pairs, triples and
    /// five-card hands.
    #[getter]
    fn two_low_in_combos(&self) -> bool {
        self.rules().has(Variations::TWO_LOW_IN_COMBOS)
    }

    /// Variation 2: straights of any length from 3 cards.
    #[getter]
    fn any_length_straights(&self) -> bool {
        self.rules().has(Variations::ANY_LENGTH_STRAIGHTS)
    }

    /// Variation 3: no straight may contain a 2.
    #[getter]
    fn no_two_in_straights(&self) -> bool {
        self.rules().has(Variations::NO_TWO_IN_STRAIGHTS)
    }

    /// Variation 5: flushes rank by suit first.
    #[getter]
    fn flush_by_suit(&self) -> bool {
        self.rules().has(Variations::FLUSH_BY_SUIT)
    }

    /// Variation 6: four of a kind may be played without a fifth card.
    #[getter]
    fn bare_four_of_a_kind(&self) -> bool {
        self.rules().has(Variations::BARE_FOUR_OF_A_KIND)
    }

    /// Variation 7: six pairs and one card win at the deal.
    #[getter]
    fn six_pairs_win(&self) -> bool {
        self.rules().has(Variations::SIX_PAIRS_WIN)
    }

    /// Variation 8: a player who passed may play again in the same trick.
    #[getter]
    fn play_after_pass(&self) -> bool {
        self.rules().has(Variations::PLAY_AFTER_PASS)
    }

    /// Variation 9: the previous game's winner leads the next game.
    #[getter]
    fn winner_leads(&self) -> bool {
        self.rules().has(Variations::WINNER_LEADS)
    }

    /// Variation 10: finished tricks are turned over.
    #[getter]
    fn hidden_tricks(&self) -> bool {
        self.rules().has(Variations::HIDDEN_TRICKS)
    }

    /// How straights rank (variation 4): `"last"`, `"highest"` or
    /// `"first"` card.
    #[getter]
    fn straight_order(&self) -> &'static str {
        self.rules().straight_order().name()
    }

    /// The order of the suits, lowest first: `"dchs"`, `"cdhs"` or
    /// `"scdh"`.
    #[getter]
    fn suit_order(&self) -> &'static str {
        self.rules().suit_order().name()
    }

    /// The scoring: `(double_from, triple_from)`, the numbers of cards
    /// left from which a loser's penalty doubles and triples, or `None`
    /// for one point a card.
    #[getter]
    fn scoring(&self) -> Option<(u8, u8)> {
        match self.rules().scoring() {
            Scoring::Tiered {
                double_from,
                triple_from,
            } => Some((double_from, triple_from)),
            _ => None,
        }
    }

    /// When a game ends: `"first"` (the first player out) or `"full"` (a
    /// full finishing order).
    #[getter]
    fn finish(&self) -> &'static str {
        match self.rules().finish() {
            Finish::FirstOut => "first",
            Finish::FullOrder => "full",
        }
    }

    /// The number of actions of the fixed action encoding under these
    /// rules (the pass included).
    #[getter]
    fn action_count(&self) -> usize {
        self.encoding.len()
    }

    /// The rules on one line, as the crate writes them.
    fn __str__(&self) -> String {
        self.rules().to_string()
    }

    /// The call that makes these rules (only what differs from the
    /// defaults).
    fn __repr__(&self) -> String {
        let rules = self.rules();
        let mut parts: Vec<String> = FLAGS
            .iter()
            .filter(|(_, flag)| rules.has(*flag))
            .map(|(name, _)| format!("{name}=True"))
            .collect();
        let document = Rules::document();
        if rules.straight_order() != document.straight_order() {
            parts.push(format!("straight_order={:?}", self.straight_order()));
        }
        if rules.suit_order() != document.suit_order() {
            parts.push(format!("suit_order={:?}", self.suit_order()));
        }
        if rules.scoring() != document.scoring() {
            parts.push(match self.scoring() {
                Some(tiers) => format!("scoring={tiers:?}"),
                None => "scoring=None".to_owned(),
            });
        }
        if rules.finish() != document.finish() {
            parts.push(format!("finish={:?}", self.finish()));
        }
        format!("Rules({})", parts.join(", "))
    }
}
