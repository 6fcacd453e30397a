"""Flip: the document's figures, exact fractions, advice, errors."""

import _thread
import threading
import time
from fractions import Fraction

import pytest

from cardgames import CardgamesError, flip


def test_optimal_and_lex_max_from_the_start() -> None:
    optimal = flip.solve()
    start = optimal.start
    assert optimal.is_exact
    assert start.chance == "1 in 276"
    assert start.exact == Fraction(275901419419, 76169967501312)
    assert abs(start.value - float(Fraction(275901419419, 76169967501312))) < 1e-15
    assert abs(float(start) - start.value) == 0.0
    assert round(start.one_in, 3) == 276.077
    lex_max = flip.solve(policy="lex-max").start
    assert lex_max.chance == "1 in 290"
    assert lex_max.exact == Fraction(3244634843, 940369969152)
    assert round(flip.solve(policy="lex-min").start.one_in, 3) == 7671.323


def test_failures_table_rows() -> None:
    # Optimal play with failures allowed, forced and strategic.
    assert round(flip.solve(failures=1).start.one_in, 3) == 103.436
    assert round(flip.solve(failures=10, strategic=True).start.one_in, 3) == 5.759
    assert flip.solve(failures=10, strategic=True).start.chance == "1 in 5.8"
    assert round(flip.solve(failures=10, policy="lex-max").start.one_in, 3) == 7.218
    floating = flip.solve(failures=3, exact=False)
    assert not floating.is_exact and floating.start.exact is None
    assert round(floating.start.one_in, 3) == 34.894


def test_advice_and_positions() -> None:
    solution = flip.solve()
    advice = solution.advice("1 2 4 5 6 8", 11)
    assert advice[0]["action"] == "flip 6-5" and advice[0]["tiles"] == [6, 5]
    assert advice[0]["exact"] == Fraction(451, 3888) and advice[0]["chance"] == "1 in 8.6"
    assert [a["probability"] for a in advice] == sorted((a["probability"] for a in advice), reverse=True)
    assert solution.advice([1, 3, 6, 8, 10], 9)[0]["exact"] == Fraction(11, 324)
    assert solution.probability("1").value == 0.0  # a lone 1 is never flipped
    strategic = flip.solve(failures=1, strategic=True)
    assert strategic.advice("2 5", 5, failures_left=1)[0]["action"] == "take a failure"
    assert strategic.advice("2 5", 5, failures_left=1)[0]["tiles"] == []


def test_errors() -> None:
    with pytest.raises(flip.FlipError, match=r"^a game has 1 to 20 tiles, not 21$"):
        flip.solve(tiles=21)
    with pytest.raises(flip.FlipError, match=r"^tile 13 is not on a board of 12 tiles$"):
        flip.solve().probability("13")
    with pytest.raises(flip.FlipError, match=r"^tile 6 listed again at byte 4$"):
        flip.solve().probability("6 5 6")
    with pytest.raises(flip.FlipError, match=r"^every tile is down: the game is won$"):
        flip.solve().advice("", 7)
    with pytest.raises(ValueError, match="unknown policy"):
        flip.solve(policy="best")  # type: ignore[arg-type]
    assert issubclass(flip.FlipError, CardgamesError)


