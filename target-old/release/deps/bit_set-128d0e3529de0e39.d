/work/main/target-old/release/deps/bit_set-128d0e3529de0e39.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/iter.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/set.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/util.rs

/work/main/target-old/release/deps/libbit_set-128d0e3529de0e39.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/iter.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/set.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/util.rs

/work/main/target-old/release/deps/libbit_set-128d0e3529de0e39.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/iter.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/set.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/util.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/iter.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/set.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/bit-set-0.11.1/src/util.rs:
