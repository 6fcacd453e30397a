//! Equity: who wins how often, for 2 to 10 players with hands or ranges.

use card_core::CardSet;
use hand_eval::HandRank;
use rand::Rng;

use crate::known::{disjoint_union, phase_of};
use crate::{
    Combo, EquityError, MAX_PLAYERS, MonteCarlo, Place, Range, Threads, exact, monte_carlo,
};

/// Players with their hands or ranges, a board of 0, 3, 4 or 5 cards and
/// dead cards: what an equity calculation needs.
///
/// [`exact`](Self::exact) enumerates every deal: every combination of the
/// players' combos that shares no card (each weighted by the product of
/// the combos' weights) and every rest of the board.
/// [`monte_carlo`](Self::monte_carlo) samples deals at random. Both use
/// the threads [`with_threads`](Self::with_threads) allows, and give the
/// same result whatever their number.
///
/// # Examples
///
/// ```
/// use holdem_enum::Matchup;
///
/// let matchup = Matchup::new(["AcAs".parse()?, "KhKd".parse()?])?;
/// let equity = matchup.exact()?;
/// assert_eq!(equity.deals, 1_712_304); // C(48, 5) boards
/// let aces = &equity.players[0];
/// assert_eq!((aces.wins, aces.tied(), aces.losses), (1_388_072, 6_538, 317_694));
/// assert!((aces.equity() - 0.8125).abs() < 0.001);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matchup {
    players: Vec<Range>,
    board: CardSet,
    dead: CardSet,
    threads: Threads,
}

/// The result of an equity calculation.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Matchup, Method};
///
/// let equity = Matchup::new(["AhAs".parse()?, "7c6c".parse()?])?
///     .with_board("Ac 8c 2d".parse()?)?
///     .exact()?;
/// assert_eq!(equity.method, Method::Exact);
/// assert_eq!(equity.deals, 990); // C(45, 2) turns and rivers
/// let total: f64 = equity.players.iter().map(|p| p.equity()).sum();
/// assert!((total - 1.0).abs() < 1e-12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Equity {
    /// Each player's counts, in the order the players were given.
    pub players: Vec<PlayerEquity>,
    /// The number of deals counted: weighted deals for exact enumeration
    /// (see [`PlayerEquity`]), samples for Monte Carlo.
    pub deals: u128,
    /// How the deals were counted.
    pub method: Method,
}

/// How an [`Equity`] was computed.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Matchup, Method, MonteCarlo};
/// use holdem_enum::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
///
/// let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
/// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?])?;
/// let equity = matchup.monte_carlo(MonteCarlo::samples(1000), &mut rng)?;
/// assert_eq!(equity.method, Method::MonteCarlo { samples: 1000 });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Method {
    /// Every deal enumerated.
    Exact,
    /// Deals sampled at random.
    MonteCarlo {
        /// How many deals were sampled.
        samples: u64,
    },
}

/// One player's counts: deals won alone, deals tied by how many players
/// share the pot, deals lost.
///
/// Counts are integers and the probabilities derive from them. For exact
/// enumeration a deal counts the product of its players' combo weights,
/// each range's weights divided by their greatest common divisor: with
/// unweighted ranges (or known hands) every deal counts once. An `n`-way
/// tie gives each of the `n` players `1/n` of the pot in
/// [`equity`](Self::equity).
///
/// # Examples
///
/// ```
/// use holdem_enum::Matchup;
///
/// // Three players who all play the board's straight: a three-way tie.
/// let equity = Matchup::new(["2c3c".parse()?, "2d3d".parse()?, "2h3h".parse()?])?
///     .with_board("Ts Js Qd Kh Ac".parse()?)?
///     .exact()?;
/// let first = &equity.players[0];
/// assert_eq!(first.ties[3], 1);
/// assert_eq!(first.tied(), 1);
/// assert_eq!(first.equity(), 1.0 / 3.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct PlayerEquity {
    /// Deals this player wins alone.
    pub wins: u128,
    /// `ties[n]`: deals on which this player and `n - 1` others share the
    /// best hand (`ties[0]` and `ties[1]` are always 0).
    pub ties: [u128; MAX_PLAYERS + 1],
    /// Deals on which another player has a better hand.
    pub losses: u128,
    /// All deals: wins, ties and losses.
    pub deals: u128,
    /// For Monte Carlo, the standard error of [`equity`](Self::equity):
    /// the standard deviation of the player's share of the pot over the
    /// samples, divided by the square root of their number. `None` for
    /// exact enumeration.
    pub std_error: Option<f64>,
}

