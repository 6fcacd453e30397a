"""Countdown: the documents' examples, answers checked and scored, errors."""

import pytest

from cardgames import CardgamesError, countdown


def test_solve_exact_and_closest() -> None:
    best = countdown.solve([100, 75, 25, 9, 4, 2], 375)
    assert str(best) == "100*4-25 = 375"
    assert (best.value, best.expression, best.is_exact, best.points) == (375, "100*4-25", True, 10)
    assert best.numbers_used == 3 and best.distance == 0 and best.target == 375
    assert countdown.solve([75, 9, 4], 375).expression == "(9-4)*75"
    closest = countdown.solve([1, 2, 3, 4, 5, 6], 729)
    assert (closest.value, closest.is_exact, closest.distance, closest.points) == (728, False, 1, 7)
    near = countdown.solve([10, 9], 91)  # 90 and 92 are both 1 away
    assert (near.value, near.distance) == (90, 1)
    # Products beyond 64 bits are not candidates.
    assert countdown.solve([8000, 8001, 8002, 8003, 8004, 8005], 5000).distance == 2


def test_solutions() -> None:
    tiles = [1, 3, 7, 10, 25, 50]
    assert len(countdown.solutions(tiles, 765)) == 12
    assert len(countdown.solutions(tiles, 765, distinct="up-to-order")) == 22
    assert countdown.solutions([3, 4, 5], 12, distinct="up-to-order") == ["4*3", "5+4+3"]
    assert len(countdown.solutions([1, 3, 4], 12, distinct="up-to-order")) == 3
    assert countdown.solutions([1, 3, 4], 12) == ["4*3"]
    assert countdown.solutions(tiles, 831) == []
    assert len(countdown.solutions([1, 2, 3, 4, 5, 6, 7, 8], 12, limit=5)) == 5
    with pytest.raises(ValueError, match="unknown distinct"):
        countdown.solutions(tiles, 765, distinct="all")  # type: ignore[arg-type]


def test_check_and_score_answers() -> None:
    round_numbers = [100, 50, 7, 3, 5, 10]
    answer = countdown.check(round_numbers, 404, "(7 - 3) * 100 + 5")
    assert (answer.value, answer.points) == (405, 7)
    with pytest.raises(countdown.AnswerError, match=r"^3-7 is not positive: every step must give a positive number$"):
        countdown.check(round_numbers, 404, "(3 - 7) * 100")
    with pytest.raises(countdown.AnswerError):
        countdown.check(round_numbers, 404, "100 * 100")
    with pytest.raises(countdown.AnswerError):
        countdown.check(round_numbers, 404, "(7 - 3")
    assert [countdown.score(404, v) for v in (404, 409, 394, 393)] == [10, 7, 5, 0]


def test_errors() -> None:
    with pytest.raises(countdown.CountdownError, match=r"^no numbers given$"):
        countdown.solve([], 100)
    with pytest.raises(countdown.CountdownError, match=r"^9 numbers given, at most 8 are accepted$"):
        countdown.solve([1] * 9, 100)
    with pytest.raises(countdown.CountdownError, match=r"^the target is zero: it must be positive$"):
        countdown.solve([1, 2], 0)
    with pytest.raises(countdown.CountdownError, match=r"^a round has 6 numbers, got 2$"):
        countdown.check([1, 2], 3, "1+2")
    assert issubclass(countdown.AnswerError, countdown.CountdownError)
    assert issubclass(countdown.CountdownError, CardgamesError)
