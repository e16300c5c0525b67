// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchCase.h"

namespace keyward::bench {

namespace {
// Stable identifiers: stored in the database and in exported files.
constexpr const char *kOps[] = {"sign", "decrypt", "authenticate", "keygen", "pin-verify"};
constexpr const char *kPaths[] = {"end-to-end", "device-time", "pkcs11", "cpu-baseline",
                                  "simulated"};
} // namespace

QString toString(OperationKind op)
{
    return QLatin1String(kOps[int(op)]);
}

QString toString(BenchPath path)
{
    return QLatin1String(kPaths[int(path)]);
}

bool fromString(const QString &text, OperationKind *op)
{
    for (int i = 0; i < int(std::size(kOps)); ++i) {
        if (text == QLatin1String(kOps[i])) {
            *op = OperationKind(i);
            return true;
        }
    }
    return false;
}

bool fromString(const QString &text, BenchPath *path)
{
    for (int i = 0; i < int(std::size(kPaths)); ++i) {
        if (text == QLatin1String(kPaths[i])) {
            *path = BenchPath(i);
            return true;
        }
    }
    return false;
}

} // namespace keyward::bench