impl PlayerEquity {
    /// Deals tied with at least one other player.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let equity = Matchup::new(["AcAs".parse()?, "KhKd".parse()?])?.exact()?;
    /// assert_eq!(equity.players[1].tied(), 6_538);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tied(&self) -> u128 {
        self.ties.iter().sum()
    }

    /// The probability of winning alone.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let equity = Matchup::new(["AcAs".parse()?, "KhKd".parse()?])?.exact()?;
    /// assert!((equity.players[0].win_probability() - 0.8106).abs() < 1e-4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn win_probability(&self) -> f64 {
        self.share(self.wins as f64)
    }

    /// The probability of a tie.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let equity = Matchup::new(["AcAs".parse()?, "KhKd".parse()?])?.exact()?;
    /// assert!((equity.players[0].tie_probability() - 0.0038).abs() < 1e-4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tie_probability(&self) -> f64 {
        self.share(self.tied() as f64)
    }

    /// The expected share of the pot: wins plus `1/n` of each `n`-way tie,
    /// over all deals.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let equity = Matchup::new(["AcAs".parse()?, "KhKd".parse()?])?.exact()?;
    /// let aces = &equity.players[0];
    /// let expected = (1_388_072.0 + 6_538.0 / 2.0) / 1_712_304.0;
    /// assert!((aces.equity() - expected).abs() < 1e-12);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn equity(&self) -> f64 {
        self.share(self.pot_shares())
    }

    /// Wins plus the fractions of tied pots, in deals.
    fn pot_shares(&self) -> f64 {
        let ties: f64 = (2..=MAX_PLAYERS)
            .map(|n| self.ties[n] as f64 / n as f64)
            .sum();
        self.wins as f64 + ties
    }

    fn share(&self, count: f64) -> f64 {
        if self.deals == 0 {
            0.0
        } else {
            count / self.deals as f64
        }
    }
}

