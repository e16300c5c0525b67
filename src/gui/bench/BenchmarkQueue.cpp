// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchmarkQueue.h"

#include "app/BenchReproduce.h"

namespace keyward::gui::bench {

namespace kb = keyward::bench;

keyward::app::BenchPlanRequest pageRequest(PageForm form)
{
    app::BenchPlanRequest r;
    for (const DeviceInfo &d : std::as_const(form.devices)) {
        if (d.kind == DeviceKind::OpenPgpCard) {
            r.cards << kb::DeviceIdentity::fromDeviceInfo(d);
        }
        if (d.kind != DeviceKind::Pkcs11Token) {
            continue;
        }
        app::BenchTokenTarget t;
        // DeviceInfo id: "pkcs11:<module>:<serial>"
        t.token.module = d.id.section(QLatin1Char(':'), 1, 1);
        t.token.serial = d.serial;
        t.token.label = d.serial.isEmpty() ? d.name : QString();
        t.device = kb::DeviceIdentity::fromDeviceInfo(d);
        // As keyward-cli names the token, for the bundle's reproduce.sh.
        t.invocation =
            app::invocationDetails(d.name, {t.token.module}, QString(), QString(), false);
        r.tokens << t;
    }
    r.cardPath = form.cardPath;
    r.cpuBaseline = form.cpuBaseline;
    r.algorithms = form.algorithms;
    r.operations = form.operations;
    r.settings = form.settings;
    r.threadSweep = form.threadSweep;
    r.tokenPin = std::exchange(form.tokenPin, {});
    r.cardPin = std::exchange(form.cardPin, {});
    return r;
}

BenchmarkQueue::BenchmarkQueue(QObject *parent)
    : QObject(parent)
{}

BenchmarkQueue::~BenchmarkQueue()
{
    delete m_job.data(); // cancels and joins
}

bool BenchmarkQueue::start(QList<PageCase> cases)
{
    if (m_running) {
        return false;
    }
    m_cases = std::move(cases);
    m_cases.removeIf([](const PageCase &c) { return !c.skipReason.isEmpty(); });
    m_index = -1;
    m_cancelled = false;
    m_running = true;
    next();
    return true;
}

void BenchmarkQueue::cancel()
{
    m_cancelled = true;
    if (m_job) {
        m_job->cancel(); // failed(Cancelled) arrives, then next() ends the queue
    }
}

void BenchmarkQueue::next()
{
    if (++m_index < m_cases.size() && !m_cancelled) {
        const PageCase &c = m_cases.at(m_index);
        auto *job = new kb::BenchJob(this);
        m_job = job;
        connect(job, &kb::BenchJob::progress, this, &BenchmarkQueue::progress);
        connect(job, &kb::BenchJob::finished, this, [this, job](const kb::RunResult &result) {
            const PageCase &pc = m_cases.at(m_index);
            const QMap<QString, QString> sw =
                pc.software ? pc.software() : QMap<QString, QString>{};
            kb::RunRecord record = kb::RunRecord::fromResult(result, kb::Environment::current(sw));
            if (!pc.invocation.isEmpty()) {
                record.details.insert(app::invocationDetailsKind(), pc.invocation);
            }
            if (pc.algorithmAfterSetup && !pc.algorithmAfterSetup->isEmpty()) {
                record.algorithm = *pc.algorithmAfterSetup; // set in setup, before the result came
            }
            Q_EMIT caseFinished(record);
            job->deleteLater();
            next();
        });
        connect(job, &kb::BenchJob::failed, this, [this, job](const Error &error) {
            if (error.is(ErrorKind::WrongPin) || error.is(ErrorKind::PinBlocked)) {
                Q_EMIT pinRefused();
            }
            if (!error.is(ErrorKind::Cancelled)) {
                Q_EMIT caseFailed(m_cases.at(m_index).benchCase, error.userMessage());
            }
            job->deleteLater();
            next();
        });
        Q_EMIT caseStarted(m_index, int(m_cases.size()), c.benchCase);
        job->start(c.benchCase, c.factory);
        return;
    }
    m_running = false;
    m_job = nullptr;
    m_cases.clear(); // drops the runners' factories and the PINs they hold
    Q_EMIT finished(m_cancelled);
}

} // namespace keyward::gui::bench
