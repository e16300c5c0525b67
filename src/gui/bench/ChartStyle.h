// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/RunRecord.h"

#include <QColor>
#include <QString>

class QCustomPlot;
class QCPTextElement;
class QCPAxis;

namespace keyward::gui::bench {

/// A distinct colour for series `index` (Okabe–Ito, readable when printed).
QColor seriesColor(int index);

/// Puts a title row above the axis rect (once) and returns it.
QCPTextElement *ensureTitle(QCustomPlot *plot);

/// Moves the legend out of the plot area into a row under it, `columns`
/// entries wide, so it never hides data (call once, after ensureTitle).
void placeLegendBelow(QCustomPlot *plot, int columns);

/// The chart title with " — virtual devices included" when any run is virtual,
/// so a screenshot cannot be mistaken for hardware figures.
QString chartTitle(const QString &base, const QList<keyward::bench::RunRecord> &runs);
/// The same for a chart whose devices are known: the note when `anyVirtual`.
QString chartTitle(const QString &base, bool anyVirtual);

/// Value axis for latencies from `low` to `high` (ms): logarithmic when they span
/// more than a factor of 30 (a card beside a CPU), else linear from 0.
void applyLatencyScale(QCPAxis *axis, double low, double high);

/// Short two-line axis label: "SoftHSM v2 (virtual)\nRSA-2048 sign".
QString shortLabel(const keyward::bench::RunRecord &run);

/// Legend/axis label of a run: device label (with "(virtual)"), and
/// "(published, YEAR)" for reference figures; ", device time" for a card
/// measured over PC/SC; imported runs say where from (" — from results.json (host)").
QString seriesLabel(const keyward::bench::RunRecord &run);

/// When a run started, in local time ("2026-11-21 19:40:12"): tells apart
/// two runs of one case (stored ones beside this session's).
QString runTime(const keyward::bench::RunRecord &run);

} // namespace keyward::gui::bench