def test_policies_written_in_python() -> None:
    # Lex-Max and Lex-Min as callables: the paper's figures, exactly.
    lex_max = flip.solve(policy=lambda up, failures_left, roll, moves: moves[-1]).start
    assert lex_max.exact == Fraction(3244634843, 940369969152) and lex_max.chance == "1 in 290"
    lex_min = flip.solve(policy=lambda up, failures_left, roll, moves: moves[0], exact=False).start
    assert round(lex_min.one_in, 3) == 7671.323
    # Tiles 1-3 and one three-sided die, always flipping the most tiles (2-1
    # on a 3 at the start). By hand: a lone tile wins 1/3, two tiles 2/9
    # (either roll leaves one), so the start wins (2/9 + 2/9 + 1/3) / 3 = 7/27,
    # against 1/3 when a 3 flips the 3.
    asked = []

    def most_tiles(up: tuple[int, ...], failures_left: int, roll: int, moves: list[tuple[int, ...]]) -> str:
        asked.append((up, failures_left, roll, moves))
        most: tuple[int, ...] = max(moves, key=len)
        return " ".join(map(str, most))

    assert flip.solve(3, 1, 3, policy=most_tiles).start.exact == Fraction(7, 27)
    assert flip.solve(3, 1, 3).start.exact == Fraction(1, 3)
    assert ((1, 2, 3), 0, 3, [(2, 1), (3,)]) in asked
    assert all(moves for _, _, _, moves in asked)
    # A strategic failure taken by choice: None.
    strategic = flip.solve(policy=lambda up, failures_left, roll, moves: None if failures_left else moves[-1], failures=1, strategic=True)
    assert strategic.start.value < flip.solve(policy="lex-max", failures=1, strategic=True).start.value


def test_python_policy_errors() -> None:
    with pytest.raises(flip.FlipError, match=r"^the policy chose to take a failure for a roll of 2 with 2 up, which is illegal: a move exists"):
        flip.solve(policy=lambda up, failures_left, roll, moves: None)
    with pytest.raises(flip.FlipError, match=r"^the policy chose to flip 1 for a roll of 2 with 2 up, which is illegal: tile 1 is not face up$"):
        flip.solve(policy=lambda up, failures_left, roll, moves: [1])
    with pytest.raises(ZeroDivisionError):
        flip.solve(policy=lambda up, failures_left, roll, moves: moves[1 // 0])
    with pytest.raises(TypeError, match=r"^tiles are a str or a sequence of int$"):
        flip.solve(policy=lambda up, failures_left, roll, moves: 3.5)  # type: ignore[arg-type, return-value]
    with pytest.raises(TypeError, match=r"^a policy is a name or a callable, not int$"):
        flip.solve(policy=3)  # type: ignore[arg-type]


def test_ctrl_c_stops_a_python_policy(ctrl_c: None) -> None:
    def slow(up: tuple[int, ...], failures_left: int, roll: int, moves: list[tuple[int, ...]]) -> tuple[int, ...]:
        time.sleep(0.001)
        return moves[-1]

    timer = threading.Timer(0.2, _thread.interrupt_main)
    timer.start()
    started = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        flip.solve(policy=slow)  # some 68,000 calls: over a minute unless stopped
    timer.join()
    assert time.monotonic() - started < 5


def test_failure_tables() -> None:
    # The paper's tables, forced and strategic, as the N of "1 in N".
    forced = flip.failure_table(failures=2)
    assert str(forced) == (
        "Failures  Optimal Lex-Min Lex-Max\n"
        "0             276    7671     290\n"
        "1             103    1434     109\n"
        "2              55     470      58\n"
    )
    assert len(forced) == 3 and not forced.strategic
    assert [row.failures for row in forced] == [0, 1, 2] == [row.failures for row in forced.rows]
    assert forced[0].optimal.exact == Fraction(275901419419, 76169967501312)
    assert forced[0].lex_max.exact == Fraction(3244634843, 940369969152)
    assert forced[-1].lex_min.chance == "1 in 470"
    strategic = flip.failure_table(strategic=True, exact=False)
    assert strategic.strategic and len(strategic) == 11
    assert strategic[10].optimal.chance == "1 in 5.8" and strategic[10].optimal.exact is None
    assert round(flip.failure_table(failures=10, exact=False)[10].lex_max.one_in, 3) == 7.218
    with pytest.raises(IndexError):
        forced[3]
    with pytest.raises(flip.FlipError, match=r"^a game has 1 to 20 tiles, not 21$"):
        flip.failure_table(21)
