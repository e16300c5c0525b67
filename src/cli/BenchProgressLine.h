// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchEngine.h"
#include "bench/LoadProfile.h"
#include "core/Result.h"

#include <QElapsedTimer>
#include <QString>
#include <QTextStream>

namespace keyward::cli {

/**
 * Progress of `keyward-cli bench` on stderr. On a terminal one line is
 * rewritten in place (at most 10 times a second); otherwise, when asked for
 * with --progress, one line per second and one when the case ends, so a log
 * shows that a long run is alive.
 */
class BenchProgressLine
{
public:
    enum class Style
    {
        Off,
        Terminal, ///< rewrite one line with \r
        Lines,    ///< a line per second
    };

    BenchProgressLine(QTextStream &err, Style style);

    /// Case `index` of `count` starts; `label` names device, algorithm, operation.
    void begin(int index, int count, const QString &label);
    /// From the engine's progress callback.
    void update(const bench::BenchProgress &progress);
    /// How a case ended.
    enum class Outcome
    {
        Finished,
        Failed,
        Cancelled,
    };
    /// The case ended: clear the terminal line, or write the closing line.
    void end(Outcome outcome);
    /// end() with the outcome of `result`: finished, cancelled or failed.
    template<class T> void end(const Result<T> &result)
    {
        end(result                                    ? Outcome::Finished
            : result.error().is(ErrorKind::Cancelled) ? Outcome::Cancelled
                                                      : Outcome::Failed);
    }
    /// A load profile's progress callback for `scheduled` requests: arrivals
    /// give the fraction, completed requests the count.
    std::function<void(const bench::LoadProgress &)> loadProgress(qint64 scheduled);

    /// Terminal when stderr is a terminal, Lines when `forced` (--progress)
    /// and it is not, Off otherwise. Progress goes to stderr, so it never
    /// mixes with --json on stdout.
    static Style styleFor(bool forced);

private:
    QString text(const bench::BenchProgress &p) const;

    QTextStream &m_err;
    Style m_style;
    QString m_prefix;
    QElapsedTimer m_sinceLast;
    bench::BenchProgress m_last;
    bool m_open = false;
};

} // namespace keyward::cli
