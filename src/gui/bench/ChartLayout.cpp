// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartLayout.h"
#include "ChartAxes.h"
#include "ChartTextInternal.h"

#include <QCoreApplication>
#include <QResizeEvent>
#include <QtMath>

#include <qcustomplot.h>

namespace keyward::gui::bench {

// fitChart shows wrapped text and keeps the whole one: what a chart set
// last is whole, unless it is what fitChart showed.
constexpr const char *kWhole = "keywardWholeText";

QString wholeText(const QObject *o, const QString &shown)
{
    const QVariant whole = o->property(kWhole);
    return whole.isValid() && o->property(kShownTextProperty).toString() == shown ? whole.toString()
                                                                                  : shown;
}

void remember(QObject *o, const QString &whole, const QString &shown)
{
    o->setProperty(kWhole, whole);
    o->setProperty(kShownTextProperty, shown);
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

QCPTextElement *rowElement(QCustomPlot *plot, const QString &name)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    for (int i = 0; i < layout->elementCount(); ++i) {
        if (auto *t = qobject_cast<QCPTextElement *>(layout->elementAt(i));
            t && t->objectName() == name) {
            return t;
        }
    }
    return nullptr;
}

bool contains(QCPLayoutElement *element, QCPLayoutElement *wanted)
{
    if (element == wanted) {
        return true;
    }
    if (auto *layout = qobject_cast<QCPLayout *>(element);
        layout && !qobject_cast<QCPLegend *>(element)) {
        for (int i = 0; i < layout->elementCount(); ++i) {
            if (layout->elementAt(i) && contains(layout->elementAt(i), wanted)) {
                return true;
            }
        }
    }
    return false;
}

/// The row of the plot layout with the axis rect (or the grid of panels it
/// is in); -1 when it is not in the layout.
int axisRow(QCustomPlot *plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    for (int row = 0; row < layout->rowCount(); ++row) {
        if (layout->element(row, 0) && contains(layout->element(row, 0), plot->axisRect())) {
            return row;
        }
    }
    return -1;
}

/// A legend entry whose text wraps to a width (QCPPlottableLegendItem draws
/// its plottable's name on one line, cut by its cell when the legend is
/// narrower).
class WrappedLegendItem : public QCPPlottableLegendItem
{
public:
    using QCPPlottableLegendItem::QCPPlottableLegendItem;

    void setTextWidth(int width)
    {
        m_width = width;
        setProperty(kShownTextProperty, shownText());
    }
    QString shownText() const
    {
        // A chart may show an entry under a shorter text than the plottable's
        // name (property "legendText").
        const QVariant text = mPlottable ? mPlottable->property("legendText") : QVariant();
        const QString name =
            text.isValid() ? text.toString() : (mPlottable ? mPlottable->name() : QString());
        return m_width > 0 ? wrapText(name, getFont(), m_width) : name;
    }

protected:
    // The plottable's own drawing of the entry, with the wrapped name (its
    // icon is drawn by a friend of the plottable only).
    void draw(QCPPainter *painter) override
    {
        const Renamed renamed(mPlottable, shownText());
        QCPPlottableLegendItem::draw(painter);
    }
    QSize minimumOuterSizeHint() const override
    {
        const Renamed renamed(mPlottable, shownText());
        return QCPPlottableLegendItem::minimumOuterSizeHint();
    }

private:
    struct Renamed
    {
        Renamed(QCPAbstractPlottable *p, const QString &name)
            : plottable(p)
            , whole(p ? p->name() : QString())
        {
            if (plottable) {
                plottable->setName(name);
            }
        }
        ~Renamed()
        {
            if (plottable) {
                plottable->setName(whole);
            }
        }
        Renamed(const Renamed &) = delete;
        Renamed &operator=(const Renamed &) = delete;
        QCPAbstractPlottable *plottable;
        QString whole;
    };
    int m_width = 0;
};

/// Lays the chart out again on every resize, and holds what the chart adds.
class ChartFitter : public QObject
{
public:
    explicit ChartFitter(QCustomPlot *plot)
        : QObject(plot)
    {
        setObjectName(QStringLiteral("keywardChartFitter"));
        plot->installEventFilter(this);
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize) {
            // Before QCustomPlot's own resizeEvent (which replots, queued).
            auto *plot = static_cast<QCustomPlot *>(watched);
            plot->setViewport(QRect(QPoint(0, 0), static_cast<QResizeEvent *>(event)->size()));
            fitChart(plot);
        }
        return false;
    }
    std::function<void()> fitter;
};

