//! How each variant ranks hands: the evaluators of hand-eval for each
//! variant, the boards worth walking one by one, and the categories a
//! player's hand ends in. The general engines read a player's strength
//! here; hold'em also has engines of its own, chosen inside the engines.

use card_core::{Card, CardSet, Rank, Suit, binomial};
use hand_eval::{
    AceFiveLow, Hand, HandRank, HiLo, OmahaHole, ShortDeck, ShortDeckHand, evaluate_omaha_hi_lo,
    evaluate_omaha_unchecked,
};

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
    /// Omaha's high, and the best eight-or-better low of two hole cards
    /// and three board cards: a split pot.
    OmahaHiLo,
    /// The best five of a player's seven, no board.
    Stud,
    /// The best ace-to-five low of a player's seven, no board.
    Razz,
    /// Stud's high, and the best eight-or-better low of the seven: a
    /// split pot.
    StudHiLo,
}

impl Rules {
    /// The rules of `variant`.
    pub(crate) fn of(variant: Variant) -> Rules {
        match variant {
            Variant::Holdem => Rules::Holdem,
            Variant::Omaha => Rules::Omaha,
            Variant::ShortDeck(ranking) => Rules::ShortDeck(ShortDeck::new().ranking(ranking)),
            Variant::OmahaHiLo => Rules::OmahaHiLo,
            Variant::Stud => Rules::Stud,
            Variant::Razz => Rules::Razz,
            Variant::StudHiLo => Rules::StudHiLo,
        }
    }

    /// Whether the pot is split between the best high and the best
    /// qualifying low.
    pub(crate) fn splits_pot(self) -> bool {
        matches!(self, Rules::OmahaHiLo | Rules::StudHiLo)
    }

    /// The cards each player's hand is dealt to, in the stud games (no
    /// board); `None` where a board completes the hands.
    pub(crate) fn dealt_to(self) -> Option<usize> {
        match self {
            Rules::Stud | Rules::Razz | Rules::StudHiLo => Some(STUD_CARDS),
            Rules::Holdem | Rules::Omaha | Rules::ShortDeck(_) | Rules::OmahaHiLo => None,
        }
    }

    /// Whether a hand plays exactly two hole cards with three board cards.
    pub(crate) fn is_omaha(self) -> bool {
        matches!(self, Rules::Omaha | Rules::OmahaHiLo)
    }
}

/// The cards of a stud hand.
pub(crate) const STUD_CARDS: usize = 7;

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
            _ if rules.is_omaha() && most >= OMAHA_PAIR => FLUSH_CARDS - OMAHA_PAIR,
            _ if rules.is_omaha() => FLUSH_CARDS,
            // Five of seven (the stud games have no board to walk).
            _ => FLUSH_CARDS.saturating_sub(most),
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
/// hands of one variant (greater is stronger): in the split-pot games, of
/// the high hand.
pub(crate) fn strength(rules: Rules, hand: CardSet, board: CardSet) -> u16 {
    match rules {
        Rules::Holdem | Rules::Stud | Rules::StudHiLo => high(Hand::from(hand | board).evaluate()),
        Rules::Omaha | Rules::OmahaHiLo => high(evaluate_omaha_unchecked(hand, board)),
        Rules::ShortDeck(rules) => rules
            .evaluate_hand(ShortDeckHand::from_iter(hand | board))
            .value(),
        Rules::Razz => Hand::from(hand).ace_five_low().value(),
    }
}

/// The strengths of `hand` with a full `board` in a split-pot game: the
/// high hand's as [`strength`] gives it, and the qualifying low's (greater
/// is better), 0 where none qualifies.
pub(crate) fn hi_lo(rules: Rules, hand: CardSet, board: CardSet) -> (u16, u16) {
    let both = match rules {
        Rules::OmahaHiLo => match evaluate_omaha_hi_lo(hand, board) {
            Ok(both) => both,
            Err(err) => unreachable!("a checked omaha hand and a full board: {err}"),
        },
        _ => Hand::from(hand | board).hi_lo(),
    };
    split_values(both)
}

/// The high and low values of a split-pot hand, as [`hi_lo`] gives them.
pub(crate) fn split_values(hand: HiLo) -> (u16, u16) {
    (high(hand.high), hand.low.map_or(0, AceFiveLow::value))
}

/// The strengths of a stud hand of seven cards: its high (as
/// [`strength`] gives it) and its qualifying low in stud hi-lo (0 for
/// none); in razz, its ace-to-five low and 0.
pub(crate) fn stud_values(rules: Rules, hand: Hand) -> (u16, u16) {
    match rules {
        Rules::Razz => (hand.ace_five_low().value(), 0),
        Rules::StudHiLo => split_values(hand.hi_lo()),
        _ => (high(hand.evaluate()), 0),
    }
}

/// Calls `f` with every way to deal each of `hands` (a stud player's
/// cards so far) up to seven cards from `deck`, the players dealt one
/// after another, each deal once.
pub(crate) fn for_each_stud_deal(hands: &[CardSet], deck: CardSet, mut f: impl FnMut(&[Hand])) {
    let mut full = Vec::with_capacity(hands.len());
    deal_from(hands, deck, &mut full, &mut f);
}

/// Deals the players after those in `full` from `deck`.
fn deal_from(hands: &[CardSet], deck: CardSet, full: &mut Vec<Hand>, f: &mut impl FnMut(&[Hand])) {
    let Some(&hand) = hands.get(full.len()) else {
        f(full);
        return;
    };
    let cards: Vec<Card> = deck.iter().collect();
    let add = |hand: Hand, card| hand.add(card);
    extend(
        &cards,
        STUD_CARDS - hand.len(),
        Hand::from(hand),
        &add,
        &mut |dealt| {
            full.push(dealt);
            deal_from(hands, deck - dealt.cards(), full, f);
            full.pop();
        },
    );
}

/// Calls `f` with every way to deal each of `hands` (a razz player's cards
/// so far) up to seven cards from `deck` by ranks alone, as razz's lows
/// ignore suits: each player's seven cards as one hand of those ranks,
/// and how many deals of cards it stands for.
pub(crate) fn for_each_razz_deal(
    hands: &[CardSet],
    deck: CardSet,
    mut f: impl FnMut(&[Hand], u64),
) {
    let left = Rank::ALL.map(|rank| {
        let suits = Suit::ALL.iter();
        suits
            .filter(|&&suit| deck.contains(Card::new(rank, suit)))
            .count() as u8
    });
    let mut full = Vec::with_capacity(hands.len());
    deal_ranks_from(hands, left, &mut full, 1, &mut f);
}

/// Deals the players after those in `full` ranks from the cards `left`
/// of each rank, `ways` the deals so far stand for.
fn deal_ranks_from(
    hands: &[CardSet],
    left: [u8; Rank::COUNT],
    full: &mut Vec<Hand>,
    ways: u64,
    f: &mut impl FnMut(&[Hand], u64),
) {
    let Some(&hand) = hands.get(full.len()) else {
        f(full, ways);
        return;
    };
    let mut held = [0u8; Rank::COUNT];
    for card in hand.iter() {
        held[card.rank() as usize] += 1;
    }
    let mut taken = [0; Rank::COUNT];
    choose_ranks(
        STUD_CARDS - hand.len(),
        0,
        &left,
        &mut taken,
        ways,
        &mut |taken, ways| {
            let cards = Rank::ALL.iter().flat_map(|&rank| {
                let count = held[rank as usize] + taken[rank as usize];
                Suit::ALL[..usize::from(count)]
                    .iter()
                    .map(move |&suit| Card::new(rank, suit))
            });
            full.push(cards.collect());
            let left = core::array::from_fn(|r| left[r] - taken[r]);
            deal_ranks_from(hands, left, full, ways, f);
            full.pop();
        },
    );
}

/// Calls `f` with every way to take `k` more cards by rank from the ranks
/// `from` on, `left[r]` cards left of rank `r`, and the deals of cards
/// each stands for times `ways`.
fn choose_ranks(
    k: usize,
    from: usize,
    left: &[u8; Rank::COUNT],
    taken: &mut [u8; Rank::COUNT],
    ways: u64,
    f: &mut impl FnMut(&[u8; Rank::COUNT], u64),
) {
    if k == 0 {
        f(taken, ways);
        return;
    }
    for r in from..Rank::COUNT {
        for m in 1..=usize::from(left[r]).min(k) {
            taken[r] = m as u8;
            let ways = ways * binomial(u32::from(left[r]), m as u32);
            choose_ranks(k - m, r + 1, left, taken, ways, f);
        }
        taken[r] = 0;
    }
}

/// A high hand's strength: Cactus Kev's value counts from the strongest
/// hand down.
fn high(rank: HandRank) -> u16 {
    u16::MAX - rank.cactus_kev()
}

/// How many completions of `board` from `deck` end in each category for
/// the player holding `hole`, in Omaha hi-lo how many give them a
/// qualifying low, and how many boards or rank patterns were evaluated to
/// count them.
pub(crate) fn category_counts(
    rules: Rules,
    hole: CardSet,
    board: CardSet,
    deck: CardSet,
    to_come: usize,
) -> ([u64; CATEGORIES], Option<u64>, u64) {
    let mut counts = [0; CATEGORIES];
    let mut lows = 0;
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
        Rules::OmahaHiLo => {
            let hole = omaha_hole(hole);
            for_each_board(board, deck, to_come, need, |board, count| {
                visits += 1;
                let hand = hole.evaluate_hi_lo_unchecked(board);
                counts[hand.high.category().index()] += count;
                lows += if hand.low.is_some() { count } else { 0 };
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
        Rules::Stud | Rules::Razz | Rules::StudHiLo => {
            unreachable!("the strength meter's checks keep out the games without a board")
        }
    }
    (counts, rules.splits_pot().then_some(lows), visits)
}
