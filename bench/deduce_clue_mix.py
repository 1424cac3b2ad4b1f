#!/usr/bin/env python3
"""The clue mix of generated deduction puzzles (issue 16: "sameness", e.g. "exactly 0" in many clues).

Drives `gridforge deduce generate --json` over seeds 1..N per mode and counts, over every clue:
the share of each clue type, the share of exact counts (the sentence says "exactly", "no" or
"none": an exact number of people, 0 included), the share of zero counts (n = 0), and per puzzle the
largest share one type takes (the mean over puzzles: how samey one puzzle reads).

    bench/deduce_clue_mix.py --gridforge build/gridforge --size 4x5 --seeds 30 [--modes open,revealed]
                             [--theme everyday] > mix.md
"""

import argparse
import collections
import json
import re
import statistics
import subprocess

EXACT = re.compile(r"\b(exactly|no|none)\b", re.IGNORECASE)


def generate(gridforge, size, mode, seed, theme):
    command = [gridforge, "deduce", "generate", "--size", size, "--mode", mode, "--seed", str(seed), "--json"]
    if theme:
        command += ["--theme", theme]
    run = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(run.stdout)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gridforge", default="build/gridforge")
    parser.add_argument("--size", default="4x5")
    parser.add_argument("--seeds", type=int, default=30)
    parser.add_argument("--modes", default="open,revealed")
    parser.add_argument("--theme", default="")
    args = parser.parse_args()
    for mode in args.modes.split(","):
        types, exact, zero, total, top_shares, clues, ms = collections.Counter(), 0, 0, 0, [], [], []
        for seed in range(1, args.seeds + 1):
            puzzle = generate(args.gridforge, args.size, mode, seed, args.theme)
            here = collections.Counter(clue["type"] for clue in puzzle["clues"])
            types.update(here)
            total += len(puzzle["clues"])
            exact += sum(1 for clue in puzzle["clues"] if EXACT.search(clue["text"]))
            zero += sum(1 for clue in puzzle["clues"] if clue.get("n") == 0)
            top_shares.append(max(here.values()) / len(puzzle["clues"]))
            clues.append(len(puzzle["clues"]))
            ms.append(puzzle["x-generation"]["milliseconds"])
        print(f"## {args.size} {mode}, seeds 1..{args.seeds}\n")
        print(f"- clues: {total} ({statistics.mean(clues):.1f} per puzzle); exact counts {100 * exact / total:.0f}%,"
              f" zero counts (n = 0) {100 * zero / total:.0f}%")
        print(f"- the largest share of one type in a puzzle, mean over puzzles: {100 * statistics.mean(top_shares):.0f}%")
        print(f"- generation ms: median {statistics.median(ms):.0f}, max {max(ms):.0f}\n")
        print("| type | clues | share |\n|---|---|---|")
        for name, count in types.most_common():
            print(f"| {name} | {count} | {100 * count / total:.1f}% |")
        print(flush=True)


if __name__ == "__main__":
    main()
