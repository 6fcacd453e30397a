//! Range breakdowns checked against equities computed one combo at a
//! time, and against the range's own equity.

use card_core::CardSet;
use holdem_enum::{
    BoardError, Breakdown, Calculation, Combo, Equity, EquityError, Feature, HandClass, Matchup,
    MonteCarlo, Range, Variant,
};

fn ranges(players: &[&str]) -> Vec<Range> {
    players.iter().map(|p| p.parse().unwrap()).collect()
}

/// Questions with boards of 0, 3 and 4 cards, dead cards, weights,
/// overlapping ranges and an opponent's known hand that blocks some of
/// the hero's combos.
fn questions() -> Vec<(Vec<Range>, CardSet, CardSet)> {
    let set = |text: &str| text.parse::<CardSet>().unwrap();
    vec![
        (ranges(&["JJ+,AK", "TT,99,88,77"]), set("Ks 9d 4c"), set("")),
        (
            ranges(&["AA,KK@50,AKs@25", "AhKh", "QQ+"]),
            set(""),
            set("2c"),
        ),
        (
            ranges(&["A2s+,KQo", "AK,QQ@30"]),
            set("Ah 7c 2d Qs"),
            set("3h"),
        ),
        (ranges(&["22+", "any"]), set("Jc 8d 3s"), set("")),
        (
            ranges(&["T9s,98s@60,AA", "KK,AQs", "any"]),
            set("Th 9h 2c 5d"),
            set(""),
        ),
    ]
}

fn matchup(players: &[Range], board: CardSet, dead: CardSet) -> Matchup {
    Matchup::new(players.to_vec()).board(board).dead(dead)
}

/// Every player's wins, ties by size, losses and deals.
fn counts(equity: &Equity) -> Vec<(u128, Vec<u128>, u128, u128)> {
    equity
        .players
        .iter()
        .map(|p| (p.wins, p.ties.to_vec(), p.losses(), p.deals))
        .collect()
}

