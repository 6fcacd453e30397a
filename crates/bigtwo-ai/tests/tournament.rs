//! Tournaments: the same seed gives the same results on any number of
//! threads, and duplicate deals seat every strategy everywhere.

use bigtwo_ai::{
    Budget, Greedy, RandomPlayer, Rules, Smart, Strategy, Strong, Tournament, wilson_interval,
};

#[test]
fn results_do_not_depend_on_the_number_of_threads() {
    let strong = Strong::new(Budget::Work(1_600));
    let lineup: [&dyn Strategy; 4] = [&strong, &Smart, &Greedy, &RandomPlayer];
    let tournament = Tournament::new(Rules::document()).deals(12).seed(99);
    let counts = |threads| {
        let report = tournament.threads(threads).run(&lineup).unwrap();
        report
            .standings
            .iter()
            .map(|s| (s.name.clone(), s.games, s.wins, s.score, s.decisions))
            .collect::<Vec<_>>()
    };
    let one = counts(1);
    assert_eq!(one, counts(2));
    assert_eq!(one, counts(5));
    // Every game has one winner and scores that sum to zero.
    assert_eq!(one.iter().map(|s| s.2).sum::<u64>(), 48);
    assert_eq!(one.iter().map(|s| s.3).sum::<i64>(), 0);
    // Another seed, other games.
    let other = tournament.seed(100).threads(2).run(&lineup).unwrap();
    assert_ne!(
        one.iter().map(|s| s.4).collect::<Vec<_>>(),
        other
            .standings
            .iter()
            .map(|s| s.decisions)
            .collect::<Vec<_>>()
    );
}

#[test]
fn identical_players_share_the_wins_of_duplicate_deals() {
    // Each deal is played from every seat by every place of the lineup,
    // so four copies of one deterministic strategy win the same games.
    let report = Tournament::new(Rules::document())
        .deals(30)
        .seed(1)
        .run(&[&Greedy; 4])
        .unwrap();
    let wins: Vec<u64> = report.standings.iter().map(|s| s.wins).collect();
    assert!(wins.iter().all(|&w| w == wins[0]), "{wins:?}");
    assert_eq!(wins.iter().sum::<u64>(), 120);
}

#[test]
fn wilson_intervals_match_the_formula() {
    // 57.6% of 2,000: the interval by hand, p ± z·sqrt(p(1-p)/n + z²/4n²)
    // around (p + z²/2n) / (1 + z²/n).
    let (low, high) = wilson_interval(1152, 2000, 1.96);
    assert!((low - 0.55420).abs() < 1e-4, "{low}");
    assert!((high - 0.59751).abs() < 1e-4, "{high}");
    let (low, high) = wilson_interval(0, 10, 1.96);
    assert_eq!(low, 0.0);
    assert!((high - 0.27753).abs() < 1e-4);
}
