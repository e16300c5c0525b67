// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchCase.h"
#include "bench/OperationRunner.h"
#include "bench/PinGuard.h"
#include "pkcs11/TokenRef.h"

#include <QByteArray>
#include <QMap>
#include <QStringList>

#include <memory>

namespace keyward::pkcs11 {
struct TokenInfo;
}

namespace keyward::bench {

/// A token as the benchmarks record it (kind "pkcs11-token", model or else label).
DeviceIdentity tokenIdentity(const pkcs11::TokenInfo &token);

/// What a PKCS#11 benchmark measures on which token.
struct Pkcs11BenchConfig
{
    pkcs11::TokenRef token;   ///< label, serial, URI or module+serial
    QStringList extraModules; ///< module paths besides p11-kit's registry
    QString algorithm;        ///< RSA-2048/3072/4096, ECDSA-P256/P384 (canonical names)
    /// Sign, Decrypt (RSA), KeyGeneration, PinVerify (C_Login, one thread)
    OperationKind operation = OperationKind::Sign;
    /// Label of an existing private key to use; empty: each thread generates a
    /// dedicated session key pair (CKA_TOKEN false) that disappears with its
    /// session and is destroyed explicitly in teardown. User keys are never
    /// modified either way.
    QString keyLabel;
    QByteArray pin; ///< user PIN; copied into a wiped buffer
    /// Shared by every case of a run that logs in with this PIN; null: one
    /// guard for this token's threads, which refuses the final try.
    std::shared_ptr<PinGuard> pinGuard = {};
};

/// The PKCS#11 path of the benchmark: C_SignInit+C_Sign, C_DecryptInit+
/// C_Decrypt or C_GenerateKeyPair, one session per engine thread. Modules are
/// loaded and the token is located once (first setup or open()), shared by
/// every thread's runner (p11-kit initialises modules with OS locking).
/// Before every C_Login the token's flags are read: nothing is sent with
/// CKF_USER_PIN_LOCKED, nor with CKF_USER_PIN_FINAL_TRY unless the user
/// agreed, nor after a CKR_PIN_INCORRECT anywhere in the run (other threads
/// and later cases included).
class Pkcs11Bench
{
public:
    /// Algorithms the runner knows, canonical names.
    static QStringList algorithms();
    /// Whether `operation` is supported for `algorithm` (decrypt: RSA only).
    static bool supports(const QString &algorithm, OperationKind operation);
    /// A PIN verification case (C_Login) has no algorithm and one thread (a
    /// login belongs to the whole application), so a plan makes one per
    /// token: this names its algorithm and sets threads and key origin.
    static void shapePinVerifyCase(BenchCase &benchCase);

    explicit Pkcs11Bench(Pkcs11BenchConfig config);
    ~Pkcs11Bench();
    Pkcs11Bench(const Pkcs11Bench &) = delete;
    Pkcs11Bench &operator=(const Pkcs11Bench &) = delete;

    /// Load modules and locate the token (blocking, idempotent, thread-safe).
    Status open();
    /// The located token as a benchmark identity (after open()).
    DeviceIdentity identity() const;
    /// Module name and library version, for the run's environment.
    QMap<QString, QString> software() const;
    /// "generated" or "existing:<label>".
    QString keyOrigin() const;
    const Pkcs11BenchConfig &config() const;

    /// A factory for the engine; the runners keep `bench` alive.
    static RunnerFactory factory(std::shared_ptr<Pkcs11Bench> bench);

    struct State; ///< modules, located token, login lock
    /// For runners beside Pkcs11Runner that share the modules, token and login.
    State &state() const;

private:
    std::unique_ptr<State> m_state;
};

} // namespace keyward::bench
