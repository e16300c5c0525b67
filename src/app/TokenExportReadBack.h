// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What `keyward-cli token export --out FILE` and the token page's Export say once the file is
// written: read from the file again, not from what was meant to be written. One sentence for
// both front ends.

#include "core/Result.h"
#include "pkcs11/ObjectInfo.h"

#include <QByteArray>
#include <QString>

namespace keyward::app {

struct ExportReadBack
{
    qint64 bytes = 0;
    bool der = false;
    /// "Wrote the certificate “web” to /tmp/web.pem: 1 234 bytes of PEM, read back from the file."
    QString sentence;
};

/// Reads `path` again and compares it with `written`, the bytes the export produced for
/// `object` (a private key is exported as its public key). An error names the file when it
/// cannot be read or holds something else.
Result<ExportReadBack> readBackExport(const QString &path, const pkcs11::ObjectRef &object,
                                      const QByteArray &written, bool der);

} // namespace keyward::app
