// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/DeviceIdentity.h"
#include "bench/KeyPoolBench.h"
#include "pkcs11/SecretBytes.h"
#include "pkcs11/TokenRef.h"

#include <QMap>
#include <QStringList>

#include <memory>

namespace keyward::bench {

/// The key pool benchmark's service on a PKCS#11 token: one session per
/// thread, the login held by one more session for the whole run, the pool's
/// key-encryption key (made when missing), and a set of wrapped keys made
/// before the run. Every pair generated and every key unwrapped is a session
/// object, destroyed after its signature.
class KeyPoolToken
{
public:
    struct Config
    {
        pkcs11::TokenRef token;
        QStringList extraModules;
        QString keyType; ///< rsa2048, rsa3072, p256, p384
        pkcs11::SecretBytes pin;
        bool confirmFinalTry = false; ///< log in even with one PIN try left
        /// Distinct wrapped keys made before the run; the pool unwraps them in
        /// turn (the cost of C_UnwrapKey does not depend on which blob it is).
        int distinctKeys = 16;
    };

    ~KeyPoolToken();
    static Result<std::shared_ptr<KeyPoolToken>> open(Config config);
    /// Backends for KeyPoolBench::run; they keep this alive.
    static KeyServiceFactory factory(std::shared_ptr<KeyPoolToken> token);

    QString tokenLabel() const;
    QString tokenModel() const;
    QString mechanismName() const;
    /// Seconds per wrapped key while the set was made (keygen + wrap + destroy).
    double fillSecondsPerKey() const;
    /// The token as stored runs name it, and its module's version.
    DeviceIdentity identity() const;
    QMap<QString, QString> software() const;

    struct State;

private:
    explicit KeyPoolToken(std::unique_ptr<State> state);
    std::unique_ptr<State> m_state;
};

} // namespace keyward::bench
