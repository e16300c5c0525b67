// SPDX-License-Identifier: GPL-3.0-or-later
// Every top-level window, dialog and wizard page fits a laptop's 1366 × 768 screen at its minimum
// size, and opens no larger than the screen it is on: the main window, the benchmark window, the
// card and token dialogs (with the sandbox card's real data and long labels) and each page of the
// move-subkeys wizard, its last page with three read-back rows. KEYWARD_TEST_QM=keyward_de.qm runs
// the same in German. KEYWARD_SCREENSHOT=dir/ saves each window as it opens (dir/fit-NAME-open.png)
// and at its minimum size (dir/fit-NAME.png).
#include "gui/WindowFit.h"
#include "GuiTestSupport.h"
#include "app/DeviceDirectory.h"
#include "app/KeyUsageSnippets.h"
#include "core/DeviceListModel.h"
#include "gui/DoctorDialog.h"
#include "gui/KeyCardLostDialog.h"
#include "gui/KeyCreateDialog.h"
#include "gui/KeyRenewDialog.h"
#include "gui/KeyRotateDialog.h"
#include "gui/MainWindow.h"
#include "gui/bench/BenchmarkWindow.h"
#include "gui/card/CardPage.h"
#include "gui/card/CardholderDialog.h"
#include "gui/card/ExportDialog.h"
#include "gui/card/FactoryResetDialog.h"
#include "gui/card/GenerateKeyDialog.h"
#include "gui/card/GenerateResultDialog.h"
#include "gui/card/KeyAttrDialog.h"
#include "gui/card/PinDialog.h"
#include "gui/card/TouchPolicyDialog.h"
#include "gui/keytocard/KeyToCardWizard.h"
#include "gui/token/CertRequestDialog.h"
#include "gui/token/ImportDialog.h"
#include "gui/token/InitTokenDialog.h"
#include "gui/token/KeyGenDialog.h"
#include "gui/token/PinDialog.h"
#include "gui/token/PoolFillDialog.h"
#include "gui/token/ScHsmInitDialog.h"
#include "gui/token/UseKeyDialog.h"
#include "openpgp/PinRules.h"

#include <QApplication>
#include <QDir>
#include <QLayout>
#include <QLibraryInfo>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTranslator>
#include <QWizard>

#include <memory>

using namespace keyward;
using namespace keyward::testing;

class WindowFitTest : public QObject
{
    Q_OBJECT
    QTranslator m_translator;
    QTranslator m_qtTranslator;
    std::unique_ptr<app::DeviceDirectory> m_devices;
    std::unique_ptr<gui::MainWindow> m_main;
    openpgp::CardInfo m_card;

