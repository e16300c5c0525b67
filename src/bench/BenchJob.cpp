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

template<class Work, class OnProgress, class OnDone>
bool BenchJob::launch(Work work, OnProgress onProgress, OnDone onDone)
{
    if (m_started) {
        return false;
    }
    m_started = m_running = true;
    m_thread = std::thread([this, work = std::move(work), onProgress, onDone] {
        auto result = work(m_cancel, [this, onProgress](const auto &p) {
            QMetaObject::invokeMethod(
                this, [this, onProgress, p] { onProgress(this, p); }, Qt::QueuedConnection);
        });
        QMetaObject::invokeMethod(
            this,
            [this, result, onDone] {
                m_running = false;
                join();
                if (result.ok()) {
                    onDone(this, result.value());
                } else {
                    Q_EMIT failed(result.error());
                }
            },
            Qt::QueuedConnection);
    });
    return true;
}

bool BenchJob::start(const BenchCase &benchCase, RunnerFactory factory)
{
    return launch(
        [benchCase, factory = std::move(factory)](const CancelToken &cancel, auto report) {
            return BenchEngine::run(benchCase, factory, cancel, report);
        },
        [](BenchJob *job, const BenchProgress &p) { Q_EMIT job->progress(p); },
        [](BenchJob *job, const auto &run) { Q_EMIT job->finished(run); });
}

bool BenchJob::startLoadProfile(const LoadProfileConfig &config, RunnerFactory factory)
{
    return launch(
        [config, factory = std::move(factory)](const CancelToken &cancel, auto report) {
            return LoadProfileRunner::run(config, factory, cancel, report);
        },
        [](BenchJob *job, const LoadProgress &p) { Q_EMIT job->loadProgress(p); },
        [](BenchJob *job, const auto &run) { Q_EMIT job->loadProfileFinished(run); });
}

} // namespace keyward::bench
