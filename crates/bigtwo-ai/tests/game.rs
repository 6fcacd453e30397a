//! The engine: illegal actions, trick flow, instant wins, logs and
//! replays, and what a player's view reveals.

mod common;

use bigtwo_ai::card_core::{Card, CardSet, Rank, Suit};
use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use bigtwo_ai::rand::{RngExt, SeedableRng};
use bigtwo_ai::{
    Action, ActionError, Budget, Event, Finish, Game, Greedy, InstantWin, Kind, Log, LogError,
    PlayError, RandomPlayer, Rules, Seat, Smart, Strategy, Strong, Twos, Variations,
};
use proptest::prelude::*;

fn set(s: &str) -> CardSet {
    s.parse().unwrap()
}

/// Hands dealt by suit-striped ranks, with 3s and 4s swapped so that
/// nobody holds a dragon: seat 0 holds 3♦.
fn striped() -> [CardSet; 4] {
    [
        "3d 3c 5h 6s 7d 8c 9h Ts Jd Qc Kh As 2d",
        "4c 4h 5s 6d 7c 8h 9s Td Jc Qh Ks Ad 2c",
        "3h 3s 5d 6c 7h 8s 9d Tc Jh Qs Kd Ac 2h",
        "4s 4d 5c 6h 7s 8d 9c Th Js Qd Kc Ah 2s",
    ]
    .map(set)
}

#[test]
fn illegal_actions_are_rejected_and_change_nothing() {
    let rules = Rules::document();
    let mut game = Game::from_hands(rules, striped(), None).unwrap();
    let [s0, s1, s2, _] = Seat::ALL;
    let rejects = |game: &mut Game, seat, action, expected| {
        let before = game.clone();
        assert_eq!(game.apply(seat, action), Err(expected));
        assert_eq!(*game, before);
    };
    rejects(&mut game, s0, Action::Pass, ActionError::PassOnLead);
    rejects(
        &mut game,
        s1,
        Action::Play(set("3c")),
        ActionError::NotYourTurn { seat: s1, turn: s0 },
    );
    rejects(
        &mut game,
        s0,
        Action::Play(set("3d 3h")),
        ActionError::NotHeld {
            seat: s0,
            card: "3h".parse().unwrap(),
        },
    );
    rejects(
        &mut game,
        s0,
        Action::Play(set("3d 5h")),
        ActionError::Play(PlayError::RanksDiffer { count: 2 }),
    );
    rejects(
        &mut game,
        s0,
        Action::Play(set("2d")),
        ActionError::MustContain {
            card: "3d".parse().unwrap(),
        },
    );
    game.play(s0, set("3d 3c")).unwrap();
    rejects(
        &mut game,
        s1,
        Action::Play(set("2c")),
        ActionError::WrongKind {
            play: Kind::Single,
            trick: Kind::Pair,
        },
    );
    game.play(s1, set("4c 4h")).unwrap();
    rejects(
        &mut game,
        s2,
        Action::Play(set("3h 3s")),
        ActionError::TooLow {
            play: rules.classify(set("3h 3s")).unwrap(),
            top: rules.classify(set("4c 4h")).unwrap(),
        },
    );
    game.pass(s2).unwrap();
    assert_eq!(game.turn(), Seat::ALL[3]);
}

#[test]
fn a_passed_player_sits_out_the_trick_unless_variation_8() {
    for (variation, back) in [
        (Variations::empty(), false),
        (Variations::PLAY_AFTER_PASS, true),
    ] {
        let rules = Rules::builder().variations(variation).build().unwrap();
        let mut game = Game::from_hands(rules, striped(), None).unwrap();
        let [s0, s1, s2, s3] = Seat::ALL;
        game.play(s0, set("3d")).unwrap();
        game.pass(s1).unwrap();
        game.play(s2, set("3h")).unwrap();
        game.play(s3, set("4s")).unwrap();
        game.play(s0, set("5h")).unwrap();
        // Seat 1 passed: it gets the turn again only under variation 8.
        assert_eq!(game.turn() == s1, back);
        assert!(game.state().has_passed(s1));
    }
}

#[test]
fn when_all_others_pass_the_last_player_leads_with_anything() {
    let rules = Rules::document();
    let mut game = Game::from_hands(rules, striped(), None).unwrap();
    let [s0, s1, s2, s3] = Seat::ALL;
    game.play(s0, set("3d")).unwrap();
    game.play(s1, set("2c")).unwrap();
    for seat in [s2, s3, s0] {
        game.pass(seat).unwrap();
    }
    assert_eq!(game.turn(), s1);
    assert_eq!(game.state().top(), None);
    assert!(matches!(game.log().events().last(), Some(Event::Trick { leader }) if *leader == s1));
    game.play(s1, set("4c 4h")).unwrap();
}

