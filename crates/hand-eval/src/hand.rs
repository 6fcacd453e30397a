//! The incremental accumulator of the fast evaluator.

use card_core::{Card, CardSet, Rank, Suit};

use crate::flush::flush_index;
use crate::tables::fast::{
    FIVE_SIX_OFFSETS, FIVE_SIX_ROW_SHIFT, FIVE_SIX_VALUES, FLUSH, RANK_KEYS, SEVEN_OFFSETS,
    SEVEN_ROW_SHIFT, SEVEN_VALUES,
};
use crate::{EvalError, HandRank};

// A hand's key is the sum of its cards' keys, wrapping at 64 bits:
//
// - bits 0..32: the sum of the rank keys, wrapping at 32 bits;
// - bits 32..36: the carries out of that sum (at most one per card), so
//   that they never reach the counters;
// - bits 36 + 4s .. 40 + 4s: the number of cards of suit s plus 3, so that
//   bit 3 of the counter is set from five cards to twelve;
// - bits 61..64: the number of cards plus 1, modulo 8: zero at seven cards.

/// Where the suit counters start.
pub(crate) const SUIT_SHIFT: u32 = 36;

/// Where the card counter starts.
const COUNT_SHIFT: u32 = 61;

/// The key of the hand without cards: suit counters at 3, card counter at 1.
const EMPTY_KEY: u64 = 0x3333 << SUIT_SHIFT | 1 << COUNT_SHIFT;

/// The cards of a rank in a card mask: one bit per suit.
const SUIT_BITS: u32 = Suit::COUNT as u32;

/// Bit 3 of each suit's counter: set when the suit has five cards or more.
pub(crate) const FLUSH_BITS: u64 = 0x8888 << SUIT_SHIFT;

/// The flush bits and the card counter: all clear exactly when the hand
/// has seven cards (or fifteen) and no suit has five.
const NOT_SEVEN_PLAIN: u64 = FLUSH_BITS | 7 << COUNT_SHIFT;

/// The additive key of each card by `Card::index` (`4 * rank + suit`): its
/// rank's key, one in its suit's counter and one in the card counter. One
/// entry per value of the card's byte, so that indexing needs no bounds
/// check; the entries from 52 on are never read.
const fn card_keys() -> [u64; 256] {
    let mut keys = [0; 256];
    let mut i = 0;
    while i < 52 {
        keys[i] = RANK_KEYS[i / 4] as u64 + suit_count(i) + (1 << COUNT_SHIFT);
        i += 1;
    }
    keys
}

/// What adding a card and evaluating a hand without a flush read, in one
/// static so that a hot loop addresses all of it from one register.
pub(crate) struct HotTables {
    card_keys: [u64; 256],
    seven_offsets: [u16; SEVEN_OFFSETS.len()],
    seven_values: [u16; 1 << 16],
    five_six_offsets: [u16; FIVE_SIX_OFFSETS.len()],
    five_six_values: [u16; 1 << 15],
}

static HOT: HotTables = HotTables {
    card_keys: card_keys(),
    seven_offsets: SEVEN_OFFSETS,
    seven_values: SEVEN_VALUES,
    five_six_offsets: FIVE_SIX_OFFSETS,
    five_six_values: FIVE_SIX_VALUES,
};

/// `Rank::COUNT` rounded up to a power of two: a table by rank index of
/// that length is read without a bounds check.
const RANK_SLOTS: usize = Rank::COUNT.next_power_of_two();

/// The key of a card of each rank without its suit count: its rank key and
/// one in the card counter (zero past the ace).
const RANK_ONLY_KEYS: [u64; RANK_SLOTS] = {
    let mut keys = [0; RANK_SLOTS];
    let mut rank = 0;
    while rank < Rank::COUNT {
        keys[rank] = RANK_KEYS[rank] as u64 + (1 << COUNT_SHIFT);
        rank += 1;
    }
    keys
};

