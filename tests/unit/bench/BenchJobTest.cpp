// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchJob.h"
#include "bench/SimulatedRunner.h"

#include <QSignalSpy>
#include <QTest>

using namespace keyward;
using namespace keyward::bench;
using namespace std::chrono_literals;

class BenchJobTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void caseReportsProgressAndResult()
    {
        BenchJob job;
        QSignalSpy progress(&job, &BenchJob::progress);
        QSignalSpy done(&job, &BenchJob::finished);
        BenchCase c;
        c.path = BenchPath::Simulated;
        c.threads = 2;
        c.warmup = 1;
        c.iterations = 0;
        c.duration = 200ms;
        QVERIFY(job.start(c, SimulatedRunner::factory(1ms)));
        QVERIFY(!job.start(c, SimulatedRunner::factory(1ms))); // one run per job
        QVERIFY(done.wait(5000));
        QVERIFY(!job.isRunning());
        const auto r = done.at(0).at(0).value<RunResult>();
        QCOMPARE(r.threads.size(), 2);
        QVERIFY(r.steady().count > 10);
        QVERIFY(!progress.isEmpty());
    }

    void cancelGivesCancelled()
    {
        BenchJob job;
        QSignalSpy failed(&job, &BenchJob::failed);
        BenchCase c;
        c.path = BenchPath::Simulated;
        c.iterations = 0;
        c.duration = 60s;
        QVERIFY(job.start(c, SimulatedRunner::factory(1ms)));
        QTest::qWait(100);
        job.cancel();
        QVERIFY(failed.wait(5000));
        QCOMPARE(failed.at(0).at(0).value<Error>().kind, ErrorKind::Cancelled);
    }

    void destructionCancelsAndJoins()
    {
        auto *job = new BenchJob;
        LoadProfileConfig c;
        c.steps = {LoadStep{5, 60s}};
        QVERIFY(job->startLoadProfile(c, SimulatedRunner::factory(1ms)));
        QTest::qWait(50);
        delete job; // must return promptly, not after 60 s
    }

    void loadProfileFinishes()
    {
        BenchJob job;
        QSignalSpy done(&job, &BenchJob::loadProfileFinished);
        LoadProfileConfig c;
        c.steps = {LoadStep{20, 300ms}};
        QVERIFY(job.startLoadProfile(c, SimulatedRunner::factory(1ms)));
        QVERIFY(done.wait(5000));
        QCOMPARE(done.at(0).at(0).value<LoadProfileResult>().requests.size(), 6);
    }
};

QTEST_GUILESS_MAIN(BenchJobTest)
#include "BenchJobTest.moc"
