// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/HtmlReport.h"
#include "bench/KeyPoolRecord.h"

#include <QStringList>

namespace keyward::gui::bench {

/// Stored key pool experiments in a report: both latency charts of each, as
/// the window's Key pool tab draws them, and the verdict with the lift and
/// the thesis's published reference (with its citation) under them. Drawn
/// without a window (keyward-cli --html); needs a QApplication. `withSvg`: each chart
/// also as SVG (for a bundle's charts/), not only as PNG.
struct KeyPoolReport
{
    QList<keyward::bench::ReportChart> charts;
    QStringList text;
};
KeyPoolReport keyPoolReport(const QList<keyward::bench::StoredKeyPoolPair> &pairs,
                            bool withSvg = false);

} // namespace keyward::gui::bench
