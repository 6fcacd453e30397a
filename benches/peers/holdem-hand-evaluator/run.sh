#!/bin/sh
# Links `peer` to a checkout of holdem-hand-evaluator, builds the program
# with the workspace's release profile and runs it.
# Usage: run.sh HHE_DIR [ROUNDS [CONTENDER]]: ROUNDS rounds (15 in the
# docs, about 20 seconds); with a CONTENDER (0 to 4), only that
# enumeration runs, untimed, for instruction counts under valgrind.
set -eu
if [ $# -lt 1 ] || [ ! -f "$1/Cargo.toml" ]; then
    echo "usage: run.sh HHE_DIR [ROUNDS [CONTENDER]]" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
peer=$(cd "$1" && pwd)
ln -sfn "$peer" "$here/peer"
shift
cargo build --release --manifest-path "$here/Cargo.toml" --target-dir "$here/target"
exec "$here/target/release/hhe-compare" "$@"
