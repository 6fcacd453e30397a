//! The classes of one hand on a flop or a turn, from rank and suit masks:
//! a hold'em or short-deck combo, or an Omaha hand of four to six cards.

use card_core::{Card, CardSet, Rank, Suit};
use hand_eval::{Hand, HandCategory, ShortDeck};

use crate::board_classes::classes::{Draw, MadeHand};
use crate::{Combo, Variant};

/// What every combo's classes need to know of a board, worked out once.
#[derive(Debug, Clone, Copy)]
pub(crate) struct BoardView {
    cards: CardSet,
    /// Hold'em or short deck: how hands rank and which ranks are dealt.
    variant: Variant,
    /// The lowest rank dealt (the ace also plays just below it).
    lowest: usize,
    /// How many board cards each rank has, by [`Rank::index`].
    counts: [u8; Rank::COUNT],
    /// The board's ranks, one bit per rank.
    ranks: u16,
    /// The highest board rank's index.
    top: usize,
    /// The second-highest board rank's index (distinct ranks), if any.
    second: Option<usize>,
    /// Whether some rank is on the board twice or more.
    paired: bool,
    /// Whether the board is a flop (backdoor draws need two cards to come).
    flop: bool,
    /// For each rank of the next card, the highest straight of the board
    /// and that card alone ([`highest_straight`]).
    alone: [Option<u32>; Rank::COUNT],
    /// The board's three-card subsets (one on a flop, four on a turn),
    /// which an Omaha hand plays with two of its hole cards.
    triples: [CardSet; 4],
}

impl BoardView {
    /// The view of a board of three or four cards of `variant` (hold'em
    /// or short deck).
    pub(crate) fn new(cards: CardSet, variant: Variant) -> BoardView {
        let ranks = cards.ranks();
        let lowest = match variant {
            Variant::ShortDeck(_) => Rank::Six.index(),
            // Hold'em: the only other variant with board classes.
            _ => Rank::Two.index(),
        };
        let counts = cards.rank_counts();
        let below_top = ranks & !(1 << (15 - ranks.leading_zeros()));
        BoardView {
            cards,
            variant,
            lowest,
            counts,
            ranks,
            top: 15 - ranks.leading_zeros() as usize,
            second: (below_top != 0).then(|| 15 - below_top.leading_zeros() as usize),
            paired: counts.iter().any(|&count| count >= 2),
            flop: cards.len() == 3,
            alone: core::array::from_fn(|rank| highest_straight(ranks | 1 << rank, lowest)),
            // On a flop, the board itself, four times over.
            triples: core::array::from_fn(|i| match cards.iter().nth(i) {
                Some(card) if cards.len() == 4 => cards - CardSet::from([card]),
                _ => cards,
            }),
        }
    }

    /// The made-hand class of `hand` (which uses no board card: two cards
    /// in hold'em and short deck, four to six in Omaha) and its draws, one
    /// bit per [`Draw::index`].
    pub(crate) fn classify(&self, hand: CardSet) -> (MadeHand, u8) {
        if matches!(self.variant, Variant::Omaha | Variant::OmahaHiLo) {
            let made = self.omaha_made(hand);
            return (made, self.omaha_draws(hand, made));
        }
        let combo = Combo::from_cards(hand).expect("a combo of two cards");
        let made = self.made(combo);
        (made, self.draws(combo, made))
    }

    fn made(&self, combo: Combo) -> MadeHand {
        let all = self.cards | combo.cards();
        let category = match self.variant {
            Variant::ShortDeck(ranking) => {
                let deck = ShortDeck::new().ranking(ranking);
                deck.evaluate_set(all).expect("short-deck cards").category()
            }
            _ => Hand::from(all).evaluate().category(),
        };
        self.five_card_class(category)
            .unwrap_or_else(|| self.pair_class(combo))
    }