    /// The window at its minimum size and as it opens: both within the smallest screen.
    void fits(QWidget *window, const QString &name)
    {
        window->show();
        QVERIFY2(QTest::qWaitForWindowExposed(window),
                 qPrintable(QStringLiteral("%1 not exposed: visible %2, %3 × %4")
                                .arg(name)
                                .arg(window->isVisible())
                                .arg(window->width())
                                .arg(window->height())));
        QCoreApplication::processEvents();
        QSize minimum = window->minimumSize().expandedTo(window->minimumSizeHint());
        if (auto *wizard = qobject_cast<QWizard *>(window); wizard && wizard->currentPage()) {
            // QWizard keeps its pages in a widget of its own: its minimum is the page's and the
            // room around the page (title, buttons) as laid out now.
            const QWizardPage *page = wizard->currentPage();
            minimum = minimum.expandedTo(page->minimumSizeHint() + (wizard->size() - page->size()));
        }
        const QSize limit = gui::kSmallestScreen;
        qInfo("%s: minimum %d × %d, opens at %d × %d", qPrintable(name), minimum.width(),
              minimum.height(), window->width(), window->height());
        QVERIFY2(minimum.width() <= limit.width() && minimum.height() <= limit.height(),
                 qPrintable(QStringLiteral("%1: minimum size %2 × %3 exceeds %4 × %5")
                                .arg(name)
                                .arg(minimum.width())
                                .arg(minimum.height())
                                .arg(limit.width())
                                .arg(limit.height())));
        QVERIFY2(window->width() <= limit.width() && window->height() <= limit.height(),
                 qPrintable(QStringLiteral("%1: opens at %2 × %3, larger than %4 × %5")
                                .arg(name)
                                .arg(window->width())
                                .arg(window->height())
                                .arg(limit.width())
                                .arg(limit.height())));
        if (auto *wizard = qobject_cast<QWizard *>(window); wizard && wizard->currentPage()) {
            // At its minimum size a page's widgets still stand apart (a word-wrapped text that
            // grows when narrow must not push them over one another).
            const QSize opened = window->size();
            window->resize(minimum);
            QCoreApplication::processEvents();
            const QLayout *layout = wizard->currentPage()->layout();
            QList<QWidget *> shown;
            for (int i = 0; layout && i < layout->count(); ++i) {
                if (QWidget *w = layout->itemAt(i)->widget(); w && w->isVisible()) {
                    shown << w;
                }
            }
            for (qsizetype i = 0; i < shown.size(); ++i) {
                for (qsizetype j = i + 1; j < shown.size(); ++j) {
                    QVERIFY2(
                        !shown.at(i)->geometry().intersects(shown.at(j)->geometry()),
                        qPrintable(
                            QStringLiteral("%1 at %2 × %3: %4 overlaps %5")
                                .arg(name)
                                .arg(minimum.width())
                                .arg(minimum.height())
                                .arg(QString::fromLatin1(shown.at(i)->metaObject()->className()),
                                     QString::fromLatin1(shown.at(j)->metaObject()->className()))));
                }
            }
            window->resize(opened);
            QCoreApplication::processEvents();
        }
        const QString dir = qEnvironmentVariable("KEYWARD_SCREENSHOT");
        if (!dir.isEmpty()) {
            window->grab().save(QDir(dir).filePath(QStringLiteral("fit-%1-open.png").arg(name)));
            const QSize opened = window->size();
            window->resize(minimum);
            QCoreApplication::processEvents();
            window->grab().save(QDir(dir).filePath(QStringLiteral("fit-%1.png").arg(name)));
            window->resize(opened);
            QCoreApplication::processEvents();
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString qm = qEnvironmentVariable("KEYWARD_TEST_QM");
        if (!qm.isEmpty()) {
            QVERIFY2(m_translator.load(qm), qPrintable(qm));
            QApplication::installTranslator(&m_translator);
            if (m_qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                                    QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
                QApplication::installTranslator(&m_qtTranslator);
            }
        }
        // The offscreen platform's screen is 800 × 600 by default: make it the laptop's.
        QVERIFY(QGuiApplication::primaryScreen());
        m_devices = std::make_unique<app::DeviceDirectory>(app::DeviceDirectory::Options{});
        m_main = std::make_unique<gui::MainWindow>(m_devices.get());
        m_main->show();
        m_devices->start();
        auto *page = m_main->findChild<gui::card::CardPage *>();
        QVERIFY(page);
        QTRY_VERIFY_WITH_TIMEOUT(!page->card().aid.serialText().isEmpty(), 30000);
        m_card = page->card();
        m_card.cardholderName = QStringLiteral("Maximiliane Wilhelmina Schwarzenberg-Hohenlohe");
    }

    void mainWindow() { fits(m_main.get(), QStringLiteral("main")); }

    void doctorDialog()
    {
        gui::DoctorDialog dialog;
        QSignalSpy checked(&dialog, &gui::DoctorDialog::checked);
        dialog.show();
        QVERIFY(checked.wait(60000));
        fits(&dialog, QStringLiteral("doctor"));
    }

    void keyCreateDialog()
    {
        gui::KeyCreateDialog dialog;
        fits(&dialog, QStringLiteral("key-create"));
    }

    void keyRenewDialog()
    {
        gui::KeyRenewDialog dialog;
        fits(&dialog, QStringLiteral("key-renew"));
    }

    void keyRotateDialog()
    {
        gui::KeyRotateDialog dialog;
        fits(&dialog, QStringLiteral("key-rotate"));
    }

    void keyCardLostDialog()
    {
        gui::KeyCardLostDialog dialog;
        fits(&dialog, QStringLiteral("key-card-lost"));
    }

    void benchmarkWindow()
    {
        gui::bench::BenchmarkWindow w(m_devices->model(), QStringLiteral(":memory:"));
        fits(&w, QStringLiteral("benchmark"));
    }

    void cardDialogs()
    {
        {
            gui::card::CardholderDialog d(m_card);
            fits(&d, QStringLiteral("cardholder"));
        }
        {
            gui::card::FactoryResetDialog d(m_card);
            fits(&d, QStringLiteral("factory-reset"));
        }
        {
            openpgp::CardCertificate certificate;
            certificate.fingerprint = QByteArray(40, 'A');
            certificate.userId = QStringLiteral("Maximiliane Wilhelmina Schwarzenberg-Hohenlohe "
                                                "<maximiliane.schwarzenberg@example.org>");
            certificate.holds = {true, true, true};
            gui::card::GenerateKeyDialog d(m_card, certificate);
            fits(&d, QStringLiteral("generate"));
        }
        {
            openpgp::GenerateOutcome outcome;
            outcome.cardName = QStringLiteral("YubiKey 5 (virtual), serial 12345678");
            outcome.fingerprint = QByteArray(40, 'B');
            outcome.revocation = QStringLiteral("/home/maximiliane/.gnupg/openpgp-revocs.d/"
                                                "BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.rev");
            outcome.backup = QStringLiteral("/home/maximiliane/keyward-backups/"
                                            "sk_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.gpg");
            gui::card::GenerateResultDialog d(outcome, openpgp::generateNextSteps(outcome));
            fits(&d, QStringLiteral("generate-result"));
        }
        {
            gui::card::KeyAttrDialog d(m_card);
            fits(&d, QStringLiteral("key-attributes"));
        }
        {
            gui::card::TouchPolicyDialog d(m_card);
            fits(&d, QStringLiteral("touch-policy"));
        }
        {
            gui::card::PinDialog d(openpgp::PinKind::AdminPin,
                                   openpgp::pinRule(openpgp::PinKind::AdminPin, &m_card.pins),
                                   QStringLiteral("Change the admin PIN"));
            fits(&d, QStringLiteral("card-pin"));
        }
        {
            gui::card::ExportDialog d(QStringLiteral("SSH public key"),
                                      QStringLiteral("ssh-ed25519 ") +
                                          QString(68, QLatin1Char('A')) +
                                          QStringLiteral(" openpgp:0xBBBBBBBB"),
                                      QStringLiteral("id_keyward.pub"));
            fits(&d, QStringLiteral("export"));
        }
    }

    void tokenDialogs()
    {
        pkcs11::TokenInfo token;
        token.label = QStringLiteral("Nitrokey HSM 2 of the accounting department (DE-FRA-2)");
        token.manufacturer = QStringLiteral("www.CardContact.de");
        token.model = QStringLiteral("PKCS#15 emulated");
        token.serial = QStringLiteral("DENK0104553");
        token.modulePath = QStringLiteral("/usr/lib/x86_64-linux-gnu/opensc-pkcs11.so");
        QList<pkcs11::ObjectInfo> objects;
        for (int i = 0; i < 12; ++i) {
            pkcs11::ObjectInfo o;
            o.objectClass = pkcs11::ObjectClass::PrivateKey;
            o.label = QStringLiteral("web server key %1 for shop.accounting.example.org").arg(i);
            objects.append(o);
        }
        {
            gui::token::InitTokenDialog d(token, objects);
            fits(&d, QStringLiteral("init-token"));
        }
        {
            gui::token::ScHsmInitDialog d(token);
            fits(&d, QStringLiteral("schsm-init"));
        }
        {
            gui::token::KeyGenDialog d({});
            fits(&d, QStringLiteral("keygen"));
        }
        {
            gui::token::ImportDialog d(gui::token::ImportDialog::Mode::Pkcs12, objects[0].label,
                                       QByteArray::fromHex("0102030405060708"));
            fits(&d, QStringLiteral("import"));
        }
        {
            gui::token::CertRequestDialog d(gui::token::CertRequestDialog::Mode::SelfSigned,
                                            objects[0]);
            fits(&d, QStringLiteral("cert-request"));
        }
        {
            gui::token::PoolFillDialog d(token.label, QStringLiteral("CKM_RSA_PKCS_KEY_PAIR_GEN"));
            fits(&d, QStringLiteral("pool-fill"));
        }
        {
            app::KeyUsageSnippet snippet;
            snippet.title = QStringLiteral("nginx");
            snippet.text = QStringLiteral("ssl_certificate_key \"engine:pkcs11:pkcs11:token=") +
                           QString(120, QLatin1Char('x')) + QStringLiteral("\";");
            snippet.caveat = QStringLiteral("nginx loads the key through OpenSSL's engine.");
            gui::token::UseKeyDialog d(objects[0].label, {snippet});
            fits(&d, QStringLiteral("use-key"));
        }
        {
            gui::token::PinDialog::Setup setup;
            setup.title = QStringLiteral("Change the user PIN");
            setup.description = QStringLiteral("Token ") + token.label;
            setup.currentLabel = QStringLiteral("Current user PIN");
            setup.newLabel = QStringLiteral("New user PIN");
            setup.warning = QStringLiteral("One wrong try left: another wrong PIN locks it.");
            gui::token::PinDialog d(setup);
            fits(&d, QStringLiteral("token-pin"));
        }
    }

    void moveSubkeysWizard_data()
    {
        QTest::addColumn<int>("points");
        QTest::newRow("default font") << 0;
        QTest::newRow("large font (14 pt)") << 14;
    }

    void moveSubkeysWizard()
    {
        // A laptop with a large desktop font: the wizard sizes itself by its font, and must
        // still open on the screen.
        QFETCH(int, points);
        const QFont before = QApplication::font();
        QFont font = before;
        if (points > 0) {
            font.setPointSize(points);
        }
        QApplication::setFont(font);
        const auto restore = qScopeGuard([before] { QApplication::setFont(before); });
        gui::keytocard::KeyToCardWizard w(nullptr);
        fits(&w, QStringLiteral("wizard-start"));
        // The last page with its three read-back rows, as after a move.
        w.cardName = QStringLiteral("YubiKey 5 (virtual), serial 12345678");
        for (int slot = 1; slot <= 3; ++slot) {
            openpgp::keytocard::MovedKey m;
            m.slot = static_cast<openpgp::KeySlot>(slot);
            m.subkeyFingerprint = QByteArray(40, char('A' + slot));
            m.cardFingerprint = m.subkeyFingerprint;
            m.keygrip = QByteArray(40, '7');
            m.cardKeygrip = m.keygrip;
            m.cardName = w.cardName;
            w.moved.append(m);
        }
        w.setStartId(gui::keytocard::KeyToCardWizard::Done);
        w.restart(); // shows the last page, filled from `moved`
        QCOMPARE(w.currentId(), int(gui::keytocard::KeyToCardWizard::Done));
        fits(&w, QStringLiteral("wizard-result"));
    }
};

QTEST_MAIN(WindowFitTest)
#include "WindowFitTest.moc"
