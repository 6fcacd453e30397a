//! A range's made-hand and draw classes on a flop or turn against a slow
//! reference written separately (card by card, with the best five-card
//! hand found by Cactus Kev's binary search over every five of the cards,
//! or in short deck by a ranking of five cards written here, and draws
//! found by dealing every next card), and the definitions table of the
//! guide row by row.

use std::collections::BTreeMap;

use card_core::{Card, CardSet, Rank, Suit};
use hand_eval::{HandCategory, HandRank, kev};
use holdem_enum::hand_eval::ShortDeckRanking;
use holdem_enum::{
    BoardClasses, BoardError, Combo, Draw, MadeHand, Place, Range, RangeOnBoard, Variant,
};
use proptest::prelude::{ProptestConfig, prop, prop_assert, prop_assert_eq, proptest};

/// The slow reference, sharing nothing with the crate but the card types
/// and Cactus Kev's tables.
mod reference {
    use super::*;

    /// The rules the reference plays by: hold'em, or short deck with three
    /// of a kind above a straight (or below).
    #[derive(Clone, Copy, Debug)]
    pub(crate) enum Rules {
        Holdem,
        ShortDeck { trips_beat_straight: bool },
    }

    impl Rules {
        pub(crate) fn of(variant: Variant) -> Rules {
            match variant {
                Variant::ShortDeck(ranking) => Rules::ShortDeck {
                    trips_beat_straight: ranking == ShortDeckRanking::TripsBeatStraight,
                },
                _ => Rules::Holdem,
            }
        }

        /// The cards dealt: 52, or the 36 from the six up.
        fn deck(self) -> Vec<Card> {
            let lowest = match self {
                Rules::Holdem => Rank::Two,
                Rules::ShortDeck { .. } => Rank::Six,
            };
            (0..52)
                .map(|i| Card::from_index(i).unwrap())
                .filter(|c| c.rank() >= lowest)
                .collect()
        }
    }

    /// The height of a short-deck straight of five ranks (A-6-7-8-9 the
    /// lowest, 0), if they make one.
    fn short_straight(five: &[Card]) -> Option<usize> {
        let mut ranks: Vec<usize> = five.iter().map(|c| c.rank().index()).collect();
        ranks.sort_unstable();
        ranks.dedup();
        if ranks.len() != 5 {
            return None;
        }
        let (six, nine, ace) = (Rank::Six.index(), Rank::Nine.index(), Rank::Ace.index());
        if ranks == [six, six + 1, six + 2, nine, ace] {
            Some(0)
        } else if ranks[4] - ranks[0] == 4 {
            Some(ranks[0] - six + 1)
        } else {
            None
        }
    }

    /// The category of five cards in short deck, with its place in the
    /// short deck's order (higher is better).
    fn short_category(five: &[Card], trips_beat_straight: bool) -> (u8, HandCategory) {
        let mut counts: Vec<usize> = Rank::ALL
            .iter()
            .map(|&r| five.iter().filter(|c| c.rank() == r).count())
            .filter(|&n| n > 0)
            .collect();
        counts.sort_unstable_by(|a, b| b.cmp(a));
        let flush = five.iter().all(|c| c.suit() == five[0].suit());
        let straight = short_straight(five).is_some();
        let (trips, straights) = if trips_beat_straight { (4, 3) } else { (3, 4) };
        match (flush, straight, &counts[..]) {
            (true, true, _) => (8, HandCategory::StraightFlush),
            (_, _, [4, 1]) => (7, HandCategory::FourOfAKind),
            (true, false, _) => (6, HandCategory::Flush),
            (_, _, [3, 2]) => (5, HandCategory::FullHouse),
            (_, true, _) => (straights, HandCategory::Straight),
            (_, _, [3, 1, 1]) => (trips, HandCategory::ThreeOfAKind),
            (_, _, [2, 2, 1]) => (2, HandCategory::TwoPair),
            (_, _, [2, 1, 1, 1]) => (1, HandCategory::OnePair),
            _ => (0, HandCategory::HighCard),
        }
    }

    /// The category of the best hand of five or more cards.
    fn best_category(cards: &[Card], rules: Rules) -> HandCategory {
        match rules {
            Rules::Holdem => best(cards).category(),
            Rules::ShortDeck {
                trips_beat_straight,
            } => {
                let fives = fives(cards);
                let best = fives
                    .iter()
                    .map(|five| short_category(five, trips_beat_straight));
                best.max_by_key(|&(order, _)| order).unwrap().1
            }
        }
    }

    /// The height of the best straight among `cards` (suits set aside),
    /// comparable within one variant, if any.
    fn straight_height(cards: &[Card], rules: Rules) -> Option<usize> {
        match rules {
            Rules::Holdem => best_straight(cards).map(|rank| usize::from(rank.value())),
            Rules::ShortDeck { .. } => fives(cards)
                .iter()
                .filter_map(|five| short_straight(five))
                .max(),
        }
    }

