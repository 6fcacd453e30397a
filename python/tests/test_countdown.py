"""Countdown: the documents' examples, answers checked and scored, errors."""

import collections
import itertools
import math
import random

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


def test_round() -> None:
    game = countdown.Round([100, 75, 25, 9, 4, 2], 375)
    assert (game.numbers, game.target) == ([100, 75, 25, 9, 4, 2], 375)
    assert game.solve() == countdown.solve([100, 75, 25, 9, 4, 2], 375)
    assert game.score(371) == 7 and game.answer("(9-4)*75").points == 10
    assert repr(game) == "Round([100, 75, 25, 9, 4, 2], 375)"
    assert {game: 1}[countdown.Round([100, 75, 25, 9, 4, 2], 375)] == 1
    with pytest.raises(countdown.AnswerError, match=r"^a number is missing at the end$"):
        game.answer("100 +")
    with pytest.raises(countdown.CountdownError, match=r"^a round has 6 numbers, got 5$"):
        countdown.Round([100, 75, 25, 9, 4], 375)
    with pytest.raises(countdown.CountdownError, match=r"^the target is zero: it must be positive$"):
        countdown.Round([100, 75, 25, 9, 4, 2], 0)


def test_random_rounds_follow_the_rules() -> None:
    assert countdown.Round.random(7) == countdown.Round.random(7)
    rounds = [countdown.Round.random(seed, large=large) for seed in range(200) for large in range(5)]
    assert len(set(rounds)) > 900
    for seed, game in enumerate(rounds):
        large = seed % 5
        tiles = game.numbers
        assert all(n in (25, 50, 75, 100) for n in tiles[:large])  # large numbers first
        assert all(1 <= n <= 10 for n in tiles[large:])
        assert all(tiles.count(n) <= (1 if n >= 25 else 2) for n in tiles)  # drawn from the bag
        assert 101 <= game.target <= 999
    small = {countdown.Round.random(seed, lo=5, hi=7).target for seed in range(100)}
    assert small == {5, 6, 7}
    assert countdown.Round.random().target in range(101, 1000)
    with pytest.raises(countdown.CountdownError, match=r"^5 large numbers asked for: the game has 4$"):
        countdown.Round.random(1, large=5)
    with pytest.raises(countdown.CountdownError, match=r"^invalid target range 0..=5: it must start at 1 or more"):
        countdown.Round.random(1, lo=0, hi=5)


def test_reachable_against_the_solver() -> None:
    # 101 = 100+1, 102, 103, 198 = (100-1)*2, 199, 200, 201, 202 = (100+1)*2, 300 = (2+1)*100.
    small = countdown.Reachable([100, 2, 1])
    assert list(small) == [101, 102, 103, 198, 199, 200, 201, 202, 300] and len(small) == 9
    assert 300 in small and 301 not in small and -1 not in small
    assert (small.lo, small.hi, small.peak(300), small.peak(301)) == (101, 999, 300, None)
    # 75*8/6 needs 600 on the way; 75*(8-6) no more than 150.
    peaks = countdown.Reachable([75, 8, 6], 100, 999)
    assert (peaks.peak(100), peaks.peak(150)) == (600, 150)
    rng = random.Random(3)
    for _ in range(5):
        tiles = countdown.Round.random(rng.randrange(1 << 32), large=rng.randrange(5)).numbers
        reach = countdown.Reachable(tiles, 101, 250)
        assert [t for t in range(101, 251) if countdown.solve(tiles, t).is_exact] == list(reach)
    with pytest.raises(countdown.CountdownError, match=r"^the numbers can make values beyond 32 bits"):
        countdown.Reachable([100] * 8)
    with pytest.raises(countdown.CountdownError, match=r"^no numbers given$"):
        countdown.Reachable([])


def test_selections_and_survey() -> None:
    all_selections = countdown.selections()
    assert len(all_selections) == len(set(all_selections)) == 13_243
    assert all(list(s) == sorted(s, reverse=True) and len(s) == 6 for s in all_selections)

    # By hand: k of the four large tiles, C(4, k) ways, and 6 - k small
    # tiles, up to two of each of ten numbers.
    small_ways = collections.Counter(sum(counts) for counts in itertools.product(range(3), repeat=10))
    by_large = [math.comb(4, k) * small_ways[6 - k] for k in range(5)]
    report = countdown.survey()
    assert [row["selections"] for row in report.by_large] == by_large
    assert by_large[0] == 2_850 and report.selections == 13_243
    assert report.games == 13_243 * 899 and (report.lo, report.hi) == (101, 999)
    assert sum(row["solvable"] for row in report.by_large) == report.solvable
    assert sum(report.reached_by.values()) == report.solvable and len(report.reached_by) == 899
    # The hardest target, counted again by solving it for every selection.
    target, reached = report.hardest_targets(1)[0]
    assert reached == report.reached_by[target] == min(report.reached_by.values())
    assert sum(countdown.solve(list(s), target).is_exact for s in all_selections) == reached
    assert len(countdown.Reachable(report.complete[0])) == 899
    peak = report.largest_peak
    assert peak is not None and countdown.Reachable(peak["selection"]).peak(peak["target"]) == peak["peak"]
    with pytest.raises(countdown.CountdownError, match=r"^invalid target range 10..=5"):
        countdown.survey(10, 5)
