// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportCharts.h"

#include "ChartExport.h"
#include "ComparisonChart.h"
#include "DistributionChart.h"
#include "KeygenChart.h"
#include "LoadProfileChart.h"
#include "ThroughputChart.h"
#include "TlsChart.h"
#include "bench/KeyPoolRecord.h"
#include "bench/runners/TlsRunRecord.h"

#include <QCoreApplication>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

kb::ReportChart reportChart(QCustomPlot *plot, const QString &title, bool withSvg)
{
    kb::ReportChart chart;
    chart.title = title;
    chart.png = chartPng(plot, kExportWidth, kExportHeight);
    if (withSvg) {
        chart.svg = chartSvg(plot, kExportWidth, kExportHeight);
    }
    return chart;
}

QList<kb::ReportChart> reportCharts(const QList<kb::RunRecord> &allRuns,
                                    const QList<kb::ReportLoadProfile> &loadProfiles)
{
    // Key-pool requests are drawn by KeyPoolReport, and TLS runs have a chart of their
    // own: neither is a latency bar among the sign runs.
    QList<kb::RunRecord> runs = allRuns;
    runs.removeIf([](const kb::RunRecord &r) {
        return kb::isKeyPoolRun(r) || r.operation == kb::tlsHandshakeOperation();
    });
    const QList<kb::TlsBenchResult> tls = kb::tlsResultsFrom(allRuns);
    // The tab names of the benchmark window, so both reports read alike.
    const char *ctx = "keyward::gui::bench::BenchmarkWindow";
    QList<kb::ReportChart> out;
    auto render = [&out](QCustomPlot &plot, const QString &title) {
        plot.resize(kExportWidth, kExportHeight);
        plot.replot();
        out << reportChart(&plot, title, true);
    };
    if (!runs.isEmpty()) {
        ComparisonChart comparison;
        comparison.setRuns(runs);
        render(comparison, QCoreApplication::translate(ctx, "Comparison"));
    }
    DistributionChart distribution;
    distribution.setRuns(runs);
    if (distribution.boxCount() > 0) {
        render(distribution, QCoreApplication::translate(ctx, "Distribution"));
    }
    ThroughputChart throughput;
    throughput.setRuns(runs);
    if (throughput.seriesCount() > 0) {
        render(throughput, QCoreApplication::translate(ctx, "Threads"));
    }
    KeygenChart keygen;
    keygen.setRuns(runs);
    if (keygen.runCount() > 0) {
        render(keygen, QCoreApplication::translate(ctx, "Key generation"));
    }
    if (!tls.isEmpty()) {
        TlsChart chart;
        chart.setRuns(tls);
        render(chart, QCoreApplication::translate(ctx, "TLS handshakes"));
    }
    for (const kb::ReportLoadProfile &p : loadProfiles) {
        const QString what = p.algorithm + QLatin1Char(' ') + p.operation;
        LoadProfileChart latency(LoadProfileChart::View::Latency);
        latency.setProfile(p.result, p.device, what);
        render(latency, QCoreApplication::translate(ctx, "Load: latency"));
        LoadProfileChart queue(LoadProfileChart::View::Queue);
        queue.setProfile(p.result, p.device, what);
        render(queue, QCoreApplication::translate(ctx, "Load: queue"));
    }
    return out;
}

} // namespace keyward::gui::bench
