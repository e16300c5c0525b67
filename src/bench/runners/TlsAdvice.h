// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TlsBench.h"

#include <QList>
#include <QStringList>

namespace keyward::bench {

/// The security strength of a key type in bits (NIST SP 800-57 Part 1,
/// table 2; RSA-4096 as OpenSSL estimates it); 0 for an unknown one.
int securityBits(const QString &algorithm);

/// Which key type to pick, from TLS handshake runs measured on one device
/// only: for every ECDSA and RSA key type measured on the same device with
/// the same protocol, key exchange, clients and server threads, a sentence
/// such as "P-256 serves 2.7× the handshakes of RSA-2048 here, at a higher
/// security level (128 against 112 bits)." Runs with no completed handshake,
/// on other devices or under other settings are never compared; nothing
/// measured, nothing said.
QStringList tlsAlgorithmAdvice(const QList<TlsBenchResult> &runs);

/// tlsAlgorithmAdvice for each device among `runs` in turn (by its label), each sentence
/// after its device: "SoftHSM v2 (virtual): P-256 serves 1.8× the handshakes of …".
QStringList tlsAdviceByDevice(const QList<TlsBenchResult> &runs);

} // namespace keyward::bench
