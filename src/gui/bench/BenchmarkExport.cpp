// SPDX-License-Identifier: GPL-3.0-or-later
// Exports: the chart shown (PNG, PDF, SVG), the data (CSV, JSON) and
// everything in one HTML report.
#include "BenchmarkWindow.h"
#include "ui_BenchmarkWindow.h"

#include "ChartExport.h"
#include "ComparisonChart.h"
#include "DistributionChart.h"
#include "KeygenChart.h"
#include "LoadProfileChart.h"
#include "ThroughputChart.h"
#include "bench/PublishedFigures.h"
#include "bench/ResultExport.h"

#include <QFileDialog>
#include <QSaveFile>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

bool BenchmarkWindow::saveChartPng(const QString &fileName)
{
    auto *plot = qobject_cast<QCustomPlot *>(m_ui->charts->currentWidget());
    return plot && plot->savePng(fileName, 0, 0, 2.0);
}

bool BenchmarkWindow::saveChartPdf(const QString &fileName)
{
    auto *plot = qobject_cast<QCustomPlot *>(m_ui->charts->currentWidget());
    return plot && plot->savePdf(fileName);
}

bool BenchmarkWindow::saveChartSvg(const QString &fileName)
{
    auto *plot = qobject_cast<QCustomPlot *>(m_ui->charts->currentWidget());
    return plot && keyward::gui::bench::saveChartSvg(plot, fileName);
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
    return writeFile(fileName, kb::summaryCsv(shownRuns()));
}

bool BenchmarkWindow::saveDataJson(const QString &fileName)
{
    return writeFile(fileName, kb::toJson(shownRuns()));
}

void BenchmarkWindow::askAndSave(bool (BenchmarkWindow::*save)(const QString &),
                                 const QString &filter)
{
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Export"), QString(), filter);
    if (fileName.isEmpty()) {
        return;
    }
    if (!(this->*save)(fileName)) {
        m_ui->status->setText(tr("Could not write %1.").arg(fileName));
    }
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
        if (hasData) {
            in.charts << kb::ReportChart{m_ui->charts->tabText(m_ui->charts->indexOf(plot)),
                                         chartPng(plot, kExportWidth, kExportHeight),
                                         {}};
        }
    };
    add(m_comparison, !shown.isEmpty());
    add(m_distribution, m_distribution->boxCount() > 0);
    add(m_throughput, m_throughput->seriesCount() > 0);
    add(m_keygen, m_keygen->runCount() > 0);
    add(m_loadLatency, anyProfile);
    add(m_loadQueue, anyProfile);
    return kb::htmlReport(in);
}

bool BenchmarkWindow::saveHtmlReport(const QString &fileName)
{
    return writeFile(fileName, htmlReport());
}

} // namespace keyward::gui::bench
