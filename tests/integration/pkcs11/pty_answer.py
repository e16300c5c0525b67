#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs a command on a new pseudo-terminal and answers its prompts.

usage: pty_answer.py PROMPT ANSWER [PROMPT ANSWER]... -- COMMAND [ARG]...

Each ANSWER is typed (with a line end) once PROMPT has appeared on the terminal and the program
has turned echo off, as a program reading a secret does before it reads: a line sent earlier
would be thrown away by its tcsetattr(TCSAFLUSH). Everything the program writes goes to stdout;
the exit code is the program's.
"""
import os
import pty
import sys
import termios
import time


def main() -> int:
    args = sys.argv[1:]
    cut = args.index("--")
    pairs, command = args[:cut], args[cut + 1:]
    if len(pairs) % 2 or not command:
        print(__doc__, file=sys.stderr)
        return 2
    answers = [(pairs[i].encode(), pairs[i + 1].encode()) for i in range(0, len(pairs), 2)]
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    seen = b""
    out = sys.stdout.buffer

    def read_some() -> bool:
        nonlocal seen
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            return False
        if not chunk:
            return False
        out.write(chunk)
        out.flush()
        seen += chunk
        return True

    for prompt, answer in answers:
        while prompt not in seen:
            if not read_some():
                print(f"pty_answer: the program ended before asking {prompt!r}", file=sys.stderr)
                return 1
        seen = seen[seen.index(prompt) + len(prompt):]
        while termios.tcgetattr(fd)[3] & termios.ECHO:
            time.sleep(0.01)
        os.write(fd, answer + b"\n")
    while read_some():
        pass
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


if __name__ == "__main__":
    sys.exit(main())
