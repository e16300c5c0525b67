// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModuleProblem.h"

#include "Pkcs11Error.h"

#include <QCoreApplication>

namespace keyward::pkcs11 {

namespace {

Error moduleError(ErrorDomain domain, qint64 code, ErrorKind kind, const QString &path,
                  const QString &detail)
{
    return Error::make(
        domain, code, kind,
        QCoreApplication::translate("keyward::pkcs11", "Loading the PKCS#11 module %1").arg(path),
        detail);
}

} // namespace

ModuleProblem ModuleProblem::make(const QString &name, const QString &path, ErrorKind kind,
                                  const QString &detail)
{
    return {name, path, moduleError(ErrorDomain::Keyward, 0, kind, path, detail)};
}

ModuleProblem ModuleProblem::fromRv(const QString &name, const QString &path, unsigned long rv,
                                    const char *function, const QString &hint)
{
    QString detail =
        QStringLiteral("%1 returned %2").arg(QString::fromLatin1(function), rvName(rv));
    if (!hint.isEmpty()) {
        detail += QStringLiteral("; ") + hint;
    }
    return {name, path,
            moduleError(ErrorDomain::Pkcs11, qint64(rv), errorKindForRv(rv), path, detail)};
}

QString ModuleProblem::returnValueName() const
{
    return error.domain == ErrorDomain::Pkcs11 ? rvName(static_cast<unsigned long>(error.code))
                                               : QString();
}

QString ModuleProblem::failureSentence() const
{
    // The one sentence for a module that cannot be used; the placeholder left is what is wrong.
    if (name == path || path.isEmpty()) {
        return QCoreApplication::translate("keyward::pkcs11",
                                           "The PKCS#11 module %1 cannot be used: %2.")
            .arg(name);
    }
    return QCoreApplication::translate("keyward::pkcs11",
                                       "The PKCS#11 module %1 (%2) cannot be used: %3.")
        .arg(name, path);
}

QString ModuleProblem::sentence() const
{
    return failureSentence().arg(error.detail);
}

Error ModuleProblem::refusal() const
{
    Error e = error;
    e.kind = ErrorKind::InvalidInput; // userMessage() then says the detail, in the sentence
    e.failure = failureSentence();
    return e;
}

bool ModuleProblem::operator==(const ModuleProblem &other) const
{
    return name == other.name && path == other.path && error.domain == other.error.domain &&
           error.code == other.error.code && error.kind == other.error.kind &&
           error.detail == other.error.detail;
}

} // namespace keyward::pkcs11
