// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/HtmlReport.h"
#include "bench/KeyPoolRecord.h"
#include "bench/RunRecord.h"

#include <QList>
#include <QStringList>

namespace keyward::bench {

/// Stored key pool experiments as a report shows them: their charts and the
/// verdict lines under them.
struct KeyPoolReportParts
{
    QList<ReportChart> charts;
    QStringList text;
};

/// What draws a report's charts. The window links its chart classes; keyward-cli
/// reaches the same classes through the report module (src/report), loaded only
/// when a command draws charts, so the command line's other answers never load
/// Qt's widget, GUI and print libraries.
class ChartRenderer
{
public:
    virtual ~ChartRenderer() = default;
    /// The charts of an HTML report (comparison, distribution, throughput,
    /// key generation, TLS, load profiles), each as PNG and SVG.
    virtual QList<ReportChart> reportCharts(const QList<RunRecord> &runs,
                                            const QList<ReportLoadProfile> &loadProfiles) const = 0;
    /// The key pool experiments' charts and verdicts; `withSvg`: SVG too.
    virtual KeyPoolReportParts keyPoolReport(const QList<StoredKeyPoolPair> &pairs,
                                             bool withSvg) const = 0;
};

} // namespace keyward::bench
