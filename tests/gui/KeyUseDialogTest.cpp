// SPDX-License-Identifier: GPL-3.0-or-later
// Card → Use a key for SSH, git and publishing, on the sandbox's real gpg, gpg-agent and a
// virtual card: keyward-cli key create makes a key, card keytocard moves its subkeys onto the
// card and the primary key's secret leaves the everyday keyring; gpg-agent's SSH support is off.
// The dialog offers that key by itself and shows the SSH line keyward-cli key use --ssh prints;
// declining the question leaves gpg-agent.conf as it was byte for byte, accepting it adds
// enable-ssh-support, after which ssh-add -L lists the same key through gpg-agent's socket;
// "Save public key" writes a file that gpg imports as the key and refuses an existing file.
// KEYWARD_SCREENSHOT=dir/x.png saves dir/x-shown.png and dir/x-saved.png.
#include "gui/KeyUseDialog.h"
#include "GuiTestSupport.h"
#include "KeyOnCardSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using keyward::testing::bash;

namespace {

template<class T> T *child(QWidget *w, const char *name)
{
    return w->findChild<T *>(QString::fromLatin1(name));
}

// SSH support off in the sandbox's gpg-agent, as key_use.sh starts.
const char kSshOff[] = R"(set -euo pipefail
conf=$GNUPGHOME/gpg-agent.conf
touch "$conf"
sed -i '/^enable-ssh-support$/d' "$conf"
gpgconf --kill gpg-agent
gpg-connect-agent /bye >/dev/null 2>&1
)";
QByteArray agentConf()
{
    QFile f(QDir(qEnvironmentVariable("GNUPGHOME")).filePath(QStringLiteral("gpg-agent.conf")));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}

/// The key type and base64 of an authorized_keys line (the comment differs between tools).
QString keyPart(const QString &line)
{
    return line.section(QLatin1Char(' '), 0, 1);
}

} // namespace