    /// Every choice of five of `cards`.
    pub(crate) fn fives(cards: &[Card]) -> Vec<[Card; 5]> {
        let n = cards.len();
        let mut out = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    for d in c + 1..n {
                        for e in d + 1..n {
                            out.push([cards[a], cards[b], cards[c], cards[d], cards[e]]);
                        }
                    }
                }
            }
        }
        out
    }

    pub(crate) fn rank_of(five: [Card; 5]) -> HandRank {
        HandRank::from_cactus_kev(kev::evaluate_binary_search(five.map(kev::encode))).unwrap()
    }

    /// The best hand of five or more cards.
    fn best(cards: &[Card]) -> HandRank {
        fives(cards).into_iter().map(rank_of).max().unwrap()
    }

    /// The best straight among `cards` with suits set aside (five distinct
    /// ranks in sequence, dealt as five suits that make no flush), if any.
    fn best_straight(cards: &[Card]) -> Option<HandRank> {
        fives(cards)
            .into_iter()
            .map(|five| {
                let suits = [
                    Suit::Clubs,
                    Suit::Diamonds,
                    Suit::Hearts,
                    Suit::Spades,
                    Suit::Clubs,
                ];
                let mut rainbow = five;
                for (card, suit) in rainbow.iter_mut().zip(suits) {
                    *card = Card::new(card.rank(), suit);
                }
                rank_of(rainbow)
            })
            .filter(|rank| rank.category() == HandCategory::Straight)
            .max()
    }

    pub(crate) fn made(hole: [Card; 2], board: &[Card], rules: Rules) -> MadeHand {
        let all: Vec<Card> = hole.iter().chain(board).copied().collect();
        let in_all = |card: Card| all.iter().filter(|b| b.rank() == card.rank()).count();
        match best_category(&all, rules) {
            HandCategory::StraightFlush => return MadeHand::StraightFlush,
            HandCategory::FourOfAKind if hole.iter().any(|&c| in_all(c) == 4) => {
                return MadeHand::FourOfAKind;
            }
            HandCategory::FourOfAKind => return MadeHand::BoardOnly,
            HandCategory::FullHouse => return MadeHand::FullHouse,
            HandCategory::Flush => return MadeHand::Flush,
            HandCategory::Straight => return MadeHand::Straight,
            _ => {}
        }
        by_pairs(hole, board)
    }

    /// The class of two hole cards that make no straight or better, by the
    /// board cards they pair.
    pub(crate) fn by_pairs(hole: [Card; 2], board: &[Card]) -> MadeHand {
        let on_board = |card: Card| board.iter().filter(|b| b.rank() == card.rank()).count();
        let top = board.iter().map(|c| c.rank()).max().unwrap();
        let second = board.iter().map(|c| c.rank()).filter(|&r| r < top).max();
        let board_paired = board.iter().any(|&c| on_board(c) >= 2);
        let [x, y] = hole;
        if x.rank() == y.rank() {
            if on_board(x) == 1 {
                MadeHand::Set
            } else if board.iter().all(|b| b.rank() < x.rank()) {
                MadeHand::Overpair
            } else {
                MadeHand::PocketPairBelowTop
            }
        } else if hole.iter().any(|&c| on_board(c) == 2) {
            MadeHand::Trips
        } else if hole.iter().all(|&c| on_board(c) == 1) {
            MadeHand::TwoPair
        } else if let Some(&paired) = hole.iter().find(|&&c| on_board(c) == 1) {
            if paired.rank() == top {
                MadeHand::TopPair
            } else if Some(paired.rank()) == second {
                MadeHand::MiddlePair
            } else {
                MadeHand::WeakPair
            }
        } else if board_paired {
            MadeHand::BoardOnly
        } else if hole.iter().any(|c| c.rank() == Rank::Ace) {
            MadeHand::AceHigh
        } else {
            MadeHand::Nothing
        }
    }

    /// Whether five of `cards` of one suit include every card of `needed`.
    fn flush_with(cards: &[Card], needed: &[Card]) -> bool {
        Suit::ALL.iter().any(|&suit| {
            cards.iter().filter(|c| c.suit() == suit).count() >= 5
                && needed.iter().all(|c| c.suit() == suit)
        })
    }

    pub(crate) fn draws(hole: [Card; 2], board: &[Card], rules: Rules) -> Vec<Draw> {
        let made = made(hole, board, rules);
        let known: Vec<Card> = hole.iter().chain(board).copied().collect();
        let next: Vec<Card> = rules
            .deck()
            .into_iter()
            .filter(|c| !known.contains(c))
            .collect();
        let with = |extra: &[Card]| -> Vec<Card> { known.iter().chain(extra).copied().collect() };
        let mut draws = Vec::new();

        let flush_draw = made > MadeHand::Flush
            && next.iter().any(|&c| {
                let cards = with(&[c]);
                hole.iter().any(|&h| flush_with(&cards, &[h]))
            });
        if flush_draw {
            draws.push(Draw::FlushDraw);
        }
        if made > MadeHand::Flush && board.len() == 3 {
            let one = next.iter().any(|&c| flush_with(&with(&[c]), &hole));
            let two = next.iter().enumerate().any(|(i, &c)| {
                next[i + 1..]
                    .iter()
                    .any(|&d| flush_with(&with(&[c, d]), &hole))
            });
            if two && !one {
                draws.push(Draw::BackdoorFlushDraw);
            }
        }
        let mut completing = std::collections::BTreeSet::new();
        if made > MadeHand::Straight {
            for &c in &next {
                let alone: Vec<Card> = board.iter().copied().chain([c]).collect();
                let board_straight = if alone.len() >= 5 {
                    straight_height(&alone, rules)
                } else {
                    None
                };
                if straight_height(&with(&[c]), rules) > board_straight {
                    completing.insert(c.rank());
                }
            }
        }
        match completing.len() {
            0 => {}
            1 => draws.push(Draw::Gutshot),
            _ => draws.push(Draw::OpenEnded),
        }
        let overcards = hole
            .iter()
            .all(|h| board.iter().all(|b| b.rank() < h.rank()));
        if overcards
            && matches!(
                made,
                MadeHand::BoardOnly | MadeHand::AceHigh | MadeHand::Nothing
            )
        {
            draws.push(Draw::Overcards);
        }
        if flush_draw && !completing.is_empty() {
            draws.push(Draw::FlushAndStraightDraw);
        }
        draws
    }
}

