//! bigtwo-ai: legal-move generation, whole games between four greedy
//! players, and the strong player's decisions (at the opening, and in the
//! middle of a game).

use std::hint::black_box;

use bigtwo_ai::card_core::{CardSet, Deck};
use bigtwo_ai::rand::SeedableRng;
use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use bigtwo_ai::{Game, Greedy, Requirement, Rules, Strategy, Strong, Twos};
use criterion::{Criterion, criterion_group, criterion_main};

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

criterion_group!(benches, bench);
criterion_main!(benches);
