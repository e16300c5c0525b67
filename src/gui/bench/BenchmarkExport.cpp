// SPDX-License-Identifier: GPL-3.0-or-later
// Exports: the chart shown (PNG, PDF, SVG), the data (CSV, JSON) and
// everything in one HTML report.
#include "BenchmarkWindow.h"
#include "ui_BenchmarkWindow.h"

#include "BenchmarkKeyPool.h"
#include "BenchmarkTls.h"
#include "ChartExport.h"
#include "ComparisonChart.h"
#include "DistributionChart.h"
#include "KeygenChart.h"
#include "LoadProfileChart.h"
#include "ThroughputChart.h"
#include "TlsChart.h"
#include "app/BenchBundle.h"
#include "bench/KeyPoolRecord.h"
#include "bench/PublishedFigures.h"
#include "bench/ResultExport.h"

#include "KeyPoolReport.h"
#include "ReportCharts.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QUuid>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

bool BenchmarkWindow::confirmSaved(bool ok, const QString &saved, const QString &fileName)
{
    const QString path = QDir::toNativeSeparators(QFileInfo(fileName).absoluteFilePath());
    m_ui->status->setText(ok ? saved.arg(path) : tr("Could not write %1.").arg(path));
    return ok;
}

bool BenchmarkWindow::saveChartPng(const QString &fileName)
{
    auto *plot = qobject_cast<QCustomPlot *>(m_ui->charts->currentWidget());
    if (!plot) {
        return confirmSaved(false, {}, fileName);
    }
    const QByteArray png = chartPng(plot, plot->width(), plot->height(), 2.0);
    QSaveFile f(fileName);
    return confirmSaved(!png.isEmpty() && f.open(QIODevice::WriteOnly) &&
                            f.write(png) == png.size() && f.commit(),
                        tr("Saved the chart to %1."), fileName);
}

bool BenchmarkWindow::saveChartPdf(const QString &fileName)
{
    auto *plot = qobject_cast<QCustomPlot *>(m_ui->charts->currentWidget());
    return confirmSaved(plot && plot->savePdf(fileName), tr("Saved the chart to %1."), fileName);
}

bool BenchmarkWindow::saveChartSvg(const QString &fileName)
{
    auto *plot = qobject_cast<QCustomPlot *>(m_ui->charts->currentWidget());
    return confirmSaved(plot && keyward::gui::bench::saveChartSvg(plot, fileName),
                        tr("Saved the chart to %1."), fileName);
}

namespace {
bool writeFile(const QString &fileName, const QByteArray &bytes)
{
    QSaveFile f(fileName);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.commit();
}
} // namespace

bool BenchmarkWindow::saveDataCsv(const QString &fileName)
{
    return confirmSaved(writeFile(fileName, kb::summaryCsv(shownRuns())),
                        tr("Saved the data to %1."), fileName);
}

bool BenchmarkWindow::saveDataJson(const QString &fileName)
{
    return confirmSaved(writeFile(fileName, kb::toJson(shownRuns())), tr("Saved the data to %1."),
                        fileName);
}

void BenchmarkWindow::askAndSave(bool (BenchmarkWindow::*save)(const QString &),
                                 const QString &filter)
{
    // Opens where the last export went (else the documents folder) with a
    // proposed name: "keyward-comparisonChart-20261126-1402.png".
    QSettings settings;
    const QString key = QStringLiteral("benchmark/exportDirectory");
    QString dir = settings.value(key).toString();
    if (dir.isEmpty() || !QFileInfo(dir).isDir()) {
        dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    }
    const QRegularExpressionMatch ext =
        QRegularExpression(QStringLiteral("\\*\\.(\\w+)")).match(filter);
    const QString suffix = ext.hasMatch() ? ext.captured(1) : QString();
    const bool chart = suffix == QLatin1String("png") || suffix == QLatin1String("pdf") ||
                       suffix == QLatin1String("svg");
    const QString base = chart && m_ui->charts->currentWidget()
                             ? m_ui->charts->currentWidget()->objectName()
                         : suffix.isEmpty() ? QStringLiteral("bundle") // a new folder
                                            : QStringLiteral("benchmark");
    const QString proposed =
        QStringLiteral("keyward-%1-%2%3")
            .arg(base, QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm")),
                 suffix.isEmpty() ? QString() : QLatin1Char('.') + suffix);
    const QString fileName =
        QFileDialog::getSaveFileName(this, tr("Export"), QDir(dir).filePath(proposed), filter);
    if (fileName.isEmpty()) {
        return;
    }
    settings.setValue(key, QFileInfo(fileName).absolutePath());
    (this->*save)(fileName); // says in the status line where it went, or that it failed
}

QByteArray BenchmarkWindow::htmlReport()
{
    return kb::htmlReport(reportInput(false));
}

