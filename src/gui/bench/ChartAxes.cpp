// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartAxes.h"
#include "ChartTextInternal.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QtMath>

#include <qcustomplot.h>

#include <algorithm>

namespace keyward::gui::bench {

QString wrapText(const QString &text, const QFont &font, int width)
{
    const QFontMetrics metrics(font);
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
    return lines.join(QLatin1Char('\n'));
}

int textWidth(const QString &text, const QFont &font)
{
    return QFontMetrics(font).boundingRect(0, 0, 0, 0, Qt::TextDontClip, text).width();
}

bool spansDecades(double low, double high)
{
    return low > 0 && high / low > kLogarithmicSpan;
}

QString scaledAxisLabel(const QString &base, bool logarithmic)
{
    return logarithmic
               ? base + QCoreApplication::translate("keyward::gui::bench::Chart", " (logarithmic)")
               : base;
}

QString fitCategoryAxis(QCPAxis *axis, const QList<Category> &categories, int uprightLength)
{
    const QRect viewport = axis->parentPlot()->viewport();
    // The room of each label: its stretch of the axis, and for the first and
    // last no further than the widget's border (QCustomPlot leaves out a
    // label that would cross it).
    QList<int> room;
    for (const Category &c : categories) {
        const double a = axis->coordToPixel(c.from);
        const double b = axis->coordToPixel(c.to);
        const double k = axis->coordToPixel(c.key);
        const double half =
            std::min({std::abs(b - a) / 2.0, k - viewport.left() - 2, viewport.right() - k - 2});
        room << std::max(0, int(2 * half) - 6);
    }
    auto apply = [&](const QStringList &labels, double rotation, int points) {
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        for (qsizetype i = 0; i < categories.size(); ++i) {
            ticker->addTick(categories.at(i).key, labels.at(i));
        }
        axis->setTicker(ticker);
        axis->setTickLabelRotation(rotation);
        QFont font = axis->tickLabelFont();
        font.setPointSize(points);
        axis->setTickLabelFont(font);
    };
    QFont font = axis->tickLabelFont();
    for (int points : {8, 7}) { // side by side
        font.setPointSize(points);
        QStringList labels;
        bool fits = true;
        for (qsizetype i = 0; i < categories.size() && fits; ++i) {
            const QString text =
                wrapText(categories.at(i).parts.join(QLatin1Char('\n')), font, room.at(i));
            fits = textWidth(text, font) <= room.at(i) && text.count(QLatin1Char('\n')) < 5;
            labels << text;
        }
        if (fits) {
            apply(labels, 0, points);
            return {};
        }
    }
    for (int points : {8, 7}) { // upright: lines side by side
        font.setPointSize(points);
        const int line = QFontMetrics(font).lineSpacing();
        QStringList labels;
        bool fits = true;
        for (qsizetype i = 0; i < categories.size() && fits; ++i) {
            // On one line when it is short enough, else a line per part.
            const QString one = categories.at(i).parts.join(QStringLiteral(" · "));
            const QString parts =
                wrapText(categories.at(i).parts.join(QLatin1Char('\n')), font, uprightLength);
            if (textWidth(one, font) <= uprightLength && line <= room.at(i)) {
                labels << one;
            } else if (textWidth(parts, font) <= uprightLength &&
                       (parts.count(QLatin1Char('\n')) + 1) * line <= room.at(i)) {
                labels << parts;
            } else {
                fits = false;
            }
        }
        if (fits) {
            apply(labels, -90, points);
            return {};
        }
    }
    // Numbered, the labels in a key.
    QStringList numbers;
    QStringList key;
    for (qsizetype i = 0; i < categories.size(); ++i) {
        numbers << QString::number(i + 1);
        key << QStringLiteral("%1: %2").arg(i + 1).arg(
            categories.at(i).parts.join(QStringLiteral(", ")));
    }
    apply(numbers, 0, 8);
    return key.join(QStringLiteral(" · "));
}

void fitValueLabels(QCustomPlot *plot, QCPAxis *keyAxis, QCPAxis *valueAxis, double slot,
                    double lower, double upper)
{
    QList<QCPItemText *> labels;
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *t = qobject_cast<QCPItemText *>(plot->item(i));
        if (t && t->objectName() == QLatin1String("valueLabel") &&
            t->position->keyAxis() == keyAxis && t->position->valueAxis() == valueAxis) {
            labels << t;
        }
    }
    valueAxis->setRange(lower, upper);
    if (labels.isEmpty()) {
        return;
    }
    const double slotPixels = std::abs(keyAxis->coordToPixel(slot) - keyAxis->coordToPixel(0)) - 2;
    int widest = 0;  // side by side, on their lines
    int tallest = 0; // upright, on their lines
    int line = 0;    // upright, on one line
    for (QCPItemText *t : std::as_const(labels)) {
        const QString whole = wholeText(t, t->text());
        const QFontMetrics m(t->font());
        const QRect r = m.boundingRect(0, 0, 0, 0, Qt::TextDontClip, whole);
        widest = std::max(widest, r.width() + 4);
        tallest = std::max(tallest, r.height());
        line = std::max(line, m.height());
    }
    enum
    {
        SideBySide,
        Upright,
        UprightOneLine,
        Hidden
    } mode = Hidden;
    if (widest <= slotPixels) {
        mode = SideBySide;
    } else if (tallest <= slotPixels) {
        mode = Upright;
    } else if (line <= slotPixels) {
        mode = UprightOneLine;
    }
    const double height = valueAxis->axisRect()->rect().height();
    const bool log = valueAxis->scaleType() == QCPAxis::stLogarithmic;
    double top = upper;
    for (QCPItemText *t : std::as_const(labels)) {
        const QString whole = wholeText(t, t->text());
        const QString shown = mode == UprightOneLine
                                  ? QString(whole).replace(QLatin1Char('\n'), QLatin1Char(' '))
                                  : whole;
        t->setText(shown);
        remember(t, whole, shown);
        t->setVisible(mode != Hidden);
        const bool upright = mode == Upright || mode == UprightOneLine;
        t->setRotation(upright ? -90 : 0);
        t->setPositionAlignment(upright ? (Qt::AlignLeft | Qt::AlignVCenter)
                                        : (Qt::AlignHCenter | Qt::AlignBottom));
        // Clear of the dot or the whisker's cap.
        t->setPadding(upright ? QMargins(6, 1, 2, 1) : QMargins(1, 1, 1, 5));
        if (mode == Hidden) {
            continue;
        }
        // How far the label reaches above its anchor, and what range keeps
        // that inside the axis rect.
        const QRect r = QFontMetrics(t->font()).boundingRect(0, 0, 0, 0, Qt::TextDontClip, shown);
        const QMargins pad = t->padding();
        const double reach = (upright ? r.width() + pad.left() + pad.right()
                                      : r.height() + pad.top() + pad.bottom()) +
                             3;
        const double f = 1.0 - reach / std::max(1.0, height);
        const double v = t->position->value();
        if (f < 0.25) { // no room for labels at all: leave them out
            for (QCPItemText *o : std::as_const(labels)) {
                o->setVisible(false);
            }
            valueAxis->setRange(lower, upper);
            return;
        }
        if (log) {
            if (v > lower && lower > 0) {
                top =
                    std::max(top, std::exp(std::log(lower) + (std::log(v) - std::log(lower)) / f));
            }
        } else if (v > lower) {
            top = std::max(top, lower + (v - lower) / f);
        }
    }
    valueAxis->setRange(lower, top);
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
} // namespace keyward::gui::bench
