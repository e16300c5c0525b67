// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyPoolCharts.h"

#include "ChartAxes.h"
#include "ChartLayout.h"
#include "ChartStyle.h"
#include "KeyPoolBurstChart.h"
#include "bench/KeyPoolRatios.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

namespace {

/// The thesis's measured figures (RSA-2048 on a SafeNet Luna SA 1700, 3,000
/// requests at stepped arrival rates, a FIFO of 50): §4.2 and §4.3.
struct Published
{
    double peakLatencyMs;
    int dropped;
};
constexpr Published kThesisOnDemand{1'400'000, 2073};
constexpr Published kThesisPool{12'000, 17};
constexpr int kThesisRequests = 3000;

} // namespace

KeyPoolCharts::KeyPoolCharts(QWidget *parent)
    : QWidget(parent)
    , m_content(new QWidget)
    , m_demand(new QCustomPlot(m_content))
    , m_pool(new QCustomPlot(m_content))
    , m_burst(new KeyPoolBurstChart(m_content))
    , m_verdict(new QLabel(m_content))
    , m_reference(new QLabel(m_content))
{
    setObjectName(QStringLiteral("keyPoolCharts"));
    m_demand->setObjectName(QStringLiteral("keyPoolOnDemandChart"));
    m_pool->setObjectName(QStringLiteral("keyPoolPoolChart"));
    // Three charts and their verdict do not fit the window's chart tab at
    // its default size without squeezing the plots to a sliver: they keep
    // their height and the tab scrolls.
    m_scroll = new QScrollArea(this);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setWidget(m_content);
    m_scroll->viewport()->installEventFilter(this); // fitContent on every resize
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_scroll);
    auto *layout = new QVBoxLayout(m_content);
    auto *row = new QHBoxLayout;
    row->addWidget(m_demand, 1);
    row->addWidget(m_pool, 1);
    layout->addLayout(row, 3);
    layout->addWidget(m_burst, 2);
    m_verdict->setObjectName(QStringLiteral("keyPoolVerdict"));
    m_verdict->setWordWrap(true);
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    m_reference->setObjectName(QStringLiteral("keyPoolReference"));
    m_reference->setWordWrap(true);
    m_reference->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_verdict);
    layout->addWidget(m_reference);
    for (QCustomPlot *p : {m_demand, m_pool}) {
        p->setMinimumSize(260, 420); // two side by side in the window at its default width
        p->xAxis->setLabel(tr("arrival time (s)"));
        p->yAxis->setLabel(tr("latency, arrival to end (ms)"));
        p->yAxis2->setLabel(tr("dropped requests"));
        p->legend->setFont(QFont(font().family(), 8));
        // Two charts share the width: a smaller title keeps its lines whole.
        QFont titleFont = ensureTitle(p)->font();
        titleFont.setPointSizeF(8.5);
        ensureTitle(p)->setFont(titleFont);
        placeLegendBelow(p, 1);
    }
    clear();
}

QString KeyPoolCharts::keyTypeLabel(const QString &keyType)
{
    if (keyType == QLatin1String("rsa2048")) {
        return QStringLiteral("RSA-2048");
    }
    if (keyType == QLatin1String("rsa3072")) {
        return QStringLiteral("RSA-3072");
    }
    if (keyType == QLatin1String("p256")) {
        return QStringLiteral("P-256");
    }
    if (keyType == QLatin1String("p384")) {
        return QStringLiteral("P-384");
    }
    return keyType;
}

QString KeyPoolCharts::thesisCitation()
{
    // Title, author, year and place as the thesis's title page gives them.
    return tr("Nima Saboonchi, \"Hardware Security Module Performance Optimization by Using a "
              "'Key Pool': Generating keys when the load is low and saving in the external "
              "storage to use when the load is high\", master's thesis, KTH Royal Institute of "
              "Technology, Stockholm, 2014 (DiVA kth-158122).");
}

void KeyPoolCharts::clear()
{
    for (QCustomPlot *p : {m_demand, m_pool}) {
        p->clearGraphs();
        p->clearItems();
        p->yAxis2->setVisible(false);
        ensureTitle(p)->setText(p == m_demand ? tr("On demand: generate, sign, destroy")
                                              : tr("From the pool: unwrap, sign, destroy"));
        setEmptyState(p, tr("No data yet: check a PKCS#11 token, choose the key type and the "
                            "arrival steps under Key pool, and press Run key pool experiment."));
        p->yAxis->setLabel(tr("latency, arrival to end (ms)"));
        fitChart(p);
        p->replot(QCustomPlot::rpQueuedReplot);
    }
    m_burst->clear();
    m_burst->hide();
    m_verdict->clear();
    m_reference->setText(
        tr("Published reference (measured elsewhere, not on this token): SafeNet Luna SA 1700, "
           "RSA-2048, %L1 requests, queue of 50: peak latency %L2 ms on demand and %L3 ms from "
           "the pool; %L4 and %L5 requests dropped (§4.2, §4.3, Figures 4-4 and 4-5). Source: %6")
            .arg(kThesisRequests)
            .arg(kThesisOnDemand.peakLatencyMs, 0, 'f', 0)
            .arg(kThesisPool.peakLatencyMs, 0, 'f', 0)
            .arg(kThesisOnDemand.dropped)
            .arg(kThesisPool.dropped)
            .arg(thesisCitation()));
    fitContent();
}

