// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/runners/TlsAdvice.h"

#include <QTest>

using namespace keyward::bench;

namespace {

TlsBenchResult run(const char *algorithm, double perSecond, const char *device = "token-a")
{
    TlsBenchResult r;
    r.device.id = QString::fromLatin1(device);
    r.device.kind = QStringLiteral("pkcs11-token");
    r.device.model = QStringLiteral("SoftHSM");
    r.algorithm = QString::fromLatin1(algorithm);
    r.protocol = QStringLiteral("TLSv1.3");
    r.keyExchange = QStringLiteral("ECDHE");
    r.handshakes = qint64(perSecond * 2);
    r.wallSeconds = 2;
    r.handshakesPerSecond = perSecond;
    return r;
}

} // namespace

class TlsAdviceTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void p256AgainstRsa2048FromMeasuredFigures()
    {
        const QStringList advice =
            tlsAlgorithmAdvice({run("RSA-2048", 100), run("ECDSA-P256", 270)});
        QCOMPARE(advice,
                 QStringList{QStringLiteral("P-256 serves 2.7× the handshakes of RSA-2048 here, at "
                                            "a higher security level (128 against 112 bits).")});
    }

    void slowerEcSaysSoWithTheLowerLevel()
    {
        // A token whose ECDSA is slow: the RSA key is named first, and its
        // lower security level is said.
        const QStringList advice =
            tlsAlgorithmAdvice({run("RSA-2048", 300), run("ECDSA-P256", 100)});
        QCOMPARE(advice,
                 QStringList{QStringLiteral("RSA-2048 serves 3.0× the handshakes of P-256 here, at "
                                            "a lower security level (112 against 128 bits).")});
    }

    void sameLevelAndSeveralPairs()
    {
        const QStringList advice =
            tlsAlgorithmAdvice({run("RSA-2048", 100), run("RSA-3072", 40), run("ECDSA-P256", 260)});
        QCOMPARE(advice.size(), 2);
        QCOMPARE(advice.at(0),
                 QStringLiteral("P-256 serves 2.6× the handshakes of RSA-2048 here, "
                                "at a higher security level (128 against 112 bits)."));
        QCOMPARE(advice.at(1), QStringLiteral("P-256 serves 6.5× the handshakes of RSA-3072 here, "
                                              "at the same security level (128 bits)."));
    }

    void neverAcrossDevicesOrSettings()
    {
        // Another device: nothing compared.
        QVERIFY(tlsAlgorithmAdvice({run("RSA-2048", 100), run("ECDSA-P256", 270, "token-b")})
                    .isEmpty());
        // Another protocol, other clients, another key exchange: nothing.
        TlsBenchResult tls12 = run("ECDSA-P256", 270);
        tls12.protocol = QStringLiteral("TLSv1.2");
        QVERIFY(tlsAlgorithmAdvice({run("RSA-2048", 100), tls12}).isEmpty());
        TlsBenchResult clients = run("ECDSA-P256", 270);
        clients.clients = 4;
        QVERIFY(tlsAlgorithmAdvice({run("RSA-2048", 100), clients}).isEmpty());
        TlsBenchResult dhe = run("RSA-2048", 100);
        dhe.keyExchange = QStringLiteral("DHE");
        QVERIFY(tlsAlgorithmAdvice({dhe, run("ECDSA-P256", 270)}).isEmpty());
    }

    void nothingMeasuredNothingSaid()
    {
        QVERIFY(tlsAlgorithmAdvice({}).isEmpty());
        QVERIFY(tlsAlgorithmAdvice({run("ECDSA-P256", 270)}).isEmpty());
        QVERIFY(tlsAlgorithmAdvice({run("RSA-2048", 100), run("RSA-3072", 40)}).isEmpty());
        // A run that completed no handshake gives no figure to compare.
        TlsBenchResult failed = run("RSA-2048", 0);
        failed.handshakes = 0;
        QVERIFY(tlsAlgorithmAdvice({failed, run("ECDSA-P256", 270)}).isEmpty());
    }

    void securityLevels()
    {
        QCOMPARE(securityBits(QStringLiteral("RSA-2048")), 112);
        QCOMPARE(securityBits(QStringLiteral("RSA-3072")), 128);
        QCOMPARE(securityBits(QStringLiteral("ECDSA-P256")), 128);
        QCOMPARE(securityBits(QStringLiteral("ECDSA-P384")), 192);
        QCOMPARE(securityBits(QStringLiteral("Ed25519")), 0);
    }
};

QTEST_GUILESS_MAIN(TlsAdviceTest)
#include "TlsAdviceTest.moc"
