//! The checked-in tables are exactly what the generator writes.

#[test]
fn tables_are_up_to_date() {
    let dir = hand_eval_generator::tables_dir();
    for table in hand_eval_generator::generate() {
        let path = dir.join(table.file);
        let on_disk = std::fs::read_to_string(&path).expect("table file exists");
        assert!(
            on_disk == table.source,
            "{} is stale: run `cargo run -p hand-eval-generator`",
            path.display()
        );
    }
}