#[test]
fn four_of_a_kind_bombs_the_twos_and_another_turns_them_back() {
    // Seat 0 holds four 7s and four 9s.
    let hands = [
        "3d 7c 7d 7h 7s 9c 9d 9h 9s 4c 5c 6c 8c",
        "3c 4d 5d 6d 8d Td Jd Qd Kd Ad 2d Tc Jc",
        "3h 4h 5h 6h 8h Th Jh Qh Kh Ah 2h Qc Kc",
        "3s 4s 5s 6s 8s Ts Js Qs Ks As 2s Ac 2c",
    ]
    .map(set);
    let rules = Rules::document();
    let mut game = Game::from_hands(rules, hands, None).unwrap();
    game.play(Seat::ALL[0], set("3d 7c 7d 7h 7s")).unwrap();
    assert_eq!(game.state().twos(), Twos::Low);
    assert!(
        game.log()
            .events()
            .contains(&Event::Twos { twos: Twos::Low })
    );
    for seat in [Seat::ALL[1], Seat::ALL[2], Seat::ALL[3]] {
        game.pass(seat).unwrap();
    }
    // The ace now beats the 2 in singles.
    let ace = rules.classify(set("Ac")).unwrap();
    let two = rules.classify(set("2c")).unwrap();
    assert!(rules.beats(&ace, &two, game.state().twos()));
    game.play(Seat::ALL[0], set("9c 9d 9h 9s 4c")).unwrap();
    assert_eq!(game.state().twos(), Twos::High);
}

#[test]
fn instant_wins_end_the_game_at_the_deal() {
    let four_twos = [
        "2c 2d 2h 2s 3c 4c 5c 6c 7c 8c 9c Tc Jc",
        "3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ad Qc",
        "3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah Kc",
        "3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As Ac",
    ]
    .map(set);
    let game = Game::from_hands(Rules::document(), four_twos, None).unwrap();
    assert_eq!(
        game.state().instant_win(),
        Some((Seat::ALL[0], InstantWin::FourTwos))
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores, [117, -39, -39, -39]);
    assert_eq!(
        game.log().to_string().lines().skip(5).collect::<Vec<_>>(),
        ["instant 0 four-twos", "end +117 -39 -39 -39"]
    );

    // Six pairs win only under variation 7.
    let pairs = [
        "3c 3d 4c 4d 5c 5d 6c 6d 7c 7d 8c 8d 9c",
        "3h 3s 4h 4s 5h 5s 6h 6s 7h 7s 8h 8s 9d",
        "9h 9s Tc Td Th Ts Jc Jd Jh Js Qc Qd Qh",
        "Qs Kc Kd Kh Ks Ac Ad Ah As 2c 2d 2h 2s",
    ]
    .map(set);
    let game = Game::from_hands(Rules::document(), pairs, None).unwrap();
    // Seat 3 holds four 2s, the only instant win of the document's rules.
    assert_eq!(
        game.state().instant_win(),
        Some((Seat::ALL[3], InstantWin::FourTwos))
    );
    let rules = Rules::builder()
        .variations(Variations::SIX_PAIRS_WIN)
        .build()
        .unwrap();
    let game = Game::from_hands(rules, pairs, None).unwrap();
    assert_eq!(
        game.state().instant_win(),
        Some((Seat::ALL[3], InstantWin::FourTwos))
    );
    assert_eq!(rules.instant_win(pairs[0]), Some(InstantWin::SixPairs));
    assert_eq!(rules.instant_win(pairs[2]), Some(InstantWin::SixPairs));
}

#[test]
fn deals_must_be_four_disjoint_hands_of_thirteen() {
    let mut hands = striped();
    hands[2] = (hands[2] - set("2h")) | set("2d");
    assert_eq!(
        Game::from_hands(Rules::document(), hands, None),
        Err(bigtwo_ai::HandsError::SharedCard {
            card: "2d".parse().unwrap()
        })
    );
}

