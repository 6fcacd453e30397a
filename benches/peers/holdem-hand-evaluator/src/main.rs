//! hand-eval beside holdem-hand-evaluator: all 133,784,560 seven-card
//! hands in enumeration order and the same 2^20 random hands, each through
//! its incremental hand type, in one process. Usage: `hhe-compare [rounds [contender]]`; with a
//! contender (0 to 4), only that enumeration runs, `rounds` times, untimed
//! (for instruction counts under valgrind).
use std::hint::black_box;
use std::time::Instant;

use card_core::{Card, CardSet};
use hand_eval::Hand;
use holdem_hand_evaluator::Hand as Hhe;

/// Hand-written loops over every hand whose lowest card has index `a`.
macro_rules! enumerate {
    ($a:expr, $empty:expr, $card:expr, $add:ident, $value:expr) => {{
        let (a, mut best) = ($a, 0);
        let ha = $empty.$add($card(a));
        for b in a + 1..52 {
            let hb = ha.$add($card(b));
            for c in b + 1..52 {
                let hc = hb.$add($card(c));
                for d in c + 1..52 {
                    let hd = hc.$add($card(d));
                    for e in d + 1..52 {
                        let he = hd.$add($card(e));
                        for f in e + 1..52 {
                            let hf = he.$add($card(f));
                            for g in f + 1..52 {
                                best = best.max($value(hf.$add($card(g))));
                            }
                        }
                    }
                }
            }
        }
        best
    }};
}

#[inline(never)]
fn hand_eval_all(a: usize) -> u16 {
    enumerate!(a, Hand::EMPTY, |i| Card::ALL[i], add, |h: Hand| h
        .evaluate()
        .value())
}

#[inline(never)]
fn hand_eval_from_index(a: usize) -> u16 {
    let card = |i| Card::from_index(i).unwrap();
    enumerate!(a, Hand::EMPTY, card, add, |h: Hand| h.evaluate().value())
}

#[inline(never)]
fn hand_eval_extension(a: usize) -> u16 {
    let mut best = 0;
    let above = CardSet::from_bits(CardSet::FULL.bits() & !((2 << a) - 1)).unwrap();
    Hand::EMPTY
        .add(Card::ALL[a])
        .for_each_extension(above, 6, |h| {
            best = best.max(h.evaluate().value());
        });
    best
}

#[inline(never)]
fn hand_eval_ranked(a: usize) -> u16 {
    let mut best = 0;
    let above = CardSet::from_bits(CardSet::FULL.bits() & !((2 << a) - 1)).unwrap();
    Hand::EMPTY
        .add(Card::ALL[a])
        .for_each_ranked_extension(above, 6, |_, rank| {
            best = best.max(rank.value());
        });
    best
}

#[inline(never)]
fn hhe_all(a: usize) -> u16 {
    enumerate!(a, Hhe::new(), |i| i, add_card, |h: Hhe| h.evaluate())
}

#[inline(never)]
fn hand_eval_random(hands: &[[Card; 7]]) -> u16 {
    let add = |acc: Hand, &c: &Card| acc.add(c);
    hands
        .iter()
        .map(|h| h.iter().fold(Hand::EMPTY, add).evaluate().value())
        .max()
        .unwrap()
}

#[inline(never)]
fn hhe_random(hands: &[[u8; 7]]) -> u16 {
    let add = |acc: Hhe, &c: &u8| acc.add_card(usize::from(c));
    hands
        .iter()
        .map(|h| h.iter().fold(Hhe::new(), add).evaluate())
        .max()
        .unwrap()
}

/// Seconds taken by `f`.
fn time(f: impl FnOnce() -> u16) -> f64 {
    let start = Instant::now();
    black_box(f());
    start.elapsed().as_secs_f64()
}

fn main() {
    let rounds: usize = std::env::args().nth(1).map_or(10, |s| s.parse().unwrap());
    // 2^20 random hands (SplitMix64, partial Fisher-Yates), as card indices.
    let mut state = 7u64;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let z = (state ^ (state >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut deck: Vec<u8> = (0..52).collect();
    let indices: Vec<[u8; 7]> = (0..1 << 20)
        .map(|_| {
            for i in 0..7 {
                deck.swap(i, i + (next() % (52 - i) as u64) as usize);
            }
            std::array::from_fn(|i| deck[i])
        })
        .collect();
    let cards: Vec<[Card; 7]> = indices
        .iter()
        .map(|h| h.map(|i| Card::ALL[usize::from(i)]))
        .collect();
    let enums: [(&str, fn(usize) -> u16); 5] = [
        ("holdem-hand-evaluator", hhe_all),
        ("hand-eval, Card::ALL[i]", hand_eval_all),
        ("hand-eval, Card::from_index(i)", hand_eval_from_index),
        ("hand-eval, for_each_extension", hand_eval_extension),
        ("hand-eval, for_each_ranked_extension", hand_eval_ranked),
    ];
    if let Some(only) = std::env::args().nth(2) {
        let j: usize = only.parse().unwrap();
        // One contender alone, for valgrind.
        let mut best = 0;
        for _ in 0..rounds {
            for a in 0..52 {
                best = best.max(enums[j].1(a));
            }
        }
        println!("{} {best}", enums[j].0);
        return;
    }
    assert_eq!((0..52).map(hand_eval_all).max(), Some(7462));
    assert_eq!((0..52).map(hand_eval_extension).max(), Some(7462));
    assert_eq!((0..52).map(hand_eval_ranked).max(), Some(7462));
    assert_eq!((0..52).map(hhe_all).max(), Some((8 << 12) + 9));

    // Contenders in rounds, each round in a rotated order, over 52 chunks of
    // the enumeration (by lowest card) and 64 chunks of 16,384 random hands;
    // a contender's time is the sum over chunks of its fastest run.
    let chunk = |i: usize| i * 16_384..(i + 1) * 16_384;
    let randoms: [(&str, &dyn Fn(usize) -> u16); 2] = [
        ("holdem-hand-evaluator", &|i| hhe_random(&indices[chunk(i)])),
        ("hand-eval", &|i| hand_eval_random(&cards[chunk(i)])),
    ];
    let mut enum_best = [[f64::INFINITY; 52]; 5];
    let mut random_best = [[f64::INFINITY; 64]; 2];
    for round in 0..rounds {
        for a in 0..52 {
            for k in 0..5 {
                let j = (k + round + a) % 5;
                enum_best[j][a] = enum_best[j][a].min(time(|| enums[j].1(a)));
            }
        }
        for c in 0..64 {
            for k in 0..2 {
                let j = (k + round + c) % 2;
                random_best[j][c] = random_best[j][c].min(time(|| randoms[j].1(c)));
            }
        }
    }
    let ms = |t: &[f64]| t.iter().sum::<f64>() * 1e3;
    println!("all 133,784,560 hands in enumeration order     ms   holdem-hand-evaluator / this");
    for (j, e) in enums.iter().enumerate() {
        println!(
            "  {:36} {:8.1}  {:.3}",
            e.0,
            ms(&enum_best[j]),
            ms(&enum_best[0]) / ms(&enum_best[j])
        );
    }
    println!("2^20 random hands                               ms");
    for (j, r) in randoms.iter().enumerate() {
        println!(
            "  {:36} {:8.2}  {:.3}",
            r.0,
            ms(&random_best[j]),
            ms(&random_best[0]) / ms(&random_best[j])
        );
    }
}
