//! The players: the greedy player's fast path against its definition, and
//! seeded tournaments that keep the stronger players stronger.

mod common;

use bigtwo_ai::rand::SeedableRng;
use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use bigtwo_ai::{Action, Game, Greedy, RandomPlayer, Rules, Smart, Strategy, Strong, Tournament};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// `Greedy::choose` looks kind by kind; `Greedy::pick` orders every
    /// legal play at once. They agree at every turn of random games.
    #[test]
    fn greedy_choose_is_greedy_pick(rules in common::rules(), seed in any::<u64>()) {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut game = Game::deal(rules, &mut rng);
        while !game.is_over() {
            let seat = game.turn();
            let view = game.view(seat);
            let plays = view.legal_plays();
            let expected = Greedy::pick(&rules, &plays, view.twos())
                .map_or(Action::Pass, |play| Action::Play(play.cards()));
            prop_assert_eq!(Greedy.choose(&view, &mut rng), expected);
            // Random play moves the game to positions greedy players avoid.
            let action = RandomPlayer.choose(&view, &mut rng);
            game.apply(seat, action).unwrap();
        }
    }
}

#[test]
fn smart_and_strong_beat_greedy_players() {
    let tournament = Tournament::new(Rules::document()).deals(25).seed(2);
    let strong = Strong::default();
    for (player, at_least) in [(&Smart as &dyn Strategy, 0.28), (&strong, 0.45)] {
        let report = tournament
            .run(&[player, &Greedy, &Greedy, &Greedy])
            .unwrap();
        let standing = &report.standings[0];
        assert!(
            standing.win_rate() >= at_least,
            "{} won {:.1}%",
            standing.name,
            100.0 * standing.win_rate()
        );
        assert!(
            standing.score > 0,
            "{} scored {}",
            standing.name,
            standing.score
        );
    }
}
