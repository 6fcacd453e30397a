//! Equity questions: 2 to 10 players with hands or ranges, a board and
//! dead cards, checked and handed to the exact or the Monte Carlo engine.

use std::borrow::Cow;

use card_core::CardSet;

use crate::HOLDEM_HOLE;
use crate::equity::{breakdown, exact, monte_carlo};
use crate::rules::{Rules, STUD_CARDS};
use crate::run::watch::Engine;
use crate::table::checks::{
    disjoint_union, each_keeps_a_hand, enough_cards, hole_count, in_deck, phase_of, player_count,
    some_deal,
};
use crate::table::holdings::{Holdings, lowest_terms};
use crate::table::{Hands, HoldemTable, Table};
use crate::{
    BoardError, Breakdown, Calculation, Combo, Equity, EquityError, Feature, HandList, Place,
    Range, Variant,
};

/// Players with their hands or ranges, a board of 0, 3, 4 or 5 cards and
/// dead cards: what an equity calculation needs, in hold'em (the default),
/// Omaha or short deck ([`variant`](Self::variant)).
///
/// [`calculate`](Self::calculate) runs a [`Calculation`]: exact
/// enumeration of every deal (every combination of the players' combos
/// that shares no card, each weighted by the product of the combos'
/// weights, and every rest of the board; [`exact`](Self::exact) for
/// short), or Monte Carlo, deals sampled at random. Both check the
/// question first, and run on rayon's threads with the `parallel`
/// feature (the pool the caller installs, or all cores), with the same
/// result whatever their number.
///
/// # Examples
///
/// ```
/// use holdem_enum::Matchup;
///
/// let matchup = Matchup::new(["AcAs".parse()?, "KhKd".parse()?]);
/// let equity = matchup.exact()?;
/// assert_eq!(equity.deals, 1_712_304); // C(48, 5) boards
/// let aces = &equity.players[0];
/// assert_eq!((aces.wins, aces.tied(), aces.losses()), (1_388_072, 6_538, 317_694));
/// assert!((aces.equity() - 0.8125).abs() < 0.001);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matchup {
    players: Players,
    board: CardSet,
    dead: CardSet,
    variant: Variant,
}

/// The players of a [`Matchup`], as given: hold'em ranges
/// ([`Matchup::new`]), or lists of hands of any variant
/// ([`Matchup::hands`]).
///
/// # Examples
///
/// ```
/// use holdem_enum::{Matchup, Players};
///
/// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?, "any".parse()?]);
/// assert_eq!(matchup.get_players().len(), 3);
/// assert!(matches!(matchup.get_players(), Players::Ranges(_)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Players {
    /// Each player's range.
    Ranges(Vec<Range>),
    /// Each player's list of hands.
    Lists(Vec<HandList>),
}

