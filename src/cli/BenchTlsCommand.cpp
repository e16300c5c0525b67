// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchTlsCommand.h"

#include "BenchBundle.h"
#include "BenchInterrupt.h"
#include "BenchOutput.h"
#include "Confirm.h"
#include "bench/PinGuard.h"
#include "bench/PublishedTlsFigures.h"
#include "bench/ResultStore.h"
#include "bench/runners/TlsAdvice.h"
#include "bench/runners/TlsBench.h"
#include "bench/runners/TlsRunRecord.h"
#include "core/ErrorJson.h"
#include "core/TerminalText.h"
#include "openpgp/SecureBytes.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace keyward::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::bench)
};

QJsonObject tlsJson(const bench::TlsBenchResult &r, bool includeSerial)
{
    const bench::DeviceIdentity &d = r.device;
    const QJsonObject device = deviceJson(d, includeSerial);
    const QJsonObject software = softwareJson(r.software);
    return QJsonObject{{QStringLiteral("device"), device},
                       {QStringLiteral("virtual"), d.isVirtual},
                       {QStringLiteral("settings"),
                        QJsonObject{{QStringLiteral("algorithm"), r.algorithm},
                                    {QStringLiteral("keyOrigin"), r.keyOrigin},
                                    {QStringLiteral("keyLabel"), r.keyLabel},
                                    {QStringLiteral("clients"), r.clients},
                                    {QStringLiteral("serverThreads"), r.serverThreads},
                                    {QStringLiteral("durationSeconds"), r.durationSeconds}}},
                       {QStringLiteral("protocol"), r.protocol},
                       {QStringLiteral("cipher"), r.cipher},
                       {QStringLiteral("keyExchange"), r.keyExchange},
                       {QStringLiteral("software"), software},
                       {QStringLiteral("wallSeconds"), r.wallSeconds},
                       {QStringLiteral("handshakes"), double(r.handshakes)},
                       {QStringLiteral("failed"), double(r.failed)},
                       {QStringLiteral("serverFailed"), double(r.serverFailed)},
                       {QStringLiteral("strangers"), double(r.strangers)},
                       {QStringLiteral("firstFailure"), r.firstFailure},
                       {QStringLiteral("handshakesPerSecond"), r.handshakesPerSecond},
                       {QStringLiteral("unit"), QStringLiteral("ns")},
                       {QStringLiteral("latency"), summaryJson(r.latency)},
                       {QStringLiteral("sign"),
                        QJsonObject{{QStringLiteral("perSecond"), r.signPerSecond},
                                    {QStringLiteral("threads"), r.serverThreads},
                                    {QStringLiteral("latency"), summaryJson(r.signLatency)}}},
                       {QStringLiteral("ratio"), r.ratio},
                       {QStringLiteral("privateKeyOperations"), double(r.privateKeyOperations)},
                       {QStringLiteral("tokenNsPerHandshake"), r.tokenNsPerHandshake},
                       {QStringLiteral("tokenPerHandshakeOverSignMean"),
                        bench::tokenTimePerHandshakeOverSignMean(r)},
                       {QStringLiteral("serverCpuNsPerHandshake"), r.serverCpuNsPerHandshake},
                       {QStringLiteral("clientCpuNsPerHandshake"), r.clientCpuNsPerHandshake}};
}

/// A run saved in the store.
struct Stored
{
    qint64 id = -1;
    QString uuid;
};

QJsonObject withId(QJsonObject o, const Stored &stored)
{
    if (stored.id >= 0) {
        o.insert(QStringLiteral("id"), double(stored.id));
        o.insert(QStringLiteral("uuid"), stored.uuid);
    }
    return o;
}

QJsonArray referencesJson()
{
    QJsonArray out;
    for (const bench::PublishedTlsFigure &f : bench::publishedTlsFigures()) {
        out.append(QJsonObject{{QStringLiteral("what"), f.what},
                               {QStringLiteral("value"), f.value},
                               {QStringLiteral("unit"), f.unit},
                               {QStringLiteral("algorithm"), f.algorithm},
                               {QStringLiteral("device"), f.device},
                               {QStringLiteral("source"), f.source},
                               {QStringLiteral("url"), f.url},
                               {QStringLiteral("year"), f.year},
                               {QStringLiteral("caveat"), f.caveat}});
    }
    return out;
}

void printReferences(QTextStream &out)
{
    out << Text::tr("Published figures (not measured here):") << "\n";
    for (const bench::PublishedTlsFigure &f : bench::publishedTlsFigures()) {
        out << "  " << QString::number(f.value, 'g', 6) << " " << f.unit << ": " << f.what << "\n";
        out << "    " << f.source;
        if (f.year > 0 && !f.source.contains(QString::number(f.year))) {
            out << ", " << f.year;
        }
        if (!f.url.isEmpty()) {
            out << " <" << f.url << ">";
        }
        out << "\n    " << f.caveat << "\n";
    }
}

