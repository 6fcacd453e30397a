//! Playing cards: ranks, suits, cards, card sets and decks.
#![no_std]
