// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

class QCustomPlot;

namespace keyward::gui::bench {

/// Export size used when a chart is saved or put into a report and the
/// caller does not choose one: wide enough for the legends, readable printed.
constexpr int kExportWidth = 1100;
constexpr int kExportHeight = 620;

/// `plot` as an SVG document (QSvgGenerator, vector output), `width` ×
/// `height` pixels; 0 takes the widget's current size.
QByteArray chartSvg(QCustomPlot *plot, int width = 0, int height = 0);
bool saveChartSvg(QCustomPlot *plot, const QString &fileName, int width = 0, int height = 0);
/// `plot` as PNG bytes (for reports), `scale` times the pixel size.
QByteArray chartPng(QCustomPlot *plot, int width, int height, double scale = 1.0);

} // namespace keyward::gui::bench
