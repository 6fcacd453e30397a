//! Omaha evaluation: the best hand of exactly two hole cards and exactly
//! three board cards, high, and for Omaha hi-lo also the best 8-or-better
//! low.

use card_core::{Card, CardSet, Rank, Suit};

use crate::flush::flush_index;
use crate::hand::five_or_six_ranks_value;
use crate::low::{eight_or_lower, qualifying_low};
use crate::tables::fast::{FLUSH, RANK_KEYS};
use crate::{AceFiveLow, EvalError, HandRank, HiLo};

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

/// Checks an Omaha hand's counts and that the board holds no hole card.
fn check(hole: CardSet, board: CardSet) -> Result<(), EvalError> {
    check_hole(hole)?;
    check_board(board)?;
    disjoint(hole, board)
}

/// Checks the hole cards of an Omaha hand.
fn check_hole(hole: CardSet) -> Result<(), EvalError> {
    if (4..=MAX_HOLE).contains(&hole.len()) {
        Ok(())
    } else {
        Err(EvalError::WrongHoleCount { count: hole.len() })
    }
}

/// Checks the board cards of an Omaha hand.
fn check_board(board: CardSet) -> Result<(), EvalError> {
    if (FLUSH_DRAW..=MAX_BOARD).contains(&board.len()) {
        Ok(())
    } else {
        Err(EvalError::WrongBoardCount { count: board.len() })
    }
}

/// Checks that the board holds no hole card.
fn disjoint(hole: CardSet, board: CardSet) -> Result<(), EvalError> {
    match (hole & board).iter().next() {
        Some(card) => Err(EvalError::DuplicateCard { card }),
        None => Ok(()),
    }
}

/// The first six cards of a set (its hole cards or its board), and how
/// many there are.
#[inline]
fn cards_of(set: CardSet) -> ([Card; MAX_HOLE], usize) {
    let mut cards = [Card::new(Rank::Two, Suit::Clubs); MAX_HOLE];
    let mut n = 0;
    for (slot, card) in cards.iter_mut().zip(set) {
        *slot = card;
        n += 1;
    }
    (cards, n)
}

/// The best 8-or-better low of two of the ranks of `hole` and three of
/// those of `board` (masks of [`eight_or_lower`]), as the mask of its five
/// ranks; 0 where there is none. Of two masks of five ranks, the smaller
/// number is the better low (the highest rank decides first).
#[inline]
fn best_low_mask(hole: u8, board: u8) -> u8 {
    let mut best = u8::MAX;
    let mut a = hole;
    while a != 0 {
        let first = a & a.wrapping_neg();
        a ^= first;
        let mut b = a;
        while b != 0 {
            let second = b & b.wrapping_neg();
            b ^= second;
            let mut rest = board & !(first | second);
            if rest.count_ones() >= 3 {
                // Keep the three lowest ranks of the board.
                while rest.count_ones() > 3 {
                    rest &= !(1 << (7 - rest.leading_zeros()));
                }
                best = best.min(first | second | rest);
            }
        }
    }
    if best == u8::MAX { 0 } else { best }
}

