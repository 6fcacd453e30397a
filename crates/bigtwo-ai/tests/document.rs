//! The figures and examples of the paper on Big Two (capsa banting) and
//! the greedy algorithm, reproduced: the odds of the instant wins, its
//! orderings of plays, and its variations' examples.

use bigtwo_ai::card_core::{CardSet, Deck, binomial};
use bigtwo_ai::num_rational::Ratio;
use bigtwo_ai::rand::SeedableRng;
use bigtwo_ai::rand::rngs::Xoshiro256PlusPlus;
use bigtwo_ai::{InstantWin, Rules, StraightOrder, Twos, Variations, instant_win_odds};

fn rules_with(variations: Variations) -> Rules {
    Rules::builder().variations(variations).build().unwrap()
}

fn beats(rules: &Rules, a: &str, b: &str) -> bool {
    let a = rules.classify(a.parse().unwrap()).unwrap();
    let b = rules.classify(b.parse().unwrap()).unwrap();
    rules.beats(&a, &b, Twos::High)
}

/// A probability in percent.
fn percent(odds: Ratio<u64>) -> f64 {
    *odds.numer() as f64 / *odds.denom() as f64 * 100.0
}

/// N of "1 in N".
fn one_in(odds: Ratio<u64>) -> f64 {
    *odds.denom() as f64 / *odds.numer() as f64
}

/// The number of 13-card hands, C(52, 13).
const HANDS: u64 = 635_013_559_600;

#[test]
fn four_twos_are_1_in_379() {
    // The document: C(48, 9) / C(52, 13) = 0.264106% = 1 : 379.
    let odds = instant_win_odds(InstantWin::FourTwos);
    assert_eq!(binomial(52, 13), HANDS);
    assert_eq!(Ratio::new(1_677_106_640, HANDS), odds);
    assert_eq!(format!("{:.6}", percent(odds)), "0.264106");
    assert_eq!(one_in(odds).round(), 379.0);
}

#[test]
fn a_dragon_is_0_010568_percent() {
    // The document: 4^13 / C(52, 13) = 0.010568% = 1 : 9,462.
    let odds = instant_win_odds(InstantWin::Dragon);
    assert_eq!(Ratio::new(67_108_864, HANDS), odds);
    assert_eq!(format!("{:.6}", percent(odds)), "0.010568");
    assert_eq!(one_in(odds).floor(), 9_462.0);
}

#[test]
fn a_suited_dragon_is_1_in_158_753_389_900() {
    // The document: 4 / C(52, 13) = 0.000000000629908% = 1 : 158,753,389,900.
    let odds = instant_win_odds(InstantWin::SuitedDragon);
    assert_eq!((*odds.numer(), *odds.denom()), (1, 158_753_389_900));
    assert_eq!(format!("{:.15}", percent(odds)), "0.000000000629908");
}

/// Six pairs and a card, counted another way: by how many ranks are held
/// four, three, two and one times, with exactly one rank held an odd
/// number of times (the three of a kind or the single).
#[test]
fn six_pairs_by_rank_patterns() {
    let mut count = 0u64;
    for quads in 0..=3u32 {
        for trips in 0..=1u32 {
            let singles = 1 - trips;
            let cards = 4 * quads + 3 * trips + singles;
            if cards > 13 || (13 - cards) % 2 != 0 {
                continue;
            }
            let pairs = (13 - cards) / 2;
            // Choose the ranks of each group, then the suits in each rank.
            let ranks = binomial(13, quads)
                * binomial(13 - quads, trips)
                * binomial(13 - quads - trips, pairs)
                * binomial(13 - quads - trips - pairs, singles);
            let suits = 4u64.pow(trips) * 6u64.pow(pairs) * 4u64.pow(singles);
            count += ranks * suits;
        }
    }
    // Six pairs of distinct ranks and a seventh rank alone, the strict
    // reading: C(13, 6) · 7 · 6^6 · 4 hands.
    let strict = binomial(13, 6) * 7 * 6u64.pow(6) * 4;
    assert_eq!(strict, 2_241_727_488);
    assert!(count > strict);
    assert_eq!(
        instant_win_odds(InstantWin::SixPairs),
        Ratio::new(count, HANDS)
    );
}

