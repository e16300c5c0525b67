// SPDX-License-Identifier: GPL-3.0-or-later
// Card → Revoke a lost card's subkeys, on the sandbox's real gpg, gpg-agent and a virtual card:
// keyward-cli key create makes a key, card keytocard moves its subkeys onto the card and the
// primary key's secret leaves the everyday keyring (as key_card_lost.sh does). A subkey that is
// not a fingerprint, no subkey named and a wrong passphrase are refused with a sentence and the
// everyday keyring as gpg lists it unchanged; closed after Prepare, the dialog discards the
// revocation. With the right passphrase and the card's serial, Prepare names the three subkeys
// with nothing changed yet; Revoke makes gpg list them revoked (the primary key not), the report
// says so, and the file for publishing is written. KEYWARD_SCREENSHOT=dir/x.png saves
// dir/x-prepared.png and dir/x-revoked.png.
#include "gui/KeyCardLostDialog.h"
#include "GuiTestSupport.h"
#include "KeyOnCardSupport.h"

#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using keyward::testing::bash;

namespace {

template<class T> T *child(QWidget *w, const char *name)
{
    return w->findChild<T *>(QString::fromLatin1(name));
}

/// The everyday keyring's listing of the key (validity, capabilities, fingerprints).
QString listing(const QString &fpr)
{
    return bash(QStringLiteral("gpg --batch --with-colons --fixed-list-mode -k \"$1\" | "
                               "cut -d: -f1,2,5,12"),
                {fpr});
}

/// gpg's validity letter for the (sub)key `sub` of key `fpr` in the everyday keyring.
QString validity(const QString &fpr, const QString &sub)
{
    return bash(QStringLiteral("gpg --batch --with-colons --fixed-list-mode -k \"$1\" | awk -F: "
                               "-v f=\"$2\" '/^(pub|sub)/{v=$2} /^fpr/ && $10==f {print v; exit}'"),
                {fpr, sub})
        .trimmed();
}

} // namespace

