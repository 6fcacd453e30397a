/work/main/target-old/release/deps/thousands-b2df5a4a7bf934cf.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/digits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/policies.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/traits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/display.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/helpers.rs

/work/main/target-old/release/deps/libthousands-b2df5a4a7bf934cf.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/digits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/policies.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/traits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/display.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/helpers.rs

/work/main/target-old/release/deps/libthousands-b2df5a4a7bf934cf.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/digits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/policies.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/traits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/display.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/helpers.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/digits.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/policies.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/traits.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/display.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/thousands-0.2.0/src/helpers.rs:
