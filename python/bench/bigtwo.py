"""Big Two's speed from Python: random legal play through VecGame (decisions a
second), through one Game, and through the PettingZoo environment, whose
overhead over the bare Game is printed a decision.

    python python/bench/bigtwo.py [--games N] [--seconds S] [--threads T ...]
"""

import argparse
import time
from typing import Callable, List, Optional, Tuple

import numpy as np

from cardgames import bigtwo


def rate(run: Callable[[], int], seconds: float) -> Tuple[float, float]:
    """Decisions a second of ``run`` (which returns how many it made), repeated
    for about ``seconds`` after one warm-up call, by the clock and by the
    process's processor time (all its threads together), which a busy machine
    does not dilute."""
    run()
    made, start, processor = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        made += run()
    return made / (time.perf_counter() - start), made / (time.process_time() - processor)


def vec_game(games: int, threads: int, seconds: float) -> Tuple[float, float]:
    vec = bigtwo.VecGame(games, seed=1, threads=threads)

    def run() -> int:
        for _ in range(20):
            vec.step(vec.random_actions())
        return 20 * games

    return rate(run, seconds)


def one_game(seconds: float) -> Tuple[float, float]:
    rng = np.random.default_rng(1)

    def run() -> int:
        game, made = bigtwo.Game(seed=int(rng.integers(2**63))), 0
        while not game.is_over:
            legal = game.legal_actions()
            game.step(legal[rng.integers(len(legal))])
            made += 1
        return made

    return rate(run, seconds)


def pettingzoo(seconds: float) -> Tuple[float, float]:
    from cardgames import bigtwo_pettingzoo

    env = bigtwo_pettingzoo.env()
    rng = np.random.default_rng(1)
    seeds = iter(range(1 << 62))

    def run() -> int:
        env.reset(seed=next(seeds))
        made = 0
        for _ in env.agent_iter():
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            env.step(int(legal[rng.integers(len(legal))]))
            made += 1
        return made

    return rate(run, seconds)


def main(argv: Optional[List[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=4096, help="games in the VecGame")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument(
        "--threads", type=int, nargs="+", default=[1, 2], help="thread counts for VecGame"
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.seconds <= 0 or min(args.threads) < 1:
        parser.error("--games, --seconds and --threads must be positive")
    print("| random legal play | decisions/s | decisions/CPU-s |")
    print("|---|---:|---:|")
    for threads in args.threads:
        wall, cpu = vec_game(args.games, threads, args.seconds)
        print(f"| VecGame({args.games}), {threads} thread(s) | {wall:,.0f} | {cpu:,.0f} |")
    game = one_game(args.seconds)
    print(f"| one Game, legal_actions() + step() | {game[0]:,.0f} | {game[1]:,.0f} |")
    try:
        env = pettingzoo(args.seconds)
    except ImportError:
        print("PettingZoo is not installed: pip install './python[rl]'")
        return
    print(f"| PettingZoo env, last() + step() | {env[0]:,.0f} | {env[1]:,.0f} |")
    overhead = 1e6 / env[1] - 1e6 / game[1]
    print(f"PettingZoo's overhead: {overhead:.1f} us of CPU a decision over the bare Game")


if __name__ == "__main__":
    main()
