"""gridforge: solve, count, rate, generate and explain Sudoku-family puzzles, and deduction grids.

    >>> import gridforge
    >>> p = gridforge.Puzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
    >>> gridforge.count(p)
    1
    >>> gridforge.solve(p)[0]
    [4, 1, 7, 3, 6, 9, 8, 2, 5]

Grids are lists of rows, each a list of N digits (0: an empty cell). Errors are exceptions:
InputError (a ValueError) for input that cannot be read, UsageError (a ValueError) for a bad
argument, NoSolutionError and SeveralSolutionsError, GenerationError; all derive from Error.
JSON results are the dictionaries of docs/api.md. The engine is its C API (docs/c-api.md).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Optional

from . import _core
from ._core import (Error, GenerationError, InputError, InternalError, NoSolutionError, SeveralSolutionsError,
                    TimeLimitError, UsageError)

__all__ = ["Puzzle", "Rating", "Hint", "count", "solve", "generate", "rate", "hint", "request", "version",
           "Error", "InputError", "UsageError", "NoSolutionError", "SeveralSolutionsError", "GenerationError",
           "TimeLimitError", "InternalError", "deduce"]

Grid = list[list[int]]


def _rows(cells: list[int], size: int) -> Grid:
    return [cells[row * size:(row + 1) * size] for row in range(size)]


class Puzzle:
    """A puzzle read from any text the command line reads: a line, a drawn grid, the JSON form
    (a dict is accepted too), an f-puzzles, SudokuPad or sudokuwiki link, a Solo game id."""

    def __init__(self, text: str | dict[str, Any]):
        if isinstance(text, dict):
            text = json.dumps(text)
        self._handle = _core.parse(text)

    @classmethod
    def _of(cls, handle: _core.PuzzleHandle) -> Puzzle:
        puzzle = cls.__new__(cls)
        puzzle._handle = handle
        return puzzle

    @property
    def size(self) -> int:
        """N, the side of the grid (9 for classic)."""
        return _core.size(self._handle)

    @property
    def givens(self) -> Grid:
        """The givens, row by row; 0 for an empty cell."""
        return _rows(_core.givens(self._handle), self.size)

    @property
    def rules(self) -> list[str]:
        """The --variant recipes of its rules: "classic" when it has boxes, then "jigsaw", "x",
        "killer", "thermo", "arrow", ... as present."""
        return json.loads(_core.describe(self._handle))["rules"]

    @property
    def solution(self) -> Optional[Grid]:
        """The solution the input carried (generated puzzles carry theirs), else None."""
        line = self.to_dict().get("solution")
        if line is None:
            return None
        return _rows([int(c, 36) for c in line], self.size)

    @property
    def level(self) -> Optional[str]:
        """The level the input carried (generated puzzles: on the scale asked for), else None."""
        return self.to_dict().get("level")

    def to_json(self) -> str:
        """The JSON form of docs/formats.md on one line, metadata included."""
        return _core.to_json(self._handle)

    def to_dict(self) -> dict[str, Any]:
        return json.loads(self.to_json())

    def __str__(self) -> str:
        """The line form of the givens ('.' for an empty cell)."""
        return _core.to_line(self._handle)

    def __repr__(self) -> str:
        return f"gridforge.Puzzle({str(self)!r})"


def version() -> str:
    return _core.version()


def count(puzzle: Puzzle, limit: int = 2) -> int:
    """The number of solutions, counted up to `limit` (1..10,000,000; 2 proves uniqueness)."""
    return _core.count(puzzle._handle, limit)


def solve(puzzle: Puzzle) -> Grid:
    """The solution; raises NoSolutionError or SeveralSolutionsError when there is not exactly one."""
    return _rows(_core.solve(puzzle._handle), puzzle.size)


def generate(variant: str = "classic", level: str = "any", scale: str = "search", seed: int = 1, size: int = 9,
             symmetry: str = "none", attempts: int = 120) -> Puzzle:
    """A new puzzle with a unique solution (the same seed gives the same puzzle everywhere).
    `variant`: "classic", "x", "jigsaw", "killer", "thermo" or a comma list; `level` on `scale`:
    search (easy, medium, hard, evil), technique (easy .. extreme), mcm (cinch .. crazy).
    Raises GenerationError when the level is not reached within `attempts`."""
    return Puzzle._of(_core.generate(variant, scale, level, seed, size, symmetry, attempts))


@dataclass(frozen=True)
class Rating:
    """The main figures of every scale; `json` holds the API's whole rate answer (docs/ratings.md).
    The se_* and hodoku_* figures are None except for classic 9x9 puzzles."""
    search_level: str
    search_nodes: int
    technique_level: str
    hardest: str
    technique_se: float
    technique_score: int
    mcm_band: str
    mcm_score: float
    se_er: Optional[float]
    se_ep: Optional[float]
    se_ed: Optional[float]
    hodoku_score: Optional[int]
    hodoku_level: Optional[str]
    json: dict[str, Any]


def rate(puzzle: Puzzle) -> Rating:
    """Rates a unique puzzle; raises NoSolutionError or SeveralSolutionsError otherwise."""
    figures, answer = _core.rate(puzzle._handle)
    return Rating(**figures, json=json.loads(answer))


@dataclass(frozen=True)
class Hint:
    """`kind`: "step", "placement", "mistake", "stuck" or "complete"; `text`: what a player reads;
    `json`: the API's "x-hint" object (docs/api.md)."""
    kind: str
    text: str
    json: dict[str, Any]


def hint(puzzle: Puzzle, state: str | dict[str, Any] | None = None, level: int = 3) -> Hint:
    """A hint from the player's state (None: the givens alone; a puzzle line of givens and entries,
    a pencil-mark grid, or {"grid", "candidates"}). `level`: 1 a nudge, 2 the technique and its
    cells, 3 the whole step."""
    if isinstance(state, dict):
        state = json.dumps(state)
    answer, text = _core.hint(puzzle._handle, state, level)
    x_hint = json.loads(answer)["x-hint"]
    return Hint(kind=x_hint["kind"], text=text, json=x_hint)


def request(request: dict[str, Any] | str) -> dict[str, Any]:
    """Any operation of docs/api.md: {"op": "explain", "puzzle": ...} -> its answer. An error answer
    raises the exception of its kind."""
    if not isinstance(request, str):
        request = json.dumps(request)
    return json.loads(_core.request(request))


from . import deduce  # noqa: E402  (the submodule uses the names above)
