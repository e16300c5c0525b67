// SPDX-License-Identifier: GPL-3.0-or-later
// The touch prompt hook: the prompt follows an operation that has not answered, goes when it
// answers, never comes for one that answered first, and its two signals come in pairs and in
// order whatever threads arm and disarm it.
#include "core/TouchWatch.h"

#include <QMutex>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

using keyward::TouchWatch;

class TouchWatchTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void promptFollowsAnOperationThatWaits()
    {
        TouchWatch watch(0);
        QSignalSpy wanted(&watch, &TouchWatch::touchWanted);
        QSignalSpy ended(&watch, &TouchWatch::touchEnded);
        watch.arm(QStringLiteral("12345678"));
        QTRY_COMPARE_WITH_TIMEOUT(wanted.count(), 1, 30000);
        QCOMPARE(wanted.first().at(0).toString(), QStringLiteral("12345678"));
        QVERIFY(watch.showing());
        QCOMPARE(ended.count(), 0);
        watch.arm(QStringLiteral("12345678")); // still waiting: no second prompt
        watch.disarm();
        QCOMPARE(ended.count(), 1);
        QVERIFY(!watch.showing());
        QCOMPARE(wanted.count(), 1);
    }

    void noPromptWhenTheAnswerCameFirst()
    {
        TouchWatch watch(3600 * 1000);
        QSignalSpy wanted(&watch, &TouchWatch::touchWanted);
        QSignalSpy ended(&watch, &TouchWatch::touchEnded);
        watch.arm(QStringLiteral("1"));
        watch.disarm();
        QVERIFY(!watch.showing());
        QCOMPARE(ended.count(), 0); // nothing shown, nothing to take back
        QCOMPARE(wanted.count(), 0);
    }

    void pairsInOrderAcrossThreads()
    {
        TouchWatch watch(0);
        QList<char> events;
        QMutex mutex;
        connect(
            &watch, &TouchWatch::touchWanted, &watch,
            [&] {
                QMutexLocker lock(&mutex);
                events << 'w';
            },
            Qt::DirectConnection);
        connect(
            &watch, &TouchWatch::touchEnded, &watch,
            [&] {
                QMutexLocker lock(&mutex);
                events << 'e';
            },
            Qt::DirectConnection);
        QThread *other = QThread::create([&watch] {
            for (int i = 0; i < 2000; ++i) {
                watch.arm(QStringLiteral("x"));
                if (i % 3 == 0) {
                    QThread::yieldCurrentThread();
                }
                watch.disarm();
            }
        });
        other->start();
        QVERIFY(other->wait());
        delete other;
        watch.disarm();
        QMutexLocker lock(&mutex);
        QVERIFY(events.size() % 2 == 0);
        for (qsizetype i = 0; i < events.size(); ++i) {
            QCOMPARE(events[i], i % 2 == 0 ? 'w' : 'e');
        }
    }
};

QTEST_GUILESS_MAIN(TouchWatchTest)
#include "TouchWatchTest.moc"
