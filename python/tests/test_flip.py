"""Flip: the document's figures, exact fractions, advice, errors."""

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
