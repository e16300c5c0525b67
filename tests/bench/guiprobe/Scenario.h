// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "StallProbe.h"

#include <QList>
#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>

namespace keyward::guiprobe {

/**
 * One measurement: a chain of asynchronous steps on the GUI thread's own
 * event loop (no nested loops, so the probe sees the loop the application
 * runs). Each step starts something and calls next() when it has ended;
 * fail() ends the chain.
 */
class Scenario : public QObject
{
    Q_OBJECT
public:
    explicit Scenario(QObject *parent = nullptr);

    /// Plan the steps (setup may fail: false, with the reason printed).
    virtual bool prepare() = 0;
    void start();

    /// Print a line on stdout now (the results are read from there).
    static void say(const QString &line);
    /// The worst gaps and the idle baseline, as "NAME:   longest gap …" and
    /// "NAME: idle baseline …" lines.
    static void sayGapsAndIdle(const QString &name, const QStringList &worstGaps,
                               const StallStats &idle);

Q_SIGNALS:
    /// The chain ended; ok is false when a step failed.
    void finished(bool ok);

protected:
    void addStep(std::function<void()> step);
    void next();
    void fail(const QString &why);
    /// A step: probe the event loop with nothing running for `seconds`
    /// (the machine's own noise), then store the figures and go on.
    void idleBaseline(const std::function<double()> &seconds, StallStats *into);
    /// Check `ready` every 20 ms (set-up only, never while a probe runs);
    /// `then` once it holds, fail(`what`) after `timeoutMs`.
    void waitUntil(std::function<bool()> ready, int timeoutMs, const QString &what,
                   std::function<void()> then);

private:
    QList<std::function<void()>> m_steps;
    std::unique_ptr<StallProbe> m_idle;
};

} // namespace keyward::guiprobe
