//! bigtwo-ai: legal-move generation, whole games between four greedy
//! players, and the strong player's decisions (at the opening, and in the
//! middle of a game); and the strong player's units of work, timed in
//! positions of every kind to recalibrate what each step of its search
//! costs.

use std::hint::black_box;

use bigtwo_ai::card_core::{CardSet, Deck};
use bigtwo_ai::rand::SeedableRng;
use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use bigtwo_ai::{
    Budget, Game, Greedy, Requirement, Rules, Smart, Strategy, Strong, Twos, Variations,
};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let rules = Rules::document();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let hands: Vec<CardSet> = (0..64)
        .map(|_| Deck::shuffled(&mut rng).deal(13).unwrap())
        .collect();
    let mut group = c.benchmark_group("bigtwo_ai");

    group.bench_function("legal plays, leading, 64 hands of 13", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|&hand| {
                    rules
                        .legal_plays(black_box(hand), &Requirement::lead())
                        .len()
                })
                .sum::<usize>()
        })
    });
    let pair = rules.classify("8c 8d".parse().unwrap()).unwrap();
    let follow = Requirement::follow(pair, Twos::High);
    group.bench_function("legal plays, following a pair, 64 hands of 13", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|&hand| rules.legal_plays(black_box(hand), &follow).len())
                .sum::<usize>()
        })
    });

    let mut seed = 0u64;
    group.bench_function("full game, four greedy players (deal, play, log)", |b| {
        b.iter(|| {
            seed += 1;
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let mut game = Game::deal(rules, &mut rng);
            game.play_out(&[&Greedy; 4], &mut rng).unwrap()
        })
    });

    // The strong player's decisions: answering the opening play (the
    // longest rollouts), and eight actions into the game.
    let strong = Strong::default();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    let mut game = Game::deal(rules, &mut rng);
    let mut positions = Vec::new();
    for actions in 1..=8 {
        let seat = game.turn();
        let action = Greedy.choose(&game.view(seat), &mut rng);
        game.apply(seat, action).unwrap();
        if actions == 1 || actions == 8 {
            positions.push(game.clone());
        }
    }
    group.sample_size(20);
    for (name, game) in [
        ("answering the opening play", &positions[0]),
        ("eight actions in", &positions[1]),
    ] {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        group.bench_function(format!("strong decision, default budget, {name}"), |b| {
            b.iter(|| strong.choose(&game.view(game.turn()), &mut rng))
        });
    }
    group.finish();
}

/// A position of a game between `lineup` (dealt from `seed` under `rules`)
/// where the player to act holds at most `cards` cards and has more than
/// two legal actions.
fn position(rules: Rules, lineup: [&dyn Strategy; 4], seed: u64, cards: usize) -> Game {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    loop {
        let mut game = Game::deal(rules, &mut rng);
        while !game.is_over() {
            let seat = game.turn();
            let view = game.view(seat);
            if view.hand().len() <= cards && view.legal_actions().len() > 2 {
                return game;
            }
            let action = lineup[seat.index()].choose(&view, &mut rng);
            game.apply(seat, action).unwrap();
        }
    }
}

/// The strong player's units of work: decisions at a fixed budget of work
/// in positions of each kind, each reported as units a second (the budget
/// over the time; a decision ends the world it is playing when the budget
/// runs out, so it spends a little more). A unit is meant to take about
/// 10 ns whatever the search is doing, about 100 million units a second
/// on every line: where one kind runs faster or slower than the others,
/// the weights of `crates/bigtwo-ai/src/strategy/cost.rs` that dominate
/// it are to be scaled by the ratio, and where all do, the default budget.
fn work_units(c: &mut Criterion) {
    const BUDGET: u32 = 200_000;
    let strong = Strong::new(Budget::Work(BUDGET));
    let document = Rules::document();
    let straights = Rules::builder()
        .variations(Variations::ANY_LENGTH_STRAIGHTS)
        .build()
        .unwrap();
    let greedy: [&dyn Strategy; 4] = [&Greedy; 4];
    let smart: [&dyn Strategy; 4] = [&Smart; 4];
    let positions = [
        (
            "greedy players, 13 cards",
            position(document, greedy, 1, 13),
        ),
        ("greedy players, 9 cards", position(document, greedy, 2, 9)),
        ("greedy players, 4 cards", position(document, greedy, 3, 4)),
        ("smart players, 9 cards", position(document, smart, 4, 9)),
        ("smart players, 4 cards", position(document, smart, 5, 4)),
        (
            "straights of any length, 9 cards",
            position(straights, greedy, 6, 9),
        ),
    ];
    let mut group = c.benchmark_group("bigtwo_ai strong work units");
    group.sample_size(20);
    group.throughput(Throughput::Elements(u64::from(BUDGET)));
    for (name, game) in &positions {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        group.bench_function(*name, |b| {
            b.iter(|| strong.choose(&game.view(game.turn()), &mut rng))
        });
    }
    group.finish();
}

criterion_group!(benches, bench, work_units);
criterion_main!(benches);
