//! The hand strength meter: how the board can fall for one player.

pub(crate) mod backtrack;
pub(crate) mod distribution;
pub(crate) mod fast;

use card_core::CardSet;

use crate::meter::distribution::{Counting, Distribution, MeterRun};
use crate::rules::{Rules, category_counts};
use crate::table::checks::{
    disjoint_union, enough_cards, hole_count, in_deck, phase_of, two_cards,
};
use crate::{BoardError, Feature, Place, Variant};

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
    counting: Counting,
    variant: Variant,
}

impl StrengthMeter {
    /// The meter for `hole` (two cards) with `board` (0, 3, 4 or 5 cards)
    /// showing, no dead card, counting by [`Counting::Fast`]; the
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
            counting: Counting::Fast,
            variant: Variant::Holdem,
        }
    }

    /// This meter for `variant`: hold'em (the default), Omaha (four to six
    /// hole cards, the final hand made of exactly two of them and three
    /// board cards) or short deck (the 36 cards from the six up, and its
    /// own order of categories). Omaha and short deck count with
    /// [`Counting::Fast`] only, walking every rest of the board.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::hand_eval::{HandCategory, ShortDeckRanking};
    /// use holdem_enum::{BoardError, Variant, Place, StrengthMeter};
    ///
    /// let omaha = StrengthMeter::new("As Ah Ks Kh".parse()?, "Ad 7c 2h".parse()?).variant(Variant::Omaha);
    /// let odds = omaha.run()?.distribution;
    /// assert_eq!(odds.total(), 990); // C(45, 2) turns and rivers
    /// assert_eq!(odds.count(HandCategory::HighCard), 0);
    ///
    /// let short = Variant::ShortDeck(ShortDeckRanking::TripsBeatStraight);
    /// let odds = StrengthMeter::new("Ah Kh".parse()?, "".parse()?).variant(short).run()?.distribution;
    /// assert_eq!(odds.total(), 278_256); // C(34, 5)
    /// let low = StrengthMeter::new("Ah 5h".parse()?, "".parse()?).variant(short).run();
    /// assert_eq!(low, Err(BoardError::NotInShortDeck { card: "5h".parse()?, place: Place::Hole }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn variant(self, variant: Variant) -> StrengthMeter {
        StrengthMeter { variant, ..self }
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

    /// This meter counting by `counting`.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{StrengthMeter, Counting};
    ///
    /// let meter = StrengthMeter::new("6c 3d".parse()?, "Qs Jh 9s 3s".parse()?);
    /// let run = meter.counting(Counting::Backtracking).run()?;
    /// assert_eq!(run.nodes_visited, 46);
    /// // 1 + 5 five-card hands for the six known cards, 15 more per river.
    /// assert_eq!(run.evaluations, 1 + 5 + 46 * 15);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn counting(self, counting: Counting) -> StrengthMeter {
        StrengthMeter { counting, ..self }
    }

    /// The hole cards.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "".parse()?);
    /// assert_eq!(meter.get_hole().to_string(), "Jd 9c");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_hole(&self) -> CardSet {
        self.hole
    }

    /// The board cards showing.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::StrengthMeter;
    /// let meter = StrengthMeter::new("9c Jd".parse()?, "3h 6c 6s".parse()?);
    /// assert_eq!(meter.get_board().len(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_board(&self) -> CardSet {
        self.board
    }

    /// The cards the rest of the board is dealt from: the variant's deck but
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
        self.variant.deck() - (self.hole | self.board | self.dead)
    }

    /// Counts the ways the rest of the board can fall, by the
    /// [`Counting`] chosen, with the work it took.
    ///
    /// # Errors
    ///
    /// [`BoardError::HoleCount`] unless there are two hole cards
    /// ([`BoardError::OmahaHoleCount`] unless four to six in Omaha),
    /// [`BoardError::NotInShortDeck`] for a card below the six in short
    /// deck, [`BoardError::HoldemOnly`] for backtracking in another variant
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
        let rules = Rules::of(self.variant);
        hole_count(rules, self.hole.len())?;
        let parts = [
            (Place::Hole, self.hole),
            (Place::Board, self.board),
            (Place::Dead, self.dead),
        ];
        in_deck(self.variant.deck(), &parts)?;
        if rules != Rules::Holdem && self.counting == Counting::Backtracking {
            let feature = Feature::Backtracking;
            let variant = self.variant;
            return Err(BoardError::HoldemOnly { feature, variant });
        }
        if rules.dealt_to().is_some() {
            let feature = Feature::StrengthMeter;
            let variant = self.variant;
            return Err(BoardError::BoardGamesOnly { feature, variant });
        }
        let to_come = phase_of(self.board)?.cards_to_come();
        disjoint_union(&parts)?;
        enough_cards(self.deck().len(), to_come)?;
        Ok(match (rules, self.counting) {
            (Rules::Holdem, Counting::Fast) => {
                fast::run(two_cards(self.hole)?, self.board, self.deck(), to_come)
            }
            (Rules::Holdem, Counting::Backtracking) => {
                backtrack::run(self.hole | self.board, self.deck())
            }
            (rules, _) => {
                let (counts, lows, visits) =
                    category_counts(rules, self.hole, self.board, self.deck(), to_come);
                MeterRun {
                    distribution: Distribution::new(counts, to_come).lows(lows),
                    counting: Counting::Fast,
                    nodes_visited: visits,
                    subtrees_pruned: 0,
                    evaluations: visits,
                }
            }
        })
    }
}
