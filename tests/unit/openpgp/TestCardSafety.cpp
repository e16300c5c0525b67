// SPDX-License-Identifier: GPL-3.0-or-later
// What keeps card operations from destroying or locking without asking:
// the PIN rule, the per-card lock, and the key generation arguments checked
// before anything reaches the card.
#include "openpgp/CardLock.h"
#include "openpgp/GenerateKeyCommand.h"
#include "openpgp/PinRules.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace keyward;
using namespace keyward::openpgp;

namespace {
const QByteArray kAid = "D2760001240103040006123456780000";
}

class TestCardSafety : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pinRuleMinimumsAreGnupgs()
    {
        ChvStatus chv;
        chv.maxLength = {127, 127, 127};
        QCOMPARE(pinRule(PinKind::NewUserPin, &chv).minLength, 6);
        QCOMPARE(pinRule(PinKind::UserPin, &chv).minLength, 6);
        QCOMPARE(pinRule(PinKind::NewAdminPin, &chv).minLength, 8);
        QCOMPARE(pinRule(PinKind::AdminPin, &chv).minLength, 8);
        QCOMPARE(pinRule(PinKind::NewResetCode, &chv).minLength, 8);
        QCOMPARE(pinRule(PinKind::ResetCode, &chv).minLength, 8);
        QCOMPARE(pinRule(PinKind::NewUserPin, nullptr).maxLength, 0);
    }

    void pinRuleMaximumIsTheCards()
    {
        ChvStatus chv;
        chv.maxLength = {32, 16, 40};
        QCOMPARE(pinRule(PinKind::NewUserPin, &chv).maxLength, 32);
        QCOMPARE(pinRule(PinKind::NewResetCode, &chv).maxLength, 16);
        QCOMPARE(pinRule(PinKind::NewAdminPin, &chv).maxLength, 40);
        chv.maxLength = {4, 0, 0}; // below GnuPG's minimum: says nothing usable
        QCOMPARE(pinRule(PinKind::NewUserPin, &chv).maxLength, 0);
    }

    void pinLengthChecked()
    {
        ChvStatus chv;
        chv.maxLength = {8, 8, 10};
        const auto user = pinRule(PinKind::NewUserPin, &chv);
        QVERIFY(checkPinLength(PinKind::NewUserPin, 6, user) == std::nullopt);
        QVERIFY(checkPinLength(PinKind::NewUserPin, 8, user) == std::nullopt);
        const auto shortUser = checkPinLength(PinKind::NewUserPin, 2, user);
        QVERIFY(shortUser);
        QCOMPARE(*shortUser, QStringLiteral("The new user PIN needs 6 to 8 characters"));
        QVERIFY(checkPinLength(PinKind::NewUserPin, 9, user));
        const auto admin = pinRule(PinKind::NewAdminPin, &chv);
        QVERIFY(checkPinLength(PinKind::NewAdminPin, 3, admin));
        QVERIFY(checkPinLength(PinKind::NewAdminPin, 7, admin));
        QVERIFY(checkPinLength(PinKind::NewAdminPin, 8, admin) == std::nullopt);
        const auto noMax =
            checkPinLength(PinKind::NewResetCode, 7, pinRule(PinKind::NewResetCode, nullptr));
        QVERIFY(noMax);
        QCOMPARE(*noMax, QStringLiteral("The new reset code needs at least 8 characters"));
        QVERIFY(pinRefusedByGnupgText(PinKind::AdminPin).contains(QLatin1String("8 characters")));
        QVERIFY(pinRefusedByGnupgText(PinKind::UserPin).contains(QLatin1String("6 characters")));
    }

    void lockExcludesASecondHolder()
    {
        QTemporaryDir runtime;
        QVERIFY(runtime.isValid());
        QVERIFY(QFile::setPermissions(runtime.path(),
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        qputenv("XDG_RUNTIME_DIR", runtime.path().toLocal8Bit());
        auto first = CardLock::acquire(kAid, QStringLiteral("12345678"), QStringLiteral("Op"));
        QVERIFY2(first.ok(), qPrintable(first.ok() ? QString() : first.error().technical()));
        auto second = CardLock::acquire(kAid, QStringLiteral("12345678"), QStringLiteral("Op"));
        QVERIFY(!second.ok());
        QCOMPARE(second.error().kind, ErrorKind::Busy);
        QCOMPARE(second.error().userMessage(),
                 QStringLiteral("The operation “Op” did not succeed: Another Keyward is using this "
                                "card (serial 12345678); try again when it has finished."));
        // Another card is not affected.
        auto other = CardLock::acquire("D2760001240103040006999999990000",
                                       QStringLiteral("99999999"), QStringLiteral("Op"));
        QVERIFY(other.ok());
        // Released with its holder: the next one gets it.
        {
            CardLock held = std::move(first).value();
            QVERIFY(held.isHeld());
            QCOMPARE(held.cardKey(), QByteArray("000612345678"));
            QCOMPARE(CardLock::cardKeyOf("d2760001240103040006123456780000"),
                     QByteArray("000612345678"));
        }
        auto third = CardLock::acquire(kAid, QStringLiteral("12345678"), QStringLiteral("Op"));
        QVERIFY(third.ok());
        // The folder is the user's alone.
        struct stat st
        {
        };
        QCOMPARE(
            ::stat(QFile::encodeName(runtime.path() + QStringLiteral("/keyward")).constData(), &st),
            0);
        QCOMPARE(int(st.st_mode & 0777), 0700);
    }

    void lockRefusesAFolderOthersCanWrite()
    {
        QTemporaryDir runtime;
        QVERIFY(runtime.isValid());
        qputenv("XDG_RUNTIME_DIR", runtime.path().toLocal8Bit());
        const QString dir = runtime.path() + QStringLiteral("/keyward");
        QVERIFY(QDir().mkdir(dir));
        QVERIFY(::chmod(QFile::encodeName(dir).constData(), 0777) == 0);
        auto lock = CardLock::acquire(kAid, QStringLiteral("12345678"), QStringLiteral("Op"));
        QVERIFY(!lock.ok());
        QCOMPARE(lock.error().kind, ErrorKind::AccessDenied);
    }

    void expiryChecked_data()
    {
        QTest::addColumn<QString>("expiry");
        QTest::addColumn<bool>("ok");
        QTest::newRow("never") << QStringLiteral("0") << true;
        QTest::newRow("never-word") << QStringLiteral("never") << true;
        QTest::newRow("years") << QStringLiteral("2y") << true;
        QTest::newRow("months") << QStringLiteral("6m") << true;
        QTest::newRow("weeks") << QStringLiteral("3w") << true;
        QTest::newRow("days") << QStringLiteral("30d") << true;
        QTest::newRow("plain-days") << QStringLiteral("90") << true;
        QTest::newRow("date") << QStringLiteral("2090-12-31") << true;
        QTest::newRow("timestamp") << QStringLiteral("20901231T235959") << true;
        QTest::newRow("words") << QStringLiteral("not-a-date") << false;
        QTest::newRow("past-date") << QStringLiteral("2001-01-01") << false;
        QTest::newRow("no-such-day") << QStringLiteral("2090-02-30") << false;
        QTest::newRow("zero-years") << QStringLiteral("0y") << false;
        QTest::newRow("beyond-2106") << QStringLiteral("200y") << false;
        QTest::newRow("unit-only") << QStringLiteral("y") << false;
        QTest::newRow("negative") << QStringLiteral("-1y") << false;
    }
    void expiryChecked()
    {
        QFETCH(QString, expiry);
        QFETCH(bool, ok);
        const Status s = GenerateKeyCommand::checkExpiry(expiry, QStringLiteral("Generating"));
        QCOMPARE(s.ok(), ok);
        if (!ok) {
            QCOMPARE(s.error().kind, ErrorKind::InvalidInput);
            QVERIFY(s.error().userMessage().startsWith(
                QStringLiteral("The operation “Generating” did not succeed: ")));
        }
    }

    void userIdChecked_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("email");
        QTest::addColumn<bool>("ok");
        QTest::newRow("name") << QStringLiteral("Card Tester") << QString() << true;
        QTest::newRow("both") << QStringLiteral("Card Tester") << QStringLiteral("t@example.org")
                              << true;
        QTest::newRow("email-only") << QString() << QStringLiteral("t@example.org") << true;
        QTest::newRow("short-with-email")
            << QStringLiteral("Al") << QStringLiteral("a@b.org") << true;
        QTest::newRow("nothing") << QString() << QString() << false;
        QTest::newRow("short") << QStringLiteral("Al") << QString() << false;
        QTest::newRow("angle") << QStringLiteral("Card <Tester>") << QString() << false;
        QTest::newRow("digit") << QStringLiteral("1 Card Tester") << QString() << false;
        QTest::newRow("newline") << QStringLiteral("Card\nTester") << QString() << false;
        QTest::newRow("no-at") << QStringLiteral("Card Tester") << QStringLiteral("tester")
                               << false;
        QTest::newRow("two-at") << QStringLiteral("Card Tester") << QStringLiteral("a@b@c.org")
                                << false;
        QTest::newRow("space") << QStringLiteral("Card Tester") << QStringLiteral("a b@c.org")
                               << false;
        QTest::newRow("dot-domain")
            << QStringLiteral("Card Tester") << QStringLiteral("a@.org") << false;
    }
    void userIdChecked()
    {
        QFETCH(QString, name);
        QFETCH(QString, email);
        QFETCH(bool, ok);
        QCOMPARE(GenerateKeyCommand::checkUserId(name, email).ok(), ok);
    }

    void algorithmChecked()
    {
        QVERIFY(GenerateKeyCommand::checkAlgorithm(QString()).ok());
        QVERIFY(GenerateKeyCommand::checkAlgorithm(QStringLiteral("rsa2048")).ok());
        QVERIFY(GenerateKeyCommand::checkAlgorithm(QStringLiteral("rsa4096")).ok());
        QVERIFY(GenerateKeyCommand::checkAlgorithm(QStringLiteral("ed25519")).ok());
        QVERIFY(GenerateKeyCommand::checkAlgorithm(QStringLiteral("nistp256")).ok());
        QVERIFY(!GenerateKeyCommand::checkAlgorithm(QStringLiteral("rsa12")).ok());
        QVERIFY(!GenerateKeyCommand::checkAlgorithm(QStringLiteral("rsa1024")).ok());
        QVERIFY(!GenerateKeyCommand::checkAlgorithm(QStringLiteral("rsaxyz")).ok());
        QVERIFY(!GenerateKeyCommand::checkAlgorithm(QStringLiteral("cv25519")).ok());
        QVERIFY(!GenerateKeyCommand::checkAlgorithm(QStringLiteral("dsa")).ok());
        const QStringList card{QStringLiteral("rsa2048"), QStringLiteral("nistp256")};
        QVERIFY(GenerateKeyCommand::checkAlgorithm(QStringLiteral("rsa2048"), card).ok());
        QVERIFY(!GenerateKeyCommand::checkAlgorithm(QStringLiteral("ed25519"), card).ok());
    }

    void commandValidatesEverySetting()
    {
        // No session: validate() must not need one (the CLI calls it first).
        GenerateKeyCommand all(nullptr);
        all.setUserId(QStringLiteral("Card Tester"), QStringLiteral("tester@example.org"));
        QVERIFY(all.validate().ok());
        all.setExpiry(QStringLiteral("not-a-date"));
        QCOMPARE(all.validate().error().kind, ErrorKind::InvalidInput);
        all.setExpiry(QStringLiteral("never"));
        QVERIFY(all.validate().ok());
        all.setAlgorithm(QStringLiteral("rsa12"));
        QVERIFY(!all.validate().ok());
        all.setAlgorithm(QStringLiteral("ed25519"));
        all.setSupportedAlgorithms({QStringLiteral("rsa2048")});
        QVERIFY(!all.validate().ok());

        GenerateKeyCommand slot(nullptr);
        slot.setSlotOnly(KeySlot::Encryption);
        QVERIFY(slot.validate().ok());

        GenerateKeyCommand fromCard(nullptr);
        fromCard.setFromCard();
        fromCard.setUserId(QStringLiteral("Al"), QString());
        QVERIFY(!fromCard.validate().ok());
    }
};

QTEST_GUILESS_MAIN(TestCardSafety)
#include "TestCardSafety.moc"