/// A hand being built card by card, ready to evaluate at any time: the
/// accumulator of the fast evaluator.
///
/// A `Hand` is two words: the sum of its cards' additive keys (rank keys
/// whose sums tell rank multisets apart, a counter per suit and a card
/// counter) and the bits of its cards (`CardSet` order). [`add`](Self::add)
/// is an add and an or; [`evaluate`](Self::evaluate) of seven cards without
/// a flush is one test and two table reads. Because `Hand` is `Copy`,
/// enumerators share work: add the board once, then copy and add each
/// player's cards.
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::{Hand, HandCategory};
///
/// let board: Hand = "Ah Kh 7h 7d 2c".parse::<CardSet>()?.into();
/// let hero = board.add("Qh".parse()?).add("Jh".parse()?);
/// let villain = board.add("7s".parse()?).add("2d".parse()?);
/// assert_eq!(hero.evaluate().category(), HandCategory::Flush);
/// assert_eq!(villain.evaluate().category(), HandCategory::FullHouse);
/// assert!(villain.evaluate() > hero.evaluate());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hand {
    key: u64,
    mask: u64,
}

impl Hand {
    /// The hand without cards.
    pub const EMPTY: Hand = Hand {
        key: EMPTY_KEY,
        mask: 0,
    };

    /// The hand without cards, same as [`Hand::EMPTY`].
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(hand_eval::Hand::new().len(), 0);
    /// ```
    pub const fn new() -> Hand {
        Hand::EMPTY
    }

