//! A range on a flop or a turn: how many of its combos make each made
//! hand and hold each draw, on the board and on every turn card, in
//! hold'em, short deck or Omaha (a list of Omaha hands).

mod classes;
mod classify;

pub use classes::{Draw, MadeHand};

use core::fmt;

use card_core::{Card, CardSet};

use crate::board_classes::classify::BoardView;
use crate::rules::Rules;
use crate::table::checks::{disjoint_union, hole_count, in_deck};
use crate::{BoardError, Combo, HandList, Place, Range, Variant};

/// The question "what does this range hold on this board": a range (or,
/// in Omaha, a list of hands), a flop or a turn, dead cards, and the
/// variant (hold'em, or short deck or Omaha hi-lo with
/// [`variant`](Self::variant)).
///
/// Combos that use a board or dead card (or, in short deck, a card below
/// the six) are left out; the others count by their weight (a combo at
/// 50% counts one half; each listed Omaha hand counts one, a hand listed
/// twice once). [`run`](Self::run)
/// sorts the combos into [`MadeHand`] and [`Draw`] classes on the board,
/// [`every_turn`](Self::every_turn) on each turn card of a flop.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Draw, MadeHand, RangeOnBoard};
///
/// let classes = RangeOnBoard::new("QQ+, AK, T9s".parse()?, "Ks 9d 4c".parse()?).run()?;
/// assert_eq!(classes.total(), 15.0 + 12.0 + 3.0); // Ks, 9d: not in anyone's hand
/// assert_eq!(classes.made(MadeHand::Set), 3.0); // KK
/// assert_eq!(classes.made(MadeHand::TopPair), 12.0); // AK
/// assert_eq!(classes.made(MadeHand::Overpair), 6.0); // AA
/// assert_eq!(classes.made(MadeHand::PocketPairBelowTop), 6.0); // QQ
/// assert_eq!(classes.made(MadeHand::MiddlePair), 3.0); // T9s
/// assert_eq!(classes.draw(Draw::BackdoorFlushDraw), 4.0); // AdKd, AcKc, Tc9c, Ts9s
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RangeOnBoard {
    range: Range,
    /// The hands asked about instead of `range`, for Omaha.
    hands: Option<HandList>,
    board: CardSet,
    dead: CardSet,
    variant: Variant,
}

impl RangeOnBoard {
    /// The question for `range` on `board` (checked by [`run`](Self::run)),
    /// in hold'em, with no dead card.
    pub fn new(range: Range, board: CardSet) -> RangeOnBoard {
        RangeOnBoard {
            range,
            hands: None,
            board,
            dead: CardSet::EMPTY,
            variant: Variant::Holdem,
        }
    }

    /// The question for the Omaha hands of `list` (four to six cards each,
    /// checked by [`run`](Self::run)) on `board`, in Omaha (high only; the
    /// classes are the same in Omaha hi-lo), with no dead card.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{Draw, MadeHand, RangeOnBoard};
    ///
    /// let list = "AsAhKsKh, JcTc9d8d, Ac7c6d5d".parse()?;
    /// let classes = RangeOnBoard::hands(list, "Kd 9c 2h".parse()?).run()?;
    /// assert_eq!(classes.made(MadeHand::Set), 1.0); // AsAhKsKh: the kings
    /// assert_eq!(classes.made(MadeHand::MiddlePair), 1.0); // JcTc9d8d: the nine
    /// assert_eq!(classes.draw(Draw::Gutshot), 1.0); // JcTc9d8d: a queen
    /// assert_eq!(classes.made(MadeHand::AceHigh), 1.0); // Ac7c6d5d
    /// assert_eq!(classes.draw(Draw::BackdoorFlushDraw), 3.0); // every one
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hands(list: HandList, board: CardSet) -> RangeOnBoard {
        RangeOnBoard {
            range: Range::of_weighted([]),
            hands: Some(list),
            board,
            dead: CardSet::EMPTY,
            variant: Variant::Omaha,
        }
    }

