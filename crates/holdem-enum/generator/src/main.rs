//! Writes the preflop tables of `holdem-enum`:
//! `cargo run --release -p holdem-enum-generator`.

use std::fs;
use std::time::Instant;

fn main() -> std::io::Result<()> {
    let started = Instant::now();
    let table = holdem_enum_generator::generate();
    let path = holdem_enum_generator::table_path();
    fs::write(&path, table)?;
    println!(
        "wrote {} in {:.1} s",
        path.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
