// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartStyle.h"

#include <QCoreApplication>

#include <qcustomplot.h>

namespace keyward::gui::bench {

QColor seriesColor(int index)
{
    static const QColor palette[] = {
        QColor(0, 114, 178),  QColor(230, 159, 0), QColor(0, 158, 115),  QColor(204, 121, 167),
        QColor(86, 180, 233), QColor(213, 94, 0),  QColor(240, 228, 66), QColor(80, 80, 80)};
    return palette[index % int(std::size(palette))];
}

QCPTextElement *ensureTitle(QCustomPlot *plot)
{
    if (plot->plotLayout()->rowCount() > 1) {
        if (auto *t = qobject_cast<QCPTextElement *>(plot->plotLayout()->element(0, 0))) {
            return t;
        }
    }
    plot->plotLayout()->insertRow(0);
    auto *title =
        new QCPTextElement(plot, QString(), QFont(plot->font().family(), 11, QFont::Bold));
    plot->plotLayout()->addElement(0, 0, title);
    return title;
}

void placeLegendBelow(QCustomPlot *plot, int columns)
{
    plot->axisRect()->insetLayout()->take(plot->legend);
    QCPLayoutGrid *layout = plot->plotLayout();
    const int row = layout->rowCount();
    layout->addElement(row, 0, plot->legend);
    layout->setRowStretchFactor(row, 0.001); // its minimum height; the plot takes the rest
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot->legend->setWrap(columns);
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setMargins(QMargins(8, 0, 8, 4));
    plot->legend->setVisible(true);
}

void applyLatencyScale(QCPAxis *axis, double low, double high)
{
    if (low > 0 && high / low > 30) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        axis->setNumberFormat(QStringLiteral("gb"));
        axis->setRange(low / 2, high * 2);
    } else {
        axis->setScaleType(QCPAxis::stLinear);
        axis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        axis->setNumberFormat(QStringLiteral("g"));
        axis->setRange(0, high > 0 ? high * 1.2 : 1);
    }
}

QString shortLabel(const keyward::bench::RunRecord &run)
{
    QString device = run.path == QLatin1String("cpu-baseline") && !run.published
                         ? QCoreApplication::translate("keyward::gui::bench::Chart", "CPU baseline")
                         : (run.device.model.isEmpty() ? run.device.label() : run.device.model);
    if (run.device.isVirtual) {
        device += QCoreApplication::translate("keyward::gui::bench::Chart", " (virtual)");
    }
    if (run.imported) {
        device += QCoreApplication::translate("keyward::gui::bench::Chart", " (imported)");
    }
    QString what = run.algorithm + QLatin1Char(' ') + run.operation;
    if (run.path == QLatin1String("device-time")) {
        what += QCoreApplication::translate("keyward::gui::bench::Chart", ", device time");
    }
    return device + QLatin1Char('\n') + what;
}

QString chartTitle(const QString &base, const QList<keyward::bench::RunRecord> &runs)
{
    return chartTitle(base, std::any_of(runs.cbegin(), runs.cend(), [](const auto &r) {
                          return r.device.isVirtual && !r.published;
                      }));
}

QString chartTitle(const QString &base, bool anyVirtual)
{
    if (!anyVirtual) {
        return base;
    }
    return base + QCoreApplication::translate(
                      "keyward::gui::bench::Chart",
                      "\nvirtual devices included: software figures, not hardware");
}

QString runTime(const keyward::bench::RunRecord &run)
{
    return run.startedUtc.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString seriesLabel(const keyward::bench::RunRecord &run)
{
    QString label = run.device.label();
    if (run.published) {
        label += QCoreApplication::translate("keyward::gui::bench::Chart", " (published, %1)")
                     .arg(run.publishedYear);
    } else if (run.path == QLatin1String("cpu-baseline")) {
        label = QCoreApplication::translate("keyward::gui::bench::Chart", "CPU baseline");
    }
    if (run.threads > 1) {
        label += QCoreApplication::translate("keyward::gui::bench::Chart", ", %n threads", "",
                                             run.threads);
    }
    if (run.path == QLatin1String("device-time")) {
        // Not comparable with end-to-end figures of the same card: say so.
        label += QCoreApplication::translate("keyward::gui::bench::Chart", ", device time");
    }
    if (run.imported) {
        label +=
            QCoreApplication::translate("keyward::gui::bench::Chart", " — from %1").arg(run.origin);
    }
    return label;
}

} // namespace keyward::gui::bench
