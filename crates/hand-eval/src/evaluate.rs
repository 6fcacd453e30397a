//! The checked and unchecked entry points of the fast evaluator.

use card_core::{Card, CardSet};

use crate::{EvalError, Hand, HandRank};

/// The strength of five, six or seven cards.
///
/// # Errors
///
/// [`EvalError::WrongCount`] unless there are five to seven cards,
/// [`EvalError::DuplicateCard`] if a card appears twice.
///
/// # Examples
///
/// ```
/// use card_core::Card;
/// use hand_eval::{evaluate, EvalError, HandCategory};
///
/// let cards: Vec<Card> = ["Ah", "Ad", "Kc", "Ks", "Kd", "2c"]
///     .iter()
///     .map(|s| s.parse())
///     .collect::<Result<_, _>>()?;
/// let rank = evaluate(&cards)?;
/// assert_eq!(rank.category(), HandCategory::FullHouse);
/// assert_eq!(rank.to_string(), "Full House, Kings over Aces");
/// assert_eq!(evaluate(&cards[..4]), Err(EvalError::WrongCount { count: 4 }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn evaluate(cards: &[Card]) -> Result<HandRank, EvalError> {
    if !(5..=7).contains(&cards.len()) {
        return Err(EvalError::WrongCount { count: cards.len() });
    }
    let mut hand = Hand::EMPTY;
    for &card in cards {
        hand = hand.try_add(card)?;
    }
    Ok(hand.evaluate())
}

/// The strength of a set of five, six or seven cards.
///
/// # Errors
///
/// [`EvalError::WrongCount`] unless the set has five to seven cards.
///
/// # Examples
///
/// ```
/// use card_core::CardSet;
/// use hand_eval::{evaluate_set, HandCategory};
///
/// let rank = evaluate_set("5d 4c 3h 2s Ad Kd".parse::<CardSet>()?)?;
/// assert_eq!(rank.category(), HandCategory::Straight);
/// assert_eq!(rank.to_string(), "Straight, Five high");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn evaluate_set(cards: CardSet) -> Result<HandRank, EvalError> {
    match cards.len() {
        5..=7 => Ok(Hand::from(cards).evaluate()),
        count => Err(EvalError::WrongCount { count }),
    }
}

/// The strength of five to seven distinct cards, without checks: the fast
/// path for hot loops that already know their cards are valid.
///
/// For anything else the result is meaningless.
///
/// # Examples
///
/// ```
/// use card_core::Card;
/// use hand_eval::evaluate_unchecked;
///
/// let cards = ["7c", "5d", "4h", "3s", "2c"].map(|s| s.parse::<Card>().unwrap());
/// assert_eq!(evaluate_unchecked(&cards).cactus_kev(), 7462);
/// ```
#[inline]
pub fn evaluate_unchecked(cards: &[Card]) -> HandRank {
    cards.iter().copied().collect::<Hand>().evaluate()
}
