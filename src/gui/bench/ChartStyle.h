// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/RunRecord.h"

#include <QColor>
#include <QPen>
#include <QString>

class QCustomPlot;
class QCPTextElement;
class QCPAxis;

namespace keyward::gui::bench {

/// A distinct colour for series `index` (Okabe–Ito, readable when printed).
QColor seriesColor(int index);

/// What identifies a device for its colour: the device id (measured), the
/// model (published), "cpu-baseline" for the CPU baseline.
QString deviceKey(const keyward::bench::RunRecord &run);
/// One colour per device for the whole session: the first device seen gets
/// the first colour, and keeps it in every chart, redraw and report.
QColor deviceColor(const keyward::bench::RunRecord &run);

/// How a run was measured, as charts and legends name it: "end to end
/// through gpg-agent", "device time over PC/SC", "PKCS#11", "OpenSSL in
/// process", "published: end to end through GnuPG".
QString pathLabel(const keyward::bench::RunRecord &run);

/// The mark of virtual (software) data: a dashed outline, like the hatching
/// of published figures, so a cropped chart keeps the warning.
QPen virtualPen(const QColor &color);

/// An empty chart: axes and legend hidden, `text` in the middle. An empty
/// `text` shows the axes again. The text item is named "emptyState".
void setEmptyState(QCustomPlot *plot, const QString &text);
/// The empty-state text shown, or an empty string.
QString emptyStateText(QCustomPlot *plot);

/// A note row under the chart (sources of published figures); empty removes
/// its text. Part of every export.
void setChartNote(QCustomPlot *plot, const QString &text);
QString chartNote(QCustomPlot *plot);

/// Puts a title row above the axis rect (once) and returns it.
QCPTextElement *ensureTitle(QCustomPlot *plot);

/// Moves the legend out of the plot area into a row under it, `columns`
/// entries wide, so it never hides data (call once, after ensureTitle).
void placeLegendBelow(QCustomPlot *plot, int columns);

/// As many legend columns as the longest entry leaves room for in `width`
/// pixels (at least one): a long entry wraps to its own row instead of being
/// cut. placeLegendBelow keeps it fitted on every resize; exports call it with
/// their width.
void fitLegend(QCustomPlot *plot, int width);

/// The chart title with " — virtual devices included" when any run is virtual,
/// so a screenshot cannot be mistaken for hardware figures.
QString chartTitle(const QString &base, const QList<keyward::bench::RunRecord> &runs);
/// The same for a chart whose devices are known: the note when `anyVirtual`.
QString chartTitle(const QString &base, bool anyVirtual);

/// Value axis for latencies from `low` to `high` (ms): logarithmic when
/// `logarithmic` (and low > 0), else linear from 0.
void applyLatencyScale(QCPAxis *axis, double low, double high, bool logarithmic);

/// Short two-line axis label: "SoftHSM v2 (virtual)\nRSA-2048 sign".
QString shortLabel(const keyward::bench::RunRecord &run);

/// Legend/axis label of a run: device label (with "(virtual)"), and
/// "(published, YEAR)" for reference figures, the path (" · PKCS#11");
/// imported runs say where from (" — from results.json (host)").
QString seriesLabel(const keyward::bench::RunRecord &run);

/// When a run started, in local time ("2026-11-21 19:40:12"): tells apart
/// two runs of one case (stored ones beside this session's).
QString runTime(const keyward::bench::RunRecord &run);

} // namespace keyward::gui::bench
