// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/HtmlReport.h"
#include "bench/RunRecord.h"

class QCustomPlot;

namespace keyward::gui::bench {

/// `plot` rendered for a report at the export size: PNG, and SVG when
/// `withSvg`.
keyward::bench::ReportChart reportChart(QCustomPlot *plot, const QString &title, bool withSvg);

/// The charts of a report drawn without a window (keyward-cli --html, on the
/// offscreen platform), with the same chart classes the window shows: the
/// comparison, the distribution, throughput against threads and key
/// generation; each only when it has something to say, and the TLS handshakes of the TLS
/// runs among `runs` (kept out of the others). Needs a
/// QApplication. Load profiles get their latency and queue charts.
QList<keyward::bench::ReportChart>
reportCharts(const QList<keyward::bench::RunRecord> &runs,
             const QList<keyward::bench::ReportLoadProfile> &loadProfiles = {});

} // namespace keyward::gui::bench