/// The slow Omaha reference: every two of the hole cards with every three
/// of the board, and draws found by dealing the next cards.
mod omaha_reference {
    use super::*;

    /// Every choice of `k` of `cards`.
    fn choose(cards: &[Card], k: usize) -> Vec<Vec<Card>> {
        if k == 0 {
            return vec![Vec::new()];
        }
        let mut out = Vec::new();
        for (i, &card) in cards.iter().enumerate() {
            for mut rest in choose(&cards[i + 1..], k - 1) {
                rest.insert(0, card);
                out.push(rest);
            }
        }
        out
    }

    /// Every five of two hole cards and three board cards, with the two.
    fn omaha_fives(hand: &[Card], board: &[Card]) -> Vec<([Card; 2], [Card; 5])> {
        let mut out = Vec::new();
        for two in choose(hand, 2) {
            for three in choose(board, 3) {
                let five = [two[0], two[1], three[0], three[1], three[2]];
                out.push(([two[0], two[1]], five));
            }
        }
        out
    }

    pub(crate) fn made(hand: &[Card], board: &[Card]) -> MadeHand {
        let mut best = MadeHand::Nothing;
        for two in choose(hand, 2) {
            let hole = [two[0], two[1]];
            let category = choose(board, 3)
                .into_iter()
                .map(|three| reference::rank_of([hole[0], hole[1], three[0], three[1], three[2]]))
                .max()
                .unwrap()
                .category();
            let class = match category {
                HandCategory::StraightFlush => MadeHand::StraightFlush,
                HandCategory::FourOfAKind => MadeHand::FourOfAKind,
                HandCategory::FullHouse => MadeHand::FullHouse,
                HandCategory::Flush => MadeHand::Flush,
                HandCategory::Straight => MadeHand::Straight,
                _ => reference::by_pairs(hole, board),
            };
            best = best.min(class);
        }
        best
    }

    /// Whether five of two hole cards and three of `board` are all of `suit`.
    fn flush_of(hand: &[Card], board: &[Card], suit: Suit) -> bool {
        omaha_fives(hand, board)
            .iter()
            .any(|(_, five)| five.iter().all(|c| c.suit() == suit))
    }

    /// Whether five cards are five ranks in sequence (the ace high or low).
    fn in_sequence(five: &[Card; 5]) -> bool {
        let mut ranks: Vec<usize> = five.iter().map(|c| c.rank().index() + 1).collect();
        ranks.sort_unstable();
        if ranks == [1, 2, 3, 4, 13] {
            return true;
        }
        ranks.windows(2).all(|w| w[1] == w[0] + 1)
    }

    pub(crate) fn draws(hand: &[Card], board: &[Card]) -> Vec<Draw> {
        let made = made(hand, board);
        let next: Vec<Card> = (0..52)
            .map(|i| Card::from_index(i).unwrap())
            .filter(|c| !hand.contains(c) && !board.contains(c))
            .collect();
        let with = |extra: &[Card]| -> Vec<Card> { board.iter().chain(extra).copied().collect() };
        let mut draws = Vec::new();
        let mut flush_draw = false;
        let mut backdoor = false;
        if made > MadeHand::Flush {
            for suit in Suit::ALL {
                let of_suit: Vec<Card> =
                    next.iter().copied().filter(|c| c.suit() == suit).collect();
                let one = of_suit.iter().any(|&c| flush_of(hand, &with(&[c]), suit));
                let two = choose(&of_suit, 2)
                    .iter()
                    .any(|cd| flush_of(hand, &with(cd), suit));
                flush_draw |= one;
                backdoor |= board.len() == 3 && two && !one;
            }
        }
        if flush_draw {
            draws.push(Draw::FlushDraw);
        }
        if backdoor {
            draws.push(Draw::BackdoorFlushDraw);
        }
        let mut completing = std::collections::BTreeSet::new();
        if made > MadeHand::Straight {
            for &c in &next {
                if omaha_fives(hand, &with(&[c]))
                    .iter()
                    .any(|(_, five)| in_sequence(five))
                {
                    completing.insert(c.rank());
                }
            }
        }
        match completing.len() {
            0 => {}
            1 => draws.push(Draw::Gutshot),
            _ => draws.push(Draw::OpenEnded),
        }
        let above = hand
            .iter()
            .filter(|h| board.iter().all(|b| b.rank() < h.rank()))
            .count();
        if above >= 2
            && matches!(
                made,
                MadeHand::BoardOnly | MadeHand::AceHigh | MadeHand::Nothing
            )
        {
            draws.push(Draw::Overcards);
        }
        if flush_draw && !completing.is_empty() {
            draws.push(Draw::FlushAndStraightDraw);
        }
        draws
    }
}

fn cards(text: &str) -> CardSet {
    text.parse().unwrap()
}

fn combo(text: &str) -> Combo {
    Combo::from_cards(cards(text)).unwrap()
}

/// The classes of one combo by the crate.
fn classes_of(hole: &str, board: &str) -> (MadeHand, Vec<Draw>) {
    let hand = combo(hole);
    let classes = RangeOnBoard::new(Range::from(hand), cards(board))
        .run()
        .unwrap();
    let made: Vec<MadeHand> = MadeHand::ALL
        .into_iter()
        .filter(|&class| classes.made_combos(class) == [hand])
        .collect();
    assert_eq!(made.len(), 1, "{hole} on {board}: {made:?}");
    let draws = Draw::ALL
        .into_iter()
        .filter(|&class| classes.draw_combos(class) == [hand])
        .collect();
    (made[0], draws)
}

