"""Ranges, equity, breakdowns, the strength meter and outs: known values,
errors, progress and cancellation."""

import _thread
import itertools
import os
import subprocess
import sys
import threading
from typing import Any, Literal

import pytest

import cardgames
from cardgames import BoardError, EquityError, Range, RangeError

SHORT_DECK = [rank + suit for rank in "6789TJQKA" for suit in "cdhs"]
RANKINGS: list[Literal["trips-beat-straight", "straight-beats-trips"]] = ["trips-beat-straight", "straight-beats-trips"]


def _cards(text: str) -> list[str]:
    return text.split()


def test_range() -> None:
    r = Range("QQ+,AKs")
    assert len(r) == 3 * 6 + 4
    assert str(r) == "QQ+,AKs"
    assert repr(r) == "Range('QQ+,AKs')"
    assert Range(str(r)) == r and hash(Range(str(r))) == hash(r)
    assert "AhKh" in r and "AhKd" not in r
    assert set(r) == set(r.combos()) and len(list(r)) == 22
    weighted = Range("AA@50,KK")
    assert weighted.weight("AsAh") == 50 and weighted.weight("KsKh") == 100
    assert weighted.weight("QsQh") == 0
    assert dict(weighted.weights())["AsAh"] == 50
    assert len(Range.any()) == 1326 and str(Range.any()) == "any"
    with pytest.raises(RangeError, match=r"^unexpected 'x' at byte 2$"):
        Range("AKx")
    with pytest.raises(RangeError):
        r.weight("AhKhQh")


def test_aces_against_kings_exact() -> None:
    # The published counts over the C(48, 5) = 1,712,304 boards.
    result = cardgames.equity(["AcAs", "KhKd"])
    assert result.deals == 1_712_304
    assert (result.wins[0], result.ties[0], result.losses[0]) == (1_388_072, 6_538, 317_694)
    assert result.method == "exact" and not result.partial
    assert result.partial_reason is None and result.fraction_done == 1.0
    assert result.standard_error == [None, None]
    assert result.confidence_interval == [None, None]
    aces = result[0]
    assert aces.wins == 1_388_072 and aces.ties_by_players[2] == 6_538
    assert result[-1].wins == 317_694
    assert abs(sum(result.equity) - 1.0) < 1e-12
    assert abs(aces.equity - (1_388_072 + 6_538 / 2) / 1_712_304) < 1e-12
    with pytest.raises(IndexError):
        result[2]


def test_monte_carlo_is_seeded_and_near_exact() -> None:
    players: list[str | Range] = ["AhKh", "QQ+,AKs", Range("any")]
    exact = cardgames.equity(players, "Qh 7h 2c")
    sampled = cardgames.equity(players, "Qh 7h 2c", samples=100_000)
    assert sampled.method == "monte carlo" and sampled.deals == 100_000
    for e, s, err, interval in zip(exact.equity, sampled.equity, sampled.standard_error, sampled.confidence_interval):
        assert err is not None and 0 < err < 0.01 and interval is not None
        assert abs(e - s) < 5 * err
        assert interval[0] < s < interval[1]
    cards: list[str | Range | list[cardgames.Card]] = [[cardgames.Card("Ah"), cardgames.Card("Kh")], "QQ+,AKs", Range("any")]
    assert cardgames.equity(cards, "Qh 7h 2c").equity == exact.equity
    with pytest.raises(RangeError, match=r"^a combo is 2 cards, got 3$"):
        cardgames.equity([["Ah", "Kh", "Qh"], "QQ"])
    again = cardgames.equity(players, "Qh 7h 2c", samples=100_000)
    assert again.equity == sampled.equity
    other = cardgames.equity(players, "Qh 7h 2c", samples=100_000, seed=7)
    assert other.equity != sampled.equity
    target = cardgames.equity(["AcAs", "KhKd"], target_std_error=0.002)
    assert target.deals == 16 * 8192  # stopped at the first check
    assert max(e for e in target.standard_error if e is not None) < 0.002


def test_omaha_and_short_deck_equity() -> None:
    plo = cardgames.equity(["AsAhKsKh", "JcTc9d8d"], game="omaha")
    assert plo.deals == 1_086_008 and plo.equity[0] > 0.6
    short = cardgames.equity(["AhAs", "KhKd"], game="short-deck")
    assert short.deals == 201_376
    with pytest.raises(BoardError, match=r"^card 5c in .* is not in the short deck \(six to ace\)$"):
        cardgames.equity(["AhAs", "5c5d"], game="short-deck")
    with pytest.raises(ValueError, match="unknown game"):
        cardgames.equity(["AA", "KK"], game="pineapple")  # type: ignore[arg-type]


