//! A range's made-hand and draw classes on a flop or turn against a slow
//! reference written separately (card by card, with the best five-card
//! hand found by Cactus Kev's binary search over every five of the cards,
//! and draws found by dealing every next card), and the definitions
//! table of the guide row by row.

use std::collections::BTreeMap;

use card_core::{Card, CardSet, Rank, Suit};
use hand_eval::{HandCategory, HandRank, kev};
use holdem_enum::{BoardClasses, BoardError, Combo, Draw, MadeHand, Place, Range, RangeOnBoard};
use proptest::prelude::{ProptestConfig, prop, prop_assert, prop_assert_eq, proptest};

/// The slow reference, sharing nothing with the crate but the card types
/// and Cactus Kev's tables.
mod reference {
    use super::*;

    /// Every choice of five of `cards`.
    fn fives(cards: &[Card]) -> Vec<[Card; 5]> {
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

    fn rank_of(five: [Card; 5]) -> HandRank {
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

    pub(crate) fn made(hole: [Card; 2], board: &[Card]) -> MadeHand {
        let all: Vec<Card> = hole.iter().chain(board).copied().collect();
        let on_board = |card: Card| board.iter().filter(|b| b.rank() == card.rank()).count();
        let in_all = |card: Card| all.iter().filter(|b| b.rank() == card.rank()).count();
        let top = board.iter().map(|c| c.rank()).max().unwrap();
        let second = board.iter().map(|c| c.rank()).filter(|&r| r < top).max();
        let board_paired = board.iter().any(|&c| on_board(c) >= 2);
        match best(&all).category() {
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

    pub(crate) fn draws(hole: [Card; 2], board: &[Card]) -> Vec<Draw> {
        let made = made(hole, board);
        let known: Vec<Card> = hole.iter().chain(board).copied().collect();
        let next: Vec<Card> = (0..52)
            .map(|i| Card::from_index(i).unwrap())
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
                    best_straight(&alone)
                } else {
                    None
                };
                if best_straight(&with(&[c])) > board_straight {
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
    let board_cards: Vec<Card> = board.iter().collect();
    let mut made: BTreeMap<MadeHand, Vec<Combo>> = BTreeMap::new();
    let mut draws: BTreeMap<Draw, Vec<Combo>> = BTreeMap::new();
    let mut made_weight = [0u32; MadeHand::COUNT];
    let mut draw_weight = [0u32; Draw::COUNT];
    let mut total = 0u32;
    for (hand, weight) in range.iter() {
        if !hand.cards().is_disjoint(board | dead) {
            continue;
        }
        let hole = [hand.high(), hand.low()];
        let class = reference::made(hole, &board_cards);
        made.entry(class).or_default().push(hand);
        made_weight[class.index()] += u32::from(weight);
        total += u32::from(weight);
        for draw in reference::draws(hole, &board_cards) {
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
        );
        assert_eq!(reference, expected, "reference: {hole} on {board}");
    }
    assert_eq!(made("9h8h", "7h6h5d"), MadeHand::Straight);
    assert_eq!(made("AhKh", "QhJh2h"), MadeHand::Flush);
    assert_eq!(draws("AhKh", "QhJh2h"), []);
}
