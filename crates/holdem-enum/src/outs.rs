//! Outs: the next cards that improve a hand, or make it win.

use card_core::{Card, CardSet};
use hand_eval::{Hand, HandCategory};

use crate::equity::exact;
use crate::run::watch::Watch;
use crate::table::checks::{disjoint_union, two_cards};
use crate::{BoardError, Combo, EquityError, MAX_PLAYERS, Matchup, Phase, Place, Range};

/// For a hand on the flop or the turn, what each unseen card would do if
/// it came next: the category it would give the hand, and, against
/// opponents, how the showdown would stand with the cards then known.
///
/// # Examples
///
/// ```
/// use hand_eval::HandCategory;
/// use holdem_enum::Outs;
///
/// // A flush draw and an open-ended straight draw.
/// let outs = Outs::new("9h 8h".parse()?, "7h 6c 2h".parse()?)?;
/// assert_eq!(outs.current(), HandCategory::HighCard);
/// assert_eq!(outs.improving_to(HandCategory::Flush).len(), 9);
/// assert_eq!(outs.improving_to(HandCategory::Straight).to_string(), "Ts Td Tc 5s 5d 5c");
/// assert!(outs.improving_to(HandCategory::StraightFlush).is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outs {
    current: HandCategory,
    cards: Vec<Out>,
}

/// What one unseen card would do if it came next.
///
/// # Examples
///
/// ```
/// use hand_eval::HandCategory;
/// use holdem_enum::Outs;
///
/// let outs = Outs::new("As Ad".parse()?, "Ac 7d 7c 2h".parse()?)?;
/// let quads = outs.cards().iter().find(|out| out.card.to_string() == "Ah").unwrap();
/// assert_eq!(quads.category, HandCategory::FourOfAKind);
/// assert_eq!(quads.showdown, None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Out {
    /// The card.
    pub card: Card,
    /// The category of the hand with it.
    pub category: HandCategory,
    /// Against opponents ([`Outs::against`]), the showdown with the board
    /// and this card; `None` without opponents.
    pub showdown: Option<Showdown>,
}

/// How a hand stands against the opponents' possible hands: for each
/// choice of one combo per opponent that shares no card (weighted by the
/// product of the combos' weights, each range's weights divided by their
/// greatest common divisor), whether the hand is best alone, shares the
/// best hand, or is beaten.
///
/// # Examples
///
/// ```
/// use holdem_enum::Outs;
///
/// let outs = Outs::against("Ah Kh".parse()?, "Qh Jh 2c".parse()?, &["QQ".parse()?])?;
/// let ten = outs.cards().iter().find(|out| out.card.to_string() == "Th").unwrap();
/// let showdown = ten.showdown.unwrap();
/// assert_eq!((showdown.wins, showdown.ties, showdown.losses), (3, 0, 0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Showdown {
    /// Opponents' holdings the hand beats.
    pub wins: u128,
    /// Holdings the hand ties with at best.
    pub ties: u128,
    /// Holdings with a better hand than this one.
    pub losses: u128,
}