def test_short_deck_rankings_against_every_runout() -> None:
    # A set of nines against a made straight on the flop: the reference
    # deals every turn and river and compares the two hands one at a time.
    hands, flop = ["9c 9d", "Tc Jd"], "9h 8s 7c"
    used = set(_cards(" ".join(hands) + " " + flop))
    for ranking in RANKINGS:
        wins = ties = losses = 0
        for runout in itertools.combinations([c for c in SHORT_DECK if c not in used], 2):
            board = _cards(flop) + list(runout)
            hero, villain = (cardgames.evaluate_short_deck(_cards(h) + board, ranking=ranking) for h in hands)
            wins += hero > villain
            ties += hero == villain
            losses += hero < villain
        result = cardgames.equity(["9c9d", "TcJd"], flop, game="short-deck", ranking=ranking)
        assert result.deals == wins + ties + losses == 406
        assert (result.wins[0], result.ties[0], result.losses[0]) == (wins, ties, losses)
    trips_first, straight_first = (cardgames.equity(["9c9d", "TcJd"], flop, game="short-deck", ranking=r) for r in RANKINGS)
    # The set always wins when trips beat a straight (a full house if the board
    # pairs); else it needs the board to pair.
    assert trips_first.equity[0] == 1.0 and 0.4 < straight_first.equity[0] < 0.6
    assert cardgames.equity(["9c9d", "TcJd"], flop, game="short-deck").equity == trips_first.equity


def test_short_deck_ranking_on_the_river() -> None:
    # Three nines against a jack-high straight: the ranking decides alone.
    river = "9h 8s 7c Ks 6d"
    assert cardgames.equity(["9c9d", "TcJd"], river, game="short-deck").wins == [1, 0]
    straight = cardgames.equity(["9c9d", "TcJd"], river, game="short-deck", ranking="straight-beats-trips")
    assert straight.wins == [0, 1]
    by_samples = cardgames.equity(["9c9d", "TcJd"], river, game="short-deck", ranking="straight-beats-trips", samples=100)
    assert by_samples.equity == [0.0, 1.0]


