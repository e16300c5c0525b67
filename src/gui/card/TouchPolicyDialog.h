// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/CardInfo.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;

namespace keyward::gui::card {

/// Choose the touch policy (UIF) of one key slot, or of all three in one step (one admin
/// PIN). Each policy is explained; the command asks once more before writing "fixed".
class TouchPolicyDialog : public QDialog
{
    Q_OBJECT
public:
    TouchPolicyDialog(const openpgp::CardInfo &card, QWidget *parent = nullptr);

    openpgp::KeySlot slot() const; ///< the first slot chosen
    /// The slots chosen: one, or all three.
    QList<openpgp::KeySlot> chosenSlots() const;
    openpgp::TouchPolicy policy() const;
    void select(openpgp::KeySlot slot, openpgp::TouchPolicy policy);
    void selectAllSlots(openpgp::TouchPolicy policy);

private:
    void slotChanged();
    void policyChanged();

    openpgp::CardInfo m_card;
    QComboBox *m_slot;
    QComboBox *m_policy;
    QLabel *m_note;
};

} // namespace keyward::gui::card
