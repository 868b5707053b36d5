#!/usr/bin/env python3
"""Instructions per operation, counted exactly by callgrind, beside wall time.

Usage: instructions.py HARNESS [MEASURE ...]

HARNESS is the stripped release build of the `Instructions` target (valgrind 3.19 cannot read
Swift's debug info). Each measure runs twice under `valgrind --tool=callgrind` with two repeat
counts; (Ir(high) - Ir(low)) / (high - low) is one operation's cost, free of start-up and
set-up. Wall time comes from the same harness run natively (`high` repeats, best of three).
Prints the README's tables in markdown.
"""

import re
import subprocess
import sys

# measure -> (low count, high count); costly operations get fewer repeats.
COUNTS = {
    "flat": (1_000, 101_000),
    "reducer": (1_000, 11_000),
    "store": (1_000, 11_000),
    "bump": (1_000, 101_000),
    "bump-override": (1_000, 101_000),
    "rows-100": (1_000, 11_000),
    "rows-10k": (1_000, 11_000),
    "rows-1m": (1_000, 11_000),
    "row-store-100": (1_000, 11_000),
    "row-store-1m": (1_000, 11_000),
    "scope-row": (1_000, 11_000),
    "frame": (10, 110),
    "array-append-100": (1_000, 11_000),
    "array-append-1m": (1_000, 11_000),
    "list-move-100": (1_000, 11_000),
    "list-move-1m": (1_000, 11_000),
    "list-frame-100": (100, 1_100),
    "list-frame-1m": (100, 1_100),
    "list-append-100": (1_000, 11_000),
    "list-append-1m": (1_000, 11_000),
    "table-move-100": (1_000, 11_000),
    "table-move-1m": (1_000, 11_000),
    "table-frame-100": (100, 1_100),
    "table-frame-1m": (100, 1_100),
    "textarea-key-10": (1_000, 11_000),
    "textarea-key-10k": (1_000, 11_000),
    "viewport-page-100": (100, 1_100),
    "viewport-page-1m": (100, 1_100),
    "favorite-delete-1k": (100, 1_100),
    "favorite-delete-100k": (10, 60),
    "key-frame": (10, 110),
    "key-frame-log": (10, 60),
    "canvas-200x60": (10, 60),
    "diff-200x60": (100, 1_100),
    "frame-200x60": (10, 60),
    "present-200x60": (100, 1_100),
    "present-200x60-colour": (100, 1_100),
    "key-bytes-frame": (10, 110),
    "sieve-1e7": (1, 3),
    "primesieve-1e7": (1, 3),
    "sieve-1e8": (1, 2),
    "primesieve-1e8": (1, 2),
}


def instructions(harness, measure, count):
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", harness, measure,
         str(count)],
        capture_output=True, text=True, check=True)
    match = re.search(r"Collected : (\d+)", run.stderr)
    if not match:
        sys.exit(f"instructions: no callgrind total for {measure} {count}:\n{run.stderr}")
    return int(match.group(1))


def seconds(harness, measure, count):
    best = None
    for _ in range(3):
        out = subprocess.run([harness, measure, str(count)], capture_output=True, text=True,
                             check=True).stdout.split()
        best = float(out[2]) if best is None else min(best, float(out[2]))
    return best / count


def human(value, unit=""):
    for scale, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "K")):
        if abs(value) >= scale:
            return f"{value / scale:.3g}{suffix}{unit}"
    return f"{value:.3g}{unit}"


def duration(value):
    for scale, suffix in ((1, "s"), (1e-3, "ms"), (1e-6, "µs")):
        if value >= scale:
            return f"{value / scale:.3g} {suffix}"
    return f"{value / 1e-9:.3g} ns"


def effects(harness):
    """The effects-in-flight timings: one process, side by side (see the harness)."""
    out = subprocess.run([harness, "effects", "200"], capture_output=True, text=True,
                         check=True).stdout.split()
    return {out[i]: float(out[i + 1]) for i in range(0, len(out), 2)}


