//! Omaha evaluation: the best hand of exactly two hole cards and exactly
//! three board cards.

use card_core::{Card, CardSet, Rank, Suit};

use crate::flush::flush_index;
use crate::hand::five_or_six_ranks_value;
use crate::tables::fast::{FLUSH, RANK_KEYS};
use crate::{EvalError, HandRank};

/// Most hole cards an Omaha hand may have (PLO6).
const MAX_HOLE: usize = 6;

/// Most board cards.
const MAX_BOARD: usize = 5;

/// Most three-card subsets of the board, C(5, 3).
const MAX_TRIPLES: usize = 10;

/// Most two-card subsets of the hole cards, C(6, 2).
const MAX_PAIRS: usize = 15;

/// Board cards of one suit needed before a hand can make a flush with it.
const FLUSH_DRAW: usize = 3;

/// Multisets of three ranks, C(15, 3) = 455, rounded up to a power of two:
/// the entries of [`OmahaHole`]'s tables, indexed without bounds checks.
const TRIPLE_SLOTS: usize = 512;

/// Suits in which a hand of six cards can hold two cards or more.
const MAX_FLUSH_SUITS: usize = MAX_HOLE / 2;

/// The index of the rank multiset `r1 <= r2 <= r3` among [`TRIPLE_SLOTS`]:
/// `TRIPLE_INDEX[0][r1] + TRIPLE_INDEX[1][r2] + TRIPLE_INDEX[2][r3]`, the
/// colex rank of the strictly increasing `r1 < r2 + 1 < r3 + 2`
/// (C(r1, 1) + C(r2 + 1, 2) + C(r3 + 2, 3)).
const TRIPLE_INDEX: [[u16; Rank::COUNT]; 3] = {
    let mut table = [[0; Rank::COUNT]; 3];
    let mut r = 0;
    while r < Rank::COUNT {
        let (a, b, c) = (r as u16, r as u16 + 1, r as u16 + 2);
        table[0][r] = a;
        table[1][r] = b * (b - 1) / 2;
        table[2][r] = c * (c - 1) * (c - 2) / 6;
        r += 1;
    }
    table
};

/// Checks an Omaha hand's counts and that no card repeats.
fn check(hole: &[Card], board: &[Card]) -> Result<(), EvalError> {
    let hole = hole_set(hole)?;
    check_board(board)?;
    let mut seen = hole;
    for &card in board {
        if !seen.insert(card) {
            return Err(EvalError::DuplicateCard { card });
        }
    }
    Ok(())
}

fn check_board(board: &[Card]) -> Result<(), EvalError> {
    if (FLUSH_DRAW..=MAX_BOARD).contains(&board.len()) {
        Ok(())
    } else {
        Err(EvalError::WrongBoardCount { count: board.len() })
    }
}

/// The additive key of a card's rank (the fast evaluator's rank keys).
#[inline]
fn key(card: Card) -> u32 {
    RANK_KEYS[card.rank().index()]
}

/// The board's suit with at least three cards, if any (a board of five
/// cards has at most one), and the cards of that suit.
#[inline]
fn flush_suit(board: CardSet) -> Option<(Suit, u64)> {
    Suit::ALL
        .into_iter()
        .find(|&suit| board.count_of_suit(suit) >= FLUSH_DRAW)
        .map(|suit| (suit, (board & CardSet::of_suit(suit)).bits()))
}

/// The two-card subsets of a mask of cards.
#[inline]
fn pairs_of(mask: u64, mut f: impl FnMut(u64)) {
    let mut a = mask;
    while a != 0 {
        let first = a & a.wrapping_neg();
        a ^= first;
        let mut b = a;
        while b != 0 {
            let second = b & b.wrapping_neg();
            b ^= second;
            f(first | second);
        }
    }
}

/// The three-card subsets of a mask of cards.
#[inline]
fn triples_of(mask: u64, mut f: impl FnMut(u64)) {
    let mut rest = mask;
    while rest != 0 {
        let first = rest & rest.wrapping_neg();
        rest ^= first;
        pairs_of(rest, |pair| f(first | pair));
    }
}

