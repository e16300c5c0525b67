// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentConnection.h"
#include "bench/BenchCase.h"
#include "bench/OperationRunner.h"
#include "bench/PinGuard.h"

#include <QByteArray>
#include <QString>

namespace keyward::bench {

/// What the end-to-end runner needs.
struct AgentBenchConfig
{
    /// The card key: a keygrip (40 hex digits) or a slot, "OPENPGP.1" (sign),
    /// "OPENPGP.2" (decrypt), "OPENPGP.3" (authenticate). Empty: the slot
    /// that belongs to the operation.
    QString key;
    OperationKind operation = OperationKind::Sign; ///< Sign, Decrypt or Authenticate
    /// PW1 (user PIN), handed to gpg-agent only as the answer to INQUIRE
    /// PASSPHRASE (loopback PIN entry). The runner keeps a copy for its
    /// lifetime and wipes it in teardown; the caller wipes its own. May be
    /// empty when scdaemon has the PIN verified already.
    QByteArray pin;
    QString socket; ///< gpg-agent's socket; empty: the one gpgconf names
    /// Shared by every case of a run that sends this PIN; null: the runner's
    /// own guard, which refuses the last try.
    std::shared_ptr<PinGuard> pinGuard = {};
};

/**
 * "End to end" for OpenPGP cards: the operation as gpg-agent performs it for
 * gpg, on one persistent assuan connection, never a process per operation.
 *
 * Timed: Sign and Authenticate = `SIGKEY <grip>` + `SETHASH --hash=sha256`
 * + `PKSIGN` (the authentication key signs through scdaemon's INTERNAL
 * AUTHENTICATE); Decrypt = `SETKEY <grip>` + `PKDECRYPT`, answering INQUIRE
 * CIPHERTEXT with a prepared S-expression: for RSA a 32-byte session key
 * encrypted on the host (OpenSSL, PKCS#1 v1.5) to the card's public key, for
 * ECDH an ephemeral public point on the card key's curve. Not timed:
 * connecting, loopback PIN entry, finding the key (`SCD LEARN --force`, and
 * gpg-agent's `LEARN` when it has no stub for the card key yet), reading the
 * public key (`SCD READKEY`), one operation that verifies the PIN, and the
 * check of each result (in prepareNext: a signature came back; the decrypted
 * value is the session key or shared secret the host computed).
 *
 * With forcesig on (PIN valid for one signature), gpg-agent asks for the PIN
 * before every signature, and that answer and VERIFY are part of each timed
 * signature, as they are for a user of gpg.
 *
 * Before an operation that may make gpg-agent ask for the PIN (the first
 * one, and with forcesig every one after a PIN was asked) the runner reads
 * the retry counter (`SCD GETATTR CHV-STATUS`) and asks the PinGuard: with a
 * blocked PIN, one try left (unless the user agreed) or a PIN the card
 * refused earlier in the run, the PIN is not handed to the agent.
 *
 * Uses the key that is on the card; never generates or replaces keys.
 * Unsupported (ErrorKind::NotSupported): key generation and PIN verification
 * on this path; ECDH on curves other than Curve25519, NIST P-256/384/521,
 * brainpoolP256r1/384r1/512r1 and secp256k1.
 */
class AgentBenchRunner : public OperationRunner
{
public:
    explicit AgentBenchRunner(AgentBenchConfig config);
    ~AgentBenchRunner() override;

    Status setup() override;
    Status prepareNext() override;
    Status runOnce() override;
    void teardown() override;

    /// The card key's algorithm ("RSA-2048", "Ed25519", "ECDH-Curve25519"), after setup.
    QString algorithm() const { return m_algorithm; }
    /// The keygrip used, after setup.
    QString keygrip() const { return m_keygrip; }

    static RunnerFactory factory(const AgentBenchConfig &config);

private:
    Status findKey();
    Status prepareDecrypt(QByteArrayView publicKey);
    Status prepareSign(QByteArrayView publicKey);
    Status checkResult();
    Error operationError(unsigned int code);
    /// The guard's check, from PW1's retry counter, before the PIN may go out.
    Status guardBeforePin();
    /// PW1's retry counter from CHV-STATUS; -1 if unreadable.
    int pw1TriesLeft();

    AgentBenchConfig m_config;
    AgentConnection m_agent;
    QString m_keyref; ///< OPENPGP.n
    QString m_keygrip;
    QString m_algorithm;
    // Command lines, built in setup; runOnce only sends them.
    QByteArray m_keyLine;  ///< SIGKEY/SETKEY <grip>
    QByteArray m_hashLine; ///< SETHASH --hash=sha256 <hex>
    QByteArray m_opLine;   ///< PKSIGN / PKDECRYPT
    QByteArray m_ciphertext;
    QByteArray m_expected;   ///< the plaintext the card must return (decrypt)
    bool m_pending = false;  ///< a result waits for checkResult()
    bool m_pinAsked = false; ///< the last operation asked for the PIN (forcesig)
    std::shared_ptr<PinGuard> m_guard;
};

} // namespace keyward::bench
