// SPDX-License-Identifier: GPL-3.0-or-later
// Card → Create a key for cards, on the sandbox's real gpg: a form that is wrong (no name, two
// passphrases that differ, a folder holding an earlier key's files) is refused with a sentence
// and nothing is made; a right one makes the key on the dialog's worker (the dialog does not
// close meanwhile), and the report names the fingerprint that gpg reads from the public key
// file written beside the secret key file and the revocation certificate (each 0600). The
// everyday keyring (the sandbox's GNUPGHOME) does not get the key. KEYWARD_SCREENSHOT=dir/x.png
// saves dir/x-form.png and dir/x-report.png.
#include "gui/KeyCreateDialog.h"
#include "GuiTestSupport.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
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

QString gpg(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral("gpg"), args);
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class KeyCreateDialogTest : public QObject
{
    Q_OBJECT
private:
    void fill(gui::KeyCreateDialog &d, const QString &name, const QString &folder,
              const QString &pass, const QString &repeat)
    {
        child<QLineEdit>(&d, "keyName")->setText(name);
        child<QLineEdit>(&d, "keyEmail")->setText(QStringLiteral("ada@example.org"));
        child<QLineEdit>(&d, "keyFolder")->setText(folder);
        child<QLineEdit>(&d, "keyPassphrase")->setText(pass);
        child<QLineEdit>(&d, "keyRepeat")->setText(repeat);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("KEYWARD_SANDBOX")) {
            QSKIP("runs inside scripts/sandbox only");
        }
    }

    void refusesAWrongFormBeforeMakingAnything()
    {
        QTemporaryDir out;
        gui::KeyCreateDialog d;
        d.show();
        auto *problem = child<QLabel>(&d, "keyProblem");
        auto *create = child<QPushButton>(&d, "keyCreate");

        fill(d, QString(), out.path(), QStringLiteral("pass phrase"),
             QStringLiteral("pass phrase"));
        QTest::mouseClick(create, Qt::LeftButton);
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(QStringLiteral("name")), qPrintable(problem->text()));
        QVERIFY(!d.isCreating());

        fill(d, QStringLiteral("Ada Lovelace"), out.path(), QStringLiteral("pass phrase"),
             QStringLiteral("pass phrasf"));
        QTest::mouseClick(create, Qt::LeftButton);
        QCOMPARE(problem->text(), QStringLiteral("The two passphrases differ."));
        QVERIFY(!d.isCreating());
        // The passphrases are not left in the fields.
        QVERIFY(child<QLineEdit>(&d, "keyPassphrase")->text().isEmpty());
        QVERIFY(child<QLineEdit>(&d, "keyRepeat")->text().isEmpty());

        QFile earlier(QDir(out.path()).filePath(QStringLiteral("0123-secret.asc")));
        QVERIFY(earlier.open(QIODevice::WriteOnly));
        earlier.close();
        fill(d, QStringLiteral("Ada Lovelace"), out.path(), QStringLiteral("pass phrase"),
             QStringLiteral("pass phrase"));
        QTest::mouseClick(create, Qt::LeftButton);
        QVERIFY2(problem->text().contains(QStringLiteral("0123-secret.asc")),
                 qPrintable(problem->text()));
        QVERIFY(!d.isCreating());
        QCOMPARE(QDir(out.path()).entryList(QDir::Files).size(), 1);
    }

    void makesTheKeyAndReportsWhatTheFilesHold()
    {
        QTemporaryDir out;
        gui::KeyCreateDialog d;
        d.show();
        fill(d, QStringLiteral("Ada Lovelace"), out.path(), QStringLiteral("pass phrase"),
             QStringLiteral("pass phrase"));
        testing::screenshot(&d, QStringLiteral("form"));
        QSignalSpy finished(&d, &gui::KeyCreateDialog::finished);
        QTest::mouseClick(child<QPushButton>(&d, "keyCreate"), Qt::LeftButton);
        QVERIFY(d.isCreating());
        d.reject(); // refused while the key is made
        QVERIFY(d.isVisible());
        QVERIFY(finished.wait(180000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QVERIFY(!d.isCreating());

        const QStringList files = QDir(out.path()).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files.size(), 3);
        const QString fpr = files.at(0).section(QLatin1Char('-'), 0, 0);
        QCOMPARE(fpr.size(), 40);
        for (const QString &f : files) {
            const auto perm = QFile(QDir(out.path()).filePath(f)).permissions();
            QVERIFY(perm.testFlag(QFileDevice::ReadOwner));
            QVERIFY2(!(perm & (QFileDevice::ReadGroup | QFileDevice::WriteGroup |
                               QFileDevice::ReadOther | QFileDevice::WriteOther)),
                     qPrintable(f));
        }
        QVERIFY(files.contains(fpr + QStringLiteral("-revocation.asc")));
        // gpg reads the public key file: the fingerprint the report names.
        const QString shown = gpg({QStringLiteral("--with-colons"), QStringLiteral("--show-keys"),
                                   QDir(out.path()).filePath(fpr + QStringLiteral("-public.asc"))});
        QVERIFY2(shown.contains(QStringLiteral("fpr:::::::::%1:").arg(fpr)), qPrintable(shown));
        const QString report = d.reportText();
        QVERIFY2(report.contains(QStringLiteral("Key %1 for Ada Lovelace").arg(fpr)),
                 qPrintable(report));
        QVERIFY2(report.contains(QStringLiteral("imported into a second empty keyring")),
                 qPrintable(report));
        testing::screenshot(&d, QStringLiteral("report"));
        // The everyday keyring did not get it.
        QVERIFY(!gpg({QStringLiteral("--with-colons"), QStringLiteral("-K")}).contains(fpr));
        d.reject();
        QVERIFY(!d.isVisible());
    }
};

QTEST_MAIN(KeyCreateDialogTest)
#include "KeyCreateDialogTest.moc"
