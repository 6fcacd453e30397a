/work/main/target-old/release/deps/rand_xorshift-af6d9243bef94448.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_xorshift-0.5.0/src/lib.rs

/work/main/target-old/release/deps/librand_xorshift-af6d9243bef94448.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_xorshift-0.5.0/src/lib.rs

/work/main/target-old/release/deps/librand_xorshift-af6d9243bef94448.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_xorshift-0.5.0/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/rand_xorshift-0.5.0/src/lib.rs:
