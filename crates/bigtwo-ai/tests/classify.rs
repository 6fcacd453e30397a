//! Classification and comparison of plays, checked against a slow
//! reference written separately: sort the cards, count the ranks, look
//! for sequences in a list of every straight, and rank by explicit tuples.

mod common;

use bigtwo_ai::card_core::{Card, CardSet, Rank};
use bigtwo_ai::hand_eval::HandCategory;
use bigtwo_ai::{FiveKind, Kind, PlayError, Rules, StraightOrder, Twos, Variations};
use proptest::prelude::*;

mod reference {
    use bigtwo_ai::card_core::{Card, Rank};
    use bigtwo_ai::{Rules, StraightOrder, Variations};

    /// What the cards are, by the rules as the document states them.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub(crate) enum Class {
        Single,
        Pair,
        Triple,
        BareQuad,
        Run(usize),
        Straight,
        Flush,
        FullHouse,
        FourOfAKind,
        StraightFlush,
    }

    impl Class {
        fn five_rank(self) -> Option<u8> {
            match self {
                Class::Straight => Some(0),
                Class::Flush => Some(1),
                Class::FullHouse => Some(2),
                Class::FourOfAKind => Some(3),
                Class::StraightFlush => Some(4),
                _ => None,
            }
        }
    }

    /// Big Two's rank order, 3 lowest: the 2 highest, or lowest.
    fn rank_position(rank: Rank, two_high: bool) -> i32 {
        let order = if two_high {
            "3456789TJQKA2"
        } else {
            "23456789TJQKA"
        };
        order.find(rank.to_char()).unwrap() as i32
    }

    fn suit_position(rules: &Rules, card: Card) -> i32 {
        let suits = rules.suit_order().suits();
        suits.iter().position(|&s| s == card.suit()).unwrap() as i32
    }

    /// Every straight of `len` cards as its ranks in sequence, highest
    /// sequences first: windows of A 2 3 … K A.
    fn sequences(len: usize) -> Vec<Vec<Rank>> {
        let line: Vec<Rank> = "A23456789TJQKA"
            .chars()
            .map(|c| Rank::from_char(c).unwrap())
            .collect();
        let mut all: Vec<Vec<Rank>> = line.windows(len).map(|w| w.to_vec()).collect();
        all.reverse();
        all
    }

    /// The ranks of `cards` in sequence order if they are a straight.
    fn straight(cards: &[Card]) -> Option<Vec<Rank>> {
        if cards
            .iter()
            .enumerate()
            .any(|(i, a)| cards[..i].iter().any(|b| b.rank() == a.rank()))
        {
            return None;
        }
        let mut ranks: Vec<Rank> = cards.iter().map(|c| c.rank()).collect();
        ranks.sort();
        sequences(cards.len()).into_iter().find(|seq| {
            let mut sorted = seq.clone();
            sorted.sort();
            sorted == ranks
        })
    }

    /// The class of the cards and the key that orders plays of one class
    /// (greater is stronger), singles under `singles_two_high`.
    pub(crate) fn classify(
        rules: &Rules,
        cards: &[Card],
        singles_two_high: bool,
    ) -> Option<(Class, Vec<i32>)> {
        let n = cards.len();
        let combo_two_high = !rules.has(Variations::TWO_LOW_IN_COMBOS);
        let card_key = |card: Card, two_high: bool| {
            vec![
                rank_position(card.rank(), two_high),
                suit_position(rules, card),
            ]
        };
        let highest = |two_high: bool| {
            *cards
                .iter()
                .max_by_key(|&&c| card_key(c, two_high))
                .unwrap()
        };
        let mut counts: Vec<usize> = Rank::ALL
            .iter()
            .map(|&r| cards.iter().filter(|c| c.rank() == r).count())
            .filter(|&k| k > 0)
            .collect();
        counts.sort_unstable_by(|a, b| b.cmp(a));
        let flush = n == 5 && cards.iter().all(|c| c.suit() == cards[0].suit());
        let with_two = cards.iter().any(|c| c.rank() == Rank::Two);
        let no_two = rules.has(Variations::NO_TWO_IN_STRAIGHTS);
        let straight_key = |seq: &[Rank]| {
            let deciding = match rules.straight_order() {
                StraightOrder::LastCard => *seq.last().unwrap(),
                StraightOrder::FirstCard => seq[0],
                _ => highest(combo_two_high).rank(),
            };
            let card = *cards.iter().find(|c| c.rank() == deciding).unwrap();
            card_key(card, combo_two_high)
        };
        let rank_key = |rank: Rank| vec![rank_position(rank, combo_two_high)];
        let of_count = |k: usize| {
            Rank::ALL
                .into_iter()
                .find(|&r| cards.iter().filter(|c| c.rank() == r).count() == k)
                .unwrap()
        };
        match (n, counts.as_slice()) {
            (0, _) => None,
            (1, _) => Some((Class::Single, card_key(cards[0], singles_two_high))),
            (2, [2]) => Some((Class::Pair, card_key(highest(true), combo_two_high))),
            (3, [3]) => Some((Class::Triple, card_key(highest(true), combo_two_high))),
            (4, [4]) if rules.has(Variations::BARE_FOUR_OF_A_KIND) => {
                Some((Class::BareQuad, rank_key(cards[0].rank())))
            }
            (5, _) => {
                let distinct = counts.len() == 5;
                let seq = straight(cards).filter(|_| distinct && !(no_two && with_two));
                match (seq, flush, counts.as_slice()) {
                    (Some(seq), true, _) => Some((Class::StraightFlush, straight_key(&seq))),
                    (_, _, [4, 1]) => Some((Class::FourOfAKind, rank_key(of_count(4)))),
                    (_, _, [3, 2]) => Some((Class::FullHouse, rank_key(of_count(3)))),
                    (_, true, _) => {
                        let top = highest(combo_two_high);
                        let [rank, suit] = card_key(top, combo_two_high)[..] else {
                            unreachable!()
                        };
                        let key = if rules.has(Variations::FLUSH_BY_SUIT) {
                            vec![suit, rank]
                        } else {
                            vec![rank, suit]
                        };
                        Some((Class::Flush, key))
                    }
                    (Some(seq), false, _) => Some((Class::Straight, straight_key(&seq))),
                    _ => None,
                }
            }
            (3..=13, _) if rules.has(Variations::ANY_LENGTH_STRAIGHTS) => {
                let seq = straight(cards).filter(|_| !(no_two && with_two))?;
                Some((Class::Run(n), straight_key(&seq)))
            }
            _ => None,
        }
    }

    /// Whether `a` beats `b`.
    pub(crate) fn beats(
        rules: &Rules,
        a: &[Card],
        b: &[Card],
        singles_two_high: bool,
    ) -> Option<bool> {
        let (ca, ka) = classify(rules, a, singles_two_high)?;
        let (cb, kb) = classify(rules, b, singles_two_high)?;
        Some(match (ca.five_rank(), cb.five_rank()) {
            (Some(fa), Some(fb)) => (fa, ka) > (fb, kb),
            _ => ca == cb && ka > kb,
        })
    }
}

