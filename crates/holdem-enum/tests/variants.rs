//! Omaha and short deck: exact equity against a slow reference written
//! separately, Monte Carlo against exact, and the strength meter's counts
//! against a plain count.

use card_core::{Card, CardSet, stream_rng};
use hand_eval::{HandCategory, ShortDeck, ShortDeckRanking, evaluate_set};
use holdem_enum::{Calculation, Equity, HandList, Matchup, MonteCarlo, StrengthMeter, Variant};
use proptest::prelude::{ProptestConfig, prop_assert_eq, proptest};
use rand::seq::SliceRandom;

/// The slow reference: every deal of the listed hands and every board by
/// plain loops; Omaha hands the best of every two hole cards and three
/// board cards by hand-eval's five-card evaluation, short-deck hands the
/// best of every five of the seven cards.
mod reference {
    use super::*;

    /// Wins, ties by the number of players sharing, losses, and deals.
    #[derive(Debug, PartialEq, Eq)]
    pub(crate) struct Counts {
        pub(crate) wins: Vec<u128>,
        pub(crate) ties: Vec<[u128; 11]>,
        pub(crate) losses: Vec<u128>,
        pub(crate) deals: u128,
    }

    /// A strength (greater is stronger) of `hole` with a full `board`.
    pub(crate) fn strength(variant: Variant, hole: CardSet, board: CardSet) -> (HandCategory, u32) {
        match variant {
            Variant::Omaha => {
                let mut best = None;
                for two in hole.subsets(2) {
                    for three in board.subsets(3) {
                        let rank = evaluate_set(two | three).unwrap();
                        best = best.max(Some(rank));
                    }
                }
                let best = best.unwrap();
                (best.category(), 10_000 - u32::from(best.cactus_kev()))
            }
            Variant::ShortDeck(ranking) => {
                let rules = ShortDeck::new().ranking(ranking);
                let best = (hole | board)
                    .subsets(5)
                    .map(|five| rules.evaluate_set(five).unwrap())
                    .max()
                    .unwrap();
                (best.category(), u32::from(best.value()))
            }
            _ => unreachable!(),
        }
    }

    pub(crate) fn equity(
        variant: Variant,
        lists: &[Vec<CardSet>],
        board: CardSet,
        dead: CardSet,
    ) -> Counts {
        let n = lists.len();
        let mut counts = Counts {
            wins: vec![0; n],
            ties: vec![[0; 11]; n],
            losses: vec![0; n],
            deals: 0,
        };
        let mut deal = Vec::new();
        deals(lists, board, &mut deal, &mut |hands| {
            let used = hands.iter().fold(board, |u, &h| u | h);
            let rest = variant.deck() - used - dead;
            for more in rest.subsets(5 - board.len()) {
                let full = board | more;
                let values: Vec<_> = hands
                    .iter()
                    .map(|&h| strength(variant, h, full).1)
                    .collect();
                let best = *values.iter().max().unwrap();
                let winners = values.iter().filter(|&&v| v == best).count();
                for (p, &v) in values.iter().enumerate() {
                    if v < best {
                        counts.losses[p] += 1;
                    } else if winners == 1 {
                        counts.wins[p] += 1;
                    } else {
                        counts.ties[p][winners] += 1;
                    }
                }
                counts.deals += 1;
            }
        });
        counts
    }

    fn deals(
        lists: &[Vec<CardSet>],
        used: CardSet,
        deal: &mut Vec<CardSet>,
        f: &mut impl FnMut(&[CardSet]),
    ) {
        let Some((first, rest)) = lists.split_first() else {
            f(deal);
            return;
        };
        for &hand in first {
            if hand.is_disjoint(used) {
                deal.push(hand);
                deals(rest, used | hand, deal, f);
                deal.pop();
            }
        }
    }
}

/// `players` lists of `per_player` hands of `size` cards and a board of
/// `board` cards, dealt from a shuffled `deck` (hands of one list may
/// share cards with other lists' hands, never with the board).
fn deal(
    deck: CardSet,
    seed: u64,
    players: usize,
    per_player: usize,
    size: usize,
    board: usize,
) -> (Vec<Vec<CardSet>>, CardSet) {
    let mut rng = stream_rng(seed, 0);
    let mut cards: Vec<Card> = deck.iter().collect();
    cards.shuffle(&mut rng);
    let board_cards: CardSet = cards[..board].iter().copied().collect();
    let rest = &mut cards[board..];
    let mut lists = Vec::new();
    for p in 0..players {
        let mut list = Vec::new();
        for h in 0..per_player {
            // Overlapping windows: the second hand of a player shares
            // cards with the next player's first.
            let start = (p * per_player + h) * size * 2 / 3 + h;
            list.push(rest[start..start + size].iter().copied().collect());
        }
        lists.push(list);
    }
    rest.shuffle(&mut rng);
    (lists, board_cards)
}

