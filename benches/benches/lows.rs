//! hand-eval's lows side by side with the published evaluators that have
//! them: the ace-to-five low (razz) and the deuce-to-seven low of random
//! seven-card hands, and Omaha hi-lo (the high and the 8-or-better low) of
//! random PLO4 hands on a five-card board, beside aya_poker 0.1 and
//! ducy 0.3; and exact heads-up PLO8 preflop and razz equity (one thread;
//! no peer offers these).
//!
//! ```sh
//! cargo bench -p benches --bench lows -- --warm-up-time 1 --measurement-time 3
//! ```
//!
//! Each evaluator uses its best interface: the seven cards go into
//! hand-eval's and aya_poker's accumulators inside the timed loop; ducy
//! ranks a prepared `Deck` (its rankers take nothing else), and evaluates
//! Omaha hi-lo through a one-player game state, its only entry point for a
//! hi-lo hand. Every result goes into a running maximum so that no
//! evaluation can be skipped.

use card_core::{Card, CardSet};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ducy::games::flop_game::FlopGame;
use ducy::games::omaha_hilo::{OmahaHiLoGameEvaluation, OmahaHiLoGameState};
use ducy::ranking::deuce_to_seven::DeuceToSevenRanker;
use ducy::ranking::razz::RazzRanker;
use hand_eval::{Hand, evaluate_omaha_hi_lo};
use holdem_enum::{HandList, Matchup, Variant};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::hint::black_box;

/// How many random seven-card hands each low benchmark evaluates.
const RANDOM_HANDS: usize = 1 << 16;

/// How many random PLO4 hands the Omaha hi-lo benchmark evaluates.
const RANDOM_OMAHA: usize = 1 << 14;

/// `n` random deals of `K` distinct cards from a seeded sequence.
fn deals<const K: usize>(seed: u64, n: usize) -> Vec<[Card; K]> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut deck = Card::ALL.to_vec();
    (0..n)
        .map(|_| {
            deck.shuffle(&mut rng);
            std::array::from_fn(|i| deck[i])
        })
        .collect()
}

/// The cards as text, which every peer parses.
fn text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn aya_cards(cards: &[Card]) -> Vec<aya_poker::base::Card> {
    cards
        .iter()
        .map(|c| c.to_string().parse().expect("aya_poker parses a card"))
        .collect()
}

fn ducy_deck(cards: &[Card]) -> ducy::deck::Deck {
    ducy::deck::Deck::parse(&text(cards)).expect("ducy parses the cards")
}

/// A-5 (razz) and 2-7 lows of random seven-card hands.
fn seven_card_lows(c: &mut Criterion) {
    let hands = deals::<7>(27, RANDOM_HANDS);
    let aya: Vec<Vec<aya_poker::base::Card>> = hands.iter().map(|h| aya_cards(h)).collect();
    let aya_hand = |cards: &[aya_poker::base::Card]| {
        let mut hand = aya_poker::base::Hand::new();
        for card in cards {
            hand.insert_unchecked(card);
        }
        hand
    };
    let ducy: Vec<ducy::deck::Deck> = hands.iter().map(|h| ducy_deck(h)).collect();
    let ours = |h: &[Card; 7]| h.iter().fold(Hand::EMPTY, |acc, &c| acc.add(c));

    let mut group = c.benchmark_group("ace_five_random_7");
    group.throughput(Throughput::Elements(RANDOM_HANDS as u64));
    group.bench_function("hand_eval", |b| {
        b.iter(|| hands.iter().map(|h| ours(h).ace_five_low()).max())
    });
    group.bench_function("aya_poker", |b| {
        b.iter(|| {
            aya.iter()
                .map(|h| aya_poker::ace_five_rank(&aya_hand(h)))
                .max()
        })
    });
    group.sample_size(10);
    group.bench_function("ducy", |b| {
        b.iter(|| ducy.iter().map(RazzRanker::get_rank).max())
    });
    group.finish();

    let mut group = c.benchmark_group("deuce_seven_random_7");
    group.throughput(Throughput::Elements(RANDOM_HANDS as u64));
    group.bench_function("hand_eval", |b| {
        b.iter(|| hands.iter().map(|h| ours(h).deuce_seven_low()).max())
    });
    group.bench_function("aya_poker", |b| {
        b.iter(|| {
            aya.iter()
                .map(|h| aya_poker::deuce_seven_rank(&aya_hand(h)))
                .max()
        })
    });
    group.sample_size(10);
    group.bench_function("ducy", |b| {
        b.iter(|| ducy.iter().map(DeuceToSevenRanker::get_best_from).max())
    });
    group.finish();
}

