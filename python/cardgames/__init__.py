"""Card and number games from Rust: poker hand evaluation and equity, Big Two,
Flip and Countdown.

The submodules mirror the workspace's crates: the top level holds cards, hand
evaluation, ranges and equity (card-core, hand-eval, holdem-enum);
``cardgames.bigtwo`` (bigtwo-ai), ``cardgames.flip`` (flip-dp) and
``cardgames.countdown`` (countdown-solver) hold the games.

Cards are written as players write them (``"As"``, ``"10h"``, ``"AsKd"``,
``"As Kd"``) or given as ``Card`` objects, indices (``card_index``) or a
``CardSet``. Every error of bad input is a ``CardgamesError``, a
``ValueError``.
"""

from ._cardgames import (
    AceFiveLow,
    BoardError,
    Card,
    CardSet,
    CardgamesError,
    DeuceSevenLow,
    EquityError,
    EquityResult,
    EvalError,
    HandRank,
    Odds,
    OddsError,
    Outs,
    ParseError,
    PlayerEquity,
    Progress,
    Range,
    RangeError,
    ShortDeckRank,
    Strength,
    board_classes,
    breakdown,
    card_from_index,
    card_index,
    equity,
    evaluate,
    evaluate_ace_five,
    evaluate_batch,
    evaluate_deuce_seven,
    evaluate_hi_lo,
    evaluate_omaha,
    evaluate_omaha_hi_lo,
    evaluate_short_deck,
    outs,
    strength_meter,
)
from . import bigtwo, countdown, flip

__all__ = [
    "AceFiveLow",
    "BoardError",
    "Card",
    "CardSet",
    "CardgamesError",
    "DeuceSevenLow",
    "EquityError",
    "EquityResult",
    "EvalError",
    "HandRank",
    "Odds",
    "OddsError",
    "Outs",
    "ParseError",
    "PlayerEquity",
    "Progress",
    "Range",
    "RangeError",
    "ShortDeckRank",
    "Strength",
    "bigtwo",
    "board_classes",
    "breakdown",
    "countdown",
    "card_from_index",
    "card_index",
    "equity",
    "evaluate",
    "evaluate_ace_five",
    "evaluate_batch",
    "evaluate_deuce_seven",
    "evaluate_hi_lo",
    "evaluate_omaha",
    "evaluate_omaha_hi_lo",
    "evaluate_short_deck",
    "flip",
    "outs",
    "strength_meter",
]
