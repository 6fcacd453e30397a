"""The Countdown numbers game, solved exactly under the real rules
(countdown-solver): any bracketing, ``+ - * /``, every intermediate result a
positive integer, each number used at most once and not all needed.

``solve`` gives an exact solution with the fewest numbers, or the closest
value; ``solutions`` lists every distinct one; ``check`` reads, checks and
scores a player's answer; ``score`` gives the programme's points.
"""

from ._cardgames.countdown import AnswerError, CountdownError, Solution, check, score, solutions, solve

__all__ = ["AnswerError", "CountdownError", "Solution", "check", "score", "solutions", "solve"]
