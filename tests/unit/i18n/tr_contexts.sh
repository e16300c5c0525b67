#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every translatable string must be filed by lupdate under the context the
# running program looks it up in. A tr() call in a class without Q_OBJECT or
# Q_DECLARE_TR_FUNCTIONS (for example a file-local tr() helper) is filed
# under the enclosing class or namespace, which the helper's context does not
# match, so the translation is never found. lupdate says so; this fails then.
#
# Usage: tr_contexts.sh LUPDATE SOURCE_DIR
set -euo pipefail
lupdate=$1 src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The sources the catalogue is made from (src/gui/CMakeLists.txt: all but vcard).
find "$src/src" "$src/ui" \( -name '*.cpp' -o -name '*.h' -o -name '*.ui' \) |
    grep -v '/src/vcard/' | sort >"$work/files"
[ -s "$work/files" ] || { echo "no sources under $src"; exit 1; }
"$lupdate" "@$work/files" -ts "$work/check.ts" >"$work/log" 2>&1 || {
    cat "$work/log"
    exit 1
}
grep -q '<message' "$work/check.ts" || { echo "lupdate found no strings"; exit 1; }
if grep -E 'lacks Q_OBJECT macro|Cannot invoke tr\(\) like this' "$work/log"; then
    echo "FAIL: the strings above are filed under a context the program does not use;"
    echo "      give the file a 'struct Text { Q_DECLARE_TR_FUNCTIONS(context) };' and call Text::tr()."
    exit 1
fi
echo "ok: $(grep -c '<message' "$work/check.ts") strings, every one in a context the program uses"
