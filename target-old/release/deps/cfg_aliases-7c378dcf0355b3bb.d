/work/main/target-old/release/deps/cfg_aliases-7c378dcf0355b3bb.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cfg_aliases-0.2.2/src/lib.rs

/work/main/target-old/release/deps/libcfg_aliases-7c378dcf0355b3bb.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cfg_aliases-0.2.2/src/lib.rs

/work/main/target-old/release/deps/libcfg_aliases-7c378dcf0355b3bb.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cfg_aliases-0.2.2/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cfg_aliases-0.2.2/src/lib.rs:
