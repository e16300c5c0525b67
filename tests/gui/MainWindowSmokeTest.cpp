// SPDX-License-Identifier: GPL-3.0-or-later
// Opens the real window inside the sandbox and finds the SoftHSM token and the
// virtual reader in the sidebar, as a person would. KEYWARD_SCREENSHOT=file.png
// saves what the window looked like. KEYWARD_TEST_QM=keyward_de.qm shows it
// with that catalogue (and Qt's own for QLocale's language), as a user with
// that language sees it; KEYWARD_TEST_EXPECT names a text the card page must
// then show (a translated label).
#include "app/DeviceDirectory.h"
#include "core/DeviceListModel.h"
#include "gui/MainWindow.h"
#include "gui/card/CardPage.h"
#include "openpgp/AgentSession.h"
#include "openpgp/ScdaemonReaderSwitch.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>
#include <QTreeView>

using namespace keyward;

namespace {

QModelIndex findRow(QAbstractItemModel *model, const QString &needle)
{
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex group = model->index(g, 0);
        for (int r = 0; r < model->rowCount(group); ++r) {
            const QModelIndex idx = model->index(r, 0, group);
            if (idx.data().toString().contains(needle)) {
                return idx;
            }
        }
    }
    return {};
}

// Everything the labels of a page say, so the check does not depend on
// which widget of the page shows the name.
QString visibleText(QWidget *page)
{
    QStringList parts;
    for (QLabel *l : page->findChildren<QLabel *>()) {
        parts << l->text();
    }
    for (QTableWidget *t : page->findChildren<QTableWidget *>()) {
        for (int r = 0; r < t->rowCount(); ++r) {
            for (int c = 0; c < t->columnCount(); ++c) {
                if (t->item(r, c)) {
                    parts << t->item(r, c)->text();
                }
            }
        }
    }
    return parts.join(QLatin1Char('\n'));
}

void screenshot(QWidget *w, const char *suffix)
{
    const QString path = qEnvironmentVariable("KEYWARD_SCREENSHOT");
    if (!path.isEmpty()) {
        QTest::qWait(1000); // what was asked for on showing the page has arrived
        QString p = path;
        p.replace(QStringLiteral(".png"), QStringLiteral("-%1.png").arg(QLatin1String(suffix)));
        w->grab().save(p);
    }
}

} // namespace

class MainWindowSmokeTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        const QString qm = qEnvironmentVariable("KEYWARD_TEST_QM");
        if (qm.isEmpty()) {
            return;
        }
        QVERIFY2(m_translator.load(qm), qPrintable(qm));
        QApplication::installTranslator(&m_translator);
        if (m_qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                                QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QApplication::installTranslator(&m_qtTranslator);
        }
    }

    void showsTokenAndReader()
    {
        app::DeviceDirectory devices({});
        gui::MainWindow window(&devices);
        window.resize(1024, 680);
        window.show();
        devices.start();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        auto *tree = window.findChild<QTreeView *>(QStringLiteral("deviceView"));
        QVERIFY(tree);
        QAbstractItemModel *model = tree->model();
        // An empty group says so and what to do; once a card is in, it is just the group.
        const QModelIndex cards = devices.model()->groupIndex(DeviceKind::OpenPgpCard);
        if (model->rowCount(cards) == 0) {
            QCOMPARE(cards.data().toString(),
                     DeviceListModel::emptyGroupText(DeviceKind::OpenPgpCard));
        }
        QTRY_COMPARE_WITH_TIMEOUT(cards.data().toString(),
                                  DeviceListModel::groupName(DeviceKind::OpenPgpCard), 15000);

        // The token is SoftHSM's keyward-test; the reader is the sandbox's vpcd reader.
        QTRY_VERIFY_WITH_TIMEOUT(findRow(model, QStringLiteral("keyward-test")).isValid(), 15000);
        const QString reader =
            qEnvironmentVariable("KEYWARD_SANDBOX_READERS").split(QLatin1Char('\n')).value(0);
        QVERIFY(!reader.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(findRow(model, reader).isValid(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(
            model->rowCount(devices.model()->groupIndex(DeviceKind::OpenPgpCard)) > 0, 15000);

        // Keyboard: select the token, then the card, and see each one's page.
        auto *pages = window.findChild<QStackedWidget *>(QStringLiteral("pages"));
        QVERIFY(pages);
        const QModelIndex token = findRow(model, QStringLiteral("keyward-test"));
        tree->setFocus();
        tree->setCurrentIndex(token);
        QTRY_VERIFY(visibleText(pages->currentWidget()).contains(QStringLiteral("keyward-test")));
        screenshot(&window, "token");

        const QModelIndex card =
            model->index(0, 0, devices.model()->groupIndex(DeviceKind::OpenPgpCard));
        const QString serial = devices.model()->device(card)->serial;
        QVERIFY(!serial.isEmpty());
        tree->setCurrentIndex(card);
        QTRY_VERIFY_WITH_TIMEOUT(visibleText(pages->currentWidget()).contains(serial), 15000);
        const QString expected = qEnvironmentVariable("KEYWARD_TEST_EXPECT");
        if (!expected.isEmpty()) {
            QVERIFY2(visibleText(pages->currentWidget()).contains(expected),
                     qPrintable(visibleText(pages->currentWidget())));
        }
        screenshot(&window, "card");
    }

    void remembersLayoutAndHasAManual()
    {
        app::DeviceDirectory devices({});
        QByteArray geometry;
        QByteArray splitterState;
        {
            gui::MainWindow window(&devices);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            // A size the window allows in any language (German labels are wider).
            const QSize target =
                window.minimumSizeHint().expandedTo(QSize(900, 610)) + QSize(137, 23);
            window.resize(target);
            QTRY_COMPARE(window.size(), target);
            auto *splitter = window.findChild<QSplitter *>(QStringLiteral("splitter"));
            QVERIFY(splitter);
            // The list 41 px wider than it starts: the 137 px over the minimum leave room.
            const int list = splitter->sizes().value(0) + 41;
            splitter->setSizes({list, splitter->width() - list - splitter->handleWidth()});
            QTRY_COMPARE(splitter->sizes().value(0), list);

            // F1: the manual, with the order of a card's first setup.
            auto *manualAction = window.findChild<QAction *>(QStringLiteral("actionManual"));
            QVERIFY(manualAction);
            QCOMPARE(manualAction->shortcut(), QKeySequence(Qt::Key_F1));
            manualAction->trigger();
            auto *manual = window.findChild<QDialog *>(QStringLiteral("manualDialog"));
            QVERIFY(manual && manual->isVisible());
            auto *text = manual->findChild<QTextBrowser *>(QStringLiteral("manualText"));
            QVERIFY(text);
            // Language-neutral marks: KDF comes first, and the factory admin PIN is named.
            QVERIFY(text->toPlainText().contains(QStringLiteral("KDF")));
            QVERIFY(text->toPlainText().contains(QStringLiteral("12345678")));
            screenshot(manual, "manual");
            manual->close();
            geometry = window.saveGeometry();
            splitterState = splitter->saveState();
            window.close(); // saves size and splitter
        }
        // What the window had when it closed is what the next one starts from. (How a restored
        // size is fitted to the screen is Qt's: 6.8 fits it into the offscreen 800×600 screen.)
        const QSettings settings;
        QCOMPARE(settings.value(QStringLiteral("window/geometry")).toByteArray(), geometry);
        QCOMPARE(settings.value(QStringLiteral("window/splitter")).toByteArray(), splitterState);
        QVERIFY(!geometry.isEmpty() && !splitterState.isEmpty());
    }

    void listsEveryCard()
    {
        // One row per card of the sandbox (two with two --card options), each
        // shown on the card page when selected.
        app::DeviceDirectory devices({});
        gui::MainWindow window(&devices);
        window.resize(1024, 680);
        window.show();
        devices.start();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *tree = window.findChild<QTreeView *>(QStringLiteral("deviceView"));
        auto *pages = window.findChild<QStackedWidget *>(QStringLiteral("pages"));
        QVERIFY(tree && pages);
        const int expected = qEnvironmentVariableIntValue("KEYWARD_SANDBOX_CARDS");
        QVERIFY(expected >= 1);
        // The user's scdaemon.conf (there may be none) is as it was once the cards are read.
        const QString conf = qEnvironmentVariable("GNUPGHOME") + QStringLiteral("/scdaemon.conf");
        auto confNow = [conf] {
            QFile f(conf);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<none>");
        };
        const QByteArray confBefore = confNow();
        const QModelIndex group = devices.model()->groupIndex(DeviceKind::OpenPgpCard);
        QTRY_COMPARE_WITH_TIMEOUT(tree->model()->rowCount(group), expected, 15000);
        QStringList serials;
        for (int r = 0; r < expected; ++r) {
            serials << devices.model()->device(tree->model()->index(r, 0, group))->serial;
        }
        serials.removeDuplicates();
        QCOMPARE(serials.size(), expected);

        // GnuPG 2.2: the status bar says when scdaemon is switched to another card's reader
        // (caught as it is shown: it goes when the read is over).
        QStringList notices;
        bool noticeVisible = false;
        connect(window.statusBar(), &QStatusBar::messageChanged, this, [&](const QString &text) {
            if (text.contains(QStringLiteral("scdaemon"))) {
                notices << text;
                noticeVisible = window.statusBar()->isVisible();
                screenshot(&window, "reader-switch");
            }
        });

        auto *page = window.findChild<gui::card::CardPage *>();
        QVERIFY(page);
        int shown = 0;
        for (int r = 0; r < expected; ++r) {
            const QModelIndex card = tree->model()->index(r, 0, group);
            const QString serial = devices.model()->device(card)->serial;
            QSignalSpy read(page, &gui::card::CardPage::cardRead);
            QSignalSpy failed(page, &gui::card::CardPage::readFailed);
            if (tree->currentIndex() == card) {
                tree->setCurrentIndex({}); // a lone card is already chosen: choose it again
            }
            tree->setCurrentIndex(card);
            QCOMPARE(pages->currentWidget(), page);
            QTRY_VERIFY_WITH_TIMEOUT(read.count() + failed.count() > 0, 15000);
            // The page never shows another card's data under this card's entry.
            for (const QList<QVariant> &args : std::as_const(read)) {
                QCOMPARE(args.at(0).value<openpgp::CardInfo>().aid.serialText(), serial);
            }
            if (!read.isEmpty()) {
                QTRY_VERIFY_WITH_TIMEOUT(visibleText(page).contains(serial), 15000);
                ++shown;
            }
        }
        // GnuPG 2.4 serves every card; 2.2's scdaemon is switched to the card's reader for the
        // read, and the user's scdaemon.conf is put back afterwards.
        QCOMPARE(shown, expected);
        QTRY_COMPARE_WITH_TIMEOUT(confNow(), confBefore, 15000);
        openpgp::AgentSession *session = devices.agentSession();
        const auto version =
            session->worker().run([session] { return session->agentVersionNow(); }).result();
        const QStringList readers = qEnvironmentVariable("KEYWARD_SANDBOX_READERS")
                                        .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        if (version[0] == 2 && version[1] == 2 && expected > 1) {
            // scdaemon serves the first reader; reading the second card switches it to the
            // second reader (once per job), with the sentence the command line prints.
            QCOMPARE(readers.size(), expected);
            QVERIFY(!notices.isEmpty());
            for (const QString &n : std::as_const(notices)) {
                QCOMPARE(n, openpgp::ScdaemonReaderSwitch::announcement(readers[1]));
            }
            QVERIFY(noticeVisible);
            // Gone once the read is over and scdaemon.conf is back.
            QTRY_VERIFY_WITH_TIMEOUT(
                !window.statusBar()->currentMessage().contains(QStringLiteral("scdaemon")), 15000);
        } else {
            // GnuPG 2.4 serves every card (or one card): nothing is switched.
            QCOMPARE(notices, QStringList());
        }
        screenshot(&window, "cards");
    }

    void selectsLoneCardAndSaysWhenRemoved()
    {
        // One card: it is chosen without a click. When it leaves its reader the page empties and
        // says which card went; when it comes back it is chosen again.
        app::DeviceDirectory devices({});
        gui::MainWindow window(&devices);
        window.resize(1024, 680);
        window.show();
        devices.start();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *tree = window.findChild<QTreeView *>(QStringLiteral("deviceView"));
        auto *pages = window.findChild<QStackedWidget *>(QStringLiteral("pages"));
        auto *page = window.findChild<gui::card::CardPage *>();
        QVERIFY(tree && pages && page);
        const QModelIndex group = devices.model()->groupIndex(DeviceKind::OpenPgpCard);
        QTRY_COMPARE_WITH_TIMEOUT(tree->model()->rowCount(group), 1, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(pages->currentWidget(), page, 15000);
        const auto card = devices.model()->device(tree->currentIndex());
        QVERIFY(card && card->kind == DeviceKind::OpenPgpCard);
        QCOMPARE(page->shownId(), card->id);
        QTRY_VERIFY_WITH_TIMEOUT(page->hasCard(), 30000);
        QTRY_VERIFY(!page->isBusy());

        QVERIFY(cardControl(QStringLiteral("remove")));
        QTRY_VERIFY_WITH_TIMEOUT(!devices.model()->indexOf(card->id).isValid(), 60000);
        // Nothing of the card stays on screen: the empty page names the card that went.
        QCOMPARE(pages->currentWidget()->objectName(), QStringLiteral("welcomePage"));
        QVERIFY(!devices.model()->device(tree->currentIndex()));
        auto *notice = window.findChild<QLabel *>(QStringLiteral("removedNotice"));
        QVERIFY(notice && notice->isVisible());
        QVERIFY2(notice->text().contains(card->serial), qPrintable(notice->text()));
        QVERIFY(notice->text().contains(card->model));
        QCOMPARE(window.statusBar()->currentMessage(), notice->text());
        screenshot(&window, "removed");

        QVERIFY(cardControl(QStringLiteral("insert")));
        QTRY_VERIFY_WITH_TIMEOUT(devices.model()->indexOf(card->id).isValid(), 60000);
        QTRY_COMPARE_WITH_TIMEOUT(pages->currentWidget(), page, 15000);
        QCOMPARE(devices.model()->device(tree->currentIndex())->id, card->id);
        QVERIFY(!notice->isVisible());
    }

private:
    static bool cardControl(const QString &command)
    {
        QProcess ctl;
        ctl.start(QStringLiteral("keyward-vcard"),
                  {QStringLiteral("ctl"),
                   qEnvironmentVariable("KEYWARD_SANDBOX") + QStringLiteral("/card0/control"),
                   command});
        return ctl.waitForFinished(60000) && ctl.readAll().startsWith(QByteArrayLiteral("OK"));
    }

    QTranslator m_translator;
    QTranslator m_qtTranslator;
};

QTEST_MAIN(MainWindowSmokeTest)
#include "MainWindowSmokeTest.moc"
