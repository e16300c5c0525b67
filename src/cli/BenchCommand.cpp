// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchCommand.h"

#include "BenchBundle.h"
#include "BenchInterrupt.h"
#include "BenchKeyPoolCommand.h"
#include "BenchOptions.h"
#include "BenchOutput.h"
#include "BenchPlan.h"
#include "BenchProgressLine.h"
#include "BenchTlsCommand.h"
#include "Confirm.h"
#include "ReportModule.h"
#include "bench/BenchEngine.h"
#include "bench/Comparison.h"
#include "bench/HtmlReport.h"
#include "bench/KeyPoolRecord.h"
#include "bench/LoadProfileRecord.h"
#include "bench/PinGuard.h"
#include "bench/PublishedFigures.h"
#include "bench/PublishedTlsFigures.h"
#include "bench/ResultExport.h"
#include "bench/ResultStore.h"
#include "bench/runners/TlsAdvice.h"
#include "bench/runners/TlsRunRecord.h"
#include "core/ErrorJson.h"
#include "core/SafeFile.h"
#include "core/TerminalText.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <optional>

namespace keyward::cli {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::bench)
};

bool lastTryRefused(const Error &e)
{
    return e.domain == ErrorDomain::Keyward && e.code == bench::kPinLastTryRefused;
}

/// The sentence for a failed case or command; a PIN held back at one try
/// left says what to do about it.
QString errorText(const Error &e)
{
    if (lastTryRefused(e)) {
        return Text::tr("The user PIN has one try left and a wrong PIN would block it, so "
                        "Keyward did not send it. Check the PIN, then run again with --yes to "
                        "use the last try.");
    }
    return e.userMessage();
}

int fail(QTextStream &err, bool json, QTextStream &out, const Error &e)
{
    if (json) {
        out << QJsonDocument(errorDocument(e, errorText(e))).toJson(QJsonDocument::Indented);
    }
    err << "keyward-cli bench: " << errorText(e) << "\n";
    return e.kind == ErrorKind::InvalidInput ? ExitUsage
           : lastTryRefused(e)               ? ExitRefused
                                             : ExitFailed;
}

/// A case as the user reads it; device labels come from the device.
QString caseText(const bench::BenchCase &c)
{
    return printableText(QStringLiteral("%1 %2 %3")
                             .arg(c.device.label(), c.algorithm, bench::toString(c.operation)));
}

/// The window's charts, drawn offscreen: PNG embedded in the report, SVG
/// beside it ("report-1.svg" next to "report.html").
Status addCharts(bench::HtmlReportInput &input, const QString &path, QTextStream &err)
{
    const bench::ChartRenderer *charts = ReportModule::renderer();
    if (!charts) {
        err << ReportModule::unavailable() << '\n';
        return {};
    }
    input.charts = charts->reportCharts(input.runs, input.loadProfiles);
    const QFileInfo info(path);
    for (qsizetype i = 0; i < input.charts.size(); ++i) {
        bench::ReportChart &c = input.charts[i];
        const QString name = QStringLiteral("%1-%2.svg").arg(info.completeBaseName()).arg(i + 1);
        QFile svg(info.dir().filePath(name));
        if (!svg.open(QIODevice::WriteOnly) || svg.write(c.svg) != c.svg.size()) {
            return Error::make(ErrorDomain::System, svg.error(), ErrorKind::Io,
                               Text::tr("write a chart of the HTML report"),
                               svg.fileName() + QStringLiteral(": ") + svg.errorString());
        }
        c.svg.clear(); // the PNG goes into the report, the SVG beside it
        c.svgFile = name;
    }
    return {};
}

/// The absolute path of `path` as the user's system writes it, for "Saved … to PATH."
QString shownPath(const QString &path)
{
    return printableText(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()));
}

/// Writes `input` as the HTML report `path` and says so on `err`, naming
/// the SVG charts beside it.
Status writeReportFile(const QString &path, const bench::HtmlReportInput &input, QTextStream &err)
{
    const QByteArray html = bench::htmlReport(input);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(html) != html.size()) {
        return Error::make(ErrorDomain::System, file.error(), ErrorKind::Io,
                           Text::tr("write the HTML report"),
                           path + QStringLiteral(": ") + file.errorString());
    }
    QStringList svgs;
    for (const bench::ReportChart &c : input.charts) {
        if (!c.svgFile.isEmpty()) {
            svgs << c.svgFile;
        }
    }
    err << Text::tr("Saved the report to %1.").arg(shownPath(path)) << '\n';
    if (!svgs.isEmpty()) {
        err << Text::tr("Its charts are beside it as SVG: %1.").arg(svgs.join(QStringLiteral(", ")))
            << '\n';
    }
    return {};
}

