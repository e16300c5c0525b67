// SPDX-License-Identifier: GPL-3.0-or-later
#include "Error.h"

#include <QCoreApplication>

namespace keyward {

Error Error::make(ErrorDomain domain, qint64 code, ErrorKind kind, QString operation,
                  QString detail)
{
    Error e;
    e.domain = domain;
    e.code = code;
    e.kind = kind;
    e.operation = std::move(operation);
    e.detail = std::move(detail);
    return e;
}

Error Error::cancelled(QString operation)
{
    return make(ErrorDomain::Keyward, 0, ErrorKind::Cancelled, std::move(operation));
}

Error Error::invalidInput(QString operation, QString detail)
{
    return make(ErrorDomain::Keyward, 0, ErrorKind::InvalidInput, std::move(operation),
                std::move(detail));
}

Error Error::internal(QString operation, QString detail)
{
    return make(ErrorDomain::Keyward, 0, ErrorKind::Internal, std::move(operation),
                std::move(detail));
}

QString Error::describe(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::None:
        return QCoreApplication::translate("keyward::Error", "no error");
    case ErrorKind::Cancelled:
        return QCoreApplication::translate("keyward::Error", "cancelled");
    case ErrorKind::WrongPin:
        return QCoreApplication::translate("keyward::Error", "wrong PIN");
    case ErrorKind::PinBlocked:
        return QCoreApplication::translate("keyward::Error", "PIN blocked");
    case ErrorKind::CardRemoved:
        return QCoreApplication::translate("keyward::Error", "card or token removed");
    case ErrorKind::NoCard:
        return QCoreApplication::translate("keyward::Error", "no card or token present");
    case ErrorKind::AgentUnavailable:
        return QCoreApplication::translate("keyward::Error",
                                           "gpg-agent is not running or not reachable");
    case ErrorKind::ServiceUnavailable:
        return QCoreApplication::translate("keyward::Error",
                                           "the smart-card service (pcscd) is not running");
    case ErrorKind::NotSupported:
        return QCoreApplication::translate("keyward::Error", "not supported by this device");
    case ErrorKind::InvalidInput:
        return QCoreApplication::translate("keyward::Error", "invalid input");
    case ErrorKind::NotFound:
        return QCoreApplication::translate("keyward::Error", "not found");
    case ErrorKind::AccessDenied:
        return QCoreApplication::translate("keyward::Error", "access denied");
    case ErrorKind::Busy:
        return QCoreApplication::translate("keyward::Error", "device busy");
    case ErrorKind::Io:
        return QCoreApplication::translate("keyward::Error", "input/output error");
    case ErrorKind::Timeout:
        return QCoreApplication::translate("keyward::Error", "timed out");
    case ErrorKind::Internal:
        return QCoreApplication::translate("keyward::Error", "internal error");
    }
    return {};
}

QString Error::domainName(ErrorDomain domain)
{
    switch (domain) {
    case ErrorDomain::None:
        return QStringLiteral("none");
    case ErrorDomain::Gpg:
        return QStringLiteral("gpg");
    case ErrorDomain::Pkcs11:
        return QStringLiteral("pkcs11");
    case ErrorDomain::Pcsc:
        return QStringLiteral("pcsc");
    case ErrorDomain::OpenSsl:
        return QStringLiteral("openssl");
    case ErrorDomain::System:
        return QStringLiteral("system");
    case ErrorDomain::Keyward:
        return QStringLiteral("keyward");
    }
    return {};
}

QString Error::kindName(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::None:
        return QStringLiteral("none");
    case ErrorKind::Cancelled:
        return QStringLiteral("cancelled");
    case ErrorKind::WrongPin:
        return QStringLiteral("wrong-pin");
    case ErrorKind::PinBlocked:
        return QStringLiteral("pin-blocked");
    case ErrorKind::CardRemoved:
        return QStringLiteral("card-removed");
    case ErrorKind::NoCard:
        return QStringLiteral("no-card");
    case ErrorKind::AgentUnavailable:
        return QStringLiteral("agent-unavailable");
    case ErrorKind::ServiceUnavailable:
        return QStringLiteral("service-unavailable");
    case ErrorKind::NotSupported:
        return QStringLiteral("not-supported");
    case ErrorKind::InvalidInput:
        return QStringLiteral("invalid-input");
    case ErrorKind::NotFound:
        return QStringLiteral("not-found");
    case ErrorKind::AccessDenied:
        return QStringLiteral("access-denied");
    case ErrorKind::Busy:
        return QStringLiteral("busy");
    case ErrorKind::Io:
        return QStringLiteral("io");
    case ErrorKind::Timeout:
        return QStringLiteral("timeout");
    case ErrorKind::Internal:
        return QStringLiteral("internal");
    }
    return {};
}

QString Error::userMessage() const
{
    QString what = describe(kind);
    if (kind == ErrorKind::WrongPin && triesLeft >= 0) {
        // Spelled out rather than %n: without a loaded translation Qt has no
        // English plural forms and would say "1 tries left".
        what = triesLeft == 1
                   ? QCoreApplication::translate("keyward::Error", "wrong PIN — 1 try left")
                   : QCoreApplication::translate("keyward::Error", "wrong PIN — %1 tries left")
                         .arg(triesLeft);
    }
    if ((kind == ErrorKind::InvalidInput ||
         (kind == ErrorKind::Busy && domain == ErrorDomain::Keyward)) &&
        !detail.isEmpty()) {
        what = detail; // the check's own words are the useful part here
    }
    if (!failure.isEmpty()) {
        return failure.arg(what);
    }
    if (operation.isEmpty()) {
        return what;
    }
    // A whole sentence that names the operation by its title (never the title as a subject:
    // "Changing the PIN" has no grammatical fit in every language).
    return QCoreApplication::translate("keyward::Error", "The operation “%1” did not succeed: %2.")
        .arg(operation, what);
}

QString Error::technical() const
{
    return QStringLiteral("%1 code=%2 (0x%3) op=\"%4\" detail=\"%5\"")
        .arg(domainName(domain))
        .arg(code)
        .arg(QString::number(code, 16), operation, detail);
}

} // namespace keyward
