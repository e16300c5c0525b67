// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DeviceIdentity.h"

#include <QString>

#include <chrono>

namespace keyward::bench {

/// What is measured.
enum class OperationKind
{
    Sign,
    Decrypt,
    Authenticate,
    KeyGeneration,
    PinVerify,
};

/// How the device is reached, which decides what a latency includes.
enum class BenchPath
{
    EndToEnd,    ///< through gpg-agent on one persistent assuan connection
    DeviceTime,  ///< raw APDUs over PC/SC
    Pkcs11,      ///< C_*Init + C_* on a session per thread
    CpuBaseline, ///< the same operation with a software key
    Simulated,   ///< SimulatedRunner: tests of the engine only, never shown as a device
};

QString toString(OperationKind op);
QString toString(BenchPath path);
/// Parse the strings above; false when unknown.
bool fromString(const QString &text, OperationKind *op);
bool fromString(const QString &text, BenchPath *path);

/// One benchmark case: device × algorithm × operation, and how long to run it.
struct BenchCase
{
    DeviceIdentity device;
    QString algorithm; ///< "RSA-2048", "ECDSA-P256", "ECDH-Curve25519", ...
    OperationKind operation = OperationKind::Sign;
    BenchPath path = BenchPath::Pkcs11;
    int warmup = 3;       ///< per thread; timed and kept as the "cold" samples, not in the figures
    int iterations = 100; ///< per thread; ignored when duration > 0
    std::chrono::milliseconds duration{0}; ///< run for this long instead of a count
    int threads = 1;                       ///< each with its own runner (one session each)
    /// "existing:<key id>" when a key on the device is used, "generated" when
    /// the engine made a dedicated benchmark key that it removes afterwards.
    QString keyOrigin;
};

} // namespace keyward::bench