impl Matchup {
    /// The matchup of `players` (2 to 10): each a [`Range`], which may be
    /// one known hand (`"AhKh".parse()`, or `Range::from(combo)`).
    ///
    /// # Errors
    ///
    /// [`EquityError::PlayerCount`] unless there are 2 to 10 players, and
    /// [`EquityError::Board`] with [`BoardError::Conflict`](crate::BoardError::Conflict)
    /// if two players hold the same known card.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{BoardError, EquityError, Matchup, Place};
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "QQ+,AKs".parse()?, "any".parse()?])?;
    /// assert_eq!(matchup.players().len(), 3);
    /// let err = Matchup::new(["AhAs".parse()?, "AhKh".parse()?]).unwrap_err();
    /// assert_eq!(
    ///     err,
    ///     EquityError::Board(BoardError::Conflict {
    ///         card: "Ah".parse()?,
    ///         first: Place::Player(0),
    ///         second: Place::Player(1),
    ///     })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(players: impl IntoIterator<Item = Range>) -> Result<Matchup, EquityError> {
        let players: Vec<Range> = players.into_iter().collect();
        if !(2..=MAX_PLAYERS).contains(&players.len()) {
            return Err(EquityError::PlayerCount {
                count: players.len(),
            });
        }
        Matchup {
            players,
            board: CardSet::EMPTY,
            dead: CardSet::EMPTY,
            threads: Threads::All,
        }
        .checked()
    }

    /// This matchup with `board` (0, 3, 4 or 5 cards) showing, replacing
    /// any board given before.
    ///
    /// # Errors
    ///
    /// [`EquityError::Board`] if the board has another size or shares a
    /// card with the dead cards or a known hand, and
    /// [`EquityError::EmptyRange`] if every combo of a player's range uses
    /// a board card.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{BoardError, EquityError, Matchup};
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?])?;
    /// assert_eq!(matchup.clone().with_board("Qc Qd Qs".parse()?)?.board().len(), 3);
    /// assert_eq!(
    ///     matchup.clone().with_board("Kc Kd".parse()?).unwrap_err(),
    ///     EquityError::Board(BoardError::BoardSize { count: 2 })
    /// );
    /// assert_eq!(
    ///     matchup.with_board("Kc Kd Ks 2h".parse()?).unwrap_err(),
    ///     EquityError::EmptyRange { player: 1 }
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_board(self, board: CardSet) -> Result<Matchup, EquityError> {
        phase_of(board)?;
        Matchup { board, ..self }.checked()
    }

    /// This matchup with `dead` cards out of play, replacing any given
    /// before.
    ///
    /// # Errors
    ///
    /// [`EquityError::Board`] if a dead card is on the board or in a known
    /// hand, [`EquityError::EmptyRange`] if every combo of a player's
    /// range uses a dead card, and [`EquityError::DeckTooSmall`] if too
    /// few cards are left to complete the board.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?])?.with_dead("Kc".parse()?)?;
    /// assert_eq!(matchup.exact()?.deals, 3 * 1_533_939); // 3 combos of kings, C(47, 5) boards
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_dead(self, dead: CardSet) -> Result<Matchup, EquityError> {
        Matchup { dead, ..self }.checked()
    }

    /// This matchup computed with `threads`.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::num::NonZeroUsize;
    /// use holdem_enum::{Matchup, Threads};
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?])?;
    /// let one = matchup.clone().with_threads(Threads::Exactly(NonZeroUsize::MIN));
    /// assert_eq!(one.exact()?, matchup.exact()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_threads(self, threads: Threads) -> Matchup {
        Matchup { threads, ..self }
    }

    /// The players' ranges, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?])?;
    /// assert_eq!(matchup.players()[1].len(), 6);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn players(&self) -> &[Range] {
        &self.players
    }

    /// The board.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?])?;
    /// assert!(matchup.board().is_empty());
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
    /// use holdem_enum::Matchup;
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?])?;
    /// assert!(matchup.dead().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn dead(&self) -> CardSet {
        self.dead
    }

    /// The threads the calculations may use.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Matchup, Threads};
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?])?;
    /// assert_eq!(matchup.threads(), Threads::All);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn threads(&self) -> Threads {
        self.threads
    }

    /// Every deal, counted exactly: for each combination of the players'
    /// combos that shares no card, every way to complete the board.
    ///
    /// Deals that differ only by a renaming of suits which leaves the
    /// board and the dead cards alone have the same outcome, and are
    /// counted once and weighted. Preflop, boards are grouped by rank
    /// pattern; see the crate's documentation.
    ///
    /// # Errors
    ///
    /// [`EquityError::NoValidDeal`] if the ranges cannot be dealt together,
    /// and [`EquityError::TooLarge`] if the ranges have more than
    /// [`EXACT_LIMIT`](crate::EXACT_LIMIT) combinations.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    ///
    /// // The 36 combinations of aces against kings.
    /// let equity = Matchup::new(["AA".parse()?, "KK".parse()?])?.exact()?;
    /// let aces = &equity.players[0];
    /// assert_eq!((aces.wins, aces.losses, aces.tied()), (50_371_344, 10_986_372, 285_228));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn exact(&self) -> Result<Equity, EquityError> {
        exact::run(self)
    }

    /// Deals sampled at random with `rng` until `options` says stop.
    ///
    /// Each sample deals every player a combo from their range, by weight,
    /// all at once, and throws the whole deal away if two players' combos
    /// share a card (sampling the players jointly keeps the result
    /// unbiased when ranges overlap), then deals the rest of the board.
    /// The generator gives one seed; the samples come in fixed blocks, each
    /// with its own generator seeded from it, so a seed gives the same
    /// result whatever the number of threads.
    ///
    /// # Errors
    ///
    /// [`EquityError::NoSamples`] and [`EquityError::BadTarget`] for bad
    /// options, [`EquityError::NoValidDeal`] if the ranges cannot be dealt
    /// together, [`EquityError::TooManyRejections`] if nearly every sampled
    /// deal shares a card.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Matchup, MonteCarlo};
    /// use holdem_enum::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KhKs".parse()?])?;
    /// let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    /// let equity = matchup.monte_carlo(MonteCarlo::until_std_error(0.005, 1_000_000), &mut rng)?;
    /// let aces = &equity.players[0];
    /// assert!(aces.std_error.unwrap() < 0.005);
    /// assert!((aces.equity() - 0.8236).abs() < 5.0 * 0.005);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn monte_carlo<R: Rng + ?Sized>(
        &self,
        options: MonteCarlo,
        rng: &mut R,
    ) -> Result<Equity, EquityError> {
        monte_carlo::run(self, options, rng.next_u64())
    }

    /// Checks that nothing is in two places and that every range keeps a
    /// combo.
    fn checked(self) -> Result<Matchup, EquityError> {
        let mut parts = vec![(Place::Board, self.board), (Place::Dead, self.dead)];
        for (i, range) in self.players.iter().enumerate() {
            if let Some(combo) = only_combo(range) {
                parts.push((Place::Player(i), combo.cards()));
            }
        }
        disjoint_union(&parts)?;
        let table = self.board | self.dead;
        let left = (!table).len().saturating_sub(2 * self.players.len());
        let needed = 5 - self.board.len();
        if left < needed {
            return Err(EquityError::DeckTooSmall { needed, left });
        }
        for (player, range) in self.players.iter().enumerate() {
            if range
                .iter()
                .all(|(combo, _)| !combo.cards().is_disjoint(table))
            {
                return Err(EquityError::EmptyRange { player });
            }
        }
        Ok(self)
    }
}

