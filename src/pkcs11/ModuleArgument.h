// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace keyward::pkcs11 {

class Module;

/// The rule for `--module VALUE` (keyward-cli list, token, bench; keyward):
/// a value with a '/' is a module file, loaded besides p11-kit's registry;
/// any other value names a module — p11-kit's name for it or its file name —
/// and p11-kit looks the file name up in its module folder when no loaded
/// module has it. Either way the value also chooses that module's tokens.
namespace ModuleArgument {

/// What a list of --module values asks for.
struct Choice
{
    QStringList load; ///< every value, for ModuleSet::load (it skips one already loaded)
    QString select;   ///< the module whose tokens a command acts on (the last value); empty: any
};

Choice choose(const QStringList &values);

/// The value is a path to a module file (it has a '/').
bool isPath(const QString &value);

/// Whether module (its p11-kit name and file) is the one value means: the
/// same name, file name or path (symbolic links resolved). An empty value
/// means any module.
bool matches(const QString &moduleName, const QString &modulePath, const QString &value);
bool matches(const Module &module, const QString &value);

/// Why a value names no module, for ModuleProblem's detail (English, for the sentence).
QString notFound(const QString &value);

} // namespace ModuleArgument

} // namespace keyward::pkcs11
