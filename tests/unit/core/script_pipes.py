#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""No shell check ends a pipe with `grep -q`.

`grep -q` exits at its first match. Whatever still writes into the pipe (bash writes a multi-line
`echo` one line at a time; gpg, openssl and keyward-cli write on) is then killed by SIGPIPE, and
under `set -o pipefail` a check that matched fails at random. `grep >/dev/null PATTERN` reads to
the end and keeps the same exit status.

Usage: script_pipes.py SOURCE_DIR (checks the shell scripts git tracks in tests/, scripts/, .ci/)
"""
import re
import subprocess
import sys

PIPE_TO_QUIET_GREP = re.compile(r"\|\s*grep\s+(-[A-Za-z]*q|--quiet|--silent)")


def shell_scripts(source):
    files = subprocess.run(["git", "-C", source, "ls-files", "tests", "scripts", ".ci"],
                           check=True, capture_output=True, text=True).stdout.split()
    for name in files:
        path = f"{source}/{name}"
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except (UnicodeDecodeError, IsADirectoryError, FileNotFoundError):
            continue
        if name.endswith(".sh") or text.startswith("#!/bin/bash") or text.startswith("#!/usr/bin/env bash"):
            yield name, text


def main():
    source = sys.argv[1]
    found = []
    checked = 0
    for name, text in shell_scripts(source):
        checked += 1
        for number, line in enumerate(text.splitlines(), 1):
            if PIPE_TO_QUIET_GREP.search(line):
                found.append(f"{name}:{number}: {line.strip()}")
    if checked < 50:
        sys.exit(f"only {checked} shell scripts found under {source}: is it a git checkout?")
    for line in found:
        print(line)
    if found:
        sys.exit(f"{len(found)} pipes end in grep -q; write grep >/dev/null instead (see {sys.argv[0]})")
    print(f"{checked} shell scripts checked")


if __name__ == "__main__":
    main()
