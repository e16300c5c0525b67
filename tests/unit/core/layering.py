#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every #include "..." under src/ goes the way docs/architecture.md allows.

Reads the ```layering block of docs/architecture.md ("LAYER: USES..." lines and
"exception: FILE -> LAYER" lines), resolves each quoted include to the file it names and fails,
naming file, line and include, on an include of a layer the includer's layer may not use.

An include names its layer: it is either a bare file name next to the includer ("CardPage.h") or
a path from src/ ("gui/bench/BenchmarkMenu.h", "bench/ResultStore.h"), the one include directory
the targets have (keyward_core's). A path relative to the includer's directory with a directory
in it ("bench/BenchmarkMenu.h" from src/gui, which reads like src/bench) fails, and so does a bare
name that is also a file under src/. An include that names no file in the tree (a generated
ui_*.h, a moc file) is left alone.

Usage: layering.py SOURCE_DIR
"""
import os
import re
import sys


def read_rules(doc):
    text = open(doc, encoding="utf-8").read()
    m = re.search(r"```layering\n(.*?)```", text, re.S)
    if not m:
        sys.exit(f"FAIL: {doc} has no ```layering block")
    uses, exceptions = {}, set()
    for line in m.group(1).splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("exception:"):
            f, _, layer = line[len("exception:"):].partition("->")
            exceptions.add((f.strip(), layer.strip()))
            continue
        layer, _, rest = line.partition(":")
        uses[layer.strip()] = set(rest.split())
    return uses, exceptions


def layer_of(path):
    parts = path.split(os.sep)
    return parts[1] if len(parts) > 2 and parts[0] == "src" else None


def main():
    root = sys.argv[1]
    os.chdir(root)
    uses, exceptions = read_rules("docs/architecture.md")
    problems, checked = [], 0
    for top, _, files in os.walk("src"):
        for name in sorted(files):
            if not name.endswith((".cpp", ".h")):
                continue
            path = os.path.join(top, name)
            own = layer_of(path)
            if own not in uses:
                problems.append(f"{path}: layer {own} is not in the layering block")
                continue
            with open(path, encoding="utf-8", errors="replace") as f:
                for number, line in enumerate(f, 1):
                    m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                    if not m:
                        continue
                    inc = m.group(1)
                    beside = os.path.normpath(os.path.join(top, inc))
                    from_src = os.path.join("src", inc)
                    if os.path.isfile(beside) and top != "src":
                        if "/" in inc:
                            problems.append(f"{path}:{number}: #include \"{inc}\" is {beside}; "
                                            f"write it from src/ so it names its layer")
                            continue
                        if os.path.isfile(from_src):
                            problems.append(f"{path}:{number}: #include \"{inc}\" could be "
                                            f"{beside} or {from_src}")
                            continue
                        target = beside
                    elif os.path.isfile(from_src):
                        target = from_src
                    else:
                        continue
                    checked += 1
                    other = layer_of(target)
                    if other == own or other in uses[own] or (path, other) in exceptions:
                        continue
                    problems.append(f"{path}:{number}: #include \"{inc}\" is {target}, layer "
                                    f"{other}, which {own} may not use")
    for p in problems:
        print("FAIL:", p)
    print(f"{checked} includes checked, {len(problems)} going the wrong way")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