    /// The variant: hold'em (the default for a range) or short deck, whose
    /// 36 cards have straights from A-6-7-8-9 up, a flush above a full
    /// house and, by its ranking, three of a kind above or below a
    /// straight; Omaha (the default for a hand list) or Omaha hi-lo. The
    /// classes are hold'em's (the crate's guide says what changes in each
    /// variant); hands of the wrong size are refused by [`run`](Self::run).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{MadeHand, RangeOnBoard, Variant};
    ///
    /// let question = RangeOnBoard::new("A9s, T9s".parse()?, "8s 7d 6c".parse()?);
    /// let holdem = question.clone().run()?;
    /// assert_eq!(holdem.made(MadeHand::Straight), 4.0); // T9 only
    /// let short = question.variant(Variant::SHORT_DECK).run()?;
    /// assert_eq!(short.made(MadeHand::Straight), 8.0); // A9 too: A-6-7-8-9
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn variant(self, variant: Variant) -> RangeOnBoard {
        RangeOnBoard { variant, ..self }
    }

    /// Cards known to be out of play: combos that use one are left out.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::RangeOnBoard;
    ///
    /// let question = RangeOnBoard::new("AA".parse()?, "Ks 9d 4c".parse()?).dead("As".parse()?);
    /// assert_eq!(question.run()?.total(), 3.0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn dead(self, dead: CardSet) -> RangeOnBoard {
        RangeOnBoard { dead, ..self }
    }

    /// The range asked about (empty for a question on a hand list).
    pub fn get_range(&self) -> &Range {
        &self.range
    }

    /// The hand list asked about, if the question is on one.
    pub fn get_hands(&self) -> Option<&HandList> {
        self.hands.as_ref()
    }

    /// The board.
    pub fn get_board(&self) -> CardSet {
        self.board
    }

    /// The dead cards.
    pub fn get_dead(&self) -> CardSet {
        self.dead
    }

    /// The variant.
    pub fn get_variant(&self) -> Variant {
        self.variant
    }

    /// The classes of the range's combos on the board.
    ///
    /// # Errors
    ///
    /// [`BoardError::NotFlopOrTurn`] unless the board has 3 or 4 cards,
    /// [`BoardError::Conflict`] if a card is both a board and a dead card,
    /// [`BoardError::NotInShortDeck`] for a board or dead card below the
    /// six in short deck, [`BoardError::NoBoardClasses`] in the stud games,
    /// [`BoardError::HoleCount`] for a hand of other than two cards in
    /// hold'em and short deck, [`BoardError::OmahaHoleCount`] for one of
    /// other than four to six in Omaha (a range's combos among them),
    /// [`BoardError::RandomHandList`] for a random hand list (`any4`).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{BoardError, RangeOnBoard};
    ///
    /// let question = RangeOnBoard::new("AA".parse()?, "Ks 9d".parse()?);
    /// assert_eq!(question.run(), Err(BoardError::NotFlopOrTurn { count: 2 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn run(&self) -> Result<BoardClasses, BoardError> {
        if !(3..=4).contains(&self.board.len()) {
            return Err(BoardError::NotFlopOrTurn {
                count: self.board.len(),
            });
        }
        let hands = self.hands_in_play()?;
        Ok(BoardClasses::of(self.board, self.variant, &hands))
    }

    /// The classes of the range's combos on each turn card of a flop (each
    /// card of the variant's deck neither on the board nor dead, in card
    /// order): combos that use the turn card are left out of its classes.
    ///
    /// # Errors
    ///
    /// [`BoardError::NotFlop`] unless the board has 3 cards, and the
    /// errors of [`run`](Self::run) other than the board's size.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{MadeHand, RangeOnBoard};
    ///
    /// let turns = RangeOnBoard::new("AA, KK".parse()?, "Ks 9d 4c".parse()?).every_turn()?;
    /// assert_eq!(turns.len(), 49);
    /// let (ace, classes) = &turns[turns.len() - 1];
    /// assert_eq!(ace.to_string(), "As");
    /// assert_eq!(classes.made(MadeHand::Set), 6.0); // three aces and three kings
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn every_turn(&self) -> Result<Vec<(Card, BoardClasses)>, BoardError> {
        if self.board.len() != 3 {
            return Err(BoardError::NotFlop {
                count: self.board.len(),
            });
        }
        let hands = self.hands_in_play()?;
        let mut held = Vec::with_capacity(hands.len());
        Ok((self.variant.deck() - (self.board | self.dead))
            .iter()
            .map(|turn| {
                held.clear();
                held.extend(hands.iter().filter(|(hand, _)| !hand.contains(turn)));
                let board = self.board | CardSet::from([turn]);
                (turn, BoardClasses::of(board, self.variant, &held))
            })
            .collect())
    }

    /// The range's combos (or the listed hands, weighing one each) of the
    /// variant's deck that use no board or dead card, with their weights,
    /// if the question is sound.
    fn hands_in_play(&self) -> Result<Vec<(CardSet, u8)>, BoardError> {
        let rules = Rules::of(self.variant);
        if rules.dealt_to().is_some() {
            let variant = self.variant;
            return Err(BoardError::NoBoardClasses { variant });
        }
        let parts = [(Place::Board, self.board), (Place::Dead, self.dead)];
        let deck = self.variant.deck();
        in_deck(deck, &parts)?;
        let left = deck - disjoint_union(&parts)?;
        let hands: Vec<(CardSet, u8)> = match &self.hands {
            None => self.range.iter().map(|(c, w)| (c.cards(), w)).collect(),
            Some(list) => {
                if let Some(cards) = list.random_size() {
                    return Err(BoardError::RandomHandList { cards });
                }
                let mut hands: Vec<(CardSet, u8)> = Vec::new();
                for &hand in list.hands() {
                    if hands.iter().all(|&(seen, _)| seen != hand) {
                        hands.push((hand, 100));
                    }
                }
                hands
            }
        };
        for &(hand, _) in &hands {
            hole_count(rules, hand.len())?;
        }
        Ok(hands
            .into_iter()
            .filter(|(hand, _)| hand.is_subset(left))
            .collect())
    }
}