fn cards_of(set: CardSet) -> Vec<Card> {
    set.iter().collect()
}

fn kind_of(class: reference::Class) -> Kind {
    use reference::Class;
    match class {
        Class::Single => Kind::Single,
        Class::Pair => Kind::Pair,
        Class::Triple => Kind::Triple,
        Class::BareQuad => Kind::FourOfAKind,
        Class::Run(len) => Kind::Run { len: len as u8 },
        Class::Straight => Kind::Five(FiveKind::Straight),
        Class::Flush => Kind::Five(FiveKind::Flush),
        Class::FullHouse => Kind::Five(FiveKind::FullHouse),
        Class::FourOfAKind => Kind::Five(FiveKind::FourOfAKind),
        Class::StraightFlush => Kind::Five(FiveKind::StraightFlush),
    }
}

/// All 2,598,960 five-card sets under the document's rules and under the
/// variations that change five-card hands.
#[test]
fn every_five_card_set_is_classified_as_the_reference_does() {
    let rule_sets = [
        Rules::document(),
        Rules::builder()
            .variations(Variations::NO_TWO_IN_STRAIGHTS | Variations::ANY_LENGTH_STRAIGHTS)
            .straight_order(StraightOrder::FirstCard)
            .build()
            .unwrap(),
    ];
    for rules in rule_sets {
        let mut counts = [0u32; 5];
        for set in CardSet::FULL.subsets(5) {
            let expected = reference::classify(&rules, &cards_of(set), true);
            match (rules.classify(set), expected) {
                (Ok(play), Some((class, _))) => {
                    assert_eq!(play.kind(), kind_of(class), "{set}");
                    if let Kind::Five(five) = play.kind() {
                        counts[five as usize] += 1;
                    }
                }
                (Err(_), None) => {}
                (got, expected) => panic!("{set}: {got:?} against {expected:?}"),
            }
        }
        if rules == Rules::document() {
            // Poker's counts: 10,200 straights, 5,108 flushes, 3,744 full
            // houses, 624 fours of a kind, 40 straight flushes.
            assert_eq!(counts, [10_200, 5_108, 3_744, 624, 40]);
        } else {
            // Without straights holding a 2, two of ten straight ranks go:
            // 8 × 1,020 straights, 8 × 4 straight flushes, and the 8
            // suited ones that held a 2 become flushes.
            assert_eq!(counts, [8_160, 5_116, 3_744, 624, 32]);
        }
    }
}

