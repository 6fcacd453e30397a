//! The hand strength meter: how the board can fall for one player.

use card_core::{Card, CardSet};
use hand_eval::{Hand, HandCategory, HandRank};

use crate::boards::{self, Completions};
use crate::known::{disjoint_union, phase_of, two_cards};
use crate::variant::{self, OMAHA_HOLE, Rules};
use crate::{BOARD_CARDS, BoardError, Game, Place, backtrack};

/// The number of hand categories.
pub(crate) const CATEGORIES: usize = HandCategory::ALL.len();

/// The cards a player's final hand is the best five of: two hole cards
/// and a full board.
pub(crate) const FINAL_CARDS: usize = 2 + BOARD_CARDS;

/// `cards!`: the orders in which `cards` cards can be dealt.
pub(crate) fn orders(cards: usize) -> u64 {
    (1..=cards as u64).product()
}

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
/// use holdem_enum::StrengthMeter;
///
/// // The document's first test hand on the flop.
/// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s".parse()?);
/// let odds = meter.run()?.distribution;
/// assert_eq!(odds.total(), 1081); // C(47, 2) turn-and-river pairs
/// assert_eq!(odds.count(HandCategory::TwoPair), 405);
/// assert_eq!(odds.ordered_count(HandCategory::TwoPair), 810);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StrengthMeter {
    hole: CardSet,
    board: CardSet,
    dead: CardSet,
    strategy: Strategy,
    game: Game,
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
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
/// let odds = StrengthMeter::new("Ah Kh".parse()?, "Qh Jh 2c".parse()?).run()?.distribution;
/// assert_eq!(odds.cards_to_come(), 2);
/// assert_eq!(odds.count(HandCategory::StraightFlush), 46); // Th and any other card
/// assert_eq!(odds.ordered_total(), 47 * 46);
/// assert!((odds.probability(HandCategory::StraightFlush) - 46.0 / 1081.0).abs() < 1e-12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Distribution {
    counts: [u64; CATEGORIES],
    to_come: usize,
}

impl Distribution {
    /// The distribution of `counts` (indexed by [`HandCategory::index`])
    /// for boards with `to_come` cards still to come.
    pub(crate) fn new(counts: [u64; CATEGORIES], to_come: usize) -> Distribution {
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
    /// let odds = StrengthMeter::new("7c 7d".parse()?, "7h 7s 2c 3d".parse()?).run()?.distribution;
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
    /// let odds = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s".parse()?).run()?.distribution;
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
    /// let odds = StrengthMeter::new("9c Jd".parse()?, "".parse()?).run()?.distribution;
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
    /// let odds = StrengthMeter::new("9c Jd".parse()?, "".parse()?).run()?.distribution;
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
    /// let odds = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s Jh".parse()?).run()?.distribution;
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
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s Jh 2d".parse()?);
    /// assert_eq!(meter.run()?.distribution.cards_to_come(), 0);
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
    /// let odds = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s Jh".parse()?).run()?.distribution;
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
        orders(self.to_come)
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
/// let meter = StrengthMeter::new("Ah Kh".parse()?, "Qh Jh 2c".parse()?);
/// let document = meter.strategy(Strategy::Backtracking).run()?;
/// assert_eq!(document.distribution, meter.run()?.distribution);
/// assert!(document.subtrees_pruned > 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
    /// showing, no dead card, and the [`Strategy::Fast`] strategy; the
    /// cards are checked by [`run`](Self::run).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{BoardError, StrengthMeter};
    ///
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c".parse()?);
    /// assert_eq!(meter.run(), Err(BoardError::BoardSize { count: 2 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(hole: CardSet, board: CardSet) -> StrengthMeter {
        StrengthMeter {
            hole,
            board,
            dead: CardSet::EMPTY,
            strategy: Strategy::Fast,
            game: Game::Holdem,
        }
    }

