// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Axes of the benchmark charts: categories labelled to fit, value labels placed, scales chosen
// (logarithmic when the values span more than 100×).

#include <QList>
#include <QString>
#include <QStringList>

class QCustomPlot;
class QCPAxis;
class QFont;

namespace keyward::gui::bench {

/// `text` on lines no wider than `width` pixels in `font`, broken between
/// words ('\n' in `text` kept). A word wider than `width` keeps a line of its
/// own (textWidth tells).
QString wrapText(const QString &text, const QFont &font, int width);
/// The widest line of `text` in `font`, pixels.
int textWidth(const QString &text, const QFont &font);

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

/// Value axis for latencies from `low` to `high` (ms): logarithmic when
/// `logarithmic` (and low > 0), else linear from 0.
void applyLatencyScale(QCPAxis *axis, double low, double high, bool logarithmic);

} // namespace keyward::gui::bench