    /// This hand plus `card`, unchecked: adding a card the hand already
    /// holds makes the hand invalid (see [`try_add`](Self::try_add)).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::Hand;
    /// let hand = Hand::new().add("As".parse()?).add("Kd".parse()?);
    /// assert_eq!(hand.len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn add(self, card: Card) -> Hand {
        let i = card.index();
        Hand {
            key: self.key.wrapping_add(HOT.card_keys[i]),
            mask: self.mask | 1 << i,
        }
    }

    /// This hand plus every card of `other`, unchecked: hands that share a
    /// card make an invalid hand. Cheaper than adding the cards one by
    /// one, for cards that go into many hands (a player's hole cards with
    /// each board).
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    /// use hand_eval::Hand;
    ///
    /// let holes = Hand::from("As Ks".parse::<CardSet>()?);
    /// let board = Hand::from("Qs Js Ts 2d 2c".parse::<CardSet>()?);
    /// assert_eq!(board.join(holes).cards(), "As Ks Qs Js Ts 2d 2c".parse()?);
    /// assert_eq!(board.join(holes).evaluate().cactus_kev(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    #[must_use]
    pub const fn join(self, other: Hand) -> Hand {
        Hand {
            key: self.key.wrapping_add(other.key.wrapping_sub(EMPTY_KEY)),
            mask: self.mask | other.mask,
        }
    }

    /// This hand plus `card`, checking that the hand does not hold it yet.
    ///
    /// # Errors
    ///
    /// [`EvalError::DuplicateCard`] if the hand already holds `card`.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::{EvalError, Hand};
    /// let ace = "As".parse()?;
    /// let hand = Hand::new().try_add(ace)?;
    /// assert_eq!(hand.try_add(ace), Err(EvalError::DuplicateCard { card: ace }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn try_add(self, card: Card) -> Result<Hand, EvalError> {
        let added = self.add(card);
        if added.mask == self.mask {
            Err(EvalError::DuplicateCard { card })
        } else {
            Ok(added)
        }
    }

    /// How many cards were added (a repeated card counts each time).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::Hand;
    /// let ace = "As".parse()?;
    /// assert_eq!(Hand::new().add(ace).add(ace).len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn len(self) -> usize {
        cards_counted(self.key.wrapping_sub(EMPTY_KEY))
    }

    /// Whether no card was added.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(hand_eval::Hand::EMPTY.is_empty());
    /// ```
    pub const fn is_empty(self) -> bool {
        self.mask == 0
    }

    /// The distinct cards of the hand.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    /// use hand_eval::Hand;
    ///
    /// let cards: CardSet = "2c Td As".parse()?;
    /// assert_eq!(Hand::from(cards).cards(), cards);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cards(self) -> CardSet {
        CardSet::from_bits(self.mask).expect("card indices are below 52")
    }

    /// Calls `f` with this hand plus each `k`-card subset of `cards`, in
    /// lexicographic order of card indices.
    ///
    /// Hands that share their first cards share the additions: each level
    /// of the walk adds one card to a copy of the level above, so a walk
    /// over every board costs about one addition and one evaluation per
    /// hand. Nothing happens when `cards` has fewer than `k` cards; `cards`
    /// should not overlap the hand.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    /// use hand_eval::{Hand, HandCategory};
    ///
    /// // Every turn and river after a flop, with the hole cards.
    /// let known: CardSet = "As Ks Qs Js 2d".parse()?;
    /// let mut royal_flushes = 0;
    /// let mut boards = 0;
    /// Hand::from(known).for_each_extension(!known, 2, |hand| {
    ///     boards += 1;
    ///     if hand.evaluate().cactus_kev() == 1 {
    ///         royal_flushes += 1;
    ///     }
    /// });
    /// assert_eq!((boards, royal_flushes), (1081, 46));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn for_each_extension(self, cards: CardSet, k: usize, mut f: impl FnMut(Hand)) {
        extend(self, Steps::new(cards).as_slice(), k, &mut f);
    }

    /// Calls `f` with this hand plus each `k`-card subset of `cards` and its
    /// strength, in the order of [`for_each_extension`](Self::for_each_extension):
    /// the fast way to evaluate every completion of a hand.
    ///
    /// The strength is the one [`evaluate`](Self::evaluate) gives the hand
    /// (meaningful for five to seven distinct cards), but the hands are not
    /// evaluated one by one. Once all but the last two cards are down, the
    /// last two change the hand by their ranks alone unless they make a
    /// flush: a hand without three cards of a suit takes the strengths of
    /// all its completions from one table read per pair of ranks (kept
    /// while the hand's ranks stay the same), a hand with three of a suit
    /// evaluates only the completions with two more cards of that suit
    /// apart, and a hand with four or more of a suit evaluates each
    /// completion. Nothing happens when `cards` has fewer
    /// than `k` cards; `cards` should not overlap the hand.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    /// use hand_eval::{Hand, HandCategory};
    ///
    /// // Every turn and river after a flop, with the hole cards.
    /// let known: CardSet = "As Ks Qs Js 2d".parse()?;
    /// let (mut boards, mut flushes) = (0, 0);
    /// Hand::from(known).for_each_ranked_extension(!known, 2, |hand, rank| {
    ///     assert_eq!(rank, hand.evaluate());
    ///     boards += 1;
    ///     if rank.category() == HandCategory::Flush {
    ///         flushes += 1;
    ///     }
    /// });
    /// // The pairs with a spade but not the ten (a royal flush).
    /// assert_eq!((boards, flushes), (1081, 1035 - 703));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn for_each_ranked_extension(
        self,
        cards: CardSet,
        k: usize,
        mut f: impl FnMut(Hand, HandRank),
    ) {
        let steps = Steps::new(cards);
        let n = steps.len;
        if k > n {
            return;
        }
        if k < 2 {
            extend(self, steps.as_slice(), k, &mut |hand| {
                f(hand, hand.evaluate())
            });
            return;
        }
        let pairs = Pairs::new(&steps);
        // `by_ranks[16 * r + s]`: the strength of the hand being completed
        // plus two cards of ranks `r <= s` that make no flush.
        let mut by_ranks = [HandRank::WORST; 256];
        let highest = steps.ranks[n - 1];
        // A hand with the ranks `by_ranks` was filled for, and the lowest
        // rank filled: hands in a row often differ only by the suit of a
        // card, or by a card of the same rank.
        let (mut filled_for, mut filled_from) = (0, u8::MAX);
        walk(self, steps.as_slice(), k, k - 2, |base, first| {
            let start = pairs.starts[first];
            // Bit 3 of a suit's counter once two more cards would set it:
            // the suits of which the hand holds three cards or more.
            let counters = base.key >> SUIT_SHIFT;
            let threes = counters.wrapping_add(0x2222) & 0x8888;
            let fours = counters.wrapping_add(0x1111) & 0x8888;
            // Four cards of a suit or more, or three of two suits (hands
            // of six cards or more): each completion evaluated.
            if fours != 0 || threes & threes.wrapping_sub(1) != 0 {
                for &step in &pairs.steps[start..pairs.len] {
                    let hand = base.plus(step);
                    f(hand, hand.evaluate());
                }
                return;
            }
            let lowest = steps.ranks[first];
            let moved = filled_for ^ base.mask;
            let same_ranks = moved.count_ones() == 2
                && moved.trailing_zeros() / SUIT_BITS
                    == (u64::BITS - 1 - moved.leading_zeros()) / SUIT_BITS;
            if !same_ranks || lowest < filled_from {
                for low in lowest..=highest {
                    let with_low = base.rank_only(low);
                    for high in low..=highest {
                        by_ranks[usize::from(low) << 4 | usize::from(high)] =
                            with_low.rank_only(high).evaluate();
                    }
                }
                filled_from = lowest;
            }
            filled_for = base.mask;
            // Three cards of a suit: only two more of that suit make a
            // flush; the pairs between those read the table.
            let mut from = start;
            if threes != 0 {
                let suit = ((threes.trailing_zeros() - 3) / SUIT_BITS) as usize;
                let suited = &pairs.suited[suit][usize::from(pairs.suited_from[suit][first])
                    ..usize::from(pairs.suited_len[suit])];
                for &flush in suited {
                    let flush = usize::from(flush);
                    base.complete_by_ranks(
                        &pairs.steps[from..flush],
                        &pairs.slots[from..flush],
                        &by_ranks,
                        &mut f,
                    );
                    let hand = base.plus(pairs.steps[flush]);
                    f(hand, hand.evaluate());
                    from = flush + 1;
                }
            }
            base.complete_by_ranks(
                &pairs.steps[from..pairs.len],
                &pairs.slots[from..pairs.len],
                &by_ranks,
                &mut f,
            );
        });
    }

    /// Calls `f` with this hand plus each pair of `steps` and the strength
    /// `by_ranks` gives its slot in `slots`: pairs that make no flush.
    #[inline(always)]
    fn complete_by_ranks(
        self,
        steps: &[Hand],
        slots: &[u8],
        by_ranks: &[HandRank; 256],
        f: &mut impl FnMut(Hand, HandRank),
    ) {
        for (&step, &slot) in steps.iter().zip(slots) {
            f(self.plus(step), by_ranks[usize::from(slot)]);
        }
    }

    /// This hand plus a card of rank index `rank` left out of the suit
    /// counters: evaluated with one more such card, the strength of this
    /// hand plus any two cards of those ranks that make no flush.
    #[inline]
    fn rank_only(self, rank: u8) -> Hand {
        Hand {
            key: self
                .key
                .wrapping_add(RANK_ONLY_KEYS[usize::from(rank) % RANK_SLOTS]),
            mask: self.mask,
        }
    }

    /// The strength of the hand, for five to seven distinct cards; the fast
    /// path for hot loops.
    ///
    /// No check is made: for a hand with fewer than five, more than seven or
    /// repeated cards the result is meaningless. Use
    /// [`evaluate_set`](crate::evaluate_set) or [`evaluate`](crate::evaluate)
    /// when the cards are not known to be valid.
    ///
    /// # Examples
    ///
    /// ```
    /// use card_core::CardSet;
    /// use hand_eval::Hand;
    ///
    /// let hand: Hand = "As Ks Qs Js Ts 2d 2c".parse::<CardSet>()?.into();
    /// assert_eq!(hand.evaluate().cactus_kev(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn evaluate(self) -> HandRank {
        let sum = self.key as u32;
        let value = if self.key & NOT_SEVEN_PLAIN == 0 {
            let offset = HOT.seven_offsets[(sum >> SEVEN_ROW_SHIFT) as usize];
            HOT.seven_values[usize::from((sum as u16).wrapping_add(offset))]
        } else if self.key & FLUSH_BITS == 0 {
            let offset = HOT.five_six_offsets[(sum >> FIVE_SIX_ROW_SHIFT) as usize];
            HOT.five_six_values[usize::from((sum as u16).wrapping_add(offset) & 0x7FFF)]
        } else {
            self.flush_value()
        };
        HandRank::from_table(value)
    }

    /// Where the rank-key sum of this hand's five to seven cards lands: its
    /// slot of the seven-card table, or 65,536 plus its slot of the
    /// five-or-six-card table (the layout of the low tables).
    #[inline]
    pub(crate) fn rank_slot(self) -> usize {
        let sum = self.key as u32;
        if self.key & 7 << COUNT_SHIFT == 0 {
            let offset = HOT.seven_offsets[(sum >> SEVEN_ROW_SHIFT) as usize];
            usize::from((sum as u16).wrapping_add(offset))
        } else {
            let offset = HOT.five_six_offsets[(sum >> FIVE_SIX_ROW_SHIFT) as usize];
            SEVEN_SLOTS + usize::from((sum as u16).wrapping_add(offset) & 0x7FFF)
        }
    }

    /// This hand without `card`, which it must hold.
    #[inline]
    pub(crate) const fn remove(self, card: Card) -> Hand {
        let i = card.index();
        Hand {
            key: self.key.wrapping_sub(HOT.card_keys[i]),
            mask: self.mask & !(1 << i),
        }
    }

    /// The bits of the hand's cards (`CardSet` order).
    #[inline]
    pub(crate) const fn mask(self) -> u64 {
        self.mask
    }

    /// Whether the hand holds five cards or more of one suit.
    #[inline]
    pub(crate) const fn has_flush(self) -> bool {
        self.key & FLUSH_BITS != 0
    }

    /// This hand plus a step of `for_each_extension` (a card's hand
    /// relative to the empty hand).
    #[inline]
    fn plus(self, step: Hand) -> Hand {
        Hand {
            key: self.key.wrapping_add(step.key),
            mask: self.mask | step.mask,
        }
    }

    /// The value of a hand with five cards or more of one suit, kept out of
    /// line: most hands have no flush.
    #[cold]
    #[inline(never)]
    fn flush_value(self) -> u16 {
        // Suit s has its counter's bit 3 at SUIT_SHIFT + 3 + 4s.
        let suit = ((self.key & FLUSH_BITS).trailing_zeros() - (SUIT_SHIFT + 3)) / 4;
        FLUSH[flush_index(self.mask, suit)]
    }
}

