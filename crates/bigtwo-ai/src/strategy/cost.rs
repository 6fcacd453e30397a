//! What the strong player's work costs: the weights that count each step
//! of its search in units of work, about ten nanoseconds each.
//!
//! A [`Budget::Work`](crate::Budget::Work) is counted in these units; a
//! [`Budget::Time`](crate::Budget::Time) is spent by the same rule, so the
//! weights decide only how a budget of work maps to time. They are set so
//! that a unit takes about the same time whatever the search is doing:
//! the `bigtwo_ai strong work units` benchmarks of the workspace's
//! `benches` package (`cargo bench -p benches --bench bigtwo_ai -- "work
//! units"`) time decisions at a fixed budget in positions of each kind
//! (early, middle and late in a game, against greedy and smart players,
//! with straights of any length), each reported as units a second. Each should
//! run at about 100 million units a second; where one kind runs faster or
//! slower than the others, scale the weights of the steps that dominate
//! it (its models' decisions, leading or following) by the ratio, and
//! where all do, the [default budget](crate::Strong::DEFAULT_BUDGET).

use crate::Kind;

/// A model of another player's decisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Model {
    Greedy,
    Smart,
}

/// The work of one decision of `model` holding `cards` cards, answering a
/// play of kind `top` (or leading a trick, `None`), that made `listed`
/// plays (those refused included, a scan for runs of one length counting
/// as one).
///
/// A greedy decision grows with the plays it makes; a smart one also
/// prices a plan for every play, and following, with the square of the
/// cards held. Answering a single costs little besides a look at each
/// card, while answering any other kind scans every rank (or every
/// five-card hand) whatever it finds, and leading tries every kind.
pub(crate) const fn decision_work(
    model: Model,
    top: Option<Kind>,
    cards: usize,
    listed: u32,
) -> u32 {
    let c = cards as u32;
    match (model, top) {
        (Model::Greedy, None) => 8 + c + listed * 11 / 4,
        (Model::Greedy, Some(Kind::Single)) => 2 + c * 4 / 5,
        (Model::Greedy, Some(_)) => 4 + c / 8 + listed * 10 / 3,
        (Model::Smart, None) => 14 + listed * 9 / 2,
        (Model::Smart, Some(Kind::Single)) => 3 + c * c / 12 + 3 * listed,
        (Model::Smart, Some(_)) => 6 + c * c / 8 + 4 * listed,
    }
}

/// The work of one action simulated, besides the decision choosing it:
/// applying it to the state and building the next player's view.
pub(crate) const STEP_WORK: u32 = 2;

/// The work of a shuffle of the unseen cards, so that decisions whose
/// worlds are cheap to play out, near the end of a game, do not spend
/// most of their time dealing them.
pub(crate) const SHUFFLE_WORK: u32 = 30;

/// The work of setting up a world besides its shuffles: the seats to
/// deal, the state built, and each candidate's copy of it.
pub(crate) const WORLD_WORK: u32 = 8;

/// The work of a candidate tried in a world, besides its play-out: the
/// world copied and the candidate applied, for a player holding `cards`
/// cards.
pub(crate) const fn candidate_work(cards: usize) -> u32 {
    cards as u32
}
