// SPDX-License-Identifier: GPL-3.0-or-later
// The token page's "Initialise token…" on the sandbox's virtual SmartCard-HSM (profile
// nitrokey-hsm, reader 0), through OpenSC's module as a user has it: keyward-cli initialises it
// first (a device OpenSC lists), then the window initialises it again for two DKEK shares. The
// page's sentence is what the device answered afterwards (version, tries left, the DKEK shares it
// waits for), and OpenSC's sc-hsm-tool reads the same; after two shares sc-hsm-tool made once
// (tests/data/sc-hsm-tool) are imported, the DKEK is complete with the key check value
// sc-hsm-tool printed for them. KEYWARD_SCREENSHOT=dir/name.png saves the page after the
// initialisation.
#include "DkekVectors.h"
#include "ScHsmTestSupport.h"
#include "TokenPageHarness.h"
#include "app/ScHsmSetup.h"
#include "gui/token/ScHsmInitDialog.h"
#include "gui/token/TokenOperations.h"
#include "gui/token/TokenPage.h"
#include "pkcs11/TokenDevice.h"

#include <QAction>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::gui::token;
using namespace keyward::testing;

namespace {

const char *kSoPin = kScHsmSoPin;
const char *kUserPin = kScHsmUserPin;

} // namespace

class ScHsmDeviceTest : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("KEYWARD_SANDBOX")) {
            QSKIP("runs inside scripts/sandbox only");
        }
        int rc = 0;
        const QString out = initialiseScHsm(QStringLiteral(KEYWARD_TOKEN_CLI), m_dir, &rc);
        QVERIFY2(rc == 0, qPrintable(out));
    }

    void windowInitialisesForDkekSharesAndSaysWhatTheDeviceReports()
    {
        ScriptedDialogs dialogs;
        TokenPageWindow shown(1000, 720);
        QVERIFY(QTest::qWaitForWindowExposed(&shown.window));
        TokenPageController &controller = shown.controller;
        const pkcs11::TokenInfo token = scHsmToken(controller);
        QVERIFY2(!token.label.isEmpty(), "OpenSC lists no SmartCard-HSM");
        TokenOperations *ops = controller.page()->operations();
        controller.showDevice(pkcs11::toDeviceInfo(token));
        QVERIFY(QTest::qWaitFor([ops] { return ops->hasToken() && !ops->busy(); }, 30000));

        dialogs.push([](QDialog &d) {
            if (!qobject_cast<ScHsmInitDialog *>(&d)) {
                qWarning() << "not the SmartCard-HSM dialog:" << d.windowTitle();
                return int(QDialog::Rejected);
            }
            type(d, "soPinEdit", QString::fromLatin1(kSoPin));
            type(d, "userPinEdit", QString::fromLatin1(kUserPin));
            type(d, "userPinRepeatEdit", QString::fromLatin1(kUserPin));
            d.findChild<QRadioButton *>(QStringLiteral("dkekSharesRadio"))->setChecked(true);
            d.findChild<QSpinBox *>(QStringLiteral("dkekShareCount"))->setValue(2);
            d.findChild<QCheckBox *>(QStringLiteral("understoodCheck"))->setChecked(true);
            auto *ok = d.findChild<QPushButton *>(QStringLiteral("initialiseButton"));
            if (!ok || !ok->isEnabled()) {
                qWarning() << "Initialise is not enabled";
                return int(QDialog::Rejected);
            }
            QTest::mouseClick(ok, Qt::LeftButton);
            return d.result();
        });
        QSignalSpy succeeded(ops, &TokenOperations::succeeded);
        QSignalSpy failed(ops, &TokenOperations::failed);
        auto *init = controller.page()->findChild<QAction *>(QStringLiteral("actionInitToken"));
        QVERIFY(init && init->isEnabled());
        init->trigger();
        QVERIFY(QTest::qWaitFor([&] { return !succeeded.isEmpty() || !failed.isEmpty(); }, 120000));
        QVERIFY(dialogs.done());
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
        const QString said = succeeded.at(0).at(0).toString();
        QVERIFY2(said.contains(QStringLiteral("reports that it is initialised")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("Its user PIN has 3 tries left.")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("waits for 2 of 2 DKEK shares")), qPrintable(said));
        QVERIFY(QTest::qWaitFor([ops] { return !ops->busy(); }, 30000));
        // The page shows the device's own status, read again after the initialisation.
        auto *status = controller.page()->findChild<QLabel *>(QStringLiteral("scHsmStatusLabel"));
        QVERIFY(status);
        QVERIFY(QTest::qWaitFor(
            [status] {
                return status->isVisible() &&
                       status->text().contains(QStringLiteral("waits for 2"));
            },
            30000));
        QVERIFY2(status->text().startsWith(QStringLiteral("The device reports: The SmartCard-HSM")),
                 qPrintable(status->text()));
        screenshot(&shown.window, QStringLiteral("sc-hsm-initialised"));
        // A card in a vpcd reader is called what it is, not a software token.
        auto *subtitle = controller.page()->findChild<QLabel *>(QStringLiteral("subtitleLabel"));
        QVERIFY(subtitle);
        QVERIFY2(subtitle->text().contains(QStringLiteral("virtual card: results are labelled")),
                 qPrintable(subtitle->text()));

        // OpenSC's own tool reads the same from the device.
        const QString hsm = run(QStringLiteral("sc-hsm-tool"), {});
        QVERIFY2(hsm.contains(QStringLiteral("DKEK import pending, 2 share(s) still missing")),
                 qPrintable(hsm));

        // Shares a and b that sc-hsm-tool made (tests/data/sc-hsm-tool), imported by keyward-cli;
        // sc-hsm-tool reads the key check value it printed when it imported a and b itself, and
        // Reread shows the DKEK complete with that value.
        for (const char *name : {"a", "b"}) {
            const QString vector = QLatin1String(name);
            const QString file = m_dir.filePath(vector + QStringLiteral(".pbe"));
            QVERIFY2(copyDkekVector(vector, file), name);
            int rc = 0;
            const QString out = runWithInput(
                QStringLiteral(KEYWARD_TOKEN_CLI),
                {QStringLiteral("token"), QStringLiteral("dkek"), QStringLiteral("import-share"),
                 file, QStringLiteral("--reader"), scHsmReader(), QStringLiteral("--password-fd"),
                 QStringLiteral("0"), QStringLiteral("--yes")},
                dkekVectorLine(vector + QStringLiteral(".password")).toUtf8() + '\n', &rc);
            QVERIFY2(rc == 0, qPrintable(out));
        }
        const QString after = run(QStringLiteral("sc-hsm-tool"), {});
        const auto match =
            QRegularExpression(QStringLiteral("DKEK key check value *: *([0-9A-Fa-f ]+)"))
                .match(after);
        QString kcv = match.captured(1);
        kcv.remove(QLatin1Char(' '));
        kcv = kcv.toUpper();
        QVERIFY2(kcv.size() == 16, qPrintable(after));
        QCOMPARE(kcv, dkekVectorLine(QStringLiteral("ab.kcv")));
        auto *reread = controller.page()->findChild<QAction *>(QStringLiteral("actionReread"));
        QVERIFY(reread);
        reread->trigger();
        QVERIFY(QTest::qWaitFor(
            [status] { return status->text().contains(QStringLiteral("is complete")); }, 60000));
        QVERIFY2(
            status->text().contains(
                QStringLiteral("Its DKEK of 2 shares is complete (key check value %1).").arg(kcv)),
            qPrintable(status->text() + u"\n" + after));
        QVERIFY(QTest::qWaitFor([ops] { return !ops->busy(); }, 30000));
        screenshot(&shown.window, QStringLiteral("sc-hsm-dkek-complete"));
    }
};

QTEST_MAIN(ScHsmDeviceTest)
#include "ScHsmDeviceTest.moc"
