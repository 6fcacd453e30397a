//! holdem-enum's exact equity of one question, N times in one process on one
//! thread, without a clock: run under callgrind with N + 1 and 1 repetitions
//! (`cgall.sh`), the difference divided by N is one call's instructions.
//!
//! Usage: reps 'NAME|exact|RANGE vs RANGE ...|BOARD|DEAD' N
//! Prints the deals counted in all.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [question, n] = &args[..] else {
        return Err("usage: reps QUESTION N".into());
    };
    let n: u64 = n.parse()?;
    let he_compare::Question { matchup, .. } = he_compare::question(question)?;
    he_compare::threads(1)?;
    let mut deals = 0;
    for _ in 0..n {
        deals += matchup.exact()?.deals;
    }
    println!("{deals}");
    Ok(())
}
