#!/usr/bin/env python3
"""Counts edge crossings in logic-graph SVGs (gridforge deduce explain --graph svg).

Every edge piece between two columns is a cubic curve ("C") from a point on one column's right
edge to a point on the next column's left edge (a target's box, 4 px short, or a lane); runs
inside a column are straight and never cross. Two pieces of the same gap cross when their ends
are in opposite vertical orders; pieces sharing an end do not cross.

    python3 bench/logic_graph_crossings.py graph1.svg graph2.svg ...   # one count per file, then the total
"""
import itertools
import re
import sys


def pieces(svg_text):
    """(start x, end x, start y, end y) of every curve piece of every edge path."""
    out = []
    for d in re.findall(r'<path d="(M[^"]*)" stroke=', svg_text):
        x = y = None
        for command, arguments in re.findall(r'([MCL])([^MCL]*)', d):
            numbers = [float(v) for v in re.findall(r'-?\d+(?:\.\d+)?', arguments)]
            if command == 'C':
                out.append((x, numbers[4], y, numbers[5]))
                x, y = numbers[4], numbers[5]
            else:
                x, y = numbers[0], numbers[1]
    return out


def crossings(svg_text):
    gaps = {}
    for x1, x2, y1, y2 in set(pieces(svg_text)):
        gaps.setdefault(round(x1), []).append((y1, y2))  # a piece starts on its gap's left column
    count = 0
    for ends in gaps.values():
        for a, b in itertools.combinations(ends, 2):
            count += (a[0] - b[0]) * (a[1] - b[1]) < 0
    return count


if __name__ == '__main__':
    total = 0
    for name in sys.argv[1:]:
        with open(name, encoding='utf-8') as f:
            count = crossings(f.read())
        total += count
        print(f'{name} {count}')
    print(f'total {total}')
