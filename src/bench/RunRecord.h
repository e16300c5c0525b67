// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchEngine.h"
#include "DeviceIdentity.h"

#include <QDateTime>
#include <QJsonObject>
#include <QMap>
#include <QString>

namespace keyward::bench {

/// Where a run was measured: host, system and the software in the path.
struct Environment
{
    QString host;
    QString os;  ///< "Debian GNU/Linux 12 (bookworm), Linux 6.1.0"
    QString cpu; ///< model name from /proc/cpuinfo, with the core count
    /// name → version: "keyward", "qt", plus what the runner adds ("gnupg",
    /// "p11-kit", "softhsm2", "scdaemon", ...).
    QMap<QString, QString> software;

    /// This machine, with `extraSoftware` (versions the back end knows) added.
    static Environment current(const QMap<QString, QString> &extraSoftware = {});
};

/// A summary as JSON (count, min, max, mean, median, stddev, p5…p99, ciLow, ciHigh)
/// and back; numbers that are not finite or are negative read as 0.
QJsonObject summaryToJson(const Summary &s);
Summary summaryFromJson(const QJsonObject &o);

/// A run as stored and exported: what was measured, on what, where, and the
/// raw samples. Published reference figures are records too, with no samples
/// and `published` set, so they can sit beside measured runs everywhere.
struct RunRecord
{
    qint64 id = -1; ///< row in the local store; -1 until saved
    QString uuid;   ///< stable across machines; made on first save
    QDateTime startedUtc;
    DeviceIdentity device;
    QString algorithm;
    QString operation; ///< toString(OperationKind)
    QString path;      ///< toString(BenchPath)
    int threads = 1;
    int warmup = 0;
    int iterations = 0;
    qint64 durationMs = 0;
    QString keyOrigin;
    Environment environment;
    double wallSeconds = 0;
    bool truncated = false;
    qint64 timerResolutionNs = 0;
    QList<ThreadSamples> samples;

    bool imported = false; ///< came from a file made elsewhere
    QString origin;        ///< for imports: the file (and host) it came from
    bool published = false;
    QString publishedSource; ///< citation of a published figure
    int publishedYear = 0;
    double publishedMeanNs = 0; ///< the published mean (no samples behind it)
    QString notes;
    /// What a kind of experiment measured beyond the samples, by kind ("tls": a TLS
    /// run's handshake figures); kept in the store's run_details and in exports. A
    /// run without samples whose details carry a "latency" summary is given it as its
    /// steady summary when loaded.
    QMap<QString, QJsonObject> details;

    /// Set by cacheSummaries() and fromResult(); empty: computed on request.
    Summary steadyCache;
    Summary coldCache;

    /// From an engine result and the environment it ran in.
    static RunRecord fromResult(const RunResult &result, const Environment &env);

    QList<qint64> steadySamples() const;
    QList<qint64> coldSamples() const;
    /// Steady-state statistics; for a published figure mean and median are
    /// the published mean and count is 0.
    Summary steady() const;
    Summary cold() const;
    Throughput throughput() const;
    /// Computes steady() and cold() once and keeps them (made by the engine
    /// for fromResult(), by ResultStore::load): charts ask for them on the GUI
    /// thread again and again. Call again after changing `samples`.
    void cacheSummaries();
    /// Chart/table label: device, algorithm, operation, "(virtual)", "(published, 2017)".
    QString label() const;
};

} // namespace keyward::bench
