// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchEngine.h"
#include "LoadProfile.h"

#include <QObject>

#include <thread>

namespace keyward::bench {

/// Runs one benchmark case or one load profile off the caller's thread and
/// reports back through queued signals, for the GUI and the CLI. The engine
/// gets a thread of its own (the runners make theirs); cancel() stops it,
/// and destruction cancels and joins (no terminate). One job per run.
class BenchJob : public QObject
{
    Q_OBJECT
public:
    explicit BenchJob(QObject *parent = nullptr);
    ~BenchJob() override;

    /// Start a case; false if this job already ran.
    bool start(const BenchCase &benchCase, RunnerFactory factory);
    /// Start a load profile; false if this job already ran.
    bool startLoadProfile(const LoadProfileConfig &config, RunnerFactory factory);
    /// Ask the run to stop; finished comes with Error kind Cancelled.
    void cancel();
    bool isRunning() const { return m_running; }
    CancelToken token() const { return m_cancel; }

Q_SIGNALS:
    /// Batched progress of a case (≤ 30 per second), with the latest samples
    /// for a live chart.
    void progress(const keyward::bench::BenchProgress &progress);
    /// Progress of a load profile (≤ 30 per second).
    void loadProgress(const keyward::bench::LoadProgress &progress);
    /// A case ended with its samples.
    void finished(const keyward::bench::RunResult &result);
    /// A load profile ended.
    void loadProfileFinished(const keyward::bench::LoadProfileResult &result);
    /// The run failed or was cancelled (kind Cancelled).
    void failed(const keyward::Error &error);

private:
    /// Runs work(cancel, report) on the job's thread; reports and the result
    /// come back queued to this object's thread.
    template<class Work, class OnProgress, class OnDone>
    bool launch(Work work, OnProgress onProgress, OnDone onDone);
    void join();

    std::thread m_thread;
    CancelToken m_cancel;
    bool m_started = false;
    bool m_running = false;
};

} // namespace keyward::bench
