//! Cross-crate examples of the workspace; the code lives in `examples/`.
