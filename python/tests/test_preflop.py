"""The preflop tables: hand classes, their equities against each other and
against random hands, their order by strength and the top-X% ranges, checked
against published figures and against the equity engines."""

import pytest

import cardgames
from cardgames import HandClass, Range, RangeError

OPPONENTS_MESSAGE = r"^the preflop tables are against 1 to 3 random hands, not {}$"


def test_hand_class() -> None:
    suited = HandClass("AKs")
    assert str(suited) == "AKs" and repr(suited) == "HandClass('AKs')"
    assert HandClass("KAs") == suited and HandClass("kas") == suited
    assert HandClass("T9o") == HandClass("109o") and str(HandClass("109o")) == "T9o"
    assert HandClass("AKo") != suited and HandClass("AKo") != "AKo"
    assert len({suited, HandClass("KAs"), HandClass("AKo")}) == 2
    assert (HandClass("AA").index, suited.index, HandClass("AKo").index, HandClass("KK").index) == (0, 1, 13, 14)
    assert HandClass("22").index == 168
    assert (HandClass("QQ").combos, suited.combos, HandClass("AKo").combos) == (6, 4, 12)
    assert (suited.high, suited.low, suited.shape) == ("A", "K", "suited")
    assert (HandClass("T9o").high, HandClass("T9o").low, HandClass("T9o").shape) == ("T", "9", "offsuit")
    assert (HandClass("77").high, HandClass("77").low, HandClass("77").shape) == ("7", "7", "pair")


def test_classes_by_grid_cell() -> None:
    classes = HandClass.all()
    assert [str(c) for c in classes[:3]] == ["AA", "AKs", "AQs"] and str(classes[-1]) == "22"
    assert [c.index for c in classes] == list(range(169))
    assert all(HandClass.from_index(i) == c for i, c in enumerate(classes))
    # Above the diagonal suited, below it offsuit, pairs on it.
    shapes = [c.shape for c in classes]
    assert (shapes.count("pair"), shapes.count("suited"), shapes.count("offsuit")) == (13, 78, 78)
    assert all((c.shape == "suited") == (c.index % 13 > c.index // 13) for c in classes)
    for bad in (169, 1000):
        with pytest.raises(ValueError, match=rf"^a hand class's index is 0 to 168, not {bad}$"):
            HandClass.from_index(bad)


def test_every_class_reads_back_and_has_its_own_grid_cell() -> None:
    classes = HandClass.by_strength()
    assert sorted(c.index for c in classes) == list(range(169))
    assert all(HandClass(str(c)) == c for c in classes)
    assert sum(c.combos for c in classes) == 1326


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("AK", r"^a starting-hand class of two ranks ends in s or o \(AKs, AKo\), at byte 2$"),
        ("AAs", r"^a pair cannot be suited or offsuit, at byte 2$"),
        ("XX", r"^unknown rank 'X' at byte 0$"),
        ("", r"^missing rank at byte 0$"),
    ],
)
def test_bad_hand_classes(text: str, message: str) -> None:
    with pytest.raises(RangeError, match=message):
        HandClass(text)


def test_heads_up_equities() -> None:
    aces = HandClass("AA")
    assert aces.equity_against(HandClass("KK")) == 0.8195
    assert aces.equity_against("KK") == 0.8195
    # Published heads-up figures, rounded as published.
    for a, b, equity in [("AA", "KK", 0.82), ("AKs", "QQ", 0.46), ("AKo", "22", 0.47), ("72o", "AA", 0.12)]:
        assert abs(HandClass(a).equity_against(b) - equity) < 0.01, (a, b)
    # The table is the exact engine rounded to four decimals.
    for a, b in [("AA", "KK"), ("AKs", "QQ"), ("T9s", "A2o"), ("55", "55")]:
        exact = cardgames.equity([a, b]).equity[0]
        assert abs(HandClass(a).equity_against(b) - exact) <= 0.00005 + 1e-12, (a, b)
    with pytest.raises(RangeError, match=r"^unknown rank 'Z' at byte 0$"):
        aces.equity_against("ZZ")
    with pytest.raises(TypeError, match=r"^a hand class is a str or a HandClass, not int$"):
        aces.equity_against(3)  # type: ignore[arg-type]


