//! How many threads a calculation uses, and the pool that runs its jobs.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

/// How many threads an equity calculation may use. Results do not depend
/// on it: the work is cut into the same pieces whatever the number of
/// threads, and their counts are added exactly.
///
/// # Examples
///
/// ```
/// use std::num::NonZeroUsize;
/// use holdem_enum::Threads;
///
/// assert_eq!(Threads::default(), Threads::All);
/// assert_eq!(Threads::Exactly(NonZeroUsize::MIN).count(), 1);
/// assert!(Threads::All.count() >= 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Threads {
    /// One thread per core the system reports.
    #[default]
    All,
    /// This many threads.
    Exactly(NonZeroUsize),
}

impl Threads {
    /// The number of threads this stands for.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::num::NonZeroUsize;
    /// use holdem_enum::Threads;
    ///
    /// let four = Threads::Exactly(NonZeroUsize::new(4).unwrap());
    /// assert_eq!(four.count(), 4);
    /// ```
    pub fn count(self) -> usize {
        match self {
            Threads::All => thread::available_parallelism().map_or(1, NonZeroUsize::get),
            Threads::Exactly(n) => n.get(),
        }
    }
}

/// Runs `job(0..jobs)` on up to `threads` threads and returns the results
/// in job order.
pub(crate) fn run<T: Send>(
    threads: Threads,
    jobs: usize,
    job: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    let workers = threads.count().min(jobs);
    if workers <= 1 {
        return (0..jobs).map(job).collect();
    }
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, T)> = thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= jobs {
                            return mine;
                        }
                        mine.push((i, job(i)));
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| match handle.join() {
                Ok(results) => results,
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .collect()
    });
    done.sort_unstable_by_key(|&(i, _)| i);
    done.into_iter().map(|(_, result)| result).collect()
}
