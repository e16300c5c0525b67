#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""keyward-cli loads only the Qt libraries docs/architecture.md allows.

Reads the ```links block of docs/architecture.md ("PROGRAM: LIB LIB ...": of Qt's and
QCustomPlot's libraries, the ones PROGRAM may load), lists what the built program loads with ldd
(its own dependencies and theirs) and fails, naming the library, on one of Qt's or QCustomPlot's
that the block does not allow. The chart code keyward-cli draws --html reports with is a module it
loads only then (src/report), not a link.

Usage: links.py SOURCE_DIR PROGRAM_NAME PROGRAM_PATH
"""
import re
import subprocess
import sys


def allowed(doc, program):
    block = re.search(r"```links\n(.*?)```", open(doc, encoding="utf-8").read(), re.S)
    if not block:
        sys.exit(f"{doc} has no links block")
    for line in block.group(1).splitlines():
        name, _, libs = line.partition(":")
        if name.strip() == program:
            return set(libs.split())
    sys.exit(f"{doc}'s links block does not name {program}")


def main():
    source, program, path = sys.argv[1:4]
    ok = allowed(f"{source}/docs/architecture.md", program)
    out = subprocess.run(["ldd", path], capture_output=True, text=True, check=True).stdout
    loaded = set(re.findall(r"lib(Qt6\w+|QCustomPlot\w*)\.so", out))
    if "Qt6Core" not in loaded:
        sys.exit(f"ldd {path} lists no Qt6Core: the check would say nothing\n{out}")
    wrong = sorted(loaded - ok)
    for lib in wrong:
        print(f"{program} loads lib{lib}, which docs/architecture.md's links block does not "
              f"allow", file=sys.stderr)
    print(f"{program} loads {', '.join(sorted(loaded))}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