def test_short_deck_ranking_errors() -> None:
    with pytest.raises(ValueError, match=r'^unknown ranking "x": use "trips-beat-straight" or "straight-beats-trips"$'):
        cardgames.equity(["AA", "KK"], game="short-deck", ranking="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r'^a ranking is for game="short-deck", not "holdem"$'):
        cardgames.equity(["AA", "KK"], ranking="straight-beats-trips")
    with pytest.raises(ValueError, match=r'^a ranking is for game="short-deck", not "omaha"$'):
        cardgames.strength_meter("AhAsKhKs", game="omaha", ranking="trips-beat-straight")
    with pytest.raises(ValueError, match=r'^unknown ranking "straight"'):
        cardgames.strength_meter("9c 8d", game="short-deck", ranking="straight")  # type: ignore[arg-type]


def test_equity_errors() -> None:
    with pytest.raises(EquityError, match=r"^equity needs 2 to 10 players, got 1$"):
        cardgames.equity(["AA"])
    with pytest.raises(EquityError, match=r"^the number of samples must be at least 1$"):
        cardgames.equity(["AA", "KK"], samples=0)
    with pytest.raises(EquityError, match=r"^the standard error target must be a positive number$"):
        cardgames.equity(["AA", "KK"], target_std_error=-1.0)
    with pytest.raises(BoardError, match=r"^a board has 0, 3, 4 or 5 cards, got 2$"):
        cardgames.equity(["AA", "KK"], "2c 3c")
    with pytest.raises(BoardError, match=r"^card As is in both"):
        cardgames.equity(["AsAh", "KK"], "As 2c 3c")
    with pytest.raises(cardgames.ParseError, match=r"^duplicate card 2c$"):
        cardgames.equity(["AA", "KK"], ["2c", "2c", "3d"])
    with pytest.raises(RangeError):
        cardgames.equity(["AA", "K"])
    with pytest.raises(ValueError, match="time_limit"):
        cardgames.equity(["AA", "KK"], time_limit=-1.0)


def test_time_limit_and_cancel_give_partial_results() -> None:
    stopped = cardgames.equity(["AA", "KK"], time_limit=0.0)
    assert stopped.partial and stopped.partial_reason == "time limit"
    assert stopped.deals == 0 and stopped.fraction_done == 0.0

    reports = []

    def progress(report: cardgames.Progress) -> bool:
        reports.append(report)
        return False  # cancel at the first report

    players = ["AhKh", "QQ+,AKs", "any", "any"]
    result = cardgames.equity(players, samples=10**12, progress=progress)
    assert result.partial and result.partial_reason == "cancelled"
    assert result.method == "monte carlo" and result.deals > 0
    assert 0.0 < result.fraction_done < 0.01
    assert reports and 0.0 <= reports[0].fraction < 0.01 and reports[0].elapsed > 0
    assert reports[0].result.partial_reason == "running"


def test_ctrl_c_cancels_with_the_partial_result(ctrl_c: None) -> None:
    timer = threading.Timer(0.3, _thread.interrupt_main)
    timer.start()
    with pytest.raises(KeyboardInterrupt) as caught:
        cardgames.equity(["AhKh", "QQ+,AKs", "any", "any"], samples=10**12)
    timer.join()
    result = caught.value.result  # type: ignore[attr-defined]
    assert isinstance(result, cardgames.EquityResult)
    assert result.partial and result.partial_reason == "cancelled" and result.deals > 0


def test_progress_exception_cancels_and_propagates() -> None:
    def progress(report: cardgames.Progress) -> None:
        raise RuntimeError("stop")

    with pytest.raises(RuntimeError, match="stop") as caught:
        cardgames.equity(["AhKh", "any", "any"], samples=10**12, progress=progress)
    assert caught.value.result.partial  # type: ignore[attr-defined]


def test_breakdown_rows() -> None:
    players = ["JJ+,AK", "TT,99"]
    classes = cardgames.breakdown(players, "Ks 9d 4c")
    assert [row["class"] for row in classes] == ["AA", "AKs", "AKo", "KK", "QQ", "JJ"]
    total = cardgames.equity(players, "Ks 9d 4c")
    assert sum(row["wins"] for row in classes) == total.wins[0]
    assert sum(row["deals"] for row in classes) == total.deals
    combos = cardgames.breakdown(players, "Ks 9d 4c", by="combo")
    assert sum(row["combos"] for row in classes) == len(combos)
    assert set(combos[0]) == {"combo", "class", "weight", "equity", "wins", "ties", "losses", "deals", "standard_error"}
    # One column per key: what pandas.DataFrame(rows) makes of it.
    assert all(set(row) == set(classes[0]) for row in classes)
    sampled = cardgames.breakdown(players, "Ks 9d 4c", samples=20_000)
    assert all(row["standard_error"] is not None for row in sampled)
    targeted = cardgames.breakdown(players, "Ks 9d 4c", target_std_error=0.01)
    assert all(row["standard_error"] is not None for row in targeted)
    curve = cardgames.breakdown(players, "Ks 9d 4c", by="curve")
    assert len(curve) == len(combos) and set(curve[0]) == {"combo", "class", "equity", "share"}
    assert [row["equity"] for row in curve] == sorted((row["equity"] for row in curve), reverse=True)
    assert abs(sum(row["share"] for row in curve) - 1.0) < 1e-12
    assert abs(sum(row["share"] * row["equity"] for row in curve) - total.equity[0]) < 1e-12
    with pytest.raises(ValueError, match="unknown breakdown"):
        cardgames.breakdown(players, by="suit")  # type: ignore[arg-type]


def test_strength_meter_paper_figures() -> None:
    # The paper's first test hand on the flop: 1,081 turn-and-river pairs.
    meter = cardgames.strength_meter("9c Jd", "3h 6c 6s")
    assert meter.total == 1_081 and meter.cards_to_come == 2
    assert meter.counts["Two Pair"] == 405
    assert meter.ordered_counts["Two Pair"] == 810
    assert abs(sum(meter.probabilities.values()) - 1.0) < 1e-12
    preflop = cardgames.strength_meter("9c Jd")
    assert preflop.total == 2_118_760 and preflop.counts["Straight Flush"] == 435
    with pytest.raises(BoardError, match=r"^a player holds 2 hole cards, got 3$"):
        cardgames.strength_meter("9c Jd Qd")


def test_short_deck_strength_meter_rankings() -> None:
    # Three nines and A-6-7-8-9 at once: counted as the ranking's stronger hand.
    river = cardgames.strength_meter("9c 8d", "7h 6s Ac 9h 9s", game="short-deck")
    assert river.total == 1 and river.counts["Three of a Kind"] == 1
    river = cardgames.strength_meter("9c 8d", "7h 6s Ac 9h 9s", game="short-deck", ranking="straight-beats-trips")
    assert river.counts["Straight"] == 1 and river.counts["Three of a Kind"] == 0
    # On the flop, every turn and river tallied one at a time.
    hole, flop = "9c 8d", "7h 6s 9h"
    used = set(_cards(hole + " " + flop))
    for ranking in RANKINGS:
        tally: dict[str, int] = {}
        for runout in itertools.combinations([c for c in SHORT_DECK if c not in used], 2):
            category = cardgames.evaluate_short_deck(_cards(hole + " " + flop) + list(runout), ranking=ranking).category
            tally[category] = tally.get(category, 0) + 1
        meter = cardgames.strength_meter(hole, flop, game="short-deck", ranking=ranking)
        assert meter.total == 465
        assert {name: count for name, count in meter.counts.items() if count} == tally
    trips_first, straight_first = (cardgames.strength_meter(hole, flop, game="short-deck", ranking=r) for r in RANKINGS)
    assert trips_first.counts["Three of a Kind"] > straight_first.counts["Three of a Kind"]


def test_outs() -> None:
    # Two overcards against a pair of nines: the six aces and kings win.
    outs = cardgames.outs("Ah Kd", "8s 5c 2h", ["9c9d"])
    assert sorted(outs.winning) == sorted(["As", "Ad", "Ac", "Ks", "Kh", "Kc"])
    assert len(outs) == 45 and outs.current == "High Card"
    alone = cardgames.outs("9c Jd", "3h 6c 9s Jh")
    assert sorted(alone.improving) == sorted(["Js", "Jc", "9h", "9d"])
    assert "wins" not in alone.cards[0] and "wins" in outs.cards[0]
    with pytest.raises(BoardError, match=r"^outs and board classes need a flop or a turn \(3 or 4 board cards\), got 5$"):
        cardgames.outs("9c Jd", "3h 6c 6s Jh 2d")
    with pytest.raises(EquityError, match=r"^outs need 1 to 9 opponents, got 0$"):
        cardgames.outs("9c Jd", "3h 6c 6s", [])


def test_a_seed_gives_the_same_result_on_any_number_of_threads() -> None:
    code = (
        "import cardgames; r = cardgames.equity(['AhKh', 'QQ+,AKs', 'any'], samples=200_000, seed=5);"
        " print(r.wins, r.ties, r.deals)"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, "RAYON_NUM_THREADS": threads},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for threads in ["1", "2", "3"]
    }
    assert len(outputs) == 1


