// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyPoolReport.h"

#include "ChartExport.h"
#include "KeyPoolCharts.h"
#include "ReportCharts.h"

#include <qcustomplot.h>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

KeyPoolReport keyPoolReport(const QList<kb::StoredKeyPoolPair> &pairs, bool withSvg)
{
    KeyPoolReport out;
    for (const kb::StoredKeyPoolPair &pair : pairs) {
        KeyPoolCharts charts;
        KeyPoolCharts::Shown shown;
        shown.device = pair.device;
        shown.keyType = pair.keyType;
        shown.onDemand = pair.onDemand;
        shown.pool = pair.pool;
        charts.setRuns(shown);
        const QString what = pair.label();
        if (pair.onDemand) {
            QCustomPlot *p = charts.onDemandPlot();
            p->resize(kExportWidth, kExportHeight);
            p->replot();
            out.charts << reportChart(
                p, KeyPoolCharts::tr("Key pool experiment, on demand: %1").arg(what), withSvg);
        }
        if (pair.pool) {
            QCustomPlot *p = charts.poolPlot();
            p->resize(kExportWidth, kExportHeight);
            p->replot();
            out.charts << reportChart(
                p, KeyPoolCharts::tr("Key pool experiment, from the pool: %1").arg(what), withSvg);
        }
        if (!charts.verdictText().isEmpty()) {
            out.text << what + QStringLiteral(": ") + charts.verdictText();
        }
    }
    if (!pairs.isEmpty()) {
        KeyPoolCharts charts;
        out.text << charts.referenceText(); // the thesis, cited as the window cites it
    }
    return out;
}

} // namespace keyward::gui::bench