fn check(variant: Variant, lists: &[Vec<CardSet>], board: CardSet, dead: CardSet) {
    let matchup = Matchup::hands(
        lists
            .iter()
            .map(|l| l.iter().copied().collect::<HandList>()),
    )
    .variant(variant)
    .board(board)
    .dead(dead);
    // A hand listed twice is one hand.
    let once: Vec<Vec<CardSet>> = lists
        .iter()
        .map(|list| {
            let kept = list.iter().enumerate();
            kept.filter(|&(i, h)| !list[..i].contains(h))
                .map(|(_, &h)| h)
                .collect()
        })
        .collect();
    let want = reference::equity(variant, &once, board, dead);
    match matchup.exact() {
        Ok(equity) => {
            assert_eq!(equity.deals, want.deals, "{lists:?} {board}");
            for (p, player) in equity.players.iter().enumerate() {
                assert_eq!(player.wins, want.wins[p], "player {p} {lists:?} {board}");
                assert_eq!(player.losses(), want.losses[p], "player {p}");
                assert_eq!(player.ties, want.ties[p], "player {p}");
            }
        }
        Err(err) => assert_eq!(want.deals, 0, "{err}"),
    }
}

const SHORT: Variant = Variant::ShortDeck(ShortDeckRanking::TripsBeatStraight);
const SHORT_STRAIGHTS: Variant = Variant::ShortDeck(ShortDeckRanking::StraightBeatsTrips);

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn omaha_exact_matches_the_reference(
        seed: u64,
        players in 2usize..=3,
        size in 4usize..=6,
        per_player in 1usize..=2,
        board in 3usize..=5,
    ) {
        let (lists, board) = deal(CardSet::FULL, seed, players, per_player, size, board);
        check(Variant::Omaha, &lists, board, CardSet::EMPTY);
    }

    /// Preflop, boards are grouped by their ranks: dead cards keep the
    /// reference's walk short.
    #[test]
    fn preflop_exact_matches_the_reference(
        seed: u64,
        omaha: bool,
        straights: bool,
        players in 2usize..=3,
        per_player in 1usize..=2,
        left in 8usize..=13,
    ) {
        let (variant, deck, size) = match (omaha, straights) {
            (true, _) => (Variant::Omaha, CardSet::FULL, 4),
            (false, false) => (SHORT, ShortDeck::DECK, 2),
            (false, true) => (SHORT_STRAIGHTS, ShortDeck::DECK, 2),
        };
        let (lists, _) = deal(deck, seed, players, per_player, size, 0);
        let held = lists.iter().flatten().fold(CardSet::EMPTY, |u, &h| u | h);
        // All but `left` of the other cards dead, chosen by the seed.
        let mut rest: Vec<Card> = (deck - held).iter().collect();
        rest.shuffle(&mut stream_rng(seed, 1));
        let dead: CardSet = rest[left.min(rest.len())..].iter().copied().collect();
        check(variant, &lists, CardSet::EMPTY, dead);
    }

    #[test]
    fn short_deck_exact_matches_the_reference(
        seed: u64,
        players in 2usize..=4,
        per_player in 1usize..=2,
        board in 3usize..=5,
        straights: bool,
    ) {
        let variant = if straights { SHORT_STRAIGHTS } else { SHORT };
        let (lists, board) = deal(ShortDeck::DECK, seed, players, per_player, 2, board);
        check(variant, &lists, board, CardSet::EMPTY);
    }

    /// Lists mixing four- and six-card hands, one hand listed twice:
    /// exact against the reference, Monte Carlo against exact.
    #[test]
    fn omaha_mixed_sizes_and_repeated_hands(seed: u64, board in 3usize..=4) {
        let (mut lists, board) = deal(CardSet::FULL, seed, 2, 2, 6, board);
        for list in &mut lists {
            list[0] = list[0].iter().take(4).collect();
        }
        let repeated = lists[0][1];
        lists[0].push(repeated);
        check(Variant::Omaha, &lists, board, CardSet::EMPTY);
        let matchup = Matchup::hands(lists.iter().map(|l| l.iter().copied().collect::<HandList>()))
            .variant(Variant::Omaha)
            .board(board);
        if matchup.exact().is_ok() {
            sampled_agrees_with_exact(&matchup, 40_000, seed);
        }
    }

    #[test]
    fn the_meter_matches_a_plain_count(seed: u64, omaha: bool, board in 0usize..=5) {
        let (variant, deck, size) = if omaha { (Variant::Omaha, CardSet::FULL, 4) } else { (SHORT, ShortDeck::DECK, 2) };
        let board = if board < 3 { 0 } else { board };
        let (lists, board) = deal(deck, seed, 1, 1, size, board);
        let hole = lists[0][0];
        // Preflop, all but 12 other cards dead keep the plain count short.
        let dead: CardSet = if board.is_empty() {
            (deck - hole).iter().skip(12).collect()
        } else {
            CardSet::EMPTY
        };
        let meter = StrengthMeter::new(hole, board).dead(dead).variant(variant);
        let odds = meter.run().unwrap().distribution;
        let mut want = [0u64; 9];
        for more in (deck - hole - board - dead).subsets(5 - board.len()) {
            want[reference::strength(variant, hole, board | more).0.index()] += 1;
        }
        for category in HandCategory::ALL {
            prop_assert_eq!(odds.count(category), want[category.index()]);
        }
    }
}

/// Monte Carlo agrees with exact equity within five standard errors, for
/// every player.
fn sampled_agrees_with_exact(matchup: &Matchup, samples: u64, seed: u64) -> Equity {
    let exact = matchup.exact().unwrap();
    let sampled = matchup
        .calculate(Calculation::monte_carlo(
            MonteCarlo::new().samples(samples).seed(seed),
        ))
        .unwrap();
    for (p, (player, exact)) in sampled.players.iter().zip(&exact.players).enumerate() {
        let error = sampled.standard_error(p).unwrap();
        // (Equal where every deal ends alike: no error at all.)
        assert!((player.equity() - exact.equity()).abs() <= 5.0 * error);
    }
    exact
}

/// Omaha preflop heads-up: every one of the 1,086,008 boards counted once.
#[test]
fn plo4_heads_up_preflop_counts_every_board() {
    let matchup = Matchup::hands(["AsAhKsKh".parse().unwrap(), "JcTc9d8d".parse().unwrap()])
        .variant(Variant::Omaha);
    let equity = sampled_agrees_with_exact(&matchup, 100_000, 3);
    assert_eq!(equity.deals, 1_086_008);
    let aces = &equity.players[0];
    assert_eq!(aces.wins + aces.losses() + aces.tied(), 1_086_008);
    assert_eq!(aces.wins, equity.players[1].losses());
}

#[test]
fn short_deck_monte_carlo_agrees_with_exact() {
    let matchup = Matchup::new(["AA".parse().unwrap(), "KK".parse().unwrap()]).variant(SHORT);
    sampled_agrees_with_exact(&matchup, 200_000, 9);
}

#[test]
fn omaha_random_hands_sample_and_enumerate() {
    let matchup = Matchup::hands(["AsAhKsKh".parse().unwrap(), "any4".parse().unwrap()])
        .variant(Variant::Omaha)
        .board("2c 7d 9h Tc".parse().unwrap());
    let exact = sampled_agrees_with_exact(&matchup, 100_000, 1);
    // Each of C(44, 4) hands with each of the 40 rivers left.
    assert_eq!(exact.deals, 135_751 * 40);
}

/// The two questions where a list mixing hand sizes once biased the
/// sampler: a random opponent on the river, and a flop with none.
#[test]
fn omaha_monte_carlo_weighs_mixed_hand_sizes_as_exact_does() {
    let river = Matchup::hands([
        "AsAhKsKh,4c4d5d5h6h7h".parse().unwrap(),
        "any4".parse().unwrap(),
    ])
    .variant(Variant::Omaha)
    .board("Tc9d8h2s3s".parse().unwrap());
    let exact = sampled_agrees_with_exact(&river, 200_000, 5);
    assert!((exact.players[0].equity() - 0.5684).abs() < 0.0001);
    let flop = Matchup::hands([
        "AsAhKsKh,2c3c4d5d6h7h".parse().unwrap(),
        "QcQdJcJd".parse().unwrap(),
    ])
    .variant(Variant::Omaha)
    .board("Tc9d8h".parse().unwrap());
    sampled_agrees_with_exact(&flop, 200_000, 6);
}

/// A hand listed twice counts once, in every variant.
#[test]
fn a_repeated_hand_counts_once() {
    for (variant, hands, other) in [
        (Variant::Omaha, "AsAhKsKh", "QcQdJcJd"),
        (Variant::Holdem, "AsAh", "QcQd"),
        (SHORT, "AsAh", "QcQd"),
    ] {
        let once =
            Matchup::hands([hands.parse().unwrap(), other.parse().unwrap()]).variant(variant);
        let twice = format!("{hands},{hands}");
        let twice =
            Matchup::hands([twice.parse().unwrap(), other.parse().unwrap()]).variant(variant);
        assert_eq!(twice.exact().unwrap(), once.exact().unwrap(), "{variant}");
    }
}

/// The way to give Omaha hands is named where a newcomer goes wrong.
#[test]
fn omaha_errors_name_hand_lists() {
    let error = "AsAhKsKh".parse::<holdem_enum::Range>().unwrap_err();
    assert!(error.to_string().contains("HandList"), "{error}");
    let matchup =
        Matchup::new(["AA".parse().unwrap(), "KK".parse().unwrap()]).variant(Variant::Omaha);
    let error = matchup.exact().unwrap_err();
    assert!(error.to_string().contains("Matchup::hands"), "{error}");
}