/// Slots of the seven-card table of rank-key sums.
pub(crate) const SEVEN_SLOTS: usize = 1 << 16;

/// The number of cards in the suit counters of a key without their
/// starting values.
pub(crate) const fn cards_counted(key: u64) -> usize {
    let counts = key >> SUIT_SHIFT;
    ((counts & 0xF) + (counts >> 4 & 0xF) + (counts >> 8 & 0xF) + (counts >> 12 & 0xF)) as usize
}

/// The one in the suit counter of a card's key for the card of index `i`.
pub(crate) const fn suit_count(i: usize) -> u64 {
    1 << (SUIT_SHIFT as usize + 4 * (i % Suit::COUNT))
}

/// The best hand of five or six unsuited ranks whose rank keys sum to
/// `sum`, ignoring suits: the table [`Hand::evaluate`] reads for hands
/// without a flush.
#[inline]
pub(crate) fn five_or_six_ranks_value(sum: u32) -> u16 {
    let offset = HOT.five_six_offsets[(sum >> FIVE_SIX_ROW_SHIFT) as usize];
    HOT.five_six_values[usize::from(sum as u16).wrapping_add(usize::from(offset)) & 0x7FFF]
}

/// Each card of a set as the hand of that card alone, relative to the
/// empty hand, in the set's order: adding one to a hand is then one add and
/// one or, without table reads.
struct Steps {
    steps: [Hand; Card::COUNT],
    /// The rank index of each card.
    ranks: [u8; Card::COUNT],
    len: usize,
}