def test_board_classes() -> None:
    rows = cardgames.board_classes("AhKh,QQ,7h6h,AsQc", "Th 9h 8c")
    assert {row["kind"] for row in rows} == {"made", "draw"}
    made = [row for row in rows if row["kind"] == "made"]
    total = sum(row["weight"] for row in made)
    assert total == 6 + 1 + 1 + 1  # QQ's six combos, AhKh, 7h6h, AsQc
    assert abs(sum(row["share"] for row in made) - 1.0) < 1e-12
    combos = [combo for row in made for combo in row["combos"]]
    assert len(combos) == len(set(combos)) == 9
    flush_draws = {combo for row in rows if row["kind"] == "draw" and "flush" in row["class"] for combo in row["combos"]}
    assert "AhKh" in flush_draws
    with pytest.raises(BoardError, match=r"^outs and board classes need a flop or a turn \(3 or 4 board cards\), got 2$"):
        cardgames.board_classes("AA", "Ks 9d")


def _made(rows: list[dict[str, Any]], name: str) -> float:
    return sum(float(row["weight"]) for row in rows if row["kind"] == "made" and row["class"] == name)


def test_board_classes_in_short_deck() -> None:
    holdem = cardgames.board_classes("A9s, T9s, 55", "8s 7d 6c")
    assert _made(holdem, "straight") == 4  # T9s: 10-9-8-7-6
    assert sum(row["weight"] for row in holdem if row["kind"] == "made") == 4 + 4 + 6
    for ranking in RANKINGS:
        short = cardgames.board_classes("A9s, T9s, 55", "8s 7d 6c", game="short-deck", ranking=ranking)
        assert _made(short, "straight") == 8  # A9s too: A-6-7-8-9
        # No five in short deck: 55 is left out.
        assert sum(row["weight"] for row in short if row["kind"] == "made") == 4 + 4
    with pytest.raises(BoardError, match=r"^card 2c in the board is not in the short deck \(six to ace\)$"):
        cardgames.board_classes("AA", "Ks 9d 2c", game="short-deck")
    with pytest.raises(ValueError, match=r'^a ranking is for game="short-deck", not "holdem"$'):
        cardgames.board_classes("AA", "Ks 9d 4c", ranking="straight-beats-trips")
    with pytest.raises(ValueError, match=r'^unknown ranking "x": use "trips-beat-straight" or "straight-beats-trips"$'):
        cardgames.board_classes("AA", "Ks 9d 4c", game="short-deck", ranking="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r'^unknown game "poker": use "holdem", '):
        cardgames.board_classes("AA", "Ks 9d 4c", game="poker")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("game", "name"),
    [("stud", "stud"), ("razz", "razz"), ("stud-hi-lo", "stud hi-lo")],
)
def test_board_classes_refuse_the_other_games(game: Literal["stud", "razz", "stud-hi-lo"], name: str) -> None:
    message = rf"^a range's classes on a board are for the games with a board, not {name}$"
    for every_turn in [False, True]:
        with pytest.raises(BoardError, match=message):
            cardgames.board_classes("AA", "Ks 9d 4c", game=game, every_turn=every_turn)