fn made(hole: &str, board: &str) -> MadeHand {
    classes_of(hole, board).0
}

fn draws(hole: &str, board: &str) -> Vec<Draw> {
    classes_of(hole, board).1
}

/// Compares the crate's classes with the reference's, combo by combo, and
/// the weighted counts with the combos' weights summed here.
fn check_against_reference(range: &Range, board: CardSet, dead: CardSet, classes: &BoardClasses) {
    let rules = reference::Rules::of(classes.variant());
    let deck = classes.variant().deck();
    let board_cards: Vec<Card> = board.iter().collect();
    let mut made: BTreeMap<MadeHand, Vec<Combo>> = BTreeMap::new();
    let mut draws: BTreeMap<Draw, Vec<Combo>> = BTreeMap::new();
    let mut made_weight = [0u32; MadeHand::COUNT];
    let mut draw_weight = [0u32; Draw::COUNT];
    let mut total = 0u32;
    for (hand, weight) in range.iter() {
        if !hand.cards().is_disjoint(board | dead) || !hand.cards().is_subset(deck) {
            continue;
        }
        let hole = [hand.high(), hand.low()];
        let class = reference::made(hole, &board_cards, rules);
        made.entry(class).or_default().push(hand);
        made_weight[class.index()] += u32::from(weight);
        total += u32::from(weight);
        for draw in reference::draws(hole, &board_cards, rules) {
            draws.entry(draw).or_default().push(hand);
            draw_weight[draw.index()] += u32::from(weight);
        }
    }
    assert_eq!(classes.total(), f64::from(total) / 100.0);
    for class in MadeHand::ALL {
        let expected = made.get(&class).map_or(&[][..], Vec::as_slice);
        assert_eq!(classes.made_combos(class), expected, "{class} on {board}");
        assert_eq!(
            classes.made(class),
            f64::from(made_weight[class.index()]) / 100.0
        );
    }
    for class in Draw::ALL {
        let expected = draws.get(&class).map_or(&[][..], Vec::as_slice);
        assert_eq!(classes.draw_combos(class), expected, "{class} on {board}");
        assert_eq!(
            classes.draw(class),
            f64::from(draw_weight[class.index()]) / 100.0
        );
    }
}

/// A range of the given combos (by index) and weights, written as text.
fn range_of(combos: &[(usize, u8)]) -> Range {
    let items: Vec<String> = combos
        .iter()
        .map(|&(index, weight)| format!("{}@{weight}", Combo::from_index(index).unwrap()))
        .collect();
    items.join(",").parse().unwrap()
}

fn card_set(indices: &[usize]) -> CardSet {
    indices
        .iter()
        .map(|&i| Card::from_index(i).unwrap())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn classes_match_the_reference(
        combos in prop::collection::vec((0..Combo::COUNT, 1..=100u8), 1..60),
        cards in prop::sample::subsequence((0..52).collect::<Vec<usize>>(), 5),
        board_len in 3..=4usize,
        dead_len in 0..=1usize,
    ) {
        let range = range_of(&combos);
        let board = card_set(&cards[..board_len]);
        let dead = card_set(&cards[board_len..board_len + dead_len]);
        let classes = RangeOnBoard::new(range.clone(), board).dead(dead).run().unwrap();
        check_against_reference(&range, board, dead, &classes);
        let made: f64 = MadeHand::ALL.iter().map(|&class| classes.made(class)).sum();
        prop_assert!((made - classes.total()).abs() < 1e-9, "{made} {}", classes.total());
    }

    #[test]
    fn every_turn_is_the_turn_boards_classes(
        combos in prop::collection::vec((0..Combo::COUNT, 1..=100u8), 1..30),
        cards in prop::sample::subsequence((0..52).collect::<Vec<usize>>(), 4),
    ) {
        let range = range_of(&combos);
        let (board, dead) = (card_set(&cards[..3]), card_set(&cards[3..]));
        let question = RangeOnBoard::new(range.clone(), board).dead(dead);
        let turns = question.every_turn().unwrap();
        prop_assert_eq!(turns.len(), 52 - 4);
        for (turn, classes) in turns {
            let turn_board = board | CardSet::from([turn]);
            let expected = RangeOnBoard::new(range.clone(), turn_board).dead(dead).run().unwrap();
            prop_assert_eq!(classes, expected);
        }
    }
}

#[test]
fn every_combo_on_boards_of_each_texture() {
    // Rainbow, two-tone, monotone, paired, trips, connected; turns with
    // two pair, four of a kind, four to a flush and four to a straight.
    let boards = [
        "Ks 9d 4c",
        "Qh 8h 5c",
        "Ah 7h 2h",
        "Kd Kc 6s",
        "9s 9d 9h",
        "Td 9c 8h",
        "Kh Kd 5s 5c",
        "7s 7d 7h 7c",
        "Jh 8h 4h 2h",
        "9h 8d 7c 6s",
    ];
    for board in boards {
        let classes = RangeOnBoard::new(Range::any(), cards(board)).run().unwrap();
        check_against_reference(&Range::any(), cards(board), CardSet::EMPTY, &classes);
    }
}

