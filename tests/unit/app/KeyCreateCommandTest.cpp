// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-cli key create: every argument checked before anything is created, and the output
// folder refused when it holds an earlier key's files.
#include "app/KeyCreateCommand.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace keyward;
using namespace keyward::app;
using keyward::openpgp::offline::ExpirySpec;
using keyward::openpgp::offline::KeyFamily;

namespace {

const QDateTime kNow(QDate(2026, 11, 28), QTime(12, 0), QTimeZone::utc());

KeyCreateArgs valid(const QString &outDir)
{
    KeyCreateArgs a;
    a.name = QStringLiteral("Alice Example");
    a.email = QStringLiteral("alice@example.org");
    a.outDir = outDir;
    return a;
}

} // namespace

class KeyCreateCommandTest : public QObject
{
    Q_OBJECT
private slots:
    void defaultsAreTheRecommendedKey()
    {
        QTemporaryDir dir;
        const auto r = KeyCreateCommand::validate(valid(dir.path()), kNow);
        QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().userMessage()));
        QCOMPARE(r->family, KeyFamily::Ed25519);
        QCOMPARE(*r->subkeyExpiry.secondsFrom(kNow), 365LL * 86400);
        QVERIFY(r->primaryExpiry.isNever());
        QCOMPARE(r->userId(), QStringLiteral("Alice Example <alice@example.org>"));
        QCOMPARE(r->outDir, QDir(dir.path()).absolutePath());
        QVERIFY(!r->keepHome);
    }

    void theOptionsAreTaken()
    {
        QTemporaryDir dir;
        KeyCreateArgs a = valid(dir.path() + QStringLiteral("/new"));
        a.algorithm = QStringLiteral("RSA4096");
        a.expire = QStringLiteral("2y");
        a.primaryExpire = QStringLiteral("2036-01-01");
        a.keepHome = true;
        const auto r = KeyCreateCommand::validate(a, kNow);
        QVERIFY(r.ok());
        QCOMPARE(r->family, KeyFamily::Rsa4096);
        QCOMPARE(*r->subkeyExpiry.secondsFrom(kNow), 2 * 365LL * 86400);
        QCOMPARE(r->primaryExpiry.kind, ExpirySpec::Kind::Date);
        QVERIFY(r->keepHome);
        QVERIFY(r->outDir.endsWith(QLatin1String("/new")));
        // Checking creates nothing, not even the folder.
        QVERIFY(!QFileInfo::exists(r->outDir));
    }

    void wrongArgumentsAreNamed_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("named");
        QTest::newRow("no name") << "name"
                                 << ""
                                 << "--name";
        QTest::newRow("blank name") << "name"
                                    << "   "
                                    << "--name";
        QTest::newRow("angle brackets") << "name"
                                        << "Eve <x>"
                                        << "“<”";
        QTest::newRow("control character") << "name"
                                           << "Eve\nMallory"
                                           << "control character";
        QTest::newRow("no email") << "email"
                                  << ""
                                  << "--email";
        QTest::newRow("no at") << "email"
                               << "alice.example.org"
                               << "not an e-mail address";
        QTest::newRow("two ats") << "email"
                                 << "a@b@example.org"
                                 << "not an e-mail address";
        QTest::newRow("space") << "email"
                               << "a b@example.org"
                               << "not an e-mail address";
        QTest::newRow("no domain dot") << "email"
                                       << "alice@localhost"
                                       << "not an e-mail address";
        QTest::newRow("algorithm") << "algo"
                                   << "dsa1024"
                                   << "“dsa1024” is not offered";
        QTest::newRow("expiry") << "expire"
                                << "1h"
                                << "The subkeys' expiry";
        QTest::newRow("past expiry") << "expire"
                                     << "2020-01-01"
                                     << "not in the future";
        QTest::newRow("primary expiry") << "primary"
                                        << "soon"
                                        << "The primary key's expiry";
    }
    void wrongArgumentsAreNamed()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, named);
        QTemporaryDir dir;
        KeyCreateArgs a = valid(dir.path());
        if (field == QLatin1String("name")) {
            a.name = value;
        } else if (field == QLatin1String("email")) {
            a.email = value;
        } else if (field == QLatin1String("algo")) {
            a.algorithm = value;
        } else if (field == QLatin1String("expire")) {
            a.expire = value;
        } else {
            a.primaryExpire = value;
        }
        const auto r = KeyCreateCommand::validate(a, kNow);
        QVERIFY(!r.ok());
        QVERIFY(r.error().is(ErrorKind::InvalidInput));
        const QString message = r.error().userMessage();
        QVERIFY2(message.contains(named), qPrintable(message));
        QVERIFY2(message.endsWith(u'.') && !message.endsWith(QLatin1String("..")),
                 qPrintable(message));
    }

    void aFileIsNoOutputFolder()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("plain"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const auto r = KeyCreateCommand::validate(valid(file), kNow);
        QVERIFY(!r.ok());
        QVERIFY(r.error().userMessage().contains(QLatin1String("is not a folder")));
    }

    void anEarlierKeysFilesAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("refused");
        QTest::newRow("secret") << "ABCD-secret.asc" << true;
        QTest::newRow("public") << "ABCD-public.asc" << true;
        QTest::newRow("revocation") << "ABCD-revocation.asc" << true;
        QTest::newRow("something else") << "notes.txt" << false;
    }
    void anEarlierKeysFilesAreRefused()
    {
        QFETCH(QString, name);
        QFETCH(bool, refused);
        QTemporaryDir dir;
        const auto r = KeyCreateCommand::validate(valid(dir.path()), kNow);
        QVERIFY(r.ok());
        QVERIFY(KeyCreateCommand::refusal(*r).isEmpty());
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const QString text = KeyCreateCommand::refusal(*r);
        QCOMPARE(!text.isEmpty(), refused);
        if (refused) {
            QVERIFY2(text.contains(name) && text.contains(QLatin1String("nothing was created")),
                     qPrintable(text));
        }
    }

    void aMissingFolderIsNoRefusal()
    {
        QTemporaryDir dir;
        const auto r = KeyCreateCommand::validate(valid(dir.filePath(QStringLiteral("x"))), kNow);
        QVERIFY(r.ok());
        QVERIFY(KeyCreateCommand::refusal(*r).isEmpty());
    }

    void passphrases()
    {
        const QByteArray p("correct horse");
        QVERIFY(KeyCreateCommand::checkPassphrase(p, nullptr).ok());
        QVERIFY(KeyCreateCommand::checkPassphrase(p, &p).ok());
        const QByteArray other("correct house");
        QVERIFY(!KeyCreateCommand::checkPassphrase(p, &other).ok());
        QVERIFY(!KeyCreateCommand::checkPassphrase(QByteArray(), nullptr).ok());
    }
};

QTEST_GUILESS_MAIN(KeyCreateCommandTest)
#include "KeyCreateCommandTest.moc"
