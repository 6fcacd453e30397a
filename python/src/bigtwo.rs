//! `cardgames.bigtwo`: Big Two (bigtwo-ai) from Python: rules, games with
//! a fixed action encoding and observation vector, the crate's players and
//! many games stepped at once.

use bigtwo_ai::card_core::CardSet;
use pyo3::create_exception;
use pyo3::prelude::*;

use crate::errors::{CardgamesError, Raise};

mod encoding;
mod game;
mod players;
mod rules;
mod vec_game;

create_exception!(
    cardgames.bigtwo,
    RulesError,
    CardgamesError,
    "Rules that contradict themselves, or an option name that names nothing."
);
create_exception!(
    cardgames.bigtwo,
    ActionError,
    CardgamesError,
    "An illegal action (the game is left unchanged), or an action number outside the encoding."
);
create_exception!(
    cardgames.bigtwo,
    HandsError,
    CardgamesError,
    "Hands that cannot be dealt: not four hands of 13 cards, or a card dealt twice."
);
create_exception!(
    cardgames.bigtwo,
    LogError,
    CardgamesError,
    "A game log that cannot be read or replayed."
);

/// Cards given as text (`"3d 3s"`, `"3d3s"`); bad text raises
/// `cardgames.ParseError`.
fn parse_cards(text: &str) -> PyResult<CardSet> {
    text.parse::<CardSet>().raise()
}

/// Adds Big Two's classes and functions to the submodule `bigtwo`.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    module.add("RulesError", py.get_type::<RulesError>())?;
    module.add("ActionError", py.get_type::<ActionError>())?;
    module.add("HandsError", py.get_type::<HandsError>())?;
    module.add("LogError", py.get_type::<LogError>())?;
    module.add("OBSERVATION_SIZE", encoding::OBSERVATION_SIZE)?;
    module.add_class::<rules::PyRules>()?;
    module.add_class::<game::PyGame>()?;
    module.add_class::<players::PyPlayer>()?;
    module.add_class::<players::PyGreedy>()?;
    module.add_class::<players::PySmart>()?;
    module.add_class::<players::PyStrong>()?;
    module.add_class::<players::PyRandomPlayer>()?;
    module.add_class::<vec_game::PyVecGame>()?;
    Ok(())
}
