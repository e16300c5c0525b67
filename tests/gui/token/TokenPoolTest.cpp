// SPDX-License-Identifier: GPL-3.0-or-later
// The key pool group of the token page on the sandbox's SoftHSM token: the
// status before and after the login, Fill… (3 RSA-2048 keys) with the fill
// rate recorded, Empty the pool… with its question answered yes. The stored
// keys are counted in the pool store itself, not only in the page's words.
// KEYWARD_SCREENSHOT=dir/name.png saves the page and the fill dialog.
#include "TokenPageHarness.h"
#include "app/KeyPoolCommands.h"
#include "gui/token/PinDialog.h"
#include "gui/token/PoolFillDialog.h"
#include "gui/token/TokenOperations.h"
#include "gui/token/TokenPage.h"
#include "gui/token/TokenPoolGroup.h"

#include "pkcs11/TokenDevice.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace keyward;
using namespace keyward::gui::token;
using namespace keyward::testing;

namespace {

constexpr int kOpTimeoutMs = 60000;

qint64 storedFor(const QString &serial)
{
    app::PoolStore store;
    if (!store.open()) {
        return -1;
    }
    return store.countAll(serial).valueOr(-1);
}

} // namespace

class TokenPoolTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fillAndEmpty()
    {
        if (qEnvironmentVariableIsEmpty("SOFTHSM2_CONF")) {
            QFAIL("runs inside scripts/sandbox (its SoftHSM2 token keyward-test); SOFTHSM2_CONF is "
                  "not set");
        }
        ScriptedDialogs dialogs;
        TokenPageWindow shown(1000, 760);
        QWidget &window = shown.window;
        TokenPageController &controller = shown.controller;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        TokenPage *page = controller.page();
        TokenOperations *ops = page->operations();
        const pkcs11::TokenInfo token = sandboxToken(controller);
        QVERIFY2(!token.serial.isEmpty(), "SoftHSM token keyward-test not found");
        controller.showDevice(pkcs11::toDeviceInfo(token));

        auto *group = page->findChild<TokenPoolGroup *>(QStringLiteral("keyPoolGroup"));
        QVERIFY(group);
        auto *fill = group->findChild<QPushButton *>(QStringLiteral("poolFillButton"));
        auto *empty = group->findChild<QPushButton *>(QStringLiteral("poolEmptyButton"));
        auto *progress = group->findChild<QProgressBar *>(QStringLiteral("poolFillProgress"));
        auto *status = page->findChild<QLabel *>(QStringLiteral("statusLabel"));
        QVERIFY(fill && empty && progress && status);

        // Before the login: the support from the mechanism list, the stored
        // keys of the token as a whole, and a word that the login shows more.
        QTRY_VERIFY_WITH_TIMEOUT(
            !ops->busy() && group->statusText().contains(QLatin1String("CKM_AES_KEY_WRAP_PAD")),
            20000);
        QVERIFY2(group->statusText().startsWith(QLatin1String("The token can keep a key pool")),
                 qPrintable(group->statusText()));
        QVERIFY2(group->statusText().contains(QLatin1String("stored for this token: 0. Log in")),
                 qPrintable(group->statusText()));
        QVERIFY(fill->isEnabled());

        // The page's login: one PIN, and the pool's status reads its key.
        dialogs.push([](QDialog &d) {
            if (!qobject_cast<PinDialog *>(&d)) {
                return int(QDialog::Rejected);
            }
            type(d, "currentEdit", QStringLiteral("123456"));
            return accept(d);
        });
        page->findChild<QAction *>(QStringLiteral("actionShowPrivateObjects"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!ops->busy() && ops->loggedIn() &&
                                     group->statusText().contains(QLatin1String("first fill")),
                                 kOpTimeoutMs);
        QVERIFY(group->statusText().contains(QLatin1String("Unwrapped and ready: 0.")));

        // Fill… 3 RSA-2048 keys: no second PIN prompt while logged in.
        dialogs.push([](QDialog &d) {
            auto *dialog = qobject_cast<PoolFillDialog *>(&d);
            if (!dialog) {
                return int(QDialog::Rejected);
            }
            auto *type = d.findChild<QComboBox *>(QStringLiteral("keyTypeCombo"));
            type->setCurrentIndex(type->findData(QStringLiteral("rsa2048")));
            d.findChild<QSpinBox *>(QStringLiteral("countSpin"))->setValue(3);
            return accept(d, QStringLiteral("fill-dialog"));
        });
        QTest::mouseClick(fill, Qt::LeftButton);
        QTRY_VERIFY2_WITH_TIMEOUT(
            !ops->busy() && group->statusText().contains(QLatin1String("Wrapped keys stored: 3")),
            qPrintable(group->statusText() + QLatin1Char('|') + status->text()), kOpTimeoutMs);
        QCOMPARE(progress->maximum(), 3); // the bar counted towards the keys asked for
        QVERIFY2(status->text().contains(QLatin1String("Made the key-encryption key")),
                 qPrintable(status->text()));
        QVERIFY2(status->text().contains(QLatin1String("Wrapped 3 RSA-2048 keys with "
                                                       "CKM_AES_KEY_WRAP_PAD")),
                 qPrintable(status->text()));
        const QString text = group->statusText();
        QVERIFY2(text.contains(QLatin1String("Wrapped keys stored: 3 (RSA-2048: 3).")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Key-encryption key: \"keyward-pool-kek\", ID ")),
                 qPrintable(text));
        const QRegularExpression rate(QStringLiteral("Last fill: 3 RSA-2048 keys in [0-9.]+ s "
                                                     "\\(([0-9.]+) keys/s\\)"));
        const auto m = rate.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        QVERIFY(m.captured(1).toDouble() > 0);
        QCOMPARE(storedFor(token.serial), 3);
        screenshot(&window, QStringLiteral("pool-filled"));

        // Empty the pool…: the question names the loss; answered yes.
        QString question;
        dialogs.push([&question](QDialog &d) {
            auto *box = qobject_cast<QMessageBox *>(&d);
            if (!box) {
                return int(QDialog::Rejected);
            }
            question = box->text();
            for (QAbstractButton *b : box->buttons()) {
                if (box->buttonRole(b) == QMessageBox::AcceptRole) {
                    b->click();
                }
            }
            return box->result();
        });
        QTest::mouseClick(empty, Qt::LeftButton);
        QTRY_VERIFY2_WITH_TIMEOUT(
            !ops->busy() && group->statusText().contains(QLatin1String("Wrapped keys stored: 0.")),
            qPrintable(group->statusText()), kOpTimeoutMs);
        QVERIFY2(question.contains(QLatin1String("\"keyward-test\"")), qPrintable(question));
        QVERIFY2(question.contains(QLatin1String("loses its 3 wrapped keys; they cannot be "
                                                 "recovered")),
                 qPrintable(question));
        QVERIFY2(status->text().contains(QLatin1String("Removed 3 wrapped keys")),
                 qPrintable(status->text()));
        QCOMPARE(storedFor(token.serial), 0);
        // The fill rate stays on record after the keys are gone.
        QVERIFY(group->statusText().contains(QLatin1String("Last fill: 3 RSA-2048 keys")));
        QVERIFY(dialogs.done());
    }
};

QTEST_MAIN(TokenPoolTest)
#include "TokenPoolTest.moc"