impl Steps {
    fn new(cards: CardSet) -> Steps {
        let mut steps = [Hand { key: 0, mask: 0 }; Card::COUNT];
        let mut ranks = [0; Card::COUNT];
        for ((step, rank), card) in steps.iter_mut().zip(&mut ranks).zip(cards) {
            let alone = Hand::EMPTY.add(card);
            *step = Hand {
                key: alone.key.wrapping_sub(EMPTY_KEY),
                mask: alone.mask,
            };
            *rank = u8::from(card.rank());
        }
        Steps {
            steps,
            ranks,
            len: cards.len(),
        }
    }

    fn as_slice(&self) -> &[Hand] {
        &self.steps[..self.len]
    }
}

/// The most pairs of distinct cards.
const PAIRS: usize = Card::COUNT * (Card::COUNT - 1) / 2;

/// The most pairs of distinct cards of one suit.
const SUITED_PAIRS: usize = Rank::COUNT * (Rank::COUNT - 1) / 2;

/// Every pair of the cards of a [`Steps`], in lexicographic order of
/// positions, so that the pairs whose first card is at position `p` or
/// later are the suffix from `starts[p]`.
struct Pairs {
    /// The two cards' hand relative to the empty hand.
    steps: [Hand; PAIRS],
    /// `16 * r + s` for the rank indices `r <= s` of the two cards.
    slots: [u8; PAIRS],
    starts: [usize; Card::COUNT + 1],
    len: usize,
    /// For each suit, the pairs of two cards of that suit, in order.
    suited: [[u16; SUITED_PAIRS]; Suit::COUNT],
    /// For each suit and position `p`, how many of its pairs start before
    /// `p`: those from `suited_from[s][p]` on start at `p` or later.
    suited_from: [[u8; Card::COUNT + 1]; Suit::COUNT],
    suited_len: [u8; Suit::COUNT],
}

