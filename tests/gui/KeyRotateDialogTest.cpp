// SPDX-License-Identifier: GPL-3.0-or-later
// Card → Rotate a key's subkeys, on the sandbox's real gpg, gpg-agent and a virtual card:
// keyward-cli key create makes a key, card keytocard moves its subkeys onto the card and the
// primary key's secret leaves the everyday keyring (as key_rotate.sh does). A new secret key file
// that exists is refused before anything runs; closed after Prepare (the question declined), the
// dialog changes nothing: gpg lists the everyday keyring byte for byte as before and no file is
// written. With the right passphrase, Prepare names the subkeys that expire; Rotate makes gpg list
// the three old subkeys expired ('e'), three new valid ones (sign, encrypt, authenticate) and the
// primary key unchanged; the new file is 0600 and the dialog shows the card keytocard command.
// KEYWARD_SCREENSHOT=dir/x.png saves dir/x-prepared.png and dir/x-rotated.png.
#include "gui/KeyRotateDialog.h"
#include "GuiTestSupport.h"
#include "KeyOnCardSupport.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace keyward;
using keyward::testing::bash;

namespace {

template<class T> T *child(QWidget *w, const char *name)
{
    return w->findChild<T *>(QString::fromLatin1(name));
}

/// The everyday keyring as gpg lists it, public and secret, whole.
QString everyday()
{
    return bash(QStringLiteral("gpg --batch --with-colons --fixed-list-mode -k; "
                               "gpg --batch --with-colons --fixed-list-mode -K"));
}

/// Each (sub)key of `fpr` as "validity:capabilities:fingerprint", one a line, primary first.
QStringList keys(const QString &fpr)
{
    return bash(QStringLiteral("gpg --batch --with-colons --fixed-list-mode -k \"$1\" | awk -F: "
                               "'/^(pub|sub)/{v=$2; c=$12; want=1; next} "
                               "/^fpr/ && want {print v \":\" c \":\" $10; want=0}'"),
                {fpr})
        .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class KeyRotateDialogTest : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_fpr;
    QStringList m_subkeys;
    QString m_backup;

    void fill(gui::KeyRotateDialog &d, const QString &out, const QString &passphrase)
    {
        child<QLineEdit>(&d, "rotateBackup")->setText(m_backup);
        child<QLineEdit>(&d, "rotateOut")->setText(out);
        child<QLineEdit>(&d, "rotatePassphrase")->setText(passphrase);
    }
    QString path(const char *name) const
    {
        return QDir(m_dir.path()).filePath(QLatin1String(name));
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("KEYWARD_SANDBOX")) {
            QSKIP("runs inside scripts/sandbox only");
        }
        const testing::KeyOnCard key = testing::keyOnCard(
            m_dir.path(), QStringLiteral("Rotate Owner"),
            QStringLiteral("rotate.owner@example.org"), QStringLiteral("rotate passphrase"));
        QVERIFY2(key.problem.isEmpty(), qPrintable(key.problem));
        m_fpr = key.fingerprint;
        m_subkeys = key.subkeys;
        m_backup = QDir(m_dir.path()).filePath(key.backup());
        QCOMPARE(keys(m_fpr).size(), 4);
    }

    void refusesAnExistingFileBeforeAnythingRuns()
    {
        const QString before = everyday();
        const QString taken = path("taken.asc");
        QFile file(taken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("somebody else\n");
        file.close();
        gui::KeyRotateDialog d;
        d.show();
        fill(d, taken, QStringLiteral("rotate passphrase"));
        QSignalSpy prepared(&d, &gui::KeyRotateDialog::prepared);
        QTest::mouseClick(child<QPushButton>(&d, "rotatePrepare"), Qt::LeftButton);
        auto *problem = child<QLabel>(&d, "rotateProblem");
        QVERIFY2(problem->text().contains(QStringLiteral("already exists")),
                 qPrintable(problem->text()));
        QVERIFY(!d.isWorking());
        QCOMPARE(prepared.count(), 0);
        // The passphrase was not taken: nothing was started with it.
        QVERIFY(!child<QLineEdit>(&d, "rotatePassphrase")->text().isEmpty());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("somebody else\n"));
        QCOMPARE(everyday(), before);
    }

