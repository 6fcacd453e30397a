"""Big Two (bigtwo-ai) from Python: rules with every variation, games with a
fixed action encoding and observation vector, the crate's players, and
``VecGame``, many games stepped in one call. The module's docstring gives the
action encoding and the observation layout."""

from typing import Any, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt
from typing_extensions import disjoint_base, final

from . import CardgamesError

__all__ = [
    "OBSERVATION_SIZE",
    "ActionError",
    "Game",
    "Greedy",
    "HandsError",
    "LogError",
    "Player",
    "RandomPlayer",
    "Rules",
    "RulesError",
    "Smart",
    "Strong",
    "VecGame",
]

OBSERVATION_SIZE: int
"""The length of an observation vector (174)."""

class RulesError(CardgamesError):
    """Rules that contradict themselves, or an option name that names nothing."""

class ActionError(CardgamesError):
    """An illegal action (the game is left unchanged), or an action number
    outside the encoding."""

class HandsError(CardgamesError):
    """Hands that cannot be dealt: not four hands of 13 cards, or a card dealt
    twice."""

class LogError(CardgamesError):
    """A game log that cannot be read or replayed."""

@final
class Rules:
    """The rules of a game of Big Two: the document's game by default, and each
    of its variations as a keyword argument. Rules that contradict themselves
    raise ``RulesError``."""

    def __new__(
        cls,
        *,
        two_low_in_combos: bool = False,
        any_length_straights: bool = False,
        no_two_in_straights: bool = False,
        flush_by_suit: bool = False,
        bare_four_of_a_kind: bool = False,
        six_pairs_win: bool = False,
        play_after_pass: bool = False,
        winner_leads: bool = False,
        hidden_tricks: bool = False,
        straight_order: str = "last",
        suit_order: str = "dchs",
        scoring: Optional[Tuple[int, int]] = (10, 13),
        finish: str = "first",
    ) -> Rules:
        """Rules from keyword arguments; the defaults are the document's game.

        ``straight_order`` is ``"last"``, ``"highest"`` or ``"first"`` (how
        straights rank, variation 4); ``suit_order`` is ``"dchs"``, ``"cdhs"``
        or ``"scdh"`` (lowest first); ``scoring`` is ``(double_from,
        triple_from)``, the cards left from which a loser's penalty doubles and
        triples, or None for one point a card; ``finish`` is ``"first"`` (the
        game ends at the first player out) or ``"full"`` (a full finishing
        order)."""
    @property
    def two_low_in_combos(self) -> bool:
        """Variation 1: the 2 is the lowest rank in pairs, triples and five-card hands."""
    @property
    def any_length_straights(self) -> bool:
        """Variation 2: straights of any length from 3 cards."""
    @property
    def no_two_in_straights(self) -> bool:
        """Variation 3: no straight may contain a 2."""
    @property
    def flush_by_suit(self) -> bool:
        """Variation 5: flushes rank by suit first."""
    @property
    def bare_four_of_a_kind(self) -> bool:
        """Variation 6: four of a kind may be played without a fifth card."""
    @property
    def six_pairs_win(self) -> bool:
        """Variation 7: six pairs and one card win at the deal."""
    @property
    def play_after_pass(self) -> bool:
        """Variation 8: a player who passed may play again in the same trick."""
    @property
    def winner_leads(self) -> bool:
        """Variation 9: the previous game's winner leads the next game."""
    @property
    def hidden_tricks(self) -> bool:
        """Variation 10: finished tricks are turned over."""
    @property
    def straight_order(self) -> str:
        """How straights rank: ``"last"``, ``"highest"`` or ``"first"`` card."""
    @property
    def suit_order(self) -> str:
        """The order of the suits, lowest first: ``"dchs"``, ``"cdhs"`` or ``"scdh"``."""
    @property
    def scoring(self) -> Optional[Tuple[int, int]]:
        """``(double_from, triple_from)``, or None for one point a card."""
    @property
    def finish(self) -> str:
        """``"first"`` (the first player out ends the game) or ``"full"``."""
    @property
    def action_count(self) -> int:
        """The number of actions of the fixed encoding under these rules."""
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class Game:
    """A game of Big Two, dealt at random (seeded), from given hands or replayed
    from a log. Actions are numbers of the fixed encoding or text (``"pass"``,
    ``"3d 3s"``); an illegal action raises ``ActionError`` and changes nothing.
    Seats are numbered 0 to 3."""

    def __new__(
        cls,
        rules: Optional[Rules] = None,
        *,
        seed: Optional[int] = None,
        previous_winner: Optional[int] = None,
    ) -> Game:
        """A game dealt at random under ``rules`` (the document's by default),
        from ``seed`` (the operating system's randomness when None). Under
        ``winner_leads``, ``previous_winner`` leads."""
    @staticmethod
    def from_hands(
        hands: Sequence[str],
        rules: Optional[Rules] = None,
        *,
        previous_winner: Optional[int] = None,
    ) -> Game:
        """A game on the given hands (four texts of 13 cards, seats 0 to 3)."""
    @staticmethod
    def replay(log: str, rules: Optional[Rules] = None) -> Game:
        """The game that ``log`` (a game's ``log`` text) records, replayed and
        checked event by event."""
    @property
    def rules(self) -> Rules:
        """The rules of the game."""
    @property
    def to_play(self) -> Optional[int]:
        """The seat to act, or None once the game is over."""
    @property
    def is_over(self) -> bool:
        """Whether the game is over."""
    @property
    def winner(self) -> Optional[int]:
        """The winner's seat, or None while the game goes on."""
    @property
    def scores(self) -> Optional[list[int]]:
        """Each seat's score once the game is over (they add up to 0)."""
    @property
    def finishing_order(self) -> list[int]:
        """The seats in the order they went out."""
    @property
    def instant_win(self) -> Optional[str]:
        """The instant win that ended the game at the deal, or None."""
    @property
    def cards_left(self) -> list[int]:
        """The number of cards each seat holds."""
    @property
    def log(self) -> str:
        """The game's log, one event a line (``Game.replay`` reads it back)."""
    @property
    def action_count(self) -> int:
        """The number of actions of the fixed encoding."""
    def hand(self, seat: int) -> str:
        """The cards ``seat`` holds, in Big Two order (its positions)."""
    def legal_actions(self) -> list[int]:
        """The legal actions of the player to act, in increasing order."""
    def action_mask(self) -> npt.NDArray[np.bool_]:
        """A boolean array of ``action_count`` values, true at each legal action."""
    def observation(self, seat: Optional[int] = None) -> npt.NDArray[np.float32]:
        """What ``seat`` (by default the player to act) may know, as
        ``OBSERVATION_SIZE`` float32 values (layout in the module's docstring)."""
    def step(self, action: Union[int, str]) -> None:
        """Plays ``action`` for the player to act: a number of the encoding, or
        text, ``"pass"`` or the cards (``"3d 3s"``)."""
    def action_cards(self, action: int, seat: Optional[int] = None) -> str:
        """The cards action ``action`` plays from ``seat``'s hand (by default
        the player to act's), or ``"pass"``."""
    def action_number(self, action: Union[int, str]) -> int:
        """The number of an action given as text, for the player to act."""
    def copy(self) -> Game:
        """An independent copy of the game."""
    def __copy__(self) -> Game: ...
    def __deepcopy__(self, memo: Any) -> Game: ...