/// The distinct rank-key sums of the board's three-card subsets: boards
/// with a repeated rank have fewer than ten.
#[inline]
fn board_triples(board: &[Card]) -> ([u32; MAX_TRIPLES], usize) {
    let mut sums = [0u32; MAX_TRIPLES];
    let mut n = 0;
    for (i, &a) in board.iter().enumerate() {
        for (j, &b) in board.iter().enumerate().skip(i + 1) {
            for &c in &board[j + 1..] {
                let sum = key(a).wrapping_add(key(b)).wrapping_add(key(c));
                if !sums[..n].contains(&sum) {
                    sums[n] = sum;
                    n += 1;
                }
            }
        }
    }
    (sums, n)
}

/// The best flush of two suited hole cards (`pair`, in `suit`) with three of
/// the board's cards of that suit (`suited`).
#[inline]
fn best_flush(pair: u64, suited: u64, suit: Suit) -> u16 {
    let mut best = 0;
    triples_of(suited, |triple| {
        best = best.max(FLUSH[flush_index(pair | triple, suit.index() as u32)]);
    });
    best
}

/// The strength of an Omaha hand: the best five-card hand made of exactly
/// two of the four, five or six hole cards and exactly three of the three,
/// four or five board cards.
///
/// The board's structure is computed once (its distinct three-card rank
/// combinations and its one possible flush suit), then each distinct pair
/// of hole ranks is looked up against it: hole pairs of equal ranks, and
/// board triples of equal ranks, are tried once, and flushes only for
/// suited hole pairs of the board's flush suit. To evaluate many hands
/// against one board, prepare an [`OmahaBoard`].
///
/// # Errors
///
/// [`EvalError::WrongHoleCount`] unless there are four to six hole cards,
/// [`EvalError::WrongBoardCount`] unless there are three to five board
/// cards, [`EvalError::DuplicateCard`] if a card appears twice.
///
/// # Examples
///
/// ```
/// use card_core::Card;
/// use hand_eval::{evaluate_omaha, EvalError, HandCategory};
///
/// let cards = |s: &str| -> Vec<Card> { s.split(' ').map(|c| c.parse().unwrap()).collect() };
/// // Four hearts on the board and the ace of hearts: no flush without a
/// // second heart in the hand.
/// let rank = evaluate_omaha(&cards("Ah Ks Qd Tc"), &cards("2h 5h 8h Th 3c"))?;
/// assert_eq!(rank.category(), HandCategory::OnePair);
/// assert_eq!(rank.to_string(), "One Pair, Tens");
/// let rank = evaluate_omaha(&cards("Ah Kh Qd Jc"), &cards("2h 5h 8h Th 3c"))?;
/// assert_eq!(rank.to_string(), "Flush, Ace high");
/// assert_eq!(
///     evaluate_omaha(&cards("Ah Kh Qd"), &cards("2h 5h 8h")),
///     Err(EvalError::WrongHoleCount { count: 3 })
/// );
/// # Ok::<(), EvalError>(())
/// ```
pub fn evaluate_omaha(hole: &[Card], board: &[Card]) -> Result<HandRank, EvalError> {
    check(hole, board)?;
    Ok(evaluate_omaha_unchecked(hole, board))
}

/// The strength of an Omaha hand, as [`evaluate_omaha`] gives it, without
/// checks: the fast path for hot loops that know their cards are valid.
/// For anything else the result is meaningless.
///
/// # Examples
///
/// ```
/// use card_core::Card;
/// use hand_eval::evaluate_omaha_unchecked;
///
/// let hole = ["As", "Ad", "Kc", "Kd", "7h", "2c"].map(|c| c.parse::<Card>().unwrap());
/// let board = ["Ah", "Kh", "Ks", "9d", "4c"].map(|c| c.parse::<Card>().unwrap());
/// assert_eq!(evaluate_omaha_unchecked(&hole, &board).to_string(), "Four of a Kind, Kings");
/// ```
pub fn evaluate_omaha_unchecked(hole: &[Card], board: &[Card]) -> HandRank {
    let mut best = 0;
    let board_set: CardSet = board.iter().copied().collect();
    // Flushes first: without a repeated rank on the board, nothing else
    // can beat one.
    if let Some((suit, suited)) = flush_suit(board_set) {
        let hole_set: CardSet = hole.iter().copied().collect();
        pairs_of((hole_set & CardSet::of_suit(suit)).bits(), |pair| {
            best = best.max(best_flush(pair, suited, suit));
        });
        if best != 0 && board_set.ranks().count_ones() as usize == board.len() {
            return HandRank::from_table(best);
        }
    }
    let (triples, n) = board_triples(board);
    let triples = &triples[..n];
    let mut pairs = [0u32; MAX_PAIRS];
    let mut seen = 0;
    for (i, &a) in hole.iter().enumerate() {
        for &b in &hole[i + 1..] {
            let pair = key(a).wrapping_add(key(b));
            if pairs[..seen].contains(&pair) {
                continue;
            }
            pairs[seen] = pair;
            seen += 1;
            for &triple in triples {
                best = best.max(five_or_six_ranks_value(pair.wrapping_add(triple)));
            }
        }
    }
    HandRank::from_table(best)
}

