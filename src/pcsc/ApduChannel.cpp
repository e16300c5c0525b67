// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApduChannel.h"

#include "PcscError.h"
#include "core/Logging.h"

#include <PCSC/pcsclite.h>

#include <QCoreApplication>

#include <array>
#include <cstring>

namespace keyward::pcsc {

namespace {
constexpr int kMaxChainedResponses = 64; // a card that never stops saying 61xx
} // namespace

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
    if (length < 4 || capacity < 2) {
        m_lastError = makeError(SCARD_E_INVALID_PARAMETER, op);
        return -qint64(SCARD_E_INVALID_PARAMETER);
    }
    std::array<quint8, 258> chunk{};
    DWORD got = DWORD(chunk.size());
    LONG rv = rawTransmit(apdu, DWORD(length), chunk.data(), &got);
    if (rv == SCARD_S_SUCCESS && got >= 2 && chunk[got - 2] == 0x6c) {
        // Wrong Le: send again with the length the card named. Only for
        // short APDUs, where Le is the last byte (cases 2 and 4) or absent.
        const quint8 le = chunk[got - 1];
        std::array<quint8, 262> again{};
        const bool shortApdu = length <= 5 || apdu[4] != 0;
        const qsizetype lc = length > 5 ? apdu[4] : 0;
        if (shortApdu && length <= qsizetype(again.size()) - 1) {
            std::memcpy(again.data(), apdu, size_t(length));
            qsizetype newLength = length;
            if (length == 4 || (length > 5 && length == 5 + lc)) {
                again[size_t(newLength++)] = le; // case 1 or 3: append Le
            } else {
                again[size_t(newLength - 1)] = le; // case 2 or 4: replace Le
            }
            got = DWORD(chunk.size());
            rv = rawTransmit(again.data(), DWORD(newLength), chunk.data(), &got);
        }
    }
    qsizetype written = 0;
    for (int round = 0; rv == SCARD_S_SUCCESS; ++round) {
        if (got < 2) {
            m_lastError = makeError(SCARD_F_COMM_ERROR, op, QStringLiteral("short response"));
            return -qint64(SCARD_F_COMM_ERROR);
        }
        const qsizetype data = qsizetype(got) - 2;
        if (written + data + 2 > capacity) {
            m_lastError = makeError(SCARD_E_INSUFFICIENT_BUFFER, op);
            return -qint64(SCARD_E_INSUFFICIENT_BUFFER);
        }
        std::memcpy(out + written, chunk.data(), size_t(data));
        written += data;
        const quint8 sw1 = chunk[got - 2];
        const quint8 sw2 = chunk[got - 1];
        if (sw1 != 0x61 || round >= kMaxChainedResponses) {
            out[written] = sw1;
            out[written + 1] = sw2;
            return written + 2;
        }
        // More data waiting: GET RESPONSE with the length the card named.
        const quint8 getResponse[5] = {0x00, 0xc0, 0x00, 0x00, sw2};
        got = DWORD(chunk.size());
        rv = rawTransmit(getResponse, sizeof getResponse, chunk.data(), &got);
    }
    m_lastError = makeError(rv, op, m_reader);
    if (rv == SCARD_W_REMOVED_CARD || rv == SCARD_E_NO_SMARTCARD) {
        m_connected = false; // the handle is useless now
    }
    return -qint64(rv);
}

Result<ApduResponse> ApduChannel::transmit(const QByteArray &apdu)
{
    QByteArray buffer(4096 + 2, Qt::Uninitialized);
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