@disjoint_base
class Player:
    """A player: called with a game, it returns the number of the action it
    would take for the player to act, deciding only from what that player may
    know. The game is not changed."""

    @property
    def name(self) -> str:
        """``"greedy"``, ``"smart"``, ``"strong"`` or ``"random"``."""
    def __call__(self, game: Game) -> int:
        """The number of the action this player would take in ``game``."""

@final
class Greedy(Player):
    """The paper's greedy player, exactly as written."""

    def __new__(cls, *, seed: Optional[int] = None) -> Greedy: ...

@final
class Smart(Player):
    """The rule-based smart player."""

    def __new__(cls, *, seed: Optional[int] = None) -> Smart: ...

@final
class RandomPlayer(Player):
    """A player that picks any legal action (a pass included) at random."""

    def __new__(cls, *, seed: Optional[int] = None) -> RandomPlayer: ...

@final
class Strong(Player):
    """The strong player: determinized Monte Carlo search over the hidden
    cards, with a budget of ``work`` units (about ten nanoseconds each) or
    ``time`` seconds per decision, at most ``candidates`` plays weighed."""

    def __new__(
        cls,
        *,
        work: Optional[int] = None,
        time: Optional[float] = None,
        candidates: Optional[int] = None,
        seed: Optional[int] = None,
    ) -> Strong: ...

@final
class VecGame:
    """Many games stepped in one call, the GIL released. Each call returns the
    ``VecGame``'s own arrays, overwritten by the next call: ``observations``
    (``n`` x ``OBSERVATION_SIZE`` float32, the player to act's), ``masks``
    (``n`` x ``action_count`` bool), ``rewards`` (``n`` x 4 float32, each
    seat's score in the game the step ended, else 0) and ``dones`` (``n``
    bool). A game that ends is dealt again at once (auto-reset); a deal won
    at once adds its scores to the step's rewards and is dealt again."""

    def __new__(
        cls,
        n: int,
        rules: Optional[Rules] = None,
        *,
        seed: Optional[int] = None,
        threads: Optional[int] = None,
    ) -> VecGame:
        """``n`` games under ``rules``, seeded with ``seed``, stepped on
        ``threads`` threads (all cores when None), dealt and ready."""
    def reset(
        self, seed: Optional[int] = None
    ) -> Tuple[npt.NDArray[np.float32], npt.NDArray[np.bool_]]:
        """Deals every game anew; returns the observations and masks."""
    def step(
        self, actions: npt.ArrayLike
    ) -> Tuple[
        npt.NDArray[np.float32],
        npt.NDArray[np.bool_],
        npt.NDArray[np.float32],
        npt.NDArray[np.bool_],
    ]:
        """Plays one action in each game; returns ``(observations, masks,
        rewards, dones)``. An illegal action raises ``ActionError`` and no game
        moves."""
    def random_actions(self) -> npt.NDArray[np.int64]:
        """A legal action for each game, drawn uniformly from its generator."""
    def __len__(self) -> int: ...
    @property
    def rules(self) -> Rules:
        """The rules of the games."""
    @property
    def action_count(self) -> int:
        """The number of actions of the fixed encoding."""
    @property
    def observations(self) -> npt.NDArray[np.float32]:
        """The current observations."""
    @property
    def masks(self) -> npt.NDArray[np.bool_]:
        """The current action masks."""
    @property
    def to_play(self) -> npt.NDArray[np.int64]:
        """The seat to act in each game."""
