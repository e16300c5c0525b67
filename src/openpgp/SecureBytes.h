// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <cstdlib>
#include <cstring>

namespace keyward::openpgp {

/// Overwrite and clear a buffer that held a PIN. Callers keep PINs in one
/// unshared QByteArray (moved, not copied) so this reaches the only copy.
inline void wipe(QByteArray &bytes)
{
    if (!bytes.isEmpty()) {
        explicit_bzero(bytes.data(), static_cast<size_t>(bytes.size()));
    }
    bytes.clear();
}

/// Hands a secret to gpgme++'s PassphraseProvider contract: a malloc()ed C
/// string that gpgme++ wipes and frees. The QByteArray is wiped either way;
/// nullptr when out of memory.
inline char *takeForGpgme(QByteArray &value)
{
    char *out = static_cast<char *>(std::malloc(static_cast<size_t>(value.size()) + 1));
    if (out) {
        std::memcpy(out, value.constData(), static_cast<size_t>(value.size()));
        out[value.size()] = '\0';
    }
    wipe(value);
    return out;
}

} // namespace keyward::openpgp
