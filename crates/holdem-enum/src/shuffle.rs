//! Uniform random numbers and cards for Monte Carlo, exactly: no draw is
//! favoured by a rounding, and several cards come from one random word.

use card_core::{Card, CardSet};
use hand_eval::Hand;
use rand::Rng;
use rand::rngs::Xoshiro256PlusPlus;

/// A number drawn uniformly from `0..n` (`n > 0`), exactly: Lemire's
/// multiply-and-reject. The high word of `r * n` for a uniform 64-bit `r`
/// takes each value `2^64 / n` times, rounded down or up; the products
/// whose low word is below `2^64 mod n` are the surplus ones, one for each
/// value, and are drawn again.
#[inline]
pub(crate) fn below(rng: &mut Xoshiro256PlusPlus, n: u64) -> u64 {
    let mut product = u128::from(rng.next_u64()) * u128::from(n);
    if (product as u64) < n {
        let surplus = n.wrapping_neg() % n;
        while (product as u64) < surplus {
            product = u128::from(rng.next_u64()) * u128::from(n);
        }
    }
    (product >> 64) as u64
}

/// The most draws one random word serves: six bits each.
const DRAWS: usize = 10;

/// Room for a deal's cards (at most 25: ten players' hole cards and a
/// board) and for the cards a random word may draw past them.
pub(crate) const ROOM: usize = 64;

/// The cards of a deal, in order.
pub(crate) type Dealt = [Card; ROOM];

/// Each six-bit draw's card: the cards by index, then cards never dealt
/// (past the deck, so always refused).
const CARDS: [Card; 64] = {
    let mut cards = [Card::ALL[0]; 64];
    let mut i = 0;
    while i < Card::COUNT {
        cards[i] = Card::ALL[i];
        i += 1;
    }
    cards
};

/// A deck dealt by drawing six random bits at a time: a card index from 0
/// to 63, kept if it is a card of the deck not yet dealt nor held, drawn
/// again otherwise. Each card kept is uniform over the cards left, so a
/// deal is a uniform draw without replacement; a random word serves ten
/// draws, and no draw waits for memory, only for the set of cards taken.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Deck {
    /// The indices a draw refuses: cards outside the deck and 52 to 63.
    refused: u64,
    /// The cards a deal takes.
    count: usize,
}

impl Deck {
    /// The deck of `cards`, from which each deal takes `count` cards.
    pub(crate) fn new(cards: CardSet, count: usize) -> Deck {
        Deck {
            refused: !cards.bits(),
            count,
        }
    }

    /// `count` cards of the deck not in `held` (the deck has enough),
    /// dealt into `dealt[..count]` (and maybe past it).
    ///
    /// A deal of a few cards makes fewer draws of each random word: about
    /// two thirds of the draws are kept, so `2 * count + 1` draws are
    /// enough nineteen times in twenty, and the draws past them would be
    /// work thrown away. A deal of more cards makes all ten draws of its
    /// first word, and five of each word after it, for the one to three
    /// cards usually left (ten of each took 7 to 10% more instructions on
    /// preflop deals of five and seven cards).
    #[inline(always)]
    pub(crate) fn deal(&self, held: CardSet, dealt: &mut Dealt, rng: &mut Xoshiro256PlusPlus) {
        match self.count {
            0 => {}
            1 => self.deal_by::<3, 3>(held, dealt, rng),
            2 => self.deal_by::<5, 5>(held, dealt, rng),
            3 => self.deal_by::<7, 7>(held, dealt, rng),
            4 => self.deal_by::<9, 9>(held, dealt, rng),
            _ => self.deal_by::<DRAWS, 5>(held, dealt, rng),
        }
    }

    /// [`Deck::deal`] (of a card or more) with `D` draws of the first
    /// random word and `E` of each word after it.
    #[inline(always)]
    fn deal_by<const D: usize, const E: usize>(
        &self,
        held: CardSet,
        dealt: &mut Dealt,
        rng: &mut Xoshiro256PlusPlus,
    ) {
        let mut taken = self.refused | held.bits();
        let mut got = draws::<D>(rng.next_u64(), &mut taken, 0, dealt);
        while got < self.count {
            got = draws::<E>(rng.next_u64(), &mut taken, got, dealt);
        }
    }
}

