//! What the three programs share: a question of `questions.txt` read as a
//! `Matchup`, and the one global rayon pool they run on.
use holdem_enum::{Matchup, Range};

/// A question read: its fields, each player's combo count and the matchup.
pub struct Question<'a> {
    pub fields: Vec<&'a str>,
    pub combos: Vec<usize>,
    pub matchup: Matchup,
}

/// The question `NAME|exact-or-mc|RANGE vs RANGE ...|BOARD|DEAD`.
pub fn question(text: &str) -> Result<Question<'_>, Box<dyn std::error::Error>> {
    let fields: Vec<&str> = text.split('|').collect();
    if fields.len() != 5 {
        return Err(format!("a question has 5 fields separated by '|': {text}").into());
    }
    // OMPEval's "random" is holdem-enum's "any".
    let ranges = fields[2]
        .split(" vs ")
        .map(|r| r.replace("random", "any").parse::<Range>())
        .collect::<Result<Vec<_>, _>>()?;
    let combos = ranges.iter().map(Range::len).collect();
    let matchup = Matchup::new(ranges)
        .board(fields[3].parse()?)
        .dead(fields[4].parse()?);
    Ok(Question {
        fields,
        combos,
        matchup,
    })
}

/// Runs the library on the global rayon pool of `threads` threads, from
/// the calling thread, as a program using it would.
pub fn threads(threads: usize) -> Result<(), rayon::ThreadPoolBuildError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build_global()
}
