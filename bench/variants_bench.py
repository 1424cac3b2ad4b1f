#!/usr/bin/env python3
"""Variant generation benchmark: runs `gridforge generate --variant V --level L --seed S --json` for
seeds 1..12 per variant and level, one process per puzzle, and writes a Markdown table of the median
wall time (process start included, about 3 ms), the median attempts, what the attempts tried, and
the nodes per solve (the propagation solver's count with limit 2 on the puzzles made, the number
the level is defined on).

    bench/variants_bench.py build/gridforge [--seeds 12] [--attempts 30] [--timeout 120] [--out FILE]

Each run is one timed subprocess; a run that fails (no puzzle of that level within --attempts, exit
code 6) or passes --timeout is counted as failed and its time is left out of the median.
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import time

VARIANTS = [
    ("x", []),
    ("jigsaw", []),
    ("thermo", []),
    ("killer", []),
    ("killer", ["--max-cage", "4"]),
    ("killer,x", []),
    ("jigsaw,killer", []),
    ("thermo,x", []),
    ("jigsaw,x", []),
]
LEVELS = ["any", "easy", "medium", "hard", "evil"]


def run(binary, variant, knobs, level, seed, attempts, timeout):
    command = [binary, "generate", "--variant", variant, "--level", level, "--seed", str(seed), "--attempts",
               str(attempts), "--json"] + knobs
    start = time.perf_counter()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        return None
    answer = json.loads(done.stdout.splitlines()[0])
    return elapsed, answer


def median(values):
    return statistics.median(values) if values else float("nan")


def machine_name():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--seeds", type=int, default=12)
    parser.add_argument("--attempts", type=int, default=30)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--out")
    args = parser.parse_args()

    rows = []
    for variant, knobs in VARIANTS:
        for level in args.levels.split(","):
            times, attempts, nodes, tried = [], [], [], []
            failed = 0
            for seed in range(1, args.seeds + 1):
                result = run(args.binary, variant, knobs, level, seed, args.attempts, args.timeout)
                if result is None:
                    failed += 1
                    continue
                elapsed, answer = result
                stats = answer["x-generation"]
                times.append(elapsed)
                attempts.append(stats["attempts"])
                nodes.append(answer["rating"]["search"]["nodes"])
                tried.append(stats)
            name = variant + (" " + " ".join(knobs) if knobs else "")

            def med(key):
                return median([s[key] for s in tried])

            row = (f"| {name} | {level} | {len(times)}/{args.seeds} | {median(times):.2f} | "
                   f"{max(times) if times else float('nan'):.2f} | {median(attempts)} | {median(nodes)} | "
                   f"{max(nodes) if nodes else 'nan'} | {med('count_calls')} | {med('partition_attempts')} | "
                   f"{med('fill_failures')} | {med('cage_layouts')} | {med('cage_repairs')} | {med('thermometers')} |")
            print(row, flush=True)
            rows.append(row)

    header = [
        f"# Variant generation ({machine_name()}, gridforge Release)",
        "",
        f"`bench/variants_bench.py` — seeds 1..{args.seeds} per row, `--attempts {args.attempts}`, one process per "
        "puzzle (wall time includes process start, ~3 ms). Medians over the seeds that succeeded; "
        "nodes = the propagation solver's guesses proving uniqueness (count, limit 2) of each puzzle made "
        "(the level is defined on them). Killer rows have no givens.",
        "",
        "| variant | level | made | median s | max s | attempts | nodes/solve (median) | nodes max | count calls "
        "| partitions | fill failures | cage layouts | cage repairs | thermometers |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    text = "\n".join(header + rows) + "\n"
    if args.out:
        with open(args.out, "w") as out:
            out.write(text)
    print(text)


if __name__ == "__main__":
    main()
