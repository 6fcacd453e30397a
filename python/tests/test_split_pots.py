"""Omaha hi-lo, stud, razz and stud hi-lo equity: every count checked against
a reference that deals each runout and shares each pot itself, with the
package's hand evaluators."""

import itertools
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Optional, Union

import pytest

import cardgames
from cardgames import AceFiveLow, BoardError, HandRank

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
Low = Optional[AceFiveLow]
Value = Union[HandRank, AceFiveLow]


class Reference:
    """Counts of a showdown after showdown: the high, the low and the pot."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.deals = 0
        self.wins = [0] * players
        self.ties = [0] * players
        self.low_wins = [0] * players
        self.low_ties = [0] * players
        self.scoops = [0] * players
        self.no_low = 0
        self.shares = [Fraction(0)] * players

    def showdown(self, highs: Sequence[Value], lows: Optional[Sequence[Low]] = None) -> None:
        self.deals += 1
        best = max(highs)
        high = [i for i in range(self.players) if highs[i] == best]
        low: list[int] = []
        if lows is not None:
            qualified = [value for value in lows if value is not None]
            if qualified:
                best_low = max(qualified)
                low = [i for i in range(self.players) if lows[i] == best_low]
            else:
                self.no_low += 1
        for group, wins, ties in [(high, self.wins, self.ties), (low, self.low_wins, self.low_ties)]:
            for i in group:
                if len(group) == 1:
                    wins[i] += 1
                else:
                    ties[i] += 1
        half = Fraction(1, 2) if low else Fraction(1)
        for i in high:
            self.shares[i] += half / len(high)
        for i in low:
            self.shares[i] += Fraction(1, 2) / len(low)
        if len(high) == 1 and (not low or low == high):
            self.scoops[high[0]] += 1

    def check(self, result: cardgames.EquityResult, split: bool) -> None:
        assert result.deals == self.deals
        assert (result.wins, result.ties) == (self.wins, self.ties)
        assert result.equity == pytest.approx([float(share / self.deals) for share in self.shares], abs=1e-12)
        if split:
            assert (result.low_wins, result.low_ties) == (self.low_wins, self.low_ties)
            assert (result.scoops, result.no_low) == (self.scoops, self.no_low)
            assert result.no_low_probability == pytest.approx(self.no_low / self.deals)
        else:
            assert result.scoops is None and result.low_wins is None and result.no_low is None


def _cards(text: str) -> list[str]:
    return [str(card) for card in cardgames.CardSet(text)]


def test_omaha_hi_lo_against_every_river() -> None:
    hands, turn = ["Ah2hQdJc", "Ac2dKcKh", "4c5c9s9d"], "3h Kd Ts 8h"
    used = set(_cards(turn)) | {card for hand in hands for card in _cards(hand)}
    reference = Reference(3)
    for river in (card for card in DECK if card not in used):
        board = _cards(turn) + [river]
        values = [cardgames.evaluate_omaha_hi_lo(hand, board) for hand in hands]
        reference.showdown([high for high, _ in values], [low for _, low in values])
    result = cardgames.equity(hands, turn, game="omaha-hi-lo")
    reference.check(result, split=True)
    assert result.no_low is not None and 0 < result.no_low < result.deals
    assert result.scoops is not None and result.low_ties is not None
    assert sum(result.scoops) > 0 and sum(result.low_ties) > 0


def test_omaha_hi_lo_quartered() -> None:
    # Both hold A-2 for the nut low; the first also makes the nut flush:
    # the high and a quarter, against a quarter.
    result = cardgames.equity(["AhQh2c9d", "As2dJcJs"], "3h 4h 5s Kh 8c", game="omaha-hi-lo")
    assert result.equity == [0.75, 0.25] and result.wins == [1, 0] and result.low_ties == [1, 1]
    assert result[0].low_ties_by_players == [0, 0, 1] + [0] * 8 and result.no_low == 0
    assert result[0].scoops == 0 and result[1].low_wins == 0


def _seventh_street(hands: Sequence[str], evaluate: Callable[[list[str]], tuple[Value, Low]], split: bool) -> Reference:
    """Deals the last card of each player who holds six, in turn, from the
    cards left."""
    used = {card for hand in hands for card in _cards(hand)}
    left = [card for card in DECK if card not in used]
    waiting = [i for i, hand in enumerate(hands) if len(_cards(hand)) == 6]
    reference = Reference(len(hands))
    for last in itertools.permutations(left, len(waiting)):
        dealt = dict(zip(waiting, last))
        values = [evaluate(_cards(hand) + ([dealt[i]] if i in dealt else [])) for i, hand in enumerate(hands)]
        reference.showdown([high for high, _ in values], [low for _, low in values] if split else None)
    return reference


def test_stud_games_against_every_last_card() -> None:
    # The third player's seven cards are all dealt.
    hands = ["Ac 2c 3d Kh Ks 9s", "Ah 4d 5d 5h 7c Td", "Qh Qs Jd 3s 6c 8c 6d"]

    def high(cards: list[str]) -> tuple[Value, Low]:
        return cardgames.evaluate(cards), None

    def razz(cards: list[str]) -> tuple[Value, Low]:
        return cardgames.evaluate_ace_five(cards), None

    for game, evaluate, split in [
        ("stud", high, False),
        ("razz", razz, False),
        ("stud-hi-lo", cardgames.evaluate_hi_lo, True),
    ]:
        result = cardgames.equity(hands, game=game)  # type: ignore[arg-type]
        _seventh_street(hands, evaluate, split).check(result, split)
        assert result.deals == 33 * 32  # 19 cards known


def test_stud_hands_as_cards_and_unknown() -> None:
    known = cardgames.equity([cardgames.CardSet("As Ks Ad 7h 7c 2d"), ["Qh", "Qs", "Qd", "3s", "4c", "5c"]], game="stud")
    assert known.equity == cardgames.equity(["As Ks Ad 7h 7c 2d", "QhQsQd3s4c5c"], game="stud").equity
    sampled = cardgames.equity(["Ac 2c 3d", "any", "any"], game="razz", samples=50_000, seed=3)
    exact_heads_up = cardgames.equity(["Ac 2c 3d 4h", "Kc Kd 5s 6s"], game="razz")
    assert exact_heads_up.deals == 13_244 * 10_660  # three more cards each, as sets
    assert sampled.method == "monte carlo" and sampled.equity[0] > 0.5
    assert sampled.standard_error[0] is not None and sampled.scoops is None


def test_split_pot_errors() -> None:
    with pytest.raises(BoardError, match=r"^the stud games have no board, got 3 board cards$"):
        cardgames.equity(["As2d", "any"], "2c 3c 4c", game="stud")
    with pytest.raises(BoardError, match=r"^the hands listed for player 1 hold different numbers of cards$"):
        cardgames.equity(["As2d,Kd", "any"], game="stud")
    with pytest.raises(BoardError, match=r"^a stud player holds 0 to 7 cards so far, got 8$"):
        cardgames.equity(["As2d3c4d5h6h7h8h", "any"], game="stud-hi-lo")
    with pytest.raises(BoardError, match=r"^52 cards are left to deal 63 more cards$"):
        cardgames.equity(["any"] * 9, game="razz")
    with pytest.raises(TypeError, match=r"not a Range$"):
        cardgames.equity(["As2d", cardgames.Range("KK")], game="stud")
    with pytest.raises(BoardError, match=r"^the strength meter is for the games with a board, not stud$"):
        cardgames.strength_meter("As2d3c4d", game="stud")
    with pytest.raises(ValueError, match=r'^unknown game "seven-card": use "holdem", "omaha", "short-deck", "omaha-hi-lo", "stud", "razz", "stud-hi-lo"$'):
        cardgames.equity(["any", "any"], game="seven-card")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r'^a ranking is for game="short-deck", not "razz"$'):
        cardgames.equity(["any", "any"], game="razz", ranking="straight-beats-trips")


def test_omaha_hi_lo_strength_meter_lows() -> None:
    # On the flop 3 7 J with A-2: a low needs two more low ranks of 4, 5, 6, 8
    # (or one of them and any card): the reference deals each turn and river.
    hole, flop = "Ah 2h Kc Qd", "3c 7d Js"
    used = set(_cards(hole)) | set(_cards(flop))
    lows = sum(
        cardgames.evaluate_omaha_hi_lo(hole, _cards(flop) + list(runout))[1] is not None
        for runout in itertools.combinations([card for card in DECK if card not in used], 2)
    )
    meter = cardgames.strength_meter(hole, flop, game="omaha-hi-lo")
    assert (meter.low_count, meter.total) == (lows, 990)
    assert meter.low_probability == pytest.approx(lows / 990)
    assert cardgames.strength_meter("Ah Kh").low_count is None
    assert cardgames.strength_meter("Ah 2h Kc Qd", "3c 7d Js 8s Kd", game="omaha-hi-lo").low_probability == 1.0
