// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/RunRecord.h"

#include <QColor>
#include <QList>
#include <QPen>
#include <QString>

class QCustomPlot;

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

/// The chart title with " — virtual devices included" when any run is virtual,
/// so a screenshot cannot be mistaken for hardware figures.
QString chartTitle(const QString &base, const QList<keyward::bench::RunRecord> &runs);
/// The same for a chart whose devices are known: the note when `anyVirtual`.
QString chartTitle(const QString &base, bool anyVirtual);

/// Legend/axis label of a run: device label (with "(virtual)"), and
/// "(published, YEAR)" for reference figures, the path (" · PKCS#11");
/// imported runs say where from (" — from results.json (host)").
QString seriesLabel(const keyward::bench::RunRecord &run);

/// When a run started, in local time ("2026-11-21 19:40:12"): tells apart
/// two runs of one case (stored ones beside this session's).
QString runTime(const keyward::bench::RunRecord &run);

} // namespace keyward::gui::bench