class KeyUseDialogTest : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_fpr;
    std::unique_ptr<gui::KeyUseDialog> m_dialog;

    gui::KeyUseDialog *dialog() { return m_dialog.get(); }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("KEYWARD_SANDBOX")) {
            QSKIP("runs inside scripts/sandbox only");
        }
        if (QStandardPaths::findExecutable(QStringLiteral("ssh-add")).isEmpty()) {
            QSKIP("ssh-add is not installed");
        }
        // A card owner's key as key_use.sh makes it: subkeys on the card, primary key offline.
        const testing::KeyOnCard key = testing::keyOnCard(m_dir.path(), QStringLiteral("Use Owner"),
                                                          QStringLiteral("use.owner@example.org"),
                                                          QStringLiteral("use passphrase"));
        QVERIFY2(key.problem.isEmpty(), qPrintable(key.problem));
        m_fpr = key.fingerprint;
        bool ok = false;
        const QString off = bash(QString::fromLatin1(kSshOff), {}, &ok);
        QVERIFY2(ok, qPrintable(off));
        m_dialog = std::make_unique<gui::KeyUseDialog>();
        QSignalSpy listed(dialog(), &gui::KeyUseDialog::listed);
        QSignalSpy shown(dialog(), &gui::KeyUseDialog::shown);
        dialog()->show();
        const auto problem = [this] {
            return child<QLabel>(dialog(), "useProblem")->text().toLocal8Bit();
        };
        QVERIFY2(listed.wait(120000), problem().constData());
        QVERIFY2(listed.at(0).at(0).toBool(), problem().constData());
        QVERIFY2(shown.count() > 0 || shown.wait(120000), problem().constData());
        QVERIFY2(shown.at(0).at(0).toBool(), problem().constData());
    }

    void offersTheCardsKeyWithTheSshLineOfKeyUse()
    {
        gui::KeyUseDialog *d = dialog();
        QCOMPARE(d->shownKey(), m_fpr.toLatin1());
        bool ok = false;
        const QString json =
            bash(QStringLiteral("\"$1\" key use --fingerprint \"$2\" --ssh --git --json"),
                 {QStringLiteral(KEYWARD_CLI), m_fpr}, &ok);
        QVERIFY2(ok, qPrintable(json));
        const QJsonObject doc = QJsonDocument::fromJson(json.toUtf8()).object();
        const QString line = doc.value(QStringLiteral("ssh"))
                                 .toObject()
                                 .value(QStringLiteral("authorizedKeysLine"))
                                 .toString();
        QVERIFY(!line.isEmpty());
        QCOMPARE(child<QLineEdit>(d, "useSshLine")->text(), line);
        QVERIFY(child<QLineEdit>(d, "useSshLine")->isReadOnly());
        QVERIFY(child<QLabel>(d, "useSshSupport")->text().contains(QStringLiteral("is off")));
        QVERIFY(child<QPushButton>(d, "useSshEnable")->isEnabled());
        QVERIFY2(child<QPlainTextEdit>(d, "useGit")
                     ->toPlainText()
                     .contains(QStringLiteral("user.signingkey")),
                 qPrintable(child<QPlainTextEdit>(d, "useGit")->toPlainText()));
        testing::screenshot(d, QStringLiteral("shown"));
    }

    void decliningLeavesTheAgentConfAsItWas()
    {
        gui::KeyUseDialog *d = dialog();
        const QByteArray before = agentConf();
        QString asked;
        d->setAsk([&asked](const QString &question) {
            asked = question;
            return false;
        });
        QSignalSpy done(d, &gui::KeyUseDialog::done);
        QTest::mouseClick(child<QPushButton>(d, "useSshEnable"), Qt::LeftButton);
        QVERIFY(done.wait(120000));
        QCOMPARE(done.at(0).at(0).toBool(), false);
        QVERIFY2(asked.contains(QStringLiteral("gpg-agent.conf")) &&
                     asked.contains(QStringLiteral("starts again")),
                 qPrintable(asked));
        QCOMPARE(agentConf(), before);
        QVERIFY(child<QPushButton>(d, "useSshEnable")->isEnabled());
    }

    void acceptingAddsTheLineAndSshAddListsTheKey()
    {
        gui::KeyUseDialog *d = dialog();
        bool wasAsked = false;
        d->setAsk([&wasAsked](const QString &) {
            wasAsked = true;
            return true;
        });
        QSignalSpy done(d, &gui::KeyUseDialog::done);
        QTest::mouseClick(child<QPushButton>(d, "useSshEnable"), Qt::LeftButton);
        QVERIFY(done.wait(120000));
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(child<QLabel>(d, "useProblem")->text()));
        QVERIFY(wasAsked);
        QVERIFY2(agentConf().split('\n').contains("enable-ssh-support"), agentConf().constData());
        QVERIFY2(child<QLabel>(d, "useSshSupport")->text().contains(QStringLiteral("read back")),
                 qPrintable(child<QLabel>(d, "useSshSupport")->text()));
        QVERIFY(child<QPushButton>(d, "useSshEnable")->isHidden());

        bool ok = false;
        const QString listed =
            bash(QStringLiteral("gpgconf --kill gpg-agent; gpg-connect-agent /bye >/dev/null 2>&1; "
                                "SSH_AUTH_SOCK=$(gpgconf --list-dirs agent-ssh-socket) ssh-add -L"),
                 {}, &ok);
        QVERIFY2(ok, qPrintable(listed));
        QStringList keys;
        for (const QString &l : listed.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            keys << keyPart(l);
        }
        const QString want = keyPart(child<QLineEdit>(d, "useSshLine")->text());
        QVERIFY2(keys.contains(want), qPrintable(listed + QStringLiteral(" lacks ") + want));
    }

    void savesThePublicKeyOnceAndNeverOverIt()
    {
        gui::KeyUseDialog *d = dialog();
        QTemporaryDir out;
        QSignalSpy done(d, &gui::KeyUseDialog::done);
        d->savePublicKeyTo(out.path());
        QVERIFY(done.wait(120000));
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(child<QLabel>(d, "useProblem")->text()));
        const QString file = QDir(out.path()).filePath(m_fpr + QStringLiteral("-public.asc"));
        QVERIFY2(d->text().contains(file), qPrintable(d->text()));
        bool ok = false;
        const QString imported =
            bash(QStringLiteral("h=$(mktemp -d); gpg --homedir \"$h\" --batch --with-colons "
                                "--import-options show-only --import \"$1\" 2>/dev/null | "
                                "awk -F: '/^fpr/{print $10; exit}'; rm -rf \"$h\""),
                 {file}, &ok);
        QVERIFY2(ok, qPrintable(imported));
        QCOMPARE(imported.trimmed(), m_fpr);
        testing::screenshot(d, QStringLiteral("saved"));

        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        d->savePublicKeyTo(out.path());
        QVERIFY(done.wait(120000));
        QCOMPARE(done.at(1).at(0).toBool(), false);
        const QString problem = child<QLabel>(d, "useProblem")->text();
        QVERIFY2(problem.contains(QStringLiteral("already exists")), qPrintable(problem));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    void cleanupTestCase()
    {
        if (m_dialog) {
            m_dialog->close();
            m_dialog.reset();
        }
    }
};

QTEST_MAIN(KeyUseDialogTest)
#include "KeyUseDialogTest.moc"