/// The low of a mask of [`best_low_mask`] (0 for none).
#[inline]
fn low_of(mask: u8) -> Option<AceFiveLow> {
    (mask != 0).then(|| qualifying_low(mask))
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
/// use card_core::CardSet;
/// use hand_eval::{evaluate_omaha, EvalError, HandCategory};
///
/// let cards = |s: &str| s.parse::<CardSet>().unwrap();
/// // Four hearts on the board and the ace of hearts: no flush without a
/// // second heart in the hand.
/// let rank = evaluate_omaha(cards("Ah Ks Qd Tc"), cards("2h 5h 8h Th 3c"))?;
/// assert_eq!(rank.category(), HandCategory::OnePair);
/// assert_eq!(rank.to_string(), "One Pair, Tens");
/// let rank = evaluate_omaha(cards("Ah Kh Qd Jc"), cards("2h 5h 8h Th 3c"))?;
/// assert_eq!(rank.to_string(), "Flush, Ace high");
/// assert_eq!(
///     evaluate_omaha(cards("Ah Kh Qd"), cards("2h 5h 8h")),
///     Err(EvalError::WrongHoleCount { count: 3 })
/// );
/// # Ok::<(), EvalError>(())
/// ```
pub fn evaluate_omaha(hole: CardSet, board: CardSet) -> Result<HandRank, EvalError> {
    check(hole, board)?;
    Ok(evaluate_omaha_unchecked(hole, board))
}

/// The high and the low of an Omaha hi-lo hand: the best hand and the best
/// 8-or-better ace-to-five low, each of exactly two of the four, five or six
/// hole cards and exactly three of the three, four or five board cards (the
/// two halves may use different cards).
///
/// The low looks at the ranks ace to eight alone: the board's are found
/// once, then for each pair of distinct low hole ranks the three lowest
/// board ranks that differ from them complete the best low of that pair.
///
/// # Errors
///
/// As [`evaluate_omaha`].
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::evaluate_omaha_hi_lo;
///
/// let cards = |s: &str| s.parse::<CardSet>().unwrap();
/// let both = evaluate_omaha_hi_lo(cards("Ac 2d Kh Ks"), cards("3c 5d 8h Kd Qc"))?;
/// assert_eq!(both.high.to_string(), "Three of a Kind, Kings");
/// assert_eq!(both.low.map(|low| low.to_string()).as_deref(), Some("8-5-3-2-A"));
/// // Four low cards on the board and one in the hand: no low.
/// let both = evaluate_omaha_hi_lo(cards("Ac Kd Kh Qs"), cards("2c 3d 4h 5s 9c"))?;
/// assert_eq!(both.low, None);
/// # Ok::<(), hand_eval::EvalError>(())
/// ```
pub fn evaluate_omaha_hi_lo(hole: CardSet, board: CardSet) -> Result<HiLo, EvalError> {
    check(hole, board)?;
    Ok(HiLo {
        high: evaluate_omaha_unchecked(hole, board),
        low: low_of(best_low_mask(eight_or_lower(hole), eight_or_lower(board))),
    })
}

/// The strength of an Omaha hand, as [`evaluate_omaha`] gives it, without
/// checks: the fast path for hot loops that know their cards are valid.
/// For anything else the result is meaningless.
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::evaluate_omaha_unchecked;
///
/// let hole: CardSet = "As Ad Kc Kd 7h 2c".parse().unwrap();
/// let board: CardSet = "Ah Kh Ks 9d 4c".parse().unwrap();
/// assert_eq!(evaluate_omaha_unchecked(hole, board).to_string(), "Four of a Kind, Kings");
/// ```
pub fn evaluate_omaha_unchecked(hole: CardSet, board: CardSet) -> HandRank {
    let mut best = 0;
    let board_set = board;
    let hole_set = hole;
    let (hole, h) = cards_of(hole);
    let (board, b) = cards_of(board);
    let (hole, board) = (&hole[..h], &board[..b]);
    // Flushes first: without a repeated rank on the board, nothing else
    // can beat one.
    if let Some((suit, suited)) = flush_suit(board_set) {
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

/// Hole cards prepared for evaluating one Omaha hand against many boards
/// (an exact equity walks every board): the best hand of the hole cards
/// with every multiset of three board ranks, computed once (with and
/// without a flush), so that a board costs one read of a 455-entry table
/// per three-card subset (ten on the river), plus as many for the suit in
/// which both the board and the hand may make a flush.
///
/// Preparing costs about 455 table reads per distinct pair of hole ranks.
/// For Omaha hi-lo, the best low of the hole cards with every set of low
/// board ranks is prepared too, so that the low costs one read more.
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::{OmahaHole, evaluate_omaha, evaluate_omaha_hi_lo};
///
/// let hole: CardSet = "Ah Kh Qd 2c".parse().unwrap();
/// let prepared = OmahaHole::new(hole)?;
/// let board: CardSet = "2h 5h 8h Th 3c".parse().unwrap();
/// assert_eq!(prepared.evaluate(board)?.to_string(), "Flush, Ace high");
///
/// // Every flop from the rest of the deck agrees with the one-off paths.
/// for flop in (!prepared.cards()).subsets(3).take(1000) {
///     assert_eq!(prepared.evaluate_unchecked(flop), evaluate_omaha(hole, flop)?);
///     assert_eq!(prepared.evaluate_hi_lo_unchecked(flop), evaluate_omaha_hi_lo(hole, flop)?);
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
    /// The best 8-or-better low ([`AceFiveLow::value`], 0 for none) by the
    /// mask of the board's ranks ace to eight.
    low: [u16; 1 << 8],
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
    /// let hole = "As Kd 7c 7s 2h".parse().unwrap();
    /// assert_eq!(OmahaHole::new(hole)?.cards().len(), 5);
    /// assert_eq!(
    ///     OmahaHole::new("As Kd 7c".parse().unwrap()),
    ///     Err(EvalError::WrongHoleCount { count: 3 })
    /// );
    /// # Ok::<(), EvalError>(())
    /// ```
    pub fn new(hole: CardSet) -> Result<OmahaHole, EvalError> {
        check_hole(hole)?;
        let cards = hole;
        let (hole, h) = cards_of(hole);
        let hole = &hole[..h];
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
        let held = eight_or_lower(cards);
        let low = core::array::from_fn(|board| {
            low_of(best_low_mask(held, board as u8)).map_or(0, AceFiveLow::value)
        });
        Ok(OmahaHole {
            cards,
            plain,
            suited,
            suits,
            low,
        })
    }

    /// The hole cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::OmahaHole;
    /// let hole = "As Kd 7c 7s".parse()?;
    /// assert!(OmahaHole::new(hole)?.cards().contains("7s".parse()?));
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
    /// let hole = OmahaHole::new("Ad Ac Ks Qs".parse().unwrap())?;
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
        check_board(board)?;
        disjoint(self.cards, board)?;
        Ok(self.evaluate_unchecked(board))
    }

    /// The high and the 8-or-better low of this hand with a board of three,
    /// four or five cards, as [`evaluate_omaha_hi_lo`] gives them.
    ///
    /// # Errors
    ///
    /// As [`evaluate`](Self::evaluate).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::OmahaHole;
    /// let hole = OmahaHole::new("Ad 2c 3s Ks".parse().unwrap())?;
    /// let both = hole.evaluate_hi_lo("7c 8d Kd 4h 2h".parse().unwrap())?;
    /// assert_eq!(both.high.to_string(), "Two Pair, Kings and Twos");
    /// assert_eq!(both.low.map(|low| low.to_string()).as_deref(), Some("7-4-3-2-A"));
    /// # Ok::<(), hand_eval::EvalError>(())
    /// ```
    pub fn evaluate_hi_lo(&self, board: CardSet) -> Result<HiLo, EvalError> {
        check_board(board)?;
        disjoint(self.cards, board)?;
        Ok(self.evaluate_hi_lo_unchecked(board))
    }

    /// The high and the 8-or-better low of this hand with a board of three
    /// to five cards it does not hold, without checks. For any other board
    /// the result is meaningless.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::OmahaHole;
    /// let hole = OmahaHole::new("Ad 2c 3s Ks".parse().unwrap())?;
    /// assert_eq!(hole.evaluate_hi_lo_unchecked("9c Td Kd 4h 2h".parse().unwrap()).low, None);
    /// # Ok::<(), hand_eval::EvalError>(())
    /// ```
    #[inline]
    pub fn evaluate_hi_lo_unchecked(&self, board: CardSet) -> HiLo {
        HiLo {
            high: self.evaluate_unchecked(board),
            low: AceFiveLow::from_value(self.low[usize::from(eight_or_lower(board))]),
        }
    }

    /// The strength of this hand with a board of three to five cards it
    /// does not hold, without checks: the fast path for enumerations. For
    /// any other board the result is meaningless.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::OmahaHole;
    /// let hole = OmahaHole::new("7d 7h Ks Qs".parse().unwrap())?;
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
/// use card_core::CardSet;
/// use hand_eval::{OmahaBoard, HandCategory};
///
/// let cards = |s: &str| s.parse::<CardSet>().unwrap();
/// let board = OmahaBoard::new(cards("Qh Jh 7h 7d 2c"))?;
/// let nuts = board.evaluate(cards("Ah Kh 3c 4d"))?;
/// let boat = board.evaluate(cards("Qs Qd 8c 9d"))?;
/// assert_eq!(nuts.category(), HandCategory::Flush);
/// assert_eq!(boat.to_string(), "Full House, Queens over Sevens");
/// assert!(boat > nuts);
///
/// // Every four-card hand from the rest of the deck.
/// let rest = !board.cards();
/// let mut full_houses_or_better = 0;
/// for hole in rest.subsets(4) {
///     if board.evaluate_unchecked(hole).category() >= HandCategory::FullHouse {
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
    /// The best 8-or-better low ([`AceFiveLow::value`], 0 for none) by the
    /// mask of the hole cards' ranks ace to eight.
    low: [u16; 1 << 8],
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
    /// assert_eq!(OmahaBoard::new("As Kd 7c".parse().unwrap())?.cards().len(), 3);
    /// assert_eq!(
    ///     OmahaBoard::new("As Kd".parse().unwrap()),
    ///     Err(EvalError::WrongBoardCount { count: 2 })
    /// );
    /// # Ok::<(), EvalError>(())
    /// ```
    pub fn new(board: CardSet) -> Result<OmahaBoard, EvalError> {
        check_board(board)?;
        let cards = board;
        let (board, b) = cards_of(board);
        let (triples, n) = board_triples(&board[..b]);
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
        let on_board = eight_or_lower(cards);
        let low = core::array::from_fn(|hole| {
            low_of(best_low_mask(hole as u8, on_board)).map_or(0, AceFiveLow::value)
        });
        Ok(OmahaBoard {
            cards,
            plain,
            suited,
            flush,
            low,
        })
    }

    /// The board's cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::OmahaBoard;
    /// let flop = "As Kd 7c".parse()?;
    /// assert!(OmahaBoard::new(flop)?.cards().contains("Kd".parse()?));
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
    /// cards, [`EvalError::DuplicateCard`] for a hole card on the board.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{EvalError, OmahaBoard};
    /// let board = OmahaBoard::new("As Kd 7c 7s 2h".parse().unwrap())?;
    /// let hole = "Ad Ac Ks Qs".parse().unwrap();
    /// assert_eq!(board.evaluate(hole)?.to_string(), "Full House, Aces over Sevens");
    /// let overlap = "As Ac Ks Qs".parse().unwrap();
    /// assert_eq!(board.evaluate(overlap), Err(EvalError::DuplicateCard { card: "As".parse().unwrap() }));
    /// # Ok::<(), EvalError>(())
    /// ```
    pub fn evaluate(&self, hole: CardSet) -> Result<HandRank, EvalError> {
        check_hole(hole)?;
        disjoint(hole, self.cards)?;
        Ok(self.evaluate_unchecked(hole))
    }

    /// The high and the 8-or-better low of an Omaha hi-lo hand with these
    /// board cards, as [`evaluate_omaha_hi_lo`] gives them.
    ///
    /// # Errors
    ///
    /// As [`evaluate`](Self::evaluate).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::OmahaBoard;
    /// let board = OmahaBoard::new("7c 8d Kd 4h 2h".parse().unwrap())?;
    /// let both = board.evaluate_hi_lo("Ad 2c 3s Ks".parse().unwrap())?;
    /// assert_eq!(both.high.to_string(), "Two Pair, Kings and Twos");
    /// assert_eq!(both.low.map(|low| low.to_string()).as_deref(), Some("7-4-3-2-A"));
    /// # Ok::<(), hand_eval::EvalError>(())
    /// ```
    pub fn evaluate_hi_lo(&self, hole: CardSet) -> Result<HiLo, EvalError> {
        check_hole(hole)?;
        disjoint(hole, self.cards)?;
        Ok(self.evaluate_hi_lo_unchecked(hole))
    }

    /// The high and the 8-or-better low of an Omaha hi-lo hand with these
    /// board cards, without checks: one table read for the low. For
    /// anything but four to six cards off the board the result is
    /// meaningless.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::OmahaBoard;
    /// let board = OmahaBoard::new("7c 8d Kd 4h 2h".parse().unwrap())?;
    /// assert_eq!(board.evaluate_hi_lo_unchecked("Ad Kc Ks Qs".parse().unwrap()).low, None);
    /// # Ok::<(), hand_eval::EvalError>(())
    /// ```
    #[inline]
    pub fn evaluate_hi_lo_unchecked(&self, hole: CardSet) -> HiLo {
        HiLo {
            high: self.evaluate_unchecked(hole),
            low: AceFiveLow::from_value(self.low[usize::from(eight_or_lower(hole))]),
        }
    }

    /// The strength of an Omaha hand with these board cards, without
    /// checks: the fast path for enumerations. For anything but four to
    /// six distinct cards off the board the result is meaningless.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::OmahaBoard;
    /// let board = OmahaBoard::new("As Kd 7c 7s 2h".parse().unwrap())?;
    /// let hole = "7d 7h Ks Qs".parse().unwrap();
    /// assert_eq!(board.evaluate_unchecked(hole).to_string(), "Four of a Kind, Sevens");
    /// # Ok::<(), hand_eval::EvalError>(())
    /// ```
    #[inline]
    pub fn evaluate_unchecked(&self, hole: CardSet) -> HandRank {
        let (hole, h) = cards_of(hole);
        let hole = &hole[..h];
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
