//! Uniform random numbers and cards for Monte Carlo, exactly: no draw is
//! favoured by a rounding, and several cards come from one random word.

use card_core::{Card, CardSet};
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

/// The most positions of the shuffle one random word serves: 52 * 51 *
/// ... * 45 is below 2^46, so the word is drawn again with a probability
/// below 2^-18.
const BATCH: usize = 8;

/// Room for a deck's cards: 52 rounded up to a power of two, so that
/// positions masked with `ROOM - 1` need no bounds check.
pub(crate) const ROOM: usize = 64;

/// The cards of a deck in the order a deal left them.
pub(crate) type Order = [Card; ROOM];

/// The cards of a deal, in order (at most 25: ten players' hole cards and
/// a board), and room for cards shuffled past them.
pub(crate) type Dealt = [Card; ROOM];

/// A deck dealt by a partial shuffle (Fisher and Yates): the card at each
/// position in turn is swapped with one drawn uniformly from those at or
/// after it. Each deal shuffles from where the last one left the cards
/// (an [`Order`]): whatever their order, the cards it deals are uniform.
///
/// The positions of a batch take their draws from one random word: with
/// `N` the product of the batch's ranges `m, m - 1, ...`, the high words
/// of `r * m`, then of the low word times `m - 1`, and so on, are the
/// digits (in mixed radix) of the high word of `r * N`, and the last low
/// word is the low word of `r * N`. Lemire's rule for `N` (draw again if
/// that low word is below `2^64 mod N`) makes the digits exactly uniform
/// and independent.
#[derive(Clone, Debug)]
pub(crate) struct Deck {
    order: Order,
    len: usize,
    /// The cards a deal takes.
    count: usize,
    /// The positions of a deal's first batch: enough for `count` cards
    /// and as many held ones as may be met, within a batch.
    first: usize,
    /// `surplus[p][k - 1]`: `2^64` modulo the product of the ranges of
    /// the `k` positions from `p`.
    surplus: [[u64; BATCH]; ROOM],
}

impl Deck {
    /// The deck of `cards`, from which each deal takes `count` cards
    /// passing over at most `held` cards of the
    /// deck that players hold.
    pub(crate) fn new(cards: CardSet, count: usize, held: usize) -> Deck {
        let mut deck = Deck {
            order: [Card::ALL[0]; ROOM],
            len: cards.len(),
            count,
            first: BATCH.min(count + held).min(cards.len()),
            surplus: [[0; BATCH]; ROOM],
        };
        for (slot, card) in deck.order.iter_mut().zip(cards) {
            *slot = card;
        }
        for start in 0..deck.len {
            let mut product = 1u64;
            for k in 1..=BATCH.min(deck.len - start) {
                product *= (deck.len - start - k + 1) as u64;
                deck.surplus[start][k - 1] = product.wrapping_neg() % product;
            }
        }
        deck
    }

    /// The deck's cards in their first order.
    pub(crate) fn order(&self) -> Order {
        self.order
    }

    /// The next cards of `order` not in `held` (the deck has enough),
    /// dealt into `dealt[..count]` (and maybe past it).
    #[inline]
    pub(crate) fn deal(
        &self,
        order: &mut Order,
        held: CardSet,
        dealt: &mut Dealt,
        rng: &mut Xoshiro256PlusPlus,
    ) {
        let mut got = self.batch(0, self.first, 0, order, held, dealt, rng);
        let mut position = self.first;
        while got < self.count {
            let size = BATCH.min(self.count - got).min(self.len - position);
            got = self.batch(position, size, got, order, held, dealt, rng);
            position += size;
        }
    }

    /// Shuffles the `size` positions from `position` (at most
    /// [`BATCH`]) and deals their cards not in `held` into `dealt` from
    /// `got` on; returns the new `got`.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn batch(
        &self,
        position: usize,
        size: usize,
        got: usize,
        order: &mut Order,
        held: CardSet,
        dealt: &mut Dealt,
        rng: &mut Xoshiro256PlusPlus,
    ) -> usize {
        let at = Batch {
            position,
            got,
            order,
            held,
            dealt,
            rng,
        };
        match size {
            1 => self.batch_of::<1>(at),
            2 => self.batch_of::<2>(at),
            3 => self.batch_of::<3>(at),
            4 => self.batch_of::<4>(at),
            5 => self.batch_of::<5>(at),
            6 => self.batch_of::<6>(at),
            7 => self.batch_of::<7>(at),
            8 => self.batch_of::<BATCH>(at),
            _ => got,
        }
    }

    /// [`batch`](Self::batch) of `SIZE` positions, its loops unrolled.
    #[inline(always)]
    fn batch_of<const SIZE: usize>(&self, at: Batch<'_>) -> usize {
        let Batch {
            position,
            mut got,
            order,
            held,
            dealt,
            rng,
        } = at;
        let surplus = self.surplus[position % ROOM][(SIZE + BATCH - 1) % BATCH];
        let mut digits = [0usize; SIZE];
        loop {
            let mut rest = rng.next_u64();
            for (k, digit) in digits.iter_mut().enumerate() {
                let wide = u128::from(rest) * (self.len - position - k) as u128;
                *digit = (wide >> 64) as usize;
                rest = wide as u64;
            }
            if rest >= surplus {
                break;
            }
        }
        for (k, &digit) in digits.iter().enumerate() {
            let p = (position + k) % ROOM;
            order.swap(p, (p + digit) % ROOM);
            let card = order[p];
            // Cards held by players are passed over: the others keep the
            // order of a uniform shuffle.
            dealt[got % ROOM] = card;
            got += usize::from(!held.contains(card));
        }
        got
    }
}

/// Where a batch of a deal starts, and what it deals into.
struct Batch<'a> {
    position: usize,
    got: usize,
    order: &'a mut Order,
    held: CardSet,
    dealt: &'a mut Dealt,
    rng: &'a mut Xoshiro256PlusPlus,
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
}