QString ms(double ns)
{
    return QString::number(ns / 1e6, 'f', 2);
}

void printTls(QTextStream &out, const bench::TlsBenchResult &r)
{
    out << Text::tr("%1 handshakes (%2, %3) with %4 on %5, key %6")
               .arg(r.protocol, r.keyExchange, r.cipher, r.algorithm,
                    printableText(r.device.label()), printableText(r.keyOrigin))
        << "\n";
    out << Text::tr("  %1 client(s), %2 server thread(s), %3 s")
               .arg(r.clients)
               .arg(r.serverThreads)
               .arg(QString::number(r.wallSeconds, 'f', 2))
        << "\n";
    out << Text::tr("  handshakes/s:         %1 (%2 handshakes, %3 failed by the client, %4 by "
                    "the server)")
               .arg(QString::number(r.handshakesPerSecond, 'f', 1))
               .arg(r.handshakes)
               .arg(r.failed)
               .arg(r.serverFailed)
        << "\n";
    out << Text::tr("  handshake latency:    median %1 ms, p95 %2 ms, p99 %3 ms")
               .arg(ms(r.latency.median), ms(r.latency.p95), ms(r.latency.p99))
        << "\n";
    out << Text::tr("  raw signatures/s:     %1 (same key, %2 thread(s), median %3 ms)")
               .arg(QString::number(r.signPerSecond, 'f', 1))
               .arg(r.serverThreads)
               .arg(ms(r.signLatency.median))
        << "\n";
    out << Text::tr("  handshakes/signature: %1").arg(QString::number(r.ratio, 'f', 3)) << "\n";
    if (r.privateKeyOperations > 0 && r.handshakes > 0) {
        const double perSign = bench::tokenTimePerHandshakeOverSignMean(r);
        out << Text::tr("  token per handshake:  %1 ms in C_Sign/C_Decrypt (%2 operations, "
                        "%3 × the raw signature's mean)")
                   .arg(ms(r.tokenNsPerHandshake),
                        QString::number(double(r.privateKeyOperations) / double(r.handshakes), 'f',
                                        2),
                        QString::number(perSign, 'f', 2))
            << "\n";
    }
    if (r.handshakes > 0) {
        out << Text::tr("  CPU per handshake:    server %1 ms, clients %2 ms")
                   .arg(ms(r.serverCpuNsPerHandshake), ms(r.clientCpuNsPerHandshake))
            << "\n";
    }
    if (!r.firstFailure.isEmpty()) {
        out << Text::tr("  first failure:        %1").arg(printableText(r.firstFailure)) << "\n";
    }
    if (r.strangers > 0) {
        out << Text::tr("  refused:              %1 connection(s) from other processes, closed "
                        "before any TLS")
                   .arg(r.strangers)
            << "\n";
    }
}

} // namespace

QString tlsUsageProblem(const BenchArguments &a)
{
    if (a.tls.keyTypes.isEmpty()) {
        return Text::tr("bench tls needs --key-type");
    }
    if (a.tls.cpu == !a.run.token.isEmpty()) {
        return Text::tr("bench tls needs either --token or --cpu");
    }
    if (a.tls.keyTypes.size() > 1 && !a.tls.label.isEmpty()) {
        return Text::tr("--label names one key: give one --key-type with it");
    }
    if (a.tls.keyExchange == QLatin1String("DHE") && a.tls.tlsVersion != 12) {
        return Text::tr("--kex dhe needs --tls 1.2");
    }
    for (const QString &type : a.tls.keyTypes) {
        if (a.tls.keyExchange == QLatin1String("DHE") && !type.startsWith(QLatin1String("RSA-"))) {
            return Text::tr("--kex dhe needs an RSA key");
        }
    }
    if (!a.run.loadRates.isEmpty()) {
        if (a.run.durationSeconds > 0) {
            return Text::tr("--load-profile takes --step for each rate, not --duration");
        }
        if (a.tls.clients != 1 || a.tls.serverThreads != 1) {
            return Text::tr("--load-profile takes --workers, not --clients or --server-threads");
        }
        if (a.tls.references) {
            return Text::tr("--references goes with the runs without --load-profile");
        }
    }
    return {};
}

bench::TlsBenchConfig tlsBenchConfig(const BenchArguments &a, const QString &type,
                                     const std::shared_ptr<bench::PinGuard> &pinGuard)
{
    const BenchRunOptions &o = a.run;
    bench::TlsBenchConfig c;
    c.cpu = a.tls.cpu;
    c.algorithm = type;
    c.tlsVersion = a.tls.tlsVersion;
    c.keyExchange = a.tls.keyExchange;
    if (!c.cpu) {
        c.token.token = benchToken(o, &c.token.extraModules);
        c.token.keyLabel = a.tls.label;
        QByteArray pin = o.pin; // the options' copy is wiped by their owner
        c.token.pin = pin;
        openpgp::wipe(pin);
        c.token.pinGuard = pinGuard;
    }
    return c;
}

