// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModuleSet.h"

#include "ModuleArgument.h"
#include "ModuleSettings.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cstdlib>
#include <cstring>

#include <dlfcn.h>

namespace keyward::pkcs11 {

namespace {

// p11-kit hands out malloc()ed strings.
QString takeString(char *s)
{
    if (!s) {
        return {};
    }
    QString out = QString::fromUtf8(s);
    std::free(s);
    return out;
}

bool isTrustModule(CK_FUNCTION_LIST *m)
{
    // p11-kit-trust (and any module marked trust-policy) serves anchors and
    // blocklists, not keys: it is not a token a user manages.
    const QString policy = takeString(p11_kit_config_option(m, "trust-policy"));
    return policy == QLatin1String("yes") || policy == QLatin1String("true");
}

/// Looks at a module file before p11-kit gets it: p11-kit trusts what
/// C_GetFunctionList hands back, and a NULL list (or one without the basic
/// functions) crashes it. Returns the dlopen handle, kept until p11-kit is
/// done with the module, or the problem in words.
struct Probe
{
    void *handle = nullptr;
    QString problem;
};

Probe probeModule(const QString &path)
{
    Probe p;
    dlerror();
    p.handle = dlopen(QFile::encodeName(path).constData(), RTLD_NOW | RTLD_LOCAL);
    if (!p.handle) {
        const char *why = dlerror();
        p.problem = QStringLiteral("it cannot be loaded (%1)")
                        .arg(QString::fromLocal8Bit(why ? why : "unknown reason"));
        return p;
    }
    const auto fail = [&p](const QString &problem) {
        dlclose(p.handle);
        p.handle = nullptr;
        p.problem = problem;
        return p;
    };
    void *symbol = dlsym(p.handle, "C_GetFunctionList");
    if (!symbol) {
        return fail(QStringLiteral("it has no C_GetFunctionList, so it is not a PKCS#11 module"));
    }
    CK_C_GetFunctionList getFunctionList = nullptr;
    static_assert(sizeof getFunctionList == sizeof symbol);
    std::memcpy(&getFunctionList, &symbol, sizeof symbol);
    CK_FUNCTION_LIST_PTR list = nullptr;
    const CK_RV rv = getFunctionList(&list);
    if (rv != CKR_OK) {
        return fail(QStringLiteral("its C_GetFunctionList returned %1").arg(rvName(rv)));
    }
    if (!list) {
        return fail(QStringLiteral("its C_GetFunctionList returned CKR_OK but no function list"));
    }
    // Cryptoki 2.x lists; a 3.x module hands out the same layout here.
    if (list->version.major != 2 && list->version.major != 3) {
        return fail(QStringLiteral("its function list is for Cryptoki %1.%2, not 2.x")
                        .arg(list->version.major)
                        .arg(list->version.minor));
    }
    if (!list->C_Initialize || !list->C_Finalize || !list->C_GetInfo || !list->C_GetSlotList ||
        !list->C_GetSlotInfo || !list->C_GetTokenInfo) {
        return fail(QStringLiteral("its function list lacks C_Initialize, C_Finalize, C_GetInfo, "
                                   "C_GetSlotList, C_GetSlotInfo or C_GetTokenInfo"));
    }
    return p;
}

/// p11_kit_module_initialize(), with CK_C_INITIALIZE_ARGS.pReserved set when
/// the module was added with init arguments. The managed function list hands
/// the arguments on; the module gets OS locking as p11-kit gives it.
CK_RV initialize(CK_FUNCTION_LIST *fl, const QByteArray &initArgs)
{
    if (initArgs.isEmpty()) {
        return p11_kit_module_initialize(fl);
    }
    CK_C_INITIALIZE_ARGS args{};
    args.flags = CKF_OS_LOCKING_OK;
    args.pReserved = const_cast<char *>(initArgs.constData());
    const CK_RV rv = fl->C_Initialize(&args);
    return rv == CKR_CRYPTOKI_ALREADY_INITIALIZED ? CKR_OK : rv;
}

} // namespace

namespace {

/// p11-kit's registry, each module initialised here rather than by
/// p11_kit_modules_load_and_initialize(), which prints a line on stderr for a
/// module that fails and keeps no CK_RV. A module that fails is released and
/// becomes a problem; the array keeps the others, NULL-terminated.
CK_FUNCTION_LIST **loadRegistry(QList<ModuleProblem> *problems)
{
    CK_FUNCTION_LIST **registry = p11_kit_modules_load(nullptr, 0);
    if (!registry) {
        qCWarning(lcPkcs11) << "p11-kit registry:" << p11_kit_message();
        return nullptr;
    }
    CK_FUNCTION_LIST **kept = registry;
    for (CK_FUNCTION_LIST **m = registry; *m; ++m) {
        const CK_RV rv = p11_kit_module_initialize(*m);
        if (rv == CKR_OK) {
            *kept++ = *m;
            continue;
        }
        const QString path = takeString(p11_kit_module_get_filename(*m));
        qCDebug(lcPkcs11) << "registry module" << path << "C_Initialize" << rvName(rv);
        problems->append(ModuleProblem::fromRv(takeString(p11_kit_module_get_name(*m)), path, rv,
                                               "C_Initialize"));
        p11_kit_module_release(*m);
    }
    *kept = nullptr;
    return registry;
}

} // namespace

std::unique_ptr<ModuleSet> ModuleSet::load(const QStringList &moduleArguments)
{
    // Keyward reports a module that fails as a ModuleProblem, once, in the device list; p11-kit's
    // own messages would repeat it on stderr of every command. (A module's own logging on
    // stderr is its own; Keyward cannot stop it.)
    p11_kit_be_quiet();
    std::unique_ptr<ModuleSet> set(new ModuleSet);
    set->m_registry = loadRegistry(&set->m_problems);
    for (CK_FUNCTION_LIST **m = set->m_registry; m && *m; ++m) {
        set->m_modules.emplace_back(*m, takeString(p11_kit_module_get_name(*m)),
                                    takeString(p11_kit_module_get_filename(*m)), true,
                                    isTrustModule(*m));
    }
    // The modules the user added (token add-module) are part of every set: the device list,
    // the window's device tree, benchmarks and the token commands see the same modules.
    QStringList paths = moduleArguments;
    for (const QString &added : ModuleSettings::modules()) {
        if (!paths.contains(added)) {
            paths.append(added);
        }
    }
    for (const QString &path : std::as_const(paths)) {
        if (set->find(path)) {
            continue; // loaded already
        }
        const QString fileName = QFileInfo(path).completeBaseName();
        if (ModuleArgument::isPath(path)) {
            if (!QFileInfo::exists(path)) {
                set->m_problems.append(ModuleProblem::make(fileName, path, ErrorKind::NotFound,
                                                           ModuleArgument::notFound(path)));
                continue;
            }
            const Probe probe = probeModule(path);
            if (!probe.handle) {
                set->m_problems.append(
                    ModuleProblem::make(fileName, path, ErrorKind::InvalidInput, probe.problem));
                continue;
            }
            set->m_probed.push_back(probe.handle);
        }
        // A bare name is looked up in p11-kit's module folder, by p11-kit.
        CK_FUNCTION_LIST *fl = p11_kit_module_load(QFile::encodeName(path).constData(), 0);
        if (!fl) {
            set->m_problems.append(ModuleArgument::isPath(path)
                                       ? ModuleProblem::make(fileName, path,
                                                             ErrorKind::InvalidInput,
                                                             QString::fromUtf8(p11_kit_message()))
                                       : ModuleProblem::make(path, path, ErrorKind::NotFound,
                                                             ModuleArgument::notFound(path)));
            continue;
        }
        QString name = takeString(p11_kit_module_get_name(fl));
        if (name.isEmpty()) {
            name = fileName;
        }
        const QByteArray initArgs = ModuleSettings::initArgs(path).toUtf8();
        const CK_RV rv = initialize(fl, initArgs);
        if (rv != CKR_OK) {
            // NSS's softokn, for one, refuses to start without its database.
            const QString hint = rv == CKR_ARGUMENTS_BAD && initArgs.isEmpty()
                                     ? QStringLiteral("the module may need initialisation "
                                                      "arguments (token add-module PATH "
                                                      "--init-args STRING)")
                                     : QString();
            set->m_problems.append(ModuleProblem::fromRv(name, path, rv, "C_Initialize", hint));
            p11_kit_module_release(fl);
            continue;
        }
        // The same file failed in the registry without the arguments it was added with.
        set->m_problems.removeIf([&path](const ModuleProblem &p) {
            return ModuleArgument::matches(p.name, p.path, path);
        });
        set->m_extra.push_back(fl);
        set->m_modules.emplace_back(fl, name, path, false, false);
    }
    return set;
}

const ModuleProblem *ModuleSet::problemFor(const QString &moduleArgument) const
{
    for (const ModuleProblem &p : m_problems) {
        if (!moduleArgument.isEmpty() &&
            (p.path == moduleArgument || ModuleArgument::matches(p.name, p.path, moduleArgument))) {
            return &p;
        }
    }
    return nullptr;
}

ModuleSet::~ModuleSet()
{
    for (CK_FUNCTION_LIST *fl : m_extra) {
        p11_kit_module_finalize(fl);
        p11_kit_module_release(fl);
    }
    if (m_registry) {
        p11_kit_modules_finalize_and_release(m_registry);
    }
    for (void *handle : m_probed) {
        dlclose(handle);
    }
}

const Module *ModuleSet::find(const QString &nameOrPath) const
{
    for (const Module &m : m_modules) {
        if (!nameOrPath.isEmpty() && ModuleArgument::matches(m, nameOrPath)) {
            return &m;
        }
    }
    return nullptr;
}

} // namespace keyward::pkcs11
