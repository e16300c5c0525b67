#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every token operation's own failure sentence is used.

src/pkcs11/TokenFailures.h lists the token operations, each with its own whole failure
sentence ("The key pair could not be generated on token “%1”: %2."). An operation no code
names (pkcs11::failedTo(TokenOperation::X, …)) would leave its failures with the general
sentence ("The operation “…” did not succeed: …"). This lists each operation that the
sources outside TokenFailures.* never name, and each sentence not written in TokenFailures.cpp.
Usage: token_failures.py SOURCE_DIR
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
header = (root / "src/pkcs11/TokenFailures.h").read_text(encoding="utf-8")
body = (root / "src/pkcs11/TokenFailures.cpp").read_text(encoding="utf-8")
enum = re.search(r"enum class TokenOperation\s*\{(.*?)\};", header, re.S)
ops = re.findall(r"^\s*([A-Z][A-Za-z0-9]*),", enum.group(1), re.M)
if len(ops) < 10:
    sys.exit(f"only {len(ops)} token operations were read from TokenFailures.h")
sources = [p for p in (root / "src").rglob("*.cpp") if p.stem != "TokenFailures"]
used = set()
for p in sources:
    used.update(re.findall(r"TokenOperation::([A-Za-z0-9]+)", p.read_text(encoding="utf-8")))
findings = []
for op in ops:
    if op not in used:
        findings.append(f"TokenOperation::{op} is named nowhere outside TokenFailures.*")
    case = re.search(r"case TokenOperation::%s:\s*return Text::tr\(" % op, body)
    if not case:
        findings.append(f"TokenOperation::{op} has no sentence of its own in TokenFailures.cpp")
for f in findings:
    print(f)
print(f"{len(ops)} token operations, {len(findings)} findings")
sys.exit(1 if findings else 0)
