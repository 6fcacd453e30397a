"""Odds and pot odds: the document's example, conversions, errors."""

import pytest

from cardgames import Odds, OddsError


def test_odds_and_pot_odds() -> None:
    # A flush draw on the turn: 9 outs of 46 cards.
    flush_draw = Odds.from_probability(9 / 46)
    assert str(flush_draw) == "4.11 to 1" and flush_draw.against == 37 / 9
    assert Odds(20).probability == 1 / 21 and Odds(3).against == 3.0
    assert str(Odds.pot(30, 10)) == "3 to 1" and Odds.pot(30, 10) == Odds(3)
    assert str(Odds(2.5)) == "2.5 to 1" and repr(Odds(2.5)) == "Odds(2.5)"
    assert Odds(3) < Odds(4) and Odds(1).probability == 0.5
    # The document's example: odds of 20 to 1 against the flush, a call
    # that pays 10 to 1: fold; 25 to 1 pays.
    assert Odds(20).decide(10, 1) == "fold" and Odds(20).decide(25, 1) == "call"
    assert Odds(3).decide(30, 10) == "call"  # the pot pays exactly the odds


def test_odds_errors() -> None:
    with pytest.raises(OddsError, match=r"^odds of -1 to 1 need a finite number of at least 0$"):
        Odds(-1)
    with pytest.raises(OddsError, match=r"^odds of inf to 1 need a finite number of at least 0$"):
        Odds(float("inf"))
    with pytest.raises(OddsError, match=r"^probability 0 is not above 0 and at most 1$"):
        Odds.from_probability(0)
    with pytest.raises(OddsError, match=r"^probability 1.5 is not above 0 and at most 1$"):
        Odds.from_probability(1.5)
    with pytest.raises(OddsError, match=r"^amount 0 is not a positive number$"):
        Odds.pot(10, 0)
    with pytest.raises(OddsError, match=r"^amount -5 is not a positive number$"):
        Odds(2).decide(-5, 1)
    with pytest.raises(TypeError, match="unhashable"):
        hash(Odds(2))
    assert issubclass(OddsError, ValueError)