@pytest.mark.parametrize("game", ["omaha", "omaha-hi-lo"])
def test_board_classes_of_omaha_hands(game: Literal["omaha", "omaha-hi-lo"]) -> None:
    hands = "AsAhKsKh, JcTc9d8d, Ac7c6d5d"
    rows = cardgames.board_classes(hands, "Kd 9h 2c", game=game)
    assert all("hands" in row and "combos" not in row for row in rows)
    made = {row["class"]: row["hands"] for row in rows if row["kind"] == "made" and row["hands"]}
    # Two of each hand's cards with three of the board: AsAhKsKh has a set of
    # kings, JcTc9d8d middle pair (the nine), Ac7c6d5d ace high.
    assert made == {"set": ["AsAhKsKh"], "middle pair": ["JcTc9d8d"], "ace high": ["Ac7c6d5d"]}
    assert sum(row["weight"] for row in rows if row["kind"] == "made") == 3
    gutshot = [row["hands"] for row in rows if row["class"] == "gutshot"]
    assert gutshot == [["JcTc9d8d"]]  # a queen
    # One hand as cards, a dead card, and every turn.
    assert cardgames.board_classes(["As", "Ah", "Ks", "Kh"], "Kd 9h 2c", game=game) == cardgames.board_classes(
        "AsAhKsKh", "Kd 9h 2c", game=game
    )
    turns = cardgames.board_classes(hands, "Kd 9h 2c", "Qs", game=game, every_turn=True)
    assert len({row["turn"] for row in turns}) == 52 - 3 - 1
    # A hand holding the turn card is left out of its rows.
    on_ace = [row for row in turns if row["turn"] == "As" and row["kind"] == "made"]
    assert sum(row["weight"] for row in on_ace) == 2
    queen = [row for row in turns if row["turn"] == "Qh" and row["kind"] == "made" and row["hands"]]
    assert {row["class"]: row["hands"] for row in queen}["straight"] == ["JcTc9d8d"]
    with pytest.raises(BoardError, match=r"^an Omaha player holds 4 to 6 hole cards, got 2 "):
        cardgames.board_classes("AsAh", "Ks 9d 4c", game=game)
    with pytest.raises(TypeError, match=r"^an Omaha or stud player is a hand such as"):
        cardgames.board_classes(Range("AA"), "Ks 9d 4c", game=game)


def test_board_classes_on_every_turn() -> None:
    turns = cardgames.board_classes("AA, KK", "Ks 9d 4c", every_turn=True)
    cards = list(dict.fromkeys(row["turn"] for row in turns))
    assert len(cards) == 49 and cards[0] == "2c" and cards[-1] == "As"
    assert "Ks" not in cards
    # On the ace of spades: three aces left and three kings make sets.
    assert _made([row for row in turns if row["turn"] == "As"], "set") == 6
    # Each turn's rows are those of the board with that turn card.
    for card in ["2c", "9h", "Kd", "As"]:
        rows = [{k: v for k, v in row.items() if k != "turn"} for row in turns if row["turn"] == card]
        assert rows == cardgames.board_classes("AA, KK", f"Ks 9d 4c {card}")
    dead = cardgames.board_classes("AA, KK", "Ks 9d 4c", "Ah", every_turn=True)
    assert len({row["turn"] for row in dead}) == 48 and "Ah" not in {row["turn"] for row in dead}
    short = cardgames.board_classes("AA, KK", "Ks 9d 6c", game="short-deck", every_turn=True)
    assert len({row["turn"] for row in short}) == 36 - 3
    with pytest.raises(BoardError, match=r"^every turn card's classes need a flop \(3 board cards\), got 4$"):
        cardgames.board_classes("AA", "Ks 9d 4c 2h", every_turn=True)