/// --html FILE: the runs as a self-contained HTML report, with the charts
/// when the report module is there, and the cases the run
/// skipped. Serials are never written.
Status writeHtmlReport(const QString &path, const QList<bench::RunRecord> &runs,
                       bench::ResultStore &store, QTextStream &err,
                       const QList<bench::SkippedCase> &skipped = {})
{
    bench::HtmlReportInput input;
    input.title = Text::tr("Keyward benchmark report");
    input.runs = runs;
    input.skipped = skipped;
    input.advice = bench::tlsAdviceByDevice(bench::tlsResultsFrom(runs));
    if (!bench::tlsResultsFrom(runs).isEmpty()) { // the TLS chart draws them beside the runs
        input.tlsReferences = bench::publishedTlsReferences();
    }
    if (Status st = addCharts(input, path, err); !st) {
        return st;
    }
    if (Status st = addKeyPoolReport(input, store); !st) {
        return st;
    }
    return writeReportFile(path, input, err);
}

/// RUN arguments: ids, uuids, or "published" (every published figure).
Result<QList<bench::RunRecord>> resolveRuns(bench::ResultStore &store, const QStringList &ids)
{
    QList<bench::RunRecord> runs;
    auto all = store.list(false);
    if (!all) {
        return all.error();
    }
    for (const QString &id : ids) {
        if (id == QLatin1String("published")) {
            runs << bench::publishedFigures();
            continue;
        }
        bool isNumber = false;
        qint64 rowId = id.toLongLong(&isNumber);
        if (!isNumber) {
            rowId = -1;
            for (const bench::RunRecord &r : all.value()) {
                if (r.uuid == id || r.uuid.startsWith(id)) {
                    rowId = r.id;
                }
            }
        }
        auto run = store.load(rowId);
        if (!run) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound,
                               Text::tr("find the run"), id);
        }
        runs << run.value();
    }
    return runs;
}

int runCases(const BenchArguments &a, bench::ResultStore &store, QTextStream &out, QTextStream &err,
             bool json, BenchProgressLine::Style progressStyle)
{
    auto plan = planBenchCases(a.run);
    if (!plan) {
        return fail(err, json, out, plan.error());
    }
    QList<bench::RunRecord> done;
    // Named after the results (text), in "skipped" (--json) and in the report.
    const QList<bench::SkippedCase> skippedCases = app::skippedCases(plan.value());
    QJsonArray skipped;
    for (const bench::SkippedCase &s : skippedCases) {
        skipped.append(QJsonObject{{QStringLiteral("device"), s.device.label()},
                                   {QStringLiteral("algorithm"), s.algorithm},
                                   {QStringLiteral("operation"), bench::toString(s.operation)},
                                   {QStringLiteral("reason"), s.reason},
                                   {QStringLiteral("text"), s.sentence()}});
    }
    QJsonArray failed;
    const BenchInterrupt interrupt;
    BenchProgressLine line(err, progressStyle);
    const auto count = std::count_if(plan->cbegin(), plan->cend(),
                                     [](const PlannedCase &p) { return p.skipReason.isEmpty(); });
    int index = 0;
    bool interrupted = false;
    std::optional<Error> pinStop; ///< the PIN error that stopped the run
    for (PlannedCase &p : plan.value()) {
        if (!p.skipReason.isEmpty()) {
            continue; // named after the results
        }
        if (BenchInterrupt::signalNumber() != 0) {
            interrupted = true;
            break;
        }
        const CancelToken cancel;
        Result<bench::RunResult> result = [&] {
            const BenchInterrupt::Watch watch(cancel);
            line.begin(++index, int(count), caseText(p.benchCase));
            auto r = bench::BenchEngine::run(
                p.benchCase, p.factory, cancel,
                [&line](const bench::BenchProgress &progress) { line.update(progress); });
            line.end(r);
            return r;
        }();
        if (!result && result.error().is(ErrorKind::Cancelled) &&
            BenchInterrupt::signalNumber() != 0) {
            interrupted = true; // the runner's teardown has run: nothing left behind
            break;
        }
        if (!result) {
            failed.append(QJsonObject{
                {QStringLiteral("device"), p.benchCase.device.label()},
                {QStringLiteral("algorithm"), p.benchCase.algorithm},
                {QStringLiteral("operation"), bench::toString(p.benchCase.operation)},
                {QStringLiteral("error"), errorJson(result.error(), errorText(result.error()))}});
            err << Text::tr("failed: %1: %2\n")
                       .arg(caseText(p.benchCase), errorText(result.error()));
            if (bench::PinGuard::stopsTheRun(result.error())) {
                // Never the same wrong PIN again in the next case.
                pinStop = result.error();
                break;
            }
            continue;
        }
        bench::RunRecord record = bench::RunRecord::fromResult(
            result.value(), bench::Environment::current(p.softwareVersions()));
        recordInvocation(record, a, skippedCases);
        if (p.algorithmAfterSetup && !p.algorithmAfterSetup->isEmpty()) {
            record.algorithm = *p.algorithmAfterSetup;
        }
        if (auto id = store.save(record); !id) {
            return fail(err, json, out, id.error());
        }
        done << record;
    }
    if (json) {
        QJsonArray runs;
        for (const bench::RunRecord &r : done) {
            runs.append(benchRunJson(r, a.includeSerial));
        }
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("format"), QStringLiteral("keyward-bench-cli")},
                               {QStringLiteral("version"), 1},
                               {QStringLiteral("runs"), runs},
                               {QStringLiteral("skipped"), skipped},
                               {QStringLiteral("failed"), failed},
                               {QStringLiteral("interrupted"), interrupted},
                               {QStringLiteral("stoppedForPin"), pinStop.has_value()}})
                   .toJson(QJsonDocument::Indented);
    } else {
        if (!done.isEmpty()) {
            printRunTable(out, done, true);
        }
        if (!skippedCases.isEmpty()) {
            out << Text::tr("Skipped, not measured:") << '\n';
            for (const bench::SkippedCase &s : skippedCases) {
                out << "  " << printableText(s.sentence()) << '\n';
            }
        }
    }
    if (!a.html.isEmpty() && !done.isEmpty()) {
        if (Status st = writeHtmlReport(a.html, done, store, err, skippedCases); !st) {
            return fail(err, json, out, st.error());
        }
    }
    if (pinStop) {
        const QString why =
            lastTryRefused(*pinStop) ? Text::tr("stopped: with one PIN try left nothing was sent; "
                                                "%1 of %2 cases finished, the rest were not run\n")
            : pinStop->is(ErrorKind::PinBlocked)
                ? Text::tr("stopped: the PIN is blocked; %1 of %2 cases finished, the rest were "
                           "not run\n")
                : Text::tr("stopped: the PIN was refused and is not tried again; %1 of %2 cases "
                           "finished, the rest were not run\n");
        err << why.arg(done.size()).arg(count);
        return lastTryRefused(*pinStop) ? ExitRefused : ExitFailed;
    }
    if (interrupted) {
        err << Text::tr(
                   "interrupted: %1 of %2 cases finished and stored; the case that was running "
                   "stopped after its current operation and cleaned up\n")
                   .arg(done.size())
                   .arg(count);
        return 128 + BenchInterrupt::signalNumber();
    }
    return failed.isEmpty() && !done.isEmpty() ? 0 : 1;
}