/// The high and the 8-or-better low of random PLO4 hands on five-card
/// boards.
fn omaha_hi_lo_random_plo4(c: &mut Criterion) {
    let deals = deals::<9>(8, RANDOM_OMAHA);
    let mut group = c.benchmark_group("omaha_hi_lo_random_plo4");
    group.throughput(Throughput::Elements(RANDOM_OMAHA as u64));

    let ours: Vec<(CardSet, CardSet)> = deals
        .iter()
        .map(|d| {
            (
                d[..4].iter().copied().collect(),
                d[4..].iter().copied().collect(),
            )
        })
        .collect();
    group.bench_function("hand_eval", |b| {
        b.iter(|| {
            ours.iter()
                .map(|&(hole, board)| {
                    let both = evaluate_omaha_hi_lo(hole, board).expect("a valid hand");
                    (both.high, both.low)
                })
                .max()
        })
    });
    let aya: Vec<(aya_poker::base::Hand, aya_poker::base::Hand)> = deals
        .iter()
        .map(|d| {
            (
                text(&d[..4]).parse().expect("aya_poker parses the hand"),
                text(&d[4..]).parse().expect("aya_poker parses the board"),
            )
        })
        .collect();
    group.bench_function("aya_poker", |b| {
        b.iter(|| {
            aya.iter()
                .map(|(hole, board)| {
                    (
                        aya_poker::omaha_rank(hole, board),
                        aya_poker::omaha_lo_rank(hole, board).to_lo_8_rank(),
                    )
                })
                .max()
        })
    });
    let ducy: Vec<OmahaHiLoGameState> = deals
        .iter()
        .map(|d| {
            let mut state = OmahaHiLoGameState::new(4);
            state.add_player(ducy_deck(&d[..4])).expect("a player");
            state.set_flop(ducy_deck(&d[4..7])).expect("a flop");
            state
                .set_turn(text(&d[7..8]).parse().expect("a turn"))
                .expect("a turn");
            state
                .set_river(text(&d[8..9]).parse().expect("a river"))
                .expect("a river");
            state
        })
        .collect();
    group.sample_size(10);
    group.bench_function("ducy", |b| {
        b.iter(|| {
            ducy.iter()
                .map(|state| {
                    let result = OmahaHiLoGameEvaluation {}.evaluate_winners(state);
                    (result.high_winners.len(), result.low_winners.len())
                })
                .max()
        })
    });
    group.finish();
}

/// Exact split-pot equity on one thread, the whole calculation through
/// holdem-enum: heads-up PLO8 preflop (As2sKdQd against 3c4cKhKs, the
/// 1,086,008 boards of the other 44 cards) and heads-up razz from fourth
/// street (three more cards to each player: 141,181,040 deals). No peer
/// offers either.
fn split_pot_equity(c: &mut Criterion) {
    let one = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a thread pool");
    let hands = |players: [&str; 2]| players.map(|hand| hand.parse::<HandList>().expect("a hand"));
    let plo8 = Matchup::hands(hands(["As2sKdQd", "3c4cKhKs"])).variant(Variant::OmahaHiLo);
    let razz = Matchup::hands(hands(["As2s3d8c", "7c5d4h3c"])).variant(Variant::Razz);
    let mut group = c.benchmark_group("split_pot_equity");
    group.sample_size(10);
    for (name, matchup) in [
        ("plo8_heads_up_preflop", &plo8),
        ("razz_heads_up_fourth_street", &razz),
    ] {
        group.bench_function(name, |b| {
            one.install(|| b.iter(|| black_box(matchup).exact().expect("an equity")))
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    seven_card_lows,
    omaha_hi_lo_random_plo4,
    split_pot_equity
);
criterion_main!(benches);
