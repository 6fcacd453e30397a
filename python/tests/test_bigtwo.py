"""cardgames.bigtwo: rules, the action encoding, observations, players and
VecGame, checked against references written here and the crate's figures."""

from itertools import combinations

import numpy as np
import pytest

import cardgames
from cardgames import bigtwo

RANKS = "3456789TJQKA2"


def place(card: str, suits: str = "dchs") -> int:
    """A card's place in Big Two order, written independently of the package."""
    return 4 * RANKS.index(card[0]) + suits.index(card[1])


def acting(game: bigtwo.Game) -> int:
    """The seat to act, in a game that is not over."""
    seat = game.to_play
    assert seat is not None
    return seat


def catalogue(rules: bigtwo.Rules) -> list[int]:
    """The action catalogue as the module documents it: the pass, then sets of
    hand positions by size, then by mask value."""
    runs = rules.any_length_straights
    masks = [0]
    for size in range(1, 14):
        chosen = []
        for positions in combinations(range(13), size):
            span = positions[-1] - positions[0]
            if size in (1, 5):
                ok = True
            elif size == 2:
                ok = span <= 3
            elif size == 3:
                ok = span <= 3 or runs
            elif size == 4:
                ok = (span == 3 and rules.bare_four_of_a_kind) or runs
            else:
                ok = runs
            if ok:
                chosen.append(sum(1 << p for p in positions))
        masks.extend(sorted(chosen))
    return masks


VARIANTS = [
    bigtwo.Rules(),
    bigtwo.Rules(bare_four_of_a_kind=True, two_low_in_combos=True),
    bigtwo.Rules(any_length_straights=True, suit_order="scdh"),
    bigtwo.Rules(play_after_pass=True, hidden_tricks=True, finish="full"),
]


def test_rules_defaults_and_text() -> None:
    rules = bigtwo.Rules()
    assert repr(rules) == "Rules()"
    assert str(rules) == (
        "variations none, straights by last card, suits d < c < h < s, "
        "scoring 1 a card, doubled from 10, tripled from 13, game ends at first out"
    )
    assert rules.scoring == (10, 13)
    assert rules.straight_order == "last" and rules.suit_order == "dchs"
    assert rules.finish == "first" and not rules.hidden_tricks
    house = bigtwo.Rules(hidden_tricks=True, any_length_straights=True, scoring=None)
    assert repr(house) == "Rules(any_length_straights=True, hidden_tricks=True, scoring=None)"
    assert house == bigtwo.Rules(any_length_straights=True, hidden_tricks=True, scoring=None)
    assert hash(house) == hash(
        bigtwo.Rules(any_length_straights=True, hidden_tricks=True, scoring=None)
    )
    assert house != rules


def test_rules_errors_carry_the_library_message() -> None:
    with pytest.raises(bigtwo.RulesError, match="^variation two-low-in-combos contradicts"):
        bigtwo.Rules(two_low_in_combos=True, straight_order="highest")
    with pytest.raises(bigtwo.RulesError, match='^unknown straight order "sideways"$'):
        bigtwo.Rules(straight_order="sideways")
    with pytest.raises(bigtwo.RulesError, match=r"^scoring tiers must satisfy 1 <= double \(12\)"):
        bigtwo.Rules(scoring=(12, 10))
    with pytest.raises(bigtwo.RulesError, match="finish"):
        bigtwo.Rules(finish="never")
    for error in (bigtwo.RulesError, bigtwo.ActionError, bigtwo.HandsError, bigtwo.LogError):
        assert issubclass(error, cardgames.CardgamesError)
        assert issubclass(error, ValueError)


@pytest.mark.parametrize("rules", VARIANTS, ids=repr)
def test_action_catalogue_as_documented(rules: bigtwo.Rules) -> None:
    masks = catalogue(rules)
    assert rules.action_count == len(masks)
    game = bigtwo.Game(rules, seed=11)
    seat = acting(game)
    cards = game.hand(seat).split()
    assert [place(c, rules.suit_order) for c in cards] == sorted(
        place(c, rules.suit_order) for c in cards
    )
    for action, mask in enumerate(masks):
        expected = " ".join(c for i, c in enumerate(cards) if mask >> i & 1) or "pass"
        assert game.action_cards(action, seat) == expected
        if action:
            assert game.action_number(expected) == action


def test_action_counts_known() -> None:
    # 1 pass + 13 singles + 33 pairs + 31 triples + 1287 five-card sets.
    assert bigtwo.Rules().action_count == 1365
    assert bigtwo.Rules(bare_four_of_a_kind=True).action_count == 1375
    assert bigtwo.Rules(any_length_straights=True).action_count == 8147


