// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartExport.h"

#include "ChartLayout.h"

#include <QBuffer>
#include <QSaveFile>
#include <QSvgGenerator>

#include <qcustomplot.h>

namespace keyward::gui::bench {

QByteArray chartSvg(QCustomPlot *plot, int width, int height)
{
    const int w = width > 0 ? width : plot->width();
    const int h = height > 0 ? height : plot->height();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(QSize(w, h));
    generator.setViewBox(QRect(0, 0, w, h));
    generator.setTitle(plot->objectName());
    generator.setDescription(QStringLiteral("Keyward benchmark chart"));
    QCPPainter painter;
    if (!painter.begin(&generator)) {
        return {};
    }
    fitChart(plot, QSize(w, h)); // laid out for the export's size
    // As QCustomPlot::savePdf does: vector output, no cached pixmaps.
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    plot->toPainter(&painter, w, h);
    painter.end();
    fitChart(plot, plot->size());
    return buffer.data();
}

bool saveChartSvg(QCustomPlot *plot, const QString &fileName, int width, int height)
{
    const QByteArray svg = chartSvg(plot, width, height);
    QSaveFile f(fileName);
    return !svg.isEmpty() && f.open(QIODevice::WriteOnly) && f.write(svg) == svg.size() &&
           f.commit();
}

QByteArray chartPng(QCustomPlot *plot, int width, int height, double scale)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    fitChart(plot, QSize(width > 0 ? width : plot->width(), height > 0 ? height : plot->height()));
    const QPixmap pixmap = plot->toPixmap(width, height, scale);
    fitChart(plot, plot->size()); // and for the widget again
    if (pixmap.isNull() || !pixmap.save(&buffer, "PNG")) {
        return {};
    }
    return bytes;
}

} // namespace keyward::gui::bench