    /// The class of an Omaha hand: the best of the classes of its pairs of
    /// hole cards, each from the best five of that pair and three board
    /// cards (straight flush to straight), else as a hold'em combo.
    fn omaha_made(&self, hand: CardSet) -> MadeHand {
        let cards: Vec<Card> = hand.iter().collect();
        let mut best = MadeHand::Nothing;
        for (i, &low) in cards.iter().enumerate() {
            for &high in &cards[i + 1..] {
                let pair = CardSet::from([low, high]);
                let five = self
                    .triples
                    .iter()
                    .filter_map(|&triple| {
                        self.five_card_class(Hand::from(pair | triple).evaluate().category())
                    })
                    .min();
                let combo = Combo::from_cards(pair).expect("two cards");
                best = best.min(five.unwrap_or_else(|| self.pair_class(combo)));
            }
        }
        best
    }

    /// The class of a straight flush down to a straight (four of a kind
    /// with all four on the board counting for the board only).
    fn five_card_class(&self, category: HandCategory) -> Option<MadeHand> {
        match category {
            HandCategory::StraightFlush => Some(MadeHand::StraightFlush),
            HandCategory::FourOfAKind if self.counts.contains(&4) => Some(MadeHand::BoardOnly),
            HandCategory::FourOfAKind => Some(MadeHand::FourOfAKind),
            HandCategory::FullHouse => Some(MadeHand::FullHouse),
            HandCategory::Flush => Some(MadeHand::Flush),
            HandCategory::Straight => Some(MadeHand::Straight),
            _ => None,
        }
    }

    /// The class of a combo that makes no straight or better: from the
    /// board cards its hole cards pair.
    fn pair_class(&self, combo: Combo) -> MadeHand {
        let (a, b) = (combo.high().rank().index(), combo.low().rank().index());
        let (on_a, on_b) = (self.counts[a], self.counts[b]);
        if a == b {
            return if on_a == 1 {
                MadeHand::Set
            } else if a > self.top {
                MadeHand::Overpair
            } else {
                MadeHand::PocketPairBelowTop
            };
        }
        match (on_a, on_b) {
            (2, _) | (_, 2) => MadeHand::Trips,
            (1, 1) => MadeHand::TwoPair,
            (1, _) => self.pair_of(a),
            (_, 1) => self.pair_of(b),
            _ if self.paired => MadeHand::BoardOnly,
            _ if a == Rank::Ace.index() => MadeHand::AceHigh,
            _ => MadeHand::Nothing,
        }
    }

    /// The class of one hole card pairing the board's `rank`.
    fn pair_of(&self, rank: usize) -> MadeHand {
        if rank == self.top {
            MadeHand::TopPair
        } else if Some(rank) == self.second {
            MadeHand::MiddlePair
        } else {
            MadeHand::WeakPair
        }
    }

    fn draws(&self, combo: Combo, made: MadeHand) -> u8 {
        let mut draws = 0;
        let hole = combo.cards();
        if made > MadeHand::Flush {
            let all = self.cards | hole;
            let four = Suit::ALL
                .iter()
                .any(|&suit| all.count_of_suit(suit) == 4 && hole.count_of_suit(suit) > 0);
            if four {
                draws |= 1 << Draw::FlushDraw.index();
            }
            let suit = combo.high().suit();
            if self.flop && combo.is_suited() && self.cards.count_of_suit(suit) == 1 {
                draws |= 1 << Draw::BackdoorFlushDraw.index();
            }
        }
        if made > MadeHand::Straight {
            let ranks = self.ranks | hole.ranks();
            let completing = (self.lowest..Rank::COUNT)
                .filter(|&rank| {
                    ranks & 1 << rank == 0
                        && highest_straight(ranks | 1 << rank, self.lowest) > self.alone[rank]
                })
                .count();
            draws = with_straight_draw(draws, completing);
        }
        let low = combo.low().rank().index();
        if made >= MadeHand::BoardOnly && low > self.top {
            draws |= 1 << Draw::Overcards.index();
        }
        draws
    }

