// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Laying a chart out for its size: title, note and key rows, the empty state, the legend, and
// the pass (fitChart) that wraps them to the width; what it drew, for tests (chartTextBoxes).

#include <QList>
#include <QRectF>
#include <QString>

#include <functional>

class QCustomPlot;
class QCPTextElement;
class QCPAxis;
class QSize;

namespace keyward::gui::bench {

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

/// Moves the legend out of the plot area into a row under it, `columns`
/// entries wide, so it never hides data (call once, after ensureTitle).
void placeLegendBelow(QCustomPlot *plot, int columns);

/// As many legend columns as the longest entry leaves room for in `width`
/// pixels (at least one); an entry longer than the width wraps onto more
/// lines instead of being cut (a plottable's "legendText" property, when set,
/// is shown instead of its name). fitChart calls it on every layout.
void fitLegend(QCustomPlot *plot, int width);

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
