//! A tournament's memory does not grow with its number of games: results
//! are added up as deals are played, not kept until the end.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use bigtwo_ai::{Greedy, Rules, Tournament};

/// The system allocator, counting the bytes in use and their peak.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded to the system allocator unchanged; the
// counters only observe sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = IN_USE.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
        PEAK.fetch_max(now, Ordering::SeqCst);
        // SAFETY: the caller's layout is passed on as received.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size(), Ordering::SeqCst);
        // SAFETY: `ptr` was allocated by `System` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The most memory a tournament of `deals` deals held beyond what was in
/// use before, on one thread.
fn peak_growth(deals: u64) -> usize {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    pool.install(|| {
        let before = IN_USE.load(Ordering::SeqCst);
        PEAK.store(before, Ordering::SeqCst);
        let tournament = Tournament::new(Rules::document()).deals(deals).seed(5);
        let (report, _) = tournament.run(&[&Greedy; 4]).unwrap();
        assert_eq!(report.games, 4 * deals);
        PEAK.load(Ordering::SeqCst) - before
    })
}

#[test]
fn memory_does_not_grow_with_the_number_of_games() {
    let small = peak_growth(20);
    let large = peak_growth(2_000);
    // Keeping a record per game would add hundreds of kilobytes.
    assert!(
        large < small + 16 * 1024,
        "{small} bytes for 80 games, {large} for 8,000"
    );
}
