//! Every completion of a board, walked once: by rank pattern when the
//! board is empty, and when one or two cards are to come, with the cards
//! of suits that can make no flush grouped by rank.
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

use card_core::{Card, CardSet, Rank, Suit, binomial};
use hand_eval::{Hand, HandRank};

use crate::{BOARD_CARDS, HAND_CARDS, MAX_PLAYERS};

/// What a walk over completions reports.
pub(crate) trait Completions {
    /// `count` boards on which no player has a flush, and player `p` holds
    /// a hand of strength `values[p]`, with the same ranks as `reps[p]`
    /// (the board's cards and the player's, suited so that no five share
    /// a suit).
    fn pattern(&mut self, values: &[HandRank], reps: &[Hand], count: u64);

    /// `count` boards on which each player's hand is as strong as on
    /// `board` (five community cards, without any player's hole cards).
    fn boards(&mut self, board: Hand, count: u64);
}

/// Walks every way to add `to_come` cards from `deck` to `board`, for
/// the players holding `holes` (at most [`MAX_PLAYERS`] two-card sets).
pub(crate) fn complete(
    holes: &[CardSet],
    board: CardSet,
    deck: CardSet,
    to_come: usize,
    visitor: &mut impl Completions,
) {
    if to_come == BOARD_CARDS {
        let need = Suit::ALL.map(|suit| {
            HAND_CARDS
                - holes
                    .iter()
                    .map(|h| h.count_of_suit(suit))
                    .max()
                    .unwrap_or(0)
        });
        by_rank_pattern(holes, need, deck, visitor);
    } else {
        few_to_come(holes, board, deck, to_come, visitor);
    }
}

/// Walks the completions of `board` by at most two cards from `deck` for
/// the players holding `holes`. A suit in which no player can reach five
/// cards, even with every card to come, makes no flush: its cards matter
/// by rank alone, so those of one rank are walked once, counted with how
/// many there are. So do the cards of a suit in which a player can reach
/// five cards with two cards to come but not with one, except that two of
/// them are walked one by one. The other suits' cards are walked one by
/// one.
fn few_to_come(
    holes: &[CardSet],
    board: CardSet,
    deck: CardSet,
    to_come: usize,
    visitor: &mut impl Completions,
) {
    let (mut suited, mut pairs) = (CardSet::EMPTY, CardSet::EMPTY);
    for suit in Suit::ALL {
        let most = holes
            .iter()
            .map(|h| h.count_of_suit(suit))
            .max()
            .unwrap_or(0);
        let reach = board.count_of_suit(suit) + most;
        if to_come == 2 && reach == HAND_CARDS - 2 {
            pairs |= CardSet::of_suit(suit);
        } else if reach + to_come >= HAND_CARDS {
            suited |= CardSet::of_suit(suit);
        }
    }
    let (suited, pairs) = (deck & suited, deck & pairs);
    let loose = Loose::new(deck - suited, pairs);
    let board = Hand::from(board);
    // `j` cards to come from the suits that may make a flush, the rest by
    // rank (the walks that could only meet no board are not started).
    by_rank(board, &loose, to_come, visitor);
    for j in 1..=to_come.min(suited.len()) {
        board.for_each_extension(suited, j, |board| {
            by_rank(board, &loose, to_come - j, visitor);
        });
    }
    // Two cards of a suit of `pairs`.
    for suit in Suit::ALL {
        let two = pairs & CardSet::of_suit(suit);
        if two.len() >= 2 {
            board.for_each_extension(two, 2, |board| visitor.boards(board, 1));
        }
    }
}

/// Cards of suits that can make no flush, grouped by rank: what
/// [`by_rank`] walks.
struct Loose {
    /// The ranks that have such cards, lowest first (the first `len`).
    ranks: [LooseRank; Rank::COUNT],
    len: usize,
    /// The cards of suits that make no flush with one of their cards but
    /// may with two.
    pairs: CardSet,
}

