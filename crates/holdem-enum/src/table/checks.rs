//! Checks shared by every entry point: card counts, and no card in two
//! places.

use card_core::{Card, CardSet};

use crate::{BoardError, Phase, Place};

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
