//! The programme's scoring of a declared value against the target.

/// The points for reaching the target exactly: the most a round scores.
pub const EXACT_POINTS: u32 = 10;

/// The programme's scoring: 10 points for the target exactly, 7 for a value
/// 1 to 5 away, 5 for 6 to 10 away, nothing further off.
///
/// # Examples
///
/// ```
/// use countdown_solver::score;
/// assert_eq!(score(500, 500), countdown_solver::EXACT_POINTS);
/// assert_eq!(score(500, 495), 7);
/// assert_eq!(score(500, 510), 5);
/// assert_eq!(score(500, 511), 0);
/// ```
#[must_use]
pub fn score(target: u64, value: u64) -> u32 {
    match value.abs_diff(target) {
        0 => EXACT_POINTS,
        1..=5 => 7,
        6..=10 => 5,
        _ => 0,
    }
}