class KeyCardLostDialogTest : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_fpr;
    QStringList m_subkeys;
    QString m_serial;
    QString m_backup;

    void fill(gui::KeyCardLostDialog &d, const QString &passphrase)
    {
        child<QLineEdit>(&d, "cardLostBackup")->setText(m_backup);
        child<QRadioButton>(&d, "cardLostByCard")->setChecked(true);
        child<QLineEdit>(&d, "cardLostSerial")->setText(m_serial);
        child<QLineEdit>(&d, "cardLostPassphrase")->setText(passphrase);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("KEYWARD_SANDBOX")) {
            QSKIP("runs inside scripts/sandbox only");
        }
        const testing::KeyOnCard key = testing::keyOnCard(
            m_dir.path(), QStringLiteral("Lost Owner"), QStringLiteral("lost.owner@example.org"),
            QStringLiteral("lost passphrase"));
        QVERIFY2(key.problem.isEmpty(), qPrintable(key.problem));
        m_fpr = key.fingerprint;
        m_subkeys = key.subkeys;
        m_serial = key.serial;
        QVERIFY(!m_serial.isEmpty());
        m_backup = QDir(m_dir.path()).filePath(key.backup());
        for (const QString &sub : m_subkeys) {
            QVERIFY(!validity(m_fpr, sub).isEmpty());
            QVERIFY(validity(m_fpr, sub) != QStringLiteral("r"));
        }
    }

    void refusesBeforeAnythingIsOpened()
    {
        const QString before = listing(m_fpr);
        gui::KeyCardLostDialog d;
        d.show();
        fill(d, QStringLiteral("lost passphrase"));
        QSignalSpy prepared(&d, &gui::KeyCardLostDialog::prepared);
        auto *problem = child<QLabel>(&d, "cardLostProblem");
        child<QRadioButton>(&d, "cardLostBySubkeys")->setChecked(true);
        QVERIFY(!child<QLineEdit>(&d, "cardLostSerial")->isEnabled());
        QTest::mouseClick(child<QPushButton>(&d, "cardLostPrepare"), Qt::LeftButton);
        QVERIFY2(problem->text().contains(QStringLiteral("No subkey is named")),
                 qPrintable(problem->text()));
        child<QLineEdit>(&d, "cardLostSubkeys")->setText(QStringLiteral("nonsense"));
        child<QLineEdit>(&d, "cardLostPassphrase")->setText(QStringLiteral("lost passphrase"));
        QTest::mouseClick(child<QPushButton>(&d, "cardLostPrepare"), Qt::LeftButton);
        QVERIFY2(problem->text().contains(QStringLiteral("nonsense is not a subkey fingerprint")),
                 qPrintable(problem->text()));
        QVERIFY(!d.isWorking());
        QCOMPARE(prepared.count(), 0);
        QVERIFY(!child<QPushButton>(&d, "cardLostApply")->isEnabled());
        QCOMPARE(listing(m_fpr), before);
    }

    void wrongPassphraseChangesNothing()
    {
        const QString before = listing(m_fpr);
        gui::KeyCardLostDialog d;
        d.show();
        fill(d, QStringLiteral("not it"));
        QSignalSpy prepared(&d, &gui::KeyCardLostDialog::prepared);
        QTest::mouseClick(child<QPushButton>(&d, "cardLostPrepare"), Qt::LeftButton);
        QVERIFY(prepared.wait(120000));
        QCOMPARE(prepared.at(0).at(0).toBool(), false);
        auto *problem = child<QLabel>(&d, "cardLostProblem");
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(QStringLiteral("passphrase does not unlock")),
                 qPrintable(problem->text()));
        QVERIFY(child<QLineEdit>(&d, "cardLostPassphrase")->text().isEmpty());
        QVERIFY(!child<QPushButton>(&d, "cardLostApply")->isEnabled());
        QCOMPARE(listing(m_fpr), before);
    }

    void closingAfterPrepareDiscardsTheRevocation()
    {
        const QString before = listing(m_fpr);
        gui::KeyCardLostDialog d;
        d.show();
        fill(d, QStringLiteral("lost passphrase"));
        QSignalSpy prepared(&d, &gui::KeyCardLostDialog::prepared);
        QTest::mouseClick(child<QPushButton>(&d, "cardLostPrepare"), Qt::LeftButton);
        QVERIFY(prepared.wait(120000));
        QVERIFY2(prepared.at(0).at(0).toBool(),
                 qPrintable(child<QLabel>(&d, "cardLostProblem")->text()));
        QVERIFY(child<QPushButton>(&d, "cardLostApply")->isEnabled());
        d.reject(); // Close: the prepared revocation is discarded
        d.show();
        QVERIFY(!child<QPushButton>(&d, "cardLostApply")->isEnabled());
        QVERIFY2(d.text().isEmpty(), qPrintable(d.text()));
        QCOMPARE(listing(m_fpr), before);
    }

    void preparesThenRevokesTheCardsSubkeys()
    {
        const QString before = listing(m_fpr);
        const QString publish = QDir(m_dir.path()).filePath(QStringLiteral("publish"));
        QVERIFY(QDir().mkpath(publish));
        gui::KeyCardLostDialog d;
        d.show();
        fill(d, QStringLiteral("lost passphrase"));
        child<QLineEdit>(&d, "cardLostPublish")->setText(publish);
        QSignalSpy prepared(&d, &gui::KeyCardLostDialog::prepared);
        QTest::mouseClick(child<QPushButton>(&d, "cardLostPrepare"), Qt::LeftButton);
        QVERIFY(d.isWorking());
        d.reject(); // refused while a step runs
        QVERIFY(d.isVisible());
        QVERIFY(prepared.wait(120000));
        QVERIFY2(prepared.at(0).at(0).toBool(),
                 qPrintable(child<QLabel>(&d, "cardLostProblem")->text()));
        for (const QString &sub : m_subkeys) {
            QVERIFY2(d.text().contains(sub), qPrintable(d.text()));
        }
        QVERIFY2(d.text().contains(QStringLiteral("revoked for good")), qPrintable(d.text()));
        QCOMPARE(listing(m_fpr), before); // nothing changed before Revoke
        testing::screenshot(&d, QStringLiteral("prepared"));

        QSignalSpy revoked(&d, &gui::KeyCardLostDialog::revoked);
        QTest::mouseClick(child<QPushButton>(&d, "cardLostApply"), Qt::LeftButton);
        QVERIFY(revoked.wait(120000));
        QVERIFY2(revoked.at(0).at(0).toBool(),
                 qPrintable(child<QLabel>(&d, "cardLostProblem")->text()));
        for (const QString &sub : m_subkeys) {
            QCOMPARE(validity(m_fpr, sub), QStringLiteral("r"));
            // The report's line for the subkey, as the everyday keyring lists it afterwards.
            const QString line = d.text()
                                     .split(QLatin1Char('\n'))
                                     .filter(QStringLiteral("subkey %1").arg(sub))
                                     .value(0);
            QVERIFY2(line.contains(QStringLiteral("revoked")), qPrintable(d.text()));
        }
        QVERIFY(validity(m_fpr, m_fpr) != QStringLiteral("r"));
        const QString published =
            QDir(publish).filePath(QStringLiteral("%1-revoked-%2.asc")
                                       .arg(m_fpr, QDate::currentDate().toString(Qt::ISODate)));
        QVERIFY2(QFileInfo::exists(published), qPrintable(d.text()));
        QVERIFY2(d.text().contains(published), qPrintable(d.text()));
        testing::screenshot(&d, QStringLiteral("revoked"));
    }
};

QTEST_MAIN(KeyCardLostDialogTest)
#include "KeyCardLostDialogTest.moc"
