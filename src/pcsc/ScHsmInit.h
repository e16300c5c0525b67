// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Initialising a SmartCard-HSM (Nitrokey HSM, CardContact SmartCard-HSM) as
// OpenSC's `sc-hsm-tool --initialize` does: SELECT the SmartCard-HSM
// application, then INITIALIZE DEVICE (CLA 80, INS 50) with the options TLV
// that OpenSC's sc_hsm_initialize() (card-sc-hsm.c) builds. Everything is
// checked before the first APDU is sent.

#include "pcsc/ApduChannel.h"

#include "core/Result.h"

#include <QByteArray>
#include <QString>

namespace keyward::pcsc::ScHsm {

/// The initialisation code every SmartCard-HSM leaves the factory with.
inline constexpr char kFactorySoPin[] = "3537363231383830";

/// What INITIALIZE DEVICE is asked to do.
struct InitParams
{
    QString soPinHex;     ///< the *current* SO PIN: 16 hexadecimal digits
    QByteArray userPin;   ///< the new user PIN: 6 to 16 characters
    int retryCounter = 3; ///< user PIN tries (sc-hsm-tool's default)
    /// Number of DKEK shares; -1 for no DKEK (sc-hsm-tool without --dkek-shares).
    int dkekShares = -1;

    InitParams() = default;
    InitParams(const InitParams &) = default;
    InitParams &operator=(const InitParams &) = default;
    /// Both PINs are wiped with the last copy that holds them.
    ~InitParams();
};

/// Overwrite a buffer's bytes (a copy still shared with another owner is
/// detached first, so each owner wipes its own).
void wipeBytes(QByteArray &bytes);

/// The checks sc-hsm-tool's initialize() makes, in its order; the first
/// problem as Error::invalidInput, nothing sent.
Status validate(const InitParams &params);

/// SELECT of the SmartCard-HSM application (AID E8 2B 06 01 04 01 81 C3 1F 02 01),
/// as OpenSC's iso7816_select_file() sends it with a file to return (P2 00, Le 00).
QByteArray selectApdu();
/// The INITIALIZE DEVICE APDU for valid params (see validate()).
QByteArray initializeApdu(const InitParams &params);

/// One sentence for the user for a status word answering `ins` (0xA4: the
/// SELECT, 0x50: INITIALIZE DEVICE); empty for 9000.
QString statusSentence(quint8 ins, quint16 sw);
/// The kind of error a status word is (WrongPin with tries left, PinBlocked...).
Error statusError(quint8 ins, quint16 sw);
/// The sentence to show for an error initialize() or app::ScHsmSetup returned.
QString sentence(const Error &error);

/// The card as initialize() needs it: one exclusive transaction, APDUs in it.
class Transport
{
public:
    virtual ~Transport() = default;
    /// Starts the exclusive transaction (no other program talks to the card until end()).
    virtual Status begin() = 0;
    virtual Result<ApduResponse> transmit(const QByteArray &apdu) = 0;
    virtual void end() = 0;
};

/// A transport over a connected ApduChannel (SCardBeginTransaction /
/// SCardEndTransaction).
class ChannelTransport : public Transport
{
public:
    explicit ChannelTransport(ApduChannel &channel)
        : m_channel(channel)
    {}
    Status begin() override { return m_channel.beginTransaction(); }
    Result<ApduResponse> transmit(const QByteArray &apdu) override
    {
        return m_channel.transmit(apdu);
    }
    void end() override { m_channel.endTransaction(); }

private:
    ApduChannel &m_channel;
};

/// SELECT, INITIALIZE DEVICE inside the caller's transaction (params already validated).
Status initializeInTransaction(Transport &transport, const InitParams &params);

/// Validates, then in one transaction: SELECT, INITIALIZE DEVICE. A refused
/// status word is an Error whose detail is statusSentence().
Status initialize(Transport &transport, const InitParams &params);

} // namespace keyward::pcsc::ScHsm
