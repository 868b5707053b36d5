"""Turns package-benchmark's markdown output into the README's table.

Reads the output of `swift package benchmark --format markdown` on stdin and prints one row per
benchmark (median wall-clock time, median instructions, mallocs) followed by the ratios that
compare the two sides of a benchmark pair from the same run.
"""

import re
import sys

UNITS = {"ns": 1, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}
SCALES = {"": 1, "K": 1e3, "M": 1e6, "G": 1e9}


def parse(text):
    """{benchmark: {"ns": median, "instructions": median, "mallocs": median}}."""
    results, name = {}, None
    for line in text.splitlines():
        if line.startswith("### "):
            name = line[4:].strip()
            results[name] = {}
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if name is None or len(cells) < 4 or not cells[3].replace(".", "").isdigit():
            continue
        metric, p50 = cells[0], float(cells[3])
        time = re.match(r"Time \(wall clock\) \((\w+)\)", metric)
        count = re.match(r"(Instructions|Malloc \(total\))(?: \((\w)\))?", metric)
        if time:
            results[name]["ns"] = p50 * UNITS[time.group(1)]
        elif count:
            key = "instructions" if count.group(1) == "Instructions" else "mallocs"
            results[name][key] = p50 * SCALES[count.group(2) or ""]
    return results


def duration(ns):
    for unit, size in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= size:
            return f"{ns / size:.3g} {unit}"
    return f"{ns:.3g} ns"


def count(value):
    for unit, size in (("G", 1e9), ("M", 1e6), ("K", 1e3)):
        if value >= size:
            return f"{value / size:.3g}{unit}"
    return f"{value:.3g}"


def ratio(value):
    return f"{value:,.0f}×" if value >= 100 else f"{value:.3g}×"


RATIOS = [
    ("Composition: AppFeature reducer / flat switch",
     "Composition: AppFeature reducer, counter increment",
     "Composition: flat switch, counter increment"),
    ("Action log on / off (AppFeature reducer)",
     "Composition: AppFeature reducer with the Log tab's action log on",
     "Composition: AppFeature reducer, counter increment"),
    ("Store.send / reducer alone",
     "Store: send through AppFeature", "Composition: AppFeature reducer, counter increment"),
    ("1 override / none", "Overrides: 1", "Overrides: 0"),
    ("3 overrides / none", "Overrides: 3", "Overrides: 0"),
    ("7 overrides / none", "Overrides: 7", "Overrides: 0"),
    ("@Dependency read / none", "Overrides: @Dependency read in reduce", "Overrides: 0"),
    ("Sieve / primesieve, n = 10^5", "nthPrime 10^5: Sieve", "nthPrime 10^5: primesieve"),
    ("Sieve / primesieve, n = 10^6", "nthPrime 10^6: Sieve", "nthPrime 10^6: primesieve"),
    ("Sieve / primesieve, n = 10^7", "nthPrime 10^7: Sieve", "nthPrime 10^7: primesieve"),
]


def main():
    results = parse(sys.stdin.read())
    if not results:
        sys.exit("summarize.py: no benchmark results in the input")
    print("| benchmark | median time | median instructions | mallocs |")
    print("|---|---:|---:|---:|")
    for name, r in results.items():
        print(f"| {name} | {duration(r.get('ns', 0))} | {count(r.get('instructions', 0))} "
              f"| {count(r.get('mallocs', 0))} |")
    print()
    print("| ratio | by time | by instructions | time added |")
    print("|---|---:|---:|---:|")
    for label, a, b in RATIOS:
        if a in results and b in results:
            ra, rb = results[a], results[b]
            print(f"| {label} | {ratio(ra['ns'] / rb['ns'])} "
                  f"| {ratio(ra['instructions'] / rb['instructions'])} "
                  f"| {duration(max(ra['ns'] - rb['ns'], 0))} |")


if __name__ == "__main__":
    main()