def legal_by_trial(game: bigtwo.Game) -> set[str]:
    """The legal plays of the player to act, found by trying every set of
    cards of its hand on a copy (a pass tried too)."""
    cards = game.hand(acting(game)).split()
    sizes = range(1, len(cards) + 1) if game.rules.any_length_straights else range(1, 6)
    legal: set[str] = set()
    for size in sizes:
        for chosen in combinations(cards, size):
            trial = game.copy()
            try:
                trial.step(" ".join(chosen))
            except bigtwo.ActionError:
                continue
            legal.add(" ".join(chosen))
    trial = game.copy()
    try:
        trial.step("pass")
        legal.add("pass")
    except bigtwo.ActionError:
        pass
    return legal


@pytest.mark.parametrize("rules", VARIANTS, ids=repr)
def test_legal_actions_match_mask_and_trial(rules: bigtwo.Rules) -> None:
    game = bigtwo.Game(rules, seed=5)
    chooser = bigtwo.RandomPlayer(seed=5)
    checked = 0
    while not game.is_over and checked < 12:
        legal = game.legal_actions()
        assert np.flatnonzero(game.action_mask()).tolist() == legal
        assert game.action_mask().shape == (rules.action_count,)
        assert {game.action_cards(a) for a in legal} == legal_by_trial(game)
        game.step(chooser(game))
        checked += 1


def test_a_random_game_to_the_end_and_its_replay() -> None:
    game = bigtwo.Game(seed=2026)
    player = bigtwo.RandomPlayer(seed=1)
    decisions = 0
    while not game.is_over:
        action = player(game)
        assert action in game.legal_actions()
        game.step(action)
        decisions += 1
    assert game.to_play is None and game.legal_actions() == []
    scores, winner = game.scores, game.winner
    assert scores is not None and winner is not None
    assert sum(scores) == 0
    assert game.cards_left[winner] == 0
    assert game.finishing_order == [winner]
    assert scores[winner] > 0
    replayed = bigtwo.Game.replay(game.log)
    assert replayed.scores == game.scores and replayed.log == game.log
    with pytest.raises(bigtwo.ActionError, match="^the game is over$"):
        game.step("pass")
    assert decisions > 13


def test_determinism_for_a_seed() -> None:
    def play(seed: int) -> str:
        game = bigtwo.Game(seed=seed)
        player = bigtwo.RandomPlayer(seed=seed)
        while not game.is_over:
            game.step(player(game))
        return game.log

    assert play(7) == play(7)
    assert play(7) != play(8)


def test_from_hands_instant_win_the_crate_example() -> None:
    suits = ["s", "h", "c", "d"]
    hands = [" ".join(r + s for r in RANKS) for s in suits]
    game = bigtwo.Game.from_hands(hands)
    assert game.is_over and game.winner == 3
    assert game.instant_win == "suited-dragon"
    assert game.scores == [-39, -39, -39, 117]


def test_bad_input_raises_value_errors_with_messages() -> None:
    game = bigtwo.Game(seed=1)
    with pytest.raises(bigtwo.ActionError, match="^the leader of a trick cannot pass$"):
        game.step("pass")
    outside = "^action 99999 is outside the encoding's 0..1365$"
    with pytest.raises(bigtwo.ActionError, match=outside):
        game.step(99999)
    with pytest.raises(bigtwo.ActionError, match="^the first play must contain 3d$"):
        lowest_free = [c for c in game.hand(acting(game)).split() if c != "3d"]
        game.step(lowest_free[0])
    with pytest.raises(cardgames.ParseError):
        game.step("3x")
    with pytest.raises(bigtwo.HandsError, match="^3 hands given, not 4$"):
        bigtwo.Game.from_hands(["3d", "3c", "3h"])
    with pytest.raises(bigtwo.HandsError, match="^seat 0 holds 1 cards, not 13$"):
        bigtwo.Game.from_hands(["3d", "3c", "3h", "3s"])
    with pytest.raises(bigtwo.LogError):
        bigtwo.Game.replay("deal 0 nonsense")
    with pytest.raises(ValueError, match="^seat 4 is not 0, 1, 2 or 3$"):
        game.hand(4)
    assert game.cards_left == [13, 13, 13, 13]  # nothing changed


def test_observation_layout() -> None:
    game = bigtwo.Game(seed=3)
    seat = acting(game)
    obs = game.observation(seat)
    assert obs.shape == (bigtwo.OBSERVATION_SIZE,) and obs.dtype == np.float32
    hand = game.hand(seat).split()
    assert np.flatnonzero(obs[:52]).tolist() == sorted(place(c) for c in hand)
    assert obs[52:156].sum() == 0
    assert obs[156:160].tolist() == [1.0] * 4
    assert obs[168:172].tolist() == [1.0, 0, 0, 0]
    assert obs[172] == 0 and obs[173] == 1
    # The opener plays its lowest card; the next seat sees it as the play
    # to beat, made by its previous seat (3), and it to act.
    game.step("3d")
    after = game.observation()
    assert np.flatnonzero(after[52:104]).tolist() == [0]
    assert np.flatnonzero(after[104:156]).tolist() == [0]
    assert after[156:160].tolist() == pytest.approx([1.0, 1.0, 1.0, 12 / 13])
    assert after[164:168].tolist() == [0, 0, 0, 1]
    assert after[168:172].tolist() == [1, 0, 0, 0]
    assert after[173] == 0
    # The opener's own view: its seat is 0, the next to act is seat 1.
    opener = game.observation(seat)
    assert opener[164:168].tolist() == [1, 0, 0, 0]
    assert opener[168:172].tolist() == [0, 1, 0, 0]