int runBenchTls(const BenchArguments &a, bench::ResultStore *store, QTextStream &out,
                QTextStream &err, bool json)
{
    const BenchRunOptions &o = a.run;
    const QString op = Text::tr("run the TLS handshake benchmark");
    const auto usage = [&](const QString &detail) {
        const Error e = Error::invalidInput(op, detail);
        if (json) {
            out << QJsonDocument(errorDocument(e, e.userMessage())).toJson(QJsonDocument::Indented);
        }
        err << "keyward-cli bench: " << e.userMessage() << "\n";
        return int(ExitUsage);
    };
    if (const QString problem = tlsUsageProblem(a); !problem.isEmpty()) {
        return usage(problem);
    }
    const auto pinGuard = std::make_shared<bench::PinGuard>(o.allowLastPinTry);
    // Ctrl+C stops the handshakes; the temporary key is still destroyed.
    BenchInterrupt interrupt;
    CancelToken cancel;
    BenchInterrupt::Watch watch(cancel);
    QList<bench::TlsBenchResult> runs;
    QList<Stored> stored;
    for (const QString &type : a.tls.keyTypes) {
        bench::TlsBenchConfig c = tlsBenchConfig(a, type, pinGuard);
        c.clients = a.tls.clients;
        c.serverThreads = a.tls.serverThreads;
        c.duration = std::chrono::milliseconds(
            o.durationSeconds > 0 ? qRound64(o.durationSeconds * 1000) : qint64(5000));
        auto result = bench::TlsBench::run(std::move(c), cancel);
        if (!result) {
            const Error &e = result.error();
            if (json) {
                out << QJsonDocument(errorDocument(e, e.userMessage()))
                           .toJson(QJsonDocument::Indented);
            }
            err << "keyward-cli bench: " << e.userMessage() << "\n";
            if (e.is(ErrorKind::Cancelled) && BenchInterrupt::signalNumber() != 0) {
                return 128 + BenchInterrupt::signalNumber(); // as bench run does
            }
            return e.kind == ErrorKind::InvalidInput ? ExitUsage : ExitFailed;
        }
        if (const int signal = BenchInterrupt::signalNumber(); signal != 0) {
            // Ctrl+C came as the run ended: not stored, as an interrupted run.
            err << Text::tr("interrupted: the TLS run was not stored") << "\n";
            return 128 + signal;
        }
        runs << result.value();
        // A run in which no handshake completed is a failure, not a figure.
        if (store && bench::isTlsMeasurement(result.value())) {
            bench::RunRecord record = bench::tlsRunRecord(result.value());
            recordInvocation(record, a);
            auto id = store->save(record);
            if (!id) {
                const Error &e = id.error();
                if (json) {
                    out << QJsonDocument(errorDocument(e, e.userMessage()))
                               .toJson(QJsonDocument::Indented);
                }
                err << "keyward-cli bench: " << e.userMessage() << "\n";
                return ExitFailed;
            }
            stored << Stored{record.id, record.uuid};
        } else {
            stored << Stored{};
        }
    }
    // Advice only from the figures just measured, on this device.
    const QStringList advice = bench::tlsAlgorithmAdvice(runs);
    if (json) {
        QJsonObject doc{{QStringLiteral("format"), QStringLiteral("keyward-bench-tls")},
                        {QStringLiteral("version"), 1},
                        {QStringLiteral("tls"),
                         withId(tlsJson(runs.first(), a.includeSerial), stored.value(0))},
                        {QStringLiteral("advice"), QJsonArray::fromStringList(advice)}};
        if (a.tls.references) {
            doc.insert(QStringLiteral("published"), referencesJson());
        }
        if (runs.size() > 1) {
            QJsonArray all;
            for (qsizetype i = 0; i < runs.size(); ++i) {
                all.append(withId(tlsJson(runs[i], a.includeSerial), stored.value(i)));
            }
            doc.insert(QStringLiteral("runs"), all);
        }
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        for (qsizetype i = 0; i < runs.size(); ++i) {
            printTls(out, runs[i]);
            if (i < stored.size() && stored[i].id >= 0) {
                out << Text::tr("  Stored as run %1.").arg(stored[i].id) << "\n";
            } else if (store && runs[i].handshakes <= 0) {
                out << Text::tr("  No handshake completed; the run was not stored.") << "\n";
            }
        }
        for (const QString &line : advice) {
            out << Text::tr("Advice: %1").arg(line) << "\n";
        }
        if (a.tls.references) {
            printReferences(out);
        }
    }
    if (BenchInterrupt::signalNumber() != 0) {
        return 128 + BenchInterrupt::signalNumber(); // interrupted: what was measured is above
    }
    for (const bench::TlsBenchResult &r : runs) {
        if (r.handshakes <= 0) {
            return ExitFailed;
        }
    }
    return ExitOk;
}

} // namespace keyward::cli
