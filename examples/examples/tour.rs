//! A short printed tour of the workspace, one section per crate.
//!
//! ```sh
//! cargo run --release --example tour
//! ```

fn main() {
    println!("A tour of the cardgames workspace");
}
