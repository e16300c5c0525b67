// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchProgressLine.h"

#include <QCoreApplication>

#include <unistd.h>

namespace keyward::cli {

BenchProgressLine::BenchProgressLine(QTextStream &err, Style style)
    : m_err(err)
    , m_style(style)
{}

BenchProgressLine::Style BenchProgressLine::styleFor(bool forced)
{
    if (isatty(STDERR_FILENO)) {
        return Style::Terminal;
    }
    return forced ? Style::Lines : Style::Off;
}

void BenchProgressLine::begin(int index, int count, const QString &label)
{
    m_prefix = QStringLiteral("[%1/%2] %3").arg(index).arg(count).arg(label);
    m_last = {};
    m_sinceLast.start();
    if (m_style == Style::Off) {
        return;
    }
    if (m_style == Style::Terminal) {
        m_err << '\r' << "\x1b[K" << m_prefix << Qt::flush;
        m_open = true;
    } else {
        m_err << m_prefix << QCoreApplication::translate("keyward::cli::bench", ": started") << '\n'
              << Qt::flush;
    }
}

QString BenchProgressLine::text(const bench::BenchProgress &p) const
{
    const QString percent = QString::number(qRound(p.fraction * 100));
    return QCoreApplication::translate("keyward::cli::bench", "%1: %2 %, %3 operations, %4 s")
        .arg(m_prefix, percent)
        .arg(p.done)
        .arg(p.elapsedSeconds, 0, 'f', 1);
}

void BenchProgressLine::update(const bench::BenchProgress &progress)
{
    m_last = progress;
    if (m_style == Style::Off) {
        return;
    }
    const qint64 interval = m_style == Style::Terminal ? 100 : 1000;
    if (m_sinceLast.elapsed() < interval) {
        return;
    }
    m_sinceLast.restart();
    if (m_style == Style::Terminal) {
        m_err << '\r' << "\x1b[K" << text(progress) << Qt::flush;
        m_open = true;
    } else {
        m_err << text(progress) << '\n' << Qt::flush;
    }
}

void BenchProgressLine::end(Outcome outcome)
{
    if (m_style == Style::Off) {
        return;
    }
    if (m_style == Style::Terminal) {
        // Clear the line: the table or the failure message follows.
        if (m_open) {
            m_err << '\r' << "\x1b[K" << Qt::flush;
        }
        m_open = false;
        return;
    }
    const char *word =
        outcome == Outcome::Finished ? QT_TRANSLATE_NOOP("keyward::cli::bench", "finished")
        : outcome == Outcome::Failed ? QT_TRANSLATE_NOOP("keyward::cli::bench", "failed")
                                     : QT_TRANSLATE_NOOP("keyward::cli::bench", "cancelled");
    m_err << QCoreApplication::translate("keyward::cli::bench", "%1: %2, %3 operations, %4 s")
                 .arg(m_prefix, QCoreApplication::translate("keyward::cli::bench", word))
                 .arg(m_last.done)
                 .arg(m_last.elapsedSeconds, 0, 'f', 1)
          << '\n'
          << Qt::flush;
}

std::function<void(const bench::LoadProgress &)> BenchProgressLine::loadProgress(qint64 scheduled)
{
    return [this, scheduled](const bench::LoadProgress &lp) {
        bench::BenchProgress bp;
        bp.done = lp.completed;
        bp.total = scheduled;
        bp.fraction = scheduled > 0 ? double(lp.arrived) / double(scheduled) : 0;
        bp.elapsedSeconds = lp.elapsedSeconds;
        update(bp);
    };
}

} // namespace keyward::cli
