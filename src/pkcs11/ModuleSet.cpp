// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModuleSet.h"

#include <QFileInfo>

#include <cstdlib>

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

QString canonicalPath(const QString &path)
{
    const QString c = QFileInfo(path).canonicalFilePath();
    return c.isEmpty() ? path : c;
}

} // namespace

std::unique_ptr<ModuleSet> ModuleSet::load(const QStringList &extraModulePaths)
{
    std::unique_ptr<ModuleSet> set(new ModuleSet);
    set->m_registry = p11_kit_modules_load_and_initialize(0);
    if (!set->m_registry) {
        qCWarning(lcPkcs11) << "p11-kit registry:" << p11_kit_message();
    }
    for (CK_FUNCTION_LIST **m = set->m_registry; m && *m; ++m) {
        set->m_modules.emplace_back(*m, takeString(p11_kit_module_get_name(*m)),
                                    takeString(p11_kit_module_get_filename(*m)), true,
                                    isTrustModule(*m));
    }
    for (const QString &path : extraModulePaths) {
        const QString canonical = canonicalPath(path);
        bool loaded = false;
        for (const Module &m : set->m_modules) {
            loaded = loaded || canonicalPath(m.path()) == canonical;
        }
        if (loaded) {
            continue;
        }
        CK_FUNCTION_LIST *fl = p11_kit_module_load(QFile::encodeName(path).constData(), 0);
        if (!fl) {
            set->m_failures.append({path, QString::fromUtf8(p11_kit_message())});
            continue;
        }
        const CK_RV rv = p11_kit_module_initialize(fl);
        if (rv != CKR_OK) {
            set->m_failures.append(
                {path, QStringLiteral("C_Initialize returned %1").arg(rvName(rv))});
            p11_kit_module_release(fl);
            continue;
        }
        set->m_extra.push_back(fl);
        QString name = takeString(p11_kit_module_get_name(fl));
        if (name.isEmpty()) {
            name = QFileInfo(path).completeBaseName();
        }
        set->m_modules.emplace_back(fl, name, path, false, false);
    }
    return set;
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
}

const Module *ModuleSet::find(const QString &nameOrPath) const
{
    for (const Module &m : m_modules) {
        if (m.name() == nameOrPath || m.path() == nameOrPath ||
            QFileInfo(m.path()).fileName() == nameOrPath) {
            return &m;
        }
    }
    return nullptr;
}

} // namespace keyward::pkcs11
