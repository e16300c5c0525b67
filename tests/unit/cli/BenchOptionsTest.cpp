// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-cli bench's numeric options: every value outside its range, NaN,
// infinity or beyond an integer is a usage error that names the option, the
// value and the range — never a crash or a silent conversion.
#include "cli/BenchOptions.h"

#include <QTest>

using namespace keyward;
using namespace keyward::cli;

class BenchOptionsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void badValuesAreUsageErrors_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("range"); // as the message gives it
        const auto row = [](const char *name, const char *option, const char *value,
                            const auto &range) {
            QTest::newRow(name) << QString::fromLatin1(option) << QString::fromLatin1(value)
                                << QString(QLatin1String(range));
        };
        const char *const threads = "from 1 to 256";
        row("threads 5000", "--threads", "5000", threads);
        row("threads 0", "--threads", "0", threads);
        row("threads -1", "--threads", "-1", threads);
        row("threads nan", "--threads", "nan", threads);
        row("threads inf", "--threads", "inf", threads);
        row("threads 2.5", "--threads", "2.5", threads);
        row("threads 1e99", "--threads", "1e99", threads);
        row("threads 2^64", "--threads", "18446744073709551616", threads);
        row("threads word", "--threads", "four", threads);
        row("workers 1e6", "--workers", "1e6", threads);
        row("workers 0", "--workers", "0", threads);
        row("iterations 0", "--iterations", "0", "from 1 to 20000000");
        row("iterations 1e10", "--iterations", "1e10", "from 1 to 20000000");
        row("iterations -5", "--iterations", "-5", "from 1 to 20000000");
        row("warmup -1", "--warmup", "-1", "from 0 to 1000000");
        row("warmup 1e9", "--warmup", "1e9", "from 0 to 1000000");
        row("step nan", "--step", "nan", "from 0.05 to 86400");
        row("step inf", "--step", "inf", "from 0.05 to 86400");
        row("step 0", "--step", "0", "from 0.05 to 86400");
        row("step 1e300", "--step", "1e300", "from 0.05 to 86400");
        row("duration nan", "--duration", "nan", "from 0.001 to 86400");
        row("duration 90000", "--duration", "90000", "from 0.001 to 86400");
        row("duration -1", "--duration", "-1", "from 0.001 to 86400");
        row("load-profile 1e9", "--load-profile", "1e9", "above 0 and at most 1000000");
        row("load-profile 0", "--load-profile", "1,0", "above 0 and at most 1000000");
        row("load-profile nan", "--load-profile", "1,nan", "above 0 and at most 1000000");
        row("load-profile -inf", "--load-profile", "-inf", "above 0 and at most 1000000");
    }

    void badValuesAreUsageErrors()
    {
        QFETCH(QString, option);
        QFETCH(QString, value);
        QFETCH(QString, range);
        auto r = parseBenchArguments(
            {QStringLiteral("--baseline"), QStringLiteral("cpu"), option, value}, false);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::InvalidInput);
        const QString message = r.error().userMessage();
        QVERIFY2(message.contains(option), qPrintable(message));
        QVERIFY2(message.contains(range), qPrintable(message));
        QVERIFY2(message.contains(value.section(QLatin1Char(','), -1)), qPrintable(message));
    }

    void goodValuesAreTaken()
    {
        auto r = parseBenchArguments(
            {QStringLiteral("--token"), QStringLiteral("t"), QStringLiteral("--threads"),
             QStringLiteral("256"), QStringLiteral("--iterations"), QStringLiteral("1e3"),
             QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--duration"),
             QStringLiteral("86400"), QStringLiteral("--load-profile"),
             QStringLiteral("0.5,1000000"), QStringLiteral("--step"), QStringLiteral("0.05"),
             QStringLiteral("--workers"), QStringLiteral("256"), QStringLiteral("--yes")},
            false);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().userMessage()));
        QCOMPARE(r->run.threads, 256);
        QCOMPARE(r->run.iterations, 1000);
        QCOMPARE(r->run.warmup, 0);
        QCOMPARE(r->run.durationSeconds, 86400.0);
        QCOMPARE(r->run.loadRates, (QList<double>{0.5, 1e6}));
        QCOMPARE(r->run.loadStepSeconds, 0.05);
        QCOMPARE(r->run.loadWorkers, 256);
        QVERIFY(r->run.allowLastPinTry);
    }

    void aLoadProfileMustFitInMemory()
    {
        // Each value within its range, but 1e6/s for a day is 8.6e10 requests.
        auto r = parseBenchArguments({QStringLiteral("--token"), QStringLiteral("t"),
                                      QStringLiteral("--load-profile"), QStringLiteral("1e6"),
                                      QStringLiteral("--step"), QStringLiteral("86400")},
                                     false);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::InvalidInput);
        QVERIFY(r.error().userMessage().contains(QStringLiteral("--load-profile")));
    }

    void threadSweepIsASwitchWithoutLoadProfile()
    {
        auto r = parseBenchArguments({QStringLiteral("--baseline"), QStringLiteral("cpu"),
                                      QStringLiteral("--threads"), QStringLiteral("8"),
                                      QStringLiteral("--thread-sweep")},
                                     false);
        QVERIFY(r.ok());
        QVERIFY(r->run.threadSweep);
        QCOMPARE(r->run.threads, 8);
        // A load profile's sessions are --workers: a sweep there is refused, not ignored.
        auto load = parseBenchArguments({QStringLiteral("--token"), QStringLiteral("t"),
                                         QStringLiteral("--load-profile"), QStringLiteral("1,2"),
                                         QStringLiteral("--thread-sweep")},
                                        false);
        QVERIFY(!load.ok());
        QCOMPARE(load.error().kind, ErrorKind::InvalidInput);
        QVERIFY(load.error().userMessage().contains(QStringLiteral("--thread-sweep")));
    }

    void theLastPinTryNeedsYes()
    {
        auto r = parseBenchArguments({QStringLiteral("--baseline"), QStringLiteral("cpu")}, false);
        QVERIFY(r.ok());
        QVERIFY(!r->run.allowLastPinTry);
        QVERIFY(!r->run.threadSweep);
    }
};

QTEST_GUILESS_MAIN(BenchOptionsTest)
#include "BenchOptionsTest.moc"
