/work/main/target-old/release/deps/bit_vec-d2806fbf27679151.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-vec-0.10.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-vec-0.10.1/src/util.rs

/work/main/target-old/release/deps/libbit_vec-d2806fbf27679151.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-vec-0.10.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-vec-0.10.1/src/util.rs

/work/main/target-old/release/deps/libbit_vec-d2806fbf27679151.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-vec-0.10.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-vec-0.10.1/src/util.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-vec-0.10.1/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-vec-0.10.1/src/util.rs:
