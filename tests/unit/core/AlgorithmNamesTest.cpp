// SPDX-License-Identifier: GPL-3.0-or-later
// Algorithms as people name them, from every machine spelling Keyward meets;
// the recommended one; counts with the locale's group separators.
#include "core/AlgorithmNames.h"

#include <QLocale>
#include <QTest>

using namespace keyward;

class AlgorithmNamesTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void displayName_data()
    {
        QTest::addColumn<QString>("machine");
        QTest::addColumn<QString>("person");
        const auto row = [](const char *m, const char *p) {
            QTest::newRow(m) << QString::fromLatin1(m) << QString::fromUtf8(p);
        };
        row("rsa2048", "RSA 2048");
        row("rsa4096", "RSA 4096");
        row("RSA-3072", "RSA 3072");
        row("ed25519", "Ed25519");
        row("Ed25519", "Ed25519");
        row("cv25519", "Curve25519 (encryption)");
        row("curve25519", "Curve25519 (encryption)");
        row("nistp256", "NIST P-256");
        row("nistp384", "NIST P-384");
        row("nistp521", "NIST P-521");
        row("prime256v1", "NIST P-256");
        row("secp384r1", "NIST P-384");
        row("EC prime256v1", "NIST P-256");
        row("ECDSA-P256", "ECDSA NIST P-256");
        row("brainpoolP256r1", "Brainpool P-256");
        row("brainpoolp512", "Brainpool P-512");
        row("ed448", "Ed448");
        row("x448", "Curve448 (encryption)");
        row("secp256k1", "secp256k1");
        row("dsa1024", "dsa1024"); // unknown: as given
        row("", "");
    }
    void displayName()
    {
        QFETCH(QString, machine);
        QFETCH(QString, person);
        QCOMPARE(algorithmDisplayName(machine), person);
    }

    void recommended()
    {
        const QStringList card{QStringLiteral("rsa2048"), QStringLiteral("rsa4096"),
                               QStringLiteral("nistp256"), QStringLiteral("ed25519"),
                               QStringLiteral("cv25519")};
        QCOMPARE(recommendedAlgorithm(card), QStringLiteral("ed25519"));
        QCOMPARE(recommendedFirst(card),
                 (QStringList{QStringLiteral("ed25519"), QStringLiteral("rsa2048"),
                              QStringLiteral("rsa4096"), QStringLiteral("nistp256"),
                              QStringLiteral("cv25519")}));
        // A card without Ed25519: RSA 2048; a token's EC-only list: NIST P-256.
        QCOMPARE(recommendedAlgorithm({QStringLiteral("rsa4096"), QStringLiteral("rsa2048")}),
                 QStringLiteral("rsa2048"));
        QCOMPARE(
            recommendedAlgorithm({QStringLiteral("EC secp384r1"), QStringLiteral("EC prime256v1")}),
            QStringLiteral("EC prime256v1"));
        QCOMPARE(recommendedAlgorithm({QStringLiteral("brainpoolP384r1")}),
                 QStringLiteral("brainpoolP384r1"));
        QVERIFY(recommendedAlgorithm({}).isEmpty());
        QVERIFY(recommendedFirst({}).isEmpty());
        QCOMPARE(algorithmChoiceName(QStringLiteral("ed25519"), true),
                 QStringLiteral("Ed25519 (recommended)"));
        QCOMPARE(algorithmChoiceName(QStringLiteral("rsa2048"), false), QStringLiteral("RSA 2048"));
    }

    void cardKeyAttributes()
    {
        // A card's key attributes (DO C1-C3) by GnuPG's name, and the benchmark's name for
        // signing with them: Ed25519 and P-256 keys are told apart (both were "ECC").
        const auto attr = [](const char *hex) { return QByteArray::fromHex(hex); };
        QCOMPARE(openPgpKeyAlgorithm(attr("010800002000")), QStringLiteral("rsa2048"));
        QCOMPARE(openPgpKeyAlgorithm(attr("162B06010401DA470F01")), QStringLiteral("ed25519"));
        QCOMPARE(openPgpKeyAlgorithm(attr("132A8648CE3D030107")), QStringLiteral("nistp256"));
        QCOMPARE(openPgpKeyAlgorithm(attr("132A8648CE3D030107FF")), QStringLiteral("nistp256"));
        QVERIFY(openPgpKeyAlgorithm({}).isEmpty());
        QCOMPARE(signatureSchemeName(QStringLiteral("rsa2048")), QStringLiteral("RSA-2048"));
        QCOMPARE(signatureSchemeName(QStringLiteral("ed25519")), QStringLiteral("Ed25519"));
        QCOMPARE(signatureSchemeName(QStringLiteral("nistp256")), QStringLiteral("ECDSA-P256"));
        QCOMPARE(signatureSchemeName(QStringLiteral("nistp384")), QStringLiteral("ECDSA-P384"));
    }

    void counts()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(countInWords(33554432, CountNoun::Iterations),
                 QStringLiteral("33,554,432 iterations"));
        QCOMPARE(countInWords(1, CountNoun::Iterations), QStringLiteral("1 iteration"));
        QCOMPARE(countInWords(1204, CountNoun::Signatures), QStringLiteral("1,204 signatures"));
        QCOMPARE(countInWords(0, CountNoun::Signatures), QStringLiteral("0 signatures"));
        // The locale's separators: German groups with a dot.
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QVERIFY2(
            countInWords(33554432, CountNoun::Iterations).startsWith(QStringLiteral("33.554.432 ")),
            qPrintable(countInWords(33554432, CountNoun::Iterations)));
        QLocale::setDefault(before);
    }
};

QTEST_GUILESS_MAIN(AlgorithmNamesTest)
#include "AlgorithmNamesTest.moc"
