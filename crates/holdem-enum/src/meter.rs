//! The hand strength meter: how the board can fall for one player.

use card_core::{Card, CardSet};
use hand_eval::{Hand, HandCategory, HandRank};

use crate::boards::{self, Completions};
use crate::known::{disjoint_union, phase_of, two_cards};
use crate::{BoardError, Phase, Place, backtrack};

/// The hand strength meter of the source document "Implementasi Algoritma
/// Runut Balik pada Permainan Texas Hold'em Poker": for a player's two hole
/// cards and the board so far, how many ways the rest of the board can fall
/// for each category of the player's final hand (the best five of seven
/// cards). Opponents' cards are unknown, and ignored; cards known to be out
/// of play can be given as dead cards.
///
/// # Examples
///
/// ```
/// use hand_eval::HandCategory;
/// use holdem_enum::{Phase, StrengthMeter};
///
/// // The document's first test hand on the flop.
/// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s".parse()?)?;
/// assert_eq!(meter.phase(), Phase::Flop);
/// let odds = meter.distribution();
/// assert_eq!(odds.total(), 1081); // C(47, 2) turn-and-river pairs
/// assert_eq!(odds.count(HandCategory::TwoPair), 405);
/// assert_eq!(odds.ordered_count(HandCategory::TwoPair), 810);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StrengthMeter {
    hole: [Card; 2],
    board: CardSet,
    dead: CardSet,
}

/// How a [`StrengthMeter`] counts.
///
/// Both give the same counts; they differ in speed and in what they
/// report.
///
/// # Examples
///
/// ```
/// use holdem_enum::Strategy;
/// assert_eq!(Strategy::default(), Strategy::Fast);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Strategy {
    /// Combinations, not orders: each possible rest of the board once,
    /// with shared prefixes evaluated once; preflop, boards are grouped by
    /// the ranks they hold, and only those that could make a flush are
    /// walked one by one.
    #[default]
    Fast,
    /// The document's own method: depth-first backtracking over *ordered*
    /// deals, cutting a subtree short when its category is already
    /// decided (a straight flush held; four of a kind, a flush or a
    /// straight held that no further card can beat), and leaves evaluated
    /// with Cactus Kev's five-card evaluator (best of the 21 five-card
    /// subsets, perfect-hash lookup).
    Backtracking,
}

/// The counts of a [`StrengthMeter`]: for each hand category, the number
/// of ways the board can be completed so that the player's best hand falls
/// in it.
///
/// Counts come in the two conventions of the source document: unordered
/// ([`count`](Self::count), each set of cards to come once: C(50, 5) =
/// 2,118,760 preflop, 1,081 on the flop, 46 on the turn, 1 on the river)
/// and ordered ([`ordered_count`](Self::ordered_count), each order in which
/// those cards can be dealt: 254,251,200, 2,162, 46 and 1). The ordered
/// count is the unordered one times (cards to come)!.
///
/// # Examples
///
/// ```
/// use hand_eval::HandCategory;
/// use holdem_enum::StrengthMeter;
///
/// let odds = StrengthMeter::new("Ah Kh".parse()?, "Qh Jh 2c".parse()?)?.distribution();
/// assert_eq!(odds.cards_to_come(), 2);
/// assert_eq!(odds.count(HandCategory::StraightFlush), 46); // Th and any other card
/// assert_eq!(odds.ordered_total(), 47 * 46);
/// assert!((odds.probability(HandCategory::StraightFlush) - 46.0 / 1081.0).abs() < 1e-12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Distribution {
    counts: [u64; 9],
    to_come: usize,
}

impl Distribution {
    /// The distribution of `counts` (indexed by [`HandCategory::index`])
    /// for boards with `to_come` cards still to come.
    pub(crate) fn new(counts: [u64; 9], to_come: usize) -> Distribution {
        Distribution { counts, to_come }
    }

