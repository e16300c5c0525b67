// SPDX-License-Identifier: GPL-3.0-or-later
// Walks the keytocard wizard offscreen against the sandbox's card: pick the key, keep the
// proposed slots, write and verify the backup (an older file at that name is replaced only after
// asking, and kept aside), move, remove the local copy. Screenshots of every page go to $KT_SHOTS.
// The card page beside it reads the card again when the wizard closes and shows the moved keys
// as gpg sees them. Then (restoreFromStart, with the card pulled) the start page's "Restore Local
// Keys from a Backup" turns the card stubs back into local keys.
#include "core/DeviceInfo.h"
#include "gui/card/CardPage.h"
#include "gui/keytocard/KeyToCardPages.h"
#include "gui/keytocard/KeyToCardWizard.h"
#include "gui/keytocard/RestoreLocalDialog.h"
#include "openpgp/AgentSession.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QTranslator>
#include <QtTest>

using namespace keyward;
using namespace keyward::gui::keytocard;

class TestKeyToCardWizard : public QObject
{
    Q_OBJECT
private:
    /// Field `index` of the line `key` of `gpg --card-status --with-colons`.
    static QString gpgCard(const QString &key, int index)
    {
        QProcess gpg;
        gpg.start(QStringLiteral("gpg"),
                  {QStringLiteral("--batch"), QStringLiteral("--card-status"),
                   QStringLiteral("--with-colons")});
        gpg.waitForFinished(60000);
        for (const QString &line : QString::fromUtf8(gpg.readAll()).split(QLatin1Char('\n'))) {
            if (line.startsWith(key + QLatin1Char(':'))) {
                return line.section(QLatin1Char(':'), index, index);
            }
        }
        return {};
    }
    void shot(QWidget &w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("KT_SHOTS");
        if (!dir.isEmpty()) {
            w.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        // KEYWARD_TEST_QM=keyward_de.qm: the same walk in that language.
        const QString qm = qEnvironmentVariable("KEYWARD_TEST_QM");
        if (!qm.isEmpty()) {
            QVERIFY2(m_translator.load(qm), qPrintable(qm));
            QCoreApplication::installTranslator(&m_translator);
        }
    }

    void walk()
    {
        openpgp::AgentSession session;
        // The card page, shown beside the wizard: it reads the card again when the wizard closes.
        gui::card::CardPage page;
        page.setSession(&session);
        page.resize(900, 700);
        page.show();
        DeviceInfo device;
        device.id = QStringLiteral("openpgp:") + gpgCard(QStringLiteral("Reader"), 3);
        device.kind = DeviceKind::OpenPgpCard;
        device.isVirtual = true;
        page.showCard(device);
        QTRY_VERIFY_WITH_TIMEOUT(page.hasCard() && !page.isBusy(), 30000);

        KeyToCardWizard w(&session);
        page.rereadWhenClosed(&w);
        w.show(); // at the size the wizard chooses for itself
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *list = w.findChild<QListWidget *>(QStringLiteral("keyList"));
        QVERIFY(list);
        // Wider and taller than QWizard's own 570 × 400, and the key list shows several rows.
        QVERIFY2(w.width() > 640 && w.height() > 480,
                 qPrintable(QStringLiteral("%1×%2").arg(w.width()).arg(w.height())));
        QVERIFY(list->height() >= list->fontMetrics().height() * 5);
        QTRY_VERIFY_WITH_TIMEOUT(list->count() > 0 && w.card.has_value(), 30000);
        list->setCurrentRow(0);
        shot(w, QStringLiteral("1-pick"));
        QVERIFY(w.button(QWizard::NextButton)->isEnabled());
        w.next();
        QCOMPARE(w.currentId(), int(KeyToCardWizard::MapSlots));
        auto *combo = w.findChild<QComboBox *>(QStringLiteral("slotCombo0"));
        QVERIFY(combo);
        QVERIFY(combo->currentData().toInt() > 0); // the proposal filled it
        shot(w, QStringLiteral("2-map"));
        w.next();
        QCOMPARE(w.currentId(), int(KeyToCardWizard::Backup));
        w.findChild<QLineEdit *>(QStringLiteral("backupPath"))
            ->setText(qEnvironmentVariable("KT_BACKUP"));
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled()); // no backup yet
        // wizard.sh put an older file at that name: the wizard asks before replacing it.
        const QString backupPath = qEnvironmentVariable("KT_BACKUP");
        QFile older(backupPath);
        QVERIFY(older.open(QIODevice::ReadOnly));
        const QByteArray olderBytes = older.readAll();
        older.close();
        auto *backupButton = w.findChild<QPushButton *>(QStringLiteral("backupButton"));
        const auto question = [&w] {
            return w.findChild<QMessageBox *>(QStringLiteral("replaceBackupQuestion"));
        };
        backupButton->click();
        QTRY_VERIFY(question() && question()->isVisible());
        QVERIFY(question()->text().contains(backupPath + QStringLiteral(".replaced-1")));
        shot(w, QStringLiteral("3-backup-replace-question"));
        question()->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!question());
        QVERIFY(older.open(QIODevice::ReadOnly));
        QCOMPARE(older.readAll(), olderBytes); // nothing written
        older.close();
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        backupButton->click();
        QTRY_VERIFY(question() && question()->isVisible());
        question()->button(QMessageBox::Yes)->click();
        QTRY_VERIFY_WITH_TIMEOUT(w.button(QWizard::NextButton)->isEnabled(), 90000);
        QFile aside(backupPath + QStringLiteral(".replaced-1"));
        QVERIFY(aside.open(QIODevice::ReadOnly));
        QCOMPARE(aside.readAll(), olderBytes); // kept, not deleted
        shot(w, QStringLiteral("3-backup"));
        w.next();
        QCOMPARE(w.currentId(), int(KeyToCardWizard::Confirm));
        shot(w, QStringLiteral("4-confirm"));
        w.next();
        QCOMPARE(w.currentId(), int(KeyToCardWizard::Move));
        auto *status = w.findChild<QLabel *>(QStringLiteral("moveStatus"));
        QTRY_VERIFY2_WITH_TIMEOUT(w.button(QWizard::NextButton)->isEnabled(),
                                  qPrintable(status->text()), 120000);
        shot(w, QStringLiteral("5-move"));
        w.next();
        QCOMPARE(w.currentId(), int(KeyToCardWizard::Done));
        QCOMPARE(w.moved.size(), 3);
        for (const auto &m : w.moved) {
            QVERIFY(m.verified());
        }
        w.findChild<QRadioButton *>(QStringLiteral("removeRadio"))->setChecked(true);
        w.findChild<QPushButton *>(QStringLiteral("applyButton"))->click();
        auto *result = w.findChild<QLabel *>(QStringLiteral("resultStatus"));
        QTRY_VERIFY2_WITH_TIMEOUT(w.button(QWizard::FinishButton)->isEnabled(),
                                  qPrintable(result->text()), 60000);
        shot(w, QStringLiteral("6-result"));
        // The card is named as the device list names it, with its serial, never by its AID.
        const QString cardName = w.cardName;
        QVERIFY2(cardName.startsWith(QLatin1String("YubiKey 5 (virtual), serial ")),
                 qPrintable(cardName));
        const QString aid = QString::fromLatin1(w.moved.first().cardSerial);
        QVERIFY2(aid.size() == 32, qPrintable(aid));
        for (const QString &text : {result->text(), status->text()}) {
            QVERIFY2(text.contains(cardName) && !text.contains(aid), qPrintable(text));
        }
        // "Read back", the proof the move worked, is shown whole, as are the other columns.
        auto *readBack = w.findChild<QTableWidget *>(QStringLiteral("readBackTable"));
        QVERIFY(readBack && readBack->rowCount() == 3);
        QVERIFY(readBack->height() >= readBack->rowHeight(0) * 3);
        for (int c = 0; c < readBack->columnCount(); ++c) {
            QVERIFY2(readBack->columnWidth(c) >=
                         static_cast<QAbstractItemView *>(readBack)->sizeHintForColumn(c),
                     qPrintable(QString::number(c)));
        }
        QVERIFY(readBack->horizontalHeader()->length() <= readBack->viewport()->width());
        // The way back is offered right there, preset with this key and backup.
        auto *back = w.findChild<QPushButton *>(QStringLiteral("restoreLocalResultButton"));
        QVERIFY(back && back->isVisible());
        back->click();
        auto *dialog = w.findChild<RestoreLocalDialog *>();
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("restoreBackupPath"))->text(),
                 w.backup.path);
        auto *changes = dialog->findChild<QLabel *>(QStringLiteral("restoreChanges"));
        QTRY_VERIFY_WITH_TIMEOUT(changes->text().contains(QStringLiteral("card")), 30000);
        dialog->reject(); // restored by restoreFromStart, with the card pulled

        // Finish: the page shows the moved keys as gpg sees them, without a Read card press.
        QSignalSpy read(&page, &gui::card::CardPage::cardRead);
        w.button(QWizard::FinishButton)->click();
        QVERIFY(read.wait(60000));
        for (int slot = 1; slot <= 3; ++slot) {
            const QByteArray fpr =
                page.card().key(static_cast<openpgp::KeySlot>(slot)).fingerprint.toUpper();
            QVERIFY(!fpr.isEmpty());
            QCOMPARE(QString::fromLatin1(fpr), gpgCard(QStringLiteral("fpr"), slot).toUpper());
        }
    }

    void restoreFromStart()
    {
        openpgp::AgentSession session;
        KeyToCardWizard w(&session);
        w.resize(760, 560);
        w.show();
        auto *open = w.findChild<QPushButton *>(QStringLiteral("restoreLocalButton"));
        QVERIFY(open && open->isVisible());
        open->click();
        auto *dialog = w.findChild<RestoreLocalDialog *>();
        QVERIFY(dialog);
        auto *combo = dialog->findChild<QComboBox *>(QStringLiteral("restoreKeyCombo"));
        QTRY_VERIFY_WITH_TIMEOUT(combo->count() == 1, 30000); // the one key with stubs
        auto *restore = dialog->findChild<QPushButton *>(QStringLiteral("restoreButton"));
        QVERIFY(!restore->isEnabled()); // no backup file chosen yet
        dialog->findChild<QLineEdit *>(QStringLiteral("restoreBackupPath"))
            ->setText(qEnvironmentVariable("KT_BACKUP"));
        const QString changes =
            dialog->findChild<QLabel *>(QStringLiteral("restoreChanges"))->text();
        QVERIFY2(changes.contains(QStringLiteral("card keeps its copy")), qPrintable(changes));
        QCOMPARE(changes.count(QStringLiteral("→")), 3);
        shot(*dialog, QStringLiteral("7-restore-ask"));
        QVERIFY(restore->isEnabled());
        QSignalSpy done(dialog, &RestoreLocalDialog::restoreFinished);
        restore->click();
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 90000);
        auto *status = dialog->findChild<QLabel *>(QStringLiteral("restoreStatus"));
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(status->text()));
        QVERIFY(dialog->restored());
        QVERIFY(!restore->isEnabled());
        shot(*dialog, QStringLiteral("8-restored"));
        // The start page lists the key again with its local subkeys.
        auto *list = w.findChild<QListWidget *>(QStringLiteral("keyList"));
        QTRY_VERIFY_WITH_TIMEOUT(list->count() > 0 &&
                                     list->item(0)->text().contains(QStringLiteral("— 3 subkey")),
                                 30000);
        dialog->close();
        shot(w, QStringLiteral("9-start-after-restore"));
    }

private:
    QTranslator m_translator;
};

QTEST_MAIN(TestKeyToCardWizard)
#include "TestKeyToCardWizard.moc"
