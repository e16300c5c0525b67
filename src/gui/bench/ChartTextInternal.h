// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared by ChartStyle.cpp (the layout pass) and ChartTextBoxes.cpp (what it laid out); not for
// other files.

#include <QRectF>

class QCPItemText;

namespace keyward::gui::bench {

/// The property under which the layout pass keeps the text a legend entry or title shows
/// (wrapped), beside the whole text.
inline constexpr const char *kShownTextProperty = "keywardShownText";

/// Where an item text draws its text, as QCustomPlot places it.
QRectF chartItemTextRect(QCPItemText *item);

} // namespace keyward::gui::bench
