// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchJob.h"

#include <QMetaObject>

namespace keyward::bench {

BenchJob::BenchJob(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<keyward::bench::BenchProgress>();
    qRegisterMetaType<keyward::bench::RunResult>();
    qRegisterMetaType<keyward::bench::LoadProgress>();
    qRegisterMetaType<keyward::bench::LoadProfileResult>();
    qRegisterMetaType<keyward::Error>();
}

BenchJob::~BenchJob()
{
    m_cancel.cancel();
    join();
}

void BenchJob::join()
{
    if (m_thread.joinable()) {
        m_thread.join();
    }
}

void BenchJob::cancel()
{
    m_cancel.cancel();
}

bool BenchJob::start(const BenchCase &benchCase, RunnerFactory factory)
{
    if (m_started) {
        return false;
    }
    m_started = m_running = true;
    m_thread = std::thread([this, benchCase, factory = std::move(factory)] {
        auto result =
            BenchEngine::run(benchCase, factory, m_cancel, [this](const BenchProgress &p) {
                QMetaObject::invokeMethod(
                    this, [this, p] { Q_EMIT progress(p); }, Qt::QueuedConnection);
            });
        QMetaObject::invokeMethod(
            this,
            [this, result] {
                m_running = false;
                join();
                if (result.ok()) {
                    Q_EMIT finished(result.value());
                } else {
                    Q_EMIT failed(result.error());
                }
            },
            Qt::QueuedConnection);
    });
    return true;
}

bool BenchJob::startLoadProfile(const LoadProfileConfig &config, RunnerFactory factory)
{
    if (m_started) {
        return false;
    }
    m_started = m_running = true;
    m_thread = std::thread([this, config, factory = std::move(factory)] {
        auto result =
            LoadProfileRunner::run(config, factory, m_cancel, [this](const LoadProgress &p) {
                QMetaObject::invokeMethod(
                    this, [this, p] { Q_EMIT loadProgress(p); }, Qt::QueuedConnection);
            });
        QMetaObject::invokeMethod(
            this,
            [this, result] {
                m_running = false;
                join();
                if (result.ok()) {
                    Q_EMIT loadProfileFinished(result.value());
                } else {
                    Q_EMIT failed(result.error());
                }
            },
            Qt::QueuedConnection);
    });
    return true;
}

} // namespace keyward::bench