/// The index of the rank multiset `low <= middle <= high`.
#[inline]
fn rank_triple_index(low: Rank, middle: Rank, high: Rank) -> usize {
    usize::from(
        TRIPLE_INDEX[0][low.index()]
            + TRIPLE_INDEX[1][middle.index()]
            + TRIPLE_INDEX[2][high.index()],
    )
}

/// Checks the hole cards of an Omaha hand.
fn hole_set(hole: &[Card]) -> Result<CardSet, EvalError> {
    if !(4..=MAX_HOLE).contains(&hole.len()) {
        return Err(EvalError::WrongHoleCount { count: hole.len() });
    }
    let mut cards = CardSet::EMPTY;
    for &card in hole {
        if !cards.insert(card) {
            return Err(EvalError::DuplicateCard { card });
        }
    }
    Ok(cards)
}

/// Hole cards prepared for evaluating one Omaha hand against many boards
/// (an exact equity walks every board): the best hand of the hole cards
/// with every multiset of three board ranks, computed once (with and
/// without a flush), so that a board costs one read of a 455-entry table
/// per three-card subset (ten on the river), plus as many for the suit in
/// which both the board and the hand may make a flush.
///
/// Preparing costs about 455 table reads per distinct pair of hole ranks.
///
/// # Examples
///
/// ```
/// use card_core::{Card, CardSet};
/// use hand_eval::{OmahaHole, evaluate_omaha};
///
/// let hole = ["Ah", "Kh", "Qd", "Jc"].map(|c| c.parse::<Card>().unwrap());
/// let prepared = OmahaHole::new(&hole)?;
/// let board: CardSet = "2h 5h 8h Th 3c".parse().unwrap();
/// assert_eq!(prepared.evaluate(board)?.to_string(), "Flush, Ace high");
///
/// // Every flop from the rest of the deck agrees with the one-off path.
/// for flop in (!prepared.cards()).subsets(3).take(1000) {
///     let cards: Vec<Card> = flop.iter().collect();
///     assert_eq!(prepared.evaluate_unchecked(flop), evaluate_omaha(&hole, &cards)?);
/// }
/// # Ok::<(), hand_eval::EvalError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OmahaHole {
    cards: CardSet,
    /// Best hand without a flush by the index of a board rank triple.
    plain: [u16; TRIPLE_SLOTS],
    /// The suits of which the hand holds two cards or more, with the best
    /// flush by the index of three board ranks of that suit.
    suited: [(Suit, [u16; TRIPLE_SLOTS]); MAX_FLUSH_SUITS],
    /// How many entries of `suited` are in use.
    suits: usize,
}

