//! Tournaments: the same seed gives the same results on any number of
//! threads, duplicate deals seat every strategy everywhere, counts that
//! cannot be played are refused, and win rates carry their uncertainty.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use bigtwo_ai::rand::Rng;
use bigtwo_ai::{
    Action, Budget, Greedy, PlayerView, RandomPlayer, Rules, Smart, Strategy, Strong, Tournament,
    TournamentError, TournamentReport,
};

/// Runs `tournament` in a rayon pool of `threads` threads.
fn run_on(
    threads: usize,
    tournament: Tournament<'_>,
    lineup: &[&dyn Strategy; 4],
) -> TournamentReport {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    pool.install(|| tournament.run(lineup)).unwrap().0
}

#[test]
fn results_do_not_depend_on_the_number_of_threads() {
    let strong = Strong::new(Budget::Work(1_600));
    let lineup: [&dyn Strategy; 4] = [&strong, &Smart, &Greedy, &RandomPlayer];
    let tournament = Tournament::new(Rules::document()).deals(12).seed(99);
    let one = run_on(1, tournament, &lineup);
    assert_eq!(one, run_on(2, tournament, &lineup));
    assert_eq!(one, run_on(5, tournament, &lineup));
    // Every game has one winner and scores that sum to zero.
    assert_eq!(one.standings.iter().map(|s| s.wins).sum::<u64>(), 48);
    assert_eq!(one.standings.iter().map(|s| s.score).sum::<i64>(), 0);
    // Another seed, other games.
    assert_ne!(one, run_on(2, tournament.seed(100), &lineup));
}

#[test]
fn identical_players_share_the_wins_of_duplicate_deals() {
    // Each deal is played from every seat by every place of the lineup,
    // so four copies of one deterministic strategy win the same games.
    let (report, _) = Tournament::new(Rules::document())
        .deals(30)
        .seed(1)
        .run(&[&Greedy; 4])
        .unwrap();
    let wins: Vec<u64> = report.standings.iter().map(|s| s.wins).collect();
    assert!(wins.iter().all(|&w| w == wins[0]), "{wins:?}");
    assert_eq!(wins.iter().sum::<u64>(), 120);
}

#[test]
fn counts_that_cannot_be_played_are_refused() {
    let tournament = Tournament::new(Rules::document());
    for deals in [0, Tournament::MAX_DEALS + 1, 1 << 62, u64::MAX] {
        let err = tournament.deals(deals).run(&[&Greedy; 4]).unwrap_err();
        assert_eq!(err, TournamentError::Deals { deals });
        assert_eq!(tournament.deals(deals).games(), deals.checked_mul(4));
    }
    assert_eq!(
        tournament.deals(Tournament::MAX_DEALS).games(),
        Some(u64::MAX - 3)
    );
}

#[test]
fn wilson_intervals_match_the_formula() {
    // Greedy against three random players over 250 deals; the interval by
    // hand, p ± z·sqrt(p(1-p)/n + z²/4n²) around (p + z²/2n) / (1 + z²/n).
    let (report, _) = Tournament::new(Rules::document())
        .deals(250)
        .seed(3)
        .run(&[&Greedy, &RandomPlayer, &RandomPlayer, &RandomPlayer])
        .unwrap();
    for standing in &report.standings {
        let n = standing.games as f64;
        let p = standing.wins as f64 / n;
        let z = 1.959_964f64;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
        let (low, high) = standing.confidence_interval();
        assert!((low - (centre - half).max(0.0)).abs() < 1e-6, "{low}");
        assert!((high - (centre + half).min(1.0)).abs() < 1e-6, "{high}");
        assert!((standing.standard_error() - (p * (1.0 - p) / n).sqrt()).abs() < 1e-12);
    }
}

/// Greedy, setting a flag at its `after`-th decision: a Ctrl-C in the
/// middle of a deal.
struct Stopper<'a> {
    flag: &'a AtomicBool,
    after: u64,
    decisions: AtomicU64,
}

impl Strategy for Stopper<'_> {
    fn name(&self) -> &str {
        "stopper"
    }

    fn choose(&self, view: &PlayerView<'_>, rng: &mut dyn Rng) -> Action {
        if self.decisions.fetch_add(1, Ordering::Relaxed) + 1 == self.after {
            self.flag.store(true, Ordering::Relaxed);
        }
        Greedy.choose(view, rng)
    }
}

/// A tournament cancelled during a deal plays that deal out and starts no
/// other: on one thread its report is that of the deals up to it, counted
/// by the progress counter, and it is a report a tournament could make.
#[test]
fn a_cancelled_tournament_reports_the_deals_played() {
    for after in [1, 150, 400] {
        let flag = AtomicBool::new(false);
        let done = AtomicU64::new(0);
        let stopper = Stopper {
            flag: &flag,
            after,
            decisions: AtomicU64::new(0),
        };
        let lineup: [&dyn Strategy; 4] = [&stopper, &Greedy, &Smart, &Greedy];
        // Far more deals than anyone could wait for: the flag ends it.
        let tournament = Tournament::new(Rules::document())
            .deals(Tournament::MAX_DEALS)
            .seed(8)
            .cancel(&flag)
            .progress(&done);
        let stopped = run_on(1, tournament, &lineup);
        let deals = done.load(Ordering::Relaxed);
        assert!(deals >= 1);
        assert_eq!(stopped.games, 4 * deals);
        let whole = Tournament::new(Rules::document()).deals(deals).seed(8);
        let plain = [&Greedy as &dyn Strategy, &Greedy, &Smart, &Greedy];
        let mut expected = run_on(1, whole, &plain);
        expected.standings[0].name = "stopper".into();
        assert_eq!(stopped, expected, "cancelled at decision {after}");
    }
    // On several threads the deals under way are played out, still whole.
    let flag = AtomicBool::new(false);
    let stopper = Stopper {
        flag: &flag,
        after: 300,
        decisions: AtomicU64::new(0),
    };
    let tournament = Tournament::new(Rules::document())
        .deals(Tournament::MAX_DEALS)
        .cancel(&flag);
    let stopped = run_on(3, tournament, &[&stopper, &Greedy, &Greedy, &Greedy]);
    assert!(stopped.games > 0 && stopped.games.is_multiple_of(4));
    assert_eq!(
        stopped.standings.iter().map(|s| s.wins).sum::<u64>(),
        stopped.games
    );
}