void KeyPoolCharts::setRuns(const Shown &shown)
{
    clear();
    const bool rsa2048 = shown.keyType == QLatin1String("rsa2048");
    // One latency axis for both charts, so the two heights compare.
    double low = 1e300, high = 0;
    for (const auto *run :
         {shown.onDemand ? &*shown.onDemand : nullptr, shown.pool ? &*shown.pool : nullptr}) {
        if (!run) {
            continue;
        }
        for (const kb::RequestRecord &r : run->load.requests) {
            if (r.served()) {
                const double ms = double(r.endNs - r.arrivalNs) / 1e6;
                low = std::min(low, std::max(ms, 0.01));
                high = std::max(high, ms);
            }
        }
    }
    if (rsa2048) {
        high = std::max(high, kThesisOnDemand.peakLatencyMs);
    }
    if (high <= 0) {
        low = 0.1;
        high = 1;
    }
    fill(m_demand, shown.onDemand ? &*shown.onDemand : nullptr, false, shown, low, high);
    fill(m_pool, shown.pool ? &*shown.pool : nullptr, true, shown, low, high);
    const double maxDropped = std::max(shown.onDemand ? double(shown.onDemand->dropped) : 0.0,
                                       shown.pool ? double(shown.pool->dropped) : 0.0);
    // One time axis too: the run that took longer to drain sets it.
    const double seconds = std::max(m_demand->xAxis->range().upper, m_pool->xAxis->range().upper);
    for (QCustomPlot *p : {m_demand, m_pool}) {
        p->yAxis2->setRange(0, std::max(1.0, maxDropped * 1.1));
        p->xAxis->setRange(0, seconds);
        fitChart(p);
        p->replot();
    }

    if (shown.burst) {
        m_burst->setRun(shown.device, keyTypeLabel(shown.keyType), *shown.burst);
        m_burst->show();
    }
    if (shown.onDemand && shown.pool) {
        // A stored pair is one run of each mode: its lift has no interval
        // between runs (the CLI's --runs gives one).
        const double lift = kb::KeyPoolBench::lift(*shown.pool, *shown.onDemand);
        QString text = kb::KeyPoolBench::verdict(lift);
        text += QLatin1Char(' ');
        text += tr("Lift (pool ÷ on demand, service rate) %1 from this one pair of runs; an "
                   "interval needs repeated runs (keyward-cli bench keypool --runs 3).")
                    .arg(lift, 0, 'g', 3);
        text += QLatin1Char(' ');
        text += tr("%1 on %2: %3 and %4 requests/s (served ÷ serving time); %5 and %6 of %7 "
                   "requests dropped.")
                    .arg(keyTypeLabel(shown.keyType), shown.device.label())
                    .arg(kb::KeyPoolRatios::serviceRate(*shown.onDemand), 0, 'f', 1)
                    .arg(kb::KeyPoolRatios::serviceRate(*shown.pool), 0, 'f', 1)
                    .arg(shown.onDemand->dropped)
                    .arg(shown.pool->dropped)
                    .arg(shown.pool->arrived);
        const kb::KeyPoolOverhead demandOverhead = kb::KeyPoolRatios::overhead(*shown.onDemand);
        const kb::KeyPoolOverhead poolOverhead = kb::KeyPoolRatios::overhead(*shown.pool);
        if (demandOverhead.all > 0 && poolOverhead.all > 0) {
            text += QLatin1Char(' ');
            text += tr("Service rate ÷ a serial loop of the same operations on one thread in "
                       "the same run: on demand %1, pool %2.")
                        .arg(demandOverhead.all, 0, 'f', 2)
                        .arg(poolOverhead.all, 0, 'f', 2);
        }
        m_verdict->setText(text);
    }
    fitContent();
}

