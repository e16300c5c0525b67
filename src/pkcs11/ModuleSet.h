// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Module.h"
#include "ModuleProblem.h"

#include <QStringList>

#include <memory>
#include <vector>

namespace keyward::pkcs11 {

/// The modules of p11-kit's registry plus any given by path, loaded and
/// initialised (p11-kit initialises them with OS locking, so their function
/// lists may be called from several threads). Finalised when destroyed.
class ModuleSet
{
public:
    /// The one set of modules every part of Keyward loads (the device list,
    /// the window, benchmarks, the token commands): p11-kit's registry, the
    /// modules the user added (ModuleSettings, `token add-module`) and the
    /// --module values given (ModuleArgument: a path, or a name p11-kit
    /// finds in its module folder; one already loaded is not loaded again).
    /// A registry module whose C_Initialize fails is left out and becomes a
    /// ModuleProblem, as does an added or named module that does not load;
    /// p11-kit is kept quiet, so nothing is printed on stderr. A path is
    /// looked at before p11-kit loads it (dlopen, C_GetFunctionList must
    /// return CKR_OK and a 2.x function list with the basic functions); a
    /// broken module becomes a ModuleProblem that says what is wrong, not a crash.
    /// A path added with init arguments (ModuleSettings::initArgs) gets them
    /// in CK_C_INITIALIZE_ARGS.pReserved.
    static std::unique_ptr<ModuleSet> load(const QStringList &moduleArguments);
    ~ModuleSet();
    ModuleSet(const ModuleSet &) = delete;
    ModuleSet &operator=(const ModuleSet &) = delete;

    const std::vector<Module> &modules() const { return m_modules; }
    /// The modules that could not be used, in the order they were tried.
    const QList<ModuleProblem> &problems() const { return m_problems; }
    /// The problem of the module a --module value means; nullptr when none.
    const ModuleProblem *problemFor(const QString &moduleArgument) const;
    /// By p11-kit name, file name or path (ModuleArgument::matches); nullptr when not loaded.
    const Module *find(const QString &nameOrPath) const;

private:
    ModuleSet() = default;

    CK_FUNCTION_LIST **m_registry = nullptr;
    std::vector<CK_FUNCTION_LIST *> m_extra;
    std::vector<void *> m_probed; ///< dlopen handles of the probed modules, closed last
    std::vector<Module> m_modules;
    QList<ModuleProblem> m_problems;
};

} // namespace keyward::pkcs11
