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

/// The string a module given by path wants in CK_C_INITIALIZE_ARGS.pReserved
/// (NSS's softokn needs one naming its database), remembered per absolute
/// path; empty when the module takes none. p11-kit's registry modules get
/// theirs from the module config (x-init-reserved).
QString initArgs(const QString &path);
/// Remembers (or, with an empty string, forgets) the init arguments of path.
void setInitArgs(const QString &path, const QString &args);

} // namespace ModuleSettings

} // namespace keyward::pkcs11
