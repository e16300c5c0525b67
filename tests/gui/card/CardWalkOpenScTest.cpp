// SPDX-License-Identifier: GPL-3.0-or-later
// The whole window (MainWindow on a running DeviceDirectory, so the token poller loads every
// module p11-kit registers, OpenSC's among them) walks a virtual YubiKey 5 through what its owner
// does first, five rounds: KDF on, user PIN change, admin PIN change, three keys generated, a
// subkey of a software key moved with the keytocard wizard, factory reset. After every step, in
// the same session: `gpg --card-status` succeeds, the card page shows what gpg shows
// (fingerprints, KDF, PIN retry counters) without a Read card press, and no OpenSC token was ever
// made of the card while scdaemon serves it. Gated on the window's state, no sleeps.
// KEYWARD_SCREENSHOT=dir/name.png saves the window after each step of round 1.
#include "CardPageHarness.h"
#include "app/DeviceDirectory.h"
#include "core/DeviceListModel.h"
#include "gui/MainWindow.h"
#include "gui/card/CardPage.h"
#include "gui/card/CardText.h"
#include "gui/card/FactoryResetDialog.h"
#include "gui/card/GenerateKeyDialog.h"
#include "gui/card/Prompt.h"
#include "gui/keytocard/KeyToCardWizard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QTimer>
#include <QTreeView>

using namespace keyward;
using keyward::gui::card::CardPage;
using keyward::gui::keytocard::KeyToCardWizard;
using keyward::openpgp::KeySlot;

using namespace keyward::testing;

namespace {

const QString kAdmin = QStringLiteral("12345678");
const QString kUser = QStringLiteral("123456");
const QString kNewAdmin = QStringLiteral("87654321");
const QString kNewUser = QStringLiteral("112233");
constexpr int kRounds = 5;

/// `gpg --card-status --with-colons`; empty when gpg failed.
QString gpgCardStatus()
{
    QProcess gpg;
    gpg.start(QStringLiteral("gpg"), {QStringLiteral("--batch"), QStringLiteral("--card-status"),
                                      QStringLiteral("--with-colons")});
    if (!gpg.waitForFinished(60000) || gpg.exitStatus() != QProcess::NormalExit ||
        gpg.exitCode() != 0) {
        qWarning("gpg --card-status failed: %s", gpg.readAllStandardError().constData());
        return {};
    }
    return QString::fromUtf8(gpg.readAllStandardOutput());
}

/// scdaemon forgets every verified PIN, so the next prompts come in a known order.
void forgetPins()
{
    agent({QStringLiteral("SCD RESTART")});
}

bool agentOk(const QString &out)
{
    return out.trimmed().endsWith(QStringLiteral("OK")) && !out.contains(QStringLiteral("ERR"));
}

/// Answers for `prompts` PIN prompts of either kind in any order.
QStringList eitherPin(const QString &adminPin, const QString &userPin, int prompts)
{
    QStringList out;
    for (int i = 0; i < prompts; ++i) {
        out << QStringLiteral("@Admin PIN:") + adminPin << QStringLiteral("@PIN:") + userPin;
    }
    return out;
}

/// The first fingerprint after the record `type` in a gpg colon listing of `key`.
QString listedFingerprint(const QString &key, const QString &type)
{
    bool hit = false;
    for (const QString &line :
         run(QStringLiteral("gpg"), {QStringLiteral("--batch"), QStringLiteral("--with-colons"),
                                     QStringLiteral("--list-keys"), key})
             .split(QLatin1Char('\n'))) {
        if (line.startsWith(type + QLatin1Char(':'))) {
            hit = true;
        } else if (hit && line.startsWith(QStringLiteral("fpr:"))) {
            return line.section(QLatin1Char(':'), 9, 9);
        }
    }
    return {};
}

} // namespace

