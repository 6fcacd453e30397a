"""Speed of cardgames beside its Python peers, measured in one process.

Usage: python bench.py [--hands N] [--target SE] [--lows N]

Installs: pip install './python[bench]' (phevaluator, eval7, pokerkit); a
peer that is not installed is skipped with a note. Prints a Markdown table
of the timings and ratios (peer time / cardgames time), checking on the way
that both sides give the same answers.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import sys
import time
from typing import Any, Callable

import numpy as np

import cardgames


def best_of(repeats: int, run: Callable[[], Any], number: int = 1) -> tuple[float, Any]:
    """The fastest of `repeats` timings of `run` (each the mean of `number`
    calls), in seconds, and its result."""
    best, result = math.inf, None
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(number):
            result = run()
        best = min(best, (time.perf_counter() - start) / number)
    return best, result


def random_hands(count: int, cards: int, seed: int) -> np.ndarray:
    """`count` hands of `cards` distinct card indices, uniformly at random."""
    rng = np.random.default_rng(seed)
    rows = np.empty((0, cards), dtype=np.uint8)
    while len(rows) < count:
        draw = rng.integers(0, 52, size=(2 * count, cards), dtype=np.uint8)
        ordered = np.sort(draw, axis=1)
        distinct = (np.diff(ordered, axis=1) > 0).all(axis=1)
        rows = np.concatenate([rows, draw[distinct]])
    return rows[:count]


ROWS: list[tuple[str, str, float, float]] = []


def record(task: str, peer: str, ours: float, theirs: float) -> None:
    ROWS.append((task, peer, ours, theirs))
    print(f"{task}: cardgames {ours * 1e3:.3f} ms, {peer} {theirs * 1e3:.3f} ms, ratio {theirs / ours:.1f}", file=sys.stderr)


def bench_evaluation(count: int) -> None:
    try:
        from phevaluator import evaluate_cards
    except ImportError:
        print("phevaluator is not installed: evaluation skipped", file=sys.stderr)
        return
    hands = random_hands(count, 7, 2026)
    ours, values = best_of(3, lambda: cardgames.evaluate_batch(hands))
    rows = hands.tolist()
    theirs, ranks = best_of(1, lambda: [evaluate_cards(*row) for row in rows])
    # phevaluator numbers hands as Cactus Kev does (1 = royal flush) and
    # indexes cards as card-core does (rank * 4 + suit, clubs first).
    assert (7463 - values.astype(np.int64) == np.array(ranks)).all(), "evaluations differ"
    record(f"7-card evaluation, {count:,} hands (evaluate_batch vs a loop)", "phevaluator", ours, theirs)
    single = rows[: min(count, 200_000)]
    ours, _ = best_of(3, lambda: [cardgames.evaluate(row) for row in single])
    theirs, _ = best_of(3, lambda: [evaluate_cards(*row) for row in single])
    record(f"7-card evaluation, one call per hand ({len(single):,} calls)", "phevaluator", ours, theirs)


def bench_hand_vs_range() -> None:
    try:
        import eval7
    except ImportError:
        print("eval7 is not installed: hand against range skipped", file=sys.stderr)
        return
    # eval7's exact equity (py_hand_vs_range_exact) is for a complete board
    # only: it ranks the hands on the cards given. On a flop or a turn it is
    # called here for every runout, each weighted by the villain's combos
    # that it leaves, which is the exact equity (eval7 ignores weights: the
    # range is unweighted). Preflop (1,712,304 runouts) is out of its reach.
    hand, villain = "AsKs", "QQ+,AK"
    hero = [eval7.Card(c) for c in ("As", "Ks")]
    villain_range = eval7.HandRange(villain)

    def eval7_exact(board: list[Any]) -> float:
        known = {str(c) for c in hero + board}
        deck = [eval7.Card(r + s) for r in "23456789TJQKA" for s in "cdhs" if r + s not in known]
        total = weight = 0.0
        for runout in itertools.combinations(deck, 5 - len(board)):
            cards = board + list(runout)
            dealt = {str(c) for c in cards} | known
            combos = sum(1 for (a, b), _ in villain_range.hands if str(a) not in dealt and str(b) not in dealt)
            total += combos * eval7.py_hand_vs_range_exact(hero, villain_range, cards)
            weight += combos
        return total / weight

    for board, number in [("Qh 7h 2c 9s 3d", 300), ("Qh 7h 2c 9s", 100), ("Qh 7h 2c", 10)]:
        cards = [eval7.Card(c) for c in board.split()]
        theirs, their_equity = best_of(5, lambda: eval7_exact(cards), number)
        ours, result = best_of(5, lambda: cardgames.equity([hand, villain], board), number)
        assert abs(result.equity[0] - their_equity) < 1e-9, (result.equity[0], their_equity)
        record(f"exact equity, {hand} vs {villain} on {board}", "eval7", ours, theirs)


def bench_monte_carlo(target: float) -> None:
    try:
        from pokerkit import Card, Deck, StandardHighHand, calculate_equities, parse_range
    except ImportError:
        print("pokerkit is not installed: Monte Carlo skipped", file=sys.stderr)
        return
    players = ["AhKh", "QsQd", "JcTc", "7s7h"]
    ours, result = best_of(3, lambda: cardgames.equity(players, samples=10**9, target_std_error=target))
    # The samples pokerkit needs for the same standard error: its deals are
    # independent, so the error is the spread of one deal's share over the
    # square root of their number.
    spread = max(e * math.sqrt(result.deals) for e in result.standard_error)
    samples = math.ceil((spread / target) ** 2)
    ranges = [parse_range(p) for p in players]
    theirs, their_equities = best_of(
        1,
        lambda: calculate_equities(
            ranges, Card.parse(""), 2, 5, Deck.STANDARD, (StandardHighHand,), sample_count=samples
        ),
    )
    for mine, theirs_e in zip(result.equity, their_equities):
        assert abs(mine - theirs_e) < 5 * target * 1.5, (mine, theirs_e)
    record(
        f"4-way Monte Carlo to a standard error of {target} ({samples:,} pokerkit samples)",
        "pokerkit",
        ours,
        theirs,
    )


def card_text(indices: list[int]) -> str:
    """Cards as text from card-core's indices (rank * 4 + suit, clubs first)."""
    return "".join("23456789TJQKA"[i // 4] + "cdhs"[i % 4] for i in indices)


def same_order(ours: list[Any], theirs: list[Any]) -> bool:
    """Whether both lists order each pair of neighbours alike (greater is
    better on both sides; None below everything)."""

    def key(value: Any) -> tuple[int, Any]:
        return (0, 0) if value is None else (1, value)

    def sign(a: Any, b: Any) -> int:
        return (key(a) > key(b)) - (key(a) < key(b))

    return all(sign(a, b) == sign(c, d) for a, b, c, d in zip(ours, ours[1:], theirs, theirs[1:]))


def bench_lows(count: int) -> None:
    try:
        from pokerkit import OmahaEightOrBetterLowHand, OmahaHoldemHand, RegularLowHand, StandardLowHand
    except ImportError:
        print("pokerkit is not installed: lows skipped", file=sys.stderr)
        return
    rows = random_hands(count, 7, 7).tolist()
    texts = [card_text(row) for row in rows]
    for name, ours_eval, theirs_eval in [
        ("ace-to-five (razz)", cardgames.evaluate_ace_five, RegularLowHand.from_game),
        ("deuce-to-seven", cardgames.evaluate_deuce_seven, StandardLowHand.from_game),
    ]:
        ours, values = best_of(3, lambda: [ours_eval(row).value for row in rows])
        theirs, hands = best_of(1, lambda: [theirs_eval(text) for text in texts])
        assert same_order(values, hands), f"{name} lows differ"
        record(f"{name} low of a 7-card hand, one call each ({count:,} hands)", "pokerkit", ours, theirs)
    deals = random_hands(count, 9, 8).tolist()
    holes = [card_text(deal[:4]) for deal in deals]
    boards = [card_text(deal[4:]) for deal in deals]

    def their_hi_lo(hole: str, board: str) -> tuple[Any, Any]:
        try:
            low = OmahaEightOrBetterLowHand.from_game(hole, board)
        except ValueError:
            low = None
        return OmahaHoldemHand.from_game(hole, board), low

    ours, values = best_of(3, lambda: [cardgames.evaluate_omaha_hi_lo(d[:4], d[4:]) for d in deals])
    theirs, hands = best_of(1, lambda: [their_hi_lo(h, b) for h, b in zip(holes, boards)])
    assert same_order([v[0] for v in values], [h[0] for h in hands]), "Omaha highs differ"
    lows = [None if v[1] is None else v[1].value for v in values]
    assert same_order(lows, [h[1] for h in hands]), "Omaha lows differ"
    record(f"Omaha hi-lo of a PLO4 hand and board, one call each ({count:,} deals)", "pokerkit", ours, theirs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1_000_000, help="hands for the evaluation (default 1,000,000)")
    parser.add_argument("--target", type=float, default=0.005, help="standard error for Monte Carlo (default 0.005)")
    parser.add_argument("--lows", type=int, default=10_000, help="hands for the lows (default 10,000)")
    args = parser.parse_args()
    bench_evaluation(args.hands)
    bench_hand_vs_range()
    bench_monte_carlo(args.target)
    bench_lows(args.lows)
    threads = os.environ.get("RAYON_NUM_THREADS", str(os.cpu_count()))
    print(f"| task ({threads} threads for cardgames) | peer | cardgames | peer | ratio |")
    print("| --- | --- | ---: | ---: | ---: |")
    for task, peer, ours, theirs in ROWS:
        ratio = theirs / ours
        print(f"| {task} | {peer} | {ours * 1e3:.2f} ms | {theirs * 1e3:.2f} ms | {ratio:.{1 if ratio < 10 else 0}f}x |")


if __name__ == "__main__":
    main()
