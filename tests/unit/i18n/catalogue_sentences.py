#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The German catalogue has no failure messages composed from fragments.

A message that puts an operation's title in front of "failed" ("%1 failed: %2.") reads in
German as "Benutzer-PIN wird geändert fehlgeschlagen": each operation writes its failure
whole instead ("Die Benutzer-PIN konnte nicht geändert werden: %1."). Fails on:
  - a source text "%N failed:" or "%N failed." (a title made the subject of "failed"),
  - a translation "%N fehlgeschlagen", or "wird/werden … fehlgeschlagen" (a gerund-like title
    followed by "fehlgeschlagen"),
  - a translation that starts with a title phrase ("… wird geändert") and goes on after it.
Usage: catalogue_sentences.py keyward_de.ts
"""
import re
import sys
import xml.etree.ElementTree as ET

SOURCE_FRAGMENT = re.compile(r"%\d+\s+failed\s*[:.]")
GERMAN_FRAGMENTS = [
    re.compile(r"%\d+\s+fehlgeschlagen\b"),
    re.compile(r"\b(wird|werden)\b[^.:;!?]*\bfehlgeschlagen\b"),
]


def text(element):
    return "".join(element.itertext()) if element is not None else ""


def problems(path):
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = text(context.find("name"))
        for message in context.iter("message"):
            source = text(message.find("source"))
            translation_element = message.find("translation")
            if translation_element is not None and translation_element.get("type") in (
                "obsolete",
                "vanished",
            ):
                continue
            translation = text(translation_element)
            if SOURCE_FRAGMENT.search(source):
                found.append(f"{name}: source composes a title with 'failed': {source!r}")
            for pattern in GERMAN_FRAGMENTS:
                if pattern.search(translation):
                    found.append(
                        f"{name}: translation is a fragment composition: {translation!r}"
                        f" (source {source!r})"
                    )
    return found


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    found = problems(sys.argv[1])
    for line in found:
        print("FAIL: " + line)
    # The check itself must be able to fail: today's problem is recognised.
    probe = 'wird geändert fehlgeschlagen'
    if not any(p.search("Benutzer-PIN " + probe + ": falsche PIN.") for p in GERMAN_FRAGMENTS):
        print("FAIL: the check does not recognise " + probe)
        return 1
    if not SOURCE_FRAGMENT.search("%1 failed: %2."):
        print("FAIL: the check does not recognise '%1 failed: %2.'")
        return 1
    print(f"{len(found)} fragment compositions in {sys.argv[1]}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
