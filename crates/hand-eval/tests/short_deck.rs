//! Every five-, six- and seven-card short-deck hand, under both rankings,
//! against a slow reference written from the rules: sort the ranks, count
//! them, test for flush and straight, and take the best of every five.

use card_core::{Card, CardSet, Rank};
use hand_eval::{
    EvalError, HandCategory, ShortDeck, ShortDeckHand, ShortDeckRank, ShortDeckRanking,
};

/// Cards of the short deck.
const DECK: usize = 36;

/// Index of the six of clubs among all 52 cards.
const FIRST: usize = 16;

/// Published number of five-card short-deck hands per category, by
/// `HandCategory::index` (high card .. straight flush).
const FIVE_CARD_HANDS: [u64; 9] = [122_400, 193_536, 36_288, 16_128, 6_120, 480, 1_728, 288, 24];

/// Distinct five-card values per category, by `HandCategory::index`.
const FIVE_CARD_CLASSES: [u64; 9] = [120, 504, 252, 252, 6, 120, 72, 72, 6];

const RANKINGS: [ShortDeckRanking; 2] = [
    ShortDeckRanking::TripsBeatStraight,
    ShortDeckRanking::StraightBeatsTrips,
];

/// The card of short-deck index `i` (0 = six of clubs .. 35 = ace of
/// spades).
fn card(i: usize) -> Card {
    Card::from_index(FIRST + i).expect("index below 52")
}

/// The reference strength of exactly five cards: the category's place in
/// the ranking's order, then the ranks that break ties, most important
/// first (larger is stronger); and the category.
fn reference(cards: &[Card], ranking: ShortDeckRanking) -> ((u8, Vec<usize>), HandCategory) {
    let mut ranks: Vec<usize> = cards.iter().map(|c| c.rank().index()).collect();
    ranks.sort_unstable_by(|a, b| b.cmp(a));
    let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
    let mut distinct = ranks.clone();
    distinct.dedup();
    let ace = Rank::Ace.index();
    let nine = Rank::Nine.index();
    let six = Rank::Six.index();
    let straight = if distinct.len() < 5 {
        None
    } else if ranks[0] - ranks[4] == 4 {
        Some(ranks[0])
    } else if ranks == [ace, nine, nine - 1, nine - 2, six] {
        Some(nine)
    } else {
        None
    };
    let mut groups: Vec<(usize, usize)> = distinct
        .iter()
        .map(|&r| (ranks.iter().filter(|&&x| x == r).count(), r))
        .collect();
    groups.sort_unstable_by(|a, b| b.cmp(a));
    let counts: Vec<usize> = groups.iter().map(|g| g.0).collect();
    let grouped: Vec<usize> = groups.iter().map(|g| g.1).collect();
    let straight_beats_trips = ranking == ShortDeckRanking::StraightBeatsTrips;
    let (straight_order, trips_order) = if straight_beats_trips { (4, 3) } else { (3, 4) };
    let (order, tie, category) = match (straight, flush, counts.as_slice()) {
        (Some(high), true, _) => (8, vec![high], HandCategory::StraightFlush),
        (_, _, [4, 1]) => (7, grouped, HandCategory::FourOfAKind),
        (_, true, _) => (6, ranks, HandCategory::Flush),
        (_, _, [3, 2]) => (5, grouped, HandCategory::FullHouse),
        (Some(high), false, _) => (straight_order, vec![high], HandCategory::Straight),
        (_, _, [3, 1, 1]) => (trips_order, grouped, HandCategory::ThreeOfAKind),
        (_, _, [2, 2, 1]) => (2, grouped, HandCategory::TwoPair),
        (_, _, [2, 1, 1, 1]) => (1, grouped, HandCategory::OnePair),
        _ => (0, ranks, HandCategory::HighCard),
    };
    ((order, tie), category)
}

