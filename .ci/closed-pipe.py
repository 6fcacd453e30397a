"""Every example ends quietly when its reader has gone away.

Runs each example binary (built by `cargo build --examples`, under
target/debug/examples), once with arguments that make it print and once
with `--help`, with its standard output on a pipe whose reading end is
already closed, so its first write fails with EPIPE, as under
`example | head -1` once `head` has exited. Each must exit with status 0
and print nothing on standard error: no panic, no error message.
"""

import os
import subprocess
import sys

# Each example with arguments that make it print at once.
RUNS = [
    ["deal"],
    ["kev_enumerate"],
    ["equity", "AhAs", "KdKc", "--board", "9h2c7s"],
    ["range_equity", "JJ+,AK", "TT,99,88,77", "--board", "Ks9d4c"],
    ["range_analysis", "QQ+,AK,T9s", "--board", "Ks9d4c", "--turns"],
    ["outs", "Ah", "Kh", "9h", "2c", "7h"],
    ["strength_meter", "9c", "Jd", "3h", "6c", "6s"],
    ["deal_odds", "--hands", "1000"],
    ["tournament", "--games", "4", "greedy", "greedy", "greedy", "greedy"],
    ["regret", "--games", "4", "greedy", "greedy", "greedy", "greedy"],
    ["play", "--seed", "1"],
    ["flip_tables"],
    ["flip_advisor", "1 2 4 5 6 8", "11"],
    ["flip_play", "--seed", "3"],
    ["countdown", "765", "1", "3", "7", "10", "25", "50"],
    ["countdown_play", "--seed", "3", "--time", "5"],
    ["hutton"],
    ["survey", "--lo", "100", "--hi", "120"],
    ["tour"],
]

# The examples that write a file before they print, run with --help only.
FILE_WRITERS = ["preflop_chart", "flip_chart"]

# Every example answers --help.
HELP_RUNS = [[name, "--help"] for name in [run[0] for run in RUNS] + FILE_WRITERS]


def main() -> int:
    target = os.environ.get("CARGO_TARGET_DIR", "target")
    failed = 0
    for name, *args in RUNS + HELP_RUNS:
        binary = os.path.join(target, "debug", "examples", name)
        read, write = os.pipe()
        os.close(read)
        run = subprocess.run(
            [binary, *args],
            stdin=subprocess.DEVNULL,
            stdout=write,
            stderr=subprocess.PIPE,
            timeout=300,
        )
        os.close(write)
        stderr = run.stderr.decode(errors="replace").strip()
        if run.returncode != 0 or stderr:
            failed += 1
            print(f"FAIL {name} {' '.join(args)}: status {run.returncode}: {stderr[:200]}")
        else:
            print(f"ok   {' '.join([name, *args])}")
    print(f"{len(RUNS) + len(HELP_RUNS) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
