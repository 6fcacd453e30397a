"""Big Two as a PettingZoo ``AECEnv``, for multi-agent learning libraries.

Needs PettingZoo: ``pip install './python[rl]'``. ``env()`` gives the
environment wrapped as PettingZoo's classic games are (order enforced);
``BigTwoEnv`` is the bare one.

The agents are ``"player_0"`` to ``"player_3"`` (seats 0 to 3). Each agent
observes a dict: ``"observation"``, the ``cardgames.bigtwo`` observation
vector of its seat (float32, ``OBSERVATION_SIZE`` values), and
``"action_mask"``, int8 over the fixed action encoding (all 0 for an agent
not to act). Actions are ``Discrete(rules.action_count)``. When the game ends
every agent is terminated and rewarded with its score (the scores add up to
0); a deal won at once (an instant win) ends the game at ``reset``. An illegal
action raises ``cardgames.bigtwo.ActionError``.
"""

from typing import Any, Dict, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from .bigtwo import OBSERVATION_SIZE, Game, Rules

__all__ = ["BigTwoEnv", "env"]


def env(rules: Optional[Rules] = None, render_mode: Optional[str] = None) -> AECEnv:
    """A ``BigTwoEnv`` under ``rules`` (the document's by default), wrapped so
    that its methods are called in order."""
    return wrappers.OrderEnforcingWrapper(BigTwoEnv(rules, render_mode))


class BigTwoEnv(AECEnv):  # type: ignore[misc]
    """Big Two for four agents, one game an episode."""

    metadata: Dict[str, Any] = {
        "render_modes": ["ansi", "human"],
        "name": "bigtwo_v0",
        "is_parallelizable": False,
    }
    """PettingZoo's description of the environment."""

    def __init__(self, rules: Optional[Rules] = None, render_mode: Optional[str] = None) -> None:
        """The environment under ``rules`` (the document's by default);
        ``render_mode`` ``"ansi"`` returns the game's log from ``render()``,
        ``"human"`` prints it."""
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r} is not 'ansi', 'human' or None")
        self.rules = rules if rules is not None else Rules()
        self.render_mode = render_mode
        self.possible_agents = [f"player_{seat}" for seat in range(4)]
        self.agents = self.possible_agents[:]
        count = self.rules.action_count
        self._action_space = spaces.Discrete(count)
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (OBSERVATION_SIZE,), np.float32),
                "action_mask": spaces.Box(0, 1, (count,), np.int8),
            }
        )
        self._seeds = np.random.default_rng()
        self.game = Game(self.rules, seed=self._next_seed())

    def _next_seed(self) -> int:
        return int(self._seeds.integers(0, 2**63))

    def observation_space(self, agent: str) -> spaces.Space:
        """Every agent's observation space."""
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space:
        """Every agent's action space: the fixed action encoding."""
        return self._action_space

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """Deals a new game; with ``seed``, the games from here on are
        seeded from it."""
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        self.game = Game(self.rules, seed=self._next_seed())
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: Dict[str, Dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self.agents[self.game.to_play or 0]
        self._settle()

    def _settle(self) -> None:
        """Ends the episode if the game is over."""
        if self.game.is_over:
            scores = self.game.scores or (0, 0, 0, 0)
            self.rewards = {agent: float(s) for agent, s in zip(self.possible_agents, scores)}
            self.terminations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        """The agent's observation and action mask."""
        seat = self.possible_agents.index(agent)
        if agent == self.agent_selection and not self.game.is_over:
            mask = self.game.action_mask().view(np.int8)
        else:
            mask = np.zeros(self.rules.action_count, dtype=np.int8)
        return {"observation": self.game.observation(seat), "action_mask": mask}

    def step(self, action: Any) -> None:
        """Plays the selected agent's action (None once it is terminated)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.game.step(int(action))
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if self.game.is_over:
            seat = self.possible_agents.index(agent)
            self.agent_selection = self.possible_agents[(seat + 1) % 4]
            self._settle()
        else:
            self.agent_selection = self.possible_agents[self.game.to_play or 0]
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        """The game's log (``"ansi"``), or printed (``"human"``)."""
        if self.render_mode == "ansi":
            return self.game.log
        if self.render_mode == "human":
            print(self.game.log.splitlines()[-1])
        return None

    def close(self) -> None:
        """Nothing to release."""