/// Colex index of a sorted subset of short-deck indices.
fn colex(indices: &[usize], binomials: &[[u32; 8]; DECK + 1]) -> usize {
    indices
        .iter()
        .enumerate()
        .map(|(k, &c)| binomials[c][k + 1] as usize)
        .sum()
}

fn binomials() -> [[u32; 8]; DECK + 1] {
    let mut table = [[0u32; 8]; DECK + 1];
    for n in 0..=DECK {
        table[n][0] = 1;
        for k in 1..8 {
            table[n][k] = if n == 0 {
                0
            } else {
                table[n - 1][k - 1] + table[n - 1][k]
            };
        }
    }
    table
}

/// Every five-card hand's reference value (1 = weakest) by colex index: the
/// place of its reference strength among all distinct strengths.
fn reference_values(ranking: ShortDeckRanking) -> Vec<u16> {
    let hands: Vec<[usize; 5]> = subsets::<5>();
    let strengths: Vec<(u8, Vec<usize>)> = hands
        .iter()
        .map(|h| reference(&h.map(card), ranking).0)
        .collect();
    let mut sorted = strengths.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), 1404, "distinct five-card strengths");
    // `subsets` walks in colex order, so hand i has colex index i.
    strengths
        .iter()
        .map(|s| sorted.binary_search(s).expect("present") as u16 + 1)
        .collect()
}

/// Every sorted K-subset of the short deck's indices, in colex order.
fn subsets<const K: usize>() -> Vec<[usize; K]> {
    let mut out = Vec::new();
    let mut c: [usize; K] = core::array::from_fn(|i| i);
    loop {
        out.push(c);
        // Colex successor: raise the lowest position that can rise.
        let Some(i) = (0..K).find(|&i| c[i] + 1 < if i + 1 < K { c[i + 1] } else { DECK }) else {
            return out;
        };
        c[i] += 1;
        for (j, slot) in c.iter_mut().enumerate().take(i) {
            *slot = j;
        }
    }
}

#[test]
fn every_five_card_hand_matches_the_reference_and_the_published_counts() {
    let binomials = binomials();
    for ranking in RANKINGS {
        let rules = ShortDeck::new().ranking(ranking);
        let values = reference_values(ranking);
        let mut hands = [0u64; 9];
        let mut seen = vec![false; 1405];
        for (i, hand) in subsets::<5>().iter().enumerate() {
            assert_eq!(colex(hand, &binomials), i);
            let cards = hand.map(card);
            let rank = rules.evaluate(&cards).expect("five short-deck cards");
            assert_eq!(rank.value(), values[i], "{cards:?} under {ranking:?}");
            assert_eq!(rank.category(), reference(&cards, ranking).1, "{cards:?}");
            hands[rank.category().index()] += 1;
            seen[usize::from(rank.value())] = true;
        }
        assert_eq!(hands, FIVE_CARD_HANDS, "{ranking:?}");
        let mut classes = [0u64; 9];
        for value in (1..=1404).filter(|&v| seen[usize::from(v)]) {
            classes[rules.from_value(value).unwrap().category().index()] += 1;
        }
        assert_eq!(classes, FIVE_CARD_CLASSES, "{ranking:?}");
    }
}

/// Checks every hand of `K` cards (6 or 7) under `ranking` against the best
/// of its five-card subsets' reference values; returns how many hands.
fn check_every_hand<const K: usize>(ranking: ShortDeckRanking) -> usize {
    let binomials = binomials();
    let values = reference_values(ranking);
    let rules = ShortDeck::new().ranking(ranking);
    let fives: Vec<[usize; 5]> = (0u32..1 << K)
        .filter(|m| m.count_ones() == 5)
        .map(|m| {
            let positions: Vec<usize> = (0..K).filter(|&i| m & 1 << i != 0).collect();
            positions.try_into().expect("five positions")
        })
        .collect();
    let mut count = 0;
    let mut five = [0usize; 5];
    for hand in subsets::<K>() {
        let fast = rules.evaluate_hand(hand.iter().map(|&i| card(i)).collect::<ShortDeckHand>());
        let best = fives
            .iter()
            .map(|positions| {
                for (slot, &p) in five.iter_mut().zip(positions) {
                    *slot = hand[p];
                }
                values[colex(&five, &binomials)]
            })
            .max()
            .expect("some subset");
        assert_eq!(fast.value(), best, "{hand:?} under {ranking:?}");
        count += 1;
    }
    count
}

