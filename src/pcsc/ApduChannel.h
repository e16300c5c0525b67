// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <PCSC/winscard.h>

#include <QByteArray>
#include <QString>

namespace keyward::pcsc {

/// A card's answer: data and status word.
struct ApduResponse
{
    QByteArray data;
    quint16 sw = 0;

    bool isOk() const { return sw == 0x9000; }
};

/// A raw APDU connection to the card in one reader, in shared mode: the
/// "device time" path of the benchmarks and the way to read data objects
/// GnuPG 2.2 does not expose. Not thread-safe: make, use and destroy it on
/// one Worker. While scdaemon holds the reader exclusively, connect() fails
/// with ErrorKind::Busy (SCARD_E_SHARING_VIOLATION).
class ApduChannel
{
public:
    ApduChannel() = default;
    ~ApduChannel(); ///< disconnects (leaving the card powered) and releases the context
    ApduChannel(const ApduChannel &) = delete;
    ApduChannel &operator=(const ApduChannel &) = delete;

    /// Connect to `reader` (T=0 or T=1, shared).
    Status connect(const QString &reader);
    /// Leave the card as it is (SCARD_LEAVE_CARD), or reset it.
    void disconnect(bool resetCard = false);
    bool isConnected() const { return m_connected; }
    /// Start an exclusive transaction: no other PC/SC client reaches the card
    /// until endTransaction() (SCardBeginTransaction waits while another holds one).
    Status beginTransaction();
    void endTransaction();
    QString reader() const { return m_reader; }

    /// Send one APDU; follows 61xx with GET RESPONSE and repeats a 6Cxx with
    /// the length the card asked for. The status word is in the response, a
    /// non-9000 status is not an Error; transport failures are.
    Result<ApduResponse> transmit(const QByteArray &apdu);

    /// The same without allocation, for timed loops: the answer (data then
    /// SW1 SW2) goes to `out`, which must hold `capacity` bytes (258 suffices
    /// for short APDUs; more for GET RESPONSE chains). Returns the length
    /// written, or a negative SCARD code (see lastError()).
    qint64 transmitRaw(const quint8 *apdu, qsizetype length, quint8 *out, qsizetype capacity);
    /// The Error for the last failed transmitRaw().
    Error lastError() const { return m_lastError; }

private:
    LONG rawTransmit(const quint8 *apdu, DWORD length, quint8 *out, DWORD *outLength);

    SCARDCONTEXT m_ctx = 0;
    SCARDHANDLE m_card = 0;
    DWORD m_protocol = 0;
    bool m_ctxValid = false;
    bool m_connected = false;
    QString m_reader;
    Error m_lastError;
};

} // namespace keyward::pcsc
