// SPDX-License-Identifier: GPL-3.0-or-later
#include "CanonicalSexp.h"

namespace keyward::bench::sexp {

std::optional<QByteArrayView> valueOf(QByteArrayView sexp, QByteArrayView name)
{
    bool found = false;
    qsizetype i = 0;
    while (i < sexp.size()) {
        const char c = sexp[i];
        if (c == '(' || c == ')') {
            found = false; // the value must follow the name directly
            ++i;
            continue;
        }
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        qsizetype length = 0;
        while (i < sexp.size() && sexp[i] >= '0' && sexp[i] <= '9') {
            length = length * 10 + (sexp[i] - '0');
            if (length > sexp.size()) {
                return std::nullopt;
            }
            ++i;
        }
        if (i >= sexp.size() || sexp[i] != ':' || i + 1 + length > sexp.size()) {
            return std::nullopt;
        }
        const QByteArrayView atom = sexp.sliced(i + 1, length);
        if (found) {
            return atom;
        }
        found = atom == name;
        i += 1 + length;
    }
    return std::nullopt;
}

void appendAtom(QByteArray &out, QByteArrayView atom)
{
    out += QByteArray::number(atom.size());
    out += ':';
    out += atom;
}

} // namespace keyward::bench::sexp