/// `total` plus `equity`'s counts times `weight`.
fn add(total: &mut Vec<(u128, Vec<u128>, u128, u128)>, equity: &Equity, weight: u128) {
    let more = counts(equity);
    if total.is_empty() {
        *total = more.iter().map(|c| (0, vec![0; c.1.len()], 0, 0)).collect();
    }
    for (t, m) in total.iter_mut().zip(more) {
        t.0 += m.0 * weight;
        for (a, b) in t.1.iter_mut().zip(m.1) {
            *a += b * weight;
        }
        t.2 += m.2 * weight;
        t.3 += m.3 * weight;
    }
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[test]
fn each_combo_is_its_own_exact_equity_and_the_classes_add_up_to_the_range() {
    for (players, board, dead) in questions() {
        let whole = matchup(&players, board, dead);
        let breakdown = whole.breakdown(Calculation::exact()).unwrap();
        let hero = &players[0];
        let known = board | dead;
        // The hero's weights as the range's exact equity counts them.
        let divisor = hero
            .iter()
            .filter(|(combo, _)| combo.cards().is_disjoint(known))
            .fold(0, |g, (_, w)| gcd(g, u128::from(w)));
        let mut listed = 0;
        let mut by_class: std::collections::HashMap<HandClass, Vec<_>> = Default::default();
        let mut combos = 0_usize;
        for (combo, weight) in hero.iter() {
            let mut alone = players.clone();
            alone[0] = Range::from(combo);
            let single = matchup(&alone, board, dead).exact();
            let entry = breakdown.combos.iter().find(|c| c.combo == combo);
            match (single, entry) {
                (Ok(equity), Some(entry)) => {
                    assert_eq!(entry.equity, equity, "{combo}");
                    assert_eq!(entry.weight, weight);
                    add(
                        by_class.entry(HandClass::of(combo)).or_default(),
                        &equity,
                        u128::from(weight) / divisor,
                    );
                    listed += 1;
                    combos += 1;
                }
                // A combo on the board, or blocked by the others, is left out.
                (Err(_), None) => {}
                (single, entry) => panic!("{combo}: {single:?} against {entry:?}"),
            }
        }
        assert_eq!(breakdown.combos.len(), listed);
        assert_eq!(breakdown.classes.len(), by_class.len());
        let mut total = Vec::new();
        for class in &breakdown.classes {
            assert_eq!(
                counts(&class.equity),
                by_class[&class.class],
                "{}",
                class.class
            );
            let members: Vec<_> = breakdown
                .combos
                .iter()
                .filter(|c| HandClass::of(c.combo) == class.class)
                .collect();
            assert_eq!(class.combos, members.len());
            let weight: u64 = members.iter().map(|c| u64::from(c.weight)).sum();
            assert_eq!(class.weight, weight);
            add(&mut total, &class.equity, 1);
        }
        assert_eq!(combos, breakdown.classes.iter().map(|c| c.combos).sum());
        let exact = whole.exact().unwrap();
        assert_eq!(total, counts(&exact));
        assert_eq!(breakdown.total, exact);
    }
}

/// A random question: a hero range of up to 8 weighted combos against
/// one or two ranges of up to 6, on a flop or a turn, with a dead card or
/// none.
fn random_question() -> impl proptest::strategy::Strategy<Value = (Vec<Range>, CardSet, CardSet)> {
    use proptest::prelude::*;
    let range = |most: usize| {
        proptest::collection::vec((0..Combo::COUNT, 1u8..=100), 1..=most).prop_map(|combos| {
            let items: Vec<String> = combos
                .iter()
                .map(|&(i, w)| format!("{}@{w}", Combo::from_index(i).unwrap()))
                .collect();
            items.join(",").parse::<Range>().unwrap()
        })
    };
    (
        range(8),
        proptest::collection::vec(range(6), 1..=2),
        proptest::sample::subsequence(card_core::Card::ALL.to_vec(), 5).prop_shuffle(),
        3usize..=4,
        proptest::bool::ANY,
    )
        .prop_map(|(hero, opponents, cards, board, dead)| {
            let mut players = vec![hero];
            players.extend(opponents);
            let board_cards: CardSet = cards[..board].iter().copied().collect();
            let dead_cards: CardSet = match dead {
                true => cards[4..].iter().copied().collect(),
                false => CardSet::EMPTY,
            };
            (players, board_cards, dead_cards)
        })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

    /// On random questions, the breakdown's total is the range's exact
    /// equity (or both fail alike) and each combo its own exact equity.
    #[test]
    fn random_breakdowns_add_up((players, board, dead) in random_question()) {
        let whole = matchup(&players, board, dead);
        match (whole.breakdown(Calculation::exact()), whole.exact()) {
            (Ok(breakdown), Ok(exact)) => {
                proptest::prop_assert_eq!(&breakdown.total, &exact);
                for combo in &breakdown.combos {
                    let mut alone = players.clone();
                    alone[0] = Range::from(combo.combo);
                    let single = matchup(&alone, board, dead).exact().unwrap();
                    proptest::prop_assert_eq!(&combo.equity, &single);
                }
            }
            (Err(a), Err(b)) => proptest::prop_assert_eq!(a, b),
            (a, b) => proptest::prop_assert!(false, "{:?} against {:?}", a, b),
        }
    }
}

/// Classes come in the grid's order, each with a combo.
#[test]
fn classes_follow_the_grid() {
    let breakdown = matchup(
        &ranges(&["22+,A2s+,K9o+", "QQ"]),
        CardSet::EMPTY,
        CardSet::EMPTY,
    )
    .breakdown(Calculation::exact())
    .unwrap();
    let order: Vec<HandClass> = HandClass::all()
        .filter(|class| breakdown.classes.iter().any(|c| c.class == *class))
        .collect();
    let classes: Vec<HandClass> = breakdown.classes.iter().map(|c| c.class).collect();
    assert_eq!(classes, order);
    assert_eq!(classes.len(), 13 + 12 + 4);
}

fn sampled(players: &[&str], board: &str, samples: u64, seed: u64) -> (Breakdown, Matchup) {
    let matchup = matchup(&ranges(players), board.parse().unwrap(), CardSet::EMPTY);
    let options = MonteCarlo::new().samples(samples).seed(seed);
    (
        matchup
            .breakdown(Calculation::monte_carlo(options))
            .unwrap(),
        matchup,
    )
}

/// Samples go to each combo in proportion to how often the range deals
/// it: its weight times its exact number of deals.
#[test]
fn monte_carlo_shares_the_samples_as_the_combos_are_dealt() {
    let players = ["AA,KK@50,AKs@25,QJs", "AhKh,QsJs,KdKc", "QQ+"];
    let (breakdown, matchup) = sampled(&players, "", 100_000, 7);
    let exact = matchup.breakdown(Calculation::exact()).unwrap();
    assert_eq!(breakdown.total.deals, 100_000);
    let dealt: Vec<f64> = exact
        .combos
        .iter()
        .map(|c| f64::from(c.weight) * c.equity.deals as f64)
        .collect();
    let all: f64 = dealt.iter().sum();
    for (combo, dealt) in exact.combos.iter().zip(dealt) {
        let expected = 100_000.0 * dealt / all;
        let got = breakdown
            .combos
            .iter()
            .find(|c| c.combo == combo.combo)
            .map_or(0, |c| c.equity.deals);
        assert!(
            (got as f64 - expected).abs() < 1.0,
            "{}: {got} for {expected}",
            combo.combo
        );
    }
}

/// Sampled class equities are near the exact ones, the seed gives the
/// same breakdown on any number of threads, and another seed another.
#[test]
fn monte_carlo_classes_are_near_the_exact_ones() {
    let players = ["JJ+,AK,T9s", "TT,99,88,77,AQ"];
    let (breakdown, matchup) = sampled(&players, "Ks 9d 4c", 400_000, 2026);
    let exact = matchup.breakdown(Calculation::exact()).unwrap();
    assert_eq!(breakdown.classes.len(), exact.classes.len());
    for (sampled, exact) in breakdown.classes.iter().zip(&exact.classes) {
        assert_eq!(sampled.class, exact.class);
        let hero = &sampled.equity.players[0];
        let error = sampled.equity.standard_error(0).unwrap();
        let gap = (hero.equity() - exact.equity.players[0].equity()).abs();
        assert!(gap < 5.0 * error, "{}: {gap} > 5 x {error}", sampled.class);
    }
    let hero = &breakdown.total.players[0];
    let gap = (hero.equity() - matchup.exact().unwrap().players[0].equity()).abs();
    assert!(gap < 5.0 * breakdown.total.standard_error(0).unwrap());
    let options = MonteCarlo::new().samples(400_000).seed(2026);
    for threads in [1, 3] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        let again = pool.install(|| {
            matchup
                .breakdown(Calculation::monte_carlo(options))
                .unwrap()
        });
        assert_eq!(again, breakdown);
    }
    assert_ne!(
        matchup
            .breakdown(Calculation::monte_carlo(options.seed(1)))
            .unwrap(),
        breakdown
    );
}

