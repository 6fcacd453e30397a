//! The checks of a question, each written once and shared by every entry
//! point (equity in each variant, the strength meter, outs): the players,
//! the board's size, the variant's deck, no card in two places, a hand
//! left to every player, enough cards to complete the board, and a deal.

use card_core::{Card, CardSet};

use crate::rules::{OMAHA_HOLE, Rules};
use crate::table::holdings::{Held, Holdings, any_deal};
use crate::{BoardError, EquityError, HOLDEM_HOLE, MAX_PLAYERS, Phase, Place};

/// `count` players, if equity takes that many (2 to [`MAX_PLAYERS`]).
pub(crate) fn player_count(count: usize) -> Result<(), EquityError> {
    if (2..=MAX_PLAYERS).contains(&count) {
        Ok(())
    } else {
        Err(EquityError::PlayerCount { count })
    }
}

/// Nothing of `parts` outside `deck`, the variant's cards.
pub(crate) fn in_deck(deck: CardSet, parts: &[(Place, CardSet)]) -> Result<(), BoardError> {
    for &(place, cards) in parts {
        if let Some(card) = (cards - deck).iter().next() {
            return Err(BoardError::NotInShortDeck { card, place });
        }
    }
    Ok(())
}

/// `left` cards enough to deal the `to_come` board cards.
pub(crate) fn enough_cards(left: usize, to_come: usize) -> Result<(), BoardError> {
    if left < to_come {
        return Err(BoardError::DeckTooSmall {
            needed: to_come,
            left,
        });
    }
    Ok(())
}

/// A hand left to every player (their hands that use no known card),
/// `None` standing for a player dealt any hand.
pub(crate) fn each_keeps_a_hand<'h, T: 'h>(
    players: impl IntoIterator<Item = Option<&'h Holdings<T>>>,
) -> Result<(), EquityError> {
    for (i, holdings) in players.into_iter().enumerate() {
        if holdings.is_some_and(|holdings| holdings.is_empty()) {
            return Err(EquityError::EmptyRange {
                player: Place::Player(i),
            });
        }
    }
    Ok(())
}

/// Some choice of one hand per player that uses no card twice and none
/// of `known`; also `Ok` if `stop` stopped the search (the caller's
/// calculation is then stopped before it counts anything).
pub(crate) fn some_deal<T: Held>(
    players: &[Holdings<T>],
    known: CardSet,
    stop: &mut impl FnMut() -> bool,
) -> Result<(), EquityError> {
    match any_deal(players, known, stop) {
        Some(false) => Err(EquityError::NoValidDeal),
        Some(true) | None => Ok(()),
    }
}

/// `count` hole cards, if a hand of `rules` holds that many: 4 to 6 in
/// Omaha, none to seven so far in the stud games, 2 otherwise.
pub(crate) fn hole_count(rules: Rules, count: usize) -> Result<(), BoardError> {
    match rules {
        _ if rules.is_omaha() && OMAHA_HOLE.contains(&count) => Ok(()),
        _ if rules.is_omaha() => Err(BoardError::OmahaHoleCount { count }),
        _ if rules.dealt_to().is_some_and(|cards| count <= cards) => Ok(()),
        _ if rules.dealt_to().is_some() => Err(BoardError::StudHand { count }),
        _ if count == HOLDEM_HOLE => Ok(()),
        _ => Err(BoardError::HoleCount { count }),
    }
}

/// The phase of `board`, if it has 0, 3, 4 or 5 cards.
pub(crate) fn phase_of(board: CardSet) -> Result<Phase, BoardError> {
    Phase::from_board_len(board.len()).ok_or(BoardError::BoardSize { count: board.len() })
}

/// The cards of `hole`, if it holds two.
pub(crate) fn two_cards(hole: CardSet) -> Result<[Card; 2], BoardError> {
    let mut cards = hole.iter();
    match (cards.next(), cards.next(), cards.next()) {
        (Some(low), Some(high), None) => Ok([low, high]),
        _ => Err(BoardError::HoleCount { count: hole.len() }),
    }
}

/// The union of `parts`, if no card is in two of them.
pub(crate) fn disjoint_union(parts: &[(Place, CardSet)]) -> Result<CardSet, BoardError> {
    let mut seen = CardSet::EMPTY;
    for &(second, cards) in parts {
        if let Some(card) = (seen & cards).iter().next() {
            let first = parts
                .iter()
                .find(|(_, earlier)| earlier.contains(card))
                .map_or(second, |&(place, _)| place);
            return Err(BoardError::Conflict {
                card,
                first,
                second,
            });
        }
        seen |= cards;
    }
    Ok(seen)
}