#[test]
fn every_six_card_hand_is_its_best_five() {
    for ranking in RANKINGS {
        assert_eq!(check_every_hand::<6>(ranking), 1_947_792);
    }
}

#[test]
fn every_seven_card_hand_is_its_best_of_twenty_one() {
    for ranking in RANKINGS {
        assert_eq!(check_every_hand::<7>(ranking), 8_347_680);
    }
}

#[test]
fn rankings_differ_only_between_straights_and_trips() {
    let cards: CardSet = "Ac 6d 7h 8s 9c 9d 9h".parse().unwrap();
    let usual = ShortDeck::new().evaluate_set(cards).unwrap();
    let other = ShortDeck::new()
        .ranking(ShortDeckRanking::StraightBeatsTrips)
        .evaluate_set(cards)
        .unwrap();
    assert_eq!(usual.to_string(), "Three of a Kind, Nines");
    assert_eq!(other.to_string(), "Straight, Nine high");
    assert_eq!(
        other.ranks(),
        [Rank::Nine, Rank::Eight, Rank::Seven, Rank::Six, Rank::Ace]
    );
}

#[test]
fn descriptions_name_the_best_five_cards() {
    let describe = |s: &str| -> String {
        let rank: ShortDeckRank = ShortDeck::new().evaluate_set(s.parse().unwrap()).unwrap();
        rank.to_string()
    };
    assert_eq!(describe("9h 8h 7h 6h Ah"), "Straight Flush, Nine high");
    assert_eq!(describe("Kd Kc Ks Kh 6c"), "Four of a Kind, Kings");
    assert_eq!(describe("Qc Jc 9c 7c 6c Qd Qh"), "Flush, Queen high");
    assert_eq!(describe("Tc Td Ts 7h 7c"), "Full House, Tens over Sevens");
    assert_eq!(describe("Jc Jd 7s 7h Ac"), "Two Pair, Jacks and Sevens");
    assert_eq!(describe("Ac Qd Ts 8h 6c 7d"), "High Card, Ace");
}

#[test]
fn cards_below_the_six_and_wrong_counts_are_errors() {
    let five: Card = "5c".parse().unwrap();
    let cards: CardSet = "As Ks Qs Js 5c".parse().unwrap();
    let rules = ShortDeck::new();
    assert_eq!(
        rules.evaluate_set(cards),
        Err(EvalError::NotInShortDeck { card: five })
    );
    let list: Vec<Card> = cards.iter().collect();
    assert_eq!(
        rules.evaluate(&list),
        Err(EvalError::NotInShortDeck { card: five })
    );
    assert_eq!(
        ShortDeckHand::try_from(cards),
        Err(EvalError::NotInShortDeck { card: five })
    );
    assert_eq!(
        EvalError::NotInShortDeck { card: five }.to_string(),
        "card 5c is not in the short deck (six to ace)"
    );
    assert_eq!(
        rules.evaluate_set("As Ks Qs Js".parse().unwrap()),
        Err(EvalError::WrongCount { count: 4 })
    );
    let ace: Card = "As".parse().unwrap();
    assert_eq!(
        rules.evaluate(&[ace, ace, card(0), card(1), card(2)]),
        Err(EvalError::DuplicateCard { card: ace })
    );
    assert_eq!(ShortDeck::DECK.len(), DECK);
    assert!(ShortDeck::DECK.iter().all(|c| c.rank() >= Rank::Six));
}
