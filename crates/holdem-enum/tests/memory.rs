//! Memory does not grow with the number of Monte Carlo samples: the
//! blocks are folded into running totals, not kept until the end. The
//! allocator of this test binary records the peak of the bytes in use.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use holdem_enum::{Calculation, Matchup, MonteCarlo};

struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded to the system allocator unchanged; the
// counters only observe the sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = IN_USE.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
        PEAK.fetch_max(now, Ordering::SeqCst);
        // SAFETY: the caller's contract is the system allocator's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size(), Ordering::SeqCst);
        // SAFETY: `ptr` came from `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The most bytes in use above those in use before, while `f` runs.
fn peak_during(f: impl FnOnce()) -> usize {
    let before = IN_USE.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    f();
    PEAK.load(Ordering::SeqCst) - before
}

#[test]
fn memory_does_not_grow_with_the_number_of_samples() {
    let matchup = Matchup::new(["AhAs".parse().unwrap(), "KdKc".parse().unwrap()]);
    let run = |blocks: u64| {
        let options = MonteCarlo::new()
            .samples(blocks * MonteCarlo::BLOCK)
            .seed(1);
        matchup
            .calculate(Calculation::monte_carlo(options))
            .unwrap();
    };
    run(4); // starts the thread pool
    let few = peak_during(|| run(8));
    let many = peak_during(|| run(512));
    // One tally per block kept until the end would take about 1 kB a
    // block: half a megabyte more for 512 blocks.
    assert!(
        many < few + 64 * 1024,
        "8 blocks: {few} bytes, 512 blocks: {many} bytes"
    );
}