/// The cards of one rank of a [`Loose`].
#[derive(Clone, Copy)]
struct LooseRank {
    cards: CardSet,
    /// The lowest card, and how many there are.
    first: Card,
    count: u64,
    /// The suits of its cards in [`Loose::pairs`].
    pair_suits: u8,
}

impl Loose {
    /// The cards of `cards`, of which those in `pairs` make no flush one
    /// at a time but may two at a time.
    fn new(cards: CardSet, pairs: CardSet) -> Loose {
        let empty = LooseRank {
            cards: CardSet::EMPTY,
            first: Card::ALL[0],
            count: 0,
            pair_suits: 0,
        };
        let mut loose = Loose {
            ranks: [empty; Rank::COUNT],
            len: 0,
            pairs,
        };
        for rank in Rank::ALL {
            let of_rank = cards & CardSet::of_rank(rank);
            if let Some(first) = of_rank.iter().next() {
                loose.ranks[loose.len] = LooseRank {
                    cards: of_rank,
                    first,
                    count: of_rank.len() as u64,
                    pair_suits: pairs.suits_of(rank),
                };
                loose.len += 1;
            }
        }
        loose
    }
}

/// Reports `board` with `k` more cards (at most two) from `loose`: one
/// board per choice of ranks, counted with the ways to take its cards.
/// Two cards of one suit are left out when they are both in the loose
/// cards' `pairs` (cards whose suit makes no flush with one of them, but
/// may with two).
fn by_rank(board: Hand, loose: &Loose, k: usize, visitor: &mut impl Completions) {
    let ranks = &loose.ranks[..loose.len];
    match k {
        0 => visitor.boards(board, 1),
        1 => {
            for rank in ranks {
                visitor.boards(board.add(rank.first), rank.count);
            }
        }
        _ => {
            for (r, low) in ranks.iter().enumerate() {
                let n = low.count;
                if let Some(second) = (low.cards - low.first).iter().next() {
                    visitor.boards(board.add(low.first).add(second), n * (n - 1) / 2);
                }
                let with_low = board.add(low.first);
                for high in &ranks[r + 1..] {
                    let suited = low.pair_suits & high.pair_suits;
                    if suited == 0 {
                        visitor.boards(with_low.add(high.first), n * high.count);
                        continue;
                    }
                    // Two cards of different suits, or not both in `pairs`.
                    let pairs = loose.pairs;
                    let apart = |(a, b): &(Card, Card)| {
                        a.suit() != b.suit() || !pairs.contains(*a) || !pairs.contains(*b)
                    };
                    let mut two =
                        (low.cards.iter()).flat_map(|a| high.cards.iter().map(move |b| (a, b)));
                    let count = n * high.count - u64::from(suited.count_ones());
                    if let Some((a, b)) = two.find(apart) {
                        debug_assert!(count > 0);
                        visitor.boards(board.add(a).add(b), count);
                    }
                }
            }
        }
    }
}

/// A polynomial `c0 + c1 x + .. + c4 x^4` with 12-bit coefficients, packed
/// in a `u64` (coefficient `j` at bit `12 j`). Coefficients here count
/// ways to give at most five board cards suits, at most `4^5 = 1024`, so
/// they never carry into each other.
type Poly = u64;

/// Bits of the five coefficients of a [`Poly`].
const POLY_BITS: u64 = (1 << 60) - 1;

/// The state of the walk over ranks, deuce first, for `N` players.
#[derive(Clone, Copy)]
struct Walk<const N: usize> {
    /// Board cards still to choose.
    left: usize,
    /// Each player's seven ranks so far, as cards whose suits go round in
    /// turn (so no suit gets more than two of seven cards: no flush).
    reps: [Hand; N],
    /// How many cards each representative holds, which picks the next suit.
    dealt: [usize; N],
    /// Ways to give the board ranks so far suits from the deck.
    ways: u64,
    /// For each suit, those ways by how many board cards they give the
    /// suit (the coefficient of `x^j` counts `j` cards, for `j < 5`).
    by_suit: [Poly; Suit::COUNT],
}

