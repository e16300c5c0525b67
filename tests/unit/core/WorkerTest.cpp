// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Worker.h"
#include "core/Continuation.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>

using namespace keyward;

namespace {

std::atomic_bool g_threadCleanedUp{false};

/// Per-thread state a library keeps (OpenSSL's, a module's): its cleanup runs
/// as the thread ends, after the thread's last job, and takes a while.
struct PerThreadState
{
    ~PerThreadState()
    {
        QThread::msleep(200);
        g_threadCleanedUp = true;
    }
};

} // namespace

class WorkerTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runsOnItsOwnThreadInOrder()
    {
        Worker w(QStringLiteral("test"));
        QList<int> order;
        QThread *seen = nullptr;
        for (int i = 0; i < 5; ++i) {
            w.post([&order, i] { order.append(i); });
        }
        auto f = w.run([&seen] {
            seen = QThread::currentThread();
            return 7;
        });
        f.waitForFinished();
        QCOMPARE(f.result(), 7);
        QCOMPARE(seen, w.thread());
        QVERIFY(seen != QThread::currentThread());
        QCOMPARE(order, (QList<int>{0, 1, 2, 3, 4}));
    }
    void continuationRunsOnContextThread()
    {
        Worker w(QStringLiteral("test"));
        QObject context;
        bool called = false;
        QThread *where = nullptr;
        whenFinished(w.run([] { return QStringLiteral("done"); }), &context, [&](const QString &s) {
            called = (s == QStringLiteral("done"));
            where = QThread::currentThread();
        });
        QTRY_VERIFY(called);
        QCOMPARE(where, QThread::currentThread());
    }
    void destructorWaitsForTheThreadsLastCleanup()
    {
        // A process that destroys its workers and exits must not run its exit
        // while a worker's thread still cleans up (QThread::wait() returns before that).
        g_threadCleanedUp = false;
        {
            Worker w(QStringLiteral("test"));
            w.run([] {
                 thread_local PerThreadState state;
                 (void)state;
             }).waitForFinished();
        }
        QVERIFY(g_threadCleanedUp);
    }
    void droppedContextDropsCallback()
    {
        Worker w(QStringLiteral("test"));
        std::atomic_bool release{false};
        bool called = false;
        auto *context = new QObject;
        auto fut = w.run([&release] {
            while (!release) {
                QThread::msleep(1);
            }
            return 1;
        });
        whenFinished(fut, context, [&called](int) { called = true; });
        delete context; // the window closed before the device answered
        release = true;
        fut.waitForFinished();
        QTest::qWait(50);
        QVERIFY(!called);
    }
};

QTEST_GUILESS_MAIN(WorkerTest)
#include "WorkerTest.moc"