def test_players_say_what_they_would_play() -> None:
    game = bigtwo.Game(seed=12)
    players = [
        bigtwo.Greedy(),
        bigtwo.Smart(),
        bigtwo.Strong(work=20_000, seed=1),
        bigtwo.RandomPlayer(seed=1),
    ]
    assert [p.name for p in players] == ["greedy", "smart", "strong", "random"]
    assert all(isinstance(p, bigtwo.Player) for p in players)
    while not game.is_over:
        before = game.log
        action = players[acting(game)](game)
        assert game.log == before  # asking changes nothing
        assert action in game.legal_actions()
        game.step(action)
    assert sum(game.scores or [1]) == 0
    # The paper's greedy player leads its lowest card, alone, with the 3d.
    fresh = bigtwo.Game(seed=12)
    assert fresh.action_cards(bigtwo.Greedy()(fresh)) == "3d"
    with pytest.raises(ValueError, match="not both"):
        bigtwo.Strong(work=1, time=0.1)
    with pytest.raises(ValueError, match="at least 1"):
        bigtwo.Strong(candidates=0)
    with pytest.raises(bigtwo.ActionError, match="over"):
        players[0](game)


def test_vecgame_steps_many_games() -> None:
    vec = bigtwo.VecGame(64, seed=9, threads=2)
    assert len(vec) == 64 and vec.action_count == 1365
    obs, masks = vec.reset()
    assert obs.shape == (64, bigtwo.OBSERVATION_SIZE) and obs.dtype == np.float32
    assert masks.shape == (64, 1365) and masks.dtype == np.bool_
    assert (masks.sum(axis=1) > 0).all()
    finished = 0
    for _ in range(200):
        actions = vec.random_actions()
        assert masks[np.arange(64), actions].all()
        obs, masks, rewards, dones = vec.step(actions)
        assert rewards.shape == (64, 4) and dones.shape == (64,)
        assert (rewards.sum(axis=1) == 0).all()
        assert (rewards[~dones] == 0).all()
        assert (rewards[dones].max(axis=1, initial=1) > 0).all()
        finished += int(dones.sum())
        # Every row is the observation of the seat to act, whose turn it is.
        assert (obs[:, 168] == 1).all()
    assert finished > 64


def test_vecgame_illegal_action_moves_no_game() -> None:
    vec = bigtwo.VecGame(8, seed=1)
    before = vec.observations.copy()
    actions = vec.random_actions()
    actions[5] = 0  # a pass on the opening lead
    with pytest.raises(bigtwo.ActionError, match="^game 5: action 0 is not legal$"):
        vec.step(actions)
    assert (vec.observations == before).all()
    with pytest.raises(ValueError, match="^3 actions for 8 games$"):
        vec.step(np.zeros(3, dtype=np.int64))
    vec.step(vec.random_actions().astype(np.int32))  # any integer array


def test_vecgame_same_games_on_any_number_of_threads() -> None:
    def run(threads: int) -> np.ndarray:
        vec = bigtwo.VecGame(300, bigtwo.Rules(winner_leads=True), seed=4, threads=threads)
        total = np.zeros((300, 4))
        for _ in range(150):
            _, _, rewards, _ = vec.step(vec.random_actions())
            total += rewards
        return np.concatenate([vec.observations.ravel(), total.ravel()])

    assert (run(1) == run(3)).all()


EVERY_FLAG = bigtwo.Rules(
    two_low_in_combos=True,
    any_length_straights=True,
    no_two_in_straights=True,
    flush_by_suit=True,
    bare_four_of_a_kind=True,
    six_pairs_win=True,
    play_after_pass=True,
    winner_leads=True,
    hidden_tricks=True,
    straight_order="first",
    suit_order="cdhs",
    scoring=None,
    finish="full",
)


@pytest.mark.parametrize("rules", VARIANTS + [EVERY_FLAG], ids=repr)
def test_vecgame_plays_every_variation(rules: bigtwo.Rules) -> None:
    vec = bigtwo.VecGame(32, rules, seed=2)
    assert vec.masks.shape == (32, rules.action_count)
    finished = 0
    for _ in range(300):
        _, masks, rewards, dones = vec.step(vec.random_actions())
        assert masks.any(axis=1).all()
        assert (rewards.sum(axis=1) == 0).all()
        finished += int(dones.sum())
    assert finished > 0
