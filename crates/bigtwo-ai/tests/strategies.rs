//! The players: the greedy player's fast path against its definition, and
//! seeded tournaments that keep the stronger players stronger.

mod common;

use bigtwo_ai::rand::SeedableRng;
use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use std::time::{Duration, Instant};

use bigtwo_ai::{
    Action, Budget, Finish, Game, Greedy, RandomPlayer, Rules, RulesError, Smart, StraightOrder,
    Strategy, Strong, Tournament, Variations,
};
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
        let (report, _) = tournament
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

/// Under hidden tricks and a full finishing order, the strong player's
/// simulations once dealt a seat that had gone out the cards of the
/// finished tricks, and it went out a second time.
#[test]
fn strong_plays_on_after_a_seat_has_gone_out_under_hidden_tricks() {
    let rules = Rules::builder()
        .variations(Variations::HIDDEN_TRICKS)
        .finish(Finish::FullOrder)
        .build()
        .unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(0);
    let mut game = Game::deal(rules, &mut rng);
    let strong = Strong::default();
    let outcome = game
        .play_out(&[&Greedy, &Greedy, &Greedy, &strong], &mut rng)
        .unwrap();
    assert_eq!(outcome.order.len(), 4);
}

/// The same fault dealt simulated hands of 40 cards or more, whose plays
/// took seconds to list while the budget counted them as a few units.
#[test]
fn a_hidden_tricks_endgame_keeps_to_the_budget() {
    let rules = Rules::builder()
        .variations(Variations::from_bits_retain(0x113))
        .straight_order(StraightOrder::FirstCard)
        .finish(Finish::FullOrder)
        .build()
        .unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(18_300_270_985_792_786_202);
    let mut game = Game::deal(rules, &mut rng);
    let strong = Strong::new(Budget::Work(1_500));
    let lineup: [&dyn Strategy; 4] = [&Greedy, &Greedy, &RandomPlayer, &strong];
    let mut slowest = Duration::ZERO;
    while !game.is_over() {
        let seat = game.turn();
        let start = Instant::now();
        let action = lineup[seat.index()].choose(&game.view(seat), &mut rng);
        slowest = slowest.max(start.elapsed());
        game.apply(seat, action).unwrap();
    }
    // 9.7 s before the fix; well under a millisecond after it.
    assert!(slowest < Duration::from_millis(500), "{slowest:?}");
}

#[test]
fn undefined_variation_bits_are_refused() {
    let err = Rules::builder()
        .variations(Variations::from_bits_retain(0x4bbb))
        .build()
        .unwrap_err();
    assert_eq!(err, RulesError::UndefinedVariations { bits: 0x4a00 });
}
