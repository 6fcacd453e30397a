//! Every completion of a board, walked once: directly when a few cards are
//! to come, by rank pattern when the board is empty.
//!
//! Preflop, five cards are to come: about two million boards. But unless a
//! suit gathers enough cards for someone's flush, a player's best hand
//! depends only on the ranks of the seven cards. So the walk goes over the
//! rank multisets of the board instead (a few thousand), each counted with
//! the number of ways to give its cards suits that make no flush; the
//! boards on which some player could hold a flush are then walked one by
//! one. A player whose hole cards hold `h` cards of a suit has a flush in it
//! only if the board holds at least `5 - h` of that suit, so a board is
//! walked one by one when it holds at least `need[s] = 5 - (the most cards
//! of suit s any player holds)` cards of some suit `s`. Every `need` is at
//! least 3, and two suits cannot both reach 3 of five cards, so these
//! boards fall into disjoint groups, one per suit.

use card_core::{Card, CardSet, Rank, Suit};
use hand_eval::{Hand, HandRank};

use crate::MAX_PLAYERS;

/// What a walk over completions reports.
pub(crate) trait Completions {
    /// `count` boards on which no player has a flush, and player `p` holds
    /// a hand of strength `values[p]`.
    fn pattern(&mut self, values: &[HandRank], count: u64);

    /// One complete board (the five community cards, without any player's
    /// hole cards).
    fn board(&mut self, board: Hand);
}

/// Walks every way to complete `board` to five cards from `deck`, for the
/// players holding `holes` (at most [`MAX_PLAYERS`] two-card sets).
pub(crate) fn complete(
    holes: &[CardSet],
    board: CardSet,
    deck: CardSet,
    visitor: &mut impl Completions,
) {
    if board.is_empty() {
        by_rank_pattern(holes, deck, visitor);
    } else {
        Hand::from(board).for_each_extension(deck, 5 - board.len(), |board| visitor.board(board));
    }
}

/// `C(n, k)` for `n, k ≤ 4`.
const CHOOSE: [[u64; 5]; 5] = [
    [1, 0, 0, 0, 0],
    [1, 1, 0, 0, 0],
    [1, 2, 1, 0, 0],
    [1, 3, 3, 1, 0],
    [1, 4, 6, 4, 1],
];

/// The state of the walk over ranks, deuce first.
#[derive(Clone, Copy)]
struct Walk {
    /// Board cards still to choose.
    left: usize,
    /// Each player's seven ranks so far, as cards whose suits go round in
    /// turn (so no suit gets more than two of seven cards: no flush).
    reps: [Hand; MAX_PLAYERS],
    /// How many cards each representative holds, which picks the next suit.
    dealt: [usize; MAX_PLAYERS],
    /// Ways to give the board ranks so far suits from the deck.
    ways: u64,
    /// `low[s][j]`: of those ways, how many give suit `s` exactly `j` board
    /// cards, for `j < 5`.
    low: [[u64; 5]; 4],
}

/// What the walk over ranks needs to know, fixed for the whole walk.
struct Setup<'a> {
    holes: &'a [CardSet],
    /// `avail[r]`: the deck's suits of rank `r`, as a 4-bit mask.
    avail: [u64; 13],
    /// `left_from[r]`: how many deck cards rank `r` and above hold.
    left_from: [usize; 14],
    need: [usize; 4],
}

fn by_rank_pattern(holes: &[CardSet], deck: CardSet, visitor: &mut impl Completions) {
    let mut need = [5; 4];
    for (s, need) in need.iter_mut().enumerate() {
        let suit = CardSet::of_suit(Suit::ALL[s]);
        *need = 5 - holes.iter().map(|h| (*h & suit).len()).max().unwrap_or(0);
    }
    let mut avail = [0; 13];
    let mut left_from = [0; 14];
    for r in (0..13).rev() {
        avail[r] = (deck.bits() >> (4 * r)) & 0xF;
        left_from[r] = left_from[r + 1] + avail[r].count_ones() as usize;
    }
    let setup = Setup {
        holes,
        avail,
        left_from,
        need,
    };
    let mut low = [[0; 5]; 4];
    for suit in &mut low {
        suit[0] = 1;
    }
    let start = Walk {
        left: 5,
        reps: [Hand::EMPTY; MAX_PLAYERS],
        dealt: [0; MAX_PLAYERS],
        ways: 1,
        low,
    };
    walk(&setup, 0, start, visitor);

    // The boards on which someone may hold a flush, suit by suit.
    for (s, &need) in need.iter().enumerate() {
        let suited = deck & CardSet::of_suit(Suit::ALL[s]);
        let others = deck - suited;
        for j in need..=5 {
            for chosen in suited.subsets(j) {
                Hand::from(chosen).for_each_extension(others, 5 - j, |board| visitor.board(board));
            }
        }
    }
}

fn walk(setup: &Setup<'_>, rank: usize, state: Walk, visitor: &mut impl Completions) {
    if setup.left_from[rank] < state.left {
        return;
    }
    if rank == 13 {
        let flush_free = flush_free(setup, &state);
        if flush_free > 0 {
            let mut values = [HandRank::WORST; MAX_PLAYERS];
            let n = setup.holes.len();
            for (value, rep) in values[..n].iter_mut().zip(&state.reps) {
                *value = rep.evaluate();
            }
            visitor.pattern(&values[..n], flush_free);
        }
        return;
    }
    let suits = setup.avail[rank];
    let a = suits.count_ones() as usize;
    let rank_cards = CardSet::of_rank(Rank::ALL[rank]);
    for m in 0..=a.min(state.left) {
        let mut next = state;
        next.left -= m;
        if m > 0 {
            next.ways *= CHOOSE[a][m];
            for (s, low) in next.low.iter_mut().enumerate() {
                // Choices of m suits that include suit s, and that do not.
                let (with, without) = if suits & (1 << s) != 0 {
                    (CHOOSE[a - 1][m - 1], CHOOSE[a - 1][m])
                } else {
                    (0, CHOOSE[a][m])
                };
                for j in (0..5).rev() {
                    low[j] = low[j] * without + if j > 0 { low[j - 1] * with } else { 0 };
                }
            }
        }
        for (p, hole) in setup.holes.iter().enumerate() {
            let count = m + (*hole & rank_cards).len();
            for _ in 0..count {
                let suit = Suit::ALL[next.dealt[p] % 4];
                next.reps[p] = next.reps[p].add(Card::new(Rank::ALL[rank], suit));
                next.dealt[p] += 1;
            }
        }
        walk(setup, rank + 1, next, visitor);
    }
}

/// Of the ways to give a complete rank pattern suits, those that leave
/// every suit `s` with fewer than `need[s]` board cards. At most one suit
/// can reach its need (each is at least 3 of five), so the ways that reach
/// one are the sum over suits.
fn flush_free(setup: &Setup<'_>, state: &Walk) -> u64 {
    let mut flush_free = state.ways;
    for (need, low) in setup.need.iter().zip(&state.low) {
        let below: u64 = low[..*need].iter().sum();
        flush_free -= state.ways - below;
    }
    flush_free
}
