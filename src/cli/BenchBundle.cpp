// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchBundle.h"

#include "BenchKeyPoolCommand.h"
#include "Confirm.h"
#include "ReportModule.h"
#include "app/BenchBundle.h"
#include "app/BenchReproduce.h"
#include "bench/KeyPoolRecord.h"
#include "bench/LoadProfileRecord.h"
#include "bench/ResultExport.h"
#include "bench/runners/TlsAdvice.h"
#include "bench/runners/TlsRunRecord.h"
#include "core/ErrorJson.h"
#include "core/TerminalText.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace keyward::cli {

namespace {

// lupdate files Text::tr() strings under this context, the one the runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::bench)
};

int failBundle(QTextStream &out, QTextStream &err, bool json, const Error &e)
{
    if (json) {
        out << QJsonDocument(errorDocument(e, e.userMessage())).toJson(QJsonDocument::Indented);
    }
    err << "keyward-cli bench: " << e.userMessage() << '\n';
    return e.kind == ErrorKind::InvalidInput ? ExitUsage : ExitFailed;
}

} // namespace

QJsonObject invocationOf(const BenchArguments &a)
{
    const QString key = a.subcommand == QLatin1String("tls") ? a.tls.label : a.run.keyLabel;
    return app::invocationDetails(a.run.token, a.run.modules, key, a.run.reader, a.includeSerial);
}

void recordInvocation(bench::RunRecord &run, const BenchArguments &a,
                      const QList<bench::SkippedCase> &skipped)
{
    run.details.insert(app::invocationDetailsKind(), invocationOf(a));
    if (!skipped.isEmpty()) {
        run.details.insert(bench::skippedDetailsKind(), bench::skippedDetails(skipped));
    }
}

int exportBundle(const BenchArguments &a, bench::ResultStore &store, QTextStream &out,
                 QTextStream &err, bool json)
{
    if (a.csv || a.samples || !a.output.isEmpty() || !a.html.isEmpty()) {
        return failBundle(
            out, err, json,
            Error::invalidInput(Text::tr("export"), Text::tr("--bundle writes CSV, JSON and the "
                                                             "report itself; leave out --csv, "
                                                             "--samples, --output and --html")));
    }
    Result<QList<bench::RunRecord>> runs = store.list(true);
    if (!runs) {
        return failBundle(out, err, json, runs.error());
    }
    if (!a.positional.isEmpty()) { // RUN…: ids or (prefixes of) uuids, in the order given
        QList<bench::RunRecord> chosen;
        for (const QString &id : a.positional) {
            const auto it = std::find_if(runs->cbegin(), runs->cend(), [&](const auto &r) {
                return QString::number(r.id) == id || (!id.isEmpty() && r.uuid.startsWith(id));
            });
            if (it == runs->cend()) {
                return failBundle(out, err, json,
                                  Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound,
                                              Text::tr("find the run"), id));
            }
            chosen << *it;
        }
        runs = chosen;
    }
    app::BenchBundleInput input;
    bench::HtmlReportInput &report = input.report;
    report.title = Text::tr("Keyward benchmark report");
    report.runs = runs.value();
    report.advice = bench::tlsAdviceByDevice(bench::tlsResultsFrom(report.runs));
    for (const bench::RunRecord &r : report.runs) { // each skipped case once, as recorded
        for (const bench::SkippedCase &c :
             bench::skippedFromDetails(r.details.value(bench::skippedDetailsKind()))) {
            if (!report.skipped.contains(c)) {
                report.skipped << c;
            }
        }
    }
    for (const bench::RunRecord &r : report.runs) {
        if (!bench::isLoadProfileRun(r) && !bench::isKeyPoolRun(r)) {
            continue;
        }
        auto profile = store.loadProfile(r.id);
        if (!profile) {
            continue; // reproduce.sh says the profile was not found
        }
        input.profiles.insert(r.uuid, profile.value());
        if (bench::isLoadProfileRun(r) && r.operation != bench::tlsHandshakeOperation()) {
            report.loadProfiles << bench::ReportLoadProfile{r.device, r.algorithm, r.operation,
                                                            profile.value()};
        }
    }
    if (const bench::ChartRenderer *charts = ReportModule::renderer()) {
        report.charts = charts->reportCharts(report.runs, report.loadProfiles);
    } else {
        err << ReportModule::unavailable() << '\n';
    }
    if (Status st = addKeyPoolReport(report, store, true); !st) {
        return failBundle(out, err, json, st.error());
    }
    bench::ExportOptions options;
    options.includeSerial = a.includeSerial;
    auto runsJson =
        bench::withKeyPoolDetails(store, report.runs, bench::toJson(report.runs, options));
    if (!runsJson) {
        return failBundle(out, err, json, runsJson.error());
    }
    input.runsJson = runsJson.value();
    auto files = app::writeBenchBundle(a.bundle, std::move(input));
    if (!files) {
        return failBundle(out, err, json, files.error());
    }
    const QString path =
        printableText(QDir::toNativeSeparators(QFileInfo(a.bundle).absoluteFilePath()));
    if (json) {
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("format"), QStringLiteral("keyward-bench-bundle")},
                               {QStringLiteral("version"), 1},
                               {QStringLiteral("path"), path},
                               {QStringLiteral("runs"), runs->size()},
                               {QStringLiteral("files"), QJsonArray::fromStringList(*files)}})
                   .toJson(QJsonDocument::Indented);
    } else {
        err << Text::tr("Saved the bundle to %1 (%n files).", nullptr, int(files->size())).arg(path)
            << '\n';
    }
    return ExitOk;
}

} // namespace keyward::cli