impl OmahaHole {
    /// Prepares four, five or six hole cards.
    ///
    /// # Errors
    ///
    /// [`EvalError::WrongHoleCount`] unless there are four to six cards,
    /// [`EvalError::DuplicateCard`] if a card appears twice.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{EvalError, OmahaHole};
    /// let hole = ["As", "Kd", "7c", "7s", "2h"].map(|c| c.parse().unwrap());
    /// assert_eq!(OmahaHole::new(&hole)?.cards().len(), 5);
    /// assert_eq!(OmahaHole::new(&hole[..3]), Err(EvalError::WrongHoleCount { count: 3 }));
    /// # Ok::<(), EvalError>(())
    /// ```
    pub fn new(hole: &[Card]) -> Result<OmahaHole, EvalError> {
        let cards = hole_set(hole)?;
        let mut pairs = [0u32; MAX_PAIRS];
        let mut distinct = 0;
        for (i, &a) in hole.iter().enumerate() {
            for &b in &hole[i + 1..] {
                let pair = key(a).wrapping_add(key(b));
                if !pairs[..distinct].contains(&pair) {
                    pairs[distinct] = pair;
                    distinct += 1;
                }
            }
        }
        let mut plain = [0; TRIPLE_SLOTS];
        let mut suited = [(Suit::Clubs, [0; TRIPLE_SLOTS]); MAX_FLUSH_SUITS];
        let mut suits = 0;
        for (i, &low) in Rank::ALL.iter().enumerate() {
            for (j, &middle) in Rank::ALL.iter().enumerate().skip(i) {
                for &high in &Rank::ALL[j..] {
                    let triple = RANK_KEYS[low.index()]
                        .wrapping_add(RANK_KEYS[middle.index()])
                        .wrapping_add(RANK_KEYS[high.index()]);
                    let best = pairs[..distinct]
                        .iter()
                        .map(|&pair| five_or_six_ranks_value(pair.wrapping_add(triple)))
                        .max()
                        .unwrap_or(0);
                    plain[rank_triple_index(low, middle, high)] = best;
                }
            }
        }
        for suit in Suit::ALL {
            let held = (cards & CardSet::of_suit(suit)).bits();
            if held.count_ones() < 2 {
                continue;
            }
            let mut table = [0; TRIPLE_SLOTS];
            triples_of(CardSet::of_suit(suit).bits() & !held, |triple| {
                let mut best = 0;
                pairs_of(held, |pair| {
                    best = best.max(FLUSH[flush_index(pair | triple, suit.index() as u32)]);
                });
                let board = CardSet::from_bits(triple).expect("cards of one suit");
                let mut ranks = board.iter().map(Card::rank);
                if let (Some(low), Some(middle), Some(high)) =
                    (ranks.next(), ranks.next(), ranks.next())
                {
                    table[rank_triple_index(low, middle, high)] = best;
                }
            });
            suited[suits] = (suit, table);
            suits += 1;
        }
        Ok(OmahaHole {
            cards,
            plain,
            suited,
            suits,
        })
    }

    /// The hole cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::OmahaHole;
    /// let hole = ["As", "Kd", "7c", "7s"].map(|c| c.parse().unwrap());
    /// assert!(OmahaHole::new(&hole)?.cards().contains("7s".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn cards(&self) -> CardSet {
        self.cards
    }

    /// The strength of this hand with a board of three, four or five cards.
    ///
    /// # Errors
    ///
    /// [`EvalError::WrongBoardCount`] unless the board has three to five
    /// cards, [`EvalError::DuplicateCard`] for a board card the hand holds.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{EvalError, OmahaHole};
    /// let hole = OmahaHole::new(&["Ad", "Ac", "Ks", "Qs"].map(|c| c.parse().unwrap()))?;
    /// assert_eq!(
    ///     hole.evaluate("As Kd 7c 7s 2h".parse().unwrap())?.to_string(),
    ///     "Full House, Aces over Sevens"
    /// );
    /// assert_eq!(
    ///     hole.evaluate("Ad Kd 7c".parse().unwrap()),
    ///     Err(EvalError::DuplicateCard { card: "Ad".parse().unwrap() })
    /// );
    /// # Ok::<(), EvalError>(())
    /// ```
    pub fn evaluate(&self, board: CardSet) -> Result<HandRank, EvalError> {
        let count = board.len();
        if !(FLUSH_DRAW..=MAX_BOARD).contains(&count) {
            return Err(EvalError::WrongBoardCount { count });
        }
        if let Some(card) = (board & self.cards).iter().next() {
            return Err(EvalError::DuplicateCard { card });
        }
        Ok(self.evaluate_unchecked(board))
    }

    /// The strength of this hand with a board of three to five cards it
    /// does not hold, without checks: the fast path for enumerations. For
    /// any other board the result is meaningless.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::OmahaHole;
    /// let hole = OmahaHole::new(&["7d", "7h", "Ks", "Qs"].map(|c| c.parse().unwrap()))?;
    /// let rank = hole.evaluate_unchecked("As Kd 7c 7s 2h".parse().unwrap());
    /// assert_eq!(rank.to_string(), "Four of a Kind, Sevens");
    /// # Ok::<(), hand_eval::EvalError>(())
    /// ```
    #[inline]
    pub fn evaluate_unchecked(&self, board: CardSet) -> HandRank {
        let mut best = best_of_triples(board, &self.plain);
        for (suit, table) in &self.suited[..self.suits] {
            let suited = board & CardSet::of_suit(*suit);
            if suited.len() >= FLUSH_DRAW {
                best = best.max(best_of_triples(suited, table));
            }
        }
        HandRank::from_table(best)
    }
}