ChartFitter *chartFitter(QCustomPlot *plot)
{
    auto *o = plot->findChild<QObject *>(QStringLiteral("keywardChartFitter"),
                                         Qt::FindDirectChildrenOnly);
    return o ? static_cast<ChartFitter *>(o) : new ChartFitter(plot);
}

void layOut(QCustomPlot *plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    layout->setOuterRect(plot->viewport());
    layout->update(QCPLayoutElement::upPreparation);
    layout->update(QCPLayoutElement::upMargins);
    layout->update(QCPLayoutElement::upLayout);
}

QCPTextElement *ensureRow(QCustomPlot *plot, const QString &name, int row)
{
    QCPTextElement *element = rowElement(plot, name);
    if (!element) {
        QCPLayoutGrid *layout = plot->plotLayout();
        row = std::clamp(row, 0, layout->rowCount());
        layout->insertRow(row);
        element = new QCPTextElement(plot, QString(), QFont(plot->font().family(), 7));
        element->setObjectName(name);
        element->setTextColor(QColor(70, 70, 70));
        element->setMargins(QMargins(8, 2, 8, 4));
        layout->addElement(row, 0, element);
        layout->setRowStretchFactor(row, 0.001);
    }
    return element;
}

/// The text rows of the plot layout (title, note, key) wrapped to `width`;
/// the note to a readable line length.
void wrapRows(QCustomPlot *plot, int width)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    for (int i = 0; i < layout->elementCount(); ++i) {
        auto *text = qobject_cast<QCPTextElement *>(layout->elementAt(i));
        if (!text) {
            continue;
        }
        const QString whole = wholeText(text, text->text());
        const int room =
            (text->objectName() == QLatin1String("chartNote") ? std::min(width, 1100) : width) -
            text->margins().left() - text->margins().right() - 8;
        const QString shown = wrapText(whole, text->font(), std::max(40, room));
        text->setText(shown);
        remember(text, whole, shown);
    }
}

void wrapAxisLabels(QCustomPlot *plot)
{
    for (QCPAxisRect *rect : plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            const QString whole = wholeText(axis, axis->label());
            if (whole.isEmpty()) {
                continue;
            }
            const int length =
                axis->orientation() == Qt::Horizontal ? rect->width() : rect->height();
            QString shown = whole;
            if (textWidth(whole, axis->labelFont()) > length) {
                // Between its clauses first ("mean latency (ms),⏎lower is better").
                QStringList lines;
                for (const QString &clause : whole.split(QStringLiteral(", "))) {
                    const QString longer = lines.isEmpty()
                                               ? clause
                                               : lines.constLast() + QStringLiteral(", ") + clause;
                    if (!lines.isEmpty() && textWidth(longer, axis->labelFont()) <= length) {
                        lines.last() = longer;
                    } else {
                        if (!lines.isEmpty()) {
                            lines.last() += QLatin1Char(',');
                        }
                        lines << clause;
                    }
                }
                shown = wrapText(lines.join(QLatin1Char('\n')), axis->labelFont(),
                                 std::max(20, length));
            }
            axis->setLabel(shown);
            remember(axis, whole, shown);
        }
    }
}

/// As QCPItemText::getTextDrawPoint.
QPointF textDrawPoint(const QRectF &rect, Qt::Alignment alignment)
{
    QPointF result(0, 0);
    if (alignment == 0 || alignment == (Qt::AlignLeft | Qt::AlignTop)) {
        return result;
    }
    if (alignment.testFlag(Qt::AlignHCenter)) {
        result.rx() -= rect.width() / 2.0;
    } else if (alignment.testFlag(Qt::AlignRight)) {
        result.rx() -= rect.width();
    }
    if (alignment.testFlag(Qt::AlignVCenter)) {
        result.ry() -= rect.height() / 2.0;
    } else if (alignment.testFlag(Qt::AlignBottom)) {
        result.ry() -= rect.height();
    }
    return result;
}

/// Where a text item draws its text, as QCPItemText::draw places it.
QRectF itemTextRect(QCPItemText *item)
{
    const QPointF pos = item->position->pixelPosition();
    QTransform transform;
    transform.translate(pos.x(), pos.y());
    if (!qFuzzyIsNull(item->rotation())) {
        transform.rotate(item->rotation());
    }
    QRect textRect =
        QFontMetrics(item->font())
            .boundingRect(0, 0, 0, 0, Qt::TextDontClip | item->textAlignment(), item->text());
    const QMargins pad = item->padding();
    const QRect boxRect = textRect.adjusted(-pad.left(), -pad.top(), pad.right(), pad.bottom());
    const QPointF drawAt = textDrawPoint(boxRect, item->positionAlignment());
    textRect.moveTopLeft(drawAt.toPoint() + QPoint(pad.left(), pad.top()));
    return transform.mapRect(QRectF(textRect));
}

