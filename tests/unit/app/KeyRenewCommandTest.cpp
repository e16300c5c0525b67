// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-cli key renew: every argument checked before anything is read, the subkeys a renewal
// extends, the name of the renewed secret key file, and the question and report in words.
#include "app/KeyRenewCommand.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace keyward;
using namespace keyward::app;
using keyward::openpgp::keytocard::LocalKey;
using keyward::openpgp::keytocard::SubkeyInfo;
using keyward::openpgp::offline::OfflineKeyRenewal;
using keyward::openpgp::offline::RenewalPlan;
using keyward::openpgp::offline::RenewalReport;

namespace {

const QDateTime kNow(QDate(2026, 11, 28), QTime(12, 0), QTimeZone::utc());
const QByteArray kPrimary = "AAAA1111BBBB2222CCCC3333DDDD4444EEEE5555";

SubkeyInfo sub(const QByteArray &fpr, char usage, const QDateTime &expires, bool revoked = false)
{
    SubkeyInfo s;
    s.fingerprint = fpr;
    s.isPrimary = usage == 'C';
    s.canCertify = usage == 'C';
    s.canSign = usage == 'S';
    s.canEncrypt = usage == 'E';
    s.canAuthenticate = usage == 'A';
    s.expires = expires;
    s.revoked = revoked;
    s.hasSecret = true;
    return s;
}

LocalKey key(const QDateTime &subExpiry)
{
    LocalKey k;
    k.fingerprint = kPrimary;
    k.userIds << QStringLiteral("Alice Example <alice@example.org>");
    k.subkeys << sub(kPrimary, 'C', {}) << sub(QByteArray(40, '1'), 'S', subExpiry)
              << sub(QByteArray(40, '2'), 'E', subExpiry)
              << sub(QByteArray(40, '3'), 'A', subExpiry);
    return k;
}

QString writeFile(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        return {};
    }
    f.write("-----BEGIN PGP PRIVATE KEY BLOCK-----\n");
    return path;
}

} // namespace