class CardWalkOpenScTest : public QObject
{
    Q_OBJECT
    std::unique_ptr<app::DeviceDirectory> m_devices;
    std::unique_ptr<gui::MainWindow> m_window;
    CardPage *m_page = nullptr; ///< the window's
    QString m_id;
    QString m_aid;
    QString m_serial;
    int m_round = 0;
    int m_steps = 0;  ///< steps passed, with their checks
    int m_rounds = 0; ///< rounds begun
    QTimer m_watch;
    QStringList m_openScSeen;  ///< OpenSC tokens made of an OpenPGP card, ever
    QStringList m_pinAnswers;  ///< for Keyward's own PIN dialog (KDF on), in order
    QStringList m_pinProblems; ///< PIN dialogs nobody expected
    QElapsedTimer m_clock;     ///< since the step began, for the log
    QElapsedTimer m_walkClock; ///< since the walk began, for the log

    /// A line in the log: where the step is, and since when.
    void note(const char *what)
    {
        qInfo("round %d, %lld ms (%lld s into the walk): %s", m_round, m_clock.elapsed(),
              m_walkClock.isValid() ? m_walkClock.elapsed() / 1000 : 0LL, what);
    }

    /// Watch the device list and answer Keyward's PIN dialogs, for the whole walk.
    void watch()
    {
        DeviceListModel *m = m_devices->model();
        const QModelIndex group = m->groupIndex(DeviceKind::Pkcs11Token);
        for (int row = 0; row < m->rowCount(group); ++row) {
            const auto d = m->device(m->index(row, 0, group));
            const QString text = d ? d->name + QLatin1Char(' ') + d->model : QString();
            if ((text.contains(QStringLiteral("OpenPGP")) ||
                 text.contains(QStringLiteral("PKCS#15 emulated"))) &&
                !m_openScSeen.contains(d->id)) {
                m_openScSeen << d->id;
            }
        }
        for (QDialog *d : m_window->findChildren<QDialog *>(QStringLiteral("pinDialog"))) {
            if (!d->isVisible() || d->property("answered").toBool()) {
                continue;
            }
            d->setProperty("answered", true);
            if (m_pinAnswers.isEmpty()) {
                m_pinProblems << d->windowTitle();
                d->reject();
                continue;
            }
            const QString pin = m_pinAnswers.takeFirst();
            d->findChild<QLineEdit *>(QStringLiteral("pinEdit"))->setText(pin);
            if (auto *repeat = d->findChild<QLineEdit *>(QStringLiteral("repeatEdit"))) {
                repeat->setText(pin);
            }
            d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        }
    }

    QAction *action(const char *name) { return m_page->findChild<QAction *>(QLatin1String(name)); }
    QString value(const QString &name)
    {
        auto *l = m_page->findChild<QLabel *>(name);
        return l ? l->text() : QStringLiteral("<no %1>").arg(name);
    }