/// `D` draws of six bits of `word` into `dealt` from `got` on, each kept if
/// not `taken` (and then taken); returns the cards dealt so far.
#[inline(always)]
fn draws<const D: usize>(
    mut word: u64,
    taken: &mut u64,
    mut got: usize,
    dealt: &mut Dealt,
) -> usize {
    for _ in 0..D {
        let index = (word % 64) as usize;
        word >>= 6;
        dealt[got % ROOM] = CARDS[index];
        got += usize::from(*taken >> index & 1 == 0);
        *taken |= 1 << index;
    }
    got
}

/// The first cards to come of each deal's board (up to three: the flop,
/// the turn and river, or the river), stratified over a cluster of
/// `2^bits` deals: the ways to choose them from the deck are cut into
/// `2^bits` strata of equal size, and deal `i` of the cluster takes a way
/// drawn uniformly from stratum `i`.
///
/// A cluster is then a stratified sample of the ways: each stratum is
/// dealt once, so its deals together are exactly as likely to hold each
/// way as independent deals, and the board's part of the variance (on a
/// flop, most of a fixed hand's: whether its draw comes in) leaves the
/// clusters' means. Ways are ordered by their highest card, then the next
/// (cards by index), so that a stratum holds like boards.
///
/// For deals without constrained players only: the deck is then the same
/// in every deal.
#[derive(Clone, Debug)]
pub(crate) struct BoardStrata {
    /// The board with each way's cards, the ways in order.
    boards: Vec<Hand>,
    /// The cards of a way.
    cards: usize,
}

impl BoardStrata {
    /// The strata of the first `count` (1 to 3) cards to come from `deck`
    /// onto `board`.
    pub(crate) fn new(deck: CardSet, board: Hand, count: usize) -> BoardStrata {
        let cards: Vec<Card> = deck.into_iter().collect();
        let mut boards = Vec::new();
        for (k, &last) in cards.iter().enumerate() {
            let with = board.add(last);
            match count {
                1 => boards.push(with),
                2 => boards.extend(cards[..k].iter().map(|&a| with.add(a))),
                _ => {
                    for (j, &b) in cards[..k].iter().enumerate() {
                        boards.extend(cards[..j].iter().map(|&a| with.add(b).add(a)));
                    }
                }
            }
        }
        BoardStrata {
            boards,
            cards: count,
        }
    }

    /// The cards of a way: those each deal takes from the strata.
    pub(crate) fn cards(&self) -> usize {
        self.cards
    }