class KeyRenewCommandTest : public QObject
{
    Q_OBJECT
private slots:
    void defaultsKeepThePrimaryAndGiveTheSubkeysAYear()
    {
        QTemporaryDir dir;
        KeyRenewArgs a;
        a.backup = writeFile(dir, QStringLiteral("k-secret.asc"));
        const auto r = KeyRenewCommand::validate(a, kNow);
        QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().userMessage()));
        QCOMPARE(r->backupPath, QFileInfo(a.backup).absoluteFilePath());
        QCOMPARE(*r->subkeyExpiry.secondsFrom(kNow), 365LL * 86400);
        QVERIFY(!r->primaryExpiry.has_value());
        QVERIFY(!r->writeBackup);
    }

    void theOptionsAreTaken()
    {
        QTemporaryDir dir;
        KeyRenewArgs a;
        a.backup = writeFile(dir, QStringLiteral("k-secret.asc"));
        a.expire = QStringLiteral("2y");
        a.primaryExpire = QStringLiteral("never");
        a.newBackup = true;
        auto r = KeyRenewCommand::validate(a, kNow);
        QVERIFY(r.ok());
        QCOMPARE(*r->subkeyExpiry.secondsFrom(kNow), 2 * 365LL * 86400);
        QVERIFY(r->primaryExpiry && r->primaryExpiry->isNever());
        QVERIFY(r->writeBackup);
        a.primaryExpire = QStringLiteral("KEEP");
        r = KeyRenewCommand::validate(a, kNow);
        QVERIFY(r.ok() && !r->primaryExpiry);
        a.primaryExpire = QStringLiteral("5y");
        r = KeyRenewCommand::validate(a, kNow);
        QVERIFY(r.ok() && *r->primaryExpiry->secondsFrom(kNow) == 5 * 365LL * 86400);
    }

    void wrongArgumentsAreRefusedWithASentence_data()
    {
        QTest::addColumn<QString>("backup");
        QTest::addColumn<QString>("expire");
        QTest::addColumn<QString>("primary");
        QTest::addColumn<QString>("named");
        QTest::newRow("no backup") << QString() << "1y"
                                   << "keep"
                                   << "--backup";
        QTest::newRow("missing file") << "missing.asc"
                                      << "1y"
                                      << "keep"
                                      << "missing.asc";
        QTest::newRow("a folder") << "."
                                  << "1y"
                                  << "keep"
                                  << "not a readable file";
        QTest::newRow("bad expire") << "k-secret.asc"
                                    << "soon"
                                    << "keep"
                                    << "soon";
        QTest::newRow("past date") << "k-secret.asc"
                                   << "2020-01-01"
                                   << "keep"
                                   << "2020-01-01";
        QTest::newRow("bad primary") << "k-secret.asc"
                                     << "1y"
                                     << "sometime"
                                     << "primary";
    }
    void wrongArgumentsAreRefusedWithASentence()
    {
        QFETCH(QString, backup);
        QFETCH(QString, expire);
        QFETCH(QString, primary);
        QFETCH(QString, named);
        QTemporaryDir dir;
        writeFile(dir, QStringLiteral("k-secret.asc"));
        KeyRenewArgs a;
        a.backup = backup.isEmpty() ? QString() : dir.filePath(backup);
        a.expire = expire;
        a.primaryExpire = primary;
        const auto r = KeyRenewCommand::validate(a, kNow);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(r.error().userMessage().contains(named), qPrintable(r.error().userMessage()));
    }

    void everySubkeyButRevokedOnesIsExtended()
    {
        LocalKey k = key(kNow.addDays(10));
        k.subkeys << sub(QByteArray(40, '4'), 'S', kNow.addDays(-400), true);
        QCOMPARE(
            OfflineKeyRenewal::subkeysToExtend(k),
            (QList<QByteArray>{QByteArray(40, '1'), QByteArray(40, '2'), QByteArray(40, '3')}));
    }

    void theRenewedFileGoesNextToTheOldOne()
    {
        QCOMPARE(OfflineKeyRenewal::renewedBackupPath(QStringLiteral("/media/usb/x-secret.asc"),
                                                      "aaaa1111", QDate(2026, 11, 28)),
                 QStringLiteral("/media/usb/AAAA1111-secret-2026-11-28.asc"));
    }

    void theQuestionNamesWhatChanges()
    {
        RenewalPlan plan;
        plan.renewed = key(kNow.addYears(2));
        plan.extended = OfflineKeyRenewal::subkeysToExtend(plan.renewed);
        plan.inEveryday = true;
        QString q = KeyRenewCommand::changes(plan, QStringLiteral("/home/a/.gnupg"));
        QVERIFY2(q.contains(QStringLiteral("/home/a/.gnupg")), qPrintable(q));
        QVERIFY(q.contains(QString::fromLatin1(QByteArray(40, '2'))));
        QVERIFY(q.contains(kNow.addYears(2).toString(Qt::ISODate)));
        QVERIFY(q.contains(QStringLiteral("card")));
        QVERIFY(!q.contains(QStringLiteral("added")));
        plan.inEveryday = false;
        plan.newBackupPath = QStringLiteral("/m/K-secret-2026-11-28.asc");
        q = KeyRenewCommand::changes(plan, QStringLiteral("/home/a/.gnupg"));
        QVERIFY2(q.contains(QStringLiteral("will be added")), qPrintable(q));
        QVERIFY(q.contains(plan.newBackupPath));
    }

    void aPrimaryKeyExpiringFirstIsNamed()
    {
        RenewalPlan plan;
        plan.renewed = key(kNow.addYears(2));
        plan.extended = OfflineKeyRenewal::subkeysToExtend(plan.renewed);
        QVERIFY(
            !KeyRenewCommand::changes(plan, QStringLiteral("/g")).contains(u"--primary-expire"));
        plan.renewed.subkeys[0].expires = kNow.addYears(1);
        const QString q = KeyRenewCommand::changes(plan, QStringLiteral("/g"));
        QVERIFY2(q.contains(QStringLiteral("The primary key expires on %1, before the subkeys")
                                .arg(kNow.addYears(1).toString(Qt::ISODate))),
                 qPrintable(q));
        RenewalReport report;
        report.plan = plan;
        report.everyday = plan.renewed;
        QVERIFY(KeyRenewCommand::lines(report, QStringLiteral("/g"))
                    .join(u'\n')
                    .contains(QStringLiteral("--primary-expire")));
    }

    void aNewBackupFileThatExistsIsRefused()
    {
        QTemporaryDir dir;
        RenewalPlan plan;
        QVERIFY(KeyRenewCommand::refusal(plan).isEmpty());
        plan.newBackupPath = dir.filePath(QStringLiteral("K-secret-2026-11-28.asc"));
        QVERIFY(KeyRenewCommand::refusal(plan).isEmpty());
        writeFile(dir, QStringLiteral("K-secret-2026-11-28.asc"));
        QVERIFY(KeyRenewCommand::refusal(plan).contains(plan.newBackupPath));
    }

    void theReportSaysWhichFileIsCurrent()
    {
        RenewalReport report;
        report.plan.fromBackup = key(kNow.addDays(5));
        report.plan.renewed = key(kNow.addYears(2));
        report.plan.extended = OfflineKeyRenewal::subkeysToExtend(report.plan.renewed);
        report.plan.inEveryday = true;
        report.everyday = report.plan.renewed;
        report.everyday.subkeys[1].isCardKey = true;
        report.everyday.subkeys[1].cardSerial = "D2760001240103040006123456780000";
        report.oldBackup = QStringLiteral("/m/K-secret.asc");
        report.homeRemoved = true;
        QString text = KeyRenewCommand::lines(report, QStringLiteral("/g")).join(u'\n');
        QVERIFY2(text.contains(QStringLiteral("/m/K-secret.asc was not changed")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("on card D2760001240103040006123456780000")));
        QJsonObject doc = KeyRenewCommand::json(report, QStringLiteral("/g"));
        QCOMPARE(doc[u"backup"][u"current"].toString(), report.oldBackup);
        QVERIFY(doc[u"backup"][u"written"].isNull());
        const QJsonArray keys = doc[u"keys"].toArray();
        QCOMPARE(keys.size(), 4);
        QCOMPARE(keys[1][u"expires"].toString(), kNow.addYears(2).toString(Qt::ISODate));
        QCOMPARE(keys[1][u"expiresBefore"].toString(), kNow.addDays(5).toString(Qt::ISODate));
        QVERIFY(keys[1][u"renewed"].toBool() && !keys[0][u"renewed"].toBool());
        QVERIFY(keys[1][u"onCard"].toBool());

        report.currentBackup = QStringLiteral("/m/K-secret-2026-11-28.asc");
        text = KeyRenewCommand::lines(report, QStringLiteral("/g")).join(u'\n');
        QVERIFY2(text.contains(QStringLiteral("/m/K-secret-2026-11-28.asc (mode 0600); it is now "
                                              "the current backup")),
                 qPrintable(text));
        doc = KeyRenewCommand::json(report, QStringLiteral("/g"));
        QCOMPARE(doc[u"backup"][u"current"].toString(), report.currentBackup);
    }
};

QTEST_GUILESS_MAIN(KeyRenewCommandTest)
#include "KeyRenewCommandTest.moc"
