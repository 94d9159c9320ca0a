#!/usr/bin/env python3
"""Peak heap of a massif profile, grouped by the first Swift source line that allocated.

    valgrind --tool=massif --ignore-fn='$s6wizard15HeapPreparationO7prepare9forFlowAtySS_tFZTf4nd_n' \
        --massif-out-file=/tmp/m.out .build/release/wizard run FLOW --non-interactive --defaults
    scripts/massif-by-site.py /tmp/m.out [STEPS]

Prints the peak snapshot's bytes per allocation site, and per step when STEPS is given.
`--ignore-fn` leaves out the heap preparation of `wizard run` (docs/design.md, "Decisions"), whose
blocks would otherwise be the peak.
"""
import re
import sys


def main():
    path = sys.argv[1]
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    lines = open(path).read().split("\n")
    start = None
    for i, line in enumerate(lines):
        if line.startswith("snapshot="):
            current = i
        elif line == "heap_tree=peak":
            start = current
    if start is None:
        sys.exit("no peak snapshot in " + path)
    heap = next(int(l.split("=")[1]) for l in lines[start:] if l.startswith("mem_heap_B="))
    nodes = []
    i = start
    while not lines[i].startswith("n"):
        i += 1
    for line in lines[i:]:
        if line.startswith("snapshot="):
            break
        m = re.match(r"^( *)n(\d+): (\d+) (.*)$", line)
        if m:
            nodes.append((int(m.group(2)), int(m.group(3)), m.group(4)))
    sites = {}

    def size(index):
        children, _, _ = nodes[index]
        total, j = 0, index + 1
        for _ in range(children):
            n = size(j)
            total += n + 1
            j += n + 1
        return total

    def walk(index):
        children, byte_count, description = nodes[index]
        source = re.search(r"\(([A-Za-z+]+\.swift):(\d+)\)", description)
        if source and "Array" not in source.group(1):
            key = source.group(1) + ":" + source.group(2)
            sites[key] = sites.get(key, 0) + byte_count
            return index + 1 + size(index)
        if children == 0:
            key = "(other) " + description[:60]
            sites[key] = sites.get(key, 0) + byte_count
        j = index + 1
        for _ in range(children):
            j = walk(j)
        return j

    walk(0)
    print(f"peak heap {heap:,} B" + (f" = {heap / steps:,.0f} B/step" if steps else ""))
    for key, value in sorted(sites.items(), key=lambda item: -item[1]):
        if value < 1000:
            continue
        per_step = f"{value / steps:8.1f} B/step  " if steps else ""
        print(f"{value / 1e6:8.2f} MB  {per_step}{key}")


main()