/// The hands of one class and their weight.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Tally {
    /// The sum of the hands' weights, in hundredths of a combo.
    weight: u32,
    hands: Vec<CardSet>,
    /// The hands as combos, in hold'em and short deck.
    combos: Vec<Combo>,
}

impl Tally {
    fn add(&mut self, hand: CardSet, weight: u8) {
        self.weight += u32::from(weight);
        self.hands.push(hand);
        self.combos.extend(Combo::from_cards(hand));
    }
}

/// How a range's combos fall into the made-hand and draw classes on one
/// board: the answer of [`RangeOnBoard`].
///
/// Counts are combos weighted by the range's weights; each combo is in
/// one [`MadeHand`] class and in any number of [`Draw`] classes.
/// `Display` writes the table of both, with each class's share of the
/// range, padded as a whole to a given width (its count column headed
/// "Hands" in Omaha).
///
/// With the `serde` feature it is written as its board, its variant and
/// the combos counted, with their weights ([`range`](Self::range); `null`
/// for none; in Omaha, `hands`: the hands counted), and read back by
/// sorting them again, so that no inconsistent table can be read.
///
/// # Examples
///
/// ```
/// use holdem_enum::{Draw, MadeHand, RangeOnBoard};
///
/// let classes = RangeOnBoard::new("AhKh@50, 76s".parse()?, "Qh 8h 5c".parse()?).run()?;
/// assert_eq!(classes.total(), 0.5 + 4.0);
/// assert_eq!(classes.draw(Draw::FlushDraw), 0.5 + 1.0); // AhKh and 7h6h
/// assert_eq!(classes.draw(Draw::FlushAndStraightDraw), 1.0); // 7h6h
/// assert_eq!(classes.draw_combos(Draw::OpenEnded).len(), 4);
/// assert_eq!(classes.made_share(MadeHand::AceHigh), 0.5 / 4.5);
/// assert!(classes.to_string().contains("flush draw"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(into = "BoardClassesFields", try_from = "BoardClassesFields")
)]
pub struct BoardClasses {
    board: CardSet,
    variant: Variant,
    /// The combos counted, with their weights (empty in Omaha).
    range: Range,
    /// The hands counted, in order.
    hands: Vec<CardSet>,
    total: u32,
    made: [Tally; MadeHand::COUNT],
    draws: [Tally; Draw::COUNT],
}

