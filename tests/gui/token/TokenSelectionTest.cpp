// SPDX-License-Identifier: GPL-3.0-or-later
// The HSM administrator's day in the real window: with two SoftHSM tokens
// listed (keyward-test and SoftHSM's blank one), the blank one is selected and
// initialised. Its row is replaced in the list (a blank token gets its serial
// only now); the selection must stay on it, the page must say which token was
// initialised, and the key pair generated next must land on it. Judged by
// pkcs11-tool outside Keyward. KEYWARD_SCREENSHOT=dir/name.png saves the window.
#include "TokenPageHarness.h"
#include "app/DeviceDirectory.h"
#include "core/DeviceListModel.h"
#include "gui/MainWindow.h"
#include "gui/token/InitTokenDialog.h"
#include "gui/token/KeyGenDialog.h"
#include "gui/token/PinDialog.h"
#include "gui/token/TokenOperations.h"
#include "gui/token/TokenPage.h"

#include <QAction>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTest>
#include <QTreeView>

using namespace keyward;
using namespace keyward::gui::token;
using namespace keyward::testing;

namespace {

constexpr int kOpTimeoutMs = 60000;

QString pkcs11Tool(const QStringList &args, int *exitCode)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("pkcs11-tool"), args);
    if (!p.waitForFinished(60000)) {
        *exitCode = -1;
        return QStringLiteral("pkcs11-tool did not finish");
    }
    *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromLocal8Bit(p.readAll());
}

/// The token rows of the sidebar, as (index, device).
QList<std::pair<QModelIndex, DeviceInfo>> tokenRows(DeviceListModel *model)
{
    QList<std::pair<QModelIndex, DeviceInfo>> out;
    const QModelIndex group = model->groupIndex(DeviceKind::Pkcs11Token);
    for (int r = 0; r < model->rowCount(group); ++r) {
        const QModelIndex idx = model->index(r, 0, group);
        if (const auto d = model->device(idx)) {
            out.append({idx, *d});
        }
    }
    return out;
}

} // namespace

class TokenSelectionTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initialiseSecondTokenKeepsIt()
    {
        if (qEnvironmentVariableIsEmpty("SOFTHSM2_CONF")) {
            QFAIL("runs inside scripts/sandbox (its SoftHSM2 tokens); SOFTHSM2_CONF is not set");
        }
        ScriptedDialogs dialogs;
        app::DeviceDirectory devices({});
        gui::MainWindow window(&devices);
        window.resize(1100, 720);
        window.show();
        devices.start();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *tree = window.findChild<QTreeView *>(QStringLiteral("deviceView"));
        auto *page = window.findChild<TokenPage *>(QStringLiteral("tokenPage"));
        QVERIFY(tree && page);
        TokenOperations *ops = page->operations();
        DeviceListModel *model = devices.model();

        // Two SoftHSM tokens: keyward-test, and the blank one after it.
        QModelIndex blank;
        QString blankId;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto rows = tokenRows(model);
                bool test = false;
                for (const auto &[idx, d] : rows) {
                    test = test || d.name == QLatin1String("keyward-test");
                    if (d.id.contains(QLatin1String("softhsm")) &&
                        d.id.contains(QLatin1String(":slot-"))) {
                        blank = idx;
                        blankId = d.id;
                    }
                }
                return test && blank.isValid();
            }(),
            20000);
        tree->setFocus();
        tree->setCurrentIndex(blank);
        QTRY_VERIFY_WITH_TIMEOUT(page->isVisible() && page->shownId() == blankId &&
                                     ops->hasToken() && !ops->busy(),
                                 20000);
        QVERIFY(!ops->token().isInitialized());

        // Initialise it as keyward-second, with a user PIN.
        auto action = [page](const char *name) {
            auto *a = page->findChild<QAction *>(QLatin1String(name));
            Q_ASSERT(a);
            return a;
        };
        dialogs.push([](QDialog &d) {
            if (!qobject_cast<InitTokenDialog *>(&d)) {
                return int(QDialog::Rejected);
            }
            type(d, "newLabelEdit", QStringLiteral("keyward-second"));
            type(d, "soPinEdit", QStringLiteral("87654321"));
            type(d, "soRepeatEdit", QStringLiteral("87654321"));
            type(d, "userPinEdit", QStringLiteral("654321"));
            type(d, "userRepeatEdit", QStringLiteral("654321"));
            type(d, "confirmEdit", QStringLiteral("keyward-second"));
            return accept(d);
        });
        // A blank token gets a notice with an Initialise… button, not a red warning.
        auto *notice = page->findChild<QWidget *>(QStringLiteral("blankNotice"));
        auto *noticeButton = page->findChild<QPushButton *>(QStringLiteral("blankNoticeButton"));
        auto *banner = page->findChild<QLabel *>(QStringLiteral("pinBanner"));
        QVERIFY(notice && noticeButton && banner);
        QTRY_VERIFY(notice->isVisible());
        QVERIFY(!banner->isVisible());
        QVERIFY(noticeButton->isEnabled());
        screenshot(&window, QStringLiteral("blank-notice"));
        QTest::mouseClick(noticeButton, Qt::LeftButton);
        auto *status = page->findChild<QLabel *>(QStringLiteral("statusLabel"));
        QTRY_VERIFY2_WITH_TIMEOUT(!ops->busy() &&
                                      status->text().contains(QStringLiteral("user PIN set")),
                                  qPrintable(status->text()), kOpTimeoutMs);
        // The success message names the token.
        QVERIFY2(status->text().contains(QStringLiteral("“keyward-second”")) &&
                     status->text().contains(ops->token().serial),
                 qPrintable(status->text()));

        // The list replaced the row (new id, with the serial); the selection is on it.
        const QString newId = ops->token().deviceId();
        QVERIFY(newId != blankId);
        QTRY_VERIFY_WITH_TIMEOUT(model->indexOf(newId).isValid(), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(tree->currentIndex(), model->indexOf(newId), 20000);
        QCOMPARE(model->device(tree->currentIndex())->name, QStringLiteral("keyward-second"));
        QVERIFY(page->isVisible());
        QCOMPARE(page->shownId(), newId);
        QTRY_VERIFY_WITH_TIMEOUT(!ops->busy(), kOpTimeoutMs);
        QCOMPARE(ops->token().label, QStringLiteral("keyward-second"));
        QVERIFY(!notice->isVisible());
        screenshot(&window, QStringLiteral("initialised"));

        // The next key pair goes to the token just initialised.
        dialogs.push([](QDialog &d) {
            if (!qobject_cast<KeyGenDialog *>(&d)) {
                return int(QDialog::Rejected);
            }
            type(d, "labelEdit", QStringLiteral("second-key"));
            type(d, "idEdit", QStringLiteral("5e"));
            return accept(d);
        });
        dialogs.push([](QDialog &d) {
            if (!qobject_cast<PinDialog *>(&d) ||
                !d.windowTitle().contains(QLatin1String("key pair"), Qt::CaseInsensitive)) {
                return int(QDialog::Rejected);
            }
            type(d, "currentEdit", QStringLiteral("654321"));
            return accept(d);
        });
        QVERIFY(action("actionGenerateKeyPair")->isEnabled());
        action("actionGenerateKeyPair")->trigger();
        QTRY_VERIFY2_WITH_TIMEOUT(!ops->busy() &&
                                      status->text().contains(QStringLiteral("generated")),
                                  qPrintable(status->text()), kOpTimeoutMs);
        QVERIFY(dialogs.done());

        // Outside Keyward: the key is on keyward-second, not on keyward-test.
        const QString module = ops->token().modulePath;
        int rc = 0;
        const QString second = pkcs11Tool(
            {QStringLiteral("--module"), module, QStringLiteral("--token-label"),
             QStringLiteral("keyward-second"), QStringLiteral("--list-objects"),
             QStringLiteral("--login"), QStringLiteral("--pin"), QStringLiteral("654321")},
            &rc);
        QVERIFY2(rc == 0, qPrintable(second));
        QVERIFY2(second.contains(QStringLiteral("label:      second-key")), qPrintable(second));
        const QString first = pkcs11Tool(
            {QStringLiteral("--module"), module, QStringLiteral("--token-label"),
             QStringLiteral("keyward-test"), QStringLiteral("--list-objects"),
             QStringLiteral("--login"), QStringLiteral("--pin"), QStringLiteral("123456")},
            &rc);
        QVERIFY2(rc == 0, qPrintable(first));
        QVERIFY2(!first.contains(QStringLiteral("second-key")), qPrintable(first));
    }
};

QTEST_MAIN(TokenSelectionTest)
#include "TokenSelectionTest.moc"
