//! hand-eval side by side with published evaluators: all five-card hands
//! (Cactus Kev's binary search and perfect hash, the fast path, peers), all
//! 133,784,560 seven-card hands in enumeration order, seven-card hands in
//! random order, and random Omaha hands (PLO4 and PLO6 on a five-card
//! board) beside rs_poker's Omaha evaluator, and the evaluation part of an
//! exact heads-up PLO4 preflop equity (every board, one thread); and all
//! 8,347,680 seven-card short-deck hands.
//!
//! ```sh
//! cargo bench -p benches --bench hand_eval -- --warm-up-time 1 --measurement-time 5
//! ```
//!
//! Each evaluator uses its best interface: incremental accumulators where it
//! has one (hand-eval's `Hand`, rs_poker's `SevenCardAccum`), a slice
//! otherwise. Every result goes into a running maximum so that no evaluation
//! can be skipped.

// The nested enumeration loops index every evaluator's 52 cards the same way.
#![allow(clippy::needless_range_loop)]

use std::hint::black_box;

use card_core::{Card, CardSet};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hand_eval::{
    Hand, HandRank, OmahaHole, ShortDeck, ShortDeckHand, evaluate_omaha_unchecked, kev,
};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rs_poker::core::{CardBitSet, Rankable, SevenCardAccum};
use rs_poker::omaha::OmahaHand;

/// Card `i` (rank `i / 4`, suit `i % 4`) for each peer.
fn rs_poker_card(i: usize) -> rs_poker::core::Card {
    rs_poker::core::Card::from((i % 4 * 13 + i / 4) as u8)
}

fn freezeout_cards() -> Vec<freezeout_eval::Card> {
    freezeout_eval::Rank::ranks()
        .flat_map(|r| freezeout_eval::Suit::suits().map(move |s| freezeout_eval::Card::new(r, s)))
        .collect()
}