/// What taking `m` cards of one rank does to the counts: `ways` ways, of
/// which `with[s]` include suit `s` and `without[s]` do not.
#[derive(Clone, Copy, Default)]
struct Choice {
    ways: u64,
    with: [u64; Suit::COUNT],
    without: [u64; Suit::COUNT],
}

/// What the walk over ranks needs to know, fixed for the whole walk.
struct Setup {
    /// `hole_ranks[p][r]`: how many cards of rank `r` player `p` holds.
    hole_ranks: [[u8; Rank::COUNT]; MAX_PLAYERS],
    /// `choices[r][m]`: taking `m` of the deck's cards of rank `r`.
    choices: [[Choice; Suit::COUNT + 1]; Rank::COUNT],
    /// How many deck cards each rank holds.
    in_deck: [u8; Rank::COUNT],
    /// `left_from[r]`: how many deck cards rank `r` and above hold.
    left_from: [usize; Rank::COUNT + 1],
    /// For each suit, the coefficients of a [`Poly`] below its need: board
    /// cards of the suit that make no flush for anyone.
    flush_free: [Poly; Suit::COUNT],
}

/// Walks every board of five cards from `deck` for a variant in which a
/// board holding `need[s]` cards of suit `s` (3 to 5) may give someone a
/// flush, and one holding fewer cannot: [`Completions::pattern`] gets, as
/// its one representative, the board's ranks suited so that no three share
/// a suit.
pub(crate) fn complete_by_need(
    need: [usize; Suit::COUNT],
    deck: CardSet,
    visitor: &mut impl Completions,
) {
    by_rank_pattern(&[CardSet::EMPTY], need, deck, visitor);
}

/// Walks the boards of five cards from `deck` for players holding
/// `holes`: by rank pattern where no suit reaches its `need`, one by one
/// where one does.
fn by_rank_pattern(
    holes: &[CardSet],
    need: [usize; Suit::COUNT],
    deck: CardSet,
    visitor: &mut impl Completions,
) {
    let mut setup = Setup {
        hole_ranks: [[0; Rank::COUNT]; MAX_PLAYERS],
        choices: [[Choice::default(); Suit::COUNT + 1]; Rank::COUNT],
        in_deck: deck.rank_counts(),
        left_from: [0; Rank::COUNT + 1],
        flush_free: need.map(|need| (1 << (12 * need)) - 1),
    };
    for (ranks, hole) in setup.hole_ranks.iter_mut().zip(holes) {
        *ranks = hole.rank_counts();
    }
    for rank in Rank::ALL.into_iter().rev() {
        let r = rank.index();
        let suits = deck.suits_of(rank);
        let a = u32::from(setup.in_deck[r]);
        setup.left_from[r] = setup.left_from[r + 1] + a as usize;
        for m in 0..=a {
            let choice = &mut setup.choices[r][m as usize];
            choice.ways = binomial(a, m);
            for s in 0..Suit::COUNT {
                (choice.with[s], choice.without[s]) = if suits & (1 << s) == 0 {
                    (0, binomial(a, m))
                } else if m == 0 {
                    (0, 1)
                } else {
                    (binomial(a - 1, m - 1), binomial(a - 1, m))
                };
            }
        }
    }
    // One walk per number of players, so that the state copied at each
    // step holds just the players there are.
    match holes.len() {
        1 => walk::<1>(&setup, 0, start(), visitor),
        2 => walk::<2>(&setup, 0, start(), visitor),
        3 => walk::<3>(&setup, 0, start(), visitor),
        4 => walk::<4>(&setup, 0, start(), visitor),
        5 => walk::<5>(&setup, 0, start(), visitor),
        6 => walk::<6>(&setup, 0, start(), visitor),
        7 => walk::<7>(&setup, 0, start(), visitor),
        8 => walk::<8>(&setup, 0, start(), visitor),
        9 => walk::<9>(&setup, 0, start(), visitor),
        _ => walk::<MAX_PLAYERS>(&setup, 0, start(), visitor),
    }

    // The boards on which someone may hold a flush, suit by suit: j >= 3
    // cards of the suit and at most two others, which can make no other
    // flush, so the players' hands depend only on the suited cards and the
    // ranks of the others.
    for (s, &need) in need.iter().enumerate() {
        let suited = deck & CardSet::of_suit(Suit::ALL[s]);
        let others = Loose::new(deck - suited, CardSet::EMPTY);
        for j in need..=BOARD_CARDS {
            for chosen in suited.subsets(j) {
                by_rank(Hand::from(chosen), &others, BOARD_CARDS - j, visitor);
            }
        }
    }
}

