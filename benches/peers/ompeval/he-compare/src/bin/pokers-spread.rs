//! pokers' side of the spread test: RUNS Monte Carlo runs of one question
//! with pokers' `approx_equity`, one thread, about SAMPLES deals each (see
//! `he_compare::pokers_sampled`). Its generator is seeded from the system,
//! so the runs are independent.
//!
//! Usage: pokers-spread 'NAME|mc|RANGE vs RANGE ...|BOARD|DEAD' RUNS SAMPLES
//! Prints one line per run, as he-spread does: the question, each player's
//! equity and the deals.
fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [question, runs, samples] = &args[..] else {
        return Err("usage: pokers-spread QUESTION RUNS SAMPLES".into());
    };
    let (runs, samples): (u64, u64) = (runs.parse()?, samples.parse()?);
    let he_compare::Question { fields, .. } = he_compare::question(question)?;
    let ranges =
        pokers::HandRange::from_strings(fields[2].split(" vs ").map(String::from).collect());
    let (board, dead) = (
        pokers::get_card_mask(fields[3]),
        pokers::get_card_mask(fields[4]),
    );
    for _ in 0..runs {
        let results = he_compare::pokers_sampled(&ranges, board, dead, samples)
            .map_err(|err| format!("{}: pokers: {err:?}", fields[0]))?;
        print!("{} pokers", fields[0]);
        for equity in &results.equities {
            print!(" {equity:.9}");
        }
        println!(" deals={}", results.eval_count);
    }
    Ok(())
}
