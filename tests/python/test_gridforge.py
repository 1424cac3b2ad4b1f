"""The Python module: Pythonic types over the C API, the engine's answers, errors as exceptions.
Run by ctest (label python) with PYTHONPATH at <build>/python."""

import json
import threading

import pytest

import gridforge

TOP95_FIRST = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
TOP95_FIRST_SOLUTION = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
TWO_SOLUTIONS = "534..8912672195348198342567859..1423426853791713924856961537284287419635345286179"


def rows(line):
    return [[int(c) for c in line[r * 9:(r + 1) * 9]] for r in range(9)]


def test_a_puzzle_reads_any_form_and_writes_its_forms():
    p = gridforge.Puzzle(TOP95_FIRST)
    assert p.size == 9
    assert p.givens == rows(TOP95_FIRST.replace(".", "0"))
    assert str(p) == TOP95_FIRST
    assert p.rules == ["classic"]
    assert json.loads(p.to_json())["givens"] == TOP95_FIRST
    assert "4....." in repr(p)
    link = "https://www.sudokuwiki.org/sudoku.htm?bd=" + TOP95_FIRST.replace(".", "0")
    assert str(gridforge.Puzzle(link)) == TOP95_FIRST
    killer = gridforge.Puzzle({"givens": "." * 16, "cages": [{"sum": 3, "cells": ["r1c1", "r1c2"]}]})
    assert killer.size == 4
    assert killer.rules == ["classic", "killer"]
    assert killer.solution is None and killer.level is None


def test_unreadable_input_is_an_input_error_naming_the_place():
    with pytest.raises(gridforge.InputError, match=r"gf_puzzle_parse: line 1, column 2: .*'x'") as raised:
        gridforge.Puzzle("4x" + "." * 79)
    assert isinstance(raised.value, ValueError)
    assert isinstance(raised.value, gridforge.Error)
    with pytest.raises(gridforge.InputError, match="both 1"):
        gridforge.Puzzle("11" + "." * 14)


def test_count_and_solve():
    p = gridforge.Puzzle(TOP95_FIRST)
    assert gridforge.count(p) == 1
    assert gridforge.solve(p) == rows(TOP95_FIRST_SOLUTION)
    assert gridforge.count(gridforge.Puzzle("." * 16), limit=1000) == 288
    with pytest.raises(gridforge.UsageError, match="limit 0 is out of range"):
        gridforge.count(p, limit=0)
    with pytest.raises(gridforge.SeveralSolutionsError):
        gridforge.solve(gridforge.Puzzle(TWO_SOLUTIONS))
    with pytest.raises(gridforge.NoSolutionError):
        gridforge.solve(gridforge.Puzzle(".23..1..4......."))


def test_rate_gives_every_scale():
    rating = gridforge.rate(gridforge.Puzzle(TOP95_FIRST))
    answer = gridforge.request({"op": "rate", "puzzle": TOP95_FIRST})
    assert rating.json["rating"] == answer["rating"]
    assert rating.search_level == answer["level"]
    assert rating.technique_level == answer["rating"]["technique"]["level"]
    assert rating.hardest == answer["rating"]["technique"]["hardest"]
    assert rating.mcm_band == answer["rating"]["mcm"]["band"]
    assert (rating.se_er, rating.se_ep, rating.se_ed) == (2.6, 1.2, 1.2)
    assert rating.se_er == answer["rating"]["se"]["er"]
    assert rating.hodoku_level == answer["rating"]["hodoku"]["level"]
    with pytest.raises(gridforge.SeveralSolutionsError):
        gridforge.rate(gridforge.Puzzle(TWO_SOLUTIONS))


def test_generate_is_reproducible_and_carries_its_solution():
    p = gridforge.generate(level="hard", seed=5)
    expected = gridforge.request({"op": "generate", "level": "hard", "seed": 5})
    assert str(p) == expected["givens"]
    assert p.level == "hard"
    assert p.solution == gridforge.solve(p)
    killer = gridforge.generate(variant="killer", seed=3)
    assert "killer" in killer.rules
    assert gridforge.count(killer) == 1
    with pytest.raises(gridforge.UsageError, match="no level 'hardest'"):
        gridforge.generate(level="hardest")
    with pytest.raises(gridforge.GenerationError):
        gridforge.generate(size=4, level="evil", attempts=2)


def test_hint_reads_the_players_state():
    p = gridforge.Puzzle(EASY)
    h = gridforge.hint(p)
    assert h.kind in ("placement", "step")
    assert h.text == gridforge.request({"op": "hint", "puzzle": EASY})["x-hint"]["text"]
    wrong = "531" + EASY[3:]
    assert gridforge.hint(p, wrong, level=2).text == "r1c3 is wrong."
    assert gridforge.hint(p, {"grid": wrong}, level=2).kind == "mistake"
    with pytest.raises(gridforge.UsageError):
        gridforge.hint(p, level=4)


def test_deduction_grids():
    puzzle = gridforge.deduce.generate(size="3x3", seed=4)
    assert puzzle["x-generation"]["seed"] == 4
    solved = gridforge.deduce.solve(puzzle)
    assert solved["hints"] == puzzle["hints"]
    first = gridforge.deduce.hint(puzzle)
    # A hint from a player's marks has round 0: the closure round belongs to the hint sequence.
    assert first["hint"] == {**puzzle["hints"][0], "round": 0}
    assert first["text"] == puzzle["hints"][0]["text"]
    with pytest.raises(gridforge.UsageError):
        gridforge.deduce.generate(size="9x9")
    with pytest.raises(gridforge.InputError):
        gridforge.deduce.solve("{\"format\": 3}")


def test_request_raises_error_answers():
    assert gridforge.request({"op": "version"})["version"] == gridforge.version()
    with pytest.raises(gridforge.UsageError, match="unknown op"):
        gridforge.request({"op": "nope"})


def test_threads_share_a_puzzle():
    p = gridforge.Puzzle(TOP95_FIRST)
    results = []
    threads = [threading.Thread(target=lambda: results.append(gridforge.solve(p))) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [rows(TOP95_FIRST_SOLUTION)] * 4
