#!/bin/sh
# Instructions of one exact() call per exact question: reps runs the
# question N + 1 times and once under valgrind's callgrind, and the
# difference is divided by N (the program's start and setup cancel out).
# Usage: cgall.sh N (after build.sh); ONLY="E1 E5" runs only those named.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$here/target/release/reps" "$1" "$2" 2>&1 >/dev/null |
        sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
grep -E '^E[0-9]+\|' "$here/questions.txt" | while IFS= read -r q; do
    name=${q%%|*}
    if [ -n "${ONLY:-}" ] && ! echo " $ONLY " | grep -q " $name "; then continue; fi
    many=$(count "$q" $(($1 + 1)))
    one=$(count "$q" 1)
    echo "$name $(((many - one) / $1)) instructions per exact()"
done
