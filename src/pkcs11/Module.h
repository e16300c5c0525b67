// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Pkcs11Api.h"
#include "Pkcs11Error.h"
#include "core/Logging.h"
#include "core/Result.h"

#include <QString>

#include <utility>

namespace keyward::pkcs11 {

/// One loaded, initialised PKCS#11 module (a p11-kit managed function list).
/// Not owning: ModuleSet loads and finalises. Every Cryptoki call goes through
/// call(), the one checking wrapper, which keeps the CK_RV and names the
/// function; use the KW_P11 macro so the name is spelled once.
class Module
{
public:
    Module(CK_FUNCTION_LIST *functions, QString name, QString path, bool fromRegistry,
           bool trustModule)
        : m_functions(functions)
        , m_name(std::move(name))
        , m_path(std::move(path))
        , m_fromRegistry(fromRegistry)
        , m_trustModule(trustModule)
    {}

    CK_FUNCTION_LIST *functions() const { return m_functions; }
    const QString &name() const { return m_name; }
    const QString &path() const { return m_path; }
    bool fromRegistry() const { return m_fromRegistry; }
    bool isTrustModule() const { return m_trustModule; }

    /// Calls the module's `member` with args; CKR_OK gives an empty Status,
    /// anything else an Error with the CK_RV in code and `function` in detail.
    template<class Fn, class... Args>
    Status call(const char *function, const QString &operation, Fn CK_FUNCTION_LIST::*member,
                Args &&...args) const
    {
        const CK_RV rv = (m_functions->*member)(std::forward<Args>(args)...);
        if (rv == CKR_OK) {
            return {};
        }
        qCDebug(lcPkcs11) << m_name << function << rvName(rv);
        return pkcs11Error(rv, function, operation);
    }

private:
    CK_FUNCTION_LIST *m_functions;
    QString m_name;
    QString m_path;
    bool m_fromRegistry;
    bool m_trustModule;
};

} // namespace keyward::pkcs11

/// KW_P11(module, operation, C_Function, args...): the checking wrapper with
/// the function's name taken from the call itself.
#define KW_P11(module, operation, fn, ...)                                                         \
    (module).call(#fn, (operation), &CK_FUNCTION_LIST::fn, __VA_ARGS__)
