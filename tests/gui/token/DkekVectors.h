// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Known-answer DKEK shares made once by OpenSC's sc-hsm-tool, with the passwords and the key
// check values it printed (tests/data/sc-hsm-tool/README.md): a window test that only needs a
// share as an input takes it from there instead of paying sc-hsm-tool's key derivation. The
// folder comes from the build (KEYWARD_DKEK_VECTORS).
#include <QFile>
#include <QString>

#ifndef KEYWARD_DKEK_VECTORS
#error "KEYWARD_DKEK_VECTORS must name tests/data/sc-hsm-tool (target_compile_definitions)"
#endif

namespace keyward::testing {

/// The first line of the vector file `name` (a.password, ab.kcv, ...); empty when it is missing.
inline QString dkekVectorLine(const QString &name)
{
    QFile f(QStringLiteral(KEYWARD_DKEK_VECTORS "/") + name);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(f.readLine()).trimmed();
}

/// Copies the share file of vector `name` (a, b) to `path`, readable by its owner only: false
/// when the vector is missing or `path` exists.
inline bool copyDkekVector(const QString &name, const QString &path)
{
    return QFile::copy(QStringLiteral(KEYWARD_DKEK_VECTORS "/") + name + QStringLiteral(".pbe"),
                       path) &&
           QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

} // namespace keyward::testing
