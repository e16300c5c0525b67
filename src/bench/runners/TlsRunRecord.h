// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TlsAdvice.h"
#include "TlsBench.h"
#include "bench/RunRecord.h"

#include <QDateTime>
#include <QJsonObject>
#include <optional>

namespace keyward::bench {

/// The operation of a stored TLS handshake run ("tls-handshake"): not a case
/// of the latency engine, so sign and decrypt charts never take it for theirs.
QString tlsHandshakeOperation();
/// The kind of its run details ("tls").
QString tlsDetailsKind();

/// Every figure of a TLS run as JSON (handshakes/s, latency, failures, refused strangers, sign
/// rate, ratio, token and CPU time per handshake, protocol, cipher, key exchange, clients, server
/// threads), for the run details.
QJsonObject tlsDetailsJson(const TlsBenchResult &result);

/// Whether a TLS run is a measurement to store and chart: at least one
/// handshake completed. A run in which none did is a failure (its first
/// failure says why), in the window and on the command line alike.
bool isTlsMeasurement(const TlsBenchResult &result);

/// A TLS run as a stored run: the device, environment, algorithm (the key type),
/// operation tlsHandshakeOperation(), the handshake latency as its summary (no
/// samples) and the figures in details["tls"]. `finishedUtc`: when it ended.
RunRecord tlsRunRecord(const TlsBenchResult &result,
                       const QDateTime &finishedUtc = QDateTime::currentDateTimeUtc());

/// Whether `run` is a stored TLS run with its figures.
bool isTlsRun(const RunRecord &run);
/// The TLS run stored as `run` (device and software from the record, the figures
/// from its details); nothing when it is not a TLS run.
std::optional<TlsBenchResult> tlsResultFromRecord(const RunRecord &run);
/// The TLS runs among `runs`, in their order.
QList<TlsBenchResult> tlsResultsFrom(const QList<RunRecord> &runs);

/// Whether a stored run's device is `device`: the same kind, vendor, model, firmware and
/// virtual flag, and the same serial when both have one (a store keeps serials only when
/// asked to).
bool sameStoredDevice(const DeviceIdentity &stored, const DeviceIdentity &device);
/// The advice (tlsAlgorithmAdvice) from the stored TLS runs of `device` among `runs`
/// (newest first, as ResultStore::list gives them): the newest run of each key type and
/// setting; nothing unless at least two key types were measured on it.
QStringList storedTlsAdvice(const QList<RunRecord> &runs, const DeviceIdentity &device);

} // namespace keyward::bench
