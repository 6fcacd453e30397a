/work/main/target-old/release/deps/fastrand-13423ba3bdd5cff9.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/global_rng.rs

/work/main/target-old/release/deps/libfastrand-13423ba3bdd5cff9.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/global_rng.rs

/work/main/target-old/release/deps/libfastrand-13423ba3bdd5cff9.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/global_rng.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fastrand-2.5.0/src/global_rng.rs:
