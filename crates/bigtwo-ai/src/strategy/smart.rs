//! A rule-based player.

use rand::Rng;

use crate::{Action, PlayerView, Strategy};

/// Rule-based (stub).
#[derive(Debug, Clone, Copy, Default)]
pub struct Smart;

impl Strategy for Smart {
    fn name(&self) -> &str {
        "smart"
    }

    fn choose(&self, view: &PlayerView<'_>, rng: &mut dyn Rng) -> Action {
        crate::Greedy.choose(view, rng)
    }
}