#[test]
fn the_view_hides_the_other_hands_and_under_variation_10_old_tricks() {
    // Two deals that differ only in cards swapped between seats 1 and 2
    // look the same to seat 0, whose samples are then the same.
    let mut swapped = striped();
    let (a, b) = (set("5s"), set("9d"));
    swapped[1] = (swapped[1] - a) | b;
    swapped[2] = (swapped[2] - b) | a;
    let rules = Rules::document();
    let worlds: Vec<_> = [striped(), swapped]
        .into_iter()
        .map(|hands| {
            let game = Game::from_hands(rules, hands, None).unwrap();
            game.view(Seat::ALL[0])
                .determinize(&mut Xoshiro256PlusPlus::seed_from_u64(3))
        })
        .collect();
    assert_eq!(worlds[0], worlds[1]);

    let hidden = Rules::builder()
        .variations(Variations::HIDDEN_TRICKS)
        .build()
        .unwrap();
    let mut game = Game::from_hands(hidden, striped(), None).unwrap();
    game.play(Seat::ALL[0], set("3d")).unwrap();
    for seat in [Seat::ALL[1], Seat::ALL[2], Seat::ALL[3]] {
        game.pass(seat).unwrap();
    }
    let view = game.view(Seat::ALL[1]);
    assert!(view.seen().is_empty());
    assert_eq!(view.unseen().len(), 39);
    assert_eq!(view.cards_left(Seat::ALL[0]), 12);
    let world = view.determinize(&mut Xoshiro256PlusPlus::seed_from_u64(1));
    assert_eq!(world.hand(Seat::ALL[0]).len(), 12);
}

/// Plays a game with random players under `rules`, trying random
/// actions first: the engine accepts exactly the legal actions, rejects
/// the rest without change, and logs a game that replays.
fn check_game(rules: Rules, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut game = Game::deal(rules, &mut rng);
    while !game.is_over() {
        let seat = game.turn();
        let legal = game.view(seat).legal_actions();
        for _ in 0..4 {
            let hand: Vec<Card> = game.state().hand(seat).iter().collect();
            let size = rng.random_range(1..=hand.len().min(6));
            let mut attempt: CardSet = (0..size)
                .map(|_| hand[rng.random_range(0..hand.len())])
                .collect();
            if rng.random_range(0..8) == 0 {
                attempt |= Card::ALL[rng.random_range(0..52)];
            }
            let action = Action::Play(attempt);
            let before = game.clone();
            let accepted = game.apply(seat, action).is_ok();
            prop_assert_eq!(accepted, legal.contains(&action), "{} by {}", action, seat);
            if accepted {
                break;
            }
            prop_assert_eq!(&game, &before);
        }
        if game.turn() == seat && !game.is_over() {
            let action = RandomPlayer.choose(&game.view(seat), &mut rng);
            game.apply(seat, action).unwrap();
        }
    }
    let outcome = game.outcome().unwrap();
    prop_assert_eq!(outcome.scores.iter().sum::<i32>(), 0);
    if rules.finish() == Finish::FullOrder && outcome.instant.is_none() {
        let mut order = outcome.order.clone();
        order.sort();
        prop_assert_eq!(order, Seat::ALL.to_vec());
    }
    let text = game.log().to_string();
    let log: Log = text.parse().unwrap();
    prop_assert_eq!(&log, game.log());
    prop_assert_eq!(&Game::replay(rules, &log).unwrap(), &game);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn random_games_accept_exactly_the_legal_actions_and_replay(
        rules in common::rules(),
        full in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let finish = if full { Finish::FullOrder } else { Finish::FirstOut };
        let rules = Rules::builder()
            .variations(rules.variations())
            .straight_order(rules.straight_order())
            .suit_order(rules.suit_order())
            .finish(finish)
            .build()
            .unwrap();
        check_game(rules, seed)?;
    }
}

#[test]
fn a_trick_whose_last_player_went_out_passes_the_lead_to_the_next_holder() {
    // Over many random games played to the end, every trick that ends
    // after its last player went out is led next by the first seat after
    // that player still holding cards.
    let rules = Rules::builder().finish(Finish::FullOrder).build().unwrap();
    let mut checked = 0;
    for seed in 0..300 {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut game = Game::deal(rules, &mut rng);
        game.play_out(&[&Greedy; 4], &mut rng).unwrap();
        let mut held = [13usize; 4];
        let mut last = None;
        let mut at_first_out = None;
        for event in game.log().events() {
            match *event {
                Event::Out { place: 1, .. } => at_first_out = Some(held),
                Event::Play { seat, cards } => {
                    held[seat.index()] -= cards.len();
                    last = Some(seat);
                }
                Event::Trick { leader } => {
                    let last = last.unwrap();
                    let expected = (0..4)
                        .map(|step| last.after(step))
                        .find(|seat| held[seat.index()] > 0)
                        .unwrap();
                    assert_eq!(leader, expected);
                    checked += usize::from(held[last.index()] == 0);
                }
                _ => {}
            }
        }
        // Playing on, the losers still pay for the cards they held when
        // the winner went out.
        let outcome = game.outcome().unwrap();
        if let Some(held) = at_first_out {
            assert_eq!(outcome.cards_left.map(usize::from), held);
        }
    }
    assert!(checked > 50, "only {checked} inherited leads");
}

