#!/bin/sh
# Spread test: RUNS independent Monte Carlo runs of DEALS deals of every
# Monte Carlo question, by OMPEval and holdem-enum, one thread each.
# Usage: spread.sh RUNS DEALS > spread.txt (after build.sh); ONLY="M1 M3"
# runs only the questions named.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
grep '^M' "$here/questions.txt" | while IFS= read -r q; do
    name=${q%%|*}
    if [ -n "${ONLY:-}" ] && ! echo " $ONLY " | grep -q " $name "; then continue; fi
    "$here/target/omp_spread" "$q" "$1" "$2"
    "$here/target/release/he-spread" "$q" "$1" "$2"
done