void KeyPoolCharts::fill(QCustomPlot *p, const kb::KeyPoolBenchRun *run, bool pool,
                         const Shown &shown, double low, double high)
{
    if (!run) {
        return;
    }
    p->yAxis2->setVisible(true);
    QCPGraph *latency = p->addGraph();
    latency->setName(tr("latency of each request")); // the device is in the title
    latency->setLineStyle(QCPGraph::lsNone);
    const QColor color = seriesColor(pool ? 1 : 0);
    latency->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, 3));
    QVector<double> keys, values;
    double last = 0;
    for (const kb::RequestRecord &r : run->load.requests) {
        if (r.served()) {
            keys << double(r.arrivalNs) / 1e9;
            values << std::max(double(r.endNs - r.arrivalNs) / 1e6, low);
            last = std::max(last, double(r.endNs) / 1e9);
        }
    }
    latency->setData(keys, values, true);

    QCPGraph *dropped = p->addGraph(p->xAxis, p->yAxis2);
    dropped->setName(
        tr("dropped requests so far (queue of %1 full; right axis)").arg(run->config.queueBound));
    dropped->setLineStyle(QCPGraph::lsStepLeft);
    dropped->setPen(QPen(QColor(213, 94, 0), 2));
    dropped->addData(0, 0);
    double n = 0;
    for (double t : run->droppedSeconds) {
        dropped->addData(t, ++n);
        last = std::max(last, t);
    }
    double planned = 0;
    for (const kb::LoadStep &s : run->config.steps) {
        planned += double(s.duration.count()) / 1000.0;
    }
    last = std::max(last, planned);
    dropped->addData(last, n);

    if (shown.keyType == QLatin1String("rsa2048")) {
        const Published ref = pool ? kThesisPool : kThesisOnDemand;
        auto *line = new QCPItemStraightLine(p);
        line->setPen(QPen(QColor(90, 90, 90), 1.5, Qt::DashLine));
        line->point1->setCoords(0, ref.peakLatencyMs);
        line->point2->setCoords(1, ref.peakLatencyMs);
        auto *label = new QCPItemText(p);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        label->position->setTypeY(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(0.02, ref.peakLatencyMs);
        label->setColor(QColor(90, 90, 90));
        // Short: the note under the chart says whose figure it is.
        label->setText(tr("thesis's peak: %L1 ms").arg(ref.peakLatencyMs, 0, 'f', 0));
    }
    setEmptyState(p, QString()); // after the graphs: the legend shows when it has entries
    p->xAxis->setRange(0, last * 1.02 + 0.01);
    applyLatencyScale(p->yAxis, low, high, true);
    p->yAxis->setLabel(scaledAxisLabel(tr("latency, arrival to end (ms)"), true));
    const QString head = pool ? tr("From the pool: unwrap, sign, destroy")
                              : tr("On demand: generate, sign, destroy");
    QString title = head + QStringLiteral(" — ") + keyTypeLabel(shown.keyType) + QLatin1Char('\n') +
                    shown.device.label() + QLatin1Char('\n') +
                    tr("%1 requests/s, %2 of %3 dropped, longest %4 ms")
                        .arg(kb::KeyPoolRatios::serviceRate(*run), 0, 'f', 1)
                        .arg(run->dropped)
                        .arg(run->arrived)
                        .arg(QLocale().toString(run->maxLatencyMs, 'f', 0));
    ensureTitle(p)->setText(chartTitle(title, shown.device.isVirtual));
    setChartNote(p, tr("Dashed: the thesis's published figure (RSA-2048, SafeNet Luna SA 1700), "
                       "a reference measured elsewhere."));
    if (shown.keyType != QLatin1String("rsa2048")) {
        setChartNote(p, QString());
    }
}

int KeyPoolCharts::latencyPoints(bool pool) const
{
    QCustomPlot *p = pool ? m_pool : m_demand;
    return p->graphCount() > 0 ? p->graph(0)->dataCount() : 0;
}

int KeyPoolCharts::droppedShown(bool pool) const
{
    QCustomPlot *p = pool ? m_pool : m_demand;
    if (p->graphCount() < 2 || p->graph(1)->dataCount() == 0) {
        return -1;
    }
    return int(p->graph(1)->data()->at(p->graph(1)->dataCount() - 1)->value);
}

QString KeyPoolCharts::verdictText() const
{
    return m_verdict->text();
}

bool KeyPoolCharts::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize) {
        fitContent();
    }
    return QWidget::eventFilter(watched, event);
}

void KeyPoolCharts::fitContent()
{
    // As wide as the tab, as tall as the tab or as the charts' minimum
    // heights and the wrapped text under them need (then it scrolls).
    QWidget *viewport = m_scroll->viewport();
    auto *layout = static_cast<QVBoxLayout *>(m_content->layout());
    const QMargins margins = layout->contentsMargins();
    const int width = viewport->width();
    const int text = width - margins.left() - margins.right();
    int need = margins.top() + margins.bottom() +
               std::max(m_demand->minimumHeight(), m_pool->minimumHeight());
    if (!m_burst->isHidden()) {
        need += layout->spacing() + m_burst->minimumSizeHint().height();
    }
    for (QLabel *label : {m_verdict, m_reference}) {
        if (!label->text().isEmpty()) {
            need += layout->spacing() + label->heightForWidth(text);
        }
    }
    m_content->resize(width, std::max(viewport->height(), need));
}

bool KeyPoolCharts::savePng(const QString &fileName)
{
    return m_content->grab().save(fileName, "PNG"); // all of it, scrolled or not
}

QString KeyPoolCharts::referenceText() const
{
    return m_reference->text();
}

} // namespace keyward::gui::bench
