// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared by ChartLayout.cpp (the layout pass), ChartAxes.cpp (value labels) and ChartTextBoxes.cpp
// (what it laid out); not for other files.

#include <QRectF>
#include <QString>

class QObject;

class QCPItemText;

namespace keyward::gui::bench {

/// The property under which the layout pass keeps the text a legend entry or title shows
/// (wrapped), beside the whole text.
inline constexpr const char *kShownTextProperty = "keywardShownText";

/// Where an item text draws its text, as QCustomPlot places it.
QRectF chartItemTextRect(QCPItemText *item);

/// The whole text of `o` when `shown` is what the layout pass showed of it (wrapped), else `shown`
/// (a chart set it since).
QString wholeText(const QObject *o, const QString &shown);
/// Keeps `whole` beside the `shown` (wrapped) text on `o`.
void remember(QObject *o, const QString &whole, const QString &shown);

} // namespace keyward::gui::bench
