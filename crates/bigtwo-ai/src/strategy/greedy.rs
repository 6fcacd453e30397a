//! The document's greedy player, "play the most cards you can".

use core::cmp::Reverse;

use card_core::CardSet;
use rand::Rng;

use super::{is_straight_like, strength};
use crate::moves::LEAD_KINDS;
use crate::{Action, Kind, Play, PlayerView, Requirement, Rules, Strategy, Twos};

/// The greedy algorithm of the paper on Big Two (capsa banting), exactly
/// as written.
///
/// Its selection function tries a five-card hand first, then a triple,
/// then a pair, then a single, and within a kind the lowest; among
/// five-card hands it tries straights, then flushes, full houses, fours of
/// a kind and straight flushes, each from the lowest. Its feasibility
/// function accepts a candidate that contains the 3♦ on the opening play,
/// anything when leading a trick, and otherwise a candidate of the trick's
/// kind that beats it. The first feasible candidate is played; it passes
/// only when none is feasible.
///
/// So when following it plays the lowest play of the trick's kind that
/// beats it. The plays the document does not know (variations 2 and 6:
/// straights of other lengths, a bare four of a kind) take their place by
/// size, a straight before any other play of its size.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Action, Game, Greedy, Rules, Strategy};
/// use bigtwo_ai::card_core::CardSet;
/// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let rules = Rules::document();
/// let mut hands: [CardSet; 4] = [
///     "3d 4c 5h 6s 7d 9c 9d Jh Js Qs Kd Ah 2c",
///     "3c 4d 5c 6c 7c 8c 9h Th Jd Qd Kc Ac 2d",
///     "3h 4h 5d 6d 7h 8d 9s Tc Jc Qc Kh Ad 2h",
///     "3s 4s 5s 6h 7s 8h 8s Ts Td Qh Ks As 2s",
/// ].map(|hand| hand.parse().unwrap());
/// let game = Game::from_hands(rules, hands, None)?;
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(0);
/// // The lowest five-card hand with the 3♦: the straight A-2-3-4-5.
/// let action = Greedy.choose(&game.view(game.turn()), &mut rng);
/// assert_eq!(action, Action::Play("Ah 2c 3d 4c 5h".parse()?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct Greedy;

impl Greedy {
    /// The play the greedy selection function settles on among `plays`
    /// (all feasible), or `None` to pass.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Greedy, Requirement, Rules, Twos};
    ///
    /// let rules = Rules::document();
    /// let plays = rules.legal_plays("4c 4d 9h 9s Kd".parse()?, &Requirement::lead());
    /// let pick = Greedy::pick(&rules, &plays, Twos::High).unwrap();
    /// assert_eq!(pick.cards(), "4c 4d".parse()?); // the lowest pair
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pick<'a>(rules: &Rules, plays: &'a [Play], twos: Twos) -> Option<&'a Play> {
        plays.iter().min_by_key(|play| {
            (
                Reverse(play.cards().len()),
                !is_straight_like(play),
                strength(rules, play, twos),
            )
        })
    }
}

impl Strategy for Greedy {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&self, view: &PlayerView<'_>, _rng: &mut dyn Rng) -> Action {
        greedy_action(view.rules(), view.hand(), &view.requirement())
    }
}

/// The greedy player's action holding `hand` under `requirement` (whose
/// order of singles is the one in force).
pub(crate) fn greedy_action(rules: &Rules, hand: CardSet, requirement: &Requirement) -> Action {
    greedy_action_and_listed(rules, hand, requirement).0
}

/// [`greedy_action`], and how many plays it made to find it (its work
/// grows with them).
pub(crate) fn greedy_action_and_listed(
    rules: &Rules,
    hand: CardSet,
    requirement: &Requirement,
) -> (Action, u32) {
    let following = requirement.top.map(|top| [top.kind()]);
    let kinds: &[Kind] = match &following {
        Some(kind) => kind,
        None => &LEAD_KINDS,
    };
    // The first kind in the order of preference with a feasible play, and
    // its lowest play.
    let mut listed = 0;
    for &kind in kinds {
        let mut lowest: Option<(Play, (u16, u64))> = None;
        listed += crate::moves::for_each_play_of(rules, hand, kind, requirement, &mut |play| {
            let key = strength(rules, &play, requirement.twos);
            if lowest.is_none_or(|(_, best)| key < best) {
                lowest = Some((play, key));
            }
        });
        if let Some((play, _)) = lowest {
            return (Action::Play(play.cards()), listed);
        }
    }
    (Action::Pass, listed)
}
