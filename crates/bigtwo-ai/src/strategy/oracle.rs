//! The strong player's search with every hand in view, for measurement
//! only: its ceiling, and what other players' choices lose against it.
//!
//! The oracle cheats, so it is kept out of the API players are made
//! with: it is no [`Strategy`] and decides from a whole [`Game`], and a
//! tournament seats it through [`Oracle::run`].

use rand::Rng;

use super::strong::{MAX_DEPTH, Search, Spending, best};
use super::worlds::Observed;
use crate::tournament::Player;
use crate::{
    Action, Game, Strategy, Strong, Timing, Tournament, TournamentError, TournamentReport,
};

/// The strong player's search with every hand in view: **for measurement
/// only**, it cheats.
///
/// It considers the same candidates as the [`Strong`] player it is made
/// from and plays each out the same way (each other player with the
/// [`Greedy`](crate::Greedy) strategy if its true hand explains its
/// decisions as the greedy player's and with the [`Smart`](crate::Smart)
/// one otherwise, itself with the [`Smart`](crate::Smart) strategy after
/// searching its next three decisions with a choice, 1 for a win plus a
/// hundredth of the score), but in the true deal instead of in worlds
/// dealt by guesswork. Its win rate is the ceiling of that search: how
/// far better guesses of the hidden cards could take it against the same
/// opponents. The models draw no randomness, so searching each candidate
/// once in the true deal says all that more would.
///
/// It decides from the whole [`Game`], not from a
/// [`PlayerView`](crate::PlayerView), so it is no
/// [`Strategy`] and cannot sit at a table by mistake;
/// [`Oracle::run`] seats it in a tournament.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::oracle::Oracle;
/// use bigtwo_ai::{Game, Rules, Strong};
/// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let oracle = Oracle::new(Strong::default());
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
/// let mut game = Game::deal(Rules::document(), &mut rng);
/// let action = oracle.choose(&game, &mut rng);
/// game.apply(game.turn(), action)?;
/// # Ok::<(), bigtwo_ai::ActionError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Oracle {
    strong: Strong,
}

impl Oracle {
    /// The oracle searching as `strong` does (its candidates; its budget
    /// is not needed).
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::Strong;
    /// use bigtwo_ai::oracle::Oracle;
    ///
    /// assert_eq!(Oracle::new(Strong::default()), Oracle::default());
    /// ```
    pub const fn new(strong: Strong) -> Oracle {
        Oracle { strong }
    }

    /// The action of the player to act in `game`, chosen with every hand
    /// in view.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::oracle::Oracle;
    /// use bigtwo_ai::{Game, Rules};
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    /// let game = Game::deal(Rules::document(), &mut rng);
    /// let action = Oracle::default().choose(&game, &mut rng);
    /// assert!(game.view(game.turn()).legal_actions().contains(&action));
    /// ```
    pub fn choose(&self, game: &Game, _rng: &mut dyn Rng) -> Action {
        let view = game.view(game.turn());
        let candidates = self.strong.candidate_actions(&view);
        if candidates.len() <= 1 {
            return candidates.first().copied().unwrap_or(Action::Pass);
        }
        best(&candidates, &self.totals(game, &candidates))
    }

    /// Each action the oracle considers for the player to act in `game`
    /// (the strong player's candidates), with the value its search gives
    /// it in the true deal: 1 for a win plus a hundredth of the score, at
    /// the best of the player's next three choices. [`choose`](Oracle::choose)
    /// plays the first of the best. Comparing another player's choice
    /// with the best shows what its choice lost, by the oracle's measure
    /// (the `regret` example does this over many games); a decision
    /// with one legal action gets no values.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    /// use bigtwo_ai::oracle::Oracle;
    /// use bigtwo_ai::{Game, Rules};
    ///
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    /// let game = Game::deal(Rules::document(), &mut rng);
    /// let oracle = Oracle::default();
    /// let values = oracle.values(&game);
    /// let best = values.iter().map(|&(_, value)| value).fold(f64::MIN, f64::max);
    /// let chosen = values.iter().find(|&&(action, _)| action == oracle.choose(&game, &mut rng));
    /// assert_eq!(chosen.map(|&(_, value)| value), Some(best));
    /// ```
    pub fn values(&self, game: &Game) -> Vec<(Action, f64)> {
        let view = game.view(game.turn());
        let candidates = self.strong.candidate_actions(&view);
        if candidates.len() <= 1 {
            return Vec::new();
        }
        let totals = self.totals(game, &candidates);
        candidates.into_iter().zip(totals).collect()
    }