/// The best entry of `table` over the three-card subsets of `cards` (at
/// most five cards; any more are ignored).
#[inline]
fn best_of_triples(cards: CardSet, table: &[u16; TRIPLE_SLOTS]) -> u16 {
    // The three parts of each card's contribution to a triple's index, by
    // card index, so rank lowest first.
    let mut parts = [[0u16; MAX_BOARD]; 3];
    let mut bits = cards.bits();
    let mut n = 0;
    while bits != 0 && n < MAX_BOARD {
        let rank = bits.trailing_zeros() as usize / Suit::COUNT;
        for (part, place) in parts.iter_mut().zip(&TRIPLE_INDEX) {
            part[n] = place[rank % Rank::COUNT];
        }
        bits &= bits - 1;
        n += 1;
    }
    match n {
        5 => best_of_triples_of::<5>(&parts, table),
        4 => best_of_triples_of::<4>(&parts, table),
        3 => best_of_triples_of::<3>(&parts, table),
        _ => 0,
    }
}

/// [`best_of_triples`] for `N` cards, so that the loops unroll.
#[inline]
fn best_of_triples_of<const N: usize>(
    [low, middle, high]: &[[u16; MAX_BOARD]; 3],
    table: &[u16; TRIPLE_SLOTS],
) -> u16 {
    let mut best = 0;
    for (i, &first) in low[..N].iter().enumerate() {
        for (j, &second) in middle[..N].iter().enumerate().skip(i + 1) {
            let two = first + second;
            for &third in &high[j + 1..N] {
                best = best.max(table[usize::from(two + third) % TRIPLE_SLOTS]);
            }
        }
    }
    best
}

/// A board prepared for evaluating many Omaha hands against it: the best
/// hand of every pair of hole ranks with three of the board's cards,
/// computed once (with and without a flush), so that each hand costs one
/// or two table reads per pair of its hole cards.
///
/// Preparing costs about a thousand table reads; [`evaluate_omaha`] is
/// faster for a single hand.
///
/// # Examples
///
/// ```
/// use card_core::{Card, CardSet};
/// use hand_eval::{OmahaBoard, HandCategory};
///
/// let cards = |s: &str| -> Vec<Card> { s.split(' ').map(|c| c.parse().unwrap()).collect() };
/// let board = OmahaBoard::new(&cards("Qh Jh 7h 7d 2c"))?;
/// let nuts = board.evaluate(&cards("Ah Kh 3c 4d"))?;
/// let boat = board.evaluate(&cards("Qs Qd 8c 9d"))?;
/// assert_eq!(nuts.category(), HandCategory::Flush);
/// assert_eq!(boat.to_string(), "Full House, Queens over Sevens");
/// assert!(boat > nuts);
///
/// // Every four-card hand from the rest of the deck.
/// let rest = !board.cards();
/// let mut full_houses_or_better = 0;
/// for hand in rest.subsets(4) {
///     let hole: Vec<Card> = hand.iter().collect();
///     if board.evaluate_unchecked(&hole).category() >= HandCategory::FullHouse {
///         full_houses_or_better += 1;
///     }
/// }
/// assert!(full_houses_or_better > 0);
/// # Ok::<(), hand_eval::EvalError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OmahaBoard {
    cards: CardSet,
    /// Best hand without a flush, by `13 * rank + rank` of a hole pair
    /// (both orders).
    plain: [u16; Rank::COUNT * Rank::COUNT],
    /// Best flush of a hole pair of `flush` by its ranks (both orders); 0
    /// where none.
    suited: [u16; Rank::COUNT * Rank::COUNT],
    /// The suit in which the board allows a flush.
    flush: Option<Suit>,
}

