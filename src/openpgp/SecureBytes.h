// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

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

} // namespace keyward::openpgp
