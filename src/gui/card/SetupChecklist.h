// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/CardInfo.h"

#include <QGroupBox>
#include <QList>
#include <QString>

#include <array>

class QGridLayout;
class QLabel;
class QPushButton;

namespace keyward::gui::card {

/// The steps of setting up a new card, in the order they should be done.
enum class SetupStepId
{
    Kdf,       ///< first: turning KDF on resets the PINs
    UserPin,   ///< change the default user PIN
    AdminPin,  ///< change the default admin PIN
    ResetCode, ///< optional
    Keys,      ///< all three slots hold a key
    Touch,     ///< a touch policy other than "off"
    Export,    ///< optional: the SSH or OpenPGP public key
};

/// What the page knows of a PIN. A card never says whether a PIN is still the factory one,
/// so this comes from what the page saw: a card as it left the factory, KDF turned on or a
/// factory reset (Default), the user's own change in this page (Changed); else Unknown.
/// Never from other state such as "the card has keys".
enum class PinKnowledge
{
    Unknown,
    Default,
    Changed,
};

/// One step of the checklist, as judged from a card snapshot.
struct SetupStep
{
    SetupStepId id = SetupStepId::Kdf;
    QString text;          ///< what to do, a whole sentence
    bool done = false;     ///< what the card (or the page) shows is already done
    bool optional = false; ///< not needed for the checklist to be complete
    bool available = true; ///< false when the card cannot do it (no KDF, no button)
    bool unknown = false;  ///< whether it is done cannot be known (shown as such, not done)
};

/// The checklist for `card`; `userPin` and `adminPin` are what the page knows of the PINs
/// (the card cannot tell). Every step is listed, the ones the card cannot do with available
/// false.
QList<SetupStep> checklistSteps(const openpgp::CardInfo &card, PinKnowledge userPin,
                                PinKnowledge adminPin);
/// True when every available step that is not optional is done.
bool checklistComplete(const QList<SetupStep> &steps);
/// True when the card looks as it left the factory: full retry counters, no
/// reset code, no signatures made, no keys, KDF off. Its PINs are then most
/// likely the defaults.
bool looksFactoryFresh(const openpgp::CardInfo &card);

/**
 * "Set up this card": one line per step with its state (done, to do,
 * optional) and a button that triggers the card page's own action for it
 * (found by object name among the page's children). Shown while a step that
 * is not optional is open. Never talks to the card.
 */
class SetupChecklist : public QGroupBox
{
    Q_OBJECT
public:
    explicit SetupChecklist(QWidget *parent = nullptr);

    /// Show these steps of the card with this serial number; hides the box
    /// when they are complete. "Hide" folds the steps away for that card
    /// (remembered in QSettings) until "Show setup steps".
    void setSteps(const QList<SetupStep> &steps, const QString &serial = {});
    /// True while the steps are folded away.
    bool isCollapsed() const { return m_collapsed; }
    /// The steps last shown.
    const QList<SetupStep> &steps() const { return m_steps; }

private:
    struct Row
    {
        QLabel *state = nullptr;
        QLabel *text = nullptr;
        QList<QPushButton *> buttons;
    };
    void addRow(SetupStepId id, const QList<std::pair<QString, const char *>> &buttons);
    void trigger(const char *actionName);
    void setCollapsed(bool collapsed);
    QString settingsKey() const;

    QWidget *m_rowsWidget;
    QGridLayout *m_grid;
    QLabel *m_hiddenLabel = nullptr;
    QPushButton *m_hide = nullptr;
    QPushButton *m_show = nullptr;
    QString m_serial;
    bool m_collapsed = false;
    std::array<Row, 7> m_rows{};
    QList<SetupStep> m_steps;
    bool m_bound = false; // buttons follow their actions' enabled state
};

} // namespace keyward::gui::card
