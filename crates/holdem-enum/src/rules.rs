//! How each variant ranks hands: the evaluators of hand-eval for each
//! variant, the boards worth walking one by one, and the categories a
//! player's hand ends in. The general engines read a player's strength
//! here; hold'em also has engines of its own, chosen inside the engines.

use card_core::{Card, CardSet, Suit};
use hand_eval::{Hand, HandRank, OmahaHole, ShortDeck, ShortDeckHand, evaluate_omaha_unchecked};

use crate::boards::{self, Completions};
use crate::meter::distribution::CATEGORIES;
use crate::{BOARD_CARDS, Variant};

/// Hole cards an Omaha hand may hold.
pub(crate) const OMAHA_HOLE: core::ops::RangeInclusive<usize> = 4..=6;

/// How a variant ranks hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rules {
    /// The best five of seven.
    Holdem,
    /// Two hole cards and three board cards, exactly.
    Omaha,
    /// The best five of seven, short-deck order.
    ShortDeck(ShortDeck),
}

impl Rules {
    /// The rules of `variant`.
    pub(crate) fn of(variant: Variant) -> Rules {
        match variant {
            Variant::Holdem => Rules::Holdem,
            Variant::Omaha => Rules::Omaha,
            Variant::ShortDeck(ranking) => Rules::ShortDeck(ShortDeck::new().ranking(ranking)),
        }
    }
}

/// For each suit, the board cards of that suit from which someone holding
/// one of `hands` may make a flush (three to five; five also where no one
/// can, so that such boards are walked one by one).
pub(crate) fn need(rules: Rules, hands: &[CardSet]) -> [usize; Suit::COUNT] {
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
            Rules::Holdem | Rules::ShortDeck(_) => FLUSH_CARDS - most,
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
pub(crate) fn for_each_board(
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
pub(crate) fn short_deck(cards: CardSet) -> ShortDeckHand {
    ShortDeckHand::from_iter(cards)
}

/// An Omaha hand prepared for many boards (its size was checked).
pub(crate) fn omaha_hole(hand: CardSet) -> OmahaHole {
    match OmahaHole::new(hand) {
        Ok(hole) => hole,
        Err(err) => unreachable!("a checked omaha hand: {err}"),
    }
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

/// The strength of `hand` with a full `board`, as a number that orders
/// hands of one variant (greater is stronger).
pub(crate) fn strength(rules: Rules, hand: CardSet, board: CardSet) -> u16 {
    match rules {
        // Cactus Kev's value counts from the strongest hand down.
        Rules::Holdem => u16::MAX - Hand::from(hand | board).evaluate().cactus_kev(),
        Rules::Omaha => u16::MAX - evaluate_omaha_unchecked(hand, board).cactus_kev(),
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
        Rules::Holdem => {
            let hole = Hand::from(hole);
            for_each_board(board, deck, to_come, need, |board, count| {
                visits += 1;
                let hand = board.iter().fold(hole, Hand::add);
                counts[hand.evaluate().category().index()] += count;
            });
        }
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