/// A million seeded hands, dealt as a game deals them: every frequency
/// within four standard deviations of its exact probability.
#[test]
fn seeded_deals_agree_with_the_exact_odds() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let deals: u32 = 250_000;
    let mut seen = [0u64; 4];
    for _ in 0..deals {
        let mut deck = Deck::shuffled(&mut rng);
        for _ in 0..4 {
            let hand: CardSet = deck.deal(13).unwrap();
            for (i, win) in InstantWin::ALL.into_iter().enumerate() {
                seen[i] += u64::from(win.holds(hand));
            }
        }
    }
    let hands = f64::from(deals * 4);
    for (i, win) in InstantWin::ALL.into_iter().enumerate() {
        let p = percent(instant_win_odds(win)) / 100.0;
        let sd = (hands * p * (1.0 - p)).sqrt();
        let diff = (seen[i] as f64 - hands * p).abs();
        assert!(
            diff <= 4.0 * sd + 1.0,
            "{win}: {} seen, {:.1} expected",
            seen[i],
            hands * p
        );
    }
    // Frequent enough to mean something: about 2,641 hands with four 2s.
    assert!(seen[1] > 2_400);
}

#[test]
fn the_orderings_of_the_document() {
    let rules = Rules::document();
    // Pairs by rank, then by the higher suit.
    assert!(beats(&rules, "3c 3s", "3d 3h"));
    assert!(beats(&rules, "2d 2c", "As Ah"));
    // Straights by their last card: 3-4-5-6-7 below 9-10-J-Q-K.
    assert!(beats(&rules, "9c Td Jh Qs Kc", "3c 4d 5h 6s 7c"));
    // Flushes by their highest card: 3-4-8-J-A of spades over
    // 5-9-10-Q-K of hearts.
    assert!(beats(&rules, "3s 4s 8s Js As", "5h 9h Th Qh Kh"));
    // Full houses by their triple: aces over threes beat kings over jacks.
    assert!(beats(&rules, "Ac Ad Ah 3c 3d", "Kc Kd Kh Jc Jd"));
    // Four of a kind with any fifth card, over any full house.
    assert!(beats(&rules, "Qc Qd Qh Qs 3c", "2c 2d 2h Ac Ad"));
    // The royal straight flush of spades on top.
    assert!(beats(&rules, "Ts Js Qs Ks As", "Th Jh Qh Kh Ah"));
    // J-Q-K-A-2 is no straight.
    assert!(rules.classify("Jc Qd Kh As 2c".parse().unwrap()).is_err());
}

#[test]
fn the_variations_examples() {
    // (1) A triple of 3s beats a triple of 2s.
    let low_twos = rules_with(Variations::TWO_LOW_IN_COMBOS);
    assert!(beats(&low_twos, "3c 3d 3h", "2c 2d 2h"));
    assert!(beats(&Rules::document(), "2c 2d 2h", "3c 3d 3h"));
    // (2) A six-card straight answers a six-card straight.
    let runs = rules_with(Variations::ANY_LENGTH_STRAIGHTS);
    assert!(beats(&runs, "4c 5d 6h 7s 8c 9d", "3c 4d 5h 6s 7c 8d"));
    assert!(!beats(&runs, "4c 5d 6h 7s 8c 9d", "3c 4d 5h 6s 7c"));
    // All thirteen ranks read as 2 to A: the aces decide, not the kings.
    let ace_high = "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc As";
    let king_high = "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Ks Ac";
    assert!(beats(&runs, ace_high, king_high));
    // (3) 2-3-4-5-6 is not allowed, nor A-2-3-4-5; suited, they are flushes.
    let no_two = rules_with(Variations::NO_TWO_IN_STRAIGHTS);
    assert!(no_two.classify("2c 3d 4h 5s 6c".parse().unwrap()).is_err());
    assert!(no_two.classify("Ac 2d 3h 4s 5c".parse().unwrap()).is_err());
    let suited = no_two.classify("Ac 2c 3c 4c 5c".parse().unwrap()).unwrap();
    assert_eq!(
        suited.kind(),
        bigtwo_ai::Kind::Five(bigtwo_ai::FiveKind::Flush)
    );
    // (4) 2♥-3-4-5-6 beats A-2♦-3-4-5.
    let highest = Rules::builder()
        .straight_order(StraightOrder::HighestCard)
        .build()
        .unwrap();
    assert!(beats(&highest, "2h 3c 4c 5c 6s", "Ac 2d 3d 4h 5h"));
    // (5) A spade flush to the king beats a heart flush to the ace.
    let by_suit = rules_with(Variations::FLUSH_BY_SUIT);
    assert!(beats(&by_suit, "3s 5s 8s Js Ks", "3h 5h 8h Jh Ah"));
    assert!(!beats(
        &Rules::document(),
        "3s 5s 8s Js Ks",
        "3h 5h 8h Jh Ah"
    ));
    // (6) Four of a kind without a fifth card.
    let bare = rules_with(Variations::BARE_FOUR_OF_A_KIND);
    assert!(
        bare.classify("9c 9d 9h 9s".parse().unwrap())
            .unwrap()
            .is_bomb()
    );
    assert!(
        Rules::document()
            .classify("9c 9d 9h 9s".parse().unwrap())
            .is_err()
    );
}