impl BoardClasses {
    /// The classes of `hands` (checked: of the variant's size, in its deck
    /// and off the board) with their weights.
    fn of(board: CardSet, variant: Variant, hands: &[(CardSet, u8)]) -> BoardClasses {
        let view = BoardView::new(board, variant);
        let combos = hands
            .iter()
            .filter_map(|&(hand, weight)| Some((Combo::from_cards(hand)?, weight)));
        let mut classes = BoardClasses {
            board,
            variant,
            range: Range::of_weighted(combos),
            hands: hands.iter().map(|&(hand, _)| hand).collect(),
            total: 0,
            made: Default::default(),
            draws: Default::default(),
        };
        for &(hand, weight) in hands {
            let (made, draws) = view.classify(hand);
            classes.total += u32::from(weight);
            classes.made[made.index()].add(hand, weight);
            for draw in Draw::ALL {
                if draws & 1 << draw.index() != 0 {
                    classes.draws[draw.index()].add(hand, weight);
                }
            }
        }
        classes
    }

    /// The board the classes are for.
    pub fn board(&self) -> CardSet {
        self.board
    }

    /// The variant the classes are for.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The combos counted, with their weights: the range's, less those
    /// that use a board or dead card (empty in Omaha: see
    /// [`hands`](Self::hands)).
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::RangeOnBoard;
    ///
    /// let classes = RangeOnBoard::new("AA, KQs@50".parse()?, "Ks 9d 4c".parse()?).run()?;
    /// assert_eq!(classes.range().to_string(), "AA,KhQh@50,KdQd@50,KcQc@50");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn range(&self) -> &Range {
        &self.range
    }

    /// The weighted number of combos counted: the range's, less those that
    /// use a board or dead card.
    pub fn total(&self) -> f64 {
        combos(self.total)
    }

    /// The weighted number of combos in the made-hand class.
    pub fn made(&self, class: MadeHand) -> f64 {
        combos(self.made[class.index()].weight)
    }

    /// The weighted number of combos with the draw.
    pub fn draw(&self, class: Draw) -> f64 {
        combos(self.draws[class.index()].weight)
    }

    /// The made-hand class's share of [`total`](Self::total), from 0 to
    /// 1 (0 for an empty range).
    pub fn made_share(&self, class: MadeHand) -> f64 {
        self.share(self.made[class.index()].weight)
    }

    /// The draw's share of [`total`](Self::total), from 0 to 1 (0 for an
    /// empty range).
    pub fn draw_share(&self, class: Draw) -> f64 {
        self.share(self.draws[class.index()].weight)
    }

    /// The combos in the made-hand class, in the range's order (none in
    /// Omaha: see [`made_hands`](Self::made_hands)).
    pub fn made_combos(&self, class: MadeHand) -> &[Combo] {
        &self.made[class.index()].combos
    }

    /// The combos with the draw, in the range's order (none in Omaha: see
    /// [`draw_hands`](Self::draw_hands)).
    pub fn draw_combos(&self, class: Draw) -> &[Combo] {
        &self.draws[class.index()].combos
    }

    /// The hands counted, in the range's or the list's order: the combos'
    /// cards in hold'em and short deck, the Omaha hands in Omaha.
    ///
    /// # Examples
    ///
    /// ```
    /// use holdem_enum::{MadeHand, RangeOnBoard};
    ///
    /// let list = "AsAhKsKh, AsAhKsKh, 9h9d2h2d, Qd2c3c4d".parse()?;
    /// let classes = RangeOnBoard::hands(list, "Qd Jc Td 3s".parse()?).run()?;
    /// assert_eq!(classes.hands().len(), 2); // listed twice, counted once; Qd on the board
    /// assert_eq!(classes.made_hands(MadeHand::Straight), ["As Ah Ks Kh".parse()?]);
    /// assert!(classes.made_combos(MadeHand::Straight).is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hands(&self) -> &[CardSet] {
        &self.hands
    }

    /// The hands in the made-hand class, in the range's or the list's order.
    pub fn made_hands(&self, class: MadeHand) -> &[CardSet] {
        &self.made[class.index()].hands
    }

    /// The hands with the draw, in the range's or the list's order.
    pub fn draw_hands(&self, class: Draw) -> &[CardSet] {
        &self.draws[class.index()].hands
    }

    fn share(&self, weight: u32) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            f64::from(weight) / f64::from(self.total)
        }
    }
}

