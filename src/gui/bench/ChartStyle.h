// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/RunRecord.h"

#include <QColor>
#include <QList>
#include <QPen>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <functional>

class QAbstractButton;
class QCustomPlot;
class QCPTextElement;
class QCPAxis;
class QFont;
class QSize;

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

/// An empty chart: axes and legend hidden, `text` in the middle (wrapped to
/// the chart's width). An empty `text` shows the axes again. The text item
/// is named "emptyState".
void setEmptyState(QCustomPlot *plot, const QString &text);
/// The empty-state text shown (whole, as set), or an empty string.
QString emptyStateText(QCustomPlot *plot);

/// A note row under the chart (sources of published figures), wrapped to the
/// chart's width; empty removes its text. Part of every export. Keep it
/// short: full citations and what is not drawn belong in the report.
void setChartNote(QCustomPlot *plot, const QString &text);
/// The note as set (whole, not wrapped).
QString chartNote(QCustomPlot *plot);

/// Puts a title row above the axis rect (once) and returns it. The chart is
/// laid out again (fitChart) whenever it is resized.
QCPTextElement *ensureTitle(QCustomPlot *plot);
/// The title as set (whole: fitChart wraps the one shown to the width).
QString titleText(QCustomPlot *plot);

/// The key of a category axis whose labels did not fit even upright: a row
/// under the plot ("1: RSA-2048 sign, PKCS#11 · 2: …"); empty removes it.
void setCategoryKey(QCustomPlot *plot, const QString &text);
QString categoryKey(QCustomPlot *plot);

/// The axis label as set (fitChart wraps the one shown to the axis' length).
QString axisLabelText(QCPAxis *axis);

/// `text` on lines no wider than `width` pixels in `font`, broken between
/// words ('\n' in `text` kept). A word wider than `width` keeps a line of its
/// own (textWidth tells).
QString wrapText(const QString &text, const QFont &font, int width);
/// The widest line of `text` in `font`, pixels.
int textWidth(const QString &text, const QFont &font);

/// Lays `plot` out for its viewport: titles, notes, keys and the empty state
/// wrapped to the width, legend entries wrapped and in as many columns as fit,
/// axis labels wrapped to their axis, text labels turned inward where they
/// would leave their axis rect, then what the chart adds (setChartFitter).
/// Charts call it after each redraw; a resize calls it (see ensureTitle).
void fitChart(QCustomPlot *plot);
/// The same for an export `size`: the viewport is set to it. Call
/// fitChart(plot, plot->size()) after the export.
void fitChart(QCustomPlot *plot, const QSize &size);
/// What `plot` adds to fitChart, run with the layout done (axis rects have
/// their size): category labels, value labels, ranges that leave room.
void setChartFitter(QCustomPlot *plot, std::function<void()> fitter);

/// Values further apart than this factor get a logarithmic axis by themselves.
constexpr double kLogarithmicSpan = 100;
/// Whether `low` to `high` (both > 0) span more than kLogarithmicSpan.
bool spansDecades(double low, double high);
/// `base` with " (logarithmic)" when `logarithmic`: the axis says how it is scaled.
QString scaledAxisLabel(const QString &base, bool logarithmic);

/// A category on an axis of categories: its tick, the stretch of the axis it
/// may use (plot coordinates) and its label's parts ("RSA-2048 sign",
/// "PKCS#11"): on lines of their own side by side, on one line upright.
struct Category
{
    double key = 0;
    double from = 0;
    double to = 0;
    QStringList parts;
};
/// The labels of `categories` on `axis`: side by side, wrapped to the room of
/// each, when they fit (8 pt, else 7 pt); else upright (turned 90°), wrapped
/// to at most `uprightLength` pixels; else numbered 1, 2, … with the whole
/// labels returned as a key for setCategoryKey (empty when they fit).
QString fitCategoryAxis(QCPAxis *axis, const QList<Category> &categories, int uprightLength);

/// The value labels (text items named "valueLabel") placed on `valueAxis`
/// over bars `slot` plot units apart on `keyAxis`: side by side when the
/// widest fits over its bar, else upright, else left out (the values are in
/// the report's tables). The value axis then reaches from `lower` to at least
/// `upper`, and far enough for every label to stay inside the axis rect.
void fitValueLabels(QCustomPlot *plot, QCPAxis *keyAxis, QCPAxis *valueAxis, double slot,
                    double lower, double upper);

/// Moves the legend out of the plot area into a row under it, `columns`
/// entries wide, so it never hides data (call once, after ensureTitle).
void placeLegendBelow(QCustomPlot *plot, int columns);

/// As many legend columns as the longest entry leaves room for in `width`
/// pixels (at least one); an entry longer than the width wraps onto more
/// lines instead of being cut (a plottable's "legendText" property, when set,
/// is shown instead of its name). fitChart calls it on every layout.
void fitLegend(QCustomPlot *plot, int width);

/// The chart title with " — virtual devices included" when any run is virtual,
/// so a screenshot cannot be mistaken for hardware figures.
QString chartTitle(const QString &base, const QList<keyward::bench::RunRecord> &runs);
/// The same for a chart whose devices are known: the note when `anyVirtual`.
QString chartTitle(const QString &base, bool anyVirtual);

/// Value axis for latencies from `low` to `high` (ms): logarithmic when
/// `logarithmic` (and low > 0), else linear from 0.
void applyLatencyScale(QCPAxis *axis, double low, double high, bool logarithmic);

/// Legend/axis label of a run: device label (with "(virtual)"), and
/// "(published, YEAR)" for reference figures, the path (" · PKCS#11");
/// imported runs say where from (" — from results.json (host)").
QString seriesLabel(const keyward::bench::RunRecord &run);

/// When a run started, in local time ("2026-11-21 19:40:12"): tells apart
/// two runs of one case (stored ones beside this session's).
QString runTime(const keyward::bench::RunRecord &run);

/// A piece of text as a chart draws it, in the chart's pixels, after a
/// replot at the size in question.
struct ChartTextBox
{
    /// "title", "note", "key", "axis label", "tick label", "value label",
    /// "label" (other text items), "empty state", "legend".
    QString kind;
    QString text;
    QRectF rect; ///< where the text is drawn
    /// What it must stay inside to be read whole: the widget; for a text item
    /// clipped to its axis rect that rect; for a legend entry its cell.
    QRectF room;
    /// False for a tick label QCustomPlot leaves out because it would cross
    /// the widget's border (its rect is where it would have been).
    bool drawn = true;
};

/// Every text `plot` draws as laid out by its last replot: titles and notes,
/// axis and tick labels (from the axes' tick vectors, fonts, rotation and
/// paddings, as QCustomPlot places them), text items (value labels, empty
/// state) and legend entries. For tests and screenshots.
QList<ChartTextBox> chartTextBoxes(QCustomPlot *plot);

} // namespace keyward::gui::bench
