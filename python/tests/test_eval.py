"""Cards and hand evaluation: known values, the batch against single calls, errors."""

import itertools
import random

import numpy as np
import pytest

import cardgames
from cardgames import Card, EvalError, ParseError


def test_card_index_round_trip() -> None:
    assert cardgames.card_index("2c") == 0
    assert cardgames.card_index("2d") == 1
    assert cardgames.card_index("As") == 51
    assert cardgames.card_index(Card("10h")) == cardgames.card_index("Th")
    for index in range(52):
        card = cardgames.card_from_index(index)
        assert card.index == index
        assert Card(str(card)) == card == Card(index)
    assert str(Card("A♠")) == "As"
    assert repr(Card("Kd")) == "Card('Kd')"
    assert (Card("As").rank, Card("As").suit) == ("A", "s")
    assert Card("2c") < Card("2d") < Card("3c")
    assert len({Card("As"), Card(51)}) == 1


def test_bad_cards_raise_parse_error() -> None:
    with pytest.raises(ParseError, match=r"^unknown suit 'x' at byte 1$"):
        Card("Ax")
    with pytest.raises(ParseError, match=r"^card index 52 out of range 0..52$"):
        cardgames.card_from_index(52)
    with pytest.raises(ParseError, match=r"^unknown rank 'X' at byte 3$"):
        cardgames.evaluate("As Xs Qs Js Ts")
    assert issubclass(ParseError, cardgames.CardgamesError)
    assert issubclass(cardgames.CardgamesError, ValueError)
    with pytest.raises(TypeError):
        cardgames.evaluate([1.5, 2, 3, 4, 5])  # type: ignore[list-item]


def test_evaluate_known_hands() -> None:
    royal = cardgames.evaluate("As Ks Qs Js Ts 2d 2c")
    boat = cardgames.evaluate(["Ah", "Ad", "Ac", "9d", "9c", "3h", "2h"])
    assert royal > boat
    assert str(royal) == royal.description == "Royal Flush"
    assert (royal.cactus_kev, royal.value) == (1, 7462)
    assert boat.category == "Full House"
    assert boat.description == "Full House, Aces over Nines"
    assert boat.cactus_kev == 171
    # Cards as objects, indices (45 is Kd) and text alike.
    assert cardgames.evaluate([Card("7c"), 45, "4h", "3s", "2c"]) == cardgames.evaluate("7c Kd 4h 3s 2c")
    assert cardgames.evaluate("7c 5d 4h 3s 2c").cactus_kev == 7462
    # Equal strength is equal, and hashes alike.
    a = cardgames.evaluate("As Ks Qs Js 9d")
    b = cardgames.evaluate("Ah Kh Qh Jh 9c")
    assert a == b and hash(a) == hash(b)


def test_evaluate_errors() -> None:
    with pytest.raises(EvalError, match=r"^a hand needs 5 to 7 cards, got 4$"):
        cardgames.evaluate("As Ks Qs Js")
    with pytest.raises(EvalError, match=r"^card As appears more than once$"):
        cardgames.evaluate("As Ks Qs Js As")


# Cactus Kev's published counts of the 2,598,960 five-card hands, by
# category, and the ranges of his numbers (1 = royal flush) that each holds.
CATEGORIES = [
    ("Straight Flush", 1, 10, 40),
    ("Four of a Kind", 11, 166, 624),
    ("Full House", 167, 322, 3744),
    ("Flush", 323, 1599, 5108),
    ("Straight", 1600, 1609, 10200),
    ("Three of a Kind", 1610, 2467, 54912),
    ("Two Pair", 2468, 3325, 123552),
    ("One Pair", 3326, 6185, 1098240),
    ("High Card", 6186, 7462, 1302540),
]


def test_batch_counts_every_five_card_hand() -> None:
    hands = np.fromiter(
        itertools.chain.from_iterable(itertools.combinations(range(52), 5)),
        dtype=np.uint8,
    ).reshape(-1, 5)
    values = cardgames.evaluate_batch(hands)
    assert values.dtype == np.uint16 and values.shape == (2_598_960,)
    cactus_kev = 7463 - values.astype(np.int64)
    assert len(np.unique(values)) == 7462
    for name, low, high, count in CATEGORIES:
        assert int(((cactus_kev >= low) & (cactus_kev <= high)).sum()) == count, name


def test_batch_matches_single_and_best_five() -> None:
    rng = random.Random(2026)
    rows = [rng.sample(range(52), 7) for _ in range(2000)]
    hands = np.array(rows, dtype=np.uint8)
    values = cardgames.evaluate_batch(hands)
    # Seven cards: the best of the 21 five-card hands, each from the batch.
    fives = np.array([list(c) for row in rows for c in itertools.combinations(row, 5)], dtype=np.uint8)
    best = cardgames.evaluate_batch(fives).reshape(-1, 21).max(axis=1)
    assert (values == best).all()
    for row, value in zip(rows[:200], values[:200]):
        assert cardgames.evaluate(row).value == value
    # Six cards, and a non-contiguous view.
    six = hands[:, ::-1][:, :6]
    assert list(cardgames.evaluate_batch(six)[:50]) == [cardgames.evaluate(list(r)).value for r in six[:50]]
    # Large enough to run in parallel: the same values.
    many = np.tile(hands, (20, 1))
    assert (cardgames.evaluate_batch(many) == np.tile(values, 20)).all()


