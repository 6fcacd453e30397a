//! Legal move generation: every play a hand can make against a trick.

use card_core::{Card, CardSet, Rank, Suit};

use crate::play::sequence_rank;
use crate::{Kind, Play, Rules, Twos, Variations};

/// What a play must do at a turn: beat the trick's top play (if any, with
/// singles ranked under `twos`), and on the opening play of a game contain
/// the lowest card.
///
/// # Examples
///
/// ```
/// use bigtwo_ai::{Requirement, Rules, Twos};
///
/// let rules = Rules::document();
/// let hand = "3d 3s 4c 9h 9s Kd 2c".parse()?;
/// // The opening play must contain the 3♦: the single or the pair.
/// let opening = rules.legal_plays(hand, &Requirement::opening(rules.lowest_card()));
/// assert_eq!(opening.len(), 2);
/// // Against a pair of 8s: the pair of 9s only.
/// let eights = rules.classify("8c 8d".parse()?)?;
/// let follow = rules.legal_plays(hand, &Requirement::follow(eights, Twos::High));
/// assert_eq!(follow.len(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Requirement {
    /// The play to beat, or `None` when leading a trick.
    pub top: Option<Play>,
    /// The order of singles (the 2s are low after a bomb).
    pub twos: Twos,
    /// A card the play must contain (the lowest card, on a game's opening
    /// play).
    pub must_contain: Option<Card>,
}

impl Requirement {
    /// Leading a trick: any play.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Requirement, Rules};
    ///
    /// let rules = Rules::document();
    /// let plays = rules.legal_plays("5c 5d".parse()?, &Requirement::lead());
    /// assert_eq!(plays.len(), 3); // two singles and the pair
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn lead() -> Requirement {
        Requirement {
            top: None,
            twos: Twos::High,
            must_contain: None,
        }
    }

    /// A game's opening play: any play that contains `card`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Requirement, Rules};
    ///
    /// let rules = Rules::document();
    /// let plays = rules.legal_plays("3d 5d".parse()?, &Requirement::opening(rules.lowest_card()));
    /// assert_eq!(plays.len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn opening(card: Card) -> Requirement {
        Requirement {
            top: None,
            twos: Twos::High,
            must_contain: Some(card),
        }
    }

    /// Following `top`, with singles ranked under `twos`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Requirement, Rules, Twos};
    ///
    /// let rules = Rules::document();
    /// let ace = rules.classify("Ac".parse()?)?;
    /// let hand = "2d Kd".parse()?;
    /// assert_eq!(rules.legal_plays(hand, &Requirement::follow(ace, Twos::High)).len(), 1);
    /// // After a bomb the 2 is the lowest single: nothing beats the ace.
    /// assert!(rules.legal_plays(hand, &Requirement::follow(ace, Twos::Low)).is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn follow(top: Play, twos: Twos) -> Requirement {
        Requirement {
            top: Some(top),
            twos,
            must_contain: None,
        }
    }

    /// Whether `play` meets the requirement under `rules`.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Requirement, Rules};
    ///
    /// let rules = Rules::document();
    /// let opening = Requirement::opening(rules.lowest_card());
    /// assert!(opening.allows(&rules, &rules.classify("3d".parse()?)?));
    /// assert!(!opening.allows(&rules, &rules.classify("3s".parse()?)?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn allows(&self, rules: &Rules, play: &Play) -> bool {
        self.must_contain
            .is_none_or(|card| play.cards().contains(card))
            && self
                .top
                .is_none_or(|top| rules.beats(play, &top, self.twos))
    }
}

/// Every kind a leader may play, one [`Kind::Five`] standing for all
/// five-card hands, in the greedy player's order of preference: more cards
/// first, a straight before any other play of its size. Runs only exist
/// under variation 2, bare fours of a kind under variation 6.
pub(crate) const LEAD_KINDS: [Kind; 15] = [
    Kind::Run { len: 13 },
    Kind::Run { len: 12 },
    Kind::Run { len: 11 },
    Kind::Run { len: 10 },
    Kind::Run { len: 9 },
    Kind::Run { len: 8 },
    Kind::Run { len: 7 },
    Kind::Run { len: 6 },
    Kind::Five(crate::FiveKind::Straight),
    Kind::Run { len: 4 },
    Kind::FourOfAKind,
    Kind::Run { len: 3 },
    Kind::Triple,
    Kind::Pair,
    Kind::Single,
];

/// The masks of `k` of 4 suits, for `k` = 0 to 4.
const SUIT_SUBSETS: [&[u8]; 5] = [
    &[0],
    &[1, 2, 4, 8],
    &[3, 5, 6, 9, 10, 12],
    &[7, 11, 13, 14],
    &[15],
];

/// The cards of every suit in a 4-bit suit mask (bit `suit.index()`, as
/// [`CardSet::suits_of`] gives them), for each mask.
const SUIT_SETS: [CardSet; 16] = {
    let mut sets = [CardSet::EMPTY; 16];
    let mut mask = 0;
    while mask < 16 {
        let mut bits = 0;
        let mut i = 0;
        while i < Suit::COUNT {
            if mask & (1 << i) != 0
                && let Some(suit) = Suit::from_index(i)
            {
                bits |= CardSet::of_suit(suit).bits();
            }
            i += 1;
        }
        sets[mask] = match CardSet::from_bits(bits) {
            Some(set) => set,
            None => CardSet::EMPTY,
        };
        mask += 1;
    }
    sets
};

/// The cards of `rank` whose suits are in `mask`.
#[inline]
fn cards_of(rank: Rank, mask: u8) -> CardSet {
    CardSet::of_rank(rank) & SUIT_SETS[usize::from(mask)]
}

impl Rules {
    /// Every play `hand` can make that meets `requirement`, in no
    /// particular order.
    ///
    /// Candidates are built kind by kind (only the trick's kind when
    /// following) and classified with [`Rules::classify`].
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Kind, Requirement, Rules};
    ///
    /// let rules = Rules::document();
    /// let hand = "3d 4d 5d 6d 7d 8s".parse()?;
    /// let plays = rules.legal_plays(hand, &Requirement::lead());
    /// // Six singles, the straight flush 3-7 and the straights 4-8 (with 8♠).
    /// assert_eq!(plays.len(), 8);
    /// assert_eq!(plays.iter().filter(|p| p.kind().len() == 5).count(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn legal_plays(&self, hand: CardSet, requirement: &Requirement) -> Vec<Play> {
        let mut plays = Vec::new();
        for_each_legal_play(self, hand, requirement, |play| plays.push(play));
        plays
    }

    /// Calls `f` with every play `hand` can make that meets `requirement`,
    /// without allocating.
    ///
    /// # Examples
    ///
    /// ```
    /// use bigtwo_ai::{Requirement, Rules};
    ///
    /// let rules = Rules::document();
    /// let mut pairs = 0;
    /// rules.for_each_legal_play("9c 9d 9h".parse()?, &Requirement::lead(), |play| {
    ///     pairs += usize::from(play.cards().len() == 2);
    /// });
    /// assert_eq!(pairs, 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn for_each_legal_play(
        &self,
        hand: CardSet,
        requirement: &Requirement,
        f: impl FnMut(Play),
    ) {
        for_each_legal_play(self, hand, requirement, f);
    }
}

/// See [`Rules::for_each_legal_play`]. Returns how many plays it made
/// (those the requirement refused included): its work grows with them.
pub(crate) fn for_each_legal_play(
    rules: &Rules,
    hand: CardSet,
    requirement: &Requirement,
    mut f: impl FnMut(Play),
) -> u32 {
    match requirement.top {
        None => LEAD_KINDS
            .iter()
            .map(|&kind| for_each_play_of(rules, hand, kind, requirement, &mut f))
            .sum(),
        Some(top) => for_each_play_of(rules, hand, top.kind(), requirement, &mut f),
    }
}

/// Calls `f` with every play of `kind` (any five-card hand for any
/// [`Kind::Five`]) in `hand` that meets `requirement`. Returns how many
/// plays it made (those the requirement refused included), a scan for
/// runs counting as one.
pub(crate) fn for_each_play_of(
    rules: &Rules,
    hand: CardSet,
    kind: Kind,
    requirement: &Requirement,
    f: &mut impl FnMut(Play),
) -> u32 {
    let mut made = 0;
    let mut keep = |play: Play| {
        made += 1;
        if requirement.allows(rules, &play) {
            f(play);
        }
    };
    // A scan of the hand for runs of one length costs about as much as
    // a play made, so it counts as one.
    let scanned = match kind {
        Kind::Run { len } => u32::from(for_each_run(rules, hand, usize::from(len), &mut keep)),
        kind => {
            for_each_of_kind(rules, hand, kind, &mut keep);
            0
        }
    };
    made + scanned
}

