//! Shared by the integration tests: random rule sets and hands.

#![allow(dead_code, unreachable_pub)]

use bigtwo_ai::card_core::{Card, CardSet};
use bigtwo_ai::{Finish, Rules, StraightOrder, SuitOrder, Variations};
use proptest::prelude::*;

/// Any consistent rule set.
pub fn rules() -> impl Strategy<Value = Rules> {
    (
        0u16..(1 << 9),
        0usize..StraightOrder::ALL.len(),
        0usize..SuitOrder::ALL.len(),
        any::<bool>(),
    )
        .prop_filter_map("contradictory rules", |(bits, straights, suits, full)| {
            Rules::builder()
                .variations(Variations::from_bits_truncate(bits))
                .straight_order(StraightOrder::ALL[straights])
                .suit_order(SuitOrder::ALL[suits])
                .finish(if full {
                    Finish::FullOrder
                } else {
                    Finish::FirstOut
                })
                .build()
                .ok()
        })
}

/// A set of `sizes` distinct cards.
pub fn cards(sizes: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = CardSet> {
    proptest::sample::subsequence(Card::ALL.to_vec(), sizes)
        .prop_map(|cards| cards.into_iter().collect())
}
