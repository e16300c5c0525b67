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
#include "bench/PublishedFigures.h"
#include "bench/ResultExport.h"

#include "KeyPoolReport.h"
#include "ReportCharts.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

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
                             : QStringLiteral("benchmark");
    const QString proposed =
        QStringLiteral("keyward-%1-%2.%3")
            .arg(base, QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm")),
                 suffix);
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
                                     false);
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
    // This session's key pool experiments, drawn as keyward-cli's report draws stored ones.
    const KeyPoolReport keyPool = keyPoolReport(m_keyPool->sessionExperiments());
    in.charts << keyPool.charts;
    in.advice << keyPool.text;
    in.skipped = m_sessionSkipped;
    return kb::htmlReport(in);
}

bool BenchmarkWindow::saveHtmlReport(const QString &fileName)
{
    return confirmSaved(writeFile(fileName, htmlReport()), tr("Saved the report to %1."), fileName);
}

} // namespace keyward::gui::bench