/// Every play of `kind` in `hand` (every five-card hand for any
/// [`Kind::Five`]); runs are made by [`for_each_run`].
fn for_each_of_kind(rules: &Rules, hand: CardSet, kind: Kind, f: &mut impl FnMut(Play)) {
    let mut emit = |cards: CardSet| {
        if let Ok(play) = rules.classify(cards) {
            f(play);
        }
    };
    match kind {
        Kind::Single => hand.iter().for_each(|card| emit(CardSet::from(card))),
        Kind::Pair | Kind::Triple | Kind::FourOfAKind => {
            if kind == Kind::FourOfAKind && !rules.has(Variations::BARE_FOUR_OF_A_KIND) {
                return;
            }
            for rank in Rank::ALL {
                let held = hand.suits_of(rank);
                for &mask in SUIT_SUBSETS[kind.len()] {
                    if held & mask == mask {
                        emit(cards_of(rank, mask));
                    }
                }
            }
        }
        Kind::Five(_) => for_each_five(rules, hand, f),
        Kind::Run { .. } => {}
    }
}

/// Every five-card hand in `hand`, each once.
fn for_each_five(rules: &Rules, hand: CardSet, f: &mut impl FnMut(Play)) {
    use crate::FiveKind;
    if hand.len() < 5 {
        return;
    }
    // Straights and straight flushes from the rank sequences.
    for start in 0..=9 {
        for_each_sequence(rules, hand, start, 5, &mut |play: Play| {
            if matches!(
                play.kind(),
                Kind::Five(FiveKind::Straight | FiveKind::StraightFlush)
            ) {
                f(play);
            }
        });
    }
    // Flushes from each suit's cards (straight flushes came above).
    for suit in Suit::ALL {
        let suited = hand & CardSet::of_suit(suit);
        if suited.len() >= 5 {
            for cards in suited.subsets(5) {
                if let Ok(play) = rules.classify(cards)
                    && play.kind() == Kind::Five(FiveKind::Flush)
                {
                    f(play);
                }
            }
        }
    }
    // Full houses and fours of a kind from the ranks' suit masks.
    for high in Rank::ALL {
        let held = hand.suits_of(high);
        if held.count_ones() < 3 {
            continue;
        }
        for &three in SUIT_SUBSETS[3] {
            if held & three != three {
                continue;
            }
            for low in Rank::ALL.into_iter().filter(|&low| low != high) {
                let low_held = hand.suits_of(low);
                for &two in SUIT_SUBSETS[2] {
                    if low_held & two == two {
                        let cards = cards_of(high, three) | cards_of(low, two);
                        if let Ok(play) = rules.classify(cards) {
                            f(play);
                        }
                    }
                }
            }
        }
        if held == 15 {
            for kicker in hand - CardSet::of_rank(high) {
                if let Ok(play) = rules.classify(cards_of(high, 15) | kicker) {
                    f(play);
                }
            }
        }
    }
}

/// Every straight of `len` cards other than five (variation 2); whether
/// the hand was scanned for them (the rules allow them, and it holds
/// enough cards).
fn for_each_run(rules: &Rules, hand: CardSet, len: usize, f: &mut impl FnMut(Play)) -> bool {
    if !rules.has(Variations::ANY_LENGTH_STRAIGHTS)
        || len == 5
        || !(3..=13).contains(&len)
        || hand.len() < len
    {
        return false;
    }
    // All thirteen ranks are one straight, however the ace is read.
    let first = if len == 13 { 1 } else { 0 };
    for start in first..=14 - len {
        for_each_sequence(rules, hand, start, len, &mut *f);
    }
    true
}

/// Classifies every choice of one card a rank on the sequence positions
/// `start..start + len` and passes the plays to `f`.
fn for_each_sequence(
    rules: &Rules,
    hand: CardSet,
    start: usize,
    len: usize,
    f: &mut impl FnMut(Play),
) {
    let mut masks = [0u8; Rank::COUNT];
    for (i, mask) in masks.iter_mut().enumerate().take(len) {
        *mask = hand.suits_of(sequence_rank(start + i));
        if *mask == 0 {
            return;
        }
    }
    // An odometer over one held suit per rank, lowest suits first.
    let mut choice = masks.map(|mask| mask.trailing_zeros() as u8 & 3);
    loop {
        let mut cards = CardSet::EMPTY;
        for (i, &suit) in choice.iter().enumerate().take(len) {
            cards |= cards_of(sequence_rank(start + i), 1 << suit);
        }
        if let Ok(play) = rules.classify(cards) {
            f(play);
        }
        // Advance to the next suit held at the first rank that has one.
        let mut i = 0;
        loop {
            if i == len {
                return;
            }
            let next = (choice[i] + 1..4).find(|&s| masks[i] & (1 << s) != 0);
            match next {
                Some(s) => {
                    choice[i] = s;
                    break;
                }
                None => {
                    choice[i] = masks[i].trailing_zeros() as u8;
                    i += 1;
                }
            }
        }
    }
}
