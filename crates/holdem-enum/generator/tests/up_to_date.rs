//! The checked-in preflop table is exactly what the generator writes
//! (about two minutes on two cores: the heads-up matrix by the exact
//! engine, then the count against two and three random hands).

#[test]
fn the_table_is_up_to_date() {
    let path = holdem_enum_generator::table_path();
    let on_disk = std::fs::read_to_string(&path).expect("the table file exists");
    assert!(
        on_disk == holdem_enum_generator::generate(),
        "{} is stale: run `cargo run --release -p holdem-enum-generator`",
        path.display()
    );
}