def test_batch_errors_name_the_row() -> None:
    with pytest.raises(EvalError, match=r"^a hand needs 5 to 7 cards, got 4$"):
        cardgames.evaluate_batch(np.zeros((3, 4), dtype=np.uint8))
    bad = np.tile(np.arange(7, dtype=np.uint8), (40_000, 1))
    bad[30_001, 6] = 52
    bad[35_000, 6] = 0
    with pytest.raises(ParseError, match=r"^row 30001: card index 52 out of range 0..52$"):
        cardgames.evaluate_batch(bad)
    bad[30_001, 6] = 6
    with pytest.raises(EvalError, match=r"^row 35000: card 2c appears more than once$"):
        cardgames.evaluate_batch(bad)


def test_omaha_and_short_deck() -> None:
    assert cardgames.evaluate_omaha("Ah Ks Qd Tc", "2h 5h 8h Th 3c").description == "One Pair, Tens"
    assert cardgames.evaluate_omaha("Ah Kh Qd Jc", "2h 5h 8h Th 3c").description == "Flush, Ace high"
    with pytest.raises(EvalError, match=r"^an omaha hand needs 4 to 6 hole cards, got 3$"):
        cardgames.evaluate_omaha("Ah Kh Qd", "2h 5h 8h")
    flush = cardgames.evaluate_short_deck("Ah Th 8h 7h 6h Kd Ks")
    boat = cardgames.evaluate_short_deck("Ad Ac As Kh Kc 7d 6s")
    assert flush > boat
    cards = "9c 8d 7h 6s Ac Ad As"
    assert cardgames.evaluate_short_deck(cards).description == "Three of a Kind, Aces"
    other = cardgames.evaluate_short_deck(cards, ranking="straight-beats-trips")
    assert (other.category, other.description) == ("Straight", "Straight, Nine high")
    assert other.ranking == "straight-beats-trips"
    assert cardgames.evaluate_short_deck("As Ks Qs Js Ts").value == 1404
    with pytest.raises(EvalError, match=r"^card 5h is not in the short deck \(six to ace\)$"):
        cardgames.evaluate_short_deck("Ah 6d 7c 8s 5h")
    with pytest.raises(ValueError, match="unknown ranking"):
        cardgames.evaluate_short_deck(cards, ranking="x")  # type: ignore[arg-type]


def test_lows_and_hi_lo() -> None:
    wheel = cardgames.evaluate_ace_five("5c 4d 3h 2s Ac")
    eight = cardgames.evaluate_ace_five("8c 6d 4h 2s Ac Kd Kh")
    nine = cardgames.evaluate_ace_five("9c 2d 3h 4s 5c")
    assert wheel > eight > nine
    assert (wheel.value, str(eight)) == (6175, "8-6-4-2-A")
    assert eight.eight_or_better and not nine.eight_or_better
    assert cardgames.evaluate_ace_five("Kc Kd 7h 7s 4c 4d 2h").description == "4-4-K-7-2"
    number_one = cardgames.evaluate_deuce_seven("7c 5d 4h 3s 2c")
    wheel27 = cardgames.evaluate_deuce_seven("5c 4d 3h 2s Ac")
    flush = cardgames.evaluate_deuce_seven("7c 5c 4c 3c 2c")
    assert number_one > wheel27 > flush
    assert (number_one.value, str(wheel27), str(flush)) == (7462, "A-5-4-3-2", "Flush, Seven high")
    assert number_one.high == cardgames.evaluate("7c 5d 4h 3s 2c")
    high, low = cardgames.evaluate_hi_lo("Ac 2d 3h 4s 5c Kd Kh")
    assert high.description == "Straight, Five high"
    assert low is not None and str(low) == "5-4-3-2-A"
    assert cardgames.evaluate_hi_lo("Kc Qd Jh 9s 9c")[1] is None
    high, low = cardgames.evaluate_omaha_hi_lo("Ah 2h Qd Jc", "3h 5h 8h Th Kc")
    assert high.description == "Flush, Ace high" and low is not None and str(low) == "8-5-3-2-A"
    with pytest.raises(EvalError, match=r"^a hand needs 5 to 7 cards, got 2$"):
        cardgames.evaluate_ace_five("Ac 2d")
    with pytest.raises(ParseError, match=r"^duplicate card Ac$"):
        cardgames.evaluate_deuce_seven("Ac 2d 3c 4c Ac")