#[test]
fn a_whole_range_is_counted_by_its_weights() {
    let range: Range = "QQ+@50, AK, T9s:0.25, 22".parse().unwrap();
    let classes = RangeOnBoard::new(range.clone(), cards("Jh 8d 3c"))
        .run()
        .unwrap();
    assert_eq!(classes.total(), range.weighted_len());
    let made: f64 = MadeHand::ALL.iter().map(|&class| classes.made(class)).sum();
    assert!((made - range.weighted_len()).abs() < 1e-9);
    // T9 of diamonds uses a board card: a quarter of a combo less.
    let classes = RangeOnBoard::new(range.clone(), cards("Jh 9d 3c"))
        .run()
        .unwrap();
    assert_eq!(classes.total(), range.weighted_len() - 0.25);
    check_against_reference(&range, cards("Jh 9d 3c"), CardSet::EMPTY, &classes);
}

#[test]
fn boards_of_other_sizes_and_conflicts_are_errors() {
    let range: Range = "AA".parse().unwrap();
    for board in ["", "Ks 9d", "Ks 9d 4c 2h 3h"] {
        let count = cards(board).len();
        let question = RangeOnBoard::new(range.clone(), cards(board));
        assert_eq!(question.run(), Err(BoardError::NotFlopOrTurn { count }));
    }
    let turn = RangeOnBoard::new(range.clone(), cards("Ks 9d 4c 2h"));
    assert_eq!(turn.every_turn(), Err(BoardError::NotFlop { count: 4 }));
    let err = RangeOnBoard::new(range, cards("Ks 9d 4c"))
        .dead(cards("9d"))
        .run()
        .unwrap_err();
    assert_eq!(
        err,
        BoardError::Conflict {
            card: "9d".parse().unwrap(),
            first: Place::Board,
            second: Place::Dead
        }
    );
}

#[test]
fn a_range_wholly_on_the_board_counts_nothing() {
    let classes = RangeOnBoard::new("AsKs".parse().unwrap(), cards("As 9d 4c"))
        .run()
        .unwrap();
    assert_eq!(classes.total(), 0.0);
    assert_eq!(classes.made_share(MadeHand::Nothing), 0.0);
    assert!(
        classes
            .to_string()
            .ends_with("Total                            0")
    );
}

#[test]
fn the_table_is_padded_as_a_whole() {
    let classes = RangeOnBoard::new("AKs@50".parse().unwrap(), cards("Ks 9d 4c"))
        .run()
        .unwrap();
    let text = classes.to_string();
    assert!(
        text.contains("\ntop pair                      1.50  100.0%\n"),
        "{text}"
    );
    assert!(
        text.contains("\nbackdoor flush draw              1   66.7%\n"),
        "{text}"
    );
    assert!(
        text.ends_with("\nTotal                         1.50"),
        "{text}"
    );
    let width = text.chars().count() + 4;
    let padded = format!("{classes:>width$}");
    assert!(padded.starts_with("    Made hand"), "{padded}");
}

/// The rows of the guide's table of made hands: hands that fall in each
/// class, and near misses that fall in another.
#[test]
fn each_made_hand_row_of_the_definitions_table() {
    use MadeHand::*;
    let rows = [
        ("9h8h", "7h6h5h", StraightFlush),
        ("9h8s", "7h6h5h", Straight),
        ("9s9h", "9d9c2h", FourOfAKind),
        ("Ah2s", "9d9c9h9s", BoardOnly),
        ("9s2c", "9d9c2h", FullHouse),
        ("AsKc", "9d9c9h", BoardOnly),
        ("AhKh", "Qh7h2h", Flush),
        ("AsKs", "Qh7h2h5h", AceHigh),
        ("9s8c", "7h6d5c", Straight),
        ("As2d", "5c4h3d", Straight),
        ("9s2c", "7h6d5c", Nothing),
        ("7s7c", "7hKd2c", Set),
        ("7s7c", "7h7d2c", FourOfAKind),
        ("7s2s", "7h7dKc", Trips),
        ("Ks7c", "7h7d2c", Trips),
        ("KsKc", "7h7d2c", Overpair),
        ("Ks7c", "Kh7d2c", TwoPair),
        ("Ks7c", "Kh7d2c5s", TwoPair),
        ("Ks7c", "Kh2d2c", TopPair),
        ("7s7c", "KhKd2c", PocketPairBelowTop),
        ("AsAc", "Kh7d2c", Overpair),
        ("AsAc", "KhKd2c", Overpair),
        ("KsKc", "Ah7d2c", PocketPairBelowTop),
        ("AsKc", "Kh7d2c", TopPair),
        ("AsKc", "KhKd2c", Trips),
        ("KsQc", "Kh7d7c", TopPair),
        ("9s9c", "Kh7d2c", PocketPairBelowTop),
        ("5s5c", "Kh7d6c", PocketPairBelowTop),
        ("As7c", "Kh7d2c", MiddlePair),
        ("As7s", "KhKd7c", MiddlePair),
        ("As2s", "Kh7d2c", WeakPair),
        ("As5s", "Kh7d5c3s", WeakPair),
        ("As2s", "KhKd2c", MiddlePair),
        ("AsQc", "KhKd2c", BoardOnly),
        ("8s4c", "9h9d9c", BoardOnly),
        ("2s3c", "KhKd7c7s", BoardOnly),
        ("AsQc", "Kh7d2c", AceHigh),
        ("KsQc", "Ah7d2c", Nothing),
        ("Qs8c", "Kh7d2c", Nothing),
    ];
    for (hole, board, class) in rows {
        assert_eq!(made(hole, board), class, "{hole} on {board}");
    }
}

