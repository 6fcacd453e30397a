"""CardSet: parsing, set operations against frozenset, iteration, errors."""

import random

import pytest

import cardgames
from cardgames import Card, CardSet, ParseError

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]


def test_parse_str_repr_and_iteration() -> None:
    hand = CardSet("As Kd")
    assert hand == CardSet("AsKd") == CardSet("Kd,As") == CardSet(["Kd", Card("As")]) == CardSet([51, 45])
    assert str(hand) == "As Kd" and repr(hand) == "CardSet('As Kd')"
    assert CardSet(str(hand)) == hand and hash(CardSet(str(hand))) == hash(hand)
    assert list(hand) == [Card("Kd"), Card("As")]  # ascending index
    assert len(hand) == 2 and len(CardSet()) == 0 and str(CardSet("")) == ""
    assert "As" in hand and Card("Kd") in hand and 51 in hand and "Ah" not in hand
    assert CardSet("A♠ K♦") == hand
    assert len(CardSet.full()) == 52 and list(CardSet.full()) == [Card(c) for c in DECK]
    assert str(CardSet.of_rank("A")) == "As Ah Ad Ac" and len(CardSet.of_suit("h")) == 13
    assert CardSet.from_bits(0b11) == CardSet("2c 2d") and hand.bits == (1 << 51) | (1 << 45)
    assert {hand: 1}[CardSet("KdAs")] == 1


def test_operations_agree_with_frozenset() -> None:
    rng = random.Random(7)
    for _ in range(200):
        a, b = (frozenset(rng.sample(DECK, rng.randrange(0, 12))) for _ in range(2))
        x, y = CardSet(sorted(a)), CardSet(sorted(b))

        def names(cards: CardSet) -> frozenset[str]:
            return frozenset(str(card) for card in cards)

        assert names(x | y) == a | b and names(x & y) == a & b
        assert names(x - y) == a - b and names(x ^ y) == a ^ b
        assert names(~x) == frozenset(DECK) - a
        assert (x <= y) == (a <= b) and (x < y) == (a < b)
        assert (x >= y) == (a >= b) and (x > y) == (a > b)
        assert (x == y) == (a == b) and x.isdisjoint(y) == a.isdisjoint(b)
        assert x.issubset(y) == a.issubset(b) and x.issuperset(y) == a.issuperset(b)
        assert len(x) == len(a) and all(card in x for card in a)


def test_operands_and_use_as_cards() -> None:
    hand = CardSet("As Kd")
    assert hand | "Qh" == "Qh" | hand == CardSet("As Kd Qh")
    assert hand | Card("2c") == Card("2c") | hand == hand | [0] == CardSet("As Kd 2c")
    assert "As Kd Qh" - hand == CardSet("Qh") and hand - "As" == CardSet("Kd")
    assert hand & ["As", "2c"] == CardSet("As") and hand ^ "As Qh" == CardSet("Kd Qh")
    board = CardSet("Qs Js Ts")
    assert cardgames.evaluate(hand | board).description == "Straight, Ace high"
    assert cardgames.equity([CardSet("AcAs"), "KhKd"], CardSet("2c 3d 4h")).deals == 990


def test_errors() -> None:
    with pytest.raises(ParseError, match=r"^duplicate card As at byte 3$"):
        CardSet("As As")
    with pytest.raises(ParseError, match=r"^duplicate card As$"):
        CardSet(["As", "As"])
    with pytest.raises(ParseError, match=r"^unknown rank 'X' at byte 0$"):
        CardSet("Xx")
    with pytest.raises(ParseError, match=r"^unknown rank 'Z' at byte 0$"):
        "Zz" in CardSet("As")
    with pytest.raises(ParseError, match=r"^unknown rank 'X' at byte 0$"):
        CardSet("As") | "Xx"
    with pytest.raises(ParseError, match=r"^unknown suit 'x' at byte 0$"):
        CardSet.of_suit("x")
    with pytest.raises(ParseError):
        CardSet.of_rank("1")
    with pytest.raises(ValueError, match=r"^bits 0x10000000000000 set a bit above 51$"):
        CardSet.from_bits(1 << 52)
    with pytest.raises(TypeError, match="unsupported operand"):
        CardSet("As") | 5.5  # type: ignore[operator]
    with pytest.raises(TypeError, match="not supported"):
        CardSet("As") < "As"  # type: ignore[operator]
    with pytest.raises(TypeError, match=r"^cards are a str or a sequence of cards, not float$"):
        CardSet(3.5)  # type: ignore[arg-type]
    assert CardSet("As") != "As"
