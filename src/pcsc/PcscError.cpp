// SPDX-License-Identifier: GPL-3.0-or-later
#include "PcscError.h"

#include <PCSC/pcsclite.h>
#include <PCSC/winscard.h>

namespace keyward::pcsc {

namespace {

struct CodeEntry
{
    LONG rv;
    const char *name;
    ErrorKind kind;
};

// SCARD_E_UNEXPECTED and SCARD_E_UNSUPPORTED_FEATURE share a value in
// pcsc-lite; the feature meaning is what pcsc-lite returns in practice.
const CodeEntry kCodes[] = {
    {SCARD_S_SUCCESS, "SCARD_S_SUCCESS", ErrorKind::None},
    {SCARD_F_INTERNAL_ERROR, "SCARD_F_INTERNAL_ERROR", ErrorKind::Internal},
    {SCARD_E_CANCELLED, "SCARD_E_CANCELLED", ErrorKind::Cancelled},
    {SCARD_E_INVALID_HANDLE, "SCARD_E_INVALID_HANDLE", ErrorKind::Internal},
    {SCARD_E_INVALID_PARAMETER, "SCARD_E_INVALID_PARAMETER", ErrorKind::InvalidInput},
    {SCARD_E_NO_MEMORY, "SCARD_E_NO_MEMORY", ErrorKind::Internal},
    {SCARD_E_INSUFFICIENT_BUFFER, "SCARD_E_INSUFFICIENT_BUFFER", ErrorKind::Internal},
    {SCARD_E_UNKNOWN_READER, "SCARD_E_UNKNOWN_READER", ErrorKind::NotFound},
    {SCARD_E_TIMEOUT, "SCARD_E_TIMEOUT", ErrorKind::Timeout},
    {SCARD_E_SHARING_VIOLATION, "SCARD_E_SHARING_VIOLATION", ErrorKind::Busy},
    {SCARD_E_NO_SMARTCARD, "SCARD_E_NO_SMARTCARD", ErrorKind::NoCard},
    {SCARD_E_PROTO_MISMATCH, "SCARD_E_PROTO_MISMATCH", ErrorKind::Io},
    {SCARD_E_NOT_READY, "SCARD_E_NOT_READY", ErrorKind::Busy},
    {SCARD_E_INVALID_VALUE, "SCARD_E_INVALID_VALUE", ErrorKind::InvalidInput},
    {SCARD_E_SYSTEM_CANCELLED, "SCARD_E_SYSTEM_CANCELLED", ErrorKind::Cancelled},
    {SCARD_F_COMM_ERROR, "SCARD_F_COMM_ERROR", ErrorKind::Io},
    {SCARD_F_UNKNOWN_ERROR, "SCARD_F_UNKNOWN_ERROR", ErrorKind::Io},
    {SCARD_E_NOT_TRANSACTED, "SCARD_E_NOT_TRANSACTED", ErrorKind::Io},
    {SCARD_E_READER_UNAVAILABLE, "SCARD_E_READER_UNAVAILABLE", ErrorKind::NotFound},
    {SCARD_E_NO_SERVICE, "SCARD_E_NO_SERVICE", ErrorKind::Io},
    {SCARD_E_SERVICE_STOPPED, "SCARD_E_SERVICE_STOPPED", ErrorKind::Io},
    {SCARD_E_UNSUPPORTED_FEATURE, "SCARD_E_UNSUPPORTED_FEATURE", ErrorKind::NotSupported},
    {SCARD_E_NO_READERS_AVAILABLE, "SCARD_E_NO_READERS_AVAILABLE", ErrorKind::NotFound},
    {SCARD_E_COMM_DATA_LOST, "SCARD_E_COMM_DATA_LOST", ErrorKind::Io},
    {SCARD_E_SERVER_TOO_BUSY, "SCARD_E_SERVER_TOO_BUSY", ErrorKind::Busy},
    {SCARD_E_NO_ACCESS, "SCARD_E_NO_ACCESS", ErrorKind::AccessDenied},
    {SCARD_W_UNSUPPORTED_CARD, "SCARD_W_UNSUPPORTED_CARD", ErrorKind::NotSupported},
    {SCARD_W_UNRESPONSIVE_CARD, "SCARD_W_UNRESPONSIVE_CARD", ErrorKind::Io},
    {SCARD_W_UNPOWERED_CARD, "SCARD_W_UNPOWERED_CARD", ErrorKind::Io},
    {SCARD_W_RESET_CARD, "SCARD_W_RESET_CARD", ErrorKind::Io},
    {SCARD_W_REMOVED_CARD, "SCARD_W_REMOVED_CARD", ErrorKind::CardRemoved},
    {SCARD_W_SECURITY_VIOLATION, "SCARD_W_SECURITY_VIOLATION", ErrorKind::AccessDenied},
    {SCARD_W_WRONG_CHV, "SCARD_W_WRONG_CHV", ErrorKind::WrongPin},
    {SCARD_W_CHV_BLOCKED, "SCARD_W_CHV_BLOCKED", ErrorKind::PinBlocked},
    {SCARD_W_CANCELLED_BY_USER, "SCARD_W_CANCELLED_BY_USER", ErrorKind::Cancelled},
    {SCARD_W_CARD_NOT_AUTHENTICATED, "SCARD_W_CARD_NOT_AUTHENTICATED", ErrorKind::AccessDenied},
};

const CodeEntry *find(qint64 rv)
{
    for (const CodeEntry &e : kCodes) {
        if (qint64(e.rv) == rv) {
            return &e;
        }
    }
    return nullptr;
}

} // namespace

ErrorKind errorKindFor(qint64 rv)
{
    const CodeEntry *e = find(rv);
    return e ? e->kind : ErrorKind::Io;
}

QString codeName(qint64 rv)
{
    const CodeEntry *e = find(rv);
    if (e) {
        return QLatin1String(e->name);
    }
    return QStringLiteral("0x%1").arg(quint32(rv), 8, 16, QLatin1Char('0'));
}

Error makeError(qint64 rv, QString operation, const QString &extraDetail)
{
    QString detail =
        codeName(rv) + QStringLiteral(": ") + QString::fromUtf8(pcsc_stringify_error(LONG(rv)));
    if (!extraDetail.isEmpty()) {
        detail += QStringLiteral(" — ") + extraDetail;
    }
    return Error::make(ErrorDomain::Pcsc, rv, errorKindFor(rv), std::move(operation),
                       std::move(detail));
}

} // namespace keyward::pcsc
