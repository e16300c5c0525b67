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
#include "KeyCardLostDialog.h"
#include "GuiTestSupport.h"

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

namespace {

template<class T> T *child(QWidget *w, const char *name)
{
    return w->findChild<T *>(QString::fromLatin1(name));
}

/// Runs `script` in bash with the arguments; its standard output, or a failure with both.
QString bash(const QString &script, const QStringList &args = {}, bool *ok = nullptr)
{
    QProcess p;
    p.start(QStringLiteral("bash"),
            QStringList{QStringLiteral("-c"), script, QStringLiteral("bash")} + args);
    p.waitForFinished(300000);
    const bool good = p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (ok) {
        *ok = good;
    }
    return QString::fromUtf8(good ? p.readAllStandardOutput()
                                  : p.readAllStandardOutput() + p.readAllStandardError());
}

// A card owner's key as key_lib.sh's key_on_card makes it: subkeys on the card, primary key
// offline. Prints the key's fingerprint, its three subkeys' and the card's serial number.
const char kSetup[] = R"sh(set -euo pipefail
cli=$1 work=$2
printf '%s\n' 'lost passphrase' >"$work/pass"
export KT_PASS='lost passphrase' KT_ADMIN=12345678
"$cli" key create --name "Lost Owner" --email lost.owner@example.org --out-dir "$work/keys" \
    --passphrase-fd 3 --json 3<"$work/pass" >"$work/create.json"
fpr=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["fingerprint"])' \
    "$work/create.json")
gpg --batch --import "$work/keys/$fpr-secret.asc" 2>/dev/null
subkey() {
    gpg --with-colons --list-keys "$fpr" |
        awk -F: -v u="$1" '/^sub/{hit=index($12,u)>0} /^fpr/ && hit {print $10; exit}'
}
grip=$(gpg --with-colons --with-keygrip --list-keys "$fpr" |
    awk -F: -v f="$fpr" '/^fpr/{cur=$10} /^grp/ && cur==f {print $10; exit}')
"$cli" card keytocard move --key "$fpr" --backup "$work/keytocard-backup.asc" --remove-local \
    --yes --map "$(subkey s)=sig" --map "$(subkey e)=enc" --map "$(subkey a)=auth" \
    --passphrase-env KT_PASS --admin-pin-env KT_ADMIN >"$work/move.out" 2>&1 ||
    { cat "$work/move.out" >&2; exit 1; }
gpg-connect-agent "DELETE_KEY --force $grip" /bye >/dev/null
serial=$(gpg --with-colons -K "$fpr" | awk -F: '/^ssb/ && $15 != "" {print $15; exit}')
printf '%s %s %s %s %s' "$fpr" "$(subkey s)" "$(subkey e)" "$(subkey a)" "$serial"
)sh";

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
        bool ok = false;
        const QString out =
            bash(QString::fromLatin1(kSetup), {QStringLiteral(KEYWARD_CLI), m_dir.path()}, &ok);
        QVERIFY2(ok, qPrintable(out));
        const QStringList f = out.split(QLatin1Char(' '));
        QCOMPARE(f.size(), 5);
        m_fpr = f.at(0);
        m_subkeys = f.mid(1, 3);
        m_serial = f.at(4);
        QVERIFY2(!m_serial.isEmpty(), qPrintable(out));
        m_backup = QDir(m_dir.path()).filePath(QStringLiteral("keys/%1-secret.asc").arg(m_fpr));
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