/// Text labels in a plot (markers' captions) wrapped to their axis rect and
/// turned to the side where they stay inside it.
void fitTextLabels(QCustomPlot *plot)
{
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *item = qobject_cast<QCPItemText *>(plot->item(i));
        if (!item || item->objectName() == QLatin1String("valueLabel") ||
            item->objectName() == QLatin1String("emptyState") || !item->clipToAxisRect() ||
            !item->clipAxisRect()) {
            continue;
        }
        const QRect room = item->clipAxisRect()->rect();
        if (!item->property("keywardAlignment").isValid()) {
            item->setProperty("keywardAlignment", int(item->positionAlignment()));
        }
        const auto base = Qt::Alignment(item->property("keywardAlignment").toInt());
        const QString whole = wholeText(item, item->text());
        const QString shown = wrapText(whole, item->font(), std::max(40, room.width() - 12));
        item->setText(shown);
        remember(item, whole, shown);
        item->setPositionAlignment(base);
        const QRectF r = itemTextRect(item);
        Qt::Alignment h = base & Qt::AlignHorizontal_Mask;
        Qt::Alignment v = base & Qt::AlignVertical_Mask;
        if (r.right() > room.right()) {
            h = Qt::AlignRight;
        } else if (r.left() < room.left()) {
            h = Qt::AlignLeft;
        }
        if (r.top() < room.top()) {
            v = Qt::AlignTop;
        } else if (r.bottom() > room.bottom()) {
            v = Qt::AlignBottom;
        }
        item->setPositionAlignment(h | v);
    }
}

/// Fewer ticks on an axis too short for its labels: as many as fit (never
/// more than its ticker asked for), category axes aside.
void thinTicks(QCustomPlot *plot)
{
    for (QCPAxisRect *rect : plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            QSharedPointer<QCPAxisTicker> ticker = axis->ticker();
            if (!axis->visible() || !ticker || dynamic_cast<QCPAxisTickerText *>(ticker.data())) {
                continue;
            }
            // The count the chart's ticker came with.
            if (axis->property("keywardTicker").value<quintptr>() != quintptr(ticker.data())) {
                axis->setProperty("keywardTicker", QVariant::fromValue(quintptr(ticker.data())));
                axis->setProperty("keywardTickCount", ticker->tickCount());
            }
            const int wanted = axis->property("keywardTickCount").toInt();
            const QFontMetrics metrics(axis->tickLabelFont());
            int each = 0;
            if (axis->orientation() == Qt::Vertical) {
                each = metrics.height() * 2;
            } else {
                for (const QString &label : axis->tickVectorLabels()) {
                    each = std::max(each, metrics.horizontalAdvance(label) + 16);
                }
                each = std::max(each, metrics.horizontalAdvance(QStringLiteral("0.000")) + 16);
            }
            const int length = axis->orientation() == Qt::Vertical ? rect->height() : rect->width();
            const int fit = std::max(2, length / std::max(1, each));
            ticker->setTickCount(std::min(wanted, fit));
        }
    }
}

} // namespace

QRectF chartItemTextRect(QCPItemText *item)
{
    return itemTextRect(item);
}

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
        const QString shown =
            wrapText(text, item->font(), std::max(120, plot->viewport().width() - 60));
        item->setText(shown);
        remember(item, text, shown);
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
    // under the axis rect (and its key) when there is something to list.
    QCPLayoutGrid *layout = plot->plotLayout();
    QCPLegend *legend = plot->legend;
    if (empty && legend->layout() == layout) {
        layout->take(legend);
        layout->simplify();
    } else if (!empty && !legend->layout()) {
        int row = axisRow(plot);
        if (row >= 0) {
            if (row + 1 < layout->rowCount() && layout->element(row + 1, 0) &&
                layout->element(row + 1, 0)->objectName() == QLatin1String("categoryKey")) {
                ++row;
            }
            layout->insertRow(row + 1);
            layout->addElement(row + 1, 0, legend);
            layout->setRowStretchFactor(row + 1, 0.001);
        }
    }
}

QString emptyStateText(QCustomPlot *plot)
{
    QCPItemText *item = emptyItem(plot);
    return item && item->visible() ? wholeText(item, item->text()) : QString();
}

void setChartNote(QCustomPlot *plot, const QString &text)
{
    QCPTextElement *note = rowElement(plot, QStringLiteral("chartNote"));
    if (!note && text.isEmpty()) {
        return;
    }
    note = ensureRow(plot, QStringLiteral("chartNote"), plot->plotLayout()->rowCount());
    // Wrapped to the chart's width (a citation is longer than one line).
    const QString shown =
        wrapText(text, note->font(), std::max(40, std::min(plot->viewport().width(), 1100) - 24));
    note->setText(shown);
    remember(note, text, shown);
    note->setVisible(!text.isEmpty());
}

