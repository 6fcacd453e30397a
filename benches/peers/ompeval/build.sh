#!/bin/sh
# Builds both sides of the comparison into target/ beside this script:
# OMPEval's programs (omp_compare, omp_spread) against a checkout of OMPEval
# whose library is built (lib/ompeval.a, by its own Makefile), with its own
# flags, and holdem-enum's (he-compare, he-spread, reps) from this
# workspace with its release profile.
# Usage: build.sh OMPEVAL_DIR
set -eu
if [ $# -ne 1 ] || [ ! -f "$1/lib/ompeval.a" ]; then
    echo "usage: build.sh OMPEVAL_DIR (a checkout of OMPEval with lib/ompeval.a built)" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$here/target"
for program in omp_compare omp_spread; do
    g++ -O3 -std=c++11 -Wall -pthread -I"$1" -o "$here/target/$program" \
        "$here/$program.cpp" "$1/lib/ompeval.a"
done
cargo build --release --locked --manifest-path "$here/he-compare/Cargo.toml" \
    --target-dir "$here/target"
