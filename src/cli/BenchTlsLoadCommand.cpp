// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-cli bench tls --load-profile RATES: TLS handshakes at stepped
// arrival rates through the load-profile machinery, stored and printed like
// bench --load-profile.
#include "BenchInterrupt.h"
#include "BenchOutput.h"
#include "BenchTlsCommand.h"
#include "Confirm.h"
#include "bench/LoadProfileRecord.h"
#include "bench/PinGuard.h"
#include "bench/ResultExport.h"
#include "bench/ResultStore.h"
#include "bench/runners/TlsLoadRunner.h"
#include "core/ErrorJson.h"
#include "core/TerminalText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace keyward::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::bench)
};

int failed(QTextStream &out, QTextStream &err, bool json, const Error &e)
{
    if (json) {
        out << QJsonDocument(errorDocument(e, e.userMessage())).toJson(QJsonDocument::Indented);
    }
    err << "keyward-cli bench: " << e.userMessage() << "\n";
    return e.kind == ErrorKind::InvalidInput ? ExitUsage : ExitFailed;
}

QJsonObject tlsLoadJson(const bench::TlsLoadResult &r)
{
    return QJsonObject{
        {QStringLiteral("protocol"), r.protocol},
        {QStringLiteral("cipher"), r.cipher},
        {QStringLiteral("keyExchange"), r.keyExchange},
        {QStringLiteral("keyLabel"), r.keyLabel},
        {QStringLiteral("scheduled"), double(r.scheduled)},
        {QStringLiteral("served"), double(r.served)},
        {QStringLiteral("failed"), double(r.failed)},
        {QStringLiteral("dropped"), double(r.dropped)},
        {QStringLiteral("serverFailed"), double(r.serverFailed)},
        {QStringLiteral("strangers"), double(r.strangers)},
        {QStringLiteral("firstFailure"), r.firstFailure},
        {QStringLiteral("privateKeyOperations"), double(r.privateKeyOperations)},
        {QStringLiteral("serviceRatePerSecond"), r.profile.serviceRatePerSecond},
        {QStringLiteral("servedPerServingSecond"), r.profile.servedPerServingSecond}};
}

void printTlsLoad(QTextStream &out, const bench::RunRecord &record, const bench::TlsLoadResult &r)
{
    out << printableText(record.label()) << '\n';
    out << Text::tr("%1 handshakes (%2, %3), key %4")
               .arg(r.protocol, r.keyExchange, r.cipher, printableText(r.benchCase.keyOrigin))
        << '\n';
    printLoadProfile(out, r.profile);
    out << Text::tr("handshakes: %1 scheduled, %2 served and verified, %3 failed, %4 dropped\n")
               .arg(r.scheduled)
               .arg(r.served)
               .arg(r.failed)
               .arg(r.dropped);
    if (!r.firstFailure.isEmpty()) {
        out << Text::tr("first failure: %1\n").arg(printableText(r.firstFailure));
    }
    if (r.strangers > 0) {
        out << Text::tr("refused: %1 connection(s) from other processes, closed before any TLS\n")
                   .arg(r.strangers);
    }
}

} // namespace

int runBenchTlsLoadProfile(const BenchArguments &a, bench::ResultStore &store, QTextStream &out,
                           QTextStream &err, bool json, BenchProgressLine::Style progressStyle)
{
    const BenchRunOptions &o = a.run;
    const auto profile = bench::LoadProfileConfig::stepped(
        o.loadRates, std::chrono::milliseconds(qRound64(o.loadStepSeconds * 1000)), o.loadWorkers,
        o.loadBackDown);
    const auto pinGuard = std::make_shared<bench::PinGuard>(o.allowLastPinTry);
    const BenchInterrupt interrupt;
    BenchProgressLine line(err, progressStyle);
    const CancelToken cancel;
    QJsonArray runs;
    int index = 0;
    for (const QString &type : a.tls.keyTypes) {
        ++index;
        Result<bench::TlsLoadResult> result = [&] {
            const BenchInterrupt::Watch watch(cancel);
            line.begin(index, int(a.tls.keyTypes.size()),
                       Text::tr("%1, TLS handshakes, load profile").arg(type));
            auto r = bench::TlsLoadProfile::run(tlsBenchConfig(a, type, pinGuard), profile, cancel,
                                                line.loadProgress(profile.scheduledRequests()));
            line.end(r);
            return r;
        }();
        if (!result) {
            if (result.error().is(ErrorKind::Cancelled) && BenchInterrupt::signalNumber() != 0) {
                err << Text::tr("interrupted: the load profile stopped; nothing more was stored\n");
                return 128 + BenchInterrupt::signalNumber();
            }
            return failed(out, err, json, result.error());
        }
        if (BenchInterrupt::signalNumber() != 0) {
            err << Text::tr("interrupted: the load profile stopped; nothing more was stored\n");
            return 128 + BenchInterrupt::signalNumber();
        }
        const bench::TlsLoadResult &r = result.value();
        bench::RunRecord record = bench::tlsLoadProfileRun(r);
        auto id = store.save(record);
        if (!id) {
            return failed(out, err, json, id.error());
        }
        if (Status st = store.saveLoadProfile(*id, r.profile); !st) {
            return failed(out, err, json, st.error());
        }
        if (json) {
            QJsonObject run = benchRunJson(record, a.includeSerial);
            run.insert(QStringLiteral("loadProfile"),
                       QJsonDocument::fromJson(bench::loadProfileJson(r.profile)).object());
            run.insert(QStringLiteral("tls"), tlsLoadJson(r));
            runs.append(run);
        } else {
            printTlsLoad(out, record, r);
        }
    }
    if (json) {
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("format"), QStringLiteral("keyward-bench-cli")},
                               {QStringLiteral("version"), 1},
                               {QStringLiteral("runs"), runs}})
                   .toJson(QJsonDocument::Indented);
    }
    return ExitOk;
}

} // namespace keyward::cli
