#!/usr/bin/env python3
"""Clues per step of generated deduction puzzles, per band, size and mode (issue 16).

Drives `gridforge deduce generate --json` and reads each puzzle's hint path: the clues combined
per step (`level`), the band, the generation time the generator reports (x-generation.milliseconds).

    bench/deduce_steps_bench.py --gridforge build/gridforge --seeds 20 [--bands easy,medium,...]
                                [--default-seeds 30] > table.md

Prints Markdown: one row per band x size x mode (seeds that succeeded, median and max clues per
step over the succeeded puzzles' hardest steps, steps by clues, median and max time), then the
bands of the default generation (no --band) over --default-seeds seeds.
"""

import argparse
import collections
import json
import statistics
import subprocess

SIZES = ["4x5", "5x5"]
MODES = ["open", "revealed"]
BANDS = ["easy", "medium", "tricky", "hard", "brutal"]


def generate(gridforge, size, mode, seed, band):
    command = [gridforge, "deduce", "generate", "--size", size, "--mode", mode, "--seed", str(seed), "--json"]
    if band:
        command += ["--band", band]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.returncode, run.stderr.strip()
    return json.loads(run.stdout), 0, ""


def row(gridforge, size, mode, band, seeds):
    hardest, levels, times, failures = [], collections.Counter(), [], []
    for seed in range(1, seeds + 1):
        puzzle, code, message = generate(gridforge, size, mode, seed, band)
        if puzzle is None:
            failures.append((seed, code, message))
            continue
        steps = [hint["level"] for hint in puzzle["hints"]]
        assert puzzle["difficulty"]["band"] == (band or puzzle["difficulty"]["band"])
        hardest.append(max(steps))
        levels.update(steps)
        times.append(puzzle["x-generation"]["milliseconds"])
    total = sum(levels.values()) or 1
    by_cost = ", ".join(f"{k}: {100 * levels[k] / total:.0f}%" for k in sorted(levels))
    median_step = statistics.median(s for s in levels.elements()) if levels else "-"
    cells = [band or "(none)", size, mode, f"{len(hardest)}/{seeds}",
             median_step, max(hardest) if hardest else "-",
             statistics.median(hardest) if hardest else "-", by_cost,
             f"{statistics.median(times):.0f}" if times else "-", f"{max(times):.0f}" if times else "-"]
    return "| " + " | ".join(str(c) for c in cells) + " |", failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gridforge", default="build/gridforge")
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--bands", default=",".join(BANDS))
    parser.add_argument("--default-seeds", type=int, default=30)
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--modes", default=",".join(MODES))
    args = parser.parse_args()
    print("| band | size | mode | succeeded | median clues per step | max clues per step | median hardest step |"
          " steps by clues | median ms | max ms |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    notes = []
    for band in [b for b in args.bands.split(",") if b]:
        for size in args.sizes.split(","):
            for mode in args.modes.split(","):
                line, failures = row(args.gridforge, size, mode, band, args.seeds)
                print(line, flush=True)
                notes += [f"- {band} {size} {mode} seed {seed}: exit {code}: {message}" for seed, code, message in failures]
    if args.default_seeds:
        print("\nDefault generation (no --band), bands over seeds 1..%d:\n" % args.default_seeds)
        print("| size | mode | easy | medium | tricky | hard | brutal | hardest step: count |")
        print("|---|---|---|---|---|---|---|---|")
        for size in args.sizes.split(","):
            for mode in args.modes.split(","):
                bands, hardest = collections.Counter(), collections.Counter()
                for seed in range(1, args.default_seeds + 1):
                    puzzle, _, _ = generate(args.gridforge, size, mode, seed, "")
                    bands[puzzle["difficulty"]["band"]] += 1
                    hardest[max(hint["level"] for hint in puzzle["hints"])] += 1
                spread = ", ".join(f"{k}: {hardest[k]}" for k in sorted(hardest))
                print(f"| {size} | {mode} | " + " | ".join(str(bands[b]) for b in BANDS) + f" | {spread} |", flush=True)
    if notes:
        print("\nFailures:\n")
        print("\n".join(notes))


if __name__ == "__main__":
    main()
