//! The checked question the engines take, in any variant ([`Table`]):
//! the rules, each player's hands (those that use no known card), the
//! board, the dead cards and the cards to come; its hold'em form
//! ([`HoldemTable`], combos), which the hold'em engines take; and the
//! checks that build it.

pub(crate) mod checks;
pub(crate) mod holdings;

use card_core::{Card, CardSet, Rank, binomial};

use crate::Combo;
use crate::rules::Rules;
use crate::table::holdings::Holdings;

/// A checked hold'em question, what the hold'em engines take: each
/// player's holdings (combos that use no known card), the board, the
/// dead cards, and how many board cards are still to come.
#[derive(Debug)]
pub(crate) struct HoldemTable {
    pub(crate) players: Vec<Holdings>,
    pub(crate) board: CardSet,
    pub(crate) dead: CardSet,
    pub(crate) to_come: usize,
}

impl HoldemTable {
    /// The board and the dead cards.
    pub(crate) fn known(&self) -> CardSet {
        self.board | self.dead
    }

    /// The known cards and those of every player left with one combo.
    pub(crate) fn held(&self) -> CardSet {
        self.players
            .iter()
            .filter_map(|holdings| match holdings[..] {
                [(combo, _)] => Some(combo.cards()),
                _ => None,
            })
            .fold(self.known(), |held, cards| held | cards)
    }

    /// This table with `card` added to the board, and the combos that
    /// hold it dropped (a player may be left with none, and the table
    /// with no deal).
    pub(crate) fn with_board_card(&self, card: Card) -> HoldemTable {
        HoldemTable {
            players: self
                .players
                .iter()
                .map(|holdings| {
                    let kept = holdings
                        .iter()
                        .filter(|(combo, _)| !combo.cards().contains(card));
                    kept.copied().collect()
                })
                .collect(),
            board: self.board | card,
            dead: self.dead,
            to_come: self.to_come,
        }
    }
}

/// One player's hands: listed with weights, or every hand of a number of
/// cards.
#[derive(Clone, Debug)]
pub(crate) enum Hands {
    Listed(Holdings<CardSet>),
    Random(usize),
}

impl Hands {
    /// The hands listed, if they are.
    pub(crate) fn listed(&self) -> Option<&Holdings<CardSet>> {
        match self {
            Hands::Listed(list) => Some(list),
            Hands::Random(_) => None,
        }
    }

    /// The fewest and the most cards a hand holds.
    pub(crate) fn sizes(&self) -> (usize, usize) {
        match self {
            Hands::Listed(list) => {
                let sizes = list.iter().map(|(hand, _)| hand.len());
                (sizes.clone().min().unwrap_or(0), sizes.max().unwrap_or(0))
            }
            Hands::Random(cards) => (*cards, *cards),
        }
    }
}

/// A checked question in any variant, what the engines take: how hands
/// rank and each player's hands, a general path over which the engines
/// choose hold'em's own ([`Table::holdem`]).
#[derive(Debug)]
pub(crate) struct Table {
    pub(crate) rules: Rules,
    pub(crate) players: Vec<Hands>,
    pub(crate) board: CardSet,
    pub(crate) dead: CardSet,
    pub(crate) to_come: usize,
    /// The variant's cards that are neither on the board nor dead.
    pub(crate) deck: CardSet,
}

impl Table {
    /// The board and the dead cards.
    pub(crate) fn known(&self) -> CardSet {
        self.board | self.dead
    }

    /// The fewest cards the players with listed hands hold together.
    pub(crate) fn listed_cards(&self) -> usize {
        let listed = self.players.iter().filter(|hands| hands.listed().is_some());
        listed.map(|hands| hands.sizes().0).sum()
    }

    /// The cards the players dealt random hands hold together.
    pub(crate) fn random_cards(&self) -> usize {
        let random = self.players.iter().filter(|hands| hands.listed().is_none());
        random.map(|hands| hands.sizes().0).sum()
    }

    /// The cards dealt to the players after their hands in the stud games
    /// (where every hand of a player holds as many cards).
    pub(crate) fn dealt_cards(&self) -> usize {
        let dealt_to = self.rules.dealt_to().unwrap_or(0);
        let held = self.players.iter().map(|hands| hands.sizes().0);
        held.map(|cards| dealt_to.saturating_sub(cards)).sum()
    }

    /// At most this many deals of the cards to come for each deal of the
    /// players' hands, as the exact engine walks them (saturating): the
    /// board's cards, or in the stud games each player's, razz's by ranks
    /// alone.
    pub(crate) fn completions(&self) -> u64 {
        let mut left = self.deck.len() - self.listed_cards() - self.random_cards();
        let mut ways = binomial(left as u32, self.to_come as u32);
        left -= self.to_come;
        if let Some(dealt_to) = self.rules.dealt_to() {
            for hands in &self.players {
                let dealt = (dealt_to - hands.sizes().0) as u32;
                let deals = match self.rules {
                    // Multisets of `dealt` ranks.
                    Rules::Razz => binomial(Rank::COUNT as u32 + dealt - 1, dealt),
                    _ => binomial(left as u32, dealt),
                };
                ways = ways.saturating_mul(deals);
                left -= dealt as usize;
            }
        }
        ways
    }

    /// The hold'em form of a hold'em question; `None` in other variants.
    pub(crate) fn holdem(&self) -> Option<HoldemTable> {
        if self.rules != Rules::Holdem {
            return None;
        }
        let combos = |hands: &Hands| {
            let list = hands.listed()?.iter();
            list.map(|&(cards, weight)| Some((Combo::from_cards(cards)?, weight)))
                .collect()
        };
        Some(HoldemTable {
            players: self.players.iter().map(combos).collect::<Option<_>>()?,
            board: self.board,
            dead: self.dead,
            to_come: self.to_come,
        })
    }
}
