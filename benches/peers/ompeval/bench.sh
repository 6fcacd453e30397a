#!/bin/sh
# Before and after: for each repetition and each exact question, OMPEval,
# holdem-enum built from another commit (HE_BASE, a he-compare binary) and
# this one's on one thread, then this one's on two.
# Usage: bench.sh REPETITIONS HE_BASE (after build.sh); ONLY="E19 E20"
# runs only the questions named.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
OMP=$here/target/omp_compare
HE=$here/target/release/he-compare
for r in $(seq 1 "$1"); do
    grep -E '^E[0-9]+\|' "$here/questions.txt" | while IFS= read -r q; do
        name=${q%%|*}
        if [ -n "${ONLY:-}" ] && ! echo " $ONLY " | grep -q " $name "; then continue; fi
        o=$("$OMP" "$q" | grep -o 'seconds=[0-9.]*')
        b=$("$2" "$q" 1 | grep -o 'seconds=[0-9.]*')
        a=$("$HE" "$q" 1 | grep -o 'seconds=[0-9.]*')
        a2=$("$HE" "$q" 2 | grep -o 'seconds=[0-9.]*')
        echo "$r $name omp $o before $b after $a after2 $a2"
    done
done
