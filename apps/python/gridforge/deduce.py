"""Deduction grids (docs/deduce.md): puzzles are the gridforge-deduce/1 dictionaries (or their JSON text)."""

from __future__ import annotations

import json
from typing import Any, Iterable, Optional

from . import _core

Puzzle = dict[str, Any]


def _text(puzzle: Puzzle | str) -> str:
    return puzzle if isinstance(puzzle, str) else json.dumps(puzzle)


def generate(size: str = "4x5", mode: str = "revealed", band: str = "", theme: str = "everyday",
             seed: int = 1) -> Puzzle:
    """A new deduction grid with "difficulty", "hints" and "x-generation". `band`: "" (any), easy,
    medium, tricky, hard, brutal; `mode`: "revealed" or "open"; `theme`: everyday, village, station."""
    return json.loads(_core.deduce_generate(size, mode, band, theme, seed))


def solve(puzzle: Puzzle | str) -> dict[str, Any]:
    """The guess-free path: {"hints": every step in order, "graph": the logic graph}. Raises
    InputError when the puzzle has no guess-free path."""
    return json.loads(_core.deduce_solve(_text(puzzle)))


def hint(puzzle: Puzzle | str, moves: Optional[Iterable[dict[str, str]]] = None) -> dict[str, Any]:
    """The next step after the accepted marks `moves` ([{"cell": "B2", "verdict": "criminal"}, ...]):
    {"hint": the step or None, "text": its sentence}."""
    return json.loads(_core.deduce_hint(_text(puzzle), None if moves is None else json.dumps(list(moves))))