#[test]
fn errors_say_why() {
    let rules = Rules::document();
    let classify = |s: &str| rules.classify(s.parse().unwrap());
    assert_eq!(classify(""), Err(PlayError::Empty));
    assert_eq!(classify("3d 4d"), Err(PlayError::RanksDiffer { count: 2 }));
    assert_eq!(classify("3d 4d 5d 6d"), Err(PlayError::Size { count: 4 }));
    assert_eq!(
        classify("3d 3c 4d 4c 5h"),
        Err(PlayError::NotAPlay {
            category: HandCategory::TwoPair
        })
    );
    assert_eq!(classify("3d 3c 3h 3s"), Err(PlayError::BareFourOfAKind));
    assert_eq!(
        classify("3d 4d 5d 6d 7d 8d"),
        Err(PlayError::Size { count: 6 })
    );
    let runs = Rules::builder()
        .variations(Variations::ANY_LENGTH_STRAIGHTS | Variations::NO_TWO_IN_STRAIGHTS)
        .build()
        .unwrap();
    assert_eq!(
        runs.classify("3d 5d 6c".parse().unwrap()),
        Err(PlayError::NotAStraight { count: 3 })
    );
    assert_eq!(
        runs.classify("Ad 2d 3c".parse().unwrap()),
        Err(PlayError::TwoInStraight)
    );
    assert_eq!(
        runs.classify("Qd Kd Ac 2s".parse().unwrap()),
        Err(PlayError::NotAStraight { count: 4 })
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Two plays of the same size under any rules: the crate and the
    /// reference agree on what they are and on which beats which.
    #[test]
    fn plays_compare_as_the_reference_compares(
        rules in common::rules(),
        size in 1usize..=7,
        seed in any::<u64>(),
        bombed in any::<bool>(),
    ) {
        // Two disjoint sets of `size` cards drawn from a seeded shuffle,
        // biased towards few ranks so that plays are common.
        use bigtwo_ai::rand::{SeedableRng, rngs::Xoshiro256PlusPlus};
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut deck = bigtwo_ai::card_core::Deck::from_cards(
            if seed % 3 == 0 { CardSet::FULL } else {
                Rank::ALL[(seed as usize / 3) % 7..].iter().take(6)
                    .fold(CardSet::EMPTY, |set, &r| set | CardSet::of_rank(r))
            });
        deck.shuffle(&mut rng);
        let (Ok(a), Ok(b)) = (deck.deal(size), deck.deal(size)) else { return Ok(()) };
        let twos = if bombed { Twos::Low } else { Twos::High };
        for set in [a, b] {
            let expected = reference::classify(&rules, &cards_of(set), !bombed);
            let got = rules.classify(set);
            prop_assert_eq!(got.is_ok(), expected.is_some(), "{} under {}", set, rules);
            if let (Ok(play), Some((class, _))) = (got, expected) {
                prop_assert_eq!(play.kind(), kind_of(class));
            }
        }
        if let (Ok(pa), Ok(pb)) = (rules.classify(a), rules.classify(b)) {
            let expected = reference::beats(&rules, &cards_of(a), &cards_of(b), !bombed);
            prop_assert_eq!(Some(rules.beats(&pa, &pb, twos)), expected, "{} vs {} under {}", a, b, rules);
        }
    }
}

/// A full house is read by its triple, and shown triple first; a four of
/// a kind, its four cards first.
#[test]
fn full_houses_show_the_triple_first() {
    let rules = Rules::document();
    let shown = |cards: &str| rules.classify(cards.parse().unwrap()).unwrap().to_string();
    assert_eq!(shown("5c 5d 9h 9s 9d"), "full house 9d 9h 9s 5d 5c");
    assert_eq!(shown("Ks Kh 3d 3c 3s"), "full house 3d 3c 3s Kh Ks");
    assert_eq!(shown("4d 7c 7d 7h 7s"), "four of a kind 7d 7c 7h 7s 4d");
    assert_eq!(shown("3d 4c 5h 6s 7d"), "straight 3d 4c 5h 6s 7d");
}
