//! Equity questions: 2 to 10 players with hands or ranges, a board and
//! dead cards, checked and handed to the exact or the Monte Carlo engine.

use card_core::CardSet;

use crate::holdings::{Table, any_deal, holdings};
use crate::known::{disjoint_union, phase_of};
use crate::{
    BoardError, Combo, Equity, EquityError, MAX_PLAYERS, Method, MonteCarlo, Place, Range, exact,
    monte_carlo,
};

/// Players with their hands or ranges, a board of 0, 3, 4 or 5 cards and
/// dead cards: what an equity calculation needs.
///
/// [`exact`](Self::exact) enumerates every deal: every combination of the
/// players' combos that shares no card (each weighted by the product of
/// the combos' weights) and every rest of the board.
/// [`monte_carlo`](Self::monte_carlo) samples deals at random. Both check
/// the question first, and run on rayon's threads with the `parallel`
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
/// assert_eq!((aces.wins, aces.tied(), aces.losses), (1_388_072, 6_538, 317_694));
/// assert!((aces.equity() - 0.8125).abs() < 0.001);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matchup {
    players: Vec<Range>,
    board: CardSet,
    dead: CardSet,
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
    /// assert_eq!(matchup.players().len(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(players: impl IntoIterator<Item = Range>) -> Matchup {
        Matchup {
            players: players.into_iter().collect(),
            board: CardSet::EMPTY,
            dead: CardSet::EMPTY,
        }
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

    /// The players' ranges, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Matchup;
    /// let matchup = Matchup::new(["AhAs".parse()?, "KK".parse()?]);
    /// assert_eq!(matchup.players()[1].len(), 6);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn players(&self) -> &[Range] {
        &self.players
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
    /// Those of the checks (see [`EquityError`]): a player count outside 2
    /// to 10, a bad board, a card in two places, a range left empty by the
    /// known cards, a deck too small to complete the board, ranges that
    /// cannot be dealt together ([`EquityError::NoValidDeal`]); and
    /// [`EquityError::TooLarge`] if the ranges have more than
    /// [`EXACT_LIMIT`](crate::EXACT_LIMIT) combinations.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{EquityError, Matchup};
    ///
    /// // The 36 combinations of aces against kings.
    /// let equity = Matchup::new(["AA".parse()?, "KK".parse()?]).exact()?;
    /// let aces = &equity.players[0];
    /// assert_eq!((aces.wins, aces.losses, aces.tied()), (50_371_344, 10_986_372, 285_228));
    ///
    /// let alone = Matchup::new(["AA".parse()?]).exact();
    /// assert_eq!(alone, Err(EquityError::PlayerCount { count: 1 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn exact(&self) -> Result<Equity, EquityError> {
        let table = self.table()?;
        Ok(exact::tally(&table)?.finish(self.players.len(), Method::Exact))
    }

    /// Deals sampled at random as `options` says (how many, the seed, a
    /// standard error to stop at).
    ///
    /// Each sample deals every player a combo from their range, by weight,
    /// all at once, and throws the whole deal away if two players' combos
    /// share a card (sampling the players jointly keeps the result
    /// unbiased when ranges overlap), then deals the rest of the board.
    /// The samples come in fixed blocks of [`MonteCarlo::BLOCK`], block `i`
    /// drawn from `card_core::stream_rng(seed, i)`, so a seed gives the
    /// same result whatever the number of threads; the blocks' counts are
    /// added into one running total, so memory does not grow with the
    /// number of samples.
    ///
    /// # Errors
    ///
    /// Those of the checks, as for [`exact`](Self::exact) (but no size
    /// limit); [`EquityError::NoSamples`] and [`EquityError::BadTarget`]
    /// for bad options, and [`EquityError::TooManyRejections`] if nearly
    /// every sampled deal shares a card.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Matchup, MonteCarlo};
    ///
    /// let matchup = Matchup::new(["AhAs".parse()?, "KhKs".parse()?]);
    /// let equity = matchup.monte_carlo(MonteCarlo::new().target_std_error(0.005).seed(7))?;
    /// let aces = &equity.players[0];
    /// assert!(aces.standard_error().unwrap() < 0.005);
    /// assert!((aces.equity() - 0.8236).abs() < 5.0 * 0.005);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn monte_carlo(&self, options: MonteCarlo) -> Result<Equity, EquityError> {
        let table = self.table()?;
        monte_carlo::run(&table, options)
    }

    /// The question checked: 2 to 10 players, a board of 0, 3, 4 or 5
    /// cards, nothing in two places, every range keeping a combo, enough
    /// cards to complete the board, and some deal of the ranges.
    fn table(&self) -> Result<Table, EquityError> {
        if !(2..=MAX_PLAYERS).contains(&self.players.len()) {
            return Err(EquityError::PlayerCount {
                count: self.players.len(),
            });
        }
        let to_come = phase_of(self.board)?.cards_to_come();
        let table = self.table_with(to_come)?;
        let left = (!table.known())
            .len()
            .saturating_sub(2 * self.players.len());
        if left < to_come {
            return Err(BoardError::DeckTooSmall {
                needed: to_come,
                left,
            }
            .into());
        }
        if !any_deal(&table.players, table.known()) {
            return Err(EquityError::NoValidDeal);
        }
        Ok(table)
    }

    /// The players' holdings with `to_come` cards still to come, once no
    /// card is in two places and every range keeps a combo.
    fn table_with(&self, to_come: usize) -> Result<Table, EquityError> {
        let mut parts = vec![(Place::Board, self.board), (Place::Dead, self.dead)];
        for (i, range) in self.players.iter().enumerate() {
            if let Some(combo) = only_combo(range) {
                parts.push((Place::Player(i), combo.cards()));
            }
        }
        disjoint_union(&parts)?;
        let known = self.board | self.dead;
        let players: Vec<_> = self
            .players
            .iter()
            .map(|range| holdings(range, known))
            .collect();
        if let Some(i) = players.iter().position(Vec::is_empty) {
            return Err(EquityError::EmptyRange {
                player: Place::Player(i),
            });
        }
        Ok(Table {
            players,
            board: self.board,
            dead: self.dead,
            to_come,
        })
    }

    /// The question with the board as it is (no card to come), once no
    /// card is in two places and every range keeps a combo: for outs, the
    /// showdown before the out comes.
    pub(crate) fn showdown_table(&self) -> Result<Table, EquityError> {
        self.table_with(0)
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
