"""Every example ends quietly when its reader has gone away, and refuses
bad command lines alike.

Runs each example binary (built by `cargo build --examples`, under
target/debug/examples), once with arguments that make it print and once
with `--help`, with its standard output on a pipe whose reading end is
already closed, so its first write fails with EPIPE, as under
`example | head -1` once `head` has exited. Each must exit with status 0
and print nothing on standard error: no panic, no error message.

Then each example runs with a bad command line (an option given twice,
`--help=3`, contradictory options, `--threads 100000`): each must exit
with status 2 at once, print nothing on standard output and one line
`NAME: MESSAGE` on standard error.
"""

import os
import subprocess
import sys

# Each example with arguments that make it print at once.
RUNS = [
    ["deal"],
    ["kev_enumerate"],
    ["equity", "AhAs", "KdKc", "--board", "9h2c7s"],
    ["equity", "--game", "omaha-hi-lo", "AhQh2c9d", "As2dJcJs", "--board", "3h4hKs"],
    ["equity", "--game", "razz", "As2s3d8c", "7c5d4h3c"],
    ["range_equity", "JJ+,AK", "TT,99,88,77", "--board", "Ks9d4c"],
    ["preflop_table"],
    ["range_analysis", "QQ+,AK,T9s", "--board", "Ks9d4c", "--turns"],
    ["outs", "Ah", "Kh", "9h", "2c", "7h"],
    ["outs", "Ah", "Kh", "9h", "2c", "7h", "--vs", "QQ", "--vs", "8h8d"],
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
NAMES = list(dict.fromkeys([run[0] for run in RUNS] + FILE_WRITERS))
HELP_RUNS = [[name, "--help"] for name in NAMES]

# Bad command lines: an option given twice in each example that has one
# (but outs, whose --vs repeats), contradictory options, too many threads;
# `--help=3` for every example.
BAD_RUNS = [
    ["deal", "--seed", "1", "--seed", "2"],
    ["equity", "AhAs", "KdKc", "--mc", "100", "--mc", "200"],
    ["equity", "AhAs", "KdKc", "--threads", "100000"],
    ["equity", "--game", "stud", "AsKs2c3d4h5s6c7d", "QdQc"],
    ["strength_meter", "--game", "stud", "As", "Kd"],
    ["range_equity", "JJ+", "TT", "--seed", "1", "--seed", "1"],
    ["range_equity", "JJ+", "TT", "--threads", "100000"],
    ["strength_meter", "9c", "Jd", "3h", "6c", "6s", "--dead", "2c", "--dead", "2d"],
    ["preflop_chart", "--mc", "10", "--mc", "10"],
    ["preflop_table", "--top", "5", "--top", "10"],
    ["range_analysis", "AA", "--board", "Ks9d4c", "--board", "Ks9d4c"],
    ["deal_odds", "--hands", "100", "--hands", "200"],
    ["tournament", "--games", "4", "--games", "8", "greedy", "greedy", "greedy", "greedy"],
    ["tournament", "--work", "100", "--time-ms", "5", "strong", "greedy", "greedy", "greedy"],
    ["tournament", "--threads", "100000", "--games", "4", "greedy", "greedy", "greedy", "greedy"],
    ["regret", "--games", "4", "--games", "4", "greedy", "greedy", "greedy", "greedy"],
    ["play", "--seed", "1", "--seed", "2"],
    ["flip_advisor", "--left", "1", "--left", "2", "1 2 4 5 6 8", "11"],
    ["flip_advisor", "--tiles", "9", "--tiles", "10", "1 2 4", "7"],
    ["flip_play", "--seed", "1", "--seed", "2"],
    ["countdown", "--limit", "3", "--limit", "4", "765", "1", "3", "7", "10", "25", "50"],
    ["countdown_play", "--time", "5", "--time", "6"],
    ["survey", "--lo", "100", "--lo", "101"],
    ["survey", "--threads", "100000"],
] + [[name, "--help=3"] for name in NAMES]


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
    for name, *args in BAD_RUNS:
        binary = os.path.join(target, "debug", "examples", name)
        run = subprocess.run(
            [binary, *args],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=60,
        )
        stderr = run.stderr.decode(errors="replace")
        lines = stderr.splitlines()
        one_line = len(lines) == 1 and lines[0].startswith(f"{name}: ")
        if run.returncode != 2 or run.stdout or not one_line:
            failed += 1
            print(f"FAIL {name} {' '.join(args)}: status {run.returncode}: {stderr[:200]}")
        else:
            print(f"ok   {' '.join([name, *args])}: {lines[0]}")
    total = len(RUNS) + len(HELP_RUNS) + len(BAD_RUNS)
    print(f"{total - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
