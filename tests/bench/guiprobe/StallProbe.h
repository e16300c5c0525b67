// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <array>
#include <vector>

namespace keyward::guiprobe {

/// What a probe saw: the gaps between consecutive ticks of its timer.
struct StallStats
{
    qint64 ticks = 0;   ///< gaps measured
    double seconds = 0; ///< probe running time
    double maxMs = 0;
    double p99Ms = 0;
    double p999Ms = 0;
    double medianMs = 0;
    qint64 over16 = 0;      ///< gaps longer than 16 ms (a missed 60 Hz frame)
    bool truncated = false; ///< more gaps than the buffer held (percentiles over the first ones)

    /// "stall_max_ms=… stall_p99_ms=…" with `prefix` instead of "stall".
    QString fields(const QString &prefix) const;
};

/**
 * How long the GUI event loop goes without running a 1 ms precise timer.
 * Each timeout stores the time since the previous one in a buffer allocated
 * up front, so the probe itself allocates nothing while it runs. Marks name
 * what happened when (a case started, a command ended), so the longest gaps
 * can be put next to their cause.
 */
class StallProbe : public QObject
{
    Q_OBJECT
public:
    /// `expectedSeconds`: sizes the buffer (with room to spare).
    explicit StallProbe(double expectedSeconds, QObject *parent = nullptr);

    void start();
    void stop();
    bool isRunning() const { return m_timer.isActive(); }
    /// Record an event at the current time (up to kMaxMarks are kept).
    void mark(const char *what);

    StallStats stats() const;
    /// The gaps that ended after the first `fromMark` and up to the first
    /// `toMark` (an empty result when either mark is missing).
    StallStats statsBetween(const char *fromMark, const char *toMark) const;
    /// The longest gaps, each with the time it ended and the last mark before it.
    QStringList worstGaps() const;

    static constexpr int kMaxMarks = 64;
    static constexpr int kWorst = 5;

private:
    void tick();

    struct Stamp
    {
        qint64 atNs = 0;
        qint64 gapNs = 0;
        const char *what = nullptr;
    };

    const Stamp *findMark(const char *what) const;
    static StallStats summarize(std::vector<qint64> gaps);

    QTimer m_timer;
    QElapsedTimer m_clock;
    std::vector<qint64> m_gaps; ///< reserved in the constructor, never grown
    std::vector<qint64> m_ends; ///< when each gap ended; as m_gaps
    qint64 m_last = 0;
    qint64 m_stoppedAt = 0;
    qint64 m_count = 0;
    qint64 m_over16 = 0;
    qint64 m_max = 0;
    std::array<Stamp, kWorst> m_worst{}; ///< longest first
    std::array<Stamp, kMaxMarks> m_marks{};
    int m_markCount = 0;
};

} // namespace keyward::guiprobe
