//! A player that picks any legal action at random.

use rand::{Rng, RngExt};

use crate::{Action, PlayerView, Strategy};

/// Picks uniformly among the legal actions (every legal play, and a pass
/// when allowed).
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Game, RandomPlayer, Rules, Strategy};
/// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
/// let game = Game::deal(Rules::document(), &mut rng);
/// let view = game.view(game.turn());
/// let action = RandomPlayer.choose(&view, &mut rng);
/// assert!(view.legal_actions().contains(&action));
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct RandomPlayer;

impl Strategy for RandomPlayer {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&self, view: &PlayerView<'_>, rng: &mut dyn Rng) -> Action {
        let actions = view.legal_actions();
        if actions.is_empty() {
            return Action::Pass;
        }
        actions[rng.random_range(0..actions.len())]
    }
}
