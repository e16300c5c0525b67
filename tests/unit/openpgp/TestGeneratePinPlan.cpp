// SPDX-License-Identifier: GPL-3.0-or-later
// The PIN prompts a key generation announces: forcesig on and off, backup on and off.
#include "openpgp/GeneratePinPlan.h"

#include <QTest>

using namespace keyward::openpgp;

class TestGeneratePinPlan : public QObject
{
    Q_OBJECT

private slots:
    void allKeys_data()
    {
        QTest::addColumn<bool>("forceSig");
        QTest::addColumn<bool>("backup");
        QTest::addColumn<int>("userPrompts");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("once, no backup")
            << false << false << 1
            << QStringLiteral("You will be asked for the admin PIN, then the user PIN, and for "
                              "each of them more than once: GnuPG asks again when the card no "
                              "longer has a PIN verified, and for the admin PIN again for "
                              "each slot whose algorithm changes.");
        QTest::newRow("once, backup")
            << false << true << 1
            << QStringLiteral("You will be asked for the admin PIN, then the user PIN, and for "
                              "each of them more than once: GnuPG asks again when the card no "
                              "longer has a PIN verified, and for the admin PIN again for "
                              "each slot whose algorithm changes.");
        QTest::newRow("forcesig, no backup")
            << true << false << 4
            << QStringLiteral("You will be asked for the admin PIN, then for the user PIN for "
                              "each of the 4 signatures (the card asks for it for every "
                              "signature). GnuPG may ask for the admin PIN more than once.");
        QTest::newRow("forcesig, backup")
            << true << true << 4
            << QStringLiteral("You will be asked for the admin PIN, then for the user PIN for "
                              "each of the 4 signatures (the card asks for it for every "
                              "signature). GnuPG may ask for the admin PIN more than once.");
    }

    void allKeys()
    {
        QFETCH(bool, forceSig);
        QFETCH(bool, backup);
        QFETCH(int, userPrompts);
        QFETCH(QString, sentence);
        GeneratePinInput in;
        in.pinPerSignature = forceSig;
        in.encryptionBackup = backup;
        const QList<PinPrompt> prompts = generatePinPrompts(in);
        QCOMPARE(prompts.size(), 1 + userPrompts);
        QCOMPARE(prompts.first().kind, PinKind::AdminPin);
        for (qsizetype i = 1; i < prompts.size(); ++i) {
            QCOMPARE(prompts.at(i).kind, PinKind::UserPin);
            QVERIFY(!prompts.at(i).purpose.isEmpty());
        }
        QCOMPARE(describePinPrompts(prompts, forceSig), sentence);
    }

    void oneSlotAsksOnlyAdmin()
    {
        GeneratePinInput in;
        in.mode = GeneratePinInput::Mode::OneSlot;
        in.pinPerSignature = true;
        const QList<PinPrompt> prompts = generatePinPrompts(in);
        QCOMPARE(prompts.size(), 1);
        QCOMPARE(describePinPrompts(prompts, true),
                 QStringLiteral("You will be asked for the admin PIN, unless the card still has "
                                "it from an earlier step."));
    }

    void noPromptsNoSentence() { QVERIFY(describePinPrompts({}, false).isEmpty()); }
};

QTEST_GUILESS_MAIN(TestGeneratePinPlan)
#include "TestGeneratePinPlan.moc"
