//! The checked-in preflop table is exactly what the generator writes
//! (the heads-up matrix by the exact engine, then the count against two
//! and three random hands: 216 to 253 s on the shared two-core machine).

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
