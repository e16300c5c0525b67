// SPDX-License-Identifier: GPL-3.0-or-later
// The "Set up this card" checklist from card snapshots, without a card: which
// steps a fresh card, a KDF card, a card with keys and a card without KDF
// get, and when the box hides itself.
#include "gui/card/SetupChecklist.h"

#include <QAction>
#include <QHash>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::gui::card;

namespace {

openpgp::CardInfo freshCard()
{
    openpgp::CardInfo c;
    c.pins.triesLeft = {3, 0, 3};
    c.kdfSupported = true;
    c.hasButton = true;
    c.hasUif = true;
    for (auto &k : c.keys) {
        k.touch = openpgp::TouchPolicy::Off;
    }
    return c;
}

const SetupStep &step(const QList<SetupStep> &steps, SetupStepId id)
{
    for (const SetupStep &s : steps) {
        if (s.id == id) {
            return s;
        }
    }
    static const SetupStep none{};
    qFatal("step missing");
    return none;
}

QList<SetupStepId> open(const QList<SetupStep> &steps)
{
    QList<SetupStepId> ids;
    for (const SetupStep &s : steps) {
        if (s.available && !s.done && !s.optional) {
            ids.append(s.id);
        }
    }
    return ids;
}

} // namespace

class SetupChecklistTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void freshCardHasEveryStepOpen()
    {
        const openpgp::CardInfo c = freshCard();
        QVERIFY(looksFactoryFresh(c));
        const QList<SetupStep> steps =
            checklistSteps(c, PinKnowledge::Default, PinKnowledge::Default);
        // KDF first: turning it on resets the PINs.
        QCOMPARE(steps.size(), 7);
        QCOMPARE(steps.first().id, SetupStepId::Kdf);
        QCOMPARE(steps.at(1).id, SetupStepId::UserPin);
        QCOMPARE(steps.at(2).id, SetupStepId::AdminPin);
        QCOMPARE(open(steps),
                 (QList<SetupStepId>{SetupStepId::Kdf, SetupStepId::UserPin, SetupStepId::AdminPin,
                                     SetupStepId::Keys, SetupStepId::Touch}));
        QVERIFY(step(steps, SetupStepId::ResetCode).optional);
        QVERIFY(!step(steps, SetupStepId::ResetCode).done);
        QVERIFY(step(steps, SetupStepId::Export).optional);
        QVERIFY(!checklistComplete(steps));
        for (const SetupStep &s : steps) {
            QVERIFY(s.text.endsWith(QLatin1Char('.')));
        }
    }

    void kdfCard()
    {
        openpgp::CardInfo c = freshCard();
        c.kdf.enabled = true;
        QVERIFY(!looksFactoryFresh(c));
        const QList<SetupStep> steps =
            checklistSteps(c, PinKnowledge::Default, PinKnowledge::Changed);
        QVERIFY(step(steps, SetupStepId::Kdf).done);
        QVERIFY(!step(steps, SetupStepId::UserPin).done);
        QVERIFY(step(steps, SetupStepId::AdminPin).done);
    }

    void cardWithKeysAndTouch()
    {
        openpgp::CardInfo c = freshCard();
        c.kdf.enabled = true;
        c.pins.triesLeft = {3, 3, 3};
        for (auto &k : c.keys) {
            k.fingerprint = QByteArray(40, 'A');
        }
        QVERIFY(!looksFactoryFresh(c));
        QList<SetupStep> steps = checklistSteps(c, PinKnowledge::Changed, PinKnowledge::Changed);
        QVERIFY(step(steps, SetupStepId::Keys).done);
        QVERIFY(step(steps, SetupStepId::ResetCode).done);
        QCOMPARE(open(steps), QList<SetupStepId>{SetupStepId::Touch});
        QVERIFY(!checklistComplete(steps));

        c.key(openpgp::KeySlot::Authentication).touch = openpgp::TouchPolicy::Cached;
        steps = checklistSteps(c, PinKnowledge::Changed, PinKnowledge::Changed);
        QVERIFY(step(steps, SetupStepId::Touch).done);
        QVERIFY(checklistComplete(steps));

        // Two keys are not enough.
        c.key(openpgp::KeySlot::Encryption).fingerprint.clear();
        steps = checklistSteps(c, PinKnowledge::Changed, PinKnowledge::Changed);
        QCOMPARE(open(steps), QList<SetupStepId>{SetupStepId::Keys});
    }

    void keysSayNothingAboutPins()
    {
        // A card with keys whose PINs the page never saw changed: both PIN steps say that
        // Keyward cannot know, and neither is done.
        openpgp::CardInfo c = freshCard();
        for (auto &k : c.keys) {
            k.fingerprint = QByteArray(40, 'A');
        }
        QVERIFY(!looksFactoryFresh(c));
        const QList<SetupStep> steps =
            checklistSteps(c, PinKnowledge::Unknown, PinKnowledge::Unknown);
        for (SetupStepId id : {SetupStepId::UserPin, SetupStepId::AdminPin}) {
            QVERIFY(step(steps, id).unknown);
            QVERIFY(!step(steps, id).done);
            QVERIFY(step(steps, id).text.contains(QLatin1String("if you have not")));
        }
        QVERIFY(!checklistComplete(steps));

        QWidget top;
        auto *box = new SetupChecklist(&top);
        box->setSteps(steps);
        auto *state = box->findChild<QLabel *>(QStringLiteral("setupState_userPin"));
        QVERIFY(state);
        QCOMPARE(state->text(), QStringLiteral("Unknown"));
    }

    void noKdfNoButton()
    {
        openpgp::CardInfo c = freshCard();
        c.kdfSupported = false;
        c.hasButton = false;
        c.hasUif = false;
        const QList<SetupStep> steps =
            checklistSteps(c, PinKnowledge::Changed, PinKnowledge::Changed);
        QVERIFY(!step(steps, SetupStepId::Kdf).available);
        QVERIFY(!step(steps, SetupStepId::Touch).available);
        QCOMPARE(open(steps), QList<SetupStepId>{SetupStepId::Keys});
        QVERIFY(!looksFactoryFresh([&] {
            openpgp::CardInfo used = c;
            used.signatureCounter = 1;
            return used;
        }()));
    }

    void widgetShowsStatesAndHidesWhenComplete()
    {
        // The page's actions, found by object name; no key-to-card wizard.
        QWidget top;
        QHash<QString, QAction *> actions;
        for (const char *name : {"actionKdf", "actionChangeUserPin", "actionChangeAdminPin",
                                 "actionSetResetCode", "actionGenerateKeys", "actionTouchPolicy",
                                 "actionExportSsh", "actionExportPublicKey"}) {
            auto *a = new QAction(&top);
            a->setObjectName(QLatin1String(name));
            actions.insert(QLatin1String(name), a);
        }
        auto *box = new SetupChecklist(&top);
        top.show();
        openpgp::CardInfo c = freshCard();
        c.kdfSupported = false;
        box->setSteps(checklistSteps(c, PinKnowledge::Default, PinKnowledge::Changed));
        QVERIFY(box->isVisible());
        auto state = [box](const char *name) {
            return box->findChild<QLabel *>(QLatin1String("setupState_") + QLatin1String(name));
        };
        QVERIFY(!state("kdf")->isVisible());
        QVERIFY(!box->findChild<QPushButton *>(QStringLiteral("setupButton_kdf_actionKdf"))
                     ->isVisible());
        QCOMPARE(state("userPin")->text(), QStringLiteral("To do"));
        QCOMPARE(state("adminPin")->text(), QStringLiteral("Done"));
        QCOMPARE(state("resetCode")->text(), QStringLiteral("Optional"));
        auto *ssh =
            box->findChild<QPushButton *>(QStringLiteral("setupButton_export_actionExportSsh"));
        QVERIFY(ssh->isVisible());
        QVERIFY(box->findChild<QPushButton *>(QStringLiteral("setupButton_keys_actionGenerateKeys"))
                    ->isVisible());
        QVERIFY(!box->findChild<QPushButton *>(QStringLiteral("setupButton_keys_actionKeyToCard"))
                     ->isVisible());

        // A button triggers its action, and follows its enabled state.
        QSignalSpy triggered(actions.value(QStringLiteral("actionExportSsh")), &QAction::triggered);
        ssh->click();
        QCOMPARE(triggered.count(), 1);
        actions.value(QStringLiteral("actionExportSsh"))->setEnabled(false);
        QVERIFY(!ssh->isEnabled());
        ssh->click();
        QCOMPARE(triggered.count(), 1);

        for (auto &k : c.keys) {
            k.fingerprint = QByteArray(40, 'B');
            k.touch = openpgp::TouchPolicy::On;
        }
        box->setSteps(checklistSteps(c, PinKnowledge::Changed, PinKnowledge::Changed));
        QVERIFY(!box->isVisible());

        // KDF on: done, and no button that would turn it off again.
        c.kdfSupported = true;
        c.kdf.enabled = true;
        box->setSteps(checklistSteps(c, PinKnowledge::Default, PinKnowledge::Default));
        QVERIFY(box->isVisible());
        QCOMPARE(state("kdf")->text(), QStringLiteral("Done"));
        QVERIFY(state("kdf")->isVisible());
        QVERIFY(!box->findChild<QPushButton *>(QStringLiteral("setupButton_kdf_actionKdf"))
                     ->isVisible());
    }

    void hideIsRememberedPerCard()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("KeywardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("SetupChecklistTest"));

        QWidget top;
        auto *box = new SetupChecklist(&top);
        top.show();
        const QList<SetupStep> steps =
            checklistSteps(freshCard(), PinKnowledge::Default, PinKnowledge::Default);
        auto *rows = box->findChild<QLabel *>(QStringLiteral("setupState_userPin"));
        auto *hide = box->findChild<QPushButton *>(QStringLiteral("setupHideButton"));
        auto *show = box->findChild<QPushButton *>(QStringLiteral("setupShowButton"));
        box->setSteps(steps, QStringLiteral("0000AAAA"));
        QVERIFY(box->isVisible() && rows->isVisible() && hide->isVisible() && !show->isVisible());

        hide->click();
        QVERIFY(box->isCollapsed());
        QVERIFY(box->isVisible() && !rows->isVisible() && show->isVisible());
        // Another card shows its steps; the first one's stay folded away.
        box->setSteps(steps, QStringLiteral("0000BBBB"));
        QVERIFY(!box->isCollapsed() && rows->isVisible());
        box->setSteps(steps, QStringLiteral("0000AAAA"));
        QVERIFY(box->isCollapsed());
        QVERIFY(QSettings().value(QStringLiteral("cards/0000AAAA/setupStepsHidden")).toBool());

        // A new box (the next start) remembers it; "Show" forgets it.
        SetupChecklist again(&top);
        again.setSteps(steps, QStringLiteral("0000AAAA"));
        QVERIFY(again.isCollapsed());
        again.findChild<QPushButton *>(QStringLiteral("setupShowButton"))->click();
        QVERIFY(!again.isCollapsed());
        QVERIFY(!QSettings().contains(QStringLiteral("cards/0000AAAA/setupStepsHidden")));
    }
};

QTEST_MAIN(SetupChecklistTest)
#include "SetupChecklistTest.moc"
