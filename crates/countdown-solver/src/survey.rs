//! The whole game surveyed: every distinct selection against every target.

use core::sync::atomic::{AtomicU32, Ordering};

#[cfg(feature = "parallel")]
use rayon::prelude::*;

use crate::op::Results;
use crate::reach::{PeakSets, reachable};
use crate::{LARGE_NUMBERS, Reachable, SMALL_NUMBERS, TILES, TargetRange};

/// Selections per piece of the survey: the pieces are the same whatever the
/// number of threads.
const PIECE: usize = 32;

/// Every distinct selection of six tiles from the bag (two each of 1 to 10,
/// one each of 25, 50, 75, 100), sorted in decreasing order within each
/// selection; 13,243 in all.
///
/// # Examples
///
/// ```
/// let all = countdown_solver::selections();
/// assert_eq!(all.len(), 13_243);
/// assert!(all.contains(&[100, 75, 50, 25, 10, 10]));
/// ```
#[must_use]
pub fn selections() -> Vec<[u64; TILES]> {
    let kinds: Vec<(u64, usize)> = LARGE_NUMBERS
        .iter()
        .rev()
        .map(|&n| (n, 1))
        .chain(SMALL_NUMBERS.iter().rev().map(|&n| (n, 2)))
        .collect();
    let mut out = Vec::new();
    let mut current = Vec::with_capacity(TILES);
    choose(&kinds, &mut current, &mut out);
    out
}

fn choose(kinds: &[(u64, usize)], current: &mut Vec<u64>, out: &mut Vec<[u64; TILES]>) {
    if current.len() == TILES {
        out.push(current[..].try_into().expect("six tiles"));
        return;
    }
    let Some((&(value, copies), rest)) = kinds.split_first() else {
        return;
    };
    for take in 0..=copies.min(TILES - current.len()) {
        current.extend(core::iter::repeat_n(value, take));
        choose(rest, current, out);
        current.truncate(current.len() - take);
    }
}

/// Counts for the selections with a given number of large tiles.
///
/// # Examples
///
/// ```no_run
/// let r = countdown_solver::survey(countdown_solver::TargetRange::STANDARD);
/// let none = r.by_large[0];
/// assert_eq!(none.selections, 2_850); // six small tiles
/// assert!(none.solvable < none.selections * 899);
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LargeCount {
    /// Distinct selections with this many large tiles.
    pub selections: usize,
    /// Games (selection, target) among them with an exact solution.
    pub solvable: usize,
}

/// The result of [`survey`]: every distinct selection against every target.
///
/// A game is a (selection, target) pair, each distinct selection counted
/// once (not weighted by how likely the draw is); solvable means an exact
/// solution exists.
///
/// # Examples
///
/// ```no_run
/// let r = countdown_solver::survey(countdown_solver::TargetRange::STANDARD);
/// assert_eq!(r.by_large.iter().map(|c| c.solvable).sum::<usize>(), r.solvable);
/// assert_eq!(r.reached_by.len(), 899);
/// ```
///
/// With the `serde` feature a report is read back only if its counts hold
/// together as a survey's do: one count per target, the game's 13,243
/// selections split by large tiles as the bag splits them, solvable games
/// summed alike per target and per number of large tiles, complete
/// selections and the largest peak among the game's selections, in range
/// and reached.
#[non_exhaustive]
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SurveyReport {
    /// The targets surveyed.
    pub range: TargetRange,
    /// How many distinct selections there are (13,243).
    pub selections: usize,
    /// Games with an exact solution.
    pub solvable: usize,
    /// Indexed by the number of large tiles, 0 to 4.
    pub by_large: [LargeCount; LARGE_NUMBERS.len() + 1],
    /// For each target of the range, in order, how many selections reach it.
    pub reached_by: Vec<usize>,
    /// The selections that reach every target of the range.
    pub complete: Vec<[u64; TILES]>,
    /// The largest value any solvable game needs on the way, with the game
    /// that needs it: the largest, over games, of the smallest peak of a
    /// solution (`None` if no game is solvable).
    pub largest_peak: Option<LargestPeak>,
}

/// A game whose every solution reaches a large value on the way: see
/// [`SurveyReport::largest_peak`].
///
/// # Examples
///
/// ```no_run
/// let r = countdown_solver::survey(countdown_solver::TargetRange::STANDARD);
/// let peak = r.largest_peak.expect("most games are solvable");
/// assert!(peak.peak >= peak.target);
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LargestPeak {
    /// The smallest peak of a solution of the game: the largest number or
    /// intermediate result in its calculation.
    pub peak: u64,
    /// The six tiles of the game.
    pub selection: [u64; TILES],
    /// Its target.
    pub target: u64,
}

impl SurveyReport {
    /// How many games there are: selections times targets.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// let r = countdown_solver::survey(countdown_solver::TargetRange::STANDARD);
    /// assert_eq!(r.games(), 13_243 * 899);
    /// ```
    #[must_use]
    pub fn games(&self) -> usize {
        self.selections * self.range.len()
    }

    /// The `k` targets reached by the fewest selections, hardest first, as
    /// (target, selections reaching it).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// let r = countdown_solver::survey(countdown_solver::TargetRange::STANDARD);
    /// let hardest = r.hardest_targets(3);
    /// assert!(hardest[0].1 <= hardest[2].1);
    /// ```
    #[must_use]
    pub fn hardest_targets(&self, k: usize) -> Vec<(u64, usize)> {
        let mut all: Vec<(u64, usize)> = self
            .reached_by
            .iter()
            .enumerate()
            .map(|(i, &c)| (self.range.lo() + i as u64, c))
            .collect();
        all.sort_by_key(|&(t, c)| (c, t));
        all.truncate(k);
        all
    }
}

/// A report is read back only if its counts hold together (see
/// [`SurveyReport`]), so that every method answers.
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for SurveyReport {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// The fields as written.
        #[derive(serde::Deserialize)]
        #[serde(rename = "SurveyReport", deny_unknown_fields)]
        struct Fields {
            range: TargetRange,
            selections: usize,
            solvable: usize,
            by_large: [LargeCount; LARGE_NUMBERS.len() + 1],
            reached_by: Vec<usize>,
            complete: Vec<[u64; TILES]>,
            largest_peak: Option<LargestPeak>,
        }
        let f = Fields::deserialize(deserializer)?;
        let report = SurveyReport {
            range: f.range,
            selections: f.selections,
            solvable: f.solvable,
            by_large: f.by_large,
            reached_by: f.reached_by,
            complete: f.complete,
            largest_peak: f.largest_peak,
        };
        report.check().map_err(serde::de::Error::custom)?;
        Ok(report)
    }
}

#[cfg(feature = "serde")]
impl SurveyReport {
    /// Whether the counts hold together as a survey's do, else what does
    /// not.
    fn check(&self) -> Result<(), String> {
        let game = selections();
        let mut by_large = [0; LARGE_NUMBERS.len() + 1];
        for sel in &game {
            by_large[large_tiles(sel)] += 1;
        }
        let targets = self.range.len();
        if self.reached_by.len() != targets {
            return Err(format!(
                "{} counts of selections per target for {targets} targets",
                self.reached_by.len()
            ));
        }
        if self.selections != game.len() {
            return Err(format!(
                "{} selections: the game has {}",
                self.selections,
                game.len()
            ));
        }
        for (large, (count, want)) in self.by_large.iter().zip(by_large).enumerate() {
            if count.selections != want || count.solvable > want * targets {
                return Err(format!(
                    "{} selections with {large} large tiles, {} solvable games: the game has \
                     {want} such selections",
                    count.selections, count.solvable
                ));
            }
        }
        let per_large: usize = self.by_large.iter().map(|c| c.solvable).sum();
        let per_target = self
            .reached_by
            .iter()
            .try_fold(0usize, |sum, &c| (c <= self.selections).then(|| sum + c));
        if per_target != Some(self.solvable) || per_large != self.solvable {
            return Err(format!(
                "{} solvable games, but the counts per target and per number of large \
                 tiles do not add up to it",
                self.solvable
            ));
        }
        let mut complete = self.complete.clone();
        complete.sort_unstable();
        complete.dedup();
        let reached_by_all = self.reached_by.iter().min().copied().unwrap_or(0);
        if complete.len() != self.complete.len()
            || complete.len() > reached_by_all
            || complete.iter().any(|sel| !game.contains(sel))
        {
            return Err(
                "the complete selections are not distinct selections of the game reaching \
                 every target"
                    .to_string(),
            );
        }
        match self.largest_peak {
            None if self.solvable == 0 => Ok(()),
            Some(p)
                if self.range.contains(p.target)
                    && p.peak >= p.target
                    && self.reached_by[(p.target - self.range.lo()) as usize] > 0
                    && game.contains(&p.selection) =>
            {
                Ok(())
            }
            _ => Err(format!(
                "the largest peak {:?} is not that of a solvable game of the survey",
                self.largest_peak
            )),
        }
    }
}

/// How many of a selection's tiles are large numbers.
fn large_tiles(sel: &[u64; TILES]) -> usize {
    sel.iter().filter(|n| LARGE_NUMBERS.contains(n)).count()
}

/// Surveys the whole game: every distinct selection of six tiles (see
/// [`selections`]) against every target of `range`.
///
/// The selections are cut into fixed pieces, surveyed on rayon's threads
/// with the `parallel` feature (default; the pool the caller `install`s, or
/// `RAYON_NUM_THREADS`) and in order on the calling thread without it; the
/// counts are exact sums, so the report is the same on any number of
/// threads. Memory is one count per target for the whole survey, and per
/// thread the value sets of one selection and one word per target.
///
/// # Examples
///
/// ```no_run
/// use countdown_solver::{TargetRange, survey};
/// let report = survey(TargetRange::STANDARD);
/// assert_eq!(report.selections, 13_243);
/// println!("{} of {} games solvable", report.solvable, report.games());
/// ```
#[must_use]
pub fn survey(range: TargetRange) -> SurveyReport {
    survey_of(&selections(), range)
}