def main():
    harness = sys.argv[1]
    wanted = sys.argv[2:] or list(COUNTS) + ["effects"]
    timings = effects(harness) if "effects" in wanted else {}
    wanted = [measure for measure in wanted if measure != "effects"]
    results = {}
    for measure in wanted:
        low, high = COUNTS[measure]
        per_op = (instructions(harness, measure, high) - instructions(harness, measure, low)) / (
            high - low)
        results[measure] = (per_op, seconds(harness, measure, high))
        print(f"instructions: {measure}: {per_op:,.0f} instructions, "
              f"{duration(results[measure][1])}", file=sys.stderr)

    print("| measure | instructions per operation | time per operation |")
    print("|---|---:|---:|")
    for measure, (ir, time) in results.items():
        print(f"| `{measure}` | {ir:,.0f} | {duration(time)} |")

    over = []

    def ratio(name, top, bottom, goal=None):
        if top in results and bottom in results:
            (a, at), (b, bt) = results[top], results[bottom]
            print(f"| {name} | {a / b:,.2f}× | {at / bt:,.2f}× |")
            if goal is not None and a / b > goal:
                over.append(f"{name}: {a / b:,.2f}× (goal ≤ {goal}×)")

    print()
    print("| ratio | by instructions | by time |")
    print("|---|---:|---:|")
    ratio("AppFeature's reducer / flat switch", "reducer", "flat")
    ratio("Store.send / AppFeature's reducer", "store", "reducer")
    ratio("Store.send / Store.send to a one-line reducer", "store", "bump")
    ratio("a row of 1,000,000 / a row of 100 (Store.send, forEach)", "rows-1m", "rows-100")
    ratio("a row of 1,000,000 / a row of 100 (the row's own store)", "row-store-1m",
          "row-store-100")
    # The kit's promise: a list's cost does not grow with its rows (exits 1 when it does).
    # The core's promise: a change in place of a collection in observable state does not copy
    # it, so its cost does not grow with the collection (exits 1 when it does).
    ratio("an append to a plain [Int] in observable state, 1,000,000 / 100 elements",
          "array-append-1m", "array-append-100", goal=2)
    ratio("a List move, 1,000,000 rows / 100 rows", "list-move-1m", "list-move-100", goal=2)
    ratio("a List move and frame, 1,000,000 rows / 100 rows", "list-frame-1m", "list-frame-100",
          goal=2)
    ratio("a row appended under a filter, 1,000,000 rows / 100 rows", "list-append-1m",
          "list-append-100", goal=2)
    ratio("a sorted Table move, 1,000,000 rows / 100 rows", "table-move-1m", "table-move-100",
          goal=2)
    ratio("a sorted Table move and frame, 1,000,000 rows / 100 rows", "table-frame-1m",
          "table-frame-100", goal=2)
    ratio("a Viewport page up and End, 1,000,000 lines / 100 lines", "viewport-page-1m",
          "viewport-page-100", goal=2)
    ratio("a key in a TextArea, 10,000 lines / 10 lines", "textarea-key-10k", "textarea-key-10",
          goal=2)
    # A favorite's delete walks the list (the array's remove, the Activity's diff of the two
    # lists): its cost grows with the list, linearly, never with its square (exits 1 when it
    # does: 100× the favorites within 200× the cost).
    ratio("a favorite deleted and put back, 100,000 / 1,000 favorites", "favorite-delete-100k",
          "favorite-delete-1k", goal=200)
    # The kit's promise: a frame in colour costs at most 1.1 times a plain one (exits 1 when
    # it does not): colour pairs are made once and looked up by style.
    ratio("a 200x60 present in colour / plain", "present-200x60-colour", "present-200x60",
          goal=1.1)
    ratio("Sieve / primesieve, n = 10^7", "sieve-1e7", "primesieve-1e7")
    ratio("Sieve / primesieve, n = 10^8", "sieve-1e8", "primesieve-1e8")
    if "bump" in results and "bump-override" in results:
        cost = results["bump-override"][0] - results["bump"][0]
        difference = results["bump-override"][1] - results["bump"][1]
        # Two timings of a few hundred nanoseconds each on a shared VM: their difference can
        # come out negative, which says only that it is below the noise.
        shown = duration(difference) if difference > 0 else "below the timing noise"
        print(f"| one `.dependency` override, per action through it | {cost:,.0f} instructions "
              f"| {shown} |")

    if timings:
        print()
        print("| effects in flight | time of a send that restarts an effect | / with none |")
        print("|---:|---:|---:|")
        for name, time in timings.items():
            print(f"| {int(name.split('-')[1]):,} | {duration(time)} | "
                  f"{time / timings['effects-0']:,.2f}× |")

    if over:
        sys.exit("instructions: over a goal: " + "; ".join(over))


if __name__ == "__main__":
    main()