def test_equities_against_random_hands() -> None:
    aces = HandClass("AA")
    assert aces.equity_against_random() == 0.852037
    assert aces.equity_against_random(1) == 0.852037
    assert aces.equity_against_random(2) == 0.734352
    assert HandClass("72o").equity_against_random() == 0.345836
    # Against one random hand, the exact engine, to six decimals.
    for name in ["AA", "T9s"]:
        exact = cardgames.equity([name, "any"]).equity[0]
        assert abs(HandClass(name).equity_against_random() - exact) <= 0.0000005 + 1e-12, name
    # Against two and three, the Monte Carlo engine within five standard errors.
    for name, opponents in [("AA", 2), ("KK", 3), ("T9s", 3)]:
        sampled = cardgames.equity([name] + ["any"] * opponents, samples=2_000_000, seed=34)
        error = sampled.standard_error[0]
        assert error is not None
        assert abs(HandClass(name).equity_against_random(opponents) - sampled.equity[0]) < 5 * error, name
    for bad in [0, 4]:
        with pytest.raises(ValueError, match=OPPONENTS_MESSAGE.format(bad)):
            aces.equity_against_random(bad)


def test_the_orders_by_strength() -> None:
    first = [str(c) for c in HandClass.by_strength()[:4]]
    assert first == ["AA", "KK", "QQ", "JJ"]
    assert [str(c) for c in HandClass.by_strength(1)[7:10]] == ["AKs", "77", "AQs"]
    assert [str(c) for c in HandClass.by_strength(3)[7:10]] == ["AQs", "AKo", "AJs"]
    for opponents in [1, 2, 3]:
        order = HandClass.by_strength(opponents)
        assert len(order) == 169 and str(order[-1]) == "32o"
        equities = [c.equity_against_random(opponents) for c in order]
        assert equities == sorted(equities, reverse=True)
        assert [c.strength_rank(opponents) for c in order] == list(range(1, 170))
    # The places the crate's guide quotes, heads-up and against 2 and 3 hands.
    for name, places in [("87s", [100, 80, 69]), ("65s", [128, 108, 94]), ("22", [87, 104, 114]), ("72o", [165, 168, 168])]:
        assert [HandClass(name).strength_rank(n) for n in [1, 2, 3]] == places, name
    assert HandClass("AA").strength_rank() == 1
    for bad in [0, 4]:
        with pytest.raises(ValueError, match=OPPONENTS_MESSAGE.format(bad)):
            HandClass.by_strength(bad)
        with pytest.raises(ValueError, match=OPPONENTS_MESSAGE.format(bad)):
            HandClass("AA").strength_rank(bad)


def test_percentiles() -> None:
    assert HandClass("AA").percentile() == 100 * 6 / 1326
    assert HandClass("KK").percentile(1) == 100 * 12 / 1326
    assert HandClass("32o").percentile() == HandClass("32o").percentile(3) == 100.0
    for opponents in [1, 2, 3]:
        order = HandClass.by_strength(opponents)
        held = 0
        for c in order:
            held += c.combos
            assert c.percentile(opponents) == 100 * held / 1326
    suited = HandClass("JTs")
    assert suited.percentile(3) < suited.percentile()
    with pytest.raises(ValueError, match=OPPONENTS_MESSAGE.format(4)):
        suited.percentile(4)


def test_top_ranges() -> None:
    assert Range.top(1) == Range("QQ+") and len(Range.top(1)) == 18
    assert Range.top(0.45) == Range("AA")
    assert str(Range.top(5)) == "77+,AJs+,AKo"
    assert str(Range.top(5, opponents=3)) == "88+,AJs+,AKo,KQs"
    assert Range.top(15) == Range("top 15%") == Range("15%")
    assert len(Range.top(0)) == 0 and len(Range.top(-3)) == 0
    assert Range.top(100) == Range.top(250) == Range.any()
    for percent in [0.01, 0.46, 5.0, 15.0, 33.3, 99.9]:
        for opponents in [1, 2, 3]:
            top = Range.top(percent, opponents)
            # The smallest prefix of the order reaching the share.
            order = HandClass.by_strength(opponents)
            held = 0
            for count, c in enumerate(order, 1):
                held += c.combos
                if 100 * held / 1326 >= percent:
                    break
            assert top == Range(",".join(str(c) for c in order[:count]))
            assert len(top) == held
            assert all(weight == 100 for _, weight in top.weights())
    with pytest.raises(ValueError, match=OPPONENTS_MESSAGE.format(0)):
        Range.top(5, 0)