impl Pairs {
    fn new(cards: &Steps) -> Pairs {
        let mut pairs = Pairs {
            steps: [Hand { key: 0, mask: 0 }; PAIRS],
            slots: [0; PAIRS],
            starts: [0; Card::COUNT + 1],
            len: 0,
            suited: [[0; SUITED_PAIRS]; Suit::COUNT],
            suited_from: [[0; Card::COUNT + 1]; Suit::COUNT],
            suited_len: [0; Suit::COUNT],
        };
        let suit = |step: Hand| (step.mask.trailing_zeros() % SUIT_BITS) as usize;
        let n = cards.len;
        for p in 0..=n {
            pairs.starts[p] = pairs.len;
            for s in 0..Suit::COUNT {
                pairs.suited_from[s][p] = pairs.suited_len[s];
            }
            for q in p + 1..n {
                let (a, b) = (cards.steps[p], cards.steps[q]);
                if suit(a) == suit(b) {
                    let s = suit(a);
                    pairs.suited[s][usize::from(pairs.suited_len[s])] = pairs.len as u16;
                    pairs.suited_len[s] += 1;
                }
                pairs.steps[pairs.len] = a.plus(b);
                pairs.slots[pairs.len] = cards.ranks[p] << 4 | cards.ranks[q];
                pairs.len += 1;
            }
        }
        pairs
    }
}

/// Calls `inner(prefix, first)` for `hand` plus each choice of `depth`
/// cards of `steps` (each card's hand relative to the empty hand) that
/// leaves room for `k - depth` more cards after it, `first` being the
/// position after its last card: nested loops of depth `depth`, moved like
/// an odometer. Needs `depth <= k <= steps.len()`.
#[inline]
fn walk(hand: Hand, steps: &[Hand], k: usize, depth: usize, mut inner: impl FnMut(Hand, usize)) {
    let n = steps.len();
    // `chosen[level]` is the position of that level's card, `prefix[level]`
    // the hand before it, `prefix[depth]` the hand passed to `inner`.
    let mut chosen = [0; 52];
    let mut prefix = [hand; 53];
    for level in 0..depth {
        chosen[level] = level;
        prefix[level + 1] = prefix[level].plus(steps[level]);
    }
    loop {
        inner(
            prefix[depth],
            if depth == 0 { 0 } else { chosen[depth - 1] + 1 },
        );
        // Move the deepest level that can still move, and reset the levels
        // below it to the cards just after it.
        let Some(level) = (0..depth)
            .rev()
            .find(|&level| chosen[level] < n - k + level)
        else {
            return;
        };
        chosen[level] += 1;
        prefix[level + 1] = prefix[level].plus(steps[chosen[level]]);
        for below in level + 1..depth {
            chosen[below] = chosen[below - 1] + 1;
            prefix[below + 1] = prefix[below].plus(steps[chosen[below]]);
        }
    }
}

/// `hand` plus each `k`-subset of the cards of `steps`: the two innermost
/// levels are plain loops over the remaining cards, the levels above them
/// a [`walk`].
fn extend<F: FnMut(Hand)>(hand: Hand, steps: &[Hand], k: usize, f: &mut F) {
    if k > steps.len() {
        return;
    }
    if k == 0 {
        f(hand);
        return;
    }
    let outer = k.saturating_sub(2);
    walk(hand, steps, k, outer, |base, first| {
        let rest = &steps[first..];
        if k - outer == 1 {
            for &step in rest {
                f(base.plus(step));
            }
        } else {
            for (i, &step) in rest.iter().enumerate() {
                let with = base.plus(step);
                for &last in &rest[i + 1..] {
                    f(with.plus(last));
                }
            }
        }
    });
}

impl Default for Hand {
    fn default() -> Hand {
        Hand::EMPTY
    }
}

impl From<CardSet> for Hand {
    fn from(cards: CardSet) -> Hand {
        cards.iter().collect()
    }
}

impl From<Card> for Hand {
    fn from(card: Card) -> Hand {
        Hand::EMPTY.add(card)
    }
}

impl FromIterator<Card> for Hand {
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> Hand {
        cards.into_iter().fold(Hand::EMPTY, Hand::add)
    }
}

impl Extend<Card> for Hand {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, cards: I) {
        *self = cards.into_iter().fold(*self, Hand::add);
    }
}
