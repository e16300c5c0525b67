// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchEngine.h"
#include "bench/cpu/CpuBaselineRunner.h"

#include <QTest>

using namespace keyward;
using namespace keyward::bench;

template<class R> static QString why(const R &r)
{
    return r.ok() ? QString() : r.error().technical();
}

class CpuBaselineTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everySupportedPairRuns_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("operation");
        for (const QString &a : CpuBaselineRunner::algorithms()) {
            for (OperationKind op :
                 {OperationKind::Sign, OperationKind::Decrypt, OperationKind::KeyGeneration}) {
                // Larger RSA keys take seconds to make (in setup too); the
                // 2048-bit one stands for the same code path.
                if (a == QLatin1String("RSA-3072") || a == QLatin1String("RSA-4096")) {
                    continue;
                }
                if (CpuBaselineRunner::supports(a, op)) {
                    QTest::addRow("%s/%s", qPrintable(a), qPrintable(toString(op))) << a << int(op);
                }
            }
        }
    }
    void everySupportedPairRuns()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, operation);
        BenchCase c;
        c.device.id = QStringLiteral("cpu");
        c.device.kind = QStringLiteral("cpu");
        c.algorithm = algorithm;
        c.operation = OperationKind(operation);
        c.path = BenchPath::CpuBaseline;
        c.warmup = 1;
        c.iterations = 3;
        auto r =
            BenchEngine::run(c, CpuBaselineRunner::factory(algorithm, c.operation), CancelToken());
        QVERIFY2(r.ok(), qPrintable(why(r)));
        QCOMPARE(r->steady().count, 3);
        QVERIFY(r->steady().min > 0);
    }

    void unsupportedIsNotSupported()
    {
        QVERIFY(
            !CpuBaselineRunner::supports(QStringLiteral("ECDH-Curve25519"), OperationKind::Sign));
        QVERIFY(!CpuBaselineRunner::supports(QStringLiteral("DSA-1024"), OperationKind::Sign));
        BenchCase c;
        c.iterations = 1;
        auto r = BenchEngine::run(
            c, CpuBaselineRunner::factory(QStringLiteral("Ed25519"), OperationKind::Decrypt),
            CancelToken());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::NotSupported);
    }
};

QTEST_GUILESS_MAIN(CpuBaselineTest)
#include "CpuBaselineTest.moc"
