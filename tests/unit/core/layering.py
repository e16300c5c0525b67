#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every #include "..." under src/ goes the way docs/architecture.md allows.

Reads the ```layering block of docs/architecture.md ("LAYER: USES..." lines and
"exception: FILE -> LAYER" lines), resolves each quoted include to the file it names (next to the
includer, then under src/, src/gui, src/cli: the include paths the targets have) and fails, naming
file, line and include, on an include of a layer the includer's layer may not use. An include that
names no file in the tree (a generated ui_*.h, a moc file) is left alone.

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
                    candidates = [os.path.normpath(os.path.join(top, inc))] + [
                        os.path.join(base, inc) for base in ("src", "src/gui", "src/cli")]
                    target = next((c for c in candidates if os.path.isfile(c)), None)
                    if target is None:
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
