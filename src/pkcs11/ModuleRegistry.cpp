// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModuleRegistry.h"

#include "ModuleSet.h"
#include "SlotReader.h"

namespace keyward::pkcs11 {

Result<QList<ModuleInfo>> listModules(const QStringList &extraModulePaths)
{
    return describeModules(*ModuleSet::load(extraModulePaths));
}

QList<ModuleInfo> describeModules(const ModuleSet &set)
{
    QList<ModuleInfo> out;
    for (const Module &module : set.modules()) {
        out << SlotReader::readAll(module);
    }
    for (const ModuleProblem &problem : set.problems()) {
        ModuleInfo m;
        m.name = problem.name;
        m.path = problem.path;
        m.fromRegistry = false;
        m.problem = problem;
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
