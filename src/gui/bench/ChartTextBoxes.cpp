// SPDX-License-Identifier: GPL-3.0-or-later
// chartTextBoxes(): every text a chart draws, with its box, as QCustomPlot lays it out.
#include "ChartLayout.h"
#include "ChartTextInternal.h"

#include <QtMath>

#include <qcustomplot.h>

namespace keyward::gui::bench {

namespace {

/// As QCPAxisPainterPrivate::getTickLabelData: the label's text and font
/// (powers of ten drawn as superscripts with "gb" number formats) and its
/// bounds before and after rotation.
struct TickLabelGeometry
{
    QRect total;
    QRect rotated;
};

TickLabelGeometry tickLabelGeometry(const QCPAxis *axis, const QString &text)
{
    QFont base = axis->tickLabelFont();
    if (base.pointSizeF() > 0) {
        base.setPointSizeF(base.pointSizeF() + 0.05); // as QCustomPlot does
    }
    const QString format = axis->numberFormat();
    const bool substitute = format.size() > 1 && format.at(1) == QLatin1Char('b');
    int ePos = -1;
    int eLast = -1;
    bool powers = false;
    if (substitute) {
        ePos = int(text.indexOf(QLatin1Char('e')));
        if (ePos > 0 && text.at(ePos - 1).isDigit()) {
            eLast = ePos;
            while (eLast + 1 < text.size() &&
                   (text.at(eLast + 1) == QLatin1Char('+') ||
                    text.at(eLast + 1) == QLatin1Char('-') || text.at(eLast + 1).isDigit())) {
                ++eLast;
            }
            powers = eLast > ePos;
        }
    }
    TickLabelGeometry g;
    if (powers) {
        QString basePart = text.left(ePos);
        const QString suffix = text.mid(eLast + 1);
        if (axis->scaleType() == QCPAxis::stLogarithmic && basePart == QLatin1String("1")) {
            basePart = QStringLiteral("10");
        } else {
            basePart += QString(QChar(183)) + QStringLiteral("10");
        }
        QString expPart = text.mid(ePos + 1, eLast - ePos);
        while (expPart.size() > 2 && expPart.at(1) == QLatin1Char('0')) {
            expPart.remove(1, 1);
        }
        if (!expPart.isEmpty() && expPart.at(0) == QLatin1Char('+')) {
            expPart.remove(0, 1);
        }
        QFont expFont = axis->tickLabelFont();
        if (expFont.pointSize() > 0) {
            expFont.setPointSize(int(expFont.pointSize() * 0.75));
        } else {
            expFont.setPixelSize(int(expFont.pixelSize() * 0.75));
        }
        const QRect baseBounds =
            QFontMetrics(base).boundingRect(0, 0, 0, 0, Qt::TextDontClip, basePart);
        const QRect expBounds =
            QFontMetrics(expFont).boundingRect(0, 0, 0, 0, Qt::TextDontClip, expPart);
        const QRect suffixBounds =
            suffix.isEmpty()
                ? QRect()
                : QFontMetrics(base).boundingRect(0, 0, 0, 0, Qt::TextDontClip, suffix);
        g.total = baseBounds.adjusted(0, 0, expBounds.width() + suffixBounds.width() + 2, 0);
    } else {
        g.total =
            QFontMetrics(base).boundingRect(0, 0, 0, 0, Qt::TextDontClip | Qt::AlignHCenter, text);
    }
    g.total.moveTopLeft(QPoint(0, 0));
    g.rotated = g.total;
    if (!qFuzzyIsNull(axis->tickLabelRotation())) {
        QTransform transform;
        transform.rotate(axis->tickLabelRotation());
        g.rotated = transform.mapRect(g.rotated);
    }
    return g;
}

/// As QCPAxisPainterPrivate::getTickLabelDrawOffset (ints, as there).
QPoint tickLabelDrawOffset(const QCPAxis *axis, const QRect &total)
{
    const double rotation = axis->tickLabelRotation();
    const bool doRotation = !qFuzzyIsNull(rotation);
    const bool flip = qFuzzyCompare(qAbs(rotation), 90.0);
    const double radians = rotation / 180.0 * M_PI;
    const QCPAxis::AxisType type = axis->axisType();
    const bool outside = axis->tickLabelSide() == QCPAxis::lsOutside;
    const double w = total.width();
    const double h = total.height();
    int x = 0;
    int y = 0;
    if ((type == QCPAxis::atLeft && outside) || (type == QCPAxis::atRight && !outside)) {
        if (doRotation) {
            if (rotation > 0) {
                x = int(-qCos(radians) * w);
                y = int(flip ? -w / 2.0 : -qSin(radians) * w - qCos(radians) * h / 2.0);
            } else {
                x = int(-qCos(-radians) * w - qSin(-radians) * h);
                y = int(flip ? +w / 2.0 : +qSin(-radians) * w - qCos(-radians) * h / 2.0);
            }
        } else {
            x = int(-w);
            y = int(-h / 2.0);
        }
    } else if ((type == QCPAxis::atRight && outside) || (type == QCPAxis::atLeft && !outside)) {
        if (doRotation) {
            if (rotation > 0) {
                x = int(+qSin(radians) * h);
                y = int(flip ? -w / 2.0 : -qCos(radians) * h / 2.0);
            } else {
                x = 0;
                y = int(flip ? +w / 2.0 : -qCos(-radians) * h / 2.0);
            }
        } else {
            x = 0;
            y = int(-h / 2.0);
        }
    } else if ((type == QCPAxis::atTop && outside) || (type == QCPAxis::atBottom && !outside)) {
        if (doRotation) {
            if (rotation > 0) {
                x = int(-qCos(radians) * w + qSin(radians) * h / 2.0);
                y = int(-qSin(radians) * w - qCos(radians) * h);
            } else {
                x = int(-qSin(-radians) * h / 2.0);
                y = int(-qCos(-radians) * h);
            }
        } else {
            x = int(-w / 2.0);
            y = int(-h);
        }
    } else {
        if (doRotation) {
            if (rotation > 0) {
                x = int(+qSin(radians) * h / 2.0);
                y = 0;
            } else {
                x = int(-qCos(-radians) * w - qSin(-radians) * h / 2.0);
                y = int(+qSin(-radians) * w);
            }
        } else {
            x = int(-w / 2.0);
            y = 0;
        }
    }
    return QPoint(x, y);
}

void addAxisText(QCustomPlot *plot, QCPAxis *axis, QList<ChartTextBox> &out)
{
    if (!axis->realVisibility()) {
        return;
    }
    const QRect rect = axis->axisRect()->rect();
    const QRect viewport = plot->viewport();
    const QCPAxis::AxisType type = axis->axisType();
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    const bool outside = axis->tickLabelSide() == QCPAxis::lsOutside;
    int margin = std::max(0, std::max(axis->tickLengthOut(), axis->subTickLengthOut()));
    int labelsSize = 0;
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    if (axis->ticks() && axis->tickLabels() && !labels.isEmpty()) {
        if (outside) {
            margin += axis->tickLabelPadding();
        }
        const int distance = outside ? margin
                                     : -(std::max(axis->tickLengthIn(), axis->subTickLengthIn()) +
                                         axis->tickLabelPadding());
        const int offset = axis->offset();
        for (qsizetype i = 0; i < std::min(ticks.size(), labels.size()); ++i) {
            const QString &text = labels.at(i);
            if (text.isEmpty()) {
                continue;
            }
            const double position = axis->coordToPixel(ticks.at(i));
            QPointF anchor;
            switch (type) {
            case QCPAxis::atLeft:
                anchor = QPointF(rect.left() - distance - offset, position);
                break;
            case QCPAxis::atRight:
                anchor = QPointF(rect.right() + distance + offset, position);
                break;
            case QCPAxis::atTop:
                anchor = QPointF(position, rect.top() - distance - offset);
                break;
            case QCPAxis::atBottom:
                anchor = QPointF(position, rect.bottom() + distance + offset);
                break;
            }
            const TickLabelGeometry g = tickLabelGeometry(axis, text);
            const QPointF topLeft =
                anchor + QPointF(tickLabelDrawOffset(axis, g.total)) + QPointF(g.rotated.topLeft());
            ChartTextBox box;
            box.kind = QStringLiteral("tick label");
            box.text = text;
            box.rect = QRectF(topLeft, QSizeF(g.rotated.size()));
            box.room = outside ? QRectF(viewport) : QRectF(rect);
            if (outside) {
                box.drawn = horizontal ? !(box.rect.right() > viewport.right() ||
                                           box.rect.left() < viewport.left())
                                       : !(box.rect.bottom() > viewport.bottom() ||
                                           box.rect.top() < viewport.top());
            }
            if (box.drawn) {
                labelsSize =
                    std::max(labelsSize, horizontal ? g.rotated.height() : g.rotated.width());
            }
            out << box;
        }
        if (outside) {
            margin += labelsSize;
        }
    }
    if (axis->label().isEmpty()) {
        return;
    }
    margin += axis->labelPadding();
    const QRect bounds =
        QFontMetrics(axis->labelFont()).boundingRect(0, 0, 0, 0, Qt::TextDontClip, axis->label());
    const int offset = axis->offset();
    QRectF r;
    switch (type) {
    case QCPAxis::atLeft:
        r = QRectF(rect.left() - offset - margin - bounds.height(),
                   rect.center().y() - bounds.width() / 2.0, bounds.height(), bounds.width());
        break;
    case QCPAxis::atRight:
        r = QRectF(rect.right() + offset + margin, rect.center().y() - bounds.width() / 2.0,
                   bounds.height(), bounds.width());
        break;
    case QCPAxis::atTop:
        r = QRectF(rect.center().x() - bounds.width() / 2.0,
                   rect.top() - offset - margin - bounds.height(), bounds.width(), bounds.height());
        break;
    case QCPAxis::atBottom:
        r = QRectF(rect.center().x() - bounds.width() / 2.0, rect.bottom() + offset + margin,
                   bounds.width(), bounds.height());
        break;
    }
    out << ChartTextBox{QStringLiteral("axis label"), axis->label(), r, QRectF(viewport), true};
}

void addLayoutText(QCustomPlot *plot, QCPLayoutElement *element, QList<ChartTextBox> &out)
{
    if (!element || !element->realVisibility()) {
        return;
    }
    const QRectF viewport(plot->viewport());
    if (auto *legend = qobject_cast<QCPLegend *>(element)) {
        for (int i = 0; i < legend->itemCount(); ++i) {
            auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(i));
            if (!item || !item->realVisibility()) {
                continue;
            }
            const QVariant shown = item->property(kShownTextProperty);
            const QString text = shown.isValid() ? shown.toString() : item->plottable()->name();
            const QSize icon = legend->iconSize();
            const QRect textRect =
                QFontMetrics(item->font())
                    .boundingRect(0, 0, 0, icon.height(), Qt::TextDontClip, text);
            const QRectF r(item->rect().x() + icon.width() + legend->iconTextPadding(),
                           item->rect().y(), textRect.width(), textRect.height());
            out << ChartTextBox{QStringLiteral("legend"), text, r,
                                QRectF(item->outerRect()).intersected(viewport), true};
        }
        return;
    }
    if (auto *text = qobject_cast<QCPTextElement *>(element)) {
        if (text->text().isEmpty()) {
            return;
        }
        const QRect r =
            QFontMetrics(text->font()).boundingRect(text->rect(), text->textFlags(), text->text());
        const QString name = text->objectName();
        const QString kind = name == QLatin1String("chartNote")     ? QStringLiteral("note")
                             : name == QLatin1String("categoryKey") ? QStringLiteral("key")
                                                                    : QStringLiteral("title");
        out << ChartTextBox{kind, text->text(), QRectF(r), viewport, true};
        return;
    }
    if (auto *axisRect = qobject_cast<QCPAxisRect *>(element)) {
        for (QCPAxis *axis : axisRect->axes()) {
            addAxisText(plot, axis, out);
        }
        addLayoutText(plot, axisRect->insetLayout(), out);
        return;
    }
    if (auto *layout = qobject_cast<QCPLayout *>(element)) {
        for (int i = 0; i < layout->elementCount(); ++i) {
            addLayoutText(plot, layout->elementAt(i), out);
        }
    }
}

} // namespace

QList<ChartTextBox> chartTextBoxes(QCustomPlot *plot)
{
    QList<ChartTextBox> out;
    addLayoutText(plot, plot->plotLayout(), out);
    const QRectF viewport(plot->viewport());
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *item = qobject_cast<QCPItemText *>(plot->item(i));
        if (!item || !item->realVisibility() || item->text().isEmpty()) {
            continue;
        }
        const QString name = item->objectName();
        ChartTextBox box;
        box.kind = name == QLatin1String("valueLabel")   ? QStringLiteral("value label")
                   : name == QLatin1String("emptyState") ? QStringLiteral("empty state")
                                                         : QStringLiteral("label");
        box.text = item->text();
        box.rect = chartItemTextRect(item);
        box.room = item->clipToAxisRect() && item->clipAxisRect()
                       ? QRectF(item->clipAxisRect()->rect()).intersected(viewport)
                       : viewport;
        out << box;
    }
    return out;
}

} // namespace keyward::gui::bench