    /// The draws of an Omaha hand whose made-hand class is `made`: a flush
    /// draw or backdoor draw from two hole cards of a suit, a straight draw
    /// from two hole ranks, overcards from two hole cards.
    fn omaha_draws(&self, hand: CardSet, made: MadeHand) -> u8 {
        let mut draws = 0;
        if made > MadeHand::Flush {
            for suit in Suit::ALL {
                match (hand.count_of_suit(suit), self.cards.count_of_suit(suit)) {
                    (2.., 2) => draws |= 1 << Draw::FlushDraw.index(),
                    (2.., 1) if self.flop => draws |= 1 << Draw::BackdoorFlushDraw.index(),
                    _ => {}
                }
            }
        }
        if made > MadeHand::Straight {
            let hole = hand.ranks();
            let completing = (0..Rank::COUNT)
                .filter(|&rank| {
                    let board = self.ranks | 1 << rank;
                    // Two hole ranks of the window, the rest on the board.
                    STRAIGHTS.iter().any(|&window| {
                        let missing = window & !board;
                        missing & !hole == 0
                            && missing.count_ones() <= 2
                            && (window & hole).count_ones() >= 2
                    })
                })
                .count();
            draws = with_straight_draw(draws, completing);
        }
        let over = hand.iter().filter(|card| card.rank().index() > self.top);
        if made >= MadeHand::BoardOnly && over.count() >= 2 {
            draws |= 1 << Draw::Overcards.index();
        }
        draws
    }
}

/// The ranks of each straight of a full deck, one bit per rank, from the
/// five-high (the ace low) up.
const STRAIGHTS: [u16; 10] = {
    let mut straights = [0; 10];
    straights[0] = 0b1_0000_0000_1111;
    let mut low = 0;
    while low < 9 {
        straights[low + 1] = 0b1_1111 << low;
        low += 1;
    }
    straights
};

/// The highest straight among `ranks` (one bit per rank, none below
/// `lowest`; the ace also plays just below `lowest`) by the position of
/// its lowest card: 0 for the straight with the ace low (five-high in
/// hold'em, nine-high in short deck) up to the ace-high one; `None`
/// without a straight.
fn highest_straight(ranks: u16, lowest: usize) -> Option<u32> {
    // Bit 0 is the ace played low, bit r + 1 the rank of index lowest + r.
    let low_ace = u32::from(ranks >> Rank::Ace.index() & 1);
    let extended = u32::from(ranks >> lowest) << 1 | low_ace;
    let runs = extended & extended >> 1 & extended >> 2 & extended >> 3 & extended >> 4;
    (runs != 0).then(|| 31 - runs.leading_zeros())
}

/// `draws` with the straight draw of `completing` ranks that complete a
/// straight (a gutshot for one, open-ended for more), and with a flush
/// draw too, the flush and straight draw.
fn with_straight_draw(mut draws: u8, completing: usize) -> u8 {
    match completing {
        0 => {}
        1 => draws |= 1 << Draw::Gutshot.index(),
        _ => draws |= 1 << Draw::OpenEnded.index(),
    }
    let flush = draws & 1 << Draw::FlushDraw.index() != 0;
    if flush && completing > 0 {
        draws |= 1 << Draw::FlushAndStraightDraw.index();
    }
    draws
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn straights_are_found_by_their_lowest_card() {
        let mask = |ranks: &[Rank]| ranks.iter().fold(0u16, |m, r| m | 1 << r.index());
        let highest_straight = |ranks| super::highest_straight(ranks, 0);
        use Rank::*;
        assert_eq!(
            highest_straight(mask(&[Ace, Two, Three, Four, Five])),
            Some(0)
        );
        assert_eq!(
            highest_straight(mask(&[Ten, Jack, Queen, King, Ace])),
            Some(9)
        );
        assert_eq!(
            highest_straight(mask(&[Two, Three, Four, Five, Six, Seven])),
            Some(2)
        );
        assert_eq!(highest_straight(mask(&[Ace, Two, Three, Four, Six])), None);
        // Short deck: the ace plays below the six.
        let short = |ranks| super::highest_straight(ranks, Six.index());
        assert_eq!(short(mask(&[Ace, Six, Seven, Eight, Nine])), Some(0));
        assert_eq!(short(mask(&[Ten, Jack, Queen, King, Ace])), Some(5));
        assert_eq!(short(mask(&[Ace, Six, Seven, Eight, Ten])), None);
    }
}