/// --load-profile: one PKCS#11 case served at stepped arrival rates.
int runLoadProfile(const BenchArguments &a, bench::ResultStore &store, QTextStream &out,
                   QTextStream &err, bool json, BenchProgressLine::Style progressStyle)
{
    const BenchRunOptions &o = a.run;
    if (o.token.isEmpty() || o.card || o.baselineCpu || o.algorithms.size() != 1 ||
        o.operations.size() != 1) {
        return fail(
            err, json, out,
            Error::invalidInput(Text::tr("plan the load profile"),
                                Text::tr("a load profile runs on one PKCS#11 token (--token) "
                                         "with one --alg and one --op")));
    }
    auto plan = planBenchCases(o);
    if (!plan) {
        return fail(err, json, out, plan.error());
    }
    const PlannedCase &p = plan->constFirst();
    if (!p.skipReason.isEmpty()) {
        return fail(err, json, out,
                    Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported,
                                Text::tr("plan the load profile"), p.skipReason));
    }
    const auto config = bench::LoadProfileConfig::stepped(
        o.loadRates, std::chrono::milliseconds(qRound64(o.loadStepSeconds * 1000)), o.loadWorkers,
        o.loadBackDown);
    const BenchInterrupt interrupt;
    BenchProgressLine line(err, progressStyle);
    const CancelToken cancel;
    Result<bench::LoadProfileResult> result = [&] {
        const BenchInterrupt::Watch watch(cancel);
        line.begin(1, 1, Text::tr("%1, load profile").arg(caseText(p.benchCase)));
        auto r = bench::LoadProfileRunner::run(config, p.factory, cancel,
                                               line.loadProgress(config.scheduledRequests()));
        line.end(r);
        return r;
    }();
    if (!result) {
        if (result.error().is(ErrorKind::Cancelled) && BenchInterrupt::signalNumber() != 0) {
            err << Text::tr("interrupted: the load profile stopped; nothing was stored\n");
            return 128 + BenchInterrupt::signalNumber();
        }
        return fail(err, json, out, result.error());
    }
    bench::RunRecord record = bench::loadProfileRun(
        p.benchCase, result.value(), bench::Environment::current(p.softwareVersions()));
    recordInvocation(record, a);
    auto id = store.save(record);
    if (!id) {
        return fail(err, json, out, id.error());
    }
    if (Status st = store.saveLoadProfile(*id, result.value()); !st) {
        return fail(err, json, out, st.error());
    }
    if (!a.html.isEmpty()) {
        bench::HtmlReportInput input;
        input.title = Text::tr("Keyward load profile");
        input.loadProfiles << bench::ReportLoadProfile{p.benchCase.device, p.benchCase.algorithm,
                                                       bench::toString(p.benchCase.operation),
                                                       result.value()};
        if (Status st = addCharts(input, a.html, err); !st) {
            return fail(err, json, out, st.error());
        }
        if (Status st = writeReportFile(a.html, input, err); !st) {
            return fail(err, json, out, st.error());
        }
    }
    if (json) {
        QJsonObject o2 = benchRunJson(record, a.includeSerial);
        o2.insert(QStringLiteral("loadProfile"),
                  QJsonDocument::fromJson(bench::loadProfileJson(result.value())).object());
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("format"), QStringLiteral("keyward-bench-cli")},
                               {QStringLiteral("version"), 1},
                               {QStringLiteral("runs"), QJsonArray{o2}}})
                   .toJson(QJsonDocument::Indented);
    } else {
        out << printableText(record.label()) << '\n';
        printLoadProfile(out, result.value());
    }
    return 0;
}

int exportRuns(const BenchArguments &a, bench::ResultStore &store, QTextStream &out,
               QTextStream &err)
{
    auto runs = resolveRuns(store, a.positional);
    if (!runs) {
        return fail(err, false, out, runs.error());
    }
    if (a.csv == a.exportJson) {
        return fail(
            err, false, out,
            Error::invalidInput(Text::tr("export"), Text::tr("choose one of --csv and --json")));
    }
    bench::ExportOptions options;
    options.includeSerial = a.includeSerial;
    QByteArray bytes = a.exportJson ? bench::toJson(runs.value(), options)
                       : a.samples  ? bench::samplesCsv(runs.value())
                                    : bench::summaryCsv(runs.value(), options);
    if (a.exportJson) { // key-pool runs carry their figures and load profile
        auto withDetails = bench::withKeyPoolDetails(store, runs.value(), bytes);
        if (!withDetails) {
            return fail(err, false, out, withDetails.error());
        }
        bytes = withDetails.value();
    }
    if (a.output.isEmpty()) {
        out << QString::fromUtf8(bytes);
        return 0;
    }
    QFile file(a.output);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        return fail(err, false, out,
                    Error::make(ErrorDomain::System, file.error(), ErrorKind::Io,
                                Text::tr("export"),
                                a.output + QStringLiteral(": ") + file.errorString()));
    }
    err << Text::tr("Saved the runs to %1.").arg(shownPath(a.output)) << '\n';
    return 0;
}

} // namespace

int runBenchCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json)
{
    const Parsed table = Parsed::parse(benchTable(), args);
    if (const auto rc = table.report(out, err, json)) {
        return *rc;
    }
    // --progress is the CLI's own business, not a case option.
    const bool progress = table.options.has(QStringLiteral("progress"));
    auto parsed = benchArguments(table.options, json);
    if (!parsed) {
        fail(err, false, out, parsed.error());
        err << benchTable().usageOf(*benchTable().find(table.options.positional().constFirst()));
        return ExitUsage;
    }
    const BenchArguments &a = parsed.value();
    const QString sub = a.subcommand;
    if (sub == QLatin1String("tls")) {
        // Validated before the store is opened or the token is touched.
        if (const QString problem = tlsUsageProblem(a); !problem.isEmpty()) {
            return fail(err, json, out,
                        Error::invalidInput(Text::tr("run the TLS handshake benchmark"), problem));
        }
    }
    if (sub == QLatin1String("keypool")) {
        return runBenchKeyPool(a, table.options, out, err, json); // stores unless --no-store
    }
    if (sub == QLatin1String("export")) {
        json = false; // --json picked the export format
    }
    QString path = a.noStore ? QStringLiteral(":memory:")
                             : (a.store.isEmpty() ? bench::ResultStore::defaultPath() : a.store);
    if (!a.noStore) {
        QDir().mkpath(QFileInfo(path).absolutePath());
    }
    bench::ResultStore store(path);
    store.setKeepSerials(a.includeSerial); // serials are stored only when the run asks for them
    if (Status st = store.open(); !st) {
        return fail(err, json, out, st.error());
    }
    if (sub == QLatin1String("tls")) {
        if (a.run.loadRates.isEmpty()) {
            return runBenchTls(a, a.noStore ? nullptr : &store, out, err, json);
        }
        return runBenchTlsLoadProfile(a, store, out, err, json,
                                      BenchProgressLine::styleFor(progress));
    }
    if (sub == QLatin1String("run") && !a.run.loadRates.isEmpty()) {
        return runLoadProfile(a, store, out, err, json, BenchProgressLine::styleFor(progress));
    }
    if (sub == QLatin1String("run")) {
        return runCases(a, store, out, err, json, BenchProgressLine::styleFor(progress));
    }
    if (sub == QLatin1String("list") || sub == QLatin1String("show")) {
        Result<QList<bench::RunRecord>> runs =
            sub == QLatin1String("list") ? store.list(true) : resolveRuns(store, a.positional);
        if (!runs) {
            return fail(err, json, out, runs.error());
        }
        if (sub == QLatin1String("show") && a.positional.isEmpty()) {
            return fail(err, json, out,
                        Error::invalidInput(Text::tr("show"), Text::tr("which run?")));
        }
        if (!a.html.isEmpty()) {
            if (Status st = writeHtmlReport(a.html, runs.value(), store, err); !st) {
                return fail(err, json, out, st.error());
            }
        }
        if (json) {
            QJsonArray array;
            for (const bench::RunRecord &r : runs.value()) {
                array.append(benchRunJson(r, a.includeSerial));
            }
            out << QJsonDocument(
                       QJsonObject{{QStringLiteral("format"), QStringLiteral("keyward-bench-cli")},
                                   {QStringLiteral("version"), 1},
                                   {QStringLiteral("runs"), array}})
                       .toJson(QJsonDocument::Indented);
        } else {
            printRunTable(out, runs.value(), true);
        }
        return 0;
    }
    if (sub == QLatin1String("export")) {
        return a.bundle.isEmpty() ? exportRuns(a, store, out, err)
                                  : exportBundle(a, store, out, err, a.exportJson);
    }
    if (sub == QLatin1String("import")) {
        if (a.positional.size() != 1) {
            return fail(err, json, out,
                        Error::invalidInput(Text::tr("import"), Text::tr("one file")));
        }
        // Bounded read: a huge file or a device is refused before it is read.
        const QString file = a.positional.first();
        auto bytes =
            SafeFile::readBounded(file, SafeFile::kImportFileMax, Text::tr("the result file"));
        if (!bytes) {
            return fail(err, json, out, bytes.error());
        }
        auto ids = store.importJson(bytes.value(), QFileInfo(file).fileName());
        if (!ids) {
            return fail(err, json, out, ids.error());
        }
        QJsonArray array;
        QStringList words;
        for (qint64 id : ids.value()) {
            array.append(double(id));
            words << QString::number(id);
        }
        if (json) {
            out << QJsonDocument(QJsonObject{{QStringLiteral("imported"), array}})
                       .toJson(QJsonDocument::Indented);
        } else {
            out << Text::tr("imported runs: %1\n").arg(words.join(QStringLiteral(", ")));
        }
        return 0;
    }
    if (sub == QLatin1String("compare")) {
        if (a.positional.size() < 2) {
            return fail(
                err, json, out,
                Error::invalidInput(Text::tr("compare"), Text::tr("give at least two runs")));
        }
        auto runs = resolveRuns(store, a.positional);
        if (!runs) {
            return fail(err, json, out, runs.error());
        }
        if (!a.html.isEmpty()) {
            if (Status st = writeHtmlReport(a.html, runs.value(), store, err); !st) {
                return fail(err, json, out, st.error());
            }
        }
        const auto rows = bench::compareRuns(runs.value());
        if (json) {
            out << QJsonDocument(comparisonJson(rows)).toJson(QJsonDocument::Indented);
        } else {
            printComparisonTable(out, rows);
        }
        return 0;
    }
    err << benchTable().fullUsage();
    return ExitUsage;
}

} // namespace keyward::cli
