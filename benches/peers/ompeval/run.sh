#!/bin/sh
# Interleaved runs: for each repetition and each question, OMPEval (1 thread),
# holdem-enum on 1 thread and on 2 threads, in an order that alternates, and
# pokers (1 thread) after them.
# Usage: run.sh REPETITIONS > results.txt (after build.sh); ONLY="E1 M3"
# runs only the questions named; NO_POKERS=1 leaves pokers out.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
OMP=$here/target/omp_compare
HE=$here/target/release/he-compare
PK=$here/target/release/pokers-compare
rep=1
while [ "$rep" -le "$1" ]; do
    grep -v '^#' "$here/questions.txt" | while IFS= read -r q; do
        name=${q%%|*}
        if [ -n "${ONLY:-}" ] && ! echo " $ONLY " | grep -q " $name "; then continue; fi
        if [ $((rep % 2)) -eq 1 ]; then
            echo "$rep $($OMP "$q")"; echo "$rep $($HE "$q" 1)"; echo "$rep $($HE "$q" 2)"
        else
            echo "$rep $($HE "$q" 2)"; echo "$rep $($HE "$q" 1)"; echo "$rep $($OMP "$q")"
        fi
        if [ -z "${NO_POKERS:-}" ]; then echo "$rep $($PK "$q")"; fi
    done
    rep=$((rep + 1))
done