/// The one combo of a range that holds exactly one.
fn only_combo(range: &Range) -> Option<Combo> {
    let mut combos = range.iter();
    match (combos.next(), combos.next()) {
        (Some((combo, _)), None) => Some(combo),
        _ => None,
    }
}

/// Counts of deals by outcome for each player, in `u64`: the tally of one
/// piece of work, before weighting.
#[derive(Clone, Debug)]
pub(crate) struct Tally {
    pub(crate) wins: [u64; MAX_PLAYERS],
    pub(crate) ties: [[u64; MAX_PLAYERS + 1]; MAX_PLAYERS],
    pub(crate) losses: [u64; MAX_PLAYERS],
    pub(crate) deals: u64,
}

impl Tally {
    pub(crate) fn new() -> Tally {
        Tally {
            wins: [0; MAX_PLAYERS],
            ties: [[0; MAX_PLAYERS + 1]; MAX_PLAYERS],
            losses: [0; MAX_PLAYERS],
            deals: 0,
        }
    }

    /// Counts `count` deals on which player `p` holds `values[p]`.
    #[inline]
    pub(crate) fn record(&mut self, values: &[HandRank], count: u64) {
        let best = values.iter().copied().max().unwrap_or(HandRank::WORST);
        let winners = values.iter().filter(|&&v| v == best).count();
        for (p, &value) in values.iter().enumerate() {
            if value < best {
                self.losses[p] += count;
            } else if winners == 1 {
                self.wins[p] += count;
            } else {
                self.ties[p][winners] += count;
            }
        }
        self.deals += count;
    }

    /// Adds `other`.
    pub(crate) fn add(&mut self, other: &Tally) {
        for p in 0..MAX_PLAYERS {
            self.wins[p] += other.wins[p];
            self.losses[p] += other.losses[p];
            for n in 0..=MAX_PLAYERS {
                self.ties[p][n] += other.ties[p][n];
            }
        }
        self.deals += other.deals;
    }
}

/// Weighted sums of [`Tally`]s, in `u128`, turned into an [`Equity`].
pub(crate) struct Totals {
    players: Vec<PlayerEquity>,
    deals: u128,
}

impl Totals {
    pub(crate) fn new(players: usize) -> Totals {
        let zero = PlayerEquity {
            wins: 0,
            ties: [0; MAX_PLAYERS + 1],
            losses: 0,
            deals: 0,
            std_error: None,
        };
        Totals {
            players: vec![zero; players],
            deals: 0,
        }
    }

    /// Adds `tally`, each of its deals counting `weight`.
    pub(crate) fn add(&mut self, tally: &Tally, weight: u128) {
        for (p, player) in self.players.iter_mut().enumerate() {
            player.wins += u128::from(tally.wins[p]) * weight;
            player.losses += u128::from(tally.losses[p]) * weight;
            for (total, &n) in player.ties.iter_mut().zip(&tally.ties[p]) {
                *total += u128::from(n) * weight;
            }
            player.deals += u128::from(tally.deals) * weight;
        }
        self.deals += u128::from(tally.deals) * weight;
    }

    /// The result; for Monte Carlo each player's standard error comes from
    /// the spread of their share of the pot over the samples.
    pub(crate) fn finish(mut self, method: Method) -> Equity {
        if let Method::MonteCarlo { .. } = method {
            for player in &mut self.players {
                player.std_error = Some(std_error(player));
            }
        }
        Equity {
            players: self.players,
            deals: self.deals,
            method,
        }
    }
}

/// The standard error of a player's mean share of the pot over sampled
/// deals: a deal gives 1 for a win, `1/n` for an `n`-way tie, 0 for a loss.
pub(crate) fn std_error(player: &PlayerEquity) -> f64 {
    if player.deals == 0 {
        return 0.0;
    }
    let n = player.deals as f64;
    let mean = player.pot_shares() / n;
    let squares: f64 = (2..=MAX_PLAYERS)
        .map(|k| player.ties[k] as f64 / (k * k) as f64)
        .sum::<f64>()
        + player.wins as f64;
    let variance = (squares / n - mean * mean).max(0.0);
    (variance / n).sqrt()
}