kb::HtmlReportInput BenchmarkWindow::reportInput(bool withSvg)
{
    kb::HtmlReportInput in;
    in.title = tr("Keyward benchmark report");
    const QList<kb::RunRecord> shown = shownRuns();
    in.runs = shown;
    if (m_ui->showPublished->isChecked()) {
        // Those the comparison chart shows: the measured algorithm and operation.
        for (const kb::RunRecord &p : kb::publishedFigures()) {
            const bool matches = std::any_of(shown.cbegin(), shown.cend(), [&](const auto &r) {
                return r.algorithm == p.algorithm && r.operation == p.operation;
            });
            if (matches) {
                in.runs << p;
            }
        }
    }
    in.loadProfiles = m_profiles;
    if (m_storedProfile && !m_sessionProfileUuids.contains(m_storedProfileUuid)) {
        in.loadProfiles << *m_storedProfile; // not twice when it is this session's own
    }
    const bool anyProfile = !in.loadProfiles.isEmpty();
    auto add = [&](QCustomPlot *plot, bool hasData) {
        if (hasData) { // a chart with nothing to say stays out
            in.charts << reportChart(plot, m_ui->charts->tabText(m_ui->charts->indexOf(plot)),
                                     withSvg);
        }
    };
    add(m_comparison, !shown.isEmpty());
    add(m_distribution, m_distribution->boxCount() > 0);
    add(m_throughput, m_throughput->seriesCount() > 0);
    add(m_keygen, m_keygen->runCount() > 0);
    add(m_loadLatency, anyProfile);
    add(m_loadQueue, anyProfile);
    add(m_tls->chart(), !m_tls->chart()->runs().isEmpty()); // measured and stored
    in.advice = m_tls->chart()->advice(); // measured on one device each, never across
    in.tlsReferences = m_tls->chart()->references();
    // This session's key pool experiments, drawn as keyward-cli's report draws stored ones.
    const KeyPoolReport keyPool = keyPoolReport(m_keyPool->sessionExperiments(), withSvg);
    in.charts << keyPool.charts;
    in.advice << keyPool.text;
    in.skipped = m_sessionSkipped;
    return in;
}

bool BenchmarkWindow::saveHtmlReport(const QString &fileName)
{
    return confirmSaved(writeFile(fileName, htmlReport()), tr("Saved the report to %1."), fileName);
}

namespace {
/// This session's key pool runs as records (each with its uuid, its partner's in its
/// figures) and the "keypool" object `keyward-cli bench export --json` gives stored ones.
struct SessionKeyPoolRun
{
    kb::RunRecord record;
    QJsonObject figures;
    kb::LoadProfileResult load;
};
QList<SessionKeyPoolRun> sessionKeyPoolRuns(const QList<kb::StoredKeyPoolPair> &pairs)
{
    QList<SessionKeyPoolRun> out;
    for (const kb::StoredKeyPoolPair &p : pairs) {
        const std::optional<kb::KeyPoolBenchRun> runs[] = {p.onDemand, p.pool};
        const std::optional<kb::RunRecord> stored[] = {p.onDemandRecord, p.poolRecord};
        QString uuids[2];
        kb::RunRecord records[2];
        for (int i = 0; i < 2; ++i) {
            if (runs[i]) {
                records[i] = stored[i] ? *stored[i]
                                       : kb::keyPoolRunRecord(*runs[i], p.device, p.keyType,
                                                              kb::Environment::current());
                if (records[i].uuid.isEmpty()) {
                    records[i].uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
                }
                uuids[i] = records[i].uuid;
            }
        }
        for (int i = 0; i < 2; ++i) {
            if (runs[i]) {
                const QJsonObject figures{
                    {QStringLiteral("details"),
                     kb::keyPoolDetails(*runs[i], p.keyType, uuids[1 - i])},
                    {QStringLiteral("loadProfile"),
                     QJsonDocument::fromJson(kb::loadProfileJson(runs[i]->load)).object()}};
                records[i].details.insert(kb::keyPoolDetailsKind(),
                                          figures.value(QStringLiteral("details")).toObject());
                out << SessionKeyPoolRun{records[i], figures, runs[i]->load};
            }
        }
    }
    return out;
}
} // namespace

bool BenchmarkWindow::saveBundle(const QString &dir)
{
    app::BenchBundleInput input;
    input.report = reportInput(true);
    QList<kb::RunRecord> &runs = input.report.runs;
    QSet<QString> uuids;
    for (const kb::RunRecord &r : runs) {
        uuids.insert(r.uuid);
    }
    for (const kb::RunRecord &r : m_sessionTlsRuns) {
        if (!uuids.contains(r.uuid)) {
            uuids.insert(r.uuid);
            runs << r;
        }
    }
    QHash<QString, QJsonObject> figures;
    for (const SessionKeyPoolRun &k : sessionKeyPoolRuns(m_keyPool->sessionExperiments())) {
        if (!uuids.contains(k.record.uuid)) {
            uuids.insert(k.record.uuid);
            runs << k.record;
            figures.insert(k.record.uuid, k.figures);
            input.profiles.insert(k.record.uuid, k.load);
        }
    }
    // runs.json as keyward-cli writes it: key pool runs with their figures and load profile.
    QJsonObject top = QJsonDocument::fromJson(kb::toJson(runs)).object();
    QJsonArray array = top.value(QStringLiteral("runs")).toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        QJsonObject run = array[i].toObject();
        const QString uuid = run.value(QStringLiteral("uuid")).toString();
        if (figures.contains(uuid)) {
            run.insert(QStringLiteral("keypool"), figures.value(uuid));
            array[i] = run;
        }
    }
    top.insert(QStringLiteral("runs"), array);
    input.runsJson = QJsonDocument(top).toJson(QJsonDocument::Indented);
    const QString path = QDir::toNativeSeparators(QFileInfo(dir).absoluteFilePath());
    auto files = app::writeBenchBundle(dir, std::move(input));
    m_ui->status->setText(
        files ? tr("Saved the bundle to %1 (%n files).", nullptr, int(files->size())).arg(path)
              : files.error().userMessage());
    return bool(files);
}

} // namespace keyward::gui::bench