/// The rows of the guide's table of draws: hands that hold each draw, and
/// near misses that do not.
#[test]
fn each_draw_row_of_the_definitions_table() {
    use Draw::*;
    let rows: [(&str, &str, &[Draw]); 23] = [
        ("AhKh", "Qh7h2c", &[FlushDraw, Overcards]),
        ("Ah2s", "Qh7h3h", &[FlushDraw]),
        ("QhJh", "Qd7h2h", &[FlushDraw]),
        ("AsKs", "Qh7h2h5h", &[Overcards]),
        ("AhKh", "Qh7h2h", &[]),
        ("AhKh", "Qh7d2c", &[BackdoorFlushDraw, Overcards]),
        ("AhKs", "Qh7h2c", &[Overcards]),
        ("AhKh", "Qh7d2c5s", &[Overcards]),
        ("9s8c", "7h6d2c", &[OpenEnded, Overcards]),
        ("9s8c", "Th6d2c", &[Gutshot]),
        ("9s7c", "Jh5d8c", &[OpenEnded]),
        ("Ks2c", "8h7d6c5s", &[]),
        ("9s2c", "7h6d5c", &[Gutshot]),
        ("AsKc", "QhJd2c", &[Gutshot, Overcards]),
        ("AsKc", "QhJdTc", &[]),
        ("As2c", "5h4d9c", &[Gutshot]),
        ("AsQc", "Jh7d2c", &[Overcards]),
        ("AsQc", "JhJd2c", &[Overcards]),
        ("AsJc", "Qh7d2c", &[]),
        ("AsAc", "Jh7d2c", &[]),
        (
            "9h8h",
            "7h6d2h",
            &[FlushDraw, OpenEnded, Overcards, FlushAndStraightDraw],
        ),
        ("9h8s", "7h6d2h", &[OpenEnded, Overcards]),
        ("9h8h", "7h6h5d", &[FlushDraw]),
    ];
    for (hole, board, expected) in rows {
        assert_eq!(draws(hole, board), expected, "{hole} on {board}");
        let hand = combo(hole);
        let reference = reference::draws(
            [hand.high(), hand.low()],
            &cards(board).iter().collect::<Vec<_>>(),
            reference::Rules::Holdem,
        );
        assert_eq!(reference, expected, "reference: {hole} on {board}");
    }
    assert_eq!(made("9h8h", "7h6h5d"), MadeHand::Straight);
    assert_eq!(made("AhKh", "QhJh2h"), MadeHand::Flush);
    assert_eq!(draws("AhKh", "QhJh2h"), []);
}

/// The indices of the short deck's cards.
fn short_deck_indices() -> Vec<usize> {
    Variant::SHORT_DECK.deck().iter().map(Card::index).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn short_deck_classes_match_the_reference(
        combos in prop::collection::vec((0..Combo::COUNT, 1..=100u8), 1..80),
        cards in prop::sample::subsequence(short_deck_indices(), 5),
        board_len in 3..=4usize,
        dead_len in 0..=1usize,
        straight_beats_trips: bool,
    ) {
        let range = range_of(&combos);
        let board = card_set(&cards[..board_len]);
        let dead = card_set(&cards[board_len..board_len + dead_len]);
        let ranking = if straight_beats_trips {
            ShortDeckRanking::StraightBeatsTrips
        } else {
            ShortDeckRanking::TripsBeatStraight
        };
        let question = RangeOnBoard::new(range.clone(), board)
            .dead(dead)
            .variant(Variant::ShortDeck(ranking));
        let classes = question.run().unwrap();
        check_against_reference(&range, board, dead, &classes);
        if board_len == 3 {
            let turns = question.every_turn().unwrap();
            prop_assert_eq!(turns.len(), 36 - 3 - dead_len);
            let (turn, classes) = &turns[turns.len() / 2];
            let turn_board = board | CardSet::from([*turn]);
            check_against_reference(&range, turn_board, dead, classes);
        }
    }
}

#[test]
fn every_short_deck_combo_on_boards_of_each_texture() {
    // The ace-low straight (A-6-7-8-9), flushes against full houses,
    // trips against straights, four to a flush on the turn.
    let boards = [
        "9s 8d 7c",
        "As 7h 6h",
        "Ah 9h 8h",
        "Td 9c 6s",
        "Ts 9s 6d 6c",
        "8c 8d 8h",
        "Ah Kh Qh Jh",
    ];
    for ranking in [
        ShortDeckRanking::TripsBeatStraight,
        ShortDeckRanking::StraightBeatsTrips,
    ] {
        for board in boards {
            let classes = RangeOnBoard::new(Range::any(), cards(board))
                .variant(Variant::ShortDeck(ranking))
                .run()
                .unwrap();
            // Every two of the short deck's cards left.
            let left = 36 - cards(board).len();
            assert_eq!(classes.total(), (left * (left - 1) / 2) as f64);
            check_against_reference(&Range::any(), cards(board), CardSet::EMPTY, &classes);
        }
    }
}

