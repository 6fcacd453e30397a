from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Literal, Optional, Union, final

from . import CardgamesError

_Tiles = Union[str, Sequence[int]]

class FlipError(CardgamesError): ...

@final
class WinProbability:
    @property
    def value(self) -> float: ...
    @property
    def exact(self) -> Optional[Fraction]: ...
    @property
    def one_in(self) -> float: ...
    @property
    def chance(self) -> str: ...
    def __float__(self) -> float: ...

@final
class Solution:
    @property
    def start(self) -> WinProbability: ...
    @property
    def is_exact(self) -> bool: ...
    def probability(self, up: _Tiles, failures_left: int = 0) -> WinProbability: ...
    def advice(self, up: _Tiles, roll: int, failures_left: int = 0) -> list[dict[str, Any]]: ...

def solve(
    tiles: int = 12,
    dice: int = 2,
    faces: int = 6,
    *,
    single_die_at_most: Optional[int] = None,
    failures: int = 0,
    strategic: bool = False,
    policy: Literal["optimal", "lex-max", "lex-min"] = "optimal",
    exact: bool = True,
) -> Solution: ...

__all__ = ["FlipError", "Solution", "WinProbability", "solve"]
