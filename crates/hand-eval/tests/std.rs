//! With the default `std` feature, OS-seeded randomness comes through the
//! re-exported card-core with no other dependency line.
#![cfg(feature = "std")]

use hand_eval::card_core::{Deck, rand};
use hand_eval::evaluate;

#[test]
fn a_random_deal_through_the_reexported_rand() {
    let mut rng = rand::rng();
    let mut deck = Deck::shuffled(&mut rng);
    let hand = deck.deal_cards(7).expect("seven cards").to_vec();
    assert!(evaluate(&hand).is_ok());
}
