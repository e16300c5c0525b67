// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartStyle.h"

#include <QCoreApplication>
#include <QHash>

#include <qcustomplot.h>

namespace keyward::gui::bench {

QColor seriesColor(int index)
{
    static const QColor palette[] = {
        QColor(0, 114, 178),  QColor(230, 159, 0), QColor(0, 158, 115),  QColor(204, 121, 167),
        QColor(86, 180, 233), QColor(213, 94, 0),  QColor(240, 228, 66), QColor(80, 80, 80)};
    return palette[index % int(std::size(palette))];
}

QString deviceKey(const keyward::bench::RunRecord &run)
{
    if (run.published) {
        return QStringLiteral("published:") + run.device.vendor + QLatin1Char('/') +
               run.device.model;
    }
    if (run.path == QLatin1String("cpu-baseline")) {
        return QStringLiteral("cpu-baseline");
    }
    if (!run.device.id.isEmpty()) {
        return run.device.id;
    }
    return run.device.vendor + QLatin1Char('/') + run.device.model +
           (run.device.isVirtual ? QStringLiteral("/virtual") : QString());
}

QColor deviceColor(const keyward::bench::RunRecord &run)
{
    // GUI thread only, as every chart: first seen, first colour.
    static QHash<QString, int> assigned;
    const QString key = deviceKey(run);
    auto it = assigned.find(key);
    if (it == assigned.end()) {
        it = assigned.insert(key, int(assigned.size()));
    }
    return seriesColor(it.value());
}

QString pathLabel(const keyward::bench::RunRecord &run)
{
    const char *ctx = "keyward::gui::bench::Chart";
    if (run.published) {
        return QCoreApplication::translate(ctx, "published: end to end through GnuPG");
    }
    if (run.path == QLatin1String("end-to-end")) {
        return QCoreApplication::translate(ctx, "end to end through gpg-agent");
    }
    if (run.path == QLatin1String("device-time")) {
        return QCoreApplication::translate(ctx, "device time over PC/SC");
    }
    if (run.path == QLatin1String("pkcs11")) {
        return QCoreApplication::translate(ctx, "PKCS#11");
    }
    if (run.path == QLatin1String("cpu-baseline")) {
        return QCoreApplication::translate(ctx, "OpenSSL in process");
    }
    return run.path;
}

QPen virtualPen(const QColor &color)
{
    QPen pen(color.darker(160), 2, Qt::DashLine);
    return pen;
}

namespace {
QCPItemText *emptyItem(QCustomPlot *plot)
{
    for (int i = 0; i < plot->itemCount(); ++i) {
        if (auto *t = qobject_cast<QCPItemText *>(plot->item(i));
            t && t->objectName() == QLatin1String("emptyState")) {
            return t;
        }
    }
    return nullptr;
}

QCPTextElement *noteElement(QCustomPlot *plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    for (int i = 0; i < layout->elementCount(); ++i) {
        if (auto *t = qobject_cast<QCPTextElement *>(layout->elementAt(i));
            t && t->objectName() == QLatin1String("chartNote")) {
            return t;
        }
    }
    return nullptr;
}
} // namespace

void setEmptyState(QCustomPlot *plot, const QString &text)
{
    QCPItemText *item = emptyItem(plot);
    const bool empty = !text.isEmpty();
    if (empty && !item) {
        item = new QCPItemText(plot);
        item->setObjectName(QStringLiteral("emptyState"));
        item->position->setType(QCPItemPosition::ptAxisRectRatio);
        item->position->setCoords(0.5, 0.5);
        item->setPositionAlignment(Qt::AlignCenter);
        item->setFont(QFont(plot->font().family(), 11));
        item->setColor(QColor(90, 90, 90));
        item->setClipToAxisRect(false);
    }
    if (item) {
        item->setText(text);
        item->setVisible(empty);
    }
    for (QCPAxis *axis : plot->axisRect()->axes()) {
        if (axis == plot->xAxis || axis == plot->yAxis) {
            axis->setVisible(!empty);
        }
    }
    plot->legend->setVisible(!empty && plot->legend->itemCount() > 0);
    // An empty legend row would narrow the whole layout to its few pixels
    // (a grid without entries has no width to give): out while empty, back
    // under the axis rect when there is something to list.
    QCPLayoutGrid *layout = plot->plotLayout();
    QCPLegend *legend = plot->legend;
    if (empty && legend->layout() == layout) {
        layout->take(legend);
        layout->simplify();
    } else if (!empty && !legend->layout()) {
        for (int row = 0; row < layout->rowCount(); ++row) {
            if (layout->element(row, 0) == plot->axisRect()) {
                layout->insertRow(row + 1);
                layout->addElement(row + 1, 0, legend);
                layout->setRowStretchFactor(row + 1, 0.001);
                break;
            }
        }
    }
}

QString emptyStateText(QCustomPlot *plot)
{
    QCPItemText *item = emptyItem(plot);
    return item && item->visible() ? item->text() : QString();
}

void setChartNote(QCustomPlot *plot, const QString &text)
{
    QCPTextElement *note = noteElement(plot);
    if (!note) {
        if (text.isEmpty()) {
            return;
        }
        QCPLayoutGrid *layout = plot->plotLayout();
        const int row = layout->rowCount();
        note = new QCPTextElement(plot, QString(), QFont(plot->font().family(), 7));
        note->setObjectName(QStringLiteral("chartNote"));
        note->setTextColor(QColor(70, 70, 70));
        note->setMargins(QMargins(8, 2, 8, 4));
        layout->addElement(row, 0, note);
        layout->setRowStretchFactor(row, 0.001);
    }
    // Wrapped to the chart's width (a citation is longer than one line).
    const QFontMetrics metrics(note->font());
    const int width = std::max(400, std::min(plot->width(), 1100) - 24);
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString &word : paragraph.split(QLatin1Char(' '))) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
                lines << line;
                line = word;
            } else {
                line = longer;
            }
        }
        lines << line;
    }
    note->setText(lines.join(QLatin1Char('\n')));
    note->setVisible(!text.isEmpty());
}