impl Outs {
    /// The outs of `hole` (two cards) on `board` (a flop or a turn).
    ///
    /// # Errors
    ///
    /// [`BoardError::HoleCount`], [`BoardError::NotFlopOrTurn`], or
    /// [`BoardError::Conflict`] if a card is both a hole and a board card.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{BoardError, Outs};
    ///
    /// let outs = Outs::new("9c Jd".parse()?, "3h 6c 6s".parse()?)?;
    /// assert_eq!(outs.cards().len(), 47);
    /// assert_eq!(
    ///     Outs::new("9c Jd".parse()?, "3h 6c 6s Jh 2d".parse()?),
    ///     Err(BoardError::NotFlopOrTurn { count: 5 })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(hole: CardSet, board: CardSet) -> Result<Outs, BoardError> {
        let known = check(hole, board)?;
        let hand = Hand::from(known);
        Ok(Outs {
            current: hand.evaluate().category(),
            cards: (!known)
                .iter()
                .map(|card| Out {
                    card,
                    category: hand.add(card).evaluate().category(),
                    showdown: None,
                })
                .collect(),
        })
    }

    /// The outs of `hole` on `board` against `opponents` (1 to 9), each
    /// a range or a known hand: for every card that could come next (any
    /// card not in the hole or on the board, nor certainly held by an
    /// opponent: a known hand, or a range the board leaves one combo of),
    /// the showdown with the cards then known. A card that takes every
    /// combo of an opponent's range leaves nothing to count: its showdown
    /// is all zeros.
    ///
    /// # Errors
    ///
    /// [`EquityError::Board`] for a bad hand or board, or a card in two
    /// places (naming [`Place::Hole`] and [`Place::Opponent`], counted
    /// from 0); [`EquityError::OpponentCount`] without opponents or with
    /// more than nine; [`EquityError::EmptyRange`] (naming the
    /// [`Place::Opponent`]) if every combo of an opponent's range uses a
    /// known card; [`EquityError::TooLarge`] if the ranges have more than
    /// [`EXACT_LIMIT`](crate::EXACT_LIMIT) combinations.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Outs;
    ///
    /// // Two overcards against a pair of nines: the six aces and kings win.
    /// let outs = Outs::against("Ah Kd".parse()?, "8s 5c 2h".parse()?, &["9c9d".parse()?])?;
    /// assert_eq!(outs.winning().to_string(), "As Ad Ac Ks Kh Kc");
    /// assert_eq!(outs.cards().len(), 45);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn against(
        hole: CardSet,
        board: CardSet,
        opponents: &[Range],
    ) -> Result<Outs, EquityError> {
        let known = check(hole, board)?;
        if !(1..MAX_PLAYERS).contains(&opponents.len()) {
            return Err(EquityError::OpponentCount {
                count: opponents.len(),
            });
        }
        // The hand is the first player, the opponents the others, the
        // showdown taken on the board as it is once the out has come.
        let hand = Combo::from_cards(hole).map(Range::from);
        let players = hand.into_iter().chain(opponents.iter().cloned());
        let table = Matchup::new(players)
            .board(board)
            .showdown_table()
            .map_err(as_opponents)?;
        let current = Hand::from(known);
        let cards = (!table.held())
            .iter()
            .map(|card| {
                let tally = exact::tally(&table.with_board_card(card), &Watch::idle())?;
                let (wins, ties) = (tally.wins[0], tally.ties[0].iter().sum::<u128>());
                Ok(Out {
                    card,
                    category: current.add(card).evaluate().category(),
                    showdown: Some(Showdown {
                        wins,
                        ties,
                        losses: tally.deals - wins - ties,
                    }),
                })
            })
            .collect::<Result<_, EquityError>>()?;
        Ok(Outs {
            current: current.evaluate().category(),
            cards,
        })
    }

    /// The category of the hand now, with the board so far.
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandCategory;
    /// use holdem_enum::Outs;
    /// let outs = Outs::new("9c Jd".parse()?, "3h 6c 6s".parse()?)?;
    /// assert_eq!(outs.current(), HandCategory::OnePair);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn current(&self) -> HandCategory {
        self.current
    }

    /// Every card that could come next, in card order.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Outs;
    /// let outs = Outs::new("9c Jd".parse()?, "3h 6c 6s Jh".parse()?)?;
    /// assert_eq!(outs.cards().len(), 46);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cards(&self) -> &[Out] {
        &self.cards
    }

    /// The cards that would give the hand a better category than it has.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Outs;
    /// // Two pair on the turn: the jacks and nines left fill it up.
    /// let outs = Outs::new("9c Jd".parse()?, "3h 6c 9s Jh".parse()?)?;
    /// assert_eq!(outs.improving().to_string(), "Js Jc 9h 9d");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn improving(&self) -> CardSet {
        self.select(|out| out.category > self.current)
    }

    /// The cards that would make the hand exactly `category` (when that
    /// is better than what it has).
    ///
    /// # Examples
    ///
    /// ```
    /// use hand_eval::HandCategory;
    /// use holdem_enum::Outs;
    /// let outs = Outs::new("Ah Kh".parse()?, "Qh Jh 2c".parse()?)?;
    /// assert_eq!(outs.improving_to(HandCategory::StraightFlush).to_string(), "Th");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn improving_to(&self, category: HandCategory) -> CardSet {
        self.select(|out| out.category == category && category > self.current)
    }

    /// Against opponents, the cards after which the hand beats every
    /// holding of theirs.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Outs;
    /// let outs = Outs::against("Ah Kh".parse()?, "Qh Jh 2c".parse()?, &["QQ".parse()?])?;
    /// assert!(outs.winning().contains("Th".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn winning(&self) -> CardSet {
        self.select(|out| {
            out.showdown
                .is_some_and(|s| s.losses == 0 && s.ties == 0 && s.wins > 0)
        })
    }

    /// Against opponents, the cards after which the hand is never beaten
    /// but ties with some holding.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::Outs;
    /// // An ace or a nine puts a straight on the board for both players.
    /// let outs = Outs::against("2c 3d".parse()?, "Ks Qd Jh Tc".parse()?, &["5h5s".parse()?])?;
    /// assert!(outs.tying().contains("As".parse()?));
    /// assert_eq!(outs.tying().len(), 8);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn tying(&self) -> CardSet {
        self.select(|out| out.showdown.is_some_and(|s| s.losses == 0 && s.ties > 0))
    }

    fn select(&self, keep: impl Fn(&Out) -> bool) -> CardSet {
        self.cards
            .iter()
            .filter(|out| keep(out))
            .map(|out| out.card)
            .collect()
    }
}

/// Checks a hole and a flop or turn; returns their cards.
fn check(hole: CardSet, board: CardSet) -> Result<CardSet, BoardError> {
    two_cards(hole)?;
    if !(Phase::Flop.board_len()..=Phase::Turn.board_len()).contains(&board.len()) {
        return Err(BoardError::NotFlopOrTurn { count: board.len() });
    }
    disjoint_union(&[(Place::Hole, hole), (Place::Board, board)])
}

/// `err` of the matchup of the hand (player 1) and the opponents (players
/// 2 and on), with each named as the caller of [`Outs::against`] knows it.
fn as_opponents(err: EquityError) -> EquityError {
    let rename = |place| match place {
        Place::Player(0) => Place::Hole,
        Place::Player(i) => Place::Opponent(i - 1),
        other => other,
    };
    match err {
        EquityError::Board(BoardError::Conflict {
            card,
            first,
            second,
        }) => EquityError::Board(BoardError::Conflict {
            card,
            first: rename(first),
            second: rename(second),
        }),
        EquityError::EmptyRange { player } => EquityError::EmptyRange {
            player: rename(player),
        },
        other => other,
    }
}