#[test]
fn bad_questions_are_errors() {
    let omaha = Matchup::hands(["AsAhKsKh".parse().unwrap(), "any4".parse().unwrap()])
        .variant(Variant::Omaha);
    assert_eq!(
        omaha.breakdown(Calculation::exact()),
        Err(EquityError::Board(BoardError::HoldemOnly {
            feature: Feature::Breakdown,
            variant: Variant::Omaha
        }))
    );
    let pairs = matchup(&ranges(&["QQ+", "AK"]), CardSet::EMPTY, CardSet::EMPTY);
    assert_eq!(
        pairs.breakdown(Calculation::monte_carlo(MonteCarlo::new().samples(0))),
        Err(EquityError::NoSamples)
    );
    let alone = matchup(&ranges(&["QQ+"]), CardSet::EMPTY, CardSet::EMPTY);
    assert_eq!(
        alone.breakdown(Calculation::exact()),
        Err(EquityError::PlayerCount { count: 1 })
    );
    let crowded = matchup(
        &ranges(&["AK", "any", "any", "any", "any"]),
        CardSet::EMPTY,
        CardSet::EMPTY,
    );
    assert!(matches!(
        crowded.breakdown(Calculation::monte_carlo(MonteCarlo::new())),
        Err(EquityError::TooLarge { .. })
    ));
    let known = Combo::from_index(0).unwrap();
    let blocked = Matchup::new([Range::from(known), Range::from(known)]);
    assert!(blocked.breakdown(Calculation::exact()).is_err());
}

/// Inclusion and exclusion over the last opponent's hands never goes
/// below zero on the way (it once did, for a pair against one of its
/// combos).
#[test]
fn a_monte_carlo_breakdown_against_one_combo_of_the_pair() {
    let matchup = Matchup::new(ranges(&["TT", "TcTd"]));
    let options = MonteCarlo::new().samples(1000).seed(3);
    let breakdown = matchup
        .breakdown(Calculation::monte_carlo(options))
        .unwrap();
    // TcTd takes two tens: only TsTh is left to the first player.
    assert_eq!(breakdown.combos.len(), 1);
    assert_eq!(breakdown.combos[0].combo.to_string(), "TsTh");
}

