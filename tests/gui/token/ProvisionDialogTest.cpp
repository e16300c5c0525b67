// SPDX-License-Identifier: GPL-3.0-or-later
// The provisioning window on two SoftHSM tokens made for the test: a
// cancelled confirmation touches nothing; then the run initialises both,
// generates a key pair with a stored self-signed certificate on each and
// shows a report per token in sentences; Run waits for the tokens to be listed
// again before a second run. Judged by pkcs11-tool outside Keyward (labels,
// key pairs). KEYWARD_SCREENSHOT=dir/name.png saves the window.
#include "gui/token/ProvisionDialog.h"
#include "TokenPageHarness.h"
#include "pkcs11/TokenService.h"

#include <QCoreApplication>
#include <QFile>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::gui::token;
using namespace keyward::testing;

namespace {

constexpr int kRunTimeoutMs = 120000; // a hang guard; the run is judged by its signal

QString run(const QString &program, const QStringList &args, int *exitCode)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(60000)) {
        *exitCode = -1;
        return program + QStringLiteral(" did not finish");
    }
    *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromLocal8Bit(p.readAll());
}

void write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.write(data) == data.size());
}

/// SoftHSM's module as Keyward's service finds it.
QString softhsmModule()
{
    pkcs11::TokenService service;
    auto modules = service.modules().result();
    if (modules) {
        for (const auto &m : modules.value()) {
            for (const auto &t : m.slotList) {
                if (t.label == QLatin1String("prov-a")) {
                    return t.modulePath;
                }
            }
        }
    }
    return {};
}

QString tokenSlots(const QString &module)
{
    int rc = 0;
    const QString out =
        run(QStringLiteral("pkcs11-tool"),
            {QStringLiteral("--module"), module, QStringLiteral("--list-token-slots")}, &rc);
    return rc == 0 ? out : QStringLiteral("pkcs11-tool failed: ") + out;
}

} // namespace

class ProvisionDialogTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("SOFTHSM2_CONF")) {
            QFAIL("runs inside scripts/sandbox (its SoftHSM2 tokens); SOFTHSM2_CONF is not set");
        }
        QCoreApplication::setOrganizationName(QStringLiteral("KeywardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("provision-dialog"));
        for (const char *label : {"prov-a", "prov-b"}) {
            int rc = 0;
            const QString out =
                run(QStringLiteral("softhsm2-util"),
                    {QStringLiteral("--init-token"), QStringLiteral("--free"),
                     QStringLiteral("--label"), QLatin1String(label), QStringLiteral("--so-pin"),
                     QStringLiteral("12345678"), QStringLiteral("--pin"), QStringLiteral("123456")},
                    &rc);
            QVERIFY2(rc == 0, qPrintable(out));
        }
        m_module = softhsmModule();
        QVERIFY2(!m_module.isEmpty(), "SoftHSM's token prov-a is not listed");
        QVERIFY(m_dir.isValid());
        write(m_dir.filePath(QStringLiteral("so.pin")), "12345678\n");
        // A profile's PIN file is the user's alone (0600), as ssh asks of private keys.
        QFile::setPermissions(m_dir.filePath(QStringLiteral("so.pin")),
                              QFile::ReadOwner | QFile::WriteOwner);
        write(m_dir.filePath(QStringLiteral("profile.json")), R"({
  "select": { "module": "softhsm2", "label": "prov-*" },
  "initialize": { "label": "web-%n%" },
  "pins": { "so": { "file": "so.pin" }, "user": { "prompt": true } },
  "keys": [ { "label": "tls", "id": "01", "type": "ec-p256",
              "selfSigned": { "subject": "/CN=%label%.example.org", "days": 30, "store": true } } ],
  "report": "out/%serial%.json"
})");
    }

    void cancelledConfirmationTouchesNothing()
    {
        ScriptedDialogs dialogs;
        pkcs11::TokenService service;
        ProvisionDialog dialog(&service);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSignalSpy listed(&dialog, &ProvisionDialog::tokensListed);
        dialog.setProfilePath(m_dir.filePath(QStringLiteral("profile.json")));
        QVERIFY(listed.count() > 0 || listed.wait(kRunTimeoutMs));
        auto *tokens = dialog.findChild<QTableWidget *>(QStringLiteral("tokenTable"));
        QCOMPARE(tokens->rowCount(), 2);
        QVERIFY(tokens->item(0, 2)->text().contains(QLatin1String("destroyed")));
        QString asked;
        dialogs.push([&asked](QDialog &d) {
            asked = static_cast<QMessageBox &>(d).text();
            return int(QMessageBox::Cancel);
        });
        dialog.findChild<QLineEdit *>(QStringLiteral("userPinEdit"))
            ->setText(QStringLiteral("123456"));
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("runButton")),
                          Qt::LeftButton);
        QVERIFY(dialogs.done());
        QVERIFY2(asked.contains(QLatin1String("prov-a")) && asked.contains(QLatin1String("prov-b")),
                 qPrintable(asked));
        QVERIFY(!dialog.isRunning());
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("status"))
                    ->text()
                    .contains(QLatin1String("Nothing was done")));
        const QString slotText = tokenSlots(m_module);
        QVERIFY2(slotText.contains(QLatin1String("prov-a")) &&
                     slotText.contains(QLatin1String("prov-b")) &&
                     !slotText.contains(QLatin1String("web-")),
                 qPrintable(slotText));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("out"))));
    }

    void provisionsTwoTokens()
    {
        ScriptedDialogs dialogs;
        pkcs11::TokenService service;
        // The last profile is remembered.
        ProvisionDialog dialog(&service);
        QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("profilePath"))->text(),
                 m_dir.filePath(QStringLiteral("profile.json")));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSignalSpy listed(&dialog, &ProvisionDialog::tokensListed);
        QVERIFY(listed.count() > 0 || listed.wait(kRunTimeoutMs));
        QCOMPARE(dialog.findChild<QTableWidget *>(QStringLiteral("tokenTable"))->rowCount(), 2);
        auto *userPin = dialog.findChild<QLineEdit *>(QStringLiteral("userPinEdit"));
        QVERIFY(userPin->isVisible());
        auto *soPin = dialog.findChild<QLineEdit *>(QStringLiteral("soPinEdit"));
        QVERIFY(!soPin->isVisible());
        // The SO PIN comes from a file: the note says so on the SO PIN's own row.
        auto *soNote = dialog.findChild<QLabel *>(QStringLiteral("soPinNote"));
        QVERIFY(soNote->isVisible());
        QVERIFY2(soNote->text().contains(QLatin1String("so.pin")), qPrintable(soNote->text()));
        auto *form = dialog.findChild<QFormLayout *>();
        QVERIFY(form);
        auto *soLabel = qobject_cast<QLabel *>(form->labelForField(soPin->parentWidget()));
        QVERIFY(soLabel);
        QCOMPARE(soLabel->text(), QStringLiteral("SO PIN:"));
        const QRect labelRect(soLabel->mapTo(&dialog, QPoint(0, 0)), soLabel->size());
        const QRect noteRect(soNote->mapTo(&dialog, QPoint(0, 0)), soNote->size());
        QVERIFY2(noteRect.top() < labelRect.bottom() && labelRect.top() < noteRect.bottom(),
                 "the SO PIN's note is not on the SO PIN's row");
        auto *userLabel = qobject_cast<QLabel *>(form->labelForField(userPin->parentWidget()));
        QVERIFY(userLabel);
        QVERIFY2(noteRect.bottom() <
                     QRect(userLabel->mapTo(&dialog, QPoint(0, 0)), userLabel->size()).top(),
                 "the SO PIN's note reaches the user PIN's row");
        userPin->setText(QStringLiteral("123456"));
        screenshot(&dialog, QStringLiteral("before-run"));
        dialogs.push([](QDialog &) { return int(QMessageBox::Yes); });
        QSignalSpy finished(&dialog, &ProvisionDialog::runFinished);
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("runButton")),
                          Qt::LeftButton);
        QVERIFY(dialogs.done());
        QVERIFY(dialog.isRunning());
        QVERIFY(userPin->text().isEmpty()); // the PIN left the field when the run started
        QVERIFY(finished.wait(kRunTimeoutMs));
        screenshot(&dialog, QStringLiteral("after-run"));
        auto *report = dialog.findChild<QTableWidget *>(QStringLiteral("reportTable"));
        QCOMPARE(report->rowCount(), 2);
        for (int r = 0; r < 2; ++r) {
            QVERIFY2(report->item(r, 1)->text() == QLatin1String("Done"),
                     qPrintable(report->item(r, 3)->text()));
            // What was done, in sentences, not the report's step names.
            const QString done = report->item(r, 2)->text();
            const QString token = report->item(r, 0)->text(); // "web-1" (serial …)
            const QString label = token.section(QChar(0x201C), 1, 1).section(QChar(0x201D), 0, 0);
            QVERIFY2(label.startsWith(QLatin1String("web-")), qPrintable(token));
            QVERIFY2(done == QStringLiteral("Token initialised as “%1”. User PIN set. Key pair tls "
                                            "generated (EC prime256v1). Self-signed certificate "
                                            "for tls stored on the token.")
                                 .arg(label),
                     qPrintable(done));
        }
        // The status says how many tokens, in words that read right for one and for many.
        const QString status = dialog.findChild<QLabel *>(QStringLiteral("status"))->text();
        QVERIFY2(!status.contains(QLatin1String("(s)")), qPrintable(status));
        QVERIFY2(status.contains(QLatin1String("Tokens in the report: 2.")), qPrintable(status));
        // Run is off after the run: a second run waits for the tokens to be listed again.
        auto *runButton = dialog.findChild<QPushButton *>(QStringLiteral("runButton"));
        auto *recheck = dialog.findChild<QPushButton *>(QStringLiteral("recheckButton"));
        QVERIFY(!runButton->isEnabled());
        QVERIFY(recheck->isEnabled());
        QVERIFY(!dialog.isRunning());
        const QJsonObject json = dialog.reportJson();
        QVERIFY(json.value(QLatin1String("ok")).toBool());
        QCOMPARE(json.value(QLatin1String("reports")).toArray().size(), 2);
        // The CLI's report carries the same sentences beside the step names.
        const QJsonObject firstStep = json.value(QLatin1String("reports"))
                                          .toArray()
                                          .at(0)
                                          .toObject()
                                          .value(QLatin1String("steps"))
                                          .toArray()
                                          .at(0)
                                          .toObject();
        QCOMPARE(firstStep.value(QLatin1String("step")).toString(), QStringLiteral("initialize"));
        QVERIFY(firstStep.value(QLatin1String("text"))
                    .toString()
                    .startsWith(QLatin1String("Token initialised as")));
        // Checking again lists the tokens the profile now selects (none: they are web-*), and
        // Run stays off with nothing to touch.
        QSignalSpy relisted(&dialog, &ProvisionDialog::tokensListed);
        QTest::mouseClick(recheck, Qt::LeftButton);
        QVERIFY(relisted.wait(kRunTimeoutMs));
        QCOMPARE(dialog.findChild<QTableWidget *>(QStringLiteral("tokenTable"))->rowCount(), 0);
        QVERIFY(!runButton->isEnabled());
        QVERIFY(!recheck->isEnabled());
        // Judged outside Keyward: new labels, and a key pair and certificate on each.
        const QString slotText = tokenSlots(m_module);
        QVERIFY2(slotText.contains(QLatin1String("web-1")) &&
                     slotText.contains(QLatin1String("web-2")) &&
                     !slotText.contains(QLatin1String("prov-a")),
                 qPrintable(slotText));
        for (const char *label : {"web-1", "web-2"}) {
            int rc = 0;
            const QString objects =
                run(QStringLiteral("pkcs11-tool"),
                    {QStringLiteral("--module"), m_module, QStringLiteral("--token-label"),
                     QLatin1String(label), QStringLiteral("--login"), QStringLiteral("--pin"),
                     QStringLiteral("123456"), QStringLiteral("--list-objects")},
                    &rc);
            QVERIFY2(rc == 0, qPrintable(objects));
            QVERIFY2(objects.contains(QLatin1String("Private Key Object")) &&
                         objects.contains(QLatin1String("Public Key Object")) &&
                         objects.contains(QLatin1String("Certificate Object")) &&
                         objects.contains(QLatin1String("label:      tls")),
                     qPrintable(objects));
        }
    }

    /// The sandbox's SoftHSM keeps one uninitialised token: the window names it by its slot (no
    /// empty quotes, no empty serial), in the list and in the question. Then a profile path typed
    /// into the field (Enter) is read and its tokens listed.
    void namesBlankTokenAndReadsTypedPath()
    {
        const QString blank = m_dir.filePath(QStringLiteral("blank.json"));
        write(blank, R"({
  "select": { "module": "softhsm2", "blank": true },
  "initialize": { "label": "never-%n%" },
  "pins": { "so": { "file": "so.pin" } },
  "keys": []
})");
        const QString web = m_dir.filePath(QStringLiteral("web.json"));
        write(web, R"({
  "select": { "module": "softhsm2", "label": "web-*" },
  "pins": { "user": { "prompt": true } },
  "keys": [ { "label": "more", "id": "02", "type": "ec-p256" } ]
})");
        ScriptedDialogs dialogs;
        pkcs11::TokenService service;
        ProvisionDialog dialog(&service);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), kRunTimeoutMs); // the remembered profile
        QSignalSpy listed(&dialog, &ProvisionDialog::tokensListed);
        dialog.setProfilePath(blank);
        QVERIFY(listed.count() > 0 || listed.wait(kRunTimeoutMs));
        auto *tokens = dialog.findChild<QTableWidget *>(QStringLiteral("tokenTable"));
        QVERIFY(tokens->rowCount() >= 1);
        for (int r = 0; r < tokens->rowCount(); ++r) {
            const QString name = tokens->item(r, 0)->text();
            QVERIFY2(!name.contains(QLatin1String("\"\"")) &&
                         !name.contains(QLatin1String("(serial )")) &&
                         name.contains(QLatin1String("uninitialised token")) &&
                         name.contains(QLatin1String("SoftHSM slot")),
                     qPrintable(name));
        }
        screenshot(&dialog, QStringLiteral("blank-token"));
        QString asked;
        dialogs.push([&asked](QDialog &d) {
            asked = static_cast<QMessageBox &>(d).text();
            return int(QMessageBox::Cancel);
        });
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("runButton")),
                          Qt::LeftButton);
        QVERIFY(dialogs.done());
        QVERIFY2(!asked.contains(QLatin1String("\"\"")) &&
                     !asked.contains(QLatin1String("(serial )")) &&
                     asked.contains(QLatin1String("uninitialised token")),
                 qPrintable(asked));

        // Typed, not chosen: the field takes the keys, Enter reads the profile and lists its
        // tokens (the two that provisionsTwoTokens made), and nothing runs.
        auto *path = dialog.findChild<QLineEdit *>(QStringLiteral("profilePath"));
        path->setFocus();
        path->selectAll();
        QTest::keyClick(path, Qt::Key_Delete);
        QTest::keyClicks(path, web);
        QCOMPARE(path->text(), web);
        listed.clear();
        QTest::keyClick(path, Qt::Key_Return);
        QVERIFY(listed.count() > 0 || listed.wait(kRunTimeoutMs));
        QVERIFY(dialogs.done()); // Enter neither browsed nor ran
        QCOMPARE(tokens->rowCount(), 2);
        QVERIFY2(tokens->item(0, 0)->text().contains(QLatin1String("web-")),
                 qPrintable(tokens->item(0, 0)->text()));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("profileSummary"))
                    ->text()
                    .contains(QLatin1String("adds key pairs")));
        screenshot(&dialog, QStringLiteral("typed-path"));
    }

private:
    QTemporaryDir m_dir;
    QString m_module;
};

QTEST_MAIN(ProvisionDialogTest)
#include "ProvisionDialogTest.moc"
