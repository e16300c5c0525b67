// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Module.h"

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
    /// A module given by path that failed to load, with p11-kit's message.
    struct Failure
    {
        QString path;
        QString message;
        /// "Loading the PKCS#11 module PATH failed: MESSAGE." as an Error.
        Error error() const;
    };

    /// Loads the registry (modules that fail to initialise are skipped by
    /// p11-kit and logged) and each extra path not already loaded. A path is
    /// looked at before p11-kit loads it (dlopen, C_GetFunctionList must
    /// return CKR_OK and a 2.x function list with the basic functions); a
    /// broken module becomes a Failure that says what is wrong, not a crash.
    /// A path added with init arguments (ModuleSettings::initArgs) gets them
    /// in CK_C_INITIALIZE_ARGS.pReserved.
    static std::unique_ptr<ModuleSet> load(const QStringList &extraModulePaths);
    ~ModuleSet();
    ModuleSet(const ModuleSet &) = delete;
    ModuleSet &operator=(const ModuleSet &) = delete;

    const std::vector<Module> &modules() const { return m_modules; }
    const QList<Failure> &failures() const { return m_failures; }
    /// By p11-kit name, file name or path; nullptr when not loaded.
    const Module *find(const QString &nameOrPath) const;

private:
    ModuleSet() = default;

    CK_FUNCTION_LIST **m_registry = nullptr;
    std::vector<CK_FUNCTION_LIST *> m_extra;
    std::vector<void *> m_probed; ///< dlopen handles of the probed modules, closed last
    std::vector<Module> m_modules;
    QList<Failure> m_failures;
};

} // namespace keyward::pkcs11
