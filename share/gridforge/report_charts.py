#!/usr/bin/env python3
"""Draws the charts of `gridforge report` (docs/report.md) from its report.json.

usage: report_charts.py REPORT_JSON OUT_DIR

Writes one SVG per chart and index.html (each chart with its caption and, under it, the table of
the numbers it shows) into OUT_DIR. Every number comes from report.json; nothing is measured here.
The SVGs are deterministic: text drawn as paths, a fixed svg.hashsalt, no date in the metadata.
Exits 69 (EX_UNAVAILABLE) when matplotlib cannot be imported, so that the command can say so.
"""
import html
import json
import os
import sys

try:
    import matplotlib
    matplotlib.use("svg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import FuncFormatter, LogLocator
except ImportError:
    sys.stderr.write("report_charts.py: matplotlib is not installed (Debian: python3-matplotlib)\n")
    sys.exit(69)

matplotlib.rcParams.update({
    "svg.hashsalt": "gridforge-report",
    "svg.fonttype": "path",
    "font.family": "DejaVu Sans",
    "font.size": 10,
    "axes.grid": True,
    "grid.alpha": 0.3,
    "axes.axisbelow": True,
})

LEVELS = ["easy", "medium", "hard", "evil"]
COLOURS = plt.get_cmap("tab10").colors


def save(figure, out_dir, name):
    figure.tight_layout()
    figure.savefig(os.path.join(out_dir, name), format="svg", metadata={"Date": None})
    plt.close(figure)
    return name


def number(value, digits=3):
    """A table cell: integers as is, other numbers to `digits` significant figures."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        if value == 0:
            return "0"
        if abs(value) >= 10 ** digits:
            return f"{value:,.0f}"
        return f"{value:.{digits}g}"
    return html.escape(str(value))


def table(header, rows):
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{number(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def plain_log_ticks(axis, which="y"):
    """Log-axis ticks at 1, 2, 5 times the powers of ten, written as plain numbers (0.5, 20, 1,000)."""
    scale = axis.yaxis if which == "y" else axis.xaxis
    scale.set_major_locator(LogLocator(base=10, subs=(1.0, 2.0, 5.0)))
    scale.set_minor_formatter(FuncFormatter(lambda v, _: ""))
    scale.set_major_formatter(FuncFormatter(lambda v, _: f"{v:,.0f}" if v >= 1 else f"{v:g}"))


def grouped_bars(axis, groups, series, values, log=False, colours=None):
    """Bars of series side by side within each group; values[s][g] (None: no bar)."""
    width = 0.8 / max(1, len(series))
    for s, name in enumerate(series):
        xs = [g + (s - (len(series) - 1) / 2) * width for g in range(len(groups))]
        heights = [v if v is not None else 0 for v in values[s]]
        colour = colours[s] if colours else COLOURS[s % len(COLOURS)]
        axis.bar(xs, heights, width, label=name, color=colour)
    axis.set_xticks(range(len(groups)))
    axis.set_xticklabels(groups)
    if log:
        axis.set_yscale("log")
        plain_log_ticks(axis)


def solvers_per_level(report):
    results = report["solvers_per_level"]["results"]
    solvers = list(dict.fromkeys(r["solver"] for r in results))
    cell = {(r["solver"], r["level"]): r for r in results}
    return solvers, cell


def chart_nodes(report, out_dir):
    solvers, cell = solvers_per_level(report)
    counted = [s for s in solvers if any(cell[(s, l)]["mean_nodes"] > 0 for l in LEVELS if (s, l) in cell)]
    figure, axis = plt.subplots(figsize=(9, 4.8))
    # log scale: a mean of 0 nodes (no guess at all) has no bar; it is 0 in the table.
    values = [[cell[(s, l)]["mean_nodes"] if (s, l) in cell and cell[(s, l)]["mean_nodes"] > 0 else None
               for l in LEVELS] for s in counted]
    grouped_bars(axis, LEVELS, counted, values, log=True)
    axis.set_xlabel("search level of the generated puzzles")
    axis.set_ylabel("mean nodes per puzzle, count(puzzle, 2) (log scale)")
    axis.set_title("Search nodes per solver and level")
    axis.legend(ncol=3, fontsize=9)
    name = save(figure, out_dir, "nodes_per_level.svg")
    left_out = [s for s in solvers if s not in counted]
    plan = report["plan"]
    caption = (f"{report['solvers_per_level']['protocol']}. Nodes: digits tried by the search (deterministic "
               f"for the seeds). A mean of 0 (every puzzle solved without a guess) has no bar on the log "
               f"scale. sat's nodes are CaDiCaL's conflicts. "
               f"{', '.join(left_out) + ' reports no nodes and is left out of the chart.' if left_out else ''}")
    rows = [[s, l, cell[(s, l)]["puzzles"], cell[(s, l)]["mean_nodes"], cell[(s, l)]["mean_deductions"]]
            for s in solvers for l in LEVELS if (s, l) in cell]
    return name, "Nodes per solver and level", caption, table(
        ["solver", "level", "puzzles", "mean nodes", "mean deductions"], rows)


def chart_ratio(report, out_dir):
    solvers, cell = solvers_per_level(report)
    figure, axis = plt.subplots(figsize=(9, 4.8))
    values = [[cell[(s, l)]["ratio"] if (s, l) in cell else None for l in LEVELS] for s in solvers]
    grouped_bars(axis, LEVELS, solvers, values)
    axis.axhline(1.0, color="black", linewidth=0.8)
    axis.set_xlabel("search level of the generated puzzles")
    axis.set_ylabel("time for limit 2 / time for limit 1")
    axis.set_title("Proving uniqueness against finding the first solution")
    axis.legend(ncol=3, fontsize=9)
    name = save(figure, out_dir, "time_ratio.svg")
    caption = ("Per solver and level, the median time per call of count(puzzle, 2) (find a second solution or "
               "prove there is none) divided by that of count(puzzle, 1) (stop at the first solution). "
               "Timing: " + report["solvers_per_level"]["protocol"][0].lower() + report["solvers_per_level"]["protocol"][1:]
               + ". A ratio below 1 is noise from the machine's load: limit 2 does all the work of limit 1 and more.")
    rows = [[s, l, cell[(s, l)]["first_solution"]["median_us"], cell[(s, l)]["first_solution"]["min_us"],
             cell[(s, l)]["first_solution"]["max_us"], cell[(s, l)]["uniqueness"]["median_us"],
             cell[(s, l)]["uniqueness"]["min_us"], cell[(s, l)]["uniqueness"]["max_us"], cell[(s, l)]["ratio"]]
            for s in solvers for l in LEVELS if (s, l) in cell]
    return name, "First solution against uniqueness", caption, table(
        ["solver", "level", "limit 1 median µs", "min µs", "max µs", "limit 2 median µs", "min µs", "max µs",
         "ratio"], rows)


def spread_plot(axis, levels, spreads, colour):
    """Median dot, interquartile bar, min-max whisker per level."""
    for i, spread in enumerate(spreads):
        axis.plot([i, i], [spread["min"], spread["max"]], color=colour, linewidth=1)
        axis.plot([i, i], [spread["q1"], spread["q3"]], color=colour, linewidth=8, alpha=0.5,
                  solid_capstyle="butt")
        axis.plot([i], [spread["median"]], "o", color="black", markersize=5)
    axis.set_xticks(range(len(levels)))
    axis.set_xticklabels(levels)
    axis.set_xlim(-0.5, len(levels) - 0.5)


def chart_generation(report, out_dir):
    results = report["generation_per_level"]["results"]
    levels = [r["level"] for r in results]
    figure, (left, right) = plt.subplots(1, 2, figsize=(10, 4.5))
    spread_plot(left, levels, [r["time_ms"] for r in results], COLOURS[0])
    left.set_yscale("log")
    plain_log_ticks(left)
    left.set_ylabel("time per generate() call, ms (log scale)")
    left.set_title("Generation time")
    spread_plot(right, levels, [r["attempts"] for r in results], COLOURS[1])
    right.set_ylabel("attempts per puzzle")
    right.set_title("Attempts until the level is hit")
    for axis in (left, right):
        axis.set_xlabel("search level asked for")
    name = save(figure, out_dir, "generation_cost.svg")
    plan = report["plan"]
    caption = (f"{report['generation_per_level']['protocol']}: {plan['seeds_per_level']} seeds per level from "
               f"seed {plan['seed']}. Dot: median; thick bar: first to third quartile; line: min to max.")
    rows = [[r["level"], r["runs"], r["failures"], r["time_ms"]["median"], r["time_ms"]["q1"], r["time_ms"]["q3"],
             r["time_ms"]["min"], r["time_ms"]["max"], r["attempts"]["median"], r["attempts"]["q1"],
             r["attempts"]["q3"], r["attempts"]["max"], r["mean_givens"]] for r in results]
    return name, "Generation cost per level", caption, table(
        ["level", "runs", "failed", "median ms", "q1 ms", "q3 ms", "min ms", "max ms", "median attempts",
         "q1 attempts", "q3 attempts", "max attempts", "mean givens"], rows)


def chart_clues(report, out_dir):
    data = report["clues_vs_nodes"]
    figure, axis = plt.subplots(figsize=(8, 5))
    # Several puzzles share each (givens, nodes) point: the marker's area counts them.
    points = {}
    for g, n in zip(data["givens"], data["nodes"]):
        points[(g, n)] = points.get((g, n), 0) + 1
    xs, ys, sizes = zip(*[(g, n, c) for (g, n), c in sorted(points.items())]) if points else ([], [], [])
    axis.scatter(xs, ys, s=[8 + 4 * c for c in sizes], alpha=0.5, color=COLOURS[0], edgecolors="none")
    axis.set_yscale("symlog", linthresh=1)
    axis.yaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:,.0f}"))
    axis.set_xlabel("givens (clues)")
    axis.set_ylabel("search nodes, count(puzzle, 2) (symmetric log: 0 shown)")
    axis.set_title(f"Clues against search effort ({data['puzzles']} generated puzzles)")
    name = save(figure, out_dir, "clues_vs_nodes.svg")
    caption = (f"{data['protocol']}; puzzles: {data['source']}. Spearman's rho = {data['spearman']:.3f}, "
               f"Pearson's r = {data['pearson']:.3f}. A marker's area grows with the puzzles at that point.")
    by_givens = {}
    for g, n in zip(data["givens"], data["nodes"]):
        by_givens.setdefault(int(g), []).append(n)
    rows = []
    for g in sorted(by_givens):
        ns = sorted(by_givens[g])
        rows.append([g, len(ns), sum(ns) / len(ns), ns[len(ns) // 2] if len(ns) % 2 else (ns[len(ns) // 2 - 1] + ns[len(ns) // 2]) / 2, ns[-1]])
    return name, "Clue count against search nodes", caption, table(
        ["givens", "puzzles", "mean nodes", "median nodes", "max nodes"], rows) + \
        f"<p>Spearman {data['spearman']:.4f}, Pearson {data['pearson']:.4f} over {data['puzzles']} puzzles.</p>"


def chart_mcm(report, out_dir):
    data = report["mcm"]
    bands = data["bands"]
    names = [b["band"] for b in bands]
    figure, (left, right) = plt.subplots(1, 2, figsize=(11, 4.5))
    grouped_bars(left, names, [f"gridforge ({data['puzzles']} generated)", f"the article ({data['published_puzzles']})"],
                 [[100 * b["ours_share"] for b in bands], [100 * b["published_share"] for b in bands]])
    for i, b in enumerate(bands):
        left.annotate(f"{b['ours']}", (i - 0.2, 100 * b["ours_share"]), ha="center", va="bottom", fontsize=8)
        left.annotate(f"{b['published']}", (i + 0.2, 100 * b["published_share"]), ha="center", va="bottom", fontsize=8)
    left.set_ylabel("share of the puzzles, % (counts on the bars)")
    left.set_title("Singles-and-oracle bands")
    left.legend(fontsize=9)
    right.bar(range(len(bands)), [b["mean_oracle_visits"] for b in bands], 0.6, color=COLOURS[2])
    for i, b in enumerate(bands):
        if b["ours"]:
            right.annotate(f"score {b['mean_score']:.2f}", (i, b["mean_oracle_visits"]), ha="center", va="bottom",
                           fontsize=8)
    right.set_xticks(range(len(bands)))
    right.set_xticklabels(names)
    right.set_ylabel("mean oracle visits per puzzle")
    right.set_title("Oracle visits and mean score per band (gridforge)")
    name = save(figure, out_dir, "mcm_bands.svg")
    caption = (f"{data['protocol']}. Ours: {data['source']}. Published: {data['published_source']}. The weights "
               "of our score are ours (docs/techniques.md), so the bands compare in shape, not exactly.")
    rows = [[b["band"], b["ours"], 100 * b["ours_share"], b["published"], 100 * b["published_share"],
             b["mean_score"], b["mean_oracle_visits"]] for b in bands]
    return name, "Singles-and-oracle bands beside the article", caption, table(
        ["band", "ours", "ours %", "article", "article %", "mean score", "mean oracle visits"], rows)


def rating_panel(axis, data, title, log):
    """One colour per reference file (the table below splits the files by set)."""
    files = list(dict.fromkeys(data["point_files"]))
    for i, s in enumerate(files):
        xs = [p for p, t in zip(data["published"], data["point_files"]) if t == s]
        ys = [o for o, t in zip(data["ours"], data["point_files"]) if t == s]
        axis.scatter(xs, ys, s=16, alpha=0.7, color=COLOURS[i % len(COLOURS)], label=f"{s} ({len(xs)})",
                     edgecolors="none")
    values = data["published"] + data["ours"]
    if values:
        low, high = min(values), max(values)
        axis.plot([low, high], [low, high], color="black", linewidth=0.8, label="ours = published")
    if log:
        axis.set_xscale("log")
        axis.set_yscale("log")
        plain_log_ticks(axis, "x")
        plain_log_ticks(axis, "y")
    axis.set_xlabel("published")
    axis.set_ylabel("gridforge")
    axis.set_title(f"{title}: Spearman {data['spearman']:.3f}, Pearson {data['pearson']:.3f}", fontsize=10)
    axis.legend(fontsize=7, loc="upper left")


def chart_ratings(report, out_dir):
    se, hodoku = report["ratings"]["se"], report["ratings"]["hodoku"]
    figure, (left, right) = plt.subplots(1, 2, figsize=(11, 5))
    rating_panel(left, se, "SE rating (ER)", log=False)
    rating_panel(right, hodoku, "HoDoKu score", log=True)
    name = save(figure, out_dir, "ratings.svg")
    caption = (f"{report['ratings']['protocol']}. One dot per puzzle, coloured by its file; the line is ours = "
               f"published. SE: {se['puzzles']} puzzles, exact {100 * se['exact_share']:.1f} %, within ±0.1 "
               f"{100 * se['within_tolerance_share']:.1f} %. HoDoKu (log scales): {hodoku['puzzles']} puzzles, "
               f"exact {100 * hodoku['exact_share']:.1f} %."
               + (f" Files not found, left out: {', '.join(se['skipped_files'] + hodoku['skipped_files'])}."
                  if se["skipped_files"] or hodoku["skipped_files"] else ""))
    rows = []
    for label, data in (("SE (ER)", se), ("HoDoKu score", hodoku)):
        for s in dict.fromkeys(data["sets"]):
            pairs = [(o, p) for o, p, t in zip(data["ours"], data["published"], data["sets"]) if t == s]
            exact = sum(1 for o, p in pairs if abs(o - p) < 1e-9)
            rows.append([label, s, len(pairs), 100 * exact / len(pairs)])
        rows.append([label, "all", data["puzzles"], 100 * data["exact_share"]])
    return name, "Ratings against the published SE and HoDoKu values", caption, table(
        ["rating", "set", "puzzles", "exact %"], rows) + \
        f"<p>SE: Spearman {se['spearman']:.4f}, Pearson {se['pearson']:.4f}; HoDoKu: Spearman " \
        f"{hodoku['spearman']:.4f}, Pearson {hodoku['pearson']:.4f}.</p>"


def chart_throughput(report, out_dir):
    data = report["throughput"]
    sets = [s for s in data["sets"] if s["loaded"]]
    solvers = list(dict.fromkeys(v["solver"] for s in sets for v in s["solvers"]))
    series = solvers + ["tdoku (published)"]
    values = []
    for solver in solvers:
        row = []
        for s in sets:
            entry = next((v for v in s["solvers"] if v["solver"] == solver and "uniqueness_per_s" in v), None)
            row.append(entry["uniqueness_per_s"] if entry else None)
        values.append(row)
    values.append([s["tdoku_per_s"] or None for s in sets])
    figure, axis = plt.subplots(figsize=(11, 5))
    colours = [COLOURS[i % len(COLOURS)] for i in range(len(solvers))] + ["black"]
    grouped_bars(axis, [s["set"] for s in sets], series, values, log=True, colours=colours)
    axis.set_ylabel("puzzles per second, count to 2, one thread (log scale)")
    axis.set_title("Solver throughput on tdoku's data sets (no bar: the solver was skipped, see the table)")
    axis.legend(ncol=len(series), fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.07))
    name = save(figure, out_dir, "throughput.svg")
    missing = [s["set"] for s in data["sets"] if not s["loaded"]]
    caption = (f"{data['protocol']}. tdoku: {data['tdoku_rate_source']}; its guesses per puzzle: "
               f"{data['tdoku_guesses_source']}."
               + (f" Sets not found (--shared-data), left out: {', '.join(missing)}." if missing else ""))
    rows = []
    for s in sets:
        for v in s["solvers"]:
            if "uniqueness_per_s" in v:
                rows.append([s["set"], v["solver"], v["puzzles_run"], v["first_solution_per_s"],
                             v["uniqueness_per_s"], v["branch_points_per_puzzle"], s["tdoku_per_s"] or None,
                             s["tdoku_guesses_per_puzzle"]])
            else:
                rows.append([s["set"], v["solver"], "skipped: " + v["skipped_because"], None, None, None,
                             s["tdoku_per_s"] or None, s["tdoku_guesses_per_puzzle"]])
    return name, "Solver throughput beside tdoku", caption, table(
        ["set", "solver", "puzzles run", "limit 1 puzzles/s", "limit 2 puzzles/s", "branch points/puzzle",
         "tdoku puzzles/s", "tdoku guesses/puzzle"], rows)


CHARTS = [chart_nodes, chart_ratio, chart_generation, chart_clues, chart_mcm, chart_ratings, chart_throughput]

STYLE = """body{font-family:sans-serif;max-width:1150px;margin:2em auto;padding:0 1em;color:#222}
figure{margin:2.5em 0}img{max-width:100%}figcaption{margin:.5em 0 1em;line-height:1.4}
table{border-collapse:collapse;font-size:.85em}td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}
th{background:#f3f3f3}td:first-child,td:nth-child(2){text-align:left}"""


def main():
    if len(sys.argv) != 3:
        sys.stderr.write("usage: report_charts.py REPORT_JSON OUT_DIR\n")
        return 2
    with open(sys.argv[1], encoding="utf-8") as file:
        report = json.load(file)
    out_dir = sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    env = report["environment"]
    sections = []
    for chart in CHARTS:
        name, title, caption, numbers = chart(report, out_dir)
        sections.append(f"<figure><h2>{html.escape(title)}</h2><img src=\"{name}\" alt=\"{html.escape(title)}\">"
                        f"<figcaption>{html.escape(caption)}</figcaption>{numbers}</figure>")
    page = (f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>gridforge report</title>"
            f"<style>{STYLE}</style></head><body><h1>gridforge report</h1>"
            f"<p>{html.escape(env['cpu'])} ({env['hardware_threads']} hardware threads), {html.escape(env['compiler'])}, "
            f"{html.escape(env['build_type'])} build; {html.escape(env['date_utc'])}; {env['run_s']:.0f} s; load "
            f"average {html.escape(env['load_average_before'])} before, {html.escape(env['load_average_after'])} "
            f"after. Command: <code>{html.escape(env['command'])}</code>. Every number is in "
            f"<a href=\"report.json\">report.json</a>.</p>\n" + "\n".join(sections) + "\n</body></html>\n")
    with open(os.path.join(out_dir, "index.html"), "w", encoding="utf-8") as file:
        file.write(page)
    return 0


if __name__ == "__main__":
    sys.exit(main())
