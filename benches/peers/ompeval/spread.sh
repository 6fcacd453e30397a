#!/bin/sh
# Spread test: RUNS independent Monte Carlo runs of DEALS deals of every
# Monte Carlo question, by OMPEval, pokers and holdem-enum, one thread each.
# Usage: spread.sh RUNS DEALS > spread.txt (after build.sh); ONLY="M1 M3"
# runs only the questions named; NO_OMP=1 leaves OMPEval out, NO_POKERS=1
# pokers.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
grep '^M' "$here/questions.txt" | while IFS= read -r q; do
    name=${q%%|*}
    if [ -n "${ONLY:-}" ] && ! echo " $ONLY " | grep -q " $name "; then continue; fi
    if [ -z "${NO_OMP:-}" ]; then "$here/target/omp_spread" "$q" "$1" "$2"; fi
    if [ -z "${NO_POKERS:-}" ]; then "$here/target/release/pokers-spread" "$q" "$1" "$2"; fi
    "$here/target/release/he-spread" "$q" "$1" "$2"
done
