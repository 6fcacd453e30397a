//! Reading cards from the command line, shared by the examples that take
//! hole cards and a board.

use card_core::{Card, parse_cards};

/// Appends the cards of one argument (`9c`, `9cJd` or `9c,Jd`) to `cards`,
/// in the order written; a card given twice is an error.
pub(crate) fn push_cards(cards: &mut Vec<Card>, text: &str) -> Result<(), String> {
    for card in parse_cards(text) {
        let card = card.map_err(|err| format!("cannot parse {text:?}: {err}"))?;
        if cards.contains(&card) {
            return Err(format!("card {card} is given twice"));
        }
        cards.push(card);
    }
    Ok(())
}