QString chartNote(QCustomPlot *plot)
{
    QCPTextElement *note = noteElement(plot);
    return note ? note->text() : QString();
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

namespace {
/// Refits the legend's columns when its chart is resized.
class LegendFitter : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize) {
            auto *plot = static_cast<QCustomPlot *>(watched);
            fitLegend(plot, plot->width());
        }
        return false;
    }
};
} // namespace

void fitLegend(QCustomPlot *plot, int width)
{
    QCPLegend *legend = plot->legend;
    const QFontMetrics metrics(legend->font());
    int widest = 0;
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(i))) {
            widest = std::max(widest, metrics.horizontalAdvance(item->plottable()->name()));
        }
    }
    // Icon (32 px by default), its padding and the column spacing.
    const int entry = widest + legend->iconSize().width() + legend->iconTextPadding() + 24;
    const int columns = std::max(1, (width - 16) / std::max(1, entry));
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // rearranges the entries
}

void placeLegendBelow(QCustomPlot *plot, int columns)
{
    plot->installEventFilter(new LegendFitter(plot));
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

void applyLatencyScale(QCPAxis *axis, double low, double high, bool logarithmic)
{
    if (logarithmic && low > 0 && high > low) {
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
    const QString what = run.algorithm + QLatin1Char(' ') + run.operation;
    return device + QLatin1Char('\n') + what + QLatin1Char('\n') + pathLabel(run);
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
    // How it was measured: a device-time figure is not comparable with an
    // end-to-end one of the same card, nor OpenSSL in process with GnuPG.
    label += QStringLiteral(" · ") +
             (run.published ? QCoreApplication::translate("keyward::gui::bench::Chart",
                                                          "end to end through GnuPG")
                            : pathLabel(run));
    if (run.imported) {
        label +=
            QCoreApplication::translate("keyward::gui::bench::Chart", " — from %1").arg(run.origin);
    }
    return label;
}

} // namespace keyward::gui::bench
