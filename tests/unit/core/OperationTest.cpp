// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Operation.h"
#include "core/Worker.h"

#include <QSignalSpy>
#include <QTest>

using namespace keyward;

class OperationTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void progressFromWorkerArrivesOnOwnerThread()
    {
        Operation op(QStringLiteral("Generate"));
        QSignalSpy progress(&op, &Operation::progressChanged);
        Worker w(QStringLiteral("test"));
        op.start();
        w.run([&op] {
            for (int i = 1; i <= 3; ++i) {
                op.reportProgress(i, 3);
            }
        });
        QTRY_COMPARE(progress.count(), 3);
        QCOMPARE(progress.at(2).at(0).toLongLong(), 3);
    }
    void cancelReachesTheJobAndEndsCancelled()
    {
        Operation op(QStringLiteral("Benchmark"));
        op.setCancellable(true);
        QSignalSpy finished(&op, &Operation::finished);
        Worker w(QStringLiteral("test"));
        op.start();
        const CancelToken token = op.token();
        auto fut = w.run([token] {
            int steps = 0;
            while (!token.isCancelled() && steps < 100000) {
                QThread::usleep(100);
                ++steps;
            }
            return token.isCancelled();
        });
        op.cancel();
        fut.waitForFinished();
        QVERIFY(fut.result());
        op.fail(Error::cancelled(op.title()));
        QCOMPARE(op.state(), Operation::State::Cancelled);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
    }
    void cancelIgnoredWhenNotRunning()
    {
        Operation op(QStringLiteral("x"));
        op.cancel();
        QVERIFY(!op.token().isCancelled());
    }
};

QTEST_GUILESS_MAIN(OperationTest)
#include "OperationTest.moc"
