// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace keyward::pkcs11 {

/// The PKCS#11 modules a user added by path (beyond p11-kit's registry),
/// remembered in QSettings ("pkcs11/modules") so the GUI, the CLI and the
/// watcher load them next time too.
namespace ModuleSettings {

QStringList modules();
/// Adds path (made absolute) unless it is there already.
void add(const QString &path);
void remove(const QString &path);

} // namespace ModuleSettings

} // namespace keyward::pkcs11
