// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Pkcs11Bench.h"
#include "pkcs11/ModuleSet.h"
#include "pkcs11/SecretBytes.h"
#include "pkcs11/TokenInfo.h"

#include <mutex>

namespace keyward::bench {

/// Shared between the threads' runners: loaded once, read-only afterwards
/// except under `mutex` (login).
struct Pkcs11Bench::State
{
    Pkcs11BenchConfig config;
    pkcs11::SecretBytes pin;
    std::shared_ptr<PinGuard> guard; ///< checked before every C_Login
    std::mutex mutex;
    bool opened = false;
    Status openStatus;
    std::unique_ptr<pkcs11::ModuleSet> modules;
    const pkcs11::Module *module = nullptr;
    pkcs11::TokenInfo token;
    QString libraryVersion;
};

/// Mechanism and key parameters for one canonical algorithm name.
struct Pkcs11Algorithm
{
    bool rsa = true;
    CK_ULONG modulusBits = 2048;
    QByteArray ecParams; ///< DER OID of the curve
    bool valid = false;
};
Pkcs11Algorithm pkcs11Algorithm(const QString &algorithm);

/// The engine's runner for one thread (Pkcs11Runner.cpp).
std::unique_ptr<OperationRunner> makePkcs11Runner(std::shared_ptr<Pkcs11Bench> bench,
                                                  Pkcs11Bench::State *state, int thread);

} // namespace keyward::bench
