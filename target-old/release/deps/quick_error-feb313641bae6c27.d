/work/main/target-old/release/deps/quick_error-feb313641bae6c27.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/quick-error-1.2.3/src/lib.rs

/work/main/target-old/release/deps/libquick_error-feb313641bae6c27.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/quick-error-1.2.3/src/lib.rs

/work/main/target-old/release/deps/libquick_error-feb313641bae6c27.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/quick-error-1.2.3/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/quick-error-1.2.3/src/lib.rs:
