//! OMPEval's published test vectors: the exact results of six questions in
//! the `test.cpp` of OMPEval (<https://github.com/zekyll/OMPEval>, by
//! Zekyll), checked against holdem-enum's exact enumeration.
//!
//! OMPEval gives, for each set of players, the number of deals on which
//! exactly those players share the best hand (`winsByPlayerMask`, bit `i`
//! for player `i`; entry 0 is always 0). holdem-enum counts, for each
//! player, the deals won alone, the deals tied by the number of players
//! sharing, and the deals lost. The comparable figures follow from
//! OMPEval's by adding up: a player's wins are the count of the set of that
//! player alone; its `k`-way ties, the counts of the sets of `k` players
//! that hold it; its losses, the counts of the sets without it; the deals,
//! the sum of all. Both count every deal once (no range has weights), so
//! the figures must be equal, not close.
//!
//! Two of the checks take more than a few seconds and run with
//! `cargo test -p holdem-enum --test ompeval -- --ignored`.
//!
//! Only the spelling of the ranges differs: OMPEval's `random` is
//! holdem-enum's `any`. One question has a board of two cards, which
//! holdem-enum does not take; its figures are checked through the 50
//! flops that add a third card, where each deal of the question is counted
//! three times (once for each of its three flop cards taken as the third).

use holdem_enum::{Equity, Matchup, Range};

/// One of OMPEval's questions and its published counts by set of winners.
struct Vector {
    ranges: &'static [&'static str],
    board: &'static str,
    dead: &'static str,
    by_winners: &'static [u128],
}

/// The vectors as OMPEval's `test.cpp` lists them.
const VECTORS: [Vector; 6] = [
    Vector {
        ranges: &["AA", "KK"],
        board: "",
        dead: "",
        by_winners: &[0, 50_371_344, 10_986_372, 285_228],
    },
    Vector {
        ranges: &["AK", "random"],
        board: "2c3c",
        dead: "",
        by_winners: &[0, 159_167_583, 108_567_320, 6_233_737],
    },
    Vector {
        ranges: &["random", "AA", "33"],
        board: "2c3c8h",
        dead: "6h",
        by_winners: &[0, 808_395, 1_681_125, 20_076, 12_151_512, 0, 0, 0],
    },
    Vector {
        ranges: &["random", "random", "AK"],
        board: "4hAd3c4c7c",
        dead: "6h",
        by_winners: &[
            0, 1_461_364, 1_461_364, 6_386, 6_760_010, 42_420, 42_420, 108,
        ],
    },
    Vector {
        ranges: &["3d7d", "2h9h", "2c9c"],
        board: "5d5h5c",
        dead: "3s3c",
        by_winners: &[0, 183, 28, 0, 28, 0, 380, 201],
    },
    Vector {
        ranges: &["AA,KK", "KK,QQ", "QQ,AA"],
        board: "",
        dead: "",
        by_winners: &[
            0,
            348_272_820,
            119_882_736,
            37_653_912,
            303_253_020,
            74_015_280,
            1_266_624,
            3_904_200,
        ],
    },
];

/// A player's figures as holdem-enum counts them: wins, ties by the
/// number of players sharing (index 2 to 10), losses, deals.
type Figures = (u128, [u128; 11], u128, u128);

/// Each player's figures from OMPEval's counts by set of winners.
fn from_by_winners(players: usize, by_winners: &[u128]) -> Vec<Figures> {
    assert_eq!(by_winners.len(), 1 << players);
    (0..players)
        .map(|p| {
            let mut figures: Figures = (0, [0; 11], 0, 0);
            for (set, &count) in by_winners.iter().enumerate() {
                let sharing = set.count_ones() as usize;
                if set >> p & 1 == 0 {
                    figures.2 += count;
                } else if sharing == 1 {
                    figures.0 += count;
                } else {
                    figures.1[sharing] += count;
                }
                figures.3 += count;
            }
            figures
        })
        .collect()
}

/// Each player's figures in holdem-enum's result.
fn figures(equity: &Equity) -> Vec<Figures> {
    equity
        .players
        .iter()
        .map(|p| (p.wins, p.ties, p.losses(), p.deals))
        .collect()
}

/// The question of `vector` with `board`, in holdem-enum's terms.
fn matchup(vector: &Vector, board: &str) -> Matchup {
    let ranges = vector
        .ranges
        .iter()
        .map(|r| r.replace("random", "any").parse::<Range>().unwrap());
    Matchup::new(ranges)
        .board(board.parse().unwrap())
        .dead(vector.dead.parse().unwrap())
}

/// Checks vector `i`, whose board holdem-enum takes as it is.
fn check(i: usize) {
    let vector = &VECTORS[i];
    let equity = matchup(vector, vector.board).exact().unwrap();
    let expected = from_by_winners(vector.ranges.len(), vector.by_winners);
    assert_eq!(figures(&equity), expected, "vector {}", i + 1);
    assert_eq!(equity.deals, vector.by_winners.iter().sum::<u128>());
}

#[test]
fn aces_against_kings() {
    check(0);
}

#[test]
fn a_hand_against_aces_and_threes_on_a_flop_with_a_dead_card() {
    check(2);
}

#[test]
#[ignore = "about 30 s: exact enumeration lists 12 million deals of two random hands"]
fn two_random_hands_and_ace_king_on_a_river_with_a_dead_card() {
    check(3);
}

#[test]
fn three_hands_on_a_flop_of_trips_with_dead_cards() {
    check(4);
}

#[test]
fn three_overlapping_ranges_of_pairs() {
    check(5);
}

#[test]
#[ignore = "about 8 s: 50 exact enumerations of a range against a random hand on a flop"]
fn ace_king_against_a_random_hand_on_two_board_cards() {
    let vector = &VECTORS[1];
    let board: card_core::CardSet = vector.board.parse().unwrap();
    let mut sum: Option<Vec<Figures>> = None;
    for third in !board {
        let flop = board | third;
        let equity = matchup(vector, &flop.to_string()).exact().unwrap();
        let found = figures(&equity);
        sum = Some(match sum {
            None => found,
            Some(sum) => sum
                .iter()
                .zip(&found)
                .map(|(a, b)| {
                    let ties: [u128; 11] = core::array::from_fn(|k| a.1[k] + b.1[k]);
                    (a.0 + b.0, ties, a.2 + b.2, a.3 + b.3)
                })
                .collect(),
        });
    }
    // Each deal of the question was counted once for each of its three
    // flop cards.
    let tripled: Vec<Figures> = from_by_winners(2, vector.by_winners)
        .iter()
        .map(|f| (3 * f.0, f.1.map(|t| 3 * t), 3 * f.2, 3 * f.3))
        .collect();
    assert_eq!(sum.unwrap(), tripled);
}
