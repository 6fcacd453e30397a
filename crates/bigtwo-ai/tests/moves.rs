//! Move generation checked against a brute-force filter: every subset of
//! a random hand that classifies as a play and meets the requirement.

mod common;

use bigtwo_ai::card_core::{Card, CardSet};
use bigtwo_ai::{Requirement, Rules, Twos};
use proptest::prelude::*;

/// Every subset of `hand` (at most 2^13), classified and filtered.
fn brute_force(rules: &Rules, hand: CardSet, requirement: &Requirement) -> Vec<u64> {
    let cards: Vec<Card> = hand.iter().collect();
    let mut plays: Vec<u64> = (1u32..1 << cards.len())
        .map(|mask| {
            (0..cards.len())
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| cards[i])
                .collect::<CardSet>()
        })
        .filter(|&set| {
            rules
                .classify(set)
                .is_ok_and(|play| requirement.allows(rules, &play))
        })
        .map(CardSet::bits)
        .collect();
    plays.sort_unstable();
    plays
}

fn generated(rules: &Rules, hand: CardSet, requirement: &Requirement) -> Vec<u64> {
    let mut plays: Vec<u64> = rules
        .legal_plays(hand, requirement)
        .iter()
        .map(|play| play.cards().bits())
        .collect();
    plays.sort_unstable();
    plays
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn leading_plays_are_every_play_in_the_hand(
        rules in common::rules(),
        hand in common::cards(0..=13),
    ) {
        let lead = Requirement::lead();
        prop_assert_eq!(generated(&rules, hand, &lead), brute_force(&rules, hand, &lead));
        let opening = Requirement::opening(rules.lowest_card());
        prop_assert_eq!(generated(&rules, hand, &opening), brute_force(&rules, hand, &opening));
    }

    #[test]
    fn following_plays_are_the_plays_that_beat_the_top(
        rules in common::rules(),
        hand in common::cards(5..=13),
        others in common::cards(5..=13),
        pick in any::<proptest::sample::Index>(),
        bombed in any::<bool>(),
    ) {
        // The top play is any play of cards outside the hand.
        let tops = rules.legal_plays(others - hand, &Requirement::lead());
        prop_assume!(!tops.is_empty());
        let top = tops[pick.index(tops.len())];
        let twos = if bombed { Twos::Low } else { Twos::High };
        let follow = Requirement::follow(top, twos);
        let expected = brute_force(&rules, hand, &follow);
        prop_assert_eq!(generated(&rules, hand, &follow), expected);
    }

    /// Dense hands (few ranks, many suits) make long straights, full
    /// houses and fours of a kind common.
    #[test]
    fn dense_hands_too(
        rules in common::rules(),
        hand in proptest::sample::subsequence(
            Card::ALL[4..40].to_vec(), 9..=13
        ).prop_map(|cards| cards.into_iter().collect::<CardSet>()),
    ) {
        let lead = Requirement::lead();
        prop_assert_eq!(generated(&rules, hand, &lead), brute_force(&rules, hand, &lead));
    }
}

#[test]
fn no_play_is_generated_twice() {
    let rules = Rules::builder()
        .variations(bigtwo_ai::Variations::all())
        .build()
        .unwrap();
    // Thirteen ranks of one suit each, and a hand of four suits of four
    // ranks: straights of every length, flushes and straight flushes.
    for hand in [
        "2s 3d 4d 5d 6d 7d 8d 9c Tc Jc Qc Kc Ac",
        "3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c",
    ] {
        let hand: CardSet = hand.parse().unwrap();
        let plays = generated(&rules, hand, &Requirement::lead());
        let mut unique = plays.clone();
        unique.dedup();
        assert_eq!(plays.len(), unique.len(), "{hand}");
        assert_eq!(plays, brute_force(&rules, hand, &Requirement::lead()));
    }
}
