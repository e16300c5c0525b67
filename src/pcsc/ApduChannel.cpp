// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApduChannel.h"

#include "ApduExchange.h"
#include "PcscError.h"
#include "core/Logging.h"

#include <PCSC/pcsclite.h>

#include <QCoreApplication>

namespace keyward::pcsc {

ApduChannel::~ApduChannel()
{
    disconnect();
    if (m_ctxValid) {
        SCardReleaseContext(m_ctx);
    }
}

Status ApduChannel::connect(const QString &reader)
{
    disconnect();
    const QString op = QStringLiteral("SCardConnect");
    if (!m_ctxValid) {
        const LONG rv = SCardEstablishContext(SCARD_SCOPE_SYSTEM, nullptr, nullptr, &m_ctx);
        if (rv != SCARD_S_SUCCESS) {
            return makeError(rv, QStringLiteral("SCardEstablishContext"));
        }
        m_ctxValid = true;
    }
    const QByteArray name = reader.toUtf8();
    const LONG rv = SCardConnect(m_ctx, name.constData(), SCARD_SHARE_SHARED,
                                 SCARD_PROTOCOL_T0 | SCARD_PROTOCOL_T1, &m_card, &m_protocol);
    if (rv == SCARD_E_SHARING_VIOLATION) {
        return makeError(rv, op,
                         QCoreApplication::translate(
                             "keyward::pcsc::ApduChannel",
                             "another program (usually scdaemon) holds the reader exclusively"));
    }
    if (rv != SCARD_S_SUCCESS) {
        return makeError(rv, op, reader);
    }
    m_connected = true;
    m_reader = reader;
    qCDebug(lcPcsc) << "connected to" << reader << "protocol" << m_protocol;
    return {};
}

void ApduChannel::disconnect(bool resetCard)
{
    if (m_connected) {
        SCardDisconnect(m_card, resetCard ? SCARD_RESET_CARD : SCARD_LEAVE_CARD);
        m_connected = false;
        m_reader.clear();
    }
}

Status ApduChannel::beginTransaction()
{
    if (!m_connected) {
        return makeError(SCARD_E_INVALID_HANDLE, QStringLiteral("SCardBeginTransaction"));
    }
    const LONG rv = SCardBeginTransaction(m_card);
    if (rv != SCARD_S_SUCCESS) {
        return makeError(rv, QStringLiteral("SCardBeginTransaction"), m_reader);
    }
    return {};
}

void ApduChannel::endTransaction()
{
    if (m_connected) {
        SCardEndTransaction(m_card, SCARD_LEAVE_CARD);
    }
}

LONG ApduChannel::rawTransmit(const quint8 *apdu, DWORD length, quint8 *out, DWORD *outLength)
{
    const SCARD_IO_REQUEST *pci = m_protocol == SCARD_PROTOCOL_T0 ? SCARD_PCI_T0 : SCARD_PCI_T1;
    return SCardTransmit(m_card, pci, apdu, length, nullptr, out, outLength);
}

qint64 ApduChannel::transmitRaw(const quint8 *apdu, qsizetype length, quint8 *out,
                                qsizetype capacity)
{
    const QString op = QStringLiteral("SCardTransmit");
    if (!m_connected) {
        m_lastError = makeError(SCARD_E_INVALID_HANDLE, op);
        return -qint64(SCARD_E_INVALID_HANDLE);
    }
    auto transport = [](void *self, const quint8 *cmd, DWORD len, quint8 *resp, DWORD *respLen) {
        return static_cast<ApduChannel *>(self)->rawTransmit(cmd, len, resp, respLen);
    };
    LONG rv = SCARD_S_SUCCESS;
    const qint64 n = exchangeApdu(transport, this, apdu, length, out, capacity, &rv);
    if (n >= 0) {
        return n;
    }
    m_lastError = makeError(rv, op, m_reader);
    if (rv == SCARD_W_REMOVED_CARD || rv == SCARD_E_NO_SMARTCARD) {
        m_connected = false; // the handle is useless now
    }
    return n;
}

Result<ApduResponse> ApduChannel::transmit(const QByteArray &apdu)
{
    // Room for an extended-length answer.
    QByteArray buffer(65536 + 2, Qt::Uninitialized);
    const qint64 n = transmitRaw(reinterpret_cast<const quint8 *>(apdu.constData()), apdu.size(),
                                 reinterpret_cast<quint8 *>(buffer.data()), buffer.size());
    if (n < 0) {
        return m_lastError;
    }
    ApduResponse r;
    r.data = buffer.left(qsizetype(n) - 2);
    r.sw = quint16((quint8(buffer[qsizetype(n) - 2]) << 8) | quint8(buffer[qsizetype(n) - 1]));
    return r;
}

} // namespace keyward::pcsc
