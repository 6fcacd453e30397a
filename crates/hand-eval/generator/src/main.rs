//! Writes the lookup tables of `hand-eval`: `cargo run -p hand-eval-generator`.

use std::fs;

fn main() -> std::io::Result<()> {
    let dir = hand_eval_generator::tables_dir();
    for table in hand_eval_generator::generate() {
        let path = dir.join(table.file);
        fs::write(&path, table.source)?;
        println!("wrote {}", path.display());
    }
    Ok(())
}