    /// This meter for `game`: hold'em (the default), Omaha (four to six
    /// hole cards, the final hand made of exactly two of them and three
    /// board cards) or short deck (the 36 cards from the six up, and its
    /// own order of categories). Omaha and short deck count with
    /// [`Strategy::Fast`] only, walking every rest of the board.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::hand_eval::{HandCategory, ShortDeckRanking};
    /// use holdem_enum::{BoardError, Game, Place, StrengthMeter};
    ///
    /// let omaha = StrengthMeter::new("As Ah Ks Kh".parse()?, "Ad 7c 2h".parse()?).game(Game::Omaha);
    /// let odds = omaha.run()?.distribution;
    /// assert_eq!(odds.total(), 990); // C(45, 2) turns and rivers
    /// assert_eq!(odds.count(HandCategory::HighCard), 0);
    ///
    /// let short = Game::ShortDeck(ShortDeckRanking::TripsBeatStraight);
    /// let odds = StrengthMeter::new("Ah Kh".parse()?, "".parse()?).game(short).run()?.distribution;
    /// assert_eq!(odds.total(), 278_256); // C(34, 5)
    /// let low = StrengthMeter::new("Ah 5h".parse()?, "".parse()?).game(short).run();
    /// assert_eq!(low, Err(BoardError::NotInShortDeck { card: "5h".parse()?, place: Place::Hole }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn game(self, game: Game) -> StrengthMeter {
        StrengthMeter { game, ..self }
    }

    /// This meter with `dead` cards known to be out of play (folded or
    /// burnt cards), replacing any given before.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    ///
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s".parse()?);
    /// let odds = meter.dead("6d 6h".parse()?).run()?.distribution;
    /// assert_eq!(odds.total(), 990); // C(45, 2)
    /// assert!(meter.dead("3h".parse()?).run().is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn dead(self, dead: CardSet) -> StrengthMeter {
        StrengthMeter { dead, ..self }
    }

    /// This meter counting by `strategy`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{StrengthMeter, Strategy};
    ///
    /// let meter = StrengthMeter::new("6c 3d".parse()?, "Qs Jh 9s 3s".parse()?);
    /// let run = meter.strategy(Strategy::Backtracking).run()?;
    /// assert_eq!(run.nodes_visited, 46);
    /// // 1 + 5 five-card hands for the six known cards, 15 more per river.
    /// assert_eq!(run.evaluations, 1 + 5 + 46 * 15);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn strategy(self, strategy: Strategy) -> StrengthMeter {
        StrengthMeter { strategy, ..self }
    }

    /// The hole cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "".parse()?);
    /// assert_eq!(meter.hole().to_string(), "Jd 9c");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hole(&self) -> CardSet {
        self.hole
    }

    /// The board cards showing.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s".parse()?);
    /// assert_eq!(meter.board().len(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn board(&self) -> CardSet {
        self.board
    }

    /// The cards the rest of the board is dealt from: the game's deck but
    /// the hole, board and dead cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s".parse()?);
    /// assert_eq!(meter.deck().len(), 47);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deck(&self) -> CardSet {
        self.game.deck() - (self.hole | self.board | self.dead)
    }

    /// Counts the ways the rest of the board can fall, by the strategy
    /// chosen, with the work it took.
    ///
    /// # Errors
    ///
    /// [`BoardError::HoleCount`] unless there are two hole cards
    /// ([`BoardError::OmahaHoleCount`] unless four to six in Omaha),
    /// [`BoardError::NotInShortDeck`] for a card below the six in short
    /// deck, [`BoardError::Backtracking`] for backtracking in another game
    /// than hold'em, [`BoardError::BoardSize`] unless the board has 0, 3, 4 or 5 cards,
    /// [`BoardError::Conflict`] if a card is in two places, and
    /// [`BoardError::DeckTooSmall`] if the dead cards leave too few cards
    /// to complete the board.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandCategory;
    /// use holdem_enum::{BoardError, StrengthMeter};
    ///
    /// let odds = StrengthMeter::new("9c Jd".parse()?, "".parse()?).run()?.distribution;
    /// assert_eq!(odds.count(HandCategory::StraightFlush), 435);
    ///
    /// // Every other card dead: no board can be dealt.
    /// let dead = !"9c Jd".parse::<card_core::CardSet>()?;
    /// let err = StrengthMeter::new("9c Jd".parse()?, "".parse()?).dead(dead).run();
    /// assert_eq!(err, Err(BoardError::DeckTooSmall { needed: 5, left: 0 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn run(&self) -> Result<MeterRun, BoardError> {
        let rules = self.game.rules();
        match rules {
            Some(Rules::Omaha) if !OMAHA_HOLE.contains(&self.hole.len()) => {
                return Err(BoardError::OmahaHoleCount {
                    count: self.hole.len(),
                });
            }
            Some(Rules::Omaha) => {}
            _ => {
                two_cards(self.hole)?;
            }
        }
        for (place, cards) in [
            (Place::Hole, self.hole),
            (Place::Board, self.board),
            (Place::Dead, self.dead),
        ] {
            if let Some(card) = (cards - self.game.deck()).iter().next() {
                return Err(BoardError::NotInShortDeck { card, place });
            }
        }
        if rules.is_some() && self.strategy == Strategy::Backtracking {
            return Err(BoardError::Backtracking { game: self.game });
        }
        let to_come = phase_of(self.board)?.cards_to_come();
        disjoint_union(&[
            (Place::Hole, self.hole),
            (Place::Board, self.board),
            (Place::Dead, self.dead),
        ])?;
        let left = self.deck().len();
        if left < to_come {
            return Err(BoardError::DeckTooSmall {
                needed: to_come,
                left,
            });
        }
        Ok(match (rules, self.strategy) {
            (Some(rules), _) => {
                let (counts, visits) =
                    variant::category_counts(rules, self.hole, self.board, self.deck(), to_come);
                MeterRun {
                    distribution: Distribution::new(counts, to_come),
                    strategy: Strategy::Fast,
                    nodes_visited: visits,
                    subtrees_pruned: 0,
                    evaluations: visits,
                }
            }
            (None, Strategy::Fast) => self.fast(two_cards(self.hole)?, to_come),
            (None, Strategy::Backtracking) => backtrack::run(self.hole | self.board, self.deck()),
        })
    }

    fn fast(&self, hole: [Card; 2], to_come: usize) -> MeterRun {
        let mut counter = Counter {
            hole,
            counts: [0; CATEGORIES],
            visits: 0,
        };
        boards::complete(&[self.hole], self.board, self.deck(), to_come, &mut counter);
        MeterRun {
            distribution: Distribution::new(counter.counts, to_come),
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
    counts: [u64; CATEGORIES],
    visits: u64,
}

impl Completions for Counter {
    fn pattern(&mut self, values: &[HandRank], _: &[Hand], count: u64) {
        self.visits += 1;
        self.counts[values[0].category().index()] += count;
    }

    fn boards(&mut self, board: Hand, count: u64) {
        self.visits += 1;
        let hand = board.add(self.hole[0]).add(self.hole[1]);
        self.counts[hand.evaluate().category().index()] += count;
    }
}
