"""The PettingZoo environment passes PettingZoo's own tests (skipped without
the ``rl`` extra)."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]  # noqa: E402

from cardgames import bigtwo  # noqa: E402
from cardgames import bigtwo_pettingzoo  # noqa: E402


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize(
    "rules",
    [bigtwo.Rules(), bigtwo.Rules(bare_four_of_a_kind=True, play_after_pass=True)],
    ids=repr,
)
def test_api_test_passes(rules: bigtwo.Rules) -> None:
    api_test(bigtwo_pettingzoo.env(rules), num_cycles=1000)


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_seed_test_passes() -> None:
    seed_test(bigtwo_pettingzoo.env, num_cycles=300)


def test_a_game_to_the_end_scores_add_up() -> None:
    env = bigtwo_pettingzoo.env()
    env.reset(seed=3)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    greedy = bigtwo.Greedy()
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        totals[agent] += reward
        if termination or truncation:
            env.step(None)
            continue
        assert observation["action_mask"].dtype == np.int8
        action = greedy(env.unwrapped.game)
        assert observation["action_mask"][action] == 1
        env.step(action)
    assert sum(totals.values()) == 0
    assert totals == dict(zip(env.possible_agents, map(float, env.unwrapped.game.scores)))


def test_illegal_action_raises() -> None:
    env = bigtwo_pettingzoo.env()
    env.reset(seed=1)
    with pytest.raises(bigtwo.ActionError):
        env.step(0)  # a pass on the opening lead
