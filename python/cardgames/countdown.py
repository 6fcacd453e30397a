"""The Countdown numbers game, solved exactly under the real rules
(countdown-solver): any bracketing, ``+ - * /``, every intermediate result a
positive integer, each number used at most once and not all needed.

``solve`` gives an exact solution with the fewest numbers, or the closest
value; ``solutions`` lists every distinct one; ``check`` reads, checks and
scores a player's answer; ``score`` gives the programme's points. A ``Round``
holds six tiles and a target, given or drawn by the official rules
(``Round.random(seed)``). ``Reachable`` lists the targets one selection
reaches, and ``survey`` counts them for every distinct selection of the game
(``selections``).
"""

from ._cardgames.countdown import (
    AnswerError,
    CountdownError,
    Reachable,
    Round,
    Solution,
    SurveyReport,
    check,
    score,
    selections,
    solutions,
    solve,
    survey,
)

__all__ = [
    "AnswerError",
    "CountdownError",
    "Reachable",
    "Round",
    "Solution",
    "SurveyReport",
    "check",
    "score",
    "selections",
    "solutions",
    "solve",
    "survey",
]
