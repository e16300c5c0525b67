// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchmarkQueue.h"

#include "bench/AlgorithmRecorder.h"
#include "bench/agent/AgentCardCases.h"
#include "bench/cpu/CpuBaselineRunner.h"
#include "bench/pcsc/OpenPgpApduRunner.h"
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
            c.benchCase.algorithm = BenchmarkQueue::tr("card key");
            c.benchCase.operation = op;
            c.benchCase.path = kb::BenchPath::EndToEnd;
            c.skipReason = reason;
            cases << c;
        }
        return cases;
    }
    for (kb::AgentCardCase &a :
         kb::planAgentCardCases(*s.agentCard, s.settings, s.operations, s.cardPin)) {
        PageCase c;
        c.benchCase = a.benchCase;
        c.factory = std::move(a.factory);
        c.software = [software = a.software] { return software; };
        c.algorithmAfterSetup = a.algorithmAfterSetup;
        c.skipReason = a.skipReason;
        cases << c;
    }
    return cases;
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
    for (kb::OperationKind op : s.operations) {
        PageCase c;
        c.benchCase = s.settings;
        c.benchCase.threads = 1; // one card, one channel
        c.benchCase.device = s.pcscCard ? *s.pcscCard : kb::DeviceIdentity::fromDeviceInfo(d);
        c.benchCase.algorithm = BenchmarkQueue::tr("card key");
        c.benchCase.operation = op;
        c.benchCase.path = kb::BenchPath::DeviceTime;
        c.benchCase.keyOrigin = QStringLiteral("existing:card");
        if (!reason.isEmpty()) {
            c.skipReason = reason;
        } else if (op == kb::OperationKind::KeyGeneration) {
            c.skipReason = BenchmarkQueue::tr("key generation would replace the card's key");
        } else {
            c.algorithmAfterSetup = std::make_shared<QString>();
            // The runner keeps its own copy of the PIN and wipes it in teardown.
            const kb::OpenPgpApduConfig cfg{s.pcscReader, op, s.cardPin, guard};
            auto algorithm = c.algorithmAfterSetup;
            c.factory = [cfg, algorithm](int) -> std::unique_ptr<kb::OperationRunner> {
                return std::make_unique<kb::AlgorithmRecorder<kb::OpenPgpApduRunner>>(
                    std::make_unique<kb::OpenPgpApduRunner>(cfg), algorithm);
            };
        }
        cases << c;
    }
    return cases;
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
                    PageCase c;
                    c.benchCase = s.settings;
                    c.benchCase.threads = threads;
                    c.benchCase.device = kb::DeviceIdentity::fromDeviceInfo(d);
                    c.benchCase.algorithm = alg;
                    c.benchCase.operation = op;
                    c.benchCase.path = kb::BenchPath::Pkcs11;
                    c.benchCase.keyOrigin = QStringLiteral("generated");
                    if (pin) {
                        kb::Pkcs11Bench::shapePinVerifyCase(c.benchCase);
                    }
                    if (!kb::Pkcs11Bench::supports(alg, op)) {
                        c.skipReason = BenchmarkQueue::tr("not supported on the PKCS#11 path");
                    } else {
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
                        auto b = std::make_shared<kb::Pkcs11Bench>(cfg);
                        c.factory = kb::Pkcs11Bench::factory(b);
                        c.software = [b] { return b->software(); };
                    }
                    cases << c;
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
        kb::DeviceIdentity cpu;
        cpu.id = QStringLiteral("cpu");
        cpu.kind = QStringLiteral("cpu");
        cpu.model = BenchmarkQueue::tr("CPU baseline (OpenSSL)");
        for (const QString &alg : s.algorithms) {
            for (kb::OperationKind op : s.operations) {
                PageCase c;
                c.benchCase = s.settings;
                c.benchCase.device = cpu;
                c.benchCase.threads = 1;
                c.benchCase.algorithm = alg;
                c.benchCase.operation = op;
                c.benchCase.path = kb::BenchPath::CpuBaseline;
                c.benchCase.keyOrigin = QStringLiteral("generated");
                if (kb::CpuBaselineRunner::supports(alg, op)) {
                    c.factory = kb::CpuBaselineRunner::factory(alg, op);
                } else {
                    c.skipReason = BenchmarkQueue::tr("no CPU baseline for this combination");
                }
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
    while (++m_index < m_cases.size() && !m_cancelled) {
        const PageCase &c = m_cases.at(m_index);
        if (!c.skipReason.isEmpty()) {
            Q_EMIT caseFailed(c.benchCase, c.skipReason);
            continue;
        }
        auto *job = new kb::BenchJob(this);
        m_job = job;
        connect(job, &kb::BenchJob::progress, this, &BenchmarkQueue::progress);
        connect(job, &kb::BenchJob::finished, this, [this, job](const kb::RunResult &result) {
            const PageCase &pc = m_cases.at(m_index);
            const QMap<QString, QString> sw =
                pc.software ? pc.software() : QMap<QString, QString>{};
            kb::RunRecord record = kb::RunRecord::fromResult(result, kb::Environment::current(sw));
            if (pc.algorithmAfterSetup && !pc.algorithmAfterSetup->isEmpty()) {
                record.algorithm = *pc.algorithmAfterSetup; // set in setup, before the result came
            }
            Q_EMIT caseFinished(record);
            job->deleteLater();
            next();
        });
        connect(job, &kb::BenchJob::failed, this, [this, job](const Error &error) {
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
