// SPDX-License-Identifier: GPL-3.0-or-later
#include "Scenario.h"

#include <QTextStream>
#include <QTimer>

namespace keyward::guiprobe {

Scenario::Scenario(QObject *parent)
    : QObject(parent)
{}

void Scenario::say(const QString &line)
{
    static QTextStream out(stdout);
    out << line << Qt::endl; // flushes: a killed run still leaves its lines
}

void Scenario::sayGapsAndIdle(const QString &name, const QStringList &worstGaps,
                              const StallStats &idle)
{
    for (const QString &gap : worstGaps) {
        say(QStringLiteral("%1:   longest gap %2").arg(name, gap));
    }
    say(QStringLiteral("%1: idle baseline %2 s: max %3 ms, p99 %4 ms, %5 over 16 ms")
            .arg(name)
            .arg(idle.seconds, 0, 'f', 1)
            .arg(idle.maxMs, 0, 'f', 2)
            .arg(idle.p99Ms, 0, 'f', 2)
            .arg(idle.over16));
}

void Scenario::start()
{
    next();
}

void Scenario::addStep(std::function<void()> step)
{
    m_steps << std::move(step);
}

void Scenario::next()
{
    if (m_steps.isEmpty()) {
        Q_EMIT finished(true);
        return;
    }
    // Queued, so a step never runs inside the signal handler that ended the last one.
    QTimer::singleShot(0, this, [this, step = m_steps.takeFirst()] { step(); });
}

void Scenario::fail(const QString &why)
{
    say(QStringLiteral("FAILED: %1").arg(why));
    m_steps.clear();
    Q_EMIT finished(false);
}

void Scenario::idleBaseline(const std::function<double()> &seconds, StallStats *into)
{
    addStep([this, seconds, into] {
        const double s = seconds();
        m_idle = std::make_unique<StallProbe>(s);
        m_idle->start();
        QTimer::singleShot(qint64(s * 1000), this, [this, into] {
            m_idle->stop();
            *into = m_idle->stats();
            next();
        });
    });
}

void Scenario::waitUntil(std::function<bool()> ready, int timeoutMs, const QString &what,
                         std::function<void()> then)
{
    if (ready()) {
        then();
        return;
    }
    if (timeoutMs <= 0) {
        fail(QStringLiteral("timed out waiting for %1").arg(what));
        return;
    }
    QTimer::singleShot(
        20, this,
        [this, ready = std::move(ready), timeoutMs, what, then = std::move(then)]() mutable {
            waitUntil(std::move(ready), timeoutMs - 20, what, std::move(then));
        });
}

} // namespace keyward::guiprobe