#[test]
fn short_deck_and_omaha_questions_are_checked() {
    let short = |board: &str, dead: &str| {
        RangeOnBoard::new("AA".parse().unwrap(), cards(board))
            .dead(cards(dead))
            .variant(Variant::SHORT_DECK)
    };
    assert_eq!(
        short("Ks 9d 5c", "").run(),
        Err(BoardError::NotInShortDeck {
            card: "5c".parse().unwrap(),
            place: Place::Board
        })
    );
    assert_eq!(
        short("Ks 9d 6c", "2h").every_turn(),
        Err(BoardError::NotInShortDeck {
            card: "2h".parse().unwrap(),
            place: Place::Dead
        })
    );
    // Combos below the six are left out, as combos on the board are.
    let low = RangeOnBoard::new("AA, 55, A2s".parse().unwrap(), cards("Ks 9d 6c"))
        .variant(Variant::SHORT_DECK)
        .run()
        .unwrap();
    assert_eq!(low.total(), 6.0);
    let omaha = RangeOnBoard::new("AA".parse().unwrap(), cards("Ks 9d 6c")).variant(Variant::Omaha);
    let refused = BoardError::OmahaHoleCount { count: 2 };
    assert_eq!(omaha.run(), Err(refused));
    assert_eq!(omaha.every_turn(), Err(refused));
    let list = |text: &str| RangeOnBoard::hands(text.parse().unwrap(), cards("Ks 9d 6c"));
    let three = BoardError::OmahaHoleCount { count: 3 };
    assert_eq!(list("AsAhKh, AsAhKhKd").run(), Err(three));
    let random = BoardError::RandomHandList { cards: 4 };
    assert_eq!(list("any4").run(), Err(random));
    let holdem = list("AsAh, 7c7d, AsAhKhKd").variant(Variant::Holdem);
    assert_eq!(holdem.run(), Err(BoardError::HoleCount { count: 4 }));
    let stud = list("AsAhKhKd").variant(Variant::Stud);
    let no_board = BoardError::NoBoardClasses {
        variant: Variant::Stud,
    };
    assert_eq!(stud.run(), Err(no_board));
}

/// The guide's short-deck examples.
#[test]
fn short_deck_rows_of_the_guide() {
    let classes = |hole: &str, board: &str| {
        RangeOnBoard::new(Range::from(combo(hole)), cards(board))
            .variant(Variant::SHORT_DECK)
            .run()
            .unwrap()
    };
    for (hole, board) in [("9s8c", "Th7h6d"), ("As9d", "8c7h6d")] {
        assert_eq!(
            classes(hole, board).made(MadeHand::Straight),
            1.0,
            "{hole} on {board}"
        );
    }
    assert_eq!(classes("As9d", "8c7hKd").draw(Draw::Gutshot), 1.0);
    assert_eq!(classes("KsQd", "JcTh6d").draw(Draw::OpenEnded), 1.0);
    // In hold'em the ace does not play below the six.
    let holdem = RangeOnBoard::new(Range::from(combo("As9d")), cards("8c7h6d"))
        .run()
        .unwrap();
    assert_eq!(holdem.made(MadeHand::Straight), 0.0);
}

/// The classes of one Omaha hand by the crate, checked against the
/// reference.
fn omaha_classes(hand: &str, board: &str) -> (MadeHand, Vec<Draw>) {
    let hand = cards(hand);
    let classes = RangeOnBoard::hands(hand.into(), cards(board))
        .run()
        .unwrap();
    let made: Vec<MadeHand> = MadeHand::ALL
        .into_iter()
        .filter(|&class| classes.made_hands(class) == [hand])
        .collect();
    assert_eq!(made.len(), 1, "{hand} on {board}: {made:?}");
    let draws: Vec<Draw> = Draw::ALL
        .into_iter()
        .filter(|&class| classes.draw_hands(class) == [hand])
        .collect();
    let (hole, board_cards): (Vec<Card>, Vec<Card>) =
        (hand.iter().collect(), cards(board).iter().collect());
    assert_eq!(
        made[0],
        omaha_reference::made(&hole, &board_cards),
        "{hand} on {board}"
    );
    assert_eq!(
        draws,
        omaha_reference::draws(&hole, &board_cards),
        "{hand} on {board}"
    );
    (made[0], draws)
}