/// A breakdown takes what exact equity takes, no more.
#[test]
fn an_exact_breakdown_has_the_limit_of_exact_equity() {
    let matchup = Matchup::new(ranges(&["22+,A2+,K2+", "22+,A2+,K2+", "22+,A2+,K2+"]));
    let refused =
        |result: Result<_, EquityError>| matches!(result, Err(EquityError::TooLarge { .. }));
    assert!(refused(matchup.exact()));
    assert!(refused(
        matchup.breakdown(Calculation::exact()).map(|b| b.total)
    ));
}

/// A target ends a breakdown after the first round whose total is below
/// it; every round shares its samples among the combos as they are dealt.
#[test]
fn a_breakdown_stops_at_its_target() {
    let matchup = Matchup::new(ranges(&["QQ+,AK", "JJ,TT,AQs"]));
    let options = MonteCarlo::new()
        .samples(10_000_000)
        .seed(4)
        .target_std_error(0.0008);
    let breakdown = matchup
        .breakdown(Calculation::monte_carlo(options))
        .unwrap();
    let total = &breakdown.total;
    let rounds = total.deals / u128::from(MonteCarlo::CHECK_EVERY);
    assert_eq!(total.deals % u128::from(MonteCarlo::CHECK_EVERY), 0);
    assert!(rounds >= 2, "{rounds}");
    assert!((0..2).all(|p| total.standard_error(p).unwrap() < 0.0008));
    // One round fewer was not enough: the same seed with its samples.
    let fewer = u64::try_from(total.deals).unwrap() - MonteCarlo::CHECK_EVERY;
    let options = MonteCarlo::new()
        .samples(fewer)
        .seed(4)
        .target_std_error(0.0008);
    let before = matchup
        .breakdown(Calculation::monte_carlo(options))
        .unwrap()
        .total;
    assert!((0..2).any(|p| before.standard_error(p).unwrap() >= 0.0008));
    // Each round's samples are shared alike: the combos dealt as often
    // have samples within a round of each other.
    let aces: Vec<u128> = breakdown
        .combos
        .iter()
        .filter(|c| HandClass::of(c.combo).to_string() == "AA")
        .map(|c| c.equity.deals)
        .collect();
    assert_eq!(aces.len(), 6);
    assert!(aces.iter().max().unwrap() - aces.iter().min().unwrap() <= rounds);
    // Results do not depend on the number of threads.
    let one = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let again = one
        .install(|| {
            matchup.breakdown(Calculation::monte_carlo(
                MonteCarlo::new()
                    .samples(10_000_000)
                    .seed(4)
                    .target_std_error(0.0008),
            ))
        })
        .unwrap();
    assert_eq!(again, breakdown);
}

/// The equity curve of a breakdown, exact or sampled: shares adding up to
/// 1, ordered by equity, its mean the range's equity, deciles adding up.
#[test]
fn equity_curves_average_to_the_range() {
    for (players, board, dead) in questions() {
        let matchup = matchup(&players, board, dead);
        for calculation in [
            Calculation::exact(),
            Calculation::monte_carlo(MonteCarlo::new().samples(20_000).seed(1)),
        ] {
            let breakdown = matchup.breakdown(calculation).unwrap();
            let curve = breakdown.equity_curve();
            let points = curve.points();
            assert_eq!(points.len(), breakdown.combos.len());
            assert!((points.iter().map(|p| p.share).sum::<f64>() - 1.0).abs() < 1e-9);
            assert!(points.windows(2).all(|w| w[0].equity >= w[1].equity));
            let total = breakdown.total.players[0].equity();
            assert!(
                (curve.mean() - total).abs() < 1e-9,
                "{} {total}",
                curve.mean()
            );
            assert!((curve.deciles().iter().sum::<f64>() - 1.0).abs() < 1e-9);
            let above = curve.share_at_least(0.5);
            let by_hand: f64 = points
                .iter()
                .filter(|p| p.equity >= 0.5)
                .map(|p| p.share)
                .sum();
            assert!((above - by_hand).abs() < 1e-12);
        }
    }
}
