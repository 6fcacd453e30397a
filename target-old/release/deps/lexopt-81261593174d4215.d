/work/main/target-old/release/deps/lexopt-81261593174d4215.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lexopt-0.3.2/src/lib.rs

/work/main/target-old/release/deps/liblexopt-81261593174d4215.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lexopt-0.3.2/src/lib.rs

/work/main/target-old/release/deps/liblexopt-81261593174d4215.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lexopt-0.3.2/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/lexopt-0.3.2/src/lib.rs:
