//! What a strength meter counts: the ways the board can fall for each
//! category of the player's final hand, and how they were counted.

use hand_eval::HandCategory;

use crate::BOARD_CARDS;

/// The number of hand categories.
pub(crate) const CATEGORIES: usize = HandCategory::ALL.len();

/// The cards a player's final hand is the best five of: two hole cards
/// and a full board.
pub(crate) const FINAL_CARDS: usize = 2 + BOARD_CARDS;

/// `cards!`: the orders in which `cards` cards can be dealt.
pub(crate) fn orders(cards: usize) -> u64 {
    (1..=cards as u64).product()
}

/// How a [`StrengthMeter`](crate::StrengthMeter) counts.
///
/// Both give the same counts; they differ in speed and in what they
/// report.
///
/// # Examples
///
/// ```
/// use holdem_enum::Counting;
/// assert_eq!(Counting::default(), Counting::Fast);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Counting {
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

/// The counts of a [`StrengthMeter`](crate::StrengthMeter): for each hand category, the number
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
#[cfg_attr(feature = "serde", serde(try_from = "DistributionFields"))]
pub struct Distribution {
    counts: [u64; CATEGORIES],
    to_come: usize,
    #[cfg_attr(feature = "serde", serde(default))]
    lows: Option<u64>,
}

/// Deserialization through the checks of what a meter can count: 0, 1, 2
/// or 5 cards to come, and no more boards than a hand can see.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct DistributionFields {
    counts: [u64; CATEGORIES],
    to_come: usize,
    #[serde(default)]
    lows: Option<u64>,
}

#[cfg(feature = "serde")]
impl TryFrom<DistributionFields> for Distribution {
    type Error = &'static str;

    fn try_from(fields: DistributionFields) -> Result<Distribution, Self::Error> {
        let DistributionFields {
            counts,
            to_come,
            lows,
        } = fields;
        if ![0, 1, 2, 5].contains(&to_come) {
            return Err("0, 1, 2 or 5 board cards are to come");
        }
        // The cards a hold'em hand and the board so far leave (other
        // variants' hands leave fewer).
        let left = card_core::Card::COUNT - FINAL_CARDS + to_come;
        let boards = card_core::binomial(left as u32, to_come as u32);
        let total = counts.iter().try_fold(0u64, |sum, &c| sum.checked_add(c));
        if total.is_none_or(|total| total > boards) {
            return Err("more boards than a hand can see");
        }
        if lows.is_some_and(|lows| Some(lows) > total) {
            return Err("more lows than boards");
        }
        Ok(Distribution {
            counts,
            to_come,
            lows,
        })
    }
}

impl Distribution {
    /// The distribution of `counts` (indexed by [`HandCategory::index`])
    /// for boards with `to_come` cards still to come.
    pub(crate) fn new(counts: [u64; CATEGORIES], to_come: usize) -> Distribution {
        Distribution {
            counts,
            to_come,
            lows: None,
        }
    }

    /// This distribution with `lows` sets of cards to come giving a
    /// qualifying low, in the split-pot games.
    pub(crate) fn lows(self, lows: Option<u64>) -> Distribution {
        Distribution { lows, ..self }
    }

    /// In Omaha hi-lo, how many sets of cards to come give this hand an
    /// eight-or-better low; `None` in games without a low.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{StrengthMeter, Variant};
    ///
    /// let meter = StrengthMeter::new("Ah 2h Kc Qd".parse()?, "3c 7d Js".parse()?).variant(Variant::OmahaHiLo);
    /// let odds = meter.run()?.distribution;
    /// // A low needs a turn and river of two more distinct ranks among 4, 5, 6 and 8,
    /// // or one of them and any card: every low card left but the board's and the hand's.
    /// assert!(odds.low_count().is_some_and(|lows| lows > 0 && lows < odds.total()));
    /// assert_eq!(StrengthMeter::new("AhKh".parse()?, "Qh Jh 2c".parse()?).run()?.distribution.low_count(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn low_count(&self) -> Option<u64> {
        self.lows
    }

    /// In Omaha hi-lo, the chance that the cards to come give this hand an
    /// eight-or-better low; `None` in games without a low.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{StrengthMeter, Variant};
    ///
    /// // On the river the low is there or not.
    /// let meter = StrengthMeter::new("Ah 2h Kc Qd".parse()?, "3c 7d Js 8s Kd".parse()?).variant(Variant::OmahaHiLo);
    /// assert_eq!(meter.run()?.distribution.low_probability(), Some(1.0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn low_probability(&self) -> Option<f64> {
        let total = self.total();
        self.lows.map(|lows| lows as f64 / total.max(1) as f64)
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

/// A [`StrengthMeter`](crate::StrengthMeter)'s counts and what it took to count them.
///
/// # Examples
///
/// ```
/// use holdem_enum::{StrengthMeter, Counting};
///
/// // A turn Th makes a royal flush: every river below it is counted at once.
/// let meter = StrengthMeter::new("Ah Kh".parse()?, "Qh Jh 2c".parse()?);
/// let document = meter.counting(Counting::Backtracking).run()?;
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
    /// How they were counted.
    pub counting: Counting,
    /// Nodes of the search: for [`Counting::Backtracking`], every card
    /// dealt in the tree of ordered deals; for [`Counting::Fast`], every
    /// board or rank pattern counted.
    pub nodes_visited: u64,
    /// Subtrees counted in bulk by a pruning function (always 0 for
    /// [`Counting::Fast`]).
    pub subtrees_pruned: u64,
    /// Hand evaluations: seven-card lookups for [`Counting::Fast`],
    /// five-card Cactus Kev lookups for [`Counting::Backtracking`].
    pub evaluations: u64,
}