    /// How many sets of cards to come give a final hand of `category`.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandCategory;
    /// use holdem_enum::StrengthMeter;
    ///
    /// let odds = StrengthMeter::new("7c 7d".parse()?, "7h 7s 2c 3d".parse()?)?.distribution();
    /// assert_eq!(odds.count(HandCategory::FourOfAKind), 46);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn count(&self, category: HandCategory) -> u64 {
        self.counts[category.index()]
    }

    /// How many ordered deals of the cards to come give a final hand of
    /// `category`: the document's convention.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandCategory;
    /// use holdem_enum::StrengthMeter;
    ///
    /// let odds = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s".parse()?)?.distribution();
    /// assert_eq!(odds.ordered_count(HandCategory::FullHouse), 2 * odds.count(HandCategory::FullHouse));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ordered_count(&self, category: HandCategory) -> u64 {
        self.count(category) * self.orders()
    }

    /// The number of sets of cards to come: C(unseen cards, cards to come).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    /// let odds = StrengthMeter::new("9c Jd".parse()?, "".parse()?)?.distribution();
    /// assert_eq!(odds.total(), 2_118_760);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn total(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The number of ordered deals of the cards to come.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    /// let odds = StrengthMeter::new("9c Jd".parse()?, "".parse()?)?.distribution();
    /// assert_eq!(odds.ordered_total(), 50 * 49 * 48 * 47 * 46);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ordered_total(&self) -> u64 {
        self.total() * self.orders()
    }

    /// The probability of ending with a hand of `category` (the same in
    /// both conventions); 0 when no board is possible.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandCategory;
    /// use holdem_enum::StrengthMeter;
    ///
    /// let odds = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s Jh".parse()?)?.distribution();
    /// assert_eq!(odds.probability(HandCategory::FullHouse), 4.0 / 46.0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn probability(&self, category: HandCategory) -> f64 {
        match self.total() {
            0 => 0.0,
            total => self.count(category) as f64 / total as f64,
        }
    }

    /// How many board cards are still to come (5 preflop .. 0 on the river).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s Jh 2d".parse()?)?;
    /// assert_eq!(meter.distribution().cards_to_come(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cards_to_come(&self) -> usize {
        self.to_come
    }

    /// `(category, count)` for every category, strongest first, as the
    /// document's tables list them.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandCategory;
    /// use holdem_enum::StrengthMeter;
    ///
    /// let odds = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s Jh".parse()?)?.distribution();
    /// let rows: Vec<_> = odds.iter().filter(|&(_, n)| n > 0).collect();
    /// assert_eq!(rows, [(HandCategory::FullHouse, 4), (HandCategory::TwoPair, 42)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (HandCategory, u64)> + '_ {
        HandCategory::ALL
            .into_iter()
            .rev()
            .map(|category| (category, self.count(category)))
    }

    /// (cards to come)!: the orders of each set of cards to come.
    fn orders(&self) -> u64 {
        (1..=self.to_come as u64).product()
    }
}

/// A [`StrengthMeter`]'s counts and what it took to count them.
///
/// # Examples
///
/// ```
/// use holdem_enum::{StrengthMeter, Strategy};
///
/// // A turn Th makes a royal flush: every river below it is counted at once.
/// let meter = StrengthMeter::new("Ah Kh".parse()?, "Qh Jh 2c".parse()?)?;
/// let document = meter.run(Strategy::Backtracking);
/// assert_eq!(document.distribution, meter.distribution());
/// assert!(document.subtrees_pruned > 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct MeterRun {
    /// The counts.
    pub distribution: Distribution,
    /// The strategy that counted them.
    pub strategy: Strategy,
    /// Nodes of the search: for [`Strategy::Backtracking`], every card
    /// dealt in the tree of ordered deals; for [`Strategy::Fast`], every
    /// board or rank pattern counted.
    pub nodes_visited: u64,
    /// Subtrees counted in bulk by a pruning function (always 0 for
    /// [`Strategy::Fast`]).
    pub subtrees_pruned: u64,
    /// Hand evaluations: seven-card lookups for [`Strategy::Fast`],
    /// five-card Cactus Kev lookups for [`Strategy::Backtracking`].
    pub evaluations: u64,
}