/// The survey over a given list of six-tile selections.
pub(crate) fn survey_of(all: &[[u64; TILES]], range: TargetRange) -> SurveyReport {
    let reached: Vec<AtomicU32> = (0..range.len()).map(|_| AtomicU32::new(0)).collect();
    let piece = |sets: &mut PeakSets, chunk: &[[u64; TILES]]| {
        let mut tally = Tally::default();
        for sel in chunk {
            let r = reachable(sets, sel, range).expect("six tiles of the game stay within 32 bits");
            tally.add(sel, &r, &reached);
        }
        tally
    };
    let new_sets = || PeakSets::new(Results::New);
    #[cfg(feature = "parallel")]
    let tally = all
        .par_chunks(PIECE)
        .map_init(new_sets, piece)
        .reduce(Tally::default, Tally::merge);
    #[cfg(not(feature = "parallel"))]
    let tally = {
        let mut sets = new_sets();
        all.chunks(PIECE)
            .map(|chunk| piece(&mut sets, chunk))
            .fold(Tally::default(), Tally::merge)
    };
    let mut complete = tally.complete;
    complete.sort_unstable_by(|a, b| b.cmp(a));
    SurveyReport {
        range,
        selections: tally.selections,
        solvable: tally.solvable,
        by_large: tally.by_large,
        reached_by: reached
            .into_iter()
            .map(|c| c.into_inner() as usize)
            .collect(),
        complete,
        largest_peak: tally.largest_peak,
    }
}

/// The counts of some selections, but for the counts per target (kept once
/// for the whole survey).
#[derive(Debug, Default)]
struct Tally {
    selections: usize,
    solvable: usize,
    by_large: [LargeCount; LARGE_NUMBERS.len() + 1],
    complete: Vec<[u64; TILES]>,
    largest_peak: Option<LargestPeak>,
}

impl Tally {
    fn add(&mut self, sel: &[u64; TILES], r: &Reachable, reached: &[AtomicU32]) {
        let count = r.count();
        let large = large_tiles(sel);
        self.selections += 1;
        self.solvable += count;
        self.by_large[large].selections += 1;
        self.by_large[large].solvable += count;
        if count == r.range().len() {
            self.complete.push(*sel);
        }
        // The selection's largest (peak, target), then one comparison.
        let mut largest = None;
        for (t, peak) in r.reached() {
            reached[(t - r.range().lo()) as usize].fetch_add(1, Ordering::Relaxed);
            largest = largest.max(Some((peak, t)));
        }
        let round = largest.map(|(peak, target)| LargestPeak {
            peak,
            selection: *sel,
            target,
        });
        self.largest_peak = self.largest_peak.max(round);
    }

    fn merge(mut self, other: Tally) -> Tally {
        self.selections += other.selections;
        self.solvable += other.solvable;
        for (a, b) in self.by_large.iter_mut().zip(other.by_large) {
            a.selections += b.selections;
            a.solvable += b.solvable;
        }
        self.complete.extend(other.complete);
        self.largest_peak = self.largest_peak.max(other.largest_peak);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve;

    #[test]
    fn tallies_agree_with_the_solver_on_a_sample() {
        let sample: Vec<[u64; TILES]> = selections().into_iter().step_by(100).collect();
        let range = TargetRange::new(101, 180).unwrap();
        let report = survey_of(&sample, range);
        let mut solvable = 0;
        let mut by_large = [LargeCount::default(); 5];
        let mut reached_by = vec![0; range.len()];
        let mut complete = Vec::new();
        for sel in &sample {
            let large = sel.iter().filter(|&&n| n > 10).count();
            let hits: Vec<u64> = (101..=180)
                .filter(|&t| solve(sel, t).unwrap().is_exact())
                .collect();
            solvable += hits.len();
            by_large[large].selections += 1;
            by_large[large].solvable += hits.len();
            for t in &hits {
                reached_by[(t - 101) as usize] += 1;
            }
            if hits.len() == range.len() {
                complete.push(*sel);
            }
        }
        complete.sort_unstable_by(|a, b| b.cmp(a));
        assert_eq!(report.selections, sample.len());
        assert_eq!(report.solvable, solvable);
        assert_eq!(report.by_large, by_large);
        assert_eq!(report.reached_by, reached_by);
        assert_eq!(report.complete, complete);
        let LargestPeak {
            peak,
            selection,
            target,
        } = report.largest_peak.unwrap();
        assert!(peak >= target && selection.iter().all(|&n| n <= peak));
    }

    /// Once a thread count of the library (clamped silently); now rayon's,
    /// and the report the same on any.
    #[cfg(feature = "parallel")]
    #[test]
    fn the_report_does_not_depend_on_the_number_of_threads() {
        let sample: Vec<[u64; TILES]> = selections().into_iter().step_by(37).collect();
        let range = TargetRange::new(101, 400).unwrap();
        let on = |threads| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| survey_of(&sample, range))
        };
        let one = on(1);
        assert_eq!(one.selections, sample.len());
        assert_eq!(on(3), one);
        assert_eq!(on(8), one);
    }
}