impl OmahaBoard {
    /// Prepares a board of three, four or five cards.
    ///
    /// # Errors
    ///
    /// [`EvalError::WrongBoardCount`] unless there are three to five cards,
    /// [`EvalError::DuplicateCard`] if a card appears twice.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{EvalError, OmahaBoard};
    /// let flop = ["As", "Kd", "7c"].map(|c| c.parse().unwrap());
    /// assert_eq!(OmahaBoard::new(&flop)?.cards().len(), 3);
    /// assert_eq!(OmahaBoard::new(&flop[..2]), Err(EvalError::WrongBoardCount { count: 2 }));
    /// # Ok::<(), EvalError>(())
    /// ```
    pub fn new(board: &[Card]) -> Result<OmahaBoard, EvalError> {
        check_board(board)?;
        let mut cards = CardSet::EMPTY;
        for &card in board {
            if !cards.insert(card) {
                return Err(EvalError::DuplicateCard { card });
            }
        }
        let (triples, n) = board_triples(board);
        let mut plain = [0; Rank::COUNT * Rank::COUNT];
        for (i, a) in Rank::ALL.into_iter().enumerate() {
            for b in &Rank::ALL[i..] {
                let pair = RANK_KEYS[a.index()].wrapping_add(RANK_KEYS[b.index()]);
                let best = triples[..n]
                    .iter()
                    .map(|&t| five_or_six_ranks_value(pair.wrapping_add(t)))
                    .max()
                    .unwrap_or(0);
                plain[a.index() * Rank::COUNT + b.index()] = best;
                plain[b.index() * Rank::COUNT + a.index()] = best;
            }
        }
        let mut suited = [0; Rank::COUNT * Rank::COUNT];
        let flush = flush_suit(cards).map(|(suit, mask)| {
            for (i, a) in Rank::ALL.into_iter().enumerate() {
                for b in &Rank::ALL[i + 1..] {
                    let pair = CardSet::from([Card::new(a, suit), Card::new(*b, suit)]).bits();
                    if pair & mask == 0 {
                        let best = best_flush(pair, mask, suit);
                        suited[a.index() * Rank::COUNT + b.index()] = best;
                        suited[b.index() * Rank::COUNT + a.index()] = best;
                    }
                }
            }
            suit
        });
        Ok(OmahaBoard {
            cards,
            plain,
            suited,
            flush,
        })
    }

    /// The board's cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::OmahaBoard;
    /// let flop = ["As", "Kd", "7c"].map(|c| c.parse().unwrap());
    /// assert!(OmahaBoard::new(&flop)?.cards().contains("Kd".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn cards(&self) -> CardSet {
        self.cards
    }

    /// The strength of an Omaha hand with these board cards.
    ///
    /// # Errors
    ///
    /// [`EvalError::WrongHoleCount`] unless there are four to six hole
    /// cards, [`EvalError::DuplicateCard`] if a card appears twice or is on
    /// the board.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{EvalError, OmahaBoard};
    /// let board = OmahaBoard::new(&["As", "Kd", "7c", "7s", "2h"].map(|c| c.parse().unwrap()))?;
    /// let hole = ["Ad", "Ac", "Ks", "Qs"].map(|c| c.parse().unwrap());
    /// assert_eq!(board.evaluate(&hole)?.to_string(), "Full House, Aces over Sevens");
    /// let overlap = ["As", "Ac", "Ks", "Qs"].map(|c| c.parse().unwrap());
    /// assert_eq!(board.evaluate(&overlap), Err(EvalError::DuplicateCard { card: "As".parse().unwrap() }));
    /// # Ok::<(), EvalError>(())
    /// ```
    pub fn evaluate(&self, hole: &[Card]) -> Result<HandRank, EvalError> {
        let held = hole_set(hole)?;
        if let Some(card) = (held & self.cards).iter().next() {
            return Err(EvalError::DuplicateCard { card });
        }
        Ok(self.evaluate_unchecked(hole))
    }

    /// The strength of an Omaha hand with these board cards, without
    /// checks: the fast path for enumerations. For anything but four to
    /// six distinct cards off the board the result is meaningless.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::OmahaBoard;
    /// let board = OmahaBoard::new(&["As", "Kd", "7c", "7s", "2h"].map(|c| c.parse().unwrap()))?;
    /// let hole = ["7d", "7h", "Ks", "Qs"].map(|c| c.parse().unwrap());
    /// assert_eq!(board.evaluate_unchecked(&hole).to_string(), "Four of a Kind, Sevens");
    /// # Ok::<(), hand_eval::EvalError>(())
    /// ```
    #[inline]
    pub fn evaluate_unchecked(&self, hole: &[Card]) -> HandRank {
        let mut best = 0;
        for (i, &a) in hole.iter().enumerate() {
            for &b in &hole[i + 1..] {
                let index = a.rank().index() * Rank::COUNT + b.rank().index();
                best = best.max(self.plain[index]);
                if Some(a.suit()) == self.flush && b.suit() == a.suit() {
                    best = best.max(self.suited[index]);
                }
            }
        }
        HandRank::from_table(best)
    }
}
