//! Omaha and short deck: every board walked for each class of deals
//! (exact), or deals sampled (Monte Carlo), with hand-eval's evaluators of
//! the two games.

use card_core::{Card, CardSet, Rank, Suit, binomial, stream_rng};
use hand_eval::{Hand, HandRank, OmahaHole, ShortDeck, ShortDeckHand, evaluate_omaha_unchecked};

use crate::boards::{self, Completions};

use crate::equity::Tally;
use crate::holdings::{Holdings, upper_bound};
use crate::meter::CATEGORIES;
use crate::monte_carlo::{self, Picker, REJECTIONS_PER_SAMPLE, draw};
use crate::pieces::Watch;
use crate::{
    BOARD_CARDS, EXACT_SHOWDOWN_LIMIT, Equity, EquityError, MAX_PLAYERS, Method, MonteCarlo, exact,
};

/// Hole cards an Omaha hand may hold.
pub(crate) const OMAHA_HOLE: core::ops::RangeInclusive<usize> = 4..=6;

/// How a game other than hold'em ranks hands.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Rules {
    /// Two hole cards and three board cards, exactly.
    Omaha,
    /// The best five of seven, short-deck order.
    ShortDeck(ShortDeck),
}

/// One player's hands: listed with weights, or every hand of a number of
/// cards.
#[derive(Clone, Debug)]
pub(crate) enum Hands {
    Listed(Holdings<CardSet>),
    Random(usize),
}

impl Hands {
    /// How many cards a hand holds.
    pub(crate) fn size(&self) -> usize {
        match self {
            Hands::Listed(list) => list.first().map_or(0, |(hand, _)| hand.len()),
            Hands::Random(cards) => *cards,
        }
    }
}

/// A checked question about Omaha or short deck.
#[derive(Debug)]
pub(crate) struct VariantTable {
    pub(crate) rules: Rules,
    pub(crate) players: Vec<Hands>,
    pub(crate) board: CardSet,
    pub(crate) dead: CardSet,
    pub(crate) to_come: usize,
    /// The game's cards that are neither on the board nor dead.
    pub(crate) deck: CardSet,
}

impl VariantTable {
    fn known(&self) -> CardSet {
        self.board | self.dead
    }
}

/// Every deal counted, each weighted by the product of its hands'
/// weights.
///
/// # Errors
///
/// [`EquityError::TooManyShowdowns`] past [`EXACT_SHOWDOWN_LIMIT`].
pub(crate) fn exact(table: &VariantTable, watch: &Watch<'_>) -> Result<Equity, EquityError> {
    let sizes: usize = table.players.iter().map(Hands::size).sum();
    let boards = binomial(
        (table.deck.len().saturating_sub(sizes)) as u32,
        table.to_come as u32,
    );
    let hands: u128 = table
        .players
        .iter()
        .map(|hands| match hands {
            Hands::Listed(list) => list.len() as u128,
            Hands::Random(cards) => u128::from(binomial(table.deck.len() as u32, *cards as u32)),
        })
        .product();
    let showdowns = hands * u128::from(boards);
    if showdowns > EXACT_SHOWDOWN_LIMIT {
        return Err(EquityError::TooManyShowdowns {
            showdowns,
            limit: EXACT_SHOWDOWN_LIMIT,
        });
    }
    let players: Vec<Holdings<CardSet>> = table
        .players
        .iter()
        .map(|hands| match hands {
            Hands::Listed(list) => list.clone(),
            Hands::Random(cards) => table.deck.subsets(*cards).map(|hand| (hand, 1)).collect(),
        })
        .collect();
    debug_assert!(upper_bound(&players) == hands);
    let tally = exact::by_class(
        &players,
        table.known(),
        table.dead,
        boards.saturating_mul(table.players.len() as u64),
        watch,
        |hands, weight, total| {
            total.add_weighted(&showdown(table, hands), weight);
        },
    );
    Ok(tally.finish(table.players.len(), Method::Exact))
}

