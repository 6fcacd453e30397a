/work/main/target-old/release/deps/unarray-3f96c8b9265387b7.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/build.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/map.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/from_iter.rs

/work/main/target-old/release/deps/libunarray-3f96c8b9265387b7.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/build.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/map.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/from_iter.rs

/work/main/target-old/release/deps/libunarray-3f96c8b9265387b7.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/build.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/map.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/from_iter.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/build.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/map.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/unarray-0.1.4/src/from_iter.rs:
