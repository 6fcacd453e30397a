//! The players: one trait, four strategies, and an oracle for
//! measurement in a module of its own.

mod cost;
mod greedy;
pub mod oracle;
mod random;
mod smart;
mod strong;
mod worlds;

pub use greedy::Greedy;
pub use random::RandomPlayer;
pub use smart::Smart;
pub use strong::{Budget, Strong};

use rand::Rng;

use crate::order::value;
use crate::{Action, Kind, Play, PlayerView, Rules, Twos};

/// A way of playing: given what a player may know, an action.
///
/// Strategies take `&self` and draw any randomness from `rng`, so one
/// strategy value can play every seat of many games at once, on any
/// number of threads. The generator is a trait object (`&mut dyn Rng`) so
/// that strategies of different types can sit at one table as `&dyn
/// Strategy`.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Action, Game, Greedy, PlayerView, Rules, Strategy};
/// use bigtwo_ai::rand::{Rng, SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// /// Passes whenever it may; otherwise plays its first legal play.
/// struct Passive;
///
/// impl Strategy for Passive {
///     fn name(&self) -> &str {
///         "passive"
///     }
///     fn choose(&self, view: &PlayerView<'_>, _rng: &mut dyn Rng) -> Action {
///         if view.can_pass() {
///             return Action::Pass;
///         }
///         view.legal_actions().first().copied().unwrap_or(Action::Pass)
///     }
/// }
///
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
/// let mut game = Game::deal(Rules::document(), &mut rng);
/// let outcome = game.play_out(&[&Passive, &Greedy, &Greedy, &Greedy], &mut rng)?;
/// assert!(game.is_over());
/// # let _ = outcome;
/// # Ok::<(), bigtwo_ai::ActionError>(())
/// ```
pub trait Strategy: Send + Sync {
    /// A short name for tables and logs.
    fn name(&self) -> &str;

    /// The action to take; called only on the player's turn, and must be
    /// legal (one of [`PlayerView::legal_actions`]).
    fn choose(&self, view: &PlayerView<'_>, rng: &mut dyn Rng) -> Action;
}

/// A play's place in a strict order from weakest to strongest within its
/// kind: its key, then the cards themselves in Big Two order (the set with
/// the lower high cards first), so that "the lowest play" is always one.
pub(crate) fn strength(rules: &Rules, play: &Play, twos: Twos) -> (u16, u64) {
    let suits = rules.suit_order();
    let order = play.cards().iter().fold(0u64, |bits, card| {
        bits | 1 << value(card, rules.combo_twos(), suits)
    });
    (play.key(twos), order)
}

/// Whether a play is a straight of any length (runs rank before other plays
/// of their size in the greedy order).
pub(crate) fn is_straight_like(play: &Play) -> bool {
    matches!(play.kind(), Kind::Run { .. })
}