QString chartNote(QCustomPlot *plot)
{
    QCPTextElement *note = rowElement(plot, QStringLiteral("chartNote"));
    return note ? wholeText(note, note->text()) : QString();
}

void setCategoryKey(QCustomPlot *plot, const QString &text)
{
    QCPTextElement *key = rowElement(plot, QStringLiteral("categoryKey"));
    if (!key && text.isEmpty()) {
        return;
    }
    if (!key) {
        key = ensureRow(plot, QStringLiteral("categoryKey"), axisRow(plot) + 1);
        key->setFont(QFont(plot->font().family(), 8));
        key->setTextColor(QColor(30, 30, 30));
    }
    const QString shown = wrapText(text, key->font(), std::max(40, plot->viewport().width() - 24));
    key->setText(shown);
    remember(key, text, shown);
    key->setVisible(!text.isEmpty());
}

QString categoryKey(QCustomPlot *plot)
{
    QCPTextElement *key = rowElement(plot, QStringLiteral("categoryKey"));
    return key && key->visible() ? wholeText(key, key->text()) : QString();
}

QCPTextElement *ensureTitle(QCustomPlot *plot)
{
    chartFitter(plot); // laid out again on every resize
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

QString titleText(QCustomPlot *plot)
{
    QCPTextElement *title = ensureTitle(plot);
    return wholeText(title, title->text());
}

QString axisLabelText(QCPAxis *axis)
{
    return wholeText(axis, axis->label());
}

void fitLegend(QCustomPlot *plot, int width)
{
    QCPLegend *legend = plot->legend;
    // Entries that wrap: the plottables' own, replaced in their order.
    QList<QCPAbstractPlottable *> plottables;
    bool plain = false;
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(i))) {
            plottables << item->plottable();
            plain |= !dynamic_cast<WrappedLegendItem *>(item);
        }
    }
    if (plain) {
        legend->clearItems();
        for (QCPAbstractPlottable *p : std::as_const(plottables)) {
            legend->addItem(new WrappedLegendItem(legend, p));
        }
    }
    const int margins = legend->margins().left() + legend->margins().right();
    const int chrome = legend->iconSize().width() + legend->iconTextPadding();
    const int textRoom = std::max(60, width - margins - chrome - 16);
    int widest = 0;
    for (int i = 0; i < legend->itemCount(); ++i) {
        if (auto *item = dynamic_cast<WrappedLegendItem *>(legend->item(i))) {
            item->setTextWidth(textRoom);
            widest = std::max(widest, textWidth(item->shownText(), item->font()));
        }
    }
    // Icon (32 px by default), its padding and the column spacing.
    const int entry = widest + chrome + 24;
    const int columns = std::max(1, (width - margins) / std::max(1, entry));
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // rearranges the entries
}

void placeLegendBelow(QCustomPlot *plot, int columns)
{
    chartFitter(plot);
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

void setChartFitter(QCustomPlot *plot, std::function<void()> fitter)
{
    chartFitter(plot)->fitter = std::move(fitter);
}

void fitChart(QCustomPlot *plot)
{
    if (plot->property("keywardFitting").toBool()) {
        return;
    }
    plot->setProperty("keywardFitting", true);
    const int width = plot->viewport().width();
    wrapRows(plot, width);
    if (QCPItemText *empty = emptyItem(plot)) {
        const QString whole = wholeText(empty, empty->text());
        const QString shown = wrapText(whole, empty->font(), std::max(120, width - 60));
        empty->setText(shown);
        remember(empty, whole, shown);
    }
    if (plot->legend->layout() || plot->legend->visible()) {
        fitLegend(plot, width);
    }
    layOut(plot);
    wrapAxisLabels(plot);
    layOut(plot);
    thinTicks(plot);
    layOut(plot);
    // What the chart adds changes ranges, and with them the tick labels'
    // width and so the axis rect: twice.
    const std::function<void()> fitter = chartFitter(plot)->fitter;
    for (int pass = 0; pass < 2 && fitter; ++pass) {
        fitter();
        layOut(plot);
        wrapAxisLabels(plot);
        layOut(plot);
        thinTicks(plot);
        layOut(plot);
    }
    fitTextLabels(plot);
    plot->setProperty("keywardFitting", false);
}

void fitChart(QCustomPlot *plot, const QSize &size)
{
    plot->setViewport(QRect(QPoint(0, 0), size));
    fitChart(plot);
}
} // namespace keyward::gui::bench