/// What `BoardClasses` is written as: the rest follows from these.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct BoardClassesFields {
    board: CardSet,
    variant: Variant,
    range: Option<Range>,
    /// The Omaha hands counted; absent in hold'em and short deck.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    hands: Option<Vec<CardSet>>,
}

#[cfg(feature = "serde")]
impl From<BoardClasses> for BoardClassesFields {
    fn from(classes: BoardClasses) -> BoardClassesFields {
        BoardClassesFields {
            board: classes.board,
            variant: classes.variant,
            hands: (classes.range.is_empty() && !classes.hands.is_empty()).then_some(classes.hands),
            range: (!classes.range.is_empty()).then_some(classes.range),
        }
    }
}

#[cfg(feature = "serde")]
impl TryFrom<BoardClassesFields> for BoardClasses {
    type Error = &'static str;

    fn try_from(fields: BoardClassesFields) -> Result<BoardClasses, Self::Error> {
        let BoardClassesFields {
            board,
            variant,
            range,
            hands,
        } = fields;
        if !(3..=4).contains(&board.len()) {
            return Err("the board is a flop or a turn");
        }
        let rules = Rules::of(variant);
        if rules.dealt_to().is_some() {
            return Err("the classes are for the games with a board");
        }
        if !board.is_subset(variant.deck()) {
            return Err("the board is in the variant's deck");
        }
        let left = variant.deck() - board;
        let listed = hands.iter().flatten().map(|&hand| (hand, 100));
        let counted: Vec<(CardSet, u8)> = range
            .iter()
            .flat_map(Range::iter)
            .map(|(combo, weight)| (combo.cards(), weight))
            .chain(listed)
            .collect();
        if counted
            .iter()
            .any(|&(hand, _)| !hand.is_subset(left) || hole_count(rules, hand.len()).is_err())
        {
            return Err(
                "every hand counted is of the variant's size, in the deck and off the board",
            );
        }
        let list = hands.unwrap_or_default();
        if list
            .iter()
            .enumerate()
            .any(|(i, hand)| list[..i].contains(hand))
        {
            return Err("every hand listed is counted once");
        }
        Ok(BoardClasses::of(board, variant, &counted))
    }
}

/// Hundredths of a combo as combos.
fn combos(weight: u32) -> f64 {
    f64::from(weight) / 100.0
}

/// Hundredths of a combo written as combos: whole numbers plainly, others
/// with two decimals.
struct Weight(u32);

impl fmt::Display for Weight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = if self.0.is_multiple_of(100) {
            format!("{}", self.0 / 100)
        } else {
            format!("{}.{:02}", self.0 / 100, self.0 % 100)
        };
        f.pad(&text)
    }
}

impl fmt::Display for BoardClasses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        card_core::pad(f, |w| {
            let row = |w: &mut dyn fmt::Write, name: &dyn fmt::Display, weight: u32| {
                let share = 100.0 * self.share(weight);
                writeln!(w, "{name:<25} {:>8} {share:>6.1}%", Weight(weight))
            };
            let unit = match self.variant {
                Variant::Omaha | Variant::OmahaHiLo => "Hands",
                _ => "Combos",
            };
            writeln!(w, "{:<25} {unit:>8} {:>7}", "Made hand", "Share")?;
            for class in MadeHand::ALL {
                row(w, &class, self.made[class.index()].weight)?;
            }
            writeln!(w, "\n{:<25} {unit:>8} {:>7}", "Draw", "Share")?;
            for class in Draw::ALL {
                row(w, &class, self.draws[class.index()].weight)?;
            }
            write!(w, "\n{:<25} {:>8}", "Total", Weight(self.total))
        })
    }
}
