// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchCase.h"
#include "bench/OperationRunner.h"
#include "bench/PinGuard.h"
#include "pcsc/ApduChannel.h"

#include <QByteArray>
#include <QString>

#include <array>

namespace keyward::bench {

/// What the device-time runner needs.
struct OpenPgpApduConfig
{
    QString reader;                                ///< PC/SC reader with the OpenPGP card
    OperationKind operation = OperationKind::Sign; ///< Sign, Authenticate or PinVerify
    /// PW1 (user PIN). The runner keeps a copy for its lifetime and wipes it
    /// in teardown; the caller wipes its own.
    QByteArray pin;
    /// Shared by every case of a run that sends this PIN; null: the runner's
    /// own guard, which refuses the last try.
    std::shared_ptr<PinGuard> pinGuard = {};
};

/// "Device time" for OpenPGP cards: the operation as raw APDUs over PC/SC,
/// without gpg-agent and scdaemon (which must have let go of the reader:
/// setup fails with ErrorKind::Busy otherwise). Uses the key that is on the
/// card — it never generates or replaces keys.
///
/// Timed: PSO:COMPUTE DIGITAL SIGNATURE (Sign), INTERNAL AUTHENTICATE
/// (Authenticate), PSO:DECIPHER (Decrypt, RSA keys: a 32-byte session key
/// encrypted on the host to the card's public key, sent with command
/// chaining) or VERIFY (PinVerify), with a fixed SHA-256-sized input
/// (DigestInfo for RSA). Not timed: connecting, SELECT, reading the key
/// attributes, VERIFY before the first operation, and — when the card's PW1
/// status byte says a PIN is good for one signature only — VERIFY before
/// each signature (in prepareNext).
///
/// Before every VERIFY it sends (setup, and prepareNext when a VERIFY follows)
/// the runner reads PW1's retry counter (GET DATA C4) and asks the PinGuard:
/// nothing is sent to a blocked PIN, nor at one try left unless the user
/// agreed, nor after the card refused the PIN once.
class OpenPgpApduRunner : public OperationRunner
{
public:
    explicit OpenPgpApduRunner(OpenPgpApduConfig config);
    ~OpenPgpApduRunner() override;

    Status setup() override;
    Status prepareNext() override;
    Status runOnce() override;
    void teardown() override;

    /// The card's algorithm for the key used ("RSA-2048", "Ed25519", "ECDSA-P256"), after setup.
    QString algorithm() const { return m_algorithm; }

    static RunnerFactory factory(const OpenPgpApduConfig &config);

private:
    Status verify(quint8 reference);
    /// The guard's check before a VERIFY: PW1's retry counter from C4.
    Status guardBeforeVerify();
    /// PW1's retry counter (PW status bytes C4, byte 4); -1 if unreadable.
    int pw1TriesLeft();
    Status send(const QByteArray &apdu, const QString &what, QByteArray *data = nullptr);
    Status setupDecrypt(const QByteArray &applicationData);

    OpenPgpApduConfig m_config;
    std::shared_ptr<PinGuard> m_guard;
    pcsc::ApduChannel m_channel;
    QByteArray m_verifyApdu;   ///< holds the PIN: wiped in teardown
    QList<QByteArray> m_chain; ///< the timed APDUs (several with command chaining)
    std::array<quint8, 4096 + 2> m_response{};
    bool m_verifyEachTime = false;
    QString m_algorithm;
};

} // namespace keyward::bench
