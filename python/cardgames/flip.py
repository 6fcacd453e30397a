"""Flip (tiles 1 to 12, two dice) and Shut the Box, solved exactly by dynamic
programming over the sets of face-up tiles (flip-dp).

``solve()`` gives the optimal play's (or a named policy's, or a policy written
as a Python callable) win probability from every position, as a float and as
an exact ``fractions.Fraction``, and ``Solution.advice`` ranks every action
after a roll; ``failure_table()`` gives the paper's tables of the chances
against the failures allowed. Optimal Flip wins 1 game
in 276, Lex-Max 1 in 290, as the paper "Analisis Permainan “FLIP”
Menggunakan Algoritma Program Dinamis" finds.
"""

from ._cardgames.flip import (
    FailureTable,
    FailureTableRow,
    FlipError,
    Solution,
    WinProbability,
    failure_table,
    solve,
)

__all__ = ["FailureTable", "FailureTableRow", "FlipError", "Solution", "WinProbability", "failure_table", "solve"]
