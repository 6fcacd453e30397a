/work/main/target-old/release/deps/fnv-f2e4191958252402.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fnv-1.0.7/lib.rs

/work/main/target-old/release/deps/libfnv-f2e4191958252402.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fnv-1.0.7/lib.rs

/work/main/target-old/release/deps/libfnv-f2e4191958252402.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fnv-1.0.7/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/fnv-1.0.7/lib.rs:
