// SPDX-License-Identifier: GPL-3.0-or-later
#include "TlsRunRecord.h"

#include <QSet>

#include <cmath>

namespace keyward::bench {

namespace {

/// A figure from a file made elsewhere: finite and not negative, or 0.
double figure(const QJsonObject &o, const QString &key)
{
    const double v = o.value(key).toDouble();
    return std::isfinite(v) && v >= 0 ? v : 0;
}

int whole(const QJsonObject &o, const QString &key, int fallback)
{
    const int v = o.value(key).toInt(fallback);
    return v > 0 ? v : fallback;
}

} // namespace

QString tlsHandshakeOperation()
{
    return QStringLiteral("tls-handshake");
}

QString tlsDetailsKind()
{
    return QStringLiteral("tls");
}

QJsonObject tlsDetailsJson(const TlsBenchResult &r)
{
    return QJsonObject{{QStringLiteral("keyLabel"), r.keyLabel},
                       {QStringLiteral("protocol"), r.protocol},
                       {QStringLiteral("cipher"), r.cipher},
                       {QStringLiteral("keyExchange"), r.keyExchange},
                       {QStringLiteral("clients"), r.clients},
                       {QStringLiteral("serverThreads"), r.serverThreads},
                       {QStringLiteral("durationSeconds"), r.durationSeconds},
                       {QStringLiteral("wallSeconds"), r.wallSeconds},
                       {QStringLiteral("handshakes"), double(r.handshakes)},
                       {QStringLiteral("failed"), double(r.failed)},
                       {QStringLiteral("serverFailed"), double(r.serverFailed)},
                       {QStringLiteral("strangers"), double(r.strangers)},
                       {QStringLiteral("firstFailure"), r.firstFailure},
                       {QStringLiteral("handshakesPerSecond"), r.handshakesPerSecond},
                       {QStringLiteral("unit"), QStringLiteral("ns")},
                       {QStringLiteral("latency"), summaryToJson(r.latency)},
                       {QStringLiteral("signPerSecond"), r.signPerSecond},
                       {QStringLiteral("signLatency"), summaryToJson(r.signLatency)},
                       {QStringLiteral("ratio"), r.ratio},
                       {QStringLiteral("privateKeyOperations"), double(r.privateKeyOperations)},
                       {QStringLiteral("tokenNsPerHandshake"), r.tokenNsPerHandshake},
                       {QStringLiteral("serverCpuNsPerHandshake"), r.serverCpuNsPerHandshake},
                       {QStringLiteral("clientCpuNsPerHandshake"), r.clientCpuNsPerHandshake}};
}

bool isTlsMeasurement(const TlsBenchResult &result)
{
    return result.handshakes > 0;
}

RunRecord tlsRunRecord(const TlsBenchResult &r, const QDateTime &finishedUtc)
{
    RunRecord rec;
    rec.startedUtc = finishedUtc.addMSecs(-qRound64(r.wallSeconds * 1000));
    rec.device = r.device;
    rec.algorithm = r.algorithm;
    rec.operation = tlsHandshakeOperation();
    rec.path = toString(r.device.kind == QLatin1String("cpu") ? BenchPath::CpuBaseline
                                                              : BenchPath::Pkcs11);
    rec.threads = r.serverThreads;
    rec.durationMs = qRound64(r.durationSeconds * 1000);
    rec.keyOrigin = r.keyOrigin;
    rec.environment = Environment::current(r.software);
    rec.wallSeconds = r.wallSeconds;
    rec.steadyCache = r.latency; // no samples: the store gives it back from the details
    rec.details.insert(tlsDetailsKind(), tlsDetailsJson(r));
    return rec;
}

bool isTlsRun(const RunRecord &run)
{
    return run.operation == tlsHandshakeOperation() && run.details.contains(tlsDetailsKind());
}

std::optional<TlsBenchResult> tlsResultFromRecord(const RunRecord &run)
{
    if (!isTlsRun(run)) {
        return std::nullopt;
    }
    const QJsonObject d = run.details.value(tlsDetailsKind());
    TlsBenchResult r;
    r.device = run.device;
    r.software = run.environment.software;
    r.algorithm = run.algorithm;
    r.keyOrigin = run.keyOrigin;
    r.keyLabel = d.value(QStringLiteral("keyLabel")).toString();
    r.protocol = d.value(QStringLiteral("protocol")).toString();
    r.cipher = d.value(QStringLiteral("cipher")).toString();
    r.keyExchange = d.value(QStringLiteral("keyExchange")).toString();
    r.clients = whole(d, QStringLiteral("clients"), 1);
    r.serverThreads = whole(d, QStringLiteral("serverThreads"), 1);
    r.durationSeconds = figure(d, QStringLiteral("durationSeconds"));
    r.wallSeconds = figure(d, QStringLiteral("wallSeconds"));
    r.handshakes = qint64(figure(d, QStringLiteral("handshakes")));
    r.failed = qint64(figure(d, QStringLiteral("failed")));
    r.serverFailed = qint64(figure(d, QStringLiteral("serverFailed")));
    r.strangers = qint64(figure(d, QStringLiteral("strangers"))); // 0 in runs stored before
    r.firstFailure = d.value(QStringLiteral("firstFailure")).toString();
    r.handshakesPerSecond = figure(d, QStringLiteral("handshakesPerSecond"));
    r.latency = summaryFromJson(d.value(QStringLiteral("latency")).toObject());
    r.signPerSecond = figure(d, QStringLiteral("signPerSecond"));
    r.signLatency = summaryFromJson(d.value(QStringLiteral("signLatency")).toObject());
    r.ratio = figure(d, QStringLiteral("ratio"));
    r.privateKeyOperations = qint64(figure(d, QStringLiteral("privateKeyOperations")));
    r.tokenNsPerHandshake = figure(d, QStringLiteral("tokenNsPerHandshake"));
    r.serverCpuNsPerHandshake = figure(d, QStringLiteral("serverCpuNsPerHandshake"));
    r.clientCpuNsPerHandshake = figure(d, QStringLiteral("clientCpuNsPerHandshake"));
    return r;
}

QList<TlsBenchResult> tlsResultsFrom(const QList<RunRecord> &runs)
{
    QList<TlsBenchResult> out;
    for (const RunRecord &run : runs) {
        if (auto r = tlsResultFromRecord(run)) {
            out << *r;
        }
    }
    return out;
}

bool sameStoredDevice(const DeviceIdentity &stored, const DeviceIdentity &device)
{
    return stored.kind == device.kind && stored.vendor == device.vendor &&
           stored.model == device.model && stored.firmware == device.firmware &&
           stored.isVirtual == device.isVirtual &&
           (stored.serial.isEmpty() || device.serial.isEmpty() || stored.serial == device.serial);
}

QStringList storedTlsAdvice(const QList<RunRecord> &runs, const DeviceIdentity &device)
{
    QList<TlsBenchResult> newest;
    QSet<QString> seen;
    QSet<QString> keyTypes;
    for (const RunRecord &run : runs) {
        if (!sameStoredDevice(run.device, device)) {
            continue;
        }
        const auto r = tlsResultFromRecord(run);
        if (!r || r->handshakes <= 0) {
            continue;
        }
        const QString setting = QStringLiteral("%1|%2|%3|%4|%5")
                                    .arg(r->algorithm, r->protocol, r->keyExchange)
                                    .arg(r->clients)
                                    .arg(r->serverThreads);
        if (!seen.contains(setting)) {
            seen.insert(setting);
            keyTypes.insert(r->algorithm);
            TlsBenchResult same = *r;
            same.device = device; // one device for the advice, whatever the store kept
            newest << same;
        }
    }
    if (keyTypes.size() < 2) {
        return {};
    }
    return tlsAlgorithmAdvice(newest);
}

} // namespace keyward::bench