/// Every completion of the board for players holding `hands`.
fn showdown(table: &VariantTable, hands: &[CardSet]) -> Tally<u64> {
    let used = hands.iter().fold(table.known(), |used, &hand| used | hand);
    let deck = table.deck - used;
    let mut tally = Tally::new();
    let need = need(table.rules, hands);
    match table.rules {
        Rules::Omaha => {
            let holes: Vec<OmahaHole> = hands.iter().map(|&hand| omaha_hole(hand)).collect();
            let mut values = Vec::with_capacity(hands.len());
            for_each_board(table.board, deck, table.to_come, need, |board, count| {
                values.clear();
                values.extend(holes.iter().map(|hole| hole.evaluate_unchecked(board)));
                tally.record(&values, count);
            });
        }
        Rules::ShortDeck(rules) => {
            let holes: Vec<ShortDeckHand> = hands.iter().map(|&hand| short_deck(hand)).collect();
            let mut values = Vec::with_capacity(hands.len());
            for_each_board(table.board, deck, table.to_come, need, |board, count| {
                let board = short_deck(board);
                values.clear();
                values.extend(holes.iter().map(|hole| {
                    rules.evaluate_hand(hole.cards().iter().fold(board, ShortDeckHand::add))
                }));
                tally.record(&values, count);
            });
        }
    }
    tally
}

/// For each suit, the board cards of that suit from which someone holding
/// one of `hands` may make a flush (three to five; five also where no one
/// can, so that such boards are walked one by one).
fn need(rules: Rules, hands: &[CardSet]) -> [usize; Suit::COUNT] {
    Suit::ALL.map(|suit| {
        let most = hands
            .iter()
            .map(|h| h.count_of_suit(suit))
            .max()
            .unwrap_or(0);
        match rules {
            // Two hole cards of the suit and three on the board.
            Rules::Omaha if most >= OMAHA_PAIR => FLUSH_CARDS - OMAHA_PAIR,
            Rules::Omaha => FLUSH_CARDS,
            // Five of seven.
            Rules::ShortDeck(_) => FLUSH_CARDS - most,
        }
    })
}

/// Cards of a flush, and of a board.
const FLUSH_CARDS: usize = 5;

/// Hole cards an Omaha hand plays.
const OMAHA_PAIR: usize = 2;

/// Calls `f` with every completion of `board` by `to_come` cards of
/// `deck`, and how many completions it stands for: preflop, boards on
/// which no suit reaches its `need` are grouped by their ranks.
fn for_each_board(
    board: CardSet,
    deck: CardSet,
    to_come: usize,
    need: [usize; Suit::COUNT],
    f: impl FnMut(CardSet, u64),
) {
    let mut visitor = Boards(f);
    if to_come == BOARD_CARDS {
        boards::complete_by_need(need, deck, &mut visitor);
    } else {
        let cards: Vec<Card> = deck.iter().collect();
        extend(&cards, to_come, board, &|b, c| b | c, &mut |board| {
            (visitor.0)(board, 1)
        });
    }
}

/// Boards reported by the walk over rank patterns, as card sets.
struct Boards<F>(F);

impl<F: FnMut(CardSet, u64)> Completions for Boards<F> {
    fn pattern(&mut self, _: &[HandRank], reps: &[Hand], count: u64) {
        (self.0)(reps[0].cards(), count);
    }

    fn boards(&mut self, board: Hand, count: u64) {
        (self.0)(board.cards(), count);
    }
}

/// A hand of short-deck cards.
fn short_deck(cards: CardSet) -> ShortDeckHand {
    ShortDeckHand::from_iter(cards)
}

/// An Omaha hand prepared for many boards (its size was checked).
fn omaha_hole(hand: CardSet) -> OmahaHole {
    let (cards, n) = cards_of(hand);
    match OmahaHole::new(&cards[..n]) {
        Ok(hole) => hole,
        Err(err) => unreachable!("a checked omaha hand: {err}"),
    }
}

/// Most cards [`cards_of`] returns: an Omaha hand of six.
const MOST_CARDS: usize = 6;

/// The first [`MOST_CARDS`] cards of `set`, and how many there are.
fn cards_of(set: CardSet) -> ([Card; MOST_CARDS], usize) {
    let mut cards = [Card::new(Rank::Two, Suit::Clubs); MOST_CARDS];
    let mut n = 0;
    for (slot, card) in cards.iter_mut().zip(set) {
        *slot = card;
        n += 1;
    }
    (cards, n)
}