#[test]
fn replays_reject_forged_logs() {
    let rules = Rules::document();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(21);
    let mut game = Game::deal(rules, &mut rng);
    game.play_out(&[&Greedy; 4], &mut rng).unwrap();
    let text = game.log().to_string();
    let lines: Vec<&str> = text.lines().collect();

    // An action the rules reject.
    let first_pass = lines.iter().position(|l| l.starts_with("pass")).unwrap();
    let mut forged = lines.clone();
    let seat = &forged[first_pass][5..];
    let illegal = format!("play {seat} 3d");
    forged[first_pass] = &illegal;
    let err = Game::replay(rules, &forged.join("\n").parse().unwrap()).unwrap_err();
    assert!(matches!(err, LogError::Illegal { event, .. } if event == first_pass + 1));

    // A missing derived event.
    let trick = lines.iter().position(|l| l.starts_with("trick")).unwrap();
    let mut forged = lines.clone();
    forged.remove(trick);
    let err = Game::replay(rules, &forged.join("\n").parse().unwrap()).unwrap_err();
    assert!(matches!(err, LogError::Mismatch { event, .. } if event == trick + 1));

    // No deal.
    let err = Game::replay(rules, &lines[5..].join("\n").parse().unwrap()).unwrap_err();
    assert_eq!(err, LogError::NoDeal);

    // Parse errors name the line.
    let err = "deal 0 3d 4x".parse::<Log>().unwrap_err();
    assert!(matches!(err, LogError::Card { line: 1, .. }));
    assert_eq!(
        "pass 7".parse::<Log>().unwrap_err(),
        LogError::Malformed {
            line: 1,
            expected: "a seat 0 to 3"
        }
    );
}

#[test]
fn every_strategy_plays_legally_under_every_variation() {
    let strong = Strong::new(Budget::Work(1_200));
    let lineup: [&dyn Strategy; 4] = [&strong, &Smart, &Greedy, &RandomPlayer];
    for bits in 0..(1 << 9) {
        if bits % 23 != 0 && bits != (1 << 9) - 1 {
            continue;
        }
        let rules = Rules::builder()
            .variations(Variations::from_bits_truncate(bits))
            .build()
            .unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(u64::from(bits));
        let mut game = Game::deal(rules, &mut rng);
        game.play_out(&lineup, &mut rng).unwrap();
        assert!(game.is_over());
    }
}

#[test]
fn the_lowest_card_opens_under_every_suit_order() {
    for order in bigtwo_ai::SuitOrder::ALL {
        let rules = Rules::builder().suit_order(order).build().unwrap();
        let game = Game::deal(rules, &mut Xoshiro256PlusPlus::seed_from_u64(4));
        let lowest = Card::new(Rank::Three, order.suits()[0]);
        assert!(game.state().hand(game.turn()).contains(lowest));
        assert_eq!(
            order.suits()[0] == Suit::Diamonds,
            lowest.to_string() == "3d"
        );
    }
}

/// An error chain printer (`{err}` then each `source()`) shows each cause
/// once: a wrapper that prints its cause does not also return it.
#[test]
fn a_wrapped_error_shows_its_cause_once() {
    fn chain(err: &dyn std::error::Error) -> String {
        let mut text = err.to_string();
        let mut next = err.source();
        while let Some(cause) = next {
            text = format!("{text}: {cause}");
            next = cause.source();
        }
        text
    }
    let card = "deal 1 Xs".parse::<Log>().unwrap_err();
    assert_eq!(chain(&card), "line 1: unknown rank 'X' at byte 0");
    let rules = Rules::document();
    let mut game = Game::deal(rules, &mut Xoshiro256PlusPlus::seed_from_u64(1));
    let opener = game.turn();
    let three = rules.lowest_card();
    let other = game
        .state()
        .hand(opener)
        .iter()
        .find(|c| c.rank() != three.rank());
    let two = CardSet::from(three) | CardSet::from(other.unwrap());
    let err = game.play(opener, two).unwrap_err();
    assert!(matches!(
        err,
        ActionError::Play(PlayError::RanksDiffer { count: 2 })
    ));
    assert_eq!(chain(&err), "not a play: 2 cards of different ranks");
    let log = format!("{}\npass {opener}", game.log());
    let err = Game::replay(rules, &log.parse().unwrap()).unwrap_err();
    assert_eq!(chain(&err), "event 6: the leader of a trick cannot pass");
}