    /// The board with a way drawn from stratum `i` of `2^bits` (`bits` at
    /// most 32).
    #[inline(always)]
    pub(crate) fn deal(&self, i: u64, bits: u32, rng: &mut Xoshiro256PlusPlus) -> Hand {
        let ways = self.boards.len() as u64;
        let stratum = i & ((1 << bits) - 1);
        let way = (stratum * ways + below(rng, ways)) >> bits;
        self.boards[way as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use card_core::stream_rng;

    #[test]
    fn below_stays_below_and_reaches_every_value() {
        let mut rng = stream_rng(1, 2);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[below(&mut rng, 7) as usize] += 1;
        }
        assert!(seen.iter().all(|&k| (850..1150).contains(&k)), "{seen:?}");
        assert_eq!(below(&mut rng, 1), 0);
    }

    #[test]
    fn deals_are_uniform_orderings_of_the_cards_not_held() {
        let cards: CardSet = "2c 7d 9h Js Ac Kd".parse().unwrap();
        let held: CardSet = "Js".parse().unwrap();
        let deck = Deck::new(cards, 3);
        let left: Vec<Card> = (cards - held).into_iter().collect();
        let position = |card: Card| left.iter().position(|&c| c == card).unwrap();
        let mut rng = stream_rng(3, 4);
        let mut dealt = [Card::ALL[0]; ROOM];
        // Counts of each ordered triple of the five cards left.
        let mut seen = [0u32; 125];
        let deals = 60_000;
        for _ in 0..deals {
            deck.deal(held, &mut dealt, &mut rng);
            let [a, b, c] = [0, 1, 2].map(|i| position(dealt[i]));
            assert!(a != b && b != c && a != c);
            seen[25 * a + 5 * b + c] += 1;
        }
        let expected = f64::from(deals) / 60.0;
        let chi_square: f64 = seen
            .iter()
            .filter(|&&k| k > 0)
            .map(|&k| (f64::from(k) - expected).powi(2) / expected)
            .sum();
        assert_eq!(seen.iter().filter(|&&k| k > 0).count(), 60);
        // 59 degrees of freedom: above 110 with probability below 1e-4.
        assert!(chi_square < 110.0, "{chi_square}");
    }

    /// Board strata deal each way of choosing the first cards alike, and
    /// a cluster with at least twice as many strata as ways holds every
    /// way (each then spans a whole stratum).
    #[test]
    fn board_strata_deal_each_way_alike_and_every_way_in_a_cluster() {
        let deck: CardSet = "2c 7d 9h Js Ac Kd".parse().unwrap();
        let board: CardSet = "5h 5s".parse().unwrap();
        let mut rng = stream_rng(7, 8);
        for (count, ways, bits) in [(1, 6, 4), (2, 15, 5), (3, 20, 6)] {
            let strata = BoardStrata::new(deck, Hand::from(board), count);
            let mut seen = std::collections::HashMap::new();
            let clusters = 3000;
            for _ in 0..clusters {
                let mut cluster = std::collections::HashSet::new();
                for i in 0..1 << bits {
                    let dealt = strata.deal(i, bits, &mut rng).cards();
                    assert!(board.is_subset(dealt));
                    let way = dealt - board;
                    assert!(way.len() == count && way.is_subset(deck));
                    cluster.insert(way);
                    *seen.entry(way).or_insert(0u32) += 1;
                }
                assert_eq!(cluster.len(), ways);
            }
            assert_eq!(seen.len(), ways);
            let expected = f64::from(clusters << bits) / ways as f64;
            let chi_square: f64 = seen
                .values()
                .map(|&k| (f64::from(k) - expected).powi(2) / expected)
                .sum();
            // At most 19 degrees of freedom: above 50 with probability
            // below 1e-4.
            assert!(chi_square < 50.0, "{count}: {chi_square}");
        }
    }

    /// Deals of five cards or more (ten draws of the first word, five of
    /// each after it): every ordering of five of the six cards left comes
    /// out alike.
    #[test]
    fn long_deals_are_uniform_orderings_of_the_cards_not_held() {
        let cards: CardSet = "2c 7d 9h Js Ac Kd 3s".parse().unwrap();
        let held: CardSet = "Js".parse().unwrap();
        let deck = Deck::new(cards, 5);
        let left: Vec<Card> = (cards - held).into_iter().collect();
        let mut rng = stream_rng(5, 6);
        let mut dealt = [Card::ALL[0]; ROOM];
        let mut seen = std::collections::HashMap::new();
        let deals = 72_000;
        for _ in 0..deals {
            deck.deal(held, &mut dealt, &mut rng);
            let order: Vec<usize> = dealt[..5]
                .iter()
                .map(|&card| left.iter().position(|&c| c == card).unwrap())
                .collect();
            *seen.entry(order).or_insert(0u32) += 1;
        }
        // 6 * 5 * 4 * 3 * 2 orderings, none with a card twice.
        assert_eq!(seen.len(), 720);
        assert!(seen.keys().all(|o| (1..5).all(|i| !o[..i].contains(&o[i]))));
        let expected = f64::from(deals) / 720.0;
        let chi_square: f64 = seen
            .values()
            .map(|&k| (f64::from(k) - expected).powi(2) / expected)
            .sum();
        // 719 degrees of freedom: the mean plus six standard deviations.
        assert!(chi_square < 719.0 + 6.0 * 1438f64.sqrt(), "{chi_square}");
    }
}