/// Calls `f` with `start` and every `k` of `cards` added to it by `add`,
/// once each.
pub(crate) fn extend<H: Copy>(
    cards: &[Card],
    k: usize,
    start: H,
    add: &impl Fn(H, Card) -> H,
    f: &mut impl FnMut(H),
) {
    if k == 0 {
        f(start);
        return;
    }
    let last = (cards.len() + 1).saturating_sub(k);
    for (i, &card) in cards[..last].iter().enumerate() {
        extend(&cards[i + 1..], k - 1, add(start, card), add, f);
    }
}

/// Deals sampled at random as `options` says: the listed players' hands by
/// weight all at once (the deal thrown away if two share a card), then
/// the random players' hands and the rest of the board from the cards left.
pub(crate) fn monte_carlo(
    table: &VariantTable,
    options: MonteCarlo,
    watch: &Watch<'_>,
) -> Result<Equity, EquityError> {
    monte_carlo::check(options)?;
    let pickers: Vec<Option<Picker<CardSet>>> = table
        .players
        .iter()
        .map(|hands| match hands {
            Hands::Listed(list) => Some(Picker::new(list)),
            Hands::Random(_) => None,
        })
        .collect();
    let deck: Vec<Card> = table.deck.iter().collect();
    let n = table.players.len();
    monte_carlo::sample(n, options, watch, |index, tally| {
        let start = index * MonteCarlo::BLOCK;
        let len = MonteCarlo::BLOCK.min(options.samples - start);
        let mut rng = stream_rng(options.seed, index);
        let mut rejected = 0;
        let mut sampled = 0;
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS];
        let mut values = Vec::with_capacity(n);
        while sampled < len {
            let mut used = table.known();
            let mut clash = false;
            for (hand, picker) in hands.iter_mut().zip(&pickers) {
                if let Some(picker) = picker {
                    *hand = picker.pick(&mut rng);
                    clash |= !used.is_disjoint(*hand);
                    used |= *hand;
                }
            }
            if clash {
                rejected += 1;
                if rejected > REJECTIONS_PER_SAMPLE * len {
                    return Err(EquityError::TooManyRejections { rejected });
                }
                continue;
            }
            for (hand, player) in hands.iter_mut().zip(&table.players) {
                if let Hands::Random(cards) = *player {
                    *hand = CardSet::EMPTY;
                    for _ in 0..cards {
                        hand.insert(draw(&deck, &mut used, &mut rng));
                    }
                }
            }
            let mut board = table.board;
            for _ in 0..table.to_come {
                board.insert(draw(&deck, &mut used, &mut rng));
            }
            values.clear();
            values.extend(
                hands[..n]
                    .iter()
                    .map(|&hand| strength(table.rules, hand, board)),
            );
            tally.record(&values, 1);
            sampled += 1;
        }
        Ok(())
    })
}

/// The strength of `hand` with a full `board`, as a number that orders
/// hands of one game (greater is stronger).
fn strength(rules: Rules, hand: CardSet, board: CardSet) -> u16 {
    match rules {
        Rules::Omaha => {
            let (hole, h) = cards_of(hand);
            let (board, b) = cards_of(board);
            // Cactus Kev's value counts from the strongest hand down.
            u16::MAX - evaluate_omaha_unchecked(&hole[..h], &board[..b]).cactus_kev()
        }
        Rules::ShortDeck(rules) => rules
            .evaluate_hand(ShortDeckHand::from_iter(hand | board))
            .value(),
    }
}

/// How many completions of `board` from `deck` end in each category for
/// the player holding `hole`, and how many boards or rank patterns were
/// evaluated to count them.
pub(crate) fn category_counts(
    rules: Rules,
    hole: CardSet,
    board: CardSet,
    deck: CardSet,
    to_come: usize,
) -> ([u64; CATEGORIES], u64) {
    let mut counts = [0; CATEGORIES];
    let mut visits = 0;
    let need = need(rules, &[hole]);
    match rules {
        Rules::Omaha => {
            let hole = omaha_hole(hole);
            for_each_board(board, deck, to_come, need, |board, count| {
                visits += 1;
                counts[hole.evaluate_unchecked(board).category().index()] += count;
            });
        }
        Rules::ShortDeck(rules) => {
            let hole = short_deck(hole);
            for_each_board(board, deck, to_come, need, |board, count| {
                visits += 1;
                let hand = board.iter().fold(hole, ShortDeckHand::add);
                counts[rules.evaluate_hand(hand).category().index()] += count;
            });
        }
    }
    (counts, visits)
}
