// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchmarkQueue.h"

#include "app/BenchReproduce.h"
#include "bench/runners/Pkcs11Bench.h"
#include "pkcs11/SecretBytes.h"

namespace keyward::gui::bench {

namespace kb = keyward::bench;

namespace {

/// End to end through gpg-agent, as the CLI plans it; skipped when the agent
/// had no card or uses another one (GnuPG 2.2 serves one card at a time).
QList<PageCase> planCardCases(const DeviceInfo &d, const PageSelection &s)
{
    QList<PageCase> cases;
    QString reason = s.agentCardError;
    if (s.agentCard && s.agentCard->device.id.compare(d.id, Qt::CaseInsensitive) != 0) {
        reason = BenchmarkQueue::tr("gpg-agent uses another card (%1); insert only the card "
                                    "to measure")
                     .arg(s.agentCard->device.label());
    } else if (!s.agentCard && reason.isEmpty()) {
        reason = BenchmarkQueue::tr("gpg-agent reported no card");
    }
    if (!reason.isEmpty()) {
        for (kb::OperationKind op : s.operations) {
            PageCase c;
            c.benchCase = s.settings;
            c.benchCase.threads = 1;
            c.benchCase.device = kb::DeviceIdentity::fromDeviceInfo(d);
            c.benchCase.algorithm = app::cardKeyAlgorithm();
            c.benchCase.operation = op;
            c.benchCase.path = kb::BenchPath::EndToEnd;
            c.skipReason = reason;
            cases << c;
        }
        return cases;
    }
    return app::forChosenAlgorithms(
        app::agentCardCases(*s.agentCard, s.settings, s.operations, s.cardPin), s.agentCard->keys,
        s.algorithms);
}

/// Device time: raw APDUs over PC/SC with the key on the card, as
/// `keyward-cli bench --card --path device` plans them; skipped when the card
/// was not found over PC/SC (scdaemon holding the reader, another card).
QList<PageCase> planDeviceTimeCases(const DeviceInfo &d, const PageSelection &s)
{
    QString reason = s.pcscCardError;
    if (s.pcscCard && s.pcscCard->id.compare(d.id, Qt::CaseInsensitive) != 0) {
        reason = BenchmarkQueue::tr("the first reader holds another card (%1); insert only the "
                                    "card to measure")
                     .arg(s.pcscCard->label());
    } else if (!s.pcscCard && reason.isEmpty()) {
        reason = BenchmarkQueue::tr("no card found over PC/SC");
    }
    QList<PageCase> cases;
    const auto guard = std::make_shared<kb::PinGuard>(); // shared: a refused PIN is not resent
    const kb::DeviceIdentity card =
        s.pcscCard ? *s.pcscCard : kb::DeviceIdentity::fromDeviceInfo(d);
    for (kb::OperationKind op : s.operations) {
        PageCase c =
            app::deviceTimeCase(s.settings, card, s.pcscReader, op, s.cardPin, guard, reason);
        c.benchCase.algorithm = app::cardKeyAlgorithm();
        cases << c;
    }
    return app::forChosenAlgorithms(cases, s.pcscCardKeys, s.algorithms);
}

} // namespace

QList<PageCase> planCases(PageSelection s)
{
    QList<PageCase> cases;
    // A sweep: 1, 2, 4 … below the chosen count, then the count itself.
    QList<int> threadCounts;
    if (s.threadSweep) {
        for (int t = 1; t < s.settings.threads; t *= 2) {
            threadCounts << t;
        }
    }
    threadCounts << s.settings.threads;
    // One PIN guard per token: a PIN the token refused is not sent by a later case.
    QHash<QString, std::shared_ptr<kb::PinGuard>> tokenGuards;
    for (int threads : threadCounts) {
        for (const DeviceInfo &d : s.devices) {
            if (d.kind != DeviceKind::Pkcs11Token) {
                continue; // cards below, once
            }
            for (const QString &alg : s.algorithms) {
                for (kb::OperationKind op : s.operations) {
                    // One PIN case per token: C_Login has no algorithm and
                    // no thread count (a login belongs to the application).
                    const bool pin = op == kb::OperationKind::PinVerify;
                    if (pin && (threads != threadCounts.constFirst() ||
                                alg != s.algorithms.constFirst())) {
                        continue;
                    }
                    kb::BenchCase settings = s.settings;
                    settings.threads = threads;
                    settings.device = kb::DeviceIdentity::fromDeviceInfo(d);
                    settings.keyOrigin = QStringLiteral("generated");
                    kb::Pkcs11BenchConfig cfg;
                    // DeviceInfo id: "pkcs11:<module>:<serial>"
                    cfg.token.module = d.id.section(QLatin1Char(':'), 1, 1);
                    cfg.token.serial = d.serial;
                    cfg.token.label = d.serial.isEmpty() ? d.name : QString();
                    cfg.algorithm = alg;
                    cfg.operation = op;
                    cfg.pin = s.tokenPin;
                    cfg.pinGuard = kb::PinGuard::orDefault(tokenGuards.value(d.id));
                    tokenGuards.insert(d.id, cfg.pinGuard);
                    app::PlannedBenchCase planned = app::pkcs11Case(settings, cfg);
                    // As keyward-cli names the token, for the bundle's reproduce.sh.
                    planned.invocation = app::invocationDetails(d.name, {cfg.token.module},
                                                                QString(), QString(), false);
                    cases << std::move(planned);
                }
            }
        }
    }
    for (const DeviceInfo &d : s.devices) {
        if (d.kind == DeviceKind::OpenPgpCard) {
            cases << (s.cardPath == kb::BenchPath::DeviceTime ? planDeviceTimeCases(d, s)
                                                              : planCardCases(d, s));
        }
    }
    if (s.cpuBaseline) {
        for (const QString &alg : s.algorithms) {
            for (kb::OperationKind op : s.operations) {
                PageCase c = app::cpuBaselineCase(s.settings, alg, op);
                c.benchCase.threads = 1;
                cases << c;
            }
        }
    }
    pkcs11::wipe(s.tokenPin);
    pkcs11::wipe(s.cardPin);
    return cases;
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
