// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/runners/TlsBench.h"
#include "bench/runners/TlsLoadRunner.h"

#include <QTest>

using namespace keyward;
using namespace keyward::bench;

template<class R> static QString why(const R &r)
{
    return r.ok() ? QString() : r.error().technical();
}

class TlsBenchTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cpuBaselineHandshakes_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("version");
        QTest::addColumn<int>("clients");
        QTest::addColumn<int>("serverThreads");
        for (const char *alg : {"RSA-2048", "ECDSA-P256", "ECDSA-P384"}) {
            for (int v : {12, 13}) {
                QTest::addRow("%s/TLS%d/1x1", alg, v) << QString::fromLatin1(alg) << v << 1 << 1;
            }
        }
        QTest::addRow("ECDSA-P256/TLS13/3x2") << QStringLiteral("ECDSA-P256") << 13 << 3 << 2;
    }
    void cpuBaselineHandshakes()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, version);
        QFETCH(int, clients);
        QFETCH(int, serverThreads);
        TlsBenchConfig c;
        c.cpu = true;
        c.algorithm = algorithm;
        c.tlsVersion = version;
        c.clients = clients;
        c.serverThreads = serverThreads;
        c.duration = std::chrono::milliseconds(300);
        c.signDuration = std::chrono::milliseconds(100);
        auto r = TlsBench::run(c, CancelToken{});
        QVERIFY2(r.ok(), qPrintable(why(r)));
        const TlsBenchResult &t = r.value();
        QVERIFY2(t.handshakes > 0, qPrintable(t.firstFailure));
        QCOMPARE(t.failed, 0);
        QCOMPARE(t.serverFailed, 0);
        QCOMPARE(t.strangers, 0);
        QVERIFY(t.firstFailure.isEmpty());
        QCOMPARE(t.protocol, version == 12 ? QStringLiteral("TLSv1.2") : QStringLiteral("TLSv1.3"));
        if (version == 12) {
            // ECDHE key exchange, authenticated by the key's own algorithm.
            QVERIFY2(t.cipher.startsWith(algorithm.startsWith(QLatin1String("RSA"))
                                             ? QLatin1String("ECDHE-RSA-")
                                             : QLatin1String("ECDHE-ECDSA-")),
                     qPrintable(t.cipher));
        } else {
            QVERIFY2(t.cipher.startsWith(QLatin1String("TLS_")), qPrintable(t.cipher));
        }
        QCOMPARE(t.latency.count, t.handshakes);
        QVERIFY(t.latency.median > 0);
        QVERIFY(t.latency.p95 >= t.latency.median);
        QVERIFY(t.latency.p99 >= t.latency.p95);
        QVERIFY(t.wallSeconds > 0);
        QCOMPARE(t.handshakesPerSecond, double(t.handshakes) / t.wallSeconds);
        QVERIFY(t.signPerSecond > 0);
        QVERIFY(t.signLatency.count > 0);
        QCOMPARE(t.ratio, t.handshakesPerSecond / t.signPerSecond);
        QCOMPARE(t.clients, clients);
        QCOMPARE(t.serverThreads, serverThreads);
        QCOMPARE(t.device.kind, QStringLiteral("cpu"));
        QCOMPARE(t.keyOrigin, QStringLiteral("generated"));
        QCOMPARE(t.privateKeyOperations, 0); // no token: nothing counted there
    }

    // A handshake that stalls (the test hook KEYWARD_TEST_TLS_STALL, read
    // when the server starts) ends the run with an error that says so: no
    // figures. "client": the server's wait for the client passes its limit;
    // "server": a client's wait for the server.
    void stalledHandshakeFailsTheRun_data()
    {
        QTest::addColumn<QByteArray>("stall");
        QTest::addColumn<QString>("where");
        QTest::newRow("client") << QByteArrayLiteral("client:2")
                                << QStringLiteral("the server waited for its client");
        QTest::newRow("server") << QByteArrayLiteral("server:2")
                                << QStringLiteral("a client waited for the server");
    }
    void stalledHandshakeFailsTheRun()
    {
        QFETCH(QByteArray, stall);
        QFETCH(QString, where);
        qputenv("KEYWARD_TEST_TLS_STALL", stall);
        TlsBenchConfig c;
        c.cpu = true;
        c.algorithm = QStringLiteral("ECDSA-P256");
        c.duration = std::chrono::milliseconds(30000); // ends early, with the stall
        c.signDuration = std::chrono::milliseconds(100);
        auto r = TlsBench::run(c, CancelToken{});
        qunsetenv("KEYWARD_TEST_TLS_STALL");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Timeout);
        const QString message = r.error().userMessage();
        QVERIFY2(message.startsWith(QLatin1String("A TLS handshake stalled for more than ")),
                 qPrintable(message));
        QVERIFY2(message.contains(where), qPrintable(message));
        QVERIFY2(message.endsWith(QLatin1String("; the run was not stored.")), qPrintable(message));
    }

    void stalledHandshakeFailsTheLoadProfile()
    {
        qputenv("KEYWARD_TEST_TLS_STALL", "client:3");
        TlsBenchConfig c;
        c.cpu = true;
        c.algorithm = QStringLiteral("ECDSA-P256");
        const auto profile =
            LoadProfileConfig::stepped({20}, std::chrono::milliseconds(30000), 2, false);
        auto r = TlsLoadProfile::run(c, profile, CancelToken{});
        qunsetenv("KEYWARD_TEST_TLS_STALL");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Timeout);
        QVERIFY2(
            r.error().userMessage().contains(QLatin1String("the server waited for its client")),
            qPrintable(r.error().userMessage()));
    }

    void refusesBadConfigurations_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("version");
        QTest::addColumn<int>("clients");
        QTest::addColumn<int>("serverThreads");
        QTest::addColumn<int>("durationMs");
        QTest::newRow("TLS 1.1") << QStringLiteral("RSA-2048") << 11 << 1 << 1 << 100;
        QTest::newRow("Ed25519") << QStringLiteral("Ed25519") << 13 << 1 << 1 << 100;
        QTest::newRow("no clients") << QStringLiteral("RSA-2048") << 13 << 0 << 1 << 100;
        QTest::newRow("no server") << QStringLiteral("RSA-2048") << 13 << 1 << 0 << 100;
        QTest::newRow("no time") << QStringLiteral("RSA-2048") << 13 << 1 << 1 << 0;
    }
    void refusesBadConfigurations()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, version);
        QFETCH(int, clients);
        QFETCH(int, serverThreads);
        QFETCH(int, durationMs);
        TlsBenchConfig c;
        c.cpu = true;
        c.algorithm = algorithm;
        c.tlsVersion = version;
        c.clients = clients;
        c.serverThreads = serverThreads;
        c.duration = std::chrono::milliseconds(durationMs);
        auto r = TlsBench::run(c, CancelToken{});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::InvalidInput);
    }

    void dheRsaHandshakes()
    {
        TlsBenchConfig c;
        c.cpu = true;
        c.algorithm = QStringLiteral("RSA-2048");
        c.tlsVersion = 12;
        c.keyExchange = QStringLiteral("DHE");
        c.duration = std::chrono::milliseconds(300);
        c.signDuration = std::chrono::milliseconds(100);
        auto r = TlsBench::run(c, CancelToken{});
        QVERIFY2(r.ok(), qPrintable(why(r)));
        const TlsBenchResult &t = r.value();
        QVERIFY2(t.handshakes > 0, qPrintable(t.firstFailure));
        QCOMPARE(t.failed, 0);
        QCOMPARE(t.serverFailed, 0);
        QCOMPARE(t.keyExchange, QStringLiteral("DHE"));
        QVERIFY2(t.cipher.startsWith(QLatin1String("DHE-RSA-")), qPrintable(t.cipher));
        // The threads' own CPU clocks, per handshake.
        QVERIFY(t.serverCpuNsPerHandshake > 0);
        QVERIFY(t.clientCpuNsPerHandshake > 0);
    }

    void refusesKeyExchangeBeforeStart_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("version");
        QTest::addColumn<QString>("kex");
        QTest::newRow("DHE with TLS 1.3")
            << QStringLiteral("RSA-2048") << 13 << QStringLiteral("DHE");
        QTest::newRow("DHE with ECDSA")
            << QStringLiteral("ECDSA-P256") << 12 << QStringLiteral("DHE");
        QTest::newRow("RSA key exchange")
            << QStringLiteral("RSA-2048") << 12 << QStringLiteral("RSA");
        QTest::newRow("unknown") << QStringLiteral("RSA-2048") << 12 << QStringLiteral("PSK");
    }
    void refusesKeyExchangeBeforeStart()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, version);
        QFETCH(QString, kex);
        TlsBenchConfig c;
        // A token that does not exist: refused before it would be looked for.
        c.token.token.label = QStringLiteral("no-such-token");
        c.algorithm = algorithm;
        c.tlsVersion = version;
        c.keyExchange = kex;
        auto r = TlsBench::run(c, CancelToken{});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::InvalidInput);
    }

    void cancelledBeforeStartIsCancelled()
    {
        TlsBenchConfig c;
        c.cpu = true;
        c.algorithm = QStringLiteral("ECDSA-P256");
        c.duration = std::chrono::milliseconds(100);
        c.signDuration = std::chrono::milliseconds(50);
        CancelToken cancel;
        cancel.cancel();
        auto r = TlsBench::run(c, cancel);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TlsBenchTest)
#include "TlsBenchTest.moc"