    /// Trigger a page action, wait for its command and the page's re-read after it.
    void runAction(const char *name)
    {
        QAction *a = action(name);
        QVERIFY2(a && a->isEnabled(), name);
        QSignalSpy done(m_page, &CardPage::commandFinished);
        QSignalSpy read(m_page, &CardPage::cardRead);
        a->trigger();
        QVERIFY(done.wait(180000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(read.count() > 0 || read.wait(60000));
    }

    /// The window shows the card page for the card, settled, and it agrees with gpg.
    void sameAsGpg()
    {
        auto *pages = m_window->findChild<QStackedWidget *>(QStringLiteral("pages"));
        QTRY_VERIFY_WITH_TIMEOUT(pages->currentWidget() == m_page && m_page->shownId() == m_id &&
                                     m_page->hasCard() && !m_page->isBusy(),
                                 60000);
        const QString status = gpgCardStatus();
        QVERIFY2(!status.isEmpty(), "gpg --card-status failed");
        QCOMPARE(colonLine(status, QStringLiteral("Reader")).section(QLatin1Char(':'), 3, 3),
                 m_aid);
        const QString fpr = colonLine(status, QStringLiteral("fpr"));
        for (int slot = 1; slot <= 3; ++slot) {
            const QString gpgFpr = fpr.section(QLatin1Char(':'), slot, slot).toUpper();
            QCOMPARE(QString::fromLatin1(m_page->card().key(static_cast<KeySlot>(slot)).fingerprint)
                         .toUpper(),
                     gpgFpr);
            const QString shown = value(QStringLiteral("key%1Row1").arg(slot));
            QCOMPARE(gpgFpr.isEmpty()
                         ? shown
                         : QString(shown).remove(QRegularExpression(QStringLiteral("\\s"))),
                     gpgFpr.isEmpty() ? QStringLiteral("no key") : gpgFpr);
        }
        const auto &tries = m_page->card().pins.triesLeft;
        QCOMPARE(QStringLiteral("pinretry:%1:%2:%3:").arg(tries[0]).arg(tries[1]).arg(tries[2]),
                 colonLine(status, QStringLiteral("pinretry")));
        const QStringList counters{QStringLiteral("userPinValue"), QStringLiteral("resetCodeValue"),
                                   QStringLiteral("adminPinValue")};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(value(counters[i]), gui::card::text::pinCounterText(m_page->card(), i));
        }
        const bool kdfOn =
            colonLine(status, QStringLiteral("kdf")).startsWith(QStringLiteral("kdf:on"));
        QCOMPARE(m_page->card().kdf.enabled, kdfOn);
        QCOMPARE(value(QStringLiteral("kdfValue")).startsWith(QStringLiteral("on")), kdfOn);
        QVERIFY2(m_openScSeen.isEmpty(),
                 qPrintable(QStringLiteral("OpenSC opened the OpenPGP card: ") +
                            m_openScSeen.join(QStringLiteral(", "))));
        QVERIFY2(m_pinProblems.isEmpty(), qPrintable(QStringLiteral("unexpected PIN dialog: ") +
                                                     m_pinProblems.join(QStringLiteral(", "))));
        // One card in the list, not a second way in beside it.
        DeviceListModel *m = m_devices->model();
        QCOMPARE(m->rowCount(m->groupIndex(DeviceKind::OpenPgpCard)), 1);
    }

    /// One step of a round, then the checks after it; false when either failed.
    bool step(const char *name, void (CardWalkOpenScTest::*fn)())
    {
        m_clock.start();
        (this->*fn)();
        note(name);
        if (!QTest::currentTestFailed()) {
            sameAsGpg();
        }
        if (QTest::currentTestFailed()) {
            qWarning("round %d: step \"%s\" failed", m_round, name);
            return false;
        }
        ++m_steps;
        if (m_round == 1) {
            screenshot(m_window.get(),
                       QStringLiteral("r1-%1").arg(QLatin1String(name)).toLatin1().constData());
        }
        return true;
    }

    void kdfOn()
    {
        gui::card::Prompt::setNextAnswers({true});
        pinentry({QStringLiteral("@Admin PIN:") + kAdmin, kUser, kAdmin});
        runAction("actionKdf");
        QVERIFY(m_page->card().kdf.enabled);
    }

    void changeUserPin()
    {
        pinentry({}); // with KDF on, Keyward's own dialog asks, never gpg-agent's pinentry
        m_pinAnswers = {kUser, kNewUser};
        runAction("actionChangeUserPin");
        QVERIFY(m_pinAnswers.isEmpty());
        // The banner names only the PIN that is still the factory one.
        QVERIFY(m_page->findChild<QWidget *>(QStringLiteral("defaultPinBanner"))->isVisible());
        const QString banner = value(QStringLiteral("defaultPinLabel"));
        QVERIFY2(banner.contains(QStringLiteral("(12345678)")) &&
                     !banner.contains(QStringLiteral("123456 ")) &&
                     !banner.contains(QStringLiteral("(123456)")),
                 qPrintable(banner));
        // Outside Keyward: the new user PIN verifies.
        forgetPins();
        pinentry({kNewUser});
        QVERIFY(agentOk(agent({QStringLiteral("SCD CHECKPIN %1").arg(m_aid)})));
    }

    void changeAdminPin()
    {
        pinentry({});
        m_pinAnswers = {kAdmin, kNewAdmin};
        runAction("actionChangeAdminPin");
        QVERIFY(m_pinAnswers.isEmpty());
        QVERIFY(!m_page->findChild<QWidget *>(QStringLiteral("defaultPinBanner"))->isVisible());
        // Outside Keyward: the new admin PIN is accepted for an admin operation.
        forgetPins();
        pinentry({kNewAdmin});
        QVERIFY(agentOk(agent({QStringLiteral("SCD SETATTR LOGIN-DATA round%1").arg(m_round)})));
    }

    void generateAll()
    {
        action("actionGenerateKeys")->trigger();
        gui::card::GenerateKeyDialog *d = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto all = m_page->findChildren<gui::card::GenerateKeyDialog *>();
                d = all.isEmpty() || !all.last()->isVisible() ? nullptr : all.last();
                return d != nullptr;
            }(),
            30000);
        d->findChild<QRadioButton *>(QStringLiteral("allRadio"))->setChecked(true);
        d->findChild<QLineEdit *>(QStringLiteral("nameEdit"))
            ->setText(QStringLiteral("Walk Round %1").arg(m_round));
        d->findChild<QLineEdit *>(QStringLiteral("emailEdit"))
            ->setText(QStringLiteral("walk%1@keyward.test").arg(m_round));
        auto *algo = d->findChild<QComboBox *>(QStringLiteral("algorithmCombo"));
        QVERIFY2(algo->currentText().startsWith(QStringLiteral("Ed25519")),
                 qPrintable(algo->currentText())); // the fastest the card offers
        forgetPins();
        pinentry(eitherPin(kNewAdmin, kNewUser, 12));
        QSignalSpy done(m_page, &CardPage::commandFinished);
        QSignalSpy read(m_page, &CardPage::cardRead);
        d->accept();
        QVERIFY(done.wait(180000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(read.count() > 0 || read.wait(60000));
        for (int slot = 1; slot <= 3; ++slot) {
            QVERIFY(m_page->card().key(static_cast<KeySlot>(slot)).hasKey());
        }
    }

    void moveWithWizard()
    {
        // A software key whose one subkey (encryption) goes to the card; its passphrase is the
        // admin PIN, so the queued answers fit whichever is asked.
        const QString email = QStringLiteral("soft%1@keyward.test").arg(m_round);
        const QStringList loopback{QStringLiteral("--batch"), QStringLiteral("--pinentry-mode"),
                                   QStringLiteral("loopback"), QStringLiteral("--passphrase"),
                                   kNewAdmin};
        run(QStringLiteral("gpg"),
            loopback + QStringList{QStringLiteral("--quick-gen-key"),
                                   QStringLiteral("Soft %1 <%2>").arg(m_round).arg(email),
                                   QStringLiteral("ed25519"), QStringLiteral("cert"),
                                   QStringLiteral("0")});
        const QString primary = listedFingerprint(email, QStringLiteral("pub"));
        QCOMPARE(primary.size(), 40);
        run(QStringLiteral("gpg"),
            loopback + QStringList{QStringLiteral("--quick-add-key"), primary,
                                   QStringLiteral("cv25519"), QStringLiteral("encr"),
                                   QStringLiteral("0")});
        const QString subkey = listedFingerprint(primary, QStringLiteral("sub"));
        QCOMPARE(subkey.size(), 40);
        pinentry(QStringList(8, kNewAdmin));
        note("software key made");

        m_window->findChild<QAction *>(QStringLiteral("actionKeyToCard"))->trigger();
        QPointer<KeyToCardWizard> w;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (KeyToCardWizard *k : m_window->findChildren<KeyToCardWizard *>()) {
                    if (k->isVisible() && k->currentId() == KeyToCardWizard::PickKey) {
                        w = k;
                    }
                }
                return !w.isNull();
            }(),
            30000);
        auto *list = w->findChild<QListWidget *>(QStringLiteral("keyList"));
        int row = -1;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (int i = 0; i < list->count(); ++i) {
                    if (list->item(i)->text().contains(email)) {
                        row = i;
                    }
                }
                // A plain pointer once checked: GCC cannot see through QPointer.
                const KeyToCardWizard *k = w.data();
                return row >= 0 && k && k->card.has_value();
            }(),
            30000);
        list->setCurrentRow(row);
        note("wizard: key listed");
        w->next();
        QCOMPARE(w->currentId(), int(KeyToCardWizard::MapSlots));
        auto *combo = w->findChild<QComboBox *>(QStringLiteral("slotCombo0"));
        QVERIFY(combo);
        QCOMPARE(combo->currentData().toInt(), static_cast<int>(KeySlot::Encryption));
        w->next();
        QCOMPARE(w->currentId(), int(KeyToCardWizard::Backup));
        const QString backup = qEnvironmentVariable("KEYWARD_SANDBOX") +
                               QStringLiteral("/walk-backup-%1.asc").arg(m_round);
        w->findChild<QLineEdit *>(QStringLiteral("backupPath"))->setText(backup);
        w->findChild<QPushButton *>(QStringLiteral("backupButton"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(w->button(QWizard::NextButton)->isEnabled(), 90000);
        note("wizard: backup written");
        w->next();
        QCOMPARE(w->currentId(), int(KeyToCardWizard::Confirm));
        // The card holds the generated encryption key: replacing it is said and confirmed.
        auto *replace = w->findChild<QCheckBox *>(QStringLiteral("replaceCheck"));
        QVERIFY(replace && replace->isVisible());
        replace->setChecked(true);
        if (m_round == 1) {
            screenshot(w.data(), "r1-wizard-confirm");
        }
        w->next();
        QCOMPARE(w->currentId(), int(KeyToCardWizard::Move));
        auto *status = w->findChild<QLabel *>(QStringLiteral("moveStatus"));
        // Until the move ends, either way (a failed move leaves Next disabled).
        QTRY_VERIFY_WITH_TIMEOUT(w->button(QWizard::NextButton)->isEnabled() ||
                                     status->text().startsWith(QStringLiteral("The move stopped")),
                                 120000);
        QVERIFY2(w->button(QWizard::NextButton)->isEnabled(), qPrintable(status->text()));
        note("wizard: moved");
        w->next();
        QCOMPARE(w->currentId(), int(KeyToCardWizard::Done));
        QCOMPARE(w->moved.size(), 1);
        QVERIFY(w->moved.first().verified());
        w->findChild<QRadioButton *>(QStringLiteral("removeRadio"))->setChecked(true);
        w->findChild<QPushButton *>(QStringLiteral("applyButton"))->click();
        auto *result = w->findChild<QLabel *>(QStringLiteral("resultStatus"));
        QTRY_VERIFY2_WITH_TIMEOUT(w->button(QWizard::FinishButton)->isEnabled(),
                                  qPrintable(result->text()), 60000);
        if (m_round == 1) {
            screenshot(w.data(), "r1-wizard-result");
        }
        QSignalSpy read(m_page, &CardPage::cardRead);
        w->button(QWizard::FinishButton)->click();
        QVERIFY(read.wait(60000));
        QCOMPARE(QString::fromLatin1(m_page->card().key(KeySlot::Encryption).fingerprint).toUpper(),
                 subkey.toUpper());
        // The generation's "Done" from before the wizard does not stay over the new keys.
        QVERIFY2(m_page->lastResult().isEmpty(), qPrintable(m_page->lastResult()));
    }

    void factoryReset()
    {
        action("actionFactoryReset")->trigger();
        QPointer<gui::card::FactoryResetDialog> dialog;
        QTRY_VERIFY([&] {
            for (auto *d : m_page->findChildren<gui::card::FactoryResetDialog *>()) {
                if (d->isVisible()) {
                    dialog = d;
                }
            }
            return !dialog.isNull();
        }());
        dialog->findChild<QLineEdit *>(QStringLiteral("serialEdit"))->setText(m_serial);
        QSignalSpy done(m_page, &CardPage::commandFinished);
        QSignalSpy read(m_page, &CardPage::cardRead);
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(done.wait(120000));
        QVERIFY2(done.last().at(0).toBool(), qPrintable(m_page->lastResult()));
        QVERIFY(read.count() > 0 || read.wait(60000));
        for (int slot = 1; slot <= 3; ++slot) {
            QVERIFY(!m_page->card().key(static_cast<KeySlot>(slot)).hasKey());
        }
        QVERIFY(!m_page->card().kdf.enabled);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_walkClock.start();
        // OpenSC's module is registered in p11-kit, as Debian's opensc-pkcs11 does.
        const QString modules = run(QStringLiteral("p11-kit"), {QStringLiteral("list-modules")});
        QVERIFY2(modules.contains(QStringLiteral("opensc-pkcs11")), qPrintable(modules));

        m_devices = std::make_unique<app::DeviceDirectory>(app::DeviceDirectory::Options{});
        m_window = std::make_unique<gui::MainWindow>(m_devices.get());
        m_window->resize(1280, 1300); // tall enough that a screenshot shows PINs and KDF
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QSignalSpy scanned(m_devices.get(), &app::DeviceDirectory::initialScanComplete);
        m_devices->start();
        QVERIFY(scanned.wait(60000));
        DeviceListModel *m = m_devices->model();
        // The SoftHSM token is listed: the token poller runs.
        QTRY_VERIFY_WITH_TIMEOUT(m->rowCount(m->groupIndex(DeviceKind::Pkcs11Token)) > 0, 30000);
        connect(&m_watch, &QTimer::timeout, this, &CardWalkOpenScTest::watch);
        m_watch.start(50);

        auto *tree = m_window->findChild<QTreeView *>(QStringLiteral("deviceView"));
        const QModelIndex group = m->groupIndex(DeviceKind::OpenPgpCard);
        QTRY_VERIFY_WITH_TIMEOUT(tree->model()->rowCount(group) > 0, 30000);
        tree->setFocus();
        tree->setCurrentIndex(tree->model()->index(0, 0, group));
        m_page = m_window->findChild<CardPage *>();
        QVERIFY(m_page);
        QTRY_VERIFY_WITH_TIMEOUT(m_page->hasCard() && !m_page->isBusy(), 30000);
        m_id = m_page->shownId();
        const QString status = gpgCardStatus();
        m_aid = colonLine(status, QStringLiteral("Reader")).section(QLatin1Char(':'), 3, 3);
        QCOMPARE(m_id, QStringLiteral("openpgp:") + m_aid);
        m_serial = colonLine(status, QStringLiteral("serial")).section(QLatin1Char(':'), 1, 1);
        QCOMPARE(m_page->card().aid.serialText(), m_serial);
        sameAsGpg();
    }

    void walk_data()
    {
        QTest::addColumn<int>("round");
        for (int r = 1; r <= kRounds; ++r) {
            QTest::addRow("round %d", r) << r;
        }
    }

    /// Every round starts on a factory-fresh card and ends with a factory reset.
    void walk()
    {
        QFETCH(int, round);
        m_round = round;
        ++m_rounds;
        QVERIFY(!m_page->card().kdf.enabled);
        const std::pair<const char *, void (CardWalkOpenScTest::*)()> steps[] = {
            {"kdf-on", &CardWalkOpenScTest::kdfOn},
            {"user-pin", &CardWalkOpenScTest::changeUserPin},
            {"admin-pin", &CardWalkOpenScTest::changeAdminPin},
            {"generate", &CardWalkOpenScTest::generateAll},
            {"wizard", &CardWalkOpenScTest::moveWithWizard},
            {"factory-reset", &CardWalkOpenScTest::factoryReset},
        };
        for (const auto &[name, fn] : steps) {
            if (!step(name, fn)) {
                return;
            }
        }
        qInfo("round %d of %d: 6 of 6 steps", round, kRounds);
    }

    void cleanupTestCase()
    {
        m_watch.stop();
        // Counted: every step of every round begun passed.
        qInfo("%d of %d steps in %d rounds", m_steps, 6 * m_rounds, m_rounds);
        QCOMPARE(m_steps, 6 * m_rounds);
        m_window.reset();
        m_devices.reset();
    }
};

QTEST_MAIN(CardWalkOpenScTest)
#include "CardWalkOpenScTest.moc"