/// Calls `f` on every `K`-subset of 0..52 (as ascending indices).
fn for_each_subset<const K: usize>(mut f: impl FnMut(&[usize; K])) {
    let mut idx: [usize; K] = std::array::from_fn(|i| i);
    loop {
        f(&idx);
        let Some(i) = (0..K).rev().find(|&i| idx[i] < 52 - K + i) else {
            return;
        };
        idx[i] += 1;
        for j in i + 1..K {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

fn five_card_all(c: &mut Criterion) {
    let mut group = c.benchmark_group("five_card_all");
    group.throughput(Throughput::Elements(2_598_960));
    group.sample_size(10);
    let codes = Card::ALL.map(kev::encode);
    group.bench_function("hand_eval kev binary search", |b| {
        b.iter(|| {
            let mut best = u16::MAX;
            for_each_subset::<5>(|h| {
                best = best.min(kev::evaluate_binary_search(h.map(|i| codes[i])))
            });
            black_box(best)
        })
    });
    group.bench_function("hand_eval kev perfect hash", |b| {
        b.iter(|| {
            let mut best = u16::MAX;
            for_each_subset::<5>(|h| {
                best = best.min(kev::evaluate_perfect_hash(h.map(|i| codes[i])))
            });
            black_box(best)
        })
    });
    group.bench_function("hand_eval fast (accumulator)", |b| {
        b.iter(|| {
            let mut best = HandRank::WORST;
            for a in 0..52 {
                let ha = Hand::EMPTY.add(Card::ALL[a]);
                for b in a + 1..52 {
                    let hb = ha.add(Card::ALL[b]);
                    for c in b + 1..52 {
                        let hc = hb.add(Card::ALL[c]);
                        for d in c + 1..52 {
                            let hd = hc.add(Card::ALL[d]);
                            for e in d + 1..52 {
                                best = best.max(hd.add(Card::ALL[e]).evaluate());
                            }
                        }
                    }
                }
            }
            black_box(best)
        })
    });
    let rs: Vec<_> = (0..52).map(rs_poker_card).collect();
    group.bench_function("rs_poker (accumulator)", |b| {
        b.iter(|| {
            let mut best = SevenCardAccum::new().rank();
            for a in 0..52 {
                let ha = SevenCardAccum::new() + rs[a];
                for b in a + 1..52 {
                    let hb = ha + rs[b];
                    for c in b + 1..52 {
                        let hc = hb + rs[c];
                        for d in c + 1..52 {
                            let hd = hc + rs[d];
                            for e in d + 1..52 {
                                best = best.max((hd + rs[e]).rank());
                            }
                        }
                    }
                }
            }
            black_box(best)
        })
    });
    let fz = freezeout_cards();
    group.bench_function("freezeout-eval", |b| {
        b.iter(|| {
            let mut best = 0;
            for_each_subset::<5>(|h| {
                best = best.max(freezeout_eval::HandValue::eval(&h.map(|i| fz[i])).value())
            });
            black_box(best)
        })
    });
    let treys: Vec<poker::Card> = poker::deck::generate().collect();
    let evaluator = poker::Evaluator::new();
    group.bench_function("poker (treys port)", |b| {
        b.iter(|| {
            let mut best = None;
            for_each_subset::<5>(|h| {
                let eval = evaluator
                    .evaluate_five(h.map(|i| treys[i]))
                    .expect("five cards");
                best = best.max(Some(eval));
            });
            black_box(best)
        })
    });
    group.finish();
}

fn seven_card_all(c: &mut Criterion) {
    let mut group = c.benchmark_group("seven_card_all");
    group.throughput(Throughput::Elements(133_784_560));
    group.sample_size(10);
    group.bench_function("hand_eval (accumulator)", |b| {
        b.iter(|| {
            let mut best = HandRank::WORST;
            for a in 0..52 {
                let ha = Hand::EMPTY.add(Card::ALL[a]);
                for b in a + 1..52 {
                    let hb = ha.add(Card::ALL[b]);
                    for c in b + 1..52 {
                        let hc = hb.add(Card::ALL[c]);
                        for d in c + 1..52 {
                            let hd = hc.add(Card::ALL[d]);
                            for e in d + 1..52 {
                                let he = hd.add(Card::ALL[e]);
                                for f in e + 1..52 {
                                    let hf = he.add(Card::ALL[f]);
                                    for g in f + 1..52 {
                                        best = best.max(hf.add(Card::ALL[g]).evaluate());
                                    }
                                }
                            }
                        }
                    }
                }
            }
            black_box(best)
        })
    });
    group.bench_function("hand_eval (for_each_extension)", |b| {
        b.iter(|| {
            let mut best = HandRank::WORST;
            Hand::EMPTY.for_each_extension(CardSet::FULL, 7, |hand| {
                best = best.max(hand.evaluate());
            });
            black_box(best)
        })
    });
    group.bench_function("hand_eval (for_each_ranked_extension)", |b| {
        b.iter(|| {
            let mut best = HandRank::WORST;
            Hand::EMPTY.for_each_ranked_extension(CardSet::FULL, 7, |_, rank| {
                best = best.max(rank);
            });
            black_box(best)
        })
    });
    let rs: Vec<_> = (0..52).map(rs_poker_card).collect();
    group.bench_function("rs_poker (accumulator)", |b| {
        b.iter(|| {
            let mut best = SevenCardAccum::new().rank();
            for a in 0..52 {
                let ha = SevenCardAccum::new() + rs[a];
                for b in a + 1..52 {
                    let hb = ha + rs[b];
                    for c in b + 1..52 {
                        let hc = hb + rs[c];
                        for d in c + 1..52 {
                            let hd = hc + rs[d];
                            for e in d + 1..52 {
                                let he = hd + rs[e];
                                for f in e + 1..52 {
                                    let hf = he + rs[f];
                                    for g in f + 1..52 {
                                        best = best.max((hf + rs[g]).rank());
                                    }
                                }
                            }
                        }
                    }
                }
            }
            black_box(best)
        })
    });
    let fz = freezeout_cards();
    group.bench_function("freezeout-eval", |b| {
        b.iter(|| {
            let mut best = 0;
            for_each_subset::<7>(|h| {
                best = best.max(freezeout_eval::HandValue::eval(&h.map(|i| fz[i])).value())
            });
            black_box(best)
        })
    });
    group.finish();
}

/// How many random seven-card hands the random-order benchmark evaluates.
const RANDOM_HANDS: usize = 1 << 20;

fn seven_card_random(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(7);
    let mut deck: Vec<usize> = (0..52).collect();
    let hands: Vec<[usize; 7]> = (0..RANDOM_HANDS)
        .map(|_| {
            deck.shuffle(&mut rng);
            std::array::from_fn(|i| deck[i])
        })
        .collect();
    let mut group = c.benchmark_group("seven_card_random");
    group.throughput(Throughput::Elements(RANDOM_HANDS as u64));

    let ours: Vec<[Card; 7]> = hands.iter().map(|h| h.map(|i| Card::ALL[i])).collect();
    group.bench_function("hand_eval", |b| {
        b.iter(|| {
            ours.iter()
                .map(|h| h.iter().fold(Hand::EMPTY, |acc, &c| acc.add(c)).evaluate())
                .max()
        })
    });
    let rs: Vec<[rs_poker::core::Card; 7]> = hands.iter().map(|h| h.map(rs_poker_card)).collect();
    group.bench_function("rs_poker", |b| {
        b.iter(|| {
            rs.iter()
                .map(|h| {
                    h.iter()
                        .fold(SevenCardAccum::new(), |acc, &c| acc + c)
                        .rank()
                })
                .max()
        })
    });
    let fz_cards = freezeout_cards();
    let fz: Vec<[freezeout_eval::Card; 7]> = hands.iter().map(|h| h.map(|i| fz_cards[i])).collect();
    group.bench_function("freezeout-eval", |b| {
        b.iter(|| {
            fz.iter()
                .map(|h| freezeout_eval::HandValue::eval(h).value())
                .max()
        })
    });
    group.finish();
}

/// How many random Omaha hands each Omaha benchmark evaluates.
const RANDOM_OMAHA: usize = 1 << 16;

/// Random Omaha hands of `N` hole cards and five board cards (card indices).
fn omaha_deals<const N: usize>(seed: u64) -> Vec<([usize; N], [usize; 5])> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut deck: Vec<usize> = (0..52).collect();
    (0..RANDOM_OMAHA)
        .map(|_| {
            deck.shuffle(&mut rng);
            (
                std::array::from_fn(|i| deck[i]),
                std::array::from_fn(|i| deck[N + i]),
            )
        })
        .collect()
}

/// Random PLO`N` evaluation: hand-eval's `evaluate_omaha_unchecked` on the
/// hole and board cards against rs_poker's `OmahaHand::rank` (hands built
/// beforehand, so only the ranking is timed for both).
fn omaha_random<const N: usize>(c: &mut Criterion) {
    let deals = omaha_deals::<N>(N as u64);
    let mut group = c.benchmark_group(format!("omaha_random_plo{N}"));
    group.throughput(Throughput::Elements(RANDOM_OMAHA as u64));

    let ours: Vec<(CardSet, CardSet)> = deals
        .iter()
        .map(|(hole, board)| {
            (
                hole.iter().map(|&i| Card::ALL[i]).collect(),
                board.iter().map(|&i| Card::ALL[i]).collect(),
            )
        })
        .collect();
    group.bench_function("hand_eval", |b| {
        b.iter(|| {
            ours.iter()
                .map(|&(hole, board)| evaluate_omaha_unchecked(hole, board))
                .max()
        })
    });
    let set = |cards: &[usize]| {
        let mut set = CardBitSet::new();
        for &i in cards {
            set.insert(rs_poker_card(i));
        }
        set
    };
    let rs: Vec<OmahaHand> = deals
        .iter()
        .map(|(hole, board)| OmahaHand::new(set(hole), set(board)).expect("a valid hand"))
        .collect();
    group.bench_function("rs_poker", |b| {
        b.iter(|| rs.iter().map(|hand| hand.rank()).max())
    });
    group.finish();
}

/// Both hands of AsAhKsKh against JcTc9d8d on each of the 1,086,008 boards
/// of the other 44 cards, prepared once with `OmahaHole`, on one thread:
/// what an exact heads-up PLO4 preflop equity spends on evaluation.
fn omaha_heads_up_plo4(c: &mut Criterion) {
    let hero = OmahaHole::new("As Ah Ks Kh".parse().unwrap()).unwrap();
    let villain = OmahaHole::new("Jc Tc 9d 8d".parse().unwrap()).unwrap();
    let rest = !(hero.cards() | villain.cards());
    let mut group = c.benchmark_group("omaha_heads_up_plo4");
    group.throughput(Throughput::Elements(1_086_008));
    group.sample_size(10);
    group.bench_function("hand_eval OmahaHole (every board)", |b| {
        b.iter(|| {
            let mut tally = [0u32; 3];
            for board in rest.subsets(5) {
                let (h, v) = (
                    hero.evaluate_unchecked(board),
                    villain.evaluate_unchecked(board),
                );
                tally[usize::from(h >= v) + usize::from(h > v)] += 1;
            }
            black_box(tally)
        })
    });
    group.finish();
}

/// Every seven-card short-deck hand, by nested accumulators, under the
/// default ranking (no published peer evaluates the short deck).
fn short_deck_seven_card_all(c: &mut Criterion) {
    let deck: Vec<Card> = ShortDeck::DECK.iter().collect();
    let n = deck.len();
    let rules = ShortDeck::new();
    let mut group = c.benchmark_group("short_deck_seven_card_all");
    group.throughput(Throughput::Elements(8_347_680));
    group.bench_function("hand_eval ShortDeckHand (accumulator)", |b| {
        b.iter(|| {
            let mut best = 0;
            for a in 0..n {
                let ha = ShortDeckHand::EMPTY.add(deck[a]);
                for b in a + 1..n {
                    let hb = ha.add(deck[b]);
                    for c in b + 1..n {
                        let hc = hb.add(deck[c]);
                        for d in c + 1..n {
                            let hd = hc.add(deck[d]);
                            for e in d + 1..n {
                                let he = hd.add(deck[e]);
                                for f in e + 1..n {
                                    let hf = he.add(deck[f]);
                                    for g in f + 1..n {
                                        let rank = rules.evaluate_hand(hf.add(deck[g]));
                                        best = best.max(rank.value());
                                    }
                                }
                            }
                        }
                    }
                }
            }
            black_box(best)
        })
    });
    group.finish();
}

criterion_group!(
    benches,
    five_card_all,
    seven_card_all,
    seven_card_random,
    omaha_random::<4>,
    omaha_random::<6>,
    omaha_heads_up_plo4,
    short_deck_seven_card_all
);
criterion_main!(benches);