    void decliningTheQuestionChangesNothing()
    {
        const QString before = everyday();
        const QString out = path("declined.asc");
        auto dialog = std::make_unique<gui::KeyRotateDialog>();
        gui::KeyRotateDialog &d = *dialog;
        d.show();
        QCOMPARE(child<QComboBox>(&d, "rotateExpire")->currentData().toString(),
                 QStringLiteral("1y")); // as keyward-cli key rotate
        fill(d, out, QStringLiteral("rotate passphrase"));
        QSignalSpy prepared(&d, &gui::KeyRotateDialog::prepared);
        QTest::mouseClick(child<QPushButton>(&d, "rotatePrepare"), Qt::LeftButton);
        QVERIFY(d.isWorking());
        d.reject(); // refused while a step runs
        QVERIFY(d.isVisible());
        QVERIFY(prepared.wait(120000));
        QVERIFY2(prepared.at(0).at(0).toBool(),
                 qPrintable(child<QLabel>(&d, "rotateProblem")->text()));
        for (const QString &sub : m_subkeys) {
            QVERIFY2(d.text().contains(sub), qPrintable(d.text())); // the subkeys that expire
        }
        QVERIFY2(d.text().contains(QStringLiteral("no longer sign")), qPrintable(d.text()));
        QVERIFY(child<QPushButton>(&d, "rotateApply")->isEnabled());
        QCOMPARE(everyday(), before); // nothing before Rotate
        d.reject(); // Close: the question declined, the prepared rotation discarded
        QVERIFY(!child<QPushButton>(&d, "rotateApply")->isEnabled());
        QVERIFY2(d.text().isEmpty(), qPrintable(d.text()));
        dialog.reset(); // its worker is joined: whatever it was asked to do is done
        QCOMPARE(everyday(), before);
        QVERIFY(!QFileInfo::exists(out));
    }

    void rotatesTheEverydayKeyring()
    {
        const QStringList before = keys(m_fpr);
        const QString out = path("rotated.asc");
        gui::KeyRotateDialog d;
        d.show();
        fill(d, out, QStringLiteral("rotate passphrase"));
        QSignalSpy prepared(&d, &gui::KeyRotateDialog::prepared);
        QTest::mouseClick(child<QPushButton>(&d, "rotatePrepare"), Qt::LeftButton);
        QVERIFY(prepared.wait(120000));
        QVERIFY2(prepared.at(0).at(0).toBool(),
                 qPrintable(child<QLabel>(&d, "rotateProblem")->text()));
        testing::screenshot(&d, QStringLiteral("prepared"));

        QSignalSpy rotated(&d, &gui::KeyRotateDialog::rotated);
        QTest::mouseClick(child<QPushButton>(&d, "rotateApply"), Qt::LeftButton);
        QVERIFY(rotated.wait(180000));
        QVERIFY2(rotated.at(0).at(0).toBool(),
                 qPrintable(child<QLabel>(&d, "rotateProblem")->text()));

        // gpg's word: the primary key as it was, the old subkeys expired, three new valid ones.
        const QStringList after = keys(m_fpr);
        QCOMPARE(after.size(), 7);
        QCOMPARE(after.first(), before.first());
        QString usages;
        int expired = 0;
        for (const QString &line : after.mid(1)) {
            const QStringList f = line.split(QLatin1Char(':'));
            if (m_subkeys.contains(f.at(2))) {
                QCOMPARE(f.at(0), QStringLiteral("e"));
                ++expired;
            } else {
                QVERIFY2(f.at(0) != QStringLiteral("e") && f.at(0) != QStringLiteral("r"),
                         qPrintable(line));
                usages += f.at(1);
            }
        }
        QCOMPARE(expired, 3);
        QCOMPARE(usages.size(), 3);
        for (const char u : {'s', 'e', 'a'}) {
            QVERIFY2(usages.contains(QLatin1Char(u)), qPrintable(usages));
        }

        QVERIFY(QFileInfo::exists(out));
        QCOMPARE(bash(QStringLiteral("stat -c %a \"$1\""), {out}).trimmed(), QStringLiteral("600"));
        QVERIFY2(d.text().contains(out), qPrintable(d.text()));
        const QString next = d.nextSteps();
        QVERIFY2(
            next.contains(QStringLiteral("keyward-cli card keytocard move --key %1 --backup %2")
                              .arg(m_fpr, out)),
            qPrintable(next));
        testing::screenshot(&d, QStringLiteral("rotated"));
    }
};

QTEST_MAIN(KeyRotateDialogTest)
#include "KeyRotateDialogTest.moc"