/// The state before any rank: five cards to choose, one way so far.
fn start<const N: usize>() -> Walk<N> {
    Walk {
        left: BOARD_CARDS,
        reps: [Hand::EMPTY; N],
        dealt: [0; N],
        ways: 1,
        by_suit: [1; Suit::COUNT],
    }
}

/// Chooses how many board cards of rank `rank` and above there are, every
/// way, and reports each complete rank pattern.
fn walk<const N: usize>(
    setup: &Setup,
    rank: usize,
    state: Walk<N>,
    visitor: &mut impl Completions,
) {
    if setup.left_from[rank] < state.left {
        return;
    }
    for m in 0..=usize::from(setup.in_deck[rank]).min(state.left) {
        let mut next = state;
        if m > 0 {
            let choice = &setup.choices[rank][m];
            next.left -= m;
            next.ways *= choice.ways;
            for (s, poly) in next.by_suit.iter_mut().enumerate() {
                *poly = *poly * choice.without[s] + ((*poly << 12) & POLY_BITS) * choice.with[s];
            }
        }
        if next.left == 0 {
            // The pattern is complete: the players' cards of this rank and
            // above finish their representatives.
            finish(setup, rank, m, next, visitor);
        } else if rank + 1 < Rank::COUNT {
            add_rank(setup, rank, m, &mut next);
            walk(setup, rank + 1, next, visitor);
        }
    }
}

/// Adds to each representative the `m` board cards of `rank` and the
/// player's own.
fn add_rank<const N: usize>(setup: &Setup, rank: usize, m: usize, state: &mut Walk<N>) {
    for p in 0..N {
        for _ in 0..m + usize::from(setup.hole_ranks[p][rank]) {
            let suit = Suit::ALL[state.dealt[p] % Suit::COUNT];
            state.reps[p] = state.reps[p].add(Card::new(Rank::ALL[rank], suit));
            state.dealt[p] += 1;
        }
    }
}

/// Reports a complete pattern whose highest board rank is `rank` (with
/// `m` cards), once the players' cards of the ranks above are added.
fn finish<const N: usize>(
    setup: &Setup,
    rank: usize,
    m: usize,
    mut state: Walk<N>,
    visitor: &mut impl Completions,
) {
    let count = flush_free(setup, &state);
    if count == 0 {
        return;
    }
    add_rank(setup, rank, m, &mut state);
    for higher in rank + 1..Rank::COUNT {
        add_rank(setup, higher, 0, &mut state);
    }
    let values = state.reps.map(|rep| rep.evaluate());
    visitor.pattern(&values, &state.reps, count);
}

/// Of the ways to give a complete rank pattern suits, those that leave
/// every suit with fewer board cards than a flush needs. At most one suit
/// can reach its need (each is at least 3 of five), so the ways that reach
/// one are the sum over suits.
fn flush_free<const N: usize>(setup: &Setup, state: &Walk<N>) -> u64 {
    /// Multiplying by this sums a [`Poly`]'s coefficients into bits 48..60.
    const SUM: u64 = 1 | 1 << 12 | 1 << 24 | 1 << 36 | 1 << 48;
    let mut flush_free = state.ways;
    for (poly, below) in state.by_suit.iter().zip(setup.flush_free) {
        let fine = ((poly & below).wrapping_mul(SUM) >> 48) & 0xFFF;
        flush_free -= state.ways - fine;
    }
    flush_free
}
