from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction
from typing import Any, Literal, Optional, Union, final

from . import CardgamesError

_Tiles = Union[str, Sequence[int]]
_Policy = Callable[[tuple[int, ...], int, int, list[tuple[int, ...]]], Optional[_Tiles]]

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
    policy: Union[Literal["optimal", "lex-max", "lex-min"], _Policy, None] = None,
    exact: bool = True,
) -> Solution: ...

@final
class FailureTableRow:
    @property
    def failures(self) -> int: ...
    @property
    def optimal(self) -> WinProbability: ...
    @property
    def lex_min(self) -> WinProbability: ...
    @property
    def lex_max(self) -> WinProbability: ...

@final
class FailureTable:
    @property
    def rows(self) -> list[FailureTableRow]: ...
    @property
    def strategic(self) -> bool: ...
    def __len__(self) -> int: ...
    def __getitem__(self, failures: int, /) -> FailureTableRow: ...
    def __iter__(self) -> Iterator[FailureTableRow]: ...

def failure_table(
    tiles: int = 12,
    dice: int = 2,
    faces: int = 6,
    *,
    single_die_at_most: Optional[int] = None,
    failures: int = 10,
    strategic: bool = False,
    exact: bool = True,
) -> FailureTable: ...

__all__ = ["FailureTable", "FailureTableRow", "FlipError", "Solution", "WinProbability", "failure_table", "solve"]
