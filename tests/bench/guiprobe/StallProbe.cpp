// SPDX-License-Identifier: GPL-3.0-or-later
#include "StallProbe.h"

#include <algorithm>
#include <cmath>

namespace keyward::guiprobe {

namespace {
constexpr qint64 kFrameNs = 16'000'000;

double ms(qint64 ns)
{
    return double(ns) / 1e6;
}

// Nearest rank: the smallest gap that `p` of all gaps do not exceed.
qint64 percentile(const std::vector<qint64> &sorted, double p)
{
    if (sorted.empty()) {
        return 0;
    }
    const auto rank = qint64(std::ceil(p * double(sorted.size())));
    return sorted[size_t(std::clamp<qint64>(rank - 1, 0, qint64(sorted.size()) - 1))];
}
} // namespace

QString StallStats::fields(const QString &prefix) const
{
    return QStringLiteral("%1_max_ms=%2 %1_p99_ms=%3 %1_p999_ms=%4 %1_median_ms=%5 "
                          "%1_gaps_over_16ms=%6 %1_ticks=%7 %1_seconds=%8")
        .arg(prefix)
        .arg(maxMs, 0, 'f', 3)
        .arg(p99Ms, 0, 'f', 3)
        .arg(p999Ms, 0, 'f', 3)
        .arg(medianMs, 0, 'f', 3)
        .arg(over16)
        .arg(ticks)
        .arg(seconds, 0, 'f', 2);
}

StallProbe::StallProbe(double expectedSeconds, QObject *parent)
    : QObject(parent)
{
    // A 1 ms timer ticks at most ~1000 times a second; twice that plus a
    // margin, so a run longer than announced still fits.
    const size_t capacity = size_t(std::max(1.0, expectedSeconds) * 2000) + 10'000;
    m_gaps.reserve(capacity);
    m_ends.reserve(capacity);
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(1);
    connect(&m_timer, &QTimer::timeout, this, &StallProbe::tick);
}

void StallProbe::start()
{
    m_gaps.clear();
    m_ends.clear();
    m_count = m_over16 = m_max = 0;
    m_worst = {};
    m_markCount = 0;
    m_clock.start();
    m_last = 0;
    m_timer.start();
}

void StallProbe::stop()
{
    m_timer.stop();
    m_stoppedAt = m_clock.nsecsElapsed();
}

void StallProbe::mark(const char *what)
{
    if (m_markCount < kMaxMarks) {
        m_marks[size_t(m_markCount++)] = {m_clock.nsecsElapsed(), 0, what};
    }
}

void StallProbe::tick()
{
    const qint64 now = m_clock.nsecsElapsed();
    const qint64 gap = now - m_last;
    m_last = now;
    ++m_count;
    if (m_gaps.size() < m_gaps.capacity()) {
        m_gaps.push_back(gap); // within the reserved capacity: no allocation
        m_ends.push_back(now);
    }
    m_max = std::max(m_max, gap);
    if (gap > kFrameNs) {
        ++m_over16;
    }
    if (gap > m_worst.back().gapNs) {
        m_worst.back() = {now, gap, nullptr};
        std::sort(m_worst.begin(), m_worst.end(),
                  [](const Stamp &a, const Stamp &b) { return a.gapNs > b.gapNs; });
    }
}

StallStats StallProbe::summarize(std::vector<qint64> gaps)
{
    StallStats s;
    s.ticks = qint64(gaps.size());
    s.over16 = std::count_if(gaps.begin(), gaps.end(), [](qint64 g) { return g > kFrameNs; });
    std::sort(gaps.begin(), gaps.end());
    s.maxMs = gaps.empty() ? 0 : ms(gaps.back());
    s.p99Ms = ms(percentile(gaps, 0.99));
    s.p999Ms = ms(percentile(gaps, 0.999));
    s.medianMs = ms(percentile(gaps, 0.5));
    return s;
}

StallStats StallProbe::stats() const
{
    StallStats s = summarize(m_gaps);
    // Counted beyond the buffer too, so a run longer than announced keeps them.
    s.ticks = m_count;
    s.maxMs = ms(m_max);
    s.over16 = m_over16;
    s.truncated = qint64(m_gaps.size()) < m_count;
    s.seconds = double(m_stoppedAt) / 1e9;
    return s;
}

const StallProbe::Stamp *StallProbe::findMark(const char *what) const
{
    for (int i = 0; i < m_markCount; ++i) {
        if (qstrcmp(m_marks[size_t(i)].what, what) == 0) {
            return &m_marks[size_t(i)];
        }
    }
    return nullptr;
}

StallStats StallProbe::statsBetween(const char *fromMark, const char *toMark) const
{
    const Stamp *from = findMark(fromMark);
    const Stamp *to = findMark(toMark);
    if (!from || !to || to->atNs <= from->atNs) {
        return {};
    }
    std::vector<qint64> gaps;
    for (size_t i = 0; i < m_gaps.size(); ++i) {
        if (m_ends[i] > from->atNs && m_ends[i] <= to->atNs) {
            gaps.push_back(m_gaps[i]);
        }
    }
    StallStats s = summarize(std::move(gaps));
    s.seconds = double(to->atNs - from->atNs) / 1e9;
    return s;
}

QStringList StallProbe::worstGaps() const
{
    QStringList out;
    for (const Stamp &w : m_worst) {
        if (w.gapNs == 0) {
            break;
        }
        // The last mark at or before the start of the gap: what was going on.
        const char *during = "start";
        qint64 since = w.atNs - w.gapNs;
        for (int i = 0; i < m_markCount; ++i) {
            if (m_marks[size_t(i)].atNs <= w.atNs - w.gapNs) {
                during = m_marks[size_t(i)].what;
                since = w.atNs - w.gapNs - m_marks[size_t(i)].atNs;
            }
        }
        // The first mark after it: a handler that ran long marks when it is done.
        QString before;
        for (int i = 0; i < m_markCount; ++i) {
            const Stamp &m = m_marks[size_t(i)];
            if (m.atNs > w.atNs - w.gapNs) {
                before = m.atNs <= w.atNs ? QStringLiteral("; \"%1\" marked %2 ms into it")
                                                .arg(QLatin1String(m.what))
                                                .arg(ms(m.atNs - (w.atNs - w.gapNs)), 0, 'f', 1)
                                          : QStringLiteral("; %2 ms before \"%1\"")
                                                .arg(QLatin1String(m.what))
                                                .arg(ms(m.atNs - w.atNs), 0, 'f', 1);
                break;
            }
        }
        out << QStringLiteral("%1 ms ending at %2 s (%3 ms after \"%4\"%5)")
                   .arg(ms(w.gapNs), 0, 'f', 2)
                   .arg(double(w.atNs) / 1e9, 0, 'f', 3)
                   .arg(ms(since), 0, 'f', 1)
                   .arg(QLatin1String(during), before);
    }
    return out;
}

} // namespace keyward::guiprobe
