//! The generated preflop tables against the exact engine, against
//! published figures, and the `top X%` ranges.

use holdem_enum::{Calculation, HandClass, Matchup, MonteCarlo, Range, RangeError};

fn class(name: &str) -> HandClass {
    name.parse().unwrap()
}

fn exact(a: &str, b: &str) -> f64 {
    Matchup::new([a.parse().unwrap(), b.parse().unwrap()])
        .exact()
        .unwrap()
        .players[0]
        .equity()
}

/// A sample of cells (every 97th pair of classes, and the diagonal's
/// ends) read back from the exact engine: the table is what the engine
/// computes, to its rounding.
#[test]
fn the_table_is_the_exact_engine_rounded() {
    let classes: Vec<HandClass> = HandClass::all().collect();
    for k in (0..169 * 169).step_by(97).chain([0, 169 * 169 - 1]) {
        let (a, b) = (classes[k / 169], classes[k % 169]);
        let want = exact(&a.to_string(), &b.to_string());
        let got = a.equity_against(b);
        assert!(
            (got - want).abs() <= 0.00005 + 1e-12,
            "{a} vs {b}: {got} {want}"
        );
        assert!((got + b.equity_against(a) - 1.0).abs() <= 0.0001 + 1e-12);
    }
    for name in ["AA", "T9s", "72o", "22"] {
        let want = exact(name, "any");
        let got = class(name).equity_against_random();
        assert!(
            (got - want).abs() <= 0.0000005 + 1e-12,
            "{name}: {got} {want}"
        );
    }
}

/// Published heads-up figures (rounded as published).
#[test]
fn published_matchups() {
    for (a, b, equity) in [
        ("AA", "KK", 0.82),
        ("AKs", "QQ", 0.46),
        ("AKo", "22", 0.47),
        ("72o", "AA", 0.12),
    ] {
        let got = class(a).equity_against(class(b));
        assert!((got - equity).abs() < 0.01, "{a} vs {b}: {got}");
    }
    assert!((class("AA").equity_against_random() - 0.852).abs() < 0.0005);
}

/// The equities against 2 and 3 random hands (a count of the generator's
/// own) against the crate's Monte Carlo engine, within five standard
/// errors, and against the published 73.5% of AA against two hands.
#[test]
fn equities_against_several_hands_are_the_sampled_ones() {
    for (name, opponents) in [("AA", 2), ("72o", 2), ("KK", 3), ("T9s", 3), ("22", 3)] {
        let mut players = vec![name.parse::<Range>().unwrap()];
        players.extend(vec![Range::any(); opponents]);
        let options = MonteCarlo::new().samples(2_000_000).seed(32);
        let sampled = Matchup::new(players)
            .calculate(Calculation::monte_carlo(options))
            .unwrap();
        let error = sampled.standard_error(0).unwrap();
        let got = class(name).equity_against_random_hands(opponents).unwrap();
        let want = sampled.players[0].equity();
        assert!(
            (got - want).abs() < 5.0 * error,
            "{name} against {opponents}: {got} sampled {want} ± {error}"
        );
    }
    let aces = class("AA").equity_against_random_hands(2).unwrap();
    assert!((aces - 0.735).abs() < 0.001, "{aces}");
    assert_eq!(class("AA").equity_against_random_hands(0), None);
    assert_eq!(
        class("AA").equity_against_random_hands(HandClass::MAX_RANDOM_OPPONENTS + 1),
        None
    );
}

#[test]
fn the_orders_are_by_equity_against_random_hands() {
    for opponents in 1..=HandClass::MAX_RANDOM_OPPONENTS {
        let order: Vec<HandClass> = HandClass::by_strength_against(opponents).unwrap().collect();
        assert_eq!(order.len(), 169);
        let equity = |c: &HandClass| c.equity_against_random_hands(opponents).unwrap();
        for pair in order.windows(2) {
            assert!(equity(&pair[0]) >= equity(&pair[1]));
        }
        for (i, class) in order.iter().enumerate() {
            assert_eq!(class.strength_rank_against(opponents), Some(i + 1));
        }
        let mut seen: Vec<usize> = order.iter().map(|c| c.index()).collect();
        seen.sort_unstable();
        assert_eq!(seen, (0..169).collect::<Vec<_>>());
    }
    // The places the guide quotes, heads-up and against 2 and 3 hands.
    for (name, places) in [
        ("87s", [100, 80, 69]),
        ("65s", [128, 108, 94]),
        ("22", [87, 104, 114]),
        ("72o", [165, 168, 168]),
        ("32o", [169, 169, 169]),
    ] {
        let got = [1, 2, 3].map(|n| class(name).strength_rank_against(n).unwrap());
        assert_eq!(got, places, "{name}");
    }
    let moved = |n| {
        HandClass::all()
            .filter(|c| c.strength_rank_against(n) != Some(c.strength_rank()))
            .count()
    };
    assert_eq!((moved(2), moved(3)), (153, 156));
    assert!(HandClass::by_strength_against(0).is_none());
    assert!(HandClass::by_strength_against(4).is_none());
}

/// `top X%` is the smallest prefix holding X% of the combos.
#[test]
fn top_ranges_are_the_smallest_prefix_reaching_the_share() {
    for percent in [0.01, 0.45, 0.46, 5.0, 15.0, 33.3, 99.9, 100.0] {
        let range = Range::top(percent);
        let share = 100.0 * range.len() as f64 / 1326.0;
        assert!(share >= percent - 1e-9, "{percent}");
        let classes: Vec<HandClass> = HandClass::by_strength()
            .take_while(|c| range.iter().any(|(combo, _)| HandClass::of(combo) == *c))
            .collect();
        let last = classes.last().unwrap();
        assert_eq!(
            range.len(),
            classes.iter().map(|c| c.combos()).sum::<usize>()
        );
        assert!(100.0 * (range.len() - last.combos()) as f64 / 1326.0 < percent);
        assert_eq!(last.percentile(), share);
    }
    assert_eq!(Range::top(0.45).to_string(), "AA");
    let weighted: Range = "top 15%, AKo@50".parse().unwrap();
    assert_eq!(weighted.len(), Range::top(15.0).len());
    let ace_king = holdem_enum::Combo::from_cards("Ac Kd".parse().unwrap()).unwrap();
    assert_eq!(weighted.weight(ace_king), 50);
    for bad in ["0%", "101%", "top%", "x%", "+5%"] {
        assert!(
            matches!(bad.parse::<Range>(), Err(RangeError::BadPercent { at: 0 })),
            "{bad}"
        );
    }
}

#[test]
fn classes_parse_as_they_print() {
    for class in HandClass::all() {
        assert_eq!(class.to_string().parse::<HandClass>(), Ok(class));
    }
    assert_eq!(
        "AK".parse::<HandClass>(),
        Err(RangeError::NoShape { at: 2 })
    );
    assert!("AAs".parse::<HandClass>().is_err());
    assert!("AKx".parse::<HandClass>().is_err());
}
