// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModuleRegistry.h"

#include "ModuleSet.h"
#include "SlotReader.h"

#include <QFileInfo>

namespace keyward::pkcs11 {

Result<QList<ModuleInfo>> listModules(const QStringList &extraModulePaths)
{
    const auto set = ModuleSet::load(extraModulePaths);
    QList<ModuleInfo> out;
    for (const Module &module : set->modules()) {
        out << SlotReader::readAll(module);
    }
    for (const auto &failure : set->failures()) {
        ModuleInfo m;
        m.name = QFileInfo(failure.path).completeBaseName();
        m.path = failure.path;
        m.fromRegistry = false;
        m.error = failure.message;
        out << m;
    }
    return out;
}

QList<TokenInfo> presentTokens(const QList<ModuleInfo> &modules)
{
    QList<TokenInfo> out;
    for (const ModuleInfo &m : modules) {
        if (m.trustModule) {
            continue;
        }
        for (const TokenInfo &t : m.slotList) {
            if (t.tokenPresent) {
                out << t;
            }
        }
    }
    return out;
}

} // namespace keyward::pkcs11
