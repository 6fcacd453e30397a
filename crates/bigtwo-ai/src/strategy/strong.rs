//! Monte Carlo.

use rand::Rng;

use crate::{Action, PlayerView, Strategy};

/// Budget (stub).
#[derive(Debug, Clone, Copy)]
pub enum Budget {
    /// Rollouts.
    Rollouts(u32),
}

/// Strong (stub).
#[derive(Debug, Clone, Copy)]
pub struct Strong {
    budget: Budget,
}

impl Strategy for Strong {
    fn name(&self) -> &str {
        "strong"
    }

    fn choose(&self, view: &PlayerView<'_>, rng: &mut dyn Rng) -> Action {
        let _ = self.budget;
        crate::Greedy.choose(view, rng)
    }
}