/// Compares the crate's classes of a hand list with the reference's, hand
/// by hand, in the list's order (a hand listed twice counted once).
fn check_omaha_against_reference(hands: &[CardSet], board: CardSet, classes: &BoardClasses) {
    let mut counted: Vec<CardSet> = Vec::new();
    for &hand in hands {
        if hand.is_disjoint(board) && !counted.contains(&hand) {
            counted.push(hand);
        }
    }
    assert_eq!(classes.hands(), counted);
    assert_eq!(classes.total(), counted.len() as f64);
    let board_cards: Vec<Card> = board.iter().collect();
    let mut made: BTreeMap<MadeHand, Vec<CardSet>> = BTreeMap::new();
    let mut draws: BTreeMap<Draw, Vec<CardSet>> = BTreeMap::new();
    for &hand in &counted {
        let hole: Vec<Card> = hand.iter().collect();
        made.entry(omaha_reference::made(&hole, &board_cards))
            .or_default()
            .push(hand);
        for draw in omaha_reference::draws(&hole, &board_cards) {
            draws.entry(draw).or_default().push(hand);
        }
    }
    for class in MadeHand::ALL {
        let expected = made.get(&class).map_or(&[][..], Vec::as_slice);
        assert_eq!(classes.made_hands(class), expected, "{class} on {board}");
        assert_eq!(classes.made(class), expected.len() as f64);
        assert!(classes.made_combos(class).is_empty());
    }
    for class in Draw::ALL {
        let expected = draws.get(&class).map_or(&[][..], Vec::as_slice);
        assert_eq!(classes.draw_hands(class), expected, "{class} on {board}");
        assert_eq!(classes.draw(class), expected.len() as f64);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn omaha_classes_match_the_reference(
        hands in prop::collection::vec(
            prop::sample::subsequence((0..52).collect::<Vec<usize>>(), 4..=6),
            1..6,
        ),
        board in prop::sample::subsequence((0..52).collect::<Vec<usize>>(), 3..=4),
        hi_lo: bool,
    ) {
        let hands: Vec<CardSet> = hands.iter().map(|hand| card_set(hand)).collect();
        let board = card_set(&board);
        let variant = if hi_lo { Variant::OmahaHiLo } else { Variant::Omaha };
        let question = RangeOnBoard::hands(hands.iter().copied().collect(), board);
        let classes = question.variant(variant).run().unwrap();
        check_omaha_against_reference(&hands, board, &classes);
    }

    #[test]
    fn omaha_every_turn_is_the_turn_boards_classes(
        hands in prop::collection::vec(
            prop::sample::subsequence((0..52).collect::<Vec<usize>>(), 4..=6),
            1..6,
        ),
        cards in prop::sample::subsequence((0..52).collect::<Vec<usize>>(), 4),
    ) {
        let list: holdem_enum::HandList = hands.iter().map(|hand| card_set(hand)).collect();
        let (board, dead) = (card_set(&cards[..3]), card_set(&cards[3..]));
        let turns = RangeOnBoard::hands(list.clone(), board).dead(dead).every_turn().unwrap();
        prop_assert_eq!(turns.len(), 52 - 4);
        for (turn, classes) in turns {
            let turn_board = board | CardSet::from([turn]);
            let expected = RangeOnBoard::hands(list.clone(), turn_board).dead(dead).run().unwrap();
            prop_assert_eq!(classes, expected);
        }
    }
}

/// The guide's Omaha table, row by row: hands that fall in each class and
/// the near misses that do not.
#[test]
fn omaha_rows_of_the_guide() {
    use Draw::*;
    use MadeHand::*;
    let made = |hand, board| omaha_classes(hand, board).0;
    let draws = |hand, board| omaha_classes(hand, board).1;
    assert_eq!(made("Ah Kh 2c 3d", "Qh Jh Th"), StraightFlush);
    assert_eq!(made("9s 9c 2c 3d", "9h 9d Th"), FourOfAKind);
    // Four of a kind on the board cannot play: aces make a full house,
    // an ace and a king only the board.
    assert_eq!(made("As Ad 2c 3d", "9h 9d 9c 9s"), FullHouse);
    assert_eq!(made("As Kd 2c 3d", "9h 9d 9c 9s"), BoardOnly);
    assert_eq!(made("Ts 7d 2c 3d", "Th Td 7c"), FullHouse);
    // Board trips with a hole card pairing the fourth board card: the
    // pair is named, no full house plays.
    assert_eq!(made("7s 2d 3c 4d", "Kh Kd Kc 7c"), MiddlePair);
    assert_eq!(made("Ah 5h 2c 3d", "Kh 9h 4h"), Flush);
    // One heart in the hole: no flush, and no flush draw either.
    assert_eq!(made("Ah 5c 2c 3d", "Kh 9h 4h 8s"), AceHigh);
    assert_eq!(draws("Ah 5c 2c 3d", "Qh 7h 3h"), []);
    // Four to a straight on the board and one hole card: no straight.
    assert_eq!(made("9s 2d 2c 3d", "8h 7d 6c 5s"), PocketPairBelowTop);
    assert_eq!(made("9s Td 2c 3d", "8h 7d 6c 5s"), Straight);
    assert_eq!(made("Ks Kd 2c 3d", "Kh 9d 4c"), Set);
    assert_eq!(made("Ks 5d 2c 3d", "Kh Kd 4c"), Trips);
    assert_eq!(made("Ks 9s 2c 3d", "Kh 9d 4c"), TwoPair);
    assert_eq!(made("As Ad 2c 3d", "Kh 9d 4c"), Overpair);
    assert_eq!(made("As Kd 7c 8d", "Kh 9d 4c"), TopPair);
    assert_eq!(made("Qs Qd 7c 8d", "Kh 9d 4c"), PocketPairBelowTop);
    assert_eq!(made("9s 8d 7c 6d", "Kh 9d 4c"), MiddlePair);
    assert_eq!(made("4s 8d 7c 6d", "Kh 9d 4c"), WeakPair);
    assert_eq!(made("As Qd 7c 6d", "Kh Kd 4c"), BoardOnly);
    assert_eq!(made("As Qd 7c 6d", "Kh 9d 4c"), AceHigh);
    assert_eq!(made("Js Td 7c 6d", "Kh 9d 2c"), Nothing);
    // Draws.
    assert_eq!(draws("Ah 5h 2c 3d", "Qh 7h 3s"), [FlushDraw]);
    assert_eq!(draws("Ah 5h 2c 3d", "Qh 7c 3s")[..1], [BackdoorFlushDraw]);
    // A flush draw in one suit beside a backdoor draw in another.
    assert_eq!(
        draws("Ah Kh Qs Js", "7h 2h 3s"),
        [FlushDraw, BackdoorFlushDraw, Overcards]
    );
    // No rank already held is filtered out: a ten or a nine completes.
    assert_eq!(made("Ts 9s 8d 2c", "7h 6c 2d"), WeakPair);
    assert!(draws("Ts 9s 8d 2c", "7h 6c 2d").contains(&OpenEnded));
    assert_eq!(draws("Js Td 3c 2c", "9h 8c 2d 3s"), [OpenEnded]);
    assert_eq!(draws("Ks 9d 3c 2h", "Qh Jc 6d"), [Gutshot]);
    assert_eq!(draws("As Kd 3c 2h", "Qh Tc 6d"), [Gutshot, Overcards]);
    // One hole card above the board is not overcards.
    assert_eq!(draws("As 7d 3c 2h", "Qh 8c 6d"), []);
    assert_eq!(
        draws("Js Ts 3c 2d", "9s 8s 2h"),
        [FlushDraw, OpenEnded, FlushAndStraightDraw]
    );
}