impl StrengthMeter {
    /// The meter for `hole` (two cards) with `board` (0, 3, 4 or 5 cards)
    /// showing.
    ///
    /// # Errors
    ///
    /// [`BoardError::HoleCount`] unless `hole` has two cards,
    /// [`BoardError::BoardSize`] unless `board` has 0, 3, 4 or 5, and
    /// [`BoardError::Conflict`] if a card is in both.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{BoardError, StrengthMeter};
    ///
    /// let err = StrengthMeter::new("9c Jd".parse()?, "3h 6c".parse()?).unwrap_err();
    /// assert_eq!(err, BoardError::BoardSize { count: 2 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(hole: CardSet, board: CardSet) -> Result<StrengthMeter, BoardError> {
        let cards = two_cards(hole)?;
        phase_of(board)?;
        disjoint_union(&[(Place::Hole, hole), (Place::Board, board)])?;
        Ok(StrengthMeter {
            hole: cards,
            board,
            dead: CardSet::EMPTY,
        })
    }

    /// This meter with `dead` cards known to be out of play (folded or
    /// burnt cards), replacing any given before.
    ///
    /// # Errors
    ///
    /// [`BoardError::Conflict`] if a dead card is a hole or board card.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    ///
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s".parse()?)?;
    /// let odds = meter.with_dead("6d 6h".parse()?)?.distribution();
    /// assert_eq!(odds.total(), 990); // C(45, 2)
    /// assert!(meter.with_dead("3h".parse()?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_dead(self, dead: CardSet) -> Result<StrengthMeter, BoardError> {
        disjoint_union(&[
            (Place::Hole, self.hole()),
            (Place::Board, self.board),
            (Place::Dead, dead),
        ])?;
        Ok(StrengthMeter { dead, ..self })
    }

    /// The phase: how many board cards are showing.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Phase, StrengthMeter};
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s Jh".parse()?)?;
    /// assert_eq!(meter.phase(), Phase::Turn);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn phase(&self) -> Phase {
        Phase::from_board_len(self.board.len()).unwrap_or(Phase::River)
    }

    /// The hole cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "".parse()?)?;
    /// assert_eq!(meter.hole().to_string(), "Jd 9c");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hole(&self) -> CardSet {
        CardSet::from(self.hole)
    }

    /// The board cards showing.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s".parse()?)?;
    /// assert_eq!(meter.board().len(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn board(&self) -> CardSet {
        self.board
    }

    /// The dead cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "".parse()?)?;
    /// assert!(meter.dead().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn dead(&self) -> CardSet {
        self.dead
    }

    /// The cards the rest of the board is dealt from: all but the hole,
    /// board and dead cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s".parse()?)?;
    /// assert_eq!(meter.deck().len(), 47);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deck(&self) -> CardSet {
        !(self.hole() | self.board | self.dead)
    }

    /// The counts, by the fast default strategy.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandCategory;
    /// use holdem_enum::StrengthMeter;
    ///
    /// let odds = StrengthMeter::new("9c Jd".parse()?, "".parse()?)?.distribution();
    /// assert_eq!(odds.count(HandCategory::StraightFlush), 435);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn distribution(&self) -> Distribution {
        self.run(Strategy::Fast).distribution
    }

    /// The counts by `strategy`, with the work it took.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{StrengthMeter, Strategy};
    ///
    /// let meter = StrengthMeter::new("6c 3d".parse()?, "Qs Jh 9s 3s".parse()?)?;
    /// let run = meter.run(Strategy::Backtracking);
    /// assert_eq!(run.nodes_visited, 46);
    /// // 1 + 5 five-card hands for the six known cards, 15 more per river.
    /// assert_eq!(run.evaluations, 1 + 5 + 46 * 15);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn run(&self, strategy: Strategy) -> MeterRun {
        match strategy {
            Strategy::Fast => self.fast(),
            Strategy::Backtracking => backtrack::run(self),
        }
    }

    fn fast(&self) -> MeterRun {
        let mut counter = Counter {
            hole: self.hole,
            counts: [0; 9],
            visits: 0,
        };
        boards::complete(&[self.hole()], self.board, self.deck(), &mut counter);
        MeterRun {
            distribution: Distribution::new(counter.counts, 5 - self.board.len()),
            strategy: Strategy::Fast,
            nodes_visited: counter.visits,
            subtrees_pruned: 0,
            evaluations: counter.visits,
        }
    }
}

/// Counts final categories for the fast strategy.
struct Counter {
    hole: [Card; 2],
    counts: [u64; 9],
    visits: u64,
}

impl Completions for Counter {
    fn pattern(&mut self, values: &[HandRank], count: u64) {
        self.visits += 1;
        self.counts[values[0].category().index()] += count;
    }

    fn boards(&mut self, board: Hand, count: u64) {
        self.visits += 1;
        let hand = board.add(self.hole[0]).add(self.hole[1]);
        self.counts[hand.evaluate().category().index()] += count;
    }
}
