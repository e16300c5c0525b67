// SPDX-License-Identifier: GPL-3.0-or-later
// Card → Renew a key's subkeys, on the sandbox's real gpg: keyward-cli key create makes a key
// whose subkeys expire in 10 days and the everyday keyring (the sandbox's GNUPGHOME) gets its
// public key. A wrong passphrase is refused after Prepare with nothing changed; with the right one
// Prepare shows what would change and the everyday keyring is still as it was; Renew gives it the
// new expiry, which gpg lists (a year out), and the renewed secret key file is written beside the
// old one; closed after Prepare, the dialog discards the renewal and offers only Prepare when it
// is opened again. KEYWARD_SCREENSHOT=dir/x.png saves dir/x-prepared.png and dir/x-renewed.png.
#include "gui/KeyRenewDialog.h"
#include "GuiTestSupport.h"

#include <QDateTime>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;

namespace {

template<class T> T *child(QWidget *w, const char *name)
{
    return w->findChild<T *>(QString::fromLatin1(name));
}

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(120000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// The latest expiry (seconds since 1970) of the key's subkeys in the everyday keyring.
qint64 subkeyExpiry(const QString &fpr)
{
    qint64 latest = 0;
    const QString out = run(QStringLiteral("gpg"),
                            {QStringLiteral("--with-colons"), QStringLiteral("--list-keys"), fpr});
    for (const QString &line : out.split(QLatin1Char('\n'))) {
        const QStringList f = line.split(QLatin1Char(':'));
        if (f.value(0) == QLatin1String("sub")) {
            latest = qMax(latest, f.value(6).toLongLong());
        }
    }
    return latest;
}

} // namespace

class KeyRenewDialogTest : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_fpr;
    QString m_backup;

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("KEYWARD_SANDBOX")) {
            QSKIP("runs inside scripts/sandbox only");
        }
        QProcess create;
        create.setProcessChannelMode(QProcess::MergedChannels);
        create.start(
            QStringLiteral("bash"),
            {QStringLiteral("-c"), QStringLiteral("'%1' key create --name 'Ada Lovelace' --email "
                                                  "ada@example.org --expire 10d --out-dir '%2' "
                                                  "--passphrase-fd 3 3<<<'pass phrase'")
                                       .arg(QStringLiteral(KEYWARD_CLI), m_dir.path())});
        QVERIFY(create.waitForFinished(180000));
        QVERIFY2(create.exitCode() == 0, create.readAll().constData());
        const QStringList secret =
            QDir(m_dir.path()).entryList({QStringLiteral("*-secret.asc")}, QDir::Files);
        QCOMPARE(secret.size(), 1);
        m_backup = QDir(m_dir.path()).filePath(secret.first());
        m_fpr = secret.first().section(QLatin1Char('-'), 0, 0);
        run(QStringLiteral("gpg"), {QStringLiteral("--batch"), QStringLiteral("--import"),
                                    QDir(m_dir.path()).filePath(m_fpr + u"-public.asc")});
        QVERIFY(subkeyExpiry(m_fpr) > 0);
    }

    void wrongPassphraseChangesNothing()
    {
        const qint64 before = subkeyExpiry(m_fpr);
        gui::KeyRenewDialog d;
        d.show();
        child<QLineEdit>(&d, "renewBackup")->setText(m_backup);
        child<QLineEdit>(&d, "renewPassphrase")->setText(QStringLiteral("not it"));
        QSignalSpy prepared(&d, &gui::KeyRenewDialog::prepared);
        QTest::mouseClick(child<QPushButton>(&d, "renewPrepare"), Qt::LeftButton);
        QVERIFY(prepared.wait(120000));
        QCOMPARE(prepared.at(0).at(0).toBool(), false);
        QVERIFY(child<QLabel>(&d, "renewProblem")->isVisible());
        QVERIFY(!child<QPushButton>(&d, "renewApply")->isEnabled());
        QCOMPARE(subkeyExpiry(m_fpr), before);
    }

    void closingAfterPrepareDiscardsTheRenewal()
    {
        const qint64 before = subkeyExpiry(m_fpr);
        gui::KeyRenewDialog d;
        d.show();
        child<QLineEdit>(&d, "renewBackup")->setText(m_backup);
        child<QLineEdit>(&d, "renewPassphrase")->setText(QStringLiteral("pass phrase"));
        QSignalSpy prepared(&d, &gui::KeyRenewDialog::prepared);
        QTest::mouseClick(child<QPushButton>(&d, "renewPrepare"), Qt::LeftButton);
        QVERIFY(prepared.wait(120000));
        QVERIFY(prepared.at(0).at(0).toBool());
        QVERIFY(child<QPushButton>(&d, "renewApply")->isEnabled());
        d.reject(); // Close: the prepared renewal is discarded
        d.show();
        // Opened again it offers Prepare only and shows no plan that is gone.
        QVERIFY(!child<QPushButton>(&d, "renewApply")->isEnabled());
        QVERIFY2(d.text().isEmpty(), qPrintable(d.text()));
        QCOMPARE(subkeyExpiry(m_fpr), before);
    }

    void preparesThenRenewsTheEverydayKeyring()
    {
        const qint64 before = subkeyExpiry(m_fpr);
        gui::KeyRenewDialog d;
        d.show();
        child<QLineEdit>(&d, "renewBackup")->setText(m_backup);
        child<QLineEdit>(&d, "renewPassphrase")->setText(QStringLiteral("pass phrase"));
        QSignalSpy prepared(&d, &gui::KeyRenewDialog::prepared);
        QTest::mouseClick(child<QPushButton>(&d, "renewPrepare"), Qt::LeftButton);
        QVERIFY(d.isWorking());
        d.reject(); // refused while a step runs
        QVERIFY(d.isVisible());
        QVERIFY(prepared.wait(120000));
        QVERIFY2(prepared.at(0).at(0).toBool(),
                 qPrintable(child<QLabel>(&d, "renewProblem")->text()));
        QVERIFY2(d.text().contains(m_fpr.right(16)) || d.text().contains(m_fpr),
                 qPrintable(d.text()));
        QCOMPARE(subkeyExpiry(m_fpr), before); // nothing changed before Renew
        testing::screenshot(&d, QStringLiteral("prepared"));

        QSignalSpy renewed(&d, &gui::KeyRenewDialog::renewed);
        QTest::mouseClick(child<QPushButton>(&d, "renewApply"), Qt::LeftButton);
        QVERIFY(renewed.wait(120000));
        QVERIFY2(renewed.at(0).at(0).toBool(),
                 qPrintable(child<QLabel>(&d, "renewProblem")->text()));
        const qint64 after = subkeyExpiry(m_fpr);
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        QVERIFY2(after > now + 300LL * 86400, qPrintable(QString::number(after - now)));
        QVERIFY2(d.text().contains(QStringLiteral("current backup")), qPrintable(d.text()));
        QCOMPARE(QDir(m_dir.path())
                     .entryList({m_fpr + QStringLiteral("-secret-*.asc")}, QDir::Files)
                     .size(),
                 1);
        testing::screenshot(&d, QStringLiteral("renewed"));
    }
};

QTEST_MAIN(KeyRenewDialogTest)
#include "KeyRenewDialogTest.moc"