    /// Each candidate's value for the player to act in the true deal of
    /// `game`.
    fn totals(&self, game: &Game, candidates: &[Action]) -> Vec<f64> {
        let view = game.view(game.turn());
        let state = game.state();
        let smart = Observed::new(&view).smart_in(&view, state);
        let mut search = Search {
            work: 0,
            spending: Spending::UNLIMITED,
        };
        search
            .play_out_each(*state, &view, candidates, smart, MAX_DEPTH)
            .expect("a search without a stop plays out to the end")
    }

    /// Plays `tournament` with the oracle in lineup place 0 and `opponents`
    /// in places 1 to 3, as [`Tournament::run`] plays it between four
    /// strategies: to measure how far perfect information takes the
    /// strong player's search.
    ///
    /// # Errors
    ///
    /// As [`Tournament::run`].
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::oracle::Oracle;
    /// use bigtwo_ai::{Greedy, Rules, Tournament};
    ///
    /// let tournament = Tournament::new(Rules::document()).deals(5).seed(3);
    /// let (report, _) = Oracle::default().run(&tournament, &[&Greedy; 3])?;
    /// assert_eq!(report.standings[0].name, "oracle");
    /// assert!(report.standings[0].win_rate() > report.standings[1].win_rate());
    /// # Ok::<(), bigtwo_ai::TournamentError>(())
    /// ```
    pub fn run(
        &self,
        tournament: &Tournament<'_>,
        opponents: &[&dyn Strategy; 3],
    ) -> Result<(TournamentReport, [Timing; 4]), TournamentError> {
        let [first, second, third] = opponents;
        let lineup: [&dyn Player; 4] = [self, first, second, third];
        tournament.run_players(lineup)
    }
}

impl Player for Oracle {
    fn name(&self) -> &str {
        "oracle"
    }

    fn decide(&self, game: &Game, rng: &mut dyn Rng) -> Action {
        self.choose(game, rng)
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    use super::*;
    use crate::{Greedy, Rules};

    #[test]
    fn the_oracle_values_going_out_as_a_win_and_chooses_its_best() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(9);
        let oracle = Oracle::default();
        let mut going_out = 0;
        for _ in 0..40 {
            let mut game = Game::deal(Rules::document(), &mut rng);
            while !game.is_over() {
                let seat = game.turn();
                let view = game.view(seat);
                let values = oracle.values(&game);
                let legal = view.legal_actions();
                assert!(values.iter().all(|(action, _)| legal.contains(action)));
                let best = values.iter().map(|&(_, v)| v).fold(f64::MIN, f64::max);
                // With one legal action there is nothing to value;
                // otherwise the oracle plays a best one.
                assert_eq!(values.is_empty(), legal.len() == 1);
                let chosen = oracle.choose(&game, &mut rng);
                let value = values.iter().find(|&&(a, _)| a == chosen).map(|&(_, v)| v);
                assert!(values.is_empty() || value == Some(best), "{values:?}");
                // Beating the trick with every card it holds wins the game.
                let out = Action::Play(view.hand());
                if view.top().is_some() && legal.contains(&out) {
                    let value = values.iter().find(|&&(a, _)| a == out).map(|&(_, v)| v);
                    assert!(value.is_some_and(|v| v >= 1.0 && v == best), "{values:?}");
                    going_out += 1;
                }
                let action = crate::Strategy::choose(&Greedy, &view, &mut rng);
                game.apply(seat, action).unwrap();
            }
        }
        assert!(going_out > 3, "{going_out}");
    }
}