impl Matchup {
    /// The matchup of `players` (2 to 10, checked when it runs): each a
    /// [`Range`], which may be one known hand (`"AhKh".parse()`, or
    /// `Range::from(combo)`), with no board and no dead card.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "QQ+,AKs".parse()?, "any".parse()?]);
    /// assert_eq!(matchup.get_players().len(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(players: impl IntoIterator<Item = Range>) -> Matchup {
        Matchup {
            players: Players::Ranges(players.into_iter().collect()),
            board: CardSet::EMPTY,
            dead: CardSet::EMPTY,
            variant: Variant::Holdem,
        }
    }

    /// The matchup of `players` (2 to 10, checked when it runs), each a
    /// [`HandList`]: a hand, a list of hands, or a random hand. This is how
    /// Omaha players are given (hands of four, five or six cards, with
    /// [`Variant::Omaha`]); lists of two-card hands serve hold'em and short
    /// deck too. No board, no dead card, and hold'em until
    /// [`variant`](Self::variant) says otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Variant, Matchup};
    ///
    /// let matchup = Matchup::hands(["AsAhKsKh".parse()?, "any4".parse()?])
    ///     .variant(Variant::Omaha)
    ///     .board("Ac 7d 2h 2s Jc".parse()?);
    /// let equity = matchup.exact()?;
    /// assert_eq!(equity.deals, 123_410); // C(43, 4) hands against aces full
    /// assert!(equity.players[0].equity() > 0.95);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hands(players: impl IntoIterator<Item = HandList>) -> Matchup {
        Matchup {
            players: Players::Lists(players.into_iter().collect()),
            board: CardSet::EMPTY,
            dead: CardSet::EMPTY,
            variant: Variant::Holdem,
        }
    }

    /// This matchup played as `variant`: hold'em (the default), Omaha, or
    /// short deck.
    ///
    /// A short-deck question is dealt from the 36 cards from the six up:
    /// a board card, a dead card, a listed hand or a one-combo range below
    /// the six is an error ([`BoardError::NotInShortDeck`]); a range keeps
    /// its combos of the short deck. Omaha players are hand lists
    /// ([`Matchup::hands`]) of four to six cards
    /// ([`BoardError::OmahaHoleCount`] otherwise).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::hand_eval::ShortDeckRanking;
    /// use holdem_enum::{BoardError, EquityError, Variant, Matchup, Place};
    ///
    /// let short = Variant::ShortDeck(ShortDeckRanking::TripsBeatStraight);
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?]).variant(short);
    /// let equity = matchup.exact()?;
    /// assert_eq!(equity.deals, 6 * 201_376); // C(32, 5) boards for each pair of kings
    /// let low = Matchup::new(["AhAs".parse()?, "5c5d".parse()?]).variant(short);
    /// assert_eq!(
    ///     low.exact(),
    ///     Err(EquityError::Board(BoardError::NotInShortDeck {
    ///         card: "5c".parse()?,
    ///         place: Place::Player(1)
    ///     }))
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn variant(self, variant: Variant) -> Matchup {
        Matchup { variant, ..self }
    }

    /// This matchup with `board` (0, 3, 4 or 5 cards) showing, replacing
    /// any board given before.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{BoardError, EquityError, Matchup, Place};
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?]);
    /// assert_eq!(matchup.clone().board("Qc Qd Qs".parse()?).exact()?.deals, 6 * 990);
    /// assert_eq!(
    ///     matchup.clone().board("Kc Kd".parse()?).exact(),
    ///     Err(EquityError::Board(BoardError::BoardSize { count: 2 }))
    /// );
    /// assert_eq!(
    ///     matchup.board("Kc Kd Ks 2h".parse()?).exact(),
    ///     Err(EquityError::EmptyRange { player: Place::Player(1) })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn board(self, board: CardSet) -> Matchup {
        Matchup { board, ..self }
    }

    /// This matchup with `dead` cards out of play, replacing any given
    /// before.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?]).dead("Kc".parse()?);
    /// assert_eq!(matchup.exact()?.deals, 3 * 1_533_939); // 3 combos of kings, C(47, 5) boards
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn dead(self, dead: CardSet) -> Matchup {
        Matchup { dead, ..self }
    }

    /// The players, in order, as given: the ranges of [`Matchup::new`]
    /// or the hand lists of [`Matchup::hands`].
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Matchup, Players};
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?]);
    /// assert!(matches!(matchup.get_players(), Players::Ranges(ranges) if ranges[1].len() == 6));
    /// let omaha = Matchup::hands(["AsAhKsKh".parse()?, "any4".parse()?]);
    /// assert!(matches!(omaha.get_players(), Players::Lists(lists) if lists[1].random_size() == Some(4)));
    /// assert_eq!(omaha.get_players().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_players(&self) -> &Players {
        &self.players
    }

    /// The variant this matchup is played as.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Variant, Matchup};
    /// assert_eq!(Matchup::new(["AA".parse()?, "KK".parse()?]).get_variant(), Variant::Holdem);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_variant(&self) -> Variant {
        self.variant
    }

    /// Every deal, counted exactly: for each combination of the players'
    /// combos that shares no card, every way to complete the board.
    ///
    /// Deals that differ only by a renaming of suits which leaves the
    /// board and the dead cards alone have the same outcome, and are
    /// counted once and weighted. Preflop, boards are grouped by rank
    /// pattern. After the flop, unless the players hold few combos, the
    /// boards are walked outside: each combo evaluated once per board,
    /// and one player's combos counted against the others' by
    /// arithmetic; see the crate's documentation.
    ///
    /// # Errors
    ///
    /// Those of the checks (see [`EquityError`]): a player count outside 2
    /// to 10, a bad board, a card in two places, a range left empty by the
    /// known cards, a deck too small to complete the board, ranges that
    /// cannot be dealt together ([`EquityError::NoValidDeal`]); and
    /// [`EquityError::TooLarge`] if the ranges have more than
    /// [`EXACT_LIMIT`](crate::EXACT_LIMIT) combinations; in Omaha and short
    /// deck, a card below the six ([`BoardError::NotInShortDeck`]), an
    /// Omaha hand of the wrong size ([`BoardError::OmahaHoleCount`]), and
    /// [`EquityError::TooManyShowdowns`] past
    /// [`EXACT_SHOWDOWN_LIMIT`](crate::EXACT_SHOWDOWN_LIMIT).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{EquityError, Matchup};
    ///
    /// // The 36 combinations of aces against kings.
    /// let equity = Matchup::new(["AA".parse()?, "KK".parse()?]).exact()?;
    /// let aces = &equity.players[0];
    /// assert_eq!((aces.wins, aces.losses(), aces.tied()), (50_371_344, 10_986_372, 285_228));
    ///
    /// let alone = Matchup::new(["AA".parse()?]).exact();
    /// assert_eq!(alone, Err(EquityError::PlayerCount { count: 1 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn exact(&self) -> Result<Equity, EquityError> {
        self.calculate(Calculation::exact())
    }

    /// Runs `calculation`: exact enumeration ([`Calculation::exact`]; see
    /// [`exact`](Self::exact)) or deals sampled at random as its
    /// [`MonteCarlo`](crate::MonteCarlo) options say ([`Calculation::monte_carlo`]: how many,
    /// the seed, a standard error to stop at), watched as it says: with
    /// progress reports, a time limit, a cancel flag. A calculation
    /// stopped by its time limit or its cancel flag returns what it has
    /// counted, marked partial ([`Method::partial`](crate::Method::partial)); see [`Calculation`].
    ///
    /// Each Monte Carlo sample deals the players' combos exactly by the
    /// joint distribution of the exact engine (weights multiplied, no card
    /// twice): players whose ranges overlap are dealt together from the
    /// list of their tuples of combos that share no card, players holding
    /// any hand and the rest of the board last, from the cards left (see
    /// the crate's documentation). No deal is thrown away, except between
    /// players whose ranges overlap too much to be listed together.
    /// The samples come in fixed blocks of [`MonteCarlo::BLOCK`](crate::MonteCarlo::BLOCK), block `i`
    /// drawn from `card_core::stream_rng(seed, i)`, so a seed gives the
    /// same result whatever the number of threads; the blocks' counts are
    /// added into one running total, so memory does not grow with the
    /// number of samples.
    ///
    /// # Errors
    ///
    /// Those of [`exact`](Self::exact), but no size limit for Monte Carlo;
    /// for Monte Carlo, [`EquityError::NoSamples`] and
    /// [`EquityError::BadTarget`] for bad options, and
    /// [`EquityError::TooManyRejections`] if nearly every sampled deal
    /// shares a card. Stopping early is no error.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, MonteCarlo, Progress};
    /// use std::time::Duration;
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KhKs".parse()?]);
    /// let options = MonteCarlo::new().target_std_error(0.005).seed(7);
    /// let equity = matchup.calculate(Calculation::monte_carlo(options))?;
    /// let aces = &equity.players[0];
    /// assert!(equity.standard_error(0).unwrap() < 0.005);
    /// assert!((aces.equity() - 0.8236).abs() < 5.0 * 0.005);
    ///
    /// let matchup = Matchup::new(["AhKh".parse()?, "QQ+,AKs".parse()?, "any".parse()?]);
    /// let options = MonteCarlo::new().samples(100_000).seed(2026);
    /// let mut last = 0.0;
    /// let calculation = Calculation::monte_carlo(options)
    ///     .time_limit(Duration::from_secs(600))
    ///     .progress(|progress: &Progress| last = progress.fraction);
    /// let equity = matchup.calculate(calculation)?;
    /// assert_eq!(last, 1.0);
    /// // The same samples as a run that is not watched.
    /// assert_eq!(equity, matchup.calculate(Calculation::monte_carlo(options))?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn calculate(&self, calculation: Calculation<'_>) -> Result<Equity, EquityError> {
        let (how, watch) = calculation.start(self.players.len());
        let table = self.table(&mut || watch.must_stop().is_some())?;
        let equity = match how {
            Engine::Exact => exact::run(&table, &watch)?,
            Engine::MonteCarlo(options) => monte_carlo::run(&table, options, &watch)?,
        };
        Ok(watch.finish(equity))
    }

    /// The equity of each combo of the first player's range against the
    /// others, and of each starting-hand class it holds, counted as
    /// `calculation` says (exactly, or from `options.samples` samples in
    /// all drawn with `options.seed`), watched as it runs.
    ///
    /// Exactly, each combo is played alone against the others' ranges
    /// (combos that a renaming of suits turns into each other, with the
    /// board, the dead cards and the other ranges left alone, are played
    /// once). A class's counts are the sum of its combos' counts, each
    /// times the combo's weight (the range's weights divided by their
    /// greatest common divisor), and the total of all classes is exactly
    /// [`exact`](Self::exact)'s result: a class's equity is the range's
    /// equity when it holds a hand of the class, card removal included.
    /// Combos that use a board or dead card, or leave no deal to the
    /// others, are left out.
    ///
    /// By Monte Carlo, the samples are shared among the combos in
    /// proportion to how often each is dealt (its weight times the
    /// weighted number of ways to deal the others' hands around it,
    /// counted exactly; the largest remainders take the samples left by
    /// rounding), and each combo is sampled alone against the others'
    /// ranges, from a seed of its own (`card_core::stream_rng(seed,
    /// combo.index())`'s first number). A class's counts, and the total,
    /// are the sums of their combos' samples: an estimate of the range's
    /// equity when it holds a hand of the class, card removal included. A
    /// combo dealt so rarely that no sample falls to it is left out, as
    /// are those that use a board or dead card or leave no deal.
    ///
    /// Each combo of the first player's range is a piece of the
    /// calculation: progress is reported between combos, with the
    /// fraction of the combos counted and the running total, and the
    /// cancel flag and the time limit are looked at between combos and
    /// inside each. A stopped breakdown holds the combos counted before
    /// the stop (the combo in progress is dropped); its classes and total
    /// add up those, and the total's method is partial
    /// ([`Method::PartialExact`](crate::Method::PartialExact) or
    /// [`Method::PartialMonteCarlo`](crate::Method::PartialMonteCarlo),
    /// counting combos as pieces).
    ///
    /// # Errors
    ///
    /// Those of [`calculate`](Self::calculate), for the whole question and
    /// for each combo; [`BoardError::HoldemOnly`] for Omaha and short deck.
    /// By Monte Carlo, [`EquityError::TooLarge`] if
    /// counting the ways to deal the others' hands would walk more than
    /// [`EXACT_LIMIT`](crate::EXACT_LIMIT) combinations (all but the last
    /// opponent are walked, for each combo up to suit renamings).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Calculation, Matchup, MonteCarlo, PartialReason, Progress};
    /// use std::sync::atomic::AtomicBool;
    /// use std::time::Duration;
    ///
    /// let matchup = Matchup::new(["AA,AKs@50".parse()?, "KK,QQ".parse()?]);
    /// let breakdown = matchup.breakdown(Calculation::exact())?;
    /// let names: Vec<String> = breakdown.classes.iter().map(|c| c.class.to_string()).collect();
    /// assert_eq!(names, ["AA", "AKs"]);
    /// assert_eq!(breakdown.total, matchup.exact()?);
    /// let suited = &breakdown.classes[1];
    /// assert_eq!((suited.combos, suited.weight), (4, 200));
    /// let alone = Matchup::new(["AKs".parse()?, "KK,QQ".parse()?]).exact()?;
    /// assert_eq!(suited.equity.players[0].equity(), alone.players[0].equity());
    ///
    /// let matchup = Matchup::new(["QQ+,AKs".parse()?, "any".parse()?]);
    /// let options = MonteCarlo::new().samples(200_000).seed(2026);
    /// let breakdown = matchup.breakdown(Calculation::monte_carlo(options))?;
    /// assert_eq!(breakdown.total.deals, 200_000);
    /// let exact = Matchup::new(["KK".parse()?, "any".parse()?]).exact()?;
    /// let kings = &breakdown.classes.iter().find(|c| c.class.to_string() == "KK").unwrap();
    /// let hero = &kings.equity.players[0];
    /// let error = kings.equity.standard_error(0).unwrap();
    /// assert!((hero.equity() - exact.players[0].equity()).abs() < 5.0 * error);
    ///
    /// let matchup = Matchup::new(["QQ+,AK".parse()?, "22+".parse()?]).board("Ks 9d 4c".parse()?);
    /// let mut fractions = Vec::new();
    /// let watched = Calculation::exact()
    ///     .time_limit(Duration::from_secs(60))
    ///     .progress_every(Duration::ZERO)
    ///     .progress(|progress: &Progress| fractions.push(progress.fraction));
    /// assert_eq!(matchup.breakdown(watched)?, matchup.breakdown(Calculation::exact())?);
    /// assert_eq!(fractions.last(), Some(&1.0));
    ///
    /// // Cancelled before it starts: no combo counted.
    /// let cancel = AtomicBool::new(true);
    /// let stopped = matchup.breakdown(Calculation::exact().cancel(&cancel))?;
    /// assert!(stopped.combos.is_empty());
    /// let partial = stopped.total.method.partial().unwrap();
    /// assert_eq!(partial.reason, PartialReason::Cancelled);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn breakdown(&self, calculation: Calculation<'_>) -> Result<Breakdown, EquityError> {
        let (how, watch) = calculation.start(self.players.len());
        let table = self.table(&mut || watch.must_stop().is_some())?;
        let Some(table) = table.holdem() else {
            let feature = Feature::Breakdown;
            let variant = self.variant;
            return Err(BoardError::HoldemOnly { feature, variant }.into());
        };
        let hero = &self.ranges()?[0];
        let mut breakdown = match how {
            Engine::Exact => breakdown::exact(&table, hero, &watch)?,
            Engine::MonteCarlo(options) => breakdown::monte_carlo(&table, hero, options, &watch)?,
        };
        breakdown.total = watch.finish(breakdown.total);
        Ok(breakdown)
    }

    /// The players as hold'em ranges: hand lists of two-card hands become
    /// ranges of their combos.
    fn ranges(&self) -> Result<Cow<'_, [Range]>, EquityError> {
        let lists = match &self.players {
            Players::Ranges(ranges) => return Ok(Cow::Borrowed(ranges)),
            Players::Lists(lists) => lists,
        };
        let ranges = lists.iter().map(|list| {
            if let Some(count) = list.random_size() {
                return match count {
                    HOLDEM_HOLE => Ok(Range::any()),
                    _ => Err(BoardError::HoleCount { count }),
                };
            }
            let combos = list.hands().iter().map(|&hand| {
                Combo::from_cards(hand).ok_or(BoardError::HoleCount { count: hand.len() })
            });
            Ok(Range::of_combos(combos.collect::<Result<Vec<_>, _>>()?))
        });
        Ok(Cow::Owned(ranges.collect::<Result<_, BoardError>>()?))
    }

    /// The question checked, each check written once for every variant:
    /// 2 to 10 players, a board of 0, 3, 4 or 5 cards, every card in the
    /// variant's deck, hole cards as many as the variant deals, nothing in
    /// two places, every player keeping a hand, enough cards to complete
    /// the board, and some deal of the players' hands; the last stops with
    /// `stop` (the calculation then stops before it counts anything).
    fn table(&self, stop: &mut impl FnMut() -> bool) -> Result<Table, EquityError> {
        let count = self.players.len();
        player_count(count)?;
        let rules = Rules::of(self.variant);
        if rules.dealt_to().is_some() && !self.board.is_empty() {
            let count = self.board.len();
            return Err(BoardError::StudBoard { count }.into());
        }
        let to_come = match rules.dealt_to() {
            Some(_) => 0,
            None => phase_of(self.board)?.cards_to_come(),
        };
        let deck = self.variant.deck();
        let known = self.board | self.dead;
        in_deck(
            deck,
            &[(Place::Board, self.board), (Place::Dead, self.dead)],
        )?;
        let mut players = Vec::with_capacity(count);
        let stud = rules.dealt_to().is_some();
        match (rules, &self.players) {
            (_, Players::Ranges(_)) if rules.is_omaha() => hole_count(rules, HOLDEM_HOLE)?,
            (_, Players::Lists(lists)) if rules.is_omaha() || stud => {
                for (i, list) in lists.iter().enumerate() {
                    let sizes = list.random_size().into_iter();
                    for size in sizes.chain(list.hands().iter().map(|hand| hand.len())) {
                        hole_count(rules, size)?;
                    }
                    let hands = match list_hands(list) {
                        // Nothing known of a random stud hand: all seven cards are dealt.
                        Hands::Random(_) if stud => Hands::Random(STUD_CARDS),
                        hands => hands,
                    };
                    if stud && hands.sizes().0 != hands.sizes().1 {
                        let player = Place::Player(i);
                        return Err(BoardError::StudHandSizes { player }.into());
                    }
                    players.push(hands);
                }
            }
            _ => {
                for range in self.ranges()?.iter() {
                    let combos = range.iter();
                    let hands = combos.map(|(combo, weight)| (combo.cards(), u64::from(weight)));
                    players.push(Hands::Listed(hands.collect()));
                }
            }
        }
        // Hands given one by one are in the deck; a player with one hand
        // holds it, apart from the board, the dead cards and the others.
        let mut parts = vec![(Place::Board, self.board), (Place::Dead, self.dead)];
        for (i, hands) in players.iter().enumerate() {
            let place = Place::Player(i);
            if let Players::Lists(lists) = &self.players {
                let listed = lists[i].hands().iter().map(|&hand| (place, hand));
                in_deck(deck, &listed.collect::<Vec<_>>())?;
            }
            if let Hands::Listed(list) = hands
                && let [(hand, _)] = list[..]
            {
                in_deck(deck, &[(place, hand)])?;
                parts.push((place, hand));
            }
        }
        disjoint_union(&parts)?;
        for hands in &mut players {
            if let Hands::Listed(list) = hands {
                list.retain(|(hand, _)| hand.is_disjoint(known) && hand.is_subset(deck));
                lowest_terms(list);
            }
        }
        each_keeps_a_hand(players.iter().map(Hands::listed))?;
        let left = deck - known;
        // The cards dealt after the listed hands: the random hands, the
        // board, and in the stud games each listed hand's cards to come.
        let listed: usize = players
            .iter()
            .map(|hands| hands.listed().map_or(0, |_| hands.sizes().1))
            .sum();
        let random: usize = players.iter().map(|hands| hands.sizes().1).sum::<usize>() - listed;
        let dealt = rules
            .dealt_to()
            .map_or(0, |cards| cards * count - listed - random);
        enough_cards(left.len().saturating_sub(listed), random + to_come + dealt)?;
        let listed: Vec<_> = players.iter().filter_map(Hands::listed).cloned().collect();
        some_deal(&listed, known, stop)?;
        Ok(Table {
            rules,
            players,
            board: self.board,
            dead: self.dead,
            to_come,
            deck: left,
        })
    }

    /// The hold'em question checked as [`table`](Self::table) checks it,
    /// each player's showdown taken on the board as it is.
    pub(crate) fn showdown_table(&self) -> Result<HoldemTable, EquityError> {
        let table = self.table(&mut || false)?.holdem();
        let table = table.expect("hold'em ranges");
        Ok(HoldemTable {
            to_come: 0,
            ..table
        })
    }
}

impl Players {
    /// How many players there are.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let matchup = Matchup::hands(["AsAhKsKh".parse()?, "any4".parse()?]);
    /// assert_eq!(matchup.get_players().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn len(&self) -> usize {
        match self {
            Players::Ranges(ranges) => ranges.len(),
            Players::Lists(lists) => lists.len(),
        }
    }

    /// Whether there is no player.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Matchup, Range};
    /// assert!(Matchup::new(Vec::<Range>::new()).get_players().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A checked Omaha hand list's hands, each weighing 1.
fn list_hands(list: &HandList) -> Hands {
    match list.random_size() {
        Some(cards) => Hands::Random(cards),
        None => {
            // A hand listed twice is one hand, as in a range.
            let mut hands: Holdings<CardSet> = Vec::with_capacity(list.hands().len());
            for &hand in list.hands() {
                if !hands.iter().any(|&(listed, _)| listed == hand) {
                    hands.push((hand, 1));
                }
            }
            Hands::Listed(hands)
        }
    }
}
