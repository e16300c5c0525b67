// SPDX-License-Identifier: GPL-3.0-or-later
// Walks the keytocard wizard offscreen against the sandbox's card: pick the key, keep the
// proposed slots, write and verify the backup, move, remove the local copy. Screenshots of
// every page go to $KT_SHOTS.
#include "gui/keytocard/KeyToCardPages.h"
#include "gui/keytocard/KeyToCardWizard.h"
#include "openpgp/AgentSession.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QtTest>

using namespace keyward;
using namespace keyward::gui::keytocard;

class TestKeyToCardWizard : public QObject
{
    Q_OBJECT
private:
    void shot(QWizard &w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("KT_SHOTS");
        if (!dir.isEmpty()) {
            w.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
        }
    }

private Q_SLOTS:
    void walk()
    {
        openpgp::AgentSession session;
        KeyToCardWizard w(&session);
        w.resize(760, 560);
        w.show();
        auto *list = w.findChild<QListWidget *>(QStringLiteral("keyList"));
        QVERIFY(list);
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
        w.findChild<QPushButton *>(QStringLiteral("backupButton"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(w.button(QWizard::NextButton)->isEnabled(), 90000);
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
    }
};

QTEST_MAIN(TestKeyToCardWizard)
#include "TestKeyToCardWizard.moc"
