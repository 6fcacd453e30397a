//! Criterion benchmarks of the workspace; the code lives in `benches/`.
