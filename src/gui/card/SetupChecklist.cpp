// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetupChecklist.h"

#include <QAction>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

#include <algorithm>

namespace keyward::gui::card {

namespace {

const char *kDoneStyle = "QLabel { color: #1e6b2a; font-weight: bold; }";
const char *kOpenStyle = "QLabel { color: #8a5a00; font-weight: bold; }";

QString stepName(SetupStepId id)
{
    switch (id) {
    case SetupStepId::Kdf:
        return QStringLiteral("kdf");
    case SetupStepId::UserPin:
        return QStringLiteral("userPin");
    case SetupStepId::AdminPin:
        return QStringLiteral("adminPin");
    case SetupStepId::ResetCode:
        return QStringLiteral("resetCode");
    case SetupStepId::Keys:
        return QStringLiteral("keys");
    case SetupStepId::Touch:
        return QStringLiteral("touch");
    case SetupStepId::Export:
        return QStringLiteral("export");
    }
    return {};
}

QAction *findAction(const QObject *from, const char *name)
{
    // The page that holds the actions is an ancestor (the box sits in its
    // scroll area); the nearest one that has the action wins.
    for (const QObject *o = from->parent(); o; o = o->parent()) {
        if (auto *a = o->findChild<QAction *>(QLatin1String(name))) {
            return a;
        }
    }
    return nullptr;
}

} // namespace

namespace {

SetupStep pinStep(SetupStepId id, PinKnowledge known)
{
    const bool user = id == SetupStepId::UserPin;
    SetupStep step{id, {}, known == PinKnowledge::Changed, false, true};
    step.unknown = known == PinKnowledge::Unknown;
    if (step.unknown) {
        step.text = user ? SetupChecklist::tr("Change the user PIN from its default (123456) if "
                                              "you have not: the card does not say whether it "
                                              "was changed.")
                         : SetupChecklist::tr("Change the admin PIN from its default (12345678) "
                                              "if you have not: the card does not say whether it "
                                              "was changed.");
    } else {
        step.text = user ? SetupChecklist::tr("Change the user PIN from its default (123456).")
                         : SetupChecklist::tr("Change the admin PIN from its default (12345678).");
    }
    return step;
}

} // namespace

QList<SetupStep> checklistSteps(const openpgp::CardInfo &card, PinKnowledge userPin,
                                PinKnowledge adminPin)
{
    const bool allKeys = std::all_of(card.keys.begin(), card.keys.end(),
                                     [](const openpgp::CardKeySlot &k) { return k.hasKey(); });
    const bool touchOn =
        std::any_of(card.keys.begin(), card.keys.end(), [](const openpgp::CardKeySlot &k) {
            return k.touch != openpgp::TouchPolicy::Off && k.touch != openpgp::TouchPolicy::Unknown;
        });
    QList<SetupStep> steps;
    steps.append(
        {SetupStepId::Kdf,
         SetupChecklist::tr("Turn KDF on, so that the card stores only hashes of the PINs. Do this "
                            "first: it sets the PINs back to their defaults."),
         card.kdf.enabled, false, card.kdfSupported});
    steps.append(pinStep(SetupStepId::UserPin, userPin));
    steps.append(pinStep(SetupStepId::AdminPin, adminPin));
    steps.append({SetupStepId::ResetCode,
                  SetupChecklist::tr(
                      "Set a reset code, with which a blocked user PIN can be unblocked without "
                      "the admin PIN."),
                  card.pins.triesLeft[1] > 0, true, true});
    steps.append({SetupStepId::Keys,
                  SetupChecklist::tr(
                      "Put a key in each of the three slots: generate them on the card, or move "
                      "existing subkeys to it with gpg's keytocard."),
                  allKeys, false, true});
    steps.append(
        {SetupStepId::Touch,
         SetupChecklist::tr("Set a touch policy, so that every use of a key needs a touch of the "
                            "card's button."),
         touchOn, false, card.hasButton || card.hasUif});
    steps.append({SetupStepId::Export,
                  SetupChecklist::tr(
                      "Export the SSH public key or the OpenPGP public key, to install or publish "
                      "it."),
                  false, true, true});
    return steps;
}

bool checklistComplete(const QList<SetupStep> &steps)
{
    return std::all_of(steps.begin(), steps.end(),
                       [](const SetupStep &s) { return !s.available || s.optional || s.done; });
}

bool looksFactoryFresh(const openpgp::CardInfo &card)
{
    const bool noKeys = std::none_of(card.keys.begin(), card.keys.end(),
                                     [](const openpgp::CardKeySlot &k) { return k.hasKey(); });
    return noKeys && card.signatureCounter == 0 && !card.kdf.enabled &&
           card.pins.triesLeft[0] == 3 && card.pins.triesLeft[1] == 0 &&
           card.pins.triesLeft[2] == 3;
}

SetupChecklist::SetupChecklist(QWidget *parent)
    : QGroupBox(parent)
    , m_rowsWidget(new QWidget(this))
    , m_grid(new QGridLayout(m_rowsWidget))
{
    setTitle(tr("Set up this card"));
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setColumnStretch(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_rowsWidget);
    auto *footer = new QHBoxLayout;
    m_hiddenLabel = new QLabel(tr("The setup steps are hidden for this card."), this);
    m_hiddenLabel->setObjectName(QStringLiteral("setupHiddenLabel"));
    m_hide = new QPushButton(tr("Hide"), this);
    m_hide->setObjectName(QStringLiteral("setupHideButton"));
    m_hide->setToolTip(tr("Hide the setup steps for this card"));
    m_show = new QPushButton(tr("Show setup steps"), this);
    m_show->setObjectName(QStringLiteral("setupShowButton"));
    footer->addWidget(m_hiddenLabel);
    footer->addStretch(1);
    footer->addWidget(m_hide);
    footer->addWidget(m_show);
    layout->addLayout(footer);
    connect(m_hide, &QPushButton::clicked, this, [this] { setCollapsed(true); });
    connect(m_show, &QPushButton::clicked, this, [this] { setCollapsed(false); });
    setCollapsed(false);
    addRow(SetupStepId::Kdf, {{tr("Turn KDF on…"), "actionKdf"}});
    addRow(SetupStepId::UserPin, {{tr("Change user PIN…"), "actionChangeUserPin"}});
    addRow(SetupStepId::AdminPin, {{tr("Change admin PIN…"), "actionChangeAdminPin"}});
    addRow(SetupStepId::ResetCode, {{tr("Set reset code…"), "actionSetResetCode"}});
    addRow(SetupStepId::Keys, {{tr("Generate keys…"), "actionGenerateKeys"},
                               {tr("Move subkeys…"), "actionKeyToCard"}});
    addRow(SetupStepId::Touch, {{tr("Touch policy…"), "actionTouchPolicy"}});
    addRow(SetupStepId::Export,
           {{tr("SSH key…"), "actionExportSsh"}, {tr("Public key…"), "actionExportPublicKey"}});
    hide();
}

void SetupChecklist::addRow(SetupStepId id, const QList<std::pair<QString, const char *>> &buttons)
{
    const int r = static_cast<int>(id);
    Row &row = m_rows[static_cast<size_t>(r)];
    const QString name = stepName(id);
    row.state = new QLabel(m_rowsWidget);
    row.state->setObjectName(QStringLiteral("setupState_") + name);
    row.text = new QLabel(m_rowsWidget);
    row.text->setObjectName(QStringLiteral("setupText_") + name);
    row.text->setWordWrap(true);
    auto *box = new QHBoxLayout;
    for (const auto &[text, action] : buttons) {
        auto *b = new QPushButton(text, m_rowsWidget);
        b->setObjectName(QStringLiteral("setupButton_%1_%2").arg(name, QLatin1String(action)));
        connect(b, &QPushButton::clicked, this, [this, action] { trigger(action); });
        box->addWidget(b);
        row.buttons.append(b);
    }
    m_grid->addWidget(row.state, r, 0, Qt::AlignVCenter);
    m_grid->addWidget(row.text, r, 1, Qt::AlignVCenter);
    m_grid->addLayout(box, r, 2, Qt::AlignVCenter | Qt::AlignRight);
}

void SetupChecklist::trigger(const char *actionName)
{
    if (QAction *a = findAction(this, actionName); a && a->isEnabled()) {
        a->trigger();
    }
}

QString SetupChecklist::settingsKey() const
{
    return QStringLiteral("cards/%1/setupStepsHidden").arg(m_serial);
}

void SetupChecklist::setCollapsed(bool collapsed)
{
    m_collapsed = collapsed;
    m_rowsWidget->setVisible(!collapsed);
    m_hiddenLabel->setVisible(collapsed);
    m_hide->setVisible(!collapsed);
    m_show->setVisible(collapsed);
    if (!m_serial.isEmpty()) {
        QSettings settings;
        if (collapsed) {
            settings.setValue(settingsKey(), true);
        } else if (settings.contains(settingsKey())) {
            settings.remove(settingsKey());
        }
    }
}

void SetupChecklist::setSteps(const QList<SetupStep> &steps, const QString &serial)
{
    if (serial != m_serial) {
        m_serial = serial;
        setCollapsed(!serial.isEmpty() && QSettings().value(settingsKey()).toBool());
    }
    m_steps = steps;
    const bool bind = !m_bound;
    for (const SetupStep &s : steps) {
        Row &row = m_rows[static_cast<size_t>(s.id)];
        row.text->setText(s.text);
        if (s.done) {
            row.state->setText(tr("Done"));
            row.state->setStyleSheet(QString::fromLatin1(kDoneStyle));
        } else if (s.unknown) {
            row.state->setText(tr("Unknown"));
            row.state->setStyleSheet(QString::fromLatin1(kOpenStyle));
        } else if (s.optional) {
            row.state->setText(tr("Optional"));
            row.state->setStyleSheet(QString());
        } else {
            row.state->setText(tr("To do"));
            row.state->setStyleSheet(QString::fromLatin1(kOpenStyle));
        }
        row.state->setVisible(s.available);
        row.text->setVisible(s.available);
        // Turning KDF off again is no setup step: its button goes once done.
        const bool button = s.available && !(s.done && s.id == SetupStepId::Kdf);
        for (QPushButton *b : row.buttons) {
            // Follow the page's action: disabled while an operation runs.
            // Moving subkeys is the main window's wizard: no button without it.
            const QString action = b->objectName().section(QLatin1Char('_'), 2);
            QAction *a = findAction(this, action.toLatin1().constData());
            b->setVisible(button && a);
            if (a) {
                b->setEnabled(a->isEnabled());
                if (bind) {
                    connect(a, &QAction::changed, b, [b, a] { b->setEnabled(a->isEnabled()); });
                }
            }
        }
    }
    m_bound = m_bound || bind;
    setVisible(!steps.isEmpty() && !checklistComplete(steps));
}

} // namespace keyward::gui::card
