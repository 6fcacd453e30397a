"""Big Two (bigtwo-ai) from Python: rules with every variation, games with a
fixed action encoding and observation vector, the crate's players, and
``VecGame``, many games stepped in one call for learning loops.

Cards are placed in Big Two order: place ``4 * r + s``, where ``r`` is the
rank from 3 (0) to 2 (12) and ``s`` the suit's position in the rules' suit
order (0 lowest; ``"dchs"`` by default, so 3d is place 0 and 2s place 51).
A hand's *positions* number its cards in that order, 0 for its lowest card
(``Game.hand(seat)`` lists them in order).

Actions (``Rules.action_count`` of them) are fixed numbers. Action 0 is a
pass; every other action is a set of positions of the acting player's hand
(a 13-bit mask, bit ``i`` for position ``i``), listed by size, then by the
mask's value. The catalogue holds every set of positions that can be a play
under the rules: every single (13) and every five-card set (1287); pairs (33)
and triples (31) within four neighbouring positions, since cards of one rank
are neighbours in a sorted hand; four neighbouring positions (10) with bare
fours of a kind (``bare_four_of_a_kind``); and with straights of any length
(``any_length_straights``) every set of 3, 4 and 6 to 13 positions. So there
are 1365 actions under the document's rules, 1375 with bare fours of a kind
and 8147 with straights of any length. ``Game.action_cards(a)`` and
``Game.action_number(cards)`` translate.

An observation (``OBSERVATION_SIZE`` = 174 float32 values) is what one seat
may know, seats counted from the observer (0 the observer, 1 the next to
play after them, 2 opposite, 3 the previous):

====================  ======================================================
values                meaning
====================  ======================================================
``[0, 52)``           the observer's hand, 1 at each card's place
``[52, 104)``         cards seen played (all so far; with ``hidden_tricks``
                      only the current trick's)
``[104, 156)``        the play to beat (all 0 when a trick is led)
``[156, 160)``        each seat's cards left, divided by 13
``[160, 164)``        1 for each seat that passed in the current trick
``[164, 168)``        1 for the seat that made the play to beat
``[168, 172)``        1 for the seat to act (all 0 once the game is over)
``172``               1 while singles rank with the 2s low (after a four
                      of a kind)
``173``               1 while the opening play must contain the lowest card
====================  ======================================================
"""

from ._cardgames.bigtwo import (
    OBSERVATION_SIZE,
    ActionError,
    Game,
    Greedy,
    HandsError,
    LogError,
    Player,
    RandomPlayer,
    Rules,
    RulesError,
    Smart,
    Strong,
    VecGame,
)

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
